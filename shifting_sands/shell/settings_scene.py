"""Settings: animation speed, fullscreen, volume and colour-blind shapes, saved at once; over
a game, also the game's own seat setting that may change during play (`game_setting`)."""

from __future__ import annotations

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import Button, Choice, Toggle
from shifting_sands.settings import ANIMATION_SPEEDS
from shifting_sands.shell.game_setting import GameSetting, live_setting
from shifting_sands.shell.menu_scene import MenuScene

VOLUMES = [str(v) for v in range(0, 101, 10)]


class SettingsScene(MenuScene):
    title = "Settings"
    panel_rect = (390, 110, 500, 500)

    def __init__(self, app, game_scene=None) -> None:
        super().__init__(app)
        s = app.settings
        setting = live_setting(game_scene)
        extra = GameSetting.height if setting is not None else 0
        x, y, w, h = self.panel_rect
        self.panel_rect = (x, y - extra / 2, w, h + extra)
        x, y, w, _ = self.panel_rect
        left = x + 40
        self.speed = Choice((left + 220, y + 100, 200, 40), options=list(ANIMATION_SPEEDS),
                            labels=[k.capitalize() for k in ANIMATION_SPEEDS],
                            on_change=self._speed)
        self.speed.set_value(s.animation_speed)
        self.volume = Choice((left + 220, y + 160, 200, 40), options=VOLUMES,
                             labels=[f"{v}%" for v in VOLUMES], on_change=self._volume)
        self.volume.set_value(str(round(s.volume * 10) * 10))
        self.widgets.add(self.speed)
        self.widgets.add(self.volume)
        self.widgets.add(Toggle((left, y + 220, w - 80, 44), label="Fullscreen (F11)",
                                value=app.fullscreen, on_change=self._fullscreen))
        self.widgets.add(Toggle((left, y + 280, w - 80, 44), label="Colour-blind aid",
                                note="Symbol names on cards and stones",
                                value=s.colourblind_shapes, on_change=self._shapes))
        self.game = None if setting is None else GameSetting(game_scene, setting, y + 320,
                                                               left, w - 80)
        if self.game is not None:
            self.widgets.add(self.game.choice)
        self.widgets.add(Button((x + 150, y + 400 + extra, 200, 46), label="Done",
                                primary=True, on_click=self.back))

    def back(self) -> None:
        """Leave; a change of the game's setting is made now, as one action."""
        if self.game is not None:
            problem = self.game.commit()
            if problem:
                self.message = problem
                return
        super().back()

    def _speed(self, value: str) -> None:
        self.app.settings.animation_speed = value
        self._save()

    def _volume(self, value: str) -> None:
        self.app.settings.volume = int(value) / 100
        self.app.sounds.volume = self.app.settings.volume
        self._save()
        self.app.sounds.play("card")

    def _fullscreen(self, value: bool) -> None:
        if value != self.app.fullscreen:
            self.app.toggle_fullscreen()

    def _shapes(self, value: bool) -> None:
        self.app.settings.colourblind_shapes = value
        self._save()

    def _save(self) -> None:
        try:
            self.app.settings.save()
        except OSError as exc:
            self.message = f"Settings not saved: {exc.strerror or exc}"
        for scene in self.app.scenes.scenes:
            tweens = getattr(scene, "tweens", None)
            if tweens is not None:
                tweens.speed = self.app.settings.animation_factor

    def draw(self, canvas: Canvas) -> None:
        super().draw(canvas)
        x, y, _, _ = self.panel_rect
        canvas.text("Animations", (x + 40, y + 120), 19, theme.INK, anchor="midleft")
        canvas.text("Volume", (x + 40, y + 180), 19, theme.INK, anchor="midleft")
        if self.game is not None:
            self.game.draw(canvas)
        extra = GameSetting.height if self.game is not None else 0
        saved = ("Settings are saved as you change them" if self.game is None else
                 "Saved as you change them; the game's as you leave")
        canvas.text(f"Esc goes back. {saved}.", (x + 250, y + 370 + extra), 15, theme.MUTED,
                    "italic", anchor="center")
