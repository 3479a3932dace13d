"""Buttons that appear under the pointer wait a moment before they take a click.

A click often changes the step at once (the last OPS spent moves the turn on to moving), and
the new step's first button may sit where the old one was: the second half of a quick double
click would press it. As in polished digital board games, a button that was not on screen
before and appears under the pointer ignores presses for `GUARD_SECONDS`; every other button,
and the same button rebuilt in the same place, works at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from shifting_sands.core.input import Intent, PointerDown, PointerUp
from shifting_sands.core.widgets import GUARD_SECONDS, Button

__all__ = ["GUARD_SECONDS", "GuardedButton", "guard_new", "shown", "tick"]

Shown = set[tuple[str, tuple[float, float, float, float]]]


class GuardedButton(Button):
    _fields = (*Button._fields, "wait")

    def __init__(self, *args: Any, wait: float = 0.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.wait = wait
        """Seconds left before a press counts (0: ready)."""

    def handle(self, intent: Intent) -> bool:
        if (self.wait > 0 and isinstance(intent, PointerDown | PointerUp)
                and self.contains(intent.pos)):
            self._pressed = False
            return True  # swallowed: the press neither clicks this nor reaches the map
        return super().handle(intent)


def shown(buttons: Iterable[Button]) -> Shown:
    """What the buttons on screen are, to tell a new button from one rebuilt in place."""
    return {(b.label, tuple(b.rect)) for b in buttons if b.visible}


def guard_new(buttons: Iterable[GuardedButton], before: Shown,
              pointer: tuple[float, float]) -> None:
    """Make the buttons that are new and under the pointer wait."""
    for button in buttons:
        if (button.label, tuple(button.rect)) not in before and button.contains(pointer):
            button.wait = GUARD_SECONDS


def tick(buttons: Iterable[GuardedButton], dt: float) -> None:
    for button in buttons:
        if button.wait > 0:
            button.wait = max(0.0, button.wait - dt)
