"""North Africa's space names at every zoom the player can reach, in both scenarios: each
name shown stays by its own space (beside its circle or pile, or tied to it by a leader
line when nearer another space), over no other name, pile, flag or panel; zoomed out below
the Home view (or where the window's edge or a crowd leaves no room) a name with no such
spot is left off, and its space still names itself on hover; at the Home view every space
on screen keeps its name."""

from __future__ import annotations

import math

import pytest

from shifting_sands.games.north_africa.table.camera import HOME_CENTRE, HOME_LEVEL
from shifting_sands.games.north_africa.table.counters import pile_bounds
from shifting_sands.games.north_africa.table.label_place import (
    FULL_RADIUS,
    RINGS,
    Want,
    gap,
    overlap,
    place_labels,
    reach,
)
from shifting_sands.games.north_africa.table.layout import MAP_RECT, inside
from shifting_sands.games.north_africa.table.map_painter import (
    flag_rect,
    names_shown,
    space_radius,
)
from tests.scenes.helpers import run
from tests.scenes.na_clicks import hover
from tests.scenes.test_north_africa_map_labels import home

CENTRES = (HOME_CENTRE, (2700.0, 300.0), (2600.0, 1400.0))
"""Where the camera looks: the desert war, the Levant and East Africa."""


def look(app, scene, level: int, centre: tuple[float, float]) -> None:
    scene.camera.level = level
    scene.camera.centre = centre
    scene.camera.clamp()
    scene.version += 1
    run(app, 2)


def probes(want: Want) -> list[tuple[float, float]]:
    """Points of a space's circle (and just under its counters) a pointer may rest on."""
    (x, y), r = want.centre, want.radius - 1
    points = [(x, y), (x, y + r), (x, y - r), (x + r, y), (x - r, y)]
    if want.body is not None:
        points.append((x, want.body[1] + want.body[3] + 1))
    return points


def hover_names(scene, point: tuple[float, float], name: str) -> bool:
    """Whether the pointer at `point` gets the space's own note (its name first), not a
    counter's; zoomed out past the names, a hovered counter names its space too."""
    if scene.place_at(point) != name:
        return False
    return not names_shown(scene.camera.zoom) or scene.unit_at(point) is None


def fans_named(app, scene, name: str) -> bool:
    """Whether hovering the space's pile fans it out, under a row with its name."""
    stack = [p for p in scene.placed if p.place == name]
    if len(stack) < 2:
        return False
    x, y, w, h = stack[-1].rect
    hover(app, (x + w / 2, y + h / 2))
    fanned = scene.fanned == name and scene.fan_title is not None
    hover(app, (1100, 700))
    return fanned


def check_names(app, scene) -> int:
    """Every rule above at the camera as it stands; the number of names shown."""
    camera, zoom = scene.camera, scene.camera.zoom
    radius = space_radius(zoom)
    bounds = (MAP_RECT[0] + 2, MAP_RECT[1] + 2, MAP_RECT[2] - 4, MAP_RECT[3] - 4)
    piles: dict[str, list] = {}
    for placed in scene.placed:
        piles.setdefault(placed.place, []).append(placed)
    wants = {}
    for space in scene.board.spaces:
        centre = camera.to_screen((space.x, space.y))
        if not space.box and inside(bounds, centre):
            body = pile_bounds(piles[space.name]) if space.name in piles else None
            wants[space.name] = Want(space.name, centre, radius, (0.0, 0.0), body)
    spots = scene.label_spots
    level = camera.level
    if not names_shown(zoom):
        assert spots == {}
    for name, want in wants.items():  # a name left off is still read on hover
        if name not in spots:
            assert not (level == HOME_LEVEL and camera.centre == HOME_CENTRE), name
            if not any(hover_names(scene, point, name) for point in probes(want)):
                assert fans_named(app, scene, name), (level, name)
    if not names_shown(zoom):
        return 0
    assert len(spots) >= 0.6 * len(wants), (level, len(spots), len(wants))
    farthest = 2.0 + RINGS[-1] * min(1.0, radius / FULL_RADIUS) + 4.0
    flags = [flag_rect(camera.to_screen((scene.spaces[f].x, scene.spaces[f].y)), zoom)
             for f in scene.map_layer.objectives]
    names = list(spots.items())
    for i, (name, spot) in enumerate(names):
        want = wants[name]
        rect = spot.rect
        assert inside(MAP_RECT, rect[:2]), (level, name)
        circle = (want.centre[0] - radius, want.centre[1] - radius, 2 * radius, 2 * radius)
        near = min(gap(rect, circle), gap(rect, want.body) if want.body else math.inf)
        assert near <= farthest, (level, name, near, farthest)  # close to its own space
        if spot.leader is None:  # untied, it must read as its own space's
            rival = min(((reach(rect, other), other.name) for other in wants.values()
                         if other.name != name), default=(math.inf, ""))
            assert rival[0] >= reach(rect, want), (level, name, rival[1])
        else:
            start = spot.leader[0]
            assert math.dist(start, want.centre) == pytest.approx(radius, abs=1.0), name
        for other, there in names[i + 1:]:
            assert not overlap(rect, there.rect), (level, name, other)
        for placed in scene.placed:
            assert not overlap(rect, placed.rect), (level, name, placed.unit)
        for flag in flags:
            assert not overlap(rect, flag), (level, name)
        for panel in scene.map_overlays():
            assert not overlap(rect, panel), (level, name, panel)
    return len(spots)


@pytest.mark.parametrize("variant", ["campaign", "sonnenblume"])
def test_names_stay_by_their_spaces_at_every_zoom(variant):
    app, scene, _match = home(variant)
    shown = {}
    for level in range(scene.camera.max_level + 1):
        for centre in CENTRES:
            look(app, scene, level, centre)
            shown[level, centre] = check_names(app, scene)
    assert shown[scene.camera.max_level, HOME_CENTRE] > 0
    assert sum(1 for count in shown.values() if count) >= 3 * len(CENTRES)


def test_zoomed_out_a_name_with_no_free_spot_is_left_off_unless_it_is_the_only_handle():
    frame = [(0.0, 0.0, 400.0, 88.0), (0.0, 112.0, 400.0, 288.0), (0.0, 88.0, 88.0, 24.0),
             (112.0, 88.0, 288.0, 24.0)]  # all taken but the circle itself
    want = Want("Kassala", (100.0, 100.0), 8.0, (50.0, 14.0))
    bounds = (0.0, 0.0, 400.0, 400.0)
    assert "Kassala" not in place_labels([want], frame, bounds)
    pile = (88.0, 86.0, 24.0, 24.0)  # another space's counters over its very circle
    assert "Kassala" in place_labels([want], [*frame, pile], bounds)
    assert "Kassala" in place_labels([want], [], bounds)  # free: named at any zoom
