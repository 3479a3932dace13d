"""What a frame drawn again inside its pulses alone may skip (issue 37): a part drawn through
`Canvas.part` notes every pixel its primitives change, a button's `reach` holds all it draws
(in a small window too, where text outgrows its box), and the backdrop drawn in a region is
the backdrop's own pixels there."""

from __future__ import annotations

import pygame

from shifting_sands.app import App
from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import Button
from shifting_sands.settings import Settings

BLANK = (1, 2, 3)


def canvas_of(size: tuple[int, int]) -> tuple[App, Canvas]:
    app = App(settings=Settings(), headless=True, size=size, still=True)
    app.screen.fill(BLANK)
    return app, app.canvas


def changed(screen: pygame.Surface) -> pygame.Rect | None:
    """The rectangle round every pixel that is no longer BLANK, or None."""
    same = pygame.mask.from_threshold(screen, (*BLANK, 255), (1, 1, 1, 255))
    same.invert()
    rects = same.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


PRIMITIVES = {
    "alpha rect": lambda c: c.rect((200, 40, 40, 120), (100, 100, 80, 40), 8),
    "outline": lambda c: c.rect(theme.GOLD, (300, 90, 60, 60), 6, width=3),
    "line": lambda c: c.line(theme.INK, (50, 400), (420, 460), 5),
    "circle": lambda c: c.circle(theme.TEAL, (700, 200), 40, 4),
    "polygon": lambda c: c.polygon(theme.DANGER, [(800, 500), (900, 560), (760, 620)]),
    "image": lambda c: c.image("ui/icons/undo.png", (950, 80, 50, 50), alpha=120),
    "text": lambda c: c.text("far to the right", (1270, 700), 22, anchor="bottomright"),
    "paragraph": lambda c: c.paragraph("words wrapped into a narrow box", (560, 600, 90, 100)),
    "blit": lambda c: c.blit(c.text_surface("blitted", 18), (20, 20)),
    "veil": lambda c: c.veil((0, 0, 0, 100)),
}


def test_a_part_notes_every_pixel_its_primitives_change():
    app, canvas = canvas_of((1100, 700))  # letterboxed: the logical origin is not (0, 0)
    for name, primitive in PRIMITIVES.items():
        app.screen.fill(BLANK)
        reaches: dict = {}
        canvas.part(reaches, name, lambda: primitive(canvas))  # noqa: B023 (called at once)
        drawn = changed(app.screen)
        assert drawn is not None and reaches[name].contains(drawn), name
        if name != "veil":
            assert reaches[name].w < 600, f"{name}: more than was drawn is noted"


def test_parts_inside_parts_are_noted_in_both():
    app, canvas = canvas_of((1280, 720))
    reaches: dict = {}

    def outer() -> None:
        canvas.rect(theme.INK, (10, 10, 20, 20))
        canvas.part(reaches, "inner", lambda: canvas.rect(theme.INK, (600, 600, 20, 20)))

    canvas.part(reaches, "outer", outer)
    assert reaches["outer"].contains(reaches["inner"])
    assert reaches["inner"] == pygame.Rect(600, 600, 20, 20)
    assert changed(app.screen) == reaches["outer"]


def test_in_a_region_a_part_is_skipped_only_where_it_drew_nothing():
    _app, canvas = canvas_of((1280, 720))
    reaches: dict = {}
    calls: list[str] = []

    def part() -> None:
        calls.append("drawn")
        canvas.rect(theme.INK, (600, 600, 20, 20))

    with canvas.region(pygame.Rect(0, 0, 50, 50)):
        canvas.part(reaches, "p", part)  # never drawn whole: drawn, and nothing noted
    assert calls == ["drawn"] and "p" not in reaches
    canvas.part(reaches, "p", part)
    noted = reaches["p"]
    with canvas.region(pygame.Rect(0, 0, 50, 50)):
        canvas.part(reaches, "p", part)
    assert calls == ["drawn", "drawn"], "a part far from the region should be skipped"
    with canvas.region(pygame.Rect(615, 615, 50, 50)):
        canvas.part(reaches, "p", part)
    assert calls == ["drawn", "drawn", "drawn"], "a part the region meets should be drawn"
    assert reaches["p"] == noted, "a region never changes what a whole frame noted"


def test_a_button_draws_nowhere_outside_its_reach():
    """In a small window (text keeps a legible size) and a large one: a long label wider
    than its button, an icon beside a label, pressed, primary and disabled."""
    for size in ((640, 360), (1280, 720), (1920, 1080)):
        for button in (
                Button((100, 100, 60, 30), label="A label far wider than its button", size=18),
                Button((300, 300, 120, 40), label="Undo", icon="ui/icons/undo.png",
                       primary=True, _pressed=True),
                Button((500, 200, 44, 40), icon="ui/icons/menu.png", enabled=False),
                Button((700, 500, 20, 12), label="Tall text", size=26)):
            app, canvas = canvas_of(size)
            button.draw(canvas)
            drawn = changed(app.screen)
            assert drawn is not None
            assert canvas.to_screen(button.reach(canvas)).contains(drawn), (size, button)


def test_the_backdrop_under_a_region_is_the_backdrop():
    """The backdrop drawn in a region is what the whole backdrop shows there, after the
    region moves and after the backdrop changes."""
    app, canvas = canvas_of((1100, 700))

    def painter(label: str):
        return lambda target: target.text(label, (400, 300), 40, theme.INK)

    for key, label, rect in ((("a",), "one", pygame.Rect(420, 300, 120, 80)),
                             (("a",), "one", pygame.Rect(300, 280, 200, 90)),
                             (("b",), "two", pygame.Rect(300, 280, 200, 90))):
        canvas.backdrop(key, painter(label))
        whole = app.screen.subsurface(rect).copy()
        app.screen.fill(BLANK)
        with canvas.region(rect):
            canvas.backdrop(key, painter(label))
        assert pygame.image.tobytes(app.screen.subsurface(rect), "RGB") == \
            pygame.image.tobytes(whole, "RGB"), (key, rect)
        assert changed(app.screen) == rect, "nothing is drawn outside the region"


def test_the_backdrop_made_in_the_windows_format_looks_as_one_converted():
    """The backdrop's layer is made in the window's format at once (a third of the cost of
    making it and then converting it): the same pixels as the converted one, and the
    window's format."""
    from shifting_sands.core.canvas import BACKGROUND

    app, canvas = canvas_of((1100, 700))

    def painter(target: Canvas) -> None:
        target.rect((43, 29, 20, 170), (0, 0, 1280, 60))
        target.text("Backdrop", (400, 300), 40, theme.INK)

    canvas.backdrop(("fmt",), painter)
    drawn = pygame.image.tobytes(app.screen, "RGB")
    layer = next(s for k, s in canvas._built.items() if k[:2] == ("backdrop", "fmt"))
    assert (layer.get_bitsize(), layer.get_masks()) == \
        (app.screen.get_bitsize(), app.screen.get_masks())
    old = pygame.Surface(app.screen.get_size()).convert(app.screen)
    saved = canvas.screen, canvas.offset
    canvas.screen = old
    try:
        canvas.cover(BACKGROUND)
        painter(canvas)
    finally:
        canvas.screen, canvas.offset = saved
    assert pygame.image.tobytes(old, "RGB") == drawn
