"""Shifting Stones bots: they see only their view and the legal actions, as a human does."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.content.stones import StonesContent, default_stones
from shifting_sands.games.stones.actions import (
    EndTurn,
    FlipStone,
    ScoreCard,
    ShiftStones,
    SkipTurn,
)
from shifting_sands.games.stones.patterns import matches, placements
from shifting_sands.games.stones.view import StonesView
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
