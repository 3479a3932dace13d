"""Ouroboros teammates: `greedy`, a heuristic that explores, fights when strong enough,
revives, flees towards help and regroups with the halves; and the hooks the search uses
(a quick playout move, a position's worth to the team)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.ouroboros.rules.actions import (
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
from shifting_sands.games.ouroboros.rules.pieces import Explorer, chebyshev, step
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
    team_power = sum(e.power for e in table.explorers if e.standing)
    monsters = table.monsters.values() if isinstance(table.monsters, dict) else table.monsters
    down = [e for e in others if not e.standing  # a guard the whole team cannot beat: leave
            and all(m.power < team_power for m in monsters if m.pos == e.pos)]
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
    """The worth of where `action` leaves this explorer: the same terms for staying and
    for every move, so that a move towards the goal beats waiting."""
    if isinstance(action, Stay):
        target, score = me.pos, -1.5  # a turn spent on nothing
        if goal is not None and _together_goal(table) and me.pos == goal:
            score = 2.0  # on the relic holder's tile: wait for the others
    elif isinstance(action, Move):
        target = step(me.pos, DIRECTIONS[action.direction])
        score = _place_worth(table, me, target, goal)
    else:
        return -5.0
    if goal is not None:
        score -= 3.0 * manhattan(target, goal)
    others = [e for e in table.explorers if e.alive and e.seat != me.seat]
    if others:
        spread = min(chebyshev(target, e.pos) for e in others)
        if spread > SAFE_SPREAD:
            score -= 30.0 * (spread - SAFE_SPREAD)
    return score


def _place_worth(table: Any, me: Explorer, target: Pos, goal: Pos | None) -> float:
    tile = table.tiles.get(target)
    chased = bool(_chased(table, me.seat))
    score = 0.0
    if tile is None:
        score += -2.0 if chased else (4.0 if goal is None else 0.5)
    elif tile.blocks:
        return -2.0 if me.role == "archaeologist" and not chased else -60.0
    elif tile.ledge and me.role != "guide":
        score -= 4.0
    monsters = table.monsters.values() if isinstance(table.monsters, dict) else table.monsters
    lurking = [m for m in monsters if m.pos == target and m.quarry is None]
    if lurking:
        worst = max(m.power for m in lurking)
        power = me.power + sum(e.power for e in table.explorers
                               if e.standing and e.pos == target)
        helpers = power + sum(e.power for e in table.explorers
                              if e.standing and e.seat != me.seat and e.pos != target
                              and chebyshev(e.pos, target) <= 2
                              and not _chased(table, e.seat))
        medic_revives = me.role == "medic" and any(
            not e.standing and e.alive and e.pos == target for e in table.explorers)
        if chased:
            score -= 40.0
        elif power > worst:
            score += 3.0
        elif helpers > worst or medic_revives:
            score -= 6.0  # be the bait: the others close in and fight it
        else:
            score -= 40.0
    return score


def _together_goal(table: Any) -> bool:
    held = {half for e in table.explorers if e.alive for half in e.relics}
    return len(held) == 2


# -- search hooks ----------------------------------------------------------------------
def rollout_action(state: Any, rng: GameRng) -> Any:
    """The greedy choice on the full state (a playout's state is already determinized)."""
    return plan(state, state.legal_actions(), rng)


def evaluate(state: Any, seat: int = 0) -> float:
    """The team's prospects in [0, 1], the same for every `seat` (the search asks by seat).
    Before both halves are found, progress is drawing cards (the halves are in the deck);
    after, it is closing ranks. Explorers standing and free of pursuers, and lantern left,
    weigh in."""
    if state.is_terminal():
        outcome = state.outcome()
        return 1.0 if outcome is not None and outcome.winners else 0.0
    living = [e for e in state.explorers if e.alive]
    standing = [e for e in living if e.standing]
    free = [e for e in standing if not state.pursued(e.seat)]
    halves = len({half for e in living for half in e.relics})
    lantern = max(0, state.rules.lantern_rounds - state.round) / state.rules.lantern_rounds
    if halves < 2:
        cards = max(1, sum(count for _, count in state.rules.cards))
        drawn = 1 - len(state.draw_deck) / cards
        progress = 0.22 * halves + 0.2 * drawn
    else:
        spread = max(chebyshev(a.pos, b.pos) for a in living for b in living)
        progress = 0.5 + 0.25 * (1 - min(max(spread - 1, 0), 6) / 6)
    worth = (progress * (0.6 + 0.4 * lantern) + 0.1 * len(standing) / 4
             + 0.06 * len(free) / 4 + 0.04 * len(living) / 4)
    return max(0.0, min(1.0, worth))


PRUNE_MARGIN = 10.0
"""Moves the heuristic rates this far below its best are left out of the search."""


def search_actions(state: Any) -> list[Any]:
    """The search's choices: the legal actions less those the greedy rating calls plainly
    bad (into a known wall, onto a monster nobody can beat, away from the group)."""
    legal = state.legal_actions()
    if len(legal) <= 2 or state.phase.value != "turn":
        return legal
    me = state.explorers[state.current_player]
    goal = _goal(state, me)
    rated = [(_score(state, me, action, goal) if isinstance(action, Move | Stay) else 0.0,
              action) for action in legal]
    best = max(score for score, _ in rated)
    return [action for score, action in rated if score >= best - PRUNE_MARGIN]
