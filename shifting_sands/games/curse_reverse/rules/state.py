"""The Curse Reverse state: the table (`table.py`) and who acts now.

Play is a stack of frames (plain JSON-ready dicts, `flow.py`): the turn itself is the empty
stack; a move, a response window, a robbery, a curse being given, an event, a trial, the
end of a turn push frames that either wait for a seat, wait for chance, or run by
themselves (`settle`). Every frame finishes in a bounded number of steps. The turn's own
actions are `turn.py`'s, the cartouches `cartouches.py`'s. This module sits on top of them
all (they know only `table.py`), so nothing imports in a circle. Rulings (C1...) are in
docs/rules/curse-reverse.md.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as ev
from shifting_sands.games.curse_reverse.rules.asking import asking_actions
from shifting_sands.games.curse_reverse.rules.explain import explain
from shifting_sands.games.curse_reverse.rules.flow import (
    chance_of,
    frame_apply,
    frame_legal,
    phase_of,
    prompt_of,
    settle,
)
from shifting_sands.games.curse_reverse.rules.tabletop import (
    ASK_CHOICES,
    CHANCE,
    TERMINAL,
    CurseTable,
    Phase,
    tile_event,
)
from shifting_sands.games.curse_reverse.rules.turn import turn_apply, turn_legal
from shifting_sands.rules.protocol import Prompt, PromptKind


class CurseState(CurseTable):
    """The game: the table, and the frames' rules deciding what is legal and what it does."""

    # -- who acts ---------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        if self.current_player == TERMINAL:
            return Phase.OVER
        if not self.stack:
            return Phase.TURN
        return phase_of(self.stack[-1])

    def _legal(self) -> list[Any]:
        if self.current_player == TERMINAL:
            return []
        if not self.stack:
            return turn_legal(self) + asking_actions(self)
        return frame_legal(self, self.stack[-1]) + asking_actions(self)

    def _apply(self, action: Any) -> list[Any]:
        self._revealed_now = False
        if isinstance(action, ev.SetAsking):  # the question now open stands (C36)
            self.ask[self.current_player] = action.choice
            return [ev.AskingChanged(self.current_player, action.choice)]
        events: list[Any] = []
        if self.stack:
            frame_apply(self, self.stack[-1], action, events)
        else:
            turn_apply(self, action, events)
        settle(self, events)
        return events

    def prompt(self) -> Prompt | None:
        if self.current_player < 0:
            return None
        if not self.stack:
            return Prompt(self.current_player, PromptKind.TURN,
                          "Move, act, then end the turn.")
        return prompt_of(self, self.stack[-1])

    def chance_outcomes(self) -> list[tuple[Any, float]] | None:
        if self.current_player != CHANCE:
            return None
        return chance_of(self, self.stack[-1])

    def progress(self) -> str:
        """The round, as the log counts it ("Round 5: Omar's turn."), for the Load list (the
        turn counter counts every thief's turn)."""
        return f"Round {self.round}"

    def _explain_illegal(self, action: Any) -> str | None:
        return None if self.is_legal(action) else explain(self, action)

    def is_undoable(self, action: Any) -> bool:
        """A step of one's own turn that reveals nothing and lets nobody else act (a move,
        a drop, picking up a tile everyone can see): tried on a copy, so it is exact."""
        if self.current_player < 0 or isinstance(action, ev.EndTurn):
            return False
        trial = self._copy()
        trial._apply(action)
        return (not trial._revealed_now and trial.current_player == self.current_player
                and all(frame["k"] == "move" for frame in trial.stack))


__all__ = ["ASK_CHOICES", "CHANCE", "CurseState", "Phase", "tile_event"]
