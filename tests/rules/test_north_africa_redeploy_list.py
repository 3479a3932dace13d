"""The redeployment list (N17, N19) is built with shortcuts for speed (each place's free
stacking room kept until a unit moves, units that cannot pay skipped); over many positions
of random games it must equal the list taken by the rules' plain definitions."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import operations as ops
from shifting_sands.games.north_africa.rules.tabletop import OFF_MAP
from shifting_sands.rules.rng import GameRng

from .north_africa_builders import AXIS, act, empty_table, place, redeploys_of, start_rd


def free_room(table, place: str) -> float:
    """N19 counted afresh from where every unit stands."""
    if place in OFF_MAP or table.board.space(place).box:
        return float("inf")
    model = table.tables.model.stacking
    here = [u for u, at in table.where.items() if at == place]
    return model.limit_points.value - sum(
        model.division_points.value if table.unit(u).size == "division"
        else model.battlegroup_points.value for u in here)


def plain_list(table, monkeypatch: pytest.MonkeyPatch) -> list:
    """Every unit of the active side that has not moved, to every destination it may
    reach that fits it, where the points left pay for that move."""
    monkeypatch.setattr(table, "room", lambda place: free_room(table, place))
    side = ops.SIDES[table.active]
    found = []
    for unit_id in sorted(table.where):
        if (table.unit(unit_id).side != side or table.inert(unit_id)
                or unit_id in table.op["moved"]):
            continue
        here = table.where[unit_id]
        for to in ops.rd_destinations(table, unit_id):
            assert to != here and table.fits(to, [unit_id])
            if ops.rd_cost(table, unit_id, to) <= table.op["points"]:
                found.append(ev.Redeploy(unit_id, to))
    monkeypatch.undo()
    return [*found, ev.EndRedeploy()]


@pytest.mark.parametrize("seed", range(4))
def test_the_redeployment_list_is_the_plain_definitions(seed: int) -> None:
    monkeypatch = pytest.MonkeyPatch()
    spec = get_spec("north_africa")
    rng = GameRng(seed)
    state = spec.new_game(seed, 2)
    checked = 0
    for _ in range(1500):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if any(isinstance(action, ev.EndRedeploy) for action in legal):
            state.forget()  # nothing kept from an earlier question
            assert ops.redeploy_actions(state) == plain_list(state, monkeypatch)
            checked += 1
        state.apply(rng.choice(legal))
    assert checked >= 5


def test_a_redeployment_that_would_overstack_is_not_offered_and_room_follows_moves() -> None:
    state = empty_table()
    for unit in ("it_pavia", "it_brescia"):
        place(state, unit, "Homs")  # 4 of 6 points
    for unit in ("it_savona", "it_maletti", "it_1cc"):
        place(state, unit, "Tripoli")
    start_rd(state, AXIS, 6)
    assert "Homs" in redeploys_of(state, "it_savona")  # 4 + 2 = 6
    act(state, ev.Redeploy("it_maletti", "Homs"))  # 5 of 6
    assert "Homs" not in redeploys_of(state, "it_savona")  # 5 + 2 = 7
    assert "Homs" in redeploys_of(state, "it_1cc")  # 5 + 1 = 6
