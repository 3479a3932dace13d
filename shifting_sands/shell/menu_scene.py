"""A base for simple menu screens: a backdrop, a title and a column of buttons."""

from __future__ import annotations

from collections.abc import Callable

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, Menu
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, WidgetGroup, dim_beneath, panel


class MenuScene(Scene):
    """An overlay panel with a title and buttons; Esc goes back."""

    overlay = True
    title = ""
    panel_rect = (440, 140, 400, 440)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.message = ""

    def add_buttons(self, items: list[tuple[str, Callable[[], None]]], top: float,
                    primary_first: bool = True) -> None:
        x, _, w, _ = self.panel_rect
        for i, (label, action) in enumerate(items):
            self.widgets.add(Button((x + 50, top + i * 58, w - 100, 46), label=label,
                                    on_click=action, primary=primary_first and i == 0))

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            self.back()
            return
        self.widgets.handle(intent)

    def back(self) -> None:
        self.app.pop()

    def draw(self, canvas: Canvas) -> None:
        dim_beneath(canvas)
        panel(canvas, self.panel_rect, radius=18, fill=theme.DIALOG)
        x, y, w, _ = self.panel_rect
        canvas.text(self.title, (x + w / 2, y + 44), 36, theme.DEEP_CLAY, "title_bold",
                    anchor="center")
        self.widgets.draw(canvas)
        if self.message:  # wrapped inside the panel, its last line where one line would be
            lines = canvas.wrap(self.message, w - 40, 16, "italic")
            bottom = y + self.panel_rect[3] - 26
            for row, line in enumerate(lines):
                canvas.text(line, (x + w / 2, bottom - (len(lines) - 1 - row) * 19), 16,
                            theme.DEEP_CLAY, "italic", anchor="center")
