"""Supply in North Africa (proposed ruling N15, docs/rules/north-africa.md).

A unit is in **full** supply when a path of at most `reach` land connections through friendly
spaces joins it to one of its group's sources, in **limited** supply when a longer such path
does, or when such a path reaches a friendly port while the side holds a source that is a port
("via port"), and **out of supply** otherwise. Sea lanes never carry supply (N2).

Pure and stateless: the caller says which spaces are friendly for the group (controlled by
its side, or Vichy/Iraqi/box spaces for those groups, holding no enemy unit) and which sources
it may use now (the events that add sources are the caller's to apply), so the engine, the
search and the scene's supply overlay ask the same function.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from enum import Enum

from shifting_sands.content.board_graph import BoardMap

SUPPLY_RANGE = 3
"""Connections a full-supply path may have (the rules text's "within 3 spaces")."""
SEA = "sea"


class Supply(Enum):
    FULL = "full"
    LIMITED = "limited"
    NONE = "none"


def land_distances(board: BoardMap, starts: Iterable[str], friendly: set[str]) -> dict[str, int]:
    """Connections from the nearest of `starts` to every friendly space joined to one of them
    through friendly spaces, by land; a start that is not friendly traces nothing."""
    found: dict[str, int] = {}
    queue: deque[str] = deque()
    for start in starts:
        if start in friendly and start not in found:
            found[start] = 0
            queue.append(start)
    while queue:
        here = queue.popleft()
        for there in board.neighbours(here, excluding=SEA):
            if there in found or there not in friendly:
                continue
            found[there] = found[here] + 1
            queue.append(there)
    return found


def supply_states(board: BoardMap, friendly: Iterable[str], sources: Iterable[str],
                  reach: int = SUPPLY_RANGE) -> Mapping[str, Supply]:
    """The supply of a unit of one group standing in each friendly space (every other space
    is out of supply). `sources` are the group's sources its side controls now."""
    friendly = set(friendly)
    sources = [s for s in sources if s in friendly]
    distance = land_distances(board, sources, friendly)
    via_port: set[str] = set()
    if any(board.space(s).port for s in sources):
        ports = [s.name for s in board.spaces if s.port and s.name in friendly]
        via_port = set(land_distances(board, ports, friendly))
    states: dict[str, Supply] = {}
    for space in friendly:
        steps = distance.get(space)
        if steps is not None and steps <= reach:
            states[space] = Supply.FULL
        elif steps is not None or space in via_port:
            states[space] = Supply.LIMITED
        else:
            states[space] = Supply.NONE
    return states
