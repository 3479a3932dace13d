"""The rules contract every game implements (see the architecture page).

`GameState` carries the shared machinery: legality check before any change,
undo within the acting seat's own turn, and the JSON round trip of the undo
history. A game supplies `_legal`, `_apply`, `view_for`, the (de)serialisation
of its own fields and which of its actions may be taken back. What the registry knows of a
game (its spec) is `GameSpec` in `rules/spec.py`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Protocol

from shifting_sands.rules.codec import DataclassCodec
from shifting_sands.rules.errors import IllegalActionError

CHANCE = -1
"""`current_player` while the game itself must act (a die roll, a reveal)."""
TERMINAL = -2
"""`current_player` once the game is over."""


@dataclass(frozen=True)
class Variant:
    """A named rule set of a game, offered at setup and by `--variant`."""

    id: str
    title: str
    description: str
    min_players: int
    max_players: int
    own: bool = False
    """The designer's own (from her variants folder, or carried by a save), not shipped."""


@dataclass(frozen=True)
class Options:
    """What a game needs to know beyond seed and seat count."""

    variant: str = "standard"
    settings: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"variant": self.variant, "settings": dict(self.settings)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Options:
        return cls(variant=str(data.get("variant", "standard")),
                   settings=dict(data.get("settings", {})))


def win_shares(winners: Sequence[int], players: int) -> tuple[float, ...]:
    """The competitive return: a win split among the winners; when nobody wins a game of
    several players (the sands win, a lost agent), an even share for every seat (better than
    losing, so a search still stops a rival who would win just before the round limit)."""
    if winners:
        share = 1.0 / len(winners)
        return tuple(share if seat in winners else 0.0 for seat in range(players))
    even = 1.0 / players if players > 1 else 0.0
    return tuple(even for _ in range(players))


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: winners (all share the victory), final scores, why, and
    each seat's return (what bots maximise and `simulate` counts).

    `returns` defaults to the competitive win share (`win_shares`). A co-operative game
    gives every seat the same return (`Outcome.team`): 1 when the team wins, 0 when it
    loses, so "all win" and "all lose" can never look alike to a search.
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    returns: tuple[float, ...] = ()
    cooperative: bool = False

    def __post_init__(self) -> None:
        if not self.returns:
            object.__setattr__(self, "returns", win_shares(self.winners, len(self.scores)))
        elif len(self.returns) != len(self.scores):
            raise ValueError("an outcome needs one return per seat")

    @classmethod
    def team(cls, won: bool, scores: Sequence[float], reason: str) -> Outcome:
        """A co-operative ending: every seat wins or every seat loses, with one return."""
        players = len(scores)
        return cls(tuple(range(players)) if won else (), tuple(float(s) for s in scores),
                   reason, tuple(1.0 if won else 0.0 for _ in range(players)), True)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"winners": list(self.winners), "scores": list(self.scores),
                                "reason": self.reason, "returns": list(self.returns)}
        if self.cooperative:
            data["cooperative"] = True
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Outcome:
        """Reads both forms: saves from before returns existed hold winners and scores only."""
        scores = tuple(float(s) for s in data["scores"])
        returns = tuple(float(r) for r in data.get("returns") or ())
        return cls(tuple(int(w) for w in data["winners"]), scores, str(data["reason"]),
                   returns, bool(data.get("cooperative", False)))


class PromptKind(Enum):
    """Why a seat is asked to act now."""

    TURN = "turn"
    """The turn's owner plays."""
    VOTE = "vote"
    """Every other seat answers once (a vote on a story, a judgement)."""
    RESPONSE = "response"
    """A window every seat may pass (a card played out of turn)."""
    DEFENDER = "defender"
    """The attacked side answers (a retreat, a reaction)."""
    SETUP = "setup"
    """A secret choice before play (hiding an agent, keeping cards)."""


@dataclass(frozen=True)
class Prompt:
    """Who must act now, and why: the seat, the kind of decision and a sentence for people."""

    seat: int
    kind: PromptKind
    text: str


class GameState(ABC):
    """Base of every game's state. Subclasses keep their fields in `__dict__`."""

    codec: ClassVar[DataclassCodec]
    """Encodes this game's actions."""

    current_player: int

    def __init__(self) -> None:
        self._undo_stack: list[dict[str, Any]] = []
        self.track_undo = True

    # -- what a game implements -------------------------------------------
    @abstractmethod
    def _legal(self) -> list[Any]:
        """Every legal action now (no side effects)."""

    @abstractmethod
    def _apply(self, action: Any) -> list[Any]:
        """Carry out an action already known to be legal; return its events."""

    @abstractmethod
    def _fields_to_dict(self) -> dict[str, Any]:
        """The game's own fields as JSON-ready data."""

    @classmethod
    @abstractmethod
    def _from_fields(cls, data: dict[str, Any]) -> GameState:
        """Rebuild a state from `_fields_to_dict` output."""

    @abstractmethod
    def _copy(self) -> GameState:
        """A fast, independent copy of the game's fields (no undo history)."""

    @abstractmethod
    def is_undoable(self, action: Any) -> bool:
        """Whether `action` may be taken back by its own seat within the same turn."""

    @abstractmethod
    def view_for(self, seat: int | None) -> Any:
        """What `seat` may know; `None` is a spectator who sees no secrets."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def secret_tokens(self, seat: int) -> set[str]:
        """Strings that only `seat` may know (its hand's card ids, ...); used by leak tests."""

    # -- contract v2: prompts, chance, labels, explanations (defaults fit turn games) --
    cooperative: ClassVar[bool] = False
    """True for a co-operative game: every seat gets the same return."""

    def prompt(self) -> Prompt | None:
        """Who must act now and why; None while chance acts or once the game is over.
        `current_player` is always the prompted seat: one seat acts at a time."""
        seat = self.current_player
        if seat < 0:
            return None
        return Prompt(seat, PromptKind.TURN, "Your turn.")

    def chance_outcomes(self) -> list[tuple[Any, float]] | None:
        """At a CHANCE node, the outcome actions with their probabilities where they can be
        listed (dice); None elsewhere, or where they cannot (then each legal action is
        equally likely)."""
        return None

    def draw_chance(self) -> Any:
        """The chance outcome that happens now, drawn from the state's own generator.

        The one way a roll is made: the driver calls it and then applies the answer (and
        the log keeps it), and a replay calls it again at the same point, so the generator
        advances exactly as in the game played. A search never calls it: it samples
        `chance_outcomes()` with its own generator on a determinized state.
        """
        if self.current_player != CHANCE:
            raise IllegalActionError("nothing is left to chance now")
        rng = self.__dict__.get("rng")
        if rng is None:
            raise TypeError(f"{type(self).__name__} has chance nodes but no `rng` field")
        outcomes = self.chance_outcomes()
        if outcomes is None:
            legal = self.legal_actions()
            return legal[rng.randrange(len(legal))]
        return pick_weighted(outcomes, rng.random())

    def explain_illegal(self, action: Any) -> str | None:
        """A sentence for the player saying why `action` is refused, or None when legal.
        Something that is not one of the game's own actions is refused here, before a
        game's reasons (`_explain_illegal`) look inside it."""
        if not self.codec.knows(action):
            return "That is not a move of this game."
        return self._explain_illegal(action)

    def _explain_illegal(self, action: Any) -> str | None:
        """`explain_illegal` for the game's own actions: games override it with their own
        reasons; this fallback names no rule."""
        if self.is_legal(action):
            return None
        if self.is_terminal():
            return "The game is over."
        return "That move is not allowed now."

    # -- the shared contract ----------------------------------------------
    def legal_actions(self) -> list[Any]:
        return self._legal()

    def is_legal(self, action: Any) -> bool:
        """Only the game's own actions (its codec's classes, with fields of their declared
        types) can be legal: anything else could claim to equal a legal action, or raise
        while compared."""
        return self.codec.knows(action) and self._is_legal(action)

    def _is_legal(self, action: Any) -> bool:
        """Whether an action of this game's own types is legal now; a game with a quicker
        test than searching the legal list overrides it."""
        return action in self._legal()

    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    def _may_undo(self, action: Any) -> bool:
        """`is_undoable(action)` as `apply` needs it. `apply` keeps the snapshot only when
        the same seat is still to act afterwards, so a game whose `is_undoable` tries the
        action on a copy to learn that may leave the trial out here."""
        return self.is_undoable(action)

    def apply(self, action: Any) -> list[Any]:
        """Carry out a legal action, all or nothing: an illegal one is refused before any
        change, and whatever `_apply` raises leaves the state exactly as it was (rolled back
        to a `_copy` taken first, or to the undo snapshot when one is taken anyway), so a
        bug is never kept by the next autosave."""
        if not self.is_legal(action):
            raise IllegalActionError(f"{_shown(action)} is not legal now")
        seat = self.current_player
        snapshot = self._fields_to_dict() if self.track_undo and self._may_undo(action) else None
        before = self._copy() if snapshot is None else None  # the snapshot serves as well
        try:
            events = self._apply(action)
        except BaseException:
            self._roll_back(before if before is not None else type(self)._from_fields(snapshot))
            raise
        if snapshot is not None and self.current_player == seat:
            self._undo_stack.append(snapshot)
        else:
            self._undo_stack.clear()
        return events

    def _roll_back(self, before: GameState) -> None:
        """Become `before` again (this state as it was), keeping the undo history."""
        history, track = self._undo_stack, self.track_undo
        self.__dict__.clear()
        self.__dict__.update(before.__dict__)
        self.__dict__["_undo_stack"], self.__dict__["track_undo"] = history, track

    def can_undo(self) -> bool:
        return bool(self._undo_stack)

    def undo(self) -> None:
        if not self._undo_stack:
            raise IllegalActionError("nothing to undo")
        history = self._undo_stack[:-1]
        restored = type(self)._from_fields(self._undo_stack[-1])
        self.__dict__.update(restored.__dict__)
        self._undo_stack = history

    def clone(self) -> GameState:
        twin = self._copy()
        twin._undo_stack = list(self._undo_stack)
        twin.track_undo = self.track_undo
        return twin

    def to_dict(self) -> dict[str, Any]:
        return {"fields": self._fields_to_dict(), "undo": list(self._undo_stack)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameState:
        try:
            state = cls._from_fields(dict(data["fields"]))
            state._undo_stack = [dict(item) for item in data.get("undo", [])]
        except (KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(f"malformed game state: {exc}") from exc
        return state


def _shown(action: Any) -> str:
    """An action for an error message; a foreign object's own repr may raise or run long."""
    try:
        text = repr(action)
    except Exception:
        text = f"a {type(action).__name__}"
    return text if len(text) <= 200 else text[:197] + "..."


def pick_weighted(outcomes: Sequence[tuple[Any, float]], roll: float) -> Any:
    """The outcome a uniform `roll` in [0, 1) lands on, by cumulative probability."""
    total = sum(weight for _, weight in outcomes)
    point = roll * total
    for action, weight in outcomes:
        point -= weight
        if point < 0:
            return action
    return outcomes[-1][0]


class BotPolicy(Protocol):
    """A bot answers an action from what its seat may see, never the full state."""

    name: str

    def choose(self, view: Any, legal: Sequence[Any], rng: Any) -> Any: ...


__all__ = [
    "CHANCE",
    "TERMINAL",
    "BotPolicy",
    "GameState",
    "IllegalActionError",
    "Options",
    "Outcome",
    "Prompt",
    "PromptKind",
    "Variant",
    "pick_weighted",
    "win_shares",
]
