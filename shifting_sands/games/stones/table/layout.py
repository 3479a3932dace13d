"""Where everything sits on the Stones table, in the logical 1280x720 space."""

from __future__ import annotations

import math

BOARD = (324.0, 70.0, 480.0, 480.0)
BOARD_SCALE = BOARD[2] / 600
SLOT, PITCH, ORIGIN = 170 * BOARD_SCALE, 176 * BOARD_SCALE, (39 * BOARD_SCALE, 50 * BOARD_SCALE)
CARD_W, CARD_H = 106.0, 148.0
HAND_Y, HAND_LEFT, HAND_RIGHT = 562.0, 316.0, 816.0
HAND_ROOM = (316.0, 870.0)
"""Left and right edge a long hand may spread to (between the piles and the log)."""
HAND_GAP = 8.0
GLOW_MIN, GLOW_MAX = 150, 235
"""The pulse of a scoreable card's glow never fades below GLOW_MIN (alpha)."""
PREVIEW_W, PREVIEW_H = 172.0, 241.0
PLAYERS = (16.0, 76.0, 292.0)
ROW_H = 84.0
PILES_Y = 510.0
ACTION_PANEL = (880.0, 76.0, 384.0, 340.0)


def slot_rect(position: int) -> tuple[float, float, float, float]:
    row, col = divmod(position, 3)
    return (BOARD[0] + ORIGIN[0] + col * PITCH, BOARD[1] + ORIGIN[1] + row * PITCH, SLOT, SLOT)


def glow_alpha(frame: int) -> int:
    """The pulsing alpha of a scoreable card's glow: it breathes, but stays clearly lit."""
    wave = (math.sin(frame / 8) + 1) / 2
    return round(GLOW_MIN + (GLOW_MAX - GLOW_MIN) * wave)
