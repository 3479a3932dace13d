"""The greedy North Africa general's choices in small positions on the real map: it plays
for what decides the scenario (N82's objectives in Sonnenblume, the VP marker in the
campaign), keeps its objectives garrisoned and aims its attacks at them."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.bots.bot_offensive import drive_aim, on_offensive, outmatched
from shifting_sands.games.north_africa.bots.bots import (
    GreedyNorthAfricaBot,
    evaluate,
    objective_distance,
)
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.state import NorthAfricaState
from shifting_sands.games.north_africa.rules.tabletop import RESERVE
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    REPLACEMENT,
    act,
    empty_table,
    give_hand,
    place,
    set_control,
    start_ops,
    start_rd,
)

SONNENBLUME = "sonnenblume"


def activate(state: NorthAfricaState, space: str, mode: str) -> None:
    """Activate one space and go on to its moves or attacks."""
    act(state, ev.Activate(space, mode))
    if state.phase == "activate":
        act(state, ev.EndActivation())


def test_sonnenblume_scores_the_objectives_beside_the_vp_marker():
    # Sollum has no VP, so the marker does not move, but it is the Egyptian frontier:
    # an objective point to the Axis at the end (N82).
    state = empty_table(turn=4, variant=SONNENBLUME)
    before = evaluate(state, AXIS)
    vp = state.vp()
    set_control(state, AXIS, "Sollum")
    assert state.vp() == vp
    assert evaluate(state, AXIS) > before + 2
    assert evaluate(state, ALLIED) < evaluate(empty_table(turn=4, variant=SONNENBLUME), ALLIED)


def test_the_campaign_still_scores_the_vp_marker():
    state = empty_table(turn=4, variant="campaign")
    before = evaluate(state, AXIS)
    set_control(state, AXIS, "Sollum")  # no VP, no objective in the campaign
    assert abs(evaluate(state, AXIS) - before) < 1e-9


def test_the_last_guard_of_an_objective_stays_though_the_enemy_is_far():
    # Tobruk's one defender with every Axis unit far to the west: marching out leaves an
    # objective open for the end of the scenario.
    state = empty_table(turn=3, variant=SONNENBLUME)
    set_control(state, ALLIED, "Tobruk", "Bardia", "Sollum", "Halfaya", "Sidi Suleiman",
                "Gazala", "El Adem", "Benghazi", "Barce", "Msus", "Mechili", "Derna")
    place(state, "au_16bde", "Tobruk")
    place(state, "uk_22gds", "Bardia")
    place(state, "de_21pz", "El Agheila")
    place(state, "it_ariete", "El Agheila")
    start_ops(state, ALLIED, 3)
    choice, legal = march_choice(state, ALLIED, "Tobruk")
    assert any(isinstance(a, ev.Move) and a.unit == "au_16bde" for a in legal)
    assert not (isinstance(choice, ev.Move) and choice.unit == "au_16bde"), choice


def test_an_attack_heads_for_the_objective_rather_than_an_oasis():
    # Two like defenders beside Agedabia: one in Jalo (an oasis), one in Benghazi (an
    # objective, and on the road to Tobruk). The Axis attacks Benghazi.
    state = empty_table(turn=3, variant=SONNENBLUME)
    set_control(state, ALLIED, "Benghazi", "Jalo", "Tobruk")
    for unit in ("de_21pz", "de_3recce", "it_ariete"):
        place(state, unit, "Agedabia")
    place(state, "uk_22gds", "Benghazi")
    place(state, "au_16bde", "Jalo")
    start_ops(state, AXIS, 3)
    activate(state, "Agedabia", "attack")
    legal = state.legal_actions()
    targets = {a.target for a in legal if isinstance(a, ev.Attack)}
    assert {"Benghazi", "Jalo"} <= targets
    choice = GreedyNorthAfricaBot().decide(state, AXIS, legal, state.rng)
    assert isinstance(choice, ev.Attack) and choice.target == "Benghazi", choice


def test_the_last_guard_does_not_leave_one_objective_to_garrison_another():
    # Bardia is empty with an Axis unit two spaces off: worth a garrison, but not by
    # emptying Tobruk, which scores double.
    state = empty_table(turn=3, variant=SONNENBLUME)
    set_control(state, ALLIED, "Tobruk", "Bardia", "Sollum", "Halfaya", "Sidi Suleiman",
                "Gazala", "El Adem", "Sidi Azeiz")
    set_control(state, AXIS, "Sidi Barrani")
    place(state, "au_16bde", "Tobruk")
    place(state, "it_brescia", "Sidi Barrani")
    start_ops(state, ALLIED, 3)
    choice, legal = march_choice(state, ALLIED, "Tobruk")
    assert ev.Move("au_16bde", "Bardia") in legal
    assert not (isinstance(choice, ev.Move) and choice.unit == "au_16bde"), choice



def test_sonnenblume_still_minds_the_vp_marker():
    # The marker ends a scenario at 14 VP (N83), so the Allies must not ignore it.
    state = empty_table(turn=4, variant=SONNENBLUME)
    before = evaluate(state, ALLIED)
    state.vp_bonus += 2
    state.forget()
    assert evaluate(state, ALLIED) < before - 1


# -- the offensive plan (bot_offensive.py) ----------------------------------------------
CAMPAIGN = "campaign"
NO_EVENT_HAND = ("al42_lightfoot", "al42_patton")
"""Allied cards whose events wait for Montgomery and Torch: played only for OPS, RD or RP."""


def allied_superiority(turn: int = 8) -> NorthAfricaState:
    """The Allies clearly the stronger on the frontier, an Italian battlegroup beside them
    (an attack always on offer), Tobruk held by two Italian divisions."""
    state = empty_table(turn=turn, variant=CAMPAIGN)
    for unit in ("uk_7armd", "au_6", "nz_2"):
        place(state, unit, "Halfaya")
    place(state, "it_frontier", "Sidi Azeiz")
    place(state, "it_marmarica", "Tobruk")
    place(state, "it_sirte", "Tobruk")
    give_hand(state, ALLIED, *NO_EVENT_HAND)
    state.phase, state.active, state.current_player = "action", ALLIED, ALLIED
    return state


def march_choice(state: NorthAfricaState, seat: int, space: str) -> tuple[Any, list[Any]]:
    """The greedy general's choice once `space` is activated to move, with the legal
    actions it chose from."""
    activate(state, space, "move")
    legal = state.legal_actions()
    return GreedyNorthAfricaBot().decide(state, seat, legal, state.rng), legal


def plain_choice(state: NorthAfricaState, seat: int) -> ev.PlayCard:
    legal = state.legal_actions()
    return GreedyNorthAfricaBot()._plain_action(state, seat, legal)


def test_on_the_offensive_the_reserve_comes_forward_before_any_attack():
    state = allied_superiority()
    place(state, "uk_armbg", RESERVE)
    place(state, "au_16bde", RESERVE)
    assert on_offensive(state, ALLIED)
    assert plain_choice(state, ALLIED) == ev.PlayCard("al42_lightfoot", "rd")


def test_the_weaker_side_still_attacks_first():
    # The same reserve, but the Axis is the stronger on the main front: no offensive.
    state = allied_superiority()
    place(state, "uk_armbg", RESERVE)
    place(state, "au_16bde", RESERVE)
    for unit, where in (("de_21pz", "Tobruk"), ("de_15pz", "Gazala"),
                        ("it_ariete", "Gazala"), ("de_90lt", "El Adem")):
        place(state, unit, where)
    assert not on_offensive(state, ALLIED)
    assert plain_choice(state, ALLIED) == ev.PlayCard("al42_lightfoot", "ops")


def test_on_the_offensive_broken_units_are_rebuilt_before_any_attack():
    state = allied_superiority()
    for unit in ("uk_armbg", "au_16bde", "pl_carp"):
        place(state, unit, REPLACEMENT)
    assert state.rp_halves[ALLIED] == 0
    assert plain_choice(state, ALLIED) == ev.PlayCard("al42_lightfoot", "rp")


def test_the_drive_heads_for_one_vp_space():
    # Benghazi is as much an Axis VP space as Tobruk, but the drive takes the nearer first.
    state = allied_superiority()
    assert drive_aim(state, ALLIED) == "Tobruk"
    aims = objective_distance(state, ALLIED)
    assert aims["Tobruk"] == 0 and aims["Benghazi"] > 0


def test_on_the_offensive_the_reserve_joins_the_drive():
    # Giarabub (beside the Italian oasis of Jalo) and Halfaya (beside the Italians at Sidi
    # Azeiz) are both one step from enemy ground; Halfaya is the nearer to Tobruk.
    state = allied_superiority()
    place(state, "nz_2", "Sollum")  # room at Halfaya
    set_control(state, ALLIED, "Giarabub")
    place(state, "uk_6", "Giarabub")
    place(state, "uk_armbg", RESERVE)
    start_rd(state, ALLIED, 4)
    legal = state.legal_actions()
    assert {ev.Redeploy("uk_armbg", "Giarabub"), ev.Redeploy("uk_armbg", "Halfaya")} <= set(legal)
    choice = GreedyNorthAfricaBot().decide(state, ALLIED, legal, state.rng)
    assert choice == ev.Redeploy("uk_armbg", "Halfaya"), choice


def test_in_the_last_turn_the_offensive_attacks_rather_than_redeploys():
    # Spring 1943: what the Reserve Box would bring up could no longer take a VP space.
    state = allied_superiority(turn=12)
    place(state, "uk_armbg", RESERVE)
    place(state, "au_16bde", RESERVE)
    assert on_offensive(state, ALLIED)
    assert plain_choice(state, ALLIED) == ev.PlayCard("al42_lightfoot", "ops")


# -- the rear: Egypt ---------------------------------------------------------------------
def test_the_last_allied_unit_in_cairo_and_alexandria_stays():
    # With neither city holding an Allied unit the Egyptian Uprising raises both for the
    # Axis (N42): Cairo's one unit does not march on the Italians at the frontier.
    state = empty_table(turn=2, variant=CAMPAIGN)
    place(state, "uk_6", "Cairo")
    place(state, "it_frontier", "Sidi Barrani")
    start_ops(state, ALLIED, 3)
    choice, legal = march_choice(state, ALLIED, "Cairo")
    assert any(isinstance(a, ev.Move) and a.unit == "uk_6" for a in legal)
    assert not (isinstance(choice, ev.Move) and choice.unit == "uk_6"), choice


def test_outmatched_on_the_main_front_no_unit_leaves_it_for_a_sideshow():
    # The Italians at Tobruk and Gazala outnumber the Allies in Egypt: the Australians at
    # Asyut do not march up the Nile to take Axis ground in the Sudan, the nearest enemy
    # ground.
    state = empty_table(turn=2, variant=CAMPAIGN)
    place(state, "au_6", "Asyut")
    place(state, "uk_6", "Cairo")
    for unit, where in (("it_marmarica", "Tobruk"), ("it_sirte", "Tobruk"),
                        ("it_cirene", "Tobruk"), ("it_catanzaro", "Gazala"),
                        ("it_1lib", "Gazala")):
        place(state, unit, where)
    set_control(state, AXIS, "Wadi Halfa")
    assert outmatched(state, ALLIED)
    start_ops(state, ALLIED, 3)
    choice, legal = march_choice(state, ALLIED, "Asyut")
    assert ev.Move("au_6", "Wadi Halfa") in legal
    assert choice != ev.Move("au_6", "Wadi Halfa"), choice


def test_after_torch_the_allied_drive_heads_for_tunis_and_tripoli():
    # Tobruk is nearer the Eighth Army, but Tunis and Tripoli together win the war (N21).
    state = allied_superiority(turn=10)
    state.flags["torch"] = True
    set_control(state, AXIS, "Tunis")
    aims = objective_distance(state, ALLIED)
    assert aims["Tunis"] == 0 and aims["Tripoli"] == 0 and aims["Tobruk"] > 0


# -- the Levant ---------------------------------------------------------------------------
LEVANT_VICHY = ("vf_1", "vf_2", "vf_3", "vf_arm")


def near_east_position() -> NorthAfricaState:
    """1941: the Vichy Levant garrisoned at Beirut, an Allied brigade at Haifa beside it, the
    Iraqi Revolt over and the Axis far off in Libya; the Allies to act with Exporter in
    hand."""
    state = empty_table(turn=5, variant=CAMPAIGN)
    for unit in LEVANT_VICHY:
        place(state, unit, "Beirut")
    place(state, "au_18bde", "Haifa")
    place(state, "it_frontier", "Sidi Azeiz")
    place(state, "uk_6", "Halfaya")
    give_hand(state, ALLIED, "al41_exporter", *NO_EVENT_HAND)
    state.removed.append("ax41_iraqi_revolt")  # Iraq's war is over: no Axis army near
    state.phase, state.active, state.current_player = "action", ALLIED, ALLIED
    return state


def test_exporter_is_played_to_open_the_levants_vp_spaces():
    # Beirut and Damascus are a VP each to whoever takes them once the Levant is open (N20,
    # N55), and no Axis unit in the Near East can contest them: worth more than three OPS.
    state = near_east_position()
    legal = state.legal_actions()
    assert ev.PlayCard("al41_exporter", "event") in legal
    choice = GreedyNorthAfricaBot()._action(state, ALLIED, legal)
    assert choice == ev.PlayCard("al41_exporter", "event"), choice


def test_exporter_waits_while_the_axis_could_take_the_levant():
    # German mountain troops at Baghdad, or the Iraqi Revolt still to come: opening the
    # Levant could give its VP to the Axis.
    state = near_east_position()
    set_control(state, AXIS, "Baghdad")
    place(state, "de_5geb", "Baghdad")
    choice = GreedyNorthAfricaBot()._action(state, ALLIED, state.legal_actions())
    assert choice != ev.PlayCard("al41_exporter", "event"), choice
    state = near_east_position()
    state.removed.remove("ax41_iraqi_revolt")
    choice = GreedyNorthAfricaBot()._action(state, ALLIED, state.legal_actions())
    assert choice != ev.PlayCard("al41_exporter", "event"), choice


def test_after_exporter_the_levants_vp_spaces_are_aims():
    state = near_east_position()
    assert objective_distance(state, ALLIED).get("Damascus") != 0
    act(state, ev.PlayCard("al41_exporter", "event"))
    aims = objective_distance(state, ALLIED)
    assert aims["Damascus"] == 0 and aims["Beirut"] == 0


# -- the defence of the main front -----------------------------------------------------
def mersa_matruh_front() -> NorthAfricaState:
    """1940: the Italians on the frontier (Sollum, Halfaya, Bardia) outnumber the Allies,
    whose two divisions hold Mersa Matruh; a brigade waits at El Alamein."""
    state = empty_table(turn=1, variant=CAMPAIGN)
    place(state, "uk_7armd", "Mersa Matruh")
    place(state, "in_4", "Mersa Matruh")
    place(state, "uk_suez", "El Alamein")
    for unit, where in (("it_marmarica", "Sollum"), ("it_sirte", "Sollum"),
                        ("it_cirene", "Halfaya"), ("it_catanzaro", "Halfaya"),
                        ("it_1lib", "Bardia"), ("it_2lib", "Bardia")):
        place(state, unit, where)
    set_control(state, AXIS, "Sollum", "Halfaya")
    assert outmatched(state, ALLIED)
    return state


def test_outmatched_the_fort_before_the_enemy_is_held_by_its_stack():
    # Siwa is empty Allied ground one step off; marching out of Mersa Matruh would leave
    # one division to hold the fort that, lost, costs a VP and El Alamein's VP each turn.
    state = mersa_matruh_front()
    start_ops(state, ALLIED, 3)
    choice, legal = march_choice(state, ALLIED, "Mersa Matruh")
    assert any(isinstance(a, ev.Move) for a in legal)
    assert not isinstance(choice, ev.Move), choice


def test_outmatched_a_free_unit_joins_the_fort():
    # A division at Alexandria (Cairo holds another) goes to the forts facing the enemy.
    state = mersa_matruh_front()
    place(state, "in_4", "Alexandria")
    place(state, "uk_6", "Cairo")
    for unit in ("it_bologna", "it_brescia"):
        place(state, unit, "Sidi Azeiz")
    assert outmatched(state, ALLIED)
    start_ops(state, ALLIED, 3)
    choice, legal = march_choice(state, ALLIED, "Alexandria")
    assert ev.Move("in_4", "El Alamein") in legal
    assert isinstance(choice, ev.Move) and choice.to in ("Mersa Matruh", "El Alamein"), choice


def test_the_allies_clear_east_africa_before_the_iraqi_desert():
    # One activation: the Australians at Atbara can take Wadi Halfa, Axis ground in East
    # Africa (from turn 6 any Axis space there is a VP a turn to the Axis, N20), or the
    # South Africans at Amman can walk into Rutbah, empty Iraqi desert on the road to
    # Baghdad. Traced games lost the war to the East Africa bonus and its VP spaces.
    state = empty_table(turn=5, variant=CAMPAIGN)
    place(state, "au_6", "Atbara")
    place(state, "sa_2", "Amman")
    set_control(state, AXIS, "Wadi Halfa", "Rutbah", "Habbaniya", "Baghdad")
    place(state, "iq_1", "Baghdad")
    start_ops(state, ALLIED, 1)
    legal = state.legal_actions()
    assert ev.Activate("Amman", "move") in legal
    choice = GreedyNorthAfricaBot()._activate(state, ALLIED, legal)
    assert choice == ev.Activate("Atbara", "move"), choice
    activate(state, "Atbara", "move")
    choice = GreedyNorthAfricaBot().decide(state, ALLIED, state.legal_actions(), state.rng)
    assert isinstance(choice, ev.Move) and choice.unit == "au_6", choice
    assert state.board.space(choice.to).get("theatre") == "east_africa"
    assert state.control.get(choice.to) == "axis", choice
