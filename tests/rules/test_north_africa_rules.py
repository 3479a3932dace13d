"""North Africa scenario tests on the real map: the sequence of play, the automatic operation,
activation, movement, combat, losses, retreat, overrun, advance, supply, attrition,
redeployment, replacements, stacking, victory, arrivals, the decks and hidden hands.

Positions are built with `north_africa_builders`; every die is fixed; every step goes through
`legal_actions()` and `apply()`.
"""

from __future__ import annotations

import pytest

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
    fired,
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


# -- movement (N1, N2, N7, N33) --------------------------------------------------------------
def test_movement_primary_one_secondary_two_and_no_sea():
    state = empty_table()
    place(state, "it_pavia", "Tripoli")  # movement 3
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Tripoli", "move"))
    # Homs 1, Misurata 2, Buerat 3 by the coast road; Tarhuna, Garian, Zuara 1; Sirte is 4;
    # Benghazi and Bizerte only by sea; Ben Gardane is Vichy (closed)
    assert moves_of(state, "it_pavia") == ["Buerat", "Garian", "Homs", "Misurata", "Tarhuna",
                                           "Zuara"]


def test_movement_stops_on_enemy_ground_and_never_enters_enemy_units():
    state = empty_table()
    place(state, "de_21pz", "Sidi Azeiz")  # movement 6
    place(state, "uk_matruh", "Sidi Suleiman")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Sidi Azeiz", "move"))
    moves = moves_of(state, "de_21pz")
    assert "Sollum" in moves and "Halfaya" in moves  # enemy ground: the move stops there
    assert "Sidi Barrani" not in moves  # beyond Sollum
    assert "Sidi Suleiman" not in moves  # enemy units
    events = act(state, ev.Move("de_21pz", "Halfaya"))
    assert state.control["Halfaya"] == "axis"  # entering an empty space takes it at once
    assert events_of(events, ev.ControlChanged) == [ev.ControlChanged("Halfaya", "axis")]


def test_an_empty_enemy_fort_only_from_beside_it():
    state = empty_table()
    set_control(state, AXIS, "Sollum", "Sidi Barrani")
    place(state, "de_21pz", "Sollum")
    place(state, "de_15pz", "Sidi Barrani")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Sollum", "move"), ev.Activate("Sidi Barrani", "move"))
    assert "Mersa Matruh" not in moves_of(state, "de_21pz")
    assert "Mersa Matruh" in moves_of(state, "de_15pz")
    act(state, ev.Move("de_15pz", "Mersa Matruh"))
    assert state.control["Mersa Matruh"] == "axis"


def test_closed_spaces_cannot_be_entered():
    state = empty_table()
    place(state, "uk_pal", "Haifa")
    start_ops(state, ALLIED, 1)
    act(state, ev.Activate("Haifa", "move"))
    moves = moves_of(state, "uk_pal")
    assert "Beirut" not in moves and "Damascus" not in moves and "Merdjayoun" not in moves
    assert "Gaza" in moves and "Jerusalem" in moves


def test_armour_moving_into_an_attack_space_attacks_infantry_does_not():
    state = empty_table()
    place(state, "it_pavia", "Sidi Azeiz")
    place(state, "de_21pz", "El Adem")
    place(state, "de_90lt", "El Adem")
    place(state, "uk_6", "Halfaya")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Sidi Azeiz", "attack"), ev.Activate("El Adem", "move"))
    assert state.phase == "move"  # nothing else to activate: on at once
    act(state, ev.Move("de_21pz", "Sidi Azeiz"), ev.Move("de_90lt", "Sidi Azeiz"))
    events = act(state, ev.Attack("Halfaya", ("Sidi Azeiz",)))
    declared = events_of(events, ev.AttackDeclared)[0]
    assert declared.attackers == ("de_21pz", "it_pavia")


# -- combat: strength, tables, shifts (N8, N9) -------------------------------------------------
def test_strength_division_table_and_the_armour_shift():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    shots = fired(roll(state, 4, 1))
    assert (shots["a"].table, shots["a"].strength, shots["a"].shift, shots["a"].column,
            shots["a"].loss) == ("division", 6, 1, "7-9", 3)
    assert (shots["d"].strength, shots["d"].column, shots["d"].loss) == (4, "3-4", 1)


def test_a_fort_adds_two_to_the_defender():
    state = empty_table()
    set_control(state, AXIS, "Mersa Matruh")
    place(state, "it_pavia", "Mersa Matruh")
    place(state, "uk_6", "El Alamein")
    attack(state, "El Alamein", ["Mersa Matruh"])
    shots = fired(roll(state, 6, 6))
    assert (shots["d"].strength, shots["d"].column, shots["d"].loss) == (6, "5-6", 4)
    assert (shots["a"].strength, shots["a"].column, shots["a"].loss) == (2, "2", 2)


def test_battlegroups_alone_fire_on_the_battlegroup_table():
    state = empty_table()
    cairo_front(state)
    place(state, "it_maletti", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    shots = fired(roll(state, 6, 6))
    assert (shots["a"].table, shots["a"].strength, shots["a"].loss) == ("division", 4, 3)
    assert (shots["d"].table, shots["d"].strength, shots["d"].loss) == ("battlegroup", 2, 1)


@pytest.mark.parametrize(("attackers", "defenders", "target", "shift"), [
    (["de_21pz"], ["uk_6"], "Cairo", 1),  # armour vs infantry
    (["de_21pz"], ["uk_7armd"], "Cairo", 0),  # armour vs armour
    (["it_pavia"], ["uk_7armd"], "Cairo", -1),  # infantry vs armour
    (["it_pavia"], ["uk_6"], "Tanta", -1),  # marsh
    (["de_21pz"], ["uk_6"], "Tanta", -1),  # marsh: no armour shift either
    (["it_1cc"], ["uk_armbg"], "Tanta", -2),  # infantry vs armour and marsh
])
def test_column_shifts(attackers, defenders, target, shift):
    state = empty_table()
    cairo_front(state)
    for unit in attackers:
        place(state, unit, "Alexandria")
    for unit in defenders:
        place(state, unit, target)
    attack(state, target, ["Alexandria"])
    assert fired(roll(state, 3, 3))["a"].shift == shift


def test_mountain_shifts_the_attacker_left():
    state = empty_table()
    set_control(state, ALLIED, "Garian")
    place(state, "de_21pz", "Tripoli")
    place(state, "uk_6", "Garian")
    attack(state, "Garian", ["Tripoli"])
    shots = fired(roll(state, 3, 3))
    assert shots["a"].shift == -1  # mountain; no armour shift in the mountains
    assert shots["d"].shift == -1  # the defender is out of supply


def test_the_column_stops_at_the_table_edges():
    state = empty_table()
    cairo_front(state)
    place(state, "it_1cc", "Alexandria")
    place(state, "uk_armbg", "Tanta")
    attack(state, "Tanta", ["Alexandria"])
    assert fired(roll(state, 6, 1))["a"].column == "1"  # strength 1, two left
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    for unit in ("de_21pz", "de_15pz", "de_10pz"):
        place(state, unit, "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"], rommel=True)
    shots = fired(roll(state, 1, 1))
    assert (shots["a"].strength, shots["a"].shift, shots["a"].column) == (18, 3, "13+")


def test_a_side_with_no_strength_does_not_fire():
    state = empty_table()
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_somaliland", "Cairo", reduced=True)  # combat 0 when reduced
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1)  # the attacker's die only
    assert [e.side for e in events_of(events, ev.Fired)] == [AXIS]
    assert state.current_player != CHANCE
    assert events_of(events, ev.CombatEnded)[0].defender_result == 0


def test_rommel_two_right_once_a_round_with_a_german_unit():
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Tanta")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    legal = state.legal_actions()
    assert ev.Attack("Cairo", ("Alexandria",), False, True) in legal
    assert ev.Attack("Tanta", ("Alexandria",), False, True) in legal
    events = act(state, ev.Attack("Cairo", ("Alexandria",), False, True))
    assert events_of(events, ev.AttackDeclared)[0].rommel
    assert fired(roll(state, 3, 1))["a"].shift == 3  # armour 1 + Rommel 2


def test_rommel_not_without_germans_not_before_turn_3_not_vs_a_fort_not_in_the_insets():
    def rommel_offered(state):
        return any(isinstance(a, ev.Attack) and a.rommel for a in state.legal_actions())

    state = empty_table()  # turn 1: Rommel not yet in play
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    assert not rommel_offered(state)
    state.flags["rommel"] = True
    state.forget()  # a field changed in place: what was derived from the position goes
    assert rommel_offered(state)
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")  # Italians only
    place(state, "uk_6", "Cairo")
    place(state, "de_21pz", "Mersa Matruh")
    set_control(state, AXIS, "Mersa Matruh")
    place(state, "uk_7armd", "El Alamein")  # a fort
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"), ev.Activate("Mersa Matruh", "attack"))
    assert not any(a.rommel for a in state.legal_actions() if isinstance(a, ev.Attack)
                   and a.target == "Cairo" and a.spaces == ("Alexandria",))
    assert not any(a.rommel for a in state.legal_actions() if isinstance(a, ev.Attack)
                   and a.target == "El Alamein")
    state = empty_table()
    state.flags["rommel"] = True
    set_control(state, AXIS, "Gaza")
    place(state, "de_21pz", "Gaza")  # the Near East
    place(state, "uk_pal", "Jerusalem")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Gaza", "attack"))
    assert not rommel_offered(state)


def test_rommel_is_used_once_an_action_round():
    state = empty_table()
    state.flags["rommel"] = True
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "de_15pz", "El Alamein")
    set_control(state, AXIS, "El Alamein")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Qattara")  # marsh, not a fort: Rommel could go there
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"), ev.Activate("El Alamein", "attack"))
    assert ev.Attack("Qattara", ("El Alamein",), False, True) in state.legal_actions()
    act(state, ev.Attack("Cairo", ("Alexandria",), False, True))
    roll(state, 1, 6)  # 3 against 3: both flip, nobody moves
    assert state.phase == "attack"
    assert ev.Attack("Qattara", ("El Alamein",)) in state.legal_actions()
    assert not any(a.rommel for a in state.legal_actions() if isinstance(a, ev.Attack))


# -- flank attack (N10) ----------------------------------------------------------------------
def flank_offered(state):
    return any(isinstance(a, ev.Attack) and a.flank for a in state.legal_actions())


def test_flank_attack_needs_two_units_with_armour_on_open_ground():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    assert not flank_offered(state)  # one unit
    state = empty_table()
    cairo_front(state)
    place(state, "it_pavia", "Alexandria")
    place(state, "it_brescia", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 6)
    act(state, ev.Activate("Alexandria", "attack"))
    assert not flank_offered(state)  # no armour
    for target in ("Cairo", "Tanta", "El Alamein"):
        state = empty_table()
        cairo_front(state)
        place(state, "de_21pz", "Alexandria")
        place(state, "it_pavia", "Alexandria")
        place(state, "uk_6", target)
        start_ops(state, AXIS, 6)
        act(state, ev.Activate("Alexandria", "attack"))
        assert flank_offered(state) == (target == "Cairo"), target  # not marsh, not fort


def flank_setup(spaces=("Alexandria",)):
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, *spaces)
    units = iter(["de_21pz", "de_15pz", "it_pavia", "it_brescia", "it_savona"])
    for space in spaces:
        place(state, next(units), space)
    if len(spaces) == 1:
        place(state, next(units), spaces[0])
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", list(spaces), flank=True)
    return state


@pytest.mark.parametrize(("spaces", "die", "success"), [
    (("Alexandria",), 3, False), (("Alexandria",), 4, True),
    (("Alexandria", "Tanta"), 3, True), (("Alexandria", "Tanta"), 2, False),
    (("Alexandria", "Tanta", "Ismailia"), 2, True), (("Alexandria", "Tanta", "Ismailia"), 1, False),
    (("Alexandria", "Tanta", "Ismailia", "Asyut"), 2, True),
    (("Alexandria", "Tanta", "Ismailia", "Asyut"), 1, False),  # would need only 1: a 1 fails
])
def test_flank_roll_needs_four_plus_one_per_extra_space_a_one_fails(spaces, die, success):
    state = flank_setup(spaces)
    events = roll(state, die)
    assert events_of(events, ev.FlankRolled)[0].success is success
    assert state.combat["steps"][0] == ("fire:a" if success else "fire:d")


def test_a_successful_flank_attack_fires_first_and_the_defender_fires_with_what_is_left():
    state = flank_setup()
    roll(state, 4)  # success
    events = roll(state, 4)  # the attacker: 12 + armour shift, 13+ → 5
    assert state.current_player == CHANCE and "uk_6" in state.reduced
    events += roll(state, 6)
    shots = fired(events)
    assert shots["a"].loss == 5 and shots["d"].strength == 2  # uk_6 fires reduced
    assert events.index(events_of(events, ev.StepLost)[0]) < events.index(shots["d"])


def test_a_failed_flank_attack_lets_the_defender_fire_first():
    state = flank_setup()
    roll(state, 2)  # failure
    events = roll(state, 6)  # uk_6 (4): 3-4 → 3 loss points for the attackers first
    assert fired(events)["d"].loss == 3
    assert state.current_player == AXIS
    assert set(state.legal_actions()) == {ev.TakeLoss("de_21pz"), ev.TakeLoss("de_15pz")}
    act(state, ev.TakeLoss("de_21pz"))
    assert state.current_player == CHANCE
    events = roll(state, 1)
    assert fired(events)["a"].strength == 10  # 4 + 6: the attackers fire with what is left


# -- losses (N11) --------------------------------------------------------------------------
def test_losses_step_by_step_without_exceeding_the_owner_choosing():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)  # 3 loss points for the Allies
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.TakeLoss("uk_6"), ev.TakeLoss("uk_matruh")}
    act(state, ev.TakeLoss("uk_matruh"))  # 1 of 3
    # the reduced battlegroup is the only step that fits the 2 left: taken at once
    assert state.where["uk_matruh"] == REPLACEMENT
    assert "uk_6" not in state.reduced  # the last point cannot flip a 3-point division


def test_a_small_hit_does_not_flip_a_big_division():
    state = empty_table()
    cairo_front(state)
    place(state, "it_1cc", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 6, 1)  # 1 → 1 loss point
    assert "uk_6" not in state.reduced and state.where["uk_6"] == "Cairo"


def test_a_reduced_unit_losing_a_step_goes_to_the_replacement_box():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo", reduced=True)
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 4, 1)
    assert state.where["uk_6"] == REPLACEMENT
    assert events_of(events, ev.StepLost) == [ev.StepLost("uk_6", True, False)]


# -- winning, retreat (N12, N14, N29, N30) ---------------------------------------------------
def test_the_loser_retreats_and_the_defender_chooses_among_the_best():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)
    act(state, ev.TakeLoss("uk_6"))
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.Retreat(p) for p in
                                          ("Asyut", "Ismailia", "Suez", "Tanta")}
    act(state, ev.Retreat("Suez"))
    assert state.where["uk_6"] == state.where["uk_matruh"] == "Suez"  # together


def test_retreat_prefers_friendly_then_room():
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia")
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    for unit in ("uk_7armd", "in_4", "au_6"):
        place(state, unit, "Suez")  # full
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)  # won: the only friendly space with room is Tanta, taken at once
    assert state.where["uk_6"] == "Tanta"


def test_a_retreat_into_overstacking_eliminates_the_weakest():
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta")
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    place(state, "uk_matruh", "Cairo")
    for unit in ("uk_7armd", "in_4", "au_6"):
        place(state, unit, "Suez")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 4, 1)
    events = act(state, ev.TakeLoss("uk_6"))
    # friendly Suez (full) beats the empty Axis spaces: 9 points there, 3 too many
    assert events_of(events, ev.OverstackLoss) == [ev.OverstackLoss("uk_matruh", False),
                                                   ev.OverstackLoss("uk_6", True)]
    assert state.where["uk_matruh"] == REPLACEMENT and state.where["uk_6"] == ELIMINATED


def test_defenders_that_cannot_retreat_are_eliminated():
    state = empty_table()
    cairo_front(state)
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta", "Suez")
    place(state, "de_21pz", "Alexandria")
    for unit, space in (("de_15pz", "Asyut"), ("it_pavia", "Ismailia"), ("it_brescia", "Tanta"),
                        ("it_savona", "Suez")):
        place(state, unit, space)
    place(state, "uk_matruh", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)  # 1 against 0: the battlegroup flips and must retreat
    assert state.where["uk_matruh"] == REPLACEMENT


def test_forts_hold():
    state = empty_table()
    set_control(state, AXIS, "Mersa Matruh")
    place(state, "de_21pz", "Mersa Matruh")
    place(state, "de_15pz", "Mersa Matruh")
    place(state, "uk_6", "El Alamein")
    place(state, "uk_matruh", "El Alamein")
    attack(state, "El Alamein", ["Mersa Matruh"])
    events = roll(state, 6, 1)  # 12 (no armour shift at a fort): 6 against 2
    events += act(state, ev.TakeLoss("uk_matruh"), ev.TakeLoss("uk_matruh"))
    # the division's flip is then the only step that fits: taken at once
    assert events_of(events, ev.CombatEnded)[0].attacker_won
    assert not events_of(events, ev.Retreated) and not events_of(events, ev.Advanced)
    assert state.combat is None  # over: no retreat, no advance
    assert state.where["uk_6"] == "El Alamein" and state.control["El Alamein"] == "allied"
    assert "uk_6" in state.reduced
    assert state.where["de_21pz"] == "Mersa Matruh"


def test_a_tie_or_a_defender_win_moves_nobody():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1, 3)  # 2 against 2
    assert not events_of(events, ev.CombatEnded)[0].attacker_won
    assert state.phase == "action" and state.current_player == ALLIED  # nothing else to do
    assert not events_of(events, ev.Retreated) and not events_of(events, ev.Advanced)
    assert state.where["uk_6"] == "Cairo" and state.where["de_21pz"] == "Alexandria"


# -- overrun (N13) ---------------------------------------------------------------------------
def overrun_setup(target="Cairo", frm="Alexandria"):
    state = empty_table()
    set_control(state, AXIS, frm)
    place(state, "de_21pz", frm)
    place(state, "de_15pz", frm)
    place(state, "uk_6", target)
    attack(state, target, [frm])
    return state


def test_overrun_displaces_to_the_nearest_source_and_armour_advances_its_full_movement():
    state = overrun_setup()
    set_control(state, AXIS, "Asyut")
    events = roll(state, 4, 1)  # 13+: 5, bold
    ended = events_of(events, ev.CombatEnded)[0]
    assert ended.overrun
    # Alexandria is the Axis's and Cairo is the fight: the nearest Allied source, Suez
    assert state.where["uk_6"] == "Suez"
    assert events_of(events, ev.Displaced)[0].to == "Suez"
    options = sorted(a.to for a in state.legal_actions()
                     if isinstance(a, ev.Advance) and a.unit == "de_21pz")
    assert "Wadi Halfa" in options  # Cairo 1, Asyut 2, Wadi Halfa 3 of 6
    act(state, ev.Advance("de_21pz", "Wadi Halfa"))
    assert state.control["Wadi Halfa"] == "axis"


def test_overrun_displaces_to_alexandria_or_cairo_first():
    state = overrun_setup("Ismailia", "Gaza")
    events = roll(state, 5, 1)  # 12, armour +1, out of supply -1: 10-12 → 5 bold
    assert events_of(events, ev.CombatEnded)[0].overrun
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.Displace("Alexandria"), ev.Displace("Cairo")}


def test_overrun_with_no_path_eliminates_for_good():
    state = overrun_setup()
    set_control(state, AXIS, "Asyut", "Ismailia", "Tanta", "Suez")
    roll(state, 4, 1)
    assert state.where["uk_6"] == ELIMINATED


def test_no_overrun_without_a_bold_result_or_without_armour():
    state = overrun_setup()
    events = roll(state, 3, 1)  # 13+: 4, not bold
    assert not events_of(events, ev.CombatEnded)[0].overrun
    state = empty_table()
    cairo_front(state)
    for unit in ("it_pavia", "it_brescia", "it_savona"):
        place(state, unit, "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 6, 1)  # 6: 5-6 → 4 bold against 1; uk_6 flips and survives
    ended = events_of(events, ev.CombatEnded)[0]
    assert ended.attacker_won and not ended.overrun  # no armour
    assert {type(a) for a in state.legal_actions()} == {ev.Retreat}


# -- advance (N12, N31) ---------------------------------------------------------------------
def test_advance_into_the_vacated_space_armour_one_further():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "it_pavia", "Alexandria")
    place(state, "it_brescia", "Tanta")  # not in the attack
    set_control(state, AXIS, "Tanta")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    roll(state, 1, 1)  # 8 + armour, 10-12: 2 against 1; too little to flip the division
    assert set(state.legal_actions()) == {ev.Retreat("Asyut"), ev.Retreat("Ismailia"),
                                          ev.Retreat("Suez")}
    act(state, ev.Retreat("Suez"))
    legal = state.legal_actions()
    infantry = sorted(a.to for a in legal if isinstance(a, ev.Advance) and a.unit == "it_pavia")
    armour = sorted(a.to for a in legal if isinstance(a, ev.Advance) and a.unit == "de_21pz")
    assert infantry == ["Cairo"]
    assert armour == ["Asyut", "Cairo", "Ismailia", "Tanta"]  # not Suez: the enemy is there
    assert not any(isinstance(a, ev.Advance) and a.unit == "it_brescia" for a in legal)
    act(state, ev.Advance("it_pavia", "Cairo"))
    assert state.control["Cairo"] == "axis"


def test_only_a_won_attack_advances():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1, 6)  # 2 against 3
    assert not events_of(events, ev.Advanced) and state.where["de_21pz"] == "Alexandria"
    assert state.phase == "action" and state.current_player == ALLIED


# -- supply (N15) --------------------------------------------------------------------------
@pytest.mark.parametrize(("space", "supply"), [("Tripoli", FULL), ("Homs", FULL),
                                               ("Buerat", FULL), ("Sirte", LIMITED),
                                               ("El Agheila", LIMITED)])
def test_axis_supply_from_tripoli(space, supply):
    state = empty_table()
    place(state, "it_pavia", space)
    assert state.supply_of("it_pavia") is supply


def test_a_cut_pocket_with_a_port_is_limited_without_one_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus", "Buerat")
    place(state, "it_pavia", "Barce")
    place(state, "it_brescia", "Murzuk")
    assert state.supply_of("it_pavia") is LIMITED  # the Benghazi pocket: via port
    assert state.supply_of("it_brescia") is NONE


def test_montgomery_makes_benghazi_and_tobruk_allied_sources():
    state = empty_table()
    set_control(state, ALLIED, "Benghazi", "Tobruk")
    place(state, "uk_6", "Benghazi")
    place(state, "uk_matruh", "Tobruk")
    assert state.supply_of("uk_6") is LIMITED
    state.flags["montgomery"] = True
    state.forget()
    assert state.supply_of("uk_6") is FULL and state.supply_of("uk_matruh") is FULL


def test_torch_makes_tunis_an_axis_source():
    state = empty_table()
    set_control(state, AXIS, "Tunis", "Bizerte", "Medjez el Bab")
    place(state, "de_10pz", "Medjez el Bab")
    assert state.supply_of("de_10pz") is LIMITED
    state.flags["torch"] = True
    state.forget()
    assert state.supply_of("de_10pz") is FULL


def test_free_french_trace_to_chad_lrdg_to_the_deep_desert():
    state = empty_table()
    set_control(state, ALLIED, "Kufra", "Jalo")
    place(state, "ff_leclerc", "Kufra")
    place(state, "uk_armbg", "Kufra")
    place(state, "lrdg", "Jalo")
    assert state.supply_of("ff_leclerc") is FULL
    assert state.supply_of("uk_armbg") is NONE
    assert state.supply_of("lrdg") is FULL


def test_enemy_units_block_a_supply_path_beside_it_they_do_not():
    state = empty_table()
    place(state, "it_pavia", "Buerat")
    place(state, "uk_matruh", "Hon")  # beside the path
    set_control(state, ALLIED, "Hon")
    assert state.supply_of("it_pavia") is FULL
    place(state, "uk_armbg", "Homs")  # on the path (the space stays the Axis's)
    assert state.supply_of("it_pavia") is LIMITED  # round by Tarhuna: 4 connections


# -- attrition (N16) -------------------------------------------------------------------------
def test_attrition_eliminates_the_unsupplied_and_sweeps_control():
    state = empty_table(turn=2)
    set_control(state, ALLIED, "Hon")
    place(state, "it_pavia", "Murzuk")
    place(state, "it_1cc", "Murzuk")
    place(state, "uk_armbg", "Agedabia")  # in an Axis space: out of supply too
    place(state, "it_maletti", "Homs")
    place(state, "uk_matruh", "Sollum")
    events = finish_turn(state)
    assert state.where["it_pavia"] == ELIMINATED and state.where["it_1cc"] == REPLACEMENT
    assert state.where["uk_armbg"] == REPLACEMENT
    assert {e.unit: e.permanent for e in events_of(events, ev.AttritionLoss)} == {
        "it_pavia": True, "it_1cc": False, "uk_armbg": False}
    assert state.where["it_maletti"] == "Homs" and state.where["uk_matruh"] == "Sollum"
    assert state.control["Murzuk"] == state.control["Agedabia"] == "axis"  # nobody holds them


# -- redeployment (N17) ----------------------------------------------------------------------
def test_rd_costs_three_a_division_one_a_battlegroup_unspent_points_lost():
    state = empty_table()
    place(state, "it_pavia", "Tripoli")
    place(state, "it_maletti", "Tripoli")
    place(state, "it_1cc", "Tripoli")
    start_rd(state, AXIS, 3)
    assert redeploys_of(state, "it_pavia") and redeploys_of(state, "it_maletti")
    act(state, ev.Redeploy("it_maletti", "Homs"))
    assert state.op["points"] == 2
    assert not redeploys_of(state, "it_pavia")  # 3 needed
    assert not redeploys_of(state, "it_maletti")  # once an action
    assert redeploys_of(state, "it_1cc")
    act(state, ev.EndRedeploy())
    assert state.op is None and state.current_player == ALLIED


def test_rd_through_friendly_land_and_sea_lanes_between_friendly_ports():
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus")
    place(state, "it_maletti", "Tripoli")
    start_rd(state, AXIS, 1)
    dest = redeploys_of(state, "it_maletti")
    assert "Benghazi" in dest and "Barce" in dest  # by sea to Benghazi, then by land
    assert "Agedabia" not in dest and RESERVE in dest
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Msus", "Benghazi")
    place(state, "it_maletti", "Tripoli")
    start_rd(state, AXIS, 1)
    dest = redeploys_of(state, "it_maletti")
    assert "Benghazi" not in dest and "Barce" not in dest and "Tobruk" not in dest


def test_rd_from_the_reserve_box_to_a_source_or_a_supplied_unit_of_its_nationality():
    state = empty_table()
    place(state, "it_maletti", RESERVE)
    place(state, "it_pavia", "Sirte")
    place(state, "de_21pz", "Homs")  # not Italian
    set_control(state, ALLIED, "Hon")
    place(state, "it_1cc", "Murzuk")  # Italian but out of supply
    start_rd(state, AXIS, 1)
    assert redeploys_of(state, "it_maletti") == ["Sirte", "Tripoli"]


def test_rd_lrdg_and_the_deep_desert():
    state = empty_table()
    place(state, "lrdg", "Deep Desert")
    place(state, "it_1cc", "Jalo")
    start_rd(state, ALLIED, 1)
    assert redeploys_of(state, "lrdg") == ["Giarabub", "Hon", "Kufra", "Qattara", "Siwa"]
    act(state, ev.Redeploy("lrdg", "Siwa"))
    state = empty_table()
    place(state, "lrdg", "Siwa")
    start_rd(state, ALLIED, 1)
    assert "Deep Desert" in redeploys_of(state, "lrdg")


def test_no_rd_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Hon")
    place(state, "it_1cc", "Murzuk")
    place(state, "it_maletti", "Tripoli")
    start_rd(state, AXIS, 2)
    assert redeploys_of(state, "it_1cc") == []
    assert redeploys_of(state, "it_maletti")


# -- replacements (N18) ----------------------------------------------------------------------
def replace_phase(state, seat, halves):
    state.phase, state.active, state.current_player = "replace", seat, seat
    state.rp_halves[seat] = halves


def test_replacements_flip_and_rebuild_points_carry_over():
    state = empty_table()
    place(state, "it_pavia", "Homs", reduced=True)
    place(state, "it_1cc", "Homs", reduced=True)
    place(state, "it_maletti", REPLACEMENT)
    place(state, "it_brescia", REPLACEMENT)
    place(state, "it_savona", ELIMINATED)
    replace_phase(state, AXIS, 5)
    legal = set(state.legal_actions())
    assert {ev.Replace("it_pavia"), ev.Replace("it_1cc"), ev.Rebuild("it_maletti", "Tripoli"),
            ev.Rebuild("it_brescia", "Tripoli")} <= legal
    assert not any(getattr(a, "unit", None) == "it_savona" for a in legal)
    act(state, ev.Rebuild("it_brescia", "Tripoli"))  # 2 RP
    assert state.rp_halves[AXIS] == 1 and state.where["it_brescia"] == "Tripoli"
    assert "it_brescia" not in state.reduced
    assert set(state.legal_actions()) == {ev.Replace("it_1cc"), ev.EndReplacements()}
    act(state, ev.Replace("it_1cc"))  # half a point
    assert state.rp_halves[AXIS] == 0 and "it_1cc" not in state.reduced


def test_unspent_rp_carry_to_the_next_turn():
    state = empty_table()
    place(state, "it_pavia", "Homs", reduced=True)
    state.rp_halves[AXIS] = 1  # half a point: not enough for a division step
    finish_turn(state)
    assert state.turn == 2 and state.rp_halves[AXIS] == 1
    assert "it_pavia" in state.reduced


def test_no_replacement_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Hon")
    place(state, "it_1cc", "Murzuk", reduced=True)
    replace_phase(state, AXIS, 4)
    assert ev.Replace("it_1cc") not in state.legal_actions()


def test_east_african_divisions_rebuild_only_at_addis_ababa():
    state = empty_table()
    place(state, "it_gds", REPLACEMENT)
    replace_phase(state, AXIS, 4)
    assert [a for a in state.legal_actions() if isinstance(a, ev.Rebuild)] == [
        ev.Rebuild("it_gds", "Addis Ababa")]
    set_control(state, ALLIED, "Addis Ababa")
    assert not any(isinstance(a, ev.Rebuild) for a in state.legal_actions())


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


def test_axis_units_overrun_go_to_el_agheila_or_tarhuna():
    state = empty_table()
    set_control(state, ALLIED, "Nofilia")
    place(state, "uk_7armd", "Nofilia")
    place(state, "uk_1armd", "Nofilia")
    place(state, "de_90lt", "Sirte")
    attack(state, "Sirte", ["Nofilia"], seat=ALLIED)
    events = roll(state, 5, 1)  # 11 + armour - out of supply: 10-12 → 5 bold against 1
    assert events_of(events, ev.CombatEnded)[0].overrun
    # El Agheila lies beyond the attackers' Nofilia: Tarhuna, by the coast road
    assert events_of(events, ev.Displaced) == [ev.Displaced(("de_90lt",), "Sirte", "Tarhuna")]
    assert "de_90lt" in state.reduced
    state = empty_table()
    set_control(state, ALLIED, "Agedabia")
    place(state, "uk_7armd", "Agedabia")
    place(state, "uk_1armd", "Agedabia")
    place(state, "de_90lt", "Mersa Brega")
    attack(state, "Mersa Brega", ["Agedabia"], seat=ALLIED)
    roll(state, 5, 1)
    assert state.current_player == AXIS
    assert set(state.legal_actions()) == {ev.Displace("El Agheila"), ev.Displace("Tarhuna")}


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


def test_retreat_prefers_a_friendly_space_even_out_of_supply():
    state = empty_table()
    set_control(state, ALLIED, "Agedabia", "Giarabub")
    place(state, "uk_7armd", "Agedabia")
    place(state, "de_90lt", "Jalo")  # cut off: Jalo and Kufra have no source and no port
    assert state.supply_of("de_90lt") is NONE
    attack(state, "Jalo", ["Agedabia"], seat=ALLIED)
    events = roll(state, 2, 1)  # 2 against 1 (both out of supply); 2 cannot flip de_90lt
    # Giarabub (the Allies', empty) and Kufra (the Axis's): friendly first
    assert events_of(events, ev.Retreated) == [ev.Retreated(("de_90lt",), "Jalo", "Kufra")]


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
