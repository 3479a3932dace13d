"""The panels beside and below the map: the turn track, action rounds, VP track, RP, decks
and hands, the card just played, the prompt with its buttons, and the hand of cards."""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.north_africa.table.layout import (
    ACTIONS_RECT,
    HAND_RECT,
    STATUS_RECT,
    art,
    card_rect,
)

SIDES = ("Axis", "Allies")
SEASON_SHORT = {"Summer": "Su", "Fall": "Fa", "Winter": "Wi", "Spring": "Sp"}
VP_LOW, VP_HIGH, VP_MAX = 3, 14, 20


OUTSIDE = (196, 186, 168)
"""A turn the scenario does not play: greyed on the track."""
END_MARK = (150, 44, 30)


def draw_status(canvas: Canvas, view: Any, tables: Any, last_card: str,
                turns: tuple[int, int] = (1, 12)) -> None:
    """Turn track, round, VP track, RP, decks and hands, flags, the card just played.
    `turns` are the scenario's first and last: the others are greyed and a bar marks the
    end, so a two-turn Sonnenblume does not look like a twelve-turn war."""
    x, y, w, _h = STATUS_RECT
    panel(canvas, STATUS_RECT)
    # the turn track: twelve cells, the current one gold
    cell = (w - 24) / 12
    first, last = turns
    for turn in range(1, 13):
        entry = tables.model.turns[turn - 1]
        left = x + 12 + (turn - 1) * cell
        now = turn == view.turn
        played = first <= turn <= last
        fill = (theme.GOLD if now else OUTSIDE if not played
                else (255, 250, 238) if turn > view.turn else (222, 206, 176))
        canvas.rect(fill, (left + 1, y + 10, cell - 2, 30), 4)
        ink = theme.INK if played else theme.MUTED
        canvas.text(SEASON_SHORT.get(entry.season, entry.season[:2]),
                    (left + cell / 2, y + 12), 11, ink, "bold", anchor="midtop")
        canvas.text(f"{entry.year % 100:02d}", (left + cell / 2, y + 25), 11, theme.MUTED,
                    anchor="midtop")
        if turn == last and last < 12:
            canvas.line(END_MARK, (left + cell, y + 7), (left + cell, y + 43), 3)
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


def status_key(view: Any, last_card: str, turns: tuple[int, int]) -> tuple:
    """Everything of the view `draw_status` shows: its layer is drawn again only when this
    changes, not after every move (a unit's move changes none of it)."""
    return (view.turn, view.round, view.phase in ("discard", "replace"), view.active, view.vp,
            tuple(view.rp_halves), tuple(view.deck_sizes), tuple(view.hand_sizes),
            tuple(view.flags), last_card, turns)


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


def hand_key(view: Any, effects: list[tuple[str, Any, dict]]) -> tuple:
    """Everything of the view `draw_hand` shows: its layer is drawn again only when this
    changes (a move or a die changes none of it, and redrawing the cards cost a third of
    the frame after each action)."""
    seat = view.seat
    discards = len(view.discards[seat]) if seat in (0, 1) else None
    return (seat, tuple(view.hand), discards, tuple(view.hand_sizes),
            tuple(key for key, _card, _data in effects))


def draw_hand(canvas: Canvas, view: Any, content: Any, selected: str | None,
              playable: set[str], hover: int | None, events: set[str] = frozenset(),
              effects: list[tuple[str, Any, dict]] | None = None) -> None:
    """The seat's own hand (a spectator sees only how many each side holds), with the
    events in effect as small marks under the counts (`effects`: effect_cards' answer,
    when the caller has it already)."""
    x, y, w, h = HAND_RECT
    panel(canvas, HAND_RECT)
    seat = view.seat
    _effects(canvas, effect_cards(view, content) if effects is None else effects)
    if seat not in (0, 1):
        canvas.text("Hands are hidden", (x + w / 2, y + h / 2), 16, theme.MUTED, "italic",
                    anchor="center")
        return
    canvas.text(f"{SIDES[seat]} hand", (x + 14, y + 8), 17, theme.DEEP_CLAY, "title_bold")
    canvas.text(f"{len(view.hand)} card{'s' if len(view.hand) != 1 else ''} - "
                f"discards {len(view.discards[seat])}", (x + 14, y + 32), 13, theme.MUTED)
    other = 1 - seat
    canvas.text(f"{SIDES[other]}: {view.hand_sizes[other]} in hand", (x + 14, y + 50), 13,
                theme.MUTED)
    for index, card in enumerate(view.hand):
        rect = card_rect(index, len(view.hand))
        lift = 8 if card == selected else 4 if hover == index else 0
        _card(canvas, seat, content, card, (rect[0], rect[1] - lift, *rect[2:]),
              card == selected, card in playable, card in events)


def effect_cards(view: Any, content: Any) -> list[tuple[str, Any, dict]]:
    """The events in effect that belong to a card: (key, the card, its data), in the order
    they were played."""
    from shifting_sands.games.north_africa.table.card_faces import key_of

    effects = view.effects_data() or {}
    found: list[tuple[str, Any, dict]] = []
    cards_by_key: dict[str, Any] = {}
    for card_id in (*view.played, *content.deck):
        card = content.deck.get(card_id)
        if card is not None:
            cards_by_key.setdefault(key_of(card_id), card)
    for key, data in effects.items():
        card = cards_by_key.get(key)
        if card is not None:
            found.append((key, card, data if isinstance(data, dict) else {}))
    return found


def _effects(canvas: Canvas, found: list[tuple[str, Any, dict]]) -> None:
    from shifting_sands.games.north_africa.table.card_faces import draw_effect_mark
    from shifting_sands.games.north_africa.table.layout import effect_rect

    if not found:
        return
    x, y, _w, _h = HAND_RECT
    canvas.text("In effect", (x + 14, y + 72), 12, theme.MUTED, "bold")
    for index, (_key, card, _data) in enumerate(found[:14]):
        draw_effect_mark(canvas, card, effect_rect(index))


def _card(canvas: Canvas, seat: int, content: Any, card_id: str, rect, selected: bool,
          playable: bool, event: bool) -> None:
    """A card of the hand: its face (card_faces), a gold "Event" tab when its event may be
    played now, the selection's ring, and a veil when it cannot be played."""
    from shifting_sands.games.north_africa.table.card_faces import draw_face

    x, y, w, h = rect
    canvas.rect((43, 29, 20, 60), (x + 2, y + 3, w, h), 8)
    draw_face(canvas, content.deck.get(card_id), seat, content.cards.get(card_id, 0), rect)
    if event:
        canvas.rect(theme.INK, (x + w - 37, y + h - 17, 34, 14), 4)
        canvas.rect(theme.GOLD, (x + w - 36, y + h - 16, 32, 12), 3)
        canvas.text("Event", (x + w - 20, y + h - 10), 9, theme.INK, "bold", anchor="center")
    if selected:
        canvas.rect(theme.HIGHLIGHT, (x - 2, y - 2, w + 4, h + 4), 9, 3)
    if not playable:
        canvas.rect((43, 29, 20, 70), rect, 8)


def draw_seen_hand(canvas: Canvas, view: Any, content: Any, hover: int | None) -> None:
    """The other side's hand as an event showed it this round: one row a card."""
    from shifting_sands.games.north_africa.table.card_faces import draw_combat_mark, draw_star
    from shifting_sands.games.north_africa.table.layout import SEEN_RECT, SEEN_ROW, seen_row_rect

    seen = view.seen_hand or ()
    x, y, w, _h = SEEN_RECT
    rect = (x, y, w, 38 + max(1, len(seen)) * SEEN_ROW)
    panel(canvas, rect)
    other = SIDES[1 - view.seat] if view.seat in (0, 1) else "Their"
    canvas.text(f"{other} hand, shown to you", (x + 10, y + 7), 15, theme.DEEP_CLAY,
                "title_bold")
    if not seen:
        canvas.text("No cards.", (x + 14, y + 32), 13, theme.MUTED, "italic")
    for index, card_id in enumerate(seen):
        rx, ry, rw, rh = seen_row_rect(index)
        if hover == index:
            canvas.rect(theme.HIGHLIGHT, (rx - 2, ry, rw + 4, rh), 4)
        card = content.deck.get(card_id)
        ops = content.cards.get(card_id, 0)
        shape = (96, 102, 92) if view.seat == 1 else (186, 124, 48)
        canvas.rect(shape, (rx, ry + 3, 18, 16), 2 if view.seat == 1 else 8)
        canvas.text(str(ops), (rx + 9, ry + 11), 11, theme.BONE, "bold", anchor="center")
        title = card.title if card is not None else f"{ops}-OPS card"
        box = canvas.text(title, (rx + 26, ry + 3), 14, theme.INK)
        after = rx + 26 + box.width / canvas.scale + 6
        if card is not None and card.permanent:
            draw_star(canvas, (after + 6, ry + 11), 6)
            after += 16
        if card is not None and card.combat:
            draw_combat_mark(canvas, (after + 6, ry + 11), 6)


def draw_effect_note(canvas: Canvas, found: list[tuple[str, Any, dict]],
                     pointer: tuple[float, float]) -> None:
    """The title of the event in effect under the pointer, and until when it lasts."""
    from shifting_sands.games.north_africa.table.layout import effect_rect, inside

    for index, (_key, card, data) in enumerate(found[:14]):
        x, y, _w, _h = effect_rect(index)
        if not inside(effect_rect(index), pointer):
            continue
        words = {"game": "for the rest of the game", "turn": "this turn",
                 "round": "this round", "action": "this action",
                 "attrition": "until attrition"}.get(data.get("until", ""), "")
        text = f"{card.title} ({'Axis' if card.side == 'axis' else 'Allied'}) in " \
               f"effect {words}".rstrip()
        width = canvas.text_width(text, 14) + 20
        canvas.rect((43, 29, 20, 230), (x, y - 32, width, 26), 6)
        canvas.text(text, (x + width / 2, y - 19), 14, theme.BONE, anchor="center")
        return
