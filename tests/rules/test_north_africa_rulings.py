"""North Africa rulings N15-N34 (docs/rules/north-africa.md): supply, attrition,
redeployment, replacements, stacking, victory, the decks and fixed events, and the finer
points after them; one or more scenario tests each on the real map, named after the ruling.
N1-N14 are in `test_north_africa_rulings_n01_n14`. Dice are fixed; the public contract is
used throughout."""

from __future__ import annotations

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
