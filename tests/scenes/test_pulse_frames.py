"""Frames while a table waits (issue 37): where only a pulse moves (Stones' scoreable cards,
the Ouroboros's targets and acting pawn), the window draws the frame again inside the pulses'
rectangles alone, and the result is, pixel for pixel, a full composition of the same frame;
a toast or the Mothership's banner keeps the frame while it is drawn the same, and a fade
(a toast's, the Ouroboros's turn banner's) is drawn again in its rectangle alone. Pixels are
compared apart from the assert (pytest would diff megabytes)."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import Button
from shifting_sands.games import get_spec
from shifting_sands.games.mothership.table.panels import Banner
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match

PULSING = {"stones": (18, 36), "ouroboros": (1, 16)}
"""A seed and bot moves after which the human at seat 0 acts with pulses on the table
(two scoreable cards; four move targets and the acting pawn)."""


def table(game: str, seed: int = 7, moves: int = 12, size: tuple[int, int] = (1280, 720)):
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=size,
              still=True)
    match = demo_match(get_spec(game), seed=seed, moves=moves, players=None, seat=0)
    start_match(app, match, autosave=False)
    for _ in range(5):
        app.frame(1 / 60, [])
    return app, app.scenes.top


def settle(app: App) -> None:
    """Frames until the table stands still (a camera may glide in first), but for pulses."""
    for _ in range(300):
        app.frame(1 / 60, [])
        if app.partial is not None:
            return
    raise AssertionError("the table never stood still")


def pixels(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def full_redraw_matches(app: App) -> bool:
    """Whether the frame on screen is what a full composition of the same frame number
    draws (the window's state is left as it was)."""
    shown, kept, composed, partial = pixels(app), app._kept, app.composed, app.partial
    app.frames -= 1
    app.draw(full=True)
    same = pixels(app) == shown
    app._kept, app.composed, app.partial = kept, composed, partial
    return same


@pytest.mark.parametrize("size", [(1280, 720), (1100, 700)])
@pytest.mark.parametrize("game", sorted(PULSING))
def test_pulses_alone_are_drawn_again_as_a_full_frame_would(game, size):
    app, scene = table(game, *PULSING[game], size=size)
    assert len(scene.pulse_rects()) >= 2, "the table should show pulses"
    settle(app)
    wrong, glows = [], set()
    for index in range(60):
        app.frame(1 / 60, [])
        assert app.partial is not None, f"frame {index} was not drawn in its pulses alone"
        if not full_redraw_matches(app):
            wrong.append(index)
        glows.add(pygame.image.tobytes(app.screen.subsurface(app.partial), "RGB"))
    assert not wrong, f"frames {wrong} differ from a full redraw of the same frame"
    assert len(glows) > 10, "the pulse should still breathe"
    width, height = size
    assert app.partial.w * app.partial.h < width * height / 8, "the region should be small"


def test_the_kept_floor_is_copied_not_painted_in_a_pulse_region():
    """The Ouroboros's floor is a kept picture (core/kept_area.py) in the window's pixels:
    a frame drawn again in its pulses alone copies it there, where a picture keyed by the
    region's own pixels would be painted again on every change between whole frames and
    pulse frames (1.5-3 ms each)."""
    app, scene = table("ouroboros", *PULSING["ouroboros"])
    settle(app)
    areas = [area for area in scene.__dict__.get("_floor_areas", ()) if area.key is not None]
    assert areas, "the table should stand on a kept floor"
    before = [area.paints for area in areas]
    for _ in range(30):
        app.frame(1 / 60, [])
        assert app.partial is not None
        assert full_redraw_matches(app)
    assert [area.paints for area in areas] == before


def test_a_missed_pulse_is_seen():
    """A pulse drawn outside the region drawn again leaves a stale glow, and the comparison
    says so: the test above can fail."""
    app, scene = table("stones", *PULSING["stones"])
    settle(app)
    scene.pulse_rects = lambda: [(0, 700, 10, 10)]
    app.frame(1 / 60, [])  # a new attribute: composed whole once
    stale = 0
    for _ in range(30):
        app.frame(1 / 60, [])
        assert app.partial is not None
        stale += not full_redraw_matches(app)
    assert stale > 10


MEETING = {
    "ouroboros": {"party": (40, 120, 10, 10), "action panel": (1000, 110, 10, 10),
                  "status line": (600, 24, 10, 10), "top buttons": (1170, 24, 10, 10)},
    "stones": {"players": (40, 90, 10, 10), "action panel": (1000, 110, 10, 10),
               "status line": (600, 24, 10, 10), "top buttons": (1170, 24, 10, 10)},
}
"""A rectangle in a part of the table away from its pulses, per game: with a pulse added
there, the region drawn again (one rectangle round all pulses) meets that part, and the
parts between, which must then be drawn as a whole frame draws them."""


def pulse_also(scene, rect) -> None:
    """Have the scene report a pulse at `rect` too (a new attribute: the next frame is
    composed whole, then its pulses alone are drawn again)."""
    own = type(scene).pulse_rects
    scene.pulse_rects = lambda: [*own(scene), rect]


def stale_frames(game: str, rect, frames: int = 6) -> int:
    app, scene = table(game, *PULSING[game], size=(1100, 700))
    pulse_also(scene, rect)
    settle(app)
    stale = 0
    for _ in range(frames):
        app.frame(1 / 60, [])
        assert app.partial is not None
        assert app.partial.collidepoint(app.canvas.point_to_screen(rect[:2]))
        stale += not full_redraw_matches(app)
    return stale


@pytest.mark.parametrize(("game", "part"), [(game, part) for game in sorted(MEETING)
                                            for part in MEETING[game]])
def test_the_parts_a_region_meets_are_drawn_as_a_whole_frame_draws_them(game, part):
    """The panels, the status line and the buttons are skipped where no pulse meets them
    (test below); where one does, the frame drawn again is still the full redraw."""
    assert stale_frames(game, MEETING[game][part]) == 0


def test_a_part_skipped_where_the_region_meets_it_is_seen(monkeypatch):
    """A part skipped in every region leaves the backdrop where it should be: the test
    above can fail."""
    def skipped(canvas, reaches, name, draw) -> None:
        if not canvas.clipped:
            draw()

    monkeypatch.setattr(Canvas, "part", skipped)
    assert stale_frames("ouroboros", MEETING["ouroboros"]["party"], 3) == 3


def test_a_button_skipped_where_the_region_meets_it_is_seen(monkeypatch):
    monkeypatch.setattr(Button, "reach", lambda button, canvas: (0, 0, 1, 1))
    assert stale_frames("stones", MEETING["stones"]["top buttons"], 3) == 3


@pytest.mark.parametrize("game", sorted(PULSING))
def test_the_parts_far_from_the_pulses_are_not_drawn_again(game, monkeypatch):
    """Drawn again inside its pulses alone, a frame runs none of the drawing of the panels
    and the status line they miss (a third to a half of the Ouroboros's frame, issue 37)."""
    parts = {"ouroboros": ("draw_party", "draw_supplies", "draw_action_panel", "draw_top_bar"),
             "stones": ("draw_players", "draw_piles", "draw_action_panel", "draw_top_bar")}
    app, scene = table(game, *PULSING[game])
    settle(app)
    calls: list[str] = []
    for name in parts[game]:
        drawn = getattr(type(scene), name)

        def counted(self, *args, _name=name, _drawn=drawn) -> None:
            calls.append(_name)
            _drawn(self, *args)

        monkeypatch.setattr(type(scene), name, counted)
    for _ in range(10):
        app.frame(1 / 60, [])
        assert app.partial is not None
    assert calls == []
    assert full_redraw_matches(app)
    assert sorted(set(calls)) == sorted(parts[game]), "a whole frame draws them all"


@pytest.mark.parametrize("size", [(1280, 720), (1100, 700), (997, 601)])
def test_a_region_starts_two_columns_past_a_multiple_of_four_and_on_an_even_row(size):
    """Even (the canvas rounds half to even: `stale_frames` above failed on Stones' player
    panels at an odd offset), and off SDL's 16-byte aligned copy (app.py says why); round
    every pulse all the same."""
    app, scene = table("stones", *PULSING["stones"], size=size)
    for x in range(0, 40, 3):
        for y in range(0, 30, 5):
            pulses = [(x, y, 30, 20), (x + 200, y + 300, 25, 25)]
            scene.pulse_rects = lambda pulses=pulses: pulses
            region = app.pulse_region()
            assert region.y % 2 == 0 and (region.x % 4 == 2 or region.x == 0), region
            for pulse in pulses:
                assert region.contains(app.canvas.to_screen(pulse).clip(app.screen.get_rect()))


def test_a_hover_among_pulses_composes_the_frame_whole():
    app, scene = table("stones", *PULSING["stones"])
    settle(app)
    scene.hover_card = next(iter(scene.scoreable_cards()))
    app.frame(1 / 60, [])
    assert app.composed and app.partial is None
    assert full_redraw_matches(app)


def frames_of(app: App, scene, seconds: float, watch) -> list[tuple[float, bool]]:
    """(what `watch` reads, whether the frame was composed) for each frame, checking each
    against a full redraw."""
    seen, wrong = [], []
    for index in range(int(seconds * 60)):
        app.frame(1 / 60, [])
        seen.append((watch(), app.composed))
        if not full_redraw_matches(app):
            wrong.append(index)
    assert not wrong, f"frames {wrong} differ from a full redraw"
    return seen


def test_a_toast_keeps_its_frames_until_it_fades():
    app, scene = table("mothership")
    app.frame(1 / 60, [])
    assert not app.composed
    scene.say("That dune cannot move there.")
    seen = frames_of(app, scene, 4.0, lambda: (scene.toast_time, app.partial))
    steady = [composed for (left, _), composed in seen if left > 0.45]
    fading = [composed and partial is not None for (left, partial), composed in seen
              if 0 < left < 0.38]
    after = [(composed, partial) for (left, partial), composed in seen if left == 0]
    assert len(steady) > 150 and sum(steady) <= 2, "a steady toast should keep its frames"
    assert len(fading) > 18 and sum(fading) >= len(fading) - 1, (
        "its fade should animate, drawn again in its rectangle alone")
    assert after and after[0][1] is not None, "its end is drawn in its rectangle"
    assert sum(composed for composed, _ in after) <= 1, "then the frame is kept"


def test_a_toast_fading_among_pulses_is_drawn_with_them():
    """Stones' glowing cards and a fading toast: one region round both, pixel for pixel a
    full redraw, and the pulses alone again once the toast is gone."""
    app, scene = table("stones", *PULSING["stones"])
    settle(app)
    pulses = app.partial
    scene.say("That card cannot be scored now.")
    seen = frames_of(app, scene, 4.0, lambda: (scene.toast_time, app.partial))
    toast = app.canvas.to_screen((600, 72, 80, 40))
    fading = [partial is not None and partial.contains(toast)
              for (left, partial), _ in seen if 0 < left < 0.38]
    assert len(fading) > 18 and all(fading)
    assert [partial for (left, partial), _ in seen][-20:] == [pulses] * 20


@pytest.mark.parametrize("game", ["curse_reverse", "mothership", "north_africa", "ouroboros",
                                  "stones"])
def test_a_toast_fades_in_its_region_in_every_game(game):
    """A fade draws a game's table in a region, also where nothing else pulses: every frame
    of it, and the one it ends in, is what a full redraw draws."""
    app, scene = table(game)
    for _ in range(120):  # a camera or a bot's move settles
        app.frame(1 / 60, [])
    scene.say("That cannot be done now.")
    seen = frames_of(app, scene, 3.8, lambda: (scene.toast_time, app.partial))
    regions = [partial is not None for (left, partial), _ in seen if 0 < left < 0.38]
    assert len(regions) > 18 and sum(regions) >= len(regions) - 1


def test_the_banner_keeps_its_frames_while_it_shows():
    app, scene = table("mothership")
    before = pixels(app)
    scene.banner = Banner("Amira is out: the landing failed", "The dunes were turned over.",
                          theme.DANGER, 200.0)
    seen = frames_of(app, scene, 6.5, lambda: scene.banner is not None)
    shown = [composed for showing, composed in seen if showing]
    gone = [composed for showing, composed in seen if not showing]
    assert len(shown) > 300 and sum(shown) <= 2, "a banner drawn the same should be kept"
    assert gone and gone[0] and sum(gone) <= 2, "its going is drawn once"
    assert pixels(app) == before  # the table as it was


def test_the_ouroboros_turn_banner_keeps_the_frame_but_for_pulses_until_it_fades():
    app, scene = table("ouroboros", *PULSING["ouroboros"])
    settle(app)
    pulses = app.partial
    scene.turn_banner, scene.turn_banner_time = "Your turn, Archaeologist", 1.8
    seen = frames_of(app, scene, 2.2, lambda: (scene.turn_banner_time, app.partial))
    steady = [partial == pulses for (left, partial), _ in seen if left > 0.45]
    fading = [partial is not None and partial != pulses
              for (left, partial), composed in seen if 0 < left < 0.38]
    after = [partial for (left, partial), _ in seen if left == 0]
    assert len(steady) > 70 and sum(steady) >= len(steady) - 2, "only its pulses are drawn"
    assert len(fading) > 18 and sum(fading) >= len(fading) - 1, (
        "its fade should animate, drawn again with the pulses in one region")
    assert after[0] is not None and after[0] != pulses, "its end is drawn in that region"
    assert all(partial == pulses for partial in after[1:]), "then the pulses alone"


def test_a_fade_not_drawn_again_is_seen(monkeypatch):
    """A fade whose rectangle is not drawn again leaves the banner's last alpha on screen,
    and the comparison with a full redraw says so: the tests above can fail."""
    from shifting_sands.games.ouroboros.table import scene as ouroboros_scene

    app, scene = table("ouroboros", *PULSING["ouroboros"])
    settle(app)
    monkeypatch.setattr(ouroboros_scene, "is_fading", lambda left, fade=0.4: False)
    scene.turn_banner, scene.turn_banner_time = "Your turn, Archaeologist", 1.8
    stale = 0
    for _ in range(int(2.2 * 60)):
        app.frame(1 / 60, [])
        stale += not full_redraw_matches(app)
    assert stale > 10


def test_a_region_keeps_everything_outside_it():
    """Inside `Canvas.region` nothing reaches outside the region, a scene's own wider clip
    included, and the window's geometry reads as outside it."""
    app = App(settings=Settings(), headless=True, size=(1100, 700), still=True)
    canvas: Canvas = app.canvas
    app.screen.fill((1, 2, 3))
    outside = (canvas.window_rect(), canvas.to_logical((500, 300)), canvas.window_size())
    region = pygame.Rect(300, 200, 100, 80)
    with canvas.region(region):
        assert (canvas.window_rect(), canvas.to_logical((500, 300)),
                canvas.window_size()) == outside
        canvas.screen.set_clip(canvas.to_screen((0, 0, 1280, 720)))
        canvas.rect((200, 100, 50), (0, 0, 1280, 720))
        canvas.text("far away", (1200, 700), 18)
        canvas.veil((0, 0, 0, 100))
    inside = app.screen.subsurface(region)
    assert pygame.transform.average_color(inside)[:3] != (1, 2, 3)
    app.screen.fill((1, 2, 3), region)
    assert pygame.transform.average_color(app.screen)[:3] == (1, 2, 3)
