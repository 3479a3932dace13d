"""One test (or a few) per ruling C17-C33 of docs/rules/curse-reverse.md (C1-C16 are in
test_curse_reverse_rulings_c01_c16.py); the rules the text states plainly are in
test_curse_reverse_actions.py and test_curse_reverse_rules.py, the cartouches in
test_curse_reverse_cartouches.py. Scenarios: see curse_builders."""

from __future__ import annotations

from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.actions import (
    Cleanse,
    DoneTurning,
    Drop,
    EndTurn,
    LookAt,
    Pass,
    PassCurses,
    Peek,
    PerformTrial,
    PickUp,
    Play,
    Reward,
    Rob,
    StartMove,
    Stay,
    Steal,
    StealOffering,
    SwapGoal,
    Take,
    TurnSegment,
)
from shifting_sands.games.curse_reverse.rules.board import board_for
from shifting_sands.games.curse_reverse.rules.flow import move_speed

from .curse_builders import (
    BLUE_START,
    BLUE_TEMPLE,
    CONTENT,
    DEFENSIVE,
    OFFENSIVE,
    RED_EVENT,
    RED_ITEM,
    RED_START,
    RED_TEMPLE,
    a_trial,
    act,
    cart,
    draw_event,
    draw_trial,
    event_with,
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


def plays(state, name=None):
    return [x for x in legal_of(state, Play) if name is None or x.cartouche == name]


def pass_one_window(state, moment):
    """Everyone asked passes in the window of `moment` on top (and only that one)."""
    assert in_window(state, moment)
    frame = top(state)
    events = []
    while frame in state.stack:
        events += act(state, Pass())
    return events


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
    assert in_window(state, "curse") and top(state)["ask"] == [2, 0, 1]  # round again (C14)
    act(state, Pass(), Pass(), Pass())
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
    act(state, a.Roll("attack", (0, 0, 0)))
    events = pass_windows(state)  # the window goes round again after a play (C14)
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
