"""Choose a save to load; broken saves are listed with their problem, never loaded."""

from __future__ import annotations

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import Button
from shifting_sands.shell.menu_scene import MenuScene

PAGE = 6


class LoadScene(MenuScene):
    title = "Load a game"
    panel_rect = (290, 80, 700, 560)

    def __init__(self, app) -> None:
        super().__init__(app)
        from shifting_sands.persist.saves import list_saves

        self.saves = list_saves()[:PAGE]
        x, y, w, _ = self.panel_rect
        for i, info in enumerate(self.saves):
            label = info.title or "Unreadable save"
            button = Button((x + 40, y + 90 + i * 66, w - 80, 56), label="",
                            on_click=lambda info=info: self.open(info),
                            enabled=info.error is None)
            button.info = info  # type: ignore[attr-defined]
            button.caption = label  # type: ignore[attr-defined]
            self.widgets.add(button)
        self.widgets.add(Button((x + w / 2 - 100, y + 490, 200, 46), label="Back",
                                on_click=self.back))

    def open(self, info) -> None:
        from shifting_sands.persist.saves import SaveError, load_match
        from shifting_sands.shell.start import start_match

        try:
            match = load_match(info.path)
        except SaveError as exc:
            self.message = exc.reason if hasattr(exc, "reason") else str(exc)
            return
        start_match(self.app, match)

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x, y, w, _ = self.panel_rect
        if not self.saves:
            canvas.text("No saves yet. Games autosave after every turn.", (x + w / 2, y + 200),
                        19, theme.MUTED, "italic", anchor="center")
        for widget in self.widgets.widgets:
            info = getattr(widget, "info", None)
            if info is None:
                continue
            bx, by, _bw, _bh = widget.rect
            canvas.text(widget.caption, (bx + 18, by + 16), 18, theme.INK, "bold",
                        anchor="midleft")
            detail = info.error or info.summary or ""
            canvas.text(f"{info.path.name} - {detail}"[:90], (bx + 18, by + 40), 14,
                        theme.DANGER if info.error else theme.MUTED, anchor="midleft")
