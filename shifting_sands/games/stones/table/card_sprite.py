"""Drawing a pattern card legibly at any size: points badge, the pattern's squares."""

from __future__ import annotations

import pygame

from shifting_sands.content.stones import ANY, PatternCard
from shifting_sands.core import theme
from shifting_sands.core.assets import AssetCache

CARD_RATIO = 280 / 200


def draw_card(surface: pygame.Surface, assets: AssetCache, card: PatternCard,
              label_symbols: bool = False) -> None:
    """Draw `card` filling `surface` (already at screen scale)."""
    w, h = surface.get_size()
    surface.blit(assets.scaled("stones/card_front.png", (w, h)), (0, 0))
    area = w * 0.76
    rows, cols = (3, 3) if card.fixed else (card.height, card.width)
    span = max(rows, cols, 2)
    cell = min(area / span, (h * 0.6) / span)
    gap = max(1, round(cell * 0.08))
    grid_w = cols * cell + (cols - 1) * gap
    grid_h = rows * cell + (rows - 1) * gap
    left = (w - grid_w) / 2
    top = h * 0.56 - grid_h / 2
    if card.fixed:
        frame = pygame.Rect(round(left - gap * 2), round(top - gap * 2),
                            round(grid_w + gap * 4), round(grid_h + gap * 4))
        pygame.draw.rect(surface, theme.TERRACOTTA, frame, max(1, round(w / 90)),
                         border_radius=round(gap * 2))
    for r in range(rows):
        for c in range(cols):
            square = card.cells[r][c]
            rect = pygame.Rect(round(left + c * (cell + gap)), round(top + r * (cell + gap)),
                               round(cell), round(cell))
            _draw_square(surface, assets, square, rect, label_symbols)
    _draw_points(surface, assets, card.points, w)
    if card.fixed:
        font = assets.font("caps", max(8, round(w * 0.075)))
        text = font.render("whole grid", True, theme.DEEP_CLAY)
        surface.blit(text, text.get_rect(midbottom=(w / 2, h - h * 0.045)))


def _draw_square(surface: pygame.Surface, assets: AssetCache, square: str | None,
                 rect: pygame.Rect, label: bool) -> None:
    if square is None:
        return
    if square == ANY:
        surface.blit(assets.scaled("stones/any_square.png", rect.size), rect.topleft)
        return
    pygame.draw.rect(surface, (236, 224, 200), rect, border_radius=max(2, rect.width // 8))
    pygame.draw.rect(surface, (190, 160, 120), rect, max(1, rect.width // 30),
                     border_radius=max(2, rect.width // 8))
    if not label:
        inner = rect.inflate(-rect.width * 0.12, -rect.height * 0.12)
        surface.blit(assets.scaled(f"stones/symbol_{square.lower()}.png", inner.size),
                     inner.topleft)
        return
    # The colour-blind aid: the symbol shrinks into the top of the square and its name sits
    # below it, never on it; where the whole name cannot fit, two letters that tell every
    # symbol apart (Su, Mo, Fi, Bi, Ho, Bo, Se, Tr).
    band = max(9, round(rect.height * 0.36))
    icon = max(4, rect.height - band - max(1, rect.height // 14))
    icon_rect = pygame.Rect(0, 0, icon, icon)
    icon_rect.midtop = (rect.centerx, rect.top + max(1, rect.height // 20))
    surface.blit(assets.scaled(f"stones/symbol_{square.lower()}.png", icon_rect.size),
                 icon_rect.topleft)
    text = symbol_label(assets, square, band, rect.width - 2)
    surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))


def symbol_label(assets: AssetCache, square: str, band: int, width: int) -> pygame.Surface:
    """The symbol's name rendered to fit `width` in a band `band` pixels high."""
    size = max(9, min(round(band * 0.92), round(width * 0.3)))
    font = assets.font("bold", size)
    name = square.capitalize()
    if font.size(name)[0] > width:
        name = name[:2]
    return font.render(name, True, theme.INK)


def _draw_points(surface: pygame.Surface, assets: AssetCache, points: int, width: int) -> None:
    size = round(width * 0.3)
    pos = (round(width * 0.07), round(width * 0.07))
    surface.blit(assets.scaled("stones/point_badge.png", (size, size)), pos)
    font = assets.font("bold", round(size * 0.5))
    text = font.render(str(points), True, theme.INK)
    surface.blit(text, text.get_rect(center=(pos[0] + size / 2, pos[1] + size / 2 + 1)))
