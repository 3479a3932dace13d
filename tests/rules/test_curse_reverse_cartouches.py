"""The fifteen cartouches of Curse Reverse: what each does and when it may be played, and
how the response windows ask (bots always, people as they chose: ruling C14)."""

from __future__ import annotations

import pytest

from shifting_sands.games.curse_reverse.rules.actions import (
    CartouchePlayed,
    Cleanse,
    EndTurn,
    LookAt,
    Move,
    Pass,
    PerformTrial,
    Play,
    Reward,
    Rob,
    StartMove,
    Stay,
    Steal,
    SwapGoal,
    Take,
    TrialBegan,
    TurnIn,
)
from shifting_sands.games.curse_reverse.rules.flow import move_speed
from shifting_sands.rules.protocol import CHANCE, PromptKind

from .curse_builders import (
    BLUE_START,
    BLUE_TEMPLE,
    CONTENT,
    DEFENSIVE,
    OFFENSIVE,
    RED_EVENT,
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
    goal_avoiding,
    goal_showing,
    in_window,
    item,
    judged,
    legal_of,
    of_type,
    pass_windows,
    robbery_dice,
    roll,
    table,
    top,
)

FULL = [item(i) for i in OFFENSIVE[:3] + DEFENSIVE[:3]]
TIMED = ("babi", "bast", "khnum", "khonsu", "maat", "mafdet", "wadjet")


def plays(state, name=None):
    return [a for a in legal_of(state, Play) if name is None or a.cartouche == name]


def moves(state):
    return {a.to for a in legal_of(state, Move)}


def rob_and_roll(state, attack, defence, victim=1):
    act(state, Rob(victim))
    robbery_dice(state, attack, defence)
    assert in_window(state, "roll")


def trial_window(players=3, packs=None):
    """Seat 0 performs a trial in the red temple; stops at the window before the timer."""
    state = table(players, pos={0: RED_TEMPLE}, packs=packs or {})
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    assert in_window(state, "trial")
    return state


# -- timing ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", TIMED)
def test_timed_cartouches_are_not_played_from_one_s_own_turn_except_bast(name):
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={0: [cart(name), item(OFFENSIVE[0])], 1: [item(DEFENSIVE[0]), "curse"]})
    assert bool(plays(state, name)) == (name == "bast")


@pytest.mark.parametrize("name", ["aker", "apep", "aten", "bennu", "menhit", "nekhbet", "nut",
                                  "set"])
def test_any_time_cartouches_are_played_on_one_s_own_turn_and_in_any_window(name):
    state = table(2, pos={0: RED_START, 1: RED_SAFE},
                  packs={0: [item(OFFENSIVE[0]), "curse"], 1: [cart(name), item(DEFENSIVE[0])]})
    state.packs[0], state.packs[1] = state.packs[1], state.packs[0]
    state.knows = [[name], []]
    assert plays(state, name)
    own = table(2, pos={0: RED_START, 1: RED_SAFE},
                packs={0: [item(OFFENSIVE[0]), "curse"], 1: [cart(name), item(DEFENSIVE[0])]})
    act(own, StartMove())
    assert in_window(own, "move") and own.current_player == 1
    assert plays(own, name)


def test_a_played_cartouche_is_revealed_and_leaves_the_game():
    state = table(2, packs={0: [cart("apep")]})
    events = act(state, Play("apep", 0))
    assert of_type(events, CartouchePlayed) == [CartouchePlayed(0, "apep", 0, ())]
    assert state.cartouches_of(0) == [] and state.used == ["apep"] and "apep" not in state.pile


# -- the windows ---------------------------------------------------------------------------
def test_a_window_prompt_is_a_response():
    state = table(3, pos={0: RED_START})
    act(state, StartMove())
    prompt = state.prompt()
    assert prompt.kind is PromptKind.RESPONSE and prompt.seat == 1


def test_bots_are_always_asked_in_turn_order_from_the_turn_s_owner():
    state = table(4, pos={0: RED_START}, current=2)
    state.pos[2] = RED_START
    act(state, StartMove())
    assert top(state)["ask"] == [3, 0, 1]
    assert [state.current_player for _ in range(3) if act(state, Pass()) is not None] == [0, 1, 2]


def test_people_are_asked_as_they_chose():
    people = [True] * 5
    ask = ["playable", "always", "never", "playable", "playable"]
    state = table(5, pos={0: RED_START}, people=people, ask=ask,
                  packs={2: [cart("set")], 3: [cart("apep")], 4: [cart("mafdet")]})
    # 1 always (holds nothing), 2 never (holds Set), 3 playable with a fitting cartouche,
    # 4 playable but mafdet does not fit a move window
    act(state, StartMove())
    asked = []
    while in_window(state):
        asked.append(state.current_player)
        act(state, Pass())
    assert asked == [1, 3]


def test_a_person_with_nothing_to_play_is_not_asked_by_default():
    state = table(2, pos={0: RED_START}, people=[True, True])
    act(state, StartMove())
    assert not in_window(state) and top(state)["k"] == "move"


# -- Aker ------------------------------------------------------------------------------------
def test_aker_lets_the_target_wrap_around_the_board_once():
    state = table(2, pos={0: "red:3,0"}, packs={0: [*FULL[:5], cart("aker")]})
    act(state, StartMove())
    pass_windows(state)
    assert "green:3,6" not in moves(state)
    act(state, Stay(), Play("aker", 0), StartMove())
    pass_windows(state)
    assert "green:3,6" in moves(state)
    act(state, Move("green:3,6"))
    assert state.pos[0] == "green:3,6" and state.aker == [False, False]


# -- Apep ------------------------------------------------------------------------------------
def test_apep_gives_the_current_player_another_turn_action():
    state = table(2, pos={0: RED_TEMPLE}, packs={0: ["curse", cart("apep")]},
                  offerings={"red": [(OFFENSIVE[0], 1)]})
    act(state, Cleanse())
    assert state.ts["actions"] == 0
    act(state, Play("apep", 0))
    assert state.ts["actions"] == 1
    assert legal_of(state, type(PerformTrial()))


def test_apep_played_by_another_in_a_window_helps_the_current_player():
    state = table(2, pos={0: RED_START}, packs={1: [cart("apep")]})
    act(state, StartMove())
    assert plays(state, "apep") == [Play("apep", 0)]
    act(state, Play("apep", 0))
    assert state.ts["actions"] == 2


# -- Aten ------------------------------------------------------------------------------------
def test_aten_removes_all_curses_from_one_target():
    state = table(3, packs={0: [cart("aten")], 1: ["curse", "curse"], 2: ["curse"]})
    assert {a.target for a in plays(state, "aten")} == {1, 2}
    act(state, Play("aten", 1))
    assert state.curses_of(1) == 0 and state.curses_of(2) == 1 and state.curses == 29


# -- Babi ------------------------------------------------------------------------------------
def won_robbery(babi_holder):
    packs = {1: [item(DEFENSIVE[0]), item(DEFENSIVE[1]), item(DEFENSIVE[2])]}
    packs.setdefault(babi_holder, []).append(cart("babi"))
    state = table(3, pos={0: RED_START, 1: RED_START}, packs=packs)
    act(state, Rob(1))
    robbery_dice(state, [2], [0, 0, 0, 0])
    pass_windows(state)
    act(state, Steal(0))
    assert in_window(state, "robbed")
    while state.current_player != babi_holder:
        act(state, Pass())
    return state


def test_babi_lets_another_player_take_an_item_from_the_robbed_thief():
    state = won_robbery(2)
    assert {a.target for a in plays(state, "babi")} == {0, 2}
    act(state, Play("babi", 2))
    assert set(state.legal_actions()) == {Pass(), Take(DEFENSIVE[1]), Take(DEFENSIVE[2])}
    act(state, Take(DEFENSIVE[2]))
    assert state.items_of(2) == [DEFENSIVE[2]] and state.items_of(1) == [DEFENSIVE[1]]


def test_babi_gives_the_robber_an_additional_item():
    state = won_robbery(0)
    act(state, Play("babi", 0), Take(DEFENSIVE[1]))
    assert sorted(state.items_of(0)) == [DEFENSIVE[0], DEFENSIVE[1]]


def test_babi_is_only_played_after_a_won_robbery():
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={0: [cart("babi")], 1: [item(DEFENSIVE[0])]})
    rob_and_roll(state, [1], [1, 0])
    assert not plays(state, "babi")


# -- Bast ------------------------------------------------------------------------------------
def test_bast_on_one_s_own_turn_before_the_move_doubles_or_halves_it():
    state = table(2, pos={0: RED_START}, packs={0: [*FULL[:5], cart("bast")]})  # speed 2
    assert set(plays(state, "bast")) == {Play("bast", 0, ("double",)),
                                         Play("bast", 0, ("halve",))}
    act(state, Play("bast", 0, ("double",)))
    assert not plays(state)  # one factor a move
    act(state, StartMove())
    pass_windows(state)
    assert move_speed(state, 0) == 6  # the cartouche left the pack: 3, doubled
    assert set(moves(state)) == set(state.board.reach(RED_START, 6))
    act(state, Stay())
    assert move_speed(state, 0) == state.speed(0) == 3


def test_bast_halves_rounding_down():
    state = table(2, pos={0: RED_START}, packs={0: [*FULL[:5], cart("bast")]})
    act(state, Play("bast", 0, ("halve",)))  # 3 halved
    assert move_speed(state, 0) == 1


def test_bast_is_played_by_others_in_the_move_window_only():
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={1: [cart("bast"), item(DEFENSIVE[0])]})
    act(state, StartMove())
    assert set(plays(state)) == {Play("bast", 0, ("double",)), Play("bast", 0, ("halve",))}
    act(state, Play("bast", 0, ("halve",)))
    assert move_speed(state, 0) == 4
    pass_windows(state)  # asked again after a play (C14): it passes
    act(state, Stay())
    rob_and_roll(state, [1], [1, 0])
    assert not plays(state)


def test_bast_is_not_offered_once_no_move_may_begin():
    state = table(2, pos={0: RED_START}, packs={0: [cart("bast")]})
    for _ in range(2):
        act(state, StartMove())
        pass_windows(state)
        act(state, Stay())
    assert not plays(state, "bast")


# -- Bennu -----------------------------------------------------------------------------------
def test_bennu_swaps_places_with_a_thief_on_the_same_segment():
    state = table(3, pos={0: RED_START, 1: RED_TEMPLE, 2: BLUE_START},
                  packs={0: [cart("bennu")]})
    assert plays(state, "bennu") == [Play("bennu", 1)]
    act(state, Play("bennu", 1))
    assert state.pos[:2] == [RED_TEMPLE, RED_START]


# -- Khnum -----------------------------------------------------------------------------------
def test_khnum_adds_a_modifier_before_the_timer():
    state = trial_window(packs={1: [cart("khnum")]})
    act(state, Pass())
    assert plays(state) == [Play("khnum", 0)]
    act(state, Play("khnum", 0))
    assert state.current_player == CHANCE
    draw_trial(state, a_trial(2))
    assert top(state)["k"] == "window"  # the window goes on
    pass_windows(state)
    trial = next(f for f in state.stack if f["k"] == "trial")
    assert trial["modifiers"] == [a_trial(1), a_trial(2)]


def test_khnum_and_maat_are_only_for_the_trial_window():
    state = table(2, pos={0: RED_START}, packs={1: [cart("khnum"), cart("maat"),
                                                    item(OFFENSIVE[0])]})
    act(state, StartMove())
    assert in_window(state, "move") and not plays(state)


# -- Khonsu ----------------------------------------------------------------------------------
def test_khonsu_draws_three_and_keeps_one():
    state = table(2, pos={0: RED_TEMPLE}, packs={0: [cart("khonsu")]})
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    pass_windows(state)
    judged(state, True)
    act(state, LookAt(-1), Reward("item"))
    assert in_window(state, "draw")
    assert plays(state) == [Play("khonsu", 0)]
    act(state, Play("khonsu", 0))
    pass_windows(state)
    three = sorted(state.bag)[:3]
    for ident in three:
        draw_item(state, ident)
    assert set(state.legal_actions()) == {Take(i) for i in three}
    bag = len(state.bag)
    act(state, Take(three[1]))
    assert state.items_of(0) == [three[1]]
    assert three[0] in state.bag and three[2] in state.bag and len(state.bag) == bag + 2


# -- Ma'at -----------------------------------------------------------------------------------
def test_maat_names_an_item_the_teller_must_use_and_its_owner_keeps_it():
    state = trial_window(packs={1: [cart("maat"), item(OFFENSIVE[0]), item(DEFENSIVE[0])]})
    act(state, Pass())
    assert set(plays(state)) == {Play("maat", 0, (OFFENSIVE[0],)),
                                 Play("maat", 0, (DEFENSIVE[0],))}
    act(state, Play("maat", 0, (DEFENSIVE[0],)))
    trial = next(f for f in state.stack if f["k"] == "trial")
    assert trial["maat"] == [DEFENSIVE[0]]
    assert state.items_of(1) == [OFFENSIVE[0], DEFENSIVE[0]]


# -- Mafdet ----------------------------------------------------------------------------------
def test_mafdet_rerolls_all_the_dice_of_one_colour_in_the_roll_window():
    state = table(2, pos={0: RED_START, 1: RED_START},
                  packs={0: [cart("mafdet"), item(OFFENSIVE[0])]})
    rob_and_roll(state, [0, 1], [2])
    assert set(plays(state)) == {Play("mafdet", -1, ("attack",)),
                                 Play("mafdet", -1, ("defence",))}
    act(state, Play("mafdet", -1, ("defence",)))
    roll(state, "defence", 0)
    pass_windows(state)
    assert top(state)["what"] == "steal"  # 1 sword now beats 0 shields


def test_mafdet_is_not_played_outside_the_roll_window():
    state = table(2, pos={0: RED_START}, packs={1: [cart("mafdet")]})
    act(state, StartMove())
    assert not plays(state)


# -- Menhit ----------------------------------------------------------------------------------
def test_menhit_crosses_non_path_squares_but_ends_on_a_path():
    state = table(2, pos={0: RED_START}, packs={0: [*FULL[:5], cart("menhit")]})  # speed 2
    act(state, StartMove())
    pass_windows(state)
    assert "red:4,3" not in moves(state)
    act(state, Stay(), Play("menhit", 0), StartMove())
    pass_windows(state)
    assert "red:4,3" in moves(state)  # across the sand at red:3,3
    assert "red:3,3" not in moves(state) and "red:1,3" not in moves(state)


# -- Nekhbet ---------------------------------------------------------------------------------
def test_nekhbet_swaps_an_item_with_a_thief_on_the_same_segment():
    state = table(3, pos={0: RED_START, 1: RED_SAFE, 2: BLUE_START},
                  packs={0: [cart("nekhbet"), item(OFFENSIVE[0])],
                         1: [item(DEFENSIVE[0])], 2: [item(DEFENSIVE[1])]})
    assert plays(state, "nekhbet") == [Play("nekhbet", 1, (OFFENSIVE[0], DEFENSIVE[0]))]
    act(state, Play("nekhbet", 1, (OFFENSIVE[0], DEFENSIVE[0])))
    assert state.items_of(0) == [DEFENSIVE[0]] and state.items_of(1) == [OFFENSIVE[0]]


# -- Nut -------------------------------------------------------------------------------------
def test_nut_exchanges_a_goal_card_for_one_of_the_same_god():
    state = table(2, packs={0: [cart("nut")]})
    act(state, Play("nut", 1))
    swaps = legal_of(state, SwapGoal)
    assert SwapGoal("", "") in swaps
    old = state.goals[1][0]
    god = CONTENT.goals[old].god
    new = next(g for g in state.goal_box[god])
    assert all(CONTENT.goals[s.new].god == CONTENT.goals[s.old].god for s in swaps if s.old)
    act(state, SwapGoal(old, new))
    assert state.goals[1][0] == new and old in state.goal_box[god]
    assert new not in state.goal_box[god]


# -- Set -------------------------------------------------------------------------------------
def test_set_gives_up_to_four_curses_at_most_two_each():
    state = table(3, packs={0: [cart("set")]})
    options = plays(state, "set")
    counts = [tuple(int(n) for n in a.choice) for a in options]
    assert all(0 < sum(c) <= 4 and max(c) <= 2 for c in counts)
    assert (2, 2, 0) in counts and (0, 2, 2) in counts and (1, 1, 1) in counts
    assert (2, 2, 1) not in counts
    act(state, Play("set", -1, ("0", "2", "1")))
    pass_windows(state)
    assert [state.curses_of(s) for s in range(3)] == [0, 2, 1]
    assert state.curses == 27


# -- Wadjet ----------------------------------------------------------------------------------
def test_wadjet_turns_curses_aside_as_they_are_given():
    state = table(3, pos={0: RED_EVENT}, packs={1: [cart("wadjet")]})
    assert not plays(state)
    act(state, EndTurn())
    draw_event(state, event_with("curse_self"))
    count = CONTENT.events[event_with("curse_self")].count
    assert in_window(state, "curse")
    while state.current_player != 1:
        act(state, Pass())
    assert {a.target for a in plays(state, "wadjet")} == {1, 2}
    act(state, Play("wadjet", 2))
    pass_windows(state)
    assert state.curses_of(0) == 0 and state.curses_of(2) == count


def test_wadjet_is_not_played_outside_the_curse_window():
    state = table(2, pos={0: RED_START}, packs={1: [cart("wadjet")]})
    act(state, StartMove())
    assert not plays(state)


def test_turning_in_an_item_takes_the_gods_cartouche_which_its_taker_knows():
    wanted = OFFENSIVE[0]
    goal = goal_showing("blue", wanted)
    goals = {0: [goal_avoiding("red", [wanted]), goal, goal_avoiding("green", [wanted])]}
    state = table(2, pos={0: BLUE_TEMPLE}, packs={0: [item(wanted)]}, goals=goals)
    act(state, TurnIn(wanted, goal, True))
    (taken,) = state.cartouches_of(0)
    assert taken in state.knows[0] and taken not in state.knows[1]


def test_trial_window_names_the_trial_to_everyone_first():
    state = table(2, pos={0: RED_TEMPLE}, packs={1: [cart("khnum")]})
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    events = draw_trial(state, a_trial(1))
    assert of_type(events, TrialBegan) == [TrialBegan(0, a_trial(0), (a_trial(1),))]
