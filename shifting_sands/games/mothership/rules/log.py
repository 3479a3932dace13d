"""Plain sentences for the game log, with player names. Events are public, and so is this."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.mothership.rules.actions import (
    AgentBeamedDown,
    AgentPeeked,
    DunePlaced,
    DunePulled,
    DunePushed,
    GameOver,
    LandingAttempted,
    LastAgentShown,
    PlayerOut,
    TurnEnded,
    TurnPassed,
)
from shifting_sands.games.mothership.rules.hexgrid import space_name


def _and(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _where(cell_name: str | None, space: int | None) -> str:
    if cell_name is not None:
        return f"under the dune at {cell_name}"
    return f"under the dune on holding space {space_name(space or 0)}, off the island"


def _landing(event: LandingAttempted, names: Sequence[str]) -> str:
    who, at = names[event.seat], event.cell_name
    if event.success:
        return f"{who} landed the mothership on the dune at {at}!"
    faults = []
    if not event.hides_agent:
        faults.append("it did not hide their agent")
    if event.on_edge:
        faults.append("it lies on the edge of the island")
    elif event.clear_neighbours < 6:
        faults.append(f"only {event.clear_neighbours} of its 6 neighbours were clear")
    hidden = [f"{names[s]}'s" for s in event.revealed if s != event.seat]
    plural = "s" if len(hidden) > 1 else ""
    found = f" The flipped dune hid {_and(hidden)} agent{plural}." if hidden else ""
    return f"{who} tried to land on the dune at {at}, but {_and(faults)}.{found}"


def describe(event: Any, names: Sequence[str]) -> str | None:
    """One sentence (or two) for `event`, or None for events the log does not show."""
    if isinstance(event, AgentBeamedDown):
        return f"{names[event.seat]}'s agent beamed down under a dune."
    if isinstance(event, DunePushed):
        return f"{names[event.seat]} pushed a dune from {event.src_name} to {event.dst_name}."
    if isinstance(event, DunePulled):
        return (f"{names[event.seat]} pulled the dune at {event.cell_name} "
                f"onto holding space {space_name(event.space)}.")
    if isinstance(event, DunePlaced):
        return (f"{names[event.seat]} placed the dune from holding space "
                f"{space_name(event.space)} on {event.cell_name}.")
    if isinstance(event, AgentPeeked):
        return f"{names[event.seat]} peeked at their agent's hiding place."
    if isinstance(event, TurnEnded):
        if event.stuck:
            return f"{names[event.seat]} had no other action left, so the turn passes."
        return None
    if isinstance(event, TurnPassed):
        return f"{names[event.seat]} could not push, pull or place, and passed."
    if isinstance(event, LandingAttempted):
        return _landing(event, names)
    if isinstance(event, PlayerOut):
        return (f"{names[event.seat]} is out: their agent was "
                f"{_where(event.cell_name, event.space)}.")
    if isinstance(event, LastAgentShown):
        who = names[event.seat]
        if event.cell_name is not None:
            return (f"{who} is the last one left and shows their agent "
                    f"{_where(event.cell_name, None)}.")
        return (f"{who} is the last one left, but their agent is "
                f"{_where(None, event.space)}.")
    if isinstance(event, GameOver):
        winners = _and([names[s] for s in event.winners])
        if event.reason == "landed":
            return f"{winners} wins: the mothership has landed!"
        if event.reason == "last_alive":
            return f"{winners} wins as the last alien with an agent on the island!"
        if event.reason == "lost_agent":
            return "Nobody wins: the last agent is stranded off the island."
        return f"The sands win: {event.rounds} rounds passed and no mothership landed."
    return None
