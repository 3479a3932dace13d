"""North Africa scenario tests on the real map, the turn and the game: the sequence of play,
the automatic operation and card uses, activation costs, stacking, victory, arrivals and
the fixed events, the decks and hidden hands. Movement and combat are in
`test_north_africa_combat`, their results in `test_north_africa_combat_results`, supply
and the phases after it in `test_north_africa_logistics`.

Positions are built with `north_africa_builders`; every die is fixed; every step goes through
`legal_actions()` and `apply()`.
"""

from __future__ import annotations

import pytest

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import RESERVE

from .north_africa_builders import (
    ALLIED,
    AXIS,
    act,
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
    set_control,
    start_ops,
    start_rd,
)

FULL, LIMITED, NONE = Supply.FULL, Supply.LIMITED, Supply.NONE


# -- sequence of play (N3, N4) ---------------------------------------------------------------
def test_a_new_game_deals_seven_each_and_the_axis_acts_first():
    state = new_game(3)
    assert (state.turn, state.round, state.phase) == (1, 1, "action")
    assert state.current_player == AXIS
    assert [len(h) for h in state.hands] == [7, 7]
    assert [len(d) for d in state.decks] == [7, 7]  # 14 cards of 1940 each


@pytest.mark.parametrize(("turn", "size"), [(1, 7), (2, 7), (3, 8), (6, 8), (7, 9), (10, 9),
                                            (11, 10), (12, 10)])
def test_hand_size_by_year(turn, size):
    state = empty_table(turn=turn)
    for seat, side in enumerate(("axis", "allied")):
        state.decks[seat] = content().side_cards(side, 12)
    state.phase, state.active = "discard", AXIS
    state.settle([])  # empty hands: the draw is the only answer, for both sides
    assert [len(h) for h in state.hands] == [size, size]
    assert state.phase == "action" and state.round == 1


def test_discard_then_draw_up_to_the_hand_size():
    state = empty_table()
    two, three = cards_of(AXIS, 2)[0], cards_of(AXIS, 3)[0]
    give_hand(state, AXIS, two, three)
    state.decks[AXIS] = [c for c in content().year_cards("axis", 1) if c not in (two, three)]
    state.phase, state.active, state.current_player = "discard", AXIS, AXIS
    assert set(state.legal_actions()) == {ev.Discard(two), ev.Discard(three), ev.Draw()}
    act(state, ev.Discard(two), ev.Draw())
    assert two in state.discards[AXIS] and three in state.hands[AXIS]
    assert len(state.hands[AXIS]) == 7
    # then the Allies draw (their hand is empty: drawing is their only answer), round 1
    assert len(state.hands[ALLIED]) == 7
    assert (state.phase, state.round, state.current_player) == ("action", 1, AXIS)


def test_six_rounds_axis_then_allied_then_the_next_turn():
    state = empty_table()
    order = []
    while state.turn == 1:
        assert state.legal_actions() == [ev.AutomaticOperation()]
        order.append((state.round, state.current_player))
        state.apply(ev.AutomaticOperation())
    assert order == [(r, s) for r in range(1, 7) for s in (AXIS, ALLIED)]
    assert (state.turn, state.round, state.current_player) == (2, 1, AXIS)
    assert [len(h) for h in state.hands] == [7, 7]


def test_the_game_ends_after_turn_twelve():
    state = empty_table(turn=12)
    events = finish_turn(state)
    assert state.phase == "over" and state.is_terminal()
    assert state.outcome().winners == (AXIS,)  # 10 VP: at least 5
    assert events_of(events, ev.GameWon)[0].side == AXIS


def test_final_victory_goes_to_the_allies_at_four_vp_or_fewer():
    state = empty_table(turn=12)
    state.vp_bonus = -7  # 3, and 1 for holding East Africa in this turn's phase
    events = finish_turn(state)
    assert state.outcome().winners == (ALLIED,)
    assert state.result["vp"] == 4
    assert "war ended" in events_of(events, ev.GameWon)[0].reason


def test_turn_eleven_does_not_end_the_game():
    state = empty_table(turn=11)
    finish_turn(state)
    assert state.turn == 12 and not state.is_terminal()


def test_year_decks_join_on_turns_3_and_7():
    state = empty_table(turn=2)
    before = len(state.decks[AXIS])
    events = finish_turn(state)
    assert state.turn == 3
    assert [e.year for e in events_of(events, ev.YearDeckJoined)] == [1941]
    assert len(state.decks[AXIS]) + len(state.hands[AXIS]) == before + 20
    assert len(state.hands[AXIS]) == 8
    state = empty_table(turn=6)
    before = len(state.decks[ALLIED])
    events = finish_turn(state)
    assert [e.year for e in events_of(events, ev.YearDeckJoined)] == [1942]
    assert len(state.decks[ALLIED]) + len(state.hands[ALLIED]) == before + 21
    state = empty_table(turn=3)
    events = finish_turn(state)
    assert events_of(events, ev.YearDeckJoined) == []


def test_an_empty_deck_takes_the_discards_reshuffled():
    state = empty_table()
    pile = content().year_cards("axis", 1)
    state.decks[AXIS], state.discards[AXIS] = pile[:3], pile[3:]
    state.phase, state.active = "discard", AXIS
    state.settle([])
    assert len(state.hands[AXIS]) == 7
    assert set(pile[:3]) <= set(state.hands[AXIS])
    assert state.decks[AXIS] != pile[3:10] and state.decks[AXIS] != pile[7:]  # shuffled
    assert state.discards[AXIS] == [] and len(state.decks[AXIS]) == 7


def test_when_deck_and_discards_are_empty_the_hand_stays_short():
    state = empty_table()
    state.decks[AXIS], state.discards[AXIS] = cards_of(AXIS, 3, 2), []
    state.phase, state.active = "discard", AXIS
    state.settle([])
    assert len(state.hands[AXIS]) == 2


# -- the automatic operation and card uses (N5, N22) ---------------------------------------
def test_the_automatic_operation_pays_one_space_of_one_group():
    state = empty_table()
    give_hand(state, AXIS, cards_of(AXIS, 3)[0])
    place(state, "it_pavia", "Tripoli")
    place(state, "it_maletti", "Tripoli")
    place(state, "de_3recce", "Homs")
    place(state, "de_605at", "Tarhuna")
    place(state, "it_brescia", "Tarhuna")
    assert ev.AutomaticOperation() in state.legal_actions()  # allowed with cards in hand
    act(state, ev.AutomaticOperation())
    assert state.op["points"] == 1 and state.op["kind"] == "ops"
    legal = state.legal_actions()
    assert ev.Activate("Tripoli", "move") in legal  # two Italian units: one group
    assert ev.Activate("Homs", "move") in legal
    assert ev.Activate("Tarhuna", "move") not in legal  # German and Italian: two groups
    act(state, ev.Activate("Tripoli", "move"))
    assert state.phase == "move"  # nothing else affordable: on to the moves


def test_a_card_for_ops_gives_its_value():
    state = empty_table()
    card = cards_of(AXIS, 4)[0]
    give_hand(state, AXIS, card)
    place(state, "it_pavia", "Tripoli")
    act(state, ev.PlayCard(card, "ops"))
    assert state.op["points"] == 4 and state.phase == "activate"
    assert card in state.discards[AXIS] and card not in state.hands[AXIS]


@pytest.mark.parametrize(("ops", "halves"), [(2, 2), (3, 2), (4, 4), (5, 4)])
def test_a_plain_card_for_rp_gives_half_its_ops_rounded_down(ops, halves):
    state = empty_table(turn=3)
    card = cards_of(ALLIED, ops)[0]
    give_hand(state, ALLIED, card)
    state.active = state.current_player = ALLIED
    state.rp_halves[ALLIED] = 1
    events = act(state, ev.PlayCard(card, "rp"))
    assert state.rp_halves[ALLIED] == 1 + halves
    assert events_of(events, ev.ReplacementPoints)[0].total_halves == 1 + halves
    assert state.round == 2 and state.current_player == AXIS  # the action is over


def test_the_plain_deck_holds_the_years_mix():
    deck = content().tables.model.plain_deck
    for year, size in zip(deck.years, (14, 20, 21), strict=True):
        for side in ("axis", "allied"):
            cards = content().year_cards(side, year.joins_on_turn)
            assert len(cards) == size
            values = sorted(content().cards[c] for c in cards)
            assert {v: values.count(v) for v in set(values)} == dict(year.ops)


# -- activation costs (N6, N34) ------------------------------------------------------------
def test_activation_costs_one_per_group_in_a_space():
    state = empty_table()
    place(state, "it_pavia", "Tripoli")
    place(state, "it_brescia", "Tripoli")
    place(state, "de_15pz", "Tripoli")
    start_ops(state, AXIS, 3)
    events = act(state, ev.Activate("Tripoli", "move"))
    assert events_of(events, ev.Activated)[0].cost == 2
    assert state.op["points"] == 1


def test_out_of_supply_units_cost_one_each():
    state = empty_table()
    set_control(state, ALLIED, "Hon")
    place(state, "it_2bs", "Murzuk")
    place(state, "it_1cc", "Murzuk")
    assert state.supply_of("it_2bs") is NONE
    start_ops(state, AXIS, 1)
    assert ev.Activate("Murzuk", "move") not in state.legal_actions()
    start_ops(state, AXIS, 3)
    events = act(state, ev.Activate("Murzuk", "move"))
    assert events_of(events, ev.Activated)[0].cost == 2


def test_limited_supply_attackers_cost_one_each_moving_costs_the_group():
    state = empty_table()
    place(state, "it_2bs", "Sirte")
    place(state, "it_1cc", "Sirte")
    place(state, "uk_matruh", "Nofilia")
    set_control(state, ALLIED, "Nofilia")
    assert state.supply_of("it_2bs") is LIMITED  # four spaces from Tripoli
    start_ops(state, AXIS, 1)
    legal = state.legal_actions()
    assert ev.Activate("Sirte", "move") in legal
    assert ev.Activate("Sirte", "attack") not in legal
    start_ops(state, AXIS, 2)
    events = act(state, ev.Activate("Sirte", "attack"))
    assert events_of(events, ev.Activated)[0].cost == 2


def test_fully_supplied_attackers_pay_the_group_once():
    state = empty_table()
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")
    place(state, "it_brescia", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 1)
    events = act(state, ev.Activate("Alexandria", "attack"))
    assert events_of(events, ev.Activated)[0].cost == 1


# -- stacking (N19) --------------------------------------------------------------------------
def test_moves_that_would_overstack_are_not_offered():
    state = empty_table()
    for unit in ("it_pavia", "it_brescia", "it_savona"):
        place(state, unit, "Homs")
    place(state, "it_maletti", "Tripoli")
    place(state, "it_sabratha", "Tripoli")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Tripoli", "move"))
    assert "Homs" not in moves_of(state, "it_maletti")
    assert "Homs" not in moves_of(state, "it_sabratha")
    start_rd(state, AXIS, 4)
    assert "Homs" not in redeploys_of(state, "it_maletti")


# -- victory (N20, N21) ----------------------------------------------------------------------
def test_the_vp_marker_moves_with_vp_spaces_against_starting_control():
    state = empty_table()
    assert state.vp() == 10
    set_control(state, AXIS, "Mersa Matruh")
    assert state.vp() == 11
    set_control(state, ALLIED, "Tripoli", "Beirut")
    assert state.vp() == 9
    set_control(state, AXIS, "Tripoli", "Beirut")
    assert state.vp() == 12


def test_the_el_alamein_bonus_and_the_east_africa_bonus_from_turn_6():
    state = empty_table(turn=5)
    set_control(state, ALLIED, *[s.name for s in content().board.spaces
                                 if s.get("theatre") == "east_africa"])
    base = state.vp()
    set_control(state, AXIS, "Mersa Matruh")
    place(state, "it_pavia", "Mersa Matruh")  # beside El Alamein
    finish_turn(state)
    assert state.vp_bonus == 1 and state.vp() == base + 2
    state = empty_table(turn=5)
    finish_turn(state)
    assert state.vp_bonus == 0  # East Africa held, but before turn 6
    finish_turn(state)
    assert state.turn == 7 and state.vp_bonus == 1


@pytest.mark.parametrize(("setup", "winner"), [
    ({"vp_bonus": 4}, AXIS),
    ({"axis": ("Port Said", "Suez")}, AXIS),
    ({"vp_bonus": -7}, ALLIED),
    ({"allied": ("Tripoli",)}, ALLIED),
    ({"allied": ("Tripoli",), "torch": True}, None),
    ({"allied": ("Tripoli", "Tunis"), "torch": True}, ALLIED),
    ({"allied": ("Tripoli", "Tunis"), "axis": ("Alexandria",), "torch": True}, None),
    ({"allied": ("Tripoli",), "axis": ("Port Said", "Suez")}, AXIS),  # the Axis first
    ({"vp_bonus": 3}, None),
    ({"vp_bonus": -6}, None),
])
def test_automatic_victory(setup, winner):
    state = empty_table(turn=4)
    state.vp_bonus = setup.get("vp_bonus", 0)
    state.flags["torch"] = setup.get("torch", False)
    set_control(state, AXIS, *setup.get("axis", ()))
    set_control(state, ALLIED, *setup.get("allied", ()))
    finish_turn(state)
    if winner is None:
        assert not state.is_terminal() and state.turn == 5
    else:
        assert state.is_terminal() and state.outcome().winners == (winner,)
        assert state.result["turn"] == 4


# -- arrivals and the fixed events (N19, N23, N27) ------------------------------------------
def test_reinforcements_arrive_on_their_turn_or_in_the_reserve_box():
    state = empty_table(turn=2)
    events = finish_turn(state)
    assert state.turn == 3 and state.flags["rommel"]
    assert state.where["de_21pz"] == "Tripoli" and state.where["uk_2armd"] == "Suez"
    assert ev.Arrived("de_21pz", "Tripoli") in events
    state = empty_table(turn=2)
    for unit in ("it_pavia", "it_brescia", "it_savona"):
        place(state, unit, "Tripoli")
    finish_turn(state)
    assert state.where["de_21pz"] == RESERVE and state.where["de_3recce"] == RESERVE


def test_montgomery_on_turn_9_torch_on_turn_10():
    state = empty_table(turn=8)
    finish_turn(state)
    assert state.flags["montgomery"] and not state.flags["torch"]
    finish_turn(state)
    assert state.turn == 10 and state.flags["torch"]


def test_event_units_never_arrive_with_the_plain_deck():
    state = empty_table(turn=1)
    for _ in range(11):
        finish_turn(state)
        if state.is_terminal():
            break
    for unit in ("de_5geb", "iq_1", "eg_1"):
        assert state.where[unit] in ("Axis Reinforcements",)


# -- hidden hands ------------------------------------------------------------------------------
def test_a_side_sees_only_how_many_cards_the_other_holds():
    state = new_game(5)
    axis_view, allied_view = state.view_for(AXIS), state.view_for(ALLIED)
    assert axis_view.hand == tuple(state.hands[AXIS])
    assert allied_view.hand == tuple(state.hands[ALLIED])
    assert axis_view.hand_sizes == allied_view.hand_sizes == (7, 7)
    assert not set(state.hands[ALLIED]) & set(str(axis_view).split("'"))
    assert state.view_for(None).hand == ()
    assert state.secret_tokens(AXIS) == set(state.hands[AXIS])


def test_the_torch_landing_goes_to_tebessa_when_bone_is_not_allied():
    state = empty_table(turn=9)
    set_control(state, AXIS, "Bone")
    place(state, "it_pavia", "Bone")  # supplied via its port
    events = finish_turn(state)
    assert state.control["Bone"] == "axis" and state.control["Tebessa"] == "allied"
    landed = {e.where for e in events_of(events, ev.Arrived)
              if content().units[e.unit].arrives.where == "Torch landing"}
    assert landed == {"Tebessa", RESERVE}
    assert state.stack_points("Tebessa") == 6


def test_a_determinized_state_keeps_own_hand_and_deals_the_other_from_unseen_cards():
    from shifting_sands.games.north_africa.rules.determinize import determinize
    from shifting_sands.rules.rng import GameRng

    state = new_game(5)
    view = state.view_for(AXIS)
    guess = determinize(view, GameRng(2))
    assert guess.hands[AXIS] == state.hands[AXIS]
    assert len(guess.hands[ALLIED]) == 7 and len(guess.decks[ALLIED]) == 7
    assert sorted(guess.hands[ALLIED] + guess.decks[ALLIED]) == sorted(
        content().year_cards("allied", 1, plain=True))
    assert guess.where == state.where and guess.vp() == state.vp()


def test_holding_el_alamein_earns_the_bonus_without_a_unit_beside_it():
    state = empty_table(turn=2)
    set_control(state, AXIS, "El Alamein")
    events = finish_turn(state)
    assert [(e.reason, e.points) for e in events_of(events, ev.VictoryPointsGained)] == [
        ("El Alamein", 1)]
    assert state.vp_bonus == 1
    state = empty_table(turn=2)
    events = finish_turn(state)
    assert events_of(events, ev.VictoryPointsGained) == [] and state.vp_bonus == 0
