"""The in-app rules reader: the game's rules in our own words, then our rulings, scrollable.

The texts are Markdown (data/<game>/rules.md and the "Rulings" section of
docs/rules/<game>.md); markdown_blocks parses them, markdown_layout sets them at the
reader's width once per window scale, and this scene only blits the part in view.
"""

from __future__ import annotations

from functools import lru_cache

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, Key, Menu, Scroll
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, WidgetGroup, dim_beneath, panel
from shifting_sands.paths import data_dir, rulings_dir
from shifting_sands.shell.markdown_blocks import Block, Heading, section_lines, to_blocks
from shifting_sands.shell.markdown_layout import lay_out
from shifting_sands.shell.markdown_text import CODE_PAD, Layout, Piece

AREA = (250, 120, 780, 500)
RULINGS = "Every ruling"
"""The heading the rulings stand under in the reader."""
CODE_TINT = (234, 224, 206)
STEP = 48
PAGE = 400
_PAGES: dict[tuple, Layout] = {}
"""Laid-out pages by (game, width, window scale): reopening the reader costs nothing."""


def load_rules_text(game_id: str) -> str:
    """The game's rules in our words, followed by every ruling we made (Markdown)."""
    path = data_dir() / game_id / "rules.md"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return "# Rules\nThe rules text for this game is missing from the installation."
    rulings = load_rulings_text(game_id)
    text = f"{text.rstrip()}\n\n{rulings}" if rulings else text
    return f"{text.rstrip()}\n\n{load_help_text()}"


def load_help_text() -> str:
    """The general help every game's rules end with (data/help.md), or "" without it."""
    try:
        return (data_dir() / "help.md").read_text(encoding="utf-8")
    except OSError:
        return ""


def load_rulings_text(game_id: str) -> str:
    """The body of the "## Rulings" section of docs/rules/<game>.md (or the name with
    hyphens) under the heading "Every ruling", or "" when there is none. The rest of that
    file is for the people who build the game (file names, tests), not for players."""
    text = ""
    for name in dict.fromkeys((game_id, game_id.replace("_", "-"))):  # curse-reverse.md
        try:
            text = (rulings_dir() / f"{name}.md").read_text(encoding="utf-8")
            break
        except OSError:
            continue
    found = section_lines(text, "Rulings") if text else None
    if found is None:
        return ""
    body = "\n".join(text.splitlines()[found[0]:found[1]]).strip()
    return f"## {RULINGS}\n{body}\n" if body else ""


def reader_blocks(game_id: str) -> list[Block]:
    """What the reader shows; a leading title is dropped, since the panel names the game."""
    return list(_parsed(game_id))


@lru_cache(maxsize=8)
def _parsed(game_id: str) -> tuple[Block, ...]:
    """Parsed once per run: the files do not change while the program runs, and the longest
    (North Africa's) takes a tenth of a second to parse."""
    blocks = to_blocks(load_rules_text(game_id))
    if blocks and isinstance(blocks[0], Heading) and blocks[0].level == 1:
        blocks = blocks[1:]
    return tuple(blocks)


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, spec, start_at: str | None = None) -> None:
        super().__init__(app)
        self.spec = spec
        self.blocks = reader_blocks(spec.id)
        self.scroll = 0.0
        self._layout: Layout | None = None
        self._layout_key: tuple | None = None
        self._start_at = start_at
        """A heading to open at (the screenshot command shows the rulings this way)."""
        self.widgets = WidgetGroup()
        self.widgets.add(Button((540, 636, 200, 44), label="Close", primary=True,
                                on_click=self.app.pop))
        self.jump = Button((250, 642, 190, 34), label="Our rulings", size=17,
                           on_click=self._toggle_jump)
        self.jump.visible = any(isinstance(b, Heading) and b.text == RULINGS
                                for b in self.blocks)
        self.widgets.add(self.jump)

    # -- layout ---------------------------------------------------------------------------
    def layout(self) -> Layout:
        """The page at the reader's width, laid out again only when the window's scale
        changes (text is measured in real pixels)."""
        canvas = self.app.canvas
        key = (self.spec.id, AREA[2], canvas.scale)
        if self._layout is None or self._layout_key != key:
            page = _PAGES.get(key)
            if page is None:
                if len(_PAGES) >= 8:
                    _PAGES.clear()
                page = _PAGES[key] = lay_out(self.blocks, AREA[2], canvas.text_width)
            self._layout, self._layout_key = page, key
            if self._start_at is not None:
                self.jump_to(self._start_at)
                self._start_at = None
        return self._layout

    @property
    def content_height(self) -> float:
        return self.layout().height

    def jump_to(self, heading: str) -> None:
        top = self.layout().anchors.get(heading)
        if top is not None:
            self.scroll = 0.0
            self._scroll_by(top)

    def _toggle_jump(self) -> None:
        if self._in_rulings():
            self.scroll = 0.0
        else:
            self.jump_to(RULINGS)

    def _in_rulings(self) -> bool:
        top = self.layout().anchors.get(RULINGS)
        return top is not None and self.scroll >= min(top, self._limit()) - 1

    # -- input ----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            self.app.pop()
        elif isinstance(intent, Scroll):
            self._scroll_by(-intent.dy * STEP)
        elif isinstance(intent, Key):
            import pygame

            steps = {pygame.K_DOWN: STEP, pygame.K_UP: -STEP, pygame.K_PAGEDOWN: PAGE,
                     pygame.K_PAGEUP: -PAGE, pygame.K_HOME: -self.scroll,
                     pygame.K_END: self._limit()}
            self._scroll_by(steps.get(intent.key, 0))
        else:
            self.widgets.handle(intent)

    def _limit(self) -> float:
        return max(0.0, self.content_height - AREA[3])

    def _scroll_by(self, amount: float) -> None:
        self.scroll = min(self._limit(), max(0.0, self.scroll + amount))

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        dim_beneath(canvas)
        panel(canvas, (220, 40, 840, 660), radius=18, fill=theme.DIALOG)
        canvas.text(f"How to play {self.spec.title}", (640, 84), 34, theme.DEEP_CLAY,
                    "title_bold", anchor="center")
        x, top, width, height = AREA
        layout = self.layout()
        previous_clip = canvas.screen.get_clip()
        canvas.screen.set_clip(canvas.to_screen(AREA))
        for piece in layout.visible(self.scroll, self.scroll + height):
            draw_piece(canvas, piece, x, top - self.scroll)
        canvas.screen.set_clip(previous_clip)
        if layout.height > height:
            bar = height * height / layout.height
            pos = top + (height - bar) * (self.scroll / max(1.0, layout.height - height))
            canvas.rect((201, 154, 82, 160), (x + width + 10, pos, 6, bar), 3)
        self.jump.label = "Back to the top" if self._in_rulings() else "Our rulings"
        self.widgets.draw(canvas)


def draw_piece(canvas: Canvas, piece: Piece, dx: float, dy: float) -> None:
    """Blit one laid-out block, shifted by (dx, dy) from page to screen coordinates."""
    for shape in piece.shapes:
        a, b, c, d = shape.rect
        if shape.kind in ("dot", "ring"):
            canvas.circle(shape.colour, (a + dx, b + dy), c, 0 if shape.kind == "dot" else 1)
        elif shape.kind == "line":
            canvas.line(shape.colour, (a + dx, b + dy), (c + dx, d + dy), shape.size)
        else:
            canvas.rect(shape.colour, (a + dx, b + dy, c, d))
    for run in piece.runs:
        if run.face.code:
            canvas.rect(CODE_TINT, (run.x + dx - CODE_PAD, run.y + dy + 1,
                                    run.width + 2 * CODE_PAD, run.size * 1.25), 3)
        canvas.text(run.text, (run.x + dx, run.y + dy), run.size, run.face.colour,
                    run.face.role)
