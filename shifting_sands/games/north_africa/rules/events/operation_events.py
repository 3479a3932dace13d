"""The cards whose events start or change an operation (rulings N60-N69).

Most of them begin an operation of their own (`operations.start_op`) and say in it what is
allowed this action: spaces activated at no cost (`grant`), spaces at 1 AP each (`flat`),
and the modifiers the units so activated carry (`mods`: column shift, extra movement, flank
bonus, advance bonus, no infantry-against-armour shift). A non-square card's "1 AP each"
operation has the card's OPS (N60); a square card's OPS are added by `cards.finish`.

The modifiers are read here by the hooks of `effects.py`, from the units of the fight at
hand that the event marked (`operations.mods_of`).
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects, operations
from shifting_sands.games.north_africa.rules.events.registry import ask, event
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import (
    AXIS,
    OFF_MAP,
    RESERVE,
    NorthAfricaTable,
)

ALLIED_SEAT = 1 - AXIS
ITALIAN = {"nationality": ["Italian"]}
GERMAN_ARMOUR = {"nationality": ["German"], "arm": "armour"}
BRITISH = ["British", "Commonwealth", "Indian", "South African", "Australian", "New Zealand"]
"""British and Commonwealth nationalities (the minor Allies of their group are not)."""
LIBYA_EGYPT = ["Libya", "Egypt"]
NORTH_WEST = ["Tunisia", "Algeria"]


# -- the operations the events begin ----------------------------------------------------
def grant(count: int, spec: dict[str, Any], modes: tuple[str, ...] = ("move", "attack"),
          **extra: Any) -> dict[str, Any]:
    """Free activations: `count` spaces (or units) fitting `spec`, for `modes`."""
    return {"left": count, "spec": spec, "modes": list(modes), **extra}


def begin(table: NorthAfricaTable, card: str, points: int = 0, **fields: Any) -> None:
    """Start the event's operation with `points` and what the event allows."""
    operations.start_op(table, "ops", points, card)
    assert table.op is not None
    table.op.update(fields)


def has_space(table: NorthAfricaTable, seat: int, spec: dict[str, Any]) -> bool:
    """Whether any space fits an event's description now (else it may not be played)."""
    spaces = {here for u, here in table.where.items() if here not in OFF_MAP}
    return any(operations.space_fits(table, s, seat, spec) for s in spaces)


def ops_of(table: NorthAfricaTable, card: str) -> int:
    return int(table.content.deck[card].ops)


def free_event(key: str, count: int, spec: dict[str, Any], modes: tuple[str, ...] = (
        "move", "attack"), **extra: Any) -> None:
    """Register a card that activates up to `count` spaces fitting `spec` at no cost."""
    def playable(table: NorthAfricaTable, seat: int, card: str) -> bool:
        return has_space(table, seat, spec)

    def play(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
        begin(table, card, grant=grant(count, spec, modes, **extra))

    event(key, playable)(play)


def flat_event(key: str, spec: dict[str, Any], **fields: Any) -> None:
    """Register a card whose spaces cost 1 AP each this round, with the card's OPS (N60)."""
    def playable(table: NorthAfricaTable, seat: int, card: str) -> bool:
        return has_space(table, seat, spec)

    def play(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
        begin(table, card, ops_of(table, card), flat=spec, **fields)

    event(key, playable)(play)


# Kassala Raid: one Italian space in East Africa, its units move and attack (N61)
free_event("kassala_raid", 1, {"theatre": "east_africa", "units": ITALIAN}, both=True)
# Sonnenblume: every Axis space in Libya at 1 AP whatever the nationalities (N60)
flat_event("sonnenblume", {"regions": ["Libya"]})
# Dash to the Wire: one space with German armour; that armour moves 2 further
free_event("dash_to_the_wire", 1, {"units": GERMAN_ARMOUR},
           mods={"move": 2, "move_arm": "armour"})
# Venezia: Libya and Egypt at 1 AP each; Rommel's shift in two attacks (N63)
flat_event("venezia", {"regions": LIBYA_EGYPT}, rommel_attacks=2)
# Gazala Line Outflanked: one Axis space with armour; its flank attempt +1
free_event("gazala_line_outflanked", 1, {"units": {"arm": "armour"}}, mods={"flank": 1})
# Alam Halfa: the German armour of one space moves and attacks free; a win is 1 VP (N61)
free_event("alam_halfa", 1, {"units": GERMAN_ARMOUR}, units=GERMAN_ARMOUR, both=True,
           mods={"win_vp": 1})
# Kasserine: one Axis space in Tunisia or Algeria; its attacks on US units shift 1 right
free_event("kasserine", 1, {"regions": NORTH_WEST}, mods={"shift": 1, "shift_vs": "US"})
# Bersaglieri Counterattack: one Italian space; no infantry-against-armour shift (N64)
free_event("bersaglieri_counterattack", 1, {"units": ITALIAN},
           mods={"no_infantry_shift": True})
# Compass: up to three spaces in Egypt or Libya; British and Commonwealth attacks +1
free_event("compass", 3, {"regions": LIBYA_EGYPT}, mods={"shift": 1, "shift_nat": BRITISH})
# The Ethiopian Campaign: Sudan, Kenya and East Africa at 1 AP each (N60)
flat_event("the_ethiopian_campaign", {"theatre": "east_africa"})
# Crusader: up to four spaces in Egypt or Libya
free_event("crusader", 4, {"regions": LIBYA_EGYPT})
# Brevity (square): one space in Egypt, for an attack (N62)
free_event("brevity", 1, {"regions": ["Egypt"]}, ("attack",))
# Battleaxe: up to two spaces with British armour
free_event("battleaxe", 2, {"units": {"nationality": ["British"], "arm": "armour"}})
# Jock Columns (square): two battlegroups in Libya or Egypt move free, through empty enemy
# spaces (N66)
free_event("jock_columns", 2, {"regions": LIBYA_EGYPT, "units": {"size": "battlegroup"}},
           ("move",), per="unit", units={"size": "battlegroup"},
           mods={"through_empty": True})
# Vulcan: Tunisia and Algeria at 1 AP each (N60)
flat_event("vulcan", {"regions": NORTH_WEST})
# Run for Tunis: up to two spaces in Algeria; their units move one space further (N65)
free_event("run_for_tunis", 2, {"regions": ["Algeria"]}, mods={"move": 1})
# Supercharge: one space with armour; its attack +1 and its armour advances one further
free_event("supercharge", 1, {"units": {"arm": "armour"}}, mods={"shift": 1, "advance": 1})
# Pugilist: up to two spaces in Tunisia or next to Mareth; Mareth no fort this round
PUGILIST = {"regions": ["Tunisia"]}
PUGILIST_NEAR = {"near": "Mareth"}


def _pugilist_fits(table: NorthAfricaTable, seat: int) -> bool:
    return has_space(table, seat, PUGILIST) or has_space(table, seat, PUGILIST_NEAR)


@event("pugilist", lambda table, seat, card: _pugilist_fits(table, seat))
def pugilist(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """A space in Tunisia or next to Mareth (either description) is free; Mareth is no
    fort until the round ends."""
    begin(table, card, grant=grant(2, {"any_of": [PUGILIST, PUGILIST_NEAR]}))
    table.effects["pugilist"] = {"until": "round"}


def _pugilist_fort(table: NorthAfricaTable, space: str, printed: bool) -> bool | None:
    return False if space == "Mareth" and "pugilist" in table.effects else None


effects.FORT.append(_pugilist_fort)


# Lightfoot: up to three spaces next to El Alamein; the Axis minefields do nothing (N65)
LIGHTFOOT = {"near": "El Alamein"}
MINES = ("devil_s_gardens", "minefields")


@event("lightfoot", lambda table, seat, card: has_space(table, seat, LIGHTFOOT))
def lightfoot(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    begin(table, card, grant=grant(3, LIGHTFOOT))
    table.effects["lightfoot"] = {"until": "round"}


def _lightfoot_bars(table: NorthAfricaTable, key: str, role: str) -> bool:
    """The Axis may not play a minefield card this round: it would do nothing."""
    fight = table.combat
    return ("lightfoot" in table.effects and key in MINES and fight is not None
            and (fight["seat"] == AXIS) == (role == "a"))


effects.BARRED.append(_lightfoot_bars)


# -- Conquest of British Somaliland ------------------------------------------------------
BERBERA = "Berbera"


def _berbera_attackers(table: NorthAfricaTable) -> list[str]:
    """Spaces in East Africa next to Berbera holding Italian units, when Berbera holds
    Allied units to attack."""
    if BERBERA not in table.occupied_by(ALLIED_SEAT):
        return []
    return sorted(s for s in table.board.neighbours(BERBERA)
                  if table.board.space(s).get("theatre") == "east_africa"
                  and table.board.connection(s, BERBERA).kind != "sea"
                  and operations.granted_units(table, s, AXIS, ITALIAN))


@event("conquest_of_british_somaliland",
       lambda table, seat, card: bool(_berbera_attackers(table)))
def conquest_of_british_somaliland(table: NorthAfricaTable, seat: int, card: str,
                                   events: list[Any]) -> None:
    """The Italian units beside Berbera stand activated to attack it, and only it (N62)."""
    spaces = _berbera_attackers(table)
    begin(table, card, aim={"spaces": spaces, "target": BERBERA}, berbera_rp=True)
    op = table.op
    assert op is not None
    for space in spaces:
        units = operations.granted_units(table, space, AXIS, ITALIAN)
        op["activated"][space] = "attack"
        op.setdefault("units_of", {})[space] = units
        for unit_id in units:
            op["ready"][unit_id] = space
    table.phase = "attack"


def _after_fight(table: NorthAfricaTable, events: list[Any]) -> None:
    """Berbera's RP and Alam Halfa's VP, told when a fight is over."""
    op, fight = table.op, table.combat
    if op is None or fight is None:
        return
    if op.get("berbera_rp") and table.control.get(BERBERA) == "axis":
        op["berbera_rp"] = False
        table.rp_halves[AXIS] += 2
        events.append(ev.ReplacementPoints(AXIS, 2, table.rp_halves[AXIS]))
    vp = max([m.get("win_vp", 0) for m in operations.mods_of(table, fight["attackers"])],
             default=0)
    if vp and fight["won"] and not op.get("won_vp"):
        op["won_vp"] = True
        table.vp_bonus += vp
        events.append(ev.VictoryPointsGained("Alam Halfa", vp, table.vp()))


effects.AFTER_FIGHT.append(_after_fight)


# -- Habbaniya ---------------------------------------------------------------------------
def _iraq_units(table: NorthAfricaTable) -> list[str]:
    return sorted(u for u, here in table.where.items()
                  if here not in OFF_MAP and table.board.space(here).region == "Iraq"
                  and table.unit(u).side == "allied" and not table.inert(u))


def _habbaniya_choose(table: NorthAfricaTable, asked: dict[str, Any], option: str,
                      events: list[Any]) -> None:
    """The unit chosen is activated at no cost, alone (N67)."""
    only = {"id": [option]}
    begin(table, asked["card"], grant=grant(1, {"only": table.where[option], "units": only},
                                            units=only))


@event("habbaniya", choose=_habbaniya_choose)
def habbaniya(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """Iraq is open to the Allies from now on (the card stays in effect); one Allied unit in
    Iraq is activated at no cost: the Allies choose which."""
    units = _iraq_units(table)
    if len(units) == 1:
        _habbaniya_choose(table, {"card": card}, units[0], events)
    elif units:
        ask(table, seat, card, units, "Habbaniya: which Allied unit in Iraq is activated?")


def _iraq_opened(table: NorthAfricaTable) -> list[str]:
    if "habbaniya" not in table.effects:
        return []
    return [s.name for s in table.board.spaces if s.region == "Iraq"]


effects.OPENED.append(_iraq_opened)


# -- Panzerarmee Afrika ------------------------------------------------------------------
GERMAN_GROUP = "German/Vichy/Iraqi/Egyptian"


def _panzerarmee_cost(table: NorthAfricaTable, space: str, seat: int, mode: str,
                      cost: int) -> int:
    """German and Italian units in one space pay one group's 1 together (N64): each group
    that would pay its 1 (not its per-unit limited-supply cost) is counted once."""
    if seat != AXIS or "panzerarmee_afrika" not in table.effects:
        return cost
    paying = set()
    for group in (GERMAN_GROUP, "Italian"):
        supplies = [table.supply_of(u) for u in operations.own_units_at(table, space, seat)
                    if table.unit(u).group == group and table.supply_of(u) is not Supply.NONE]
        limited = Supply.LIMITED in supplies
        if supplies and (mode != "attack" or not limited or Supply.FULL in supplies):
            paying.add(group)
    return cost - 1 if len(paying) == 2 else cost


effects.ACTIVATION_COST.append(_panzerarmee_cost)


@event("panzerarmee_afrika")
def panzerarmee_afrika(table: NorthAfricaTable, seat: int, card: str,
                       events: list[Any]) -> None:
    """The card stays in effect (`cards.play_event` records it); the cost hook reads it."""


# -- Tunisian Bridgehead and Tobruk Ferry: redeployment by sea --------------------------
def _port_of_side(table: NorthAfricaTable, space: str, seat: int) -> bool:
    side = "axis" if seat == AXIS else "allied"
    return (table.board.space(space).port and table.control.get(space) == side
            and space not in table.occupied_by(1 - seat))


@event("tunisian_bridgehead",
       lambda table, seat, card: _port_of_side(table, "Tunis", AXIS))
def tunisian_bridgehead(table: NorthAfricaTable, seat: int, card: str,
                        events: list[Any]) -> None:
    """Cheaper sea moves to Tunis until the turn ends; the action is over (N67)."""
    table.effects["tunisian_bridgehead"] = {"until": "turn"}


def _to_tunis(table: NorthAfricaTable, unit_id: str) -> dict[str, int]:
    """From the Reserve Box or an Axis port, a supplied Axis unit may go to Tunis by sea at
    1 point a battlegroup, 2 a division."""
    if "tunisian_bridgehead" not in table.effects or table.unit(unit_id).side != "axis":
        return {}
    here = table.where[unit_id]
    if here != RESERVE and (here in OFF_MAP or not _port_of_side(table, here, AXIS)
                            or table.supply_of(unit_id) is Supply.NONE):
        return {}
    if here == "Tunis" or not _port_of_side(table, "Tunis", AXIS):
        return {}
    return {"Tunis": 2 if table.unit(unit_id).size == "division" else 1}


operations.SEA_MOVES.append(_to_tunis)


@event("tobruk_ferry", lambda table, seat, card: _port_of_side(table, "Tobruk", ALLIED_SEAT))
def tobruk_ferry(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """Tobruk's Allied units are in full supply until the turn is over (through its
    Attrition Phase); the action is a redeployment with one free battlegroup move by sea to
    or from Tobruk (N68). It needs Tobruk Allied and free of Axis units."""
    table.effects["tobruk_ferry"] = {"until": "attrition"}
    operations.start_op(table, "rd", 0, card)
    assert table.op is not None
    table.op["free_rd"] = 1


def _tobruk_supply(table: NorthAfricaTable, unit_id: str, found: Any) -> Any:
    if ("tobruk_ferry" in table.effects and table.where.get(unit_id) == "Tobruk"
            and table.unit(unit_id).side == "allied"):
        return Supply.FULL
    return found


effects.SUPPLY.append(_tobruk_supply)


def _ferry(table: NorthAfricaTable, unit_id: str) -> dict[str, int]:
    op = table.op
    if (op is None or not op.get("free_rd") or table.unit(unit_id).side != "allied"
            or table.unit(unit_id).size != "battlegroup"):
        return {}
    here = table.where[unit_id]
    if here in OFF_MAP or not _port_of_side(table, "Tobruk", ALLIED_SEAT):
        return {}
    if here == "Tobruk":
        return {s.name: 0 for s in table.board.spaces
                if s.name != "Tobruk" and _port_of_side(table, s.name, ALLIED_SEAT)}
    if _port_of_side(table, here, ALLIED_SEAT):
        return {"Tobruk": 0}
    return {}


operations.SEA_MOVES.append(_ferry)


# -- the round's modifiers, read by the engine's hooks ----------------------------------
def _fight_mods(table: NorthAfricaTable, role: str) -> list[dict[str, Any]]:
    fight = table.combat
    if role != "a" or fight is None or table.op is None:
        return []
    return operations.mods_of(table, fight["attackers"])


def _event_shifts(table: NorthAfricaTable, role: str) -> list[tuple[str, int]]:
    from shifting_sands.games.north_africa.rules.combat import alive

    mods = _fight_mods(table, role)
    if not mods:
        return []
    fight = table.combat
    assert fight is not None
    units = alive(table, "a")
    enemy = alive(table, "d")
    found: list[tuple[str, int]] = []
    for mod in mods:
        if not mod.get("shift"):
            continue
        if mod.get("shift_vs") and not any(table.unit(u).nationality == mod["shift_vs"]
                                           for u in enemy):
            continue
        if mod.get("shift_nat") and not any(table.unit(u).nationality in mod["shift_nat"]
                                            for u in units):
            continue
        found.append(("event", mod["shift"]))
        break  # one event a fight: the same card's mark on several units counts once
    if any(m.get("no_infantry_shift") for m in mods):
        armour = any(table.unit(u).arm == "armour" for u in units)
        enemy_armour = any(table.unit(u).arm == "armour" for u in enemy)
        italian = any(table.unit(u).nationality == "Italian" for u in units)
        if italian and not armour and enemy_armour:
            found.append(("bersaglieri", -table.tables.shift("infantry_vs_armour")))
    return found


effects.SHIFTS.append(_event_shifts)


def _event_movement(table: NorthAfricaTable, unit_id: str) -> int:
    op = table.op
    mod = op.get("marked", {}).get(unit_id) if op else None
    if not mod or not mod.get("move"):
        return 0
    if mod.get("move_arm") and table.unit(unit_id).arm != mod["move_arm"]:
        return 0
    return int(mod["move"])


effects.MOVEMENT.append(_event_movement)


def _event_flank(table: NorthAfricaTable) -> int:
    return max([m.get("flank", 0) for m in _fight_mods(table, "a")], default=0)


effects.FLANK.append(_event_flank)


def _event_advance(table: NorthAfricaTable) -> int:
    return max([m.get("advance", 0) for m in _fight_mods(table, "a")], default=0)


effects.ADVANCE.append(_event_advance)


# -- Patton ------------------------------------------------------------------------------
def _patton_fight(table: NorthAfricaTable) -> bool:
    """The first Allied attack of the action with a US unit (N66)."""
    fight, op = table.combat, table.op
    if ("patton" not in table.effects or fight is None or op is None
            or fight["seat"] != ALLIED_SEAT):
        return False
    if not any(table.unit(u).nationality == "US" for u in fight["attackers"]):
        return False
    earlier = [u for u in op["attacked"] if u not in fight["attackers"]]
    return not any(table.unit(u).nationality == "US" for u in earlier)


def _patton_shift(table: NorthAfricaTable, role: str) -> list[tuple[str, int]]:
    return [("patton", 1)] if role == "a" and _patton_fight(table) else []


def _patton_advance(table: NorthAfricaTable) -> int:
    return 1 if _patton_fight(table) else 0


effects.SHIFTS.append(_patton_shift)
effects.ADVANCE.append(_patton_advance)


@event("patton")
def patton(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """The card stays in effect; the shift and advance hooks read it."""


# -- Auchinleck --------------------------------------------------------------------------
@event("auchinleck")
def auchinleck(table: NorthAfricaTable, seat: int, card: str, events: list[Any]) -> None:
    """The card stays in effect (the reroll hook reads it); Wavell's effect ends."""
    table.effects.pop("wavell", None)


def _auchinleck_reroll(table: NorthAfricaTable, role: str) -> bool:
    """Once an action round, an Allied attack in Libya or Egypt may reroll its fire die."""
    fight, op = table.combat, table.op
    return ("auchinleck" in table.effects and role == "a" and fight is not None
            and op is not None and fight["seat"] == ALLIED_SEAT and not op.get("rerolled")
            and table.board.space(fight["target"]).region in LIBYA_EGYPT)


effects.REROLL.append(_auchinleck_reroll)
