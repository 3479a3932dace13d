"""The Curse Reverse log: one plain sentence per event. The log is read by the whole table,
so it never names a face-down cartouche (the seat's own panel shows what it holds)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as ev

WHY = {"dropped": "drops", "picked_up": "picks up", "robbed": "takes", "reward": "receives",
       "event": "receives", "drawn": "draws", "stolen_from_temple": "steals from the temple",
       "returned_to_bag": "sends back to the bag", "swapped": "swaps away"}


def content() -> Any:
    from shifting_sands.content.curse_reverse import default_curse_reverse

    return default_curse_reverse()


def upper_first(text: str) -> str:
    """The first letter up and the rest as written: `str.capitalize` would lower the names
    ("The broken khopesh")."""
    return text[:1].upper() + text[1:]


def tile_name(tile: str) -> str:
    if tile.startswith("item:"):
        item = content().items.get(tile[5:])
        return f"the {item.name}" if item else tile[5:]
    if tile == "curse":
        return "a curse"
    return "a face-down cartouche"


def holder(where: str, names: Sequence[str]) -> str:
    if where.startswith("seat:"):
        return names[int(where[5:])]
    if where.startswith("temple:"):
        return f"the {content().gods[where[7:]].temple}"
    return {"bag": "the bag", "pile": "the pile"}.get(where, "the ground")


def dice(count: int, side: str) -> str:
    return f"{count} {side} {'die' if count == 1 else 'dice'}"


def describe(event: Any, names: Sequence[str]) -> str | None:
    c = content()
    if isinstance(event, ev.TurnBegan):
        return f"Round {event.round}: {names[event.seat]}'s turn."
    if isinstance(event, ev.Moved):
        extra = " (wrapping round the board)" if event.wrapped else ""
        return f"{names[event.seat]} moves{extra}."
    if isinstance(event, ev.TileMoved):
        thing = tile_name(event.tile)
        if event.what == "refilled":
            return f"{upper_first(thing)} appears on an item space."
        if event.target.startswith("seat:"):
            who = names[int(event.target[5:])]
            verb = WHY.get(event.what, "gets")
            return f"{who} {verb} {thing} from {holder(event.source, names)}."
        if event.source.startswith("seat:"):
            who = names[int(event.source[5:])]
            return f"{who} {WHY.get(event.what, 'puts down')} {thing}."
        return None
    if isinstance(event, ev.RobberyBegan):
        return (f"{names[event.robber]} tries to rob {names[event.victim]}: "
                f"{dice(event.attack, 'attack')} against {dice(event.defence, 'defence')}.")
    if isinstance(event, ev.Rolled):
        count = sum(event.faces)
        sign = ("sword" if event.side == "attack" else "shield") + ("" if count == 1 else "s")
        return f"The {event.side} {'die shows' if len(event.faces) == 1 else 'dice show'} " \
               f"{count} {sign}."
    if isinstance(event, ev.RobberyEnded):
        said = {"won": "the robbery succeeds", "held": f"{names[event.victim]} holds on",
                "blanks": "all blanks: the robber's turn ends"}[event.result]
        return f"Swords {event.swords}, shields {event.shields}: {said}."
    if isinstance(event, ev.Peeked):
        return f"{names[event.seat]} peeks at a cartouche of {names[event.owner]}."
    if isinstance(event, ev.LookedAt):
        return f"{names[event.seat]} looks at {names[event.owner]}'s hidden cartouches."
    if isinstance(event, ev.ItemReturned):
        return (f"{names[event.seat]} returns the {c.items[event.item].name} to the "
                f"{c.gods[event.god].temple}.")
    if isinstance(event, ev.CartouchePlayed):
        target = f" on {names[event.target]}" if event.target >= 0 else ""
        return f"{names[event.seat]} plays the {c.cartouches[event.cartouche].name}{target}."
    if isinstance(event, ev.CursesMoved):
        many = "a curse" if event.count == 1 else f"{event.count} curses"
        if event.target == "pile":
            return f"{holder(event.source, names)} is cleansed of {many}."
        return f"{holder(event.target, names)} takes {many}."
    if isinstance(event, ev.EventDrawn):
        return f"Event for {names[event.seat]}: {c.events[event.card].title}."
    if isinstance(event, ev.TrialBegan):
        mods = ", ".join(c.trials[m].modifier_title for m in event.modifiers)
        return f"{names[event.seat]} faces the trial {c.trials[event.scenario].title} ({mods})."
    if isinstance(event, ev.TrialJudged):
        verdict = "passes" if event.passed else "fails"
        how = {"vote": f" ({event.votes_for} for, {event.votes_against} against)",
               "chance": " (by the roll)", "timer": " (the sand ran out)", "unopposed": ""}
        return f"{names[event.seat]} {verdict} the trial{how[event.how]}."
    if isinstance(event, ev.RewardChosen):
        words = {"cartouche": "a cartouche", "curse": "to give a curse", "item": "an item",
                 "rotate": "to turn segments", "free_move": "a free move"}
        return f"{names[event.seat]} chooses {words[event.kind]}."
    if isinstance(event, ev.SegmentTurned):
        return f"The {c.gods[event.god].name} segment turns a quarter."
    if isinstance(event, ev.GoalSwapped):
        return f"{names[event.seat]} exchanges a goal card of the same god."
    if isinstance(event, ev.TurnCut):
        return f"{names[event.seat]}'s turn ends at once: {event.why}."
    if isinstance(event, ev.GameWon):
        return f"{names[event.seat]} {event.reason}!"
    if isinstance(event, ev.GameEnded):
        return event.reason
    if isinstance(event, ev.AskingChanged):
        from shifting_sands.games.curse_reverse.rules.ask_choice import LABELS

        return f"{names[event.seat]} is now asked to play cartouches: " \
               f"{LABELS.get(event.choice, event.choice)}."
    return None
