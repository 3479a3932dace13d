"""The panels around the Stones grid: the players (scores, hands, strikes), the deck and
discard piles and the action panel. A mixin of `StonesScene`; it draws from the view only."""

from __future__ import annotations

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.stones.rules.actions import (
    SkipTurn,
)
from shifting_sands.games.stones.rules.view import StonesView
from shifting_sands.games.stones.table.layout import (
    ACTION_PANEL,
    CARD_W,
    PILES_Y,
)
from shifting_sands.words import plural


class StonesPanels:
    """Draws everything beside the grid and the hand."""

    def draw_players(self, canvas: Canvas, view: StonesView) -> None:
        for seat in range(view.players):
            x, y, w, h = self.player_row(seat)
            current = seat == view.current_player
            panel(canvas, (x, y, w, h), radius=12,
                  fill=(255, 243, 214, 240) if current else theme.PANEL,
                  edge=theme.TERRACOTTA if current else theme.PANEL_EDGE)
            canvas.image(f"ui/seat_{seat}.png", (x + 10, y + 10, 30, 30))
            name = self.name(seat) + ("  (you)" if seat == self.viewer and
                                      len(self.humans) > 1 else "")
            canvas.text(name, (x + 48, y + 12), 19, theme.INK, "bold")
            if self.match.seats[seat].is_bot:
                canvas.image("ui/icons/bot.png", (x + w - 36, y + 8, 26, 26))
            points = sum(self.content.cards[c].points for c in view.scored[seat])
            goal = f"/{view.end_trigger}" if view.solo else ""
            scored = len(view.scored[seat])
            tally = f"{scored}{goal} scored" if goal else plural(scored, "card")
            canvas.text(f"{plural(points, 'point')} - {tally}",
                        (x + 48, y + 36), 15, theme.MUTED)
            canvas.image("ui/icons/hand.png", (x + w - 74, y + 36, 20, 20))
            canvas.text(str(view.hand_sizes[seat]), (x + w - 48, y + 46), 16, theme.INK, "bold",
                        anchor="midleft")
            self.draw_scored_chips(canvas, view.scored[seat], x + 48, y + 58)
            if view.skipped_last[seat] and not view.solo:
                canvas.text("skipped", (x + w - 12, y + h - 14), 13, theme.TERRACOTTA,
                            "italic", anchor="midright")
        if view.solo:
            self.draw_strikes(canvas, view)

    def draw_scored_chips(self, canvas: Canvas, cards: tuple[str, ...], x: float,
                          y: float) -> None:
        values = sorted((self.content.cards[c].points for c in cards), reverse=True)
        colours = {1: (201, 154, 82), 2: (47, 140, 140), 3: (181, 86, 46), 5: (36, 59, 85)}
        for i, value in enumerate(values[:16]):
            cx = x + 8 + i * 14
            canvas.circle(colours.get(value, theme.INK), (cx, y + 7), 7)
            canvas.text(str(value), (cx, y + 7), 10, theme.BONE, "bold", anchor="center")

    def draw_strikes(self, canvas: Canvas, view: StonesView) -> None:
        x, y, w, _ = self.player_row(1)
        panel(canvas, (x, y, w, 76), radius=12)
        canvas.text("Strikes", (x + 14, y + 24), 19, theme.INK, "bold", anchor="midleft")
        for i in range(view.strikes_to_lose):
            cx = x + 120 + i * 40
            if i < view.strikes:
                canvas.image("ui/icons/strike.png", (cx - 15, y + 9, 30, 30))
            else:
                canvas.circle((214, 196, 166), (cx, y + 24), 12, width=2)
        canvas.text("A turn without a score costs a strike; 4 lose.", (x + 14, y + 56), 13,
                    theme.MUTED, "italic", anchor="midleft")

    def draw_piles(self, canvas: Canvas, view: StonesView) -> None:
        if view.deck_size:
            self.draw_card_at(canvas, None, self.deck_rect())
        canvas.text(plural(view.deck_size, "card"), (44 + CARD_W * 0.4, PILES_Y + 176), 14,
                    theme.MUTED, anchor="center")
        flying_ids = {f.card for f in self.flying}
        visible = [c for c in view.discard if c not in flying_ids]
        if visible:
            self.draw_card_at(canvas, visible[-1], self.discard_rect())
        else:
            canvas.rect((201, 154, 82), self.discard_rect(), 8, width=2)
        canvas.text(plural(len(view.discard), "card"), (170 + CARD_W * 0.4, PILES_Y + 176), 14,
                    theme.MUTED, anchor="center")

    def draw_action_panel(self, canvas: Canvas, view: StonesView) -> None:
        x, y, w, _h = ACTION_PANEL
        panel(canvas, ACTION_PANEL)
        mine = self.my_turn
        self.end_button.visible = self.skip_button.visible = mine
        self.skip_button.enabled = any(isinstance(a, SkipTurn) for a in self.legal())
        if self.replay_note is not None:  # a replay invites no action: where it stands
            title, body = self.replay_note.heading, self.replay_note.text
        elif view.outcome is not None:
            title, body = "Game over", "The final scores are in."
        elif self.passing_on():
            title = "Turn over"
            body = (f"{self.name(view.current_player)} plays next. Every hand is hidden "
                    "while the computer changes hands.")
        elif not mine:
            who = self.name(view.current_player)
            title = f"{who} is playing"
            body = (f"{who} is thinking about the next move." if self.bot_runner.thinking
                    else "Watch the grid: every move is animated. Click to hurry it along.")
        elif self.pending is not None:
            kind = "swap" if self.pending[0] == "swap" else "flip"
            title = f"Pay for the {kind}"
            stones = "these stones" if kind == "swap" else "this stone"
            body = (f"Click the card you will discard to {kind} {stones}. "
                    "Right-click to cancel.")
        elif self.selected is not None:
            title = "Swap or flip"
            body = ("Click a neighbouring stone to swap them, or click the same stone again "
                    "to flip it. You can also drag a stone onto its neighbour.")
        else:
            title = "Your move"
            scoreable = len(self.scoreable_cards())
            body = ("Click a stone to swap or flip it: each move costs one card. "
                    + (("One of your cards can be scored now: it glows." if scoreable == 1
                        else f"{scoreable} of your cards can be scored now: they glow.")
                       if scoreable else "Hover a card to see it large."))
        canvas.text(title, (x + 20, y + 18), 26, theme.DEEP_CLAY, "title_bold")
        canvas.paragraph(body, (x + 20, y + 62, w - 40, 150), 17)
        if mine:
            hint = f"Ending your turn refills your hand to {view.hand_limit}."
            if self.ending_loses():
                hint = "Ending now without scoring loses the game."
            elif view.solo and not view.scored_this_turn:
                hint = "Ending now without scoring costs a strike."
            canvas.text(hint, (x + 20, y + 244), 14, theme.MUTED, "italic")
        if view.end_triggered and not view.solo and view.outcome is None:
            canvas.text("Final round!", (x + w - 20, y + 30), 18, theme.DANGER, "bold",
                        anchor="midright")
