"""The Curse Reverse scene driven by input: two people and a greedy bot play a whole game to
the results screen by clicks (a robbery with its loot and peek, a cartouche played in a
window on the other person's turn, a trial with the sand timer on a fake clock and a vote,
segments turned by clicking them), plus the timer running out, hidden votes, hand-offs,
Esc and the screenshot command."""

from __future__ import annotations

import time

import pygame

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.ask_choice import AskChoice
from shifting_sands.games.curse_reverse.table.layout import segment_rect, square_rect
from shifting_sands.games.curse_reverse.table.scene import CurseScene
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, key, make_app, run, run_until

SEED = 6
"""With the staged table below, Amira's robbery of Tariq succeeds on this seed."""


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def people_and_bot() -> list[Seat]:
    return [Seat("Amira"), Seat("Tariq"), Seat("Layla", "greedy")]


def swap_cartouche(state, seat: int, wanted: str) -> None:
    """Give `seat` the cartouche `wanted` in place of its own (the other copy trades)."""
    pack = state.packs[seat]
    index = next(i for i, t in enumerate(pack) if t.startswith("cartouche:"))
    old = pack[index][10:]
    if old == wanted:
        return
    for other in state.packs:
        if f"cartouche:{wanted}" in other:
            other[other.index(f"cartouche:{wanted}")] = f"cartouche:{old}"
    if wanted in state.pile:
        state.pile[state.pile.index(wanted)] = old
    pack[index] = f"cartouche:{wanted}"
    state.knows = [sorted(t[10:] for t in p if t.startswith("cartouche:")) for p in state.packs]


def staged_state(seed: int = SEED, seats=None):
    """Amira (red) and Tariq (blue) on one square beside Hapi's temple; Amira has two goals
    done and carries the item of the third, with the Cartouche of Aker."""
    spec = get_spec("curse_reverse")
    options = spec.seat_options(Options("standard", {}), seats or people_and_bot())
    state = spec.new_game(seed, len(seats or people_and_bot()), options)
    content = state.content
    blue = next(g for g in state.goals[0] if content.goals[g].god == "blue")
    state.done[0] = [g for g in state.goals[0] if g != blue]
    item = content.goals[blue].items[0]
    tile, mine = f"item:{item}", state.packs[0][0]
    if item in state.bag:
        state.bag.remove(item)
        state.bag = sorted([*state.bag, mine[5:]])
    for holder in [*state.packs[1:], *state.ground.values()]:
        if tile in holder:
            holder[holder.index(tile)] = mine
    state.packs[0][0] = tile
    swap_cartouche(state, 0, "aker")
    state.pos[0] = state.pos[1] = "blue:2,4"
    return state, options


def start(state=None, options=None, seats=None, seed=SEED):
    app = make_app("off")
    seats = seats or people_and_bot()
    spec = get_spec("curse_reverse")
    options = options or spec.seat_options(Options("standard", {}), seats)
    match = Match(spec, seed, seats, options, state=state)
    app.clock_seconds = FakeClock()
    start_match(app, match, autosave=False)
    scene = app.scenes.scenes[0]
    run(app, 2)
    return app, scene, match


def through_handoff(app) -> bool:
    """Click through a hand-off screen if one shows; True when there was one."""
    if not isinstance(app.scenes.top, HandoffScene):
        return False
    run(app, 30)
    click(app, (640, 400))
    run(app, 30)  # the table waits a moment before it takes input
    return True


def close_cards(app, scene) -> bool:
    """Close a card that waits to be read (an event, a verdict, a peek), as its reader
    would: True when there was one."""
    if not scene.holding():
        return False
    press(app, scene, "Close")
    return True


def settle(app, scene) -> None:
    """Let chance and the bot act (and hand-offs be passed, and cards be read) until a
    person decides; a bot thinks in its own process, so real time, not only frames, must
    pass."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        through_handoff(app)
        close_cards(app, scene)
        run(app, 5)
        if scene.mine() or scene.state.is_terminal():
            return
        if scene.bot_runner.thinking:
            time.sleep(0.005)


def wait_for_handoff(app, frames: int = 120, seconds: float = 60.0) -> bool:
    """Run until a hand-off screen shows (bots may answer first, in their own process: at
    least `frames` frames, and on while a bot thinks, up to `seconds`)."""
    deadline = time.monotonic() + seconds
    done = 0
    while done < frames or (time.monotonic() < deadline and any(
            getattr(s, "bot_runner", None) is not None and s.bot_runner.thinking
            for s in app.scenes.scenes)):
        if isinstance(app.scenes.top, HandoffScene):
            return True
        run(app)
        done += 1
        if done >= frames:
            time.sleep(0.005)
    return isinstance(app.scenes.top, HandoffScene)


def labels(scene) -> list[str]:
    return [b.label for b in scene.action_buttons if b.visible]


def press(app, scene, text: str) -> None:
    button = next((b for b in scene.action_buttons if b.label.startswith(text)), None)
    assert button is not None, f"{text!r} not among {labels(scene)}"
    click(app, center(button.rect))
    run(app, 3)


def node_point(scene, node: str) -> tuple[float, float]:
    x, y = scene.board().cells_of[node][0]
    return center(square_rect(x, y))


def top(match):
    return match.state.stack[-1] if match.state.stack else {"k": "turn"}


def test_the_scene_opens_with_the_board_the_card_and_the_turn_buttons():
    _app, scene, _match = start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    assert isinstance(scene, CurseScene) and scene.my_turn
    assert labels(scene) == ["Move", "End turn"]
    assert scene.reach_nodes()  # where a move could end is lit
    assert scene.focus_seat() == 0


def test_clicking_a_square_begins_the_move_and_ends_it_there():
    app, scene, match = start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    here = match.state.pos[0]
    target = next(n for n in scene.reach_nodes() if n != here)
    click(app, node_point(scene, target))
    # the rival's bot is asked whether it answers the move (it passes) in its process
    run_until(app, lambda: a.Move(target) in match.log, frames=5)
    assert match.log[:1] == [a.StartMove()]
    assert a.Move(target) in match.log and match.state.pos[0] == target


def test_undo_takes_a_move_back_and_enter_ends_the_turn():
    app, scene, match = start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    here = match.state.pos[0]
    target = next(n for n in scene.reach_nodes() if n != here)
    click(app, node_point(scene, target))
    # the rival's bot is asked whether it answers the move (it passes) in its process
    run_until(app, lambda: match.state.pos[0] == target, frames=5)
    assert match.state.pos[0] == target and "Undo" in labels(scene)
    press(app, scene, "Undo")  # the move is taken back; the others were asked: it began
    assert match.state.pos[0] == here and top(match)["k"] == "move"
    press(app, scene, "Stay here")
    key(app, pygame.K_RETURN)
    assert a.EndTurn() in match.log  # (the bot may already be playing)


def test_a_square_out_of_reach_is_refused_in_words():
    app, scene, match = start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    far = next(n for n in scene.board().cells_of if scene.board().walkable(n)
               and n not in scene.reach_nodes() and n != match.state.pos[0])
    click(app, node_point(scene, far))
    assert match.log == [] and "out of reach" in scene.toast


def test_a_whole_game_of_two_people_and_a_bot_by_clicks():
    state, options = staged_state()
    app, scene, match = start(state, options)
    settle(app, scene)
    assert scene.viewer == 0 and labels(scene) == ["Move", "Rob Tariq", "End turn"]

    # Amira robs Tariq: the dice tumble, she takes a tile and peeks at a cartouche
    press(app, scene, "Rob Tariq")
    settle(app, scene)
    assert top(match)["k"] == "window"  # she holds Aker: asked, she passes
    press(app, scene, "Pass")
    settle(app, scene)
    assert top(match).get("what") == "steal" and scene.loot_rects
    assert scene.dice_show is not None and scene.dice_show.faces
    rect, index = scene.loot_rects[0]
    before = len(match.state.packs[0])
    click(app, center(rect))
    settle(app, scene)
    assert a.Steal(index) in match.log and len(match.state.packs[0]) == before + 1
    assert top(match).get("what") == "peek"
    rect, index = scene.loot_rects[0]
    click(app, center(rect))
    assert a.Peek(index) in match.log
    # what she saw, by name and text, on a card for her alone, closed before play goes on
    seen = match.state.packs[1][index]
    assert scene.holding() and [t for t, *_ in scene.flash.seen] == [seen]
    assert labels(scene) == ["Close"]
    settle(app, scene)
    while "End turn" not in labels(scene):
        press(app, scene, "Pass")
        settle(app, scene)
    press(app, scene, "End turn")
    settle(app, scene)

    # Tariq's turn, behind a hand-off; he walks into Hapi's temple and Amira answers his
    # move with a cartouche in the window, behind a hand-off of her own
    assert scene.viewer == 1 and match.state.turn_seat == 1
    click(app, node_point(scene, "temple:blue"))
    assert wait_for_handoff(app)  # after the bot passes, the window is Amira's, hidden
    settle(app, scene)
    assert scene.viewer == 0 and top(match)["k"] == "window"
    assert labels(scene) == ["Play Aker\u2026", "Pass"]
    press(app, scene, "Play Aker")
    assert "On Amira" in labels(scene)
    press(app, scene, "On Amira")
    played = [x for x in match.log if isinstance(x, a.Play)]
    assert played == [a.Play("aker", 0)] and match.state.turn_seat == 1
    settle(app, scene)
    assert scene.viewer == 1 and match.state.pos[1] == "temple:blue"  # the move went on

    # the trial: cards for everyone, the sand on a fake clock, Story told, Amira's vote
    press(app, scene, "Perform a trial")
    settle(app, scene)
    while not any(text.startswith("Start") for text in labels(scene)):
        press(app, scene, "Pass")
        settle(app, scene)
    assert scene.trial_on_show() is not None
    press(app, scene, "Start the sand")
    assert scene.timer is not None
    scene.clock.now += 25
    run(app, 2)
    assert scene.timer.remaining() == 35
    press(app, scene, "Story told")
    assert wait_for_handoff(app)  # the vote is Amira's, hidden
    settle(app, scene)
    assert scene.viewer == 0 and top(match)["k"] == "vote"
    assert labels(scene) == ["Pass", "Fail"]
    press(app, scene, "Pass")
    settle(app, scene)
    judged = [x for x in match.log if isinstance(x, a.Vote)]
    assert judged == [a.Vote(True)]

    # Tariq's reward: he turns the Osiris segment twice by clicking it
    assert scene.viewer == 1 and top(match).get("what") == "look"
    press(app, scene, "Look at nobody")
    settle(app, scene)
    press(app, scene, "Turn segments")
    settle(app, scene)
    click(app, center(segment_rect("green")))
    settle(app, scene)
    click(app, center(segment_rect("green")))
    settle(app, scene)
    assert match.state.orientation == [0, 0, 2, 0]
    assert [x for x in match.log if isinstance(x, a.TurnSegment)] == [a.TurnSegment("green")] * 2
    press(app, scene, "Done turning")
    settle(app, scene)
    press(app, scene, "End turn")
    settle(app, scene)

    # the bot plays, then Amira walks into the temple and returns her last item
    assert scene.viewer == 0 and match.state.turn_seat == 0
    click(app, node_point(scene, "temple:blue"))
    settle(app, scene)
    press(app, scene, "Return")
    run(app, 120)
    assert match.state.is_terminal() and match.state.outcome().winners == (0,)
    assert isinstance(app.scenes.top, ResultsScene)
    assert any(isinstance(x, a.TurnIn) for x in match.log)


def trial_state(people: int = 2):
    """Tariq in Hapi's temple with a trial to perform; the others are people or a bot."""
    seats = [Seat("Amira"), Seat("Tariq"), Seat("Layla") if people == 3
             else Seat("Layla", "greedy")]
    state, options = staged_state(seats=seats)
    state.pos[1] = "temple:blue"
    state.pos[0] = "red:2,3"
    state.turn_seat = state.current_player = 1
    for seat in range(3):
        swap_cartouche(state, seat, ["aker", "apep", "menhit"][seat])
    return state, options, seats


def to_story(app, scene):
    settle(app, scene)
    press(app, scene, "Perform a trial")
    settle(app, scene)
    while not any(text.startswith("Start") for text in labels(scene)):
        press(app, scene, "Pass")
        settle(app, scene)


def test_when_the_sand_runs_out_the_story_fails():
    state, options, seats = trial_state()
    app, scene, match = start(state, options, seats)
    to_story(app, scene)
    press(app, scene, "Start the sand")
    scene.clock.now += 59
    run(app, 2)
    assert not any(isinstance(x, a.StoryFailed) for x in match.log)
    app.push(PauseScene(app, scene))  # Esc's menu stops the sand
    run(app)
    scene.clock.now += 300
    run(app)
    app.pop()
    run(app)
    assert scene.timer is not None and scene.timer.remaining() > 0
    scene.clock.now += 2
    run(app, 3)
    assert a.StoryFailed() in match.log and scene.timer is None
    assert any("sand ran out" in line for _i, line in scene.log)


def test_votes_stay_hidden_from_the_other_judge():
    state, options, seats = trial_state(people=3)
    app, scene, match = start(state, options, seats)
    to_story(app, scene)
    press(app, scene, "Start the sand")
    press(app, scene, "Story told")
    settle(app, scene)
    first = scene.viewer
    assert top(match)["k"] == "vote" and labels(scene) == ["Pass", "Fail"]
    press(app, scene, "Fail")
    assert wait_for_handoff(app)  # the next judge comes behind it
    settle(app, scene)
    second = scene.viewer
    assert second not in (first, 1) and top(match)["k"] == "vote"
    shown = scene.view().frame().get("votes")
    assert shown == ((first, None),)  # cast, but not what
    assert scene.trial_lines(scene.view(), scene.view().frame(), 1)[1].startswith(
        "Votes cast: 1 of 2")
    press(app, scene, "Pass")
    settle(app, scene)
    assert any("1 for, 1 against" in line for _i, line in scene.log)


def test_a_cartouche_in_the_pack_shows_its_ways_to_play():
    state, options, seats = trial_state()
    app, scene, match = start(state, options, seats)
    settle(app, scene)
    slot = next(i for i, t in enumerate(match.state.packs[1]) if t.startswith("cartouche:"))
    from shifting_sands.games.curse_reverse.table.panels import pack_slot

    click(app, center(pack_slot(slot)))
    assert scene.selected_cartouche == "apep"
    assert labels(scene)[-1] == "Back" and len(labels(scene)) >= 2
    press(app, scene, "Back")
    assert scene.selected_cartouche is None


def test_esc_opens_the_pause_menu_and_secrets_hide_behind_a_hand_off():
    app, scene, _match = start()
    assert isinstance(app.scenes.top, HandoffScene)  # two people: the first one too
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    app.pop()
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    assert scene.secrets_on_screen(0)


def test_the_ask_setting_and_the_score_table():
    assert AskChoice().settle(["never", "always", "oops"]) == ["never", "always", "playable"]
    spec = get_spec("curse_reverse")
    assert spec.seat_setting().key == "ask"
    state, _options = staged_state()
    table = spec.score_table(state, ["Amira", "Tariq", "Layla"])
    assert table.columns[3] == "Goals done" and table.rows[0][3] == "2 of 3"


def test_the_screenshot_command_renders_the_table(tmp_path):
    from shifting_sands.screenshot import take_screenshot

    for moves in (0, 40):
        out = tmp_path / f"cr{moves}.png"
        take_screenshot(get_spec("curse_reverse"), out, seed=3, moves=moves)
        assert out.stat().st_size > 10_000
