"""A dice toy: a race to the goal with a die, a vote and a response window.

Each turn chance rolls the die (six listed outcomes, 1/6 each). A six calls a VOTE: every
other seat answers once, aye or nay; a majority of ayes gives the roller one step more.
Then the turn's owner walks the die's pips or sprints (pips + 2); a sprint opens a
RESPONSE window in which every other seat, in order, may pass or spend its one trip token
to send the sprinter back three steps (the window closes at the first trip or after
every seat answered). Passing the turn and the victory check are automatic phases.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from shifting_sands.bots.levels import make_bot
from shifting_sands.rules.codec import DataclassCodec
from shifting_sands.rules.phases import PhasedState
from shifting_sands.rules.protocol import (
    CHANCE,
    TERMINAL,
    Options,
    Outcome,
    Prompt,
    PromptKind,
    Variant,
)
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec

GOAL = 15
SPRINT = 2
TRIP_BACK = 3


class Phase(Enum):
    ROLL = "roll"
    VOTE = "vote"
    MOVE = "move"
    RESPOND = "respond"
    PASS_TURN = "pass_turn"
    OVER = "over"


@dataclass(frozen=True)
class Roll:
    """Chance: the die shows `pips`."""

    pips: int


@dataclass(frozen=True)
class Vote:
    aye: bool


@dataclass(frozen=True)
class Walk:
    """Walk the die's pips."""


@dataclass(frozen=True)
class Sprint:
    """Walk the pips and two more, and risk a trip."""


@dataclass(frozen=True)
class Trip:
    """Spend your trip token: the sprinter falls back three steps."""


@dataclass(frozen=True)
class Pass:
    """Let it go."""


@dataclass(frozen=True)
class DieRolled:
    seat: int
    pips: int


@dataclass(frozen=True)
class Voted:
    seat: int
    aye: bool


@dataclass(frozen=True)
class Moved:
    seat: int
    steps: int
    position: int


@dataclass(frozen=True)
class Tripped:
    seat: int
    by: int
    position: int


@dataclass(frozen=True)
class TurnPassed:
    seat: int


@dataclass(frozen=True)
class RaceWon:
    seat: int


ACTIONS = DataclassCodec([Roll, Vote, Walk, Sprint, Trip, Pass])
EVENTS = DataclassCodec([DieRolled, Voted, Moved, Tripped, TurnPassed, RaceWon])
FACES = [(Roll(pips), 1 / 6) for pips in range(1, 7)]


@dataclass(frozen=True)
class DiceView:
    viewer: int | None
    players: int
    current_player: int
    owner: int
    turn: int
    round: int
    phase: Phase
    die: int
    positions: tuple[int, ...]
    tokens: tuple[bool, ...]
    asked: tuple[int, ...]
    ayes: int
    bonus: int
    outcome: Outcome | None


class DiceState(PhasedState):
    codec = ACTIONS

    def __init__(self, players: int, rng: GameRng) -> None:
        super().__init__()
        self.players = players
        self.rng = rng
        self.owner = 0
        self.turn = 1
        self.round = 1
        self.phase = Phase.ROLL
        self.current_player = CHANCE
        self.die = 0
        self.positions = [0] * players
        self.tokens = [True] * players
        self.asked: list[int] = []
        """Seats still to answer the open vote or response window, in order."""
        self.ayes = 0
        self.bonus = 0
        self._outcome: Outcome | None = None

    # -- who acts ---------------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        if self.current_player < 0:
            return None
        if self.phase is Phase.VOTE:
            return Prompt(self.current_player, PromptKind.VOTE,
                          "A six: does the roller get one step more?")
        if self.phase is Phase.RESPOND:
            return Prompt(self.current_player, PromptKind.RESPONSE,
                          "A sprint: trip the sprinter, or pass.")
        return Prompt(self.current_player, PromptKind.TURN, "Walk or sprint.")

    def chance_outcomes(self) -> list[tuple[Any, float]] | None:
        return list(FACES) if self.phase is Phase.ROLL else None

    def _others(self) -> list[int]:
        return [(self.owner + i) % self.players for i in range(1, self.players)]

    # -- phases -------------------------------------------------------------------------
    def _legal_roll(self) -> list[Any]:
        return [action for action, _ in FACES]

    def _apply_roll(self, action: Roll) -> list[Any]:
        self.die = action.pips
        events: list[Any] = [DieRolled(self.owner, action.pips)]
        if action.pips == 6:
            self.phase, self.asked, self.ayes = Phase.VOTE, self._others(), 0
        else:
            self.phase = Phase.MOVE
        self.current_player = self.asked[0] if self.asked else self.owner
        return events

    def _legal_vote(self) -> list[Any]:
        return [Vote(False), Vote(True)]

    def _apply_vote(self, action: Vote) -> list[Any]:
        seat = self.asked.pop(0)
        self.ayes += action.aye
        if self.asked:
            self.current_player = self.asked[0]
        else:
            self.bonus = 1 if 2 * self.ayes > self.players - 1 else 0
            self.phase, self.current_player = Phase.MOVE, self.owner
        return [Voted(seat, action.aye)]

    def _legal_move(self) -> list[Any]:
        return [Walk(), Sprint()]

    def _apply_move(self, action: Any) -> list[Any]:
        steps = self.die + self.bonus + (SPRINT if isinstance(action, Sprint) else 0)
        self.positions[self.owner] += steps
        events: list[Any] = [Moved(self.owner, steps, self.positions[self.owner])]
        self.bonus = 0
        if isinstance(action, Sprint) and self.positions[self.owner] < GOAL:
            self.asked = self._others()
            self.phase, self.current_player = Phase.RESPOND, self.asked[0]
        else:
            self.phase = Phase.PASS_TURN
        return events

    def _legal_respond(self) -> list[Any]:
        return [Pass(), Trip()] if self.tokens[self.current_player] else [Pass()]

    def _apply_respond(self, action: Any) -> list[Any]:
        seat = self.asked.pop(0)
        if isinstance(action, Trip):
            self.tokens[seat] = False
            self.positions[self.owner] = max(0, self.positions[self.owner] - TRIP_BACK)
            self.asked = []
            self.phase = Phase.PASS_TURN
            return [Tripped(self.owner, seat, self.positions[self.owner])]
        if self.asked:
            self.current_player = self.asked[0]
        else:
            self.phase = Phase.PASS_TURN
        return []

    def _pass_turn(self) -> list[Any]:
        """Automatic: the victory check, then the next seat's roll."""
        if self.positions[self.owner] >= GOAL:
            scores = tuple(float(p) for p in self.positions)
            self._outcome = Outcome((self.owner,), scores, "goal")
            self.phase, self.current_player = Phase.OVER, TERMINAL
            return [RaceWon(self.owner)]
        seat = self.owner
        self.owner = (self.owner + 1) % self.players
        self.turn += 1
        self.round += self.owner == 0
        self.phase, self.current_player = Phase.ROLL, CHANCE
        return [TurnPassed(seat)]

    phase_legal = {Phase.ROLL: _legal_roll, Phase.VOTE: _legal_vote,
                   Phase.MOVE: _legal_move, Phase.RESPOND: _legal_respond}
    phase_apply = {Phase.ROLL: _apply_roll, Phase.VOTE: _apply_vote,
                   Phase.MOVE: _apply_move, Phase.RESPOND: _apply_respond}
    automatic = {Phase.PASS_TURN: _pass_turn}

    def _explain_illegal(self, action: Any) -> str | None:
        if self.is_legal(action):
            return None
        if self.phase is Phase.OVER:
            return "The race is over."
        if isinstance(action, Trip) and self.phase is Phase.RESPOND:
            return "Your trip token is spent."
        return {Phase.ROLL: "The die is rolling.", Phase.VOTE: "Vote aye or nay.",
                Phase.MOVE: "Walk or sprint.",
                Phase.RESPOND: "Trip the sprinter, or pass."}[self.phase]

    def is_undoable(self, action: Any) -> bool:
        return False

    def outcome(self) -> Outcome | None:
        return self._outcome

    def secret_tokens(self, seat: int) -> set[str]:
        return set()

    def view_for(self, seat: int | None) -> DiceView:
        return DiceView(seat, self.players, self.current_player, self.owner, self.turn,
                        self.round, self.phase, self.die, tuple(self.positions),
                        tuple(self.tokens), tuple(self.asked), self.ayes, self.bonus,
                        self._outcome)

    # -- copies and JSON ------------------------------------------------------------------
    def _copy(self) -> DiceState:
        twin = DiceState.__new__(DiceState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.positions = list(self.positions)
        twin.tokens = list(self.tokens)
        twin.asked = list(self.asked)
        return twin

    def _fields_to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "rng": self.rng.to_json(), "owner": self.owner,
                "turn": self.turn, "round": self.round, "phase": self.phase.value,
                "current_player": self.current_player, "die": self.die,
                "positions": list(self.positions), "tokens": list(self.tokens),
                "asked": list(self.asked), "ayes": self.ayes, "bonus": self.bonus,
                "outcome": self._outcome.to_dict() if self._outcome else None}

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> DiceState:
        state = cls(int(data["players"]), GameRng.from_json(data["rng"]))
        for name in ("owner", "turn", "round", "current_player", "die", "ayes", "bonus"):
            setattr(state, name, int(data[name]))
        state.phase = Phase(data["phase"])
        state.positions = [int(p) for p in data["positions"]]
        state.tokens = [bool(t) for t in data["tokens"]]
        state.asked = [int(s) for s in data["asked"]]
        if data.get("outcome"):
            state._outcome = Outcome.from_dict(data["outcome"])
        return state


class SprinterBot:
    """Sprints, votes nay for rivals, trips whoever sprints past it."""

    name = "greedy"

    def choose(self, view: DiceView, legal: Sequence[Any], rng: GameRng) -> Any:
        if view.phase is Phase.VOTE:
            return Vote(False)
        if view.phase is Phase.RESPOND:
            me = view.viewer if view.viewer is not None else 0
            ahead = view.positions[view.owner] > view.positions[me]
            return Trip() if ahead and Trip() in legal else Pass()
        return Sprint()


class DiceToySpec(GameSpec):
    id = "dice_toy"
    title = "Dune Race"
    blurb = "Roll, sprint and trip your way to the oasis."
    min_players = 2
    max_players = 4
    state_class = DiceState
    event_codec = EVENTS
    scene_path = ""

    def variants(self) -> Mapping[str, Variant]:
        return {"standard": Variant("standard", "Standard", "Race to 15.", 2, 4)}

    def default_variant(self, players: int) -> str:
        return "standard"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> DiceState:
        return DiceState(players, GameRng(seed))

    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        if isinstance(event, DieRolled):
            return f"{names[event.seat]} rolls a {event.pips}."
        if isinstance(event, Voted):
            return f"{names[event.seat]} votes {'aye' if event.aye else 'nay'}."
        if isinstance(event, Moved):
            return f"{names[event.seat]} moves {event.steps} to {event.position}."
        if isinstance(event, Tripped):
            return f"{names[event.by]} trips {names[event.seat]} back to {event.position}."
        if isinstance(event, RaceWon):
            return f"{names[event.seat]} reaches the oasis!"
        return None

    def bot_kinds(self) -> Sequence[str]:
        return ("random", "greedy")

    def bot(self, kind: str) -> Any:
        return make_bot(self, kind, {"greedy": SprinterBot})

    def determinize(self, view: DiceView, rng: GameRng) -> DiceState:
        """Everything is open but the future rolls: the generator is resampled."""
        state = DiceState(view.players, GameRng(rng.randrange(2**62)))
        state.owner, state.turn, state.round = view.owner, view.turn, view.round
        state.phase, state.current_player, state.die = view.phase, view.current_player, view.die
        state.positions, state.tokens = list(view.positions), list(view.tokens)
        state.asked, state.ayes, state.bonus = list(view.asked), view.ayes, view.bonus
        state._outcome = view.outcome
        return state
