"""The panels beside the Curse Reverse board: the thief card of the seat in focus (portrait,
traits, movement, pack spaces, the tiles on its square, three goal cards), the other thieves
in small rows, and the action panel's words above its buttons.

A mixin of `CurseScene`. What a pack shows comes from the view: one's own cartouches face
up, cartouches one has not seen as backs.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.curse_reverse.table.labels import god_title, item_name
from shifting_sands.games.curse_reverse.table.layout import (
    ACTIONS,
    CARD,
    GOD_COLOURS,
    OTHERS,
    art,
)

PACK_SLOT = 38.0
HERE_SLOT = 30.0
HERE_SHOWN = 4
"""Tiles of the square shown on the card; the rest are counted (their Pick up buttons all
show), so the row keeps clear of the speed and the flags beside it."""
OTHER_ROW = 46.0
TEXT_W = 248.0
"""The card's words between the portrait and the goal cards."""


def pack_slot(index: int) -> tuple[float, float, float, float]:
    x, y, _w, _h = CARD
    return (x + 136 + index * (PACK_SLOT + 4), y + 100, PACK_SLOT, PACK_SLOT)


def here_slot(index: int) -> tuple[float, float, float, float]:
    x, y, _w, _h = CARD
    return (x + 236 + index * (HERE_SLOT + 5), y + 152, HERE_SLOT, HERE_SLOT)


GOAL_W, GOAL_H = 64.0, 90.0
"""Goal cards at 0.32 of their 200x280 art: item slots at (58, 140) and (142, 140)."""


def goal_rect(index: int) -> tuple[float, float, float, float]:
    x, y, w, _h = CARD
    return (x + w - 3 * (GOAL_W + 4) - 8 + index * (GOAL_W + 4), y + 12, GOAL_W, GOAL_H)


def goal_item_rect(index: int, k: int) -> tuple[float, float, float, float]:
    """The `k`th item drawn on goal card `index`."""
    gx, gy, gw, _gh = goal_rect(index)
    scale = gw / 200
    cx, cy = gx + (58 + 84 * k) * scale, gy + 140 * scale
    return (cx - 10, cy - 10, 20, 20)


def other_row_top(row: int, count: int) -> float:
    """The top of the `row`th of `count` rows of the other thieves."""
    step = min(OTHER_ROW, (OTHERS[3] - 40) / max(1, count))
    return OTHERS[1] + 34 + row * step


def other_row_rect(row: int, count: int) -> tuple[float, float, float, float]:
    x, _y, w, _h = OTHERS
    return (x + 6, other_row_top(row, count) - 2, w - 12, OTHER_ROW - 4)


def other_tile_rect(row: int, count: int, index: int) -> tuple[float, float, float, float]:
    return (OTHERS[0] + 46 + index * 22, other_row_top(row, count) + 21, 20, 20)


def fit_text(canvas: Canvas, text: str, width: float, size: int, role: str = "body") -> str:
    while canvas.text_width(text, size, role) > width and len(text) > 3:
        text = text[:-2].rstrip() + "\u2026"
    return text


def trait_lines(canvas: Canvas, traits: Any, width: float = TEXT_W,
                sizes: tuple[int, ...] = (13, 12), most: int = 3) -> tuple[int, list[str]]:
    """All of a thief's traits in at most `most` lines, broken between traits, in the
    largest type that holds them."""
    lines: list[str] = []
    for size in sizes:
        lines = []
        for trait in traits:
            joined = f"{lines[-1]} \u00b7 {trait}" if lines else trait
            if lines and canvas.text_width(joined, size) <= width:
                lines[-1] = joined
            else:
                lines.append(trait)
        if len(lines) <= most and all(canvas.text_width(t, size) <= width for t in lines):
            return size, lines
    return sizes[-1], [fit_text(canvas, line, width, sizes[-1]) for line in lines[:most]]


class PanelPainter:
    """The panel half of the Curse Reverse scene (see the module doc)."""

    def draw_static_panels(self, canvas: Canvas) -> None:
        panel(canvas, CARD, radius=12)
        panel(canvas, OTHERS, radius=12)
        panel(canvas, ACTIONS, radius=12)
        x, y, _w, _h = OTHERS
        canvas.text("The other thieves", (x + 14, y + 8), 18, theme.DEEP_CLAY, "title_bold")

    def seat_label(self, seat: int) -> str:
        name = self.name(seat)
        if self.match.seats[seat].is_bot and "bot" not in name.lower():
            name += " (bot)"
        return name

    # -- the thief card --------------------------------------------------------------------
    def draw_card(self, canvas: Canvas, view: Any, seat: int) -> None:
        x, y, _w, _h = CARD
        content = self.state.content
        thief_id = view.thieves[seat]
        thief = content.thieves[thief_id]
        colour = GOD_COLOURS[thief_id]
        canvas.rect(colour, (x + 10, y + 10, 116, 146), 10)
        art(canvas, f"portrait_{thief_id}.png", (x + 14, y + 14, 108, 138), 255,
            thief.name[:1], colour)
        title = f"{thief.name}, {thief.title}" if thief.title.lower() != "x" else thief.name
        canvas.text(fit_text(canvas, self.seat_label(seat), TEXT_W, 20, "title_bold"),
                    (x + 136, y + 6), 20, theme.INK, "title_bold")
        canvas.text(fit_text(canvas, title, TEXT_W, 13, "italic"), (x + 136, y + 31), 13,
                    theme.DEEP_CLAY, "italic")
        size, lines = trait_lines(canvas, thief.traits)
        for row, line in enumerate(lines):  # every trait: the trials ask for them
            canvas.text(line, (x + 136, y + 50 + row * (size + 3)), size, theme.MUTED)
        self.draw_pack(canvas, view, seat)
        self.draw_here(canvas, view, seat)
        self.draw_goals(canvas, view, seat)
        done = len(view.done[seat])
        left = goal_rect(0)[0]
        canvas.text(f"Goals done: {done} of {len(view.goals[seat])}", (left, y + 110), 15,
                    theme.DEEP_CLAY, "bold")
        art(canvas, "icon_move.png", (left, y + 132, 20, 20), 255, "M", theme.TEAL)
        canvas.text(f"{self.state.speed(seat)} squares a move", (left + 24, y + 142), 15,
                    theme.INK, "bold", anchor="midleft")
        self.draw_flags(canvas, view, seat, (left, y + 160))

    def draw_pack(self, canvas: Canvas, view: Any, seat: int) -> None:
        thief = self.state.content.thieves[view.thieves[seat]]
        pack = view.packs[seat]
        plain = thief.pack - thief.move_spaces
        for i in range(thief.pack):
            rect = pack_slot(i)
            canvas.rect((226, 208, 176), rect, 8)
            canvas.rect(theme.DUNE_SHADOW, rect, 8, width=2)
            if i >= plain:  # a "1 Move" space: free while empty (ruling C5)
                art(canvas, "icon_move.png", (rect[0] + 9, rect[1] + 9, 22, 22), 110, "+1",
                    theme.TEAL)
            if i < len(pack):
                inner = (rect[0] + 3, rect[1] + 3, rect[2] - 6, rect[3] - 6)
                self.draw_tile(canvas, pack[i], inner)
                if self.selected_tile == i and seat == self.focus_seat():
                    canvas.rect(theme.HIGHLIGHT, rect, 8, width=3)

    def draw_here(self, canvas: Canvas, view: Any, seat: int) -> None:
        x, _y, _w, _h = CARD
        tiles = dict(view.ground).get(view.pos[seat], ())
        top = here_slot(0)[1]
        canvas.text("On this square:", (x + 136, top + HERE_SLOT / 2), 14, theme.MUTED,
                    "italic", anchor="midleft")
        if not tiles:
            canvas.text("nothing", (here_slot(0)[0], top + HERE_SLOT / 2), 14, theme.MUTED,
                        anchor="midleft")
        for i, tile in enumerate(tiles[:HERE_SHOWN]):
            self.draw_tile(canvas, tile, here_slot(i))
        if len(tiles) > HERE_SHOWN:
            canvas.text(f"+{len(tiles) - HERE_SHOWN}", (here_slot(HERE_SHOWN)[0],
                                                        top + HERE_SLOT / 2), 14, theme.INK,
                        "bold", anchor="midleft")

    def draw_goals(self, canvas: Canvas, view: Any, seat: int) -> None:
        content = self.state.content
        for i, goal_id in enumerate(view.goals[seat]):
            goal = content.goals[goal_id]
            rect = goal_rect(i)
            gx, gy, gw, _gh = rect
            colour = GOD_COLOURS[goal.god]
            if goal_id in view.done[seat]:
                art(canvas, f"goal_done_{goal.god}.png", rect, 255, "Done",
                    tuple(int(c * 0.55) for c in colour))
                continue
            art(canvas, f"goal_{goal.god}.png", rect, 255, "", colour)
            scale = gw / 200
            for k, item in enumerate(goal.items):
                self.draw_tile(canvas, f"item:{item}", goal_item_rect(i, k))
            canvas.text(god_title(content, goal.god), (gx + gw / 2, gy + 234 * scale), 12,
                        theme.INK, "bold", anchor="center")

    def goal_hover_text(self, view: Any) -> str:
        """What the goal card under the pointer asks for (the card itself is a cached layer):
        either of its two items (the rules text's goal)."""
        if self.hover_goal is None:
            return ""
        seat, index = self.hover_goal
        goal_id = view.goals[seat][index]
        content = self.state.content
        goal = content.goals[goal_id]
        god = god_title(content, goal.god)
        if goal_id in view.done[seat]:
            return f"Done: an item was returned to the {content.gods[goal.god].temple}"
        first, second = (item_name(content, it) for it in goal.items)
        return f"{god} wants either the {first} or the {second}"

    def draw_flags(self, canvas: Canvas, view: Any, seat: int, at: tuple[float, float]) -> None:
        """What a cartouche gave this thief for the turn (Aker, Menhit, Bast's factor)."""
        words = []
        if view.aker[seat]:
            words.append("may wrap round the edge")
        if view.menhit[seat]:
            words.append("may cross the sand")
        factor = dict(view.ts).get("factor", "") if seat == view.turn_seat else ""
        if factor:
            words.append("move doubled" if factor == "double" else "move halved")
        if words:
            canvas.text(fit_text(canvas, ", ".join(words), 190, 13, "italic"), at, 13,
                        theme.TEAL, "italic")

    # -- the others --------------------------------------------------------------------------
    def draw_others(self, canvas: Canvas, view: Any, focus: int) -> None:
        x, _y, w, _h = OTHERS
        others = [s for s in range(view.players) if s != focus]
        for row, seat in enumerate(others):
            top = other_row_top(row, len(others))
            thief_id = view.thieves[seat]
            if seat == view.turn_seat:
                canvas.rect((255, 230, 170), (x + 6, top - 2, w - 12, OTHER_ROW - 4), 8)
            art(canvas, f"thief_{thief_id}.png", (x + 10, top, 30, 38), 255,
                thief_id[:1].upper(), GOD_COLOURS[thief_id])
            canvas.text(fit_text(canvas, self.seat_label(seat), 150, 15, "bold"),
                        (x + 46, top), 15, theme.INK, "bold")
            for k, goal_id in enumerate(view.goals[seat]):
                god = self.state.content.goals[goal_id].god
                done = goal_id in view.done[seat]
                dot = (x + w - 60 + k * 16, top + 9)
                canvas.circle(GOD_COLOURS[god] if done else (214, 200, 176), dot, 6)
                canvas.circle(theme.INK, dot, 6, width=1)
            for i, tile in enumerate(view.packs[seat]):
                self.draw_tile(canvas, tile, other_tile_rect(row, len(others), i))

    # -- the words of the action panel -------------------------------------------------------
    def draw_action_words(self, canvas: Canvas, title: str, lines: list[str],
                          bottom: float | None = None) -> None:
        """The title, then the lines wrapped down to `bottom` (the buttons begin below it)."""
        x, y, w, _h = ACTIONS
        bottom = y + 70 if bottom is None else bottom
        size = 20 if canvas.text_width(title, 20, "title_bold") <= w - 28 else 17
        canvas.text(fit_text(canvas, title, w - 28, size, "title_bold"), (x + 14, y + 10),
                    size, theme.DEEP_CLAY, "title_bold")
        top = y + 38
        for line in lines:
            for part in canvas.wrap(line, w - 28, 14):
                if top > bottom:
                    return
                canvas.text(part, (x + 14, top), 14, theme.INK)
                top += 17
