"""The in-app rules reader: the game's rules in our own words, scrollable."""

from __future__ import annotations

import re

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, Key, Menu, Scroll
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, WidgetGroup, dim_beneath, panel
from shifting_sands.paths import data_dir, rulings_dir

AREA = (250, 120, 780, 500)


NUMBERED = re.compile(r"\d+\. ")


def blocks(text: str) -> list[tuple[str, str]]:
    """Markdown lines joined into (kind, text) blocks: heading, bullet, numbered item ("1. "),
    sub-bullet (an indented "- "), paragraph or gap. Bold marks (**) are dropped, since the
    reader draws one weight per block and would otherwise show the stars.

    Other indented lines continue the block above them, so the files can be hard-wrapped."""
    result: list[tuple[str, str]] = []
    for raw in text.replace("**", "").splitlines():
        line = raw.rstrip()
        if not line:
            result.append(("gap", ""))
        elif line.startswith("# "):
            result.append(("title", line[2:]))
        elif line.startswith("## "):
            result.append(("heading", line[3:]))
        elif line.startswith("- "):
            result.append(("bullet", line[2:]))
        elif NUMBERED.match(line):
            result.append(("numbered", line))
        elif raw[:1].isspace() and line.lstrip().startswith("- "):
            result.append(("sub", line.lstrip()[2:]))
        elif raw[:1].isspace() and result and result[-1][0] in ("bullet", "paragraph",
                                                                 "numbered", "sub"):
            kind, previous = result[-1]
            result[-1] = (kind, f"{previous} {line.strip()}")
        elif result and result[-1][0] == "paragraph":
            result[-1] = ("paragraph", f"{result[-1][1]} {line}")
        else:
            result.append(("paragraph", line))
    return result


def load_rules_text(game_id: str) -> str:
    """The game's rules in our words, followed by every ruling we made."""
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
    """The "## Rulings" section of docs/rules/<game>.md (or <game-with-hyphens>.md), as plain
    text for the reader (the Markdown marks dropped), or "" when the file is not there."""
    text = ""
    for name in dict.fromkeys((game_id, game_id.replace("_", "-"))):  # curse-reverse.md
        try:
            text = (rulings_dir() / f"{name}.md").read_text(encoding="utf-8")
            break
        except OSError:
            continue
    if not text:
        return ""
    lines: list[str] = []
    inside = False
    for line in text.splitlines():
        if line.startswith("## "):
            inside = line.strip() == "## Rulings"
            if inside:
                lines.append("## Every ruling")
            continue
        if inside:
            lines.append(line.replace("**", "").replace("`", ""))
    return "\n".join(lines).strip() + "\n" if lines else ""


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, spec) -> None:
        super().__init__(app)
        self.spec = spec
        self.blocks = blocks(load_rules_text(spec.id))
        self.scroll = 0.0
        self.content_height = 0.0
        self.widgets = WidgetGroup()
        self.widgets.add(Button((540, 636, 200, 44), label="Close", primary=True,
                                on_click=self.app.pop))

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            self.app.pop()
        elif isinstance(intent, Scroll):
            self._scroll_by(-intent.dy * 48)
        elif isinstance(intent, Key):
            import pygame

            steps = {pygame.K_DOWN: 48, pygame.K_UP: -48, pygame.K_PAGEDOWN: 400,
                     pygame.K_PAGEUP: -400}
            self._scroll_by(steps.get(intent.key, 0))
        else:
            self.widgets.handle(intent)

    def _scroll_by(self, amount: float) -> None:
        limit = max(0.0, self.content_height - AREA[3])
        self.scroll = min(limit, max(0.0, self.scroll + amount))

    def draw(self, canvas: Canvas) -> None:
        dim_beneath(canvas)
        panel(canvas, (220, 40, 840, 660), radius=18, fill=theme.DIALOG)
        canvas.text(f"How to play {self.spec.title}", (640, 84), 34, theme.DEEP_CLAY,
                    "title_bold", anchor="center")
        x, top, width, height = AREA
        previous_clip = canvas.screen.get_clip()
        canvas.screen.set_clip(canvas.to_screen(AREA))
        y = top - self.scroll
        for kind, line in self.blocks:
            if kind == "heading":
                y += 10
                canvas.text(line, (x, y), 24, theme.TERRACOTTA, "title_bold")
                y += 36
            elif kind == "bullet":
                canvas.circle(theme.TERRACOTTA, (x + 8, y + 11), 3)
                y += canvas.paragraph(line, (x + 22, y, width - 22, 0), 17) + 4
            elif kind == "sub":
                canvas.circle(theme.TERRACOTTA, (x + 30, y + 11), 2)
                y += canvas.paragraph(line, (x + 42, y, width - 42, 0), 17) + 2
            elif kind == "numbered":
                y += canvas.paragraph(line, (x + 8, y, width - 8, 0), 17) + 4
            elif kind == "paragraph":
                y += canvas.paragraph(line, (x, y, width, 0), 17) + 4
            elif kind == "gap":
                y += 8
        self.content_height = y + self.scroll - top
        canvas.screen.set_clip(previous_clip)
        if self.content_height > height:
            fraction = height / self.content_height
            bar = height * fraction
            pos = top + (height - bar) * (self.scroll / max(1, self.content_height - height))
            canvas.rect((201, 154, 82, 160), (x + width + 10, pos, 6, bar), 3)
        self.widgets.draw(canvas)
