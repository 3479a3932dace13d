"""Where the strategy cards reach into the rules: named hooks the engine asks at fixed points
(a fire plan's shifts, a fort, the fire order, an activation's cost, supply, replacement
points), answered by the events in effect and the combat cards in play.

Why hooks: an event changes one rule for a while (Rommel's shift, Minefields' marsh, the
Siege of Malta's lost RP). Keeping each card's change in its own module under `events/`,
registered here, lets the combat, movement and supply code read as the rules text does and
ask "does anything change this?" at one place each. With nothing in effect every hook gives
the rule's own answer, so the plain deck plays exactly as before.

Each hook is a list of functions; an events module appends to it when imported
(`events/__init__.py` imports them all).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Table = Any
"""A NorthAfricaTable (not imported: the table asks these hooks, so importing it back would
make a circle)."""

Shift = tuple[str, int]

SHIFTS: list[Callable[[Table, str], list[Shift]]] = []
"""(table, role "a" or "d") -> named column shifts for that side's fire in the fight."""
FORT: list[Callable[[Table, str, bool], bool | None]] = []
"""(table, space, printed fort) -> True/False to override whether it counts as a fort now."""
MARSH: list[Callable[[Table, str], bool]] = []
"""(table, target) -> True when the target counts as marsh for this fight (Minefields)."""
FIRST: list[Callable[[Table], str | None]] = []
"""(table) -> "a" or "d": the side that fires first in the fight, without a flank roll."""
NO_OVERRUN: list[Callable[[Table], bool]] = []
"""(table) -> True when the fight at hand cannot overrun."""
RETREAT_MARGIN: list[Callable[[Table], int]] = []
"""(table) -> how many loss points more the attacker must inflict for the defender to retreat
(the rules: 1); the largest answer counts."""
ACTIVATION_COST: list[Callable[[Table, str, int, str, int], int]] = []
"""(table, space, seat, mode, cost) -> the cost after the event (applied in turn)."""
MOVEMENT: list[Callable[[Table, str], int]] = []
"""(table, unit) -> extra movement points for a unit moving now."""
FLANK: list[Callable[[Table], int]] = []
"""(table) -> added to the flank die of the fight at hand."""
ADVANCE: list[Callable[[Table], int]] = []
"""(table) -> extra spaces the winning armour may advance."""
ADVANCE_UNIT: list[Callable[[Table, str], int]] = []
"""(table, unit) -> extra spaces this one winning armour unit may advance (a card that
names the nationality: Panzer Counterattack's German armour)."""
SUPPLY: list[Callable[[Table, str, Any], Any]] = []
"""(table, unit, Supply) -> the unit's supply after the event (applied in turn)."""
SOURCES: list[Callable[[Table, str], list[str]]] = []
"""(table, kind of unit) -> extra supply sources (if its side controls them)."""
REPLACEMENT_RP: list[Callable[[Table, int], int]] = []
"""(table, seat) -> RP (whole points, may be negative) at the start of the Replacement
Phase."""
OPENED: list[Callable[[Table], list[str]]] = []
"""(table) -> closed (neutral, Vichy) spaces an event has opened to the war."""
BATTLE_WON: list[Callable[[Table, str | None], None]] = []
"""(table, "a", "d" or None on a tie) -> None: told who won a battle, when its result is
known (the winner keeps its combat cards, N25)."""
ACTIVE_NEUTRALS: list[Callable[[Table, str], bool]] = []
"""(table, nationality) -> True when an event has brought that neutral army into the war."""
REROLL: list[Callable[[Table, str], bool]] = []
"""(table, role) -> True when that side of the fight at hand may reroll the fire die it has
just rolled (it is then asked)."""
AFTER_FIGHT: list[Callable[[Table, list[Any]], None]] = []
"""(table, events) -> None: told when a fight is over (its results on `table.combat`)."""
BARRED: list[Callable[[Table, str, str], bool]] = []
"""(table, card key, role) -> True when that combat card may not be played in the fight at
hand (an event has taken its effect away)."""
PASSABLE: list[Callable[[Table, int], set[str]]] = []
"""(table, seat) -> spaces not the seat's that its redeployment may pass through but not end
in (Vichy Cooperation: the Levant)."""
TURN_BEGINS: list[Callable[[Table, list[Any]], None]] = []
"""(table, events) -> called at the start of each turn after its reinforcements (units set
aside by an event coming back)."""
CARDS_FIRST: list[Callable[[Table], int | None]] = []
"""(table) -> the seat that plays its combat cards first in this battle, or None (cards.py
reads it as `cards.CARDS_FIRST`)."""
CUT_SOURCES: list[Callable[[Table, str], list[str]]] = []
"""(table, kind of unit) -> supply sources an event denies to that kind for now."""
ACTION_END: list[Callable[[Table, list[Any]], None]] = []
"""(table, events) -> None: told when an action ends, before its operation is cleared."""


HELD: list[Callable[[Table, str], bool]] = []
"""(table, space) -> True when the units in that space may not be activated now (the Chad
box before Free French in Chad)."""


def held_in_box(table: Table, space: str) -> bool:
    return any(hook(table, space) for hook in HELD)


def column_shifts(table: Table, role: str) -> list[Shift]:
    return [shift for hook in SHIFTS for shift in hook(table, role)]


def is_fort(table: Table, space: str) -> bool:
    printed = bool(table.board.space(space).fort)
    answer = printed
    for hook in FORT:
        said = hook(table, space, printed)
        if said is not None:
            answer = said
    return answer


def counts_as_marsh(table: Table, space: str) -> bool:
    return any(hook(table, space) for hook in MARSH)


def fires_first(table: Table) -> str | None:
    for hook in FIRST:
        said = hook(table)
        if said is not None:
            return said
    return None


def no_overrun(table: Table) -> bool:
    return any(hook(table) for hook in NO_OVERRUN)


def retreat_margin(table: Table) -> int:
    return max([1, *(hook(table) for hook in RETREAT_MARGIN)])


def activation_cost(table: Table, space: str, seat: int, mode: str, cost: int) -> int:
    for hook in ACTIVATION_COST:
        cost = hook(table, space, seat, mode, cost)
    return cost


def extra_movement(table: Table, unit: str) -> int:
    return sum(hook(table, unit) for hook in MOVEMENT)


def flank_bonus(table: Table) -> int:
    return sum(hook(table) for hook in FLANK)


def advance_bonus(table: Table) -> int:
    return sum(hook(table) for hook in ADVANCE)


def unit_advance_bonus(table: Table, unit: str) -> int:
    return sum(hook(table, unit) for hook in ADVANCE_UNIT)


def supply(table: Table, unit: str, found: Any) -> Any:
    for hook in SUPPLY:
        found = hook(table, unit, found)
    return found


def extra_sources(table: Table, kind: str) -> list[str]:
    return [place for hook in SOURCES for place in hook(table, kind)]


def replacement_rp(table: Table, seat: int) -> int:
    return sum(hook(table, seat) for hook in REPLACEMENT_RP)


def opened(table: Table) -> list[str]:
    return sorted({place for hook in OPENED for place in hook(table)})


def passable(table: Table, seat: int) -> set[str]:
    return {place for hook in PASSABLE for place in hook(table, seat)}


def turn_begins(table: Table, events: list[Any]) -> None:
    for hook in TURN_BEGINS:
        hook(table, events)


def neutral_active(table: Table, nationality: str) -> bool:
    return any(hook(table, nationality) for hook in ACTIVE_NEUTRALS)


def may_reroll(table: Table, role: str) -> bool:
    return any(hook(table, role) for hook in REROLL)


def after_fight(table: Table, events: list[Any]) -> None:
    for hook in AFTER_FIGHT:
        hook(table, events)


def barred(table: Table, key: str, role: str) -> bool:
    return any(hook(table, key, role) for hook in BARRED)


def cut_sources(table: Table, kind: str) -> set[str]:
    return {place for hook in CUT_SOURCES for place in hook(table, kind)}


def action_end(table: Table, events: list[Any]) -> None:
    for hook in ACTION_END:
        hook(table, events)


def battle_won(table: Table, winner: str | None) -> None:
    for hook in BATTLE_WON:
        hook(table, winner)
