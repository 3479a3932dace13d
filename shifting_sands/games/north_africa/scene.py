"""The North Africa table: the theatre map (zoom with the wheel about the pointer, drag or
arrow keys to pan, Home to reset) with its spaces, roads, control and unit piles; beside it
the turn track, VP and RP, the prompt with its buttons and the log; below it the hand.

The scene renders the view of the seat at the keyboard and offers only what
`legal_actions()` holds: a unit glows when it has something to do, its reachable spaces glow
when it is selected, and every button is made from a legal action. A click that matches no
legal action is explained in the rules' words (`explain_illegal`). Painting lives in
`map_painter`, `counters`, `panels` and `combat_panel`; derived data in `scene_queries`.
"""

from __future__ import annotations

from collections.abc import Callable
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
from shifting_sands.core.widgets import Button
from shifting_sands.games.north_africa import actions as a
from shifting_sands.games.north_africa import scene_queries as q
from shifting_sands.games.north_africa.camera import Camera
from shifting_sands.games.north_africa.combat_panel import (
    CombatShow,
    draw_combat,
    draw_result,
    record,
    tumble,
)
from shifting_sands.games.north_africa.counters import (
    Placed,
    counter_size,
    draw_badge,
    draw_counter,
    draw_supply,
    fan,
    fan_frame,
    pile,
)
from shifting_sands.games.north_africa.labels import label, unit_title
from shifting_sands.games.north_africa.layout import (
    ACTIONS_RECT,
    BUTTON_COLUMNS,
    BUTTON_ROWS,
    BUTTON_W,
    COMBAT_RECT,
    HAND_RECT,
    LIT,
    LOG_RECT,
    MAP_RECT,
    OWNER_COLOURS,
    RESET_BUTTON,
    RESULT_RECT,
    STATUS_RECT,
    SUPPLY_BUTTON,
    TARGET,
    art,
    button_rect,
    card_rect,
    inside,
)
from shifting_sands.games.north_africa.map_painter import (
    MapLayer,
    box_rect,
    names_shown,
    space_radius,
)
from shifting_sands.games.north_africa.panels import draw_actions, draw_hand, draw_status

ButtonSpec = tuple[str, Callable[[], None], bool]
UNIT_TO = (a.Move, a.Redeploy, a.Advance)
"""Actions that take a unit somewhere: select the unit, then click a lit space."""
UNIT_ONLY = (a.TakeLoss, a.Replace)
DRAG_SLOP = 6.0
GLIDE_SECONDS = 0.35
PAN_KEYS = {pygame.K_LEFT: (60, 0), pygame.K_RIGHT: (-60, 0), pygame.K_UP: (0, 60),
            pygame.K_DOWN: (0, -60)}
SIDES = ("Axis", "Allies")
COMBAT_EVENTS = (a.Retreated, a.Displaced, a.Advanced, a.StepLost, a.ControlChanged,
                 a.Moved)


class NorthAfricaScene(GameScene):
    log_rect = LOG_RECT

    def __init__(self, app, match) -> None:
        self.camera = Camera()
        self.map_layer = MapLayer()
        self.pointer = (0.0, 0.0)
        self.hover_place: str | None = None
        self.fanned: str | None = None
        self.selected_unit: str | None = None
        self.selected_space: str | None = None
        self.selected_target: str | None = None
        self.selected_card: str | None = None
        self.supply_overlay = False
        self.page = 0
        self.press: tuple[float, float] | None = None
        self.dragging = False
        self.placed: list[Placed] = []
        self.fan_rect: tuple[float, float, float, float] | None = None
        self._fan_camera: tuple[int, int, int] | None = None
        self.glides: dict[str, tuple[float, float]] = {}
        """Counters sliding from one space to another: where each is now (map pixels)."""
        self._window: tuple[tuple, pygame.Surface] | None = None
        self.panel_units: list[tuple[str, tuple[float, float, float, float]]] = []
        """The fight's counters on its panel, clickable to take a loss."""
        self.combat_show: CombatShow | None = None
        self.last_card = ""
        self.action_buttons: list[Button] = []
        self._button_key: tuple | None = None
        super().__init__(app, match)
        self.content = self.state.content
        self.board = self.content.board
        self.spaces = {s.name: s for s in self.board.spaces}
        self.supply_button = Button(SUPPLY_BUTTON, label="Supply", on_click=self.toggle_supply,
                                    tooltip="Supply overlay (S)", size=14)
        self.reset_button = Button(RESET_BUTTON, label="Home", on_click=self.reset_view,
                                   tooltip="Reset the map view (Home)", size=14)
        self.widgets.add(self.supply_button)
        self.widgets.add(self.reset_button)
        self._replay_last_card()

    # -- what is shown ----------------------------------------------------------------
    def mine(self) -> bool:
        seat = self.state.current_player
        return (not self.state.is_terminal() and seat >= 0 and seat == self.viewer
                and not self.match.seats[seat].is_bot)

    def my_legal(self) -> list[Any]:
        return self.cached("legal", self.state.legal_actions) if self.mine() else []

    def units_at(self) -> dict[str, list[str]]:
        return self.cached("units_at", lambda: q.units_by_place(self.view()))

    def supply(self) -> dict[str, str]:
        return self.cached("supply", lambda: q.supply_by_unit(self.view()))

    def factors(self, unit: str) -> str:
        return q.factors(self.view(), unit)

    def unit_moves(self) -> dict[str, dict[str, Any]]:
        """Unit -> {destination: action} for the legal Move/Redeploy/Advance/Rebuild."""
        def make() -> dict[str, dict[str, Any]]:
            found: dict[str, dict[str, Any]] = {}
            for action in self.my_legal():
                if isinstance(action, UNIT_TO):
                    found.setdefault(action.unit, {})[action.to] = action
                elif isinstance(action, a.Rebuild):
                    found.setdefault(action.unit, {})[action.where] = action
            return found

        return self.cached("unit_moves", make)

    def unit_acts(self) -> dict[str, Any]:
        """Unit -> its legal TakeLoss or Replace (one click does it)."""
        return self.cached("unit_acts", lambda: {x.unit: x for x in self.my_legal()
                                                 if isinstance(x, UNIT_ONLY)})

    def space_acts(self) -> dict[str, list[Any]]:
        """Space -> the legal actions a click on it may lead to (Activate, Attack on it as
        target, Retreat, Displace)."""
        def make() -> dict[str, list[Any]]:
            found: dict[str, list[Any]] = {}
            for x in self.my_legal():
                if isinstance(x, a.Activate):
                    found.setdefault(x.space, []).append(x)
                elif isinstance(x, a.Attack):
                    found.setdefault(x.target, []).append(x)
                elif isinstance(x, a.Retreat | a.Displace):
                    found.setdefault(x.to, []).append(x)
            return found

        return self.cached("space_acts", make)

    def lit_spaces(self) -> dict[str, tuple[int, int, int]]:
        """Spaces to light, with the light's colour."""
        lit: dict[str, tuple[int, int, int]] = {}
        if self.selected_unit is not None:
            for place in self.unit_moves().get(self.selected_unit, {}):
                lit[place] = LIT
            return lit
        for space, acts in self.space_acts().items():
            attack = any(isinstance(x, a.Attack) for x in acts)
            lit[space] = TARGET if attack else LIT
        if self.selected_target is not None:
            for x in self.space_acts().get(self.selected_target, []):
                if isinstance(x, a.Attack):
                    for s in x.spaces:
                        lit[s] = (255, 140, 60)
        return lit

    def secrets_on_screen(self, seat: int) -> bool:
        return True

    def handoff_reason(self) -> str:
        return "Your hand of cards stays hidden until you are ready."

    def on_viewer_changed(self) -> None:
        self.clear_selection()
        self.fanned = None
        # the pointer moved over the hand-off screen: the table learns where it is now
        self.pointer = self.app_pointer()

    def on_undo(self) -> None:
        self.clear_selection()

    def clear_selection(self) -> None:
        self.selected_unit = self.selected_space = self.selected_target = None
        self.selected_card = None
        self.page = 0
        self._button_key = None

    # -- acting ------------------------------------------------------------------------
    def act(self, action: Any) -> None:
        if self.tweens.busy:
            self.tweens.finish_all()
        if not self.mine():
            if not self.state.is_terminal():
                self.say(f"Wait: it is {self.name(self.state.current_player)}'s move.")
            return
        self.clear_selection()
        self.submit(action)

    def try_action(self, action: Any) -> bool:
        """Submit `action` if legal; else say why (the rules' words) and change nothing."""
        if action in self.my_legal():
            self.act(action)
            return True
        if not self.mine():
            self.act(action)
            return False
        self.say(self.state.explain_illegal(action) or "That is not possible now.")
        return False

    def toggle_supply(self) -> None:
        self.supply_overlay = not self.supply_overlay

    def reset_view(self) -> None:
        self.camera.reset()

    def animate(self, events: list[Any]) -> None:
        for event in events:
            show = self.combat_show
            if (show is not None and show.ended is not None
                    and not isinstance(event, COMBAT_EVENTS)):
                show.closed = True  # the next thing happens: the fight gives way
            if isinstance(event, a.CardPlayed):
                self.last_card = (f"{SIDES[event.side]} played a {event.ops}-OPS card "
                                  f"for {event.use.upper()}")
            elif isinstance(event, a.AutomaticOperationTaken):
                self.last_card = f"{SIDES[event.side]} took the automatic operation"
            self.combat_show = record(self.combat_show, event, self.content,
                                      self.app.settings.animation_factor > 0)
            self.glide(event)
            if isinstance(event, a.FlankRolled | a.Fired) and self.app.settings.animation_factor:
                self.tweens.wait(0.75, lambda: None)
            if isinstance(event, a.CombatEnded) and self.app.settings.animation_factor:
                self.tweens.wait(0.6, lambda: None)

    def glide(self, event: Any) -> None:
        """A counter that changed place slides there (the pile shows it on arrival)."""
        if not self.app.settings.animation_factor:
            return
        if isinstance(event, a.Moved | a.Advanced | a.Redeployed):
            units, frm, to = (event.unit,), event.frm, event.to
        elif isinstance(event, a.Retreated | a.Displaced) and event.to:
            units, frm, to = tuple(event.units), event.frm, event.to
        else:
            return
        if frm not in self.spaces or to not in self.spaces:
            return
        start = (self.spaces[frm].x, self.spaces[frm].y)
        end = (self.spaces[to].x, self.spaces[to].y)
        for unit in units:
            def update(t: float, unit: str = unit) -> None:
                self.glides[unit] = (start[0] + (end[0] - start[0]) * t,
                                     start[1] + (end[1] - start[1]) * t)

            self.tweens.add(GLIDE_SECONDS, update,
                            on_done=lambda unit=unit: self.glides.pop(unit, None))

    def _replay_last_card(self) -> None:
        for _index, sentence in reversed(self.log):
            if " plays " in sentence or "automatic operation" in sentence:
                self.last_card = sentence if len(sentence) < 56 else sentence[:53] + "..."
                break

    # -- buttons -------------------------------------------------------------------------
    def panel_content(self) -> tuple[str, list[str], list[ButtonSpec]]:
        state = self.state
        if state.is_terminal():
            return ("The war is over", [], [])
        if not self.mine():
            seat = state.current_player
            who = "The dice" if seat < 0 else self.name(seat)
            return (f"{who} to act", ["Watch the map: the moves show as they are made."], [])
        legal = self.my_legal()
        prompt = state.prompt()
        title = prompt.text if prompt else ""
        content = self.content

        def button(action: Any, primary: bool = False, text: str | None = None) -> ButtonSpec:
            return (text or label(content, action), lambda: self.try_action(action), primary)

        specs: list[ButtonSpec] = []
        lines: list[str] = []
        phase = self.view().phase
        if phase == "discard":
            lines.append("Click a card to discard it, or draw.")
        elif phase == "action":
            if self.selected_card is not None:
                plays = [x for x in legal if isinstance(x, a.PlayCard)
                         and x.card == self.selected_card]
                specs += [button(x, x.use == "ops") for x in plays]
                specs.append(("Back", self.clear_selection, False))
                lines.append(f"Card {self.selected_card}: "
                             f"{content.cards.get(self.selected_card, 0)} OPS.")
            else:
                lines.append("Click a card in your hand to play it.")
        elif phase == "activate":
            if self.selected_space is not None:
                specs += [button(x, x.mode == "move",
                                 f"Activate to {'move' if x.mode == 'move' else 'attack'}")
                          for x in self.space_acts().get(self.selected_space, [])
                          if isinstance(x, a.Activate)]
                specs.append(("Back", self.clear_selection, False))
                lines.append(f"{self.selected_space}: move or attack?")
            else:
                lines.append("Click a lit space to activate it.")
        elif phase in ("move", "redeploy") or (phase == "combat" and any(
                isinstance(x, a.Advance) for x in legal)) or phase == "replace":
            if self.selected_unit is not None:
                lines.append(f"{unit_title(content, self.selected_unit)}: click a lit space.")
                if phase == "replace":
                    specs += [button(x) for x in self.unit_moves().get(self.selected_unit,
                                                                          {}).values()]
                specs.append(("Back", self.clear_selection, False))
            else:
                lines.append("Click a glowing unit, then a lit space.")
        elif phase == "attack":
            if self.selected_target is not None:
                specs += [button(x, i == 0) for i, x in enumerate(
                    self.space_acts().get(self.selected_target, [])) if isinstance(x, a.Attack)]
                specs.append(("Back", self.clear_selection, False))
                lines.append(f"Attack {self.selected_target}: choose the attacking spaces.")
            else:
                lines.append("Click a red space to attack it.")
        elif phase == "combat":
            lines.append("Click a glowing unit or a lit space, or choose below.")
        chosen = {id(x) for x in legal if isinstance(x, (*UNIT_TO, a.Rebuild, a.Activate,
                                                          a.Attack, a.PlayCard))}
        for x in legal:
            if id(x) in chosen or isinstance(x, a.Discard):
                continue
            if any(label(content, x) == s[0] for s in specs):
                continue
            specs.append(button(x, isinstance(x, a.Draw | a.EndMoves | a.EndAttacks)))
        return (title, lines, specs)

    def panel_words(self) -> tuple[str, list[str]]:
        title, lines, _specs = self.panel_content()
        return title, lines

    def playable(self) -> set[str]:
        return {x.card for x in self.my_legal() if isinstance(x, a.PlayCard | a.Discard)}

    def sync_buttons(self) -> None:
        key = (self.version, self.page, self.selected_card, self.selected_space,
               self.selected_target, self.selected_unit, self.mine())
        if key == self._button_key:
            return
        self._button_key = key
        for old in self.action_buttons:
            if old in self.widgets.widgets:
                self.widgets.widgets.remove(old)
        _title, _lines, specs = self.panel_content()
        room = BUTTON_COLUMNS * BUTTON_ROWS
        if len(specs) > room:
            per = room - 1
            pages = (len(specs) + per - 1) // per
            self.page %= pages
            specs = [*specs[self.page * per:(self.page + 1) * per],
                     (f"More ({self.page + 1}/{pages})", self.next_page, False)]
        self.action_buttons = []
        for index, (text, on_click, primary) in enumerate(specs):
            shown, size = self.fit_label(text)
            widget = Button(button_rect(index), label=shown, on_click=on_click,
                            tooltip=text if shown != text else "", primary=primary, size=size)
            self.action_buttons.append(widget)
            self.widgets.add(widget)

    def next_page(self) -> None:
        self.page += 1
        self._button_key = None

    def fit_label(self, text: str) -> tuple[str, int]:
        canvas = self.app.canvas
        room = BUTTON_W - 16
        for size in (15, 14, 13, 12):
            if canvas.text_width(text, size, "bold") <= room:
                return text, size
        while len(text) > 4 and canvas.text_width(text + "…", 12, "bold") > room:
            text = text[:-1]
        return text.rstrip() + "…", 12

    # -- input ---------------------------------------------------------------------------
    def handle_board(self, intent: Intent) -> None:
        if isinstance(intent, PointerMove):
            self.on_pointer(intent.pos)
            return
        if isinstance(intent, Scroll):
            if inside(MAP_RECT, self.pointer):
                self.camera.zoom_at(intent.dy, self.pointer)
                self.fanned = None
            return
        if isinstance(intent, Key):
            self.on_key(intent.key)
            return
        if isinstance(intent, Confirm):
            for x in self.my_legal():
                if isinstance(x, a.Draw | a.EndMoves | a.EndAttacks | a.EndActivation
                              | a.EndRedeploy | a.EndAdvance | a.EndReplacements):
                    self.act(x)
                    return
            return
        if isinstance(intent, PointerDown):
            if intent.button == 3:
                self.clear_selection()
                return
            if intent.button == 1 and inside(MAP_RECT, intent.pos):
                self.press = intent.pos
                self.dragging = False
                return
            if intent.button == 1:
                self.click_hand(intent.pos)
            return
        if isinstance(intent, PointerUp) and intent.button == 1 and self.press is not None:
            self.press = None
            if self.dragging:
                self.dragging = False
                return
            self.click_map(intent.pos)

    def on_key(self, code: int) -> None:
        if code in PAN_KEYS:
            self.camera.pan(*PAN_KEYS[code])
        elif code in (pygame.K_HOME, pygame.K_0):
            self.reset_view()
        elif code in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.camera.zoom_at(1, (MAP_RECT[0] + MAP_RECT[2] / 2, MAP_RECT[1] + MAP_RECT[3] / 2))
        elif code in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.zoom_at(-1, (MAP_RECT[0] + MAP_RECT[2] / 2,
                                     MAP_RECT[1] + MAP_RECT[3] / 2))
        elif code == pygame.K_s:
            self.toggle_supply()

    def on_pointer(self, pos: tuple[float, float]) -> None:
        previous = self.pointer
        self.pointer = pos
        if self.press is not None:
            if not self.dragging and (abs(pos[0] - self.press[0]) > DRAG_SLOP
                                      or abs(pos[1] - self.press[1]) > DRAG_SLOP):
                self.dragging = True
                self.fanned = None
                previous = self.press
            if self.dragging:
                self.camera.pan(pos[0] - previous[0], pos[1] - previous[1])
            return
        self.hover_place = self.place_at(pos) if inside(MAP_RECT, pos) else None
        if self.fan_rect is not None and inside(self.fan_rect, pos):
            return
        stack = self.pile_at(pos)
        self.fanned = stack if stack and len(self.units_at().get(stack, [])) > 1 else None
        self._fan_camera = self.camera.key()

    def place_at(self, pos: tuple[float, float]) -> str | None:
        """The space (or box) under a point of the map window."""
        camera = self.camera
        zoom = camera.zoom
        reach = max(space_radius(zoom) + 4, counter_size(zoom) * 0.6)
        best, best_d = None, reach * reach
        for space in self.board.spaces:
            if space.box:
                rect = box_rect(space, zoom, camera.to_screen)
                if inside(rect, pos):
                    return space.name
                continue
            sx, sy = camera.to_screen((space.x, space.y))
            d = (sx - pos[0]) ** 2 + (sy - pos[1]) ** 2
            if d < best_d:
                best, best_d = space.name, d
        return best

    def pile_at(self, pos: tuple[float, float]) -> str | None:
        for placed in reversed(self.placed):
            if inside(placed.rect, pos):
                return placed.place
        place = self.place_at(pos)
        return place if place and self.units_at().get(place) else None

    def unit_at(self, pos: tuple[float, float]) -> Placed | None:
        for placed in reversed(self.placed):
            if inside(placed.rect, pos):
                return placed
        return None

    def click_hand(self, pos: tuple[float, float]) -> None:
        view = self.view()
        for index in reversed(range(len(view.hand))):
            if inside(card_rect(index, len(view.hand)), pos):
                self.click_card(view.hand[index])
                return

    def click_card(self, card: str) -> None:
        phase = self.view().phase
        if phase == "discard":
            self.try_action(a.Discard(card))
            return
        if not self.mine():
            self.act(a.PlayCard(card, "ops"))
            return
        if any(isinstance(x, a.PlayCard) and x.card == card for x in self.my_legal()):
            self.selected_card = None if self.selected_card == card else card
            self._button_key = None
            return
        self.say(self.state.explain_illegal(a.PlayCard(card, "ops")) or "Not now.")

    def click_map(self, pos: tuple[float, float]) -> None:
        show = self.combat_show
        if show is not None and not show.closed:
            if show.ended is not None and inside(RESULT_RECT, pos):
                show.closed = True
                return
            if show.ended is None and inside(COMBAT_RECT, pos):
                for unit, rect in self.panel_units:
                    if inside(rect, pos):
                        self.click_unit(unit, dict(self.view().where).get(unit, ""))
                        return
                return
        placed = self.unit_at(pos)
        if placed is not None:
            self.click_unit(placed.unit, placed.place)
            return
        place = self.place_at(pos)
        if place is None:
            self.clear_selection()
            return
        self.click_space(place)

    def click_unit(self, unit: str, place: str) -> None:
        if not self.mine():
            self.act(a.EndMoves())  # says whose move it is
            return
        acts = self.unit_acts()
        if unit in acts:
            self.act(acts[unit])
            return
        moves = self.unit_moves()
        if self.selected_unit is not None and place in moves.get(self.selected_unit, {}):
            self.act(moves[self.selected_unit][place])
            return
        if unit in moves:
            self.selected_unit = None if self.selected_unit == unit else unit
            self._button_key = None
            return
        self.click_space(place, unit)

    def click_space(self, place: str, unit: str | None = None) -> None:
        if not self.mine():
            self.act(a.EndMoves())
            return
        moves = self.unit_moves()
        if self.selected_unit is not None:
            action = moves.get(self.selected_unit, {}).get(place)
            if action is not None:
                self.act(action)
                return
        acts = self.space_acts().get(place, [])
        direct = [x for x in acts if isinstance(x, a.Retreat | a.Displace)]
        if direct:
            self.act(direct[0])
            return
        if any(isinstance(x, a.Activate) for x in acts):
            self.selected_space, self.page = place, 0
            self._button_key = None
            return
        if any(isinstance(x, a.Attack) for x in acts):
            self.selected_target, self.page = place, 0
            self._button_key = None
            return
        mine = [u for u in self.units_at().get(place, []) if u in moves]
        if mine:
            self.selected_unit = mine[0]
            self._button_key = None
            return
        self.say(self.state.explain_illegal(self.probe(place, unit)) or "Nothing to do there.")

    def probe(self, place: str, unit: str | None) -> Any:
        """The action a click on `place` would have asked for, to explain its refusal."""
        phase = self.view().phase
        if self.selected_unit is not None:
            kind = {"move": a.Move, "redeploy": a.Redeploy}.get(phase, a.Advance)
            return kind(self.selected_unit, place)
        if phase == "activate":
            return a.Activate(place, "move")
        if phase == "attack":
            return a.Attack(place, ())
        if phase == "move" and unit is not None:
            return a.Move(unit, place)
        if phase == "combat":
            return a.Retreat(place) if unit is None else a.TakeLoss(unit)
        if phase == "replace" and unit is not None:
            return a.Replace(unit)
        return a.Activate(place, "move")

    # -- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        tumble(self.combat_show, dt)
        show = self.combat_show
        if show is not None and show.ended is None:
            fight = self.view().combat_data()
            if fight and fight["steps"] and fight["steps"][0] in ("flank", "fire:a", "fire:d"):
                show.plans = self.cached("plans", lambda: q.fire_plans(self.view()))
        self.sync_buttons()

    # -- drawing -----------------------------------------------------------------------------
    def draw_board(self, canvas: Canvas) -> None:
        self.sync_buttons()
        view = self.view()
        self.supply_button.primary = self.supply_overlay
        if self.fanned is not None and self._fan_camera != self.camera.key():
            self.fanned = None  # the map moved under the pointer: the fan folds
        key = (self.version, self.camera.key(), tuple(self.glides.items()), self.fanned,
               self.selected_unit, self.selected_space, self.selected_target, self.supply_overlay,
               self.hover_place if not names_shown(self.camera.zoom) else None)
        self.draw_map_window(canvas, key, view)
        canvas.rect(theme.INK, MAP_RECT, 4, 2)
        # the panels change only with the table: one cached layer each
        canvas.layer("na-status", (self.version, self.last_card), STATUS_RECT,
                     lambda c: draw_status(c, view, self.content.tables, self.last_card))
        canvas.layer("na-actions", (self._button_key,), ACTIONS_RECT,
                     lambda c: draw_actions(c, *self.panel_words()))
        hover = next((i for i in reversed(range(len(view.hand)))
                      if inside(card_rect(i, len(view.hand)), self.pointer)), None)
        canvas.layer("na-hand", (self.version, self.selected_card, hover), HAND_RECT,
                     lambda c: draw_hand(c, view, self.content.cards, self.selected_card,
                                         self.playable(), hover))
        show = self.combat_show
        self.panel_units = []
        if show is not None and not show.closed:
            if show.ended is None:
                plans = self.cached("plans", lambda: q.fire_plans(view))
                self.panel_units = draw_combat(canvas, show, view, self.content,
                                               plans, self.factors,
                                               set(self.unit_acts()))
            else:
                draw_result(canvas, show)
        self.draw_hover_note(canvas)

    def draw_map_window(self, canvas: Canvas, key: tuple, view: Any) -> None:
        """The map and everything on it, composed into one opaque surface per `key`: an
        idle frame costs one plain blit, not a map blit plus a translucent layer."""
        target = canvas.to_screen(MAP_RECT)
        full_key = (*key, target.size, canvas.scale, canvas.offset)
        if self._window is None or self._window[0] != full_key:
            surface = pygame.Surface(target.size)
            if pygame.display.get_surface() is not None:
                surface = surface.convert()
            saved = canvas.screen, canvas.offset
            canvas.screen = surface
            canvas.offset = (saved[1][0] - target.x, saved[1][1] - target.y)
            try:
                self.map_layer.blit(canvas, self.board, self.camera)
                self.draw_units(canvas, view)
            finally:
                canvas.screen, canvas.offset = saved
            self._window = (full_key, surface)
        canvas.screen.blit(self._window[1], target.topleft)

    def draw_units(self, canvas: Canvas, view: Any) -> None:
        """Control rings, lights, activation marks, piles, boxes' units and the fan."""
        camera = self.camera
        zoom = camera.zoom
        radius = space_radius(zoom)
        owner = view.owner()
        lit = self.lit_spaces()
        op = view.op_data() or {}
        activated = op.get("activated", {})
        for space in self.board.spaces:
            if space.box:
                continue
            centre = camera.to_screen((space.x, space.y))
            if not inside(MAP_RECT, centre):
                continue
            colour = OWNER_COLOURS.get(owner.get(space.name, ""), None)
            if colour:
                canvas.circle(colour, centre, radius + 1.5, 3)
            if space.name in lit:
                canvas.circle(theme.BONE, centre, radius + 8, 2)
                canvas.circle(lit[space.name], centre, radius + 5, 4)
            if space.name in (self.selected_space, self.selected_target):
                canvas.circle(theme.BONE, centre, radius + 9, 2)
        units_at = self.units_at()
        size = counter_size(zoom)
        self.placed = []
        movable = set(self.unit_moves()) | set(self.unit_acts())
        supply = self.supply() if self.supply_overlay else {}
        reduced = set(view.reduced)
        for place, found in units_at.items():
            units = [u for u in found if u not in self.glides]
            space = self.spaces.get(place)
            if not units:
                continue
            if space is None:
                continue
            if space.box:
                self.draw_box_units(canvas, space, units, movable, reduced)
                continue
            spot = camera.to_screen((space.x, space.y))
            centre = (spot[0], spot[1] - size * 0.3)
            if not inside((MAP_RECT[0] - size, MAP_RECT[1] - size, MAP_RECT[2] + 2 * size,
                           MAP_RECT[3] + 2 * size), centre):
                continue
            if place == self.fanned:
                continue
            stack = pile(units, centre, size, place)
            for placed in stack:
                self.draw_placed(canvas, placed, movable, reduced, supply)
            self.placed.extend(stack)
            if place in lit:
                # the pile hides the space's ring: outline the pile itself
                left = min(p.rect[0] for p in stack) - 4
                top = min(p.rect[1] for p in stack) - 4
                right = max(p.rect[0] + p.rect[2] for p in stack) + 4
                bottom = max(p.rect[1] + p.rect[3] for p in stack) + 4
                canvas.rect(lit[place], (left, top, right - left, bottom - top), 7, 3)
            if len(units) > 1:
                draw_badge(canvas, len(units), stack[-1].rect)
            mode = activated.get(place)
            if mode:
                marker = art(f"marker_{mode}.png")
                rect = (centre[0] - size * 0.9, centre[1] - size * 1.15, size * 0.6, size * 0.6)
                if marker:
                    canvas.image(marker, rect)
                else:
                    canvas.circle(theme.DANGER if mode == "attack" else theme.TEAL,
                                  (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2), rect[2] / 2)
        for unit, spot in self.glides.items():
            x, y = camera.to_screen(spot)
            draw_counter(canvas, self.content.units[unit], self.factors(unit), unit in reduced,
                         (x - size / 2, y - size * 0.8, size, size))
        self.fan_rect = None
        if self.fanned and self.fanned in units_at:
            self.draw_fan(canvas, self.fanned, units_at[self.fanned], movable, reduced, supply)
        if not names_shown(zoom) and self.hover_place and not self.fanned:
            space = self.board.space(self.hover_place)
            if not space.box:
                centre = camera.to_screen((space.x, space.y))
                canvas.text(space.name, (centre[0], centre[1] + radius + 3), 14, theme.INK,
                            "bold", anchor="midtop")

    def draw_placed(self, canvas: Canvas, placed: Placed, movable: set[str],
                    reduced: set[str], supply: dict[str, str]) -> None:
        unit = self.content.units[placed.unit]
        selected = placed.unit == self.selected_unit
        if placed.unit in movable and not selected:
            x, y, w, h = placed.rect
            canvas.rect(LIT, (x - 3, y - 3, w + 6, h + 6), 6)
        draw_counter(canvas, unit, self.factors(placed.unit), placed.unit in reduced,
                     placed.rect, selected)
        if supply and placed.unit in supply:
            draw_supply(canvas, supply[placed.unit], placed.rect)

    def draw_fan(self, canvas: Canvas, place: str, units: list[str], movable: set[str],
                 reduced: set[str], supply: dict[str, str]) -> None:
        space = self.board.space(place)
        if space.box:
            rect = box_rect(space, self.camera.zoom, self.camera.to_screen)
            centre = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        else:
            centre = self.camera.to_screen((space.x, space.y))
        spread = fan(units, centre, MAP_RECT, place)
        frame = fan_frame(spread)
        self.fan_rect = (frame[0] - 10, frame[1] - 10, frame[2] + 20, frame[3] + 20)
        canvas.rect((247, 238, 220, 235), frame, 8)
        canvas.rect(theme.DEEP_CLAY, frame, 8, 2)
        for placed in spread:
            self.draw_placed(canvas, placed, movable, reduced, supply)
        self.placed.extend(spread)

    def draw_box_units(self, canvas: Canvas, space: Any, units: list[str], movable: set[str],
                       reduced: set[str]) -> None:
        zoom = self.camera.zoom
        x, y, w, h = box_rect(space, zoom, self.camera.to_screen)
        if not (x + w > MAP_RECT[0] and x < MAP_RECT[0] + MAP_RECT[2]
                and y + h > MAP_RECT[1] and y < MAP_RECT[1] + MAP_RECT[3]):
            return
        if space.name == self.fanned:
            return
        size = max(14.0, min(30.0, (h - 22) * 0.8))
        per_row = max(1, int((w - 8) // (size * 0.55)))
        shown = units[:per_row]
        for index, unit in enumerate(shown):
            rect = (x + 4 + index * size * 0.55, y + h - size - 4, size, size)
            placed = Placed(unit, rect, space.name)
            self.draw_placed(canvas, placed, movable, reduced, {})
            self.placed.append(placed)
        canvas.text(f"{len(units)}", (x + w - 6, y + 4), 12, theme.INK, "bold",
                    anchor="topright")

    def draw_hover_note(self, canvas: Canvas) -> None:
        """The unit under the pointer, named with its factors and supply."""
        if not inside(MAP_RECT, self.pointer) or self.press is not None:
            return
        placed = self.unit_at(self.pointer)
        if placed is None:
            return
        text = unit_title(self.content, placed.unit, self.factors(placed.unit))
        supply = self.supply().get(placed.unit)
        if supply and supply != "full":
            text += f" - {'limited supply' if supply == 'limited' else 'out of supply'}"
        width = canvas.text_width(text, 14) + 20
        x = min(max(self.pointer[0] - width / 2, MAP_RECT[0]), MAP_RECT[0] + MAP_RECT[2] - width)
        y = self.pointer[1] + 22
        if y + 26 > MAP_RECT[1] + MAP_RECT[3]:
            y = self.pointer[1] - 48
        canvas.rect((43, 29, 20, 230), (x, y, width, 26), 6)
        canvas.text(text, (x + width / 2, y + 13), 14, theme.BONE, anchor="center")

    def status_line(self) -> str:
        view = self.view()
        if self.state.is_terminal():
            return "Game over"
        seat = self.state.current_player
        side = SIDES[view.active] if view.active in (0, 1) else ""
        base = super().status_line()
        return f"{base} - {side}" if seat >= 0 and side and side not in base else base

    def results_lines(self) -> list[str]:
        result = self.view().result_data() or {}
        lines = [str(result.get("reason", ""))] if result else []
        lines.append(f"Final VP: {self.view().vp}")
        return [line for line in lines if line]

