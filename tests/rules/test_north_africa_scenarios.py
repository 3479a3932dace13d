"""North Africa scenarios (rulings N80-N84): each set-up is as data/north_africa/scenarios.yaml
says, the game ends on the scenario's last turn with the right winner, the campaign (and its
plain-deck variant) start and end as before, and a broken scenarios file is named by line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.north_africa_game import load_north_africa
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.events.registry import played_keys
from shifting_sands.games.north_africa.rules.setup import VARIANTS
from shifting_sands.games.north_africa.rules.tabletop import ELIMINATED, REINFORCEMENTS
from shifting_sands.paths import data_dir

from .north_africa_builders import (
    ALLIED,
    AXIS,
    content,
    empty_table,
    events_of,
    finish_turn,
    new_game,
    set_control,
)

SONNENBLUME = "sonnenblume"


def scenario(key: str = SONNENBLUME):
    return content().scenarios[key]


# -- the variants ----------------------------------------------------------------------
def test_the_variants_are_the_scenarios_and_plain():
    assert list(VARIANTS) == ["campaign", SONNENBLUME, "plain"]
    assert VARIANTS[SONNENBLUME][0] == "Operation Sonnenblume"


def test_an_unknown_variant_is_refused():
    with pytest.raises(ValueError, match="sonnenblume"):
        new_game(1, "barbarossa")


# -- N80: the turns ----------------------------------------------------------------------
def test_n80_sonnenblume_starts_on_turn_three_with_the_1940_and_1941_decks():
    state = new_game(3, SONNENBLUME)
    assert state.turn == 3 and scenario().last_turn == 4
    assert [len(hand) for hand in state.hands] == [8, 8]  # 1941's hand size
    for seat, side in enumerate(("axis", "allied")):
        held = sorted(state.decks[seat] + state.hands[seat] + state.discards[seat])
        wanted = sorted(c.id for c in content().deck.values()
                        if c.side == side and c.year in (1940, 1941)
                        and c.id not in state.removed)
        assert held == wanted
        assert not any(c.startswith(("A4", "L4")) for c in held)  # no plain cards


def test_n80_sonnenblume_ends_after_its_second_turn():
    state = empty_table(turn=3, variant=SONNENBLUME)
    finish_turn(state)
    assert state.turn == 4 and not state.is_terminal()
    events = finish_turn(state)
    assert state.is_terminal() and state.result["turn"] == 4
    assert events_of(events, ev.GameWon)


def test_n80_the_campaign_and_plain_still_end_after_turn_twelve():
    for variant in ("campaign", "plain"):
        state = empty_table(turn=11, variant=variant)
        finish_turn(state)
        assert state.turn == 12 and not state.is_terminal()
        events = finish_turn(state)
        assert state.is_terminal()
        assert "war ended" in events_of(events, ev.GameWon)[0].reason


def test_n80_the_campaign_starts_as_the_units_file_and_map_say():
    for variant in ("campaign", "plain"):
        state = new_game(5, variant)
        assert state.turn == 1 and state.vp() == 10 and state.rp_halves == [0, 0]
        assert not state.removed and not state.effects and not any(state.flags.values())
        for unit in content().units.values():
            if unit.start is not None:
                assert state.where[unit.id] == unit.start
        assert state.control == {s.name: s.control for s in content().board.spaces
                                 if s.control is not None and not s.box}
        cards = state.decks[0] + state.hands[0]
        assert len(cards) == 14  # the 1940 deck only


# -- N81: the set-up -------------------------------------------------------------------
def test_n81_sonnenblume_units_stand_where_the_data_puts_them():
    state = new_game(3, SONNENBLUME)
    placed = {p.unit: p for p in scenario().placements}
    assert placed["de_21pz"].place == "El Agheila"
    for unit_id, placement in placed.items():
        assert state.where[unit_id] == placement.place, unit_id
        assert (unit_id in state.reduced) == placement.reduced, unit_id
    assert "uk_2armd" in state.reduced and state.where["it_1lib"] == ELIMINATED
    for unit in content().units.values():  # the rest as units.yaml sets them up
        if unit.id not in placed and unit.start is not None:
            assert state.where[unit.id] == unit.start, unit.id
    # nothing due before turn 3 still waits; Ariete and 2nd Armoured are not entered twice
    for unit in content().units.values():
        turn = unit.arrives.turn if unit.arrives else None
        if turn is not None and turn < 3:
            assert state.where[unit.id] not in REINFORCEMENTS, unit.id


def test_n81_sonnenblume_control_vp_and_rp():
    state = new_game(3, SONNENBLUME)
    for space in ("Mersa Brega", "Benghazi", "Tobruk", "Bardia", "Sidi Azeiz"):
        assert state.control[space] == "allied", space
    assert state.control["El Agheila"] == "axis" and state.control["Berbera"] == "axis"
    assert state.vp() == scenario().vp == 9
    assert state.vp_bonus == 0  # 10, -2 for Benghazi and Tobruk, +1 for Berbera
    assert state.rp_halves == [2, 0]


def test_n81_the_same_seed_sets_up_the_same_game():
    assert new_game(8, SONNENBLUME).to_dict() == new_game(8, SONNENBLUME).to_dict()


def test_a_sonnenblume_game_saves_and_loads_as_itself():
    state = new_game(8, SONNENBLUME)
    again = type(state).from_dict(state.to_dict())
    assert again.variant == SONNENBLUME and again.to_dict() == state.to_dict()
    assert again.flags["rommel"] and again.turn == 3


# -- N82: Sonnenblume's victory ----------------------------------------------------------
def last_turn_end(*axis_spaces: str):
    """The end of Sonnenblume's last turn with the Axis holding `axis_spaces` (no units on
    the map, so attrition changes no control); the winner and the reason."""
    state = empty_table(turn=4, variant=SONNENBLUME)
    set_control(state, AXIS, *axis_spaces)
    events = finish_turn(state)
    assert state.is_terminal()
    return state.result["winner"], events_of(events, ev.GameWon)[0].reason


def test_n82_the_historical_result_is_a_clear_axis_win():
    winner, reason = last_turn_end("Benghazi", "Mechili", "Bardia", "Sollum")
    assert winner == AXIS and "5 points" in reason


def test_n82_benghazi_and_mechili_are_a_narrow_axis_win():
    winner, reason = last_turn_end("Benghazi", "Mechili")
    assert winner == AXIS and "3 points" in reason


def test_n82_benghazi_alone_is_not_enough():
    winner, reason = last_turn_end("Benghazi")
    assert winner == ALLIED and "2 points of the 3 needed" in reason, reason


def test_n82_benghazi_and_tobruk_win_for_the_axis():
    assert last_turn_end("Benghazi", "Tobruk")[0] == AXIS


def test_n82_the_allies_win_holding_tobruk_and_benghazi():
    winner, reason = last_turn_end("Bardia", "Sollum", "Halfaya")  # 2: the frontier counts once
    assert winner == ALLIED and "2 points of the 3 needed" in reason
    assert reason.endswith("the Allies kept Benghazi, Mechili, Tobruk"), reason


def test_n82_one_objective_point_is_singular():
    winner, reason = last_turn_end("Mechili")
    assert winner == ALLIED and ": 1 point of the 3 needed" in reason, reason


def test_n82_the_allies_win_at_the_start_line():
    assert last_turn_end()[0] == ALLIED


def test_n82_tobruk_alone_is_not_enough():
    assert last_turn_end("Tobruk")[0] == ALLIED


# -- N83: the campaign's automatic victory still runs ------------------------------------
def test_n83_the_allies_taking_tripoli_end_sonnenblume_at_once():
    state = empty_table(turn=3, variant=SONNENBLUME)
    set_control(state, ALLIED, "Tripoli")
    events = finish_turn(state)
    assert state.is_terminal() and state.result["turn"] == 3
    assert state.result["winner"] == ALLIED
    assert "Tripoli" in events_of(events, ev.GameWon)[0].reason


# -- N84: cards already played ----------------------------------------------------------
def test_n84_rommel_and_the_1940_permanents_are_in_effect():
    state = new_game(3, SONNENBLUME)
    assert state.flags == {"rommel": True, "montgomery": False, "torch": False}
    for card_id in scenario().in_effect:
        key = card_id[5:]
        assert state.effects[key] == {"until": "game",
                                      "seat": 0 if card_id.startswith("ax") else 1}
        assert card_id in state.removed
    assert "rommel" in played_keys(state)  # Sonnenblume's and Rommel's cards may be played
    everywhere = [c for pile in (*state.decks, *state.hands, *state.discards) for c in pile]
    for card_id in (*scenario().in_effect, *scenario().removed):
        assert card_id not in everywhere
    assert "ax40_graziani" in state.removed and "graziani" not in state.effects
    # the other 1940 cards, Compass and the reinforcements among them, are back in the decks
    assert "al40_compass" in everywhere and "ax40_italian_reinforcements_3" in everywhere


def test_n84_a_reinforcement_card_whose_units_are_placed_has_no_event():
    from shifting_sands.games.north_africa.rules.events.reinforcements import units_waiting

    state = new_game(3, SONNENBLUME)
    assert not units_waiting(state, AXIS, "ax40_italian_reinforcements_3")  # Babini is gone
    assert not units_waiting(state, ALLIED, "al40_reinforcements_2")  # au_6, nz_2 in Egypt
    assert units_waiting(state, ALLIED, "al41_reinforcements_2")  # ff_orient still waits


# -- the file ------------------------------------------------------------------------------
def broken_copy(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "north_africa", root / "north_africa")
    (root / "maps").mkdir()
    shutil.copy(data_dir() / "maps" / "north_africa.tmx", root / "maps")
    path = root / "north_africa" / "scenarios.yaml"
    text = path.read_text(encoding="utf-8")
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")
    return root / "north_africa", text[:at].count("\n") + 1


@pytest.mark.parametrize(("old", "new", "says"), [
    ("unit: de_21pz, place: El Agheila", "unit: de_21pz, place: Atlantis",
     "'Atlantis' is not a space"),
    ("unit: de_21pz,", "unit: de_99pz,", "unknown unit 'de_99pz'"),
    ("- ax41_rommel ", "- ax41_stukas_at_dawn ", "not permanent"),
    ("- {unit: sa_1bde, place: Mombasa", "- {unit: cw_kar, place: Mombasa",
     "'sa_1bde' arrives on turn 2"),
    ("decks: [1940, 1941]", "decks: [1940]", "year decks joined by turn 3"),
    ("last_turn: {value: 4,", "last_turn: {value: 2,", "before the first"),
    ("spaces: [Tobruk]", "spaces: [Tobruch]", "'Tobruch' is not a space"),
    ("axis_wins_at_least: {value: 3", "axis_wins_at_least: {value: three", "scenarios.yaml"),
])
def test_a_broken_scenarios_file_is_named_by_line(tmp_path, old, new, says):
    folder, line = broken_copy(tmp_path, old, new)
    with pytest.raises(ContentError) as caught:
        load_north_africa(folder)
    problems = [p for p in caught.value.problems if "scenarios.yaml" in p]
    assert problems and any(says in p for p in problems), caught.value.problems
    if "arrives on turn" not in says:  # that one names the placements list
        assert any(f"scenarios.yaml:{line}:" in p for p in problems), problems
