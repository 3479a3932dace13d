"""New-game setup: seats (a human's name or a bot), variant and the seed.

The table last started is remembered per game (shell/setup_memory.py) and shown on the next
visit; Reset puts the defaults back and forgets it."""

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
from shifting_sands.settings import MAX_NAMES, NAME_LIMIT
from shifting_sands.shell.setup_memory import (
    OWN,
    SeatRow,
    Table,
    default_table,
    remember,
    remembered,
)

DEFAULT_NAMES = ["Yasmin", "Tariq", "Layla", "Omar", "Noor"]
"""No default name is (or shares a first name with) a character of any game, so a seat is
never mistaken for a thief or a general (tests/content/test_character_names.py)."""

PLAYED_BY_TIP = ("Own: this seat is played by its own person. As 1, As 2...: the person "
                 "of that earlier seat plays this one too, so one person may hold several "
                 "seats. The hand-off screen appears only when the person at the keyboard "
                 "changes, never between two seats of one person.")
RESET_TIP = "Put the seats, names, bots, variant and options back to the defaults"

RIGHT = 830.0
"""Left edge of the right-hand column (players, variant, more options)."""


class SetupScene(Scene):
    def __init__(self, app, spec) -> None:
        super().__init__(app)
        self.spec = spec
        self.widgets = WidgetGroup()
        self.error = ""
        controllers = [HUMAN, *spec.bot_kinds()]
        labels = ["Human", *[f"Bot: {k}" for k in spec.bot_kinds()]]
        self.name_fields: list[TextField] = []
        self.controller_choices: list[Choice] = []
        self.person_choices: list[Choice] = []
        """Per seat: played by its own person, or by the person of an earlier seat (one
        co-op player running two explorers). Seat 1 always has its own."""
        self.seat_setting = spec.seat_setting()
        """A game's own choice made seat by seat (the Ouroboros' roles), or None."""
        self.seat_setting_choices: list[Choice] = []
        narrow = self.seat_setting is not None
        name_w, choice_x, choice_w = (170, 330, 190) if narrow else (300, 466, 220)
        same_x = choice_x + choice_w + 12
        for seat in range(spec.max_players):
            y = 196 + seat * 62
            field = TextField((150, y, name_w, 46), placeholder=f"Player {seat + 1}",
                              max_length=NAME_LIMIT)
            choice = Choice((choice_x, y, choice_w, 46), options=controllers, labels=labels)
            self.name_fields.append(field)
            self.controller_choices.append(choice)
            self.widgets.add(field)
            self.widgets.add(choice)
            if self.seat_setting is not None:
                own = Choice((same_x + 136, y, 822 - same_x - 136, 46),
                             options=list(self.seat_setting.options),
                             labels=list(self.seat_setting.labels))
                self.seat_setting_choices.append(own)
                self.widgets.add(own)
            same = Choice((same_x, y, 124, 46), options=[OWN, *[str(s) for s in range(seat)]],
                          labels=["Own", *[f"As {s + 1}" for s in range(seat)]],
                          visible=seat >= 1)
            self.person_choices.append(same)
            self.widgets.add(same)
        counts = [str(n) for n in range(spec.min_players, spec.max_players + 1)]
        self.players = Choice((RIGHT, 196, 180, 46), options=counts, on_change=self._players)
        self.variant = Choice((RIGHT, 290, 314, 46), options=["standard"], labels=["Standard"])
        self.widgets.add(self.variant)
        self.widgets.add(self.players)
        self.shuffle_button = Button((choice_x + choice_w - 150, 160, 150, 32),
                                     label="Shuffle seats", size=16,
                                     on_click=self._shuffle,
                                     tooltip="Deal the seats in a random order")
        self.widgets.add(self.shuffle_button)
        self.more_button = Button((RIGHT, 470, 190, 36), label="More options", size=16,
                                  on_click=self._toggle_more)
        self.widgets.add(self.more_button)
        self.seed_field = TextField((RIGHT, 540, 180, 44), text=str(random.randrange(1, 10**6)),
                                    max_length=9, visible=False)
        self.seed_button = Button((RIGHT + 194, 540, 120, 44), label="New seed",
                                  on_click=self._reseed, visible=False)
        self.widgets.add(self.seed_field)
        self.widgets.add(self.seed_button)
        self.widgets.add(Button((930, 600, 300, 56), label="Start game", primary=True,
                                on_click=self.start))
        self.widgets.add(Button((60, 600, 160, 56), label="Back", on_click=self.app.pop))
        self.reset_button = Button((236, 600, 150, 56), label="Reset", on_click=self.reset,
                                   tooltip=RESET_TIP)
        self.widgets.add(self.reset_button)
        recalled = remembered(app.settings, spec, self.seat_setting)
        self.recalled = recalled is not None
        """Whether the screen opened on the table remembered from last time."""
        last = list(app.settings.last_names)
        self.apply(recalled or default_table(spec, last + DEFAULT_NAMES[len(last):],
                                             self.seat_setting))

    # -- the table as a whole: shown, read back, remembered --------------------------------
    def apply(self, table: Table) -> None:
        """Show `table`: every seat's name, controller, person and option, the count and
        the variant (set last: a new count offers its own variants)."""
        for seat, row in enumerate(table.seats[: self.spec.max_players]):
            self.name_fields[seat].text = row.name
            self.controller_choices[seat].set_value(row.controller)
            self.person_choices[seat].set_value(row.played_by)
            if self.seat_setting_choices and row.setting is not None:
                self.seat_setting_choices[seat].set_value(row.setting)
        self.players.set_value(str(table.players))
        self._players(self.players.value)
        self.variant.set_value(table.variant)
        self._person_visibility()

    def table(self) -> Table:
        """What the screen shows now, as the settings keep it."""
        rows = []
        for seat in range(self.spec.max_players):
            text = "".join(ch for ch in self.name_fields[seat].text if ch.isprintable())
            setting = (self.seat_setting_choices[seat].value if self.seat_setting_choices
                       else None)
            rows.append(SeatRow(text[:NAME_LIMIT], self.controller_choices[seat].value,
                                self.person_choices[seat].value, setting))
        return Table(self.count, self.variant.value, tuple(rows))

    def reset(self) -> None:
        """The defaults on screen, and the remembered table forgotten."""
        self.apply(default_table(self.spec, DEFAULT_NAMES, self.seat_setting))
        self.recalled = False
        self.error = ""
        remember(self.app.settings, self.spec, None)
        with contextlib.suppress(OSError):
            self.app.settings.save()

    @property
    def more_shown(self) -> bool:
        return self.seed_field.visible

    def _toggle_more(self) -> None:
        shown = not self.more_shown
        self.seed_field.visible = self.seed_button.visible = shown
        self.more_button.label = "Fewer options" if shown else "More options"

    def first_game_tip(self) -> str:
        return self.spec.first_game_tip

    @property
    def count(self) -> int:
        return int(self.players.value)

    def _players(self, _value: str) -> None:
        for seat, (field, choice) in enumerate(zip(self.name_fields, self.controller_choices,
                                                   strict=True)):
            field.visible = choice.visible = seat < self.count
        self._person_visibility()
        fitting = [v for v in self.spec.variants().values()  # not a copy a save carried
                   if v.min_players <= self.count <= v.max_players and "~" not in v.id]
        self.variant.options = [v.id for v in fitting]
        self.variant.labels = [f"{v.title} (yours)" if v.own else v.title for v in fitting]
        self.variant.index = 0
        self.variant.set_value(self.spec.default_variant(self.count))
        self.shuffle_button.visible = self.count > 1

    def _person_visibility(self) -> None:
        """"Same player as seat N" is offered to a human seat after the first; the game's
        per-seat option to every seat in play, or only to people when it does nothing for a
        bot (`people_only`: Curse Reverse's "Asked to play")."""
        people_only = getattr(self.seat_setting, "people_only", False)
        for seat, same in enumerate(self.person_choices):
            human = self.controller_choices[seat].value == HUMAN
            same.visible = 1 <= seat < self.count and human
            if self.seat_setting_choices:
                self.seat_setting_choices[seat].visible = seat < self.count and (
                    human or not people_only)

    def _reseed(self) -> None:
        self.seed_field.text = str(random.randrange(1, 10**6))

    def _shuffle(self) -> None:
        seats = [(f.text, c.index) for f, c in zip(self.name_fields, self.controller_choices,
                                                  strict=True)][: self.count]
        random.shuffle(seats)
        for (text, index), field, choice in zip(seats, self.name_fields,
                                                self.controller_choices, strict=False):
            field.text, choice.index = text, index
        for same in self.person_choices:
            same.index = 0

    def seats(self) -> list[Seat]:
        seats: list[Seat] = []
        for seat in range(self.count):
            name = self.name_fields[seat].text.strip() or f"Player {seat + 1}"
            controller = self.controller_choices[seat].value
            same = self.person_choices[seat].value
            person = ""
            if controller == HUMAN and same != OWN and not seats[int(same)].is_bot:
                person = seats[int(same)].player  # the person of that seat (and of its own)
            seats.append(Seat(name, controller, person))
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
        settings = {}
        self._person_visibility()  # a bot's seat takes the option's default
        if self.seat_setting is not None:
            default = self.seat_setting.options[0]
            picked = [c.value if c.visible else default
                      for c in self.seat_setting_choices[: self.count]]
            try:
                value = self.seat_setting.settle(picked)
            except ValueError as exc:
                self.error = str(exc)
                return
            if value is not None:
                settings[self.seat_setting.key] = value
        options = Options(variant=self.variant.value, settings=settings)
        table = self.table()
        remember(self.app.settings, self.spec, table)
        self.app.settings.last_names = tuple(row.name for row in table.seats)[:MAX_NAMES]
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

    def setting_notes(self) -> list[str]:
        """What each value of the game's seat setting chosen by a person means (a setting
        with `notes`), so a choice is explained where it is made."""
        notes = getattr(self.seat_setting, "notes", None)
        if not notes:
            return []
        meaning = dict(zip(self.seat_setting.options, notes, strict=True))
        chosen = {c.value for c, kind in zip(self.seat_setting_choices[: self.count],
                                            self.controller_choices, strict=False)
                  if kind.value == HUMAN}
        return [meaning[o] for o in self.seat_setting.options if o in chosen]

    def _draw_bot_notes(self, canvas: Canvas, top: int) -> None:
        lines = self.bot_notes()
        for row, line in enumerate(lines):
            canvas.text(line, (150, top + row * 22), 16, theme.MUTED, "italic")
        y = top + len(lines) * 22
        for note in self.setting_notes():
            y += canvas.paragraph(note, (150, y, 672, 60), 15, theme.MUTED, "italic")

    def draw(self, canvas: Canvas) -> None:
        canvas.cover("ui/background.png")
        panel(canvas, (40, 40, 1200, 640), radius=20)
        canvas.image(f"games/{self.spec.id}.png", (70, 62, 150, 90))
        canvas.text(f"New game of {self.spec.title}", (240, 80), 40, theme.DEEP_CLAY,
                    "title_bold")
        canvas.paragraph(self.spec.blurb, (242, 128, 970, 24), 15, theme.MUTED, "italic")
        heading = "Seats, in turn order" if self.count > 1 else "Your seat"
        canvas.text(heading, (150, 168), 18, theme.INK, "bold")
        for seat in range(self.count):
            y = 196 + seat * 62
            canvas.image(self.spec.seat_mark(seat), (96, y + 5, 36, 36))
        self._draw_bot_notes(canvas, 196 + self.count * 62 + 8)
        self._person_visibility()
        if any(same.visible for same in self.person_choices):
            x, _, w, _ = self.person_choices[1].rect
            canvas.text("Played by", (x + w / 2, 176), 15, theme.MUTED, "italic",
                        anchor="center")
        if any(own.visible for own in self.seat_setting_choices):
            x, _, w, _ = self.seat_setting_choices[0].rect
            canvas.text(self.seat_setting.title, (x + w / 2, 176), 15, theme.MUTED, "italic",
                        anchor="center")
        if self.recalled:
            canvas.text("As you last set it", (396, 628), 15, theme.MUTED, "italic",
                        anchor="midleft")
        canvas.text("Players", (RIGHT, 168), 18, theme.INK, "bold")
        canvas.text("Variant", (RIGHT, 262), 18, theme.INK, "bold")
        variant = self.spec.variants()[self.variant.value]
        y = 344 + canvas.paragraph(variant.description, (RIGHT, 344, 370, 60), 16,
                                   theme.MUTED, "italic")
        tip = self.first_game_tip()
        if tip:
            canvas.paragraph(tip, (RIGHT, y + 6, 370, 60), 15, theme.TEAL, "bold")
        if self.more_shown:
            canvas.text("Seed: the same seed deals the same game", (RIGHT, 516), 16,
                        theme.INK, "bold")
        if self.error:
            canvas.text(self.error, (1230, 580), 17, theme.DANGER, "bold", anchor="midright")
        self.widgets.draw(canvas)
        self.draw_tooltip(canvas)

    def tooltip(self) -> tuple[tuple[float, float, float, float], str] | None:
        """The hint of the widget under the pointer, with that widget's rect."""
        hinted = [(b, b.tooltip) for b in (self.shuffle_button, self.reset_button)]
        hinted += [(same, PLAYED_BY_TIP) for same in self.person_choices]
        for widget, text in hinted:
            if widget.visible and widget.hovered:
                return widget.rect, text
        return None

    def draw_tooltip(self, canvas: Canvas) -> None:
        shown = self.tooltip()
        if shown is None:
            return
        (x, y, w, _h), text = shown
        width = min(420.0, canvas.text_width(text, 15) + 20)
        lines = canvas.wrap(text, width - 20, 15)
        height = 10 + 20 * len(lines)
        left = min(max(50.0, x + w / 2 - width / 2), 1230 - width)
        top = y - height - 6
        canvas.rect((43, 29, 20, 230), (left, top, width, height), 6)
        for row, line in enumerate(lines):
            canvas.text(line, (left + width / 2, top + 15 + row * 20), 15, theme.BONE,
                        anchor="center")
