"""The results screen: who won, the scores and why."""

from __future__ import annotations

import random

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, WidgetGroup, panel
from shifting_sands.rules.match import Match


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, match: Match, extra_lines: list[str]) -> None:
        super().__init__(app)
        self.match = match
        self.extra = extra_lines
        self.widgets = WidgetGroup()
        self.widgets.add(Button((400, 600, 220, 50), label="Play again", primary=True,
                                on_click=self.again))
        self.widgets.add(Button((660, 600, 220, 50), label="Back to games",
                                on_click=self.app.open_launcher))
        self.time = 0.0
        app.sounds.play("win")

    def again(self) -> None:
        from shifting_sands.shell.start import start_match

        match = Match(self.match.spec, random.randrange(1, 10**6), self.match.seats,
                      self.match.options)
        start_match(self.app, match)

    def handle(self, intent: Intent) -> None:
        self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        self.time += dt

    def headline(self) -> str:
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
        canvas.rect((20, 12, 6, 160), (0, 0, 1280, 720))
        panel(canvas, (300, 70, 680, 600), radius=20)
        canvas.image("ui/icons/trophy.png", (610, 92, 60, 60))
        canvas.text(self.headline(), (640, 190), 44, theme.DEEP_CLAY, "title_bold",
                    anchor="center")
        outcome = self.match.state.outcome()
        if outcome is not None:
            order = sorted(range(len(self.match.seats)), key=lambda s: -outcome.scores[s]
                           if s < len(outcome.scores) else 0)
            for row, seat in enumerate(order):
                y = 250 + row * 46
                win = seat in outcome.winners
                canvas.rect((255, 236, 190) if win else (240, 228, 205), (360, y, 560, 40), 8)
                canvas.image(f"ui/seat_{seat}.png", (372, y + 6, 28, 28))
                canvas.text(self.match.seats[seat].name, (412, y + 20), 20, theme.INK,
                            "bold" if win else "body", anchor="midleft")
                if seat < len(outcome.scores):
                    score = outcome.scores[seat]
                    unit = "point" if score == 1 else "points"
                    canvas.text(f"{score:g} {unit}", (900, y + 20), 20, theme.INK, "bold",
                                anchor="midright")
        for i, line in enumerate(self.extra):
            canvas.text(line, (640, 500 + i * 26), 17, theme.MUTED, "italic", anchor="center")
        self.widgets.draw(canvas)
