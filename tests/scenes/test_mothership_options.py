"""The Mothership table's index of the legal actions (options.py, issue 37) holds exactly
what sorting every action by its class gives, in each phase of a game."""

from __future__ import annotations

from typing import Any

import pytest

from shifting_sands.games import get_spec
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
from shifting_sands.games.mothership.table.options import index_actions, no_options
from shifting_sands.screenshot import demo_match


def reference(legal: list[Any]) -> dict[str, Any]:
    index = no_options()
    for action in legal:
        if isinstance(action, Push):
            index["push"].setdefault(action.src, set()).add(action.dst)
        elif isinstance(action, Pull):
            index["pull"].setdefault(action.cell, set()).add(action.space)
        elif isinstance(action, Place):
            index["place"].setdefault(action.space, set()).add(action.cell)
        elif isinstance(action, Land):
            index["land"].add(action.cell)
        elif isinstance(action, BeamDown):
            index["beam"].add(action.cell)
        elif isinstance(action, Peek):
            index["peek"] = True
        elif isinstance(action, Pass | EndTurn):
            index["pass"] = action
    return index


@pytest.mark.parametrize("moves", [0, 3, 12, 13, 14, 15, 20, 40])
def test_index_matches_the_actions_sorted_by_class(moves: int) -> None:
    match = demo_match(get_spec("mothership"), seed=7, moves=moves, players=None, seat=0)
    legal = match.state.legal_actions()
    index = index_actions(legal)
    assert index == reference(legal)


def test_index_covers_every_kind_seen() -> None:
    seen: set[str] = set()
    for moves in (0, 12, 13, 14, 15, 16, 20):
        match = demo_match(get_spec("mothership"), seed=7, moves=moves, players=None, seat=0)
        index = index_actions(match.state.legal_actions())
        seen |= {key for key, value in index.items() if value}
    assert {"beam", "pull", "push", "land"} <= seen
