"""SIGTERM, SIGINT and SIGHUP end the window the way closing it does.

Why: SDL turned SIGTERM (what `timeout`, a logout or a shutdown sends) into a quit event
and the program exited 0, while SIGHUP killed it outright; either way the bots' worker and
multiprocessing's resource tracker were left to the interpreter's exit, and now and then
printed a traceback (`BrokenPipeError` in `resource_tracker._send`) or a warning about
leaked semaphores. Now a signal is only noted here; the window's loop ends at its next
frame as if closed (the game autosaves), the caller stops the worker, and the program
exits with 128 + the signal's number, the status a shell gives a process the signal ended.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from types import FrameType, TracebackType
from typing import Any

STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))


class StopSignals:
    """While entered (in the main thread), the stop signals are noted instead of acted
    on: `caught` is the first, and `on_stop` (if set) is called for each."""

    def __init__(self) -> None:
        self.caught: int | None = None
        self.on_stop: Callable[[], Any] | None = None
        self._before: dict[int, Any] = {}

    def __enter__(self) -> StopSignals:
        if threading.current_thread() is threading.main_thread():
            for number in STOP_SIGNALS:
                previous = signal.signal(number, self._note)
                self._before[number] = previous
        return self

    def _note(self, number: int, _frame: FrameType | None) -> None:
        if self.caught is None:
            self.caught = number
        if self.on_stop is not None:
            self.on_stop()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        for number, previous in self._before.items():
            signal.signal(number, previous if previous is not None else signal.SIG_DFL)
        self._before.clear()

    @property
    def exit_status(self) -> int:
        """128 + the caught signal's number (0 when none came)."""
        return 128 + self.caught if self.caught is not None else 0

    @property
    def name(self) -> str:
        return signal.Signals(self.caught).name if self.caught is not None else ""
