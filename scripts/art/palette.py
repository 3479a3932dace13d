"""The one desert palette, the stone-face colours and colour arithmetic."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

Color = tuple[int, int, int]


def rgb(code: str) -> Color:
    """Parse ``#RRGGBB``."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


# --- the one desert palette ----------------------------------------------------------------
SAND = rgb("#E8C27A")
LIGHT_SAND = rgb("#F3DEB0")
DUNE_SHADOW = rgb("#C99A52")
TERRACOTTA = rgb("#B5562E")
DEEP_CLAY = rgb("#7A3B22")
INK = rgb("#2B1D14")
BONE = rgb("#F7EEDC")
NIGHT_INDIGO = rgb("#243B55")
OASIS_TEAL = rgb("#2F8C8C")
GOLD = rgb("#E3A72F")

WHITE: Color = (255, 255, 255)
BLACK: Color = (0, 0, 0)
CLEAR = (0, 0, 0, 0)

# --- stone face colours (they match the colour words of the rulebook) ------------------------
SYMBOL_COLORS: dict[str, Color] = {
    "sun": GOLD,
    "moon": rgb("#2E2A33"),
    "fish": rgb("#E07B2A"),
    "bird": rgb("#B8323A"),
    "horse": rgb("#7B4B94"),
    "boat": rgb("#2D6FB0"),
    "seed": rgb("#F4EFE4"),
    "tree": rgb("#4E8A3A"),
}


# =============================================================================================
# Colour helpers
# =============================================================================================
def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    t = max(0.0, min(1.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighten(c: Color, t: float) -> Color:
    return mix(c, WHITE, t)


def darken(c: Color, t: float) -> Color:
    return mix(c, BLACK, t)


def ramp(stops: Sequence[tuple[float, Color]], t: float) -> Color:
    """Sample a piecewise-linear colour ramp given as ``(position, colour)`` stops."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in pairwise(stops):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0) if p1 > p0 else 1.0)
    return stops[-1][1]


def smoothstep(e0: float, e1: float, x: float) -> float:
    t = max(0.0, min(1.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)
