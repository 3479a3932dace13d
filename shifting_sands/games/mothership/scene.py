"""The Land the Mothership table: the hex desert, the holding area, the players and the log.

The scene renders `view_for(viewer)` (anonymous dunes) and offers only actions found in
`legal_actions()`. Every dune move is animated so an attentive player can follow a dune
with their eyes, which is the whole game: under the default memory rule nothing on screen
ever marks where your own agent hides.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.game_scene import GameScene
from shifting_sands.core.input import (
    Confirm,
    Intent,
    Key,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
)
from shifting_sands.core.tween import ease_in_out
from shifting_sands.core.widgets import Button, panel
from shifting_sands.games.mothership.actions import (
    BeamDown,
    DunePlaced,
    DunePulled,
    DunePushed,
    EndTurn,
    Land,
    LandingAttempted,
    Pass,
    Peek,
    Place,
    Pull,
    Push,
)
from shifting_sands.games.mothership.hexgrid import cell_name, edge_table, space_name
from shifting_sands.games.mothership.layout import HexLayout, fitting_size
from shifting_sands.games.mothership.view import MothershipView, Phase

BOARD_AREA = (312.0, 68.0, 556.0, 644.0)
PLAYERS = (16.0, 76.0, 288.0)
PLAYER_ROW = 62.0
HOLDING = (16.0, 340.0, 288.0, 364.0)
ACTION_PANEL = (880.0, 76.0, 384.0, 340.0)
ZOOMS = (0.8, 1.0, 1.25, 1.5, 1.8)
AGENT_ART = {"Green": "green", "Violet": "violet", "Amber": "orange", "Cyan": "cyan"}


@dataclass
class Flight:
    """A dune travelling across the screen (push, pull or place)."""

    start: tuple[float, float]
    end: tuple[float, float]
    size: float
    t: float = 0.0

    def pos(self) -> tuple[float, float]:
        lift = math.sin(math.pi * self.t) * self.size * 0.6
        return (self.start[0] + (self.end[0] - self.start[0]) * self.t,
                self.start[1] + (self.end[1] - self.start[1]) * self.t - lift)


@dataclass
class Landing:
    """The landing animation: the saucer comes down, the dune lifts, the truth shows."""

    cell: int
    success: bool
    revealed: tuple[int, ...]
    t: float = 0.0


class MothershipScene(GameScene):
    def __init__(self, app, match) -> None:
        self.rotation = 0
        self.zoom_index = 1
        self.pan = (0.0, 0.0)
        self.selected_cell: int | None = None
        self.selected_space: int | None = None
        self.landing_mode = False
        self.confirm_landing: int | None = None
        self.hover_cell: int | None = None
        self.drag_start: tuple[float, float] | None = None
        self.pointer = (0.0, 0.0)
        self.hidden_cells: set[int] = set()
        self.hidden_spaces: set[int] = set()
        self.flights: list[Flight] = []
        self.landing: Landing | None = None
        super().__init__(app, match)
        x, y, _w, _h = ACTION_PANEL
        self.land_button = Button((x + 20, y + 272, 200, 50), label="Land here...",
                                  icon="mothership/icons/land.png", on_click=self.toggle_landing,
                                  tooltip="Name the dune hiding your agent")
        self.peek_button = Button((x + 232, y + 272, 132, 50), label="Peek",
                                  icon="mothership/icons/peek.png", on_click=self.peek,
                                  tooltip="See where your agent is (once a turn)")
        self.pass_button = Button((x + 232, y + 272, 132, 50), label="Pass",
                                  on_click=self.end_turn, tooltip="Enter")
        self.confirm_button = Button((x + 20, y + 272, 344, 50), label="Confirm",
                                     primary=True, on_click=self.confirm)
        for button in (self.land_button, self.peek_button, self.pass_button,
                       self.confirm_button):
            self.widgets.add(button)
        tools = [("rotate_left", lambda: self.rotate(-1), "Rotate left (Q)"),
                 ("rotate_right", lambda: self.rotate(1), "Rotate right (E)"),
                 ("zoom_out", lambda: self.zoom(-1), "Zoom out (-)"),
                 ("zoom_in", lambda: self.zoom(1), "Zoom in (+)")]
        for i, (icon, action, tip) in enumerate(tools):
            self.widgets.add(Button((900 + i * 48, 10, 44, 40),
                                    icon=f"mothership/icons/{icon}.png", on_click=action,
                                    tooltip=tip))

    # -- view helpers -------------------------------------------------------------------------
    @property
    def rules(self):
        return self.view().rules

    def layout(self) -> HexLayout:
        rules = self.rules
        bx, by, bw, bh = BOARD_AREA
        size = fitting_size(rules.width, rules.height, (bw - 20, bh - 50), self.rotation)
        size *= ZOOMS[self.zoom_index]
        centre = (bx + bw / 2 + self.pan[0], by + bh / 2 + 18 + self.pan[1])
        return HexLayout(rules.width, rules.height, size, centre, self.rotation)

    def options(self) -> dict[str, Any]:
        """The legal actions, indexed the way clicks need them."""
        def build() -> dict[str, Any]:
            index: dict[str, Any] = {"push": {}, "pull": {}, "place": {}, "land": set(),
                                     "beam": set(), "peek": False, "pass": False}
            for action in self.legal():
                if isinstance(action, Push):
                    index["push"].setdefault(action.src, set()).add(action.dst)
                elif isinstance(action, Pull):
                    index["pull"].setdefault(action.cell, set()).add(action.space)
                elif isinstance(action, Place):
                    index["place"].setdefault(action.space, set()).add(action.cell)
                elif isinstance(action, Land):
                    index["land"].add(action.cell)
                elif isinstance(action, BeamDown):
                    index["beam"].add(action.cell)
                elif isinstance(action, Peek):
                    index["peek"] = True
                elif isinstance(action, Pass | EndTurn):
                    index["pass"] = action
            return index
        return self.cached("options", build) if self.my_turn else {
            "push": {}, "pull": {}, "place": {}, "land": set(), "beam": set(), "peek": False,
            "pass": False}

    def slot_rect(self, space: int) -> tuple[float, float, float, float]:
        """Holding spaces in rows of 4 (of 5 or more when a variant has over 20)."""
        x, y, w, h = HOLDING
        count = self.rules.holding_spaces
        cols = 4 if count <= 20 else max(5, -(-count // 6))
        rows = -(-count // cols)
        pitch = min(66.0, (w - 24) / cols, (h - 52) / rows)
        col, row = space % cols, space // cols
        return (x + 18 + col * pitch, y + 46 + row * pitch, pitch - 10, pitch - 10)

    def space_at(self, pos: tuple[float, float]) -> int | None:
        for space in range(self.rules.holding_spaces):
            x, y, w, h = self.slot_rect(space)
            if x <= pos[0] < x + w and y <= pos[1] < y + h:
                return space
        return None

    def in_board(self, pos: tuple[float, float]) -> bool:
        x, y, w, h = BOARD_AREA
        return x <= pos[0] < x + w and y <= pos[1] < y + h

    # -- secrets and hand-off -------------------------------------------------------------------
    def secrets_on_screen(self, seat: int) -> bool:
        """Beamin Down is secret; afterwards only the peek and open memory rules show one."""
        view = self.state.view_for(seat)
        return view.phase is Phase.BEAM_DOWN or view.rules.memory.value != "none"

    def handoff_reason(self) -> str:
        if self.state.view_for(None).phase is Phase.BEAM_DOWN:
            return "Choose the dune that hides your agent while nobody watches."
        return "Where your agent hides is for your eyes only."

    # -- acting ------------------------------------------------------------------------------------
    def act(self, action: Any) -> None:
        if not self.my_turn:
            return
        self.clear_selection()
        self.submit(action)

    def clear_selection(self) -> None:
        self.selected_cell = self.selected_space = self.confirm_landing = None
        self.landing_mode = False

    def on_undo(self) -> None:
        self.clear_selection()
        self.flights.clear()
        self.hidden_cells.clear()
        self.hidden_spaces.clear()

    def on_viewer_changed(self) -> None:
        self.clear_selection()

    def toggle_landing(self) -> None:
        self.landing_mode = not self.landing_mode
        self.selected_cell = self.selected_space = self.confirm_landing = None

    def peek(self) -> None:
        self.act(Peek())

    def end_turn(self) -> None:
        """Pass (nothing was possible) or End turn (the actions are done), whichever is open."""
        action = self.options()["pass"]
        if action:
            self.act(action)

    def confirm(self) -> None:
        view = self.view()
        if view.phase is Phase.BEAM_DOWN and self.selected_cell is not None:
            self.act(BeamDown(self.selected_cell))
        elif self.confirm_landing is not None:
            self.act(Land(self.confirm_landing))
        elif not (self.landing_mode or self.selected_cell is not None
                  or self.selected_space is not None):
            self.end_turn()

    def rotate(self, step: int) -> None:
        self.rotation = (self.rotation + step) % 6
        self.pan = (0.0, 0.0)

    def zoom(self, step: int) -> None:
        self.zoom_index = max(0, min(len(ZOOMS) - 1, self.zoom_index + step))
        if self.zoom_index <= 1:
            self.pan = (0.0, 0.0)

    # -- input -------------------------------------------------------------------------------------
    def handle_board(self, intent: Intent) -> None:
        if isinstance(intent, PointerMove):
            self.pointer = intent.pos
            self.hover_cell = self.layout().cell_at(intent.pos) if self.in_board(
                intent.pos) else None
            return
        if isinstance(intent, Scroll) and self.in_board(self.pointer):
            self.zoom(1 if intent.dy > 0 else -1)
            return
        if isinstance(intent, Key):
            self.handle_key(intent.key)
            return
        if isinstance(intent, Confirm):
            self.confirm()
            return
        if isinstance(intent, PointerDown) and intent.button == 3:
            self.clear_selection()
            return
        if isinstance(intent, PointerDown):
            self.drag_start = intent.pos
            self.click(intent.pos)
        elif isinstance(intent, PointerUp) and self.drag_start is not None:
            start, self.drag_start = self.drag_start, None
            if math.dist(start, intent.pos) > 14:
                self.click(intent.pos, dropped=True)

    def handle_key(self, key: int) -> None:
        steps = {pygame.K_LEFT: (40, 0), pygame.K_RIGHT: (-40, 0), pygame.K_UP: (0, 40),
                 pygame.K_DOWN: (0, -40)}
        if key in (pygame.K_q,):
            self.rotate(-1)
        elif key in (pygame.K_e,):
            self.rotate(1)
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom(-1)
        elif key in steps and self.zoom_index > 1:
            self.pan = (self.pan[0] + steps[key][0], self.pan[1] + steps[key][1])

    def click(self, pos: tuple[float, float], dropped: bool = False) -> None:
        if not self.my_turn:
            if not dropped and (self.in_board(pos) or self.space_at(pos) is not None):
                self.say("Wait for your turn.")
            return
        options = self.options()
        view = self.view()
        cell = self.layout().cell_at(pos) if self.in_board(pos) else None
        space = self.space_at(pos)
        if view.phase is Phase.BEAM_DOWN:
            if cell in options["beam"]:
                self.selected_cell = cell
            elif cell is not None and not dropped:
                self.say("Your agent must hide under a dune.")
            return
        if self.landing_mode:
            if cell in options["land"]:
                self.confirm_landing = cell
            elif cell is not None and not dropped:
                self.say("Name a dune on the island: the mothership lands on a dune.")
            return
        if self.selected_cell is not None:
            src = self.selected_cell
            if cell is not None and cell in options["push"].get(src, ()):
                self.act(Push(src, cell))
                return
            if space is not None and space in options["pull"].get(src, ()):
                self.act(Pull(src, space))
                return
            if dropped or cell == src:
                if cell == src and not dropped:
                    self.selected_cell = None
                elif cell is not None or space is not None:
                    self.say(self.why_not_move(src, cell, space))
                return
        if self.selected_space is not None:
            source = self.selected_space
            if cell is not None and cell in options["place"].get(source, ()):
                self.act(Place(source, cell))
                return
            if dropped and cell is not None:
                self.say(self.why_not_place(cell))
                return
        if dropped:
            return
        self.select(cell, space, view, options)

    def select(self, cell: int | None, space: int | None, view: MothershipView,
               options: dict[str, Any]) -> None:
        self.selected_cell = self.selected_space = None
        if cell is not None and view.occupied[cell]:
            if cell in options["push"] or cell in options["pull"]:
                self.selected_cell = cell
            else:
                self.say("That dune cannot move now: no push or pull is open to it.")
        elif space is not None and view.holding[space]:
            if space in options["place"]:
                self.selected_space = space
            else:
                self.say("Placing is not open now (you may already have placed this turn).")
        elif cell is not None:
            self.say("An empty hex: pick a dune first, then where it goes.")

    def why_not_move(self, src: int, cell: int | None, space: int | None) -> str:
        view = self.view()
        if space is not None:
            if view.holding[space]:
                return f"Holding space {space_name(space)} is already taken."
            return "A pull is not open now (you may already have pulled this turn)."
        if cell is not None and view.occupied[cell]:
            return "A dune can only be pushed into an empty hex."
        if cell is not None and (src, cell) in {(b, a) for a, b in view.previous_pushes}:
            return "That would undo the previous player's push, which is not allowed."
        return "A push moves a dune one hex, into an adjacent empty hex."

    def why_not_place(self, cell: int) -> str:
        view = self.view()
        if view.occupied[cell]:
            return "That hex already holds a dune."
        if any(pulled == cell for pulled, _ in view.previous_pulls):
            return ("The previous player just pulled that dune from there: it may not go "
                    "straight back (another dune may).")
        return "A placed dune must touch at least one other dune."

    # -- animation ---------------------------------------------------------------------------------
    def animate(self, events: list[Any]) -> None:
        layout = self.layout()
        size = layout.size
        for event in events:
            if isinstance(event, DunePushed):
                self.app.sounds.play("slide")
                self._fly(layout.centre_of(event.src), layout.centre_of(event.dst), size,
                          hide_cell=event.dst)
            elif isinstance(event, DunePulled):
                self.app.sounds.play("card")
                self._fly(layout.centre_of(event.cell), self._slot_centre(event.space), size,
                          hide_space=event.space)
            elif isinstance(event, DunePlaced):
                self.app.sounds.play("slide")
                self._fly(self._slot_centre(event.space), layout.centre_of(event.cell), size,
                          hide_cell=event.cell)
            elif isinstance(event, LandingAttempted):
                self._land(event)

    def _slot_centre(self, space: int) -> tuple[float, float]:
        x, y, w, h = self.slot_rect(space)
        return (x + w / 2, y + h / 2)

    def _fly(self, start, end, size: float, hide_cell: int | None = None,
             hide_space: int | None = None) -> None:
        flight = Flight(start, end, size)
        self.flights.append(flight)
        if hide_cell is not None:
            self.hidden_cells.add(hide_cell)
        if hide_space is not None:
            self.hidden_spaces.add(hide_space)

        def update(t: float) -> None:
            flight.t = t

        def done() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            self.hidden_cells.discard(hide_cell)
            self.hidden_spaces.discard(hide_space)

        self.tweens.add(0.55, update, ease=ease_in_out, on_done=done)

    def _land(self, event: LandingAttempted) -> None:
        landing = Landing(event.cell, event.success, tuple(event.revealed))
        self.landing = landing
        self.app.sounds.play("score" if event.success else "fail")

        def update(t: float) -> None:
            landing.t = t

        def done() -> None:
            if not landing.success:
                self.landing = None

        self.tweens.add(2.4, update, ease=lambda t: t, on_done=done)

    # -- drawing -----------------------------------------------------------------------------------
    def draw_static(self, canvas: Canvas) -> None:
        super().draw_static(canvas)
        panel(canvas, HOLDING, radius=12)
        x, y, _w, _ = HOLDING
        canvas.text("Holding area", (x + 16, y + 12), 20, theme.DEEP_CLAY, "title_bold")
        panel(canvas, ACTION_PANEL)
        for space in self.visible_spaces():
            x, y, w, h = self.slot_rect(space)
            canvas.image("mothership/holding_slot.png", (x, y, w, h))

    def backdrop_key(self) -> tuple:
        return (*super().backdrop_key(), self.rules.id)

    def visible_spaces(self) -> range:
        return range(self.rules.holding_spaces)

    def draw_board(self, canvas: Canvas) -> None:
        view: MothershipView = self.view()
        self.draw_players(canvas, view)
        self.draw_holding(canvas, view)
        self.draw_desert(canvas, view)
        self.draw_action_panel(canvas, view)

    def draw_desert(self, canvas: Canvas, view: MothershipView) -> None:
        layout = self.layout()
        rules = view.rules
        clip = canvas.to_screen(BOARD_AREA)
        previous = canvas.screen.get_clip()
        canvas.screen.set_clip(clip)
        lifting = self.landing.cell if self.landing is not None else None
        key = (self.version, self.rotation, self.zoom_index, self.pan,
               frozenset(self.hidden_cells), lifting)
        canvas.layer("desert", key, BOARD_AREA,
                     lambda c: self.paint_desert(c, view, layout, lifting))
        w, h = layout.hex_width, layout.hex_height
        for cell, outline in self.target_cells(view, self.options()).items():
            cx, cy = layout.centre_of(cell)
            canvas.image(f"mothership/{outline}.png", (cx - w / 2, cy - h / 2, w, h))
        for cell in (self.selected_cell, self.confirm_landing):
            if cell is not None:
                cx, cy = layout.centre_of(cell)
                canvas.image("mothership/hex_select.png", (cx - w / 2, cy - h / 2, w, h))
        if lifting is not None and view.occupied[lifting]:
            cx, cy = layout.centre_of(lifting)
            self.draw_dune(canvas, layout, lifting, cx, cy)
        for flight in self.flights:
            fx, fy = flight.pos()
            self._dune_sprite(canvas, 0, fx, fy, flight.size)
        self.draw_agents(canvas, view, layout)
        if self.landing is not None:
            self.draw_landing(canvas, layout)
        canvas.screen.set_clip(previous)
        if self.hover_cell is not None:
            canvas.text(cell_name(self.hover_cell, rules.width),
                        (BOARD_AREA[0] + 10, BOARD_AREA[1] + 10), 18, theme.DEEP_CLAY, "bold")

    def paint_desert(self, canvas: Canvas, view: MothershipView, layout: HexLayout,
                     lifting: int | None) -> None:
        """The floor and every resting dune: painted once per change into a cached layer."""
        rules = view.rules
        canvas.image("mothership/board_frame.png",
                     (BOARD_AREA[0] - 60, BOARD_AREA[1] - 20, BOARD_AREA[2] + 120,
                      BOARD_AREA[3] + 40))
        edges = edge_table(rules.width, rules.height)
        w, h = layout.hex_width, layout.hex_height
        cells = sorted(range(rules.width * rules.height), key=lambda c: layout.centre_of(c)[1])
        for cell in cells:
            cx, cy = layout.centre_of(cell)
            tile = "hex_edge" if edges[cell] else ("hex_sand_alt" if (cell * 7) % 5 == 0
                                                    else "hex_sand")
            canvas.image(f"mothership/{tile}.png", (cx - w / 2, cy - h / 2, w, h))
        for cell in cells:
            if view.occupied[cell] and cell not in self.hidden_cells and cell != lifting:
                cx, cy = layout.centre_of(cell)
                self.draw_dune(canvas, layout, cell, cx, cy)

    def target_cells(self, view: MothershipView, options: dict[str, Any]) -> dict[int, str]:
        """Hexes to outline: where the selected dune may go, or where one may land."""
        targets: dict[int, str] = {}
        if self.landing_mode:
            for cell in options["land"]:
                targets[cell] = "hex_danger"
        elif self.selected_cell is not None:
            for cell in options["push"].get(self.selected_cell, ()):
                targets[cell] = "hex_highlight"
        elif self.selected_space is not None:
            for cell in options["place"].get(self.selected_space, ()):
                targets[cell] = "hex_highlight"
        return targets

    def draw_dune(self, canvas: Canvas, layout: HexLayout, cell: int, cx: float,
                  cy: float) -> None:
        lift = 0.0
        if self.landing is not None and self.landing.cell == cell:
            lift = max(0.0, min(1.0, (self.landing.t - 0.35) / 0.3)) * layout.size * 1.6
        self._dune_sprite(canvas, (cell * 2654435761) % 4, cx, cy - lift, layout.size)

    def _dune_sprite(self, canvas: Canvas, variant: int, cx: float, cy: float,
                     size: float) -> None:
        w = 2 * size
        canvas.image(f"mothership/dune_{variant}.png", (cx - w / 2, cy + 0.866 * size - w, w, w))

    def draw_agents(self, canvas: Canvas, view: MothershipView, layout: HexLayout) -> None:
        """Agents the viewer may see, side by side when several share a dune."""
        by_cell: dict[int, list[int]] = {}
        for seen in view.agents_seen:
            if seen.cell is not None:
                by_cell.setdefault(seen.cell, []).append(seen.seat)
        s = layout.size * 1.1
        for cell, seats in by_cell.items():
            cx, cy = layout.centre_of(cell)
            for i, seat in enumerate(seats):
                dx = (i - (len(seats) - 1) / 2) * s * 0.8
                art = AGENT_ART.get(view.colours[seat], "unknown")
                canvas.image(f"mothership/agent_{art}.png",
                             (cx + dx - s / 2, cy - s * 1.25, s, s))

    def draw_landing(self, canvas: Canvas, layout: HexLayout) -> None:
        landing = self.landing
        cx, cy = layout.centre_of(landing.cell)
        t = landing.t
        descend = min(1.0, t / 0.35)
        ship_w = layout.size * 5
        target = max(BOARD_AREA[1] + 4, cy - layout.size * 3 - ship_w * 0.25)
        ship_y = BOARD_AREA[1] - ship_w * 0.5 + (target - BOARD_AREA[1] + ship_w * 0.5) * descend
        if t > 0.25:
            beam_alpha = int(200 * min(1.0, (t - 0.25) / 0.15))
            canvas.image("mothership/beam.png", (cx - layout.size * 1.4, ship_y + ship_w * 0.3,
                                                 layout.size * 2.8, cy - ship_y - ship_w * 0.2),
                         alpha=beam_alpha)
        canvas.image("mothership/mothership.png", (cx - ship_w / 2, ship_y, ship_w, ship_w / 2))
        if t > 0.6:
            verdict = "Landed!" if landing.success else "Not here..."
            colour = theme.GOOD if landing.success else theme.DANGER
            canvas.text(verdict, (cx, cy + layout.size * 1.4), 26, colour, "title_bold",
                        anchor="center")

    def draw_holding(self, canvas: Canvas, view: MothershipView) -> None:
        options = self.options()
        for space in self.visible_spaces():
            x, y, w, h = self.slot_rect(space)
            pulls = options["pull"].get(self.selected_cell, ()) if self.selected_cell is not None \
                else ()
            if space in pulls:
                canvas.rect(theme.HIGHLIGHT, (x - 2, y - 2, w + 4, h + 4), 10, width=3)
            if view.holding[space] and space not in self.hidden_spaces:
                canvas.image("mothership/holding_dune.png", (x, y, w, h))
            if space == self.selected_space:
                canvas.rect(theme.TEAL, (x - 3, y - 3, w + 6, h + 6), 10, width=4)
            canvas.image("mothership/holding_letter_bg.png", (x - 4, y - 4, 22, 22))
            canvas.text(space_name(space), (x + 7, y + 7), 13 if space < 26 else 10, theme.INK,
                        "bold", anchor="center")

    def draw_players(self, canvas: Canvas, view: MothershipView) -> None:
        for seat in range(view.players):
            x, y, w = PLAYERS
            y += seat * PLAYER_ROW
            current = seat == view.current_player and view.phase is not Phase.OVER
            panel(canvas, (x, y, w, PLAYER_ROW - 8), radius=12,
                  fill=(255, 243, 214, 240) if current else theme.PANEL,
                  edge=theme.TERRACOTTA if current else theme.PANEL_EDGE)
            art = AGENT_ART.get(view.colours[seat], "unknown")
            canvas.image(f"mothership/agent_{art}.png", (x + 8, y + 6, 40, 40))
            canvas.text(self.name(seat), (x + 56, y + 8), 19, theme.INK, "bold")
            if not view.alive[seat]:
                status = "out"
            elif view.phase is Phase.BEAM_DOWN:
                status = "agent hidden" if view.beamed[seat] else "choosing a dune"
            elif current:
                done = ", ".join(k.value for k in view.actions_done) or "no action yet"
                status = f"{view.colours[seat]} - {done}"
            else:
                status = view.colours[seat]
            canvas.text(status, (x + 56, y + 32), 14,
                        theme.DANGER if not view.alive[seat] else theme.MUTED)
            if self.match.seats[seat].is_bot:
                canvas.image("ui/icons/bot.png", (x + w - 34, y + 8, 24, 24))

    def draw_action_panel(self, canvas: Canvas, view: MothershipView) -> None:
        x, y, w, _h = ACTION_PANEL
        mine = self.my_turn
        options = self.options()
        beam = view.phase is Phase.BEAM_DOWN
        self.confirm_button.visible = mine and (
            (beam and self.selected_cell is not None) or self.confirm_landing is not None)
        self.land_button.visible = mine and not beam and bool(options["land"]) and (
            not self.confirm_button.visible)
        self.peek_button.visible = mine and options["peek"]
        self.pass_button.visible = mine and bool(options["pass"])
        self.pass_button.label = "End turn" if isinstance(options["pass"], EndTurn) else "Pass"
        self.pass_button.primary = isinstance(options["pass"], EndTurn)
        self._lay_out_buttons()
        self.land_button.label = "Cancel landing" if self.landing_mode else "Land here..."
        if self.confirm_landing is not None:
            target = cell_name(self.confirm_landing, view.rules.width)
            self.confirm_button.label = f"Land on {target}"
        elif beam:
            self.confirm_button.label = "Hide my agent here"
        title, body = self.instructions(view, mine, options)
        canvas.text(title, (x + 20, y + 18), 26, theme.DEEP_CLAY, "title_bold")
        canvas.paragraph(body, (x + 20, y + 62, w - 40, 190), 17)
        rules = view.rules
        turn_shape = (f"{rules.actions_per_turn} "
                      f"{'different ' if rules.must_differ else ''}actions a turn")
        canvas.text(f"{rules.title}: {turn_shape}, round {view.round}", (x + 20, y + 246), 13,
                    theme.MUTED, "italic")

    def _lay_out_buttons(self) -> None:
        """The visible buttons of the action row side by side, Land widest."""
        x, y, w, _h = ACTION_PANEL
        row = [b for b in (self.land_button, self.peek_button, self.pass_button) if b.visible]
        if not row:
            return
        gap, left = 10.0, x + 20
        width = w - 40 - gap * (len(row) - 1)
        shares = [2.0 if b is self.land_button else 1.3 for b in row]
        for button, share in zip(row, shares, strict=True):
            span = width * share / sum(shares)
            button.rect = (left, y + 272, span, 50)
            left += span + gap

    def instructions(self, view: MothershipView, mine: bool,
                     options: dict[str, Any]) -> tuple[str, str]:
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
            return ("Land the Mothership?", f"If your agent is under {name} with six empty "
                    "hexes around it (not on the edge), you win. If not, you are out.")
        if self.landing_mode:
            return "Choose the dune", "Click the dune that hides your agent. Right-click cancels."
        if self.selected_cell is not None:
            return ("Move this dune", "Click a glowing hex to push it there, or a free "
                    "holding space to pull it off the island. Right-click cancels.")
        if self.selected_space is not None:
            return ("Place this dune", "Click a glowing hex: it must touch another dune.")
        done = len(view.actions_done)
        if isinstance(options["pass"], EndTurn):
            return ("Land, or end your turn", "Your actions are done. If you are sure your "
                    "agent's dune now stands clear, land on it; otherwise end your turn "
                    "(Enter).")
        if options["pass"] and not (options["push"] or options["pull"] or options["place"]):
            return "Stuck", "No action is open to you: pass the turn."
        ordinals = ("First", "Second", "Third", "Fourth", "Fifth")
        ordinal = ordinals[done] if done < len(ordinals) else "Next"
        return (f"{ordinal} action of {view.rules.actions_per_turn}",
                "Click a dune to push or pull it, or a dune in the holding area to place it. "
                "You can also drag. Or land the mothership if you think the time has come.")

    def status_line(self) -> str:
        line = super().status_line()
        view = self.view()
        if view.phase is Phase.BEAM_DOWN:
            return f"Beamin Down - {line}"
        return f"{line}  -  Round {view.round}" if view.outcome is None else line

    def results_lines(self) -> list[str]:
        outcome = self.state.outcome()
        if outcome is None:
            return []
        reasons = {"landed": "The mothership landed on a cleared dune.",
                   "last_alive": "Every other alien was out.",
                   "rounds": "The round limit was reached."}
        return [reasons.get(outcome.reason, outcome.reason)]
