"""The results screen: who won, the scores and why."""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent
from shifting_sands.core.scene import Scene
from shifting_sands.core.still import scene_snapshot
from shifting_sands.core.widgets import Button, WidgetGroup, dim_beneath, panel
from shifting_sands.rules.match import Match

PANEL_X, PANEL_W = 190.0, 900.0
TABLE = (240.0, 0.0, 800.0, 0.0)
"""Left edge and width of the breakdown table."""


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, match: Match, extra_lines: list[str]) -> None:
        super().__init__(app)
        self.match = match
        self.extra = extra_lines
        self.table = match.spec.score_table(match.state, match.names)
        notes = len(self.table.notes) + len(extra_lines)
        height = 160 + 44 + 46 * len(self.table.rows) + 26 * notes + 110
        self.panel = (PANEL_X, 360 - height / 2, PANEL_W, height)
        bottom = self.panel[1] + height - 74
        self.widgets = WidgetGroup()
        self.widgets.add(Button((400, bottom, 220, 50), label="Play again", primary=True,
                                on_click=self.again))
        self.widgets.add(Button((660, bottom, 220, 50), label="Back to games",
                                on_click=self.app.open_launcher))
        self.time = 0.0
        self.announced = False

    def on_enter(self) -> None:
        """The fanfare as the screen first shows (it may be made ahead, while the table
        still shows the last move: `warm`)."""
        if not self.announced:
            self.announced = True
            self.app.sounds.play("win" if self.table.trophy else "fail")

    def again(self) -> None:
        from shifting_sands.shell.start import start_match

        match = Match(self.match.spec, random.randrange(1, 10**6), self.match.seats,
                      self.match.options)
        start_match(self.app, match)

    def handle(self, intent: Intent) -> None:
        self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        self.time += dt

    def still_key(self) -> tuple | None:
        """The same table and buttons draw the same (core/still.py): the window keeps it."""
        return scene_snapshot(self, frozenset({"app", "match", "time", "announced"}))

    def headline(self) -> str:
        if self.table.headline:
            return self.table.headline
        outcome = self.match.state.outcome()
        names = self.match.names
        if outcome is None:
            return "Game over"
        if not outcome.winners:
            return "No winner this time"
        winners = [names[s] for s in outcome.winners]
        if len(winners) == 1:
            return f"{winners[0]} wins!"
        return " and ".join([", ".join(winners[:-1]), winners[-1]]) + " share the victory!"

    def draw(self, canvas: Canvas) -> None:
        for _ in self.parts(canvas):
            pass

    def warm(self, canvas: Canvas) -> Iterator[None]:
        """Draw the screen a part a step, each step in a still frame before it shows
        (core/results_ahead.py), with nothing let through to the window (an empty clip):
        its text, wrapped lines, veil, panel and icon are then in the canvas's caches, and
        its first frame (18-24 ms for the Mothership, issue 37) only blits them. The same
        drawing as `draw`, so the same pixels."""
        parts = self.parts(canvas)
        while True:
            screen = canvas.screen
            clip = screen.get_clip()
            screen.set_clip((0, 0, 0, 0))
            try:
                more = next(parts, False) is None
            finally:
                screen.set_clip(clip)
            if not more:
                return
            yield

    def parts(self, canvas: Canvas) -> Iterator[None]:
        """The drawing, pausing after each part (a line of text or two each)."""
        dim_beneath(canvas)
        yield
        left, top, width, _height = self.panel
        panel(canvas, self.panel, radius=20, fill=theme.DIALOG)
        icon = "ui/icons/trophy.png" if self.table.trophy else "ui/icons/strike.png"
        canvas.image(icon, (610, top + 16, 60, 60))
        yield
        canvas.text(self.headline(), (640, top + 112), 42, theme.DEEP_CLAY, "title_bold",
                    anchor="center")
        yield
        y = yield from self.draw_table(canvas, top + 160)
        lines = [*self.table.notes, *self.extra]
        for line in lines:
            y += canvas.paragraph(line, (left + 60, y, width - 120, 60), 16, theme.MUTED,
                                  "italic") + 2
            yield
        self.widgets.draw(canvas)
        yield

    def column_x(self) -> list[float]:
        """Left edge of each column: the name column wide, the others shared evenly."""
        left, _, width, _ = TABLE
        count = len(self.table.columns)
        first = 230 if count > 2 else width / 2
        rest = (width - first) / max(1, count - 1)
        return [left] + [left + first + i * rest for i in range(count - 1)]

    def draw_table(self, canvas: Canvas, y: float) -> Generator[None, None, float]:
        """The breakdown, one row per seat, best first, pausing after the heading, the
        columns' sizes and each cell but a row's first; returns the y below it."""
        left, _, width, _ = TABLE
        xs = self.column_x()
        rest = (width - (xs[1] - left)) / max(1, len(xs) - 1) if len(xs) > 1 else width
        for i, column in enumerate(self.table.columns):
            x = xs[i] + 8 if i == 0 else xs[i] + rest / 2
            for row, line in enumerate(canvas.wrap(column, rest - 8, 15, "bold")[:2]):
                canvas.text(line, (x, y + row * 18), 15, theme.DEEP_CLAY, "bold",
                            anchor="topleft" if i == 0 else "midtop")
        y += 44
        yield
        outcome = self.match.state.outcome()
        winners = outcome.winners if outcome else ()
        # one size a column, so a thief or role that needs the small size does not stand
        # out beside the ones that fit
        sizes = [17 if all(canvas.text_width(row[i], 17) <= rest - 8 for row in self.table.rows)
                 else 14 for i in range(len(self.table.columns))]
        yield
        for seat, cells in zip(self.table.order, self.table.rows, strict=True):
            win = seat in winners
            canvas.rect((255, 236, 190) if win else (240, 228, 205), (left, y, width, 40), 8)
            canvas.image(self.match.spec.seat_mark(seat), (left + 8, y + 5, 30, 30))
            for i, cell in enumerate(cells):
                if i == 0:
                    canvas.text(cell, (left + 46, y + 20), 19, theme.INK,
                                "bold" if win else "body", anchor="midleft")
                    continue
                canvas.text(cell, (xs[i] + rest / 2, y + 20), sizes[i], theme.INK,
                            "bold" if i == len(cells) - 1 else "body", anchor="center")
                yield
            y += 46
        return y + 8
