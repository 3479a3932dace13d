"""North Africa rulings N1-N14 (docs/rules/north-africa.md): movement, the turn, the
automatic operation, activation, combat, losses, overrun and retreat; one or more scenario
tests each on the real map, named after the ruling. N15-N34 are in
`test_north_africa_rulings`. Dice are fixed; the public contract is used throughout."""

from __future__ import annotations

import pytest

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.supply import Supply

from .north_africa_builders import (
    ALLIED,
    AXIS,
    REPLACEMENT,
    act,
    attack,
    cairo_front,
    cards_of,
    content,
    empty_table,
    events_of,
    finish_turn,
    fired,
    give_hand,
    moves_of,
    new_game,
    place,
    redeploys_of,
    roll,
    set_control,
    start_ops,
    start_rd,
)

FULL, LIMITED, NONE = Supply.FULL, Supply.LIMITED, Supply.NONE


def test_n01_primary_costs_one_secondary_two():
    state = empty_table()
    place(state, "it_pavia", "Msus")  # movement 3; every track from Msus is secondary
    place(state, "it_brescia", "Tripoli")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Msus", "move"), ev.Activate("Tripoli", "move"))
    # a track costs 2, then a road 1 more (Mersa Brega, Barce); two tracks cost 4 (no Derna)
    assert moves_of(state, "it_pavia") == ["Agedabia", "Barce", "Benghazi", "Mechili",
                                           "Mersa Brega", "Tengeder"]
    assert "Buerat" in moves_of(state, "it_brescia")  # three primary steps


def test_n02_sea_lanes_for_redeployment_only():
    state = empty_table()
    place(state, "it_maletti", "Tripoli")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Tripoli", "move"))
    assert "Benghazi" not in moves_of(state, "it_maletti")  # no moving by sea
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus")
    place(state, "it_pavia", "Barce")
    assert state.supply_of("it_pavia") is LIMITED  # no supply by sea lane: via port only
    place(state, "it_maletti", "Tripoli")
    start_rd(state, AXIS, 1)
    assert "Benghazi" in redeploys_of(state, "it_maletti")  # by the Tripoli-Benghazi lane
    # no retreat by sea: Benghazi's land neighbours are all Allied-held
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus", "Barce")
    place(state, "uk_7armd", "Agedabia")
    place(state, "uk_6", "Msus")
    place(state, "in_4", "Barce")
    place(state, "it_maletti", "Benghazi")
    attack(state, "Benghazi", ["Agedabia"], seat=ALLIED)
    roll(state, 1, 1)  # 5 + armour, 7-9: 2 against 0
    assert state.where["it_maletti"] == REPLACEMENT  # Tobruk and Tripoli lie by sea only


def test_n03_turn_sequence_axis_first_and_hand_sizes():
    state = new_game(11)
    assert [len(h) for h in state.hands] == [7, 7]
    assert state.current_player == AXIS and state.round == 1
    assert [content().tables.hand_size(t) for t in range(1, 13)] == [
        7, 7, 8, 8, 8, 8, 9, 9, 9, 9, 10, 10]
    kept = list(state.hands[AXIS])
    state = empty_table(turn=2)
    give_hand(state, AXIS, *kept[:3])
    finish_turn(state)
    assert state.phase == "discard" and state.current_player == AXIS  # cards in hand: a choice
    act(state, ev.Draw())
    assert set(kept[:3]) <= set(state.hands[AXIS]) and len(state.hands[AXIS]) == 8


def test_n04_year_decks_join_the_draw_pile_not_the_discards():
    state = empty_table(turn=6)
    state.discards[AXIS] = ["A40-01"]
    finish_turn(state)
    assert state.discards[AXIS] == ["A40-01"]
    joined = set(content().year_cards("axis", 7, plain=True))
    assert joined <= set(state.decks[AXIS]) | set(state.hands[AXIS])


def test_n05_automatic_operation_is_ops_only_and_always_allowed():
    state = empty_table()
    give_hand(state, AXIS, *cards_of(AXIS, 3, 2))
    legal = state.legal_actions()
    assert ev.AutomaticOperation() in legal
    assert len([a for a in legal if isinstance(a, ev.PlayCard)]) == 6  # two cards, 3 uses
    act(state, ev.AutomaticOperation())
    assert state.current_player == ALLIED  # nothing to activate: the action is over
    assert len(state.hands[AXIS]) == 2  # cards kept
    state = empty_table()
    place(state, "it_pavia", "Tripoli")
    act(state, ev.AutomaticOperation())
    assert state.op["kind"] == "ops" and state.op["points"] == 1


def test_n05_without_cards_the_automatic_operation_is_the_only_action():
    state = empty_table()
    place(state, "it_pavia", "Tripoli")
    assert state.legal_actions() == [ev.AutomaticOperation()]


def test_n06_activate_all_first_then_move_then_attack_markers_cleared():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "El Alamein")
    set_control(state, AXIS, "El Alamein")
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 3)
    act(state, ev.Activate("Alexandria", "attack"), ev.Activate("El Alamein", "move"))
    assert state.phase == "move"
    act(state, ev.Move("de_21pz", "Alexandria"))
    assert state.phase == "attack"  # every move made (the only mover): now the attacks
    events = act(state, ev.Attack("Cairo", ("Alexandria",)))
    assert events_of(events, ev.AttackDeclared)[0].attackers == ("de_21pz", "it_pavia")
    roll(state, 1, 6)  # 2 against 3: the Axis loses a step
    act(state, ev.TakeLoss("it_pavia"))
    assert state.op is None and state.current_player == ALLIED  # markers gone with it


def test_n07_stop_on_enemy_ground_and_take_empty_spaces_at_once():
    state = empty_table()
    place(state, "de_21pz", "Bardia")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Bardia", "move"))
    moves = moves_of(state, "de_21pz")
    assert "Sollum" in moves and "Sidi Barrani" not in moves and "Halfaya" in moves
    events = act(state, ev.Move("de_21pz", "Sollum"))
    assert state.control["Sollum"] == "axis"
    assert ev.ControlChanged("Sollum", "axis") in events


def test_n08_strength_table_and_named_shifts():
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"], rommel=True)
    plan_a = state.combat
    assert plan_a["rommel"]
    shots = fired(roll(state, 2, 2))
    assert (shots["a"].strength, shots["a"].shift, shots["a"].column) == (8, 3, "13+")
    assert shots["a"].loss == 3


def test_n08_each_unit_attacks_once_an_action():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Tanta")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Alexandria", "attack"), ev.Attack("Cairo", ("Alexandria",)))
    roll(state, 1, 6)  # lost: nobody moves
    assert state.op is None  # no unit left to attack: the action ends by itself


def test_n09_shifts_summed_column_clamped_zero_does_not_fire():
    state = empty_table()
    cairo_front(state)
    place(state, "it_1cc", "Alexandria")
    place(state, "uk_armbg", "Tanta")
    attack(state, "Tanta", ["Alexandria"])
    shots = fired(roll(state, 6, 6))
    assert (shots["a"].shift, shots["a"].column, shots["a"].loss) == (-2, "1", 1)
    state = empty_table()
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_somaliland", "Cairo", reduced=True)
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 5)
    assert len(events_of(events, ev.Fired)) == 1


def test_n10_simultaneous_fire_defender_losses_first():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 5, 5)  # 4 against 3: both fire at full strength
    shots = fired(events)
    assert shots["a"].strength == 6 and shots["d"].strength == 4
    lost = [e.unit for e in events_of(events, ev.StepLost)]
    assert lost == ["uk_6", "de_21pz"]


def test_n10_flank_attack_success_and_failure_order():
    def setup():
        state = empty_table()
        cairo_front(state)
        place(state, "de_21pz", "Alexandria")
        place(state, "it_pavia", "Alexandria")
        place(state, "uk_6", "Cairo")
        attack(state, "Cairo", ["Alexandria"], flank=True)
        return state

    state = setup()
    events = roll(state, 5, 6)  # success; the attacker fires: 8 + 1, 10-12 → 6
    assert events_of(events, ev.FlankRolled)[0] == ev.FlankRolled(5, 4, True)
    assert state.where["uk_6"] == REPLACEMENT  # both steps gone before it could fire
    assert not [e for e in events_of(events, ev.Fired) if e.side == ALLIED]
    state = setup()
    events = roll(state, 3, 6)  # failure; the defender fires first: 3
    assert events_of(events, ev.FlankRolled)[0].success is False
    assert fired(events)["d"].loss == 3 and "a" not in fired(events)


def test_n11_losses_without_exceeding():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 2, 1)  # 7-9 → 2 points: only the battlegroup's steps fit (the division's 3
    # does not): flipped, then eliminated, each the only answer
    assert state.where["uk_matruh"] == REPLACEMENT
    assert "uk_6" not in state.reduced and state.where["uk_6"] == "Cairo"
    assert {type(a) for a in state.legal_actions()} == {ev.Retreat}


def test_n11_the_owner_chooses_the_steps():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)  # 3 points
    assert state.current_player == ALLIED
    act(state, ev.TakeLoss("uk_6"))
    assert "uk_6" in state.reduced and "uk_matruh" not in state.reduced


def test_n12_the_table_number_decides_the_win_not_the_points_absorbed():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1, 1)  # 2 against 1; 2 cannot flip uk_6 (3)
    assert events_of(events, ev.StepLost) == []
    assert events_of(events, ev.CombatEnded)[0].attacker_won
    assert state.current_player == ALLIED and all(
        isinstance(a, ev.Retreat) for a in state.legal_actions())


def test_n13_overrun_bold_armour_open_ground():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "de_15pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 4, 1)  # 13+: 5 bold; uk_6 flips and is displaced, not retreated
    assert events_of(events, ev.CombatEnded)[0].overrun
    assert events_of(events, ev.Displaced) == [ev.Displaced(("uk_6",), "Cairo", "Suez")]
    assert not events_of(events, ev.Retreated)
    state = empty_table()
    set_control(state, AXIS, "El Alamein")
    place(state, "de_21pz", "El Alamein")
    place(state, "de_15pz", "El Alamein")
    place(state, "uk_6", "Qattara")  # marsh: no overrun
    attack(state, "Qattara", ["El Alamein"])
    events = roll(state, 6, 1)  # 12, marsh -1: 7-9 → 5 bold
    ended = events_of(events, ev.CombatEnded)[0]
    assert ended.attacker_won and not ended.overrun


def test_n14_retreat_friendly_first_else_eliminated():
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta")
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)
    assert state.where["uk_6"] == "Suez"  # the one friendly space, taken at once


@pytest.mark.parametrize("seed", [1, 2])
def test_n03_n28_a_whole_quiet_turn_runs_axis_first(seed):
    state = empty_table(seed)
    seen = []
    while state.turn == 1:
        seen.append(state.current_player)
        state.apply(ev.AutomaticOperation())
    assert seen == [AXIS, ALLIED] * 6


def test_n12_a_won_attack_retreats_the_defenders_even_when_no_attacker_is_left():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria", reduced=True)  # 4, one step of 3 left
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 6, 5)  # 4 + armour, 5-6 → 4 against 3-4 → 3
    assert state.where["de_21pz"] == REPLACEMENT  # 3 points: the last step
    assert events_of(events, ev.CombatEnded)[0].attacker_won  # 4 > 3
    assert "uk_6" in state.reduced
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.Retreat(p) for p in
                                          ("Asyut", "Ismailia", "Suez", "Tanta")}
    act(state, ev.Retreat("Tanta"))
    assert state.where["uk_6"] == "Tanta" and state.control["Cairo"] == "allied"
