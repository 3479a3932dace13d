"""Where a game stands, in the game's own words, for a save's header and the Load list.

A state may say it with `progress()` ("Round 6 of 12", "Turn 3 (Winter 1941), round 2");
a game whose state does not is described by its turn or round number, as are saves written
before headers carried these words.
"""

from __future__ import annotations

from typing import Any

LIMIT = 60


def one_line(text: str, limit: int = LIMIT) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def progress_words(state: Any) -> str | None:
    """`state.progress()` on one line, or None for a game that does not say."""
    own = getattr(state, "progress", None)
    text = own() if callable(own) else None
    return one_line(text) if isinstance(text, str) and text.strip() else None


def header_words(summary: dict[str, Any]) -> str | None:
    """The words a save's header holds (None in saves written before them, or damaged)."""
    words = summary.get("progress")
    return one_line(words) if isinstance(words, str) and words.strip() else None
