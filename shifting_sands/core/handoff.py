"""The privacy hand-off screen: hides every secret until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Confirm, Intent, Menu, PointerUp
from shifting_sands.core.scene import Scene


class HandoffScene(Scene):
    """Full screen and not an overlay: nothing of the game below is drawn."""

    overlay = False

    def __init__(self, app, name: str, on_ready: Callable[[], None],
                 reason: str = "Your cards stay hidden until you are ready.",
                 seat: int | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.seat = seat
        self.on_ready = on_ready
        self.reason = reason
        self.time = 0.0

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            return  # the pause menu would show the board behind
        if self.time > 0.3 and isinstance(intent, PointerUp | Confirm):
            self.app.scenes.pop()
            self.on_ready()

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: Canvas) -> None:
        canvas.image("ui/background_dark.png", (0, 0, 1280, 720))
        canvas.rect((12, 18, 32, 150), (0, 0, 1280, 720))
        if self.seat is not None:
            canvas.image(f"ui/seat_{self.seat}.png", (612, 186, 56, 56))
        canvas.text(f"Pass to {self.name}", (640, 300), 64, theme.BONE, "title_bold",
                    anchor="center")
        canvas.text(self.reason, (640, 370), 22, (220, 210, 190), anchor="center")
        pulse = 180 + int(60 * abs(((self.time * 0.8) % 2) - 1))
        canvas.text("Click or press Enter when ready", (640, 440), 22,
                    (theme.GOLD[0], theme.GOLD[1], theme.GOLD[2]), "bold", anchor="center",
                    alpha=pulse)
