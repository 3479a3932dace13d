"""Where each space's name goes on the map window: beside its circle, clear of the unit
piles, objective flags, symbols, panels and the other names (issue 33: "Isus", "Soll" and
Tobruk under its pile). Pure geometry, no pygame.

Names are placed one by one, the most crowded space first, each at the first free spot of
a ring of candidates (below, above, right, left, then the corners), one ring after another
further out; a name set further than the first ring, or one that lies nearer another space
than its own, gets a leader line back to its circle.
When no spot is free, the one that covers least is taken (a test holds the Home views of
both scenarios to none). Zoomed out below the Home view the spaces crowd together: the rings
shrink with the circles, so that no name strays towards another space, and a name with no
spot that is free and plainly its own is left off (its space still names itself on hover);
a test holds every zoom level of both scenarios to it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

Rect = tuple[float, float, float, float]
Point = tuple[float, float]

RINGS = (0.0, 6.0, 14.0, 24.0, 36.0, 50.0)
"""How much further out each ring of candidate spots lies (logical pixels)."""
LEADER_FROM = 2
"""From this ring on, a thin line ties the name to its circle."""
DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1))
"""Below first (where a map reader looks), then above, the sides and the corners."""
REACH = 140.0
"""Only obstacles within this distance of a space can meet its name."""
COVER = 100.0
"""What each square pixel covered costs: covering anything is worse than the rest."""
FULL_RADIUS = 12.0
"""Circles this large or larger (the Home view and nearer) take every ring and every name is
shown; smaller ones (zoomed out) scale the rings down and may leave a name off."""
RING_COST = 6.0
"""What each ring further out costs."""
CROSS = 2000.0
"""A leader line across another name (or a name across one) reads as the wrong tie."""
AMBIGUOUS = 400.0
"""A name nearer another space (its circle or pile) than its own would be misread: worse
than going several rings out, better than covering anything."""


@dataclass(frozen=True)
class Want:
    """A name to place: the space, its circle's centre and radius, the plate's size."""

    name: str
    centre: Point
    radius: float
    size: tuple[float, float]
    body: Rect | None = None
    """The space's pile of counters, which stands for the space as much as its circle."""


@dataclass(frozen=True)
class Spot:
    rect: Rect
    leader: tuple[Point, Point] | None = None


def overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share (0 when they only touch)."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    right, other_right = ax + aw, bx + bw
    w = (right if right < other_right else other_right) - (ax if ax > bx else bx)
    if w <= 0:
        return 0.0
    bottom, other_bottom = ay + ah, by + bh
    h = (bottom if bottom < other_bottom else other_bottom) - (ay if ay > by else by)
    return w * h if h > 0 else 0.0


def candidate(want: Want, direction: tuple[int, int], extra: float) -> Rect:
    """The plate's rectangle on one side of the circle, `extra` further out."""
    (cx, cy), r = want.centre, want.radius
    w, h = want.size
    dx, dy = direction
    gap = r + 2.0 + extra
    if dx and dy:  # a corner: the plate's near corner at 45 degrees
        gap *= 0.8
        x = cx + gap if dx > 0 else cx - gap - w
        y = cy + gap if dy > 0 else cy - gap - h
    elif dy:
        x = cx - w / 2
        y = cy + gap if dy > 0 else cy - gap - h
    else:
        x = cx + gap + 1 if dx > 0 else cx - gap - 1 - w
        y = cy - h / 2
    return (x, y, w, h)


def leader(want: Want, rect: Rect) -> tuple[Point, Point]:
    """From the circle's edge towards the plate to the plate's nearest point."""
    cx, cy = want.centre
    near = (min(max(cx, rect[0]), rect[0] + rect[2]), min(max(cy, rect[1]), rect[1] + rect[3]))
    d = math.dist(near, want.centre) or 1.0
    edge = (cx + (near[0] - cx) / d * want.radius, cy + (near[1] - cy) / d * want.radius)
    return edge, near


def gap(a: Rect, b: Rect) -> float:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(0.0, a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]))
    dy = max(0.0, a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3]))
    return math.hypot(dx, dy)


def reach(rect: Rect, want: Want) -> float:
    """How far a name's plate lies from a space, as a reader judges it: from the plate's
    middle to the space's circle or to the middle of its pile, whichever is nearer."""
    middle = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
    near = math.dist(middle, want.centre)
    if want.body is not None:
        body = want.body
        near = min(near, math.dist(middle, (body[0] + body[2] / 2, body[1] + body[3] / 2)))
    return near


def slide_in(rect: Rect, direction: tuple[int, int], bounds: Rect) -> Rect:
    """A name above or below a space at the window's edge slides along the edge into the
    window (El Agheila's, at the left edge of the Home view); one beside it, up or down."""
    x, y, w, h = rect
    if direction[0] == 0:
        x = min(max(x, bounds[0]), bounds[0] + bounds[2] - w)
    elif direction[1] == 0:
        y = min(max(y, bounds[1]), bounds[1] + bounds[3] - h)
    return (x, y, w, h)


def crosses(line: tuple[Point, Point], rect: Rect) -> bool:
    """Whether a segment passes through a rectangle (Liang-Barsky clipping)."""
    (x0, y0), (x1, y1) = line
    dx, dy = x1 - x0, y1 - y0
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - rect[0]), (dx, rect[0] + rect[2] - x0),
                 (-dy, y0 - rect[1]), (dy, rect[1] + rect[3] - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return high - low > 1e-6


def _inside(rect: Rect, bounds: Rect) -> bool:
    return (rect[0] >= bounds[0] and rect[1] >= bounds[1]
            and rect[0] + rect[2] <= bounds[0] + bounds[2]
            and rect[1] + rect[3] <= bounds[1] + bounds[3])


def _near(rects: list[Rect], centre: Point) -> list[Rect]:
    cx, cy = centre
    return [r for r in rects if r[0] - REACH < cx < r[0] + r[2] + REACH
            and r[1] - REACH < cy < r[1] + r[3] + REACH]


def under_another(want: Want, nearby: list[Rect]) -> bool:
    """Whether something larger than the space's own circle (another space's pile) lies
    over its centre: then its name is the only place the pointer can read it."""
    (cx, cy), core = want.centre, 1.6 * want.radius
    return any(o[0] <= cx <= o[0] + o[2] and o[1] <= cy <= o[1] + o[3]
               and max(o[2], o[3]) > core + 1.0 and o != want.body for o in nearby)


CELL = 2 * REACH
"""The side of `_Near`'s cells: a rectangle is listed in every cell a centre near it may lie in."""


class _Near:
    """`_near` over a list of rectangles, answered from a grid of REACH-sized cells: the same
    rectangles in the same order (each cell lists the rectangles that may be near a centre
    in it, in the list's order), without testing every rectangle for every name."""

    def __init__(self, rects: list[Rect] = ()) -> None:
        self.rects: list[Rect] = []
        self.cells: dict[tuple[int, int], list[int]] = {}
        for rect in rects:
            self.add(rect)

    def add(self, rect: Rect) -> None:
        index = len(self.rects)
        self.rects.append(rect)
        cells, cell = self.cells, CELL
        x, y, w, h = rect
        rows = range(int((y - REACH) // cell), int((y + h + REACH) // cell) + 1)
        for i in range(int((x - REACH) // cell), int((x + w + REACH) // cell) + 1):
            for j in rows:
                found = cells.get((i, j))
                if found is None:
                    cells[(i, j)] = [index]
                else:
                    found.append(index)

    def near(self, centre: Point) -> list[Rect]:
        cx, cy = centre
        found = self.cells.get((int(cx // CELL), int(cy // CELL)), ())
        rects = self.rects
        return [r for r in map(rects.__getitem__, found)
                if r[0] - REACH < cx < r[0] + r[2] + REACH
                and r[1] - REACH < cy < r[1] + r[3] + REACH]


_SPOTS: dict[tuple, tuple[Rect, int, float, bool]] = {}
"""Each name's spot by everything that decides it (below): after a move only the names
near the piles that changed are placed afresh."""
SPOTS_KEPT = 1500
_WHOLE: dict[tuple, dict[str, Spot]] = {}
"""The last placements by their whole inputs."""
WHOLE_KEPT = 8


def _outer(want: Want) -> Rect:
    """Where every candidate of every ring lies (slid into the bounds or not), 1 px wider."""
    extra = RINGS[-1]
    w, h = want.size
    x = want.centre[0] - want.radius - 4 - extra - w - 1
    y = want.centre[1] - want.radius - 3 - extra - h - 1
    return (x, y, 2 * (want.centre[0] - x), 2 * (want.centre[1] - y))


def _touches(rect: Rect, area: Rect) -> bool:
    """Whether two rectangles meet, edges included: one that does not meet the area of
    every candidate covers none, lies under no leader line and over no centre."""
    return (rect[0] <= area[0] + area[2] and rect[0] + rect[2] >= area[0]
            and rect[1] <= area[1] + area[3] and rect[1] + rect[3] >= area[1])


def _meets(line: tuple[Point, Point], area: Rect) -> bool:
    """Whether a segment's bounding box meets `area` (closed): one that does not can cross
    no rectangle inside it."""
    (x0, y0), (x1, y1) = line
    return (min(x0, x1) <= area[0] + area[2] and max(x0, x1) >= area[0]
            and min(y0, y1) <= area[1] + area[3] and max(y0, y1) >= area[1])


def place_labels(wants: list[Want], obstacles: list[Rect], bounds: Rect) -> dict[str, Spot]:
    """A spot for every name: inside `bounds`, over none of `obstacles` nor another name
    where any such spot exists. Zoomed out (circles under `FULL_RADIUS`), only the names
    that have such a spot, plainly their own space's, are placed.

    A name's spot depends only on its own want, the obstacles and names placed before it
    that meet its candidates' area, the leader lines that can reach its candidates, the
    spaces within REACH and the bounds; spots are kept by exactly those (`_SPOTS`), so a
    frame after a move places afresh only the names whose surroundings changed."""
    known = _WHOLE.get((tuple(wants), tuple(obstacles), bounds))
    if known is not None:  # nothing moved (a selection, a fan), or placed ahead: the same
        return dict(known)
    placed: dict[str, Spot] = {}
    for _name in placing(wants, obstacles, bounds, placed):
        pass
    return placed


def placing(wants: list[Want], obstacles: list[Rect], bounds: Rect,
            placed: dict[str, Spot] | None = None) -> Iterator[str]:
    """`place_labels` one name at a time (each name's spot kept, and set in `placed`),
    yielding each name once placed: counters gliding to their places leave a few frames
    to place the names of where they will stand, a little each frame."""
    placed = {} if placed is None else placed
    index = _Near(obstacles)
    near_obstacles = {want.name: index.near(want.centre) for want in wants}
    by_cell: dict[tuple[int, int], list[int]] = {}
    for number, want in enumerate(wants):
        by_cell.setdefault((math.floor(want.centre[0] / REACH),
                            math.floor(want.centre[1] / REACH)), []).append(number)

    def others_of(want: Want) -> tuple[tuple[Point, Rect | None], ...]:
        i, j = math.floor(want.centre[0] / REACH), math.floor(want.centre[1] / REACH)
        numbers = sorted(n for di in (-1, 0, 1) for dj in (-1, 0, 1)
                         for n in by_cell.get((i + di, j + dj), ()))
        return tuple((wants[n].centre, wants[n].body) for n in numbers
                     if wants[n] is not want
                     and math.dist(wants[n].centre, want.centre) < REACH)

    taken = _Near()
    lines: list[tuple[Point, Point]] = []
    if len(_SPOTS) > SPOTS_KEPT:
        _SPOTS.clear()
    for want in sorted(wants, key=lambda w: (-len(near_obstacles[w.name]), w.name)):
        outer = _outer(want)
        # only what meets the candidates' area can change the spot: an activation mark or
        # a pile beyond it leaves the spot kept
        mine = [o for o in near_obstacles[want.name] if _touches(o, outer)]
        near_names = [t for t in taken.near(want.centre) if _touches(t, outer)]
        crossing = [line for line in lines if _meets(line, outer)]
        others = others_of(want)
        key = (want, bounds, tuple(mine), tuple(near_names), tuple(crossing), others)
        found = _SPOTS.get(key)
        if found is None:
            found = _SPOTS[key] = _spot(want, mine + near_names, near_names, crossing,
                                        others, bounds)
        rect, ring, cost, ambiguous = found
        scale = min(1.0, want.radius / FULL_RADIUS)
        hidden = (cost - ring * RING_COST - (AMBIGUOUS if ambiguous else 0.0) > 0.0
                  or (scale < 1.0 and ambiguous))  # no free spot, or zoomed out and misread
        if hidden and not under_another(want, mine + near_names):
            continue  # unnamed: its circle, free to hover, still names it
        tie = leader(want, rect) if ring >= LEADER_FROM or ambiguous else None
        placed[want.name] = Spot(rect, tie)
        taken.add(rect)
        if tie is not None:
            lines.append(tie)
        yield want.name
    if len(_WHOLE) >= WHOLE_KEPT:
        _WHOLE.clear()
    _WHOLE[(tuple(wants), tuple(obstacles), bounds)] = dict(placed)


def _covered(rect: Rect, rects: list[Rect]) -> float:
    """The area `rect` shares with each of `rects`, summed in order (`overlap`'s sum, with
    the rectangles it misses skipped: adding their 0.0 changes no sum)."""
    ax, ay, aw, ah = rect
    right, bottom = ax + aw, ay + ah
    total = 0.0
    for bx, by, bw, bh in rects:
        other_right = bx + bw
        w = (right if right < other_right else other_right) - (ax if ax > bx else bx)
        if w > 0:
            other_bottom = by + bh
            h = (bottom if bottom < other_bottom else other_bottom) - (ay if ay > by else by)
            if h > 0:
                total += w * h
    return total


def _points(centre: Point, body: Rect | None) -> tuple[Point, ...]:
    """What `reach` measures from: the circle's centre, and the pile's middle if any."""
    if body is None:
        return (centre,)
    return (centre, (body[0] + body[2] / 2, body[1] + body[3] / 2))


def _reach(middle: Point, points: tuple[Point, ...]) -> float:
    """`reach` from a plate's middle to a space's `_points`."""
    near = math.dist(middle, points[0])
    if len(points) > 1:
        near = min(near, math.dist(middle, points[1]))
    return near


def _spot(want: Want, nearby: list[Rect], near_names: list[Rect],
          lines: list[tuple[Point, Point]], others: tuple[tuple[Point, Rect | None], ...],
          bounds: Rect) -> tuple[Rect, int, float, bool]:
    """The cheapest candidate of the nearest ring that has a free one (the module's note):
    its rectangle, ring, cost and whether it lies nearer another space than its own."""
    own_points = _points(want.centre, want.body)
    others_points = [_points(centre, body) for centre, body in others]
    best: tuple[float, Rect, int, bool] | None = None
    scale = min(1.0, want.radius / FULL_RADIUS)
    for ring, full_extra in enumerate(RINGS):
        extra = full_extra * scale
        floor = ring * RING_COST
        w, h = want.size
        span = (want.centre[0] - want.radius - 4 - extra - w,
                want.centre[1] - want.radius - 3 - extra - h)
        around = (*span, 2 * (want.centre[0] - span[0]), 2 * (want.centre[1] - span[1]))
        ring_near = [o for o in nearby if overlap(o, around)]  # what this ring can meet
        for direction in DIRECTIONS:
            rect = slide_in(candidate(want, direction, extra), direction, bounds)
            cost = floor + (0.0 if _inside(rect, bounds) else 1e6)
            if best is not None and cost >= best[0]:
                continue
            cost += COVER * _covered(rect, ring_near)
            if best is not None and cost >= best[0]:
                continue
            if any(crosses(line, rect) for line in lines) or (
                    ring >= LEADER_FROM and any(crosses(leader(want, rect), t)
                                                for t in near_names)):
                cost += CROSS
                if best is not None and cost >= best[0]:
                    continue
            middle = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
            own = _reach(middle, own_points)
            ambiguous = any(_reach(middle, points) < own for points in others_points)
            if ambiguous:
                cost += AMBIGUOUS
            if best is None or cost < best[0]:
                best = (cost, rect, ring, ambiguous)
            if cost <= floor:
                break  # free and plainly its own: the first such spot in order wins
        if best is not None and best[0] <= floor:
            break  # no ring further out does better
    assert best is not None
    cost, rect, ring, ambiguous = best
    return rect, ring, cost, ambiguous
