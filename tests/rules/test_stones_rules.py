"""The basic actions of Shifting Stones: shift, flip, score, end turn, and what is illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from shifting_sands.content.stones import default_stones
from shifting_sands.games.stones.rules.actions import (
    ACTION_CODEC,
    CardScored,
    DeckReshuffled,
    EndTurn,
    FlipStone,
    ScoreCard,
    ShiftStones,
    SkipTurn,
    StoneFlipped,
    StonesShifted,
    TurnEnded,
)
from shifting_sands.games.stones.rules.patterns import match_windows
from shifting_sands.rules.errors import IllegalActionError

from .stones_builders import (
    PLAIN_GRID,
    build,
    cards_not_matching,
    of_type,
    parse_grid,
)

CONTENT = default_stones()

ADJACENT = {
    (0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8),  # side by side
    (0, 3), (3, 6), (1, 4), (4, 7), (2, 5), (5, 8),  # one above the other
}
NOT_ADJACENT = [
    (0, 4), (2, 4), (4, 6), (4, 8), (1, 3), (1, 5), (3, 7), (5, 7),  # diagonal
    (0, 2), (0, 6), (0, 8), (3, 5), (1, 7), (2, 6),  # far apart
    (2, 3), (5, 6),  # next in row-major order, but on different rows
    (4, 4),  # the same stone
]

MIXED_GRID = "SUN FISH BIRD / HORSE BOAT HORSE / SEED TREE SEED"


def hand_state(grid: str = MIXED_GRID, extra: int = 3, seed: int = 0):
    """Seat 0 of 2 holds `extra` cards that do not match `grid`; a 10-card deck remains."""
    cards = cards_not_matching(grid, extra + 12)
    return build(grid=grid, hands=[cards[:extra], cards[extra:extra + 2]],
                 deck=cards[extra + 2:], seed=seed)


def assert_illegal(state, action) -> None:
    """`action` is refused with IllegalActionError and the state does not change."""
    before = state.to_dict()
    assert not state.is_legal(action)
    assert action not in state.legal_actions()
    with pytest.raises(IllegalActionError):
        state.apply(action)
    assert state.to_dict() == before


# -- Shift ------------------------------------------------------------------------------------
def test_shift_pairs_are_exactly_the_twelve_orthogonal_neighbours():
    state = hand_state()
    card = state.hands[0][0]
    pairs = {(a.first, a.second) for a in state.legal_actions()
             if isinstance(a, ShiftStones) and a.card == card}
    assert pairs == ADJACENT


@pytest.mark.parametrize(("first", "second"), NOT_ADJACENT)
def test_shift_of_non_adjacent_stones_is_illegal(first, second):
    state = hand_state()
    assert_illegal(state, ShiftStones(state.hands[0][0], first, second))


def test_is_legal_agrees_with_legal_actions_for_every_shift_and_flip():
    state = hand_state()
    card = state.hands[0][0]
    legal = state.legal_actions()
    for first in range(-1, 10):
        for second in range(-1, 10):
            action = ShiftStones(card, first, second)
            assert state.is_legal(action) == (action in legal), action
        action = FlipStone(card, first)
        assert state.is_legal(action) == (action in legal), action


@pytest.mark.parametrize(("first", "second"), sorted(ADJACENT))
def test_shift_swaps_the_two_stones(first, second):
    state = hand_state()
    card = state.hands[0][0]
    symbols, stones, faces = list(state.symbols()), list(state.grid), list(state.faces)

    events = state.apply(ShiftStones(card, first, second))

    symbols[first], symbols[second] = symbols[second], symbols[first]
    stones[first], stones[second] = stones[second], stones[first]
    assert list(state.symbols()) == symbols
    assert state.grid == stones
    assert state.faces == faces  # a shift turns nothing over
    before = parse_grid(MIXED_GRID)
    assert events == [StonesShifted(0, card, CONTENT.cards[card].points, first, second,
                                    before[first], before[second])]


def test_shift_discards_the_card_face_up():
    state = hand_state()
    card = state.hands[0][0]
    state.apply(ShiftStones(card, 0, 1))
    assert card not in state.hands[0]
    assert state.discard == [card]
    assert state.view_for(1).discard == (card,)
    assert state.view_for(None).discard == (card,)
    assert state.view_for(1).hand_sizes == (2, 2)
    assert state.current_player == 0  # the turn goes on


# -- Flip -------------------------------------------------------------------------------------
OTHER_FACE = {"SUN": "MOON", "MOON": "SUN", "FISH": "BIRD", "BIRD": "FISH",
              "HORSE": "BOAT", "BOAT": "HORSE", "SEED": "TREE", "TREE": "SEED"}


@pytest.mark.parametrize("position", range(9))
def test_flip_turns_the_stone_to_its_other_face(position):
    state = hand_state()
    card = state.hands[0][0]
    old = state.symbol_at(position)
    stones = list(state.grid)

    events = state.apply(FlipStone(card, position))

    assert state.symbol_at(position) == OTHER_FACE[old]
    assert state.grid == stones  # the stone stays where it was
    others = [p for p in range(9) if p != position]
    assert [state.symbol_at(p) for p in others] == [parse_grid(MIXED_GRID)[p] for p in others]
    assert events == [StoneFlipped(0, card, CONTENT.cards[card].points, position, old,
                                   OTHER_FACE[old])]


def test_flip_twice_gives_the_first_face_back_and_costs_two_cards():
    state = hand_state()
    first, second = state.hands[0][:2]
    state.apply(FlipStone(first, 4))
    state.apply(FlipStone(second, 4))
    assert state.symbols() == tuple(parse_grid(MIXED_GRID))
    assert state.discard == [first, second]
    assert state.view_for(1).discard == (first, second)


def test_flipped_stone_keeps_its_new_face_when_shifted():
    state = hand_state()
    first, second = state.hands[0][:2]
    state.apply(FlipStone(first, 0))  # SUN -> MOON
    state.apply(ShiftStones(second, 0, 1))
    assert state.symbol_at(1) == "MOON" and state.symbol_at(0) == "FISH"


# -- Score ------------------------------------------------------------------------------------
def test_score_a_matching_card_from_hand():
    grid = "BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE"
    state = build(grid=grid, hands=[["S01", *cards_not_matching(grid, 2)], []])
    events = state.apply(ScoreCard("S01"))
    assert events == [CardScored(0, "S01", 1, (0, 7))]
    assert state.scored[0] == ["S01"] and "S01" not in state.hands[0]
    assert state.discard == []  # scored cards stay in front of the player
    assert state.view_for(1).scored == (("S01",), ())
    assert state.current_player == 0
    assert state.symbols() == tuple(parse_grid(grid))  # scoring does not move stones


def test_score_only_cards_in_your_own_hand():
    grid = "BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE"
    state = build(grid=grid, hands=[["S03"], ["S01"]], deck=["S05"], discard=["S13"])
    # S01 (opponent's hand), S05 (deck), S13 (discard), S20 (out of the game) all match.
    for card in ("S01", "S05", "S13", "S20"):
        assert match_windows(CONTENT.cards[card], state.symbols())
        assert_illegal(state, ScoreCard(card))


def test_score_only_a_card_that_matches_now():
    grid = "BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE"
    filler = cards_not_matching(grid, 1, exclude=["S02"])
    state = build(grid=grid, hands=[["S01", "S02", *filler], []])
    assert state.scoreable("S02") == []  # BOAT BIRD
    assert_illegal(state, ScoreCard("S02"))
    # Flip the bottom-centre Bird to a Fish: S01 no longer matches there, still at 0.
    state.apply(FlipStone(filler[0], 7))
    assert state.scoreable("S01") == [0]
    state.apply(ScoreCard("S01"))
    assert state.scored[0] == ["S01"]


def test_score_after_a_shift_makes_the_match():
    grid = "HORSE BIRD BOAT / SEED SUN TREE / SEED FISH HORSE"  # S01 (BIRD HORSE) nowhere
    filler = cards_not_matching(grid, 1, exclude=["S01"])
    state = build(grid=grid, hands=[["S01", *filler], []])
    assert_illegal(state, ScoreCard("S01"))
    state.apply(ShiftStones(filler[0], 0, 1))
    assert ScoreCard("S01") in state.legal_actions()
    assert state.apply(ScoreCard("S01")) == [CardScored(0, "S01", 1, (0,))]


def test_legal_scores_are_exactly_the_matching_cards_in_hand():
    state = build(grid="BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE",
                  hands=[["S01", "S02", "S09", "S20", "S36"], []])
    scores = {a.card for a in state.legal_actions() if isinstance(a, ScoreCard)}
    expected = {c for c in state.hands[0] if state.scoreable(c)}
    assert scores == expected == {"S01", "S20"}  # BIRD HORSE, and SEED over SEED


# -- Fixed cards and orientation --------------------------------------------------------------
def test_every_fixed_card_has_the_single_placement_of_the_whole_grid():
    fixed = [card for card in CONTENT.cards.values() if card.fixed]
    assert len(fixed) == 15
    for card in fixed:
        assert (card.height, card.width) == (3, 3)


@pytest.mark.parametrize(("sun_at", "matches"), [(0, True), (2, False), (6, False), (8, False),
                                                 (4, False), (1, False)])
def test_fixed_card_matches_only_in_place(sun_at, matches):
    """S53 wants the Sun in the top-left corner; turned or mirrored it would fit other corners."""
    symbols = parse_grid("SUN HORSE BOAT / TREE FISH HORSE / SEED BIRD TREE")
    symbols[0], symbols[sun_at] = symbols[sun_at], symbols[0]
    state = build(grid=symbols, hands=[["S53"], []])
    assert bool(state.scoreable("S53")) == matches
    assert (ScoreCard("S53") in state.legal_actions()) == matches


def test_fixed_card_with_two_squares_is_not_mirrored():
    """S54 wants Tree top-left and Fish bottom-right; the mirrored corners do not do."""
    card = CONTENT.cards["S54"]
    assert match_windows(card, parse_grid("TREE . . / . . . / . . FISH".replace(".", "SUN")))
    assert not match_windows(card, parse_grid("FISH . . / . . . / . . TREE".replace(".", "SUN")))
    assert not match_windows(card, parse_grid(". . TREE / . . . / FISH . .".replace(".", "SUN")))


def test_vertical_card_does_not_match_side_by_side():
    """S14 is BOAT above BOAT: two Boats side by side do not score it."""
    grid = "BOAT BOAT HORSE / SUN FISH FISH / SEED SEED TREE"
    assert CONTENT.cards["S14"].cells == (("BOAT",), ("BOAT",))
    filler = cards_not_matching(grid, 1, exclude=["S14"])
    state = build(grid=grid, hands=[["S14", *filler], []])
    assert_illegal(state, ScoreCard("S14"))
    # Move the second Boat down to the centre: diagonal to the first is no better.
    state.apply(ShiftStones(filler[0], 1, 4))
    assert state.symbol_at(0) == "BOAT" and state.symbol_at(4) == "BOAT"
    assert_illegal(state, ScoreCard("S14"))


def test_vertical_card_matches_when_stacked():
    state = build(grid="BOAT HORSE SUN / BOAT FISH FISH / SEED SEED TREE", hands=[["S14"], []])
    assert state.scoreable("S14") == [0]


def test_horizontal_card_is_not_mirrored():
    """S01 is BIRD then HORSE; HORSE then BIRD does not score it."""
    state = build(grid="HORSE BIRD SUN / SEED SEED SEED / BOAT BOAT FISH", hands=[["S01"], []])
    assert_illegal(state, ScoreCard("S01"))


def test_vertical_card_is_not_turned_upside_down():
    """S22 is TREE above BIRD; BIRD above TREE does not score it."""
    assert CONTENT.cards["S22"].cells == (("TREE",), ("BIRD",))
    state = build(grid="BIRD SUN FISH / TREE HORSE HORSE / SEED SEED BOAT", hands=[["S22"], []])
    assert_illegal(state, ScoreCard("S22"))
    flipped = build(grid="TREE SUN FISH / BIRD HORSE HORSE / SEED SEED BOAT", hands=[["S22"], []])
    assert flipped.scoreable("S22") == [0]


# -- End turn and the deck --------------------------------------------------------------------
def test_end_turn_refills_the_hand_to_four_and_passes_the_turn():
    state = hand_state(extra=3)
    deck = list(state.deck)
    first, second = state.hands[0][:2]
    state.apply(ShiftStones(first, 0, 1))
    state.apply(FlipStone(second, 4))
    kept = list(state.hands[0])

    events = state.apply(EndTurn())

    assert events == [TurnEnded(seat=0, drew=3)]
    assert len(state.hands[0]) == 4
    drawn = state.hands[0][len(kept):]
    assert state.hands[0][:len(kept)] == kept
    assert set(drawn) <= set(deck) and len(set(drawn)) == 3
    assert state.deck == [c for c in deck if c not in drawn]
    assert state.current_player == 1 and state.turn == 2
    assert state.view_for(1).hand_sizes == (4, 2) and state.view_for(1).deck_size == len(deck) - 3


def test_deck_is_reshuffled_from_the_discards_when_it_runs_out():
    grid = MIXED_GRID
    cards = cards_not_matching(grid, 9)
    state = build(grid=grid, hands=[cards[:3], []], deck=cards[3:4], discard=cards[4:9], seed=5)
    state.apply(ShiftStones(cards[0], 0, 1))  # the discard pile now holds 6 cards
    state.apply(FlipStone(cards[1], 0))  # and now 7; the hand holds 1

    events = state.apply(EndTurn())

    assert events == [TurnEnded(0, 3), DeckReshuffled(7)]
    assert state.discard == []
    assert len(state.hands[0]) == 4 and cards[3] in state.hands[0]
    assert len(state.deck) == 5
    assert Counter(state.deck + state.hands[0]) == Counter(cards[2:] + cards[:2])


def test_reshuffle_order_follows_the_seed():
    def reshuffled(seed):
        grid = MIXED_GRID
        cards = cards_not_matching(grid, 12)
        state = build(grid=grid, hands=[cards[:1], []], discard=cards[1:], seed=seed)
        state.apply(EndTurn())
        return state.hands[0] + state.deck

    assert reshuffled(1) == reshuffled(1)
    assert len({tuple(reshuffled(seed)) for seed in range(6)}) > 1


# -- Illegal actions ----------------------------------------------------------------------------
BOGUS = [
    None, "EndTurn", EndTurn, {"type": "EndTurn"}, 7, ("S01", 0, 1),
    TurnEnded(0, 0), CardScored(0, "S01", 1, (0,)),
    ShiftStones("S01", "0", "1"), FlipStone("S01", "4"), FlipStone("S01", None),
    ScoreCard(None), ScoreCard(["S01"]), ShiftStones(["S01"], 0, 1),
]


def bogus_state():
    grid = "BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE"
    return build(grid=grid, hands=[["S01", *cards_not_matching(grid, 2)], ["S05"]],
                 deck=cards_not_matching(grid, 4, exclude=cards_not_matching(grid, 2)))


@pytest.mark.parametrize("action", BOGUS, ids=repr)
def test_bogus_objects_are_illegal(action):
    assert_illegal(bogus_state(), action)


@pytest.mark.parametrize("card", ["S05", "S72", "S99", "", "s01", "BIRD"])
def test_cards_not_in_hand_are_illegal_for_every_action(card):
    """S05 matches but sits in the other hand; S72 is out of play; the rest are no cards."""
    state = bogus_state()
    for action in (ScoreCard(card), ShiftStones(card, 0, 1), FlipStone(card, 4)):
        assert_illegal(state, action)


@pytest.mark.parametrize("position", [9, -1, 10, 100])
def test_flip_off_the_grid_is_illegal(position):
    assert_illegal(bogus_state(), FlipStone("S01", position))


@pytest.mark.parametrize(("first", "second"), [(8, 9), (-1, 0), (9, 12), (1, 0), (3, 0)])
def test_shift_off_the_grid_or_backwards_is_illegal(first, second):
    """Positions leave the grid, or come in the wrong order (first < second, as legal lists)."""
    assert_illegal(bogus_state(), ShiftStones("S01", first, second))


def test_shift_with_float_positions_from_json_is_refused():
    """A save holding 0.0 for a position is rejected when decoded, and such an action built
    by hand is refused by the state without a crash."""
    with pytest.raises(ValueError, match="first"):
        ACTION_CODEC.decode({"type": "ShiftStones", "card": "S01", "first": 0.0, "second": 1})
    with pytest.raises(ValueError, match="position"):
        ACTION_CODEC.decode({"type": "FlipStone", "card": "S01", "position": True})
    state = bogus_state()
    before = state.to_dict()
    assert not state.is_legal(ShiftStones("S01", 0.0, 1))
    with pytest.raises(IllegalActionError):
        state.apply(ShiftStones("S01", 0.0, 1))
    assert state.to_dict() == before


def test_another_seat_cannot_act_out_of_turn():
    """Seat 1's card is not in the hand of the seat to play."""
    state = bogus_state()
    assert_illegal(state, ScoreCard("S05"))
    assert state.current_player == 0


def test_nothing_is_legal_once_the_game_is_over():
    scored = cards_not_matching(PLAIN_GRID, 10, exclude=["S01", "S02"])
    state = build(players=2, scored=[[], scored], current=1,
                  hands=[["S01"], ["S02"]])
    state.apply(EndTurn())
    assert state.is_terminal() and state.outcome() is not None
    assert state.legal_actions() == []
    for action in (EndTurn(), SkipTurn(), ShiftStones("S01", 0, 1), FlipStone("S01", 0)):
        assert_illegal(state, action)


def test_event_kinds_of_a_turn():
    state = hand_state()
    card = state.hands[0][0]
    events = state.apply(FlipStone(card, 2)) + state.apply(EndTurn())
    assert [type(e) for e in events] == [StoneFlipped, TurnEnded]
    assert of_type(events, TurnEnded) == [TurnEnded(0, 2)]
