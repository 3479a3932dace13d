"""The panels around the Mothership desert: players, legend, holding area, the action panel
(instructions, the recap of the turns since yours, the landing warning) and the banner.

A mixin of `MothershipScene`. Everything shown comes from the public view and the public
events; the landing warning counts dune neighbours on the board, which every player sees.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.mothership.rules.actions import DunePlaced, DunePulled, EndTurn
from shifting_sands.games.mothership.rules.hexgrid import cell_name, space_name
from shifting_sands.games.mothership.rules.view import MothershipView, Phase
from shifting_sands.games.mothership.table.board import (
    AGENT_ART,
    BOARD_AREA,
    TRAIL,
    arrow,
    draw_dune_sprite,
)
from shifting_sands.games.mothership.table.history import turn_words

PLAYERS = (16.0, 76.0, 288.0)
PLAYER_ROW = 62.0
LEGEND_BOTTOM = 432.0
HOLDING = (16.0, 442.0, 288.0, 262.0)
ACTION_PANEL = (880.0, 76.0, 384.0, 340.0)
BUTTON_ROW = 272.0
BANNER_SIZE = (520.0, 170.0)
LEGEND_ITEMS = (("hex_edge", "Edge: no landing"), ("hex_sand", "Empty hex"),
                ("dune", "Dune"), ("holding", "Holding space"),
                ("hex_highlight", "Where it may go"), ("trail", "Last turn's move"))

LEGEND_NOTES = ("Pink edge hexes: a landing there always fails.",
                "Indigo: the last turn's moves; \u2192C went to holding space C, A\u2192 "
                "came from A.",
                "Letters name the columns, numbers the rows, as in the log.")


WARM_FROM = 0.1
"""How far the landing (2.4 s, the banner shown from 0.6) plays before the banner's lines are
rendered ahead: about 14 frames after the move, leaving some 30 frames for its 4-5 lines."""


@dataclass
class Banner:
    """A large notice over the board (a landing's outcome); click or wait to close it."""

    title: str
    body: str
    colour: tuple[int, int, int]
    cell_y: float
    """Where the landing hex is on screen: the banner keeps clear of it."""
    time: float = 6.0
    wrapped: bool = False
    """Whether its body was wrapped ahead (`warm_banner`'s first step)."""

    def still_value(self) -> tuple:
        """What the still key sees of it (core/still.py): what is drawn, which stays the
        same for its whole life; its countdown changed the key every frame, so that each
        of its frames was composed anew (145 of 240 frames while a bot thought)."""
        return (self.title, self.body, self.colour, self.cell_y)


class PanelPainter:
    """The panel half of the Mothership scene (see the module doc)."""

    def legend_rect(self) -> tuple[float, float, float, float]:
        """Under the players down to the holding area (taller, with a title, for 2-3)."""
        top = PLAYERS[1] + self.match_players() * PLAYER_ROW + 2
        return (16.0, top, 288.0, LEGEND_BOTTOM - top)

    def match_players(self) -> int:
        return len(self.match.seats)

    def draw_static_panels(self, canvas: Canvas) -> None:
        panel(canvas, self.legend_rect(), radius=12)
        panel(canvas, HOLDING, radius=12)
        x, y, _w, _ = HOLDING
        canvas.text("Holding area", (x + 16, y + 10), 20, theme.DEEP_CLAY, "title_bold")
        panel(canvas, ACTION_PANEL)
        for space in self.visible_spaces():
            canvas.image("mothership/holding_slot.png", self.slot_rect(space))
        self.draw_legend(canvas)

    def slot_rect(self, space: int) -> tuple[float, float, float, float]:
        """Holding spaces in rows of 5 (6 for up to 30, then more a row)."""
        x, y, w, h = HOLDING
        count = self.rules.holding_spaces
        cols = 5 if count <= 20 else 6 if count <= 30 else -(-count // 5)
        rows = -(-count // cols)
        pitch = min(66.0, (w - 24) / cols, (h - 50) / rows)
        col, row = space % cols, space // cols
        return (x + 18 + col * pitch, y + 44 + row * pitch, pitch - 8, pitch - 8)

    def draw_legend(self, canvas: Canvas) -> None:
        """What each thing on the board means, drawn with the board's own sprites."""
        x, y, _w, h = self.legend_rect()
        if h >= 150:
            canvas.text("Reading the board", (x + 16, y + 10), 20, theme.DEEP_CLAY, "title_bold")
            room = int((h - 140) // 17)
            lines: list[str] = []
            for note in LEGEND_NOTES:  # whole notes only, as many as fit
                wrapped = canvas.wrap(note, 260, 13, "italic")
                if len(lines) + len(wrapped) <= room:
                    lines.extend(wrapped)
            for i, line in enumerate(lines):
                canvas.text(line, (x + 16, y + 40 + i * 17), 13, theme.MUTED, "italic")
        icon = 26.0
        y += h - 100
        for i, (kind, words) in enumerate(LEGEND_ITEMS):
            col, row = i % 2, i // 2
            left, top = x + 10 + col * 142, y + 10 + row * 30
            box = (left, top, icon, icon * 0.875)
            if kind == "dune":
                canvas.image("mothership/hex_sand.png", box)
                draw_dune_sprite(canvas, left + icon / 2, top + icon * 0.44, icon / 2)
            elif kind == "holding":
                canvas.image("mothership/holding_slot.png", (left, top - 2, icon, icon))
            elif kind == "trail":
                canvas.image("mothership/hex_sand.png", box)
                canvas.image("mothership/hex_trail.png", box)
                arrow(canvas, (left + 5, top + icon * 0.44), (left + icon - 1, top + icon * 0.44),
                      3)
            else:
                if kind == "hex_highlight":
                    canvas.image("mothership/hex_sand.png", box)
                canvas.image(f"mothership/{kind}.png", box)
            canvas.text(words, (left + icon + 8, top + icon * 0.44), 13, theme.INK,
                        anchor="midleft")

    def draw_holding(self, canvas: Canvas, view: MothershipView) -> None:
        """The dunes in the holding area, drawn into a layer again only when a slot's
        dune, light or choice changes (its eighty sprites and letters were a quarter of
        an idle frame)."""
        options = self.options()
        last = self.previous_turn()
        previous = {m.space for m in last.moves if isinstance(m, DunePulled | DunePlaced)} \
            if last is not None else set()
        dragged = self.dragged_space()
        pulls = options["pull"].get(self.selected_cell, ()) if self.selected_cell is not None \
            else ()
        slots = tuple((space, self.slot_rect(space),
                       "pull" if space in pulls else "trail" if space in previous else "",
                       bool(view.holding[space]) and space not in self.hidden_spaces
                       and space != dragged, space == self.selected_space)
                      for space in self.visible_spaces())
        x, y, w, h = HOLDING
        canvas.layer("ms-holding", slots, (x - 8, y - 8, w + 16, h + 16),
                     lambda c: paint_holding(c, slots))

    def draw_players(self, canvas: Canvas, view: MothershipView) -> None:
        """A row for each player, drawn into a layer again only when its words change."""
        rows = []
        for seat in range(view.players):
            current = seat == view.current_player and view.phase is not Phase.OVER
            if not view.alive[seat]:
                status = "out"
            elif view.phase is Phase.BEAM_DOWN:
                status = "agent hidden" if view.beamed[seat] else "choosing a dune"
            elif current:
                done = ", ".join(k.value for k in view.actions_done) or "no action yet"
                status = f"{view.colours[seat]} - {done}"
            else:
                status = view.colours[seat]
            rows.append((current, AGENT_ART.get(view.colours[seat], "unknown"), self.name(seat),
                         status, bool(view.alive[seat]), self.match.seats[seat].is_bot))
        x, y, w = PLAYERS
        shown = tuple(rows)
        canvas.layer("ms-players", shown, (x, y, w + 4, len(rows) * PLAYER_ROW + 4),
                     lambda c: paint_players(c, shown))

    # -- the action panel ------------------------------------------------------------------------
    def draw_action_panel(self, canvas: Canvas, view: MothershipView) -> None:
        x, y, w, _h = ACTION_PANEL
        options = self.options()
        self.set_buttons(view, options)
        title, body = self.instructions(view, self.my_turn, options)
        canvas.text(title, (x + 20, y + 16), 26, theme.DEEP_CLAY, "title_bold")
        used = canvas.paragraph(body, (x + 20, y + 56, w - 40, 120), 17)
        top, bottom = y + 64 + used, y + 244
        warning = self.landing_warning(self.confirm_landing) \
            if self.confirm_landing is not None else None
        if warning is not None:
            text = warning + " You may still land."
            box = (x + 14, top - 4, w - 28, 40 + len(canvas.wrap(text, w - 52, 16)) * 21)
            canvas.rect((250, 222, 214), box, 10)
            canvas.rect(theme.DANGER, box, 10, width=2)
            canvas.text("Warning", (x + 26, top + 4), 17, theme.DANGER, "bold")
            canvas.paragraph(text, (x + 26, top + 28, w - 52, 80), 16, theme.DANGER)
        elif view.phase is Phase.ACTIONS:
            self.draw_recap(canvas, (x + 20, top, w - 40, bottom - top))
        rules = view.rules
        turn_shape = (f"{rules.actions_per_turn} "
                      f"{'different ' if rules.must_differ else ''}actions a turn")
        canvas.text(f"{rules.title}: {turn_shape}, round {view.round}", (x + 20, y + 248), 13,
                    theme.MUTED, "italic")

    def draw_recap(self, canvas: Canvas, rect: tuple[float, float, float, float]) -> None:
        """What the other players did since the viewer's last turn, one line a turn."""
        x, y, w, h = rect
        lines = self.recap_lines()
        if not lines:
            return
        heading = "Since your last turn" if self.viewer is not None else "Since the last turn"
        rows: list[str] = []
        for line in lines:
            rows.extend(canvas.wrap(line, w - 8, 14))
        fit = max(1, int((h - 26) // 18))
        if len(rows) > fit:
            rows = rows[len(rows) - fit:]
            rows[0] = "... " + rows[0]
        canvas.rect((236, 228, 212), (x - 6, y - 4, w + 12, 30 + len(rows) * 18), 8)
        canvas.text(heading, (x + 2, y + 2), 14, TRAIL, "bold")
        for i, row in enumerate(rows):
            canvas.text(row, (x + 2, y + 22 + i * 18), 14, theme.INK)

    def recap_lines(self) -> list[str]:
        return [turn_words(turn, self.match.names) + "." for turn in self.recap()]

    def set_buttons(self, view: MothershipView, options: dict[str, Any]) -> None:
        mine = self.my_turn
        beam = view.phase is Phase.BEAM_DOWN
        self.confirm_button.visible = mine and (
            (beam and self.selected_cell is not None) or self.confirm_landing is not None)
        self.land_button.visible = mine and not beam and bool(options["land"])
        self.peek_button.visible = mine and options["peek"] and not self.landing_mode
        ending = isinstance(options["pass"], EndTurn)
        self.pass_button.visible = mine and bool(options["pass"]) and not self.landing_mode
        self.pass_button.label = "End turn" if ending else "Pass"
        self.pass_button.primary = ending
        self.land_button.label = "Cancel" if self.confirm_landing is not None else (
            "Cancel landing" if self.landing_mode else "Land here...")
        if self.confirm_landing is not None:
            target = cell_name(self.confirm_landing, view.rules.width)
            doomed = self.landing_warning(self.confirm_landing) is not None
            self.confirm_button.label = f"Land on {target}{' anyway' if doomed else ''}"
        elif beam:
            self.confirm_button.label = "Hide my agent here"
        self._lay_out_buttons()

    def _lay_out_buttons(self) -> None:
        """The visible buttons of the action row side by side, the main one widest."""
        x, y, w, _h = ACTION_PANEL
        row = [b for b in (self.land_button, self.peek_button, self.pass_button,
                           self.confirm_button) if b.visible]
        if not row:
            return
        gap, left = 10.0, x + 20
        width = w - 40 - gap * (len(row) - 1)
        shares = [2.2 if b is self.confirm_button else 2.0 if b is self.land_button and not
                  self.landing_mode else 1.3 for b in row]
        for button, share in zip(row, shares, strict=True):
            span = width * share / sum(shares)
            button.rect = (left, y + BUTTON_ROW, span, 50)
            left += span + gap

    def instructions(self, view: MothershipView, mine: bool,
                     options: dict[str, Any]) -> tuple[str, str]:
        if self.replay_note is not None:  # a replay invites no action: where it stands
            return self.replay_note.heading, self.replay_note.text
        if view.outcome is not None:
            return "Game over", "The mothership has come for its agent."
        who = self.name(view.current_player) if view.current_player >= 0 else ""
        if not mine:
            if view.phase is Phase.BEAM_DOWN:
                return f"{who} is hiding", f"{who} chooses a dune for their agent in secret."
            return (f"{who} is playing", "Follow every dune that moves: your agent may be "
                    "under one of them. Click to hurry the animation along.")
        if view.phase is Phase.BEAM_DOWN:
            return ("Beamin Down", "Click the dune your agent will hide under, then confirm. "
                    "Remember it well: after this every dune looks alike, yours included.")
        if self.confirm_landing is not None:
            name = cell_name(self.confirm_landing, view.rules.width)
            return ("Land the Mothership?", f"You win if your agent is under {name}, inland, "
                    "with all six neighbours empty. If not, you are out.")
        if self.landing_mode:
            return ("Choose the dune", "Click the dune that hides your agent. Gold: dunes "
                    "standing clear inland. Right-click cancels.")
        if self.selected_cell is not None:
            return ("Move this dune", "Click or drag to a gold hex to push it, or to a free "
                    "holding space to pull it off the island. Right-click cancels.")
        if self.selected_space is not None:
            return ("Place this dune", "Click a gold hex: it must touch another dune.")
        if isinstance(options["pass"], EndTurn):
            return ("Actions done", "Your actions are done. Your agent may land now (Land "
                    "here...), or End turn (Enter).")
        if options["pass"] and not (options["push"] or options["pull"] or options["place"]):
            return "Stuck", "No action is open to you: pass the turn (Enter)."
        done = len(view.actions_done)
        ordinals = ("First", "Second", "Third", "Fourth", "Fifth")
        ordinal = ordinals[done] if done < len(ordinals) else "Next"
        return (f"{ordinal} action of {view.rules.actions_per_turn}",
                "Click or drag a dune to push or pull it, or a holding-area dune to place "
                "it. You may land at any point of your turn.")

    # -- the banner -----------------------------------------------------------------------------
    def banner_rect(self) -> tuple[float, float, float, float]:
        """Over the board, in the half away from the landing hex (the flip stays in view)."""
        bx, by, bw, bh = BOARD_AREA
        w, h = BANNER_SIZE
        low = self.banner is not None and self.banner.cell_y < by + bh / 2
        y = by + bh - h - 40 if low else by + 40
        return (bx + (bw - w) / 2, y, w, h)

    def banner_texts(self, canvas: Canvas) -> list[tuple[str, tuple[float, float], int, Any,
                                                         str]]:
        """The banner's lines as (text, centre, size, colour, role): what `draw_banner`
        draws and `warm_banner` renders ahead."""
        banner = self.banner
        if banner is None:
            return []
        x, y, w, h = self.banner_rect()
        texts = [(banner.title, (x + w / 2, y + 36), 34, banner.colour, "title_bold")]
        lines = canvas.wrap(banner.body, w - 60, 18)[:3]
        texts += [(line, (x + w / 2, y + 74 + i * 24), 18, theme.INK, "body")
                  for i, line in enumerate(lines)]
        texts.append(("Click to close", (x + w / 2, y + h - 16), 13, theme.MUTED, "italic"))
        return texts

    def update_banner(self, dt: float) -> None:
        """Count the banner down once it shows."""
        if self.banner is not None and (self.landing is None or self.landing.t >= 0.6):
            self.banner.time -= dt
            if self.banner.time <= 0:
                self.banner = None

    def warm_banner(self, canvas: Canvas) -> bool:
        """Wrap the banner's body, or else render one of its lines not yet rendered, while
        the landing plays: its first frame then only copies them (doing it all there took
        4-6 ms, issue 37, mostly opening the fonts). False once every line is ready."""
        banner = self.banner
        if banner is None:
            return False
        if not banner.wrapped:
            banner.wrapped = True
            self.banner_texts(canvas)
            return True
        for text, _centre, size, colour, role in self.banner_texts(canvas):
            if not canvas.has_text(text, size, colour, role):
                canvas.text_surface(text, size, colour, role)
                return True
        return False

    def draw_banner(self, canvas: Canvas) -> None:
        """The banner once the landing has played 0.6; before, from WARM_FROM on, one step
        of `warm_banner` a frame (not in the move's own frame, the dearest of all: it paints
        the desert again and renders the log's new line)."""
        banner, landing = self.banner, self.landing
        if banner is None:
            return
        if landing is not None and landing.t < 0.6:
            if landing.t >= WARM_FROM:
                self.warm_banner(canvas)
            return
        x, y, w, h = self.banner_rect()
        canvas.rect((43, 29, 20, 90), (x + 4, y + 6, w, h), 18)
        canvas.rect(theme.BONE, (x, y, w, h), 18)
        canvas.rect(banner.colour, (x, y, w, h), 18, width=4)
        for text, centre, size, colour, role in self.banner_texts(canvas):
            canvas.text(text, centre, size, colour, role, anchor="center")


def paint_holding(canvas: Canvas, slots: tuple) -> None:
    """Each holding slot's light, dune, choice ring and letter (`draw_holding`'s layer)."""
    for space, (x, y, w, h), light, dune, chosen in slots:
        if light:
            canvas.rect(theme.HIGHLIGHT if light == "pull" else TRAIL,
                        (x - 2, y - 2, w + 4, h + 4), 10, width=3)
        if dune:
            canvas.image("mothership/holding_dune.png", (x, y, w, h))
        if chosen:
            canvas.rect(theme.TEAL, (x - 3, y - 3, w + 6, h + 6), 10, width=4)
        badge = min(20.0, w * 0.45)
        canvas.image("mothership/holding_letter_bg.png", (x - 4, y - 4, badge, badge))
        font = round(badge * (0.6 if space < 26 else 0.45))
        canvas.text(space_name(space), (x - 4 + badge / 2, y - 4 + badge / 2), font,
                    theme.INK, "bold", anchor="center")


def paint_players(canvas: Canvas, rows: tuple) -> None:
    """The players' rows (`draw_players`' layer): agent, name, status, a bot's mark."""
    x, top, w = PLAYERS
    for seat, (current, art, name, status, alive, bot) in enumerate(rows):
        y = top + seat * PLAYER_ROW
        panel(canvas, (x, y, w, PLAYER_ROW - 8), radius=12,
              fill=(255, 243, 214, 240) if current else theme.PANEL,
              edge=theme.TERRACOTTA if current else theme.PANEL_EDGE)
        canvas.image(f"mothership/agent_{art}.png", (x + 8, y + 6, 40, 40))
        canvas.text(name, (x + 56, y + 8), 19, theme.INK, "bold")
        canvas.text(status, (x + 56, y + 32), 14, theme.DANGER if not alive else theme.MUTED)
        if bot:
            canvas.image("ui/icons/bot.png", (x + w - 34, y + 8, 24, 24))
