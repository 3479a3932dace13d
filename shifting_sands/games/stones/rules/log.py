"""Plain sentences for the game log, with player names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.stones.rules.actions import (
    BonusAwarded,
    CardScored,
    DeckReshuffled,
    EndTriggered,
    GameOver,
    StoneFlipped,
    StonesShifted,
    StrikeTaken,
    TurnEnded,
    TurnSkipped,
)
from shifting_sands.words import plural

ROW_NAMES = ("top", "middle", "bottom")
COL_NAMES = ("left", "centre", "right")


def place_name(position: int) -> str:
    row, col = divmod(position, 3)
    if row == 1 and col == 1:
        return "centre"
    return f"{ROW_NAMES[row]} {COL_NAMES[col]}"


def symbol_name(symbol: str) -> str:
    return symbol.capitalize()


def _cards(n: int) -> str:
    return plural(n, "card")


def _and(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def describe(event: Any, names: Sequence[str]) -> str | None:
    """One sentence for `event`, or None for events the log does not show."""
    if isinstance(event, StonesShifted):
        return (f"{names[event.seat]} discarded a {event.points}-point card to swap the "
                f"{symbol_name(event.first_symbol)} ({place_name(event.first)}) with the "
                f"{symbol_name(event.second_symbol)} ({place_name(event.second)}).")
    if isinstance(event, StoneFlipped):
        return (f"{names[event.seat]} discarded a {event.points}-point card to flip the "
                f"{symbol_name(event.old_symbol)} ({place_name(event.position)}) to "
                f"{symbol_name(event.new_symbol)}.")
    if isinstance(event, CardScored):
        return f"{names[event.seat]} scored a {event.points}-point pattern."
    if isinstance(event, TurnEnded):
        drew = f" and drew {_cards(event.drew)}" if event.drew else ""
        return f"{names[event.seat]} ended the turn{drew}."
    if isinstance(event, TurnSkipped):
        return f"{names[event.seat]} skipped the turn and drew {_cards(event.drew)}."
    if isinstance(event, DeckReshuffled):
        return f"The deck ran out: {_cards(event.cards)} from the discards were shuffled into it."
    if isinstance(event, StrikeTaken):
        return f"No pattern scored this turn: strike {event.strikes} of {event.limit}."
    if isinstance(event, EndTriggered):
        return (f"{names[event.seat]} has scored {_cards(event.scored)}: "
                "the game ends when this round is complete.")
    if isinstance(event, BonusAwarded):
        who = _and([names[s] for s in event.seats])
        return (f"{who} collected the most 1-point cards ({event.ones}) "
                f"and gain{'s' if len(event.seats) == 1 else ''} "
                f"{plural(event.points, 'bonus point')}.")
    if isinstance(event, GameOver):
        if event.reason == "solo_complete":
            return f"{names[0]} scored every card of the solo deck and wins!"
        if event.reason == "solo_strikes":
            return f"Four strikes: {names[0]} loses the solo game."
        winners = _and([names[s] for s in event.winners])
        verb = "wins" if len(event.winners) == 1 else "share the victory"
        return f"Game over: {winners} {verb} with {plural(max(event.scores), 'point')}."
    return None
