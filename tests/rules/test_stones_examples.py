"""Every example of the Shifting Stones rulebook, as a test.

Colour key (docs/rules/stones.md): yellow Sun, black Moon, orange Fish, red Bird,
purple Horse, blue Boat, white Seed, green Tree, blank/grey = ANY.
"""

from __future__ import annotations

from collections import Counter

import pytest

from shifting_sands.content.stones import PatternCard, default_stones
from shifting_sands.games.stones.rules.actions import (
    CardScored,
    EndTriggered,
    EndTurn,
    ScoreCard,
    ShiftStones,
)
from shifting_sands.games.stones.rules.patterns import match_windows
from shifting_sands.games.stones.spec import StonesSpec
from shifting_sands.rules.errors import IllegalActionError
from shifting_sands.rules.protocol import Options

from .stones_builders import build, cards_not_matching, cards_with_points, of_type, parse_grid

CONTENT = default_stones()

YES_BOARD = "BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE"
"""red purple blue / white yellow green / white red purple"""

ANY_BOARD = "SUN HORSE BIRD / TREE SEED SEED / HORSE BIRD BOAT"
"""yellow purple red / green white white / purple red blue"""

CENTRE_BOARD = "SUN HORSE BIRD / SEED FISH SEED / HORSE SEED BOAT"
"""yellow purple red / white orange white / purple white boat"""


# -- YES example ---------------------------------------------------------------------------
def test_yes_example_card_is_s01():
    """The YES card (1 point, red purple) is S01 of our deck: BIRD HORSE, floating."""
    card = CONTENT.cards["S01"]
    assert (card.points, card.fixed, card.cells) == (1, False, (("BIRD", "HORSE"),))


def test_yes_example_matches_twice_and_scores_once_for_one_point():
    """YES: S01 (BIRD HORSE) matches the top-left and the bottom-centre pair, scores 1."""
    state = build(players=2, grid=YES_BOARD, hands=[["S01"], []])
    assert state.scoreable("S01") == [0, 7]
    assert ScoreCard("S01") in state.legal_actions()

    events = state.apply(ScoreCard("S01"))

    assert events == [CardScored(seat=0, card="S01", points=1, windows=(0, 7))]
    assert state.scored[0] == ["S01"]
    assert state.card_points(0) == 1
    assert "S01" not in state.hands[0]


# -- NO example ----------------------------------------------------------------------------
NO_CARD = PatternCard("NO", 1, False, (("FISH", "BIRD"),))
"""orange red, side by side. No card of our deck shows this pattern, so it is built here."""

NO_BOARD = tuple(parse_grid("BIRD HORSE BOAT / FISH SUN BOAT / TREE SEED HORSE"))
"""red purple blue / orange yellow blue / green white purple: four Horse/Boat stones,
which the stone set cannot make, so this board exists only as symbols."""


def test_no_example_board_is_impossible_with_the_stone_set():
    with pytest.raises(ValueError):
        build(grid=NO_BOARD)


def test_no_example_same_symbols_wrong_orientation_do_not_match():
    """NO: the board holds a Fish and a Bird next to each other, but stacked, not side by side."""
    assert match_windows(NO_CARD, NO_BOARD) == []


def test_no_example_would_match_if_cards_could_turn():
    """The pair the NO card misses is there in another orientation (Bird above Fish)."""
    turned = PatternCard("TURNED", 1, False, (("BIRD",), ("FISH",)))
    assert match_windows(turned, NO_BOARD) == [0]


# -- ANY (blank square) example --------------------------------------------------------------
def test_any_example_card_is_s36():
    """The blank-square card (2 points, blank purple red) is S36: ANY HORSE BIRD, floating."""
    card = CONTENT.cards["S36"]
    assert (card.points, card.fixed, card.cells) == (2, False, (("ANY", "HORSE", "BIRD"),))


def test_any_example_scores_on_the_top_row_not_the_bottom():
    """S36 fits the top row; the bottom row's Horse Bird has no square to its left."""
    state = build(grid=ANY_BOARD, hands=[["S36"], []])
    assert state.scoreable("S36") == [0]
    events = state.apply(ScoreCard("S36"))
    assert events == [CardScored(seat=0, card="S36", points=2, windows=(0,))]
    assert state.card_points(0) == 2


def test_any_example_bottom_row_alone_does_not_match():
    """With the top row's Horse Bird broken up, the bottom row alone does not score S36."""
    symbols = parse_grid(ANY_BOARD)
    symbols[1], symbols[3] = symbols[3], symbols[1]  # the top row no longer reads ? HORSE BIRD
    assert symbols[0:3] == ["SUN", "TREE", "BIRD"] and symbols[6:8] == ["HORSE", "BIRD"]
    assert match_windows(CONTENT.cards["S36"], symbols) == []
    without_any = PatternCard("HB", 1, False, (("HORSE", "BIRD"),))
    assert match_windows(without_any, symbols) == [6]


# -- Centre example ---------------------------------------------------------------------------
def test_centre_example_card_is_s28():
    """The centre card (1 point, Fish amid eight blanks) is S28, a fixed card."""
    card = CONTENT.cards["S28"]
    assert card.points == 1 and card.fixed
    assert card.cells == (("ANY",) * 3, ("ANY", "FISH", "ANY"), ("ANY",) * 3)


def test_centre_example_scores_with_the_fish_in_the_centre():
    state = build(grid=CENTRE_BOARD, hands=[["S28"], []])
    assert state.scoreable("S28") == [0]
    assert state.apply(ScoreCard("S28")) == [CardScored(0, "S28", 1, (0,))]


@pytest.mark.parametrize("other", [0, 1, 2, 3, 5, 6, 7, 8])
def test_centre_example_fish_anywhere_else_does_not_match(other):
    symbols = parse_grid(CENTRE_BOARD)
    symbols[4], symbols[other] = symbols[other], symbols[4]
    assert symbols[other] == "FISH"
    assert match_windows(CONTENT.cards["S28"], symbols) == []


def test_centre_example_shifting_the_fish_away_stops_the_score():
    """Shift the Fish up (swap centre and top centre): S28 no longer scores."""
    filler = cards_not_matching(CENTRE_BOARD, 1)
    state = build(grid=CENTRE_BOARD, hands=[["S28", *filler], []])
    state.apply(ShiftStones(filler[0], 1, 4))
    assert state.symbol_at(1) == "FISH"
    assert ScoreCard("S28") not in state.legal_actions()
    with pytest.raises(IllegalActionError):
        state.apply(ScoreCard("S28"))


# -- End-game trigger table -------------------------------------------------------------------
END_TRIGGER = {2: 10, 3: 9, 4: 8, 5: 7}


def test_end_trigger_table():
    assert CONTENT.end_trigger == END_TRIGGER


@pytest.mark.parametrize(("players", "trigger"), sorted(END_TRIGGER.items()))
def test_end_trigger_in_new_games(players, trigger):
    state = StonesSpec().new_game(seed=3, players=players)
    assert state.end_trigger == trigger
    assert state.view_for(0).end_trigger == trigger


@pytest.mark.parametrize(("players", "trigger"), sorted(END_TRIGGER.items()))
def test_end_trigger_needs_exactly_that_many_cards(players, trigger):
    """One card short does not trigger the end; reaching the number does."""
    ones = cards_with_points(1, trigger)
    short = build(players=players, scored=[ones[:-1]] + [[]] * (players - 1))
    events = short.apply(EndTurn())
    assert not of_type(events, EndTriggered) and not short.end_triggered

    enough = build(players=players, scored=[ones] + [[]] * (players - 1))
    events = enough.apply(EndTurn())
    assert of_type(events, EndTriggered) == [EndTriggered(seat=0, scored=trigger)]
    assert enough.end_triggered and not enough.is_terminal()


# -- Setup ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_setup_deals_hands_of_four(players):
    state = StonesSpec().new_game(seed=11, players=players)
    assert [len(hand) for hand in state.hands] == [4] * players
    deck_total = 16 if players == 1 else 72
    assert len(state.deck) == deck_total - 4 * players
    assert state.discard == [] and state.scored == [[]] * players
    assert state.current_player == 0


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_setup_stone_set(seed):
    """Nine stones: Sun/Moon x1, Fish/Bird x2, Horse/Boat x3, Seed/Tree x3, each placed once."""
    state = StonesSpec().new_game(seed=seed, players=2)
    view = state.view_for(0)
    pairs = Counter(frozenset(faces) for faces in view.stone_faces)
    assert pairs == {
        frozenset({"SUN", "MOON"}): 1,
        frozenset({"FISH", "BIRD"}): 2,
        frozenset({"HORSE", "BOAT"}): 3,
        frozenset({"SEED", "TREE"}): 3,
    }
    assert sorted(view.stone_ids) == list(range(9))
    for position, stone in enumerate(view.stone_ids):
        assert view.symbols[position] in view.stone_faces[stone]


def test_setup_grid_is_shuffled_by_seed():
    """Different seeds give different layouts; the same seed the same one."""
    spec = StonesSpec()
    layouts = {spec.new_game(seed=s, players=2).view_for(0).symbols for s in range(10)}
    assert len(layouts) > 1
    assert spec.new_game(seed=4, players=2).to_dict() == spec.new_game(seed=4, players=2).to_dict()


# -- Solo deck --------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 7, 42])
def test_solo_deck_is_8_4_3_1(seed):
    state = StonesSpec().new_game(seed=seed, players=1, options=Options(variant="solo"))
    cards = state.deck + state.hands[0]
    assert len(cards) == len(set(cards)) == 16
    assert Counter(CONTENT.cards[c].points for c in cards) == {1: 8, 2: 4, 3: 3, 5: 1}
    assert state.view_for(0).solo_deck_points == (1,) * 8 + (2,) * 4 + (3,) * 3 + (5,)
    assert state.end_trigger == 16
