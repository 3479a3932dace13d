"""What the greedy general fights for in a scenario with its own victory (N82): the
objectives the Axis scores at the end, not the VP marker. In the campaign the VP marker
decides, so these helpers say nothing there and the general plays as before.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from shifting_sands.content.north_africa_scenarios import Scenario
from shifting_sands.games.north_africa.rules.scenario import objective_points, scenario_of
from shifting_sands.games.north_africa.rules.tabletop import CLOSED

OBJECTIVE_POINT = 3.0
"""What one objective point is worth to the score: as much as a VP in the campaign."""
THRESHOLD = 3.0
"""What reaching the points the Axis needs is worth on top: the win itself, not one more
point, is what the scenario pays for."""


def objectives_scenario(state: Any) -> Scenario | None:
    """The game's scenario when it is won by objectives, else None (the campaign)."""
    scenario = scenario_of(state)
    return scenario if scenario is not None and scenario.rule == "objectives" else None


def objective_spaces(state: Any) -> set[str]:
    """Every space of every objective (empty in the campaign)."""
    scenario = objectives_scenario(state)
    if scenario is None:
        return set()
    return {space for objective in scenario.objectives for space in objective.spaces}


def objective_targets(state: Any, seat: int) -> set[str] | None:
    """Where `seat`'s offensive should head in an objectives scenario: for the Axis every
    objective space it does not control, for the Allies every one the Axis controls.
    None in the campaign (the VP spaces decide there)."""
    scenario = objectives_scenario(state)
    if scenario is None:
        return None
    spaces = objective_spaces(state)
    if seat == 0:
        return {s for s in spaces if state.control.get(s) != "axis"}
    return {s for s in spaces if state.control.get(s) == "axis"}


def objective_value(state: Any, seat: int) -> float | None:
    """The objectives' share of `seat`'s score, or None in the campaign: points the Axis
    holds (positive for the Axis), and the win once it holds enough."""
    scenario = objectives_scenario(state)
    if scenario is None:
        return None
    points = objective_points(state, scenario)
    value = OBJECTIVE_POINT * points
    if points >= scenario.axis_wins_at_least:
        value += THRESHOLD
    return value if seat == 0 else -value


def land_distance(state: Any, starts: set[str]) -> dict[str, int]:
    """Steps over land (no sea crossings) from `starts` to every space they reach: how far
    a drive or a defence has to march, for the generals' aims."""
    found = {s: 0 for s in starts}
    queue = deque(starts)
    while queue:
        here = queue.popleft()
        for there in state.board.neighbours(here, excluding="sea"):
            if there not in found:
                found[there] = found[here] + 1
                queue.append(there)
    return found


def open_prizes(state: Any) -> set[str]:
    """Neutral or Vichy VP spaces an event has opened (the Levant after Exporter): a VP to
    whichever side takes them (N20), so both generals march on them."""
    return {space.name for space in state.board.spaces
            if space.vp and state.control.get(space.name) in CLOSED
            and space.name in state.opened()}
