"""Where things sit on the Curse Reverse table at 1280x720, and the art with its stand-ins.

Pure geometry plus one helper that draws a file of assets/curse_reverse or, until the
artist's file exists, a clean placeholder (the asset cache alone would paint magenta).
"""

from __future__ import annotations

from functools import lru_cache

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.games.curse_reverse.rules.board import ORIGINS, SIDE
from shifting_sands.paths import assets_dir

SQ = 46
"""The side of one board square in logical pixels (14 of them fill the board's height)."""
BOARD = (16.0, 68.0, SQ * SIDE, SQ * SIDE)
CARD = (672.0, 68.0, 600.0, 190.0)
OTHERS = (672.0, 264.0, 300.0, 214.0)
LOG_RECT = (980, 264, 292, 214)
ACTIONS = (672.0, 484.0, 600.0, 228.0)
OVERLAY = (40.0, 92.0, SQ * SIDE - 48, SQ * SIDE - 48)
"""Dialogs about the table (a trial, a robbery's loot) sit over the board, never over
the panels the player needs beside them."""
BUTTON_W, BUTTON_H, BUTTON_GAP = 188.0, 38.0, 8.0
BUTTON_COLUMNS, BUTTON_ROWS = 3, 3
GOD_COLOURS = {"red": (181, 54, 46), "blue": (47, 108, 156), "green": (63, 140, 74),
               "yellow": (217, 162, 31), "violet": (122, 74, 156)}
"""The art's colours (assets/ART.md), so borders and dots match the temples and pawns."""
GOD_TITLES = {"red": "Ra", "blue": "Hapi", "green": "Osiris", "yellow": "Anubis"}
ITEM_TONES = {"offensive": (172, 70, 48), "defensive": (52, 112, 140)}
ART = "curse_reverse/"


def square_rect(x: float, y: float) -> tuple[float, float, float, float]:
    """The screen rectangle of board square (x, y) (fractions allowed, for glides)."""
    return (BOARD[0] + x * SQ, BOARD[1] + y * SQ, SQ, SQ)


def square_centre(pos: tuple[float, float]) -> tuple[float, float]:
    """The screen point of a place's centre given in squares (`Board.centre`)."""
    return (BOARD[0] + pos[0] * SQ, BOARD[1] + pos[1] * SQ)


def square_at(point: tuple[float, float]) -> tuple[int, int] | None:
    x, y = (point[0] - BOARD[0]) / SQ, (point[1] - BOARD[1]) / SQ
    if 0 <= x < SIDE and 0 <= y < SIDE:
        return int(x), int(y)
    return None


def segment_at(point: tuple[float, float]) -> str | None:
    """The god whose segment lies under a screen point."""
    square = square_at(point)
    if square is None:
        return None
    half = SIDE // 2
    for god, (ox, oy) in ORIGINS.items():
        if ox <= square[0] < ox + half and oy <= square[1] < oy + half:
            return god
    return None


def segment_rect(god: str) -> tuple[float, float, float, float]:
    ox, oy = ORIGINS[god]
    half = SIDE // 2
    return (BOARD[0] + ox * SQ, BOARD[1] + oy * SQ, half * SQ, half * SQ)


def fan(count: int) -> list[tuple[float, float, float]]:
    """Where `count` pawns on one place stand: (dx, dy) in squares from its centre and a
    scale, side by side so each stays visible."""
    if count <= 1:
        return [(0.0, -0.08, 1.0)]
    spread = 0.5 if count == 2 else 0.66
    step = spread / (count - 1)
    return [(-spread / 2 + i * step, -0.08 + (0.06 if i % 2 else 0.0), 0.8) for i in range(count)]


def button_rect(index: int) -> tuple[float, float, float, float]:
    """The action panel's button grid, left to right, top to bottom."""
    x, y, _w, _h = ACTIONS
    row, col = divmod(index, BUTTON_COLUMNS)
    return (x + 14 + col * (BUTTON_W + BUTTON_GAP), y + 86 + row * (BUTTON_H + BUTTON_GAP),
            BUTTON_W, BUTTON_H)


def cell_rect(row: int, column: int, span: int = 1) -> tuple[float, float, float, float]:
    """A button over `span` columns of the grid from (row, column)."""
    x, y, w, h = button_rect(row * BUTTON_COLUMNS + column)
    return (x, y, span * w + (span - 1) * BUTTON_GAP, h)


Placed = tuple[int, int, int, int]
"""(button, row, column, span): button -1 is a page's More button."""


def button_pages(spans: list[int], first_row: int = 0, pinned: bool = False
                 ) -> list[list[Placed]]:
    """Buttons `spans` columns wide laid out from `first_row` on as many pages as they need.
    Each goes to the first free run of its width in reading order (so a short one fills the
    gap a wide one left at the end of a row); a page that does not hold the rest ends with a
    More button in its last free place. With `pinned`, the grid's last place is kept for the
    Enter button."""
    cells = [(row, column) for row in range(first_row, BUTTON_ROWS)
             for column in range(BUTTON_COLUMNS)
             if not (pinned and row == BUTTON_ROWS - 1 and column == BUTTON_COLUMNS - 1)]
    widest = max((sum(1 for r, _c in cells if r == row) for row, _c in cells), default=1)
    spans = [max(1, min(span, widest)) for span in spans]

    def fit(free: list[tuple[int, int]], span: int) -> tuple[int, int] | None:
        return next(((row, column) for row, column in free
                     if all((row, column + k) in free for k in range(span))), None)

    def place(queue: list[int], more: bool) -> list[Placed] | None:
        """All of `queue` (and a More after them) on one page, or None."""
        free, placed = list(cells), []
        for item in queue:
            spot = fit(free, spans[item])
            if spot is None:
                return None
            placed.append((item, *spot, spans[item]))
            free = [c for c in free if not (c[0] == spot[0]
                                            and spot[1] <= c[1] < spot[1] + spans[item])]
        if more:
            if not free:
                return None
            placed.append((-1, *free[-1], 1))
        return sorted(placed, key=lambda p: (p[1], p[2]))

    pages: list[list[Placed]] = []
    queue = list(range(len(spans)))
    while queue:
        whole = place(queue, more=False)
        if whole is not None:
            pages.append(whole)
            break
        keep = max((k for k in range(1, len(queue)) if place(queue[:k], True)), default=0)
        if keep == 0:  # one button alone is too wide for a page with a More: narrow it
            spans[queue[0]] = 1
            keep = 1
        pages.append(place(queue[:keep], more=True) or [])
        queue = queue[keep:]
    return pages or [[]]


@lru_cache(maxsize=512)
def has_art(name: str) -> bool:
    return (assets_dir() / ART / name).is_file()


def art(canvas: Canvas, name: str, rect: tuple[float, float, float, float], alpha: int = 255,
        label: str = "", tone: tuple[int, int, int] = theme.DUNE_SHADOW) -> None:
    """Draw `curse_reverse/<name>`, or a rounded tile in `tone` with `label` while the
    artist's file is still to come."""
    if has_art(name):
        canvas.image(ART + name, rect, alpha)
        return
    x, y, w, h = rect
    canvas.rect((*tone, alpha), rect, max(3, int(min(w, h) / 6)))
    canvas.rect((*theme.INK, min(alpha, 160)), rect, max(3, int(min(w, h) / 6)), width=1)
    if label:
        size = max(9, int(min(w / max(1, len(label)) * 1.5, h * 0.42)))
        canvas.text(label, (x + w / 2, y + h / 2), size, theme.BONE, "bold", anchor="center",
                    alpha=alpha)


def rotated_art(canvas: Canvas, name: str, rect: tuple[float, float, float, float]) -> None:
    """A card upside down (a trial card lent as a modifier shows its band on top)."""
    import pygame

    if not has_art(name):
        art(canvas, name, rect, 255, "", (170, 120, 70))
        return
    target = canvas.to_screen(rect)
    surface = pygame.transform.rotate(canvas.assets.scaled(ART + name, target.size), 180)
    canvas.screen.blit(surface, target.topleft)


def initials(name: str) -> str:
    words = [w for w in name.replace("'", "").split() if w[:1].isalpha()]
    return "".join(w[0].upper() for w in words[:2]) or name[:2].upper()
