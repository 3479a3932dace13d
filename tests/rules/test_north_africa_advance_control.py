"""Ruling N31 on the way, not only at the end: every empty space a unit enters by move or
advance is taken, the battle's space of an advance included, and the VP marker follows.
Scenario tests in Operation Sonnenblume's Cyrenaica (issue 33: the 21st Panzer advancing from
Benghazi to Barce left Benghazi Allied and the VP at 9). Dice are fixed."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.movement import move_costs, move_path

from .north_africa_builders import (
    ALLIED,
    AXIS,
    act,
    attack,
    content,
    empty_table,
    events_of,
    place,
    roll,
    set_control,
    start_ops,
)


def benghazi_attacked(*attackers: str):
    """Sonnenblume's turn 3, Cyrenaica Allied (VP 9) but Mersa Brega and Agedabia: the 9th
    Australian holds Benghazi and Axis armour in Agedabia attacks it."""
    state = empty_table(turn=3, variant="sonnenblume")
    set_control(state, AXIS, "Mersa Brega", "Agedabia")  # the armour in supply
    for unit in attackers:
        place(state, unit, "Agedabia")
    place(state, "au_9", "Benghazi")
    assert state.vp() == 9 and state.control["Benghazi"] == state.control["Barce"] == "allied"
    attack(state, "Benghazi", ["Agedabia"])
    return state


def taken(events):
    return [e.space for e in events_of(events, ev.ControlChanged)]


def test_n31_armour_advancing_beyond_the_battle_takes_the_battles_space_too():
    state = benghazi_attacked("de_21pz")
    ended = events_of(roll(state, 1, 1), ev.CombatEnded)[0]  # 2 against 1: a win, no bold
    assert ended.attacker_won and not ended.overrun
    act(state, ev.Retreat("Msus"))
    events = act(state, ev.Advance("de_21pz", "Barce"))
    assert taken(events) == ["Benghazi", "Barce"]
    assert state.control["Benghazi"] == state.control["Barce"] == "axis"
    assert state.vp() == 10  # Benghazi's VP


def test_n31_an_advance_into_the_battles_space_alone_takes_only_it():
    state = benghazi_attacked("de_21pz")
    roll(state, 1, 1)
    act(state, ev.Retreat("Msus"))
    events = act(state, ev.Advance("de_21pz", "Benghazi"))
    assert taken(events) == ["Benghazi"] and state.control["Barce"] == "allied"


def test_n31_n79_every_space_of_a_longer_armour_advance_is_taken(monkeypatch):
    monkeypatch.setattr(effects, "ADVANCE", [lambda table: 1])  # Panzer Counterattack
    state = benghazi_attacked("de_21pz")
    roll(state, 1, 1)
    act(state, ev.Retreat("Msus"))
    assert ev.Advance("de_21pz", "Cyrene") in state.legal_actions()
    events = act(state, ev.Advance("de_21pz", "Cyrene"))
    assert taken(events) == ["Benghazi", "Barce", "Cyrene"]
    assert state.vp() == 10


def test_n31_an_advance_after_an_overrun_takes_the_battles_space_and_its_end():
    state = benghazi_attacked("de_21pz", "de_15pz")
    ended = events_of(roll(state, 4, 1), ev.CombatEnded)[0]  # 13+: a bold 5 against 1
    assert ended.overrun
    act(state, ev.Displace("Alexandria"))
    assert state.control["Benghazi"] == "allied"  # vacated: still the Allies' (N31)
    events = act(state, ev.Advance("de_21pz", "Barce"))
    assert taken(events) == ["Benghazi", "Barce"]
    assert state.vp() == 10
    events = act(state, ev.Advance("de_15pz", "Msus"))
    assert taken(events) == ["Msus"]  # Benghazi is the Axis's already


def test_n31_a_move_takes_the_opened_neutral_spaces_it_passes(monkeypatch):
    monkeypatch.setattr(effects, "OPENED", [lambda table: ["Baghdad", "Kirkuk", "Basra"]])
    state = empty_table()
    set_control(state, ALLIED, "Basra")
    place(state, "in_10", "Basra")
    start_ops(state, ALLIED, 1)
    act(state, ev.Activate("Basra", "move"))
    events = act(state, ev.Move("in_10", "Kirkuk"))
    assert taken(events) == ["Baghdad", "Kirkuk"]
    assert state.control["Baghdad"] == "allied"


def test_the_way_of_a_move_is_the_cheapest_to_every_end_move_costs_allows():
    board = content().board
    control = {s.name: s.control for s in board.spaces if s.control}
    control["Sirte"] = "allied"  # an enemy space: a way may end there, never pass it
    reach = move_costs(board, "Tripoli", 6, "axis", control, ())
    assert "Sirte" in reach and "Nofilia" not in reach
    for end, points in reach.items():
        way = move_path(board, "Tripoli", end, 6, "axis", control, ())
        assert way[-1] == end and "Sirte" not in way[:-1]
        cost = sum(1 if board.connection(a, b).kind == "primary" else 2
                   for a, b in zip(["Tripoli", *way], way, strict=False))
        assert cost == points, (end, way)
