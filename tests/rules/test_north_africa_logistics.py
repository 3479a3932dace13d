"""North Africa scenario tests on the real map: supply, attrition, redeployment and
replacements.

Positions are built with `north_africa_builders`; every die is fixed; every step goes through
`legal_actions()` and `apply()`.
"""

from __future__ import annotations

import pytest

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import ELIMINATED, RESERVE

from .north_africa_builders import (
    ALLIED,
    AXIS,
    REPLACEMENT,
    act,
    empty_table,
    events_of,
    finish_turn,
    place,
    redeploys_of,
    set_control,
    start_rd,
)

FULL, LIMITED, NONE = Supply.FULL, Supply.LIMITED, Supply.NONE


# -- supply (N15) --------------------------------------------------------------------------
@pytest.mark.parametrize(("space", "supply"), [("Tripoli", FULL), ("Homs", FULL),
                                               ("Buerat", FULL), ("Sirte", LIMITED),
                                               ("El Agheila", LIMITED)])
def test_axis_supply_from_tripoli(space, supply):
    state = empty_table()
    place(state, "it_pavia", space)
    assert state.supply_of("it_pavia") is supply


def test_a_cut_pocket_with_a_port_is_limited_without_one_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus", "Buerat")
    place(state, "it_pavia", "Barce")
    place(state, "it_brescia", "Murzuk")
    assert state.supply_of("it_pavia") is LIMITED  # the Benghazi pocket: via port
    assert state.supply_of("it_brescia") is NONE


def test_montgomery_makes_benghazi_and_tobruk_allied_sources():
    state = empty_table()
    set_control(state, ALLIED, "Benghazi", "Tobruk")
    place(state, "uk_6", "Benghazi")
    place(state, "uk_matruh", "Tobruk")
    assert state.supply_of("uk_6") is LIMITED
    state.flags["montgomery"] = True
    state.forget()
    assert state.supply_of("uk_6") is FULL and state.supply_of("uk_matruh") is FULL


def test_torch_makes_tunis_an_axis_source():
    state = empty_table()
    set_control(state, AXIS, "Tunis", "Bizerte", "Medjez el Bab")
    place(state, "de_10pz", "Medjez el Bab")
    assert state.supply_of("de_10pz") is LIMITED
    state.flags["torch"] = True
    state.forget()
    assert state.supply_of("de_10pz") is FULL


def test_free_french_trace_to_chad_lrdg_to_the_deep_desert():
    state = empty_table()
    set_control(state, ALLIED, "Kufra", "Jalo")
    place(state, "ff_leclerc", "Kufra")
    place(state, "uk_armbg", "Kufra")
    place(state, "lrdg", "Jalo")
    assert state.supply_of("ff_leclerc") is FULL
    assert state.supply_of("uk_armbg") is NONE
    assert state.supply_of("lrdg") is FULL


def test_enemy_units_block_a_supply_path_beside_it_they_do_not():
    state = empty_table()
    place(state, "it_pavia", "Buerat")
    place(state, "uk_matruh", "Hon")  # beside the path
    set_control(state, ALLIED, "Hon")
    assert state.supply_of("it_pavia") is FULL
    place(state, "uk_armbg", "Homs")  # on the path (the space stays the Axis's)
    assert state.supply_of("it_pavia") is LIMITED  # round by Tarhuna: 4 connections


# -- attrition (N16) -------------------------------------------------------------------------
def test_attrition_eliminates_the_unsupplied_and_sweeps_control():
    state = empty_table(turn=2)
    set_control(state, ALLIED, "Hon")
    place(state, "it_pavia", "Murzuk")
    place(state, "it_1cc", "Murzuk")
    place(state, "uk_armbg", "Agedabia")  # in an Axis space: out of supply too
    place(state, "it_maletti", "Homs")
    place(state, "uk_matruh", "Sollum")
    events = finish_turn(state)
    assert state.where["it_pavia"] == ELIMINATED and state.where["it_1cc"] == REPLACEMENT
    assert state.where["uk_armbg"] == REPLACEMENT
    assert {e.unit: e.permanent for e in events_of(events, ev.AttritionLoss)} == {
        "it_pavia": True, "it_1cc": False, "uk_armbg": False}
    assert state.where["it_maletti"] == "Homs" and state.where["uk_matruh"] == "Sollum"
    assert state.control["Murzuk"] == state.control["Agedabia"] == "axis"  # nobody holds them


# -- redeployment (N17) ----------------------------------------------------------------------
def test_rd_costs_three_a_division_one_a_battlegroup_unspent_points_lost():
    state = empty_table()
    place(state, "it_pavia", "Tripoli")
    place(state, "it_maletti", "Tripoli")
    place(state, "it_1cc", "Tripoli")
    start_rd(state, AXIS, 3)
    assert redeploys_of(state, "it_pavia") and redeploys_of(state, "it_maletti")
    act(state, ev.Redeploy("it_maletti", "Homs"))
    assert state.op["points"] == 2
    assert not redeploys_of(state, "it_pavia")  # 3 needed
    assert not redeploys_of(state, "it_maletti")  # once an action
    assert redeploys_of(state, "it_1cc")
    act(state, ev.EndRedeploy())
    assert state.op is None and state.current_player == ALLIED


def test_rd_through_friendly_land_and_sea_lanes_between_friendly_ports():
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus")
    place(state, "it_maletti", "Tripoli")
    start_rd(state, AXIS, 1)
    dest = redeploys_of(state, "it_maletti")
    assert "Benghazi" in dest and "Barce" in dest  # by sea to Benghazi, then by land
    assert "Agedabia" not in dest and RESERVE in dest
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus", "Benghazi")
    place(state, "it_maletti", "Tripoli")
    start_rd(state, AXIS, 1)
    dest = redeploys_of(state, "it_maletti")
    assert "Benghazi" not in dest and "Barce" not in dest and "Tobruk" not in dest


def test_rd_from_the_reserve_box_to_a_source_or_a_supplied_unit_of_its_nationality():
    state = empty_table()
    place(state, "it_maletti", RESERVE)
    place(state, "it_pavia", "Sirte")
    place(state, "de_21pz", "Homs")  # not Italian
    set_control(state, ALLIED, "Hon")
    place(state, "it_1cc", "Murzuk")  # Italian but out of supply
    start_rd(state, AXIS, 1)
    assert redeploys_of(state, "it_maletti") == ["Sirte", "Tripoli"]


def test_rd_lrdg_and_the_deep_desert():
    state = empty_table()
    place(state, "lrdg", "Deep Desert")
    place(state, "it_1cc", "Jalo")
    start_rd(state, ALLIED, 1)
    assert redeploys_of(state, "lrdg") == ["Giarabub", "Hon", "Kufra", "Qattara", "Siwa"]
    act(state, ev.Redeploy("lrdg", "Siwa"))
    state = empty_table()
    place(state, "lrdg", "Siwa")
    start_rd(state, ALLIED, 1)
    assert "Deep Desert" in redeploys_of(state, "lrdg")


def test_no_rd_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Hon")
    place(state, "it_1cc", "Murzuk")
    place(state, "it_maletti", "Tripoli")
    start_rd(state, AXIS, 2)
    assert redeploys_of(state, "it_1cc") == []
    assert redeploys_of(state, "it_maletti")


# -- replacements (N18) ----------------------------------------------------------------------
def replace_phase(state, seat, halves):
    state.phase, state.active, state.current_player = "replace", seat, seat
    state.rp_halves[seat] = halves


def test_replacements_flip_and_rebuild_points_carry_over():
    state = empty_table()
    place(state, "it_pavia", "Homs", reduced=True)
    place(state, "it_1cc", "Homs", reduced=True)
    place(state, "it_maletti", REPLACEMENT)
    place(state, "it_brescia", REPLACEMENT)
    place(state, "it_savona", ELIMINATED)
    replace_phase(state, AXIS, 5)
    legal = set(state.legal_actions())
    assert {ev.Replace("it_pavia"), ev.Replace("it_1cc"), ev.Rebuild("it_maletti", "Tripoli"),
            ev.Rebuild("it_brescia", "Tripoli")} <= legal
    assert not any(getattr(a, "unit", None) == "it_savona" for a in legal)
    act(state, ev.Rebuild("it_brescia", "Tripoli"))  # 2 RP
    assert state.rp_halves[AXIS] == 1 and state.where["it_brescia"] == "Tripoli"
    assert "it_brescia" not in state.reduced
    assert set(state.legal_actions()) == {ev.Replace("it_1cc"), ev.EndReplacements()}
    act(state, ev.Replace("it_1cc"))  # half a point
    assert state.rp_halves[AXIS] == 0 and "it_1cc" not in state.reduced


def test_unspent_rp_carry_to_the_next_turn():
    state = empty_table()
    place(state, "it_pavia", "Homs", reduced=True)
    state.rp_halves[AXIS] = 1  # half a point: not enough for a division step
    finish_turn(state)
    assert state.turn == 2 and state.rp_halves[AXIS] == 1
    assert "it_pavia" in state.reduced


def test_no_replacement_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Hon")
    place(state, "it_1cc", "Murzuk", reduced=True)
    replace_phase(state, AXIS, 4)
    assert ev.Replace("it_1cc") not in state.legal_actions()


def test_east_african_divisions_rebuild_only_at_addis_ababa():
    state = empty_table()
    place(state, "it_gds", REPLACEMENT)
    replace_phase(state, AXIS, 4)
    assert [a for a in state.legal_actions() if isinstance(a, ev.Rebuild)] == [
        ev.Rebuild("it_gds", "Addis Ababa")]
    set_control(state, ALLIED, "Addis Ababa")
    assert not any(isinstance(a, ev.Rebuild) for a in state.legal_actions())
