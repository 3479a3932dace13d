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
    seat = state.current_player
    if isinstance(action, a.Play):
        return play_refused(state, seat, action)
    if state.stack:
        if isinstance(action, (a.Drop, a.PickUp)) and seat != state.turn_seat:
            return "Tiles are dropped and picked up on your own turn only."
        return "Finish what is being decided first."
    acting = state.ts["actions"] > 0
    if isinstance(action, a.StartMove):
        return "You have no turn action left for another move."
    if isinstance(action, a.Drop):
        return drop_refused(state, seat, action)
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
    return "That is not allowed now."


def drop_refused(state: Any, seat: int, action: a.Drop) -> str:
    pack = state.packs[seat]
    tile = pack[action.index] if 0 <= action.index < len(pack) else ""
    if tile == "curse":
        return "Curses cannot be dropped: cleanse them in a temple or pass them in a robbery."
    if not tile:
        return "There is no tile there in your pack."
    if tile.startswith("cartouche:"):  # ruling C9
        return ("A cartouche cannot be dropped inside a temple: only items shown on your "
                "goal cards may be left here.")
    return "Inside a temple you may drop only items shown on your goal cards."


MOMENTS = {"move": "before a move begins", "roll": "right after the robbery dice are rolled",
           "trial": "before a trial's sand is turned", "curse": "as curses are being given",
           "draw": "as an item is drawn from the bag", "robbed": "once a robbery is won"}
"""When the cartouches of a moment may be played (the rules text's timing, ruling C14)."""
NO_CHANGE = {
    "aker": "every thief may already wrap round the board",
    "menhit": "every thief may already cross the sand this turn",
    "apep": "the turn's end has begun, so an extra action could not be used",
    "aten": "nobody carries a curse to remove",
    "babi": "the robbed thief carries no item to take",
    "bast": "this move has already been doubled or halved",
    "bennu": "no other thief stands on your segment away from your square",
    "khnum": "no trial card is left to add",
    "khonsu": "the bag holds fewer than two items",
    "maat": "you carry no item to name",
    "nekhbet": "you need an item, and a thief on your segment who carries one",
    "nut": "nobody has a goal card left to exchange",
    "set": "the curse pile is empty",
    "wadjet": "the curses being given would bring none",
}
"""Why a cartouche that may be played now would change nothing (ruling C34)."""


def play_refused(state: Any, seat: int, action: a.Play) -> str:
    """Why this play is refused: not held, not its moment, or it would change nothing."""
    from shifting_sands.games.curse_reverse.rules.cartouches import targets
    from shifting_sands.games.curse_reverse.rules.tabletop import may_start_move

    model = state.content.cartouches.get(action.cartouche)
    if model is None:
        return "There is no such cartouche."
    if action.cartouche not in state.cartouches_of(seat):
        return f"You do not hold the {model.name}."
    frame = state.stack[-1] if state.stack else None
    timing, name = model.timing, model.name
    if frame is not None and frame["k"] != "window":
        return "Finish what is being decided first: cartouches are played when you are asked."
    moment = frame["moment"] if frame is not None else "turn"
    if timing != "any" and timing != moment and not (timing == "move" and moment == "turn"):
        return f"The {name} is played only {MOMENTS.get(timing, 'in its moment')}."
    if timing == "move" and moment == "turn" and not may_start_move(state):
        return f"The {name} is played before a move, and you have no move left this turn."
    ways = targets(state, seat, action.cartouche, frame["ctx"] if frame else {})
    if not ways:
        return f"The {name} would change nothing now: {NO_CHANGE.get(action.cartouche, '')}."
    return f"Choose one of the ways the {name} can be played now."


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
