"""One seat's decisions inside a frame: what to steal and peek at after a robbery, passing
curses on, making room, what Babi, Khonsu and Nut let a thief take, a won trial's look and
reward, turning segments, and telling the story."""

from __future__ import annotations

from typing import Any

from shifting_sands.content.curse_reverse import GODS
from shifting_sands.games.curse_reverse.rules import actions as ev
from shifting_sands.games.curse_reverse.rules.actions import (
    DoneTurning,
    LookAt,
    Pass,
    PassCurses,
    Peek,
    ReturnItem,
    Reward,
    Steal,
    StoryFailed,
    StoryTold,
    SwapGoal,
    Take,
    TurnSegment,
)
from shifting_sands.games.curse_reverse.rules.procedures import (
    draw_items,
    give_curses,
    turn_segment,
)
from shifting_sands.games.curse_reverse.rules.tabletop import CurseTable, below, push, tile_event

MAX_QUARTERS = 3
"""A reward turns each segment at most three quarters (a fourth would undo them)."""
REWARDS = ("cartouche", "curse", "item", "rotate", "free_move")


def choice_legal(state: CurseTable, frame: dict[str, Any]) -> list[Any]:
    what, seat = frame["what"], frame["seat"]
    if what == "steal":
        pack = state.packs[frame["victim"]]
        return [Steal(-1)] + [Steal(i) for i, tile in enumerate(pack) if tile != "curse"]
    if what == "peek":
        pack = state.packs[frame["victim"]]
        return [Peek(-1)] + [Peek(i) for i, tile in enumerate(pack)
                             if tile.startswith("cartouche:")]
    if what == "pass_curses":
        return [PassCurses(True), PassCurses(False)]
    if what in ("make_room", "return_item"):
        return [ReturnItem(i) for i, tile in enumerate(state.packs[seat])
                if tile.startswith("item:")]
    if what == "babi":
        return [Pass()] + [Take(item) for item in state.items_of(frame["victim"])]
    if what == "khonsu":
        return [Take(item) for item in frame["items"]]
    if what == "nut":
        goals = state.content.goals
        return [SwapGoal("", "")] + [
            SwapGoal(old, new) for old in state.goals[seat] if old not in state.done[seat]
            for new in state.goal_box[goals[old].god]]
    if what == "look":
        return [LookAt(-1)] + [LookAt(s) for s in range(state.players)
                               if s != seat and state.cartouches_of(s)]
    if what == "reward":
        return reward_options(state)
    if what == "rotate":
        return [TurnSegment(god) for god in GODS
                if frame["turns"][god] < MAX_QUARTERS] + [DoneTurning()]
    if what == "story":
        return [StoryTold(), StoryFailed()]
    raise ValueError(f"unknown choice {what!r}")


def reward_options(state: CurseTable) -> list[Reward]:
    seats = range(state.players)
    options = []
    if state.pile:
        options.append(Reward("cartouche"))
    if state.curses:
        options += [Reward("curse", s) for s in seats]
    if state.bag:
        options.append(Reward("item"))
    options.append(Reward("rotate"))
    options += [Reward("free_move", s) for s in seats]
    return options


def choice_apply(state: CurseTable, frame: dict[str, Any], action: Any,
                 events: list[Any]) -> None:
    what, seat = frame["what"], frame["seat"]
    if what != "rotate" or isinstance(action, DoneTurning):
        state.stack.pop()
    if what == "steal" and action.index >= 0:
        victim = frame["victim"]
        tile = state.packs[victim].pop(action.index)
        if tile.startswith("cartouche:") and tile[10:] not in state.knows[seat]:
            state._revealed_now = True
        state.give_tile(seat, tile, f"seat:{victim}", "robbed", events)
    elif what == "peek" and action.index >= 0:
        cartouche = state.packs[frame["victim"]][action.index][10:]
        state.learn(seat, cartouche)
        state._revealed_now = True
        events.append(ev.Peeked(seat, frame["victim"], cartouche))
    elif what == "pass_curses" and action.give:
        give_curses(state, frame["victim"], state.curses_of(seat), events, f"seat:{seat}")
    elif what in ("make_room", "return_item"):
        tile = state.packs[seat].pop(action.index)
        state.bag.append(tile[5:])
        state.bag.sort()
        events.append(tile_event(tile, f"seat:{seat}", "bag", "returned_to_bag"))
    elif what == "babi" and isinstance(action, Take):
        victim = frame["victim"]
        state.packs[victim].remove(f"item:{action.item}")
        state.give_tile(seat, f"item:{action.item}", f"seat:{victim}", "robbed", events)
    elif what == "khonsu":
        draw = below(state, "draw")
        for item in draw["drawn"]:
            if item != action.item:
                state.bag.append(item)
        state.bag.sort()
        draw["drawn"] = [action.item]
        draw["khonsu"] = False
    elif what == "nut" and action.old:
        swap_goal(state, seat, action, events)
    elif what == "look" and action.seat >= 0:
        for cartouche in state.cartouches_of(action.seat):
            state.learn(seat, cartouche)
        state._revealed_now = True
        events.append(ev.LookedAt(seat, action.seat))
    elif what == "reward":
        give_reward(state, seat, action, events)
    elif what == "rotate" and isinstance(action, TurnSegment):
        frame["turns"][action.god] += 1
        turn_segment(state, action.god, events)
    elif what == "story":
        below(state, "trial")["told"] = isinstance(action, StoryTold)


def swap_goal(state: CurseTable, seat: int, action: SwapGoal, events: list[Any]) -> None:
    god = state.content.goals[action.old].god
    goals = state.goals[seat]
    goals[goals.index(action.old)] = action.new
    box = state.goal_box[god]
    box.remove(action.new)
    box.append(action.old)
    box.sort()
    events.append(ev.GoalSwapped(seat, action.old, action.new))


def give_reward(state: CurseTable, seat: int, action: Reward, events: list[Any]) -> None:
    events.append(ev.RewardChosen(seat, action.kind, action.target))
    if action.kind == "cartouche":
        state._revealed_now = True
        state.give_tile(seat, f"cartouche:{state.pile.pop()}", "pile", "reward", events)
    elif action.kind == "curse":
        give_curses(state, action.target, 1, events)
    elif action.kind == "item":
        draw_items(state, seat, 1)
    elif action.kind == "rotate":
        push(state, {"k": "choice", "seat": seat, "what": "rotate",
                     "turns": dict.fromkeys(GODS, 0)})
    elif action.kind == "free_move":
        push(state, {"k": "move", "seat": action.target, "free": True, "step": 1})


CHOICE_TEXT = {
    "steal": "You won the robbery: take one tile (or nothing).",
    "peek": "Peek at one of their face-down cartouches.",
    "pass_curses": "Pass your curses to the thief you robbed?",
    "make_room": "A curse arrives and your pack is full: send an item back to the bag.",
    "return_item": "Send one item from your pack back to the bag.",
    "babi": "Cartouche of Babi: take an item from the robbed thief.",
    "khonsu": "Cartouche of Khonsu: keep one of the three items drawn.",
    "nut": "Cartouche of Nut: exchange a goal card for one of the same god.",
    "look": "Trial won: look at one thief's hidden cartouches.",
    "reward": "Trial won: choose your reward.",
    "rotate": "Turn any segments a quarter at a time, then Done.",
    "story": "Tell your story before the sand runs out.",
}


def choice_text(state: CurseTable, frame: dict[str, Any]) -> str:
    return CHOICE_TEXT[frame["what"]]
