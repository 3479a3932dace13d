"""Where a unit may move in North Africa (proposed rulings N1 and N7, docs/rules/north-africa.md).

Along land connections (sea lanes are for redeployment only, N2), a primary connection costs 1
Movement Factor point and a secondary one 2; a unit that has not moved yet may always go one
space, whatever it costs. It never enters a space holding enemy units or a closed neutral or
Vichy space, and stops on entering a space the enemy controlled when the action began. An empty
enemy fort is entered only as the first step of a move, and the move ends there. Boxes are
reached by redeployment, not by movement.

Pure and stateless: the caller gives who controls what and where the enemy stands, so the
engine, the search and the scene's highlights ask the same function.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection, Mapping

from shifting_sands.content.board_graph import BoardMap

COSTS = {"primary": 1, "secondary": 2}
"""Movement Factor points to enter a space along each kind of land connection (N1)."""
CLOSED = ("neutral", "vichy")
"""Controls that keep a space shut until an event opens it (N7)."""


def move_costs(board: BoardMap, start: str, movement: int, side: str,
               control: Mapping[str, str], enemy_units: Collection[str],
               opened: Collection[str] = ()) -> dict[str, int]:
    """Every space a unit of `side` in `start` with `movement` points may end its move on,
    with the points spent getting there (the cheapest way); `start` itself is not listed.
    `control` maps a space to "axis", "allied", "neutral" or "vichy" as the action began;
    `enemy_units` are the spaces holding the other side's units; `opened` are neutral or
    Vichy spaces an event has opened."""
    spent: dict[str, int] = {start: 0}
    ends: dict[str, int] = {}
    queue: list[tuple[int, str]] = [(0, start)]
    while queue:
        cost, here = heapq.heappop(queue)
        if cost > spent.get(here, cost):
            continue
        for there, link in board.links(here):
            step = COSTS.get(link.kind)
            target = board.space(there)
            if step is None or target.box or there in enemy_units:
                continue
            owner = control.get(there)
            if owner in CLOSED and there not in opened:
                continue
            total = cost + step
            first = here == start
            if total > movement and not first:
                continue
            total = min(total, movement) if first else total
            enemy_owned = owner is not None and owner not in CLOSED and owner != side
            if enemy_owned and target.fort and not first:
                continue  # an empty enemy fort only from beside it (N7)
            if there not in ends or total < ends[there]:
                ends[there] = total
            if enemy_owned or there == start:
                continue  # the move stops on entering enemy ground
            if total < spent.get(there, movement + 1):
                spent[there] = total
                heapq.heappush(queue, (total, there))
    ends.pop(start, None)
    return ends


def move_path(board: BoardMap, start: str, to: str, movement: int, side: str,
              control: Mapping[str, str], enemy_units: Collection[str],
              opened: Collection[str] = ()) -> list[str]:
    """The spaces a move from `start` to `to` enters, in order, `to` last (N31: each empty
    one is taken): the cheapest way `move_costs` allows, and among equally cheap ways the
    one entering the most spaces not yet `side`'s, then the first by name. `[to]` when no
    way is found (the caller asked for a place `move_costs` did not list)."""
    Key = tuple[int, int, tuple[str, ...]]
    best: dict[str, Key] = {start: (0, 0, ())}
    queue: list[tuple[int, int, tuple[str, ...], str]] = [(0, 0, (), start)]
    while queue:
        cost, gained, path, here = heapq.heappop(queue)
        if here == to:
            return list(path)
        if best.get(here) != (cost, gained, path):
            continue
        for there, link in board.links(here):
            step = COSTS.get(link.kind)
            target = board.space(there)
            if step is None or target.box or there in enemy_units or there == start:
                continue
            owner = control.get(there)
            if owner in CLOSED and there not in opened:
                continue
            first = here == start
            total = min(cost + step, movement) if first else cost + step
            if total > movement:
                continue
            enemy_owned = owner is not None and owner not in CLOSED and owner != side
            if enemy_owned and target.fort and not first:
                continue
            if enemy_owned and there != to:
                continue  # the move would stop there
            key = (total, gained - (owner != side), (*path, there))
            if there not in best or key < best[there]:
                best[there] = key
                heapq.heappush(queue, (*key, there))
    return [to]
