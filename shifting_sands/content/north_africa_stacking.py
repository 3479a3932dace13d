"""The North Africa set-ups against the stacking limit (ruling N19): no scenario may start
with more stacking points in a map space than the limit (the engine would otherwise play a
position its own rules forbid, and the first move out of it would be the only legal one).

A set-up is the units file's starts with the scenario's placements over them (the `plain`
variant plays the campaign's). Each overstacked space is one problem, `file:line` at the
entry that put the last unit there: the scenario's placement if one did, else the units file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from shifting_sands.content.yaml_loader import line_of, read_content


def stacking_problems(folder: Path, units: dict[str, Any], scenarios: dict[str, Any],
                      spaces: set[str], limit: int, points: dict[str, int]) -> list[str]:
    """One line per map space some scenario starts over `limit`: the file and line, the
    space, its points and units, the scenarios that start so. `spaces` are the map's spaces
    but its boxes (boxes and Eliminated hold any number); `points` each unit's stacking
    points (N19)."""
    order = list(units)
    found: dict[tuple[str, int, str], tuple[int, list[str], list[str]]] = {}
    units_text = scenarios_text = None
    for index, scenario in enumerate(scenarios.values()):
        where = {u.id: u.start for u in units.values() if u.start is not None}
        entry = {u: ("units", order.index(u)) for u in where}
        for n, placement in enumerate(scenario.placements):
            where[placement.unit] = placement.place
            entry[placement.unit] = ("scenarios", index, "placements", n)
        stacks: dict[str, list[str]] = {}
        for unit_id, place in where.items():
            if place in spaces:
                stacks.setdefault(place, []).append(unit_id)
        for place, here in sorted(stacks.items()):
            total = sum(points[u] for u in here)
            if total <= limit:
                continue
            last = max(here, key=lambda u: (entry[u][0] == "scenarios", entry[u][1:]))
            where_from = entry[last]
            if where_from[0] == "units":
                units_text = units_text or read_content(folder / "units.yaml")
                at = (str(folder / "units.yaml"), line_of(units_text, (*where_from, "start")))
            else:
                scenarios_text = scenarios_text or read_content(folder / "scenarios.yaml")
                at = (str(folder / "scenarios.yaml"), line_of(scenarios_text, where_from))
            key = (*at, place)
            titles = found.get(key, (0, [], []))[2]
            found[key] = (total, sorted(here, key=order.index), [*titles, scenario.title])
    return [f"{path}:{line}: {place} starts with {total} stacking points "
            f"({', '.join(f'{u} {points[u]}' for u in here)}) in {' and '.join(titles)}; "
            f"the limit is {limit} (tables.yaml stacking, ruling N19)"
            for (path, line, place), (total, here, titles) in found.items()]
