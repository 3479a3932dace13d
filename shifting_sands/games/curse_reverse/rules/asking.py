"""Who a response window asks, and in which order (rulings C14, C35, C36).

A window asks its seats in turn order. A seat that plays a cartouche is asked again at once,
then the others go round once more (a play is something new to answer), until every seat
has passed since the last play. Bots are always asked (they show nothing); a person as they
chose: at every window, never, or "If playable": only when they hold a play they have not
yet passed on. A timing cartouche (Khnum, Mafdet...) is new in every window; an any-time one
(Aten, Menhit...) is remembered by what it would do (`fingerprint`), so a person who passed
on it is not asked again until that changes. A person changes their choice on their own turn
or when asked (`SetAsking`, logged like any action: who is asked depends on it).
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.curse_reverse.rules.actions import Play, SetAsking
from shifting_sands.games.curse_reverse.rules.tabletop import ASK_CHOICES, CurseTable


def fingerprint(state: CurseTable, play: Play) -> str:
    """What an any-time play would do, as a remembered string: the cartouche and its target,
    the item Nekhbet would bring, and the curses Aten would lift (more curses, or another
    item to take, is a new question; which of one's own items to give is not)."""
    key = f"{play.cartouche}:{play.target}"
    if play.cartouche == "aten":
        return f"{key}:{state.curses_of(play.target)}"
    if play.cartouche == "nekhbet":
        return f"{key}:{play.choice[1]}"
    return key


def any_time(state: CurseTable, play: Play) -> bool:
    return state.content.cartouches[play.cartouche].timing == "any"


def has_new(state: CurseTable, seat: int, frame: dict[str, Any], plays: list[Play]) -> bool:
    """Whether `plays` hold one `seat` has not passed on: a timing play in a window it has
    not passed yet, or an any-time play it never passed on as it stands (ruling C35)."""
    declined = set(state.declined[seat])
    for play in plays:
        if any_time(state, play):
            if fingerprint(state, play) not in declined:
                return True
        elif seat not in frame.get("passed", ()):
            return True
    return False


def should_ask(state: CurseTable, seat: int, frame: dict[str, Any]) -> bool:
    """Bots are always asked (they answer at once and show nothing); a person as they chose
    (ruling C14): "If playable" only when holding a play not yet passed on (C35), or at
    once again after playing one."""
    from shifting_sands.games.curse_reverse.rules.cartouches import window_plays

    if not state.people[seat] or state.ask[seat] == "always":
        return True
    if state.ask[seat] == "never":
        return False
    plays = window_plays(state, seat, frame["moment"], frame["ctx"])
    if not plays:
        return False
    return frame.get("again") == seat or has_new(state, seat, frame, plays)


def prepare_window(state: CurseTable, frame: dict[str, Any]) -> bool:
    """Drop the seats not to be asked from the front; False when nobody is left."""
    while frame["ask"] and not should_ask(state, frame["ask"][0], frame):
        if frame["ask"].pop(0) == frame.get("again"):
            frame["again"] = -1
    return bool(frame["ask"])


def passed(state: CurseTable, seat: int, frame: dict[str, Any]) -> None:
    """`seat` passes: remembered for this window, and on another's turn its any-time plays
    for later windows (only those of cartouches it still holds are kept). A pass on one's
    own turn answers nothing for later: the turn's owner plays them whenever it likes."""
    from shifting_sands.games.curse_reverse.rules.cartouches import window_plays

    frame.setdefault("passed", []).append(seat)
    if frame.get("again") == seat:
        frame["again"] = -1
    if seat == state.turn_seat:
        return
    held = set(state.cartouches_of(seat))
    keep = {fp for fp in state.declined[seat] if fp.split(":", 1)[0] in held}
    keep |= {fingerprint(state, play)
             for play in window_plays(state, seat, frame["moment"], frame["ctx"])
             if any_time(state, play)}
    state.declined[seat] = sorted(keep)


def played(frame: dict[str, Any], seat: int) -> None:
    """`seat` played a cartouche: it is asked again first, then every other seat of the
    window in turn order after it, whether it passed already or not (ruling C14)."""
    seats = frame.get("seats") or [seat, *frame["ask"]]
    if seat not in seats:
        seats = [seat, *seats]
    at = seats.index(seat)
    frame["ask"] = seats[at:] + seats[:at]
    frame["passed"] = []
    frame["again"] = seat


def asking_actions(state: CurseTable) -> list[SetAsking]:
    """A person changes how they are asked on their own turn or when asked in a window
    (ruling C36); never a bot, never inside another decision."""
    seat = state.current_player
    if seat < 0 or not state.people[seat]:
        return []
    if state.stack and state.stack[-1]["k"] != "window":
        return []
    return [SetAsking(choice) for choice in ASK_CHOICES if choice != state.ask[seat]]
