"""An operation (OPS, rulings N5-N8) and a redeployment (N17): what may be activated, where
units may move, which attacks may be declared, where a unit may be redeployed.

`op` on the table holds the action in hand: its kind ("ops" or "rd"), the points left, the
spaces activated and their markers, control as the action began, the units that moved,
the units ready to attack and those that have attacked.
"""

from __future__ import annotations

from collections import deque
from itertools import combinations
from typing import Any

from shifting_sands.games.north_africa import actions as ev
from shifting_sands.games.north_africa import effects
from shifting_sands.games.north_africa.movement import move_costs
from shifting_sands.games.north_africa.supply import Supply
from shifting_sands.games.north_africa.table import (
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
    from shifting_sands.games.north_africa.events.allied_politics import held_in_box

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
        if held_in_box(table, space):
            continue
        for mode in ("move", "attack"):
            if mode == "attack" and not enemy_targets_near(table, space, seat):
                continue
            if activation_cost(table, space, seat, mode) <= op["points"]:
                actions.append(ev.Activate(space, mode))
    actions.append(ev.EndActivation())
    return actions


def activate(table: NorthAfricaTable, action: ev.Activate, events: list[Any]) -> None:
    op = table.op
    assert op is not None
    cost = activation_cost(table, action.space, table.active, action.mode)
    op["points"] -= cost
    op["activated"][action.space] = action.mode
    events.append(ev.Activated(table.active, action.space, action.mode, cost))
    if action.mode == "attack":
        for unit_id in own_units_at(table, action.space, table.active):
            op["ready"][unit_id] = action.space


def end_activation(table: NorthAfricaTable) -> None:
    """On to the moves, or straight to the attacks when nothing was marked Move."""
    op = table.op
    assert op is not None
    if "move" in op["activated"].values():
        op["movers"] = sorted(u for space, mode in op["activated"].items() if mode == "move"
                              for u in own_units_at(table, space, table.active))
        table.phase = "move"
    else:
        table.phase = "attack"


# -- movement (N1, N7) -----------------------------------------------------------------
def destinations(table: NorthAfricaTable, unit_id: str) -> dict[str, int]:
    """Where `unit_id` may end its move now (within stacking), with the points it costs."""
    op = table.op
    assert op is not None
    seat = table.seat_of(unit_id)
    enemy = table.occupied_by(1 - seat)
    movement = table.step(unit_id).movement + effects.extra_movement(table, unit_id)
    reach = move_costs(table.board, table.where[unit_id], movement,
                       SIDES[seat], op["control_start"], enemy, table.opened())
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
    table.put(action.unit, action.to)
    op["moved"].append(action.unit)
    events.append(ev.Moved(action.unit, frm, action.to))
    table.take_control(action.to, table.active, events)
    if (table.unit(action.unit).arm == "armour"
            and op["activated"].get(action.to) == "attack"):
        op["ready"][action.unit] = action.to  # armour moves and attacks (N6)


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
    return (table.flags["rommel"] and not op["rommel_used"] and table.active == 0
            and any(table.unit(u).nationality == "German" for u in units)
            and not table.board.space(target).fort
            and table.effects.get("barbarossa", {}).get("turn") != table.turn
            and table.board.space(target).get("theatre") == "main")


# -- redeployment (N17) ----------------------------------------------------------------
def rd_cost(table: NorthAfricaTable, unit_id: str) -> int:
    model = table.tables.model.redeployment
    return (model.division.value if table.unit(unit_id).size == "division"
            else model.battlegroup.value)


def friendly_reach(table: NorthAfricaTable, start: str, seat: int) -> set[str]:
    """Spaces joined to `start` through spaces of `seat`'s side holding no enemy unit, by
    land or by sea lanes between such ports (N2, N17)."""
    return set(table._memo(("reach", start, seat), lambda: _friendly_reach(table, start, seat)))


def _friendly_reach(table: NorthAfricaTable, start: str, seat: int) -> set[str]:
    enemy = table.occupied_by(1 - seat)
    side = SIDES[seat]

    def friendly(name: str) -> bool:
        return (table.control.get(name) == side and name not in enemy
                and not table.board.space(name).box)

    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in table.board.neighbours(here):
            if there not in seen and friendly(there):
                seen.add(there)
                queue.append(there)
    seen.discard(start)
    return seen


def rd_destinations(table: NorthAfricaTable, unit_id: str) -> list[str]:
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
    return sorted(s for s in found if s != here and table.fits(s, [unit_id]))


def redeploy_actions(table: NorthAfricaTable) -> list[Any]:
    op = table.op
    assert op is not None
    actions: list[Any] = []
    side = SIDES[table.active]
    for unit_id in sorted(table.where):
        unit = table.unit(unit_id)
        if (unit.side != side or table.inert(unit_id) or unit_id in op["moved"]
                or rd_cost(table, unit_id) > op["points"]):
            continue
        actions += [ev.Redeploy(unit_id, to) for to in rd_destinations(table, unit_id)]
    actions.append(ev.EndRedeploy())
    return actions


def redeploy(table: NorthAfricaTable, action: ev.Redeploy, events: list[Any]) -> None:
    op = table.op
    assert op is not None
    frm = table.where[action.unit]
    op["points"] -= rd_cost(table, action.unit)
    op["moved"].append(action.unit)
    table.put(action.unit, action.to)
    events.append(ev.Redeployed(action.unit, frm, action.to))
