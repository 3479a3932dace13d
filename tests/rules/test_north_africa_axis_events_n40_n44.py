"""The Axis political events (events/axis_politics.py) and rulings N40-N44, each on the real
map with the campaign deck: Greece and Crete, intelligence, the Egyptian uprising, the fleet
and the convoys, and Malta. N45-N49 are in `test_north_africa_axis_events`."""

from __future__ import annotations

import pytest

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import cards, effects, sequence
from shifting_sands.games.north_africa.rules.events import malta
from shifting_sands.games.north_africa.rules.events.registry import EVENTS, Event
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import ELIMINATED, GREECE
from shifting_sands.rules.rng import GameRng
from tests.rules.north_africa_axis_event_helpers import offered, play, table
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    act,
    events_of,
    finish_turn,
    give_hand,
    place,
    set_control,
)


@pytest.fixture
def die(monkeypatch):
    """Fix the die rolled inside an event: `die(5)`."""
    def fix(value: int) -> None:
        monkeypatch.setattr(GameRng, "randrange", lambda self, stop: value - 1)

    return fix


# -- Invasion of Greece, Greece and Crete (N40) ----------------------------------------
def test_invasion_of_greece_sends_a_division_or_concedes_a_vp():
    state = table()
    place(state, "uk_6", "Cairo")
    place(state, "in_4", "Alexandria", reduced=True)  # not full: not offered
    place(state, "uk_10armd", "Jerusalem")  # not in Egypt
    play(state, "ax40_invasion_of_greece")
    assert state.current_player == ALLIED
    assert state.legal_actions() == [ev.Choose("uk_6"), ev.Choose("none")]
    vp = state.vp()
    act(state, ev.Choose("uk_6"))
    assert state.where["uk_6"] == GREECE and state.vp() == vp
    assert state.effects["invasion_of_greece"]["greece"] == ["uk_6"]
    other = table()
    place(other, "uk_6", "Cairo")
    play(other, "ax40_invasion_of_greece")
    vp = other.vp()
    act(other, ev.Choose("none"))
    assert other.vp() == vp + 1 and other.where["uk_6"] == "Cairo"


def test_invasion_of_greece_without_a_division_gives_the_vp_at_once():
    state = table()
    vp = state.vp()
    play(state, "ax40_invasion_of_greece")
    assert state.vp() == vp + 1 and state.pending is None


def test_n40_greece_division_returns_reduced_to_alexandria_in_1942():
    state = table(turn=6)
    place(state, "uk_6", GREECE)
    state.effects["invasion_of_greece"] = {"until": "game", "greece": ["uk_6"]}
    events: list = []
    state.turn = 6
    sequence.begin_turn(state, events)
    assert state.where["uk_6"] == GREECE  # not yet in 1941
    state.turn = 7
    sequence.begin_turn(state, events)
    assert state.where["uk_6"] == "Alexandria" and "uk_6" in state.reduced
    # Alexandria lost: the nearest Allied space with room instead
    state = table(turn=7)
    place(state, "uk_6", GREECE)
    place(state, "de_21pz", "Alexandria")
    set_control(state, AXIS, "Alexandria")
    sequence.begin_turn(state, [])
    assert state.where["uk_6"] in state.board.neighbours("Alexandria")
    assert state.control[state.where["uk_6"]] == "allied"
    # sent in 1942 or later: back at the start of the next turn
    state = table(turn=9)
    place(state, "uk_6", GREECE)
    sequence.begin_turn(state, [])
    assert state.where["uk_6"] == "Alexandria"


def test_greece_and_crete_eliminates_the_division_and_scores():
    state = table(turn=3)
    assert not offered(state, "ax41_greece_and_crete")  # Invasion of Greece first
    state.played.append("ax40_invasion_of_greece")
    place(state, "uk_6", GREECE)
    state.rp_halves[ALLIED] = 5
    vp = state.vp()
    play(state, "ax41_greece_and_crete")
    assert state.where["uk_6"] == ELIMINATED
    assert state.vp() == vp + 1 and state.rp_halves[ALLIED] == 3
    # nobody in Greece: no VP, the RP still go (never below 0)
    state = table(turn=3)
    state.played.append("ax40_invasion_of_greece")
    state.rp_halves[ALLIED] = 1
    vp = state.vp()
    play(state, "ax41_greece_and_crete")
    assert state.vp() == vp and state.rp_halves[ALLIED] == 0


# -- intelligence (N41) ----------------------------------------------------------------
def test_code_book_stolen_shows_the_hand_and_the_allies_play_cards_first():
    state = table()
    give_hand(state, ALLIED, "al40_taranto", "al40_wavell")
    state.combat = {"seat": AXIS}
    assert cards.card_steps(state) == ["card:a", "card:d"]
    events = play(state, "ax40_code_book_stolen")
    assert state.revealed[ALLIED] == ["al40_taranto", "al40_wavell"]
    assert events_of(events, ev.HandShown) == [ev.HandShown(ALLIED, 2)]
    state.combat = {"seat": AXIS}
    assert cards.card_steps(state) == ["card:d", "card:a"]
    state.combat = {"seat": ALLIED}
    assert cards.card_steps(state) == ["card:a", "card:d"]
    sequence.expire(state, "turn")
    state.combat = {"seat": AXIS}
    assert cards.card_steps(state) == ["card:a", "card:d"]


def test_fellers_intercepts_cancels_the_named_event():
    state = table()
    give_hand(state, ALLIED, "al40_reinforcements_2", "al40_taranto")
    events = play(state, "ax42_fellers_intercepts")
    assert events_of(events, ev.HandShown) == [ev.HandShown(ALLIED, 2)]
    assert state.current_player == AXIS
    assert ev.Choose("al40_reinforcements_2") in state.legal_actions()
    act(state, ev.Choose("al40_reinforcements_2"))
    assert state.active == ALLIED
    events = act(state, ev.PlayCard("al40_reinforcements_2", "event"))
    assert state.where["au_6"] == "Allied Reinforcements"  # the event did nothing
    assert any("cancelled" in e.text for e in events_of(events, ev.EventEffect))
    assert "al40_reinforcements_2" in state.discards[ALLIED]
    assert "fellers_intercepts" not in state.effects


def test_n41_fellers_names_a_card_only_for_its_event_this_turn():
    state = table()
    give_hand(state, ALLIED, "al40_reinforcements_2")
    play(state, "ax42_fellers_intercepts")
    act(state, ev.Choose("al40_reinforcements_2"))
    assert state.effects["fellers_intercepts"] == {"until": "turn",
                                                   "card": "al40_reinforcements_2"}
    sequence.expire(state, "turn")
    state.phase, state.active, state.current_player = "action", ALLIED, ALLIED
    act(state, ev.PlayCard("al40_reinforcements_2", "event"))
    assert state.where["au_6"] == "Suez"  # a later turn: the event works
    empty = table()
    play(empty, "ax42_fellers_intercepts")  # no Allied cards: nothing to name
    assert empty.pending is None and "fellers_intercepts" not in empty.effects


# -- Egyptian Uprising (N42) -----------------------------------------------------------
def test_egyptian_uprising_is_offered_only_with_its_condition():
    state = table()
    place(state, "uk_6", "Cairo")
    assert not offered(state, "ax40_egyptian_uprising")
    set_control(state, AXIS, "Khartoum")
    assert offered(state, "ax40_egyptian_uprising")
    state = table()
    assert offered(state, "ax40_egyptian_uprising")


def test_n42_egyptian_uprising_takes_the_empty_cities_and_shuns_allied_ones():
    state = table()
    play(state, "ax40_egyptian_uprising")
    assert state.where["eg_1"] == "Cairo" and state.where["eg_2"] == "Alexandria"
    assert state.control["Cairo"] == "axis" and state.control["Alexandria"] == "axis"
    state = table()
    set_control(state, AXIS, "Khartoum")
    place(state, "uk_6", "Cairo")
    place(state, "in_4", "Alexandria")
    place(state, "de_21pz", "Sidi Barrani")
    set_control(state, AXIS, "Sidi Barrani", "Mersa Matruh")
    play(state, "ax40_egyptian_uprising")
    assert state.control["Cairo"] == "allied"
    assert state.where["eg_2"] == "Mersa Matruh"  # the nearest Axis space to Alexandria
    assert state.where["eg_1"] == "Mersa Matruh"  # Cairo's nearest too (room for both)


# -- the fleet and the convoys (N43) ---------------------------------------------------
def test_regia_marina_sortie_success_and_failure(die):
    state = table()
    state.rp_halves = [6, 6]
    die(4)
    play(state, "ax40_regia_marina_sortie")
    assert state.rp_halves == [6, 2]
    state = table()
    state.rp_halves = [6, 3]
    die(4)
    play(state, "ax40_regia_marina_sortie")
    assert state.rp_halves == [6, 0]  # never below 0


def test_n43_sortie_failure_grows_by_year_and_taranto_needs_5(die):
    for turn, lost in ((1, 2), (3, 4), (7, 6), (11, 6)):
        state = table(turn=turn)
        state.rp_halves = [8, 8]
        die(3)
        play(state, "ax42_regia_marina_sortie" if turn >= 7 else "ax40_regia_marina_sortie")
        assert state.rp_halves == [8 - lost, 8], turn
    state = table()
    state.rp_halves = [8, 8]
    state.effects["taranto"] = {"until": "game"}
    die(4)
    play(state, "ax40_regia_marina_sortie")
    assert state.rp_halves == [6, 8]
    die(5)
    play(state, "ax42_regia_marina_sortie")
    assert state.rp_halves == [6, 4]


def test_axis_convoy_gains_2_rp():
    state = table(turn=3)
    events = play(state, "ax41_axis_convoy")
    assert state.rp_halves[AXIS] == 4
    assert events_of(events, ev.ReplacementPoints)[-1] == ev.ReplacementPoints(AXIS, 4, 4)


def test_supply_convoy_to_tripoli_rp_and_full_supply_in_libya():
    state = table()
    place(state, "de_21pz", "Bardia")
    place(state, "it_pavia", "Sollum")
    set_control(state, AXIS, "Sollum")
    assert state.supply_of("de_21pz") is Supply.LIMITED
    assert state.supply_of("it_pavia") is Supply.LIMITED
    play(state, "ax40_supply_convoy_to_tripoli")
    assert state.rp_halves[AXIS] == 4
    assert state.supply_of("de_21pz") is Supply.FULL
    assert state.supply_of("it_pavia") is Supply.LIMITED  # Egypt, not Libya
    sequence.expire(state, "turn")
    state.forget()
    assert state.supply_of("de_21pz") is Supply.LIMITED


def test_fuel_dump_captured_one_space_full_and_1_rp():
    state = table(turn=3)
    place(state, "de_21pz", "Bardia")
    place(state, "it_pavia", "Agedabia")
    play(state, "ax41_fuel_dump_captured")
    assert state.rp_halves[AXIS] == 2
    assert state.legal_actions() == [ev.Choose("Agedabia"), ev.Choose("Bardia")]
    act(state, ev.Choose("Bardia"))
    assert state.supply_of("de_21pz") is Supply.FULL
    assert state.supply_of("it_pavia") is Supply.LIMITED
    assert state.phase == "activate" and state.op["points"] == 3  # then its square OPS


def test_tobruk_captured_stores_only_with_tobruk_and_a_source():
    state = table(turn=7)
    set_control(state, ALLIED, "Tobruk")
    assert not offered(state, "ax42_tobruk_captured_stores")
    state = table(turn=7)
    place(state, "de_21pz", "Bardia")
    assert state.supply_of("de_21pz") is Supply.LIMITED
    play(state, "ax42_tobruk_captured_stores")
    assert state.rp_halves[AXIS] == 4
    assert "Tobruk" in state.sources("axis")
    assert state.supply_of("de_21pz") is Supply.FULL
    sequence.expire(state, "turn")
    assert "Tobruk" not in state.sources("axis")


# -- Malta (N44) -----------------------------------------------------------------------
def replacement_change(state, seat):
    return 2 * effects.replacement_rp(state, seat)


def test_siege_of_malta_costs_the_allies_each_replacement_phase():
    state = table(turn=7)
    play(state, "ax42_siege_of_malta")
    assert replacement_change(state, ALLIED) == -2
    state.rp_halves[ALLIED] = 1
    finish_turn(state)
    assert state.rp_halves[ALLIED] == 0


def test_kesselring_gives_1_rp_each_phase_and_frees_the_malta_convoy():
    state = table(turn=3)
    assert malta.malta_convoy_costs_axis(state)
    play(state, "ax41_kesselring")
    assert replacement_change(state, AXIS) == 2
    assert malta.malta_convoy_costs_axis(state)  # no siege yet
    state.effects["siege_of_malta"] = {"until": "game"}
    assert not malta.malta_convoy_costs_axis(state)


def fake_convoy(monkeypatch, ran):
    """Malta Convoy's event as another module may write it: it records that it ran."""
    monkeypatch.setitem(EVENTS, "malta_convoy",
                        Event(lambda table, seat, card, events: ran.append(card)))


def allied_event(state, card):
    state.phase, state.active, state.current_player = "action", ALLIED, ALLIED
    state.held_since[card] = 1
    give_hand(state, ALLIED, card)
    return act(state, ev.PlayCard(card, "event"))


def test_sea_devils_cancel_the_next_malta_convoy(monkeypatch):
    ran: list[str] = []
    fake_convoy(monkeypatch, ran)
    state = table(turn=3)
    play(state, "ax41_sea_devils_and_e_boats")
    state.op = None
    allied_event(state, "al41_malta_convoy")
    assert ran == []
    assert replacement_change(state, ALLIED) == 0  # used up: no RP lost
    allied_event(state, "al42_malta_convoy")
    assert ran == ["al42_malta_convoy"]  # only the next one


def test_n44_sea_devils_without_a_convoy_cost_1_rp_at_the_turn_end():
    state = table(turn=3)
    play(state, "ax41_sea_devils_and_e_boats")
    assert replacement_change(state, ALLIED) == -2
    state.op = None
    play(state, "ax42_sea_devils_and_e_boats")
    assert replacement_change(state, ALLIED) == -4  # two copies, two convoys or 2 RP
    sequence.expire(state, "turn")
    assert replacement_change(state, ALLIED) == 0


def test_luftwaffe_in_sicily_rp_and_no_malta_convoy():
    state = table(turn=3)
    state.rp_halves[ALLIED] = 4
    assert not malta.malta_convoy_blocked(state)
    play(state, "ax41_luftwaffe_in_sicily")
    assert state.rp_halves[ALLIED] == 2
    assert malta.malta_convoy_blocked(state)
    sequence.expire(state, "turn")
    assert not malta.malta_convoy_blocked(state)


def test_herkules_needs_the_siege_and_takes_malta_on_5_6(die, monkeypatch):
    state = table(turn=7)
    assert not offered(state, "ax42_herkules")
    state.played.append("ax42_siege_of_malta")
    state.effects["siege_of_malta"] = {"until": "game"}
    vp = state.vp()
    die(5)
    play(state, "ax42_herkules")
    assert state.vp() == vp + 1 and state.effects["herkules"]["malta_fallen"]
    ran: list[str] = []
    fake_convoy(monkeypatch, ran)
    allied_event(state, "al42_malta_convoy")
    allied_event(state, "al41_malta_convoy")
    assert ran == []  # no effect for the rest of the game


def test_herkules_failure_costs_2_rp(die):
    state = table(turn=7)
    state.played.append("ax42_siege_of_malta")
    state.rp_halves[AXIS] = 6
    vp = state.vp()
    die(4)
    play(state, "ax42_herkules")
    assert state.rp_halves[AXIS] == 2 and state.vp() == vp
    assert "herkules" not in state.effects
