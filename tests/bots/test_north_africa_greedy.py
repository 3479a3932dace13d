"""The greedy North Africa general's choices in small positions on the real map: it plays
for what decides the scenario (N82's objectives in Sonnenblume, the VP marker in the
campaign), keeps its objectives garrisoned and aims its attacks at them."""

from __future__ import annotations

from shifting_sands.games.north_africa import actions as ev
from shifting_sands.games.north_africa.bot_offensive import drive_aim, on_offensive
from shifting_sands.games.north_africa.bots import (
    GreedyNorthAfricaBot,
    evaluate,
    objective_distance,
)
from shifting_sands.games.north_africa.rules import NorthAfricaState
from shifting_sands.games.north_africa.table import RESERVE
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
    activate(state, "Tobruk", "move")
    legal = state.legal_actions()
    assert any(isinstance(a, ev.Move) and a.unit == "au_16bde" for a in legal)
    choice = GreedyNorthAfricaBot().decide(state, ALLIED, legal, state.rng)
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
    activate(state, "Tobruk", "move")
    legal = state.legal_actions()
    assert ev.Move("au_16bde", "Bardia") in legal
    choice = GreedyNorthAfricaBot().decide(state, ALLIED, legal, state.rng)
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
