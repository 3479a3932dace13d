"""Runs a bot's decision off the UI loop so the window never freezes while it thinks."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from shifting_sands.rules.protocol import BotPolicy
from shifting_sands.rules.rng import GameRng

_EXECUTOR: ThreadPoolExecutor | None = None


def _executor() -> ThreadPoolExecutor:
    global _EXECUTOR
    if _EXECUTOR is None:
        _EXECUTOR = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    return _EXECUTOR


class BotRunner:
    """One pending decision at a time; the scene polls `result()` each frame."""

    def __init__(self) -> None:
        self._future: Future | None = None

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def start(self, policy: BotPolicy, view: Any, legal: list[Any], rng: GameRng) -> None:
        self._future = _executor().submit(policy.choose, view, legal, rng)

    def result(self) -> Any | None:
        """The chosen action once ready (re-raising a bot's error), else None."""
        if self._future is None or not self._future.done():
            return None
        future, self._future = self._future, None
        return future.result()

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None
