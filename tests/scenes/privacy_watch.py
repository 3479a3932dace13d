"""What a game scene draws from, recorded frame by frame, for the privacy tests.

While the scene draws, every view it renders (through `scene.view()` or the state's
`view_for`) is kept, and every text, image and composed sprite it puts on the canvas. A
cached layer shown on a frame the table shares is painted again from what the scene has now
and compared with the copy on screen, so a layer painted earlier for one person cannot show
through. The test says which frames the table shares; `problems()` lists what showed a secret
there.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

import pygame


def view_json(view: Any) -> str:
    return json.dumps(dataclasses.asdict(view), default=str, sort_keys=True)


class PrivacyWatch:
    """Records the views and canvas calls of `scene.draw` on every frame."""

    def __init__(self, app: Any, scene: Any, secret_seats: Callable[[], set[int]],
                 shared: Callable[[], bool], public: Callable[[], bool]) -> None:
        self.app, self.scene = app, scene
        self.secret_seats = secret_seats
        """The seats whose secrets must not show on the frame being drawn."""
        self.shared = shared
        """Whether the frame being drawn is one the whole table may see."""
        self.public = public
        """Whether the frame being drawn must show exactly the public view (a bot acts, the
        game is over)."""
        self.drawing = False
        self.views: list[Any] = []
        self.marks: list[tuple[str, str]] = []
        """(what, string): a text or image name drawn, or a composed sprite's key."""
        self.stale: list[str] = []
        self.found: list[str] = []
        self.frames_checked = 0
        self.shared_frames = 0
        self._texts: dict[int, tuple[Any, str]] = {}
        """id(view) -> (view, its JSON): a view is drawn on many frames, read once."""
        self._compared: set[tuple[str, int, int]] = set()
        self._patch()

    # -- recording ------------------------------------------------------------------------
    def _patch(self) -> None:
        scene, canvas = self.scene, self.app.canvas
        state = scene.match.state
        draw, view, view_for = scene.draw, scene.view, state.view_for
        self.public_view = lambda: view_for(None)
        text, image, built, layer = canvas.text, canvas.image, canvas.built, canvas.layer

        def watched_draw(target) -> None:
            self.drawing, self.views, self.marks, self.stale = True, [], [], []
            try:
                draw(target)
            finally:
                self.drawing = False
            self._check()

        def watched_view() -> Any:
            result = view()
            if self.drawing:
                self.views.append(result)
            return result

        def watched_view_for(seat: int | None) -> Any:
            result = view_for(seat)
            if self.drawing:
                self.views.append(result)
            return result

        def watched_text(words: str, *args, **kwargs):
            if self.drawing:
                self.marks.append(("text", str(words)))
            return text(words, *args, **kwargs)

        def watched_image(name: str, *args, **kwargs):
            if self.drawing:
                self.marks.append(("image", str(name)))
            return image(name, *args, **kwargs)

        def watched_built(key: tuple, *args, **kwargs):
            if self.drawing:
                self.marks.append(("sprite", repr(key)))
            return built(key, *args, **kwargs)

        def watched_layer(name: str, key: tuple, rect, painter, update=None) -> None:
            painted = []

            def paint(target) -> None:
                painted.append(True)
                painter(target)

            layer(name, key, rect, paint, update)
            if self.drawing and not painted and self.shared():
                self._compare_layer(name, rect, painter, layer)

        scene.draw, scene.view, state.view_for = watched_draw, watched_view, watched_view_for
        canvas.text, canvas.image, canvas.built = watched_text, watched_image, watched_built
        canvas.layer = watched_layer

    def _compare_layer(self, name: str, rect, painter, layer) -> None:
        """Paint the layer afresh and compare: a cached copy that differs is stale."""
        canvas = self.app.canvas
        once = (name, id(canvas._layers[name][1]), self.scene.version)
        if once in self._compared:
            return
        self._compared.add(once)
        fresh = f"{name}#fresh"
        layer(fresh, (object(),), rect, painter)
        kept, now = canvas._layers[name][1], canvas._layers.pop(fresh)[1]
        if pygame.image.tobytes(kept, "RGBA") != pygame.image.tobytes(now, "RGBA"):
            self.stale.append(name)

    # -- checking ------------------------------------------------------------------------
    def _check(self) -> None:
        state = self.scene.match.state
        self.frames_checked += 1
        shared = self.shared()
        self.shared_frames += shared
        tokens = {token for seat in self.secret_seats() for token in state.secret_tokens(seat)}
        public = self.public_view() if self.public() else None
        for view in {id(v): v for v in self.views}.values():
            kept = self._texts.get(id(view))
            if kept is None or kept[0] is not view:
                if len(self._texts) > 64:
                    self._texts.clear()
                kept = self._texts[id(view)] = (view, view_json(view))
            text = kept[1]
            for token in tokens:
                if f'"{token}"' in text:
                    self.found.append(f"a view drawn shows {token!r}")
            if public is not None and view != public:
                self.found.append("a bot acts, and a view other than the public one was "
                                  "drawn")
        for what, mark in self.marks:
            for token in tokens:
                # a sprite's key holds the id itself; an image is named after it
                # ("cartouche:apep" -> curse_reverse/cartouche_apep.png)
                shown = (f"'{token}'" in mark if what == "sprite"
                         else token in mark or token.replace(":", "_") in mark)
                if shown:
                    self.found.append(f"the canvas shows {token!r} ({what} {mark[:60]})")
        self.found += [f"layer {name} was painted for an earlier table" for name in self.stale]

    def problems(self) -> list[str]:
        return list(dict.fromkeys(self.found))
