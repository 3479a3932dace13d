"""The replay viewer: step forwards and backwards through a finished game, the table drawn
at every step by the game's own scene.

Every state is rebuilt from the seed and the action log (`rules.replay_tape`). The table
shows only what everyone could see, unless every seat was a bot: then nobody's secrets
are anybody's, and "Seen by" shows the table through any seat's eyes. The game's scene
only draws here: no bot thinks, nothing is autosaved, no click reaches the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, Key, Menu, PointerMove, Scroll
from shifting_sands.core.replay_note import ReplayNote, quiet_line
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, Choice, WidgetGroup
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.replay_tape import ReplayTape
from shifting_sands.rules.spec import GameSpec

BAR_H = 60


@dataclass(frozen=True)
class Replayable:
    """What a replay needs: the game, its seed, seats, options and action log."""

    spec: GameSpec
    seed: int
    seats: Sequence[Seat]
    options: Options
    actions: Sequence[Any]
    title: str = ""
    """What the bar calls the game ("Lab game 12: standard, seed 12")."""

    @property
    def all_bots(self) -> bool:
        return all(seat.is_bot for seat in self.seats)

    @classmethod
    def of_match(cls, match: Match, title: str = "") -> Replayable:
        return cls(match.spec, match.seed, list(match.seats), match.options, list(match.log),
                   title)


class ReplayScene(Scene):
    """One finished game under the replay bar: |< < step > >|, Seen by, Close."""

    def __init__(self, app, game: Replayable, on_close: Callable[[], None] | None = None,
                 step: int | None = None) -> None:
        super().__init__(app)
        from shifting_sands.shell.start import scene_class

        self.game = game
        self.on_close = on_close
        self.tape = ReplayTape(game.spec, game.seed, len(game.seats), game.options,
                               game.actions)
        # people's seats, so the scene starts no bot (the viewer below picks the view shown)
        seats = [Seat(seat.name, HUMAN, seat.player) for seat in game.seats]
        self.match = Match(game.spec, game.seed, seats, game.options,
                           state=self.tape.state_at(0), log=[], match_id="")
        self.table = scene_class(game.spec)(app, self.match)
        self.table.replay_note = ReplayNote(0, self.tape.length)
        for button in self.table.widgets.widgets:  # undo, rules and menu: under the bar
            if button.rect[1] < BAR_H:
                button.visible = False
        self.step = 0
        self.seen_by: int | None = None
        self.widgets = WidgetGroup()
        self._build_bar()
        self.go(self.tape.length if step is None else step)

    # -- the bar -------------------------------------------------------------------------
    def _build_bar(self) -> None:
        y = 8
        buttons = [("|<", lambda: self.go(0), "The start (Home)"),
                   ("<", lambda: self.go(self.step - 1), "One step back (Left)"),
                   (">", lambda: self.go(self.step + 1), "One step on (Right)"),
                   (">|", lambda: self.go(self.tape.length), "The end (End)")]
        for i, (label, action, tip) in enumerate(buttons):
            self.widgets.add(Button((820 + i * 54, y, 48, 44), label=label, on_click=action,
                                    tooltip=tip, size=18))
        self.widgets.add(Button((1184, y, 86, 44), label="Close", on_click=self.close,
                                size=18))
        names = [seat.name for seat in self.game.seats]
        options = ["all", *[str(i) for i in range(len(names))]]
        labels = ["Seen by all", *[f"Seen by {name}" for name in names]]
        self.seen_choice = Choice((590, y + 2, 220, 40), options=options, labels=labels,
                                  on_change=self._seen)
        self.seen_choice.visible = self.game.all_bots  # people's secrets stay theirs
        self.widgets.add(self.seen_choice)

    def _seen(self, value: str) -> None:
        self.seen_by = None if value == "all" else int(value)
        self._show()

    # -- stepping ------------------------------------------------------------------------
    def go(self, step: int) -> None:
        """Show the table after `step` actions (clamped to the game)."""
        self.step = max(0, min(step, self.tape.length))
        table = self.table
        self.match.state = self.tape.state_at(self.step)
        self.match.log = []
        table.log = []
        table.on_undo()  # the scene forgets what it derived from later moves
        for index in range(self.step):
            table._add_log(index, self.tape.events[index])
        self.match.log = list(self.tape.actions[: self.step])
        lines = [line for index, line in table.log if index == self.step - 1]
        quiet = ""
        if self.step and not lines:
            seat, kind = self.tape.actors[self.step - 1]
            quiet = quiet_line(table.name(seat) if seat >= 0 else "Chance",
                               kind.value if kind else None)
        table.replay_note = ReplayNote(self.step, self.tape.length, tuple(lines), quiet)
        self._show()

    def _show(self) -> None:
        table = self.table
        seat = self.seen_by if self.game.all_bots else None
        table._keyboard = table._shown = seat
        table.version += 1
        table._cache.clear()

    def close(self) -> None:
        self.app.pop()
        if self.on_close is not None:
            self.on_close()

    # -- input and drawing ---------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        import pygame

        if isinstance(intent, Menu):
            self.close()
            return
        if isinstance(intent, Key):
            moves = {pygame.K_LEFT: self.step - 1, pygame.K_RIGHT: self.step + 1,
                     pygame.K_HOME: 0, pygame.K_END: self.tape.length,
                     pygame.K_PAGEUP: self.step - 10, pygame.K_PAGEDOWN: self.step + 10}
            if intent.key in moves:
                self.go(moves[intent.key])
            return
        if self.widgets.handle(intent):
            return
        if isinstance(intent, PointerMove | Scroll):  # hover notes and the log's scroll only
            self.table.handle(intent)

    def status(self) -> str:
        """Where the replay stands and what its step wrote (never a live prompt)."""
        note = self.table.replay_note
        return f"Step {self.step} of {self.tape.length}: {note.first_line if note else ''}"

    def draw(self, canvas: Canvas) -> None:
        self.table.draw(canvas)
        left, top, width, _ = canvas.window_rect()
        canvas.rect((43, 29, 20), (left, top, width, BAR_H - top))
        title = self.game.title or f"Replay: {self.game.spec.title}"
        canvas.text(title, (20, 20), 18, theme.GOLD, "bold", anchor="midleft")
        status = self.status()
        while canvas.text_width(status, 16) > 560 and len(status) > 8:
            status = status[:-4] + "..."
        canvas.text(status, (20, 44), 16, theme.BONE, anchor="midleft")
        if not self.game.all_bots:
            canvas.text("Public view", (700, 30), 16, theme.LIGHT_SAND, "italic",
                        anchor="center")
        share = self.step / self.tape.length if self.tape.length else 1.0
        canvas.rect(theme.DEEP_CLAY, (0, BAR_H - 4, 1280, 4))
        canvas.rect(theme.GOLD, (0, BAR_H - 4, 1280 * share, 4))
        self.widgets.draw(canvas)
        self._tooltip(canvas)

    def _tooltip(self, canvas: Canvas) -> None:
        self.widgets.draw_tooltips(canvas)


__all__ = ["ReplayScene", "Replayable"]
