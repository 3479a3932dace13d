"""Why an action is refused, in a sentence for the player."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev

PHASE_WORDS = {
    "discard": "discard or draw", "action": "choose this round's action",
    "activate": "activate spaces", "move": "move the activated units",
    "attack": "declare attacks", "combat": "finish the combat",
    "redeploy": "redeploy units", "replace": "spend replacement points",
}
ACTION_PHASE = {
    ev.Discard: "discard", ev.Draw: "discard", ev.PlayCard: "action",
    ev.AutomaticOperation: "action", ev.Activate: "activate", ev.EndActivation: "activate",
    ev.Move: "move", ev.EndMoves: "move", ev.Attack: "attack", ev.EndAttacks: "attack",
    ev.Redeploy: "redeploy", ev.EndRedeploy: "redeploy", ev.Replace: "replace",
    ev.Rebuild: "replace", ev.EndReplacements: "replace",
}


def explain(state: Any, action: Any) -> str:
    if state.is_terminal():
        return "The game is over."
    wanted = ACTION_PHASE.get(type(action))
    if wanted is None and not isinstance(action, ev.Roll | ev.TakeLoss | ev.Retreat
                                         | ev.Displace | ev.Advance | ev.EndAdvance):
        return "That is not a move of this game."
    if wanted is not None and wanted != state.phase:
        return f"Not now: it is time to {PHASE_WORDS.get(state.phase, 'wait')}."
    match action:
        case ev.PlayCard(card, _) | ev.Discard(card) if card not in state.hands[state.active]:
            return "That card is not in your hand."
        case ev.Activate(space, _) if state.op and space in state.op["activated"]:
            return f"{space} is already activated this action."
        case ev.Activate(space, mode) if state.op and mode in ("move", "attack") and (
                space in state.content.board):
            from shifting_sands.games.north_africa.rules.costs import why_not_activated

            return why_not_activated(state, space, mode)
        case ev.Activate(space, mode):
            return (f"{space} cannot be activated to {mode}: no units of yours there, too few "
                    "OPS left, or no enemy beside it to attack.")
        case ev.Move(_, to):
            return (f"That unit cannot move to {to}: it is out of reach, the enemy is there, "
                    "the space is closed, or it would overstack.")
        case ev.Attack(target, _, _, _):
            return (f"That attack on {target} is not possible: attack from your Attack spaces "
                    "beside it with units that have not attacked yet.")
        case ev.Redeploy(_, to):
            return (f"That redeployment to {to} is not possible: it must go through your own "
                    "spaces, in supply, within your points and stacking.")
        case ev.Replace() | ev.Rebuild():
            return "Not enough replacement points, or that unit cannot be brought back there."
        case ev.Roll():
            return "The dice are rolled by the game."
    return "That move is not allowed now."
