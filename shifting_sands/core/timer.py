"""Real time for the scene layer: a sand timer on an injected clock.

The rules never read a clock. A timed game (Curse Reverse's 60-second story) runs its
`SandTimer` in the scene, on the clock the scene was given (tests pass a fake one); when
the sand runs out the scene submits the action that says so, so saves and replays hold
what happened, never how long it took.
"""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]
"""Seconds from any fixed point, never going backwards (`time.monotonic` by default)."""


class SandTimer:
    """A countdown of `seconds` that can pause (a menu, a hand-off) and resume."""

    def __init__(self, seconds: float, clock: Clock = time.monotonic) -> None:
        if seconds <= 0:
            raise ValueError("a sand timer needs a positive number of seconds")
        self.seconds = seconds
        self.clock = clock
        self._started: float | None = None
        self._spent = 0.0

    @property
    def running(self) -> bool:
        return self._started is not None

    def start(self) -> None:
        """Turn the timer over: a full glass, running."""
        self._spent = 0.0
        self._started = self.clock()

    def pause(self) -> None:
        if self._started is not None:
            self._spent += self.clock() - self._started
            self._started = None

    def resume(self) -> None:
        if self._started is None and not self.expired:
            self._started = self.clock()

    def elapsed(self) -> float:
        running = self.clock() - self._started if self._started is not None else 0.0
        return min(self.seconds, self._spent + running)

    def remaining(self) -> float:
        return self.seconds - self.elapsed()

    @property
    def expired(self) -> bool:
        return self.elapsed() >= self.seconds

    def fraction_left(self) -> float:
        """Sand left in the upper glass, 1 (full) to 0 (run out): what the scene draws."""
        return self.remaining() / self.seconds
