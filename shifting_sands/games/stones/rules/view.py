"""What one seat of Shifting Stones may see."""

from __future__ import annotations

from dataclasses import dataclass

from shifting_sands.rules.protocol import Outcome


@dataclass(frozen=True)
class StonesView:
    """Public table plus the viewer's own hand; other hands are counts, the deck a size."""

    viewer: int | None
    players: int
    solo: bool
    current_player: int
    turn: int
    symbols: tuple[str, ...]
    """Face-up symbol at each grid position, row-major."""
    stone_ids: tuple[int, ...]
    """Which physical stone sits at each position (animations follow stones, not symbols)."""
    stone_faces: tuple[tuple[str, str], ...]
    """Both faces of each physical stone, by stone id."""
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    scored: tuple[tuple[str, ...], ...]
    deck_size: int
    discard: tuple[str, ...]
    acted_this_turn: bool
    scored_this_turn: bool
    skipped_last: tuple[bool, ...]
    strikes: int
    strikes_to_lose: int
    end_trigger: int
    end_triggered: bool
    solo_deck_points: tuple[int, ...]
    """Point values of the whole solo deck (empty outside solo): public set-up knowledge."""
    outcome: Outcome | None
    hand_limit: int = 4
    """The hand an ended turn refills to (the variant's `hand_size`)."""
