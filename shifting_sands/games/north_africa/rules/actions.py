"""North Africa actions and events: small frozen dataclasses that serialise to JSON.

Places are the map's space names, units their ids in `data/north_africa/units.yaml`, cards
their ids in `data/north_africa/cards.yaml` (`ax41_rommel`) or the plain deck's (`A41-07`).
Events carry what the log and the animations need and never a card still in a hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from shifting_sands.rules.codec import DataclassCodec


# -- the draw --------------------------------------------------------------------------
@dataclass(frozen=True)
class Discard:
    """Put `card` from your hand on your discard pile before drawing (ruling N3)."""

    card: str


@dataclass(frozen=True)
class Draw:
    """Draw up to the turn's hand size."""


# -- an action round -------------------------------------------------------------------
@dataclass(frozen=True)
class PlayCard:
    """Play `card` for `use`: "ops", "rd", "rp" (N5) or "event" (its event; a square-OPS
    card's event and then its OPS)."""

    card: str
    use: str


@dataclass(frozen=True)
class AutomaticOperation:
    """Take the automatic operation: 1 OPS, spent on activation only (N5)."""


@dataclass(frozen=True)
class Activate:
    """Activate every unit in `space` for `mode` ("move" or "attack"), paying its cost (N6)."""

    space: str
    mode: str


@dataclass(frozen=True)
class EndActivation:
    """Spend no more OPS: move, then attack."""


@dataclass(frozen=True)
class Move:
    """Move `unit` from its activated space to `to` (N1, N7)."""

    unit: str
    to: str


@dataclass(frozen=True)
class EndMoves:
    """No more moves this action: on to the attacks."""


@dataclass(frozen=True)
class Attack:
    """Attack `target` with the ready units of the Attack spaces `spaces`; `flank` tries a
    flank attack (N10); `rommel` adds Rommel's shift (N8)."""

    target: str
    spaces: tuple[str, ...]
    flank: bool = False
    rommel: bool = False


@dataclass(frozen=True)
class EndAttacks:
    """No more attacks: the action is over."""


@dataclass(frozen=True)
class Roll:
    """Chance: a d6 comes up `die`."""

    die: int


@dataclass(frozen=True)
class Reroll:
    """Roll the fire die just rolled again; the second roll stands (Auchinleck, N69)."""


@dataclass(frozen=True)
class KeepRoll:
    """Keep the fire die just rolled."""


@dataclass(frozen=True)
class TakeLoss:
    """Flip `unit` (or eliminate it if reduced) to absorb loss points (N11)."""

    unit: str


@dataclass(frozen=True)
class Retreat:
    """The defenders retreat to `to` (N12, N14)."""

    to: str


@dataclass(frozen=True)
class Displace:
    """Overrun: the defenders are displaced to `to` (N13)."""

    to: str


@dataclass(frozen=True)
class Advance:
    """After a won attack, `unit` advances to `to` (N12, N13)."""

    unit: str
    to: str


@dataclass(frozen=True)
class EndAdvance:
    """No more advances: the combat is over."""


@dataclass(frozen=True)
class Redeploy:
    """Redeploy `unit` to `to`, paying 1 point for a battlegroup, 3 for a division (N17)."""

    unit: str
    to: str


@dataclass(frozen=True)
class EndRedeploy:
    """Spend no more RD points (the rest are lost)."""


# -- the Replacement Phase -------------------------------------------------------------
@dataclass(frozen=True)
class Replace:
    """Flip reduced `unit` back to full strength (N18)."""

    unit: str


@dataclass(frozen=True)
class Rebuild:
    """Bring `unit` back from the Replacement Box at full strength at `where` (N18)."""

    unit: str
    where: str


@dataclass(frozen=True)
class EndReplacements:
    """Keep the remaining replacement points for a later turn."""


# -- the strategy cards ----------------------------------------------------------------
@dataclass(frozen=True)
class Choose:
    """Answer an event's question (`pending` on the table): one of its options."""

    option: str


@dataclass(frozen=True)
class PlayCombatCard:
    """Play combat card `card` from your hand in the battle at hand (N70)."""

    card: str


@dataclass(frozen=True)
class NoCombatCard:
    """Play no combat card in this battle."""


@dataclass(frozen=True)
class LRDGMission:
    """LRDG (once a turn, in the Allied action phase, the LRDG in the Deep Desert): `mode`
    "look" at the Axis hand or "raid" (the Axis discards a card at random). The action round
    goes on."""

    mode: str


ACTIONS = (Discard, Draw, PlayCard, AutomaticOperation, Activate, EndActivation, Move,
           EndMoves, Attack, EndAttacks, Roll, TakeLoss, Retreat, Displace, Advance,
           EndAdvance, Redeploy, EndRedeploy, Replace, Rebuild, EndReplacements, Choose,
           PlayCombatCard, NoCombatCard, Reroll, KeepRoll, LRDGMission)
ACTION_CODEC = DataclassCodec(ACTIONS)


# -- events ----------------------------------------------------------------------------
@dataclass(frozen=True)
class TurnBegan:
    turn: int
    name: str


@dataclass(frozen=True)
class YearDeckJoined:
    year: int
    cards: int


@dataclass(frozen=True)
class Discarded:
    side: int
    count: int


@dataclass(frozen=True)
class Drew:
    side: int
    count: int


@dataclass(frozen=True)
class HistoryEvent:
    """A fixed-turn event of the plain deck (N23): Rommel, Montgomery or Torch."""

    name: str


@dataclass(frozen=True)
class Arrived:
    unit: str
    where: str


@dataclass(frozen=True)
class RoundBegan:
    round: int


@dataclass(frozen=True)
class CardPlayed:
    side: int
    card: str
    ops: int
    use: str


@dataclass(frozen=True)
class AutomaticOperationTaken:
    side: int


@dataclass(frozen=True)
class Activated:
    side: int
    space: str
    mode: str
    cost: int


@dataclass(frozen=True)
class Moved:
    unit: str
    frm: str
    to: str


@dataclass(frozen=True)
class ControlChanged:
    space: str
    owner: str


@dataclass(frozen=True)
class AttackDeclared:
    side: int
    target: str
    spaces: tuple[str, ...]
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    flank: bool
    rommel: bool


@dataclass(frozen=True)
class FlankRolled:
    die: int
    needed: int
    success: bool


@dataclass(frozen=True)
class Fired:
    side: int
    table: str
    strength: int
    shift: int
    column: str
    die: int
    loss: int
    bold: bool


@dataclass(frozen=True)
class StepLost:
    unit: str
    eliminated: bool
    permanent: bool


@dataclass(frozen=True)
class NoStepLost:
    """A side's hit was too small to flip any of its units (N11): no step is lost."""

    seat: int
    points: int
    smallest: int
    """The smallest Loss of a step the side could have given."""


@dataclass(frozen=True)
class CombatEnded:
    target: str
    attacker_result: int
    defender_result: int
    attacker_won: bool
    overrun: bool


@dataclass(frozen=True)
class Retreated:
    units: tuple[str, ...]
    frm: str
    to: str


@dataclass(frozen=True)
class Displaced:
    units: tuple[str, ...]
    frm: str
    to: str


@dataclass(frozen=True)
class Advanced:
    unit: str
    frm: str
    to: str


@dataclass(frozen=True)
class Redeployed:
    unit: str
    frm: str
    to: str


@dataclass(frozen=True)
class ReplacementPoints:
    side: int
    halves: int
    total_halves: int


@dataclass(frozen=True)
class Replaced:
    unit: str


@dataclass(frozen=True)
class Rebuilt:
    unit: str
    where: str


@dataclass(frozen=True)
class AttritionLoss:
    unit: str
    permanent: bool


@dataclass(frozen=True)
class OverstackLoss:
    unit: str
    permanent: bool


@dataclass(frozen=True)
class VictoryPointsGained:
    reason: str
    points: int
    total: int


@dataclass(frozen=True)
class GameWon:
    side: int
    reason: str
    vp: int


@dataclass(frozen=True)
class EventPlayed:
    """A card played for its event (its text is in the cards file)."""

    seat: int
    card: str
    title: str


@dataclass(frozen=True)
class CombatCardPlayed:
    seat: int
    card: str
    title: str


@dataclass(frozen=True)
class EventEffect:
    """One thing an event did, in words for the log (what the other events do not say)."""

    seat: int
    text: str


@dataclass(frozen=True)
class HandShown:
    """`seat`'s hand was shown to the other side (its cards are in the viewer's view)."""

    seat: int
    count: int


EVENTS = (EventPlayed, CombatCardPlayed, EventEffect, HandShown, TurnBegan, YearDeckJoined,
          Discarded, Drew, HistoryEvent, Arrived, RoundBegan,
          CardPlayed, AutomaticOperationTaken, Activated, Moved, ControlChanged,
          AttackDeclared, FlankRolled, Fired, StepLost, NoStepLost, CombatEnded, Retreated,
          Displaced, Advanced, Redeployed, ReplacementPoints, Replaced, Rebuilt, AttritionLoss,
          OverstackLoss, VictoryPointsGained, GameWon)
EVENT_CODEC = DataclassCodec(EVENTS)
