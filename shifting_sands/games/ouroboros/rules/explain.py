"""Why an Ouroboros action is refused, in a sentence for the player (never a rule restated
by the scene: the scene shows what this says)."""

from __future__ import annotations

from typing import Any

from shifting_sands.content.ouroboros import PursuitRule
from shifting_sands.games.ouroboros.rules.actions import (
    DIRECTIONS,
    BreakWall,
    EndTurn,
    Fight,
    HoldBack,
    Move,
    Revive,
    Stay,
)
from shifting_sands.games.ouroboros.rules.pieces import step
from shifting_sands.games.ouroboros.rules.reach import fight_shortfall


def explain(state: Any, action: Any) -> str:
    from shifting_sands.games.ouroboros.rules.view import Phase

    if state.is_terminal():
        return "The game is over."
    if state.phase is Phase.CONFIRM and not isinstance(action, EndTurn):
        return "This turn is done: end it, or take the move back."
    if state.phase is Phase.WALL and not isinstance(action, BreakWall | HoldBack):
        return "Break the wall and go in, or hold back."
    if isinstance(action, EndTurn | BreakWall | HoldBack):
        return "There is nothing to confirm yet."
    me = state.me()
    chased = state.pursued(me.seat)
    if isinstance(action, Stay):
        return "A monster pursues you: you must move."
    if isinstance(action, Move):
        if action.direction not in DIRECTIONS:
            return "Move up, down, left or right."
        tile = state.tiles.get(step(me.pos, DIRECTIONS[action.direction]))
        if tile is None:
            return "The tile deck is empty: no tile can be laid in the dark."
        return "A wall blocks the way."
    if isinstance(action, Fight):
        monster = state.monsters.get(action.monster)
        if monster is None or monster.pos != me.pos:
            return "Only a monster on your own tile can be fought."
        if chased and state.rules.pursuit is PursuitRule.STRICT:
            return ("A monster pursues you: you must move. Lead it to your teammates; one "
                    "of them on your tile fights it on their turn.")
        return f"{fight_shortfall(state, me.seat, monster.id)}."
    if isinstance(action, Revive):
        if chased:
            return "A monster pursues you: only the Medic may stop to revive."
        return "Only an incapacitated explorer on your own tile can be revived."
    return "That move is not allowed now."


def pursuit_hint(rules: Any, kinds: str) -> str:
    """What a pursued explorer may do, for the action panel (`kinds`: "the Mummy"...), so
    the scene never restates the rule (O17: the text makes the pursued move every turn)."""
    if rules.pursuit is PursuitRule.STRICT:
        return (f"{kinds[0].upper()}{kinds[1:]} pursues you: you must move. Lead it to "
                "teammates; one of them on your tile fights it on their turn.")
    return f"{kinds[0].upper()}{kinds[1:]} pursues you: move, or fight it with enough help."
