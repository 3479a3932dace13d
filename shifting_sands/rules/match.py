"""A match: one game in progress with its seed, seats, options and action log.

The match is what saves hold and what replays rebuild: `new_game(seed)` plus
the logged actions gives back the same state.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from shifting_sands.rules.protocol import GameSpec, GameState, Options

HUMAN = "human"


def new_match_id() -> str:
    """A short random name for one match, made when it starts; its autosave is named by it.

    It is not part of the game (no rule or bot sees it), so it does not touch the seeded RNG.
    """
    return secrets.token_hex(4)


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a named human, or a bot of a given kind."""

    name: str
    controller: str = HUMAN
    """`human`, or a bot kind such as `random` or `greedy`."""

    @property
    def is_bot(self) -> bool:
        return self.controller != HUMAN

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "controller": self.controller}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        return cls(name=str(data["name"]), controller=str(data.get("controller", HUMAN)))


class Match:
    """Applies actions to a state while keeping the log that replays it."""

    def __init__(self, spec: GameSpec, seed: int, seats: list[Seat],
                 options: Options | None = None, state: GameState | None = None,
                 log: list[Any] | None = None, match_id: str | None = None) -> None:
        self.spec = spec
        self.match_id = new_match_id() if match_id is None else match_id
        """Which match this is, kept by its saves; `""` for one saved before matches had ids."""
        self.seed = seed
        self.seats = list(seats)
        self.options = options or Options(variant=spec.default_variant(len(seats)))
        self.state = state if state is not None else spec.new_game(seed, len(seats), self.options)
        self.log: list[Any] = list(log or [])

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def apply(self, action: Any) -> list[Any]:
        events = self.state.apply(action)
        self.log.append(action)
        return events

    def can_undo(self) -> bool:
        return self.state.can_undo()

    def undo(self) -> None:
        self.state.undo()
        self.log.pop()

    def replayed(self) -> GameState:
        """The state rebuilt from seed and log alone (saves use it as a check)."""
        state = self.spec.new_game(self.seed, len(self.seats), self.options)
        for action in self.log:
            state.apply(action)
        return state
