"""A match: one game in progress with its seed, seats, options and action log.

The match is what saves hold and what replays rebuild: `new_game(seed)` plus
the logged actions gives back the same state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from shifting_sands.rules.protocol import CHANCE, GameState, Options
from shifting_sands.rules.spec import GameSpec

HUMAN = "human"


def new_match_id() -> str:
    """A short random name for one match, made when it starts; its autosave is named by it.

    It is not part of the game (no rule or bot sees it), so it does not touch the seeded RNG.
    """
    import secrets  # here: hashlib's start-up is 10 ms of the launcher's first frame

    return secrets.token_hex(4)


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a named human, or a bot of a given kind.

    Seats are not people: one person may hold several seats (a co-op player running two
    explorers). `person` names who sits at the keyboard for this seat; it defaults to the
    seat's own name, and the hand-off screen appears only when the person changes.
    """

    name: str
    controller: str = HUMAN
    """`human`, or a bot kind such as `random` or `greedy`."""
    person: str = ""
    """The person playing this seat (`""`: the seat's own name)."""

    @property
    def is_bot(self) -> bool:
        return self.controller != HUMAN

    @property
    def player(self) -> str:
        """Who plays this seat: its person, else its own name."""
        return self.person or self.name

    def to_dict(self) -> dict[str, str]:
        data = {"name": self.name, "controller": self.controller}
        if self.person and self.person != self.name:
            data["person"] = self.person
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Seat:
        return cls(name=str(data["name"]), controller=str(data.get("controller", HUMAN)),
                   person=str(data.get("person", "")))


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
        # a game that must know its seats (who is a person) says so in its options
        self.options = spec.seat_options(self.options, self.seats)
        self.state = state if state is not None else spec.new_game(seed, len(seats), self.options)
        self.log: list[Any] = list(log or [])
        self.notes: list[str] = []
        """Sentences the loader owes the player (an own variant edited since the save)."""

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def apply(self, action: Any) -> list[Any]:
        events = self.state.apply(action)
        self.log.append(action)
        return events

    def apply_chance(self) -> tuple[Any, list[Any]]:
        """Let chance act: the state draws the outcome from its own generator, it is applied
        and logged like any action (so a replay meets the same roll)."""
        action = self.state.draw_chance()
        return action, self.apply(action)

    def can_undo(self) -> bool:
        return self.state.can_undo()

    def undo(self) -> None:
        self.state.undo()
        self.log.pop()

    def replayed(self) -> GameState:
        """The state rebuilt from seed and log alone (saves use it as a check)."""
        return replay(self.spec, self.seed, len(self.seats), self.options, self.log)


def replay(spec: GameSpec, seed: int, players: int, options: Options | None,
           log: list[Any], on_events: Callable[[int, list[Any]], None] | None = None
           ) -> GameState:
    """`new_game(seed)` plus the logged actions. At a chance node the state draws again from
    its own generator (which advances it exactly as in play) and the draw must be the logged
    one, so a log that was edited or played with other rules is refused, not half-replayed."""
    state = spec.new_game(seed, players, options)
    for index, action in enumerate(log):
        if state.current_player == CHANCE:
            drawn = state.draw_chance()
            if drawn != action:
                raise ValueError(f"action {index + 1}: the log holds {action!r} where chance "
                                 f"gives {drawn!r}")
        events = state.apply(action)
        if on_events is not None:
            on_events(index, events)
    return state
