"""Ouroboros teammates: `greedy`, a heuristic that explores, fights when strong enough,
walks round walls to revive, flees towards help and regroups with the halves (goals.py says
where to go, paths.py how far it is on foot); and the hooks the search uses (a quick
playout move, a position's worth to the team)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.content.ouroboros import PursuitRule
from shifting_sands.games.ouroboros.bots.goals import goal_of, halves_held, rescue_for
from shifting_sands.games.ouroboros.bots.paths import FAR, chased, distances, monsters_of
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


class GreedyOuroborosBot:
    """One decision from the table as it is, no look-ahead."""

    name = "greedy"

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        return plan(view, legal, rng)


def plan(table: Any, legal: Sequence[Any], rng: GameRng) -> Any:
    """`table`: a view or a state (both have tiles, explorers, monsters, current_player)."""
    return _decide(table, legal, rng)[0]


def _decide(table: Any, legal: Sequence[Any], rng: GameRng) -> tuple[Any, dict[Any, float]]:
    """Greedy's choice, and its rating of every action when it weighed them (none when a
    fight, a revival or the phase's only sensible answer decides)."""
    first = legal[0]
    if isinstance(first, EndTurn):
        return first, {}
    if isinstance(first, BreakWall | HoldBack):
        return BreakWall(), {}
    fights = [a for a in legal if isinstance(a, Fight)]
    if fights:
        return fights[0], {}
    revives = [a for a in legal if isinstance(a, Revive)]
    if revives:
        return revives[0], {}
    me = table.explorers[table.current_player]
    goal = goal_of(table, me)
    choice, rated = _best(table, me, legal, goal, rng)
    if isinstance(choice, Stay) and (goal is None or (goal == me.pos and halves_held(table))):
        # never idle while a fallen teammate lies within reach: go to them
        rescue = rescue_for(table, me, anyone=True)
        if rescue is not None and rescue != me.pos:
            choice, rated = _best(table, me, legal, rescue, rng)
    return choice, rated


def _best(table: Any, me: Explorer, legal: Sequence[Any], goal: Pos | None,
          rng: GameRng) -> tuple[Any, dict[Any, float]]:
    """The best-rated action towards `goal` (exploring when None; ties drawn at random)
    and every action's rating."""
    field = _field(table, me, goal)
    rated = {action: _score(table, me, action, goal, field) for action in legal}
    top = max(rated.values())
    best = [action for action in legal if rated[action] == top]
    return (best[0] if len(best) == 1 else rng.choice(best)), rated


def _field(table: Any, me: Explorer, goal: Pos | None) -> dict[Pos, int] | None:
    """Walking distances to `goal`, or None when there is none or no way reaches it."""
    if goal is None:
        return None
    field = distances(table, goal, me, [me.pos, *(step(me.pos, d) for d in DIRECTIONS.values())])
    return field if field.get(me.pos, FAR) < FAR else None


def _score(table: Any, me: Explorer, action: Any, goal: Pos | None,
           field: dict[Pos, int] | None) -> float:
    """The worth of where `action` leaves this explorer: the same terms for staying and
    for every move, so that a move along the way to the goal beats waiting."""
    if isinstance(action, Stay):
        target, score = me.pos, -1.5  # a turn spent on nothing
        if goal is not None and halves_held(table) and me.pos == goal:
            score = 2.0  # on the meeting place: wait for the others
    elif isinstance(action, Move):
        target = step(me.pos, DIRECTIONS[action.direction])
        score = _place_worth(table, me, target, goal)
    else:
        return -5.0
    if field is not None:
        here = field[me.pos]
        score -= 3.0 * min(field.get(target, FAR), here + 2)
    others = [e for e in table.explorers if e.alive and e.seat != me.seat]
    if others:
        spread = min(chebyshev(target, e.pos) for e in others)
        if spread > SAFE_SPREAD:
            score -= 30.0 * (spread - SAFE_SPREAD)
    if _wins_there(table, me, target):
        score += 100.0
    return score


def _wins_there(table: Any, me: Explorer, target: Pos) -> bool:
    """Both halves are held and, with this explorer on `target` (a known, open tile), every
    living explorer stands within one place of every other: the team wins (O21)."""
    tile = table.tiles.get(target)
    if tile is None or tile.blocks or not halves_held(table):
        return False
    if target != me.pos and any(m.pos == target for m in monsters_of(table)):
        return False
    places = [target if e.seat == me.seat else e.pos for e in table.explorers if e.alive]
    return all(chebyshev(a, b) <= 1 for a in places for b in places)


def _place_worth(table: Any, me: Explorer, target: Pos, goal: Pos | None) -> float:
    tile = table.tiles.get(target)
    pursued = chased(table, me.seat)
    score = 0.0
    if tile is None:
        score += -2.0 if pursued else (4.0 if goal is None else 0.5)
    elif tile.blocks:
        return -2.0 if me.role == "archaeologist" and not pursued else -60.0
    elif tile.ledge and me.role != "guide":
        score -= 4.0
    monsters = [m for m in monsters_of(table) if m.pos == target and m.quarry != me.seat]
    lurking = [m for m in monsters if m.quarry is None]
    if pursued and (lurking or (monsters and table.rules.pursuit is PursuitRule.STRICT)):
        return score - 40.0  # a second monster fells the pursued (O12)
    if lurking:
        worst = max(m.power for m in lurking)
        power = me.power + sum(e.power for e in table.explorers
                               if e.standing and e.pos == target)
        helpers = power + sum(e.power for e in table.explorers
                              if e.standing and e.seat != me.seat and e.pos != target
                              and chebyshev(e.pos, target) <= 2
                              and not chased(table, e.seat))
        medic_revives = me.role == "medic" and any(
            not e.standing and e.alive and e.pos == target for e in table.explorers)
        if power > worst:
            score += 3.0
        elif helpers > worst or medic_revives:
            # be the bait: the others close in and fight it; worth it to reach the goal
            score -= 1.0 if target == goal else 6.0
        else:
            score -= 40.0
    return score


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


PRUNE_MARGIN = 3.0
"""The search weighs only the moves the greedy rating puts within one known step of greedy's
own choice: given wider choice (10, before the teammates walked real ways), a team of
`ismcts:150` searchers won 2 of 12 Normal games, where greedy alone wins about half."""


def search_actions(state: Any) -> list[Any]:
    """The search's choices, greedy's first: a fight or revival when greedy would take one
    (then which), else the moves and stay the greedy rating puts close to its choice; the
    Archaeologist always breaks a wall he meets (holding back gains nothing)."""
    legal = state.legal_actions()
    phase = state.phase.value
    if phase == "wall":
        return [BreakWall()]
    if len(legal) <= 1 or phase != "turn":
        return legal
    chosen, rated = _decide(state, legal, GameRng(0))
    if not rated:
        return [chosen, *(a for a in legal if isinstance(a, Fight | Revive) and a != chosen)]
    floor = rated[chosen] - PRUNE_MARGIN
    return [chosen, *(a for a, score in rated.items() if a != chosen and score >= floor)]
