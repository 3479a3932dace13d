"""The hover note of a map space: what the place is (terrain, fort, port, VP, supply source),
who holds it, how much room is left in it, and where its roads, tracks and sea lanes lead.

Pure text from the view and the content (no pygame): the rules' own answers come through
`scene_queries.space_facts` (stacking, sources held now, opened countries) and the content's
numbers (shifts, the fort's bonus, movement costs), so no rule is restated here.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules.movement import COSTS
from shifting_sands.games.north_africa.rules.scene_queries import space_facts
from shifting_sands.games.north_africa.table.objectives import scenario_objectives

CONTROL_WORDS = {"axis": "Held by the Axis", "allied": "Held by the Allies",
                 "neutral": "Neutral (Iraq)", "vichy": "Vichy French"}


def shift_words(columns: int) -> str:
    return f"{abs(columns)} column{'s' if abs(columns) != 1 else ''} " + (
        "left" if columns < 0 else "right")


def terrain_line(content: Any, space: Any) -> str:
    """The ground and the fort, with what they do to an attack on the space (N8, N12)."""
    tables = content.tables
    parts = []
    if space.terrain in ("mountain", "marsh"):
        shift = tables.shift("mountain" if space.terrain == "mountain"
                             else "marsh_or_minefields")
        parts.append(f"{space.terrain.capitalize()}: attacks shift {shift_words(shift)}")
    else:
        parts.append(f"{(space.terrain or 'clear').capitalize()} ground")
    if space.fort:
        bonus = tables.model.combat.fort_strength_bonus.value
        parts.append(f"fort: defenders +{bonus}, hold when beaten")
    if space.terrain in ("mountain", "marsh") or space.fort:
        parts.append("no flank, armour shift or overrun")
    return "; ".join(parts)


def supply_line(facts: dict[str, Any], space: Any) -> str | None:
    """Whose supply source it is now, with the map's terms when they say more (N15)."""
    now = facts["sources"]
    terms = str(space.get("supply_source") or "")
    if now:
        line = f"Supply source for the {' and the '.join(now)} now"
        plain = terms.lower() in ("", *(kind.lower() for kind in now), "allied", "axis")
        return line if plain and ";" not in terms else f"{line} ({terms})"
    return f"Supply source: {terms} (not now)" if terms else None


def control_line(view: Any, space: Any, facts: dict[str, Any]) -> str:
    owner = view.owner().get(space.name)
    if owner is None:
        return "Held by no side"
    words = CONTROL_WORDS.get(owner, f"Held by {owner}")
    if owner in ("neutral", "vichy"):
        words += (": opened by an event, units may enter" if facts["opened"]
                  else ": closed until an event opens it")
    return words


def stacking_line(view: Any, space: Any, facts: dict[str, Any]) -> str:
    if facts["box"]:
        return "A box: holds any number of units"
    units = [u for u, at in view.where if at == space.name]
    used, limit = facts["points"], facts["limit"]
    counted = f" ({len(units)} unit{'s' if len(units) != 1 else ''})" if units else ""
    return f"Stacking: {used} of {limit} points used{counted}, {max(0, limit - used)} free"


def link_lines(content: Any, space: Any) -> list[str]:
    """Where each kind of connection leads: roads (primary), tracks (secondary), sea lanes."""
    kinds: dict[str, list[str]] = {}
    for there, link in content.board.links(space.name):
        kinds.setdefault(link.kind, []).append(there)
    lines = []
    for kind, title in (("primary", "Primary"), ("secondary", "Secondary"), ("sea", "Sea lane")):
        if kind in kinds:
            cost = f"{COSTS[kind]} MF" if kind in COSTS else "RD between ports"
            lines.append(f"{title}, {cost}: {', '.join(sorted(kinds[kind]))}")
    return lines or ["No connections: units enter and leave by redeployment or by card"]


def value_parts(content: Any, view: Any, space: Any) -> list[str]:
    parts = []
    if space.port:
        parts.append("port")
    if space.vp:
        parts.append(f"{space.vp} VP")
    if space.get("alamein_bonus"):
        parts.append("+1 VP a turn to the Axis holding it or next to it")
    found = scenario_objectives(content, view.variant)
    for objective in found[0] if found else ():
        if space.name in objective.spaces:
            parts.append(f"objective: {objective.points} point"
                         f"{'s' if objective.points != 1 else ''}")
    return parts


def space_lines(view: Any, content: Any, name: str) -> list[str]:
    """The note's lines: the space's name (with its region), then one fact a line."""
    space = content.board.space(name)
    facts = space_facts(view, name)
    region = space.get("region")
    lines = [f"{name} ({region})" if region and region != name else name]
    if not space.box:
        lines.append(terrain_line(content, space))
    values = value_parts(content, view, space)
    if values:
        lines.append(values[0][:1].upper() + values[0][1:] + "".join(
            f"; {v}" for v in values[1:]))
    supply = supply_line(facts, space)
    if supply:
        lines.append(supply)
    if not space.box:
        lines.append(control_line(view, space, facts))
    lines.append(stacking_line(view, space, facts))
    return lines + link_lines(content, space)
