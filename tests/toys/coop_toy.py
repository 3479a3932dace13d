"""A co-operative toy: the team hauls a rope. Each round every seat chooses to pull or to
rest; when all pull the rope moves one mark, when anyone rests the team tires one mark.
Two marks of rope win, two of fatigue lose: every seat must pull, or the team loses.

The resting move is listed first on purpose: with the old win share ("all win" and "all
lose" both worth 1/n) a search is indifferent and its ties fall on resting.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shifting_sands.bots.levels import make_bot
from shifting_sands.rules.codec import DataclassCodec
from shifting_sands.rules.protocol import TERMINAL, GameState, Options, Outcome, Variant
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec

GOAL = 2
TIRED = 2


@dataclass(frozen=True)
class Rest:
    """Let the others pull this round."""


@dataclass(frozen=True)
class Pull:
    """Haul on the rope with the team."""


@dataclass(frozen=True)
class Chose:
    seat: int
    pulled: bool


@dataclass(frozen=True)
class RopeMoved:
    rope: int
    fatigue: int


@dataclass(frozen=True)
class TeamDone:
    won: bool


ACTIONS = DataclassCodec([Rest, Pull])
EVENTS = DataclassCodec([Chose, RopeMoved, TeamDone])


@dataclass(frozen=True)
class CoopView:
    viewer: int | None
    players: int
    current_player: int
    turn: int
    round: int
    rope: int
    fatigue: int
    choices: tuple[bool, ...]


class CoopState(GameState):
    codec = ACTIONS
    cooperative = True

    def __init__(self, players: int) -> None:
        super().__init__()
        self.players = players
        self.current_player = 0
        self.turn = 1
        self.round = 1
        self.rope = 0
        self.fatigue = 0
        self.choices: list[bool] = []
        self._outcome: Outcome | None = None

    def _legal(self) -> list[Any]:
        return [] if self.current_player == TERMINAL else [Rest(), Pull()]

    def _explain_illegal(self, action: Any) -> str | None:
        if self.is_legal(action):
            return None
        if self.current_player == TERMINAL:
            return "The game is over."
        return "Pull on the rope, or rest."

    def _apply(self, action: Any) -> list[Any]:
        seat = self.current_player
        self.choices.append(isinstance(action, Pull))
        events: list[Any] = [Chose(seat, isinstance(action, Pull))]
        self.turn += 1
        if len(self.choices) < self.players:
            self.current_player = seat + 1
            return events
        if all(self.choices):
            self.rope += 1
        else:
            self.fatigue += 1
        self.choices = []
        events.append(RopeMoved(self.rope, self.fatigue))
        if self.rope >= GOAL or self.fatigue >= TIRED:
            won = self.rope >= GOAL
            self._outcome = Outcome.team(won, [float(self.rope)] * self.players,
                                         "hauled" if won else "exhausted")
            self.current_player = TERMINAL
            events.append(TeamDone(won))
            return events
        self.round += 1
        self.current_player = 0
        return events

    def is_undoable(self, action: Any) -> bool:
        return False

    def outcome(self) -> Outcome | None:
        return self._outcome

    def secret_tokens(self, seat: int) -> set[str]:
        return set()

    def view_for(self, seat: int | None) -> CoopView:
        return CoopView(seat, self.players, self.current_player, self.turn, self.round,
                        self.rope, self.fatigue, tuple(self.choices))

    def _copy(self) -> CoopState:
        twin = CoopState.__new__(CoopState)
        twin.__dict__.update(self.__dict__)
        twin.choices = list(self.choices)
        return twin

    def _fields_to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "current_player": self.current_player,
                "turn": self.turn, "round": self.round, "rope": self.rope,
                "fatigue": self.fatigue, "choices": list(self.choices),
                "outcome": self._outcome.to_dict() if self._outcome else None}

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> CoopState:
        state = cls(int(data["players"]))
        for name in ("current_player", "turn", "round", "rope", "fatigue"):
            setattr(state, name, int(data[name]))
        state.choices = [bool(c) for c in data["choices"]]
        if data.get("outcome"):
            state._outcome = Outcome.from_dict(data["outcome"])
        return state


class PullerBot:
    """Always pulls: the team's obvious plan."""

    name = "greedy"

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        return Pull()


class CoopToySpec(GameSpec):
    id = "coop_toy"
    title = "Rope Haul"
    blurb = "Everyone pulls, or the team loses."
    min_players = 2
    max_players = 3
    state_class = CoopState
    event_codec = EVENTS
    scene_path = ""

    def variants(self) -> Mapping[str, Variant]:
        return {"standard": Variant("standard", "Standard", "Haul together.", 2, 3)}

    def default_variant(self, players: int) -> str:
        return "standard"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> CoopState:
        return CoopState(players)

    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        if isinstance(event, Chose):
            return f"{names[event.seat]} {'pulls' if event.pulled else 'rests'}."
        if isinstance(event, RopeMoved):
            return f"Rope at {event.rope}, fatigue at {event.fatigue}."
        if isinstance(event, TeamDone):
            return "The team hauls the rope home!" if event.won else "The team is exhausted."
        return None

    def bot_kinds(self) -> Sequence[str]:
        return ("random", "greedy")

    def bot(self, kind: str) -> Any:
        return make_bot(self, kind, {"greedy": PullerBot})

    def determinize(self, view: CoopView, rng: GameRng) -> CoopState:
        state = CoopState(view.players)
        state.current_player = view.current_player
        state.turn, state.round = view.turn, view.round
        state.rope, state.fatigue = view.rope, view.fatigue
        state.choices = list(view.choices)
        return state
