"""The panels beside and below the map: the turn track, action rounds, VP track, RP, decks
and hands, the card just played, the prompt with its buttons, and the hand of cards."""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.north_africa.layout import (
    ACTIONS_RECT,
    HAND_RECT,
    STATUS_RECT,
    art,
    card_rect,
)

SIDES = ("Axis", "Allies")
SEASON_SHORT = {"Summer": "Su", "Fall": "Fa", "Winter": "Wi", "Spring": "Sp"}
VP_LOW, VP_HIGH, VP_MAX = 3, 14, 20


def draw_status(canvas: Canvas, view: Any, tables: Any, last_card: str) -> None:
    """Turn track, round, VP track, RP, decks and hands, flags, the card just played."""
    x, y, w, _h = STATUS_RECT
    panel(canvas, STATUS_RECT)
    # the turn track: twelve cells, the current one gold
    cell = (w - 24) / 12
    for turn in range(1, 13):
        entry = tables.model.turns[turn - 1]
        left = x + 12 + (turn - 1) * cell
        now = turn == view.turn
        fill = theme.GOLD if now else (255, 250, 238) if turn > view.turn else (222, 206, 176)
        canvas.rect(fill, (left + 1, y + 10, cell - 2, 30), 4)
        canvas.text(SEASON_SHORT.get(entry.season, entry.season[:2]),
                    (left + cell / 2, y + 12), 11, theme.INK, "bold", anchor="midtop")
        canvas.text(f"{entry.year % 100:02d}", (left + cell / 2, y + 25), 11, theme.MUTED,
                    anchor="midtop")
    name = tables.turn_name(view.turn)
    canvas.text(f"Turn {view.turn}: {name}", (x + 12, y + 46), 16, theme.DEEP_CLAY,
                "title_bold")
    # action rounds 1-6
    canvas.text("Round", (x + 200, y + 49), 13, theme.MUTED)
    for r in range(1, 7):
        centre = (x + 250 + (r - 1) * 20, y + 57)
        on = r == view.round and view.phase not in ("discard", "replace")
        canvas.circle(theme.TERRACOTTA if on else (222, 206, 176), centre, 8)
        canvas.text(str(r), centre, 11, theme.BONE if on else theme.INK, "bold",
                    anchor="center")
    mark = art(f"side_{'axis' if view.active == 0 else 'allied'}.png")
    if mark:
        canvas.image(mark, (x + 170, y + 45, 24, 24))
    # the VP track, 0-20, with the automatic-victory thresholds
    top = y + 78
    left, width = x + 30, w - 60
    canvas.text("VP", (x + 12, top + 2), 12, theme.MUTED, "bold")
    canvas.rect((222, 206, 176), (left, top + 4, width, 10), 5)
    for value, colour in ((VP_LOW, (47, 108, 156)), (VP_HIGH, (96, 102, 92))):
        px = left + width * value / VP_MAX
        canvas.rect(colour, (px - 1.5, top, 3, 18))
        canvas.text(str(value), (px, top + 19), 10, colour, "bold", anchor="midtop")
    vp = max(0, min(VP_MAX, view.vp))
    px = left + width * vp / VP_MAX
    canvas.circle(theme.INK, (px, top + 9), 9)
    canvas.circle(theme.GOLD, (px, top + 9), 7)
    canvas.text(str(view.vp), (px, top + 9), 10, theme.INK, "bold", anchor="center")
    canvas.text("Allied win", (left, top + 19), 10, theme.MUTED, anchor="topleft")
    canvas.text("Axis win", (left + width, top + 19), 10, theme.MUTED, anchor="topright")
    # the two sides: RP, deck, hand
    for seat in (0, 1):
        row = y + 108 + seat * 19
        colour = theme.INK if seat == view.active else theme.MUTED
        canvas.text(SIDES[seat], (x + 12, row), 14, colour, "bold")
        canvas.text(f"RP {view.rp_halves[seat] / 2:g}   deck {view.deck_sizes[seat]}   "
                    f"hand {view.hand_sizes[seat]}", (x + 72, row), 14, colour)
    flags = [name.capitalize() for name, on in view.flags if on]
    if flags:
        canvas.text(" - ".join(flags), (x + w - 12, y + 110), 12, theme.DEEP_CLAY, "italic",
                    anchor="topright")
    if last_card:
        canvas.text(last_card, (x + 12, y + 148), 13, theme.DEEP_CLAY, "italic")


def draw_actions(canvas: Canvas, title: str, lines: list[str]) -> None:
    x, y, w, _h = ACTIONS_RECT
    panel(canvas, ACTIONS_RECT)
    size = 18 if canvas.text_width(title, 18, "title_bold") <= w - 24 else 15
    row = y + 10
    for line in canvas.wrap(title, w - 24, size, "title_bold")[:2]:
        canvas.text(line, (x + 12, row), size, theme.DEEP_CLAY, "title_bold")
        row += size + 4
    for text in lines:
        for line in canvas.wrap(text, w - 24, 14)[:3]:
            canvas.text(line, (x + 12, row), 14, theme.INK)
            row += 18


def draw_hand(canvas: Canvas, view: Any, cards: Any, selected: str | None,
              playable: set[str], hover: int | None) -> None:
    """The seat's own hand (a spectator sees only how many each side holds)."""
    x, y, w, h = HAND_RECT
    panel(canvas, HAND_RECT)
    seat = view.seat
    if seat not in (0, 1):
        canvas.text("Hands are hidden", (x + w / 2, y + h / 2), 16, theme.MUTED, "italic",
                    anchor="center")
        return
    canvas.text(f"{SIDES[seat]} hand", (x + 14, y + 12), 17, theme.DEEP_CLAY, "title_bold")
    canvas.text(f"{len(view.hand)} card{'s' if len(view.hand) != 1 else ''}",
                (x + 14, y + 36), 13, theme.MUTED)
    canvas.text(f"Discards {len(view.discards[seat])}", (x + 14, y + 54), 13, theme.MUTED)
    other = 1 - seat
    canvas.text(f"{SIDES[other]}: {view.hand_sizes[other]} in hand", (x + 14, y + 80), 12,
                theme.MUTED)
    for index, card in enumerate(view.hand):
        rect = card_rect(index, len(view.hand))
        lift = 8 if card == selected else 4 if hover == index else 0
        _card(canvas, seat, cards.get(card, 0), card, (rect[0], rect[1] - lift, *rect[2:]),
              card == selected, card in playable)


def _card(canvas: Canvas, seat: int, ops: int, card: str, rect, selected: bool,
          playable: bool) -> None:
    """A plain operations card: its OPS value in the round field and large in the text
    band (the art's fields, assets/ART.md), the card's code small under the band."""
    x, y, w, h = rect
    face = art(f"card_{'axis' if seat == 0 else 'allied'}.png")
    canvas.rect((43, 29, 20, 60), (x + 2, y + 3, w, h), 8)
    if face:
        canvas.image(face, rect)
    else:
        canvas.rect((236, 226, 200) if seat == 0 else (240, 222, 186), rect, 8)
        canvas.rect((96, 102, 92) if seat == 0 else (186, 124, 48), (x + 4, y + 4, w - 8, 22), 5)
    sx, sy = w / 160, h / 224
    canvas.text(str(ops), (x + 26 * sx, y + 28 * sy), 13, theme.INK, "bold", anchor="center")
    band = (x + 12 * sx, y + 92 * sy, 136 * sx, 64 * sy)
    canvas.text(str(ops), (band[0] + band[2] * 0.36, band[1] + band[3] / 2 + 1), 30, theme.INK,
                "title_bold", anchor="center")
    canvas.text("OPS", (band[0] + band[2] * 0.72, band[1] + band[3] / 2), 12, theme.MUTED,
                "bold", anchor="center")
    if selected:
        canvas.rect(theme.HIGHLIGHT, (x - 2, y - 2, w + 4, h + 4), 9, 3)
    if not playable:
        canvas.rect((43, 29, 20, 70), rect, 8)
