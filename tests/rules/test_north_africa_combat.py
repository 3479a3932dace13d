"""North Africa scenario tests on the real map: movement, combat (strength, the tables,
column shifts, Rommel), the flank attack and losses.

Positions are built with `north_africa_builders`; every die is fixed; every step goes through
`legal_actions()` and `apply()`.
"""

from __future__ import annotations

import pytest

from shifting_sands.games.north_africa.rules import actions as ev

from .north_africa_builders import (
    ALLIED,
    AXIS,
    CHANCE,
    REPLACEMENT,
    act,
    attack,
    cairo_front,
    empty_table,
    events_of,
    fired,
    moves_of,
    place,
    roll,
    set_control,
    start_ops,
)


# -- movement (N1, N2, N7, N33) --------------------------------------------------------------
def test_movement_primary_one_secondary_two_and_no_sea():
    state = empty_table()
    place(state, "it_pavia", "Tripoli")  # movement 3
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Tripoli", "move"))
    # Homs 1, Misurata 2, Buerat 3 by the coast road; Tarhuna, Garian, Zuara 1; Sirte is 4;
    # Benghazi and Bizerte only by sea; Ben Gardane is Vichy (closed)
    assert moves_of(state, "it_pavia") == ["Buerat", "Garian", "Homs", "Misurata", "Tarhuna",
                                           "Zuara"]


def test_movement_stops_on_enemy_ground_and_never_enters_enemy_units():
    state = empty_table()
    place(state, "de_21pz", "Sidi Azeiz")  # movement 6
    place(state, "uk_matruh", "Sidi Suleiman")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Sidi Azeiz", "move"))
    moves = moves_of(state, "de_21pz")
    assert "Sollum" in moves and "Halfaya" in moves  # enemy ground: the move stops there
    assert "Sidi Barrani" not in moves  # beyond Sollum
    assert "Sidi Suleiman" not in moves  # enemy units
    events = act(state, ev.Move("de_21pz", "Halfaya"))
    assert state.control["Halfaya"] == "axis"  # entering an empty space takes it at once
    assert events_of(events, ev.ControlChanged) == [ev.ControlChanged("Halfaya", "axis")]


def test_an_empty_enemy_fort_only_from_beside_it():
    state = empty_table()
    set_control(state, AXIS, "Sollum", "Sidi Barrani")
    place(state, "de_21pz", "Sollum")
    place(state, "de_15pz", "Sidi Barrani")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Sollum", "move"), ev.Activate("Sidi Barrani", "move"))
    assert "Mersa Matruh" not in moves_of(state, "de_21pz")
    assert "Mersa Matruh" in moves_of(state, "de_15pz")
    act(state, ev.Move("de_15pz", "Mersa Matruh"))
    assert state.control["Mersa Matruh"] == "axis"


def test_closed_spaces_cannot_be_entered():
    state = empty_table()
    place(state, "uk_pal", "Haifa")
    start_ops(state, ALLIED, 1)
    act(state, ev.Activate("Haifa", "move"))
    moves = moves_of(state, "uk_pal")
    assert "Beirut" not in moves and "Damascus" not in moves and "Merdjayoun" not in moves
    assert "Gaza" in moves and "Jerusalem" in moves


def test_armour_moving_into_an_attack_space_attacks_infantry_does_not():
    state = empty_table()
    place(state, "it_pavia", "Sidi Azeiz")
    place(state, "de_21pz", "El Adem")
    place(state, "de_90lt", "El Adem")
    place(state, "uk_6", "Halfaya")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Sidi Azeiz", "attack"), ev.Activate("El Adem", "move"))
    assert state.phase == "move"  # nothing else to activate: on at once
    act(state, ev.Move("de_21pz", "Sidi Azeiz"), ev.Move("de_90lt", "Sidi Azeiz"))
    events = act(state, ev.Attack("Halfaya", ("Sidi Azeiz",)))
    declared = events_of(events, ev.AttackDeclared)[0]
    assert declared.attackers == ("de_21pz", "it_pavia")


# -- combat: strength, tables, shifts (N8, N9) -------------------------------------------------
def test_strength_division_table_and_the_armour_shift():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    shots = fired(roll(state, 4, 1))
    assert (shots["a"].table, shots["a"].strength, shots["a"].shift, shots["a"].column,
            shots["a"].loss) == ("division", 6, 1, "7-9", 3)
    assert (shots["d"].strength, shots["d"].column, shots["d"].loss) == (4, "3-4", 1)


def test_a_fort_adds_two_to_the_defender():
    state = empty_table()
    set_control(state, AXIS, "Mersa Matruh")
    place(state, "it_pavia", "Mersa Matruh")
    place(state, "uk_6", "El Alamein")
    attack(state, "El Alamein", ["Mersa Matruh"])
    shots = fired(roll(state, 6, 6))
    assert (shots["d"].strength, shots["d"].column, shots["d"].loss) == (6, "5-6", 4)
    assert (shots["a"].strength, shots["a"].column, shots["a"].loss) == (2, "2", 2)


def test_battlegroups_alone_fire_on_the_battlegroup_table():
    state = empty_table()
    cairo_front(state)
    place(state, "it_maletti", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    shots = fired(roll(state, 6, 6))
    assert (shots["a"].table, shots["a"].strength, shots["a"].loss) == ("division", 4, 3)
    assert (shots["d"].table, shots["d"].strength, shots["d"].loss) == ("battlegroup", 2, 1)


@pytest.mark.parametrize(("attackers", "defenders", "target", "shift"), [
    (["de_21pz"], ["uk_6"], "Cairo", 1),  # armour vs infantry
    (["de_21pz"], ["uk_7armd"], "Cairo", 0),  # armour vs armour
    (["it_pavia"], ["uk_7armd"], "Cairo", -1),  # infantry vs armour
    (["it_pavia"], ["uk_6"], "Tanta", -1),  # marsh
    (["de_21pz"], ["uk_6"], "Tanta", -1),  # marsh: no armour shift either
    (["it_1cc"], ["uk_armbg"], "Tanta", -2),  # infantry vs armour and marsh
])
def test_column_shifts(attackers, defenders, target, shift):
    state = empty_table()
    cairo_front(state)
    for unit in attackers:
        place(state, unit, "Alexandria")
    for unit in defenders:
        place(state, unit, target)
    attack(state, target, ["Alexandria"])
    assert fired(roll(state, 3, 3))["a"].shift == shift


def test_mountain_shifts_the_attacker_left():
    state = empty_table()
    set_control(state, ALLIED, "Garian")
    place(state, "de_21pz", "Tripoli")
    place(state, "uk_6", "Garian")
    attack(state, "Garian", ["Tripoli"])
    shots = fired(roll(state, 3, 3))
    assert shots["a"].shift == -1  # mountain; no armour shift in the mountains
    assert shots["d"].shift == -1  # the defender is out of supply


def test_the_column_stops_at_the_table_edges():
    state = empty_table()
    cairo_front(state)
    place(state, "it_1cc", "Alexandria")
    place(state, "uk_armbg", "Tanta")
    attack(state, "Tanta", ["Alexandria"])
    assert fired(roll(state, 6, 1))["a"].column == "1"  # strength 1, two left
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    for unit in ("de_21pz", "de_15pz", "de_10pz"):
        place(state, unit, "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"], rommel=True)
    shots = fired(roll(state, 1, 1))
    assert (shots["a"].strength, shots["a"].shift, shots["a"].column) == (18, 3, "13+")


def test_a_side_with_no_strength_does_not_fire():
    state = empty_table()
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_somaliland", "Cairo", reduced=True)  # combat 0 when reduced
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1)  # the attacker's die only
    assert [e.side for e in events_of(events, ev.Fired)] == [AXIS]
    assert state.current_player != CHANCE
    assert events_of(events, ev.CombatEnded)[0].defender_result == 0


def test_rommel_two_right_once_a_round_with_a_german_unit():
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Tanta")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    legal = state.legal_actions()
    assert ev.Attack("Cairo", ("Alexandria",), False, True) in legal
    assert ev.Attack("Tanta", ("Alexandria",), False, True) in legal
    events = act(state, ev.Attack("Cairo", ("Alexandria",), False, True))
    assert events_of(events, ev.AttackDeclared)[0].rommel
    assert fired(roll(state, 3, 1))["a"].shift == 3  # armour 1 + Rommel 2


def test_rommel_not_without_germans_not_before_turn_3_not_vs_a_fort_not_in_the_insets():
    def rommel_offered(state):
        return any(isinstance(a, ev.Attack) and a.rommel for a in state.legal_actions())

    state = empty_table()  # turn 1: Rommel not yet in play
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    assert not rommel_offered(state)
    state.flags["rommel"] = True
    state.forget()  # a field changed in place: what was derived from the position goes
    assert rommel_offered(state)
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")  # Italians only
    place(state, "uk_6", "Cairo")
    place(state, "de_21pz", "Mersa Matruh")
    set_control(state, AXIS, "Mersa Matruh")
    place(state, "uk_7armd", "El Alamein")  # a fort
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"), ev.Activate("Mersa Matruh", "attack"))
    assert not any(a.rommel for a in state.legal_actions() if isinstance(a, ev.Attack)
                   and a.target == "Cairo" and a.spaces == ("Alexandria",))
    assert not any(a.rommel for a in state.legal_actions() if isinstance(a, ev.Attack)
                   and a.target == "El Alamein")
    state = empty_table()
    state.flags["rommel"] = True
    set_control(state, AXIS, "Gaza")
    place(state, "de_21pz", "Gaza")  # the Near East
    place(state, "uk_pal", "Jerusalem")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Gaza", "attack"))
    assert not rommel_offered(state)


def test_rommel_is_used_once_an_action_round():
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "de_15pz", "El Alamein")
    set_control(state, AXIS, "El Alamein")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Qattara")  # marsh, not a fort: Rommel could go there
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"), ev.Activate("El Alamein", "attack"))
    assert ev.Attack("Qattara", ("El Alamein",), False, True) in state.legal_actions()
    act(state, ev.Attack("Cairo", ("Alexandria",), False, True))
    roll(state, 1, 6)  # 3 against 3: both flip, nobody moves
    assert state.phase == "attack"
    assert ev.Attack("Qattara", ("El Alamein",)) in state.legal_actions()
    assert not any(a.rommel for a in state.legal_actions() if isinstance(a, ev.Attack))


# -- flank attack (N10) ----------------------------------------------------------------------
def flank_offered(state):
    return any(isinstance(a, ev.Attack) and a.flank for a in state.legal_actions())


def test_flank_attack_needs_two_units_with_armour_on_open_ground():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    assert not flank_offered(state)  # one unit
    state = empty_table()
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")
    place(state, "it_brescia", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    assert not flank_offered(state)  # no armour
    for target in ("Cairo", "Tanta", "El Alamein"):
        state = empty_table()
        cairo_front(state)
        place(state, "de_21pz", "Alexandria")
        place(state, "it_pavia", "Alexandria")
        place(state, "uk_6", target)
        start_ops(state, AXIS, 6)
        act(state, ev.Activate("Alexandria", "attack"))
        assert flank_offered(state) == (target == "Cairo"), target  # not marsh, not fort


def flank_setup(spaces=("Alexandria",)):
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, *spaces)
    units = iter(["de_21pz", "de_15pz", "it_pavia", "it_brescia", "it_savona"])
    for space in spaces:
        place(state, next(units), space)
    if len(spaces) == 1:
        place(state, next(units), spaces[0])
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", list(spaces), flank=True)
    return state


@pytest.mark.parametrize(("spaces", "die", "success"), [
    (("Alexandria",), 3, False), (("Alexandria",), 4, True),
    (("Alexandria", "Tanta"), 3, True), (("Alexandria", "Tanta"), 2, False),
    (("Alexandria", "Tanta", "Ismailia"), 2, True), (("Alexandria", "Tanta", "Ismailia"), 1, False),
    (("Alexandria", "Tanta", "Ismailia", "Asyut"), 2, True),
    (("Alexandria", "Tanta", "Ismailia", "Asyut"), 1, False),  # would need only 1: a 1 fails
])
def test_flank_roll_needs_four_plus_one_per_extra_space_a_one_fails(spaces, die, success):
    state = flank_setup(spaces)
    events = roll(state, die)
    assert events_of(events, ev.FlankRolled)[0].success is success
    assert state.combat["steps"][0] == ("fire:a" if success else "fire:d")


def test_a_successful_flank_attack_fires_first_and_the_defender_fires_with_what_is_left():
    state = flank_setup()
    roll(state, 4)  # success
    events = roll(state, 4)  # the attacker: 12 + armour shift, 13+ → 5
    assert state.current_player == CHANCE and "uk_6" in state.reduced
    events += roll(state, 6)
    shots = fired(events)
    assert shots["a"].loss == 5 and shots["d"].strength == 2  # uk_6 fires reduced
    assert events.index(events_of(events, ev.StepLost)[0]) < events.index(shots["d"])


def test_a_failed_flank_attack_lets_the_defender_fire_first():
    state = flank_setup()
    roll(state, 2)  # failure
    events = roll(state, 6)  # uk_6 (4): 3-4 → 3 loss points for the attackers first
    assert fired(events)["d"].loss == 3
    assert state.current_player == AXIS
    assert set(state.legal_actions()) == {ev.TakeLoss("de_21pz"), ev.TakeLoss("de_15pz")}
    act(state, ev.TakeLoss("de_21pz"))
    assert state.current_player == CHANCE
    events = roll(state, 1)
    assert fired(events)["a"].strength == 10  # 4 + 6: the attackers fire with what is left


# -- losses (N11) --------------------------------------------------------------------------
def test_losses_step_by_step_without_exceeding_the_owner_choosing():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)  # 3 loss points for the Allies
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.TakeLoss("uk_6"), ev.TakeLoss("uk_matruh")}
    act(state, ev.TakeLoss("uk_matruh"))  # 1 of 3
    # the reduced battlegroup is the only step that fits the 2 left: taken at once
    assert state.where["uk_matruh"] == REPLACEMENT
    assert "uk_6" not in state.reduced  # the last point cannot flip a 3-point division


def test_a_small_hit_does_not_flip_a_big_division():
    state = empty_table()
    cairo_front(state)
    place(state, "it_1cc", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 6, 1)  # 1 → 1 loss point
    assert "uk_6" not in state.reduced and state.where["uk_6"] == "Cairo"


def test_a_reduced_unit_losing_a_step_goes_to_the_replacement_box():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo", reduced=True)
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 4, 1)
    assert state.where["uk_6"] == REPLACEMENT
    assert events_of(events, ev.StepLost) == [ev.StepLost("uk_6", True, False)]
