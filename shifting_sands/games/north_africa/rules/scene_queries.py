"""Read-only questions the scene asks of a view: each unit's supply, the fire plan of a
fight, the units of each place. Pure and stateless (no pygame).

The answers come from the rules' own functions run on a table the rules' own `determinize`
builds from the view (where the units stand, who controls what, the flags, the fight in
hand), so the overlay and the combat panel never restate a rule; the unseen cards it deals
do not matter here, as nothing asked depends on them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from shifting_sands.games.north_africa.rules.determinize import determinize
from shifting_sands.games.north_africa.rules.tabletop import OFF_MAP, SIDES, NorthAfricaTable
from shifting_sands.games.north_africa.rules.view import NorthAfricaView
from shifting_sands.rules.rng import GameRng

_LAST: list[Any] = [None, None]
"""The last view asked about and its table: a frame asks dozens of times about one view,
and the cache below hashes the whole view for each question (2-4 ms after a move)."""


def table_from_view(view: NorthAfricaView) -> NorthAfricaTable:
    """A table with the view's public facts: enough for supply and fire plans."""
    if _LAST[0] is not view:
        _LAST[:] = [view, _table_from_view(view)]
    return _LAST[1]


@lru_cache(maxsize=8)
def _table_from_view(view: NorthAfricaView) -> NorthAfricaTable:
    return determinize(view, GameRng(0))


def on_map(view: NorthAfricaView, place: str) -> bool:
    if place in OFF_MAP:
        return False
    table = table_from_view(view)
    return not table.board.space(place).box


def supply_by_unit(view: NorthAfricaView) -> dict[str, str]:
    """"full", "limited" or "none" for every unit on the map."""
    table = table_from_view(view)
    return {unit: table.supply_of(unit).value for unit, place in view.where
            if on_map(view, place)}


def _units(view: NorthAfricaView) -> Any:
    """The view's content's units (by the content's hash, as `determinize` finds it)."""
    from shifting_sands.content.north_africa_game import content_by_hash, default_north_africa

    return (content_by_hash(view.content) or default_north_africa()).units


def units_by_place(view: NorthAfricaView) -> dict[str, list[str]]:
    """Each place's units, full divisions first (the top of a pile is its strongest).
    From the content and the view's reduced units alone: building a whole table for it
    (`table_from_view`) took most of this in the frame after a move (issue 37)."""
    units, reduced = _units(view), frozenset(view.reduced)
    found: dict[str, list[str]] = {}
    for unit, place in view.where:
        found.setdefault(place, []).append(unit)

    def order(unit_id: str) -> tuple[bool, bool, int, str]:
        unit, down = units[unit_id], unit_id in reduced
        return (unit.size != "division", down, -(unit.reduced if down else unit.full).combat,
                unit_id)

    for here in found.values():
        here.sort(key=order)
    return found


def factors(view: NorthAfricaView, unit: str) -> str:
    """The counter's "combat-loss-movement" of its current step."""
    counter = _units(view)[unit]
    step = counter.reduced if unit in view.reduced else counter.full
    return f"{step.combat}-{step.loss}-{step.movement}"


def fire_plans(view: NorthAfricaView) -> dict[str, dict[str, Any]]:
    """For a fight in hand: what the attacker ("a") and defender ("d") fire with now."""
    from shifting_sands.games.north_africa.rules.combat import alive, fire_plan

    table = table_from_view(view)
    if table.combat is None:
        return {}
    plans = {}
    for role in ("a", "d"):
        plan = dict(fire_plan(table, role))
        plan["units"] = alive(table, role)
        plans[role] = plan
    return plans


def side_of(view: NorthAfricaView, unit: str) -> int:
    return SIDES.index(table_from_view(view).unit(unit).side)


def activation_cost(view: NorthAfricaView, space: str, mode: str) -> int:
    """What activating `space` for `mode` costs the side acting now, in OPS (the rules' own
    sum: groups, units out of supply, limited supply when attacking, an event's grant)."""
    from shifting_sands.games.north_africa.rules.operations import event_cost

    return event_cost(table_from_view(view), space, view.active, mode)


SOURCE_SIDES = {"axis": "Axis", "allied": "Allies", "Vichy French": "Vichy French",
                "Iraqi": "Iraqis"}
"""The kinds of supply source a space may be, as the hover note names them (N15; the Free
French of Chad and the LRDG use the Allied sources and their own box)."""


def space_facts(view: NorthAfricaView, space: str) -> dict[str, Any]:
    """What the rules say of a space now, for its hover note: the stacking points used and
    the limit (N19), whose supply source it is now (N15), and whether it is a closed country
    an event has opened (N7)."""
    table = table_from_view(view)
    return {"points": table.stack_points(space),
            "limit": table.tables.model.stacking.limit_points.value,
            "box": table.board.space(space).box,
            "sources": [word for kind, word in SOURCE_SIDES.items()
                        if space in table.sources(kind)],
            "opened": space in table.opened()}


def activation_terms(view: NorthAfricaView, space: str, mode: str) -> dict[str, Any]:
    """What activating `space` for `mode` costs the side acting now, with the terms of the
    price in words, and why it is not offered (None when it is): `costs.activation_terms`."""
    from shifting_sands.games.north_africa.rules.costs import activation_terms as terms

    return terms(table_from_view(view), space, mode)
