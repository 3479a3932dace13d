"""The Ouroboros table: a lantern-lit ruin that appears around the party and crumbles away
behind it, the party panel, the action panel and the log.

The scene renders the view and submits actions found in `legal_actions()`; a refusal is
explained in the rules' own words (`explain_illegal`). Every action's events are replayed as
a timeline of worlds (world.py) so a laid tile, a jump, a tremor or a chase can be followed;
a click skips it. The camera glides and zooms to keep every living explorer in view.
Teammates hide nothing from each other, so there is no hand-off: a banner says whose
explorer acts ("Amira, your Medic moves").

Drawing lives in `board.py` (the ruin) and `panels.py` (everything around it).
"""

from __future__ import annotations

from typing import Any

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.fading import fading, fading_still, is_fading
from shifting_sands.core.game_scene import GameScene
from shifting_sands.core.input import Confirm, Intent, Key, PointerDown, PointerMove
from shifting_sands.core.tween import linear
from shifting_sands.core.widgets import Button
from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.rules.actions import (
    DIRECTIONS,
    BreakWall,
    EndTurn,
    Fight,
    HoldBack,
    Move,
    Revive,
    Stay,
)
from shifting_sands.games.ouroboros.rules.explain import pursuit_hint
from shifting_sands.games.ouroboros.rules.pieces import MONSTER_TITLES, ROLE_TITLES, step
from shifting_sands.games.ouroboros.rules.reach import break_warning
from shifting_sands.games.ouroboros.rules.state import Phase
from shifting_sands.games.ouroboros.rules.view import OuroborosView
from shifting_sands.games.ouroboros.table.board import RuinPainter
from shifting_sands.games.ouroboros.table.layout import (
    ACTION_PANEL,
    BOARD_AREA,
    LOG_RECT,
    Camera,
    fit,
)
from shifting_sands.games.ouroboros.table.motion import Frame, compose, direction_of
from shifting_sands.games.ouroboros.table.panels import PartyPainter, supply_texts
from shifting_sands.games.ouroboros.table.peril import PerilPainter
from shifting_sands.games.ouroboros.table.world import Timeline, World, build_timeline, world_of
from shifting_sands.rules.rng import GameRng

KEYS = {pygame.K_UP: "up", pygame.K_w: "up", pygame.K_DOWN: "down", pygame.K_s: "down",
        pygame.K_LEFT: "left", pygame.K_a: "left", pygame.K_RIGHT: "right",
        pygame.K_d: "right"}
SOUNDS = {ev.TileLaid: "flip", ev.Stepped: "slide", ev.CardDrawn: "card",
          ev.TremorShift: "slide", ev.MonsterAppeared: "fail", ev.Incapacitated: "fail",
          ev.RelicFound: "score", ev.Revived: "score", ev.MonsterDefeated: "score",
          ev.Died: "fail", ev.WallBroken: "slide"}
BANNER_TIME = 1.8


class OuroborosScene(RuinPainter, PerilPainter, PartyPainter, GameScene):
    log_rect = LOG_RECT
    ends_turn = (EndTurn,)
    """Only ever after a move (it confirms one that drew nothing): never asks."""
    still_skip = frozenset({"turn_banner_time", "_frame", "_holes", "_floor_areas",
                            "_outcomes_ahead"})
    """The turn banner is keyed by `fading_still` in `still_key`, not its countdown;
    `_frame` only caches what the version, the timeline and the world shown decide (its
    sprites were half the cost of the still key), `_holes` the lantern light's art,
    `_floor_areas` the kept pictures of the floor and the death radius, `_outcomes_ahead`
    the actions whose words are still to be rendered ahead (`prepare_log`)."""
    _outcomes_ahead: tuple[tuple, list[Any]] | None = None

    def __init__(self, app, match) -> None:
        self.camera = Camera()
        self.timeline: Timeline | None = None
        self.shown: World | None = None
        """The world on screen when no timeline runs (the view's, once animations end)."""
        self.hover_place: tuple[int, int] | None = None
        self.pointer = (0.0, 0.0)
        self.turn_banner = ""
        self.turn_banner_time = 0.0
        self.banner_turn: int | None = None
        self.last_beat = -1
        self._frame: tuple[tuple, Frame] | None = None
        self.actor: int | None = None
        """Whose action the running timeline shows (the turn may already have passed)."""
        super().__init__(app, match)
        self.shown = world_of(self.view())
        self.camera = self.target_camera()
        x, y, _w, _h = ACTION_PANEL
        row_a, row_b = y + 214, y + 274
        left, right = (x + 20, row_a, 166, 48), (x + 198, row_a, 166, 48)

        def add(rect, label, action, tip, primary=False) -> Button:
            button = Button(rect, label=label, primary=primary, tooltip=tip, size=18,
                            on_click=action)
            self.widgets.add(button)
            return button

        self.stay_button = add(left, "Stay", self.stay, "Stay on this tile (Space)")
        self.fight_button = add(right, "Fight", self.fight, "Fight a monster here (F)",
                                primary=True)
        self.revive_button = add((x + 20, row_b, 344, 48), "Revive", self.revive,
                                 "Spend the turn reviving a teammate here (R)")
        self.break_button = add(left, "Break the wall", self.break_wall, "B", primary=True)
        self.hold_button = add(right, "Hold back", self.hold_back, "H")
        self.take_back_button = add(left, "Take back", self.undo, "Undo the move (Ctrl+Z)")
        self.end_button = add(right, "End turn", self.end_turn, "Enter", primary=True)
        self._buttons(self.view())

    # -- what the board shows ---------------------------------------------------------------
    def acting_seat(self) -> int | None:
        if self.timeline is not None and self.actor is not None:
            return self.actor
        seat = self.state.current_player
        return seat if seat >= 0 else None

    def submit(self, action: Any) -> bool:
        self.actor = self.state.current_player
        return super().submit(action)

    def frame(self) -> Frame:
        """The frame on screen now (composed once per table version and animation time)."""
        timeline = self.timeline
        key = (self.version, id(timeline), timeline.now if timeline else None, id(self.shown))
        if self._frame is None or self._frame[0] != key:
            self._frame = (key, self._compose())
        return self._frame[1]

    def _compose(self) -> Frame:
        if self.timeline is not None:
            beat, p, world = self.timeline.at()
            if world is not None:
                return compose(beat, p, world)
        return compose(None, 1.0, self.shown or world_of(self.view()))

    def displayed_world(self) -> World:
        if self.timeline is not None:
            _beat, _p, world = self.timeline.at()
            if world is not None:
                return world
        return self.shown or world_of(self.view())

    def target_camera(self, frame: Frame | None = None) -> Camera:
        frame = frame or self.frame()
        points = [s.pos for s in frame.pieces if s.key[0] == "pawn" and s.alpha > 0.3]
        return fit(points)

    def move_targets(self) -> dict[tuple[int, int], bool]:
        """Places the explorer at the keyboard may move to now: place -> whether it is dark."""
        if not self.my_turn or self.timeline is not None:
            return {}
        view: OuroborosView = self.view()
        me = view.explorers[view.current_player]
        return {step(me.pos, DIRECTIONS[a.direction]): step(me.pos, DIRECTIONS[a.direction])
                not in view.tiles for a in self.legal() if isinstance(a, Move)}

    def legal_of(self, kind: type) -> list[Any]:
        return [a for a in self.legal() if isinstance(a, kind)]

    # -- acting --------------------------------------------------------------------------------
    def act(self, action: Any) -> None:
        if self.tweens.busy:  # a key or click during an animation only skips it
            self.tweens.finish_all()
            return
        if not self.my_turn:
            if not self.state.is_terminal():
                self.say(f"Wait: it is {self.name(self.state.current_player)}'s turn.")
            return
        self.submit(action)

    def move(self, direction: str) -> None:
        """A step; one that would kill or fell anyone asks first (rules.reach says who)."""
        if not self.tweens.busy and self.my_turn and self.ask_before_step(direction):
            return
        self.act(Move(direction))

    def stay(self) -> None:
        self.act(Stay())

    def fight(self, monster: int | None = None) -> None:
        fights = self.legal_of(Fight)
        if monster is not None:
            self.act(Fight(monster))
        elif fights:
            self.act(fights[0])
        else:
            here = self._monster_here()
            self.act(Fight(here if here is not None else -1))

    def _monster_here(self) -> int | None:
        view = self.view()
        seat = view.current_player
        if seat < 0:
            return None
        found = view.monsters_at(view.explorers[seat].pos)
        return found[0].id if found else None

    def revive(self) -> None:
        revives = self.legal_of(Revive)
        self.act(revives[0] if revives else Revive(-1))

    def break_wall(self) -> None:
        """Breaking in, like a step, asks first when it would leave anyone out of reach."""
        view = self.view()
        if not self.tweens.busy and self.my_turn and view.phase is Phase.WALL:
            words = break_warning(view, view.current_player, self.names())
            if words:
                self.app.push(self.app.factories.confirm(
                    self.app, "Break the wall and go in?", words, "Break in anyway",
                    lambda: self.submit(BreakWall()), "Don't break"))
                return
        self.act(BreakWall())

    def hold_back(self) -> None:
        self.act(HoldBack())

    def end_turn(self) -> None:
        self.act(EndTurn())

    def on_undo(self) -> None:
        self.tweens.finish_all()
        self.timeline = None
        self.shown = world_of(self.view())

    def on_viewer_changed(self) -> None:
        self.hover_place = None

    def clear_hover(self) -> None:
        super().clear_hover()
        self.hover_place = None

    def secrets_on_screen(self, seat: int) -> bool:
        return False  # teammates hide nothing: no hand-off, a banner instead

    # -- input ---------------------------------------------------------------------------------
    def handle_board(self, intent: Intent) -> None:
        if isinstance(intent, PointerMove):
            self.hover_place = self.camera.place_at(intent.pos)
            self.pointer = intent.pos
            return
        if isinstance(intent, Confirm):
            if self.view().phase is Phase.CONFIRM:
                self.end_turn()
            elif self.view().phase is Phase.WALL:
                self.break_wall()
            return
        if isinstance(intent, Key):
            self.handle_key(intent.key)
            return
        if isinstance(intent, PointerDown) and intent.button == 1:
            place = self.camera.place_at(intent.pos)
            if place is not None:
                self.click_place(place)

    def handle_key(self, key: int) -> None:
        phase = self.view().phase
        if key in KEYS:
            self.move(KEYS[key])
        elif key == pygame.K_SPACE:
            self.stay()
        elif key == pygame.K_f:
            self.fight()
        elif key == pygame.K_r:
            self.revive()
        elif key == pygame.K_b and phase is Phase.WALL:
            self.break_wall()
        elif key == pygame.K_h and phase is Phase.WALL:
            self.hold_back()

    def click_place(self, place: tuple[int, int]) -> None:
        view: OuroborosView = self.view()
        if not self.my_turn:
            if not self.state.is_terminal():
                self.say(f"Wait: it is {self.name(self.state.current_player)}'s turn.")
            return
        me = view.explorers[view.current_player]
        if view.phase is Phase.WALL and view.pending is not None and \
                place == step(me.pos, view.pending):
            self.break_wall()
            return
        if place == me.pos:
            fights = self.legal_of(Fight)
            self.act(fights[0] if fights else Stay())
            return
        word = direction_of(me.pos, place)
        if word is None:
            self.say("Move one tile up, down, left or right: click a place next to your "
                     "explorer.")
            return
        self.move(word)

    # -- animation -----------------------------------------------------------------------------
    def animate(self, events: list[Any]) -> None:
        start = self.displayed_world()
        self.tweens.finish_all()
        timeline = build_timeline(start, events)
        total = timeline.total
        self.last_beat = -1
        if total <= 0 or self.tweens.speed <= 0:
            self.timeline = None
            self.shown = world_of(self.view())
            return
        self.timeline = timeline

        def update(t: float) -> None:
            timeline.now = t * total
            self._beat_sound(timeline)

        def done() -> None:
            if self.timeline is timeline:
                self.timeline = None
                self.shown = world_of(self.view())

        self.tweens.add(total, update, ease=linear, on_done=done)

    def _beat_sound(self, timeline: Timeline) -> None:
        for index, beat in enumerate(timeline.beats):
            if beat.start <= timeline.now < beat.end and index != self.last_beat:
                self.last_beat = index
                sound = SOUNDS.get(type(beat.event))
                if sound:
                    self.app.sounds.play(sound)
                return

    def update(self, dt: float) -> None:
        super().update(dt)
        self.turn_banner_time = max(0.0, self.turn_banner_time - dt)
        if self.my_turn and self.banner_turn != self.state.turn:
            self.banner_turn = self.state.turn
            if self.view().phase is Phase.TURN:
                self.turn_banner = self.turn_title(self.view())
                self.turn_banner_time = BANNER_TIME
        speed = self.app.settings.animation_factor
        self.camera.approach(self.target_camera(), dt, rate=5.0 / speed if speed > 0 else 0)

    # -- words ---------------------------------------------------------------------------------
    def role_of(self, seat: int) -> str:
        return ROLE_TITLES[self.view().explorers[seat].role]

    def turn_title(self, view: OuroborosView) -> str:
        seat = view.current_player
        role = self.role_of(seat)
        person = self.person(seat) or self.name(seat)
        if view.phase is Phase.WALL:
            return f"{person}, your {role} faces a wall"
        if view.phase is Phase.CONFIRM:
            return f"{person}, end your {role}'s turn?"
        return f"{person}, your {role} moves"

    def panel_text(self, view: OuroborosView) -> tuple[str, list[tuple[str, str]], Any]:
        """The action panel's title and lines: (text, tone) with tone plain, note or alert."""
        note = self.replay_note
        if note is not None:  # a replay invites no action: where it stands
            return (note.heading, [(line, "plain") for line in note.body], theme.INK)
        outcome = self.state.outcome()
        if outcome is not None:
            won = bool(outcome.returns) and min(outcome.returns) >= 1.0
            return ("The team wins!" if won else "The team loses",
                    [(outcome.reason, "plain")], theme.GOOD)
        seat = self.acting_seat()
        if seat is None:
            return ("", [], theme.INK)
        if self.timeline is not None or self.match.seats[seat].is_bot or seat != self.viewer:
            who = self.mover_title(seat)
            note = ("A bot teammate is playing. Click to hurry the animation."
                    if self.match.seats[seat].is_bot else "Click to hurry the animation.")
            return (who, [*self._goal_lines(view), (note, "note")], theme.INK)
        lines: list[tuple[str, str]] = self._goal_lines(view)
        chasers = view.pursuers(seat)
        if view.phase is Phase.TURN:
            if chasers:
                kinds = " and ".join(f"the {MONSTER_TITLES[m.kind]}" for m in chasers)
                lines.append((pursuit_hint(view.rules, kinds), "alert"))
            lines.append(("Click a place beside your explorer, or press the arrow keys "
                          "(WASD), to move.", "plain"))
            _monster, short = self.cached("fight-words", lambda: self.fight_words(view))
            if short and not chasers:
                lines.append((f"Fight: {short}", "note"))
            keys = self.key_line()
            if keys:
                lines.append((keys, "note"))
        elif view.phase is Phase.WALL:
            lines.append(("A wall blocks the way. Break it and go in, or hold back.",
                          "alert"))
        elif view.phase is Phase.CONFIRM:
            lines.append(("Nothing was drawn: end the turn, or take the move back.",
                          "plain"))
        return (self.turn_title(view), lines, theme.DANGER)

    def _goal_lines(self, view: OuroborosView) -> list[tuple[str, str]]:
        """Once both halves are held, what is left (O21): who to bring together."""
        together = self.together_line(view)
        return [(together, "goal")] if together else []

    def key_line(self) -> str:
        """The keys that do something now, and only those (O2's choices that are legal)."""
        legal = self.legal()
        keys = []
        if any(isinstance(a, Stay) for a in legal):
            keys.append("Space: stay (you are caught)." if self.view().pursuers(
                self.view().current_player) else "Space: stay.")
        if any(isinstance(a, Fight) for a in legal):
            keys.append("F: fight.")
        if any(isinstance(a, Revive) for a in legal):
            keys.append("R: revive.")
        return "  ".join(keys)

    def status_line(self) -> str:
        view = self.view()
        seat = self.acting_seat()
        if view.outcome is not None or seat is None:
            return super().status_line()
        return self.top_line(seat, view.round, self.bot_runner.thinking)

    def top_line(self, seat: int, round_: int, thinking: bool = False) -> str:
        """The status line while `seat` acts in round `round_`."""
        return (f"{self.name(seat)}'s {self.role_of(seat)}"
                f"{' - thinking...' if thinking else ''}  -  Round {round_}")

    def mover_title(self, seat: int) -> str:
        """The action panel's title while `seat`'s move plays (or a bot's turn lasts)."""
        return f"{self.name(seat)}'s {self.role_of(seat)} moves"

    # -- made ahead ----------------------------------------------------------------------------
    def prepare_log(self, canvas: Canvas) -> bool:
        """In a frame that draws nothing new: the newest entry made plain (GameScene), then,
        on the keyboard's turn, one legal action a frame, the words that action's frame
        would render first (issue 37: 4-5 ms of a move's frame went to wrapping and
        rendering them): its log lines, the supplies' figures and the top bar after it,
        tried on a table made from the view (`_render_outcome`)."""
        if super().prepare_log(canvas):
            return True
        key = (self.version, canvas.scale)
        ahead = self._outcomes_ahead
        if ahead is None or ahead[0] != key:
            # the keyboard's turn only: a step costs 0.2-2.7 ms (the action tried, its
            # words), more than a frame while a bot thinks may spend
            ahead = self._outcomes_ahead = (key, list(self.legal()))
        if not ahead[1]:
            return False
        self._render_outcome(canvas, ahead[1].pop(0))
        return True

    def _render_outcome(self, canvas: Canvas, action: Any) -> None:
        """The calls the frame after `action` makes for its new words (`draw_log`, the top
        bar, `draw_supplies`, the action panel's title), to the canvas's caches only. The
        action is tried on a table made from the view (`determinize`), never on the real
        state: the scene learns nothing of the decks' order, and a word that depends on
        it (a card drawn) is a guess, rendered in the move's frame when it is wrong."""
        twin = self.spec.determinize(self.view(), GameRng(self.version))
        seat = twin.current_player
        events = twin.apply(action)
        sentences = [s for s in (self.spec.describe(e, self.match.names) for e in events) if s]
        for i, sentence in enumerate(sentences):
            role, colour = ("bold", theme.INK) if i == len(sentences) - 1 else \
                ("body", self.LOG_PLAIN)
            for line in canvas.wrap(sentence, self.log_rect[2] - 40, self.LOG_SIZE, role):
                canvas.text_surface(line, self.LOG_SIZE, colour, role)
        view = twin.view_for(self.viewer)
        for text, size, colour, role in supply_texts(view):
            canvas.text_surface(text, size, colour, role)
        # the mover's while the move plays, then whoever acts next
        for who in dict.fromkeys(s for s in (seat, twin.current_player) if s >= 0):
            canvas.text_surface(self.top_line(who, view.round), 22, theme.BONE, "bold")
            title = self.mover_title(who)
            size = 24 if canvas.text_width(title, 24, "title_bold") <= ACTION_PANEL[2] - 40 \
                else 20
            canvas.text_surface(title, size, theme.DEEP_CLAY, "title_bold")

    def results_lines(self) -> list[str]:
        """The table's notes say how it ended; add how much of the relic was found."""
        if self.state.outcome() is None:
            return []
        held = len(self.view().relics_held())
        return [{0: "No half of the Ouroboros was found.",
                 1: "One half of the Ouroboros was found.",
                 2: "Both halves of the Ouroboros were found."}[min(2, held)]]

    # -- the frame -----------------------------------------------------------------------------
    def draw_static(self, canvas: Canvas) -> None:
        super().draw_static(canvas)
        self.draw_static_panels(canvas)

    def draw_board(self, canvas: Canvas) -> None:
        view: OuroborosView = self.view()
        frame = self.frame()
        self._buttons(view)
        self.draw_ruin(canvas, frame, self.camera)
        if self.turn_banner_time > 0 and not frame.banner and frame.card is None:
            self._draw_turn_banner(canvas)
        self.draw_place_tip(canvas, view, self.pointer)
        # a frame drawn again inside its pulses alone (the targets, the acting pawn: on the
        # board) skips the panels they miss (the action panel would place the buttons where
        # its last whole drawing, from the same still key, placed them)

        def party() -> None:
            self.draw_party(canvas, view, self.displayed_world())
            self.draw_supplies(canvas, view)

        canvas.part(self._reaches, "party", party)
        canvas.part(self._reaches, "action panel", lambda: self.draw_action_panel(canvas, view))

    def still_key(self) -> tuple | None:
        key = super().still_key()
        return None if key is None else (
            *key, fading_still(self.turn_banner, self.turn_banner_time, 220))

    def turn_banner_shown(self) -> tuple[str, int, int] | None:
        """The turn banner as drawn (its text, its box's and its text's alpha), or None: the
        same until its last 0.4 s, when it fades, drawn again in its rectangle alone (the
        still key sees `fading_still`: keyed by its countdown, each frame of its 1.8 s was
        composed anew; keyed by what it drew, each frame of its fade)."""
        return fading(self.turn_banner, self.turn_banner_time, 220)

    def _draw_turn_banner(self, canvas: Canvas) -> None:
        shown = self.turn_banner_shown()
        if shown is None:
            return
        text, box_alpha, text_alpha = shown
        bx, by, bw, _bh = BOARD_AREA
        wide = canvas.text_width(text, 26, "title_bold")
        width = min(bw - 20, wide + 48)
        reach = max(width, wide) + 4  # a long text runs past its box
        rect = (bx + bw / 2 - reach / 2, by + 6, reach, 64)
        if is_fading(self.turn_banner_time):  # drawn again there alone (core/fading.py)
            self.pulse_frame(rect)
        if not canvas.touches(rect):
            return
        canvas.rect((43, 29, 20, box_alpha), (bx + bw / 2 - width / 2, by + 14, width, 48), 12)
        canvas.text(text, (bx + bw / 2, by + 38), 26, theme.HIGHLIGHT, "title_bold",
                    anchor="center", alpha=text_alpha)

    def _buttons(self, view: OuroborosView) -> None:
        mine = self.my_turn
        phase = view.phase
        fights, revives = self.legal_of(Fight), self.legal_of(Revive)
        turn = mine and phase is Phase.TURN
        stays = turn and bool(self.legal_of(Stay))
        caught = stays and bool(view.pursuers(view.current_player))
        self.stay_button.visible = stays  # never offered while pursued, unless cornered
        self.stay_button.label = "Stay (caught)" if caught else "Stay"
        self.stay_button.tooltip = ("Nowhere to go: staying, the monster catches you "
                                    "(Space)" if caught else "Stay on this tile (Space)")
        monster, short = self.cached("fight-words", lambda: self.fight_words(view)) \
            if turn else (None, "")
        # while pursued only a legal fight is offered: the pursuit line says why not
        chased = bool(view.pursuers(view.current_player)) if turn else False
        self.fight_button.visible = turn and monster is not None and (bool(fights) or
                                                                        not chased)
        self.fight_button.enabled = bool(fights)
        if monster is not None:
            kind = next((m.kind for m in view.monsters if m.id == monster), "")
            self.fight_button.label = f"Fight {MONSTER_TITLES.get(kind, '')}".strip()
            self.fight_button.tooltip = short or "Fight the monster here (F)"
        self.revive_button.visible = turn and bool(revives)
        if revives:
            self.revive_button.label = f"Revive {self.name(revives[0].seat)}"
        self.break_button.visible = self.hold_button.visible = mine and phase is Phase.WALL
        confirm = mine and phase is Phase.CONFIRM
        self.end_button.visible = self.take_back_button.visible = confirm
        self.take_back_button.enabled = confirm and self.match.can_undo()
