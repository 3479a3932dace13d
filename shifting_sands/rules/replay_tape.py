"""A finished game as a tape to step through: the state after any number of its actions.

Built from the seed and the action log alone (as `match.replay` does, drawing at each
chance step and requiring the logged outcome), so a replay shows exactly what happened.
Every `EVERY` steps a copy of the state is kept, so stepping backwards costs at most
`EVERY` actions, never a replay from the start.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.rules.protocol import CHANCE, GameState, Options, PromptKind
from shifting_sands.rules.spec import GameSpec

EVERY = 16


def _advance(state: GameState, action: Any, index: int) -> list[Any]:
    if state.current_player == CHANCE:
        drawn = state.draw_chance()
        if drawn != action:
            raise ValueError(f"action {index + 1}: the log holds {action!r} where chance "
                             f"gives {drawn!r}")
    return state.apply(action)


class ReplayTape:
    """States and events of one game, step by step (step 0: before the first action)."""

    def __init__(self, spec: GameSpec, seed: int, players: int, options: Options | None,
                 actions: Sequence[Any]) -> None:
        self.spec, self.seed, self.players, self.options = spec, seed, players, options
        self.actions = list(actions)
        state = spec.new_game(seed, players, options)
        self._marks: dict[int, GameState] = {0: state.clone()}
        self.events: list[list[Any]] = []
        """The events each action gave, in order (the log's sentences come from them)."""
        self.actors: list[tuple[int, PromptKind | None]] = []
        """Who took each action and why they were asked (CHANCE and None for chance), so
        a step that writes no log line can still say who acted."""
        for index, action in enumerate(self.actions):
            prompt = state.prompt()
            self.actors.append((state.current_player, prompt.kind if prompt else None))
            self.events.append(_advance(state, action, index))
            if (index + 1) % EVERY == 0:
                self._marks[index + 1] = state.clone()
        self._last = state

    @property
    def length(self) -> int:
        return len(self.actions)

    def state_at(self, step: int) -> GameState:
        """A fresh state after the first `step` actions (clamped to the tape)."""
        step = max(0, min(step, self.length))
        if step == self.length:
            return self._last.clone()
        mark = step - step % EVERY
        state = self._marks[mark].clone()
        for index in range(mark, step):
            _advance(state, self.actions[index], index)
        return state


__all__ = ["EVERY", "ReplayTape"]
