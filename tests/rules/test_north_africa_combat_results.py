"""North Africa scenario tests on the real map: what a battle leaves behind, winning and
retreat, overrun and advance.

Positions are built with `north_africa_builders`; every die is fixed; every step goes through
`legal_actions()` and `apply()`.
"""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import ELIMINATED

from .north_africa_builders import (
    ALLIED,
    AXIS,
    REPLACEMENT,
    act,
    attack,
    cairo_front,
    empty_table,
    events_of,
    place,
    roll,
    set_control,
)

FULL, LIMITED, NONE = Supply.FULL, Supply.LIMITED, Supply.NONE


# -- winning, retreat (N12, N14, N29, N30) ---------------------------------------------------
def test_the_loser_retreats_and_the_defender_chooses_among_the_best():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)
    act(state, ev.TakeLoss("uk_6"))
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.Retreat(p) for p in
                                          ("Asyut", "Ismailia", "Suez", "Tanta")}
    act(state, ev.Retreat("Suez"))
    assert state.where["uk_6"] == state.where["uk_matruh"] == "Suez"  # together


def test_retreat_prefers_friendly_then_room():
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia")
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    for unit in ("uk_7armd", "in_4", "au_6"):
        place(state, unit, "Suez")  # full
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)  # won: the only friendly space with room is Tanta, taken at once
    assert state.where["uk_6"] == "Tanta"


def test_a_retreat_into_overstacking_eliminates_the_weakest():
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta")
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    for unit in ("uk_7armd", "in_4", "au_6"):
        place(state, unit, "Suez")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)
    events = act(state, ev.TakeLoss("uk_6"))
    # friendly Suez (full) beats the empty Axis spaces: 9 points there, 3 too many
    assert events_of(events, ev.OverstackLoss) == [ev.OverstackLoss("uk_matruh", False),
                                                   ev.OverstackLoss("uk_6", True)]
    assert state.where["uk_matruh"] == REPLACEMENT and state.where["uk_6"] == ELIMINATED


def test_defenders_that_cannot_retreat_are_eliminated():
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta", "Suez")
    place(state, "de_21pz", "Alexandria")
    for unit, space in (("de_15pz", "Asyut"), ("it_pavia", "Ismailia"), ("it_brescia", "Tanta"),
                        ("it_savona", "Suez")):
        place(state, unit, space)
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)  # 1 against 0: the battlegroup flips and must retreat
    assert state.where["uk_matruh"] == REPLACEMENT


def test_forts_hold():
    state = empty_table()
    set_control(state, AXIS, "Mersa Matruh")
    place(state, "de_21pz", "Mersa Matruh")
    place(state, "de_15pz", "Mersa Matruh")
    place(state, "uk_6", "El Alamein")
    place(state, "uk_matruh", "El Alamein")
    attack(state, "El Alamein", ["Mersa Matruh"])
    events = roll(state, 6, 1)  # 12 (no armour shift at a fort): 6 against 2
    events += act(state, ev.TakeLoss("uk_matruh"), ev.TakeLoss("uk_matruh"))
    # the division's flip is then the only step that fits: taken at once
    assert events_of(events, ev.CombatEnded)[0].attacker_won
    assert not events_of(events, ev.Retreated) and not events_of(events, ev.Advanced)
    assert state.combat is None  # over: no retreat, no advance
    assert state.where["uk_6"] == "El Alamein" and state.control["El Alamein"] == "allied"
    assert "uk_6" in state.reduced
    assert state.where["de_21pz"] == "Mersa Matruh"


def test_a_tie_or_a_defender_win_moves_nobody():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1, 3)  # 2 against 2
    assert not events_of(events, ev.CombatEnded)[0].attacker_won
    assert state.phase == "action" and state.current_player == ALLIED  # nothing else to do
    assert not events_of(events, ev.Retreated) and not events_of(events, ev.Advanced)
    assert state.where["uk_6"] == "Cairo" and state.where["de_21pz"] == "Alexandria"


# -- overrun (N13) ---------------------------------------------------------------------------
def overrun_setup(target="Cairo", frm="Alexandria"):
    state = empty_table()
    set_control(state, AXIS, frm)
    place(state, "de_21pz", frm)
    place(state, "de_15pz", frm)
    place(state, "uk_6", target)
    attack(state, target, [frm])
    return state


def test_overrun_displaces_to_the_nearest_source_and_armour_advances_its_full_movement():
    state = overrun_setup()
    set_control(state, AXIS, "Asyut")
    events = roll(state, 4, 1)  # 13+: 5, bold
    ended = events_of(events, ev.CombatEnded)[0]
    assert ended.overrun
    # Alexandria is the Axis's and Cairo is the fight: the nearest Allied source, Suez
    assert state.where["uk_6"] == "Suez"
    assert events_of(events, ev.Displaced)[0].to == "Suez"
    options = sorted(a.to for a in state.legal_actions()
                     if isinstance(a, ev.Advance) and a.unit == "de_21pz")
    assert "Wadi Halfa" in options  # Cairo 1, Asyut 2, Wadi Halfa 3 of 6
    act(state, ev.Advance("de_21pz", "Wadi Halfa"))
    assert state.control["Wadi Halfa"] == "axis"


def test_overrun_displaces_to_alexandria_or_cairo_first():
    state = overrun_setup("Ismailia", "Gaza")
    events = roll(state, 5, 1)  # 12, armour +1, out of supply -1: 10-12 → 5 bold
    assert events_of(events, ev.CombatEnded)[0].overrun
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.Displace("Alexandria"), ev.Displace("Cairo")}


def test_overrun_with_no_path_eliminates_for_good():
    state = overrun_setup()
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta", "Suez")
    roll(state, 4, 1)
    assert state.where["uk_6"] == ELIMINATED


def test_no_overrun_without_a_bold_result_or_without_armour():
    state = overrun_setup()
    events = roll(state, 3, 1)  # 13+: 4, not bold
    assert not events_of(events, ev.CombatEnded)[0].overrun
    state = empty_table()
    cairo_front(state)
    for unit in ("it_pavia", "it_brescia", "it_savona"):
        place(state, unit, "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 6, 1)  # 6: 5-6 → 4 bold against 1; uk_6 flips and survives
    ended = events_of(events, ev.CombatEnded)[0]
    assert ended.attacker_won and not ended.overrun  # no armour
    assert {type(a) for a in state.legal_actions()} == {ev.Retreat}


# -- advance (N12, N31) ---------------------------------------------------------------------
def test_advance_into_the_vacated_space_armour_one_further():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "it_brescia", "Tanta")  # not in the attack
    set_control(state, AXIS, "Tanta")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)  # 8 + armour, 10-12: 2 against 1; too little to flip the division
    assert set(state.legal_actions()) == {ev.Retreat("Asyut"), ev.Retreat("Ismailia"),
                                          ev.Retreat("Suez")}
    act(state, ev.Retreat("Suez"))
    legal = state.legal_actions()
    infantry = sorted(a.to for a in legal if isinstance(a, ev.Advance) and a.unit == "it_pavia")
    armour = sorted(a.to for a in legal if isinstance(a, ev.Advance) and a.unit == "de_21pz")
    assert infantry == ["Cairo"]
    assert armour == ["Asyut", "Cairo", "Ismailia", "Tanta"]  # not Suez: the enemy is there
    assert not any(isinstance(a, ev.Advance) and a.unit == "it_brescia" for a in legal)
    act(state, ev.Advance("it_pavia", "Cairo"))
    assert state.control["Cairo"] == "axis"


def test_only_a_won_attack_advances():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1, 6)  # 2 against 3
    assert not events_of(events, ev.Advanced) and state.where["de_21pz"] == "Alexandria"
    assert state.phase == "action" and state.current_player == ALLIED


def test_axis_units_overrun_go_to_el_agheila_or_tarhuna():
    state = empty_table()
    set_control(state, ALLIED, "Nofilia")
    place(state, "uk_7armd", "Nofilia")
    place(state, "uk_1armd", "Nofilia")
    place(state, "de_90lt", "Sirte")
    attack(state, "Sirte", ["Nofilia"], seat=ALLIED)
    events = roll(state, 5, 1)  # 11 + armour - out of supply: 10-12 → 5 bold against 1
    assert events_of(events, ev.CombatEnded)[0].overrun
    # El Agheila lies beyond the attackers' Nofilia: Tarhuna, by the coast road
    assert events_of(events, ev.Displaced) == [ev.Displaced(("de_90lt",), "Sirte", "Tarhuna")]
    assert "de_90lt" in state.reduced
    state = empty_table()
    set_control(state, ALLIED, "Agedabia")
    place(state, "uk_7armd", "Agedabia")
    place(state, "uk_1armd", "Agedabia")
    place(state, "de_90lt", "Mersa Brega")
    attack(state, "Mersa Brega", ["Agedabia"], seat=ALLIED)
    roll(state, 5, 1)
    assert state.current_player == AXIS
    assert set(state.legal_actions()) == {ev.Displace("El Agheila"), ev.Displace("Tarhuna")}


def test_retreat_prefers_a_friendly_space_even_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Giarabub")
    place(state, "uk_7armd", "Agedabia")
    place(state, "de_90lt", "Jalo")  # cut off: Jalo and Kufra have no source and no port
    assert state.supply_of("de_90lt") is NONE
    attack(state, "Jalo", ["Agedabia"], seat=ALLIED)
    events = roll(state, 2, 1)  # 2 against 1 (both out of supply); 2 cannot flip de_90lt
    # Giarabub (the Allies', empty) and Kufra (the Axis's): friendly first
    assert events_of(events, ev.Retreated) == [ev.Retreated(("de_90lt",), "Jalo", "Kufra")]
