"""Tiled maps (.tmx) compiled into frozen boards (`board_graph`), every problem named by object.

pytmx reads the map (`pytmx.TiledMap` only: no image loader, no pygame). A plain ElementTree pass
over the same file comes first, because pytmx drops or trips over what a designer most often gets
wrong: Tiled 1.9's `class=` (pytmx keeps only `type=`), the declared type of a property, templates,
rotated tile objects, values that do not parse. Properties are read from that pass, with their
Tiled types; geometry, layers and tile ids come from pytmx. The convention is in docs/maps.md.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from shifting_sands.content.board_graph import (
    BoardMap,
    Connection,
    Grid,
    Props,
    PropValue,
    Space,
)
from shifting_sands.content.errors import ContentError
from shifting_sands.content.map_grids import grid, unique_grids
from shifting_sands.content.map_xml import Raw, Report, object_label, read_xml

SPACES_LAYER = "spaces"
CONNECTIONS_LAYER = "connections"
DECOR_PREFIX = "decor"
CONNECTS_PREFIX = "connects."


@dataclass(frozen=True)
class Vocabulary:
    """The words a map may use; a game may pass its own to `load_map`."""

    terrains: frozenset[str] = frozenset({"clear", "mountain", "marsh"})
    connection_kinds: frozenset[str] = frozenset({"primary", "secondary", "sea"})
    cell_kinds: frozenset[str] = frozenset(
        {"blocked", "path", "temple", "item", "event", "safe", "start"})


DEFAULT_VOCABULARY = Vocabulary()

_SPACE_TYPES = {"terrain": "string", "region": "string", "control": "string",
                "port": "bool", "fort": "bool", "vp": "int"}


def load_map(path: Path | str, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> BoardMap:
    """The compiled map, or ContentError listing every problem (`file:line: object ...: ...`)."""
    board, problems = _compile(Path(path), vocabulary)
    if problems or board is None:
        raise ContentError(problems)
    return board


def check_map(path: Path | str, vocabulary: Vocabulary = DEFAULT_VOCABULARY) -> list[str]:
    """Every problem of one map, one line each; empty when the map is good."""
    return _compile(Path(path), vocabulary)[1]


_IMPORT_LOCK = threading.Lock()


def _pytmx():
    """pytmx without pygame. The package imports pygame whenever it can (for its image loader
    and a type hint), and content must stay free of it (simulations, validate-data, the rules
    tests), so while pytmx is first imported an absent pygame is made unimportable. A pygame
    the window already imported is left alone; the view can still import
    `pytmx.util_pygame.load_pygame` later."""
    with _IMPORT_LOCK:
        if "pytmx" in sys.modules:
            return sys.modules["pytmx"]
        blocked = "pygame" not in sys.modules
        quiet = logging.getLogger("pytmx.util_pygame")  # it logs an error when pygame is absent
        was_disabled, quiet.disabled = quiet.disabled, blocked or quiet.disabled
        if blocked:
            sys.modules["pygame"] = None  # type: ignore[assignment]  # import raises ImportError
        try:
            import pytmx
        finally:
            quiet.disabled = was_disabled
            if blocked and "pygame" in sys.modules and sys.modules["pygame"] is None:
                del sys.modules["pygame"]
        return pytmx


# -- Compiling ----------------------------------------------------------------------------------
def _compile(path: Path, vocabulary: Vocabulary) -> tuple[BoardMap | None, list[str]]:
    report = Report(path)
    raw = read_xml(path, report)
    if raw is None or report.lines:
        return None, report.lines
    pytmx = _pytmx()
    try:
        tiled = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many types for a map it cannot read
        report.add(None, "", f"pytmx cannot read this map: {exc}")
        return None, report.lines
    space_objects, connection_objects, grids = _sort_layers(tiled, pytmx, raw, report, vocabulary)
    unique_grids(grids, raw, report)
    spaces = _spaces(space_objects, raw, report, vocabulary)
    rejected = {obj.id for obj in space_objects} - {space.id for space in spaces.values()}
    links = _connections(connection_objects, spaces, rejected, raw, report, vocabulary)
    links += _declared_links(spaces, raw, report, vocabulary)
    connections = _join(links, raw, report)
    _check_graph(spaces, connections, raw, report)
    if report.lines:
        return None, report.lines
    props = {name: value for name, (value, _) in raw.map_props.items()}
    board = BoardMap(path.stem, tuple(spaces.values()), tuple(connections),
                     tuple(grid for grid in grids if grid is not None), Props.of(props))
    return board, []


def _sort_layers(tiled, pytmx, raw: Raw, report: Report, vocabulary: Vocabulary,
                 ) -> tuple[list, list, list[Grid | None]]:
    """The objects of the `spaces` and `connections` layers, and the grids."""
    space_objects: list = []
    connection_objects: list = []
    grids: list[Grid | None] = []
    for layer in tiled.layers:
        name = layer.name or ""
        line = raw.layer_lines.get(name)
        if not name and isinstance(layer, pytmx.TiledObjectGroup):
            continue  # pytmx also lists a tile's collision shapes as a nameless object layer
        if name.startswith(DECOR_PREFIX) or not isinstance(
                layer, pytmx.TiledTileLayer | pytmx.TiledObjectGroup):
            continue  # decoration, image layers and groups (whose layers come on their own)
        if isinstance(layer, pytmx.TiledTileLayer):
            grids.append(grid(layer, tiled, raw, report, vocabulary))
        elif name == SPACES_LAYER:
            space_objects.extend(layer)
        elif name == CONNECTIONS_LAYER:
            connection_objects.extend(layer)
        else:
            report.add(line, f"layer '{name}'", "unknown object layer: name it 'spaces' or "
                       f"'connections', or start its name with '{DECOR_PREFIX}' to keep it "
                       "out of the rules")
    return space_objects, connection_objects, grids


def _typed(props: dict[str, tuple[PropValue, str]], name: str, kinds: Iterable[str],
           report: Report, line: int | None, label: str) -> PropValue | None:
    """The value of a known property if it has one of the expected Tiled types, else None."""
    if name not in props:
        return None
    value, kind = props[name]
    kinds = tuple(kinds)
    if kind not in kinds:
        report.add(line, label, f"property '{name}' must be of type {' or '.join(kinds)}, "
                   f"not {kind} ({value!r})")
        return None
    return value


def _spaces(objects: list, raw: Raw, report: Report, vocabulary: Vocabulary,
            ) -> dict[str, Space]:
    spaces: dict[str, Space] = {}
    for obj in objects:
        element, line = raw.objects[obj.id], raw.object_lines.get(obj.id)
        label = object_label(obj.name, obj.id)
        cls = element.get("class") or element.get("type") or "space"
        if cls not in ("space", "box"):
            report.add(line, label, f"unknown class {cls!r} in the spaces layer "
                       "(space or box)")
            continue
        if not obj.name:
            report.add(line, label, "a space needs a name")
            continue
        if obj.name in spaces:
            first = spaces[obj.name]
            report.add(line, label, f"duplicate space name: object id {first.id} is already "
                       f"called '{obj.name}'")
            continue
        props = raw.props.get(obj.id, {})
        known = {key: _typed(props, key, (kind,), report, line, label)
                 for key, kind in _SPACE_TYPES.items()}
        terrain = known["terrain"] or (None if cls == "box" else "clear")
        if terrain is not None and terrain not in vocabulary.terrains:
            report.add(line, label, f"unknown terrain {terrain!r} "
                       f"(one of {', '.join(sorted(vocabulary.terrains))})")
        vp = known["vp"] or 0
        if vp < 0:
            report.add(line, label, f"vp must not be negative ({vp})")
        extra = {key: value for key, (value, _) in props.items()
                 if key not in _SPACE_TYPES and not key.startswith(CONNECTS_PREFIX)}
        spaces[obj.name] = Space(
            obj.name, obj.id, terrain, bool(known["port"]), bool(known["fort"]), vp,
            known["region"], known["control"], cls == "box",
            obj.x + obj.width / 2, obj.y + obj.height / 2, Props.of(extra))
    return spaces


@dataclass
class _Link:
    a: str
    b: str
    kind: str
    id: int | None
    line: int | None
    label: str
    points: tuple[tuple[float, float], ...] = ()
    props: dict[str, PropValue] = field(default_factory=dict)


def _connections(objects: list, spaces: dict[str, Space], rejected: set[int], raw: Raw,
                 report: Report, vocabulary: Vocabulary) -> list[_Link]:
    """Connection objects; one to a space already reported (`rejected`) is left unsaid."""
    links: list[_Link] = []
    by_id = {space.id: space for space in spaces.values()}
    for obj in objects:
        element, line = raw.objects[obj.id], raw.object_lines.get(obj.id)
        label = object_label(obj.name, obj.id)
        cls = element.get("class") or element.get("type") or "connection"
        if cls != "connection":
            report.add(line, label, f"unknown class {cls!r} in the connections layer "
                       "(connection)")
            continue
        props = raw.props.get(obj.id, {})
        ends = []
        for key in ("from", "to"):
            end = _typed(props, key, ("object", "string"), report, line, label)
            if end is None:
                if key not in props:
                    report.add(line, label, f"a connection needs a '{key}' property "
                               "(an object reference to a space)")
            elif props[key][1] == "object":
                target = by_id.get(end)
                if end in rejected:
                    continue
                if target is None:
                    what = "is not a space" if end in raw.objects else "does not exist"
                    report.add(line, label, f"connection to a missing space: '{key}' points "
                               f"to object id {end}, which {what}")
                else:
                    ends.append(target.name)
            elif end not in spaces:
                report.add(line, label, f"connection to a missing space: '{key}' names "
                           f"'{end}', which is not a space")
            else:
                ends.append(end)
        kind = _typed(props, "kind", ("string",), report, line, label) or "primary"
        if kind not in vocabulary.connection_kinds:
            report.add(line, label, f"unknown connection kind {kind!r} "
                       f"(one of {', '.join(sorted(vocabulary.connection_kinds))})")
        if len(ends) == 2:  # kept even with a bad kind, so its spaces do not look unconnected
            points = tuple((float(p.x), float(p.y)) for p in getattr(obj, "points", ()))
            extra = {key: value for key, (value, _) in props.items()
                     if key not in ("from", "to", "kind")}
            links.append(_Link(ends[0], ends[1], kind, obj.id, line, label, points, extra))
    return links


def _declared_links(spaces: dict[str, Space], raw: Raw, report: Report,
                    vocabulary: Vocabulary) -> list[_Link]:
    """Connections a space declares itself (`connects.<kind>`); each must be declared back."""
    declared: dict[tuple[str, str], str] = {}
    for space in spaces.values():
        line, label = raw.object_lines.get(space.id), object_label(space.name, space.id)
        for key, (value, kind_type) in raw.props.get(space.id, {}).items():
            if not key.startswith(CONNECTS_PREFIX):
                continue
            kind = key[len(CONNECTS_PREFIX):]
            if kind not in vocabulary.connection_kinds:
                report.add(line, label, f"unknown connection kind {kind!r} in '{key}' "
                           f"(one of {', '.join(sorted(vocabulary.connection_kinds))})")
                continue
            if kind_type != "string":
                report.add(line, label, f"property '{key}' must be of type string (names "
                           f"separated by commas), not {kind_type}")
                continue
            for other in (part.strip() for part in str(value).split(",")):
                if not other:
                    continue
                if other not in spaces:
                    report.add(line, label, f"connection to a missing space: '{key}' names "
                               f"'{other}', which is not a space")
                elif (space.name, other) in declared:
                    report.add(line, label, f"'{other}' is listed twice in its connections")
                else:
                    declared[space.name, other] = kind
    links = []
    for (a, b), kind in declared.items():
        back = declared.get((b, a))
        line, label = raw.object_lines.get(spaces[a].id), object_label(a, spaces[a].id)
        if back is None:
            report.add(line, label, f"one-way adjacency: '{a}' connects to '{b}' ({kind}) but "
                       f"'{b}' does not connect back (add '{a}' to its {CONNECTS_PREFIX}{kind})")
        elif back != kind:
            if a < b:
                report.add(line, label, f"asymmetric connection: '{a}' connects to '{b}' as "
                           f"{kind} but '{b}' connects back as {back}")
        elif a < b:
            links.append(_Link(a, b, kind, None, line, label))
    return links


def _join(links: list[_Link], raw: Raw, report: Report) -> list[Connection]:
    seen: dict[frozenset[str], _Link] = {}
    connections = []
    for link in links:
        pair = frozenset((link.a, link.b))
        if len(pair) == 1:
            report.add(link.line, link.label, f"a connection from '{link.a}' to itself")
            continue
        if pair in seen:
            first = seen[pair]
            where = f"object id {first.id}" if first.id else "the spaces' own connects"
            report.add(link.line, link.label, f"a second connection between '{link.a}' and "
                       f"'{link.b}' (already joined by {where})")
            continue
        seen[pair] = link
        connections.append(Connection(link.a, link.b, link.kind, link.id, link.points,
                                      Props.of(link.props)))
    return connections


def _check_graph(spaces: dict[str, Space], connections: list[Connection], raw: Raw,
                 report: Report) -> None:
    """Every adjacency must read the same both ways, and every space (not box) needs one."""
    kinds: dict[tuple[str, str], str] = {}
    for link in connections:
        kinds[link.a, link.b] = link.kind
        kinds[link.b, link.a] = link.kind
    for (a, b), kind in kinds.items():
        if kinds.get((b, a)) != kind:  # a guard on the compiler itself
            report.add(None, "", f"asymmetric graph: '{a}'-'{b}' is {kind} one way only")
    linked = {name for pair in kinds for name in pair}
    for space in spaces.values():
        if not space.box and space.name not in linked:
            report.add(raw.object_lines.get(space.id), object_label(space.name, space.id),
                       "a space with no connections (make it a box if it is off the map)")


