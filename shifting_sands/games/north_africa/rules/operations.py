"""An operation (OPS, rulings N5-N8) and a redeployment (N17): what may be activated, where
units may move, which attacks may be declared, where a unit may be redeployed.

`op` on the table holds the action in hand: its kind ("ops" or "rd"), the points left, the
spaces activated and their markers, control as the action began, the units that moved,
the units ready to attack and those that have attacked.

An event that starts an operation (`events/operation_events.py`, rulings N60-N69) puts what it
allows in the same dict, all optional, so an operation without them plays as before:
`grant` (spaces activated at no cost: how many, which, for which modes, which of their units,
and the modifiers their units carry this action), `flat` (spaces that cost 1 AP each),
`marked` (unit -> the modifiers of the grant that activated it), `units_of` (space -> the only
units an activation there takes), `both` (spaces whose units may move and then attack),
`aim` (spaces whose attacks may go only at one target), `rommel_attacks`, `through_empty`
(units that may move on through empty enemy spaces), `free_rd` (one free redeployment) and
`wins` (the attackers of each won attack).
"""

from __future__ import annotations

from collections import deque
from itertools import combinations
from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.movement import move_costs, move_path
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import (
    CLOSED,
    OFF_MAP,
    RESERVE,
    SIDES,
    NorthAfricaTable,
)

ROUGH = ("marsh", "mountain")


def start_op(table: NorthAfricaTable, kind: str, points: int, card: str | None) -> None:
    table.op = {"kind": kind, "points": points, "card": card, "activated": {},
                "control_start": dict(table.control), "moved": [], "ready": {},
                "attacked": [], "rommel_used": False}
    table.phase = "activate" if kind == "ops" else "redeploy"


# -- activation (N6) -------------------------------------------------------------------
def own_units_at(table: NorthAfricaTable, space: str, seat: int) -> list[str]:
    side = SIDES[seat]
    return [u for u in table.units_at(space)
            if table.unit(u).side == side and not table.inert(u)]


def activation_cost(table: NorthAfricaTable, space: str, seat: int, mode: str) -> int:
    """1 per activation group among the supplied units, 1 per out-of-supply unit; attacking
    with limited-supply units costs 1 each instead of their group's 1."""
    groups: dict[str, list[Supply]] = {}
    cost = 0
    for unit_id in own_units_at(table, space, seat):
        supply = table.supply_of(unit_id)
        if supply is Supply.NONE:
            cost += 1
        else:
            groups.setdefault(table.unit(unit_id).group, []).append(supply)
    for supplies in groups.values():
        limited = supplies.count(Supply.LIMITED)
        if mode == "attack" and limited:
            cost += limited + (1 if Supply.FULL in supplies else 0)
        else:
            cost += 1
    return effects.activation_cost(table, space, seat, mode, cost)


# -- what an event allows (N60-N69) ------------------------------------------------------
def unit_fits(table: NorthAfricaTable, unit_id: str, spec: dict[str, Any] | None) -> bool:
    """Whether a unit is of the kind an event names: nationalities, activation groups, arm,
    size (each optional)."""
    if not spec:
        return True
    unit = table.unit(unit_id)
    return ((not spec.get("id") or unit_id in spec["id"])
            and (not spec.get("nationality") or unit.nationality in spec["nationality"])
            and (not spec.get("group") or unit.group in spec["group"])
            and (not spec.get("arm") or unit.arm == spec["arm"])
            and (not spec.get("size") or unit.size == spec["size"]))


def space_fits(table: NorthAfricaTable, space: str, seat: int, spec: dict[str, Any]) -> bool:
    """Whether `space` is one an event names: a space of the side's units (N60) in the
    regions or the theatre, next to a named space, the one space named, with units of a
    kind (each optional); `any_of` takes either of several descriptions."""
    if "any_of" in spec:
        return any(space_fits(table, space, seat, one) for one in spec["any_of"])
    place = table.board.space(space)
    if place.box or ("only" in spec and space != spec["only"]):
        return False
    in_region = bool(spec.get("regions")) and place.region in spec["regions"]
    in_theatre = bool(spec.get("theatre")) and place.get("theatre") == spec["theatre"]
    if (spec.get("regions") or spec.get("theatre")) and not (in_region or in_theatre):
        return False
    if spec.get("near") and space not in table.board.neighbours(spec["near"]):
        return False
    return bool(granted_units(table, space, seat, spec.get("units")))


def granted_units(table: NorthAfricaTable, space: str, seat: int,
                  spec: dict[str, Any] | None) -> list[str]:
    return [u for u in own_units_at(table, space, seat) if unit_fits(table, u, spec)]


def free_here(table: NorthAfricaTable, space: str, seat: int, mode: str) -> bool:
    """Whether the event in hand activates `space` for `mode` at no cost now."""
    op = table.op
    grant = op.get("grant") if op else None
    if not grant or grant["left"] <= 0 or mode not in grant["modes"]:
        return False
    if not space_fits(table, space, seat, grant["spec"]):
        return False
    if grant.get("per") == "unit":
        return len(granted_units(table, space, seat, grant.get("units"))) <= grant["left"]
    return True


def event_cost(table: NorthAfricaTable, space: str, seat: int, mode: str) -> int:
    """The cost of an activation in the operation in hand: 0 where the event activates at no
    cost, 1 where it says "1 AP each", else the rules' cost."""
    op = table.op
    if op is not None:
        if free_here(table, space, seat, mode):
            return 0
        if op.get("flat") and space_fits(table, space, seat, op["flat"]):
            return min(1, activation_cost(table, space, seat, mode))
    return activation_cost(table, space, seat, mode)


def activated_units(table: NorthAfricaTable, space: str, seat: int) -> list[str]:
    """The units an activation of `space` takes: all, or those the event named."""
    op = table.op
    only = op.get("units_of", {}).get(space) if op else None
    units = own_units_at(table, space, seat)
    return units if only is None else [u for u in units if u in only]


def enemy_targets_near(table: NorthAfricaTable, space: str, seat: int) -> list[str]:
    """Enemy-held spaces a unit in `space` could attack: joined by land, not a box, not a
    closed country."""
    enemy = table.occupied_by(1 - seat)
    found = []
    for there in table.board.neighbours(space):
        if there not in enemy or table.board.space(there).box:
            continue
        if table.board.connection(space, there).kind == "sea":
            continue
        if table.control.get(there) in CLOSED and there not in table.opened():
            continue
        found.append(there)
    return found


def activation_actions(table: NorthAfricaTable) -> list[Any]:
    op, seat = table.op, table.active
    assert op is not None
    spaces = sorted({here for u, here in table.where.items()
                     if here not in OFF_MAP and table.unit(u).side == SIDES[seat]
                     and not table.inert(u)})
    actions: list[Any] = []
    for space in spaces:
        if space in op["activated"]:
            continue
        if table.board.space(space).box and not table.board.neighbours(space):
            continue
        if effects.held_in_box(table, space):
            continue
        for mode in ("move", "attack"):
            if mode == "attack" and not enemy_targets_near(table, space, seat):
                continue
            if event_cost(table, space, seat, mode) <= op["points"]:
                actions.append(ev.Activate(space, mode))
    actions.append(ev.EndActivation())
    return actions


def activate(table: NorthAfricaTable, action: ev.Activate, events: list[Any]) -> None:
    op = table.op
    assert op is not None
    seat = table.active
    free = free_here(table, action.space, seat, action.mode)
    cost = event_cost(table, action.space, seat, action.mode)
    if free:
        use_grant(table, action.space, seat)
    op["points"] -= cost
    op["activated"][action.space] = action.mode
    events.append(ev.Activated(seat, action.space, action.mode, cost))
    if action.mode == "attack" or action.space in op.get("both", ()):
        for unit_id in activated_units(table, action.space, seat):
            op["ready"][unit_id] = action.space


def use_grant(table: NorthAfricaTable, space: str, seat: int) -> None:
    """A free activation: count it, keep to the units it names, mark them with the round's
    modifiers."""
    op = table.op
    assert op is not None
    grant = op["grant"]
    units = granted_units(table, space, seat, grant.get("units"))
    grant["left"] -= len(units) if grant.get("per") == "unit" else 1
    if grant.get("units"):
        op.setdefault("units_of", {})[space] = units
    if grant.get("both"):
        op.setdefault("both", []).append(space)
    for unit_id in units:
        op.setdefault("marked", {})[unit_id] = dict(grant.get("mods", {}))
    if grant.get("mods", {}).get("through_empty"):
        op.setdefault("through_empty", []).extend(units)


def mods_of(table: NorthAfricaTable, units: list[str]) -> list[dict[str, Any]]:
    """The modifiers an event gave these units this action (one dict per marked unit)."""
    op = table.op
    marked = op.get("marked", {}) if op else {}
    return [marked[u] for u in units if u in marked]


def end_activation(table: NorthAfricaTable) -> None:
    """On to the moves, or straight to the attacks when nothing was marked Move."""
    op = table.op
    assert op is not None
    if "move" in op["activated"].values():
        op["movers"] = sorted(u for space, mode in op["activated"].items() if mode == "move"
                              for u in activated_units(table, space, table.active))
        table.phase = "move"
    else:
        table.phase = "attack"


# -- movement (N1, N7) -----------------------------------------------------------------
def move_terms(table: NorthAfricaTable, unit_id: str) -> tuple[int, dict[str, str], set[str]]:
    """What a move of `unit_id` now goes by: its movement points, control as the action
    began (as an event changes it) and the spaces holding enemy units."""
    op = table.op
    assert op is not None
    seat = table.seat_of(unit_id)
    enemy = table.occupied_by(1 - seat)
    movement = table.step(unit_id).movement + effects.extra_movement(table, unit_id)
    control = op["control_start"]
    if unit_id in op.get("through_empty", ()):
        # Jock Columns (N66): empty enemy spaces do not stop it (forts still do)
        control = {space: (SIDES[seat] if owner == SIDES[1 - seat] and space not in enemy
                           and not table.board.space(space).fort else owner)
                   for space, owner in control.items()}
    return movement, control, enemy


def destinations(table: NorthAfricaTable, unit_id: str) -> dict[str, int]:
    """Where `unit_id` may end its move now (within stacking), with the points it costs."""
    movement, control, enemy = move_terms(table, unit_id)
    reach = move_costs(table.board, table.where[unit_id], movement,
                       SIDES[table.seat_of(unit_id)], control, enemy, table.opened())
    return {space: cost for space, cost in reach.items() if table.fits(space, [unit_id])}


def move_actions(table: NorthAfricaTable) -> list[Any]:
    op = table.op
    assert op is not None
    actions: list[Any] = []
    for unit_id in op["movers"]:
        if unit_id in op["moved"]:
            continue
        actions += [ev.Move(unit_id, to) for to in sorted(destinations(table, unit_id))]
    actions.append(ev.EndMoves())
    return actions


def move(table: NorthAfricaTable, action: ev.Move, events: list[Any]) -> None:
    op = table.op
    assert op is not None
    frm = table.where[action.unit]
    way = [action.to]
    if action.unit not in op.get("through_empty", ()):  # Jock Columns pass through (N66)
        movement, control, enemy = move_terms(table, action.unit)
        way = move_path(table.board, frm, action.to, movement, SIDES[table.active],
                        control, enemy, table.opened())
    table.put(action.unit, action.to)
    op["moved"].append(action.unit)
    events.append(ev.Moved(action.unit, frm, action.to))
    for space in way:  # every space entered is taken (N31), the end last
        table.take_control(space, table.active, events)
    if (table.unit(action.unit).arm == "armour"
            and op["activated"].get(action.to) == "attack"):
        op["ready"][action.unit] = action.to  # armour moves and attacks (N6)
    elif op["ready"].get(action.unit) == frm and frm in op.get("both", ()):
        op["ready"][action.unit] = action.to  # an event's move-and-attack (N61)


# -- attacks (N8, N10) -----------------------------------------------------------------
def ready_units(table: NorthAfricaTable, space: str) -> list[str]:
    op = table.op
    assert op is not None
    return sorted(u for u, at in op["ready"].items()
                  if at == space and table.where.get(u) == space and u not in op["attacked"])


def attack_actions(table: NorthAfricaTable) -> list[Any]:
    """Every attack that may be declared: a target and a non-empty set of Attack spaces
    beside it with units still to attack, with the flank attempt and Rommel where allowed."""
    op = table.op
    assert op is not None
    seat = table.active
    by_target: dict[str, list[str]] = {}
    for space in sorted(set(op["ready"].values())):
        if not ready_units(table, space):
            continue
        for target in enemy_targets_near(table, space, seat):
            aim = op.get("aim")
            if aim and space in aim["spaces"] and target != aim["target"]:
                continue
            by_target.setdefault(target, []).append(space)
    actions: list[Any] = []
    for target in sorted(by_target):
        spaces = by_target[target]
        for size in range(1, len(spaces) + 1):
            for chosen in combinations(spaces, size):
                units = [u for s in chosen for u in ready_units(table, s)]
                flanks = (False, True) if can_flank(table, target, units) else (False,)
                rommels = (False, True) if can_rommel(table, target, units) else (False,)
                actions += [ev.Attack(target, chosen, flank, rommel)
                            for flank in flanks for rommel in rommels]
    actions.append(ev.EndAttacks())
    return actions


def shuts_armour(table: NorthAfricaTable, space: str) -> bool:
    """Fort, marsh and mountain: no flank attack, no armour shift, no overrun (and what
    the cards in effect make a fort or a marsh)."""
    place = table.board.space(space)
    return (effects.is_fort(table, space) or place.terrain in ROUGH
            or effects.counts_as_marsh(table, space))


def can_flank(table: NorthAfricaTable, target: str, units: list[str]) -> bool:
    rule = table.tables.model.flank_attack
    armour = any(table.unit(u).arm == "armour" for u in units)
    return (len(units) >= rule.min_units.value and (armour or not rule.needs_armour.value)
            and not shuts_armour(table, target))


def can_rommel(table: NorthAfricaTable, target: str, units: list[str]) -> bool:
    """Rommel's shift: in play, once an action round, an Axis attack with a German unit, not
    against a fort, not in the Near East or East Africa (N8)."""
    op = table.op
    assert op is not None
    used = op.get("rommel_count", int(op["rommel_used"]))
    return (table.flags["rommel"] and used < op.get("rommel_attacks", 1) and table.active == 0
            and any(table.unit(u).nationality == "German" for u in units)
            and not table.board.space(target).fort
            and table.effects.get("barbarossa", {}).get("turn") != table.turn
            and table.board.space(target).get("theatre") == "main")


# -- redeployment (N17) ----------------------------------------------------------------
def rd_cost(table: NorthAfricaTable, unit_id: str, to: str | None = None) -> int:
    """1 point a battlegroup, 3 a division (N17); what an event changes for a move by sea
    (Tunisian Bridgehead, Tobruk Ferry: N67, N68)."""
    model = table.tables.model.redeployment
    division = table.unit(unit_id).size == "division"
    cost = model.division.value if division else model.battlegroup.value
    if to is not None:
        cost = min(cost, sea_moves(table, unit_id).get(to, cost))
    return cost


SEA_MOVES: list[Any] = []
"""Hooks (table, unit) -> {destination: RD cost} an event opens by sea for the unit now."""


def sea_moves(table: NorthAfricaTable, unit_id: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for hook in SEA_MOVES:
        for to, cost in hook(table, unit_id).items():
            found[to] = min(cost, found.get(to, cost))
    return found


def friendly_reach(table: NorthAfricaTable, start: str, seat: int) -> set[str]:
    """Spaces joined to `start` through spaces of `seat`'s side holding no enemy unit, by
    land or by sea lanes between such ports (N2, N17)."""
    return set(table._memo(("reach", start, seat), lambda: _friendly_reach(table, start, seat)))


def _friendly_reach(table: NorthAfricaTable, start: str, seat: int) -> set[str]:
    enemy = table.occupied_by(1 - seat)
    side = SIDES[seat]
    through = effects.passable(table, seat) - enemy if effects.PASSABLE else set()

    def friendly(name: str) -> bool:
        return (table.control.get(name) == side and name not in enemy
                and not table.board.space(name).box)

    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in table.board.neighbours(here):
            if there not in seen and (friendly(there) or there in through):
                seen.add(there)
                queue.append(there)
    seen.discard(start)
    return seen - through


def rd_destinations(table: NorthAfricaTable, unit_id: str,
                    by_sea: dict[str, int] | None = None) -> list[str]:
    seat = table.seat_of(unit_id)
    here = table.where[unit_id]
    unit = table.unit(unit_id)
    found: set[str] = set()
    if here == RESERVE:
        kind = table.supply_kind(unit_id)
        found = {s for s in table.sources(kind) if not table.board.space(s).box}
        for other, at in table.where.items():
            if (at not in OFF_MAP and table.unit(other).nationality == unit.nationality
                    and table.supply_of(other) is not Supply.NONE
                    and table.unit(other).side == unit.side):
                found.add(at)
        enemy = table.occupied_by(1 - seat)
        found = {s for s in found if s not in enemy and table.control.get(s) == SIDES[seat]}
    elif here in OFF_MAP:
        return []
    elif unit.nationality == "LRDG" and here == "Deep Desert":
        enemy = table.occupied_by(1 - seat)
        found = {s for s in table.board.neighbours(here) if s not in enemy
                 and table.control.get(s) not in CLOSED}
    else:
        if table.supply_of(unit_id) is Supply.NONE:
            return []
        if not table.board.space(here).box:
            found = friendly_reach(table, here, seat)
            found.add(RESERVE)
        if unit.nationality == "LRDG":
            found.add("Deep Desert")
    found |= set(sea_moves(table, unit_id) if by_sea is None else by_sea)
    points = table.content.stack_points[unit_id]
    return sorted(s for s in found if s != here and table.room(s) >= points)


def redeploy_actions(table: NorthAfricaTable) -> list[Any]:
    op = table.op
    assert op is not None
    actions: list[Any] = []
    side = SIDES[table.active]
    for unit_id in sorted(table.where):
        unit = table.unit(unit_id)
        if unit.side != side or table.inert(unit_id) or unit_id in op["moved"]:
            continue
        by_sea = sea_moves(table, unit_id)
        cost = rd_cost(table, unit_id)  # by land; by sea as `by_sea` says (rd_cost)
        if min([cost, *by_sea.values()]) > op["points"]:
            continue  # no move it could pay for: its destinations need not be found
        actions += [ev.Redeploy(unit_id, to) for to in rd_destinations(table, unit_id, by_sea)
                    if min(cost, by_sea.get(to, cost)) <= op["points"]]
    actions.append(ev.EndRedeploy())
    return actions


def redeploy(table: NorthAfricaTable, action: ev.Redeploy, events: list[Any]) -> None:
    op = table.op
    assert op is not None
    frm = table.where[action.unit]
    cost = rd_cost(table, action.unit, action.to)
    if cost == 0 and op.get("free_rd"):
        op["free_rd"] -= 1  # Tobruk Ferry's one free move (N68)
    op["points"] -= cost
    op["moved"].append(action.unit)
    table.put(action.unit, action.to)
    events.append(ev.Redeployed(action.unit, frm, action.to))
