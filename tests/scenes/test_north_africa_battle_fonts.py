"""North Africa warms the battle panel's fonts a few glyphs per quiet frame (issue 37): the
frame a battle opens then draws no glyph for the first time. What it draws is the same,
pixel for pixel, as with fonts never warmed."""

from __future__ import annotations

import pygame

from shifting_sands.core.font_warm import WARM_CHARS, FontWarmer
from shifting_sands.games.north_africa.rules import actions as a
from tests.scenes.helpers import run
from tests.scenes.na_clicks import settle, start
from tests.scenes.test_north_africa_battle_panel import finished_fight, tobruk_attack


def battle_frame(warm: bool, fonts_used: set | None = None) -> bytes:
    app, scene, _match = start(state=tobruk_attack())
    settle(app, scene)
    if warm:
        assert scene.fonts.step(app.canvas, 10**6)
    else:
        scene.fonts.step = lambda canvas, chars: False  # never warmed
        app.assets._fonts.clear()  # fonts opened afresh, no glyph drawn yet
    show = finished_fight(scene)
    show.fired["a"] = {"table": "division", "strength": 4, "shift": 1, "column": "4-6",
                       "die": 5, "loss": 2, "bold": False}
    show.lost.append(("uk_6", False))
    if fonts_used is not None:
        original = app.assets.font
        app.assets.font = lambda role, size: (fonts_used.add((role, size)),
                                              original(role, size))[1]
    app.canvas._layers.clear()
    app.compose_next()
    run(app, 1)
    scene.animate([a.RoundBegan(2)])
    return pygame.image.tobytes(app.screen, "RGB")


def test_the_battle_frame_is_the_same_with_fonts_warmed():
    assert battle_frame(warm=True) == battle_frame(warm=False)


def test_the_warmer_covers_every_font_the_panel_draws_with():
    used: set = set()
    battle_frame(warm=True, fonts_used=used)
    _app, scene, _match = start(state=tobruk_attack())
    warm = {(role, _app.canvas.text_px(size)) for role, size in scene.fonts.fonts}
    panel = {font for font in used if font[0] in ("title_bold", "italic")}
    assert panel and panel <= warm, panel - warm


def test_the_warmer_draws_a_few_glyphs_a_step_until_every_font_is_warm():
    app, _scene, _match = start(state=tobruk_attack())
    warmer = FontWarmer([("body", 13), ("bold", 16), ("body", 13)])
    steps = 1
    while not warmer.step(app.canvas, 8):
        steps += 1
    assert steps == -(-2 * len(WARM_CHARS) // 8)  # the repeated font is warmed once
    assert warmer.step(app.canvas, 8)
