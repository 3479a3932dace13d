"""How the North Africa table turns the pointer and keys into choices: the camera (wheel,
drag, arrows, Home), fanning a pile on hover, and clicks on cards, counters and spaces
matched against the legal actions (a refusal is explained in the rules' words).

A mixin of `NorthAfricaScene`; it decides no rule, it only finds the legal action a click
means, or asks `explain_illegal` why there is none.
"""

from __future__ import annotations

from typing import Any

import pygame

from shifting_sands.core.input import (
    Confirm,
    Intent,
    Key,
    PointerDown,
    PointerMove,
    PointerUp,
    Scroll,
)
from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.table.counters import Placed, counter_size
from shifting_sands.games.north_africa.table.labels import undo_refusal_words
from shifting_sands.games.north_africa.table.layout import (
    COMBAT_RECT,
    MAP_RECT,
    RESULT_RECT,
    card_rect,
    inside,
    open_rect,
    quick_rect,
)
from shifting_sands.games.north_africa.table.map_painter import box_rect, space_radius
from shifting_sands.games.north_africa.table.spend_guard import ask_before_ending

DRAG_SLOP = 6.0
"""Logical pixels the pointer may wander while pressed and still make a click."""
PAN_KEYS = {pygame.K_LEFT: (60, 0), pygame.K_RIGHT: (-60, 0), pygame.K_UP: (0, 60),
            pygame.K_DOWN: (0, -60)}
ENDS = (a.Draw, a.EndMoves, a.EndAttacks, a.EndActivation, a.EndRedeploy, a.EndAdvance,
        a.EndReplacements)


class MapInput:
    """Input for the table (mixed into `NorthAfricaScene`, which holds the state)."""

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
            show = self.combat_show
            if (show is not None and show.ended is not None and not show.closed
                    and not self.battle_folds()):
                show.closed = True  # Enter first closes the finished battle's panel
                return
            for x in self.my_legal():
                if isinstance(x, ENDS):
                    if not ask_before_ending(self, x):
                        self.act(x)
                    return
            return
        if isinstance(intent, PointerDown):
            if intent.button == 3:
                self.clear_selection()
                return
            if self.key_open and inside(MAP_RECT, intent.pos):
                self.toggle_key()  # a click anywhere on the key closes it
                return
            if self.over_panel(intent.pos):
                return  # a panel over the map: nothing under it is clicked
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
            if inside(MAP_RECT, intent.pos):  # released over a panel: no click
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
        elif code == pygame.K_k:
            self.toggle_key()

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
        show = self.combat_show
        if show is not None and not show.closed and inside(COMBAT_RECT, pos) and (
                show.ended is None or not self.battle_folds()):
            self.hover_place = self.fanned = None  # the battle panel lies over the map
            return
        if self.over_panel(pos):
            self.fanned = None
            return
        stack = self.pile_at(pos)
        self.fanned = stack if stack and len(self.units_at().get(stack, [])) > 1 else None
        self._fan_camera = self.camera.key()

    def over_panel(self, pos: tuple[float, float]) -> bool:
        """Whether `pos` falls on a panel or button lying over the map."""
        return any(inside(rect, pos) for rect in self.map_overlays())

    def place_at(self, pos: tuple[float, float]) -> str | None:
        """The space (or box) under a point of the map window (none under a panel)."""
        if self.over_panel(pos):
            return None
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
        if self.over_panel(pos) and not (self.fan_rect and inside(self.fan_rect, pos)):
            return None
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
        if self.card_step():
            play = a.PlayCombatCard(card)
            if play in self.my_legal():
                self.act(play)
            else:
                self.say(self.state.explain_illegal(play)
                         or "That card cannot be played in this battle.")
            return
        if any(isinstance(x, a.PlayCard) and x.card == card for x in self.my_legal()):
            self.selected_card = None if self.selected_card == card else card
            self._button_key = None
            return
        self.say(self.state.explain_illegal(a.PlayCard(card, "ops")) or "Not now.")

    def click_map(self, pos: tuple[float, float]) -> None:
        show = self.combat_show
        if show is not None and not show.closed:
            quick = self.battle_folds()
            if show.ended is not None and quick and inside(RESULT_RECT, pos):
                if inside(open_rect(), pos):
                    self.open_battle()
                else:
                    show.closed = True
                return
            if show.ended is not None and not quick and inside(COMBAT_RECT, pos):
                if inside(quick_rect(), pos):
                    self.toggle_quick_battles()
                else:  # Close, or anywhere on the finished fight
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
        choice = self.choice_for(unit) if self.question() else None
        if choice is not None:
            self.act(choice)
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
        choice = self.choice_for(place) if self.question() else None
        if choice is not None:
            self.act(choice)
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

    def undo_refusal(self) -> str:
        """Why Ctrl+Z has nothing to take back: dice, an event or an attack within this
        action, else the other side's moves and the draws (`labels.undo_refusal_words`)."""
        return undo_refusal_words(self.match.log, self.view().phase)

    # -- time ------------------------------------------------------------------------------
