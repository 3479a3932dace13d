"""The names' placement as it was before the spots were kept (issue 37): the plain
greedy loop, kept here only so that a test can hold the quicker `label_place` to it."""

from __future__ import annotations

import math

from shifting_sands.games.north_africa.table.label_place import (
    AMBIGUOUS,
    COVER,
    CROSS,
    DIRECTIONS,
    FULL_RADIUS,
    LEADER_FROM,
    REACH,
    RING_COST,
    RINGS,
    Point,
    Rect,
    Spot,
    Want,
    candidate,
    crosses,
    leader,
    overlap,
    reach,
    slide_in,
    under_another,
)
from shifting_sands.games.north_africa.table.label_place import (
    _inside as inside,
)


def _near(rects: list[Rect], centre: Point) -> list[Rect]:
    cx, cy = centre
    return [r for r in rects if r[0] - REACH < cx < r[0] + r[2] + REACH
            and r[1] - REACH < cy < r[1] + r[3] + REACH]


def plain_spots(wants: list[Want], obstacles: list[Rect], bounds: Rect) -> dict[str, Spot]:
    """A spot for every name: inside `bounds`, over none of `obstacles` nor another name
    where any such spot exists. Zoomed out (circles under `FULL_RADIUS`), only the names
    that have such a spot, plainly their own space's, are placed."""
    def crowding(want: Want) -> int:
        return len(_near(obstacles, want.centre))

    placed: dict[str, Spot] = {}
    taken: list[Rect] = []
    lines: list[tuple[Point, Point]] = []
    for want in sorted(wants, key=lambda w: (-crowding(w), w.name)):
        near_names = _near(taken, want.centre)
        nearby = _near(obstacles, want.centre) + near_names
        others = [w for w in wants if w is not want
                  and math.dist(w.centre, want.centre) < REACH]
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
                cost = floor + (0.0 if inside(rect, bounds) else 1e6)
                if best is not None and cost >= best[0]:
                    continue
                cost += COVER * sum(overlap(rect, o) for o in ring_near)
                if best is not None and cost >= best[0]:
                    continue
                if any(crosses(line, rect) for line in lines) or (
                        ring >= LEADER_FROM and any(crosses(leader(want, rect), t)
                                                    for t in near_names)):
                    cost += CROSS
                    if best is not None and cost >= best[0]:
                        continue
                own = reach(rect, want)
                ambiguous = any(reach(rect, other) < own for other in others)
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
        hidden = (cost - ring * RING_COST - (AMBIGUOUS if ambiguous else 0.0) > 0.0
                  or (scale < 1.0 and ambiguous))  # no free spot, or zoomed out and misread
        if hidden and not under_another(want, nearby):
            continue  # unnamed: its circle, free to hover, still names it
        tie = leader(want, rect) if ring >= LEADER_FROM or ambiguous else None
        placed[want.name] = Spot(rect, tie)
        taken.append(rect)
        if tie is not None:
            lines.append(tie)
    return placed
