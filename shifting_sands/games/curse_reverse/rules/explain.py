"""Why an action is refused, in a sentence for the player (the scene never restates rules)."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as a


def explain(state: Any, action: Any) -> str:
    if state.is_terminal():
        return "The game is over."
    if state.current_player < 0:
        return "Wait: the dice or the cards are being drawn."
    if isinstance(action, a.SetAsking):
        return asking_refused(state, action)
    if state.stack:
        return "Finish what is being decided first."
    seat = state.current_player
    acting = state.ts["actions"] > 0
    if isinstance(action, a.StartMove):
        return "You have no turn action left for another move."
    if isinstance(action, a.Drop):
        if state.in_temple(seat):
            return "In a temple you may drop only items shown on your goal cards."
        return "Curses cannot be dropped: cleanse them in a temple or pass them in a robbery."
    if not acting and isinstance(action, (a.Rob, a.TurnIn, a.StealOffering, a.Cleanse,
                                          a.PerformTrial, a.PickUp)):
        return "You have already used your turn action."
    if isinstance(action, a.Rob):
        if state.in_temple(seat):
            return "Nobody may be robbed inside a temple."
        return "You can only rob a thief on your own square."
    if isinstance(action, a.PickUp):
        return "Your pack is full, or nothing lies there."
    if isinstance(action, (a.TurnIn, a.StealOffering, a.Cleanse, a.PerformTrial)):
        if not state.in_temple(seat):
            return "That is done inside a temple."
        if isinstance(action, a.TurnIn):
            return "Only an item shown on your goal card of this temple's god can be returned."
        if isinstance(action, a.StealOffering):
            return "You cannot take back an item you returned yourself."
        return "You carry no curses."
    if isinstance(action, a.Play):
        return "That cartouche cannot be played now."
    return "That is not allowed now."


def asking_refused(state: Any, action: a.SetAsking) -> str:
    seat = state.current_player
    if not state.people[seat]:
        return "Only a person chooses how they are asked."
    if action.choice == state.ask[seat]:
        return "You are already asked that way."
    if action.choice not in ("always", "playable", "never"):
        return "Choose Always, If playable or Never."
    return ("Change how you are asked on your own turn, or when you are asked to play a "
            "cartouche.")
