"""Why a Land the Mothership action is refused, in a sentence for the player: the scene shows
these instead of restating the rules (docs/rules/mothership.md)."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.mothership.rules.actions import EndTurn, Land, Place, Pull, Push
from shifting_sands.games.mothership.rules.view import Phase

EMPTY = -1


def explain_illegal(state: Any, action: Any) -> str | None:
    """The refusal of `action` on `state` (None when it is legal)."""
    if state.is_legal(action):
        return None
    if state.phase is Phase.OVER:
        return "The game is over."
    if isinstance(action, Place) and _on_board(state, action):
        return _why_not_place(state, action)
    if isinstance(action, Push) and (action.dst, action.src) in state.previous_pushes:
        return "That would undo the previous player's push, which is not allowed."
    if isinstance(action, Land) and not state.may_land():
        return "In this variant you may land only at the start of your turn."
    if isinstance(action, Push | Pull | Place) and not any(state.kinds_left()):
        return "Your actions for this turn are done: land, or end your turn."
    if isinstance(action, EndTurn):
        return "You still owe this turn an action."
    return "That is not open to you now."


def _on_board(state: Any, action: Place) -> bool:
    return (type(action.space) is int and 0 <= action.space < len(state.spaces)
            and type(action.cell) is int and 0 <= action.cell < len(state.cells))


def _why_not_place(state: Any, action: Place) -> str:
    cells = state.cells
    if (action.cell, action.space) in state.banned_places():
        return ("The previous player just pulled that dune from there: it may not go "
                "straight back (another dune may).")
    if cells[action.cell] != EMPTY:
        return "That hex already holds a dune."
    if not any(cells[n] != EMPTY for n in state.neighbours[action.cell]):
        return "A placed dune must touch at least one other dune."
    return "That is not open to you now."
