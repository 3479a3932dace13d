"""One scenario per rule the Curse Reverse rules text states plainly, for curses, events,
trials and the end of a turn (the set-up and a thief's actions are in
test_curse_reverse_actions.py, the rulings C1-C33 in test_curse_reverse_rulings.py, the
cartouches in test_curse_reverse_cartouches.py)."""

from __future__ import annotations

from shifting_sands.games.curse_reverse.rules.actions import (
    DoneTurning,
    EndTurn,
    LookAt,
    Move,
    Pass,
    PerformTrial,
    PickUp,
    ReturnItem,
    Reward,
    StartMove,
    Stay,
    StoryFailed,
    StoryTold,
    Take,
    TrialJudged,
    TurnBegan,
    TurnCut,
    TurnSegment,
    Vote,
)
from shifting_sands.rules.protocol import CHANCE

from .curse_builders import (
    DEFENSIVE,
    OFFENSIVE,
    RED_EVENT,
    RED_ITEM,
    RED_SAFE,
    RED_START,
    RED_TEMPLE,
    a_trial,
    act,
    cart,
    draw_event,
    draw_item,
    draw_trial,
    event_with,
    in_window,
    item,
    judged,
    legal_of,
    of_type,
    pass_windows,
    refill_all,
    table,
    tidy,
    top,
)
from .curse_reverse_rules_helpers import SIX, start_move


def end_turn(state):
    """End the turn and let the item spaces refill; True when the next turn began."""
    events = act(state, EndTurn())
    events += refill_all(state)
    return events


def trial_cards(state):
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    pass_windows(state)


# -- curses --------------------------------------------------------------------------------------
def test_curses_take_pack_space_and_slow_the_thief():
    state = table(2, packs={0: ["curse", "curse"]})
    assert state.free_space(0) == 4
    assert state.speed(0) == 6


def test_a_curse_into_a_full_pack_sends_an_item_back_to_the_bag():
    card = event_with("curse_self", 1)
    state = table(2, pos={0: RED_EVENT}, packs={0: list(SIX)})
    act(state, EndTurn())
    draw_event(state, card)
    pass_windows(state)
    assert top(state)["what"] == "make_room"
    assert set(state.legal_actions()) == {ReturnItem(i) for i in range(6)}
    act(state, ReturnItem(0))
    assert SIX[0][5:] in state.bag
    assert state.curses_of(0) == 1 and len(state.packs[0]) == 6


# -- events --------------------------------------------------------------------------------------
def test_an_event_is_drawn_when_the_turn_ends_on_a_question_mark():
    state = table(2, pos={0: RED_EVENT})
    act(state, EndTurn())
    assert state.current_player == CHANCE and top(state)["what"] == "event"


def test_no_event_when_the_turn_ends_elsewhere():
    state = table(2, pos={0: RED_START})
    start_move(state)
    act(state, Move(RED_EVENT))
    assert not state.stack  # the move ends on "?" but the turn goes on: no event yet
    start_move(state)
    act(state, Move("red:3,1"))
    events = end_turn(state)
    assert of_type(events, TurnBegan) and state.turn_seat == 1


# -- trials -------------------------------------------------------------------------------------
def test_a_trial_event_is_faced_as_the_turn_ends():
    state = table(2, pos={0: RED_EVENT})
    act(state, EndTurn())
    draw_event(state, event_with("trial"))
    assert state.current_player == CHANCE and top(state)["what"] == "trial_card"
    trial_cards(state)
    assert state.current_player == CHANCE and top(state)["what"] == "judge"  # a bot's trial


def test_a_trial_is_ignored_if_the_turn_ends_in_a_temple():
    state = table(2, pos={0: RED_TEMPLE})
    state.ts["trial"] = True
    events = end_turn(state)
    assert state.turn_seat == 1 and not of_type(events, TrialJudged)


def test_a_trial_may_be_performed_as_the_turn_action_in_a_temple():
    state = table(2, pos={0: RED_TEMPLE})
    assert PerformTrial() in state.legal_actions()
    act(state, PerformTrial())
    assert top(state)["what"] == "trial_card" and state.ts["actions"] == 0
    outside = table(2, pos={0: RED_START})
    assert PerformTrial() not in outside.legal_actions()


def person_trial(players=3, people=None):
    people = people or [True] * players
    state = table(players, pos={0: RED_TEMPLE}, people=people, ask=["never"] * players)
    act(state, PerformTrial())
    trial_cards(state)
    return state


def test_trial_judges_are_the_other_people_only():
    state = person_trial(4, [True, True, False, True])
    act(state, StoryTold())
    assert top(state)["k"] == "vote" and top(state)["voters"] == [1, 3]


def test_a_tied_vote_fails_the_trial_and_ends_the_turn():
    state = person_trial(3)
    act(state, StoryTold())
    events = act(state, Vote(True), Vote(False))
    (judgement,) = of_type(events, TrialJudged)
    assert not judgement.passed and (judgement.votes_for, judgement.votes_against) == (1, 1)
    assert of_type(events, TurnCut)
    assert state.ts["actions"] == 0


def test_a_majority_passes_the_trial():
    state = person_trial(3)
    act(state, StoryTold())
    events = act(state, Vote(True), Vote(True))
    assert of_type(events, TrialJudged)[0].passed
    assert top(state)["what"] == "look"


def test_votes_stay_hidden_from_other_seats_until_all_are_in():
    state = person_trial(4)
    act(state, StoryTold(), Vote(False))
    assert state.view_for(1).frame().get("votes") == ((1, False),)
    for seat in (0, 2, 3):
        assert state.view_for(seat).frame().get("votes") == ((1, None),)


def test_the_sand_running_out_fails_the_trial():
    state = person_trial(3)
    events = act(state, StoryFailed())
    (judgement,) = of_type(events, TrialJudged)
    assert not judgement.passed and judgement.how == "timer"
    assert of_type(events, TurnCut)


def won_trial(players=3, packs=None):
    state = table(players, pos={0: RED_TEMPLE, 1: RED_START, 2: RED_START}, packs=packs or {})
    act(state, PerformTrial())
    trial_cards(state)
    judged(state, True)
    assert top(state)["what"] == "look"
    return state


def test_a_won_trial_looks_at_any_player_s_hidden_cartouches():
    state = won_trial(packs={1: [cart("set"), cart("apep")], 2: [cart("aten")]})
    assert set(state.legal_actions()) == {LookAt(-1), LookAt(1), LookAt(2)}
    act(state, LookAt(1))
    assert {"set", "apep"} <= set(state.knows[0]) and "aten" not in state.knows[0]
    assert top(state)["what"] == "reward"


def test_reward_take_a_cartouche():
    state = won_trial()
    act(state, LookAt(-1), Reward("cartouche"))
    assert len(state.cartouches_of(0)) == 1


def test_reward_give_any_player_a_curse():
    state = won_trial()
    act(state, LookAt(-1), Reward("curse", 2))
    pass_windows(state)
    assert state.curses_of(2) == 1


def test_reward_take_an_item_from_the_bag():
    state = won_trial()
    act(state, LookAt(-1), Reward("item"))
    pass_windows(state)
    wanted = sorted(state.bag)[3]
    draw_item(state, wanted)
    assert state.items_of(0) == [wanted]


def test_reward_rotate_any_number_of_segments():
    state = won_trial()
    act(state, LookAt(-1), Reward("rotate"), TurnSegment("red"), TurnSegment("red"),
        TurnSegment("yellow"), DoneTurning())
    assert state.orientation == [2, 0, 0, 1]


def test_reward_a_free_move_for_any_player():
    state = won_trial()
    act(state, LookAt(-1), Reward("free_move", 2))
    assert top(state)["k"] == "move" and state.current_player == 2
    act(state, Move(RED_SAFE))
    assert state.pos[2] == RED_SAFE and state.current_player == 0


# -- the end of a turn ----------------------------------------------------------------------------
def test_empty_item_spaces_refill_from_the_bag_at_the_end_of_the_turn():
    state = table(2, pos={0: RED_ITEM}, ground={RED_ITEM: [item(OFFENSIVE[0])]})
    state.ground.update({n: [item(DEFENSIVE[k + 1])] for k, n in enumerate(
        state.board.places("item")) if n != RED_ITEM})
    tidy(state)
    act(state, PickUp(0), EndTurn())
    assert state.current_player == CHANCE and top(state) == {
        "k": "chance", "what": "refill", "node": RED_ITEM}
    draw_item(state, DEFENSIVE[0])
    assert state.ground[RED_ITEM] == [item(DEFENSIVE[0])]
    assert all(len(state.ground[n]) == 1 for n in state.board.places("item"))
    assert state.turn_seat == 1


def test_no_refill_when_the_bag_is_empty():
    state = table(2, pos={0: RED_START})
    state.bag = []
    events = act(state, EndTurn())
    assert of_type(events, TurnBegan) and not state.ground


# -- turning segments ------------------------------------------------------------------------------
def test_a_turning_segment_carries_thieves_and_items_and_changes_connections():
    state = won_trial(packs={})
    state.ground = {RED_ITEM: [item(OFFENSIVE[0])]}
    before = state.board
    where = before.xy(RED_START)
    act(state, LookAt(-1), Reward("rotate"), TurnSegment("red"), DoneTurning())
    after = state.board
    assert state.pos[1] == RED_START and state.ground[RED_ITEM] == [item(OFFENSIVE[0])]
    assert after.xy(RED_START) != where  # the thief turned with the segment
    assert after.xy(RED_START) == (6 - where[1], where[0])
    assert before.links != after.links
    changed = [n for n in before.links if before.links[n] != after.links[n]]
    assert any(n.startswith("red:") or n == "temple:red" for n in changed)


def test_pass_is_always_offered_in_a_window():
    state = table(2, pos={0: RED_START}, packs={1: [cart("apep")]})
    act(state, StartMove())
    assert in_window(state, "move") and Pass() in state.legal_actions()
    assert Stay() not in state.legal_actions()


def test_khonsu_take_is_not_offered_without_the_cartouche():
    state = won_trial()
    act(state, LookAt(-1), Reward("item"))
    pass_windows(state)
    assert not legal_of(state, Take)
