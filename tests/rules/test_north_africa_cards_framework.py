"""North Africa strategy cards, the framework (rulings N35-N39): when an event is offered,
what playing it does to the card, square OPS, questions, reinforcements by card, the three
history-making cards, and the search bot's macro actions.

Events whose own module is elsewhere are stood in for with a recording event
(`monkeypatch.setitem(EVENTS, ...)`), so these tests check the framework alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.events.registry import EVENTS, Event, ask
from shifting_sands.games.north_africa.rules.tabletop import ALLIED, AXIS, REINFORCEMENTS
from tests.rules.north_africa_builders import (
    act,
    content,
    empty_table,
    finish_turn,
    give_hand,
    new_game,
    place,
    set_control,
)


def event_actions(state: Any) -> list[Any]:
    return [a for a in state.legal_actions() if isinstance(a, ev.PlayCard) and a.use == "event"]


def recording(calls: list[str]) -> Event:
    def play(table: Any, seat: int, card: str, events: list[Any]) -> None:
        calls.append(card)

    return Event(play)


def test_n35_an_event_waits_for_its_prerequisite(monkeypatch):
    monkeypatch.setitem(EVENTS, "sonnenblume", recording([]))
    state = empty_table(turn=3, variant="campaign")
    give_hand(state, AXIS, "ax41_sonnenblume")
    assert event_actions(state) == []  # Rommel not yet played
    state.played.append("ax41_rommel")
    state.forget()  # a field changed in place: what was derived from the position goes
    assert event_actions(state) == [ev.PlayCard("ax41_sonnenblume", "event")]


def test_n35_combat_cards_and_the_other_sides_cards_are_not_events():
    state = empty_table(turn=3, variant="campaign")
    give_hand(state, AXIS, "ax41_stukas_at_dawn")
    assert event_actions(state) == []
    assert ev.PlayCard("ax41_stukas_at_dawn", "ops") in state.legal_actions()


def test_n35_a_card_held_too_briefly_keeps_its_event(monkeypatch):
    monkeypatch.setitem(EVENTS, "malta_convoy", recording([]))
    state = empty_table(turn=4, variant="campaign")
    state.active = state.current_player = ALLIED
    give_hand(state, ALLIED, "al41_malta_convoy")
    state.held_since["al41_malta_convoy"] = 4  # drawn this turn: must be held a turn
    state.forget()  # a field changed in place: what was derived from the position goes
    assert event_actions(state) == []
    state.held_since["al41_malta_convoy"] = 3
    state.forget()
    assert event_actions(state) == [ev.PlayCard("al41_malta_convoy", "event")]


def test_n35_a_permanent_card_leaves_the_game_and_stays_in_effect():
    state = empty_table(turn=3, variant="campaign")
    give_hand(state, AXIS, "ax41_rommel")
    act(state, ev.PlayCard("ax41_rommel", "event"))
    assert "ax41_rommel" in state.removed and "ax41_rommel" not in state.discards[AXIS]
    assert state.in_effect("rommel") and state.flags["rommel"]
    assert state.active == ALLIED and state.phase == "action"  # the action is over


def test_n35_a_plain_event_card_goes_to_the_discards():
    state = empty_table(turn=1, variant="campaign")
    give_hand(state, AXIS, "ax40_italian_reinforcements_3")
    act(state, ev.PlayCard("ax40_italian_reinforcements_3", "event"))
    assert state.discards[AXIS] == ["ax40_italian_reinforcements_3"]
    assert state.removed == []


def test_n35_a_square_card_gives_its_event_and_then_its_ops(monkeypatch):
    calls: list[str] = []
    monkeypatch.setitem(EVENTS, "kassala_raid", recording(calls))
    state = empty_table(turn=1, variant="campaign")
    place(state, "it_1lib", "Tobruk")
    place(state, "uk_kassala", "Bardia")
    set_control(state, AXIS, "Tobruk")
    give_hand(state, AXIS, "ax40_kassala_raid")
    act(state, ev.PlayCard("ax40_kassala_raid", "event"))
    assert calls == ["ax40_kassala_raid"]
    card = content().deck["ax40_kassala_raid"]
    assert card.square_ops and state.op is not None
    assert state.op["points"] == card.ops and state.op["card"] == "ax40_kassala_raid"


def test_n35_an_event_is_never_undone():
    state = empty_table(turn=1, variant="campaign")
    give_hand(state, AXIS, "ax40_italian_reinforcements_3")
    assert not state.is_undoable(ev.PlayCard("ax40_italian_reinforcements_3", "event"))


def test_n36_card_reinforcements_wait_for_their_card_in_the_campaign():
    plain, cards = empty_table(turn=1), empty_table(turn=1, variant="campaign")
    finish_turn(plain)
    finish_turn(cards)
    assert plain.where["it_babini"] == "Tripoli"  # the plain deck: on its turn (2)
    assert cards.where["it_babini"] in REINFORCEMENTS  # the cards: only by its card


def test_n36_a_reinforcements_card_brings_its_units_once():
    state = empty_table(turn=2, variant="campaign")
    set_control(state, AXIS, "Tripoli")
    give_hand(state, AXIS, "ax40_italian_reinforcements_3")
    act(state, ev.PlayCard("ax40_italian_reinforcements_3", "event"))
    assert state.where["it_babini"] == "Tripoli"
    state.active = state.current_player = AXIS
    give_hand(state, AXIS, "ax40_italian_reinforcements_3")
    assert event_actions(state) == []  # nothing left to bring


def test_n36_a_unit_whose_place_is_lost_enters_the_reserve_box():
    state = empty_table(turn=2, variant="campaign")
    set_control(state, ALLIED, "Tripoli")
    give_hand(state, AXIS, "ax40_italian_reinforcements_3")
    act(state, ev.PlayCard("ax40_italian_reinforcements_3", "event"))
    assert state.where["it_babini"] == "Reserve Box"


BASRA_CARD = "al41_reinforcements_4"
BASRA_UNITS = ("in_10", "in_8", "in_18bde")


def play_basra_card(state: Any) -> list[Any]:
    state.phase, state.active, state.current_player, state.op = "action", ALLIED, ALLIED, None
    give_hand(state, ALLIED, BASRA_CARD)
    return act(state, ev.PlayCard(BASRA_CARD, "event"))


def test_n36a_the_indian_divisions_land_at_neutral_basra_and_take_it():
    state = empty_table(turn=4, variant="campaign")
    assert state.control["Basra"] == "neutral"
    events = play_basra_card(state)
    assert state.control["Basra"] == "allied"
    assert ev.ControlChanged("Basra", "allied") in events
    assert all(state.where[u] == "Basra" for u in BASRA_UNITS)


def test_n36a_the_landing_takes_basra_from_the_axis_when_no_axis_unit_holds_it():
    state = empty_table(turn=5, variant="campaign")
    set_control(state, AXIS, "Basra")  # after the Iraqi Revolt
    play_basra_card(state)
    assert state.control["Basra"] == "allied"
    assert all(state.where[u] == "Basra" for u in BASRA_UNITS)


def test_n36a_an_axis_unit_at_basra_stops_the_landing():
    state = empty_table(turn=5, variant="campaign")
    set_control(state, AXIS, "Basra")
    place(state, "iq_1", "Basra")
    play_basra_card(state)
    assert state.control["Basra"] == "axis"
    assert all(state.where[u] == "Reserve Box" for u in BASRA_UNITS)


def test_n36a_only_a_landing_takes_its_place():
    state = empty_table(turn=2, variant="campaign")
    set_control(state, ALLIED, "Tripoli")  # Babini's place, lost: he is no landing
    give_hand(state, AXIS, "ax40_italian_reinforcements_3")
    act(state, ev.PlayCard("ax40_italian_reinforcements_3", "event"))
    assert state.control["Tripoli"] == "allied"


def test_n36a_with_the_plain_deck_the_landing_comes_on_its_turn():
    state = empty_table(turn=3)
    finish_turn(state)
    assert state.turn == 4 and state.control["Basra"] == "allied"
    assert state.where["in_10"] == "Basra"


def test_n37_rommel_comes_by_his_card_not_by_the_calendar():
    state = empty_table(turn=2, variant="campaign")
    finish_turn(state)
    assert state.turn == 3 and not state.flags["rommel"]
    assert state.where["de_21pz"] in REINFORCEMENTS
    state = empty_table(turn=3, variant="campaign")
    set_control(state, AXIS, "Tripoli")
    give_hand(state, AXIS, "ax41_rommel")
    act(state, ev.PlayCard("ax41_rommel", "event"))
    assert state.flags["rommel"] and state.where["de_21pz"] == "Tripoli"


def test_n37_torch_lands_after_algeria_turns_allied():
    state = empty_table(turn=8, variant="campaign")
    state.active = state.current_player = ALLIED
    give_hand(state, ALLIED, "al42_torch")
    act(state, ev.PlayCard("al42_torch", "event"))
    assert state.flags["torch"]
    landed = {state.where[u] for u in content().deck["al42_torch"].reinforcements}
    assert landed <= {"Bone", "Tebessa", "Reserve Box"} and landed & {"Bone", "Tebessa"}


def test_n37_montgomery_makes_tobruk_an_allied_source():
    state = empty_table(turn=8, variant="campaign")
    set_control(state, ALLIED, "Tobruk")
    assert "Tobruk" not in state.sources("allied")
    state.active = state.current_player = ALLIED
    give_hand(state, ALLIED, "al42_montgomery")
    act(state, ev.PlayCard("al42_montgomery", "event"))
    assert "Tobruk" in state.sources("allied")


def test_n38_an_event_may_ask_the_other_side_and_goes_on_after_the_answer(monkeypatch):
    answers: list[str] = []

    def play(table: Any, seat: int, card: str, events: list[Any]) -> None:
        ask(table, 1 - seat, card, ["yes", "no"], "Agree?")

    def choose(table: Any, asked: dict[str, Any], option: str, events: list[Any]) -> None:
        answers.append(option)

    monkeypatch.setitem(EVENTS, "regia_marina_sortie", Event(play, choose=choose))
    state = empty_table(turn=1, variant="campaign")
    give_hand(state, AXIS, "ax40_regia_marina_sortie")
    act(state, ev.PlayCard("ax40_regia_marina_sortie", "event"))
    assert state.phase == "event" and state.current_player == ALLIED
    assert state.legal_actions() == [ev.Choose("yes"), ev.Choose("no")]
    view = state.view_for(AXIS)
    assert view.pending_data()["options"] == ["yes", "no"]
    act(state, ev.Choose("no"))
    assert answers == ["no"] and state.pending is None
    assert state.phase == "action" and state.active == ALLIED


def test_n39_a_strategy_card_played_for_rp_gives_its_printed_rp():
    state = empty_table(turn=1, variant="campaign")
    card = content().deck["ax40_egyptian_uprising"]
    give_hand(state, AXIS, card.id)
    act(state, ev.PlayCard(card.id, "rp"))
    assert state.rp_halves[AXIS] == 2 * card.rp


def test_the_campaign_deals_strategy_cards_and_the_plain_variant_plain_ones():
    cards, plain = new_game(3, "campaign"), new_game(3)
    assert all(c in content().deck for c in cards.hands[AXIS] + cards.decks[AXIS])
    assert not any(c in content().deck for c in plain.hands[AXIS] + plain.decks[AXIS])


def test_a_seat_sees_the_hand_it_was_shown_and_a_sample_deals_it_back():
    from shifting_sands.games.north_africa.rules.determinize import determinize
    from shifting_sands.rules.rng import GameRng

    state = new_game(4, "campaign")
    state.revealed[AXIS] = list(state.hands[AXIS])
    assert state.view_for(ALLIED).seen_hand == tuple(state.hands[AXIS])
    assert state.view_for(AXIS).seen_hand is None
    sample = determinize(state.view_for(ALLIED), GameRng(9))
    assert sorted(sample.hands[AXIS]) == sorted(state.hands[AXIS])


@pytest.mark.parametrize("phase_cards", [("ax41_rommel", "ax40_italian_reinforcements_3")])
def test_the_search_weighs_every_playable_event_and_fills_details_greedily(phase_cards,
                                                                          monkeypatch):
    from shifting_sands.games.north_africa.bots import planner
    from shifting_sands.games.north_africa.bots.planner import search_actions

    monkeypatch.setattr(planner, "SMALL", 2)  # this small position has only three answers

    state = empty_table(turn=3, variant="campaign")
    set_control(state, AXIS, "Tripoli")
    give_hand(state, AXIS, *phase_cards)
    shortlist = search_actions(state)
    assert {ev.PlayCard(c, "event") for c in phase_cards} <= set(shortlist)
    assert ev.AutomaticOperation() in shortlist and len(shortlist) < len(state.legal_actions())
    place(state, "it_1lib", "Tobruk")
    place(state, "it_2lib", "Bardia")
    place(state, "uk_kassala", "Sidi Barrani")
    set_control(state, AXIS, "Tobruk", "Bardia")
    act(state, ev.PlayCard("ax41_rommel", "ops"))
    detail = search_actions(state)
    assert len(detail) == 1 and detail[0] in state.legal_actions()



def test_every_card_of_both_decks_has_its_event_or_its_battle_rule():
    """All 110 cards are played by the engine: each event card's key has an event, each
    combat card's key a combat rule (a card left out would silently be OPS only)."""
    from shifting_sands.games.north_africa.rules.events.registry import COMBAT, key_of

    deck = content().deck
    assert len(deck) == 110
    missing = [card.id for card in deck.values()
               if key_of(card.id) not in (COMBAT if card.combat else EVENTS)]
    assert missing == []
