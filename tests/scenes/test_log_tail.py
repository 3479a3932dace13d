"""The game log's panel wraps only its last entries (issue 37): what it shows, at every scroll,
is what wrapping the whole log showed, and the scroll is clamped as before."""

from __future__ import annotations

import pygame

from shifting_sands.core.game_scene import GameScene
from shifting_sands.games import get_spec
from shifting_sands.screenshot import demo_match
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import make_app, run


def whole_log_lines(scene: GameScene, canvas, width: float, size: int) -> list[tuple[str, bool]]:
    """The lines of the whole log, wrapped as the panel did before it stopped early."""
    lines: list[tuple[str, bool]] = []
    for i, (_index, sentence) in enumerate(scene.log):
        newest = i == len(scene.log) - 1
        role = "bold" if newest else "body"
        lines.extend((line, newest) for line in canvas.wrap(sentence, width, size, role))
    return lines


def long_game():
    app = make_app()
    match = demo_match(get_spec("north_africa"), seed=7, moves=120, players=None, seat=0)
    start_match(app, match, autosave=False)
    run(app, 2)
    return app, app.scenes.top


def test_the_tail_is_the_end_of_the_whole_log() -> None:
    app, scene = long_game()
    width = scene.log_rect[2] - 40
    whole = whole_log_lines(scene, app.canvas, width, 15)
    assert len(whole) > 60, "the game must have a log longer than the panel"
    for wanted in (1, 5, 30, 59, len(whole) - 1, len(whole), len(whole) + 10):
        tail = scene.log_tail(app.canvas, width, 15, wanted)
        assert len(tail) >= min(wanted, len(whole))
        assert tail == whole[len(whole) - len(tail):]
    assert whole[-1][1] and not whole[0][1]


def test_the_panel_shows_what_the_whole_log_showed_at_every_scroll() -> None:
    app, scene = long_game()
    x, y, w, h = scene.log_rect
    whole = whole_log_lines(scene, app.canvas, w - 40, 15)
    visible = int((h - 48) / 19)
    for scroll in (0, 3, 40, len(whole) - visible, len(whole) + 50):
        scene.log_scroll = scroll
        app.screen.fill((0, 0, 0))
        scene.draw_log(app.canvas)
        drawn = pygame.image.tobytes(app.screen, "RGB")
        assert scene.log_scroll == min(scroll, len(whole)), scroll
        end = len(whole) - scene.log_scroll
        app.screen.fill((0, 0, 0))
        clip = app.screen.get_clip()
        app.screen.set_clip(app.canvas.to_screen((x + 4, y, w - 12, h)))
        for row, (line, newest) in enumerate(whole[max(0, end - visible):end]):
            colour = (43, 29, 20) if newest else (88, 68, 50)
            app.canvas.text(line, (x + 18, y + 42 + row * 19), 15, colour,
                            "bold" if newest else "body")
        app.screen.set_clip(clip)
        assert drawn == pygame.image.tobytes(app.screen, "RGB"), scroll
