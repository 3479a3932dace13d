"""Being asked in response windows: ruling C14 (a play, then asked again), C34 (a play that
changes nothing is not offered), C35 (a person who passed is not asked again for the same
thing) and C36 (changing the setting during play). Scenarios: see curse_builders."""

from __future__ import annotations

import pytest

from shifting_sands.games.curse_reverse.bots.bots import GreedyCurseBot
from shifting_sands.games.curse_reverse.rules.actions import (
    AskingChanged,
    EndTurn,
    Pass,
    PerformTrial,
    Play,
    Rob,
    SetAsking,
    StartMove,
    Stay,
    StoryTold,
)
from shifting_sands.games.curse_reverse.rules.cartouches import targets
from shifting_sands.rules.errors import IllegalActionError
from shifting_sands.rules.protocol import CHANCE
from shifting_sands.rules.rng import GameRng

from .curse_builders import (
    BLUE_START,
    CONTENT,
    OFFENSIVE,
    RED_EVENT,
    RED_SAFE,
    RED_START,
    RED_TEMPLE,
    a_trial,
    act,
    cart,
    draw_event,
    draw_trial,
    event_with,
    in_window,
    item,
    legal_of,
    of_type,
    pass_windows,
    refill_all,
    robbery_dice,
    table,
    top,
)

PEOPLE3 = [True, True, False]


def plays(state, name=None):
    return [x for x in legal_of(state, Play) if name is None or x.cartouche == name]


def trial_window(packs, people=PEOPLE3, ask=None):
    """Seat 0 faces a trial in the red temple; stops at the window before the timer."""
    state = table(3, pos={0: RED_TEMPLE, 1: RED_START, 2: RED_START}, packs=packs,
                  people=people, ask=ask)
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    assert in_window(state, "trial")
    return state


def asked_in_window(state):
    """Every seat asked while the window on top lasts (each passes)."""
    asked = []
    frame = top(state)
    while frame in state.stack and state.current_player >= 0:
        asked.append(state.current_player)
        act(state, Pass())
    return asked


# -- C14: after a play, asked again ---------------------------------------------------------
def test_c14_khnum_then_maat_on_another_thief_s_trial():
    state = trial_window({1: [cart("khnum"), cart("maat"), item(OFFENSIVE[0])]})
    assert state.current_player == 1  # the teller holds nothing: not asked
    act(state, Play("khnum", 0))
    draw_trial(state, a_trial(2))
    assert state.current_player == 1 and plays(state, "maat") == [Play("maat", 0,
                                                                       (OFFENSIVE[0],))]
    act(state, Play("maat", 0, (OFFENSIVE[0],)))
    assert state.current_player == 2  # nothing left to play: the window goes on (the bot)
    pass_windows(state)
    assert StoryTold() in state.legal_actions() and state.current_player == 0
    trial = next(f for f in state.stack if f["k"] == "trial")
    assert trial["modifiers"] == [a_trial(1), a_trial(2)] and trial["maat"] == [OFFENSIVE[0]]


def test_c14_a_third_play_in_one_window_after_two():
    state = trial_window({1: [cart("khnum"), cart("maat"), cart("aten"), item(OFFENSIVE[0])],
                          2: ["curse"]})
    act(state, Play("khnum", 0))
    draw_trial(state, a_trial(2))
    act(state, Play("maat", 0, (OFFENSIVE[0],)), Play("aten", 2))
    assert state.curses_of(2) == 0 and state.cartouches_of(1) == []
    assert state.current_player == 2  # nothing left: the window goes on


def test_c14_after_a_play_the_others_go_round_once_more():
    state = table(3, pos={0: RED_START}, packs={2: [cart("apep")]})
    act(state, StartMove())
    assert top(state)["ask"] == [1, 2]
    act(state, Pass(), Play("apep", 0))
    assert top(state)["ask"] == [2, 1]  # the player first, then whoever passed before
    assert asked_in_window(state) == [2, 1]
    assert top(state)["k"] == "move"


# -- C34: a play that changes nothing -------------------------------------------------------
def test_c34_bennu_is_not_offered_with_a_thief_on_one_s_own_square():
    state = table(3, pos={0: RED_START, 1: RED_START, 2: RED_SAFE},
                  packs={0: [cart("bennu")]})
    assert plays(state, "bennu") == [Play("bennu", 2)]
    state.pos[2] = BLUE_START
    assert plays(state, "bennu") == []


def test_c34_aker_and_menhit_are_not_offered_to_a_thief_who_has_them():
    state = table(2, packs={0: [cart("aker"), cart("menhit")]})
    state.aker[1] = state.menhit[0] = True
    assert {(x.cartouche, x.target) for x in plays(state)} == {("aker", 0), ("menhit", 1)}


def test_c34_apep_is_not_offered_once_the_turn_is_ending():
    state = table(3, pos={0: RED_EVENT}, packs={1: [cart("apep")]})
    act(state, StartMove())
    assert plays(state, "apep") == [Play("apep", 0)]
    pass_windows(state)
    act(state, Stay(), EndTurn())
    draw_event(state, event_with("curse_self"))
    assert in_window(state, "curse")
    while state.current_player != 1:
        act(state, Pass())
    assert plays(state, "apep") == []


def test_c34_nut_wadjet_and_khonsu_only_when_they_would_do_something():
    state = table(2, packs={0: [cart("nut")]})
    assert plays(state, "nut")
    state.goal_box = {god: [] for god in state.goal_box}  # no card left to exchange for
    assert plays(state, "nut") == []
    state = table(3, pos={0: RED_EVENT}, packs={2: [cart("wadjet")]})
    state.curses = 0  # the curse pile is empty: nothing to turn aside
    act(state, EndTurn())
    draw_event(state, event_with("curse_self"))
    while state.current_player != 2:
        act(state, Pass())
    assert in_window(state, "curse") and plays(state, "wadjet") == []
    state = table(2, packs={0: [cart("khonsu")]})
    state.bag = state.bag[:1]  # one item left: drawing three is drawing one
    assert targets(state, 0, "khonsu", {"seat": 0}) == []
    state.bag = sorted(CONTENT.items)[:2]
    assert targets(state, 0, "khonsu", {"seat": 0}) == [Play("khonsu", 0)]


def test_c34_a_play_that_changes_nothing_does_not_make_a_person_asked():
    state = table(3, pos={0: RED_START, 1: RED_START, 2: BLUE_START},
                  packs={1: [cart("bennu")]}, people=[True, True, True])
    act(state, StartMove())
    assert top(state)["k"] == "move"  # Bennu would swap two thieves on one square
    state = table(3, pos={0: RED_START, 1: RED_START, 2: RED_SAFE},
                  packs={1: [cart("bennu")]}, people=[True, True, True])
    act(state, StartMove())
    assert state.current_player == 1  # with the blue thief: a real swap


# -- C35: not asked again for the same thing ------------------------------------------------
def test_c35_a_person_who_passed_is_not_asked_again_until_it_changes():
    state = table(3, pos={0: RED_START, 1: RED_SAFE, 2: BLUE_START},
                  packs={0: ["curse"], 1: [cart("aten")]}, people=PEOPLE3)
    act(state, StartMove())
    assert state.current_player == 1  # Aten would lift the red thief's curse
    act(state, Pass())
    pass_windows(state)
    act(state, Stay(), StartMove())
    assert state.current_player == 2  # the same question: only the bot is asked
    pass_windows(state)
    act(state, Stay())
    state.packs[0].append("curse")
    state.curses -= 1
    state.ts["actions"] = 1
    act(state, StartMove())
    assert state.current_player == 1  # two curses now: a new question
    assert state.declined[1] == ["aten:0:1"]


def test_c35_bennu_is_asked_before_the_first_of_two_moves_only():
    state = table(3, pos={0: RED_START, 1: RED_SAFE, 2: BLUE_START}, current=1,
                  packs={0: [cart("bennu")]}, people=PEOPLE3)
    act(state, StartMove(), Pass())  # the bot first, in turn order from Tariq
    assert state.current_player == 0  # Amira could swap with Tariq
    act(state, Pass(), Stay(), StartMove())
    assert asked_in_window(state) == [2]  # before his second move only the bot is asked
    assert top(state)["k"] == "move"


def test_c35_a_timing_cartouche_is_new_in_every_window():
    state = table(3, pos={0: RED_START}, packs={1: [cart("bast")]}, people=PEOPLE3)
    act(state, StartMove())
    assert state.current_player == 1
    act(state, Pass())
    pass_windows(state)
    act(state, Stay(), StartMove())
    assert state.current_player == 1  # another move: Bast is a new question


def test_c35_after_a_play_a_person_is_asked_again_even_about_what_it_passed_on():
    state = table(3, pos={0: RED_START, 1: RED_SAFE}, people=PEOPLE3,
                  packs={0: ["curse"], 1: [cart("aten"), cart("bast")]})
    act(state, StartMove(), Pass())  # passes on Bast and on Aten for the red thief
    assert state.declined[1] == ["aten:0:1"]  # only the any-time play is remembered
    pass_windows(state)
    act(state, Stay(), StartMove())
    assert state.current_player == 1  # Bast is new for this move
    act(state, Play("bast", 0, ("halve",)))
    assert state.current_player == 1 and plays(state) == [Play("aten", 0)]  # asked again
    assert asked_in_window(state) == [1, 2]


def test_c35_a_pass_on_one_s_own_turn_is_remembered_for_nothing():
    state = table(3, pos={0: RED_START, 1: RED_START}, people=PEOPLE3,
                  packs={0: [cart("aten")], 1: ["curse"]})
    act(state, Rob(1))
    robbery_dice(state, [1], [1])
    assert in_window(state, "roll") and state.current_player == 0  # Aten: new
    act(state, Pass())
    assert state.declined[0] == []  # its own turn: it may play Aten whenever it likes


def test_c35_always_is_asked_every_time_and_the_memory_stays_secret():
    state = table(3, pos={0: RED_START, 1: RED_SAFE}, people=PEOPLE3,
                  ask=["always", "always", "always"], packs={0: ["curse"], 1: [cart("aten")]})
    act(state, StartMove(), Pass())
    pass_windows(state)
    act(state, Stay(), StartMove())
    assert state.current_player == 1  # Always: asked again
    assert state.view_for(1).declined == ("aten:0:1",)
    assert state.view_for(0).declined == () and state.view_for(None).declined == ()


# -- C36: changing the setting during play --------------------------------------------------
def test_c36_a_person_changes_it_on_their_turn_or_when_asked_never_a_bot():
    state = table(3, pos={0: RED_START}, people=PEOPLE3, ask=["always"] * 3)
    assert set(legal_of(state, SetAsking)) == {SetAsking("playable"), SetAsking("never")}
    act(state, StartMove())
    assert state.current_player == 1
    assert set(legal_of(state, SetAsking)) == {SetAsking("playable"), SetAsking("never")}
    events = act(state, SetAsking("never"))
    assert of_type(events, AskingChanged) == [AskingChanged(1, "never")]
    assert state.ask[1] == "never" and state.current_player == 1  # the question stands
    act(state, Pass())
    assert state.current_player == 2 and legal_of(state, SetAsking) == []  # a bot
    act(state, Pass())
    assert top(state)["k"] == "move" and legal_of(state, SetAsking) == []
    act(state, Stay(), EndTurn())
    refill_all(state)
    assert state.turn_seat == 1 and SetAsking("always") in state.legal_actions()


def test_c36_the_new_setting_rules_the_next_window():
    state = table(3, pos={0: RED_START}, people=PEOPLE3, ask=["always"] * 3)
    act(state, StartMove())
    assert state.current_player == 1
    act(state, SetAsking("never"), Pass())
    pass_windows(state)
    act(state, Stay(), StartMove())
    assert state.current_player == 2  # seat 1 is no longer asked


def test_c36_an_unchanged_or_unknown_choice_is_refused_with_a_reason():
    state = table(2, people=[True, True])
    with pytest.raises(IllegalActionError):
        state.apply(SetAsking("playable"))
    assert state.explain_illegal(SetAsking("playable")) == "You are already asked that way."
    bot = table(2)
    assert bot.explain_illegal(SetAsking("never")) == "Only a person chooses how they are asked."


def test_c36_the_change_is_in_the_log_so_seed_and_log_replay_it():
    from shifting_sands.games import REGISTRY
    from shifting_sands.rules.driver import Driver
    from shifting_sands.rules.match import Match, Seat
    from shifting_sands.rules.protocol import Options

    spec = REGISTRY["curse_reverse"]
    seats = [Seat("Amira"), Seat("Tariq"), Seat("Bot", "greedy")]
    options = Options("standard", {"people": PEOPLE3, "ask": ["always"] * 3})
    match = Match(spec, 7, seats, options, match_id="")
    driver = Driver(match, {2: spec.bot("greedy")}, GameRng(7))
    greedy, rng, changed = GreedyCurseBot(), GameRng(1), False
    for _ in range(400):
        state = match.state
        if state.is_terminal():
            break
        if state.current_player == CHANCE or state.current_player == 2:
            driver.step()
            continue
        legal = state.legal_actions()
        if not changed and SetAsking("never") in legal and state.current_player == 1:
            driver.submit(SetAsking("never"))
            changed = True
            continue
        driver.submit(greedy.choose(state.view_for(state.current_player), legal, rng))
    assert changed and SetAsking("never") in match.log
    assert match.replayed().to_dict()["fields"] == match.state.to_dict()["fields"]


def test_c36_on_one_s_own_turn_the_change_can_be_taken_back():
    state = table(2, pos={0: RED_START}, people=[True, True])
    act(state, SetAsking("never"))
    assert state.can_undo()
    state.undo()
    assert state.ask[0] == "playable"


def test_c36_bots_never_choose_a_setting():
    state = table(3, pos={0: RED_START}, people=PEOPLE3)
    legal = state.legal_actions()
    assert any(isinstance(x, SetAsking) for x in legal)
    choice = GreedyCurseBot().choose(state.view_for(0), legal, GameRng(3))
    assert choice in legal and not isinstance(choice, SetAsking)


def test_the_asking_script_measures_all_three_choices():
    """scripts/cr_asking.py (its figures are in docs/lab.md) runs and orders the choices."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "scripts" / "cr_asking.py"), "--seeds",
                           "1", "--seed", "3"], capture_output=True, text=True, check=True,
                          cwd=root)
    rows = {line.split("|")[1].strip(): float(line.split("|")[4])
            for line in done.stdout.splitlines()[2:]}
    assert set(rows) == {"If playable", "Never", "Always"}
    assert rows["Never"] <= rows["If playable"] < rows["Always"]
