"""The plain XML pass over a Tiled map: what pytmx drops or trips over, with line numbers.

ElementTree and expat read the file before pytmx does: Tiled 1.9's `class=` (pytmx keeps only
`type=`), the declared type of each property, templates, rotated tile objects, values that do
not parse, elements Tiled never writes, and where each object and layer is (ElementTree keeps no
line numbers). `maps.py` compiles the board from this and pytmx; docs/maps.md is the convention.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.parsers import expat

from shifting_sands.content.board_graph import PropValue

_RESERVED = frozenset({
    "id", "name", "type", "class", "x", "y", "width", "height", "rotation", "gid", "visible",
    "closed", "template", "points", "properties", "parent", "custom_types", "image",
    "as_points", "apply_transformations", "parse_xml", "from_xml_string",
    "allow_duplicate_names",
})
"""Names pytmx itself sets on an object: a custom property with one of them makes pytmx refuse
the whole file, so they are refused first, by object."""
LAYER_TAGS = ("layer", "objectgroup", "imagelayer", "group")
MAX_BYTES = 8 * 1024 * 1024
"""A board's map is a few hundred KB at most (North Africa's: about 100 KB)."""


# -- Reporting ----------------------------------------------------------------------------------
@dataclass
class Report:
    path: Path
    lines: list[str] = field(default_factory=list)

    def add(self, line: int | None, what: str, message: str) -> None:
        where = f"{self.path}:{line}" if line else f"{self.path}"
        self.lines.append(f"{where}: {what + ': ' if what else ''}{message}")


def object_label(name: str | None, oid: int) -> str:
    return f"object '{name}' (id {oid})" if name else f"object (id {oid})"


# -- The XML pass -------------------------------------------------------------------------------
@dataclass
class Raw:
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
    data_lines: dict[str, int] = field(default_factory=dict)
    """The line of each tile layer's <data>, by the layer's name."""


def read_xml(path: Path, report: Report) -> Raw | None:
    try:
        data = path.read_bytes()
    except OSError as exc:
        report.add(None, "", f"cannot read the file: {exc.strerror or exc}")
        return None
    if len(data) > MAX_BYTES:
        report.add(None, "", f"the file is larger than {MAX_BYTES // 1024 // 1024} MB; no map "
                             "Tiled writes for a board is")
        return None
    index = _line_index(data)  # expat first: it stops at nesting too deep for ElementTree
    if index.problems:
        for line, what, message in index.problems[:5]:
            report.add(line, what, message)
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
    raw = Raw(root, {}, index.objects, index.layers, {}, {}, {}, data_lines=index.data)
    try:
        _check_xml(raw, path, report)
    except ValueError as exc:  # an attribute Tiled always writes as a number is not one
        report.add(None, "", f"cannot read this map: {exc}")
    return raw


def _check_xml(raw: Raw, path: Path, report: Report) -> None:
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
        if child.tag in LAYER_TAGS:
            yield child
            if child.tag == "group":
                yield from _layer_elements(child)


MAX_DEPTH = 32
"""Deeper nesting than any map Tiled writes (groups in groups included) is refused before
ElementTree builds it, and before any check walks it."""
_CHILDREN = {
    "map": frozenset({"properties", "editorsettings", "tileset", *LAYER_TAGS}),
    "group": frozenset({"properties", *LAYER_TAGS}),
    "objectgroup": frozenset({"properties", "object"}),
    "object": frozenset({"properties", "ellipse", "point", "polygon", "polyline", "text"}),
    "layer": frozenset({"properties", "data"}),
    "imagelayer": frozenset({"properties", "image"}),
    "properties": frozenset({"property"}),
}
"""The elements Tiled writes inside each map element (tilesets are not policed). pytmx skips
any other silently, so an element that is not Tiled's means the file is not what it seems."""


@dataclass
class MapLines:
    """Where things are in the file (ElementTree keeps no line numbers), and what is wrong
    with its shape."""

    objects: dict[int, int] = field(default_factory=dict)
    layers: dict[str, int] = field(default_factory=dict)
    data: dict[str, int] = field(default_factory=dict)
    """The line of each tile layer's <data>, by the layer's name."""
    problems: list[tuple[int, str, str]] = field(default_factory=list)
    """(line, what, message): elements Tiled does not write, or nesting too deep."""
    malformed: bool = False
    """expat could not read the whole file (ElementTree then says where)."""


class _TooDeep(Exception):
    pass


def _label(tag: str, attrs: dict[str, str]) -> str:
    if tag == "object":
        return object_label(attrs.get("name"), int(attrs["id"])) if attrs.get(
            "id", "").isdigit() else "an object"
    if tag in LAYER_TAGS:
        return f"layer '{attrs.get('name', '')}'"
    return "the map" if tag == "map" else f"<{tag}>"


def _line_index(data: bytes) -> MapLines:
    """The lines of map objects (by id), layers (by name) and layer data, and the elements
    out of place. Objects inside a tileset (a tile's collision shapes) are not map objects."""
    index = MapLines()
    stack: list[tuple[str, str]] = []
    """(tag, label) of the open elements."""
    skipping = 0
    """Depth inside an element already reported as out of place (its insides are not)."""
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal skipping
        line = parser.CurrentLineNumber
        if len(stack) >= MAX_DEPTH:
            if not index.problems:  # else the deep element is inside one already said
                index.problems.append((line, "", f"elements nested more than {MAX_DEPTH} "
                                                 "deep; Tiled never writes that"))
            raise _TooDeep
        parent, label = stack[-1] if stack else ("", "")
        stack.append((tag, _label(tag, attrs)))
        if skipping or any(t == "tileset" for t, _ in stack[:-1]):
            skipping += bool(skipping)
            return
        allowed = _CHILDREN.get(parent)
        if allowed is not None and tag not in allowed:
            index.problems.append((line, label, f"<{tag}> is not an element Tiled writes "
                                                f"here; remove it"))
            skipping = 1
        elif tag == "object" and attrs.get("id", "").isdigit():
            index.objects.setdefault(int(attrs["id"]), line)
        elif tag in LAYER_TAGS:
            index.layers.setdefault(attrs.get("name", ""), line)
        elif tag == "data" and parent == "layer":
            index.data.setdefault(label[len("layer '"):-1], line)

    def end(tag: str) -> None:
        nonlocal skipping
        stack.pop()
        skipping = max(0, skipping - 1)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        parser.Parse(data, True)
    except _TooDeep:
        pass
    except (expat.ExpatError, LookupError, ValueError):  # ElementTree's parse names it
        index.problems.clear()
        index.malformed = True
    return index


def _check_object_xml(element: ET.Element, raw: Raw, report: Report) -> None:
    try:
        oid = int(element.get("id", ""))
    except ValueError:
        report.add(None, "", f"an object has no numeric id ({element.get('name')!r})")
        return
    line, label = raw.object_lines.get(oid), object_label(element.get("name"), oid)
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


def _read_tileset(tileset: ET.Element, path: Path, raw: Raw, report: Report) -> None:
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


def _read_props(element: ET.Element, report: Report, line: int | None, label: str,
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




def map_lines(path: Path) -> MapLines:
    """Where the objects, layers and layer data of the map at `path` are (empty if the file
    cannot be read again): a game's own checks of a loaded board name these lines."""
    try:
        return _line_index(path.read_bytes())
    except OSError:
        return MapLines()
