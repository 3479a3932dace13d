"""Build Shifting Stones states from plain data, for the rules tests.

    build(players=2, grid="BIRD HORSE BOAT / SEED SUN TREE / SEED BIRD HORSE",
          hands=[["S01"], ["S02"]], deck=["S03"], discard=[], scored=[[], []])

The grid is nine symbols, row by row (slashes between rows are optional). Physical
stones are picked so that each shows the requested symbol; a grid the stone set cannot
make (two Suns, four Horse/Boat stones...) raises ValueError. Cards not given anywhere
are left out of the game: the deck holds exactly the cards passed (its last card is
drawn first).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from shifting_sands.content.stones import default_stones
from shifting_sands.games.stones.rules.patterns import matches
from shifting_sands.games.stones.rules.state import StonesState
from shifting_sands.rules.rng import GameRng

Grid = str | Sequence[str]

PLAIN_GRID = "SUN FISH FISH / HORSE HORSE HORSE / SEED SEED SEED"
"""A grid no card with a BIRD, BOAT, TREE or MOON square can match."""


def parse_grid(grid: Grid) -> list[str]:
    """Nine upper-case symbols, row-major, from a string or a sequence."""
    squares = grid.replace("/", " ").split() if isinstance(grid, str) else list(grid)
    symbols = [square.upper() for square in squares]
    if len(symbols) != 9:
        raise ValueError(f"a grid has 9 squares, got {len(symbols)}: {symbols}")
    return symbols


def place_stones(grid: Grid) -> tuple[list[int], list[int]]:
    """(grid, faces) for StonesState: which stone sits where and which face is up."""
    stone_faces = default_stones().stone_faces
    stones: list[int] = []
    faces = [0] * len(stone_faces)
    used: set[int] = set()
    for position, symbol in enumerate(parse_grid(grid)):
        free = [s for s, pair in enumerate(stone_faces) if symbol in pair and s not in used]
        if not free:
            raise ValueError(f"no stone left to show {symbol} at position {position}")
        stone = free[0]
        used.add(stone)
        stones.append(stone)
        faces[stone] = stone_faces[stone].index(symbol)
    return stones, faces


def build(
    *,
    players: int = 2,
    grid: Grid = PLAIN_GRID,
    hands: Sequence[Sequence[str]] | None = None,
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    scored: Sequence[Sequence[str]] | None = None,
    current: int = 0,
    solo: bool = False,
    strikes: int = 0,
    turn: int = 1,
    acted: bool = False,
    scored_this_turn: bool = False,
    skipped_last: Sequence[bool] | None = None,
    end_triggered: bool = False,
    solo_deck_points: Sequence[int] | None = None,
    seed: int = 0,
) -> StonesState:
    """A StonesState with exactly the given table (see the module docstring)."""
    content = default_stones()
    if solo and players != 1:
        raise ValueError("the solo game has one player")
    hands = [list(h) for h in hands] if hands is not None else [[] for _ in range(players)]
    scored = [list(s) for s in scored] if scored is not None else [[] for _ in range(players)]
    if len(hands) != players or len(scored) != players:
        raise ValueError("hands and scored need one list per player")
    placed = list(deck) + list(discard) + [c for h in hands for c in h]
    placed += [c for s in scored for c in s]
    unknown = [card for card in placed if card not in content.cards]
    if unknown:
        raise ValueError(f"unknown cards: {unknown}")
    if len(placed) != len(set(placed)):
        raise ValueError(f"a card is in two places: {sorted(placed)}")

    state = StonesState(content, players, solo, GameRng(seed))
    state.grid, state.faces = place_stones(grid)
    state.hands = hands
    state.scored = scored
    state.deck = list(deck)
    state.discard = list(discard)
    state.current_player = current
    state.turn = turn
    state.acted_this_turn = acted
    state.scored_this_turn = scored_this_turn
    state.skipped_last = list(skipped_last) if skipped_last else [False] * players
    state.strikes = strikes
    state.end_triggered = end_triggered
    if solo:
        points = solo_deck_points
        if points is None:
            points = [content.cards[c].points for c in placed]
        state.solo_deck_points = sorted(points)
    return state


def cards_not_matching(grid: Grid, count: int, points: int | None = None,
                       exclude: Iterable[str] = ()) -> list[str]:
    """`count` card ids (lowest ids first) that do not match `grid`, optionally of one value."""
    symbols = parse_grid(grid)
    skip = set(exclude)
    content = default_stones()
    found = [
        cid for cid, card in sorted(content.cards.items())
        if cid not in skip and (points is None or card.points == points)
        and not matches(card, symbols)
    ]
    if len(found) < count:
        raise ValueError(f"only {len(found)} such cards, {count} wanted")
    return found[:count]


def cards_with_points(points: int, count: int, exclude: Iterable[str] = ()) -> list[str]:
    """`count` card ids worth `points` each (lowest ids first)."""
    skip = set(exclude)
    found = [cid for cid, card in sorted(default_stones().cards.items())
             if card.points == points and cid not in skip]
    if len(found) < count:
        raise ValueError(f"only {len(found)} cards worth {points}, {count} wanted")
    return found[:count]


def of_type(events: Sequence[object], kind: type) -> list:
    """The events of one class, in order."""
    return [event for event in events if isinstance(event, kind)]


def cards_matching_none(grids: Iterable[Grid], points: int | None = None) -> list[str]:
    """Every card id (sorted) that matches none of `grids`, optionally of one value."""
    boards = [parse_grid(grid) for grid in grids]
    return [
        cid for cid, card in sorted(default_stones().cards.items())
        if (points is None or card.points == points)
        and not any(matches(card, board) for board in boards)
    ]
