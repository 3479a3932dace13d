"""What lies over the North Africa map window: the Home and Supply buttons, the objectives
panel (set in a corner with nothing to click under it) and the map key. No name is placed
under them, and no hover or click passes through them to the map. A mixin of
`NorthAfricaScene`."""

from __future__ import annotations

from shifting_sands.core.canvas import Canvas
from shifting_sands.games.north_africa.table.counters import counter_size
from shifting_sands.games.north_africa.table.layout import SEEN_RECT, SEEN_ROW
from shifting_sands.games.north_africa.table.map_key import KEY_RECT, draw_map_key
from shifting_sands.games.north_africa.table.map_painter import box_rect, space_radius
from shifting_sands.games.north_africa.table.objectives import choose_rect

Rect = tuple[float, float, float, float]


class MapOverlays:
    """The panels over the map (mixed into `NorthAfricaScene`)."""

    key_open = False
    """Whether the map key lies over the map (the Key button, or K)."""

    def map_overlays(self) -> list[tuple[float, float, float, float]]:
        """The panels and buttons that lie over the map window: no name goes under them
        and no click or hover passes through them to the map."""
        if self.key_open:
            return [KEY_RECT]
        found = []
        if self.objectives_key is not None:
            found.append(self.objectives_key)
        seen = self.seen_rect()
        if seen is not None:
            found.append(seen)
        return found

    def seen_rect(self) -> Rect | None:
        """The other side's shown hand over the map's upper left, when open."""
        view = self.view()
        if view.seen_hand is None or view.seat not in (0, 1) or not self.show_seen:
            return None
        x, y, w, _h = SEEN_RECT
        return (x, y, w, 38 + max(1, len(view.seen_hand)) * SEEN_ROW)

    def toggle_key(self) -> None:
        self.key_open = not self.key_open
        self.fanned = None
        self.key_button.primary = self.key_open

    def draw_key_panel(self, canvas: Canvas) -> None:
        if self.key_open:
            canvas.layer("na-map-key", (), KEY_RECT,
                         lambda c: draw_map_key(c, self.content, KEY_RECT))

    def place_objectives(self) -> None:
        """Put the objectives panel in a corner of the map with nothing to click under it
        (folded to its title line when every corner has something)."""
        height = self.objectives_height
        seen = self.seen_rect()
        key = (self.version, self.camera.key(), seen)
        if height is None or key == self._objectives_for:
            return
        self._objectives_for = key
        busy = self.busy_rects() + ([seen] if seen is not None else [])
        self.objectives_key, self.objectives_folded = choose_rect(height, busy)

    def busy_rects(self) -> list[tuple[float, float, float, float]]:
        """What a click or hover on the map may reach at this camera: every space's circle
        and pile, every box."""
        camera, zoom = self.camera, self.camera.zoom
        radius = space_radius(zoom) + 4
        size = counter_size(zoom)
        held = self.units_at()
        found = []
        for space in self.board.spaces:
            if space.box:
                found.append(box_rect(space, zoom, camera.to_screen))
                continue
            x, y = camera.to_screen((space.x, space.y))
            found.append((x - radius, y - radius, 2 * radius, 2 * radius))
            if held.get(space.name):
                found.append((x - size / 2 - 6, y - size * 0.8 - 8, size + 14, size + 8))
        return found

