"""One scenario per rule the Curse Reverse rules text states plainly, for the set-up and a
thief's actions: moving, dropping and picking up, robbery, turning items in, and stealing
from and cleansing temples (curses, events, trials and the end of a turn are in
test_curse_reverse_rules.py, the rulings C1-C33 in test_curse_reverse_rulings.py)."""

from __future__ import annotations

from shifting_sands.content.curse_reverse import GODS
from shifting_sands.games.curse_reverse.rules.actions import (
    Cleanse,
    Drop,
    GameWon,
    Move,
    PassCurses,
    Peek,
    PickUp,
    Rob,
    RobberyBegan,
    RobberyEnded,
    StartMove,
    Stay,
    Steal,
    StealOffering,
    TurnBegan,
    TurnCut,
    TurnIn,
)
from shifting_sands.games.curse_reverse.rules.board import board_for, segment_of
from shifting_sands.games.curse_reverse.rules.view import UNKNOWN
from shifting_sands.rules.protocol import TERMINAL

from .curse_builders import (
    BLUE_START,
    BLUE_TEMPLE,
    CONTENT,
    DEFENSIVE,
    OFFENSIVE,
    RED_ITEM,
    RED_START,
    RED_TEMPLE,
    act,
    cart,
    game,
    goal_avoiding,
    goal_items,
    goal_showing,
    item,
    legal_of,
    of_type,
    pass_windows,
    refill_all,
    robbery_dice,
    table,
    top,
)
from .curse_reverse_rules_helpers import SIX, start_move


def moves(state):
    return {a.to for a in legal_of(state, Move)}


# -- setup -------------------------------------------------------------------------------
def test_setup_deals_three_goals_one_per_god_but_the_thief_s_own():
    for seed in range(5):
        state = game(4, seed)
        for seat, thief in enumerate(state.thieves):
            gods = sorted(CONTENT.goals[g].god for g in state.goals[seat])
            assert gods == sorted(g for g in GODS if g != thief)


def test_setup_gives_three_items_and_one_cartouche_known_only_to_its_holder():
    state = game(4, 3)
    for seat in range(4):
        assert len(state.items_of(seat)) == 3
        (cartouche,) = state.cartouches_of(seat)
        assert state.knows[seat] == [cartouche]
        for other in range(4):
            if other != seat:
                assert cartouche not in state.knows[other]
                assert state.view_for(other).packs[seat][-1] == UNKNOWN
    assert len(state.pile) == 15 - 4


def test_setup_puts_thieves_on_their_boot_squares():
    state = game(4, 2)
    board = state.board
    for seat, thief in enumerate(state.thieves):
        assert board.kind_of[state.pos[seat]] == "start"
        assert segment_of(state.pos[seat]) == thief


def test_setup_stocks_two_items_per_item_space_and_one_with_five_players():
    four = game(4, 1)
    for node in four.board.places("item"):
        assert len(four.ground[node]) == 2
    five = game(5, 1)
    for node in five.board.places("item"):
        assert len(five.ground[node]) == 1
    total = 30 - 4 * 3 - 4 * 2
    assert len(four.bag) == total
    assert len(five.bag) == 30 - 5 * 3 - 4


# -- movement ------------------------------------------------------------------------------
def test_movement_is_two_plus_the_empty_move_spaces():
    state = table(2, packs={0: [], 1: SIX[:2]})
    assert state.speed(0) == 2 + 6
    assert state.speed(1) == 2 + 4
    state.packs[1] = list(SIX)
    assert state.speed(1) == 2


def test_a_move_ends_anywhere_within_reach_and_no_further():
    state = table(2, pos={0: RED_START}, packs={0: list(SIX)})  # speed 2
    start_move(state)
    reach = state.board.reach(RED_START, 2)
    assert moves(state) == set(reach)
    assert all(r.steps <= 2 for r in reach.values())
    assert "red:3,1" not in moves(state)  # three steps away
    act(state, Move("temple:red"))
    assert state.pos[0] == "temple:red"


def test_moves_follow_the_paths_without_diagonals():
    board = board_for(CONTENT.segments, (0, 0, 0, 0))
    near = board.reach(RED_START, 1)
    assert set(near) == {"red:2,2", "red:2,4"}  # red:3,2 is a diagonal away; sand beside
    assert "red:3,2" in board.reach(RED_START, 2)
    assert "red:1,3" not in board.reach(RED_START, 8)  # sand is never a place to stand


def test_moves_do_not_wrap_around_the_board_edges():
    board = board_for(CONTENT.segments, (0, 0, 0, 0))
    # red:3,0 is on the top edge; straight across the bottom edge lies green:3,6
    assert board.kind_of["green:3,6"] == "path"
    assert set(board.reach("red:3,0", 1)) == {"red:3,1"}
    assert board.reach("red:3,0", 3).get("green:3,6") is None


def test_a_thief_passes_freely_through_other_thieves():
    state = table(3, pos={0: RED_START, 1: "red:2,2", 2: "red:2,2"}, packs={0: list(SIX)})
    start_move(state)
    assert {"red:3,2", "temple:red", "red:2,2"} <= moves(state)


def test_a_temple_is_one_movement_space():
    board = board_for(CONTENT.segments, (0, 0, 0, 0))
    reach = board.reach("red:0,3", 2)
    assert reach["temple:red"].steps == 1
    assert reach["red:2,2"].steps == 2  # through the 2x2 temple in one step


def test_the_first_move_is_free_the_second_is_the_turn_action_and_no_third():
    state = table(2, pos={0: RED_START, 1: BLUE_START})
    start_move(state)
    act(state, Move("red:2,2"))
    assert state.ts["actions"] == 1 and StartMove() in state.legal_actions()
    start_move(state)
    act(state, Move(RED_START))
    assert state.ts["actions"] == 0
    assert StartMove() not in state.legal_actions()


def test_one_turn_action_a_turn():
    state = table(2, pos={0: RED_ITEM, 1: RED_ITEM},
                  ground={RED_ITEM: [item(OFFENSIVE[0])]}, packs={1: [item(DEFENSIVE[0])]})
    act(state, PickUp(0))
    assert state.ts["actions"] == 0
    legal = state.legal_actions()
    assert Rob(1) not in legal
    start_move(state)  # the free first move is still there
    act(state, Stay())
    assert StartMove() not in state.legal_actions()
    assert not legal_of(state, Rob)


# -- dropping and picking up -----------------------------------------------------------------
def test_dropping_is_free_and_any_number():
    state = table(2, pos={0: RED_START}, packs={0: SIX[:3]})
    act(state, Drop(0), Drop(0))
    assert state.ground[RED_START] == SIX[:2]
    assert state.packs[0] == SIX[2:3]
    assert state.ts["actions"] == 1


def test_picking_up_takes_tiles_from_one_s_square_as_the_turn_action():
    state = table(2, pos={0: RED_ITEM},
                  ground={RED_ITEM: [item(OFFENSIVE[0]), item(OFFENSIVE[1])], RED_START: [
                      item(OFFENSIVE[2])]})
    assert {a.index for a in legal_of(state, PickUp)} == {0, 1}
    act(state, PickUp(1), PickUp(0))
    assert sorted(state.items_of(0)) == OFFENSIVE[:2]
    assert RED_ITEM not in state.ground
    assert state.ts["actions"] == 0


# -- robbery -------------------------------------------------------------------------------
def test_rob_only_a_thief_on_the_same_square():
    state = table(3, pos={0: RED_START, 1: RED_START, 2: "red:2,2"})
    assert legal_of(state, Rob) == [Rob(1)]


def test_nobody_is_robbed_inside_a_temple():
    state = table(2, pos={0: RED_TEMPLE, 1: RED_TEMPLE})
    assert not legal_of(state, Rob)


def test_robbery_dice_are_one_plus_one_per_offensive_or_defensive_item():
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={0: [item(OFFENSIVE[0]), item(OFFENSIVE[1]), item(DEFENSIVE[0]),
                             cart("apep"), "curse"],
                         1: [item(DEFENSIVE[1]), item(OFFENSIVE[2]), cart("aten")]})
    events = act(state, Rob(1))
    (began,) = of_type(events, RobberyBegan)
    assert (began.attack, began.defence) == (3, 2)
    assert top(state)["n"] == 3


def test_more_swords_wins_the_robbery():
    state = table(2, pos={0: RED_START, 1: RED_START}, packs={1: [item(DEFENSIVE[0])]})
    act(state, Rob(1))
    events = robbery_dice(state, [2], [0, 1])
    events += pass_windows(state)
    assert of_type(events, RobberyEnded)[0].result == "won"
    assert top(state)["what"] == "steal"


def test_a_tie_holds():
    state = table(2, pos={0: RED_START, 1: RED_START}, packs={1: [item(DEFENSIVE[0])]})
    act(state, Rob(1))
    events = robbery_dice(state, [1], [0, 1]) + pass_windows(state)
    assert of_type(events, RobberyEnded)[0].result == "held"
    assert not state.stack and state.current_player == 0
    assert state.packs[1] == [item(DEFENSIVE[0])]
    assert state.ts["actions"] == 0


def test_more_shields_holds():
    state = table(2, pos={0: RED_START, 1: RED_START})
    act(state, Rob(1))
    events = robbery_dice(state, [1], [2]) + pass_windows(state)
    assert of_type(events, RobberyEnded)[0].result == "held"


def test_a_robber_rolling_all_blanks_fails_and_the_turn_ends():
    state = table(2, pos={0: RED_START, 1: RED_START})
    act(state, Rob(1))
    events = robbery_dice(state, [0], [0]) + pass_windows(state)
    assert of_type(events, RobberyEnded)[0].result == "blanks"
    assert of_type(events, TurnCut)
    events += refill_all(state)
    assert state.turn_seat == 1  # the turn ended at once
    assert of_type(events, TurnBegan)


def test_a_winning_robber_steals_one_tile_peeks_and_may_pass_curses():
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={0: ["curse", "curse"],
                         1: [item(DEFENSIVE[0]), cart("apep"), cart("aten")]})
    act(state, Rob(1))
    robbery_dice(state, [2], [1, 0])
    pass_windows(state)
    assert set(legal_of(state, Steal)) == {Steal(-1), Steal(0), Steal(1), Steal(2)}
    act(state, Steal(0))
    assert state.items_of(0) == [DEFENSIVE[0]]
    assert set(legal_of(state, Peek)) == {Peek(-1), Peek(0), Peek(1)}
    act(state, Peek(1))
    assert "aten" in state.knows[0] and "apep" not in state.knows[0]
    assert set(state.legal_actions()) == {PassCurses(True), PassCurses(False)}
    act(state, PassCurses(True))
    pass_windows(state)
    assert state.curses_of(0) == 0 and state.curses_of(1) == 2


def test_a_winning_robber_may_steal_a_cartouche():
    state = table(2, pos={0: RED_START, 1: RED_START}, packs={1: [cart("set")]})
    act(state, Rob(1))
    robbery_dice(state, [1], [0])
    pass_windows(state)
    act(state, Steal(0))
    assert state.cartouches_of(0) == ["set"] and "set" in state.knows[0]


# -- turning items in ------------------------------------------------------------------------
def blue_goal_state(**kw):
    wanted = OFFENSIVE[0]
    goal = goal_showing("blue", wanted)
    other = next(i for i in CONTENT.items if i not in goal_items(goal))
    avoid = [*goal_items(goal), other]
    goals = {0: [goal_avoiding("red", avoid), goal, goal_avoiding("green", avoid)]}
    state = table(2, pos={0: BLUE_TEMPLE}, packs={0: [item(wanted), item(other)]},
                  goals=goals, **kw)
    return state, goal, wanted, other


def test_turning_in_an_item_of_the_temple_s_goal_card():
    state, goal, wanted, _other = blue_goal_state()
    legal = legal_of(state, TurnIn)
    assert set(legal) == {TurnIn(wanted, goal, False), TurnIn(wanted, goal, True)}
    act(state, TurnIn(wanted, goal, True))
    assert state.done[0] == [goal]
    assert state.offerings["blue"] == [[wanted, 0]]
    assert len(state.cartouches_of(0)) == 1  # the gods' reward
    assert state.ts["actions"] == 0


def test_turning_in_the_cartouche_is_optional():
    state, goal, wanted, _ = blue_goal_state()
    act(state, TurnIn(wanted, goal, False))
    assert state.cartouches_of(0) == [] and len(state.pile) == 15


def test_only_items_of_the_temple_s_own_goal_card_may_be_turned_in():
    state, _goal, _wanted, _other = blue_goal_state()
    state.pos[0] = RED_TEMPLE  # the red goal shows neither item carried
    assert not legal_of(state, TurnIn)


def test_the_third_goal_wins_the_game():
    state, goal, wanted, _ = blue_goal_state()
    state.done[0] = [g for g in state.goals[0] if g != goal]
    events = act(state, TurnIn(wanted, goal, True))
    assert of_type(events, GameWon)
    assert state.current_player == TERMINAL
    assert state.outcome().winners == (0,)


# -- temples: stealing, cleansing ---------------------------------------------------------------
def test_steal_an_item_from_a_temple_but_not_one_you_placed():
    state = table(3, pos={0: BLUE_TEMPLE},
                  offerings={"blue": [(OFFENSIVE[0], 1), (OFFENSIVE[1], 0)]},
                  done={1: ["x"]})
    assert legal_of(state, StealOffering) == [StealOffering(OFFENSIVE[0])]
    act(state, StealOffering(OFFENSIVE[0]))
    assert state.items_of(0) == [OFFENSIVE[0]]
    assert state.offerings["blue"] == [[OFFENSIVE[1], 0]]
    assert state.done[1] == ["x"]  # the progress stays


def test_cleanse_all_curses_in_a_temple_as_the_turn_action():
    state = table(2, pos={0: RED_TEMPLE, 1: RED_START},
                  packs={0: ["curse", "curse", item(OFFENSIVE[0])], 1: ["curse"]})
    assert Cleanse() in state.legal_actions()
    act(state, Cleanse())
    assert state.packs[0] == [item(OFFENSIVE[0])]
    assert state.curses == 30 - 1
    assert state.ts["actions"] == 0
    set_out = table(2, pos={0: RED_START}, packs={0: ["curse"]})
    assert Cleanse() not in set_out.legal_actions()


def test_a_robbery_won_lets_the_robber_take_nothing():
    state = table(2, pos={0: RED_START, 1: RED_START}, packs={1: [item(DEFENSIVE[0])]})
    act(state, Rob(1))
    robbery_dice(state, [2], [0, 0])
    pass_windows(state)
    act(state, Steal(-1))
    pass_windows(state)
    assert state.packs[1] == [item(DEFENSIVE[0])] and not state.stack
