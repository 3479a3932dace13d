"""One test (or a few) per ruling C1-C16 of docs/rules/curse-reverse.md (C17-C33 are in
test_curse_reverse_rulings.py). Scenarios: see curse_builders."""

from __future__ import annotations

from shifting_sands.content.curse_reverse import GODS
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.actions import (
    Drop,
    EndTurn,
    GameEnded,
    Move,
    PerformTrial,
    PickUp,
    Play,
    ReturnItem,
    Reward,
    Rob,
    StartMove,
    Stay,
    Steal,
    StoryTold,
    Take,
    TrialJudged,
    TurnBegan,
    TurnIn,
    Vote,
)
from shifting_sands.games.curse_reverse.rules.setup import deal_goals
from shifting_sands.rules.protocol import CHANCE, TERMINAL
from shifting_sands.rules.rng import GameRng

from .curse_builders import (
    BLUE_TEMPLE,
    CONTENT,
    DEFENSIVE,
    OFFENSIVE,
    RED_EVENT,
    RED_ITEM,
    RED_SAFE,
    RED_START,
    RED_TEMPLE,
    act,
    cart,
    draw_event,
    draw_item,
    event_with,
    game,
    goal_avoiding,
    goal_items,
    goal_showing,
    in_window,
    item,
    judged,
    legal_of,
    of_type,
    pass_windows,
    refill_all,
    robbery_dice,
    table,
    top,
)
from .curse_reverse_rulings_helpers import FULL, moves, trial_cards, won_trial


# -- C1 ----------------------------------------------------------------------------------------
def test_c1_a_goal_card_sharing_an_item_is_always_replaced():
    for seed in range(40):
        state = game(4, seed)
        for goals in state.goals:
            shown = [i for g in goals for i in goal_items(g)]
            assert len(shown) == len(set(shown)), (seed, goals)


def test_c1_the_replacement_is_the_next_card_of_that_god_s_deck():
    first = goal_showing("red", OFFENSIVE[0])
    clash = goal_showing("blue", OFFENSIVE[0])
    fine = goal_avoiding("blue", goal_items(first))
    decks = {"red": [first], "blue": [fine, clash], "green": [], "yellow": []}
    hand = deal_goals(CONTENT, GameRng(0), ["red", "blue"], decks)
    assert hand == [first, fine] and decks["blue"] == [clash]


# -- C2 ----------------------------------------------------------------------------------------
def test_c2_the_fifth_seat_is_the_violet_thief_of_the_other_three_gods():
    for seed in range(6):
        state = game(5, seed)
        assert state.thieves == ["red", "blue", "green", "yellow", "violet"]
        gods = {CONTENT.goals[g].god for g in state.goals[4]}
        assert len(gods) == 3
        (skipped,) = set(GODS) - gods
        assert state.pos[4] == state.pos[GODS.index(skipped)]  # that god's boot square


def test_c2_two_to_four_thieves_sit_in_colour_order_unless_chosen():
    assert game(3, 1).thieves == ["red", "blue", "green"]
    assert game(2, 1, thieves=["yellow", "blue"]).thieves == ["yellow", "blue"]


# -- C3 ----------------------------------------------------------------------------------------
def test_c3_a_move_is_declared_then_ends_on_any_place_in_reach():
    state = table(2, pos={0: RED_START}, packs={0: FULL[:4]})
    act(state, StartMove())
    assert in_window(state, "move")  # others may answer before it begins
    pass_windows(state)
    assert moves(state) == set(state.board.reach(RED_START, 4))


def test_c3_apep_s_second_action_allows_a_third_move():
    state = table(2, pos={0: RED_START}, packs={0: [cart("apep")]})
    act(state, Play("apep", 0))
    for _ in range(3):
        act(state, StartMove())
        pass_windows(state)
        act(state, Stay())
    assert StartMove() not in state.legal_actions()


# -- C4 ----------------------------------------------------------------------------------------
def test_c4_an_event_whatever_the_thief_did_that_turn():
    state = table(2, pos={0: RED_EVENT, 1: RED_EVENT}, packs={1: [item(DEFENSIVE[0])]})
    act(state, Rob(1))
    robbery_dice(state, [1], [1, 1])
    pass_windows(state)
    act(state, EndTurn())
    assert state.current_player == CHANCE and top(state)["what"] == "event"


def test_c4_a_safe_square_draws_no_event():
    state = table(2, pos={0: RED_SAFE})
    events = act(state, EndTurn()) + refill_all(state)
    assert of_type(events, TurnBegan)


def test_c4_a_thief_moved_onto_a_question_mark_by_someone_else_draws_nothing_then():
    state = won_trial(pos={2: "red:3,1"})
    act(state, Reward("free_move", 2), Move(RED_EVENT))
    assert state.pos[2] == RED_EVENT and not state.stack and state.current_player == 0
    events = act(state, EndTurn()) + refill_all(state)
    assert state.turn_seat == 1 and not any(e for e in events if isinstance(e, a.EventDrawn))


# -- C5 ----------------------------------------------------------------------------------------
def test_c5_items_cartouches_and_curses_each_cover_a_move_space():
    state = table(2)
    for thief in CONTENT.thieves.values():
        assert thief.pack == 6 and thief.move_spaces == 6
    assert state.speed(0) == 8
    for n, tile in enumerate([item(OFFENSIVE[0]), cart("apep"), "curse"], start=1):
        state.packs[0].append(tile)
        assert state.speed(0) == 8 - n


# -- C6 ----------------------------------------------------------------------------------------
def test_c6_a_tile_gained_with_a_full_pack_lands_on_the_thief_s_square():
    state = table(2, pos={0: RED_START, 1: RED_START}, packs={0: list(FULL),
                                                              1: [cart("set")]})
    act(state, Rob(1))
    robbery_dice(state, [2, 2, 2, 2], [0])
    pass_windows(state)
    act(state, Steal(0))
    assert state.ground[RED_START] == [cart("set")] and "set" in state.knows[0]
    assert len(state.packs[0]) == 6


def test_c6_picking_up_needs_a_free_space():
    state = table(2, pos={0: RED_ITEM}, packs={0: list(FULL)},
                  ground={RED_ITEM: [item(OFFENSIVE[5])]})
    assert not legal_of(state, PickUp)


# -- C7 ----------------------------------------------------------------------------------------
def curse_event(state):
    act(state, EndTurn())
    draw_event(state, event_with("curse_self"))
    pass_windows(state)


def test_c7_a_full_pack_of_cartouches_and_curses_takes_no_curse():
    state = table(2, pos={0: RED_EVENT},
                  packs={0: ["curse", "curse", cart("apep"), cart("aten"), cart("set"),
                             "curse"]})
    curse_event(state)
    assert state.curses_of(0) == 3 and state.curses == 27
    assert top(state)["k"] != "choice"  # nothing to send back: the curse stays in the pile


def test_c7_the_thief_chooses_the_item_sent_back():
    state = table(2, pos={0: RED_EVENT}, packs={0: [cart("apep"), *FULL[:5]]})
    curse_event(state)
    assert set(state.legal_actions()) == {ReturnItem(i) for i in range(1, 6)}
    act(state, ReturnItem(3))
    assert FULL[2][5:] in state.bag and "curse" in state.packs[0]


def test_c7_no_curses_once_the_pile_is_empty():
    state = table(2, pos={0: RED_EVENT})
    state.curses = 0
    curse_event(state)
    assert state.curses_of(0) == 0


# -- C8 ----------------------------------------------------------------------------------------
def test_c8_curses_cannot_be_dropped():
    state = table(2, pos={0: RED_START}, packs={0: ["curse", item(OFFENSIVE[0])]})
    assert legal_of(state, Drop) == [Drop(1)]


# -- C9 ----------------------------------------------------------------------------------------
def test_c9_in_a_temple_only_goal_items_are_dropped_never_a_cartouche():
    goal = goal_showing("blue", OFFENSIVE[0])
    goals = {0: [goal_avoiding("red", [OFFENSIVE[1]]), goal,
                 goal_avoiding("green", [OFFENSIVE[1]])]}
    state = table(2, pos={0: BLUE_TEMPLE}, goals=goals,
                  packs={0: [item(OFFENSIVE[0]), item(OFFENSIVE[1]), cart("apep")]})
    dropped = {state.packs[0][x.index] for x in legal_of(state, Drop)}
    assert item(OFFENSIVE[0]) in dropped
    assert OFFENSIVE[1] not in {i for g in goals[0] for i in goal_items(g)}
    assert item(OFFENSIVE[1]) not in dropped
    assert cart("apep") not in dropped


# -- C10 ---------------------------------------------------------------------------------------
def test_c10_a_cut_turn_still_has_its_end_event_and_refill():
    state = table(2, pos={0: RED_EVENT, 1: RED_EVENT})
    act(state, Rob(1))
    robbery_dice(state, [0], [0])
    pass_windows(state)
    assert state.current_player == CHANCE and top(state)["what"] == "event"
    draw_event(state, event_with("cleanse_self"))
    assert top(state)["what"] == "refill"
    refill_all(state)
    assert state.turn_seat == 1


def test_c10_a_failed_trial_allows_no_more_actions():
    state = table(3, pos={0: RED_TEMPLE}, packs={0: [cart("apep")]})
    act(state, Play("apep", 0), PerformTrial())
    trial_cards(state)
    judged(state, False)
    refill_all(state)
    assert state.turn_seat == 1  # the second action Apep gave is lost


# -- C11 ---------------------------------------------------------------------------------------
def test_c11_an_empty_event_deck_is_the_used_events_reshuffled():
    state = table(2, pos={0: RED_EVENT})
    used = [event_with("cleanse_self"), event_with("go_start")]
    state.events_left, state.events_used = [], list(used)
    act(state, EndTurn())
    assert {x.card for x in state.legal_actions()} == set(used)


def test_c11_trial_cards_go_back_after_each_trial():
    state = table(2, pos={0: RED_TEMPLE})
    act(state, PerformTrial())
    trial_cards(state)
    judged(state, False)
    assert sorted(state.trials_left) == sorted(CONTENT.trials) and state.trials_used == []


# -- C12 ---------------------------------------------------------------------------------------
def goal_state(done=0):
    wanted = OFFENSIVE[0]
    goal = goal_showing("blue", wanted)
    others = [goal_avoiding("red", goal_items(goal)), goal_avoiding("green", goal_items(goal))]
    state = table(2, pos={0: BLUE_TEMPLE}, packs={0: [item(wanted)]},
                  goals={0: [others[0], goal, others[1]]}, done={0: others[:done]})
    return state, goal, wanted


def test_c12_the_item_tops_the_temple_and_the_card_turns_face_down():
    state, goal, wanted = goal_state()
    act(state, TurnIn(wanted, goal, False))
    assert state.offerings["blue"][-1] == [wanted, 0] and goal in state.done[0]
    assert not legal_of(state, TurnIn)


def test_c12_the_third_goal_wins_at_once_before_the_reward():
    state, goal, wanted = goal_state(done=2)
    pile = len(state.pile)
    events = act(state, TurnIn(wanted, goal, True))
    assert state.current_player == TERMINAL and len(state.pile) == pile
    assert of_type(events, GameEnded)[0].winners == (0,)


# -- C13 ---------------------------------------------------------------------------------------
def test_c13_a_bot_s_trial_is_a_roll():
    state = table(3, pos={0: RED_TEMPLE}, people=[False, True, True])
    act(state, PerformTrial())
    trial_cards(state)
    outcomes = state.chance_outcomes()
    chance = CONTENT.variants["standard"].bot_trial_chance
    assert outcomes == [(a.Judged(True), chance), (a.Judged(False), 1 - chance)]


def test_c13_table_judges_vote_on_a_bot_s_trial():
    state = table(3, pos={0: RED_TEMPLE}, people=[False, True, True], variant="table_judges")
    act(state, PerformTrial())
    trial_cards(state)
    assert top(state)["k"] == "vote" and top(state)["voters"] == [1, 2]
    events = act(state, Vote(False), Vote(False))
    assert of_type(events, TrialJudged)[0].how == "vote"


def test_c13_bots_cast_no_votes_and_a_lone_person_s_story_passes():
    state = table(3, pos={0: RED_TEMPLE}, people=[True, False, False], ask=["never"] * 3)
    act(state, PerformTrial())
    trial_cards(state)
    events = act(state, StoryTold())
    (judgement,) = of_type(events, TrialJudged)
    assert judgement.passed and judgement.how == "unopposed"


# -- C14 ---------------------------------------------------------------------------------------
def test_c14_the_turn_s_owner_is_not_asked_in_its_own_move_window():
    state = table(3, pos={0: RED_START}, packs={0: [cart("apep")]})
    act(state, StartMove())
    assert 0 not in top(state)["ask"] and top(state)["ask"] == [1, 2]


def test_c14_windows_ask_everyone_from_the_turn_s_owner_after_a_roll():
    state = table(3, pos={0: RED_START, 1: RED_START}, current=0)
    act(state, Rob(1))
    robbery_dice(state, [1], [1])
    assert top(state)["ask"] == [0, 1, 2]


# -- C15 ---------------------------------------------------------------------------------------
def test_c15_khonsu_draws_fewer_when_the_bag_holds_fewer():
    state = won_trial(packs={0: [cart("khonsu")]})
    keep = sorted(state.bag)[:2]
    state.bag = list(keep)
    act(state, Reward("item"), Play("khonsu", 0))
    pass_windows(state)
    draw_item(state, keep[0])
    draw_item(state, keep[1])
    assert set(state.legal_actions()) == {Take(keep[0]), Take(keep[1])}
    act(state, Take(keep[0]))
    assert state.items_of(0) == [keep[0]] and state.bag == [keep[1]]


# -- C16 ---------------------------------------------------------------------------------------
def test_c16_the_dream_fades_and_most_goals_win_ties_sharing():
    state = table(3, current=2, done={0: ["x"], 1: [], 2: ["y"]})
    state.round = CONTENT.variants["standard"].max_rounds
    state.bag = []
    events = act(state, EndTurn())
    assert state.current_player == TERMINAL
    assert of_type(events, GameEnded)[0].winners == (0, 2)
