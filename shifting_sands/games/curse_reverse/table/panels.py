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
OTHER_ROW = 46.0


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


def fit_text(canvas: Canvas, text: str, width: float, size: int, role: str = "body") -> str:
    while canvas.text_width(text, size, role) > width and len(text) > 3:
        text = text[:-2].rstrip() + "\u2026"
    return text


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
        canvas.text(fit_text(canvas, self.seat_label(seat), 250, 20, "title_bold"),
                    (x + 136, y + 8), 20, theme.INK, "title_bold")
        canvas.text(fit_text(canvas, title, 250, 14, "italic"), (x + 136, y + 34), 14,
                    theme.DEEP_CLAY, "italic")
        traits = " \u00b7 ".join(thief.traits)
        canvas.text(fit_text(canvas, traits, 250, 13), (x + 136, y + 54), 13, theme.MUTED)
        speed = self.state.speed(seat)
        art(canvas, "icon_move.png", (x + 136, y + 70, 22, 22), 255, "M", theme.TEAL)
        canvas.text(f"{speed} squares a move", (x + 162, y + 81), 15, theme.INK, "bold",
                    anchor="midleft")
        self.draw_pack(canvas, view, seat)
        self.draw_here(canvas, view, seat)
        self.draw_goals(canvas, view, seat)
        done = len(view.done[seat])
        canvas.text(f"Goals done: {done} of {len(view.goals[seat])}",
                    (goal_rect(0)[0], y + 112), 15, theme.DEEP_CLAY, "bold")
        self.draw_flags(canvas, view, seat, (goal_rect(0)[0], y + 134))

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
        for i, tile in enumerate(tiles[:7]):
            self.draw_tile(canvas, tile, here_slot(i))

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
                cx, cy = gx + (58 + 84 * k) * scale, gy + 140 * scale
                size = 20
                self.draw_tile(canvas, f"item:{item}", (cx - size / 2, cy - size / 2, size, size))
            canvas.text(god_title(content, goal.god), (gx + gw / 2, gy + 234 * scale), 12,
                        theme.INK, "bold", anchor="center")

    def goal_hover_text(self, view: Any) -> str:
        """What the goal card under the pointer asks for (the card itself is a cached layer)."""
        if self.hover_goal is None:
            return ""
        seat, index = self.hover_goal
        goal_id = view.goals[seat][index]
        if goal_id in view.done[seat]:
            return ""
        content = self.state.content
        goal = content.goals[goal_id]
        names = " and ".join(item_name(content, it) for it in goal.items)
        return f"{god_title(content, goal.god)} wants the {names}"

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
        x, y, w, _h = OTHERS
        others = [s for s in range(view.players) if s != focus]
        step = min(OTHER_ROW, (OTHERS[3] - 40) / max(1, len(others)))
        for row, seat in enumerate(others):
            top = y + 34 + row * step
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
                self.draw_tile(canvas, tile, (x + 46 + i * 22, top + 21, 20, 20))

    # -- the words of the action panel -------------------------------------------------------
    def draw_action_words(self, canvas: Canvas, title: str, lines: list[str]) -> None:
        x, y, w, _h = ACTIONS
        size = 20 if canvas.text_width(title, 20, "title_bold") <= w - 28 else 17
        canvas.text(fit_text(canvas, title, w - 28, size, "title_bold"), (x + 14, y + 10),
                    size, theme.DEEP_CLAY, "title_bold")
        top = y + 38
        for line in lines:
            for part in canvas.wrap(line, w - 28, 14)[:2]:
                if top > y + 70:
                    return
                canvas.text(part, (x + 14, top), 14, theme.INK)
                top += 17
