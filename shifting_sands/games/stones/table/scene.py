"""The Shifting Stones table: the grid, your hand, the players and the log.

It renders `view_for(viewer)` only and submits actions found in
`legal_actions()`; where a card matches is shown with the same pattern helper
the rules use, never decided here.
"""

from __future__ import annotations

import math
from typing import Any

from shifting_sands.content.stones import default_stones
from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.game_scene import GameScene
from shifting_sands.core.input import Confirm, Intent, PointerDown, PointerMove, PointerUp
from shifting_sands.core.widgets import Button, panel
from shifting_sands.games.stones.rules.actions import (
    EndTurn,
    FlipStone,
    ScoreCard,
    ShiftStones,
    SkipTurn,
)
from shifting_sands.games.stones.rules.patterns import (
    ADJACENT_SET,
    covered_positions,
    match_windows,
)
from shifting_sands.games.stones.rules.view import StonesView
from shifting_sands.games.stones.table.card_sprite import draw_card
from shifting_sands.games.stones.table.layout import (
    ACTION_PANEL,
    BOARD,
    CARD_H,
    CARD_W,
    GLOW_MIN,
    HAND_GAP,
    HAND_LEFT,
    HAND_RIGHT,
    HAND_ROOM,
    HAND_Y,
    PILES_Y,
    PITCH,
    PLAYERS,
    PREVIEW_H,
    PREVIEW_W,
    ROW_H,
    glow_alpha,
    slot_rect,
)
from shifting_sands.games.stones.table.motion import FlyingCard, StonesMotion
from shifting_sands.games.stones.table.panels import StonesPanels
from shifting_sands.words import ordinal, plural

__all__ = ["GLOW_MIN", "HAND_ROOM", "StonesScene", "glow_alpha", "slot_rect"]
"""What the tests and tools take from here (the layout lives in `layout.py`)."""


class StonesScene(StonesMotion, StonesPanels, GameScene):
    ends_turn = (EndTurn,)

    def __init__(self, app, match) -> None:
        self.content = default_stones()
        self.selected: int | None = None
        self.pending: Any = None
        """('swap', a, b) or ('flip', p): a move waiting for the card that pays for it."""
        self.drag_from: int | None = None
        self.drag_origin = (0.0, 0.0)
        self.pointer = (0.0, 0.0)
        self.hover_card: str | None = None
        self.stone_offset: dict[int, tuple[float, float]] = {}
        self.flipping: dict[int, tuple[float, str]] = {}
        self.flying: list[FlyingCard] = []
        self.glow: list[int] = []
        self.glow_alpha = 0.0
        self.hand_rects: dict[str, tuple[float, float, float, float]] = {}
        super().__init__(app, match)
        x, y, _w, _ = ACTION_PANEL
        self.end_button = Button((x + 20, y + 270, 200, 50), label="End turn", primary=True,
                                 on_click=lambda: self.act(EndTurn()), tooltip="Enter")
        self.skip_button = Button((x + 232, y + 270, 132, 50), label="Skip: +2",
                                  on_click=lambda: self.act(SkipTurn()),
                                  tooltip="Draw 2 cards instead of acting")
        self.widgets.add(self.end_button)
        self.widgets.add(self.skip_button)

    # -- helpers on the view ----------------------------------------------------------------
    def scoreable_cards(self) -> set[str]:
        """Cards the seat at the keyboard may score now (none while it is not their turn)."""
        if not self.my_turn:
            return set()
        return self.cached("scoreable", lambda: {a.card for a in self.legal()
                                                 if isinstance(a, ScoreCard)})

    def act(self, action: Any) -> None:
        if not self.my_turn:
            return
        if isinstance(action, EndTurn | SkipTurn) and self.ending_loses():
            self.confirm_losing_end(action)
            return
        self.selected = self.pending = None
        self.submit(action)

    def ending_loses(self) -> bool:
        """Whether ending the turn now would bring the solo game's last strike (the view
        shows the strikes; the rules give the strike)."""
        view = self.view()
        return (view.solo and view.outcome is None and not view.scored_this_turn
                and view.strikes + 1 >= view.strikes_to_lose)

    def confirm_losing_end(self, action: Any) -> None:
        from shifting_sands.shell.confirm import ConfirmScene

        def lose() -> None:
            self.selected = self.pending = None
            self.submit(action)

        what = "Skipping" if isinstance(action, SkipTurn) else "Ending the turn"
        self.app.push(ConfirmScene(
            self.app, "Lose the game?",
            f"{what} without a score now gives your {ordinal(self.view().strikes_to_lose)} "
            "strike, "
            "and the solo game is lost.",
            confirm_label="End turn and lose", on_confirm=lose, cancel_label="Keep playing"))

    def clear_hover(self) -> None:
        super().clear_hover()
        self.hover_card = None

    def on_undo(self) -> None:
        self.selected = self.pending = None
        self.stone_offset.clear()
        self.flipping.clear()
        self.flying.clear()

    # -- input ---------------------------------------------------------------------------------
    def stone_at(self, pos: tuple[float, float]) -> int | None:
        for position in range(9):
            x, y, w, h = slot_rect(position)
            if x <= pos[0] < x + w and y <= pos[1] < y + h:
                return position
        return None

    def card_at(self, pos: tuple[float, float]) -> str | None:
        for card, (x, y, w, h) in reversed(list(self.hand_rects.items())):
            if x <= pos[0] < x + w and y <= pos[1] < y + h:
                return card
        return None

    def handle_board(self, intent: Intent) -> None:
        if isinstance(intent, PointerMove):
            self.pointer = intent.pos
            self.hover_card = self.card_at(intent.pos)
            return
        if isinstance(intent, Confirm):
            self.act(EndTurn())
            return
        if not self.my_turn:
            if isinstance(intent, PointerDown) and self.stone_at(intent.pos) is not None:
                self.say("Wait for your turn.")
            return
        if isinstance(intent, PointerDown) and intent.button == 3:
            self.selected = self.pending = None
            return
        if isinstance(intent, PointerDown):
            card = self.card_at(intent.pos)
            if card is not None:
                self.click_card(card)
                return
            stone = self.stone_at(intent.pos)
            if stone is not None:
                self.drag_from, self.drag_origin = stone, intent.pos
            else:
                self.selected = self.pending = None
            return
        if isinstance(intent, PointerUp) and self.drag_from is not None:
            start, self.drag_from = self.drag_from, None
            target = self.stone_at(intent.pos)
            moved = math.dist(intent.pos, self.drag_origin) > 12
            if moved and target is not None and target != start:
                self.choose_swap(start, target)
            elif not moved:
                self.click_stone(start)

    def click_stone(self, position: int) -> None:
        self.pending = None
        if self.selected is None:
            self.selected = position
        elif self.selected == position:
            self.propose(("flip", position))
        elif (min(self.selected, position), max(self.selected, position)) in ADJACENT_SET:
            self.choose_swap(self.selected, position)
        else:
            self.selected = position

    def choose_swap(self, a: int, b: int) -> None:
        hand = self.view().hand
        reason = hand and self.state.explain_illegal(ShiftStones(hand[0], min(a, b), max(a, b)))
        if reason:
            self.say(reason)  # the rules say why (not a neighbour)
            self.selected = None
            return
        self.selected = a
        self.propose(("swap", min(a, b), max(a, b)))

    def propose(self, move: tuple) -> None:
        view = self.view()
        if not view.hand:
            self.say("You have no card left to pay for a move: end your turn.")
            self.selected = None
            return
        self.pending = move

    def click_card(self, card: str) -> None:
        if self.pending is not None:
            if self.pending[0] == "swap":
                action: Any = ShiftStones(card, self.pending[1], self.pending[2])
            else:
                action = FlipStone(card, self.pending[1])
            self.act(action)
            return
        if card in self.scoreable_cards():
            self.act(ScoreCard(card))
        else:
            self.say(self.state.explain_illegal(ScoreCard(card))
                     or "Pick a stone first to spend this card.")

    # -- layout ---------------------------------------------------------------------------------
    def player_row(self, seat: int) -> tuple[float, float, float, float]:
        x, y, w = PLAYERS
        return (x, y + seat * ROW_H, w, ROW_H - 8)

    def deck_rect(self) -> tuple[float, float, float, float]:
        return (44.0, PILES_Y + 46, CARD_W * 0.8, CARD_H * 0.8)

    def discard_rect(self) -> tuple[float, float, float, float]:
        return (170.0, PILES_Y + 46, CARD_W * 0.8, CARD_H * 0.8)

    def layout_hand(self, hand: tuple[str, ...]) -> dict[str, tuple[float, float, float, float]]:
        """Side by side and never overlapping: a long hand spreads into the room beside the
        board, then shrinks its cards just enough to fit (the hover preview shows one large)."""
        if not hand:
            return {}
        count = len(hand)
        room = HAND_ROOM[1] - HAND_ROOM[0]
        width = min(CARD_W, (room - HAND_GAP * (count - 1)) / count)
        height = width * CARD_H / CARD_W
        total = count * width + (count - 1) * HAND_GAP
        left = (HAND_LEFT + HAND_RIGHT) / 2 - total / 2
        left = max(HAND_ROOM[0], min(left, HAND_ROOM[1] - total))
        top = HAND_Y + (CARD_H - height) / 2
        return {card: (left + i * (width + HAND_GAP), top, width, height)
                for i, card in enumerate(hand)}

    # -- drawing --------------------------------------------------------------------------------
    def card_surface(self, canvas: Canvas, card: str, size: tuple[float, float]):
        label = self.app.settings.colourblind_shapes
        return canvas.built(("card", card, label), size,
                            lambda surface, _s: draw_card(surface, canvas.assets,
                                                          self.content.cards[card], label))

    def draw_card_at(self, canvas: Canvas, card: str | None, rect, alpha: int = 255) -> None:
        x, y, w, h = rect
        canvas.rect((43, 29, 20, 60), (x + 2, y + 4, w, h), 8)
        if card is None:
            canvas.image("stones/card_back.png", rect, alpha)
        else:
            canvas.blit(self.card_surface(canvas, card, (w, h)), (x, y), alpha)

    def draw_static(self, canvas: Canvas) -> None:
        super().draw_static(canvas)
        canvas.image("stones/board.png", BOARD)
        panel(canvas, (PLAYERS[0], PILES_Y, PLAYERS[2], 194), radius=12)
        canvas.text("Deck", (44 + CARD_W * 0.4, PILES_Y + 24), 17, theme.INK, "bold",
                    anchor="center")
        canvas.text("Discards", (170 + CARD_W * 0.4, PILES_Y + 24), 17, theme.INK, "bold",
                    anchor="center")
        panel(canvas, ACTION_PANEL)

    def draw_board(self, canvas: Canvas) -> None:
        view: StonesView = self.view()
        # a frame drawn again inside its pulses alone (the scoreable cards in the hand)
        # skips the parts they miss (the action panel would set the buttons as its last
        # whole drawing, from the same still key, set them)
        reaches = self._reaches
        canvas.part(reaches, "players", lambda: self.draw_players(canvas, view))
        canvas.part(reaches, "piles", lambda: self.draw_piles(canvas, view))
        canvas.part(reaches, "grid", lambda: self.draw_grid(canvas, view))
        canvas.part(reaches, "action panel", lambda: self.draw_action_panel(canvas, view))
        self.draw_hand(canvas, view)
        for flying in self.flying:
            self.draw_flying(canvas, flying)
        self.draw_preview(canvas, view)

    def draw_grid(self, canvas: Canvas, view: StonesView) -> None:
        hover_cells = self.hover_cells(view)
        label = self.app.settings.colourblind_shapes
        for position in self.stone_order(view):
            stone = view.stone_ids[position]
            x, y, w, h = slot_rect(position)
            dx, dy = self.stone_offset.get(stone, (0.0, 0.0))
            if self.drag_from == position and math.dist(self.pointer, self.drag_origin) > 12:
                dx = max(-PITCH, min(PITCH, self.pointer[0] - self.drag_origin[0]))
                dy = max(-PITCH, min(PITCH, self.pointer[1] - self.drag_origin[1]))
            symbol = view.symbols[position]
            width = w
            if stone in self.flipping:
                t, old = self.flipping[stone]
                width = w * abs(math.cos(math.pi * t))
                if t < 0.5:
                    symbol = old
            rect = (x + dx + (w - width) / 2, y + dy, max(1.0, width), h)
            canvas.image(f"stones/stone_{symbol.lower()}.png", rect)
            if label and stone not in self.flipping:
                canvas.text(symbol.capitalize(), (x + dx + w / 2, y + dy + h - 12), 14,
                            theme.INK, "bold", anchor="center")
            if position in hover_cells:
                canvas.rect(theme.HIGHLIGHT, (x - 3, y - 3, w + 6, h + 6), 14, width=4)
            if position in self.glow:
                alpha = int(200 * self.glow_alpha)
                canvas.rect((255, 214, 102, alpha), (x - 4, y - 4, w + 8, h + 8), 16, width=6)
        self.draw_selection(canvas)

    def stone_order(self, view: StonesView) -> list[int]:
        """Positions in drawing order: moving stones after still ones, the dragged one last,
        so whatever the player holds is drawn on top."""
        def rank(position: int) -> int:
            if position == self.drag_from:
                return 2
            return 1 if view.stone_ids[position] in self.stone_offset else 0

        return sorted(range(9), key=rank)

    def hover_cells(self, view: StonesView) -> set[int]:
        card = self.hover_card
        if card is None or view.hand is None or card not in view.hand:
            return set()
        cells: set[int] = set()
        pattern = self.content.cards[card]
        for origin in match_windows(pattern, view.symbols):
            cells.update(covered_positions(pattern, origin))
        return cells

    def draw_selection(self, canvas: Canvas) -> None:
        if self.selected is None or not self.my_turn:
            return
        x, y, w, h = slot_rect(self.selected)
        canvas.rect(theme.TEAL, (x - 4, y - 4, w + 8, h + 8), 16, width=5)
        if self.pending is None:
            for a, b in ADJACENT_SET:
                if self.selected in (a, b):
                    other = b if a == self.selected else a
                    ox, oy, ow, oh = slot_rect(other)
                    canvas.rect((47, 140, 140, 90), (ox, oy, ow, oh), 14, width=3)
            canvas.circle(theme.TEAL, (x + w - 14, y + 14), 13)
            canvas.text("F", (x + w - 14, y + 14), 16, theme.BONE, "bold", anchor="center")
            return
        if self.pending[0] == "swap":
            other = self.pending[2] if self.pending[1] == self.selected else self.pending[1]
            ox, oy, ow, oh = slot_rect(other)
            canvas.rect(theme.TEAL, (ox - 4, oy - 4, ow + 8, oh + 8), 16, width=5)
            start = (x + w / 2, y + h / 2)
            end = (ox + ow / 2, oy + oh / 2)
            canvas.line(theme.BONE, start, end, 6)
            canvas.line(theme.TEAL, start, end, 3)

    def draw_hand(self, canvas: Canvas, view: StonesView) -> None:
        hand = view.hand or ()
        self.hand_rects = self.layout_hand(hand)
        if view.hand is None:
            seat = view.current_player
            who = ("the scores are counted" if view.outcome is not None or seat < 0
                   else "the game is replayed" if self.replaying
                   else "the bots play" if self.match.seats[seat].is_bot
                   else "the computer changes hands")
            canvas.text(f"Cards stay hidden while {who}.", (566, HAND_Y + 70), 18,
                        theme.MUTED, "italic", anchor="center")
            return
        if not hand:
            canvas.text("No cards in hand", (566, HAND_Y + 70), 18, theme.MUTED, "italic",
                        anchor="center")
        scoreable = self.scoreable_cards()
        flying_ids = {f.card for f in self.flying}
        for card, rect in self.hand_rects.items():
            if card in flying_ids:
                continue
            x, y, w, h = rect
            lift = -10 if card == self.hover_card else 0
            if card in scoreable:
                glow = (x - 6, y - 6 + lift, w + 12, h + 12)
                canvas.rect((255, 214, 102, glow_alpha(self.pulse_frame(glow))), glow, 12)
                canvas.rect(theme.GOLD, (x - 6, y - 6 + lift, w + 12, h + 12), 12, width=2)
            if self.pending is not None:
                canvas.rect((47, 140, 140, 120), (x - 5, y - 5 + lift, w + 10, h + 10), 12)
            self.draw_card_at(canvas, card, (x, y + lift, w, h))

    def draw_preview(self, canvas: Canvas, view: StonesView) -> None:
        """The hovered card, large, over the action panel: the grid stays visible so the
        highlighted match can be seen."""
        card = self.hover_card
        if card is None or card not in self.hand_rects or self.tweens.busy:
            return
        x, y, w, _ = ACTION_PANEL
        canvas.rect((247, 238, 220), (x + 6, y + 6, w - 12, 258), 12)
        left = x + 20
        rect = (left, y + 12, PREVIEW_W, PREVIEW_H)
        self.draw_card_at(canvas, card, rect)
        text_x = left + PREVIEW_W + 16
        points = self.content.cards[card].points
        canvas.text(plural(points, "point"), (text_x, y + 40), 22,
                    theme.DEEP_CLAY, "bold")
        if card in self.scoreable_cards():
            lines = ["On the grid now:", "the glowing stones.", "Click to score."]
            colour = theme.GOOD
        elif self.pending is not None:
            lines = ["Click to pay", "for the move", "with this card."]
            colour = theme.TEAL
        else:
            lines = ["Not on the grid", "yet."]
            colour = theme.MUTED
        for i, line in enumerate(lines):
            canvas.text(line, (text_x, y + 84 + i * 22), 15, colour, "bold")

    # -- status and results ----------------------------------------------------------------------
    def status_line(self) -> str:
        line = super().status_line()
        view = self.view()
        if view.outcome is None and not self.passing_on():
            return f"{line}  -  Turn {view.turn}"
        return line

    def results_lines(self) -> list[str]:
        """The 1-point bonus in words; the table above it has every number."""
        state = self.state
        if state.solo:
            return []
        bonus = state.bonus_seats()
        if not bonus:
            return []
        names = " and ".join(self.name(s) for s in bonus)
        ones = state.one_point_counts()[bonus[0]]
        return [f"+{state.content.one_point_bonus} bonus to {names} for the most 1-point "
                f"cards ({ones})."]
