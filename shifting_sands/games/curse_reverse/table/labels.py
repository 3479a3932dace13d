"""The words on the Curse Reverse buttons: one short label (and icon) for each legal action.

Pure (no pygame): the scene lists the actions `legal_actions()` offers and this names them,
so a button never offers what the rules would refuse.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.table.layout import GOD_TITLES

ICONS = {a.StartMove: "icon_move", a.Rob: "icon_rob", a.TurnIn: "icon_turn_in",
         a.Cleanse: "icon_cleanse", a.TurnSegment: "icon_rotate", a.Drop: "icon_pack",
         a.PickUp: "icon_pack", a.StealOffering: "icon_turn_in"}
TURN_BUTTONS = (a.StartMove, a.Stay, a.Rob, a.TurnIn, a.StealOffering, a.Cleanse,
                a.PerformTrial, a.PickUp, a.EndTurn)
"""The turn's actions shown as buttons, in this order (drops are clicks on the pack,
cartouches are chosen in the pack first)."""
REWARD_WORDS = {"cartouche": "Take a cartouche", "item": "Draw an item",
                "rotate": "Turn segments"}


def god_title(content: Any, god: str) -> str:
    name = content.gods[god].name
    return name if name.lower() != god else GOD_TITLES.get(god, god)


def item_name(content: Any, item: str) -> str:
    model = content.items.get(item)
    return (model.name if model else item).replace("_", " ")


def tile_name(content: Any, tile: str) -> str:
    if tile.startswith("item:"):
        return item_name(content, tile[5:])
    if tile == "curse":
        return "a curse"
    if tile.startswith("cartouche:") and tile[10:] in content.cartouches:
        return content.cartouches[tile[10:]].name
    return "a face-down cartouche"


def cartouche_name(content: Any, cartouche: str) -> str:
    """The minor god's name alone ("Aker" for the Cartouche of Aker): short for buttons."""
    model = content.cartouches.get(cartouche)
    name = model.name if model else cartouche.capitalize()
    return name.removeprefix("Cartouche of ").strip() or cartouche.capitalize()


def icon_of(action: Any) -> str | None:
    if isinstance(action, a.Vote):
        return "icon_vote_pass.png" if action.passed else "icon_vote_fail.png"
    if isinstance(action, a.Reward) and action.kind == "rotate":
        return "icon_rotate.png"
    name = ICONS.get(type(action))
    return f"{name}.png" if name else None


def play_words(content: Any, action: a.Play, names: Sequence[str]) -> str:
    """What one way of playing a cartouche does, in a few words."""
    choice = action.choice
    if action.cartouche == "set":
        given = [f"{names[s]} {n}" for s, n in enumerate(choice) if int(n)]
        return "Curses: " + ", ".join(given)
    if action.cartouche == "bast":
        return f"{'Double' if choice[0] == 'double' else 'Halve'} {names[action.target]}'s move"
    if action.cartouche == "nekhbet":
        return (f"Swap {item_name(content, choice[0])} for "
                f"{item_name(content, choice[1])} ({names[action.target]})")
    if action.cartouche == "maat":
        return f"Show {item_name(content, choice[0])}"
    if action.cartouche == "mafdet":
        return f"Reroll the {choice[0]} dice"
    if action.target >= 0:
        return f"On {names[action.target]}"
    return "Play it"


def label(content: Any, action: Any, view: Any, names: Sequence[str]) -> str:
    """The button text of `action` for the seat whose `view` this is."""
    seat = view.current_player
    pack = view.packs[seat] if 0 <= seat < len(view.packs) else ()
    if isinstance(action, a.StartMove):
        return "Move" if view.ts and dict(view.ts).get("moves", 0) == 0 else "Move again"
    if isinstance(action, a.Stay):
        return "Stay here"
    if isinstance(action, a.Move):
        return "Move"
    if isinstance(action, a.Drop):
        return f"Drop {tile_name(content, pack[action.index])}"
    if isinstance(action, a.PickUp):
        here = dict(view.ground).get(view.pos[seat], ())
        return f"Pick up {tile_name(content, here[action.index])}"
    if isinstance(action, a.Rob):
        return f"Rob {names[action.victim]}"
    if isinstance(action, a.TurnIn):
        extra = " + cartouche" if action.cartouche else ""
        return f"Return {item_name(content, action.item)}{extra}"
    if isinstance(action, a.StealOffering):
        return f"Steal {item_name(content, action.item)}"
    if isinstance(action, a.Cleanse):
        return "Cleanse curses"
    if isinstance(action, a.PerformTrial):
        return "Perform a trial"
    if isinstance(action, a.EndTurn):
        return "End turn"
    if isinstance(action, a.Play):
        return f"{cartouche_name(content, action.cartouche)}: {play_words(content, action, names)}"
    if isinstance(action, a.Pass):
        return "Pass"
    return choice_label(content, action, view, names)


def choice_label(content: Any, action: Any, view: Any, names: Sequence[str]) -> str:
    frame = view.frame()
    victim = frame.get("victim", -1) if frame is not None else -1
    if isinstance(action, a.Steal):
        if action.index < 0:
            return "Take nothing"
        return f"Take {tile_name(content, view.packs[victim][action.index])}"
    if isinstance(action, a.Peek):
        return "Do not peek" if action.index < 0 else f"Peek at cartouche {action.index + 1}"
    if isinstance(action, a.PassCurses):
        return "Give them my curses" if action.give else "Keep my curses"
    if isinstance(action, a.ReturnItem):
        tile = view.packs[view.current_player][action.index]
        return f"Send back {tile_name(content, tile)}"
    if isinstance(action, a.Take):
        return f"Take {item_name(content, action.item)}"
    if isinstance(action, a.SwapGoal):
        if not action.old:
            return "Keep my goals"
        goal = content.goals[action.new]
        items = " + ".join(item_name(content, i) for i in goal.items)
        return f"{god_title(content, goal.god)}: {items}"
    if isinstance(action, a.StoryTold):
        return "Story told"
    if isinstance(action, a.StoryFailed):
        return "Out of time"
    if isinstance(action, a.Vote):
        return "Pass" if action.passed else "Fail"
    if isinstance(action, a.LookAt):
        return "Look at nobody" if action.seat < 0 else f"Look at {names[action.seat]}"
    if isinstance(action, a.Reward):
        if action.kind == "curse":
            return f"Curse {names[action.target]}"
        if action.kind == "free_move":
            return f"Free move: {names[action.target]}"
        return REWARD_WORDS[action.kind]
    if isinstance(action, a.TurnSegment):
        return f"Turn {god_title(content, action.god)}"
    if isinstance(action, a.DoneTurning):
        return "Done turning"
    return type(action).__name__
