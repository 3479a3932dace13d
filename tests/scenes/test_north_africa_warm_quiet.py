"""North Africa warms its fonts only in frames the window kept (issue 37): a frame that
composes the screen (a move's, a bot beginning to think) has enough to draw."""

from __future__ import annotations

from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match


def test_fonts_are_warmed_in_quiet_frames_only():
    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720))
    # the person at seat 0 to act: a bot to act would move as soon as its worker answers,
    # in the first frame or a later one (a worker already warm from another test answers
    # sooner), and its move's frame warms nothing
    match = demo_match(get_spec("north_africa"), seed=7, moves=506, players=None, seat=0)
    assert match.state.current_player == 0 and not match.seats[0].is_bot
    start_match(app, match, autosave=False)
    scene = app.scenes.top
    app.frame(1 / 60, [])
    stepped: list[int] = []
    real_step = scene.fonts.step

    def step(canvas, chars):
        stepped.append(scene.version)
        return real_step(canvas, chars)

    scene.fonts.step = step
    for _ in range(5):
        before = len(stepped)
        app.frame(1 / 60, [])
        assert len(stepped) == before or not app.composed, "warmed in a frame that composed"
    assert stepped, "a kept frame warms the fonts"
    legal = match.state.legal_actions()
    moved = False
    for action in legal:
        if match.state.is_undoable(action) and scene.submit(action):
            moved = True
            break
    assert moved
    stepped.clear()
    version = scene.version
    app.frame(1 / 60, [])
    assert version not in stepped  # the move's own frame
    for _ in range(5):
        app.frame(1 / 60, [])
    assert stepped, "the next kept frames warm again"


def test_the_frame_a_bot_starts_thinking_in_warms_no_font():
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720))
    match = demo_match(get_spec("north_africa"), seed=7, moves=514, players=None, seat=0)
    assert match.seats[match.state.current_player].is_bot  # its bot thinks after a pause
    start_match(app, match, autosave=False)
    scene = app.scenes.top
    stepped: list[bool] = []
    real_step = scene.fonts.step

    def step(canvas, chars):
        stepped.append(True)
        return real_step(canvas, chars)

    scene.fonts.step = step
    for _ in range(600):
        before, stepped[:] = scene.bot_runner.thinking, []
        app.frame(1 / 60, [])
        if scene.bot_runner.thinking and not before:
            assert not stepped, "the frame the bot began thinking in warmed glyphs"
            break
    else:
        raise AssertionError("the bot never began to think")
