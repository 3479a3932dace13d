"""North Africa's own rules for its map, beyond the Tiled convention (docs/maps.md): the
holding boxes take no connections, and every place the other files name is on the map.

A renamed space used to be refused only through the files that name it, each pointing at its
own line; the map, where the rename happened, was never named. Now the map's `spaces` layer is
named as well, with the files that still use the old name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from shifting_sands.content.board_graph import BoardMap
from shifting_sands.content.map_xml import map_lines, object_label

HOLDING_BOXES = ("Reserve Box", "Replacement Box", "Axis Reinforcements",
                 "Allied Reinforcements")
"""Units enter and leave these by redeployment or by card, never along a line
(docs/rules/north-africa.md, "Boxes"): a connection to one would let units walk in."""
NOT_PLACES = frozenset({"Eliminated", "Torch landing"})
"""Words the units and scenarios files use where a place would be (ruling N27)."""


def places_named(units: Mapping[str, Any], scenarios: Mapping[str, Any],
                 ) -> dict[str, set[str]]:
    """The places each file names: units.yaml (starts, arrivals, rebuilds) and
    scenarios.yaml (placements, control, objectives)."""
    in_units: set[str] = set()
    for unit in units.values():
        arrives = getattr(unit, "arrives", None)
        in_units.update((unit.start, getattr(arrives, "where", None), *unit.rebuild))
    in_scenarios: set[str] = set()
    for scenario in scenarios.values():
        in_scenarios.update(placement.place for placement in scenario.placements)
        for _side, spaces in scenario.control:
            in_scenarios.update(spaces)
        for objective in scenario.objectives:
            in_scenarios.update(objective.spaces)
    return {name: {place for place in places if place and place not in NOT_PLACES}
            for name, places in (("units.yaml", in_units), ("scenarios.yaml", in_scenarios))}


def map_problems(path: Path, board: BoardMap, named: Mapping[str, Iterable[str]],
                 ) -> list[str]:
    """`file:line: ...` for each connection that reaches a holding box and each place that
    `named` (file -> the places it names) finds missing on the map."""
    lines = map_lines(path)
    problems = []
    for link in board.connections:
        for end in (link.a, link.b):
            if end in HOLDING_BOXES:
                line = lines.objects.get(link.id) if link.id is not None else None
                label = (object_label(None, link.id) if link.id is not None
                         else f"'{link.a}'-'{link.b}'")
                problems.append(
                    f"{path}:{line or 1}: {label}: a connection from the {end} to "
                    f"'{link.b if end == link.a else link.a}'; the holding boxes "
                    f"({', '.join(HOLDING_BOXES)})"
                    " take no connections (units enter and leave them by RD or by card)")
    known = {space.name for space in board.spaces}
    missing: dict[str, list[str]] = {}
    for file, places in named.items():
        for place in places:
            if place not in known:
                missing.setdefault(place, []).append(file)
    where = lines.layers.get("spaces", 1)
    for place, files in sorted(missing.items()):
        refer = "refers" if len(files) == 1 else "refer"
        problems.append(f"{path}:{where}: no space named {place!r}; "
                        f"{' and '.join(sorted(files, reverse=True))} {refer} to it")
    return problems
