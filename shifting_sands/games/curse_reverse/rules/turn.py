"""The turn's own actions: moves, dropping and picking up, robbing, the temple actions, the
cartouches one plays on one's own turn, and ending the turn.

One turn action a turn (more with the Cartouche of Apep), any number of free actions, in
any order. The first move is free, a second is the turn action (ruling C3).
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as ev
from shifting_sands.games.curse_reverse.rules.actions import (
    Cleanse,
    Drop,
    EndTurn,
    PerformTrial,
    PickUp,
    Play,
    Rob,
    StartMove,
    StealOffering,
    TurnIn,
)
from shifting_sands.games.curse_reverse.rules.board import is_temple, temple_node
from shifting_sands.games.curse_reverse.rules.tabletop import (
    CurseTable,
    may_start_move,
    push,
    tile_event,
)


def droppable(state: CurseTable, seat: int, tile: str) -> bool:
    """Curses stay until cleansed or passed on (C8); in a temple only items shown on one of
    your goal cards may be dropped (the text), so never a cartouche (C9)."""
    if tile == "curse":
        return False
    if not is_temple(state.pos[seat]):
        return True
    if not tile.startswith("item:"):
        return False
    goals = state.content.goals
    return any(tile[5:] in goals[g].items for g in state.goals[seat])


def turn_legal(state: CurseTable) -> list[Any]:
    from shifting_sands.games.curse_reverse.rules.cartouches import own_turn_plays

    seat = state.current_player
    node = state.pos[seat]
    acting = state.ts["actions"] > 0
    legal: list[Any] = []
    if may_start_move(state):
        legal.append(StartMove())
    legal += [Drop(i) for i, tile in enumerate(state.packs[seat]) if droppable(state, seat, tile)]
    if (acting or state.ts["streak"]) and state.free_space(seat) > 0:
        legal += [PickUp(i) for i in range(len(state.ground.get(node, [])))]
    if acting:
        god = state.in_temple(seat)
        if god is None:
            legal += [Rob(v) for v in state.at(node) if v != seat]
        else:
            legal += turn_in_actions(state, seat, god)
            legal += [StealOffering(item) for item, by in state.offerings[god] if by != seat]
            if state.curses_of(seat):
                legal.append(Cleanse())
            legal.append(PerformTrial())
    legal += own_turn_plays(state, seat)
    legal.append(EndTurn())
    return legal


def turn_in_actions(state: CurseTable, seat: int, god: str) -> list[TurnIn]:
    goals = state.content.goals
    items = set(state.items_of(seat))
    reward = [False, True] if state.pile else [False]
    return [TurnIn(item, goal, take)
            for goal in state.goals[seat] if goal not in state.done[seat]
            and goals[goal].god == god
            for item in goals[goal].items if item in items for take in reward]


def spend_action(state: CurseTable) -> None:
    state.ts["actions"] -= 1


def turn_apply(state: CurseTable, action: Any, events: list[Any]) -> None:
    from shifting_sands.games.curse_reverse.rules.cartouches import play

    seat = state.current_player
    node = state.pos[seat]
    streak = isinstance(action, PickUp)
    if isinstance(action, StartMove):
        if state.ts["moves"] > 0:
            spend_action(state)
        state.ts["moves"] += 1
        push(state, {"k": "move", "seat": seat, "free": False, "step": 0})
    elif isinstance(action, Drop):
        tile = state.packs[seat].pop(action.index)
        state.ground.setdefault(node, []).append(tile)
        events.append(tile_event(tile, f"seat:{seat}", f"ground:{node}", "dropped"))
    elif isinstance(action, PickUp):
        if not state.ts["streak"]:
            spend_action(state)
        tile = state.ground[node].pop(action.index)
        if not state.ground[node]:
            del state.ground[node]
        if tile.startswith("cartouche:") and tile[10:] not in state.knows[seat]:
            state._revealed_now = True
        state.give_tile(seat, tile, f"ground:{node}", "picked_up", events)
    elif isinstance(action, Rob):
        spend_action(state)
        push(state, {"k": "robbery", "robber": seat, "victim": action.victim, "step": 0,
                     "attack": [], "defence": []})
    elif isinstance(action, TurnIn):
        spend_action(state)
        turn_in(state, seat, action, events)
    elif isinstance(action, StealOffering):
        spend_action(state)
        god = state.in_temple(seat)
        offerings = state.offerings[god]
        offerings.pop(next(i for i, (item, _) in enumerate(offerings) if item == action.item))
        state.give_tile(seat, f"item:{action.item}", temple_node(god), "stolen_from_temple",
                        events)
    elif isinstance(action, Cleanse):
        spend_action(state)
        count = state.curses_of(seat)
        state.packs[seat] = [t for t in state.packs[seat] if t != "curse"]
        state.curses += count
        events.append(ev.CursesMoved(count, f"seat:{seat}", "pile"))
    elif isinstance(action, PerformTrial):
        spend_action(state)
        push(state, {"k": "trial", "seat": seat, "step": 0, "action": True})
    elif isinstance(action, Play):
        play(state, seat, action, events)
    elif isinstance(action, EndTurn):
        push(state, {"k": "endturn", "seat": seat, "step": 0})
    state.ts["streak"] = streak


def turn_in(state: CurseTable, seat: int, action: TurnIn, events: list[Any]) -> None:
    """The item goes on top of the temple, the goal card turns face down, and the gods may
    give a cartouche; the third goal wins at once (C12)."""
    god = state.in_temple(seat)
    state.packs[seat].remove(f"item:{action.item}")
    state.offerings[god].append([action.item, seat])
    state.done[seat].append(action.goal)
    events.append(ev.ItemReturned(seat, action.item, god, action.goal))
    if len(state.done[seat]) == len(state.goals[seat]):
        events.append(ev.GameWon(seat, "returned an item to each of their three temples"))
        state.finish([seat], "First to return an item to all three temples: the curse is "
                             "lifted.", events)
        return
    if action.cartouche and state.pile:
        state._revealed_now = True
        state.give_tile(seat, f"cartouche:{state.pile.pop()}", "pile", "reward", events)
