"""The Curse Reverse board: four 7x7 segments in a square, each turned by quarter turns.

Places are named in the segment's own (authored) coordinates, `"red:2,3"`, and a temple is
one place, `"temple:red"`. A thief or an item on a segment therefore keeps its name when the
segment turns; only where it is drawn, and what it touches, changes. `Board` is built for one
set of orientations and cached, so the rules ask it freely.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from shifting_sands.content.board_graph import Grid
from shifting_sands.content.curse_reverse import GODS, SEGMENT_SIZE

Node = str
XY = tuple[int, int]
N = SEGMENT_SIZE
SIDE = 2 * N
ORIGINS: dict[str, XY] = {"red": (0, 0), "blue": (N, 0), "green": (0, N), "yellow": (N, N)}
"""Top-left square of each segment on the board (NW, NE, SW, SE)."""
WALKABLE = frozenset({"path", "temple", "item", "event", "safe", "start"})


def cell_node(god: str, col: int, row: int) -> Node:
    return f"{god}:{col},{row}"


def temple_node(god: str) -> Node:
    return f"temple:{god}"


def is_temple(node: Node) -> bool:
    return node.startswith("temple:")


def segment_of(node: Node) -> str:
    """The god whose segment holds `node` (a temple stands on its own god's segment)."""
    return node.split(":", 1)[1] if is_temple(node) else node.split(":", 1)[0]


def turn_local(col: int, row: int, quarters: int) -> XY:
    """Where authored square (col, row) lies in a segment turned `quarters` clockwise."""
    for _ in range(quarters % 4):
        col, row = N - 1 - row, col
    return col, row


@dataclass(frozen=True)
class Reach:
    """A destination of one move and whether getting there uses the Aker wrap."""

    node: Node
    steps: int
    wraps: bool


class Board:
    """The assembled board for one set of orientations (red, blue, green, yellow)."""

    def __init__(self, segments: Mapping[str, Grid], orientation: tuple[int, ...]) -> None:
        self.orientation = orientation
        self.kind_at: dict[XY, str] = {}
        self.node_at: dict[XY, Node] = {}
        self.cells_of: dict[Node, list[XY]] = {}
        self.kind_of: dict[Node, str] = {}
        for god, quarters in zip(GODS, orientation, strict=True):
            grid = segments[god]
            ox, oy = ORIGINS[god]
            for row in range(N):
                for col in range(N):
                    cell = grid.cell(col, row)
                    kind = cell.kind if cell is not None else "blocked"
                    x, y = turn_local(col, row, quarters)
                    node = temple_node(god) if kind == "temple" else cell_node(god, col, row)
                    where = (ox + x, oy + y)
                    self.kind_at[where] = kind
                    self.node_at[where] = node
                    self.cells_of.setdefault(node, []).append(where)
                    self.kind_of[node] = kind
        self._distances: dict[Node, dict[Node, int]] = {}
        self._reach: dict[tuple[Node, int, bool, bool], dict[Node, Reach]] = {}
        """Answers already given (the board is shared and never changes)."""
        self.links: dict[Node, tuple[Node, ...]] = self._links(walk_sand=False)
        self.sand_links: dict[Node, tuple[Node, ...]] = self._links(walk_sand=True)

    def _links(self, walk_sand: bool) -> dict[Node, tuple[Node, ...]]:
        links: dict[Node, set[Node]] = {node: set() for node in self.cells_of}
        for (x, y), node in self.node_at.items():
            if not walk_sand and self.kind_at[(x, y)] not in WALKABLE:
                continue
            for nx, ny in ((x + 1, y), (x, y + 1)):
                other = self.node_at.get((nx, ny))
                if other is None or other == node:
                    continue
                if walk_sand or self.kind_at[(nx, ny)] in WALKABLE:
                    links[node].add(other)
                    links[other].add(node)
        return {node: tuple(sorted(near)) for node, near in links.items()}

    def walkable(self, node: Node) -> bool:
        return self.kind_of[node] in WALKABLE

    def xy(self, node: Node) -> XY:
        """The board square of a place (a temple: its top-left square)."""
        return min(self.cells_of[node], key=lambda c: (c[1], c[0]))

    def centre(self, node: Node) -> tuple[float, float]:
        """The middle of a place in squares (a temple's middle is between its four)."""
        cells = self.cells_of[node]
        return (sum(c[0] for c in cells) / len(cells) + 0.5,
                sum(c[1] for c in cells) / len(cells) + 0.5)

    def places(self, kind: str) -> list[Node]:
        return sorted(node for node, k in self.kind_of.items() if k == kind)

    def _wraps(self, node: Node, walk_sand: bool) -> list[Node]:
        """Places across the board's opposite edge from `node` (the Cartouche of Aker)."""
        out = []
        for x, y in self.cells_of[node]:
            for tx, ty in ((SIDE - 1 - x, y) if x in (0, SIDE - 1) else (-1, -1),
                           (x, SIDE - 1 - y) if y in (0, SIDE - 1) else (-1, -1)):
                other = self.node_at.get((tx, ty))
                if other is not None and other != node and (walk_sand or self.walkable(other)):
                    out.append(other)
        return out

    def reach(self, start: Node, speed: int, walk_sand: bool = False,
              may_wrap: bool = False) -> dict[Node, Reach]:
        """Every place a move of at most `speed` steps from `start` may end on (paths only,
        no diagonals, through other thieves; a temple is one step). `walk_sand` crosses
        non-path squares but still ends on a path (Menhit); `may_wrap` allows one step
        off an edge of the board onto the opposite edge (Aker)."""
        key = (start, speed, walk_sand, may_wrap)
        cached = self._reach.get(key)
        if cached is not None:
            return cached
        self._reach[key] = found = self._search(start, speed, walk_sand, may_wrap)
        return found

    def _search(self, start: Node, speed: int, walk_sand: bool,
                may_wrap: bool) -> dict[Node, Reach]:
        links = self.sand_links if walk_sand else self.links
        best: dict[tuple[Node, bool], int] = {(start, False): 0}
        queue = deque([(start, False)])
        while queue:
            node, wrapped = queue.popleft()
            steps = best[(node, wrapped)]
            if steps == speed:
                continue
            moves = [(other, wrapped) for other in links[node]]
            if may_wrap and not wrapped:
                moves += [(other, True) for other in self._wraps(node, walk_sand)]
            for key in moves:
                if key not in best:
                    best[key] = steps + 1
                    queue.append(key)
        found: dict[Node, Reach] = {}
        for (node, wrapped), steps in sorted(best.items(), key=lambda kv: (kv[1], kv[0][1])):
            if node != start and self.walkable(node) and node not in found:
                found[node] = Reach(node, steps, wrapped)
        return found

    def distances(self, start: Node) -> dict[Node, int]:
        """Steps along the paths from `start` to every place it connects to (remembered:
        the bots ask often, and a board is shared by every state with its orientation)."""
        found = self._distances.get(start)
        if found is None:
            found = {node: r.steps for node, r in self.reach(start, 10_000).items()}
            found[start] = 0
            self._distances[start] = found
        return found

    def connected(self, start: Node) -> set[Node]:
        """Every place reachable from `start` along the paths, however far."""
        return set(self.reach(start, 10_000)) | {start}


@lru_cache(maxsize=512)
def _cached(key: int, orientation: tuple[int, ...]) -> Board:
    return Board(_SEGMENTS[key], orientation)


_SEGMENTS: dict[int, Mapping[str, Grid]] = {}


def board_for(segments: Mapping[str, Grid], orientation: tuple[int, ...]) -> Board:
    """The board of these segments in these orientations (built once, then shared)."""
    key = id(segments)
    _SEGMENTS.setdefault(key, segments)
    return _cached(key, tuple(orientation))


def orientation_problems(segments: Mapping[str, Grid]) -> list[str]:
    """Orientations (of all 256) in which some temple or start cannot reach another one;
    empty when every temple stays reachable from every start, however the segments turn.

    Squares are joined in a union-find rather than a `Board` built for each orientation
    (which cost `validate-data` about 1.5 s): the same squares, the same steps (no
    diagonals, the temple's squares one place)."""
    turned = {(god, quarters): _placed(segments[god], god, quarters)
              for god in GODS for quarters in range(4)}
    problems = []
    for code in range(4 ** len(GODS)):
        orientation = tuple((code >> (2 * k)) & 3 for k in range(len(GODS)))
        kinds: dict[XY, str] = {}
        for god, quarters in zip(GODS, orientation, strict=True):
            kinds.update(turned[god, quarters])
        parent = {xy: xy for xy, kind in kinds.items() if kind in WALKABLE}
        for (x, y) in parent:
            for other in ((x + 1, y), (x, y + 1)):
                if other in parent:
                    parent[_root(parent, other)] = _root(parent, (x, y))
        for god in GODS:  # a temple is one place, however its squares lie
            ox, oy = ORIGINS[god]
            temple = [xy for xy in parent if kinds[xy] == "temple"
                      and ox <= xy[0] < ox + N and oy <= xy[1] < oy + N]
            for xy in temple[1:]:
                parent[_root(parent, xy)] = _root(parent, temple[0])
        if len({_root(parent, xy) for xy, kind in kinds.items()
                if kind in ("start", "temple")}) > 1:
            problems.append(_cut_off(Board(segments, orientation)))
    return problems


def _root(parent: dict[XY, XY], xy: XY) -> XY:
    """The square standing for `xy`'s whole joined group (union-find, halving the path)."""
    while parent[xy] != xy:
        parent[xy] = parent[parent[xy]]
        xy = parent[xy]
    return xy


def _cut_off(board: Board) -> str:
    """What a board whose temples and starts are not all joined cannot reach."""
    starts = board.places("start")
    wanted = set(starts) | {temple_node(god) for god in GODS}
    for start in starts:
        missing = wanted - board.connected(start)
        if missing:
            return (f"orientation {board.orientation}: from {start} no way to "
                    f"{', '.join(sorted(missing))}")
    return f"orientation {board.orientation}: the temples are cut off from every start"


def _placed(grid: Grid, god: str, quarters: int) -> dict[XY, str]:
    """The board squares of a segment turned `quarters` times, by kind."""
    ox, oy = ORIGINS[god]
    placed = {}
    for row in range(N):
        for col in range(N):
            cell = grid.cell(col, row)
            x, y = turn_local(col, row, quarters)
            placed[(ox + x, oy + y)] = cell.kind if cell is not None else "blocked"
    return placed

