"""A message shown for a few seconds that fades out over its last ones (a refused click's
toast, the Ouroboros's turn banner).

What it draws is a value: the same until the fade begins, so a still key that takes it (not
its countdown) keeps the frame while it shows unchanged, and every frame of the fade is
drawn anew (core/still.py)."""

from __future__ import annotations

FADE = 0.4
"""The last seconds of a message, over which it fades out."""


def fading(text: str, left: float, box_alpha: int,
           fade: float = FADE) -> tuple[str, int, int] | None:
    """The message as drawn with `left` seconds still to show: its text, its box's alpha
    (`box_alpha` at full) and its text's, or None once it is gone. Full until its last
    `fade` seconds, then fading in step with the time left."""
    if left <= 0:
        return None
    alpha = min(1.0, left / fade)
    return text, int(box_alpha * alpha), int(255 * alpha)
