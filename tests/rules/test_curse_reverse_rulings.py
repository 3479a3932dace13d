"""One test (or a few) per ruling C1-C33 of docs/rules/curse-reverse.md; the rules the text
states plainly are in test_curse_reverse_rules.py, the cartouches in
test_curse_reverse_cartouches.py. Scenarios: see curse_builders."""

from __future__ import annotations

from shifting_sands.content.curse_reverse import GODS
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.actions import (
    Cleanse,
    DoneTurning,
    Drop,
    EndTurn,
    GameEnded,
    LookAt,
    Move,
    Pass,
    PassCurses,
    Peek,
    PerformTrial,
    PickUp,
    Play,
    ReturnItem,
    Reward,
    Rob,
    StartMove,
    Stay,
    Steal,
    StealOffering,
    StoryTold,
    SwapGoal,
    Take,
    TrialJudged,
    TurnBegan,
    TurnIn,
    TurnSegment,
    Vote,
)
from shifting_sands.games.curse_reverse.rules.board import board_for
from shifting_sands.games.curse_reverse.rules.flow import move_speed
from shifting_sands.games.curse_reverse.rules.setup import deal_goals
from shifting_sands.rules.protocol import CHANCE, TERMINAL
from shifting_sands.rules.rng import GameRng

from .curse_builders import (
    BLUE_START,
    BLUE_TEMPLE,
    CONTENT,
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

FULL = [item(i) for i in OFFENSIVE[:3] + DEFENSIVE[:3]]


def moves(state):
    return {x.to for x in legal_of(state, Move)}


def plays(state, name=None):
    return [x for x in legal_of(state, Play) if name is None or x.cartouche == name]


def trial_cards(state):
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    pass_windows(state)


def won_trial(players=3, packs=None, pos=None):
    where = {0: RED_TEMPLE, 1: RED_START, 2: RED_START, **(pos or {})}
    state = table(players, pos={s: where[s] for s in range(min(players, 3))}, packs=packs or {})
    act(state, PerformTrial())
    trial_cards(state)
    judged(state, True)
    act(state, LookAt(-1))
    assert top(state)["what"] == "reward"
    return state


def pass_one_window(state, moment):
    """Everyone asked passes in the window of `moment` on top (and only that one)."""
    assert in_window(state, moment)
    frame = top(state)
    events = []
    while frame in state.stack:
        events += act(state, Pass())
    return events


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


# -- C17 ---------------------------------------------------------------------------------------
def test_c17_steal_then_peek_at_what_is_still_held_then_curses():
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={0: ["curse"], 1: [cart("apep"), cart("aten")]})
    act(state, Rob(1))
    robbery_dice(state, [1], [0])
    pass_windows(state)
    assert top(state)["what"] == "steal"
    act(state, Steal(0))
    assert legal_of(state, Peek) == [Peek(-1), Peek(0)]  # only aten is still there
    act(state, Peek(0))
    assert top(state)["what"] == "pass_curses"
    act(state, PassCurses(False))
    pass_windows(state)
    assert state.curses_of(0) == 1 and not state.stack


def test_c17_no_peek_when_the_only_cartouche_was_stolen():
    state = table(2, pos={0: RED_START, 1: RED_START}, packs={1: [cart("apep")]})
    act(state, Rob(1))
    robbery_dice(state, [1], [0])
    pass_windows(state)
    act(state, Steal(0))
    assert in_window(state, "robbed") or not state.stack
    assert not legal_of(state, Peek)


# -- C18 ---------------------------------------------------------------------------------------
def test_c18_a_temple_lies_on_its_god_s_segment():
    state = table(3, pos={0: RED_START, 1: RED_TEMPLE, 2: BLUE_TEMPLE},
                  packs={0: [cart("bennu"), cart("nekhbet"), item(OFFENSIVE[0])],
                         1: [item(DEFENSIVE[0])], 2: [item(DEFENSIVE[1])]})
    assert {x.target for x in plays(state, "bennu")} == {1}
    assert {x.target for x in plays(state, "nekhbet")} == {1}


# -- C19 ---------------------------------------------------------------------------------------
def test_c19_aker_wraps_across_either_pair_of_edges():
    board = board_for(CONTENT.segments, (0, 0, 0, 0))
    assert board.kind_of["blue:6,3"] == "path"
    assert "blue:6,3" not in board.reach("red:0,3", 1)
    assert board.reach("red:0,3", 1, may_wrap=True)["blue:6,3"].wraps
    assert board.reach("red:3,0", 1, may_wrap=True)["green:3,6"].wraps


def test_c19_aker_lasts_until_the_end_of_the_target_s_next_turn():
    state = table(2, pos={0: RED_START}, packs={0: [cart("aker")]})
    act(state, Play("aker", 1))
    act(state, EndTurn())
    refill_all(state)
    assert state.turn_seat == 1 and state.aker == [False, True]
    act(state, EndTurn())
    refill_all(state)
    assert state.aker == [False, False]


def test_c19_menhit_lasts_until_the_end_of_the_current_turn():
    state = table(2, pos={0: RED_START}, packs={0: [cart("menhit")]})
    act(state, Play("menhit", 1))
    assert state.menhit == [False, True]
    act(state, EndTurn())
    refill_all(state)
    assert state.menhit == [False, False]


# -- C20 ---------------------------------------------------------------------------------------
def test_c20_bast_halves_to_at_least_one():
    state = table(2, pos={0: RED_START}, packs={0: [*FULL[:5], cart("bast")]})
    act(state, Play("bast", 0, ("halve",)))
    assert move_speed(state, 0) == 1  # 3 halved, rounded down
    state.packs[0].append("curse")
    assert move_speed(state, 0) == 1  # 2 halved


def test_c20_bast_changes_the_next_move_only():
    state = table(2, pos={0: RED_START}, packs={0: [cart("bast")]})
    act(state, Play("bast", 0, ("double",)), StartMove())
    pass_windows(state)
    assert move_speed(state, 0) == 16
    act(state, Stay(), StartMove())
    pass_windows(state)
    assert move_speed(state, 0) == 8


def test_c20_bast_does_not_change_a_free_move():
    state = table(3, pos={0: RED_TEMPLE}, packs={0: [cart("bast")]})
    act(state, Play("bast", 0, ("double",)), PerformTrial())
    trial_cards(state)
    judged(state, True)
    act(state, LookAt(-1), Reward("free_move", 0))
    assert top(state)["k"] == "move" and top(state)["free"]
    # the free move of a trial reward goes at the thief's own movement (C23)
    assert moves(state) == set(state.board.reach(RED_TEMPLE, state.speed(0)))


# -- C21 ---------------------------------------------------------------------------------------
def test_c21_set_may_name_the_giver_and_each_share_has_its_own_window():
    state = table(3, packs={0: [cart("set")]})
    act(state, Play("set", -1, ("2", "0", "2")))
    assert top(state)["ctx"] == {"seat": 0}
    pass_one_window(state, "curse")
    assert state.curses_of(0) == 2 and state.curses_of(2) == 0
    assert top(state)["ctx"] == {"seat": 2}
    pass_one_window(state, "curse")
    assert state.curses_of(2) == 2 and state.curses == 26 and not state.stack


# -- C22 ---------------------------------------------------------------------------------------
def test_c22_wadjet_sends_curses_to_anyone_but_the_target_and_opens_no_second_window():
    state = table(3, pos={0: RED_EVENT}, packs={2: [cart("wadjet")]})
    act(state, EndTurn())
    draw_event(state, event_with("curse_self"))
    act(state, Pass(), Pass())
    assert {x.target for x in plays(state, "wadjet")} == {1, 2}
    act(state, Play("wadjet", 2))
    assert not in_window(state, "curse")
    assert state.curses_of(2) >= 1 and state.curses_of(0) == 0


# -- C23 ---------------------------------------------------------------------------------------
def test_c23_each_segment_turns_at_most_three_quarters():
    state = won_trial()
    act(state, Reward("rotate"), *[TurnSegment("blue")] * 3)
    assert TurnSegment("blue") not in state.legal_actions()
    assert TurnSegment("red") in state.legal_actions()
    act(state, DoneTurning())
    assert state.orientation == [0, 3, 0, 0]


def test_c23_a_free_move_is_a_whole_move_at_the_thief_s_own_movement():
    state = won_trial(packs={2: FULL[:4]})
    act(state, Reward("free_move", 2))
    assert moves(state) == set(state.board.reach(RED_START, state.speed(2)))


# -- C24 ---------------------------------------------------------------------------------------
def test_c24_mafdet_rerolls_every_die_of_one_colour():
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={0: [item(OFFENSIVE[0]), item(OFFENSIVE[1])], 1: [cart("mafdet")]})
    act(state, Rob(1))
    robbery_dice(state, [2, 2, 2], [0])
    act(state, Pass(), Play("mafdet", -1, ("attack",)))
    assert top(state)["n"] == 3
    events = act(state, a.Roll("attack", (0, 0, 0)))
    assert of_type(events, a.RobberyEnded)[0].result == "blanks"


# -- C25 ---------------------------------------------------------------------------------------
def test_c25_apep_is_one_more_turn_action():
    state = table(2, pos={0: RED_TEMPLE}, packs={0: ["curse", cart("apep")]},
                  offerings={"red": [(OFFENSIVE[0], 1)]})
    act(state, Play("apep", 0), Cleanse(), StealOffering(OFFENSIVE[0]))
    assert state.ts["actions"] == 0 and not legal_of(state, PerformTrial)


# -- C26 ---------------------------------------------------------------------------------------
def test_c26_nut_exchanges_only_a_face_up_goal_card():
    state = table(2, packs={0: [cart("nut")]})
    done = state.goals[0][0]
    state.done[0] = [done]
    act(state, Play("nut", 0))
    olds = {x.old for x in legal_of(state, SwapGoal)}
    assert done not in olds and olds == {"", *state.goals[0][1:]}
    news = {x.new for x in legal_of(state, SwapGoal) if x.old == state.goals[0][1]}
    god = CONTENT.goals[state.goals[0][1]].god
    assert news == set(state.goal_box[god])


# -- C27 ---------------------------------------------------------------------------------------
def test_c27_babi_takes_an_item_never_a_cartouche_and_not_for_the_robbed():
    state = table(3, pos={0: RED_START, 1: RED_START},
                  packs={1: [item(DEFENSIVE[0]), cart("apep"), item(DEFENSIVE[1])],
                         2: [cart("babi")]})
    act(state, Rob(1))
    robbery_dice(state, [2], [0, 0, 0])
    pass_windows(state)
    act(state, Steal(0), Peek(-1))
    act(state, Pass(), Pass())
    assert {x.target for x in plays(state, "babi")} == {0, 2}
    act(state, Play("babi", 2))
    assert set(state.legal_actions()) == {Pass(), Take(DEFENSIVE[1])}


# -- C28 ---------------------------------------------------------------------------------------
def test_c28_maat_names_the_item_for_everyone_and_the_owner_keeps_it():
    state = table(3, pos={0: RED_TEMPLE}, packs={2: [cart("maat"), item(OFFENSIVE[0])]})
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    act(state, Pass(), Pass(), Play("maat", 0, (OFFENSIVE[0],)))
    for seat in (None, 0, 1, 2):
        trial = next(f for f in state.view_for(seat).stack if f.kind == "trial")
        assert trial.get("maat") == (OFFENSIVE[0],)
    assert state.items_of(2) == [OFFENSIVE[0]]


# -- C29 ---------------------------------------------------------------------------------------
def test_c29_khnum_s_modifier_is_shown_to_everyone():
    state = table(3, pos={0: RED_TEMPLE}, packs={1: [cart("khnum")]})
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    act(state, Pass(), Play("khnum", 0))
    draw_trial(state, a_trial(5))
    for seat in (None, 0, 1, 2):
        trial = next(f for f in state.view_for(seat).stack if f.kind == "trial")
        assert trial.get("modifiers") == (a_trial(1), a_trial(5))


# -- C30 ---------------------------------------------------------------------------------------
def test_c30_only_the_true_state_is_kept_what_a_peek_shows_stays_with_the_peeker():
    state = table(3, pos={0: RED_START, 1: RED_START}, packs={1: [cart("apep")]})
    act(state, Rob(1))
    robbery_dice(state, [1], [0])
    pass_windows(state)
    act(state, Steal(-1), Peek(0))
    assert "apep" in state.knows[0] and "apep" not in state.knows[2]
    assert state.view_for(2).packs[1] == ("cartouche:?",)
    names = {type(x).__name__ for x in a.ACTIONS}
    assert not {"Tell", "Share", "Say"} & names  # talk is the table's, not the program's


# -- C31 ---------------------------------------------------------------------------------------
def test_c31_stealing_from_a_temple_keeps_the_progress():
    state = table(2, pos={0: RED_TEMPLE}, offerings={"red": [(OFFENSIVE[3], 1)]},
                  done={1: [goal_showing("red", OFFENSIVE[3])]})
    act(state, StealOffering(OFFENSIVE[3]))
    assert state.items_of(0) == [OFFENSIVE[3]] and len(state.done[1]) == 1
    assert state.offerings["red"] == []


# -- C32 ---------------------------------------------------------------------------------------
def test_c32_pick_ups_in_a_row_are_one_action_and_anything_between_ends_it():
    ground = {RED_ITEM: [item(OFFENSIVE[0]), item(OFFENSIVE[1]), item(OFFENSIVE[2])]}
    state = table(2, pos={0: RED_ITEM}, ground=ground, packs={0: [item(DEFENSIVE[0])]})
    act(state, PickUp(0), PickUp(0))
    assert state.ts["actions"] == 0 and legal_of(state, PickUp)
    act(state, Drop(0))
    assert not legal_of(state, PickUp)


# -- C33 ---------------------------------------------------------------------------------------
def test_c33_moves_drops_and_visible_pick_ups_can_be_taken_back():
    state = table(2, pos={0: RED_ITEM}, people=[True, True],
                  packs={0: [item(DEFENSIVE[0])]}, ground={RED_ITEM: [item(OFFENSIVE[0])]})
    state.track_undo = True
    assert state.is_undoable(Drop(0)) and state.is_undoable(PickUp(0))
    assert state.is_undoable(StartMove())  # nobody to ask: the move frame waits for seat 0
    act(state, Drop(0))
    assert state.can_undo()
    state.undo()
    assert state.packs[0] == [item(DEFENSIVE[0])]
    assert not state.is_undoable(EndTurn())


def test_c33_nothing_is_taken_back_once_someone_else_was_asked_or_something_shown():
    state = table(2, pos={0: RED_ITEM, 1: RED_ITEM}, packs={1: [item(DEFENSIVE[0])]},
                  ground={RED_ITEM: [cart("set")]})
    assert not state.is_undoable(StartMove())  # a bot is asked in the move window
    assert not state.is_undoable(PickUp(0))  # a face-down cartouche is seen
    assert not state.is_undoable(Rob(1))


def test_c33_blue_start_is_not_reached_by_walking_off_red():
    # a sanity check on the map the rulings rely on: the boot squares are apart
    assert BLUE_START not in table(2).board.reach(RED_START, 2)
