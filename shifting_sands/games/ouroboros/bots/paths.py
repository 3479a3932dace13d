"""Walking distances over the ruin for the Ouroboros teammates.

Straight-line distance sends a bot into walls: two places from a fallen teammate with a wall
between, every move looks worse than staying. These fields count the steps of a real way
there, over the tiles on the table, and into the dark only where the table offers no
shorter way (a dark place costs a draw and may hold a wall). Works on a view or a state.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from typing import Any

from shifting_sands.games.ouroboros.rules.actions import Pos
from shifting_sands.games.ouroboros.rules.pieces import Explorer

KNOWN_STEP = 1
"""Entering a tile on the table."""
DARK_STEP = 4
"""Entering a dark place: a tile is drawn (a wall one time in four or five), so a way over
the table is taken unless it is four times as long."""
LEDGE_STEP = 3
"""Entering a Ledge Fall (anyone but the Guide, and without him there, is thrown on)."""
BREAK_STEP = 2
"""The Archaeologist breaks a wall and enters."""
MONSTER_STEP = 12
"""Entering a tile where a monster waits (or, for the pursued, any monster: it fells them):
three dark places round it cost as much."""
MARGIN = 2
"""How far beyond the table and the explorers the search looks into the dark."""
FAR = 10_000
"""The distance of a place no way reaches."""


def monsters_of(table: Any) -> list[Any]:
    monsters = table.monsters
    return list(monsters.values() if isinstance(monsters, dict) else monsters)


def tiles_left(table: Any) -> int:
    size = getattr(table, "tile_deck_size", None)
    return int(size) if size is not None else len(table.tile_deck)


def chased(table: Any, seat: int) -> bool:
    return any(m.quarry == seat for m in monsters_of(table))


def distances(table: Any, goal: Pos, walker: Explorer,
              wanted: Iterable[Pos] = ()) -> dict[Pos, int]:
    """The cost of walking from each place near the table to `goal` for `walker` (Dijkstra
    from the goal): the step costs above; a wall the walker cannot break and the dark with
    no tile left to lay are no way at all. With `wanted`, the search stops once those
    places are settled (the bots ask about a few places, and the search runs in every
    playout step); places further off may then be missing or too high."""
    waiting = set(wanted)
    tiles = table.tiles
    pursued = chased(table, walker.seat)
    dark_ok = tiles_left(table) > 0
    guide_on = {e.pos for e in table.explorers if e.role == "guide" and e.standing}
    risky = {m.pos for m in monsters_of(table)  # waiting ones; for the pursued, any other
             if m.quarry is None or (pursued and m.quarry != walker.seat)}
    places = [*tiles, goal, walker.pos, *(e.pos for e in table.explorers if e.alive)]
    low_x = min(p[0] for p in places) - MARGIN
    high_x = max(p[0] for p in places) + MARGIN
    low_y = min(p[1] for p in places) - MARGIN
    high_y = max(p[1] for p in places) + MARGIN

    def enter_cost(pos: Pos) -> int | None:
        tile = tiles.get(pos)
        if tile is None:
            cost = DARK_STEP if dark_ok else None
        elif tile.blocks:
            cost = BREAK_STEP if walker.role == "archaeologist" and not pursued else None
        elif tile.ledge and walker.role != "guide" and pos not in guide_on:
            cost = LEDGE_STEP
        else:
            cost = KNOWN_STEP
        if cost is not None and pos in risky and pos != goal:
            cost += MONSTER_STEP
        return cost

    found: dict[Pos, int] = {goal: 0}
    queue = [(0, goal)]
    pop, push = heapq.heappop, heapq.heappush
    while queue:
        cost, here = pop(queue)
        if cost > found[here]:
            continue
        if waiting:
            waiting.discard(here)
            if not waiting:
                break
        entering = enter_cost(here)
        if entering is None:
            if here != goal:
                continue  # nobody walks on from a place they cannot enter
            entering = KNOWN_STEP
        total = cost + entering
        x, y = here
        for there in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if (total < found.get(there, FAR) and low_x <= there[0] <= high_x
                    and low_y <= there[1] <= high_y):
                found[there] = total
                push(queue, (total, there))
    return found


def nearest(table: Any, walker: Explorer, places: Iterable[Pos]) -> tuple[Pos | None, int]:
    """The place of `places` with the shortest way for `walker`, and its cost."""
    places = list(places)
    here = distances(table, walker.pos, walker, places)  # symmetric enough: entering costs
    best: tuple[Pos | None, int] = (None, FAR)
    for pos in places:
        cost = here.get(pos, FAR)
        if cost < best[1]:
            best = (pos, cost)
    return best
