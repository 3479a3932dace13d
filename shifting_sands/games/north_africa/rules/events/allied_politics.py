"""The Allied political and intelligence events (rulings N50-N59): Orders from Rome, Poor
Morale, LRDG, Wavell, Taranto, Free French in Chad, Exporter, Barbarossa, Malta Convoy, Ultra,
Amba Alagi, Special Air Service, Pedestal, The Alamein Line and Tobruk Raid.

Each event changes the table at once (RP, steps, a hand shown) or leaves an entry in
`table.effects` that a hook of `effects.py` reads. Malta Convoy asks `malta.py`
whether it may be played and what it costs the Axis (Sea Devils' cancelling and a fallen
Malta are its hook there); a convoy or Pedestal ends "siege_of_malta".
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.events.malta import (
    malta_convoy_blocked,
    malta_convoy_costs_axis,
)
from shifting_sands.games.north_africa.rules.events.registry import event
from shifting_sands.games.north_africa.rules.tabletop import ALLIED, AXIS, NorthAfricaTable

Events = list[Any]

BRITISH_OR_COMMONWEALTH = frozenset({"British", "Commonwealth", "Australian", "Indian",
                                     "New Zealand", "South African"})
"""Wavell's nationalities (N53): the Empire's armies, not the Free French, Poles, Greeks,
Belgians or Americans."""
DEEP_DESERT = "Deep Desert"
CHAD = "Chad"
EL_ALAMEIN = "El Alamein"
TOBRUK = "Tobruk"
LRDG_MODES = ("look", "raid")


# -- small helpers ----------------------------------------------------------------------
def lose_rp(table: NorthAfricaTable, seat: int, points: int, events: Events) -> None:
    """`seat` loses whole RP (never below 0)."""
    before = table.rp_halves[seat]
    table.rp_halves[seat] = max(0, before - 2 * points)
    events.append(ev.ReplacementPoints(seat, table.rp_halves[seat] - before,
                                       table.rp_halves[seat]))


def gain_rp(table: NorthAfricaTable, seat: int, points: int, events: Events) -> None:
    table.rp_halves[seat] += 2 * points
    events.append(ev.ReplacementPoints(seat, 2 * points, table.rp_halves[seat]))


def show_axis_hand(table: NorthAfricaTable, events: Events) -> None:
    """The Allies see the Axis hand until the round ends (`sequence.expire`)."""
    table.revealed[AXIS] = list(table.hands[AXIS])
    events.append(ev.HandShown(AXIS, len(table.hands[AXIS])))


def axis_discards_at_random(table: NorthAfricaTable, events: Events) -> None:
    hand = table.hands[AXIS]
    if not hand:
        return
    card = hand.pop(table.rng.randrange(len(hand)))
    table.held_since.pop(card, None)
    table.discards[AXIS].append(card)
    if table.revealed[AXIS] is not None and card in table.revealed[AXIS]:
        table.revealed[AXIS].remove(card)
    events.append(ev.Discarded(AXIS, 1))


def lrdg_in_deep_desert(table: NorthAfricaTable, *_: Any) -> bool:
    return table.where.get("lrdg") == DEEP_DESERT


# -- Orders from Rome (N50) ---------------------------------------------------------------
@event("orders_from_rome")
def orders_from_rome(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Wait for the Axis's next action (`action_ended` judges it)."""
    table.effects["orders_from_rome"] = {"until": "game", "seat": seat}


def italian_attack_in_egypt(table: NorthAfricaTable) -> bool:
    """Whether an Italian unit standing in Egypt attacked in the action now ending (N50)."""
    op = table.op
    if op is None:
        return False
    for unit_id in op.get("attacked", []):
        space = op.get("ready", {}).get(unit_id)
        if (space and table.unit(unit_id).nationality == "Italian"
                and table.board.space(space).region == "Egypt"):
            return True
    return False


def orders_from_rome_judged(table: NorthAfricaTable, events: Events) -> None:
    if table.active != AXIS or "orders_from_rome" not in table.effects:
        return
    del table.effects["orders_from_rome"]
    if italian_attack_in_egypt(table):
        events.append(ev.EventEffect(ALLIED, "Orders from Rome: the Italians attacked in "
                                     "Egypt"))
        return
    table.vp_bonus -= 1
    events.append(ev.VictoryPointsGained("Orders from Rome", -1, table.vp()))


# -- Poor Morale (N51) --------------------------------------------------------------------
@event("poor_morale")
def poor_morale(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    table.effects["poor_morale"] = {"until": "turn", "seat": seat}


def poor_morale_shift(table: NorthAfricaTable, role: str) -> list[effects.Shift]:
    """1 column right for the attacker's fire against a stack of only Italian units."""
    fight = table.combat
    if role != "a" or fight is None or "poor_morale" not in table.effects:
        return []
    defenders = [u for u in fight["defenders"] if table.where.get(u) == fight["target"]]
    if defenders and all(table.unit(u).nationality == "Italian" for u in defenders):
        return [("poor_morale", 1)]
    return []


# -- LRDG (N52) ---------------------------------------------------------------------------
@event("lrdg")
def lrdg(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Permanent: its mission is an Allied choice each turn (`lrdg_missions`)."""


def lrdg_missions(table: NorthAfricaTable) -> list[Any]:
    """The LRDG's missions the Allies may choose now: once a turn, in their own action
    phase, while the LRDG is in the Deep Desert and the Axis holds a card."""
    effect = table.effects.get("lrdg")
    if (effect is None or table.active != ALLIED or table.phase != "action"
            or effect.get("used") == table.turn or not lrdg_in_deep_desert(table)
            or not table.hands[AXIS]):
        return []
    return [ev.LRDGMission(mode) for mode in LRDG_MODES]


def lrdg_mission(table: NorthAfricaTable, mode: str, events: Events) -> None:
    """Look at the Axis hand or make it discard a card at random; the action round goes
    on."""
    table.effects["lrdg"]["used"] = table.turn
    if mode == "look":
        show_axis_hand(table, events)
    else:
        axis_discards_at_random(table, events)
        events.append(ev.EventEffect(ALLIED, "LRDG raid: the Axis discards a card"))


# -- Wavell (N53) -------------------------------------------------------------------------
@event("wavell")
def wavell(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Permanent: `wavell_cost` answers until Auchinleck pops the effect."""


_BASE_ONLY: list[bool] = []
"""Set while Wavell asks the rule's own cost of a space already activated."""


def wavell_space(table: NorthAfricaTable, space: str) -> bool:
    place = table.board.space(space)
    if place.box or place.region != "Egypt":
        return False
    own = [u for u in table.units_at(space) if table.unit(u).side == "allied"]
    return bool(own) and all(table.unit(u).nationality in BRITISH_OR_COMMONWEALTH
                             for u in own)


def wavell_used(table: NorthAfricaTable, op: dict[str, Any]) -> bool:
    """Whether this action's activations already took Wavell's point: the first Egyptian
    British or Commonwealth space activated whose own cost was 2 or more (activations come
    before any move, so their cost can be asked again)."""
    from shifting_sands.games.north_africa.rules.operations import activation_cost

    _BASE_ONLY.append(True)
    try:
        return any(wavell_space(table, space)
                   and activation_cost(table, space, ALLIED, mode) >= 2
                   for space, mode in op["activated"].items())
    finally:
        _BASE_ONLY.pop()


def wavell_cost(table: NorthAfricaTable, space: str, seat: int, mode: str, cost: int) -> int:
    if (_BASE_ONLY or "wavell" not in table.effects or seat != ALLIED or cost <= 1
            or table.op is None or table.phase != "activate"
            or not wavell_space(table, space) or wavell_used(table, table.op)):
        return cost
    return cost - 1


# -- Taranto ------------------------------------------------------------------------
@event("taranto")
def taranto(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """The Axis loses 1 RP; Regia Marina Sortie reads `table.in_effect("taranto")`."""
    lose_rp(table, AXIS, 1, events)


# -- Free French in Chad (N54) ------------------------------------------------------------
@event("free_french_in_chad")
def free_french_in_chad(table: NorthAfricaTable, seat: int, card: str,
                        events: Events) -> None:
    """From now on the Chad box may be activated (`held_in_box`)."""


def held_in_box(table: NorthAfricaTable, space: str) -> bool:
    """With the strategy cards, the units in the Chad box may not be activated until Free
    French in Chad is played (N54)."""
    return space == CHAD and not table.plain and "free_french_in_chad" not in table.effects


effects.HELD.append(held_in_box)


# -- Exporter (N55) -----------------------------------------------------------------------
@event("exporter")
def exporter(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    table.effects.pop("vichy_cooperation", None)


def exporter_opened(table: NorthAfricaTable) -> list[str]:
    if "exporter" not in table.effects:
        return []
    return [s.name for s in table.board.spaces if s.region == "Levant"]


# -- Barbarossa -----------------------------------------------------------------------------
@event("barbarossa")
def barbarossa(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """The Axis loses 2 RP; no Rommel shift this turn (operations.can_rommel reads the
    turn kept here)."""
    table.effects["barbarossa"]["turn"] = table.turn
    lose_rp(table, AXIS, 2, events)


def rommel_barred(table: NorthAfricaTable) -> bool:
    return table.effects.get("barbarossa", {}).get("turn") == table.turn


# -- Malta Convoy and Pedestal (N56) --------------------------------------------------------
def convoy_playable(table: NorthAfricaTable, seat: int, card: str) -> bool:
    return not malta_convoy_blocked(table)


def end_siege(table: NorthAfricaTable, events: Events) -> None:
    if table.effects.pop("siege_of_malta", None) is not None:
        events.append(ev.EventEffect(ALLIED, "The Siege of Malta ends"))


@event("malta_convoy", convoy_playable)
def malta_convoy(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """A convoy cancelled (Sea Devils, Malta fallen) never gets here: the Axis cards' hook
    in cards.CANCELLED stops it first."""
    if malta_convoy_costs_axis(table):
        lose_rp(table, AXIS, 1, events)
    gain_rp(table, ALLIED, 1, events)
    end_siege(table, events)


@event("pedestal")
def pedestal(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Herkules reads `table.in_effect("pedestal")` (not playable this turn)."""
    gain_rp(table, ALLIED, 2, events)
    end_siege(table, events)
    table.effects["pedestal"] = {"until": "turn", "seat": seat}


# -- Ultra ----------------------------------------------------------------------------------
@event("ultra")
def ultra(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    show_axis_hand(table, events)
    table.effects["ultra"] = {"until": "turn", "seat": seat}


def ultra_first(table: NorthAfricaTable) -> int | None:
    return AXIS if "ultra" in table.effects else None


# -- Amba Alagi (N57) -----------------------------------------------------------------------
def allies_hold_addis(table: NorthAfricaTable, seat: int, card: str) -> bool:
    return table.control.get("Addis Ababa") == "allied"


@event("amba_alagi", allies_hold_addis)
def amba_alagi(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    from shifting_sands.games.north_africa.rules.combat import lose_step

    for unit_id, here in sorted(table.where.items()):
        if table.unit(unit_id).nationality != "Italian" or not table.on_map(unit_id):
            continue
        place = table.board.space(here)
        if place.get("theatre") == "east_africa" and place.terrain != "mountain":
            lose_step(table, unit_id, events)


# -- Special Air Service --------------------------------------------------------------------
@event("special_air_service", lrdg_in_deep_desert)
def special_air_service(table: NorthAfricaTable, seat: int, card: str,
                        events: Events) -> None:
    axis_discards_at_random(table, events)
    lose_rp(table, AXIS, 1, events)


# -- The Alamein Line (N58) -----------------------------------------------------------------
@event("the_alamein_line")
def the_alamein_line(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Permanent: `alamein_fort` answers from now on."""


def alamein_fort(table: NorthAfricaTable, space: str, printed: bool) -> bool | None:
    """El Alamein is a fort for Allied defenders, and no longer for Axis ones (N58)."""
    if space != EL_ALAMEIN or "the_alamein_line" not in table.effects:
        return None
    seats = {table.seat_of(u) for u in table.units_at(space)}
    if not seats:
        return table.control.get(space) == "allied"
    return ALLIED in seats


# -- Tobruk Raid (N59) ----------------------------------------------------------------------------
@event("tobruk_raid")
def tobruk_raid(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    lose_rp(table, AXIS, 1, events)
    if table.control.get(TOBRUK) == "axis":
        table.effects["tobruk_raid"] = {"until": "turn", "seat": seat}


def tobruk_cut(table: NorthAfricaTable, kind: str) -> list[str]:
    return [TOBRUK] if kind == "axis" and "tobruk_raid" in table.effects else []


# -- after each action ------------------------------------------------------------------------
def action_ended(table: NorthAfricaTable, events: Events) -> None:
    orders_from_rome_judged(table, events)


effects.SHIFTS.append(poor_morale_shift)
effects.ACTIVATION_COST.append(wavell_cost)
effects.OPENED.append(exporter_opened)
effects.FORT.append(alamein_fort)
effects.CUT_SOURCES.append(tobruk_cut)
effects.ACTION_END.append(action_ended)
effects.CARDS_FIRST.append(ultra_first)
