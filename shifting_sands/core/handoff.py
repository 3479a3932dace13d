"""The privacy hand-off screen: hides every secret until the next player is ready."""

from __future__ import annotations

from collections.abc import Callable

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Confirm, Intent, Menu, PointerUp
from shifting_sands.core.scene import Scene
from shifting_sands.rules.protocol import Prompt, PromptKind

TITLE_WIDTH = 1180
"""The headline shrinks until it fits this many logical pixels (long names)."""


def handoff_title(name: str, prompt: Prompt | None, subject: str | None = None) -> str:
    """Why the computer comes to `name`, from the prompt's kind: a turn, a vote (on
    `subject` when the game names it from public information) or a moment to answer. A
    response window reads the same whatever the person holds, so it tells nobody anything."""
    kind = prompt.kind if prompt is not None else PromptKind.TURN
    if kind is PromptKind.VOTE:
        return f"{name}: your vote on {subject}" if subject else f"{name}: your vote"
    if kind is PromptKind.RESPONSE:
        return f"{name}: a moment to answer"
    if kind is PromptKind.DEFENDER:
        return f"{name}: your answer to the attack"
    if kind is PromptKind.SETUP:
        return f"{name}: your secret choice"
    return f"{name}: your turn"


class HandoffScene(Scene):
    """Full screen and not an overlay: nothing of the game below is drawn, and a menu opened
    from here (Esc) draws over this screen, never over the table."""

    overlay = False

    def __init__(self, app, name: str, on_ready: Callable[[], None],
                 reason: str = "Your cards stay hidden until you are ready.",
                 seat: int | None = None, mark: str | None = None,
                 on_menu: Callable[[], None] | None = None, title: str | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.title = title or f"{name}: your turn"
        """Who and why: "Amira: your turn", "Amira: a moment to answer"."""
        self.seat = seat
        self.mark = mark or (f"ui/seat_{seat}.png" if seat is not None else None)
        """The image of the seat's own mark (the game's token or piece)."""
        self.on_menu = on_menu
        self.on_ready = on_ready
        self.reason = reason
        self.time = 0.0

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            if self.on_menu is not None:
                self.on_menu()  # pushed above this screen, so the table stays hidden
            return
        if self.time > 0.3 and isinstance(intent, PointerUp | Confirm):
            self.app.scenes.pop()
            self.on_ready()

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: Canvas) -> None:
        canvas.cover("ui/background_dark.png")
        canvas.veil((12, 18, 32, 150))
        if self.mark is not None:
            canvas.image(self.mark, (608, 178, 64, 64))
        size = 64
        while size > 30 and canvas.text_width(self.title, size, "title_bold") > TITLE_WIDTH:
            size -= 2
        canvas.text(self.title, (640, 300), size, theme.BONE, "title_bold", anchor="center")
        canvas.text(self.reason, (640, 370), 22, (220, 210, 190), anchor="center")
        pulse = 180 + int(60 * abs(((self.time * 0.8) % 2) - 1))
        canvas.text("Click or press Enter when ready", (640, 440), 22,
                    (theme.GOLD[0], theme.GOLD[1], theme.GOLD[2]), "bold", anchor="center",
                    alpha=pulse)
        if self.on_menu is not None:
            canvas.text("Esc: menu (save, settings, quit) without showing the table",
                        (640, 660), 16, (200, 190, 170), "italic", anchor="center")
