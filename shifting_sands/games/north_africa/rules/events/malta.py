"""Malta (ruling N44, N56): the Axis cards that besiege it (Siege of Malta, Kesselring,
Luftwaffe in Sicily, Sea Devils and E-Boats, Herkules) and the convoy rules they change.

The one place that says what happens to a Malta Convoy: `malta_convoy_blocked` (its event may
not be played), `malta_convoy_cancelled` (a `cards.CANCELLED` hook: Malta fallen, or a Sea
Devils waiting, used up) and `malta_convoy_costs_axis`; the Allied cards
(`allied_politics.py`) call them.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.events.axis_politics import d6, gain_rp
from shifting_sands.games.north_africa.rules.events.registry import CANCELLED, event, key_of
from shifting_sands.games.north_africa.rules.tabletop import ALLIED, AXIS, NorthAfricaTable

Events = list[Any]


# -- Malta (N44) -----------------------------------------------------------------------
@event("siege_of_malta")
def siege_of_malta(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """In effect from now (play_event keeps it); it bites in each Replacement Phase."""


@event("kesselring")
def kesselring(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """In effect from now: 1 RP more for the Axis every Replacement Phase."""


@event("luftwaffe_in_sicily")
def luftwaffe_in_sicily(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    gain_rp(table, ALLIED, -1, events)
    table.effects["luftwaffe_in_sicily"] = {"until": "turn"}


@event("sea_devils_and_e_boats")
def sea_devils_and_e_boats(table: NorthAfricaTable, seat: int, card: str,
                           events: Events) -> None:
    """One more Malta Convoy will be cancelled this turn; if none comes, 1 RP at its end."""
    waiting = table.effects.get("sea_devils_and_e_boats", {}).get("waiting", 0)
    table.effects["sea_devils_and_e_boats"] = {"until": "turn", "waiting": waiting + 1}


@event("herkules")
def herkules(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    die = d6(table)
    if die >= 5:
        events.append(ev.EventEffect(AXIS, f"Herkules rolls {die}: Malta falls"))
        table.effects["herkules"]["malta_fallen"] = True
        table.vp_bonus += 1
        events.append(ev.VictoryPointsGained("Herkules", 1, table.vp()))
    else:
        events.append(ev.EventEffect(AXIS, f"Herkules rolls {die}: the landing is called off"))
        table.effects.pop("herkules", None)
        gain_rp(table, AXIS, -2, events)


def malta_fallen(table: NorthAfricaTable) -> bool:
    """Herkules took Malta: Malta Convoy has no effect for the rest of the game."""
    return bool(table.effects.get("herkules", {}).get("malta_fallen"))


def malta_convoy_blocked(table: NorthAfricaTable) -> bool:
    """Malta Convoy's event may not be played: Luftwaffe in Sicily this turn, or Malta
    fallen."""
    return "luftwaffe_in_sicily" in table.effects or malta_fallen(table)


def malta_convoy_costs_axis(table: NorthAfricaTable) -> bool:
    """Whether Malta Convoy takes its 1 RP from the Axis (not under Kesselring while Siege
    of Malta is in effect)."""
    return not ("kesselring" in table.effects and "siege_of_malta" in table.effects)


def malta_convoy_cancelled(table: NorthAfricaTable, card_id: str) -> bool:
    """Malta fallen (Herkules) or a Sea Devils waiting (used up): the convoy does nothing."""
    if key_of(card_id) != "malta_convoy":
        return False
    if malta_fallen(table):
        return True
    devils = table.effects.get("sea_devils_and_e_boats")
    if devils is None or devils.get("waiting", 0) <= 0:
        return False
    devils["waiting"] -= 1
    if devils["waiting"] == 0:
        del table.effects["sea_devils_and_e_boats"]  # used up: no RP lost at the turn's end
    return True


CANCELLED.append(malta_convoy_cancelled)


def malta_rp(table: NorthAfricaTable, seat: int) -> int:
    if seat == AXIS:
        return 1 if "kesselring" in table.effects else 0
    lost = -1 if "siege_of_malta" in table.effects else 0
    return lost - table.effects.get("sea_devils_and_e_boats", {}).get("waiting", 0)


effects.REPLACEMENT_RP.append(malta_rp)
