"""Shifting Stones bots: they see only their view and the legal actions, as a human does."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from shifting_sands.content.stones import StonesContent, default_stones
from shifting_sands.games.stones.rules.actions import (
    EndTurn,
    FlipStone,
    ScoreCard,
    ShiftStones,
    SkipTurn,
)
from shifting_sands.games.stones.rules.patterns import ADJACENT_PAIRS, matches, placements
from shifting_sands.games.stones.rules.view import StonesView
from shifting_sands.rules.rng import GameRng

OTHER_FACE = {}
for _faces in default_stones().stone_faces:
    OTHER_FACE[_faces[0]], OTHER_FACE[_faces[1]] = _faces[1], _faces[0]


def after(symbols: tuple[str, ...], action: Any) -> tuple[str, ...]:
    """The grid's symbols once a shift or flip has been made."""
    grid = list(symbols)
    if isinstance(action, ShiftStones):
        grid[action.first], grid[action.second] = grid[action.second], grid[action.first]
    elif isinstance(action, FlipStone):
        grid[action.position] = OTHER_FACE[grid[action.position]]
    return tuple(grid)


def distance(content: StonesContent, card_id: str, symbols: Sequence[str]) -> int:
    """Fewest squares that differ from the card's pattern, over all its placements."""
    return min(
        sum(1 for pos, symbol in needs if symbols[pos] != symbol)
        for _, needs in placements(content.cards[card_id])
    )


class GreedyStonesBot:
    """Scores whenever it can; otherwise spends its cheapest card on the move that
    makes its best card scoreable, or failing that brings it closer."""

    name = "greedy"

    def __init__(self, content: StonesContent | None = None) -> None:
        self.content = content or default_stones()

    def choose(self, view: StonesView, legal: Sequence[Any], rng: GameRng) -> Any:
        scores = [a for a in legal if isinstance(a, ScoreCard)]
        if scores:
            return max(scores, key=lambda a: (self.content.cards[a.card].points, a.card))
        hand = view.hand or ()
        moves = [a for a in legal if isinstance(a, ShiftStones | FlipStone)]
        if len(hand) >= 2 and moves:
            enabling = self._best_enabling(view.symbols, hand, moves)
            if enabling is not None:
                return enabling
            if not view.acted_this_turn and len(hand) >= 3:
                closer = self._best_closer(view.symbols, hand, moves, force=len(hand) >= 5)
                if closer is not None:
                    return closer
        if any(isinstance(a, SkipTurn) for a in legal) and len(hand) <= 4:
            return SkipTurn()
        return EndTurn()

    def _value(self, card: str) -> int:
        return self.content.cards[card].points

    def _best_enabling(self, symbols: tuple[str, ...], hand: Sequence[str],
                       moves: Sequence[Any]) -> Any | None:
        best, best_gain = None, 0.0
        for move in moves:
            grid = after(symbols, move)
            gain = max(
                (self._value(c) for c in hand
                 if c != move.card and matches(self.content.cards[c], grid)),
                default=0,
            )
            net = gain - 0.4 * self._value(move.card)
            if gain and net > best_gain:
                best, best_gain = move, net
        return best

    def _potential(self, symbols: tuple[str, ...], cards: Sequence[str]) -> float:
        """How promising a grid is for these cards: near, valuable patterns count most."""
        return max(
            (self._value(c) / (1 + distance(self.content, c, symbols)) ** 2 for c in cards),
            default=0.0,
        )

    def _best_closer(self, symbols: tuple[str, ...], hand: Sequence[str],
                     moves: Sequence[Any], force: bool) -> Any | None:
        """The move that leaves the rest of the hand closest to a valuable pattern.

        With a crowded hand (`force`) it moves even without progress, so stale
        cards cycle out instead of the bot passing forever."""
        now = self._potential(symbols, hand)
        best, best_value = None, -1.0
        for move in moves:
            rest = [c for c in hand if c != move.card]
            value = self._potential(after(symbols, move), rest) - 0.05 * self._value(move.card)
            if value > best_value:
                best, best_value = move, value
        if best is not None and (force or best_value > now):
            return best
        return None


class EasyStonesBot:
    """The greedy player on a bad day: it overlooks a scoreable card now and then,
    ends its turn before it has done all it could, and sometimes just fiddles with
    a stone. The lapses are a human's, so a beginner can win without being patronised."""

    name = "easy"
    OVERLOOK = 0.3
    """Chance, at each decision, of not seeing the cards it could score."""
    STOP_EARLY = 0.25
    """Chance of ending a turn right after its first action."""
    FIDDLE = 0.08
    """Chance of a random shift or flip instead of a plan."""

    def __init__(self, content: StonesContent | None = None) -> None:
        self.greedy = GreedyStonesBot(content)

    def choose(self, view: StonesView, legal: Sequence[Any], rng: GameRng) -> Any:
        moves = [a for a in legal if isinstance(a, ShiftStones | FlipStone)]
        if moves and not view.acted_this_turn and rng.random() < self.FIDDLE:
            return rng.choice(moves)
        if view.acted_this_turn and rng.random() < self.STOP_EARLY:
            return EndTurn()
        if any(isinstance(a, ScoreCard) for a in legal) and rng.random() < self.OVERLOOK:
            legal = [a for a in legal if not isinstance(a, ScoreCard)]
        return self.greedy.choose(view, legal, rng)


# -- what the generic search (shifting_sands.bots.ismcts) borrows from Stones --------
# The search runs these thousands of times per decision on sampled full states, so they
# work on the state's own lists and cache what a card needs from a given grid.

FLIP = -1
"""Second half of a grid change that turns the stone at the first position over."""
Change = tuple[int, int]
"""(p, q): swap the adjacent stones at p < q; (p, FLIP): flip the stone at p."""

NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(q for pair in ADJACENT_PAIRS if pos in pair for q in pair if q != pos)
    for pos in range(9)
)
POINTS = {cid: card.points for cid, card in default_stones().cards.items()}
HAND_WEIGHT = (0.8, 0.45, 0.15)
"""What a card in hand is worth, as a share of its points, at distance 0, 1 and 2."""
FAR_WEIGHT = 0.03
_END_TURN, _SKIP = EndTurn(), SkipTurn()
_REACH: dict[tuple[str, tuple[str, ...]], tuple[int, tuple[Change, ...]]] = {}
_REACH_LIMIT = 50_000
"""Entries kept before the cache starts afresh (about 15 MB: the memory budget is 200 MB)."""
_NEEDS: dict[str, list[tuple[tuple[tuple[int, str], ...], dict[int, str]]]] = {}


def _needs(card_id: str) -> list[tuple[tuple[tuple[int, str], ...], dict[int, str]]]:
    cached = _NEEDS.get(card_id)
    if cached is None:
        cached = [(needs, dict(needs))
                  for _, needs in placements(default_stones().cards[card_id])]
        _NEEDS[card_id] = cached
    return cached


def reach(card_id: str, symbols: tuple[str, ...]) -> tuple[int, tuple[Change, ...]]:
    """How many squares the card misses at its best placement, and (at distance 1 or 2)
    every single shift or flip that brings it one step closer."""
    key = (card_id, symbols)
    hit = _REACH.get(key)
    if hit is not None:
        return hit
    best, fixes = 99, set()
    for needs, need_at in _needs(card_id):
        missing = [(pos, symbol) for pos, symbol in needs if symbols[pos] != symbol]
        if len(missing) > best:
            continue
        if len(missing) < best:
            best, fixes = len(missing), set()
        if not 1 <= best <= 2:
            continue
        for pos, symbol in missing:
            here = symbols[pos]
            if OTHER_FACE[here] == symbol:
                fixes.add((pos, FLIP))
            for other in NEIGHBOURS[pos]:
                if symbols[other] == symbol and need_at.get(other, here) == here:
                    fixes.add((pos, other) if pos < other else (other, pos))
    result = (best, tuple(sorted(fixes)))
    if len(_REACH) >= _REACH_LIMIT:
        _REACH.clear()
    _REACH[key] = result
    return result


def _move(card: str, change: Change) -> Any:
    first, second = change
    return FlipStone(card, first) if second == FLIP else ShiftStones(card, first, second)


def _may_skip(state: Any) -> bool:
    return not state.acted_this_turn and not state.skipped_last[state.current_player]


def _spares(hand: Sequence[str], reaches: dict[str, tuple[int, tuple[Change, ...]]]) -> list[str]:
    """Cards worth paying with, cheapest and farthest from scoring first."""
    return sorted((c for c in hand if reaches[c][0]), key=lambda c: (POINTS[c], -reaches[c][0], c))


def search_actions(state: Any) -> list[Any]:
    """The moves worth a tree node, best first: every score, every move that makes a card
    scoreable (paid with any card that cannot score now), end and skip, then one step
    towards each card two squares away, paid with the cheapest spare card."""
    seat = state.current_player
    hand = state.hands[seat]
    symbols = state.symbols()
    reaches = {card: reach(card, symbols) for card in hand}
    by_value = sorted(hand, key=lambda c: (-POINTS[c], c))
    actions: list[Any] = [ScoreCard(c) for c in by_value if reaches[c][0] == 0]
    spares = _spares(hand, reaches)
    seen: set[tuple[str, Change]] = set()
    later: list[Any] = []
    for target in by_value:
        distance_now, fixes = reaches[target]
        if distance_now not in (1, 2):
            continue
        payers = [c for c in spares if c != target][: 3 if distance_now == 1 else 1]
        bucket = actions if distance_now == 1 else later
        for change in fixes:
            for payer in payers:
                if (payer, change) not in seen:
                    seen.add((payer, change))
                    bucket.append(_move(payer, change))
    if _may_skip(state):
        actions.append(_SKIP)
    actions.append(_END_TURN)
    return actions + later


def rollout_action(state: Any, rng: GameRng) -> Any:
    """A fast greedy move: score the best card, else make a card scoreable if it is worth
    the card paid, else (at the start of a turn) step towards a card two squares away."""
    hand = state.hands[state.current_player]
    symbols = state.symbols()
    reaches = {card: reach(card, symbols) for card in hand}
    ready = [c for c in hand if reaches[c][0] == 0]
    if ready:
        return ScoreCard(max(ready, key=lambda c: (POINTS[c], c)))
    spares = _spares(hand, reaches)
    if len(hand) >= 2:
        best, best_net = None, 0.0
        for target in hand:
            distance_now, fixes = reaches[target]
            payer = next((c for c in spares if c != target), None)
            if distance_now != 1 or not fixes or payer is None:
                continue
            net = POINTS[target] - 0.4 * POINTS[payer]
            if net > best_net:
                best, best_net = _move(payer, fixes[rng.randrange(len(fixes))]), net
        if best is not None:
            return best
        if not state.acted_this_turn and len(hand) >= 3:
            two_away = [c for c in hand if reaches[c][0] == 2 and reaches[c][1]]
            if two_away:
                target = max(two_away, key=lambda c: (POINTS[c], c))
                payer = next(c for c in spares if c != target)
                fixes = reaches[target][1]
                return _move(payer, fixes[rng.randrange(len(fixes))])
    if _may_skip(state) and len(hand) <= state.content.hand_size:
        return _SKIP
    return _END_TURN


def _hand_value(hand: Sequence[str], symbols: tuple[str, ...], by_points: bool) -> float:
    total = 0.0
    for card in hand:
        distance_now = reach(card, symbols)[0]
        weight = HAND_WEIGHT[distance_now] if distance_now < len(HAND_WEIGHT) else FAR_WEIGHT
        total += weight * (POINTS[card] if by_points else 1)
    return total


def evaluate(state: Any, seat: int) -> float:
    """How good the table is for `seat`, in [0, 1]: the score race (bonus included) plus
    what each hand is close to scoring; in solo, progress through the deck and strikes left."""
    symbols = state.symbols()
    if state.solo:
        total = len(state.solo_deck_points) or 1
        progress = (len(state.scored[0]) + 0.5 * _hand_value(state.hands[0], symbols, False))
        lives = 1 - state.strikes / state.content.solo_strikes
        return 0.75 * min(1.0, progress / total) + 0.25 * lives
    ones = state.one_point_counts()
    most = max(ones)
    values = [
        state.card_points(s) + (state.content.one_point_bonus if most and ones[s] == most else 0)
        + _hand_value(state.hands[s], symbols, True)
        for s in range(state.players)
    ]
    lead = values[seat] - max(v for s, v in enumerate(values) if s != seat)
    return 1 / (1 + math.exp(-lead / 4))
