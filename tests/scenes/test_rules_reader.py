"""The rules reader in the real window (dummy video driver): every game's rules open, scroll
with the wheel and the keys, jump to the rulings, close with Esc, and draw no Markdown."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.games import REGISTRY, get_spec
from shifting_sands.shell.launcher import LauncherScene
from shifting_sands.shell.rules_reader import AREA, RULINGS, STEP, RulesScene
from tests.scenes.helpers import center, click, key, make_app, run
from tests.shell.test_markdown_layout import LEFTOVER


def open_reader(game: str, size: tuple[int, int] = (1280, 720)):
    app = make_app()
    if size != (1280, 720):
        app.screen = pygame.display.set_mode(size)
        app.canvas.resize(app.screen)
    app.open_launcher()
    reader = RulesScene(app, get_spec(game))
    app.push(reader)
    run(app)
    return app, reader


def drawn(app) -> list[tuple[str, float, float, int, str]]:
    """Every text the reader draws in one frame: words, x, y, size and font role."""
    seen = []
    original = app.canvas.text

    def spy(text, pos, size=18, color=(0, 0, 0), role="body", *args, **kwargs):
        seen.append((text, pos[0], pos[1], size, role))
        return original(text, pos, size, color, role, *args, **kwargs)

    app.canvas.text = spy
    try:
        app.scenes.top.draw(app.canvas)
    finally:
        del app.canvas.text
    return seen


def page_texts(app) -> list[tuple[str, float, float, int, str]]:
    """The texts of the page (not the panel's title or the buttons)."""
    bottom = AREA[1] + AREA[3]
    return [t for t in drawn(app) if t[2] <= bottom and not t[0].startswith("How to play")]


def wheel(app, notches: int) -> None:
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)])


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_games_rules_open_scroll_and_close_without_markdown(game):
    app, reader = open_reader(game)
    canvas = app.canvas
    first = page_texts(app)
    assert len(first) > 12
    for text, x, _y, size, role in first:
        assert not LEFTOVER.search(text), text
        assert AREA[0] - 30 <= x and x + canvas.text_width(text, size, role) <= \
            AREA[0] + AREA[2] + 1, text
    wheel(app, -3)
    assert reader.scroll == 3 * STEP
    assert page_texts(app) != first
    wheel(app, 1)
    assert reader.scroll == 2 * STEP
    key(app, pygame.K_END)
    assert reader.scroll == reader.layout().height - AREA[3] > 0
    last = max(reader.layout().runs(), key=lambda run: run.y)
    assert last.text in {text for text, *_ in page_texts(app)}
    key(app, pygame.K_HOME)
    assert reader.scroll == 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, LauncherScene)


def test_the_rulings_button_jumps_to_the_rulings_and_back_to_the_top():
    app, reader = open_reader("mothership")
    assert reader.jump.label == "Our rulings"
    click(app, center(reader.jump.rect))
    assert reader.scroll == reader.layout().anchors[RULINGS] > 0
    texts = page_texts(app)
    assert texts[0][0] == RULINGS and texts[0][4] == "title_bold"
    assert reader.jump.label == "Back to the top"
    click(app, center(reader.jump.rect))
    assert reader.scroll == 0 and reader.jump.label == "Our rulings"


def test_the_page_is_laid_out_once_per_window_scale_and_drawing_skips_what_is_out_of_view():
    app, reader = open_reader("north_africa")
    layout = reader.layout()
    runs = sum(1 for _ in layout.runs())
    assert runs > 1000
    wheel(app, -10)
    assert len(drawn(app)) < 150  # only the lines in view are drawn
    assert reader.layout() is layout
    app.screen = pygame.display.set_mode((960, 540))
    app.canvas.resize(app.screen)
    run(app)
    assert reader.layout() is not layout  # text measured again at the new size
    assert reader.scroll == 10 * STEP
    key(app, pygame.K_END)
    assert reader.scroll == reader.layout().height - AREA[3]


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_a_resized_window_keeps_the_text_and_the_tables_inside_the_page(size):
    app, reader = open_reader("north_africa", size)
    canvas = app.canvas
    runs = list(reader.layout().runs())
    assert all(r.x >= 0 and r.x + r.width <= AREA[2] + 0.5 for r in runs)
    for r in runs[::40]:  # the drawn text is as wide as the layout measured it at this size
        surface = canvas.text_surface(r.text, r.size, (0, 0, 0), r.face.role)
        assert abs(surface.get_width() / canvas.scale - r.width) <= 1 / canvas.scale + 0.01
    tables = [piece for piece in reader.layout().pieces
              if any(shape.kind == "box" for shape in piece.shapes)
              and any(run_.size < 17 for run_ in piece.runs)]
    assert tables  # the fire tables
    assert len(tables) == 2


def test_the_reader_can_open_at_the_rulings_as_the_screenshot_command_asks(tmp_path):
    from shifting_sands.screenshot import take_screenshot

    app = make_app()
    app.open_launcher()
    reader = RulesScene(app, get_spec("ouroboros"), start_at=RULINGS)
    app.push(reader)
    run(app)
    assert reader.scroll == reader.layout().anchors[RULINGS] > 0
    out = tmp_path / "rulings.png"
    take_screenshot(get_spec("stones"), out, size=(640, 360), screen="rulings")
    assert out.read_bytes()[:4] == b"\x89PNG"
