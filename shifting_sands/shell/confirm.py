"""A yes/no question over the table: "Lose the game?" before a move that cannot be undone."""

from __future__ import annotations

from collections.abc import Callable

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Confirm, Intent
from shifting_sands.core.widgets import Button
from shifting_sands.shell.menu_scene import MenuScene


class ConfirmScene(MenuScene):
    """The safe answer is the primary one: Enter and Esc both keep playing; only a click on
    the other button goes ahead."""

    panel_rect = (370, 210, 540, 290)

    def __init__(self, app, title: str, message: str, confirm_label: str,
                 on_confirm: Callable[[], None], cancel_label: str = "Cancel") -> None:
        super().__init__(app)
        self.title = title
        self.text = message
        self.on_confirm = on_confirm
        x, y, w, h = self.panel_rect
        self.cancel_button = Button((x + 40, y + h - 76, 210, 50), label=cancel_label,
                                    primary=True, on_click=self.back)
        self.confirm_button = Button((x + w - 250, y + h - 76, 210, 50), label=confirm_label,
                                     on_click=self.confirm, size=18)
        self.widgets.add(self.cancel_button)
        self.widgets.add(self.confirm_button)

    def confirm(self) -> None:
        self.app.pop()
        self.on_confirm()

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Confirm):
            self.back()
            return
        super().handle(intent)

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x, y, w, _ = self.panel_rect
        canvas.paragraph(self.text, (x + 40, y + 86, w - 80, 100), 19, theme.INK)
