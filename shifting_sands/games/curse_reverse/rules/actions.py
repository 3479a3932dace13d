"""Curse Reverse actions and events: small frozen dataclasses that serialise to JSON.

Places are board node names (`board.py`). A tile in a pack or on the ground is named by its
position (`index`) where naming it would tell a face-down cartouche; items are public and
named by id. Events carry what the log and the animations need, and never a cartouche
another seat has not seen (`view.py` filters the few that name one).
"""

from __future__ import annotations

from dataclasses import dataclass

from shifting_sands.rules.codec import DataclassCodec


# -- the turn -------------------------------------------------------------------------
@dataclass(frozen=True)
class StartMove:
    """Begin a move (the first is free, a second is the turn action); others may answer
    before it begins (the Cartouche of Bast)."""


@dataclass(frozen=True)
class Move:
    """End the move begun on `to` (any place within the movement)."""

    to: str


@dataclass(frozen=True)
class Stay:
    """End a move (or a free move) where you stand."""


@dataclass(frozen=True)
class Drop:
    """Put the tile at `index` of your pack on your square (a free action)."""

    index: int


@dataclass(frozen=True)
class PickUp:
    """Pick up the tile at `index` on your square; the first pick-up of a turn is the turn
    action, more in a row are part of it."""

    index: int


@dataclass(frozen=True)
class Rob:
    """Rob the thief of `victim` on your square (a turn action; never in a temple)."""

    victim: int


@dataclass(frozen=True)
class TurnIn:
    """Return `item` to this temple for `goal`; `cartouche`: take the gods' reward tile."""

    item: str
    goal: str
    cartouche: bool


@dataclass(frozen=True)
class StealOffering:
    """Take `item`, returned here by another thief, from this temple."""

    item: str


@dataclass(frozen=True)
class Cleanse:
    """Give every curse in your pack back to the gods (a turn action in a temple)."""


@dataclass(frozen=True)
class PerformTrial:
    """Face a trial now (a turn action in a temple)."""


@dataclass(frozen=True)
class EndTurn:
    """End your turn: an event on a "?", a pending trial, then the item spaces refill."""


# -- cartouches and answers -----------------------------------------------------------
@dataclass(frozen=True)
class Play:
    """Reveal and use your cartouche `cartouche`. `target` is a seat where it names one
    (-1 where it does not); `choice` holds what else it needs (a mode, an item, counts)."""

    cartouche: str
    target: int = -1
    choice: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pass:
    """Play nothing now."""


# -- robbery ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Roll:
    """Chance: the `side` dice ("attack" or "defence") show `faces` (swords or shields)."""

    side: str
    faces: tuple[int, ...]


@dataclass(frozen=True)
class Steal:
    """Take the tile at `index` of the robbed thief's pack (-1: take nothing)."""

    index: int


@dataclass(frozen=True)
class Peek:
    """Look at the face-down cartouche at `index` of the robbed thief's pack (-1: none)."""

    index: int


@dataclass(frozen=True)
class PassCurses:
    """After a won robbery: `give` every curse you carry to the robbed thief, or keep them."""

    give: bool


@dataclass(frozen=True)
class ReturnItem:
    """Put the item at `index` of your pack back into the bag (room for a curse, an event)."""

    index: int


@dataclass(frozen=True)
class Take:
    """Take `item` (Babi: from the robbed thief; Khonsu: one of the three drawn)."""

    item: str


@dataclass(frozen=True)
class SwapGoal:
    """Cartouche of Nut: exchange your goal card `old` for `new` of the same god (or keep:
    `old` empty)."""

    old: str
    new: str


# -- chance draws ----------------------------------------------------------------------
@dataclass(frozen=True)
class DrawItem:
    """Chance: `item` comes out of the bag."""

    item: str


@dataclass(frozen=True)
class DrawEvent:
    """Chance: the event card `card` is drawn."""

    card: str


@dataclass(frozen=True)
class DrawTrial:
    """Chance: the trial card `card` is drawn (as the scenario or as a modifier)."""

    card: str


@dataclass(frozen=True)
class Judged:
    """Chance: the unjudged trial (a bot's, or nobody left to vote) `passed` or not."""

    passed: bool


# -- trials ----------------------------------------------------------------------------
@dataclass(frozen=True)
class StoryTold:
    """The teller finished the story within the minute."""


@dataclass(frozen=True)
class StoryFailed:
    """The sand ran out (or the teller gave up)."""


@dataclass(frozen=True)
class Vote:
    """A judge's verdict on the story just told."""

    passed: bool


@dataclass(frozen=True)
class LookAt:
    """After a won trial: see every hidden cartouche of `seat` (-1: nobody)."""

    seat: int


@dataclass(frozen=True)
class Reward:
    """After a won trial: `kind` is cartouche, curse, item, rotate or free_move; `target`
    the seat it is for where it names one."""

    kind: str
    target: int = -1


@dataclass(frozen=True)
class TurnSegment:
    """Turn the `god` segment a quarter clockwise (a reward, any number of times)."""

    god: str


@dataclass(frozen=True)
class DoneTurning:
    """Stop turning segments."""


@dataclass(frozen=True)
class SetAsking:
    """From now on be asked in response windows as `choice`: "always", "playable" or
    "never" (a person's own setting, changed on their turn or when asked: ruling C36)."""

    choice: str


ACTIONS = (StartMove, Move, Stay, Drop, PickUp, Rob, TurnIn, StealOffering, Cleanse,
           PerformTrial, EndTurn, Play, Pass, Roll, Steal, Peek, PassCurses, ReturnItem, Take,
           SwapGoal, DrawItem, DrawEvent, DrawTrial, Judged, StoryTold, StoryFailed, Vote,
           LookAt, Reward, TurnSegment, DoneTurning, SetAsking)
ACTION_CODEC = DataclassCodec(ACTIONS)


# -- events ----------------------------------------------------------------------------
@dataclass(frozen=True)
class TurnBegan:
    seat: int
    round: int


@dataclass(frozen=True)
class Moved:
    seat: int
    path: tuple[str, ...]
    """From where to where (the start and the end of the move)."""
    wrapped: bool = False


@dataclass(frozen=True)
class TileMoved:
    """A tile went from one holder to another; `tile` is "item:<id>", "curse" or
    "cartouche" (face down: `view.py` names it only to seats that know it) and `what`
    the reason (dropped, picked_up, stolen, ...). Holders: "seat:N", "ground:<node>",
    "bag", "pile", "temple:<god>", "gone"."""

    tile: str
    source: str
    target: str
    what: str
    cartouche: str = ""
    """The cartouche's id, blanked by `view.py` for seats that may not know it."""


@dataclass(frozen=True)
class RobberyBegan:
    robber: int
    victim: int
    attack: int
    defence: int


@dataclass(frozen=True)
class Rolled:
    side: str
    faces: tuple[int, ...]


@dataclass(frozen=True)
class RobberyEnded:
    robber: int
    victim: int
    swords: int
    shields: int
    result: str
    """"won", "held" (a tie or more shields) or "blanks" (the robber's turn ends)."""


@dataclass(frozen=True)
class Peeked:
    seat: int
    owner: int
    cartouche: str = ""


@dataclass(frozen=True)
class LookedAt:
    seat: int
    owner: int


@dataclass(frozen=True)
class ItemReturned:
    seat: int
    item: str
    god: str
    goal: str


@dataclass(frozen=True)
class CartouchePlayed:
    seat: int
    cartouche: str
    target: int
    choice: tuple[str, ...]


@dataclass(frozen=True)
class CursesMoved:
    count: int
    source: str
    target: str


@dataclass(frozen=True)
class EventDrawn:
    seat: int
    card: str


@dataclass(frozen=True)
class TrialBegan:
    seat: int
    scenario: str
    modifiers: tuple[str, ...]


@dataclass(frozen=True)
class TrialJudged:
    seat: int
    passed: bool
    votes_for: int
    votes_against: int
    how: str
    """"vote", "chance", "unopposed" or "timer"."""


@dataclass(frozen=True)
class RewardChosen:
    seat: int
    kind: str
    target: int


@dataclass(frozen=True)
class SegmentTurned:
    god: str
    orientation: int


@dataclass(frozen=True)
class GoalSwapped:
    seat: int
    old: str
    new: str


@dataclass(frozen=True)
class TurnCut:
    """The turn ends at once (all blanks, a failed trial)."""

    seat: int
    why: str


@dataclass(frozen=True)
class GameWon:
    seat: int
    reason: str


@dataclass(frozen=True)
class GameEnded:
    winners: tuple[int, ...]
    reason: str


@dataclass(frozen=True)
class AskingChanged:
    """`seat` is asked in response windows as `choice` from now on (C36)."""

    seat: int
    choice: str


EVENTS = (TurnBegan, Moved, TileMoved, RobberyBegan, Rolled, RobberyEnded, Peeked, LookedAt,
          ItemReturned, CartouchePlayed, CursesMoved, EventDrawn, TrialBegan, TrialJudged,
          RewardChosen, SegmentTurned, GoalSwapped, TurnCut, GameWon, GameEnded, AskingChanged)
EVENT_CODEC = DataclassCodec(EVENTS)
