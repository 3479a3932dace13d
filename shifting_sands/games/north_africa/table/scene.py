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

from typing import Any

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.font_warm import FontWarmer
from shifting_sands.core.game_scene import GameScene
from shifting_sands.core.widgets import Button, page_of
from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules import scene_queries as q
from shifting_sands.games.north_africa.rules.scenario import turns_played
from shifting_sands.games.north_africa.table import button_guard as guard
from shifting_sands.games.north_africa.table.camera import Camera
from shifting_sands.games.north_africa.table.card_faces import draw_detail, title_of, why_not
from shifting_sands.games.north_africa.table.combat_panel import (
    PANEL_FONTS,
    CombatShow,
    draw_combat,
    draw_result,
    record,
    tumble,
)
from shifting_sands.games.north_africa.table.counters import (
    Placed,
)
from shifting_sands.games.north_africa.table.labels import (
    card_note,
    label,
)
from shifting_sands.games.north_africa.table.layout import (
    ACTIONS_RECT,
    BUTTON_COLUMNS,
    BUTTON_ROWS,
    BUTTON_W,
    COMBAT_DETAIL_RECT,
    DETAIL_RECT,
    HAND_RECT,
    KEY_BUTTON,
    LIT,
    LOG_RECT,
    MAP_RECT,
    RESET_BUTTON,
    STATUS_RECT,
    STATUS_ROOM,
    SUPPLY_BUTTON,
    TARGET,
    THEIR_HAND_BUTTON,
    button_rect,
    card_rect,
    combat_button_rect,
    inside,
    seen_row_rect,
)
from shifting_sands.games.north_africa.table.map_input import MapInput
from shifting_sands.games.north_africa.table.map_painter import (
    MapLayer,
    names_shown,
)
from shifting_sands.games.north_africa.table.objectives import (
    draw_key,
    key_height,
    objective_spaces,
)
from shifting_sands.games.north_africa.table.overlays import MapOverlays
from shifting_sands.games.north_africa.table.panel_content import UNIT_TO, PanelContent
from shifting_sands.games.north_africa.table.panels import (
    draw_actions,
    draw_effect_note,
    draw_hand,
    draw_seen_hand,
    draw_status,
    effect_cards,
    hand_key,
    status_key,
)
from shifting_sands.games.north_africa.table.units_painter import UnitsPainter

UNIT_ONLY = (a.TakeLoss, a.Replace)
SIDES = ("Axis", "Allies")
COMBAT_EVENTS = (a.Retreated, a.Displaced, a.Advanced, a.StepLost, a.ControlChanged,
                 a.Moved)


WARM_CHARS_A_FRAME = 8
"""Glyphs drawn ahead per kept frame (a new glyph is some 60 microseconds)."""
FOLLOWED_PHASES = ("event", "attack")
"""Where the lit spaces are the question (an event's spaces, the targets), the camera brings
them in; while activating or moving, the player's own view of the map is left alone."""


class NorthAfricaScene(PanelContent, MapInput, UnitsPainter, MapOverlays, GameScene):
    log_rect = LOG_RECT
    still_skip = frozenset({"spaces", "placed", "label_spots", "_window", "_window_items",
                            "_boxes", "_name_ground", "_names_for", "_painters", "_preparing",
                            "_centres", "_rings",
                            "card_notes", "fonts"})
    """The board's spaces, what the map window keeps of its last drawing, and the card notes
    (a line per card of the whole game, of which only the last shows: `still_key`)."""

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
        self.fonts = FontWarmer((*PANEL_FONTS, ("body", 15), ("bold", 15), ("bold", 9)))
        """The panel's and the log's fonts, warmed a few glyphs per quiet frame."""
        self.card_notes: list[tuple[int, str]] = []
        """(log index, short line) of each card played, from the events (live or replayed)."""
        self.action_buttons: list[guard.GuardedButton] = []
        self.combat_buttons: list[guard.GuardedButton] = []
        """The combat card choices on the battle panel (card steps only)."""
        self.combat_cards: dict[int, str] = {}
        """id() of a combat card's button -> its card (shown in full while hovered)."""
        self.show_seen = True
        """Whether the other side's shown hand is open over the map."""
        self._button_key: tuple | None = None
        self._panel_words: tuple[str, tuple[str, ...]] = ("", ())
        self._hovered: tuple[int | None, int | None] = (None, None)
        """The hand's and the shown hand's card under the pointer, as last drawn."""
        super().__init__(app, match)
        self.content = self.state.content
        self.board = self.content.board
        self.spaces = {s.name: s for s in self.board.spaces}
        variant = self.view().variant
        self.map_layer.objectives = objective_spaces(self.content, variant)
        self.objectives_height = key_height(self.content, variant)
        self.objectives_key: tuple[float, float, float, float] | None = None
        self.objectives_folded = False
        self._objectives_for: tuple | None = None
        self.place_objectives()
        self.supply_button = Button(SUPPLY_BUTTON, label="Supply", on_click=self.toggle_supply,
                                    tooltip="Supply overlay (S)", size=14)
        self.reset_button = Button(RESET_BUTTON, label="Home", on_click=self.reset_view,
                                   tooltip="Reset the map view (Home)", size=14)
        self.seen_button = Button(THEIR_HAND_BUTTON, label="Their hand",
                                  on_click=self.toggle_seen, visible=False,
                                  tooltip="The other side's hand, as an event showed it", size=14)
        self.key_button = Button(KEY_BUTTON, label="Key", on_click=self.toggle_key,
                                 tooltip="The map key: every symbol and what it means (K)",
                                 size=14)
        self.widgets.add(self.key_button)
        self.widgets.add(self.supply_button)
        self.widgets.add(self.reset_button)
        self.widgets.add(self.seen_button)

    # -- what is shown ----------------------------------------------------------------
    def mine(self) -> bool:
        seat = self.state.current_player
        return (not self.replaying and not self.state.is_terminal() and seat >= 0
                and seat == self.viewer
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
        for option in self.question_spaces():
            lit[option] = LIT
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

    def question(self) -> dict[str, Any] | None:
        """The event's question put to the seat at the keyboard, or None."""
        view = self.view()
        if view.phase != "event" or not self.mine():
            return None
        asked = view.pending_data()
        return asked if isinstance(asked, dict) else None

    def question_spaces(self) -> list[str]:
        """The options of the question that are spaces of the map (lit to be clicked)."""
        asked = self.question()
        if asked is None:
            return []
        return [o for o in asked.get("options", []) if o in self.spaces]

    def question_units(self) -> list[str]:
        """The options of the question that are units (they glow, a click chooses one)."""
        asked = self.question()
        if asked is None:
            return []
        return [o for o in asked.get("options", []) if o in self.content.units]

    def effects_shown(self) -> list[tuple[str, Any, dict]]:
        return self.cached("effects", lambda: effect_cards(self.view(), self.content))

    def choice_for(self, option: str) -> Any:
        """The legal Choose for an option, or None."""
        return next((x for x in self.my_legal() if isinstance(x, a.Choose)
                     and x.option == option), None)

    def card_step(self) -> str:
        """"card:a" or "card:d" while a side may play a combat card, else ""."""
        fight = self.view().combat_data()
        step = fight["steps"][0] if fight and fight.get("steps") else ""
        return step if step.startswith("card:") else ""

    def toggle_seen(self) -> None:
        self.show_seen = not self.show_seen

    def secrets_on_screen(self, seat: int) -> bool:
        return True

    def handoff_reason(self) -> str:
        return "Your hand of cards stays hidden until you are ready."

    def on_viewer_changed(self) -> None:
        self.clear_selection()
        self.show_seen = True
        self.fanned = None
        # the pointer moved over the hand-off screen: the table learns where it is now
        self.pointer = self.app_pointer()

    def on_undo(self) -> None:
        self.clear_selection()
        self.card_notes = [(i, n) for i, n in self.card_notes if i < len(self.match.log)]

    def still_key(self) -> tuple | None:
        """The common key with the one card note shown, not all of them: walking hundreds
        of notes cost 0.3 ms a key mid-game, and a kept frame takes one key, a composed one two."""
        key = super().still_key()
        return None if key is None else (*key, len(self.card_notes), self.last_card)

    @property
    def last_card(self) -> str:
        return self.card_notes[-1][1] if self.card_notes else ""

    def _add_log(self, index: int, events: list[Any]) -> None:
        super()._add_log(index, events)
        content = self.match.state.content
        self.card_notes += [(index, note) for note in (card_note(content, e) for e in events)
                            if note]

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
            if (show is not None and show.ended is not None and self.app.settings.quick_battles
                    and not isinstance(event, COMBAT_EVENTS)):
                show.closed = True  # quick battles: the next thing happens, the fight gives way
            self.combat_show = record(self.combat_show, event, self.content,
                                      self.app.settings.animation_factor > 0)
            self.glide(event)
            if isinstance(event, a.FlankRolled | a.Fired) and self.app.settings.animation_factor:
                self.tweens.wait(0.75, lambda: None)
            if isinstance(event, a.CombatEnded) and self.app.settings.animation_factor:
                self.tweens.wait(0.6, lambda: None)

    # -- buttons -------------------------------------------------------------------------
    def playable(self) -> set[str]:
        return {x.card for x in self.my_legal()
                if isinstance(x, a.PlayCard | a.Discard | a.PlayCombatCard)}

    def event_ready(self) -> set[str]:
        """The cards of the hand whose event may be played now (a gold tab shows it)."""
        return {x.card for x in self.my_legal()
                if isinstance(x, a.PlayCard) and x.use == "event"}

    def sync_buttons(self) -> None:
        key = (self.version, self.page, self.selected_card, self.selected_space,
               self.selected_target, self.selected_unit, self.mine())
        if key == self._button_key:
            return
        self._button_key = key
        if self.mine() and (self.selected_unit is not None
                            or self.view().phase in FOLLOWED_PHASES):
            self.camera.bring_into_view([(self.spaces[s].x, self.spaces[s].y)
                                         for s in self.lit_spaces() if s in self.spaces])
        before = guard.shown(self.action_buttons + self.combat_buttons)
        for old in self.action_buttons:
            if old in self.widgets.widgets:
                self.widgets.widgets.remove(old)
        title, lines, specs = self.panel_content()
        self._panel_words = (title, tuple(lines))  # the panel is drawn again when they change
        specs, self.page = page_of(
            specs, self.page, BUTTON_COLUMNS * BUTTON_ROWS,
            lambda shown, pages: (f"More ({shown + 1}/{pages})", self.next_page, False))
        self.action_buttons = []
        for index, (text, on_click, primary, *note) in enumerate(specs):
            shown, size = self.fit_label(text)  # a note (a price's terms, a why-not) on hover
            widget = guard.GuardedButton(button_rect(index), label=shown, on_click=on_click,
                                         tooltip=note[0] if note else (
                                             text if shown != text else ""),
                                         primary=primary, size=size,
                                         enabled=on_click is not None)
            self.action_buttons.append(widget)
            self.widgets.add(widget)
        self.sync_combat_buttons()
        guard.guard_new(self.action_buttons + self.combat_buttons, before, self.pointer)

    def sync_combat_buttons(self) -> None:
        """The combat card choices as buttons on the battle panel."""
        for old in self.combat_buttons:
            if old in self.widgets.widgets:
                self.widgets.widgets.remove(old)
        self.combat_buttons = []
        self.combat_cards = {}
        if not self.card_step() or not self.mine():
            return
        choices = [x for x in self.my_legal() if isinstance(x, a.PlayCombatCard | a.NoCombatCard)]
        choices.sort(key=lambda x: isinstance(x, a.NoCombatCard))
        for index, action in enumerate(choices):
            text = (title_of(self.content, action.card) if isinstance(action, a.PlayCombatCard)
                    else "No card")
            shown, size = self.fit_label(text)
            widget = guard.GuardedButton(combat_button_rect(index, len(choices)), label=shown,
                                         on_click=lambda x=action: self.try_action(x),
                                         primary=isinstance(action, a.PlayCombatCard),
                                         size=size)
            if isinstance(action, a.PlayCombatCard):
                self.combat_cards[id(widget)] = action.card  # hovered: the card in full
            else:
                widget.tooltip = label(self.content, action)
            self.combat_buttons.append(widget)
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
    def update(self, dt: float) -> None:
        super().update(dt)
        guard.tick(self.action_buttons + self.combat_buttons, dt)
        tumble(self.combat_show, dt)
        show = self.combat_show
        if show is not None and show.ended is None:
            fight = self.view().combat_data()
            if fight and fight["steps"] and fight["steps"][0] in ("flank", "fire:a", "fire:d"):
                show.plans = self.cached("plans", lambda: q.fire_plans(self.view()))
        self.sync_buttons()

    def work_ahead(self, canvas: Canvas) -> None:
        """A few glyphs of the panel's and the log's fonts: in the update, they had also
        fallen in frames that then composed the screen (a bot beginning to think changes
        the status line), 1-2 ms more in those."""
        self.fonts.step(canvas, WARM_CHARS_A_FRAME)

    # -- drawing -----------------------------------------------------------------------------
    def draw_board(self, canvas: Canvas) -> None:
        self.sync_buttons()
        view = self.view()
        self.supply_button.primary = self.supply_overlay
        if self.fanned is not None and self._fan_camera != self.camera.key():
            self.fanned = None  # the map moved under the pointer: the fan folds
        key = (self.version, self.camera.key(), tuple(sorted(self.glides)), self.fanned,
               self.dragging,
               self.selected_unit, self.selected_space, self.selected_target, self.supply_overlay,
               self.hover_place if not names_shown(self.camera.zoom) or (
                   self.hover_place in self.spaces and self.spaces[self.hover_place].box)
               else None)
        self.place_objectives()
        self.draw_map_window(canvas, key, view)
        canvas.rect(theme.INK, MAP_RECT, 4, 2)
        if self.objectives_key is not None:
            rect, folded = self.objectives_key, self.objectives_folded
            owner = view.owner()
            held = tuple((s, owner.get(s, "")) for s in sorted(self.map_layer.objectives))
            canvas.layer("na-objectives", (view.variant, held, rect, folded), rect,
                         lambda c: draw_key(c, self.content, view.variant, rect, owner,
                                            folded))
        # the panels change only with what they show: one cached layer each
        turns = turns_played(self.content, view.variant)
        canvas.layer("na-status", status_key(view, self.last_card, turns), STATUS_RECT,
                     lambda c: draw_status(c, view, self.content.tables, self.last_card, turns))
        words = self._panel_words
        canvas.layer("na-actions", words, ACTIONS_RECT,
                     lambda c: draw_actions(c, words[0], list(words[1])))
        hover = next((i for i in reversed(range(len(view.hand)))
                      if inside(card_rect(i, len(view.hand)), self.pointer)), None)
        effects = self.effects_shown()
        playable, ready = self.playable(), self.event_ready()
        canvas.layer("na-hand", (hand_key(view, effects), self.selected_card, hover,
                                 frozenset(playable), frozenset(ready)),
                     HAND_RECT,
                     lambda c: draw_hand(c, view, self.content, self.selected_card,
                                         playable, hover, ready, effects))
        show = self.combat_show
        self.panel_units = []
        if show is not None and not show.closed:
            quick = self.battle_folds()
            if show.ended is None or not quick:  # the fight stays until closed (issue 33)
                plans = self.cached("plans", lambda: q.fire_plans(view)) if (
                    show.ended is None) else {}
                self.panel_units = draw_combat(canvas, show, view, self.content,
                                               plans, self.factors, set(self.unit_acts()),
                                               self.app.settings.quick_battles)
            else:
                draw_result(canvas, show, self.content)
        seen = view.seen_hand is not None and view.seat in (0, 1)
        self.seen_button.visible = seen
        self.seen_button.primary = seen and self.show_seen
        seen_hover = None
        if seen and self.show_seen:
            seen_hover = next((i for i in range(len(view.seen_hand or ()))
                               if inside(seen_row_rect(i), self.pointer)), None)
            draw_seen_hand(canvas, view, self.content, seen_hover)
        self._hovered = (hover, seen_hover)
        self.draw_key_panel(canvas)

    def draw_over_widgets(self, canvas: Canvas) -> None:
        """The card under the pointer lies over the battle panel's buttons, not under."""
        view = self.view()
        self.draw_card_detail(canvas, view, *self._hovered)
        self.draw_effect_note(canvas, view)
        self.draw_hover_note(canvas)

    def draw_card_detail(self, canvas: Canvas, view: Any, hover: int | None,
                         seen_hover: int | None) -> None:
        """The card under the pointer (in the hand or the shown hand) in full, else the
        card selected to play."""
        deck = self.content.deck
        card_id, side = None, view.seat
        button = next((b for b in self.combat_buttons if b.hovered and b.visible
                       and id(b) in self.combat_cards), None)
        if button is not None:
            card = deck.get(self.combat_cards[id(button)])
            if card is not None and side in (0, 1):
                draw_detail(canvas, card, side, COMBAT_DETAIL_RECT)
            return
        if hover is not None:
            card_id = view.hand[hover]
        elif seen_hover is not None and view.seen_hand:
            card_id, side = view.seen_hand[seen_hover], 1 - view.seat
        elif self.selected_card is not None and view.phase == "action":
            card_id = self.selected_card
        card = deck.get(card_id) if card_id else None
        if card is None or side not in (0, 1):
            return
        note = ""
        if side == view.seat and card_id in view.hand and view.phase == "action" and (
                self.mine() and card_id not in self.event_ready()):
            note = why_not(card, view)
        draw_detail(canvas, card, side, DETAIL_RECT, note)

    def draw_effect_note(self, canvas: Canvas, view: Any) -> None:
        draw_effect_note(canvas, self.effects_shown(), self.pointer)

    def draw_top_bar(self, canvas: Canvas) -> None:
        """The status line between the title and the map's buttons, smaller when long."""
        left, right = STATUS_ROOM
        text = self.status_line()
        size = 22
        while size > 14 and canvas.text_width(text, size, "bold") > right - left:
            size -= 1
        while len(text) > 8 and canvas.text_width(text, size, "bold") > right - left:
            text = text[:-2].rstrip(" -.,") + "…"  # never over the title or the buttons
        canvas.text(text, ((left + right) / 2, 30), size, theme.BONE, "bold", anchor="center")

    def status_line(self) -> str:
        view = self.view()
        if self.state.is_terminal():
            return "Game over"
        seat = self.state.current_player
        acting = seat if seat in (0, 1) else view.active
        side = SIDES[acting] if acting in (0, 1) else ""
        base = super().status_line()
        return f"{base} - {side}" if seat >= 0 and side and side not in base else base

    def results_lines(self) -> list[str]:
        result = self.view().result_data() or {}
        reason = str(result.get("reason", ""))
        lines = [reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")]
        lines.append(f"Final VP: {self.view().vp}.")
        return [line for line in lines if line.strip(".")]

