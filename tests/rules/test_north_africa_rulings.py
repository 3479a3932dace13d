"""North Africa rulings N1-N34 (docs/rules/north-africa.md), one or more scenario tests each on
the real map, named after the ruling. Dice are fixed; the public contract is used throughout."""

from __future__ import annotations

import pytest

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import ELIMINATED, RESERVE

from .north_africa_builders import (
    ALLIED,
    AXIS,
    CHANCE,
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


def test_n15_supply_full_limited_none():
    state = empty_table()
    place(state, "it_pavia", "Buerat")
    place(state, "it_brescia", "Sirte")
    set_control(state, ALLIED, "Hon")
    place(state, "it_savona", "Murzuk")
    assert [state.supply_of(u) for u in ("it_pavia", "it_brescia", "it_savona")] == [
        FULL, LIMITED, NONE]
    place(state, "vf_1", "Damascus")
    assert state.supply_of("vf_1") is FULL  # Vichy trace to Beirut through Vichy spaces


def test_n16_attrition_battlegroups_replace_divisions_gone():
    state = empty_table()
    set_control(state, ALLIED, "Hon")
    place(state, "it_savona", "Murzuk")
    place(state, "it_1cc", "Murzuk")
    finish_turn(state)
    assert state.where["it_savona"] == ELIMINATED and state.where["it_1cc"] == REPLACEMENT


def test_n17_redeployment():
    state = empty_table()
    place(state, "it_maletti", "Tripoli")
    place(state, "it_pavia", "Tripoli")
    start_rd(state, AXIS, 4)
    act(state, ev.Redeploy("it_pavia", "Tobruk"))
    assert state.op["points"] == 1
    act(state, ev.Redeploy("it_maletti", RESERVE))
    assert state.op is None and state.current_player == ALLIED  # nothing left: over


def test_n18_replacement_costs_and_rebuilding_at_full_strength():
    state = empty_table()
    place(state, "uk_6", "Cairo", reduced=True)
    place(state, "uk_matruh", REPLACEMENT)
    place(state, "uk_7armd", REPLACEMENT)
    state.phase, state.active, state.current_player = "replace", ALLIED, ALLIED
    state.rp_halves[ALLIED] = 3
    legal = set(state.legal_actions())
    assert ev.Replace("uk_6") in legal  # 1 RP
    assert ev.Rebuild("uk_matruh", "Port Said") in legal and ev.Rebuild(
        "uk_matruh", "Suez") in legal  # 1 RP
    assert not any(isinstance(a, ev.Rebuild) and a.unit == "uk_7armd" for a in legal)  # 2
    act(state, ev.Rebuild("uk_matruh", "Suez"))
    assert state.where["uk_matruh"] == "Suez" and "uk_matruh" not in state.reduced
    assert state.rp_halves[ALLIED] == 1


def test_n19_stacking_six_points_boxes_unlimited():
    state = empty_table()
    for unit in ("it_pavia", "it_brescia"):
        place(state, unit, "Homs")
    for unit in ("it_maletti", "it_1cc", "it_frontier"):
        place(state, unit, "Tripoli")
    place(state, "it_savona", "Tripoli")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Tripoli", "move"))
    assert "Homs" in moves_of(state, "it_savona")  # 4 + 2 = 6
    act(state, ev.Move("it_maletti", "Homs"))
    assert "Homs" not in moves_of(state, "it_savona")  # 5 + 2 = 7
    assert "Homs" in moves_of(state, "it_1cc")  # 5 + 1 = 6
    assert state.fits(RESERVE, list(state.where))


def test_n20_vp_against_starting_control_and_the_bonuses():
    state = empty_table(turn=6)
    set_control(state, AXIS, "Alexandria", "Damascus")  # +1 Egyptian, +1 Vichy
    set_control(state, ALLIED, "Asmara")  # -1
    assert state.vp() == 11
    place(state, "it_pavia", "Alexandria")  # beside El Alamein
    events = finish_turn(state)
    gained = [(e.reason, e.points) for e in events_of(events, ev.VictoryPointsGained)]
    assert gained == [("El Alamein", 1), ("East Africa", 1)]
    assert state.vp() == 13


def test_n21_wins_checked_only_in_victory_determination():
    state = empty_table()
    cairo_front(state)
    state.vp_bonus = 4  # 15 VP
    place(state, "it_pavia", "Tripoli")
    act(state, ev.AutomaticOperation())
    assert not state.is_terminal()
    finish_turn(state)
    assert state.outcome().winners == (AXIS,)


def test_n22_plain_deck_sizes_and_rp_values():
    assert [len(content().year_cards("axis", t)) for t in (1, 3, 7)] == [14, 20, 21]
    assert [len(content().year_cards("allied", t)) for t in (1, 3, 7)] == [14, 20, 21]
    assert {ops: content().tables.rp_value(ops) for ops in (2, 3, 4, 5)} == {
        2: 1, 3: 1, 4: 2, 5: 2}
    state = empty_table()
    card = cards_of(AXIS, 5)[0]
    give_hand(state, AXIS, card)
    place(state, "it_maletti", "Tripoli")
    assert {a.use for a in state.legal_actions() if isinstance(a, ev.PlayCard)} == {
        "ops", "rd", "rp"}
    act(state, ev.PlayCard(card, "rd"))
    assert (state.phase, state.op["kind"], state.op["points"]) == ("redeploy", "rd", 5)


def test_n23_fixed_events_rommel_montgomery_torch():
    state = empty_table(turn=2)
    events = finish_turn(state)
    assert [e.name for e in events_of(events, ev.HistoryEvent)] == ["Rommel"]
    state = empty_table(turn=8)
    events = finish_turn(state)
    assert [e.name for e in events_of(events, ev.HistoryEvent)] == ["Montgomery"]
    events = finish_turn(state)
    assert [e.name for e in events_of(events, ev.HistoryEvent)] == ["Torch"]
    assert state.where["us_1armd"] in ("Bone", "Tebessa", RESERVE)
    assert state.where["de_5geb"] == "Axis Reinforcements"  # an event unit: never


def test_n24_dice_are_d6_uniform_and_seeded():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    assert state.current_player == CHANCE
    assert state.chance_outcomes() == [(ev.Roll(d), 1 / 6) for d in range(1, 7)]
    twin = state.clone()
    assert state.draw_chance() == twin.draw_chance()
    assert new_game(9).to_dict() == new_game(9).to_dict()


def test_n25_plain_cards_are_not_combat_cards():
    state = empty_table()
    cairo_front(state)
    give_hand(state, ALLIED, *cards_of(ALLIED, 3, 2))
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    assert not any(isinstance(a, ev.PlayCard) for a in state.legal_actions())
    roll(state, 4, 1)
    assert state.current_player == ALLIED
    assert all(isinstance(a, ev.TakeLoss) for a in state.legal_actions())


def test_n26_vichy_units_stay_out_of_the_war():
    state = empty_table()
    place(state, "vf_1", "Beirut")
    place(state, "vf_arm", "Damascus")
    place(state, "uk_pal", "Haifa")
    state.rp_halves[AXIS] = 4
    start_ops(state, AXIS, 4)
    assert state.legal_actions() == [ev.EndActivation()]  # nothing to activate
    start_rd(state, AXIS, 4)
    assert redeploys_of(state, "vf_1") == []
    start_ops(state, ALLIED, 4)
    act(state, ev.Activate("Haifa", "move"))
    assert "Beirut" not in moves_of(state, "uk_pal")
    start_ops(state, ALLIED, 4)
    assert ev.Activate("Haifa", "attack") not in state.legal_actions()
    assert state.supply_of("vf_arm") is FULL
    finish_turn(state)  # the attrition sweep leaves Vichy spaces Vichy
    assert state.control["Beirut"] == "vichy" and state.control["Damascus"] == "vichy"


def test_n27_torch_control_sources_and_landing():
    state = empty_table(turn=9)
    place(state, "it_pavia", "Tebessa")  # an Axis unit in Algeria, supplied round the coast
    set_control(state, AXIS, "Tebessa", "Kasserine", "Gafsa", "Gabes", "Mareth", "Medenine",
                "Ben Gardane")
    events = finish_turn(state)
    assert state.turn == 10 and state.flags["torch"]
    assert state.control["Bone"] == "allied" and state.control["Tebessa"] == "axis"
    assert state.control["Tunis"] == "axis" and state.control["Mareth"] == "axis"
    assert "Tunis" in state.sources("axis")
    landed = [e for e in events_of(events, ev.Arrived) if content().units[e.unit].arrives.where
              == "Torch landing"]
    assert {e.where for e in landed} == {"Bone", RESERVE}  # Tebessa has an Axis unit
    assert state.stack_points("Bone") == 6


def test_n28_single_answers_are_taken_at_once():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Alexandria", "attack"))  # the end of activation is forced
    assert state.phase == "attack"
    act(state, ev.Attack("Cairo", ("Alexandria",)))
    events = roll(state, 4, 1)  # one unit to take the loss: taken
    assert ev.StepLost("uk_6", False, False) in events


def test_n29_overstacking_is_not_offered_or_is_eliminated_weakest_first():
    state = empty_table()
    for unit in ("it_pavia", "it_brescia", "it_savona"):
        place(state, unit, "Homs")
    place(state, "it_maletti", "Tripoli")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Tripoli", "move"))
    assert "Homs" not in moves_of(state, "it_maletti")
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta")
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "in_4", "Cairo", reduced=True)
    for unit in ("uk_7armd", "au_6"):
        place(state, unit, "Suez")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1, 1)  # 2 against 1: no step fits (3 each); Suez is the one way
    assert events_of(events, ev.Retreated) == [ev.Retreated(("in_4", "uk_6"), "Cairo",
                                                            "Suez")]
    assert events_of(events, ev.OverstackLoss) == [ev.OverstackLoss("in_4", True)]
    assert state.where["in_4"] == ELIMINATED and state.where["uk_6"] == "Suez"
    assert state.stack_points("Suez") == 6


def test_n30_the_stack_retreats_together_to_one_space():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "in_4", "Cairo", reduced=True)
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)  # 2 against 1 (4 + 2): no 3-point step fits; the defender chooses
    assert set(state.legal_actions()) == {ev.Retreat(p) for p in
                                          ("Asyut", "Ismailia", "Suez", "Tanta")}
    act(state, ev.Retreat("Asyut"))
    assert state.where["uk_6"] == state.where["in_4"] == "Asyut"


def test_n31_vacated_spaces_keep_control_won_attacks_advance():
    state = empty_table()
    place(state, "de_21pz", "Tripoli")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Tripoli", "move"), ev.Move("de_21pz", "Homs"))
    assert state.control["Tripoli"] == "axis" and state.control["Homs"] == "axis"
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)
    act(state, ev.Retreat("Suez"))
    assert state.control["Cairo"] == "allied"  # vacated: still the Allies' until entered
    act(state, ev.Advance("de_21pz", "Cairo"))
    assert state.control["Cairo"] == "axis" and state.vp() == 12  # Alexandria and Cairo


def test_n32_each_attack_chooses_flank_and_rommel():
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Alexandria", "attack"))
    options = {(a.flank, a.rommel) for a in state.legal_actions()
               if isinstance(a, ev.Attack) and a.target == "Cairo"}
    assert options == {(False, False), (False, True), (True, False), (True, True)}


def test_n33_chad_and_deep_desert_units_move_out_nothing_moves_in():
    state = empty_table()
    place(state, "ff_leclerc", "Chad")
    start_ops(state, ALLIED, 1)
    act(state, ev.Activate("Chad", "move"))
    assert moves_of(state, "ff_leclerc") == ["Kufra", "Murzuk"]
    state = empty_table()
    set_control(state, ALLIED, "Kufra")
    place(state, "ff_leclerc", "Kufra")
    place(state, "lrdg", "Siwa")
    start_ops(state, ALLIED, 2)
    act(state, ev.Activate("Kufra", "move"), ev.Activate("Siwa", "move"))
    assert "Chad" not in moves_of(state, "ff_leclerc")
    assert "Deep Desert" not in moves_of(state, "lrdg")


def test_n34_attack_cost_full_group_one_limited_each_unsupplied_each():
    state = empty_table()
    place(state, "it_2bs", "Sirte")
    place(state, "it_1cc", "Sirte")
    place(state, "it_maletti", "Sirte")
    place(state, "uk_matruh", "Nofilia")
    set_control(state, ALLIED, "Nofilia")
    start_ops(state, AXIS, 6)
    events = act(state, ev.Activate("Sirte", "attack"))
    assert events_of(events, ev.Activated)[0].cost == 3
    state = empty_table()
    set_control(state, ALLIED, "Hon")
    place(state, "it_2bs", "Murzuk")
    place(state, "it_1cc", "Murzuk")
    place(state, "uk_armbg", "Hon")
    start_ops(state, AXIS, 6)
    events = act(state, ev.Activate("Murzuk", "attack"))
    assert events_of(events, ev.Activated)[0].cost == 2


@pytest.mark.parametrize("seed", [1, 2])
def test_n03_n28_a_whole_quiet_turn_runs_axis_first(seed):
    state = empty_table(seed)
    seen = []
    while state.turn == 1:
        seen.append(state.current_player)
        state.apply(ev.AutomaticOperation())
    assert seen == [AXIS, ALLIED] * 6


def test_n15_only_the_chad_free_french_trace_to_chad():
    state = empty_table()
    set_control(state, ALLIED, "Kufra")
    place(state, "ff_leclerc", "Kufra")  # the Chad column
    place(state, "ff_1bde", "Kufra")  # a Free French brigade of the Western Desert
    assert state.supply_of("ff_leclerc") is FULL
    assert state.supply_of("ff_1bde") is NONE
    place(state, "ff_1bde", REPLACEMENT)
    state.phase, state.active, state.current_player = "replace", ALLIED, ALLIED
    state.rp_halves[ALLIED] = 2
    assert {a.where for a in state.legal_actions() if isinstance(a, ev.Rebuild)} == {
        "Port Said", "Suez"}  # not in Chad


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


def test_n29_advances_and_rebuilds_that_would_overstack_are_not_offered():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    set_control(state, AXIS, "Tanta")
    for unit in ("it_pavia", "it_brescia", "it_savona"):
        place(state, unit, "Tanta")  # full
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)
    act(state, ev.Retreat("Suez"))
    armour = sorted(a.to for a in state.legal_actions() if isinstance(a, ev.Advance))
    assert armour == ["Asyut", "Cairo", "Ismailia"]  # not the full Tanta
    state = empty_table()
    for unit in ("it_pavia", "it_brescia", "it_savona"):
        place(state, unit, "Tripoli")
    place(state, "it_sabratha", REPLACEMENT)
    place(state, "it_maletti", REPLACEMENT)
    state.phase, state.active, state.current_player = "replace", AXIS, AXIS
    state.rp_halves[AXIS] = 8
    assert not any(isinstance(a, ev.Rebuild) for a in state.legal_actions())
    set_control(state, AXIS, "Alexandria")
    assert ev.Rebuild("it_sabratha", "Alexandria") in state.legal_actions()


def test_n23_a_reinforcement_with_a_card_arrives_on_its_turn():
    state = new_game(1)
    assert state.where["it_afr"] == "Addis Ababa"  # Italian Reinforcements, turn 1
    assert state.where["it_babini"] == "Axis Reinforcements"  # turn 2


def test_every_ruling_in_the_doc_has_a_test_here():
    """docs/rules/north-africa.md's Rulings section and the North Africa rules tests stay in
    step: each ruling NN has at least one `test_nNN_...` in tests/rules/test_north_africa*.py,
    and no test names a ruling the doc lacks."""
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "north-africa.md").read_text(
        encoding="utf-8")
    rulings = doc.split("\n## Rulings\n")[1].split("\n## ")[0]
    numbers = {int(n) for n in re.findall(r"^### N(\d+) ", rulings, re.M)}
    here = Path(__file__).resolve().parent
    tested = {int(n) for path in here.glob("test_north_africa*.py")
              for n in re.findall(r"^def test_n(\d+)_", path.read_text(encoding="utf-8"),
                                  re.M)}
    assert numbers and numbers == tested, (sorted(numbers - tested), sorted(tested - numbers))
