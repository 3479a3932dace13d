"""The strategy cards drawn: the side's frame and the emblem of the card's kind (art files),
with the title, OPS (a square round it for square-OPS cards), RP, the star of a permanent
card and the combat card mark printed at runtime, so the text is crisp and exact; the card
in full (its event text) beside a large face; small marks for the events in effect.

Which emblem a card wears is the art's choice (`assets/north_africa/card_emblems.json`,
written by `scripts/art/north_africa_emblems.py`); nothing here decides a rule.
"""

from __future__ import annotations

import json
import re
from functools import cache, lru_cache
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.games.north_africa.table.layout import Rect, art
from shifting_sands.paths import assets_dir

ART_W, ART_H = 160.0, 224.0
"""The frame art's size: the fields below are given in its pixels."""
OPS_FIELD = (26.0, 28.0, 15.0)
RP_FIELD = (116.0, 14.0, 30.0, 24.0)
WINDOW = (32.0, 52.0, 96.0, 66.0)
TITLE_BAND = (10.0, 126.0, 140.0, 68.0)
AXIS_INK = (96, 102, 92)
ALLIED_INK = (186, 124, 48)
COMBAT_RED = (170, 40, 34)
PREREQUISITE_TITLES = {"rommel": "Rommel", "montgomery": "Montgomery", "torch": "Torch",
                       "iraqi_revolt": "Iraqi Revolt", "invasion_of_greece": "Invasion of Greece",
                       "siege_of_malta": "Siege of Malta"}


@cache
def key_of(card_id: str) -> str:
    """`ax40_italian_reinforcements_2` -> `italian_reinforcements` (the registry's key; kept:
    the panels ask for every card of the deck after each move)."""
    from shifting_sands.games.north_africa.rules.events.registry import key_of as registry_key

    return registry_key(card_id)


@lru_cache(maxsize=1)
def emblem_kinds() -> dict[str, str]:
    path = assets_dir() / "north_africa" / "card_emblems.json"
    try:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


def emblem_of(card: Any) -> str:
    """The emblem file of a strategy card (None-safe fallbacks by the card's fields)."""
    kind = emblem_kinds().get(key_of(card.id))
    if kind is None:
        kind = "combat" if card.combat else "reinforcements" if card.reinforcements else (
            "politics")
    return f"emblem_{kind}.png"


def title_of(content: Any, card_id: str) -> str:
    """A card's title, or "a 3-OPS card" for the plain deck's."""
    card = content.deck.get(card_id)
    if card is not None:
        return card.title
    return f"a {content.cards.get(card_id, '?')}-OPS card"


def _scale(rect: Rect) -> tuple[float, float]:
    return rect[2] / ART_W, rect[3] / ART_H


def _at(rect: Rect, x: float, y: float) -> tuple[float, float]:
    sx, sy = _scale(rect)
    return rect[0] + x * sx, rect[1] + y * sy


def star_points(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    import math

    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = math.radians(-90 + k * 36)
        points.append((centre[0] + radius * math.cos(angle),
                       centre[1] + radius * math.sin(angle)))
    return points


def draw_star(canvas: Canvas, centre: tuple[float, float], r: float) -> None:
    canvas.polygon(theme.INK, star_points(centre, r + 1.2))
    canvas.polygon(theme.GOLD, star_points(centre, r))


def draw_combat_mark(canvas: Canvas, centre: tuple[float, float], r: float) -> None:
    """Two crossed blades on a red diamond: the combat card mark (shape and colour)."""
    cx, cy = centre
    canvas.polygon(theme.INK, [(cx, cy - r - 1), (cx + r + 1, cy), (cx, cy + r + 1),
                               (cx - r - 1, cy)])
    canvas.polygon(COMBAT_RED, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    d = r * 0.5
    canvas.line(theme.BONE, (cx - d, cy - d), (cx + d, cy + d), max(1, round(r / 4)))
    canvas.line(theme.BONE, (cx + d, cy - d), (cx - d, cy + d), max(1, round(r / 4)))


def title_lines(canvas: Canvas, title: str, width: float, size: int, lines: int
                ) -> tuple[list[str], int]:
    """The title wrapped in at most `lines` lines, shrinking the type a little if needed."""
    for step in (size, size - 1, size - 2):
        wrapped = canvas.wrap(title, width, step, "bold")
        if len(wrapped) <= lines and all(canvas.text_width(t, step, "bold") <= width
                                         for t in wrapped):
            return wrapped, step
    wrapped = canvas.wrap(title, width, size - 2, "bold")[:lines]
    return wrapped, size - 2


def draw_face(canvas: Canvas, card: Any, side: int, ops: int, rect: Rect) -> None:
    """One card at `rect` (any size with the frame's 160x224 proportions): a strategy card
    (`card` from `content.deck`) or, with `card` None, a plain operations card."""
    x, y, w, h = rect
    sx, sy = _scale(rect)
    face = art(f"card_{'axis' if side == 0 else 'allied'}.png")
    if face:
        canvas.image(face, rect)
    else:
        canvas.rect((236, 226, 200) if side == 0 else (240, 222, 186), rect, 8)
        canvas.rect(AXIS_INK if side == 0 else ALLIED_INK, (x + 4, y + 4, w - 8, 20 * sy), 5)
    ox, oy = _at(rect, OPS_FIELD[0], OPS_FIELD[1])
    radius = OPS_FIELD[2] * sx
    number = max(8 if w < 60 else 9, round(22 * sy))
    if card is not None and card.square_ops:
        side_len = radius * 1.55
        canvas.rect(theme.INK, (ox - side_len / 2, oy - side_len / 2, side_len, side_len), 1,
                    max(1, round(2.4 * sx)))
    canvas.text(str(ops), (ox, oy + 0.5), number, theme.INK, "bold", anchor="center")
    if card is None:
        mark = art(f"side_{'axis' if side == 0 else 'allied'}.png")
        wx, wy = _at(rect, WINDOW[0], WINDOW[1])
        ww, wh = WINDOW[2] * sx, WINDOW[3] * sy
        if mark:
            size = min(ww, wh) * 0.8
            canvas.image(mark, (wx + (ww - size) / 2, wy + (wh - size) / 2, size, size))
        bx, by = _at(rect, TITLE_BAND[0], TITLE_BAND[1])
        bw, bh = TITLE_BAND[2] * sx, TITLE_BAND[3] * sy
        canvas.text(str(ops), (bx + bw * 0.36, by + bh / 2 + 1), max(12, round(48 * sy)),
                    theme.INK, "title_bold", anchor="center")
        canvas.text("OPS", (bx + bw * 0.72, by + bh / 2), max(8, round(20 * sy)), theme.MUTED,
                    "bold", anchor="center")
        return
    if w < 60:  # a thumbnail: the emblem alone says which kind of card it is
        emblem = art(emblem_of(card))
        if emblem:
            canvas.image(emblem, (x + w * 0.12, y + h * 0.3, w * 0.76, w * 0.76))
        return
    rx, ry = _at(rect, RP_FIELD[0], RP_FIELD[1])
    canvas.text(f"RP{card.rp}", (rx + RP_FIELD[2] * sx / 2, ry + RP_FIELD[3] * sy / 2 + 0.5),
                max(7, round(15 * sy)), theme.INK, "bold", anchor="center")
    if card.permanent:
        draw_star(canvas, _at(rect, 80, 27), 12 * sx)
    wx, wy = _at(rect, WINDOW[0], WINDOW[1])
    ww, wh = WINDOW[2] * sx, WINDOW[3] * sy
    emblem = art(emblem_of(card))
    if emblem:
        size = min(ww, wh) * 1.02
        canvas.image(emblem, (wx + (ww - size) / 2, wy + (wh - size) / 2, size, size))
    bx, by = _at(rect, TITLE_BAND[0], TITLE_BAND[1])
    bw, bh = TITLE_BAND[2] * sx, TITLE_BAND[3] * sy
    size = max(9, round(20 * sy))
    lines, size = title_lines(canvas, card.title, bw + 6, size, 3)
    gap = size + 1
    top = by + (bh - gap * len(lines)) / 2
    for i, line in enumerate(lines):
        canvas.text(line, (bx + bw / 2, top + i * gap + gap / 2), size, theme.INK, "bold",
                    anchor="center")
    if card.combat:
        draw_combat_mark(canvas, _at(rect, 28, 205), 10 * sx)


def marks_line(card: Any) -> str:
    """OPS, RP and the card's marks in words: "3 OPS (square) - RP 1 - stays in play"."""
    parts = [f"{card.ops} OPS" + (" (square: event, then the OPS)" if card.square_ops else ""),
             f"RP {card.rp}", str(card.year)]
    if card.permanent:
        parts.append("star: stays in effect")
    if card.combat:
        parts.append("combat card")
    return " - ".join(parts)


def why_not(card: Any, view: Any) -> str:
    """In a few words why this card's event is not offered now (the card's own conditions
    as printed; anything else is the event's own condition)."""
    if card.combat:
        return "A combat card: play it in a battle."
    if card.prerequisite:
        title = PREREQUISITE_TITLES.get(card.prerequisite, card.prerequisite)
        played = {key_of(c) for c in view.played}
        if card.prerequisite not in played and not view.flag(card.prerequisite):
            return f"Needs {title} played first."
    if card.must_hold:
        drawn = dict(view.held_since).get(card.id)
        if drawn is not None and view.turn - drawn < card.must_hold:
            return f"Must be held {card.must_hold} turn{'s' if card.must_hold > 1 else ''} first."
    return "Its event cannot be played now."


UNIT_ID = re.compile(r"\b[a-z]{2}_[a-z0-9_]+\b")
IDS_IN_BRACKETS = re.compile(r"\s*\((?:[a-z]{2}_[a-z0-9_]+(?:,\s*|\s+and\s+)?)+\)")


def readable(text: str) -> str:
    """A card text for players: the units file's ids, which the data keeps so the event can
    be checked against units.yaml, go when they only repeat a name in brackets, and a bare id
    becomes the unit's name."""
    from shifting_sands.content.north_africa_game import default_north_africa

    units = default_north_africa().units
    text = IDS_IN_BRACKETS.sub("", text)
    return UNIT_ID.sub(lambda m: units[m.group(0)].name if m.group(0) in units
                       else m.group(0), text)


def draw_detail(canvas: Canvas, card: Any, side: int, rect: Rect, note: str = "") -> None:
    """The card in full: a large face, its marks in words, its event (and combat effect)."""
    from shifting_sands.core.widgets import panel

    x, y, w, h = rect
    panel(canvas, rect)
    face_h = h - 20
    face_w = face_h * ART_W / ART_H
    draw_face(canvas, card, side, card.ops, (x + 10, y + 10, face_w, face_h))
    left = x + face_w + 22
    room = w - face_w - 34
    row = y + 12
    for line in canvas.wrap(card.title, room, 19, "title_bold")[:2]:
        canvas.text(line, (left, row), 19, theme.DEEP_CLAY, "title_bold")
        row += 23
    for line in canvas.wrap(marks_line(card), room, 12, "bold"):
        canvas.text(line, (left, row), 12, theme.MUTED, "bold")
        row += 15
    row += 4
    text = readable(card.event)
    if card.combat and card.combat_effect:
        text = f"In battle: {card.combat_effect}"
        if card.event and card.event != card.combat_effect:
            text = f"{card.event}\n{text}"
    size = 14
    while size > 11 and len(canvas.wrap(text, room, size)) * size * 1.25 > y + h - 10 - row - (
            20 if note else 0):
        size -= 1
    row += canvas.paragraph(text, (left, row, room, h), size, theme.INK, line_gap=1.25)
    if note:
        canvas.text(note, (left, min(row + 4, y + h - 22)), 13, theme.DANGER, "bold")


def draw_effect_mark(canvas: Canvas, card: Any, rect: Rect) -> None:
    """A small mark for an event in effect: its side's shape (square Axis, round Allied) and
    colour with the card's emblem."""
    x, y, w, h = rect
    axis = card.side == "axis"
    if axis:
        canvas.rect(theme.INK, (x - 1, y - 1, w + 2, h + 2), 2)
        canvas.rect((228, 224, 212), rect, 2)
    else:
        canvas.circle(theme.INK, (x + w / 2, y + h / 2), w / 2 + 1)
        canvas.circle((241, 228, 196), (x + w / 2, y + h / 2), w / 2)
    emblem = art(emblem_of(card))
    if emblem:
        canvas.image(emblem, (x + 1, y + 1, w - 2, h - 2))
