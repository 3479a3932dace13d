"""The running frames: a robbery, curses being given, a draw from the bag, an event, a trial
and the end of a turn. Each is called by `flow.settle` while it is on top of the stack; each
call moves its `step` on or pushes a frame it waits for, so each ends in bounded steps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as ev
from shifting_sands.games.curse_reverse.rules.board import segment_of
from shifting_sands.games.curse_reverse.rules.tabletop import (
    CurseTable,
    open_window,
    push,
    tile_event,
)


def window(state: CurseTable, moment: str, **ctx: Any) -> None:
    """Everyone is asked, in turn order from the turn's owner (ruling C14)."""
    open_window(state, moment, state.order_from(state.turn_seat), **ctx)


def chance(state: CurseTable, what: str, **data: Any) -> None:
    push(state, {"k": "chance", "what": what, **data})


def choice(state: CurseTable, seat: int, what: str, **data: Any) -> None:
    push(state, {"k": "choice", "seat": seat, "what": what, **data})


def cut_turn(state: CurseTable, why: str, events: list[Any]) -> None:
    """The turn ends at once: no more actions; the end of the turn still happens (C10)."""
    state.ts["actions"] = 0
    state.ts["moves"] = max(state.ts["moves"], 1)
    state.ts["cut"] = True
    events.append(ev.TurnCut(state.turn_seat, why))


# -- robbery ---------------------------------------------------------------------------
def robbery(state: CurseTable, frame: dict[str, Any], events: list[Any]) -> None:
    robber, victim = frame["robber"], frame["victim"]
    step = frame["step"]
    frame["step"] += 1
    if step == 0:
        attack, defence = state.dice(robber, "offensive"), state.dice(victim, "defensive")
        events.append(ev.RobberyBegan(robber, victim, attack, defence))
        chance(state, "roll", side="attack", n=attack)
    elif step == 1:
        chance(state, "roll", side="defence", n=state.dice(victim, "defensive"))
    elif step == 2:
        window(state, "roll", seat=robber, victim=victim)
    elif step == 3:
        swords, shields = sum(frame["attack"]), sum(frame["defence"])
        result = "blanks" if swords == 0 else "won" if swords > shields else "held"
        frame["result"] = result
        events.append(ev.RobberyEnded(robber, victim, swords, shields, result))
        if result == "blanks":
            cut_turn(state, "rolled all blanks", events)
            state.stack.pop()
        elif result == "held":
            state.stack.pop()
        else:
            choice(state, robber, "steal", victim=victim)
    elif step == 4:
        if state.cartouches_of(victim):
            choice(state, robber, "peek", victim=victim)
    elif step == 5:
        if state.curses_of(robber):
            choice(state, robber, "pass_curses", victim=victim)
    elif step == 6:
        window(state, "robbed", seat=robber, victim=victim)
    else:
        state.stack.pop()


# -- curses ----------------------------------------------------------------------------
def give_curses(state: CurseTable, to: int, count: int, events: list[Any],
                source: str = "pile") -> None:
    """Curses on their way to `to`: first the window in which Wadjet may turn them aside."""
    push(state, {"k": "gift", "to": to, "count": count, "source": source, "step": 0})


def gift(state: CurseTable, frame: dict[str, Any], events: list[Any]) -> None:
    """One curse at a time; a full pack sends an item back to the bag first, chosen by its
    owner; with no item to send back the curse stays where it was (C7)."""
    if frame["step"] == 0:
        frame["step"] = 1
        window(state, "curse", seat=frame["to"])
        return
    to, source = frame["to"], frame["source"]
    available = state.curses if source == "pile" else state.curses_of(int(source[5:]))
    if frame["count"] <= 0 or available <= 0 or (source == f"seat:{to}"):
        state.stack.pop()
        return
    if state.free_space(to) <= 0:
        if state.items_of(to):
            choice(state, to, "make_room")
        else:
            state.stack.pop()
        return
    if source == "pile":
        state.curses -= 1
    else:
        state.packs[int(source[5:])].remove("curse")
    state.packs[to].append("curse")
    frame["count"] -= 1
    events.append(ev.CursesMoved(1, source, f"seat:{to}"))


# -- drawing from the bag --------------------------------------------------------------
def draw_items(state: CurseTable, seat: int, count: int) -> None:
    push(state, {"k": "draw", "seat": seat, "count": count, "step": 0, "khonsu": False,
                 "drawn": []})


def draw(state: CurseTable, frame: dict[str, Any], events: list[Any]) -> None:
    """Each item drawn is the window of Khonsu (three drawn, one kept, C15)."""
    if frame["step"] == 0:
        frame["step"] = 1
        window(state, "draw", seat=frame["seat"])
        return
    drawn = frame["drawn"]
    wanted = 3 if frame["khonsu"] else 1
    if frame["count"] <= 0 or (not state.bag and not drawn):
        for item in drawn:
            state.bag.append(item)
        state.stack.pop()
        return
    if len(drawn) < wanted and state.bag:
        chance(state, "bag")
        return
    if len(drawn) > 1:
        choice(state, frame["seat"], "khonsu", items=list(drawn))
        return
    state.give_tile(frame["seat"], f"item:{drawn[0]}", "bag", "drawn", events)
    frame["drawn"] = []
    frame["count"] -= 1
    frame["khonsu"] = False


# -- events ----------------------------------------------------------------------------
def event(state: CurseTable, frame: dict[str, Any], events: list[Any]) -> None:
    seat = frame["seat"]
    if frame["step"] == 0:
        frame["step"] = 1
        if not state.events_left:  # C11: the used events are shuffled into a new deck
            state.events_left, state.events_used = sorted(state.events_used), []
        if state.events_left:
            chance(state, "event", seat=seat)
        return
    if frame["step"] == 1:
        frame["step"] = 2
        if frame.get("card"):
            event_effect(state, seat, state.content.events[frame["card"]], events)
        return
    state.stack.pop()


def event_effect(state: CurseTable, seat: int, card: Any, events: list[Any]) -> None:
    effect, count = card.effect, card.count
    if effect == "trial":
        state.ts["trial"] = True
    elif effect == "bag_items":
        draw_items(state, seat, count)
    elif effect == "cartouche":
        if state.pile:
            state.give_tile(seat, f"cartouche:{state.pile.pop()}", "pile", "event", events)
    elif effect == "curse_self":
        give_curses(state, seat, count, events)
    elif effect == "curse_others":
        for other in reversed(state.order_from(seat)[1:]):
            give_curses(state, other, count, events)
    elif effect == "cleanse_self":
        cleanse(state, seat, events)
    elif effect == "go_start":
        events.append(ev.Moved(seat, (state.pos[seat], state.home[seat])))
        state.pos[seat] = state.home[seat]
    elif effect == "rotate_here":
        turn_segment(state, segment_of(state.pos[seat]), events)
    elif effect == "return_item":
        if state.items_of(seat):
            choice(state, seat, "return_item")
    elif effect == "free_move":
        push(state, {"k": "move", "seat": seat, "free": True, "step": 1})


def cleanse(state: CurseTable, seat: int, events: list[Any]) -> None:
    count = state.curses_of(seat)
    if count:
        state.packs[seat] = [t for t in state.packs[seat] if t != "curse"]
        state.curses += count
        events.append(ev.CursesMoved(count, f"seat:{seat}", "pile"))


def turn_segment(state: CurseTable, god: str, events: list[Any]) -> None:
    from shifting_sands.content.curse_reverse import GODS

    index = GODS.index(god)
    state.orientation[index] = (state.orientation[index] + 1) % 4
    events.append(ev.SegmentTurned(god, state.orientation[index]))


# -- trials ----------------------------------------------------------------------------
def trial(state: CurseTable, frame: dict[str, Any], events: list[Any]) -> None:
    """Scenario and modifier drawn and shown; the window before the timer (Khnum, Ma'at);
    the story (a person) or the roll (a bot); the votes; the reward or the turn's end."""
    seat = frame["seat"]
    step = frame["step"]
    frame["step"] += 1
    if step == 0:
        frame.update(scenario=None, modifiers=[], maat=[], passed=None, how="", tally=[0, 0])
        refill_trials(state, 2)
        chance(state, "trial_card")
    elif step == 1:
        refill_trials(state, 1)
        chance(state, "trial_card")
    elif step == 2:
        events.append(ev.TrialBegan(seat, frame["scenario"], tuple(frame["modifiers"])))
        window(state, "trial", seat=seat)
    elif step == 3:
        voters = judges(state, seat)
        if state.people[seat]:
            choice(state, seat, "story")
        elif voters:
            frame["step"] = 5
        else:
            chance(state, "judge")
            frame["step"] = 6
    elif step == 4:  # a person's story was told (or not)
        if not frame.get("told"):
            frame.update(passed=False, how="timer")
            frame["step"] = 6
        elif not judges(state, seat):
            frame.update(passed=True, how="unopposed")
            frame["step"] = 6
    elif step == 5:
        push(state, {"k": "vote", "voters": judges(state, seat), "votes": []})
    elif step == 6:
        yes, no = frame["tally"]
        events.append(ev.TrialJudged(seat, bool(frame["passed"]), yes, no, frame["how"]))
        state.trials_left.extend(state.trials_used)
        state.trials_used = []
        if frame["passed"]:
            choice(state, seat, "look")
        else:
            state.stack.pop()
            cut_turn(state, "failed the trial", events)
    elif step == 7:
        choice(state, seat, "reward")
    else:
        state.stack.pop()


def refill_trials(state: CurseTable, wanted: int) -> None:
    if len(state.trials_left) < wanted:
        state.trials_left.extend(state.trials_used)
        state.trials_used = []


def judges(state: CurseTable, teller: int) -> list[int]:
    """Every other person at the table judges a person's story; a bot's trial is judged
    by the people only in the `table_judges` variant (C13)."""
    if not state.people[teller] and not state.rules.table_judges_bots:
        return []
    return [s for s in state.order_from(teller) if s != teller and state.people[s]]


# -- the end of a turn -----------------------------------------------------------------
def endturn(state: CurseTable, frame: dict[str, Any], events: list[Any]) -> None:
    """An event on a "?" (C4), then a pending trial unless in a temple, then the item
    spaces refill one item each, then the next thief."""
    seat = frame["seat"]
    step = frame["step"]
    if step == 0:
        frame["step"] = 1
        if state.board.kind_of[state.pos[seat]] == "event":
            push(state, {"k": "event", "seat": seat, "step": 0})
    elif step == 1:
        frame["step"] = 2
        if state.ts["trial"] and state.in_temple(seat) is None:
            state.ts["trial"] = False
            push(state, {"k": "trial", "seat": seat, "step": 0, "action": False})
    elif step == 2:
        for node in state.board.places("item"):
            if state.bag and not any(t.startswith("item:") for t in state.ground.get(node, [])):
                chance(state, "refill", node=node)
                return
        frame["step"] = 3
    else:
        state.stack.pop()
        next_turn(state, events)


def next_turn(state: CurseTable, events: list[Any]) -> None:
    seat = state.turn_seat
    state.aker[seat] = False
    state.menhit = [False] * state.players
    state.turn_seat = (seat + 1) % state.players
    state.turn += 1
    if state.turn_seat == 0:
        state.round += 1
        if state.round > state.rules.max_rounds:
            most = max(len(done) for done in state.done)
            winners = [s for s in range(state.players) if len(state.done[s]) == most]
            state.finish(winners, f"The dream fades after {state.rules.max_rounds} rounds.",
                         events)
            return
    state.new_turn_state()
    state.ts["cut"] = False
    state.current_player = state.turn_seat
    events.append(ev.TurnBegan(state.turn_seat, state.round))


PROCEDURES: dict[str, Callable[[CurseTable, dict[str, Any], list[Any]], None]] = {
    "robbery": robbery, "gift": gift, "draw": draw, "event": event, "trial": trial,
    "endturn": endturn,
}

__all__ = ["PROCEDURES", "cleanse", "draw_items", "give_curses", "tile_event", "turn_segment"]
