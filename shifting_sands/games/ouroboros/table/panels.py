"""The panels around the ruin: the party (role, power, status, pursuers, relic halves), the
lantern and the decks, and the action panel with its turn banner ("Amira, your Medic moves").

A mixin of `OuroborosScene`; everything it shows is in the view (teammates hide nothing).
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.ouroboros.rules.pieces import MONSTER_TITLES, ROLE_TITLES, Status
from shifting_sands.games.ouroboros.rules.view import OuroborosView
from shifting_sands.games.ouroboros.table.layout import ACTION_PANEL, PARTY, party_row
from shifting_sands.games.ouroboros.table.world import World

ROLE_NOTES = {
    "guide": "Unharmed by hazards; ushers others",
    "mercenary": "Fights with power 2",
    "medic": "Revives on arrival, no turn spent",
    "archaeologist": "May break a wall and go in",
}
STATUS_WORDS = {Status.STANDING: "Standing", Status.DOWN: "Incapacitated", Status.DEAD: "Dead"}


def supply_texts(view: OuroborosView) -> list[tuple[str, int, Any, str]]:
    """The supplies' four lines as drawn (text, size, colour, role): the lantern, the round,
    the tiles and the cards left. Also rendered ahead for each action's outcome
    (`OuroborosScene.prepare_log`), so the frame of a move finds them made."""
    left = view.lantern_left
    return [(f"Lantern: {left} round{'s' if left != 1 else ''} left", 17,
             theme.DANGER if left <= 3 else theme.INK, "bold"),
            (f"Round {view.round} of {view.rules.lantern_rounds}", 14, theme.MUTED, "body"),
            (f"{view.tile_deck_size} tiles", 15, theme.INK, "body"),
            (f"{view.draw_deck_size} cards", 15, theme.INK, "body")]


def fitted(canvas: Canvas, text: str, size: int, role: str, width: float) -> str:
    """`text`, cut short with an ellipsis where it would run past `width` (in a small
    window text keeps a legible size and grows wider than the row drawn for it)."""
    if canvas.text_width(text, size, role) <= width:
        return text
    while len(text) > 4 and canvas.text_width(text + "\u2026", size, role) > width:
        text = text[:-1]
    return text.rstrip(" ,;") + "\u2026"


class PartyPainter:
    """The panel half of the Ouroboros scene (see the module doc)."""

    def draw_static_panels(self, canvas: Canvas) -> None:
        panel(canvas, PARTY, radius=12)
        x, y, _w, _h = PARTY
        canvas.text("The party", (x + 16, y + 8), 20, theme.DEEP_CLAY, "title_bold")
        panel(canvas, ACTION_PANEL)

    def draw_party(self, canvas: Canvas, view: OuroborosView, world: World) -> None:
        acting = self.acting_seat()
        for explorer in view.explorers:
            seat = explorer.seat
            pawn = world.pawns.get(seat)
            status = pawn.status if pawn is not None else explorer.status
            relics = pawn.relics if pawn is not None else explorer.relics
            x, y, w, h = party_row(seat)
            if seat == acting:
                canvas.rect((255, 230, 170), (x, y, w, h), 10)
                canvas.rect(theme.GOLD, (x, y, w, h), 10, width=3)
            else:
                canvas.rect((240, 228, 205), (x, y, w, h), 10)
            alpha = 110 if status is Status.DEAD else 255
            canvas.image(f"ouroboros/explorer_{explorer.role}.png", (x + 6, y + 8, 56, 56),
                         alpha)
            name = self.name(seat)
            if self.match.seats[seat].is_bot and "bot" not in name.lower():
                name += " (bot)"
            name = fitted(canvas, name, 18, "bold", w - 140)
            canvas.text(name, (x + 70, y + 8), 18, theme.INK, "bold")
            role = ROLE_TITLES[explorer.role]
            canvas.text(role, (x + 70, y + 31), 16, theme.DEEP_CLAY, "title_bold")
            person = self.person(seat)
            if person and person != self.name(seat) and not self.match.seats[seat].is_bot:
                canvas.text(f"played by {person}",
                            (x + 78 + canvas.text_width(role, 16, "title_bold"), y + 34), 13,
                            theme.MUTED, "italic")
            canvas.image("ouroboros/icon_power.png", (x + w - 58, y + 8, 22, 22))
            canvas.text(str(explorer.power), (x + w - 32, y + 19), 17, theme.INK, "bold",
                        anchor="midleft")
            canvas.text(fitted(canvas, ROLE_NOTES[explorer.role], 12, "italic", w - 78),
                        (x + 70, y + 52), 12, theme.MUTED, "italic")
            self._status_line(canvas, view, seat, status, (x + 8, y + 74))
            for i, half in enumerate(relics):
                canvas.image(f"ouroboros/{half}.png", (x + w - 36 - i * 32, y + h - 38, 32, 32))

    def _status_line(self, canvas: Canvas, view: OuroborosView, seat: int, status: Status,
                     at: tuple[float, float]) -> None:
        x, y = at
        icons = {Status.DOWN: "icon_incapacitated", Status.DEAD: "icon_dead"}
        colour = {Status.STANDING: theme.GOOD, Status.DOWN: theme.DANGER,
                  Status.DEAD: theme.MUTED}[status]
        if status in icons:
            canvas.rect((43, 29, 20), (x, y - 1, 24, 24), 6)
            canvas.image(f"ouroboros/{icons[status]}.png", (x + 1, y, 22, 22))
            x += 28
        canvas.text(STATUS_WORDS[status], (x, y + 11), 15, colour, "bold", anchor="midleft")
        x += canvas.text_width(STATUS_WORDS[status], 15, "bold") + 10
        chasers = view.pursuers(seat)
        if chasers and status is not Status.DEAD:
            canvas.rect((43, 29, 20), (x, y - 1, 24, 24), 6)
            canvas.image("ouroboros/icon_pursued.png", (x + 1, y, 22, 22))
            kinds = ", ".join(MONSTER_TITLES[m.kind] for m in chasers)
            canvas.text(f"by {kinds}", (x + 28, y + 11), 14, theme.DANGER, "bold",
                        anchor="midleft")

    def draw_supplies(self, canvas: Canvas, view: OuroborosView) -> None:
        """The lantern (rounds left, this one included) and the two decks."""
        x, y, w, _h = PARTY
        top = y + 40 + 4 * 112 + 4
        left = view.lantern_left
        lantern, rounds, tiles, cards = supply_texts(view)
        canvas.image("ouroboros/icon_lantern.png", (x + 14, top + 4, 30, 30))
        low = left <= 3
        canvas.text(lantern[0], (x + 52, top + 8), *lantern[1:])
        canvas.text(rounds[0], (x + 52, top + 30), *rounds[1:])
        bar = (x + 14, top + 52, w - 28, 8)
        canvas.rect((214, 200, 176), bar, 4)
        share = left / max(1, view.rules.lantern_rounds)
        canvas.rect(theme.DANGER if low else theme.GOLD, (bar[0], bar[1], bar[2] * share, 8), 4)
        row = top + 70
        canvas.image("ouroboros/tile_back.png", (x + 14, row, 36, 36))
        canvas.text(tiles[0], (x + 56, row + 18), *tiles[1:], anchor="midleft")
        canvas.image("ouroboros/card_back.png", (x + 150, row - 4, 31, 44))
        canvas.text(cards[0], (x + 188, row + 18), *cards[1:], anchor="midleft")

    def draw_action_panel(self, canvas: Canvas, view: OuroborosView) -> None:
        x, y, w, _h = ACTION_PANEL
        title, lines, colour = self.panel_text(view)
        size = 24 if canvas.text_width(title, 24, "title_bold") <= w - 40 else 20
        canvas.text(title, (x + 20, y + 14), size, theme.DEEP_CLAY, "title_bold")
        top = y + 54
        for line, tone in lines:
            tint = {"alert": colour, "goal": theme.DEEP_CLAY, "plain": theme.INK}
            used = canvas.paragraph(line, (x + 20, top, w - 40, 80), 16,
                                    tint.get(tone, theme.MUTED),
                                    "bold" if tone in ("alert", "goal") else "body")
            top += used + 6
        self.place_buttons(max(y + 150, top + 8))

    def place_buttons(self, row_a: float) -> None:
        """The buttons' two rows start below the panel's words (never over them)."""
        x = ACTION_PANEL[0]
        row_a = min(row_a, ACTION_PANEL[1] + ACTION_PANEL[3] - 124)
        row_b = row_a + 60
        for button, rect in ((self.stay_button, (x + 20, row_a, 166, 48)),
                             (self.fight_button, (x + 198, row_a, 166, 48)),
                             (self.revive_button, (x + 20, row_b, 344, 48)),
                             (self.break_button, (x + 20, row_a, 166, 48)),
                             (self.hold_button, (x + 198, row_a, 166, 48)),
                             (self.take_back_button, (x + 20, row_a, 166, 48)),
                             (self.end_button, (x + 198, row_a, 166, 48))):
            button.rect = rect
