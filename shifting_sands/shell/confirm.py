"""A yes/no question over the current screen: nothing happens until the player says yes."""

from __future__ import annotations

from collections.abc import Callable

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import Button
from shifting_sands.shell.menu_scene import MenuScene


class ConfirmScene(MenuScene):
    panel_rect = (370, 200, 540, 300)

    def __init__(self, app, title: str, lines: list[str], yes_label: str,
                 on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines
        self.on_yes = on_yes
        x, y, w, h = self.panel_rect
        self.yes_button = Button((x + 40, y + h - 76, 210, 50), label=yes_label, primary=True,
                                 on_click=self.yes)
        self.no_button = Button((x + w - 250, y + h - 76, 210, 50), label="Cancel",
                                on_click=self.back)
        self.widgets.add(self.yes_button)
        self.widgets.add(self.no_button)

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x, y, w, _ = self.panel_rect
        for i, line in enumerate(self.lines):
            canvas.text(line, (x + w / 2, y + 100 + i * 28), 17, theme.INK, anchor="center")
