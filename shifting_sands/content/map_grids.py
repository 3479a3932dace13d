"""Tile layers compiled into grids (`board_graph.Grid`): each cell's kind from its tile.

A layer must hold exactly one cell per square of the map, and be as wide and as high as the
map: pytmx cuts a layer's cells into rows of the layer's declared width whatever their count,
so a cell too few or too many would otherwise reach the rules as a short row.
"""

from __future__ import annotations

from shifting_sands.content.board_graph import Cell, Grid, Props
from shifting_sands.content.map_xml import Raw, Report


# -- Grids --------------------------------------------------------------------------------------
def grid(layer, tiled, raw: Raw, report: Report, vocabulary) -> Grid | None:
    line, label = raw.layer_lines.get(layer.name), f"layer '{layer.name}'"
    if raw.root.get("orientation", "orthogonal") != "orthogonal":
        report.add(line, label, "a grid needs an orthogonal map (Map > Map Properties)")
        return None
    if not _fits_the_map(layer, raw, report):
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


def _whole(text: str | None) -> int | None:
    return int(text) if text is not None and text.strip().isdigit() else None


def _fits_the_map(layer, raw: Raw, report: Report) -> bool:
    """The layer is as wide and high as the map, with one cell per square."""
    line = raw.data_lines.get(layer.name) or raw.layer_lines.get(layer.name)
    label = f"layer '{layer.name}'"
    width, height = _whole(raw.root.get("width")), _whole(raw.root.get("height"))
    if width is None or height is None:
        report.add(None, "", "the map has no width and height in squares")
        return False
    if (layer.width, layer.height) != (width, height):
        report.add(raw.layer_lines.get(layer.name), label, f"the layer is {layer.width}x"
                   f"{layer.height}, the map is {width}x{height}")
        return False
    cells = sum(len(row) for row in layer.data)
    if cells != width * height:
        report.add(line, label, f"the layer has {cells} cells, the map is {width}x{height}")
        return False
    return True


def unique_grids(grids: list[Grid | None], raw: Raw, report: Report) -> None:
    seen: set[str] = set()
    for grid in grids:
        if grid is None:
            continue
        if grid.name in seen:
            report.add(raw.layer_lines.get(grid.name), f"layer '{grid.name}'",
                       "two tile layers with this name: name each grid uniquely")
        seen.add(grid.name)
