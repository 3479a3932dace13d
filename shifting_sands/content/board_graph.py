"""The frozen board a Tiled map compiles into: spaces and connections (a graph), and square grids.

Plain data for the rules: hashable, comparable, no pygame and no files. `content.maps` builds it;
docs/maps.md says how a designer authors one in Tiled.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property

PropValue = str | int | float | bool
"""A custom property as Tiled types it (colours and files are strings, object references ints)."""


@dataclass(frozen=True)
class Props(Mapping[str, PropValue]):
    """A frozen, hashable mapping of custom properties (sorted by name)."""

    pairs: tuple[tuple[str, PropValue], ...] = ()

    @classmethod
    def of(cls, values: Mapping[str, PropValue]) -> Props:
        return cls(tuple(sorted(values.items())))

    def __getitem__(self, key: str) -> PropValue:
        for name, value in self.pairs:
            if name == key:
                return value
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return (name for name, _ in self.pairs)

    def __len__(self) -> int:
        return len(self.pairs)


@dataclass(frozen=True)
class Space:
    """A named space (or an off-map box) with its properties; `x, y` is its centre in pixels."""

    name: str
    id: int
    terrain: str | None = "clear"
    port: bool = False
    fort: bool = False
    vp: int = 0
    region: str | None = None
    control: str | None = None
    box: bool = False
    x: float = 0.0
    y: float = 0.0
    props: Props = field(default_factory=Props)
    """Every other custom property, as typed in Tiled."""

    def get(self, key: str, default: PropValue | None = None) -> PropValue | None:
        """A named attribute (terrain, port, ...) or any other custom property."""
        if key in _SPACE_ATTRIBUTES:
            return getattr(self, key)
        return self.props.get(key, default)


_SPACE_ATTRIBUTES = frozenset({"name", "terrain", "port", "fort", "vp", "region", "control", "box"})


@dataclass(frozen=True)
class Connection:
    """An undirected link between spaces `a` and `b`; `id` is the Tiled object (None when the
    two spaces declared it themselves)."""

    a: str
    b: str
    kind: str = "primary"
    id: int | None = None
    points: tuple[tuple[float, float], ...] = ()
    props: Props = field(default_factory=Props)

    def other(self, name: str) -> str:
        if name == self.a:
            return self.b
        if name == self.b:
            return self.a
        raise KeyError(f"{name!r} is not an end of the connection {self.a!r}-{self.b!r}")


@dataclass(frozen=True)
class Cell:
    """One square of a grid: its tile's `kind` and the tile's other custom properties."""

    kind: str
    tile: int
    """The tile's id inside its tileset."""
    props: Props = field(default_factory=Props)


@dataclass(frozen=True)
class Grid:
    """A square-grid tile layer read by (col, row); `rows[row][col]`, None where no tile lies."""

    name: str
    width: int
    height: int
    rows: tuple[tuple[Cell | None, ...], ...]
    props: Props = field(default_factory=Props)

    def cell(self, col: int, row: int) -> Cell | None:
        if not (0 <= col < self.width and 0 <= row < self.height):
            raise IndexError(f"({col},{row}) is outside the {self.width}x{self.height} grid")
        return self.rows[row][col]

    def kind(self, col: int, row: int) -> str | None:
        cell = self.cell(col, row)
        return None if cell is None else cell.kind

    def where(self, kind: str) -> tuple[tuple[int, int], ...]:
        """Every (col, row) whose cell is of `kind`, row by row."""
        return tuple((c, r) for r, row in enumerate(self.rows)
                     for c, cell in enumerate(row) if cell is not None and cell.kind == kind)

    def orthogonal(self, col: int, row: int) -> tuple[tuple[int, int], ...]:
        """The (col, row) squares beside this one inside the grid (no diagonals, no wrapping)."""
        steps = ((col, row - 1), (col + 1, row), (col, row + 1), (col - 1, row))
        return tuple((c, r) for c, r in steps if 0 <= c < self.width and 0 <= r < self.height)

    def rotated(self, quarter_turns: int) -> Grid:
        """This grid turned clockwise by `quarter_turns` quarter turns (a segment turned on the
        table)."""
        rows = self.rows
        for _ in range(quarter_turns % 4):
            rows = tuple(tuple(reversed(column)) for column in zip(*rows, strict=True))
        height, width = len(rows), len(rows[0]) if rows else 0
        return Grid(self.name, width, height, rows, self.props)


@dataclass(frozen=True)
class BoardMap:
    """A compiled map: the space graph (possibly empty) and the grids (possibly none)."""

    name: str
    spaces: tuple[Space, ...] = ()
    connections: tuple[Connection, ...] = ()
    grids: tuple[Grid, ...] = ()
    props: Props = field(default_factory=Props)

    @cached_property
    def _by_name(self) -> dict[str, Space]:
        return {space.name: space for space in self.spaces}

    @cached_property
    def _links(self) -> dict[str, dict[str, Connection]]:
        links: dict[str, dict[str, Connection]] = {space.name: {} for space in self.spaces}
        for link in self.connections:
            links[link.a][link.b] = link
            links[link.b][link.a] = link
        return links

    def space(self, name: str) -> Space:
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"no space named {name!r} on map {self.name!r}") from None

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    @cached_property
    def _neighbours(self) -> dict[tuple[str, str | None, str | None], tuple[str, ...]]:
        """Answers of `neighbours`, kept: rules ask them in their inner loops."""
        return {}

    def neighbours(self, name: str, kind: str | None = None, *,
                   excluding: str | None = None) -> tuple[str, ...]:
        """The spaces joined to `name` (by connections of `kind` only, when given; by any
        kind but `excluding`, when given), sorted."""
        key = (name, kind, excluding)
        found = self._neighbours.get(key)
        if found is None:
            self.space(name)
            found = tuple(sorted(other for other, link in self._links[name].items()
                                 if (kind is None or link.kind == kind)
                                 and (excluding is None or link.kind != excluding)))
            self._neighbours[key] = found
        return found

    @cached_property
    def _sorted_links(self) -> dict[str, tuple[tuple[str, Connection], ...]]:
        return {name: tuple(sorted(links.items())) for name, links in self._links.items()}

    def links(self, name: str) -> tuple[tuple[str, Connection], ...]:
        """Each neighbour of `name` with the connection to it, sorted by name: one lookup
        for a path search that weighs every connection (cheaper than `connection` per
        neighbour)."""
        found = self._sorted_links.get(name)
        if found is None:
            self.space(name)  # raises: no such space
        return found

    def connection(self, a: str, b: str) -> Connection | None:
        """The connection between two spaces, in either order, or None."""
        links = self._links.get(a)
        if links is None:
            self.space(a)  # raises: no such space
        if b not in self._by_name:
            self.space(b)
        return links.get(b) if links is not None else None

    def spaces_where(self, **wanted: PropValue | None) -> tuple[Space, ...]:
        """Spaces whose attributes or custom properties equal every given value, e.g.
        `spaces_where(port=True)`, `spaces_where(region="Egypt", box=False)`."""
        return tuple(space for space in self.spaces
                     if all(space.get(key) == value for key, value in wanted.items()))

    @property
    def boxes(self) -> tuple[Space, ...]:
        return self.spaces_where(box=True)

    def grid(self, name: str) -> Grid:
        for grid in self.grids:
            if grid.name == name:
                return grid
        raise KeyError(f"no grid layer named {name!r} on map {self.name!r}")
