"""The fifteen cartouches: when each may be played, whom it may target, what it does.

A cartouche is played from its holder's pack, at any time on any turn, as a free action:
on one's own turn from the turn's actions, on another's in a response window (`flow`).
The timing ones only in their own moment: Bast before a move begins, Mafdet after a
robbery roll, Khnum and Ma'at before the trial's timer, Wadjet as curses are given,
Khonsu as an item is drawn, Babi once a robbery is won. Card rules beat game rules.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as ev
from shifting_sands.games.curse_reverse.rules.actions import Play
from shifting_sands.games.curse_reverse.rules.board import segment_of
from shifting_sands.games.curse_reverse.rules.procedures import cleanse, give_curses
from shifting_sands.games.curse_reverse.rules.tabletop import (
    CurseTable,
    below,
    may_start_move,
    push,
    tile_event,
)

SET_TOTAL = 4
SET_EACH = 2


def own_turn_plays(state: CurseTable, seat: int) -> list[Play]:
    """What the turn's owner may play among the turn's actions: the `any` cartouches, and
    Bast while a move may still begin."""
    plays: list[Play] = []
    for cartouche in state.cartouches_of(seat):
        timing = state.content.cartouches[cartouche].timing
        if timing == "any":
            plays += targets(state, seat, cartouche, {})
        elif cartouche == "bast" and may_start_move(state) and not state.ts["factor"]:
            plays += [Play("bast", seat, ("double",)), Play("bast", seat, ("halve",))]
    return plays


def window_plays(state: CurseTable, seat: int, moment: str, ctx: dict[str, Any]) -> list[Play]:
    """What `seat` may play in a window of `moment`: the `any` cartouches and the one whose
    moment this is."""
    plays: list[Play] = []
    for cartouche in state.cartouches_of(seat):
        timing = state.content.cartouches[cartouche].timing
        if timing == "any" or timing == moment:
            plays += targets(state, seat, cartouche, ctx)
    return plays


def targets(state: CurseTable, seat: int, cartouche: str, ctx: dict[str, Any]) -> list[Play]:
    """Every way to play `cartouche` now; a play that would change nothing is left out
    (ruling C34), so it neither clutters the choice nor makes its holder asked."""
    seats = range(state.players)
    mover = state.turn_seat
    if cartouche == "aker":
        return [Play("aker", s) for s in seats if not state.aker[s]]
    if cartouche == "menhit":
        return [Play("menhit", s) for s in seats if not state.menhit[s]]
    if cartouche == "apep":
        return [] if turn_ending(state) else [Play("apep", mover)]
    if cartouche == "aten":
        return [Play("aten", s) for s in seats if state.curses_of(s)]
    if cartouche == "babi":
        victim = ctx.get("victim", -1)
        return [Play("babi", s) for s in seats if s != victim and state.items_of(victim)]
    if cartouche == "bast":
        if state.ts["factor"]:
            return []
        return [Play("bast", ctx.get("seat", mover), (mode,)) for mode in ("double", "halve")]
    if cartouche == "bennu":
        return [Play("bennu", s) for s in same_segment(state, seat)
                if state.pos[s] != state.pos[seat]]
    if cartouche == "khnum":
        return [Play("khnum", ctx.get("seat", mover))] if state.trials_left else []
    if cartouche == "khonsu":
        return [Play("khonsu", ctx.get("seat", mover))] if len(state.bag) > 1 else []
    if cartouche == "maat":
        teller = ctx.get("seat", mover)
        return [Play("maat", teller, (item,)) for item in sorted(set(state.items_of(seat)))]
    if cartouche == "mafdet":
        return [Play("mafdet", -1, (side,)) for side in ("attack", "defence")]
    if cartouche == "nekhbet":
        mine = sorted(set(state.items_of(seat)))
        return [Play("nekhbet", s, (a, b)) for s in same_segment(state, seat)
                for a in mine for b in sorted(set(state.items_of(s)))]
    if cartouche == "nut":
        return [Play("nut", s) for s in seats if goal_to_swap(state, s)]
    if cartouche == "set":
        if not state.curses:
            return []
        return [Play("set", -1, counts) for counts in set_shares(state.players)]
    if cartouche == "wadjet":
        to = ctx.get("seat", -1)
        return [Play("wadjet", s) for s in seats if s != to] if curses_coming(state) else []
    raise ValueError(f"unknown cartouche {cartouche!r}")


def turn_ending(state: CurseTable) -> bool:
    """The turn's end has begun (or the turn was cut): no turn action can be used any more,
    so Apep would change nothing."""
    return bool(state.ts["cut"]) or any(f["k"] == "endturn" for f in state.stack)


def goal_to_swap(state: CurseTable, seat: int) -> bool:
    """Nut changes something only if one of the seat's face-up goals has a card of its god
    left to take."""
    goals = state.content.goals
    return any(goal not in state.done[seat] and state.goal_box[goals[goal].god]
               for goal in state.goals[seat])


def curses_coming(state: CurseTable) -> bool:
    """Whether the curses being given (the gift under the window) would bring any."""
    gift = next((f for f in reversed(state.stack) if f["k"] == "gift"), None)
    if gift is None or gift["count"] <= 0 or gift["source"] == f"seat:{gift['to']}":
        return False
    source = gift["source"]
    return (state.curses if source == "pile" else state.curses_of(int(source[5:]))) > 0


@lru_cache(maxsize=8)
def set_shares(players: int) -> tuple[tuple[str, ...], ...]:
    """Every way to share out Set's curses (up to four, at most two each), as digits."""
    return tuple(tuple(str(n) for n in counts)
                 for counts in product(range(SET_EACH + 1), repeat=players)
                 if 0 < sum(counts) <= SET_TOTAL)


def same_segment(state: CurseTable, seat: int) -> list[int]:
    """The other thieves on the same board segment as `seat` (a temple is on its own)."""
    here = segment_of(state.pos[seat])
    return [s for s in range(state.players) if s != seat and segment_of(state.pos[s]) == here]


def play(state: CurseTable, seat: int, action: Play, events: list[Any],
         window: dict[str, Any] | None = None) -> None:
    """Reveal the cartouche, remove it from the game and carry out its effect."""
    name, target, choice = action.cartouche, action.target, action.choice
    state.packs[seat].remove(f"cartouche:{name}")
    state.used.append(name)
    state._revealed_now = True
    events.append(ev.CartouchePlayed(seat, name, target, choice))
    if name == "aker":
        state.aker[target] = True
    elif name == "menhit":
        state.menhit[target] = True
    elif name == "apep":
        state.ts["actions"] += 1
    elif name == "aten":
        cleanse(state, target, events)
    elif name == "babi":
        push(state, {"k": "choice", "seat": target, "what": "babi",
                     "victim": window["ctx"]["victim"] if window else -1})
    elif name == "bast":
        state.ts["factor"] = choice[0]
    elif name == "bennu":
        here, there = state.pos[seat], state.pos[target]
        state.pos[seat], state.pos[target] = there, here
        events.append(ev.Moved(seat, (here, there)))
        events.append(ev.Moved(target, (there, here)))
    elif name == "khnum":
        push(state, {"k": "chance", "what": "trial_card"})
    elif name == "khonsu":
        below(state, "draw")["khonsu"] = True
    elif name == "maat":
        below(state, "trial")["maat"].append(choice[0])
    elif name == "mafdet":
        robbery = below(state, "robbery")
        side = choice[0]
        n = len(robbery[side])
        push(state, {"k": "chance", "what": "roll", "side": side, "n": n})
    elif name == "nekhbet":
        swap_items(state, seat, target, choice[0], choice[1], events)
    elif name == "nut":
        push(state, {"k": "choice", "seat": target, "what": "nut"})
    elif name == "set":
        for other in reversed(range(state.players)):
            if int(choice[other]):
                give_curses(state, other, int(choice[other]), events)
    elif name == "wadjet":
        below(state, "gift")["to"] = target


def swap_items(state: CurseTable, seat: int, other: int, mine: str, theirs: str,
               events: list[Any]) -> None:
    a, b = state.packs[seat], state.packs[other]
    a[a.index(f"item:{mine}")] = f"item:{theirs}"
    b[b.index(f"item:{theirs}")] = f"item:{mine}"
    events.append(tile_event(f"item:{mine}", f"seat:{seat}", f"seat:{other}", "swapped"))
    events.append(tile_event(f"item:{theirs}", f"seat:{other}", f"seat:{seat}", "swapped"))
