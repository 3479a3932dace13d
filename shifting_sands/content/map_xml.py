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


def read_xml(path: Path, report: Report) -> Raw | None:
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
    raw = Raw(root, {}, *_line_index(data), {}, {}, {})
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
        elif tag in LAYER_TAGS:
            layers.setdefault(attrs.get("name", ""), parser.CurrentLineNumber)

    def end(tag: str) -> None:
        nonlocal in_tileset
        in_tileset -= tag == "tileset"

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.Parse(data, True)  # ElementTree has already read it, so it parses
    return objects, layers


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


