"""Shifting Stones actions and events: small frozen dataclasses that serialise to JSON."""

from __future__ import annotations

from dataclasses import dataclass

from shifting_sands.rules.codec import DataclassCodec


@dataclass(frozen=True)
class ShiftStones:
    """Discard `card`, then swap two orthogonally adjacent stones (positions first < second)."""

    card: str
    first: int
    second: int


@dataclass(frozen=True)
class FlipStone:
    """Discard `card`, then turn the stone at `position` over."""

    card: str
    position: int


@dataclass(frozen=True)
class ScoreCard:
    """Reveal `card`, whose pattern matches the grid now, and keep it for its points."""

    card: str


@dataclass(frozen=True)
class EndTurn:
    """End the turn and refill the hand."""


@dataclass(frozen=True)
class SkipTurn:
    """Take no action this turn and draw extra cards instead."""


ACTION_CODEC = DataclassCodec([ShiftStones, FlipStone, ScoreCard, EndTurn, SkipTurn])


@dataclass(frozen=True)
class StonesShifted:
    seat: int
    card: str
    points: int
    first: int
    second: int
    first_symbol: str
    second_symbol: str


@dataclass(frozen=True)
class StoneFlipped:
    seat: int
    card: str
    points: int
    position: int
    old_symbol: str
    new_symbol: str


@dataclass(frozen=True)
class CardScored:
    seat: int
    card: str
    points: int
    windows: tuple[int, ...]
    """Top-left grid positions of every place the pattern matched."""


@dataclass(frozen=True)
class TurnEnded:
    seat: int
    drew: int


@dataclass(frozen=True)
class TurnSkipped:
    seat: int
    drew: int


@dataclass(frozen=True)
class DeckReshuffled:
    cards: int


@dataclass(frozen=True)
class StrikeTaken:
    seat: int
    strikes: int
    limit: int


@dataclass(frozen=True)
class EndTriggered:
    seat: int
    scored: int


@dataclass(frozen=True)
class BonusAwarded:
    seats: tuple[int, ...]
    ones: int
    points: int


@dataclass(frozen=True)
class GameOver:
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str


EVENT_CODEC = DataclassCodec([
    StonesShifted, StoneFlipped, CardScored, TurnEnded, TurnSkipped, DeckReshuffled,
    StrikeTaken, EndTriggered, BonusAwarded, GameOver,
])
