"""A game's seat setting changed during play, in the pause menu's settings (Curse Reverse:
how often a person is asked to play a cartouche, ruling C36).

The game's `seat_setting()` object says whose setting may change now (`seat_now(state)`),
its value (`value_of`) and the action that changes it (`change(value)`): the change is a
logged action, so a replay meets it where it was made. It is submitted once, when the
settings close, through the game scene like any move; its `notes` explain each choice.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import Choice


def live_setting(game_scene: Any) -> Any:
    """The game's seat setting if it can change during play, else None (also when the
    settings were opened from the launcher, with no game)."""
    if game_scene is None:
        return None
    setting = game_scene.spec.seat_setting()
    return setting if hasattr(setting, "seat_now") else None


class GameSetting:
    """The setting's title, its choice (when a seat may change it now) and what it means."""

    height = 190

    def __init__(self, game_scene: Any, setting: Any, top: float, left: float,
                 width: float) -> None:
        self.game_scene = game_scene
        self.setting = setting
        self.top, self.left, self.width = top, left, width
        state = game_scene.state
        self.seat = setting.seat_now(state)
        self.start = setting.value_of(state, self.seat) if self.seat is not None else ""
        self.choice = Choice((left + 220, top + 26, 200, 40), options=list(setting.options),
                             labels=list(setting.labels), visible=self.seat is not None)
        if self.seat is not None:
            self.choice.set_value(self.start)

    def commit(self) -> str:
        """Submit the change, if any, and keep the autosave; a sentence for the menu."""
        if self.seat is None or self.choice.value == self.start:
            return ""
        if not self.game_scene.submit(self.setting.change(self.choice.value)):
            return "That setting cannot change now."
        self.start = self.choice.value
        self.game_scene.autosave(quiet=True)
        return ""

    def note(self) -> str:
        if self.seat is None:
            now = self.everyone()
            return ("A person changes it on their own turn, or when they are asked to play."
                    + (f" Now: {now}." if now else ""))
        notes = getattr(self.setting, "details", None) or self.setting.notes
        return dict(zip(self.setting.options, notes, strict=True))[self.choice.value]

    def everyone(self) -> str:
        """Each person's setting, for the moments nobody may change theirs."""
        match = self.game_scene.match
        labels = dict(zip(self.setting.options, self.setting.labels, strict=True))
        return ", ".join(f"{seat.name} ({labels.get(self.setting.value_of(match.state, i), '?')})"
                         for i, seat in enumerate(match.seats) if not seat.is_bot)

    def draw(self, canvas: Canvas) -> None:
        x, y = self.left, self.top
        title = self.setting.title
        if self.seat is not None:
            title += f" ({self.game_scene.match.seats[self.seat].name})"
        canvas.text(title, (x, y + 46), 19, theme.INK, anchor="midleft")
        if self.seat is None:
            canvas.text("Not now", (x + 320, y + 46), 18, theme.MUTED, "bold", anchor="center")
        canvas.paragraph(self.note(), (x, y + 80, self.width, 100), 15, theme.MUTED, "italic")
