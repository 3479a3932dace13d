"""Tweens: values that move over time, scaled by the animation-speed setting.

A click skips whatever is running (`finish_all`), and scenes hold their input
until `busy` is false, so the board never runs ahead of what players saw.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - math.cos(math.pi * t) / 2


def linear(t: float) -> float:
    return t


@dataclass
class Tween:
    duration: float
    on_update: Callable[[float], None]
    ease: Callable[[float], float] = ease_out_cubic
    on_done: Callable[[], None] | None = None
    delay: float = 0.0
    elapsed: float = 0.0
    done: bool = False

    def step(self, dt: float) -> None:
        self.elapsed += dt
        t = (self.elapsed - self.delay) / self.duration if self.duration > 0 else 1.0
        if t < 0:
            return
        self.on_update(self.ease(min(1.0, t)))
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        self.on_update(1.0)
        self.done = True
        if self.on_done:
            self.on_done()


@dataclass
class Tweens:
    """The running tweens of one scene."""

    speed: float = 1.0
    """Duration multiplier from settings: 0 finishes tweens at once."""
    running: list[Tween] = field(default_factory=list)

    def add(self, duration: float, on_update: Callable[[float], None],
            ease: Callable[[float], float] = ease_out_cubic,
            on_done: Callable[[], None] | None = None, delay: float = 0.0) -> Tween:
        tween = Tween(duration * self.speed, on_update, ease, on_done, delay * self.speed)
        if self.speed <= 0:
            tween.finish()
        else:
            on_update(0.0)
            self.running.append(tween)
        return tween

    def wait(self, duration: float, on_done: Callable[[], None]) -> Tween:
        return self.add(duration, lambda _t: None, linear, on_done)

    def update(self, dt: float) -> None:
        for tween in list(self.running):
            tween.step(dt)
        self.running = [t for t in self.running if not t.done]

    def finish_all(self) -> None:
        while self.running:
            batch, self.running = self.running, []
            for tween in batch:
                tween.finish()

    @property
    def busy(self) -> bool:
        return bool(self.running)
