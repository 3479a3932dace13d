"""What lies over the North Africa map window: the objectives panel (set in a corner with
nothing to click under it), the map key, the other side's shown hand and a finished
battle's panel (folded to a strip while a space to click lies under it). No hover or click
passes through them to the map, and no name is placed under the first three. A mixin of
`NorthAfricaScene`."""

from __future__ import annotations

from shifting_sands.core.canvas import Canvas
from shifting_sands.games.north_africa.table.counters import counter_size
from shifting_sands.games.north_africa.table.layout import COMBAT_RECT, SEEN_RECT, SEEN_ROW, inside
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

    def battle_folds(self) -> bool:
        """Whether a finished battle shows as a strip: quick battles, or the map under the
        panel is needed now, or it has been a strip before in this fight (it stays one, as
        the player last saw it, until the player opens it: the README's table notes)."""
        show = self.combat_show
        if show is not None and show.ended is not None and show.opened:
            return False
        folds = self.app.settings.quick_battles or self.needs_map_under_panel()
        if show is None or show.ended is None:
            return folds
        show.folded = show.folded or folds
        return show.folded

    def open_battle(self) -> None:
        """The strip's Open: the whole finished battle again, until the player closes it."""
        show = self.combat_show
        if show is not None:
            show.opened, show.folded = True, False

    def needs_map_under_panel(self) -> bool:
        """Whether, after a fight, something to click (an advance's or a retreat's space, a
        unit to move) lies under the battle panel: then it folds to its strip."""
        show = self.combat_show
        if show is None or show.ended is None:
            return False
        for space in self.lit_spaces():
            if space in self.spaces and inside(COMBAT_RECT, self.camera.to_screen(
                    (self.spaces[space].x, self.spaces[space].y))):
                return True
        movable = set(self.unit_moves())
        return any(p.unit in movable and inside(COMBAT_RECT, p.rect[:2]) for p in self.placed)

    def toggle_quick_battles(self) -> None:
        """Quick battles fold to a strip once the dice are in; saved as a setting."""
        settings = self.app.settings
        settings.quick_battles = not settings.quick_battles
        if settings.quick_battles and self.combat_show is not None:
            self.combat_show.opened = False  # switched on over an opened strip: it folds
        try:
            settings.save()
        except OSError as exc:
            self.say(f"Setting not saved: {exc.strerror or exc}")
