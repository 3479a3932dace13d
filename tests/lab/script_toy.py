"""A scripted toy for the design metrics: every game plays the same turns, so each metric's
value is known before it is measured.

Seats take turns in order. Turn k offers `legal` actions (all alike, `Take(i)`) and gives
the seat on turn `points` points; the seat's points are the lead signal. The variant
`comeback` (two seats): legal 1, 3, 3, 1; points +1, +3, +3, +0. Seat 1 leads, seat 2
overtakes by 2, seat 1 takes the lead back and wins 4-3: two lead changes, a deficit of
2 for the winner, who leads alone from the fourth of five readings on. The variant
`clock` ends after two turns by the round limit, nobody winning.
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

SCRIPTS = {"comeback": ([1, 3, 3, 1], [1, 3, 3, 0]), "clock": ([2, 2], [1, 1])}


@dataclass(frozen=True)
class Take:
    option: int


@dataclass(frozen=True)
class Took:
    seat: int


class ScriptState(GameState):
    codec = DataclassCodec([Take])

    def __init__(self, players: int, variant: str) -> None:
        super().__init__()
        self.players = players
        self.variant = variant
        self.step = 0
        self.points = [0] * players
        self.current_player = 0
        self._outcome: Outcome | None = None

    def _legal(self) -> list[Any]:
        if self.current_player == TERMINAL:
            return []
        return [Take(i) for i in range(SCRIPTS[self.variant][0][self.step])]

    def _apply(self, action: Any) -> list[Any]:
        seat = self.current_player
        self.points[seat] += SCRIPTS[self.variant][1][self.step]
        self.step += 1
        if self.step < len(SCRIPTS[self.variant][0]):
            self.current_player = (seat + 1) % self.players
            return [Took(seat)]
        scores = tuple(float(p) for p in self.points)
        if self.variant == "clock":
            self._outcome = Outcome((), scores, "clock")
        else:
            best = max(scores)
            self._outcome = Outcome(tuple(s for s, p in enumerate(scores) if p == best),
                                    scores, "done")
        self.current_player = TERMINAL
        return [Took(seat)]

    def is_undoable(self, action: Any) -> bool:
        return False

    def outcome(self) -> Outcome | None:
        return self._outcome

    def secret_tokens(self, seat: int) -> set[str]:
        return set()

    def view_for(self, seat: int | None) -> Any:
        return self._fields_to_dict()

    def _copy(self) -> ScriptState:
        twin = ScriptState.__new__(ScriptState)
        twin.__dict__.update(self.__dict__)
        twin.points = list(self.points)
        return twin

    def _fields_to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "variant": self.variant, "step": self.step,
                "points": list(self.points), "current_player": self.current_player}

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> ScriptState:
        state = cls(data["players"], data["variant"])
        state.step, state.points = data["step"], list(data["points"])
        state.current_player = data["current_player"]
        return state


class ScriptSpec(GameSpec):
    id = "script_toy"
    title = "Script"
    blurb = "The same game every time."
    min_players = 2
    max_players = 2
    state_class = ScriptState
    event_codec = DataclassCodec([Took])
    scene_path = ""

    def variants(self) -> Mapping[str, Variant]:
        return {name: Variant(name, name.title(), "", 2, 2) for name in SCRIPTS}

    def default_variant(self, players: int) -> str:
        return "comeback"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> ScriptState:
        return ScriptState(players, options.variant if options else "comeback")

    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        return None

    def bot_kinds(self) -> Sequence[str]:
        return ("random",)

    def bot(self, kind: str) -> Any:
        return make_bot(self, kind, {})

    def determinize(self, view: Any, rng: GameRng) -> ScriptState:
        return ScriptState._from_fields(view)

    def leader_signal(self, state: Any) -> list[float]:
        return [float(p) for p in state.points]

    def ended_by_clock(self, reason: str) -> bool:
        return reason == "clock"
