"""The scenario a game plays (rulings N80-N84): its last turn, and its own victory at the end
of that turn. The `plain` variant is the campaign with part one's deck."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shifting_sands.content.north_africa_scenarios import Scenario
from shifting_sands.games.north_africa.rules.tabletop import ALLIED, AXIS, NorthAfricaTable

CAMPAIGN = "campaign"


def scenario_of(table: NorthAfricaTable) -> Scenario | None:
    """The game's scenario (the campaign's for `plain`); None for content without any."""
    scenarios = table.content.scenarios
    return scenarios.get(table.variant) or scenarios.get(CAMPAIGN)


def turns_played(content: Any, variant: str) -> tuple[int, int]:
    """The first and last turn a variant plays (1 to 12 for content without scenarios)."""
    scenarios = content.scenarios
    found = scenarios.get(variant) or scenarios.get(CAMPAIGN)
    return (found.first_turn, found.last_turn) if found else (1, 12)


def last_turn(table: NorthAfricaTable) -> int:
    """The turn whose end ends the game: the scenario's, else the turn record's last."""
    scenario = scenario_of(table)
    return scenario.last_turn if scenario else len(table.tables.model.turns)


def axis_holds(control: Mapping[str, str], objective: Any) -> bool:
    """Whether an objective counts for the Axis: it controls any of its spaces (N82)."""
    return any(control.get(space) == "axis" for space in objective.spaces)


def objective_tally(control: Mapping[str, str], scenario: Scenario) -> list[tuple[Any, bool]]:
    """Each objective with whether the Axis holds it now, for the table's live panel."""
    return [(o, axis_holds(control, o)) for o in scenario.objectives or ()]


def objective_points(table: NorthAfricaTable, scenario: Scenario) -> int:
    """The Axis's points: each objective counts once if the Axis controls any of its
    spaces (N82)."""
    return sum(o.points for o, held in objective_tally(table.control, scenario) if held)


def final_winner(table: NorthAfricaTable) -> tuple[int, str] | None:
    """The scenario's own victory at the end of its last turn (N82), or None when the
    campaign's final victory decides."""
    scenario = scenario_of(table)
    if scenario is None or scenario.rule != "objectives":
        return None
    points = objective_points(table, scenario)
    held = ", ".join(o.name for o in scenario.objectives
                     if any(table.control.get(s) == "axis" for s in o.spaces)) or "nothing"
    kept = ", ".join(o.name for o in scenario.objectives
                     if not any(table.control.get(s) == "axis" for s in o.spaces))
    counted = f"{points} point{'s' if points != 1 else ''}"
    if points >= scenario.axis_wins_at_least:
        return AXIS, f"{scenario.title} ended with the Axis holding {held} ({counted})"
    return ALLIED, (f"{scenario.title} ended with the Axis holding {held}: {counted} of the "
                    f"{scenario.axis_wins_at_least} needed, the Allies kept {kept}")
