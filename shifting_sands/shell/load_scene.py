"""Choose a save to load; delete one (after a question); restore a damaged save's previous copy.

Every row shows the game, whose turn or how it ended, the seats and when it was saved,
read from the save's header (nothing is replayed until a save is opened). Broken saves
are listed with their problem and never loaded; if their previous copy (`.bak`) reads,
the row offers it.
"""

from __future__ import annotations

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import Button
from shifting_sands.shell.menu_scene import MenuScene

PAGE = 7
ROW_TOP, ROW_STEP, ROW_H = 92, 68, 60


def _fit(canvas: Canvas, text: str, width: float, size: int) -> str:
    if canvas.text_width(text, size) <= width:
        return text
    while text and canvas.text_width(text + "...", size) > width:
        text = text[:-1]
    return text.rstrip() + "..."


def _kind(info) -> str:
    if info.recovered:
        return "an earlier copy kept as a backup"
    if info.autosave:
        return "autosave"
    return f"saved as {info.path.stem}"


class LoadScene(MenuScene):
    title = "Load a game"
    panel_rect = (140, 24, 1000, 672)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.saves: list = []
        self.offers: dict = {}
        """Saves found damaged only on opening, with the previous copy that reads."""
        self.refresh()

    # -- the list ---------------------------------------------------------------------
    def refresh(self) -> None:
        from shifting_sands.persist.catalog import list_saves
        from shifting_sands.persist.saves import SaveError

        try:
            self.all_saves = list_saves()
        except SaveError as exc:
            self.all_saves = []
            self.message = str(exc)
        pages = max(1, -(-len(self.all_saves) // PAGE))
        self.page = min(self.page, pages - 1)
        self.saves = self.all_saves[self.page * PAGE:(self.page + 1) * PAGE]
        self._build(pages)

    def _build(self, pages: int) -> None:
        self.widgets.widgets.clear()
        x, y, w, h = self.panel_rect
        self.rows: list[Button] = []
        for i, info in enumerate(self.saves):
            top = y + ROW_TOP + i * ROW_STEP
            backup = info.backup or self.offers.get(info.path)
            replayable = info.finished and info.error is None and info.other_content is None
            width = w - 60 - 130 - (230 if backup else 0) - (130 if replayable else 0)
            row = Button((x + 30, top, width, ROW_H), label="",
                         on_click=lambda info=info: self.open(info),
                         enabled=info.error is None and info.path not in self.offers)
            row.info = info  # type: ignore[attr-defined]
            self.rows.append(row)
            self.widgets.add(row)
            if backup:
                restore = Button((x + 30 + width + 10, top + 8, 220, 44),
                                 label="Restore previous copy", size=16,
                                 on_click=lambda info=info: self.restore(info))
                restore.restores = info  # type: ignore[attr-defined]
                self.widgets.add(restore)
            if replayable:  # a finished game: step through it (the replay viewer)
                replay = Button((x + w - 30 - 250, top + 8, 120, 44), label="Replay", size=16,
                                on_click=lambda info=info: self.replay(info))
                replay.replays = info  # type: ignore[attr-defined]
                self.widgets.add(replay)
            delete = Button((x + w - 30 - 120, top + 8, 120, 44), label="Delete", size=16,
                            on_click=lambda info=info: self.ask_delete(info))
            delete.deletes = info  # type: ignore[attr-defined]
            self.widgets.add(delete)
        bottom = y + h - 100
        self.widgets.add(Button((x + w / 2 - 100, bottom, 200, 46), label="Back",
                                on_click=self.back))
        self.prev_button = Button((x + 30, bottom, 150, 46), label="< Newer",
                                  on_click=lambda: self.turn_page(-1), enabled=self.page > 0)
        self.next_button = Button((x + w - 180, bottom, 150, 46), label="Older >",
                                  on_click=lambda: self.turn_page(1),
                                  enabled=self.page < pages - 1)
        for button in (self.prev_button, self.next_button):
            button.visible = pages > 1
            self.widgets.add(button)
        self.pages = pages

    def turn_page(self, step: int) -> None:
        self.page += step
        self.refresh()

    # -- actions ------------------------------------------------------------------------
    def open(self, info) -> None:
        from shifting_sands.persist.saves import SaveError, load_match
        from shifting_sands.shell.start import start_match

        try:
            match = load_match(info.path)
        except SaveError as exc:
            self.message = exc.reason
            if exc.backup is not None:
                self.offers[info.path] = exc.backup
                self.message += " - its previous copy can be restored"
            self.refresh()
            return
        start_match(self.app, match, source=info.path)

    def replay(self, info) -> None:
        from shifting_sands.persist.saves import SaveError, load_match
        from shifting_sands.shell.replay_scene import Replayable, ReplayScene

        try:
            match = load_match(info.path)
        except SaveError as exc:
            self.message = exc.reason
            self.refresh()
            return
        title = f"Replay: {info.title}, {', '.join(info.seats)}"
        self.app.push(ReplayScene(self.app, Replayable.of_match(match, title), step=0))

    def restore(self, info) -> None:
        from shifting_sands.persist.catalog import restore_backup
        from shifting_sands.persist.saves import SaveError, load_match
        from shifting_sands.shell.start import start_match

        try:
            path = restore_backup(info.path)
            match = load_match(path)
        except SaveError as exc:
            self.message = f"Could not restore: {exc.reason}"
            self.offers.pop(info.path, None)
            self.refresh()
            return
        start_match(self.app, match, source=path)

    def ask_delete(self, info) -> None:
        from shifting_sands.shell.confirm import ConfirmScene

        what = (f"{info.title}: {info.summary}" if info.error is None
                else f"the unreadable save {info.path.name}")
        seats = ", ".join(info.seats) if info.seats else info.path.name
        message = f"{what} ({seats}). This cannot be undone. Other saves are kept."
        self.app.push(ConfirmScene(self.app, "Delete this save?", message, "Delete",
                                   lambda: self.delete(info)))

    def delete(self, info) -> None:
        from shifting_sands.persist.catalog import delete_save

        try:
            delete_save(info)
        except OSError as exc:
            self.message = f"Could not delete {info.path.name}: {exc.strerror or exc}"
        else:
            self.message = f"Deleted {info.path.name}"
        self.offers.pop(info.path, None)
        self.refresh()

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x, y, w, h = self.panel_rect
        if not self.saves:
            canvas.text("No saves yet. Games autosave after every turn.", (x + w / 2, y + 200),
                        19, theme.MUTED, "italic", anchor="center")
        if self.pages > 1:
            canvas.text(f"Page {self.page + 1} of {self.pages}", (x + w / 2, y + h - 112), 14,
                        theme.MUTED, anchor="center")
        for row in self.rows:
            self._draw_row(canvas, row)

    def _draw_row(self, canvas: Canvas, row: Button) -> None:
        info = row.info  # type: ignore[attr-defined]
        bx, by, bw, _bh = row.rect
        if info.error is not None:
            canvas.text("Unreadable save", (bx + 18, by + 18), 18, theme.INK, "bold",
                        anchor="midleft")
            canvas.text(_fit(canvas, info.error, bw - 200, 14), (bx + bw - 16, by + 18), 14,
                        theme.DANGER, anchor="midright")
            note = (f"Previous copy: {info.backup_label}" if info.backup_label
                    else info.path.name)
            canvas.text(_fit(canvas, note, bw - 36, 14), (bx + 18, by + 42), 14,
                        theme.MUTED, anchor="midleft")
            return
        date_width = canvas.text_width(info.date, 14) + 24
        canvas.text(info.date, (bx + bw - 16, by + 18), 14, theme.MUTED, anchor="midright")
        head = _fit(canvas, f"{info.title}  -  {info.summary}", bw - 36 - date_width, 18)
        canvas.text(head, (bx + 18, by + 18), 18, theme.INK, "bold", anchor="midleft")
        damaged = self.offers.get(info.path)
        other = info.other_content is not None
        detail = ("Damaged inside; its previous copy loads" if damaged else
                  f"Made with other content: it cannot be replayed   |   {', '.join(info.seats)}"
                  if other else f"{', '.join(info.seats)}   |   {_kind(info)}")
        canvas.text(_fit(canvas, detail, bw - 36, 14), (bx + 18, by + 42), 14,
                    theme.DANGER if damaged or other else theme.MUTED, anchor="midleft")
