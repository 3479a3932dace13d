"""North Africa warms its fonts only in frames that draw no new table (issue 37): the frame
of a move (the first to show a new version) has enough to draw."""

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
    app.frame(1 / 60, [])
    assert stepped, "a quiet frame warms the fonts"
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
    app.frame(1 / 60, [])
    if not scene.tweens.busy and scene.version == version:
        assert stepped  # the next quiet frame warms again
