"""A small helper for games with phases: legal actions and effects dispatched per phase.

Phases are Enums. A state lists, per phase, the function giving its legal actions and
the one carrying an action out; phases in `automatic` need no decision (attrition, a
victory check, passing the turn) and run inside `apply`, one after another, adding
their events, until a phase that waits for a seat or for chance.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any, ClassVar

from shifting_sands.rules.protocol import GameState

MAX_AUTOMATIC_STEPS = 64
"""Automatic phases that never reach a decision are a bug: stop and say so."""


class PhasedState(GameState):
    """A `GameState` whose `_legal` and `_apply` are dispatched on `self.phase`."""

    phase: Enum
    phase_legal: ClassVar[Mapping[Enum, Callable[[Any], list[Any]]]] = {}
    """phase -> `fn(state)` listing the legal actions of that phase."""
    phase_apply: ClassVar[Mapping[Enum, Callable[[Any, Any], list[Any]]]] = {}
    """phase -> `fn(state, action)` carrying out an action of that phase."""
    automatic: ClassVar[Mapping[Enum, Callable[[Any], list[Any]]]] = {}
    """phase -> `fn(state)` that runs without a decision and moves to another phase."""

    def _legal(self) -> list[Any]:
        legal = self.phase_legal.get(self.phase)
        return legal(self) if legal is not None else []

    def _apply(self, action: Any) -> list[Any]:
        events = list(self.phase_apply[self.phase](self, action))
        events.extend(self.run_automatic())
        return events

    def run_automatic(self) -> list[Any]:
        """Run automatic phases until one waits for a decision; their events in order."""
        events: list[Any] = []
        for _ in range(MAX_AUTOMATIC_STEPS):
            step = self.automatic.get(self.phase)
            if step is None:
                return events
            events.extend(step(self))
        raise RuntimeError(f"automatic phases did not settle (stuck in {self.phase})")
