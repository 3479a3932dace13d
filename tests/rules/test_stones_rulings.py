"""One test (or a few) per ruling R1..R16 of docs/rules/stones.md, through the public contract."""

from __future__ import annotations

import pytest

from shifting_sands.content.stones import default_stones
from shifting_sands.games.stones.rules.actions import (
    BonusAwarded,
    CardScored,
    DeckReshuffled,
    EndTriggered,
    EndTurn,
    FlipStone,
    GameOver,
    ScoreCard,
    ShiftStones,
    SkipTurn,
    StrikeTaken,
    TurnEnded,
    TurnSkipped,
)
from shifting_sands.games.stones.spec import StonesSpec
from shifting_sands.rules.errors import IllegalActionError
from shifting_sands.rules.protocol import Options, Outcome

from .stones_builders import (
    PLAIN_GRID,
    build,
    cards_matching_none,
    cards_not_matching,
    of_type,
)

CONTENT = default_stones()
SPEC = StonesSpec()

YES_BOARD = "BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE"
"""S01 (BIRD HORSE, 1 point) matches here; so do S05, S13, S20, S23, S41, S47."""

# Cards that match neither PLAIN_GRID nor YES_BOARD, by points, for filling hands, decks and
# score piles (58 in all).
ONES, TWOS, THREES, FIVES = (cards_matching_none([PLAIN_GRID, YES_BOARD], points)
                             for points in (1, 2, 3, 5))
FILLER = ONES + TWOS + THREES + FIVES


def fill(count: int, skip: int = 0) -> list[str]:
    """`count` non-matching cards of PLAIN_GRID, after skipping the first `skip`."""
    return FILLER[skip:skip + count]


def refuse(state, action) -> None:
    before = state.to_dict()
    assert action not in state.legal_actions()
    with pytest.raises(IllegalActionError):
        state.apply(action)
    assert state.to_dict() == before


# -- R1 First player -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r1_first_seat_starts_and_play_goes_round_in_seat_order(players):
    state = SPEC.new_game(seed=8, players=players)
    assert state.current_player == 0 and state.turn == 1
    order = []
    for _ in range(2 * players):
        order.append(state.current_player)
        state.apply(EndTurn())
    assert order == list(range(players)) * 2
    assert state.turn == 2 * players + 1


# -- R2 Undo ---------------------------------------------------------------------------------------
def yes_state():
    """Seat 0 of 2 holds S01 (matches) and three cards that do not; a deck of 6."""
    filler = cards_not_matching(YES_BOARD, 11)
    return build(grid=YES_BOARD, hands=[["S01", *filler[:3]], filler[3:5]], deck=filler[5:],
                 seed=2)


@pytest.mark.parametrize("kind", ["shift", "flip", "score"])
def test_r2_shift_flip_and_score_can_be_undone_exactly(kind):
    state = yes_state()
    before = state.to_dict()
    card = state.hands[0][1]
    action = {"shift": ShiftStones(card, 0, 1), "flip": FlipStone(card, 4),
              "score": ScoreCard("S01")}[kind]
    state.apply(action)
    assert state.to_dict() != before
    assert state.can_undo()
    state.undo()
    assert state.to_dict() == before
    assert not state.can_undo()


def test_r2_several_actions_undo_in_reverse_order():
    state = yes_state()
    snapshots = [state.to_dict()]
    for action in (ScoreCard("S01"), ShiftStones(state.hands[0][1], 0, 1),
                   FlipStone(state.hands[0][2], 8)):
        state.apply(action)
        snapshots.append(state.to_dict())
    for expected in reversed(snapshots[:-1]):
        state.undo()
        assert state.to_dict() == expected
    assert not state.can_undo()
    with pytest.raises(IllegalActionError):
        state.undo()


def test_r2_ending_the_turn_cannot_be_undone_and_clears_undo():
    state = yes_state()
    state.apply(ShiftStones(state.hands[0][1], 0, 1))
    assert state.can_undo()
    state.apply(EndTurn())
    assert not state.can_undo()
    with pytest.raises(IllegalActionError):
        state.undo()
    assert state.current_player == 1  # seat 1 cannot take back seat 0's shift either


def test_r2_skip_cannot_be_undone():
    state = yes_state()
    state.apply(SkipTurn())
    assert not state.can_undo()
    with pytest.raises(IllegalActionError):
        state.undo()


def test_r2_undo_is_exposed_only_for_the_three_card_actions():
    state = yes_state()
    assert state.is_undoable(ShiftStones("S01", 0, 1))
    assert state.is_undoable(FlipStone("S01", 0))
    assert state.is_undoable(ScoreCard("S01"))
    assert not state.is_undoable(EndTurn())
    assert not state.is_undoable(SkipTurn())


# -- R3 Skip ---------------------------------------------------------------------------------------
def test_r3_skip_draws_two_and_passes_the_turn():
    state = build(hands=[fill(4), fill(4, 4)], deck=fill(5, 8))
    events = state.apply(SkipTurn())
    assert events == [TurnSkipped(seat=0, drew=2)]
    assert len(state.hands[0]) == 6 and len(state.deck) == 3
    assert state.current_player == 1


def test_r3_skip_draws_two_even_from_a_hand_of_five():
    state = build(hands=[fill(5), []], deck=fill(4, 5))
    state.apply(SkipTurn())
    assert len(state.hands[0]) == 7


@pytest.mark.parametrize("kind", ["shift", "flip", "score"])
def test_r3_skip_is_illegal_after_an_action(kind):
    state = yes_state()
    assert SkipTurn() in state.legal_actions()
    card = state.hands[0][1]
    state.apply({"shift": ShiftStones(card, 0, 1), "flip": FlipStone(card, 4),
                 "score": ScoreCard("S01")}[kind])
    refuse(state, SkipTurn())


def test_r3_no_skip_in_two_of_your_turns_in_a_row():
    state = build(hands=[fill(4), fill(4, 4)], deck=fill(20, 8))
    state.apply(SkipTurn())  # seat 0
    assert SkipTurn() in state.legal_actions()  # seat 1 did not skip: it may
    state.apply(EndTurn())  # seat 1
    refuse(state, SkipTurn())  # seat 0, right after its skip
    state.apply(EndTurn())  # seat 0 plays a normal turn
    state.apply(EndTurn())  # seat 1
    assert SkipTurn() in state.legal_actions()  # seat 0 may skip again
    state.apply(SkipTurn())
    assert state.current_player == 1


def test_r3_skipping_seats_alternate_freely():
    state = build(hands=[fill(4), fill(4, 4)], deck=fill(20, 8))
    for seat in (0, 1):
        assert state.current_player == seat
        state.apply(SkipTurn())
    assert [len(hand) for hand in state.hands] == [6, 6]
    assert state.view_for(0).skipped_last == (True, True)


# -- R4 Ending a turn ------------------------------------------------------------------------------
def test_r4_end_turn_is_legal_before_any_action():
    state = yes_state()
    assert EndTurn() in state.legal_actions()
    hand = list(state.hands[0])
    assert state.apply(EndTurn()) == [TurnEnded(0, 0)]
    assert state.hands[0] == hand and state.current_player == 1


@pytest.mark.parametrize("size", [4, 5, 6, 7])
def test_r4_a_hand_of_four_or_more_draws_nothing(size):
    state = build(hands=[fill(size), []], deck=fill(5, size))
    hand = list(state.hands[0])
    assert state.apply(EndTurn()) == [TurnEnded(0, 0)]
    assert state.hands[0] == hand and len(state.deck) == 5


@pytest.mark.parametrize("size", [0, 1, 2, 3])
def test_r4_a_smaller_hand_refills_to_four(size):
    state = build(hands=[fill(size), []], deck=fill(5, size))
    assert state.apply(EndTurn()) == [TurnEnded(0, 4 - size)]
    assert len(state.hands[0]) == 4


# -- R5 Shifting alike stones ----------------------------------------------------------------------
def test_r5_swapping_two_alike_stones_is_legal_and_costs_a_card():
    state = build(grid=PLAIN_GRID, hands=[fill(2), []])
    card = state.hands[0][0]
    stones = list(state.grid)
    assert state.symbol_at(3) == state.symbol_at(4) == "HORSE"
    assert ShiftStones(card, 3, 4) in state.legal_actions()
    state.apply(ShiftStones(card, 3, 4))
    assert state.symbols()[3:5] == ("HORSE", "HORSE")
    assert state.grid[3:5] == [stones[4], stones[3]]  # the stones did move
    assert state.discard == [card] and card not in state.hands[0]


# -- R6 Empty deck ---------------------------------------------------------------------------------
def test_r6_empty_deck_reshuffles_the_discards():
    state = build(hands=[fill(1), []], discard=fill(6, 1))
    events = state.apply(EndTurn())
    assert events == [TurnEnded(0, 3), DeckReshuffled(6)]
    assert len(state.hands[0]) == 4 and len(state.deck) == 3 and state.discard == []


def test_r6_empty_deck_and_discards_draw_stops_short():
    state = build(hands=[fill(1), []], deck=fill(1, 1))
    assert state.apply(EndTurn()) == [TurnEnded(0, 1)]
    assert len(state.hands[0]) == 2 and state.deck == []
    assert state.current_player == 1


def test_r6_skip_with_one_card_left_draws_one():
    state = build(hands=[fill(4), []], deck=fill(1, 4))
    assert state.apply(SkipTurn()) == [TurnSkipped(0, 1)]
    assert len(state.hands[0]) == 5


def test_r6_skip_with_nothing_to_draw_still_passes():
    state = build(hands=[fill(4), []])
    assert state.apply(SkipTurn()) == [TurnSkipped(0, 0)]
    assert state.current_player == 1 and len(state.hands[0]) == 4


# -- R7 Empty hand ---------------------------------------------------------------------------------
def test_r7_empty_hand_can_only_end_or_skip():
    state = build(hands=[[], fill(4)])
    legal = state.legal_actions()
    assert len(legal) == 2 and set(legal) == {EndTurn(), SkipTurn()}


def test_r7_empty_hand_after_acting_can_only_end():
    state = build(grid=YES_BOARD, hands=[["S01"], []])
    state.apply(ScoreCard("S01"))
    assert state.hands[0] == []
    assert state.legal_actions() == [EndTurn()]


def test_r7_empty_hand_right_after_a_skip_can_only_end():
    state = build(hands=[[], []], skipped_last=[True, False])
    assert state.legal_actions() == [EndTurn()]


# -- R8 End trigger --------------------------------------------------------------------------------
def trigger_state(players: int, trigger_seat: int, already: int | None = None):
    """`trigger_seat` has scored one card short of the trigger and holds S01, which matches."""
    trigger = CONTENT.end_trigger[players]
    already = trigger - 1 if already is None else already
    scored = [[] for _ in range(players)]
    scored[trigger_seat] = fill(already)
    hands = [[] for _ in range(players)]
    hands[trigger_seat] = ["S01", "S20"]  # both match YES_BOARD
    return build(players=players, grid=YES_BOARD, hands=hands, scored=scored,
                 current=trigger_seat, deck=fill(10, 20))


def test_r8_trigger_is_checked_at_the_end_of_the_turn():
    state = trigger_state(3, 0)
    state.apply(ScoreCard("S01"))  # the 9th card
    assert not state.end_triggered
    assert state.legal_actions()  # the turn goes on
    events = state.apply(EndTurn())
    assert of_type(events, EndTriggered) == [EndTriggered(seat=0, scored=9)]
    assert state.end_triggered and state.view_for(1).end_triggered


def test_r8_trigger_by_the_first_seat_lets_the_others_play():
    state = trigger_state(3, 0)
    state.apply(ScoreCard("S01"))
    state.apply(EndTurn())
    assert state.current_player == 1 and state.outcome() is None
    state.apply(EndTurn())
    assert state.current_player == 2 and state.outcome() is None
    events = state.apply(EndTurn())
    assert state.is_terminal() and state.outcome() is not None
    assert isinstance(events[-1], GameOver)
    assert not of_type(events, EndTriggered)  # triggered once only


def test_r8_trigger_by_a_middle_seat_ends_after_the_last_seat():
    state = trigger_state(3, 1)
    state.apply(ScoreCard("S01"))
    state.apply(EndTurn())
    assert state.current_player == 2 and not state.is_terminal()
    state.apply(EndTurn())
    assert state.is_terminal()


def test_r8_trigger_by_the_last_seat_ends_at_once():
    state = trigger_state(3, 2)
    state.apply(ScoreCard("S01"))
    events = state.apply(EndTurn())
    assert [type(e) for e in events] == [TurnEnded, EndTriggered, BonusAwarded, GameOver]
    assert state.is_terminal() and state.legal_actions() == []


def test_r8_skip_by_the_last_seat_also_ends_the_round():
    state = trigger_state(2, 0)
    state.apply(ScoreCard("S01"))
    state.apply(EndTurn())
    assert state.apply(SkipTurn())[-1].reason == "end_trigger"


def test_r8_cards_scored_beyond_the_trigger_count():
    state = trigger_state(2, 1)  # 9 scored, 2 matching cards in hand
    state.apply(ScoreCard("S01"))
    state.apply(ScoreCard("S20"))  # the 11th card, same turn
    events = state.apply(EndTurn())
    assert of_type(events, EndTriggered) == [EndTriggered(1, 11)]
    points = sum(CONTENT.cards[c].points for c in fill(9)) + 1 + 1
    assert state.card_points(1) == points
    assert state.outcome().scores[1] == points + 3  # every 1-point card is seat 1's


def test_r8_no_trigger_one_card_short():
    state = trigger_state(4, 0, already=6)
    state.apply(ScoreCard("S01"))  # 7 of 8
    events = state.apply(EndTurn())
    assert not of_type(events, EndTriggered) and not state.end_triggered


# -- R9 Bonus --------------------------------------------------------------------------------------
def final_round(scored: list[list[str]]):
    """A game one EndTurn from its end: the last seat ends its turn after the trigger."""
    players = len(scored)
    return build(players=players, scored=scored, current=players - 1, end_triggered=True)


def test_r9_most_one_point_cards_gains_three():
    state = final_round([ONES[:3] + TWOS[:7], ONES[3:5] + TWOS[7:10]])
    events = state.apply(EndTurn())
    assert of_type(events, BonusAwarded) == [BonusAwarded(seats=(0,), ones=3, points=3)]
    assert state.outcome().scores == (3 + 14 + 3, 2 + 6)


def test_r9_tied_players_both_gain_three():
    state = final_round([[*ONES[:2], FIVES[0]], [*ONES[2:4], THREES[0]], [ONES[4], TWOS[0]]])
    events = state.apply(EndTurn())
    assert of_type(events, BonusAwarded) == [BonusAwarded(seats=(0, 1), ones=2, points=3)]
    assert state.outcome().scores == (2 + 5 + 3, 2 + 3 + 3, 1 + 2)


def test_r9_no_bonus_when_nobody_has_a_one_point_card():
    state = final_round([TWOS[:2], [THREES[0]], []])
    events = state.apply(EndTurn())
    assert of_type(events, BonusAwarded) == []
    assert state.outcome().scores == (4, 3, 0)
    assert state.outcome().winners == (0,)


# -- R10 Winner ------------------------------------------------------------------------------------
def test_r10_highest_total_wins():
    state = final_round([[FIVES[0], FIVES[1]], [THREES[0]]])
    events = state.apply(EndTurn())
    assert state.outcome() == Outcome((0,), (10.0, 3.0), "end_trigger")
    assert events[-1] == GameOver((0,), (10, 3), "end_trigger")


def test_r10_the_bonus_can_decide_the_winner():
    state = final_round([[FIVES[0], FIVES[1]], ONES[:1] + THREES[:2] + [TWOS[0]]])
    state.apply(EndTurn())
    assert state.outcome().scores == (10, 1 + 6 + 2 + 3)
    assert state.outcome().winners == (1,)


def test_r10_tied_players_share_the_victory():
    state = final_round([[FIVES[0]], [THREES[0], TWOS[0]], [TWOS[1]]])
    state.apply(EndTurn())
    assert state.outcome().scores == (5, 5, 2)
    assert state.outcome().winners == (0, 1)


# -- R11 Solo deck ---------------------------------------------------------------------------------
def solo_game(seed: int):
    return SPEC.new_game(seed=seed, players=1, options=Options(variant="solo"))


def test_r11_solo_deck_is_replayed_by_its_seed_and_varies_between_seeds():
    def cards(seed):
        state = solo_game(seed)
        return sorted(state.deck + state.hands[0])

    assert cards(5) == cards(5)
    assert len({tuple(cards(seed)) for seed in range(8)}) == 8


def test_r11_solo_deck_cards_stay_hidden_their_points_are_public():
    state = solo_game(9)
    view = state.view_for(0)
    assert view.deck_size == 12
    assert view.solo_deck_points == (1,) * 8 + (2,) * 4 + (3,) * 3 + (5,)
    shown = repr(view)
    assert all(card in shown for card in state.hands[0])
    assert not [card for card in state.deck if card in shown]


# -- R12 Solo strikes ------------------------------------------------------------------------------
SOLO_DECK = ["S01", "S20", *ONES[:6], *TWOS[:4], *THREES[:3], FIVES[0]]
"""16 cards, 8/4/3/1 by points; only S01 and S20 match YES_BOARD."""


def solo_state(strikes: int = 0, hand: tuple[str, ...] = ("S01", *ONES[:3]), scored: int = 0):
    """A solo game on YES_BOARD: `hand` in hand, the next `scored` cards scored, the rest
    in the deck."""
    rest = [c for c in SOLO_DECK if c not in hand]
    return build(players=1, solo=True, grid=YES_BOARD, hands=[list(hand)],
                 scored=[rest[:scored]], deck=rest[scored:], strikes=strikes)


def test_r12_solo_helper_deals_a_sixteen_card_deck():
    state = solo_state()
    assert state.end_trigger == 16
    assert sorted(state.deck + state.hands[0]) == sorted(SOLO_DECK)
    assert state.view_for(0).solo_deck_points == (1,) * 8 + (2,) * 4 + (3,) * 3 + (5,)


def test_r12_ending_a_turn_without_scoring_gives_a_strike():
    state = solo_state()
    events = state.apply(EndTurn())
    assert of_type(events, StrikeTaken) == [StrikeTaken(seat=0, strikes=1, limit=4)]
    assert state.strikes == 1 and state.view_for(0).strikes == 1
    assert state.current_player == 0 and not state.is_terminal()


def test_r12_ending_a_turn_after_scoring_gives_no_strike():
    state = solo_state()
    state.apply(ScoreCard("S01"))
    events = state.apply(EndTurn())
    assert of_type(events, StrikeTaken) == [] and state.strikes == 0


def test_r12_an_undone_score_does_not_count():
    state = solo_state()
    state.apply(ScoreCard("S01"))
    state.undo()
    state.apply(EndTurn())
    assert state.strikes == 1


def test_r12_a_skip_gives_a_strike():
    state = solo_state()
    events = state.apply(SkipTurn())
    assert of_type(events, StrikeTaken) == [StrikeTaken(0, 1, 4)]
    assert len(state.hands[0]) == 6


def test_r12_a_shift_alone_does_not_spare_the_strike():
    state = solo_state()
    state.apply(ShiftStones(state.hands[0][1], 0, 1))
    state.apply(EndTurn())
    assert state.strikes == 1


def test_r12_third_strike_plays_on():
    state = solo_state(strikes=2)
    state.apply(EndTurn())
    assert state.strikes == 3 and not state.is_terminal()


@pytest.mark.parametrize("last", [EndTurn(), SkipTurn()], ids=["end", "skip"])
def test_r12_fourth_strike_loses_at_once(last):
    state = solo_state(strikes=3)
    events = state.apply(last)
    assert of_type(events, StrikeTaken) == [StrikeTaken(0, 4, 4)]
    assert events[-1] == GameOver((), (0,), "solo_strikes")
    assert state.is_terminal() and state.legal_actions() == []
    assert state.outcome() == Outcome((), (0.0,), "solo_strikes")


# -- R13 Solo win ----------------------------------------------------------------------------------
def test_r13_scoring_the_sixteenth_card_wins_mid_turn():
    state = solo_state(strikes=3, hand=("S01", "S20"), scored=14)
    state.apply(ScoreCard("S20"))  # the 15th
    assert not state.is_terminal()
    events = state.apply(ScoreCard("S01"))  # the 16th
    assert isinstance(events[0], CardScored)
    assert events[-1].reason == "solo_complete" and events[-1].winners == (0,)
    assert state.is_terminal() and state.legal_actions() == []
    assert state.outcome().winners == (0,)
    assert state.strikes == 3
    assert not state.can_undo()


# -- R14 One score per card ------------------------------------------------------------------------
def test_r14_a_card_scores_once_however_many_places_it_matches():
    state = build(grid=PLAIN_GRID, hands=[["S06"], []])  # S06 HORSE HORSE, on a row of 3
    assert state.scoreable("S06") == [3, 4]
    events = state.apply(ScoreCard("S06"))
    assert events == [CardScored(0, "S06", 1, (3, 4))]
    assert state.scored[0] == ["S06"] and state.card_points(0) == 1
    refuse(state, ScoreCard("S06"))


# -- R15 Player counts -----------------------------------------------------------------------------
def test_r15_one_player_plays_solo():
    assert SPEC.default_variant(1) == "solo"
    state = SPEC.new_game(seed=1, players=1)
    assert state.solo and state.end_trigger == 16


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r15_two_to_five_play_the_standard_game(players):
    assert SPEC.default_variant(players) == "standard"
    state = SPEC.new_game(seed=1, players=players)
    assert not state.solo and len(state.hands) == players


@pytest.mark.parametrize(("players", "variant"), [(1, "standard"), (6, "standard"),
                                                   (0, "standard"), (2, "solo")])
def test_r15_other_counts_are_refused(players, variant):
    with pytest.raises(ValueError):
        SPEC.new_game(seed=1, players=players, options=Options(variant=variant))


# -- R16 Public discards ---------------------------------------------------------------------------
def test_r16_discards_are_public_other_hands_are_counts():
    state = build(players=3, hands=[fill(4), fill(3, 4), fill(2, 7)], deck=fill(5, 9))
    shifted, flipped = state.hands[0][:2]
    state.apply(ShiftStones(shifted, 0, 1))
    state.apply(FlipStone(flipped, 2))
    for viewer in (0, 1, 2, None):
        view = state.view_for(viewer)
        assert view.discard == (shifted, flipped)
        assert view.hand_sizes == (2, 3, 2)
        assert view.deck_size == 5
    assert state.view_for(1).hand == tuple(state.hands[1])
    assert state.view_for(None).hand is None
    for viewer in (1, 2, None):
        shown = repr(state.view_for(viewer))
        secret = state.secret_tokens(0)
        assert secret == set(state.hands[0])
        assert not [card for card in secret if card in shown]
        assert not [card for card in state.deck if card in shown]
