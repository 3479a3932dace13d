"""The scene's pile order and counter factors read from the content and the view's reduced
units (issue 37: no table is built for them) are those the table built from the view gives,
at positions of a played game."""

from __future__ import annotations

from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.rules import scene_queries as q
from shifting_sands.screenshot import demo_match


def from_the_table(view) -> tuple[dict[str, list[str]], dict[str, str]]:
    table = q.table_from_view(view)
    found: dict[str, list[str]] = {}
    for unit, place in view.where:
        found.setdefault(place, []).append(unit)
    for units in found.values():
        units.sort(key=lambda u: (table.unit(u).size != "division", u in table.reduced,
                                  -table.step(u).combat, u))
    factors = {}
    for unit, _place in view.where:
        step = table.step(unit)
        factors[unit] = f"{step.combat}-{step.loss}-{step.movement}"
    return found, factors


def test_piles_and_factors_are_the_table_s_at_every_position():
    spec = get_spec("north_africa")
    reduced_seen = 0
    for index in (0, 120, 260, 400, 501):
        state = demo_match(spec, seed=7, moves=index, players=None, seat=0).state
        for seat in (0, 1):
            view = state.view_for(seat)
            piles, factors = from_the_table(view)
            assert q.units_by_place(view) == piles
            assert {unit: q.factors(view, unit) for unit, _ in view.where} == factors
            reduced_seen += len(view.reduced)
    assert reduced_seen > 0  # reduced units were met
