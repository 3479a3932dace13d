"""The results screen made ahead, a part per still frame, while the table still shows the
game's last move (the Mothership's landing banner, any table's pause before its results).

Its first frame made and drew it all at once: the score table, the shell's modules, every
line of text and both buttons, 18-24 ms for the Mothership (issue 37). Made ahead, that
frame pushes the made screen and blits what its drawing left in the canvas's caches.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from shifting_sands.core.canvas import Canvas
from shifting_sands.core.scene import Scene


class ResultsAhead:
    """The results screen for one version of a finished table, and how far it is drawn."""

    def __init__(self) -> None:
        self.version: int | None = None
        self.scene: Scene | None = None
        self._steps: Iterator[None] | None = None
        self.done = False
        self.imported = False
        self._frame = -1
        """The window's frame count at the last step: one step a frame, however many
        updates the frame runs."""

    def import_scores(self, table: Any) -> bool:
        """Import the score table's module (4-6 ms under load), once: a step of its own.
        Whether it did now. (Imported in any still frame of a game instead, it would cost
        that frame as much in every game, finished or not.)"""
        if self.imported:
            return False
        self.imported = True
        table.match.spec.score_table  # noqa: B018 - a hook: its module, imported on use
        return True

    def step(self, table: Any, canvas: Canvas) -> None:
        """One part more: the score table's module if not yet imported, then the screen
        itself, then one part of its drawing a step (the screen's `warm`, if it has one);
        nothing once all is done."""
        if table.app.frames == self._frame:
            return
        self._frame = table.app.frames
        if self.version != table.version:
            self.version, self.done = table.version, False
            self.scene = self._steps = None
            if not self.imported:
                self.import_scores(table)
                return
        if self.scene is None and not self.done:
            self.scene = table.app.factories.results(table.app, table.match,
                                                     table.results_lines())
            return
        if self.done or self.scene is None:
            return
        if self._steps is None:
            warm = getattr(self.scene, "warm", None)
            self._steps = warm(canvas) if warm is not None else iter(())
        if next(self._steps, False) is not None:
            self.done = True

    def take(self, table: Any) -> Scene:
        """The screen to push now: the one made ahead if the table is as it was then."""
        scene = self.scene if self.version == table.version else None
        self.version, self.scene, self._steps, self.done = None, None, None, False
        if scene is None:
            scene = table.app.factories.results(table.app, table.match, table.results_lines())
        return scene
