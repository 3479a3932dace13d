"""The Land the Mothership table: the hex desert, the holding area, the players and the log.

The scene renders `view_for(viewer)` (anonymous dunes) and offers only actions found in
`legal_actions()`. Every dune move is animated so an attentive player can follow a dune
with their eyes, which is the whole game: under the default memory rule nothing on screen
ever marks where your own agent hides.

All dunes look alike, on the board, in flight, under the pointer and in the holding area, as
the physical tiles do: the art never changes under a moving dune (the decision is written
in `board.py`). What the board adds to the view is public: margin labels for the log's
coordinates, the previous turn's moves as trails, a recap of the turns since yours (from
the public events), a legend, and a landing warning counting the named dune's neighbours.

Drawing lives in `board.py` (the desert) and `panels.py` (everything around it).
"""

from __future__ import annotations

import math
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
from shifting_sands.core.widgets import Button
from shifting_sands.games.mothership.rules.actions import (
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
from shifting_sands.games.mothership.rules.hexgrid import cell_name, is_edge, neighbours, space_name
from shifting_sands.games.mothership.rules.log import describe
from shifting_sands.games.mothership.rules.view import MothershipView, Phase
from shifting_sands.games.mothership.table import history
from shifting_sands.games.mothership.table.board import BOARD_AREA, DesertPainter, Flight, Landing
from shifting_sands.games.mothership.table.layout import (
    HexLayout,
    clamp_pan,
    fitting_size,
    zoom_about,
)
from shifting_sands.games.mothership.table.options import index_actions, no_options
from shifting_sands.games.mothership.table.panels import (
    ACTION_PANEL,
    BUTTON_ROW,
    Banner,
    PanelPainter,
)

ZOOMS = (1.0, 1.25, 1.5, 1.8, 2.2)
"""Zoom steps; the first is the fitted view, and the board never shrinks below it."""
DRAG_DISTANCE = 14.0
BOARD_FIT = (BOARD_AREA[2] - 12, BOARD_AREA[3] - 12)


class MothershipScene(DesertPainter, PanelPainter, GameScene):
    ends_turn = (Pass, EndTurn)
    still_skip = frozenset({"_floor", "_desert_items", "_desert_plan", "public_events",
                            "tool_buttons"})
    """Left out of the still key (issue 37): the floor and the desert's items only cache
    what the table, the rotation, zoom and pan decide; the public events change only with
    the log, which the key counts; the tool buttons are all in `widgets` too. Walking the
    events and the buttons again took about a third of a millisecond of every frame."""

    def __init__(self, app, match) -> None:
        self.rotation = 0
        self.zoom_index = 0
        self.pan = (0.0, 0.0)
        self.selected_cell: int | None = None
        self.selected_space: int | None = None
        self.landing_mode = False
        self.confirm_landing: int | None = None
        self.hover_cell: int | None = None
        self.drag_start: tuple[float, float] | None = None
        self.dragging = False
        self.press_on_selection = False
        self.drop_point: tuple[float, float] | None = None
        self.pointer = (0.0, 0.0)
        self.hidden_cells: set[int] = set()
        self.hidden_spaces: set[int] = set()
        self.flights: list[Flight] = []
        self.landing: Landing | None = None
        self.banner: Banner | None = None
        self.public_events: list[tuple[int, Any]] = []
        """(action index, event) of every event so far: public, as the log that prints them."""
        super().__init__(app, match)
        x, y, _w, _h = ACTION_PANEL
        row = y + BUTTON_ROW
        self.land_button = Button((x + 20, row, 200, 50), label="Land here...",
                                  icon="mothership/icons/land.png", on_click=self.toggle_landing,
                                  tooltip="Name the dune hiding your agent")
        self.peek_button = Button((x + 232, row, 132, 50), label="Peek",
                                  icon="mothership/icons/peek.png", on_click=self.peek,
                                  tooltip="See where your agent is (once a turn)")
        self.pass_button = Button((x + 232, row, 132, 50), label="Pass",
                                  on_click=self.end_turn, tooltip="Enter")
        self.confirm_button = Button((x + 20, row, 344, 50), label="Confirm",
                                     primary=True, on_click=self.confirm)
        for button in (self.land_button, self.peek_button, self.pass_button,
                       self.confirm_button):
            self.widgets.add(button)
        tools = [("rotate_left", lambda: self.rotate(-1), "Rotate left (Q)"),
                 ("rotate_right", lambda: self.rotate(1), "Rotate right (E)"),
                 ("zoom_out", lambda: self.zoom(-1), "Zoom out (-)"),
                 ("zoom_in", lambda: self.zoom(1), "Zoom in (+)"),
                 ("zoom_reset", self.reset_zoom, "Fit the desert (0 or Home)")]
        self.tool_buttons = []
        for i, (icon, action, tip) in enumerate(tools):
            button = Button((844 + i * 48, 10, 44, 40), icon=f"mothership/icons/{icon}.png",
                            on_click=action, tooltip=tip)
            self.tool_buttons.append(button)
            self.widgets.add(button)
        self.zoom_reset_button = self.tool_buttons[-1]

    # -- view helpers -------------------------------------------------------------------------
    @property
    def rules(self):
        return self.view().rules

    def base_centre(self) -> tuple[float, float]:
        bx, by, bw, bh = BOARD_AREA
        return (bx + bw / 2, by + bh / 2)

    def layout(self) -> HexLayout:
        rules = self.rules
        size = fitting_size(rules.width, rules.height, BOARD_FIT, self.rotation)
        size *= ZOOMS[self.zoom_index]
        cx, cy = self.base_centre()
        centre = (cx + self.pan[0], cy + self.pan[1])
        return HexLayout(rules.width, rules.height, size, centre, self.rotation)

    def turn_history(self) -> list[history.Turn]:
        """The public events grouped into turns (see history.py)."""
        return self.cached("history", lambda: history.turns(e for _i, e in self.public_events))

    def previous_turn(self) -> history.Turn | None:
        return history.previous_turn(self.turn_history())

    def recap(self) -> list[history.Turn]:
        """The turns since the viewer's last one (the viewer's own turn under way left out)."""
        if self.view().phase is Phase.BEAM_DOWN:
            return []
        return history.since_last_turn(self.turn_history(), self.viewer)

    def crowding(self, cell: int) -> list[int]:
        """The named dune's neighbours that hold a dune: on the board, in everyone's sight."""
        view = self.view()
        return [n for n in neighbours(cell, view.rules.width, view.rules.height)
                if view.occupied[n]]

    def landing_warning(self, cell: int) -> str | None:
        """Why a landing on `cell` cannot succeed, from public facts (edge, dune neighbours);
        None when nothing on the board rules it out."""
        rules = self.view().rules
        name = cell_name(cell, rules.width)
        if is_edge(cell, rules.width, rules.height):
            return f"{name} lies on the edge of the island: a landing there always fails."
        crowded = len(self.crowding(cell))
        if crowded:
            held = "still holds a dune" if crowded == 1 else "still hold dunes"
            return f"{crowded} of its 6 neighbours {held}: this landing will fail."
        return None

    def options(self) -> dict[str, Any]:
        """The legal actions, indexed the way clicks need them (options.py)."""
        if not self.my_turn:
            return no_options()
        return self.cached("options", lambda: index_actions(self.legal()))

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
        kept = len(self.match.log)
        self.public_events = [(i, e) for i, e in self.public_events if i < kept]

    def _add_log(self, index: int, events: list[Any]) -> None:
        super()._add_log(index, events)
        self.public_events.extend((index, event) for event in events)

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

    def confirm_key(self) -> None:
        """Enter: as the main button, except that a doomed landing needs a deliberate click."""
        if self.confirm_landing is not None and self.landing_warning(
                self.confirm_landing) is not None:
            self.say(f"This landing will fail: click \"{self.confirm_button.label}\" if you "
                     "are sure.")
            return
        self.confirm()

    def rotate(self, step: int) -> None:
        self.rotation = (self.rotation + step) % 6
        self.pan = (0.0, 0.0)

    def zoom(self, step: int, about: tuple[float, float] | None = None) -> None:
        """One zoom step in or out, never smaller than the fitted view; the point under the
        pointer (or the middle of the view) stays put."""
        before = ZOOMS[self.zoom_index]
        self.zoom_index = max(0, min(len(ZOOMS) - 1, self.zoom_index + step))
        after = ZOOMS[self.zoom_index]
        base = self.base_centre()
        pan = zoom_about(self.pan, base, about or base, after / before)
        self.pan = clamp_pan(pan, BOARD_FIT, after)

    def reset_zoom(self) -> None:
        self.zoom_index = 0
        self.pan = (0.0, 0.0)

    def pan_by(self, dx: float, dy: float) -> None:
        self.pan = clamp_pan((self.pan[0] + dx, self.pan[1] + dy), BOARD_FIT,
                             ZOOMS[self.zoom_index])

    # -- dragging ----------------------------------------------------------------------------------
    def dragged_cells(self) -> set[int]:
        """The board cell whose dune is being dragged (drawn under the pointer instead)."""
        if self.dragging and self.selected_cell is not None:
            return {self.selected_cell}
        return set()

    def dragged_space(self) -> int | None:
        return self.selected_space if self.dragging else None

    def drag_ghost(self) -> tuple[float, float] | None:
        """Where the dragged dune is drawn: at the pointer, while a dune is dragged."""
        if self.dragging and (self.selected_cell is not None or self.selected_space is not None):
            return self.pointer
        return None

    # -- input -------------------------------------------------------------------------------------
    def handle_board(self, intent: Intent) -> None:
        if isinstance(intent, PointerMove):
            self.pointer = intent.pos
            self.hover_cell = self.layout().cell_at(intent.pos) if self.in_board(
                intent.pos) else None
            if self.drag_start is not None and math.dist(self.drag_start,
                                                         intent.pos) > DRAG_DISTANCE:
                self.dragging = self.drag_ghost_allowed()
            return
        if isinstance(intent, Scroll) and self.in_board(self.pointer):
            self.zoom(1 if intent.dy > 0 else -1, about=self.pointer)
            return
        if isinstance(intent, Key):
            self.handle_key(intent.key)
            return
        if isinstance(intent, Confirm):
            self.confirm_key()
            return
        if isinstance(intent, PointerDown) and self.banner is not None:
            x, y, w, h = self.banner_rect()
            inside = x <= intent.pos[0] < x + w and y <= intent.pos[1] < y + h
            self.banner = None
            if inside:
                return
        if isinstance(intent, PointerDown) and intent.button == 3:
            self.clear_selection()
            return
        if isinstance(intent, PointerDown):
            self.drag_start = intent.pos
            self.dragging = False
            # Pressing the selected dune may start a drag: only a plain click unselects it.
            self.press_on_selection = self.on_selection(intent.pos)
            if not self.press_on_selection:
                self.click(intent.pos)
        elif isinstance(intent, PointerUp) and self.drag_start is not None:
            start, self.drag_start = self.drag_start, None
            self.dragging = False
            if math.dist(start, intent.pos) > DRAG_DISTANCE:
                self.drop_point = intent.pos
                self.click(intent.pos, dropped=True)
                self.drop_point = None
            elif self.press_on_selection:
                self.click(start)

    def on_selection(self, pos: tuple[float, float]) -> bool:
        if self.selected_space is not None and self.space_at(pos) == self.selected_space:
            return True
        return (self.selected_cell is not None and self.in_board(pos)
                and self.layout().cell_at(pos) == self.selected_cell)

    def drag_ghost_allowed(self) -> bool:
        return self.my_turn and not self.landing_mode and (
            self.selected_cell is not None or self.selected_space is not None)

    def handle_key(self, key: int) -> None:
        steps = {pygame.K_LEFT: (40, 0), pygame.K_RIGHT: (-40, 0), pygame.K_UP: (0, 40),
                 pygame.K_DOWN: (0, -40)}
        if key == pygame.K_q:
            self.rotate(-1)
        elif key == pygame.K_e:
            self.rotate(1)
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom(-1)
        elif key in (pygame.K_0, pygame.K_KP0, pygame.K_HOME):
            self.reset_zoom()
        elif key in steps:
            self.pan_by(*steps[key])

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
            return self.explained(Pull(src, space),
                                  "A pull is not open now (you may already have pulled).")
        if cell is not None and view.occupied[cell]:
            return "A dune can only be pushed into an empty hex."
        return self.explained(Push(src, cell),
                              "A push moves a dune one hex, into an adjacent empty hex.")

    def why_not_place(self, cell: int) -> str:
        return self.explained(Place(self.selected_space, cell),
                              "A placed dune must touch at least one other dune.")

    def explained(self, action: Any, fallback: str) -> str:
        """The rules' own reason for refusing `action`, or `fallback` where they have only
        their general one (the board's geometry says it better)."""
        reason = self.state.explain_illegal(action)
        if reason is None or reason == "That is not open to you now.":
            return fallback
        return reason

    # -- animation ---------------------------------------------------------------------------------
    def animate(self, events: list[Any]) -> None:
        layout = self.layout()
        size = layout.size
        # A dropped dune settles from where the pointer let it go, not from its old hex.
        dropped, self.drop_point = self.drop_point, None
        for event in events:
            if isinstance(event, DunePushed):
                self.app.sounds.play("slide")
                self._fly(dropped or layout.centre_of(event.src), layout.centre_of(event.dst),
                          size, hide_cell=event.dst)
            elif isinstance(event, DunePulled):
                self.app.sounds.play("card")
                self._fly(dropped or layout.centre_of(event.cell), self._slot_centre(event.space),
                          size, hide_space=event.space)
            elif isinstance(event, DunePlaced):
                self.app.sounds.play("slide")
                self._fly(dropped or self._slot_centre(event.space),
                          layout.centre_of(event.cell), size, hide_cell=event.cell)
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
        who = self.name(event.seat)
        sentence = describe(event, self.match.names) or ""
        cell_y = self.layout().centre_of(event.cell)[1]
        if event.success:
            self.banner = Banner(f"{who} landed the mothership!", sentence, theme.GOOD, cell_y)
        else:
            self.banner = Banner(f"{who} is out: the landing failed", sentence, theme.DANGER,
                                 cell_y)

        def update(t: float) -> None:
            landing.t = t

        def done() -> None:
            if not landing.success:
                self.landing = None

        self.tweens.add(2.4, update, ease=lambda t: t, on_done=done)

    # -- the frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.update_banner(dt)

    def _show_results(self, dt: float) -> None:
        if self.banner is None:  # the landing's banner first, then the results
            super()._show_results(dt)

    def draw_static(self, canvas: Canvas) -> None:
        super().draw_static(canvas)
        self.draw_static_panels(canvas)

    def backdrop_key(self) -> tuple:
        return (*super().backdrop_key(), self.rules.id, len(self.match.seats))

    def visible_spaces(self) -> range:
        return range(self.rules.holding_spaces)

    def draw_board(self, canvas: Canvas) -> None:
        view: MothershipView = self.view()
        self.zoom_reset_button.enabled = self.zoom_index > 0 or self.pan != (0.0, 0.0)
        self.draw_players(canvas, view)
        self.draw_holding(canvas, view)
        self.draw_desert(canvas, view)
        self.draw_action_panel(canvas, view)
        self.draw_banner(canvas)

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
                   "lost_agent": "The last agent was stranded off the island.",
                   "time_up": "The round limit was reached."}
        return [reasons.get(outcome.reason, outcome.reason)]
