"""The greedy North Africa general's choices in small positions on the real map: it plays
for what decides the scenario (N82's objectives in Sonnenblume, the VP marker in the
campaign), keeps its objectives garrisoned and aims its attacks at them."""

from __future__ import annotations

from shifting_sands.games.north_africa import actions as ev
from shifting_sands.games.north_africa.bots import GreedyNorthAfricaBot, evaluate
from shifting_sands.games.north_africa.rules import NorthAfricaState
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    act,
    empty_table,
    place,
    set_control,
    start_ops,
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
