"""Where a pattern card matches the grid.

A card matches where every square it shows holds that symbol, with the card
neither rotated nor mirrored; ANY squares only need a stone, and the grid always
has one in every place. Fixed cards cover the whole grid and match only in place.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from shifting_sands.content.stones import ANY, PatternCard

GRID_SIZE = 3

Requirement = tuple[tuple[int, str], ...]
"""(grid position, symbol) pairs a placement needs."""


@lru_cache(maxsize=512)
def placements(card: PatternCard) -> tuple[tuple[int, Requirement], ...]:
    """Every (top-left position, requirement) where the card's window fits in the grid."""
    if card.fixed:
        origins = [(0, 0)]
    else:
        origins = [
            (row, col)
            for row in range(GRID_SIZE - card.height + 1)
            for col in range(GRID_SIZE - card.width + 1)
        ]
    result = []
    for top, left in origins:
        needs = tuple(
            ((top + r) * GRID_SIZE + left + c, square)
            for r, cells in enumerate(card.cells)
            for c, square in enumerate(cells)
            if square is not None and square != ANY
        )
        result.append((top * GRID_SIZE + left, needs))
    return tuple(result)


def match_windows(card: PatternCard, symbols: Sequence[str]) -> list[int]:
    """Top-left positions of every placement where `card` matches `symbols` (row-major, 9)."""
    return [
        origin
        for origin, needs in placements(card)
        if all(symbols[pos] == symbol for pos, symbol in needs)
    ]


def matches(card: PatternCard, symbols: Sequence[str]) -> bool:
    return any(
        all(symbols[pos] == symbol for pos, symbol in needs) for _, needs in placements(card)
    )


def covered_positions(card: PatternCard, origin: int) -> list[int]:
    """Grid positions the card covers (including ANY squares) when placed at `origin`."""
    top, left = divmod(origin, GRID_SIZE)
    return [
        (top + r) * GRID_SIZE + left + c
        for r, cells in enumerate(card.cells)
        for c, square in enumerate(cells)
        if square is not None
    ]


def adjacent_pairs() -> list[tuple[int, int]]:
    """The 12 orthogonally adjacent position pairs (first < second)."""
    pairs = []
    for pos in range(GRID_SIZE * GRID_SIZE):
        row, col = divmod(pos, GRID_SIZE)
        if col + 1 < GRID_SIZE:
            pairs.append((pos, pos + 1))
        if row + 1 < GRID_SIZE:
            pairs.append((pos, pos + GRID_SIZE))
    return pairs


ADJACENT_PAIRS = tuple(adjacent_pairs())
ADJACENT_SET = frozenset(ADJACENT_PAIRS)
