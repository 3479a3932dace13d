"""A message shown for a few seconds that fades out over its last ones (a refused click's
toast, the Ouroboros's turn banner).

What it draws is a value: the same until the fade begins, so a still key that takes it (not
its countdown) keeps the frame while it shows unchanged. Its fade is a pulse: the still key
sees one value from the fade's start on (`fading_still`), and each frame of the fade is drawn
again inside the message's rectangle alone (app.py, `GameScene.pulse_frame`); composed whole,
its 24 frames were the worst tenth of the Ouroboros's frames while a bot thought (issue 37)."""

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


def fading_still(text: str, left: float, box_alpha: int, fade: float = FADE) -> tuple:
    """What a still key sees of the message: as drawn while it shows in full, then one value
    from its fade's start on, gone included. Its drawing says its rectangle is a pulse while
    it fades (`is_fading`), so the window draws it again there alone, and the frame the fade
    ends in redraws that rectangle from the last one's pulses (without the message)."""
    if left > fade:
        return ("shown", fading(text, left, box_alpha, fade))
    return ("fading", text)


def is_fading(left: float, fade: float = FADE) -> bool:
    """Whether the message is fading (its rectangle a pulse this frame)."""
    return 0 < left <= fade
