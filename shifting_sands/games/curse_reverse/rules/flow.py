"""The frames of play: what waits for a seat, for chance, or runs by itself.

A frame is a JSON-ready dict with a kind `k`. Waiting kinds: `move` (a seat ends a move),
`window` (seats asked in turn whether to play a cartouche), `choice` (one seat decides),
`vote` (the judges of a story), `chance` (a die, a draw). Running kinds (`procedures`
in `procedures.py`: robbery, gift, draw, event, trial, endturn) step through their
`step` and push the frames they need. `settle` runs the stack until someone must act.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as ev
from shifting_sands.games.curse_reverse.rules.actions import (
    DrawEvent,
    DrawItem,
    DrawTrial,
    Judged,
    Move,
    Pass,
    Play,
    Roll,
    Stay,
)
from shifting_sands.games.curse_reverse.rules.asking import passed, played, prepare_window
from shifting_sands.games.curse_reverse.rules.tabletop import (
    CHANCE,
    CurseTable,
    Phase,
    below,
    open_window,
    push,
)
from shifting_sands.rules.protocol import Prompt, PromptKind

MAX_STEPS = 500
"""Running frames that never reach a decision are a bug: stop and say so."""
WAITING = ("move", "window", "choice", "vote", "chance")


def settle(state: CurseTable, events: list[Any]) -> None:
    """Run frames until a seat or chance must act (or the game is over)."""
    from shifting_sands.games.curse_reverse.rules.procedures import PROCEDURES

    for _ in range(MAX_STEPS):
        if state._outcome is not None:
            return
        if not state.stack:
            if state.ts["cut"]:
                state.ts["cut"] = False
                push(state, {"k": "endturn", "seat": state.turn_seat, "step": 0})
                continue
            state.current_player = state.turn_seat
            return
        frame = state.stack[-1]
        kind = frame["k"]
        if kind in PROCEDURES:
            PROCEDURES[kind](state, frame, events)
            continue
        if kind == "window" and not prepare_window(state, frame):
            state.stack.pop()
            continue
        if kind == "move" and frame["step"] == 0:
            frame["step"] = 1
            others = [s for s in state.order_from(frame["seat"]) if s != frame["seat"]]
            open_window(state, "move", others, seat=frame["seat"])
            continue
        state.current_player = CHANCE if kind == "chance" else waiting_seat(frame)
        return
    raise RuntimeError("Curse Reverse frames ran without reaching a decision")


def waiting_seat(frame: dict[str, Any]) -> int:
    if frame["k"] == "window":
        return frame["ask"][0]
    if frame["k"] == "vote":
        return frame["voters"][len(frame["votes"])]
    return frame["seat"]


def phase_of(frame: dict[str, Any]) -> Phase:
    kind = frame["k"]
    if kind == "choice" and frame["what"] == "story":
        return Phase.STORY
    return {"move": Phase.MOVE, "window": Phase.WINDOW, "choice": Phase.CHOICE,
            "vote": Phase.VOTE, "chance": Phase.CHANCE}.get(kind, Phase.TURN)


# -- legal actions of waiting frames ---------------------------------------------------
def move_speed(state: CurseTable, seat: int, free: bool = False) -> int:
    """The movement of `seat`'s move; Bast changes the current player's next move, never a
    free move (ruling C20: a free move goes at the thief's own movement, C23)."""
    speed = state.speed(seat)
    factor = state.ts["factor"] if seat == state.turn_seat and not free else ""
    if factor == "double":
        return speed * 2
    if factor == "halve":
        return max(1, speed // 2)
    return speed


def move_reach(state: CurseTable, seat: int, free: bool = False) -> dict[str, Any]:
    return state.board.reach(state.pos[seat], move_speed(state, seat, free),
                             walk_sand=state.menhit[seat], may_wrap=state.aker[seat])


def frame_legal(state: CurseTable, frame: dict[str, Any]) -> list[Any]:
    from shifting_sands.games.curse_reverse.rules.cartouches import window_plays
    from shifting_sands.games.curse_reverse.rules.choices import choice_legal

    kind = frame["k"]
    if kind == "move":
        reach = move_reach(state, frame["seat"], frame["free"])
        return [Stay()] + [Move(node) for node in reach]
    if kind == "window":
        return [Pass(), *window_plays(state, frame["ask"][0], frame["moment"], frame["ctx"])]
    if kind == "vote":
        return [ev.Vote(True), ev.Vote(False)]
    if kind == "choice":
        return choice_legal(state, frame)
    if kind == "chance":
        return [action for action, _ in chance_of(state, frame)]
    return []


def chance_of(state: CurseTable, frame: dict[str, Any]) -> list[tuple[Any, float]]:
    """Every outcome of the chance frame on top, with its probability."""
    what = frame["what"]
    if what == "roll":
        faces = (state.content.components.attack_die if frame["side"] == "attack"
                 else state.content.components.defence_die)
        return [(Roll(frame["side"], roll), p) for roll, p in dice_outcomes(faces, frame["n"])]
    if what in ("bag", "refill"):
        return [(DrawItem(item), 1 / len(state.bag)) for item in sorted(state.bag)]
    if what == "event":
        return [(DrawEvent(card), 1 / len(state.events_left))
                for card in sorted(state.events_left)]
    if what == "trial_card":
        return [(DrawTrial(card), 1 / len(state.trials_left))
                for card in sorted(state.trials_left)]
    if what == "judge":
        chance = state.rules.bot_trial_chance
        return [(Judged(True), chance), (Judged(False), 1 - chance)]
    raise ValueError(f"unknown chance {what!r}")


def dice_outcomes(faces: list[int], n: int) -> list[tuple[tuple[int, ...], float]]:
    """The sorted results of `n` dice with these faces, each with its probability."""
    dist: dict[tuple[int, ...], float] = {(): 1.0}
    for _ in range(n):
        nxt: dict[tuple[int, ...], float] = {}
        for roll, p in dist.items():
            for face in faces:
                key = tuple(sorted((*roll, face)))
                nxt[key] = nxt.get(key, 0.0) + p / len(faces)
        dist = nxt
    return sorted(dist.items())


# -- applying to waiting frames --------------------------------------------------------
def frame_apply(state: CurseTable, frame: dict[str, Any], action: Any,
                events: list[Any]) -> None:
    from shifting_sands.games.curse_reverse.rules.cartouches import play
    from shifting_sands.games.curse_reverse.rules.choices import choice_apply

    kind = frame["k"]
    if kind == "move":
        state.stack.pop()
        seat = frame["seat"]
        reach = (move_reach(state, seat, frame["free"]).get(action.to)
                 if isinstance(action, Move) else None)
        if frame["seat"] == state.turn_seat and not frame["free"]:
            state.ts["factor"] = ""  # Bast changed this move only (C20)
        if isinstance(action, Move) and reach is not None:
            if reach.wraps:
                state.aker[seat] = False
            events.append(ev.Moved(seat, (state.pos[seat], action.to), reach.wraps))
            state.pos[seat] = action.to
    elif kind == "window":
        seat = frame["ask"].pop(0)
        if isinstance(action, Play):
            played(frame, seat)  # asked again, then the others once more (C14)
            play(state, seat, action, events, frame)
        else:
            passed(state, seat, frame)
    elif kind == "vote":
        frame["votes"].append([state.current_player, action.passed])
        if len(frame["votes"]) == len(frame["voters"]):
            state.stack.pop()
            trial = below(state, "trial")
            yes = sum(1 for _, passed in frame["votes"] if passed)
            trial["tally"] = [yes, len(frame["votes"]) - yes]
            trial["passed"] = yes > len(frame["votes"]) - yes
            trial["how"] = "vote"
    elif kind == "choice":
        choice_apply(state, frame, action, events)
    elif kind == "chance":
        state.stack.pop()
        apply_chance(state, frame, action, events)


def apply_chance(state: CurseTable, frame: dict[str, Any], action: Any,
                 events: list[Any]) -> None:
    what = frame["what"]
    state._revealed_now = True
    if what == "roll":
        below(state, "robbery")[action.side] = list(action.faces)
        events.append(ev.Rolled(action.side, action.faces))
    elif what == "bag":
        state.bag.remove(action.item)
        below(state, "draw")["drawn"].append(action.item)
    elif what == "refill":
        state.bag.remove(action.item)
        state.ground.setdefault(frame["node"], []).append(f"item:{action.item}")
        events.append(ev.TileMoved(f"item:{action.item}", "bag", f"ground:{frame['node']}",
                                   "refilled"))
    elif what == "event":
        state.events_left.remove(action.card)
        state.events_used.append(action.card)
        below(state, "event")["card"] = action.card
        events.append(ev.EventDrawn(frame["seat"], action.card))
    elif what == "trial_card":
        state.trials_left.remove(action.card)
        state.trials_used.append(action.card)
        trial = below(state, "trial")
        if trial.get("scenario") is None:
            trial["scenario"] = action.card
        else:
            trial["modifiers"].append(action.card)
    elif what == "judge":
        trial = below(state, "trial")
        trial["passed"] = action.passed
        trial["how"] = "chance"


# -- prompts ---------------------------------------------------------------------------
WINDOW_TEXT = {"move": "{name} is about to move", "roll": "The robbery dice are rolled",
               "trial": "A trial is about to begin", "curse": "{name} is about to get curses",
               "draw": "{name} is about to draw from the bag",
               "robbed": "A robbery has been won"}
"""`{name}` is the thief the moment is about, by its colour: the rules know no seat names
(the scene says who sits there)."""


def prompt_of(state: CurseTable, frame: dict[str, Any]) -> Prompt:
    from shifting_sands.games.curse_reverse.rules.choices import choice_text

    seat = state.current_player
    kind = frame["k"]
    if kind == "move":
        return Prompt(seat, PromptKind.TURN, "Choose where the move ends.")
    if kind == "window":
        ctx_seat = frame["ctx"].get("seat", state.turn_seat)
        colour = state.thieves[ctx_seat].capitalize()
        text = WINDOW_TEXT[frame["moment"]].format(name=f"The {colour} thief")
        return Prompt(seat, PromptKind.RESPONSE, f"{text}: play a cartouche, or pass.")
    if kind == "vote":
        teller = state.thieves[below(state, "trial")["seat"]].capitalize()
        return Prompt(seat, PromptKind.VOTE,
                      f"Did the {teller} thief's story keep every rule?")
    return Prompt(seat, PromptKind.TURN, choice_text(state, frame))
