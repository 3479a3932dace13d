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
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.parsers import expat

from shifting_sands.content.board_graph import (
    BoardMap,
    Cell,
    Connection,
    Grid,
    Props,
    PropValue,
    Space,
)
from shifting_sands.content.errors import ContentError

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

# Names pytmx itself sets on an object: a custom property with one of them makes pytmx refuse the
# whole file, so they are refused first, by object.
_RESERVED = frozenset({
    "id", "name", "type", "class", "x", "y", "width", "height", "rotation", "gid", "visible",
    "closed", "template", "points", "properties", "parent", "custom_types", "image",
    "as_points", "apply_transformations", "parse_xml", "from_xml_string",
    "allow_duplicate_names",
})
_SPACE_TYPES = {"terrain": "string", "region": "string", "control": "string",
                "port": "bool", "fort": "bool", "vp": "int"}
_LAYER_TAGS = ("layer", "objectgroup", "imagelayer", "group")


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


# -- Reporting ----------------------------------------------------------------------------------
@dataclass
class _Report:
    path: Path
    lines: list[str] = field(default_factory=list)

    def add(self, line: int | None, what: str, message: str) -> None:
        where = f"{self.path}:{line}" if line else f"{self.path}"
        self.lines.append(f"{where}: {what + ': ' if what else ''}{message}")


def _object_label(name: str | None, oid: int) -> str:
    return f"object '{name}' (id {oid})" if name else f"object (id {oid})"


# -- The XML pass -------------------------------------------------------------------------------
@dataclass
class _Raw:
    root: ET.Element
    objects: dict[int, ET.Element]
    object_lines: dict[int, int]
    layer_lines: dict[str, int]
    props: dict[int, dict[str, tuple[PropValue, str]]]
    """object id -> name -> (value, Tiled type)"""
    layer_props: dict[str, dict[str, tuple[PropValue, str]]]
    tiles: dict[int, tuple[str, int, dict[str, tuple[PropValue, str]]]]
    """Tiled gid -> (tileset name, tile id, its properties)"""
    map_props: dict[str, tuple[PropValue, str]] = field(default_factory=dict)


def _read_xml(path: Path, report: _Report) -> _Raw | None:
    try:
        data = path.read_bytes()
    except OSError as exc:
        report.add(None, "", f"cannot read the file: {exc.strerror or exc}")
        return None
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        line = exc.position[0] if exc.position else None
        report.add(line, "", f"malformed XML: {exc}")
        return None
    except LookupError as exc:  # an XML declaration naming an unknown encoding
        report.add(1, "", f"malformed XML: {exc}")
        return None
    if root.tag != "map":
        report.add(None, "", f"not a Tiled map (the root element is <{root.tag}>, not <map>)")
        return None
    raw = _Raw(root, {}, *_line_index(data), {}, {}, {})
    try:
        _check_xml(raw, path, report)
    except ValueError as exc:  # an attribute Tiled always writes as a number is not one
        report.add(None, "", f"cannot read this map: {exc}")
    return raw


def _check_xml(raw: _Raw, path: Path, report: _Report) -> None:
    root = raw.root
    if root.get("infinite") == "1":
        report.add(None, "", "infinite maps are not supported: untick Map > Map Properties > "
                   "Infinite")
    for layer in _layer_elements(root):
        name = layer.get("name", "")
        raw.layer_props.setdefault(
            name, _read_props(layer, report, raw.layer_lines.get(name), f"layer '{name}'"))
        for element in layer.findall("object"):
            _check_object_xml(element, raw, report)
    for tileset in root.findall("tileset"):
        _read_tileset(tileset, path, raw, report)
    raw.map_props = _read_props(root, report, None, "map")


def _layer_elements(parent: ET.Element) -> Iterable[ET.Element]:
    """The map's layers, those inside groups too (not the shapes inside tilesets)."""
    for child in parent:
        if child.tag in _LAYER_TAGS:
            yield child
            if child.tag == "group":
                yield from _layer_elements(child)


def _line_index(data: bytes) -> tuple[dict[int, int], dict[str, int]]:
    """The lines of map objects (by id) and layers (by name), which ElementTree does not keep.
    Objects inside a tileset (a tile's collision shapes) are not map objects."""
    objects: dict[int, int] = {}
    layers: dict[str, int] = {}
    in_tileset = 0
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal in_tileset
        if tag == "tileset":
            in_tileset += 1
        elif in_tileset:
            return
        elif tag == "object" and attrs.get("id", "").isdigit():
            objects.setdefault(int(attrs["id"]), parser.CurrentLineNumber)
        elif tag in _LAYER_TAGS:
            layers.setdefault(attrs.get("name", ""), parser.CurrentLineNumber)

    def end(tag: str) -> None:
        nonlocal in_tileset
        in_tileset -= tag == "tileset"

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.Parse(data, True)  # ElementTree has already read it, so it parses
    return objects, layers


def _check_object_xml(element: ET.Element, raw: _Raw, report: _Report) -> None:
    try:
        oid = int(element.get("id", ""))
    except ValueError:
        report.add(None, "", f"an object has no numeric id ({element.get('name')!r})")
        return
    line, label = raw.object_lines.get(oid), _object_label(element.get("name"), oid)
    if oid in raw.objects:
        report.add(line, label, "a second object with this id")
    raw.objects[oid] = element
    if element.get("template"):
        report.add(line, label, f"templates are not supported (uses {element.get('template')}): "
                   "detach it in Tiled (right click > Detach Template)")
    if element.get("gid") and float(element.get("rotation", "0") or 0) % 360:
        report.add(line, label, "rotated tile objects are not supported: set its rotation to 0")
    props = _read_props(element, report, line, label)
    for name in sorted(set(props) & _RESERVED):
        report.add(line, label, f"property '{name}' is a name Tiled and pytmx use themselves: "
                   "rename it")
    raw.props[oid] = props


def _read_tileset(tileset: ET.Element, path: Path, raw: _Raw, report: _Report) -> None:
    firstgid = int(tileset.get("firstgid", "1"))
    source = tileset.get("source")
    if source:
        try:
            tileset = ET.parse(path.parent / source).getroot()
        except (OSError, ET.ParseError) as exc:
            report.add(None, "", f"cannot read the tileset {source}: {exc}")
            return
    name = tileset.get("name", "")
    folder = (path.parent / source).parent if source else path.parent
    for image in tileset.iter("image"):
        if image.get("source") and not (folder / image.get("source", "")).is_file():
            report.add(None, f"tileset '{name}'", f"its image {image.get('source')} is missing")
    for tile in tileset.iter("tile"):
        tile_id = int(tile.get("id", "0"))
        props = _read_props(tile, report, None, f"tileset '{name}' tile {tile_id}")
        raw.tiles[firstgid + tile_id] = (name, tile_id, props)


def _read_props(element: ET.Element, report: _Report, line: int | None, label: str,
                ) -> dict[str, tuple[PropValue, str]]:
    """The element's own custom properties with their Tiled types; bad values are reported."""
    found: dict[str, tuple[PropValue, str]] = {}
    holder = element.find("properties")
    for prop in holder.findall("property") if holder is not None else ():
        name, kind = prop.get("name", ""), prop.get("type", "string")
        text = prop.get("value")
        text = (prop.text or "") if text is None else text
        try:
            value = _convert(kind, text)
        except ValueError as exc:
            report.add(line, label, f"property '{name}': {exc}")
            continue
        if name in found:
            report.add(line, label, f"property '{name}' is given twice")
        found[name] = (value, kind)
    return found


def _convert(kind: str, text: str) -> PropValue:
    if kind in ("string", "color", "file"):
        return text
    if kind == "bool":
        if text not in ("true", "false"):
            raise ValueError(f"{text!r} is not a bool (true or false)")
        return text == "true"
    if kind in ("int", "object"):
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"{text!r} is not {'an int' if kind == 'int' else 'an object'}"
                             ) from None
    if kind == "float":
        try:
            return float(text)
        except ValueError:
            raise ValueError(f"{text!r} is not a float") from None
    raise ValueError(f"properties of type {kind!r} are not supported (use string, int, "
                     "float, bool or object)")


# -- Compiling ----------------------------------------------------------------------------------
def _compile(path: Path, vocabulary: Vocabulary) -> tuple[BoardMap | None, list[str]]:
    report = _Report(path)
    raw = _read_xml(path, report)
    if raw is None or report.lines:
        return None, report.lines
    pytmx = _pytmx()
    try:
        tiled = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many types for a map it cannot read
        report.add(None, "", f"pytmx cannot read this map: {exc}")
        return None, report.lines
    space_objects, connection_objects, grids = _sort_layers(tiled, pytmx, raw, report, vocabulary)
    _unique_grids(grids, raw, report)
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


def _sort_layers(tiled, pytmx, raw: _Raw, report: _Report, vocabulary: Vocabulary,
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
            grids.append(_grid(layer, tiled, raw, report, vocabulary))
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
           report: _Report, line: int | None, label: str) -> PropValue | None:
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


def _spaces(objects: list, raw: _Raw, report: _Report, vocabulary: Vocabulary,
            ) -> dict[str, Space]:
    spaces: dict[str, Space] = {}
    for obj in objects:
        element, line = raw.objects[obj.id], raw.object_lines.get(obj.id)
        label = _object_label(obj.name, obj.id)
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


def _connections(objects: list, spaces: dict[str, Space], rejected: set[int], raw: _Raw,
                 report: _Report, vocabulary: Vocabulary) -> list[_Link]:
    """Connection objects; one to a space already reported (`rejected`) is left unsaid."""
    links: list[_Link] = []
    by_id = {space.id: space for space in spaces.values()}
    for obj in objects:
        element, line = raw.objects[obj.id], raw.object_lines.get(obj.id)
        label = _object_label(obj.name, obj.id)
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


def _declared_links(spaces: dict[str, Space], raw: _Raw, report: _Report,
                    vocabulary: Vocabulary) -> list[_Link]:
    """Connections a space declares itself (`connects.<kind>`); each must be declared back."""
    declared: dict[tuple[str, str], str] = {}
    for space in spaces.values():
        line, label = raw.object_lines.get(space.id), _object_label(space.name, space.id)
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
        line, label = raw.object_lines.get(spaces[a].id), _object_label(a, spaces[a].id)
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


def _join(links: list[_Link], raw: _Raw, report: _Report) -> list[Connection]:
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


def _check_graph(spaces: dict[str, Space], connections: list[Connection], raw: _Raw,
                 report: _Report) -> None:
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
            report.add(raw.object_lines.get(space.id), _object_label(space.name, space.id),
                       "a space with no connections (make it a box if it is off the map)")


# -- Grids --------------------------------------------------------------------------------------
def _grid(layer, tiled, raw: _Raw, report: _Report, vocabulary: Vocabulary) -> Grid | None:
    line, label = raw.layer_lines.get(layer.name), f"layer '{layer.name}'"
    if raw.root.get("orientation", "orthogonal") != "orthogonal":
        report.add(line, label, "a grid needs an orthogonal map (Map > Map Properties)")
        return None
    reported: set[int] = set()
    rows = []
    for row_index, row in enumerate(layer.data):
        cells: list[Cell | None] = []
        for col, gid in enumerate(row):
            if not gid:
                cells.append(None)
                continue
            tiled_gid = tiled.tiledgidmap.get(gid, gid)
            tileset, tile_id, props = raw.tiles.get(tiled_gid, ("?", tiled_gid, {}))
            kind = props.get("kind", (None, ""))[0]
            problem = None
            if "kind" not in props:
                problem = "has no 'kind' property"
            elif props["kind"][1] != "string":
                problem = f"has a 'kind' of type {props['kind'][1]}, not string"
            elif kind not in vocabulary.cell_kinds:
                problem = (f"has unknown kind {kind!r} "
                           f"(one of {', '.join(sorted(vocabulary.cell_kinds))})")
            if problem:
                if tiled_gid not in reported:
                    reported.add(tiled_gid)
                    report.add(line, f"{label} cell ({col},{row_index})",
                               f"tile {tile_id} of tileset '{tileset}' {problem}")
                cells.append(None)
                continue
            extra = {key: value for key, (value, _) in props.items() if key != "kind"}
            cells.append(Cell(str(kind), tile_id, Props.of(extra)))
        rows.append(tuple(cells))
    layer_props = {key: value for key, (value, _) in raw.layer_props.get(layer.name, {}).items()}
    return Grid(layer.name, layer.width, layer.height, tuple(rows), Props.of(layer_props))


def _unique_grids(grids: list[Grid | None], raw: _Raw, report: _Report) -> None:
    seen: set[str] = set()
    for grid in grids:
        if grid is None:
            continue
        if grid.name in seen:
            report.add(raw.layer_lines.get(grid.name), f"layer '{grid.name}'",
                       "two tile layers with this name: name each grid uniquely")
        seen.add(grid.name)
