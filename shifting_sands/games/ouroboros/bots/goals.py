"""Where an Ouroboros teammate heads: away to help when pursued, to a fallen teammate, to
the meeting place once both halves are held; or nowhere in particular (explore).

Every choice is made from the table alone and the same way by every teammate, so the team
agrees on one meeting place without talking. Distances are walking ones (paths.py).
"""

from __future__ import annotations

from typing import Any

from shifting_sands.content.ouroboros import RELICS
from shifting_sands.games.ouroboros.bots.paths import (
    FAR,
    chased,
    distances,
    monsters_of,
    nearest,
)
from shifting_sands.games.ouroboros.rules.actions import Pos
from shifting_sands.games.ouroboros.rules.pieces import Explorer

AWAIT_REACH = 8
"""Hold a tile for a pursued teammate whose way to it costs at most this (paths.py):
further off, holding only wastes turns (300 greedy games a difficulty: a reach of 4 won
fewer on Easy, 65% against 71%; no limit did no better than 8)."""


def halves_held(table: Any) -> bool:
    return {half for e in table.explorers if e.alive for half in e.relics} == set(RELICS)


def goal_of(table: Any, me: Explorer) -> Pos | None:
    """Where `me` should head, or None to explore."""
    if chased(table, me.seat):
        return helper_for(table, me)[0]
    if halves_held(table):
        return meeting_place(table)
    if awaited(table, me):
        return me.pos
    return rescue_for(table, me, anyone=False)


def awaited(table: Any, me: Explorer) -> bool:
    """A pursued teammate runs to this explorer's tile: hold it, so that they arrive and
    this explorer fights the monster on its own turn (the pursued may not, O17)."""
    for e in table.explorers:
        if e.seat != me.seat and e.standing and chased(table, e.seat):
            place, cost = helper_for(table, e)
            if place == me.pos and cost <= AWAIT_REACH:
                return True
    return False


def helper_for(table: Any, me: Explorer) -> tuple[Pos | None, int]:
    """A pursued explorer runs to a free teammate, one who with them can beat the pursuer
    if there is one (a teammate on the tile fights it on their own turn); the teammate's
    place and the way's cost."""
    strongest = max((m.power for m in monsters_of(table) if m.quarry == me.seat), default=0)
    free = [e for e in table.explorers
            if e.standing and e.seat != me.seat and not chased(table, e.seat)]
    if not free:
        return None, FAR
    power_at = {e.pos: sum(o.power for o in table.explorers if o.standing and o.pos == e.pos)
                for e in free}
    strong = [e.pos for e in free if power_at[e.pos] + me.power > strongest]
    return nearest(table, me, strong or [e.pos for e in free])


def revivable(table: Any) -> list[Explorer]:
    """Fallen teammates whose tile holds no monster the whole standing team cannot beat."""
    team = sum(e.power for e in table.explorers if e.standing)
    monsters = monsters_of(table)
    return [e for e in table.explorers if e.alive and not e.standing
            and all(m.power < team for m in monsters if m.pos == e.pos)]


def rescue_for(table: Any, me: Explorer, anyone: bool) -> Pos | None:
    """The fallen teammate `me` goes to: the nearest one that `me` is one of the rescuers
    of. The rescuers are the nearest free teammates, as many as it takes to beat the
    strongest monster waiting there (one when none waits); the Medic goes to any, and with
    `anyone`, so does everyone."""
    free = [e for e in table.explorers if e.standing and not chased(table, e.seat)]
    monsters = monsters_of(table)
    best: tuple[int, Pos | None] = (FAR, None)
    for fallen in revivable(table):
        field = distances(table, fallen.pos, fallen, [e.pos for e in free] + [me.pos])
        mine = field.get(me.pos, FAR)
        if mine >= FAR or mine >= best[0]:
            continue
        guard = max((m.power for m in monsters if m.pos == fallen.pos), default=0)
        power = 0
        rescuers: list[int] = []
        for e in sorted(free, key=lambda e: (field.get(e.pos, FAR), e.seat)):
            rescuers.append(e.seat)
            power += e.power
            if power > guard:
                break
        if anyone or me.role == "medic" or me.seat in rescuers:
            best = (mine, fallen.pos)
    return best[1]


def meeting_place(table: Any) -> Pos | None:
    """Once both halves are held every living explorer must stand within one place of every
    other (O21). A fallen one cannot move, so the team meets on a fallen teammate (the
    Medic revives there, anyone else spends a turn); else on the standing explorer the
    others have least far to walk to."""
    living = [e for e in table.explorers if e.alive]
    fallen = [e for e in living if not e.standing]
    candidates = fallen or [e for e in living if e.standing]
    walkers = [e for e in living if e.standing]

    def walk_total(anchor: Explorer) -> tuple[int, int]:
        field = distances(table, anchor.pos, anchor, [e.pos for e in walkers])
        return (sum(field.get(e.pos, FAR) for e in walkers if e.seat != anchor.seat),
                anchor.seat)

    return min(candidates, key=walk_total).pos if candidates else None
