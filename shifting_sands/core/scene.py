"""Scenes and the scene stack: the launcher, menus and game boards are all scenes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent

if TYPE_CHECKING:
    from shifting_sands.core.sound import Sounds
    from shifting_sands.settings import Settings


@dataclass(frozen=True)
class SceneFactories:
    """The screens core opens but does not own, handed in by the shell at start-up.

    Core never imports the shell (its menus, results and launcher sit above it); the window
    holds one of these and a game scene asks it for the pause menu, the rules or the results.
    """

    launcher: Callable[[Host], Scene]
    pause: Callable[[Host, Any], Scene]
    """(app, the game scene) -> the pause menu over it."""
    results: Callable[[Host, Any, list[str]], Scene]
    """(app, the match, the score lines) -> the results screen."""
    rules: Callable[[Host, Any], Scene]
    """(app, the game's spec) -> the rules reader."""
    confirm: Callable[..., Scene]
    """(app, title, message, confirm_label, on_confirm, cancel_label) -> a yes/no question
    over the table whose safe answer (cancel) is the one on Enter."""


class Host(Protocol):
    """What a scene may ask of the window that runs it (`shifting_sands.app.App`)."""

    settings: Settings
    sounds: Sounds
    canvas: Canvas
    scenes: SceneStack
    factories: SceneFactories
    fullscreen: bool
    frames: int

    def push(self, scene: Scene) -> None: ...
    def pop(self) -> None: ...
    def open_launcher(self) -> None: ...
    def quit(self) -> None: ...
    def toggle_fullscreen(self) -> None: ...


class Scene:
    """One screen. Overlays (menus, dialogs) draw over the scene beneath them."""

    overlay = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def handle(self, intent: Intent) -> None:
        """React to one intent from the player."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, canvas: Canvas) -> None:
        """Render the scene (in logical coordinates)."""

    def still_key(self) -> tuple | None:
        """What the scene shows, as a value, or None to be drawn afresh every frame (the
        window keeps its last frame while every visible scene's key stays the same)."""
        return None

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack again."""

    def on_exit(self) -> None:
        """Called when the scene leaves the stack."""

    def on_quit(self) -> None:
        """The program is closing (window closed or Quit): keep what must not be lost."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.top:
            self.top.on_enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every overlay chain under it."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]
