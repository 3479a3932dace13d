"""Ouroboros teammates: `greedy`, a heuristic that explores, fights when strong enough,
revives, flees towards help and regroups with the halves; and the hooks the search uses
(a quick playout move, a position's worth to the team)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.ouroboros.actions import (
    DIRECTIONS,
    BreakWall,
    EndTurn,
    Fight,
    HoldBack,
    Move,
    Pos,
    Revive,
    Stay,
)
from shifting_sands.games.ouroboros.pieces import Explorer, chebyshev, step
from shifting_sands.rules.rng import GameRng

SAFE_SPREAD = 3
"""Stay this close (tiles, diagonals counting one) to a teammate: five apart kills."""


def manhattan(a: Pos, b: Pos) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


class GreedyOuroborosBot:
    """One decision from the table as it is, no look-ahead."""

    name = "greedy"

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        return plan(view, legal, rng)


def plan(table: Any, legal: Sequence[Any], rng: GameRng) -> Any:
    """`table`: a view or a state (both have tiles, explorers, monsters, current_player)."""
    first = legal[0]
    if isinstance(first, EndTurn):
        return first
    if isinstance(first, BreakWall | HoldBack):
        return BreakWall()
    fights = [a for a in legal if isinstance(a, Fight)]
    if fights:
        return fights[0]
    revives = [a for a in legal if isinstance(a, Revive)]
    if revives:
        return revives[0]
    me = table.explorers[table.current_player]
    goal = _goal(table, me)
    best: list[Any] = []
    best_score = float("-inf")
    for action in legal:
        score = _score(table, me, action, goal)
        if score > best_score:
            best, best_score = [action], score
        elif score == best_score:
            best.append(action)
    return best[0] if len(best) == 1 else rng.choice(best)


def _chased(table: Any, seat: int) -> list[Any]:
    monsters = table.monsters.values() if isinstance(table.monsters, dict) else table.monsters
    return [m for m in monsters if m.quarry == seat]


def _goal(table: Any, me: Explorer) -> Pos | None:
    """Where this explorer should head: help when pursued, a fallen teammate, the group
    once both halves are found; None to explore."""
    others = [e for e in table.explorers if e.alive and e.seat != me.seat]
    if _chased(table, me.seat):
        helpers = [e for e in others if e.standing and not _chased(table, e.seat)]
        if helpers:
            return min(helpers, key=lambda e: (manhattan(e.pos, me.pos), -e.power)).pos
        return None
    down = [e for e in others if not e.standing]
    if down:
        nearest = min(down, key=lambda e: manhattan(e.pos, me.pos))
        standing = [e for e in table.explorers if e.standing]
        closest = min(standing, key=lambda e: (manhattan(e.pos, nearest.pos), e.seat))
        if closest.seat == me.seat or me.role == "medic":
            return nearest.pos
    held = {half for e in table.explorers if e.alive for half in e.relics}
    if len(held) == 2:
        holder = next(e for e in table.explorers if e.alive and e.relics)
        return holder.pos
    return None


def _score(table: Any, me: Explorer, action: Any, goal: Pos | None) -> float:
    if isinstance(action, Stay):
        if goal is not None and chebyshev(me.pos, goal) <= 1 and _together_goal(table):
            return 5.0
        return -1.0
    if not isinstance(action, Move):
        return -5.0
    target = step(me.pos, DIRECTIONS[action.direction])
    tile = table.tiles.get(target)
    chased = bool(_chased(table, me.seat))
    score = 0.0
    if tile is None:
        score += -2.0 if chased else (4.0 if goal is None else 0.5)
    elif tile.blocks:
        score -= 2.0 if me.role == "archaeologist" and not chased else 60.0
    elif tile.ledge and me.role != "guide":
        score -= 4.0
    monsters = table.monsters.values() if isinstance(table.monsters, dict) else table.monsters
    lurking = [m for m in monsters if m.pos == target and m.quarry is None]
    if lurking:
        power = me.power + sum(e.power for e in table.explorers
                               if e.standing and e.pos == target)
        if chased or any(power <= m.power for m in lurking):
            score -= 40.0
        else:
            score += 3.0
    if goal is not None:
        score -= 3.0 * manhattan(target, goal)
    others = [e for e in table.explorers if e.alive and e.seat != me.seat]
    if others:
        spread = min(chebyshev(target, e.pos) for e in others)
        if spread > SAFE_SPREAD:
            score -= 30.0 * (spread - SAFE_SPREAD)
        if goal is None and tile is None:
            score -= 0.5 * spread  # explore near the group
    return score


def _together_goal(table: Any) -> bool:
    held = {half for e in table.explorers if e.alive for half in e.relics}
    return len(held) == 2


# -- search hooks ----------------------------------------------------------------------
def rollout_action(state: Any, rng: GameRng) -> Any:
    """The greedy choice on the full state (a playout's state is already determinized)."""
    return plan(state, state.legal_actions(), rng)


def evaluate(state: Any) -> float:
    """The team's prospects in [0, 1]: halves found, explorers standing and free, the
    party close together, lantern left."""
    if state.is_terminal():
        outcome = state.outcome()
        return 1.0 if outcome is not None and outcome.winners else 0.0
    living = [e for e in state.explorers if e.alive]
    standing = [e for e in living if e.standing]
    free = [e for e in standing if not state.pursued(e.seat)]
    halves = len({half for e in living for half in e.relics})
    spread = max((chebyshev(a.pos, b.pos) for a in living for b in living), default=0)
    lantern = max(0, state.rules.lantern_rounds - state.round) / state.rules.lantern_rounds
    worth = (0.3 * halves / 2 + 0.25 * len(standing) / 4 + 0.15 * len(free) / 4
             + 0.1 * len(living) / 4 + 0.1 * lantern + 0.1 * (1 - min(spread, 6) / 6))
    return max(0.0, min(1.0, worth))
