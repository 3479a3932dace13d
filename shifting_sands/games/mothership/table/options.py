"""The legal actions indexed the way the table's clicks and outlines need them.

Built once per table version, in the first frame after a move; a player who may pull has
about 2,000 actions, and testing each against every action class in turn took 0.7-0.8 ms
of that frame (issue 37): the index now looks at each action's class once, pulls first.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.mothership.rules.actions import (
    BeamDown,
    EndTurn,
    Land,
    Pass,
    Peek,
    Place,
    Pull,
    Push,
)


def no_options() -> dict[str, Any]:
    """The index when nothing is open to the viewer."""
    return {"push": {}, "pull": {}, "place": {}, "land": set(), "beam": set(), "peek": False,
            "pass": False}


def index_actions(legal: list[Any]) -> dict[str, Any]:
    """push: src -> dsts, pull: cell -> spaces, place: space -> cells, land and beam: cells,
    peek: whether open, pass: the Pass or EndTurn action open (False if none)."""
    index = no_options()
    push, pull, place = index["push"], index["pull"], index["place"]
    for action in legal:
        kind = type(action)
        if kind is Pull:
            spaces = pull.get(action.cell)
            if spaces is None:
                spaces = pull[action.cell] = set()
            spaces.add(action.space)
        elif kind is Place:
            cells = place.get(action.space)
            if cells is None:
                cells = place[action.space] = set()
            cells.add(action.cell)
        elif kind is Push:
            push.setdefault(action.src, set()).add(action.dst)
        elif kind is Land:
            index["land"].add(action.cell)
        elif kind is BeamDown:
            index["beam"].add(action.cell)
        elif kind is Peek:
            index["peek"] = True
        elif kind is Pass or kind is EndTurn:
            index["pass"] = action
    return index
