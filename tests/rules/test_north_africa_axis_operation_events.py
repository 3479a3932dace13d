"""The Axis cards whose events start or change an operation (rulings N60-N69): one scenario
test per card on the real map. The Allied cards and the rulings' own tests are in
`test_north_africa_operation_events`. Dice are fixed; the public contract is used
throughout."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import operations
from shifting_sands.games.north_africa.rules.combat import fire_plan
from shifting_sands.games.north_africa.rules.tabletop import RESERVE

from .north_africa_builders import (
    ALLIED,
    AXIS,
    act,
    events_of,
    moves_of,
    place,
    redeploys_of,
    roll,
    set_control,
    start_ops,
    start_rd,
)
from .north_africa_operation_helpers import (
    card,
    cost,
    end_activation,
    fight_out,
    offered,
    play,
    table,
)


# -- Axis ------------------------------------------------------------------------------
def test_kassala_raid_one_italian_space_free_and_its_units_move_then_attack():
    state = table()
    place(state, "it_keren1", "Asmara")
    place(state, "it_gondar", "Gondar")
    place(state, "uk_kassala", "Kassala")
    play(state, AXIS, "kassala_raid")
    assert state.phase == "activate" and state.op["points"] == 3  # the square OPS follow
    assert cost(act(state, ev.Activate("Asmara", "move"))) == 0
    assert cost(act(state, ev.Activate("Gondar", "move"))) == 1  # one space only
    act(state, ev.Move("it_keren1", "Keren"), ev.EndMoves())
    assert ev.Attack("Kassala", ("Keren",)) in state.legal_actions()


def test_conquest_of_british_somaliland_attacks_berbera_only_and_gains_rp():
    state = table()
    place(state, "it_jijiga", "Jijiga")
    place(state, "it_amhara", "Jijiga")
    assert not offered(state, AXIS, "conquest_of_british_somaliland")  # Berbera empty
    place(state, "uk_somaliland", "Berbera")
    set_control(state, ALLIED, "Harar")
    place(state, "uk_pal", "Harar")
    play(state, AXIS, "conquest_of_british_somaliland")
    attacks = [a for a in state.legal_actions() if isinstance(a, ev.Attack)]
    assert attacks and {a.target for a in attacks} == {"Berbera"}
    rp = state.rp_halves[AXIS]
    act(state, ev.Attack("Berbera", ("Jijiga",)))
    events = fight_out(state, 6, 1, advance=True)
    assert events_of(events, ev.CombatEnded)[0].attacker_won
    assert state.rp_halves[AXIS] == rp
    events += act(state, ev.Advance("it_jijiga", "Berbera"))
    events += fight_out(state)
    assert state.rp_halves[AXIS] == rp + 2
    assert events_of(events, ev.ReplacementPoints)


def test_sonnenblume_libya_spaces_cost_one_whatever_the_nationalities():
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "it_ariete", "Agedabia")
    start_ops(state, AXIS, 5)
    assert operations.activation_cost(state, "Agedabia", AXIS, "move") == 2
    play(state, AXIS, "sonnenblume")
    assert state.op["points"] == 5  # N60: the card's OPS
    assert cost(act(state, ev.Activate("Agedabia", "move"))) == 1


def test_sonnenblume_needs_rommel():
    state = table()
    place(state, "de_21pz", "Agedabia")
    assert not offered(state, AXIS, "sonnenblume")


def test_dash_to_the_wire_german_armour_free_and_two_spaces_further():
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "de_288", "Agedabia")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Agedabia", "move"))
    end_activation(state)
    plain_armour, plain_infantry = moves_of(state, "de_21pz"), moves_of(state, "de_288")
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "de_288", "Agedabia")
    play(state, AXIS, "dash_to_the_wire")
    assert cost(act(state, ev.Activate("Agedabia", "move"))) == 0
    end_activation(state)
    assert set(moves_of(state, "de_21pz")) > set(plain_armour)
    assert moves_of(state, "de_288") == plain_infantry  # armour only


def test_venezia_rommel_shift_in_two_attacks():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_15pz", "Bardia")
    place(state, "uk_pal", "Halfaya")
    place(state, "uk_gideon", "Sollum")
    play(state, AXIS, "venezia")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 1
    act(state, ev.Activate("Bardia", "attack"))
    end_activation(state)
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",), rommel=True))
    fight_out(state)
    assert ev.Attack("Sollum", ("Bardia",), rommel=True) in state.legal_actions()


def test_n63_one_rommel_shift_without_venezia():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_15pz", "Bardia")
    place(state, "uk_pal", "Halfaya")
    place(state, "uk_gideon", "Sollum")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Sidi Azeiz", "attack"), ev.Activate("Bardia", "attack"))
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",), rommel=True))
    fight_out(state)
    assert ev.Attack("Sollum", ("Bardia",), rommel=True) not in state.legal_actions()
    assert ev.Attack("Sollum", ("Bardia",)) in state.legal_actions()


def test_gazala_line_outflanked_flank_attempt_gains_one():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_15pz", "Sidi Azeiz")
    place(state, "uk_pal", "Halfaya")
    play(state, AXIS, "gazala_line_outflanked")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 0
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",), flank=True))
    flank = events_of(roll(state, 3), ev.FlankRolled)[0]
    assert flank.needed == 3 and flank.success  # 4 without the card


def test_tunisian_bridgehead_sea_moves_to_tunis_cost_less():
    state = table(torch=True)
    set_control(state, AXIS, "Tunis", "Tripoli")
    place(state, "de_10pz", RESERVE)
    assert offered(state, AXIS, "tunisian_bridgehead")
    play(state, AXIS, "tunisian_bridgehead")
    assert state.active == ALLIED  # the event is the whole action
    start_rd(state, AXIS, 2)
    assert "Tunis" in redeploys_of(state, "de_10pz")  # 2 points for a division
    act(state, ev.Redeploy("de_10pz", "Tunis"))


def test_tunisian_bridgehead_not_without_tunis_nor_torch():
    state = table(torch=True)
    assert not offered(state, AXIS, "tunisian_bridgehead")  # Tunis is Vichy
    state = table()
    set_control(state, AXIS, "Tunis")
    assert not offered(state, AXIS, "tunisian_bridgehead")
    start_rd(state, AXIS, 2)
    place(state, "de_10pz", RESERVE)
    assert "Tunis" not in redeploys_of(state, "de_10pz")


def test_alam_halfa_german_armour_alone_and_a_win_is_a_vp():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_90lt", "Sidi Azeiz")
    place(state, "uk_gideon", "Halfaya")
    play(state, AXIS, "alam_halfa")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 0
    events = act(state, ev.EndActivation()) if state.phase == "activate" else []
    events = act(state, ev.Attack("Halfaya", ("Sidi Azeiz",)))
    assert events_of(events, ev.AttackDeclared)[0].attackers == ("de_21pz",)
    bonus = state.vp_bonus
    events = fight_out(state, 6, 1)
    assert events_of(events, ev.CombatEnded)[0].attacker_won
    assert state.vp_bonus == bonus + 1
    assert events_of(events, ev.VictoryPointsGained)


def kasserine_front(state: Any, defender: str) -> None:
    set_control(state, AXIS, "Kasserine", "Gafsa")
    set_control(state, ALLIED, "Tebessa", "Bone")
    place(state, "de_10pz", "Kasserine")
    place(state, defender, "Tebessa")


def test_kasserine_attacks_on_us_units_shift_right():
    state = table(torch=True)
    kasserine_front(state, "us_1")
    play(state, AXIS, "kasserine")
    assert cost(act(state, ev.Activate("Kasserine", "attack"))) == 0
    act(state, ev.Attack("Tebessa", ("Kasserine",)))
    assert ("event", 1) in fire_plan(state, "a")["shifts"]
    state = table(torch=True)
    kasserine_front(state, "uk_78")
    play(state, AXIS, "kasserine")
    act(state, ev.Activate("Kasserine", "attack"))
    act(state, ev.Attack("Tebessa", ("Kasserine",)))
    assert ("event", 1) not in fire_plan(state, "a")["shifts"]  # British: no shift


def test_bersaglieri_counterattack_no_infantry_against_armour_shift():
    state = table()
    place(state, "it_10bers", "Sidi Azeiz")
    place(state, "uk_1armbde", "Halfaya")
    play(state, AXIS, "bersaglieri_counterattack")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 0
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",)))
    shifts = fire_plan(state, "a")["shifts"]
    assert ("infantry_vs_armour", -1) in shifts and ("bersaglieri", 1) in shifts


def test_n64_panzerarmee_afrika_german_and_italian_cost_one_together():
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "it_ariete", "Agedabia")
    place(state, "it_1lib", "Sirte")
    play(state, AXIS, "panzerarmee_afrika")
    assert "panzerarmee_afrika" in state.effects and card("panzerarmee_afrika") in state.removed
    start_ops(state, AXIS, 3)
    assert cost(act(state, ev.Activate("Agedabia", "move"))) == 1
    assert cost(act(state, ev.Activate("Sirte", "move"))) == 1


def test_panzerarmee_afrika_needs_rommel():
    state = table()
    assert not offered(state, AXIS, "panzerarmee_afrika")
