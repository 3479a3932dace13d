"""New-game setup: seats (a human's name or a bot), variant and the seed."""

from __future__ import annotations

import contextlib
import random

from shifting_sands.bots.levels import kind_note
from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Confirm, Intent, Menu
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, Choice, TextField, WidgetGroup, panel
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import Options

DEFAULT_NAMES = ["Amira", "Tariq", "Layla", "Omar", "Noor"]


class SetupScene(Scene):
    def __init__(self, app, spec) -> None:
        super().__init__(app)
        self.spec = spec
        self.widgets = WidgetGroup()
        self.error = ""
        names = list(app.settings.last_names) + DEFAULT_NAMES[len(app.settings.last_names):]
        controllers = [HUMAN, *spec.bot_kinds()]
        labels = ["Human", *[f"Bot: {k}" for k in spec.bot_kinds()]]
        self.name_fields: list[TextField] = []
        self.controller_choices: list[Choice] = []
        for seat in range(spec.max_players):
            y = 196 + seat * 62
            field = TextField((150, y, 300, 46), text=names[seat], placeholder=f"Player {seat + 1}")
            choice = Choice((466, y, 220, 46), options=controllers, labels=labels)
            if seat >= 1:
                choice.set_value(spec.bot_kinds()[-1])
            self.name_fields.append(field)
            self.controller_choices.append(choice)
            self.widgets.add(field)
            self.widgets.add(choice)
        counts = [str(n) for n in range(spec.min_players, spec.max_players + 1)]
        self.players = Choice((830, 196, 180, 46), options=counts, on_change=self._players)
        self.players.set_value("2" if "2" in counts else counts[0])
        self.variant = Choice((830, 500, 314, 46), options=["standard"], labels=["Standard"])
        self.widgets.add(self.variant)
        self.seed_field = TextField((830, 300, 180, 46), text=str(random.randrange(1, 10**6)),
                                    max_length=9)
        self.widgets.add(self.players)
        self.widgets.add(self.seed_field)
        self.widgets.add(Button((1024, 300, 120, 46), label="New seed", on_click=self._reseed))
        self.widgets.add(Button((830, 404, 314, 46), label="Shuffle seat order",
                                on_click=self._shuffle))
        self.widgets.add(Button((930, 600, 300, 56), label="Start game", primary=True,
                                on_click=self.start))
        self.widgets.add(Button((60, 600, 160, 56), label="Back", on_click=self.app.pop))
        self._players(self.players.value)

    @property
    def count(self) -> int:
        return int(self.players.value)

    def _players(self, _value: str) -> None:
        for seat, (field, choice) in enumerate(zip(self.name_fields, self.controller_choices,
                                                   strict=True)):
            field.visible = choice.visible = seat < self.count
        fitting = [v for v in self.spec.variants().values()
                   if v.min_players <= self.count <= v.max_players]
        self.variant.options = [v.id for v in fitting]
        self.variant.labels = [v.title for v in fitting]
        self.variant.index = 0
        self.variant.set_value(self.spec.default_variant(self.count))

    def _reseed(self) -> None:
        self.seed_field.text = str(random.randrange(1, 10**6))

    def _shuffle(self) -> None:
        seats = [(f.text, c.index) for f, c in zip(self.name_fields, self.controller_choices,
                                                  strict=True)][: self.count]
        random.shuffle(seats)
        for (text, index), field, choice in zip(seats, self.name_fields,
                                                self.controller_choices, strict=False):
            field.text, choice.index = text, index

    def seats(self) -> list[Seat]:
        seats = []
        for seat in range(self.count):
            name = self.name_fields[seat].text.strip() or f"Player {seat + 1}"
            seats.append(Seat(name, self.controller_choices[seat].value))
        return seats

    def start(self) -> None:
        from shifting_sands.shell.start import start_match

        seed_text = self.seed_field.text.strip()
        if not seed_text.isdigit():
            self.error = "The seed must be a whole number."
            return
        seats = self.seats()
        if len({s.name for s in seats}) != len(seats):
            self.error = "Give every seat a different name."
            return
        options = Options(variant=self.variant.value)
        self.app.settings.last_names = tuple(f.text for f in self.name_fields)
        with contextlib.suppress(OSError):
            self.app.settings.save()
        start_match(self.app, Match(self.spec, int(seed_text), seats, options))

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            self.app.pop()
        elif isinstance(intent, Confirm):
            self.start()
        else:
            self.widgets.handle(intent)

    def bot_notes(self) -> list[str]:
        """A line for each kind of bot at the table, so players know whom they face."""
        kinds = dict.fromkeys(c.value for c in self.controller_choices[: self.count]
                              if c.value != HUMAN)
        notes = {kind: kind_note(self.spec, kind) for kind in kinds}
        return [f"{kind} \u2013 {note}" for kind, note in notes.items() if note]

    def _draw_bot_notes(self, canvas: Canvas, top: int) -> None:
        for row, line in enumerate(self.bot_notes()):
            canvas.text(line, (150, top + row * 22), 16, theme.MUTED, "italic")

    def draw(self, canvas: Canvas) -> None:
        canvas.image("ui/background.png", (0, 0, 1280, 720))
        panel(canvas, (40, 40, 1200, 640), radius=20)
        canvas.image(f"games/{self.spec.id}.png", (70, 62, 150, 90))
        canvas.text(f"New game of {self.spec.title}", (240, 80), 40, theme.DEEP_CLAY,
                    "title_bold")
        variant = self.spec.variants()[self.variant.value]
        canvas.text(f"{variant.title}: {variant.description}", (242, 128), 18, theme.MUTED,
                    "italic")
        canvas.text("Variant", (830, 480), 18, theme.INK, "bold")
        canvas.text("Seats, in turn order", (150, 168), 18, theme.INK, "bold")
        for seat in range(self.count):
            y = 196 + seat * 62
            canvas.image(f"ui/seat_{seat}.png", (96, y + 5, 36, 36))
        self._draw_bot_notes(canvas, 196 + self.count * 62 + 8)
        canvas.text("Players", (830, 168), 18, theme.INK, "bold")
        canvas.text("Seed (the same seed deals the same game)", (830, 272), 18, theme.INK,
                    "bold")
        canvas.text("The first seat plays first.", (830, 376), 16, theme.MUTED, "italic")
        if self.count == 1:
            canvas.text("One player plays the solo variant.", (830, 560), 17, theme.TEAL,
                        "bold")
        if self.error:
            canvas.text(self.error, (1230, 580), 17, theme.DANGER, "bold", anchor="midright")
        self.widgets.draw(canvas)
