"""Scenes and the scene stack: the launcher, menus and game boards are all scenes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent
from shifting_sands.records import FrozenValueRecord

if TYPE_CHECKING:
    from shifting_sands.core.sound import Sounds
    from shifting_sands.settings import Settings


class SceneFactories(FrozenValueRecord):
    """The screens core opens but does not own, handed in by the shell at start-up.

    Core never imports the shell (its menus, results and launcher sit above it); the window
    holds one of these and a game scene asks it for the pause menu, the rules or the results.
    Written out rather than a frozen dataclass (whose methods compile when its module is
    imported, before the launcher's first frame), it behaves as one did: the same
    arguments, equality and hash by fields, the same repr, no assignment; `replace` stands
    for `dataclasses.replace` (tests/test_settings_record.py).
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
    _fields: ClassVar[tuple[str, ...]] = ("launcher", "pause", "results", "rules", "confirm")

    def __init__(self, launcher: Callable[[Host], Scene], pause: Callable[[Host, Any], Scene],
                 results: Callable[[Host, Any, list[str]], Scene],
                 rules: Callable[[Host, Any], Scene], confirm: Callable[..., Scene]) -> None:
        for name, value in zip(self._fields, (launcher, pause, results, rules, confirm),
                               strict=True):
            object.__setattr__(self, name, value)

    def replace(self, **changes: Callable[..., Scene]) -> SceneFactories:
        """A copy with these factories changed (as `dataclasses.replace` made one)."""
        return SceneFactories(**{**{name: getattr(self, name) for name in self._fields},
                                 **changes})


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

    def work_ahead(self, canvas: Canvas) -> None:
        """Make, in a frame the window kept (it drew nothing), what a later frame will
        draw (fonts' glyphs, say): a frame that composes the screen has enough to do."""

    def still_key(self) -> tuple | None:
        """What the scene shows, as a value, or None to be drawn afresh every frame (the
        window keeps its last frame while every visible scene's key stays the same)."""
        return None

    def pulse_rects(self) -> list[tuple[float, float, float, float]]:
        """The logical rectangles where the last drawing drew a pulse (a glow breathing by
        the frame count, outside the still key): while the key stays the same, the window
        draws the frame again inside them alone (app.py)."""
        return []

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
