"""What every game's scene shares: turn flow, bots, hand-off, log, undo, menu, autosave.

A game scene subclasses `GameScene` and supplies the board: `draw_board`,
`handle_board` and `animate`. It never decides a rule: it renders the view of
the seat at the keyboard and submits actions that `legal_actions()` offers.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.bot_runner import BotRunner, warm_up
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.fading import FADE, fading, fading_still, is_fading
from shifting_sands.core.input import Intent, Menu, PointerDown, Scroll, Undo
from shifting_sands.core.replay_note import ReplayNote
from shifting_sands.core.results_ahead import ResultsAhead
from shifting_sands.core.scene import Scene
from shifting_sands.core.seats import TableSeats
from shifting_sands.core.still import scene_snapshot, snapshot
from shifting_sands.core.timer import Clock, SandTimer
from shifting_sands.core.tween import Tweens
from shifting_sands.core.widgets import Button, WidgetGroup, panel
from shifting_sands.rules.driver import Driver, Step, Waiting
from shifting_sands.rules.match import Match, replay
from shifting_sands.rules.protocol import CHANCE, PromptKind
from shifting_sands.rules.rng import GameRng

STILL_SKIP = frozenset({
    "app", "match", "spec", "driver", "bots", "bot_rng", "bot_runner", "tweens", "_cache",
    "log", "clock", "timer", "_on_time_up", "autosaver", "_moved", "bot_wait", "input_wait",
    "_pulses", "toast_time", "_log_ready", "_log_shown", "results_ahead", "_reaches"})
"""Attributes a still key leaves out: the match is keyed by `version`, the log by its
length and last line, the toast by what it draws (`fading_still`), the rest does not show
(the waits before a bot's move or the next input count down unseen; the pulses' places;
where parts drew, `Canvas.part`)."""
TOAST_FADE = FADE
"""The toast's last seconds, over which it fades out (until then it is drawn the same)."""
BOT_PAUSE = 0.6
"""Seconds a bot's move stays on screen before the next (scaled by animation speed)."""


def autosave_problem_text(exc: BaseException) -> str:
    """The banner for a failed autosave: what went wrong and what the player may do. It
    never says the game was kept, since it was not."""
    reason = getattr(exc, "reason", None) or getattr(exc, "strerror", None) or str(exc)
    reason = " ".join(str(reason).split()).rstrip(".")
    if getattr(exc, "verb", "") == "remove":
        return f"The finished game's autosave could not be removed ({reason})."
    return f"Autosave failed ({reason}). Play on, or keep a copy elsewhere: Menu > Save game."


class GameScene(TableSeats, Scene):
    log_rect = (880, 430, 384, 274)

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.spec = match.spec
        self.tweens = Tweens(speed=app.settings.animation_factor)
        self.widgets = WidgetGroup()
        self.log: list[tuple[int, str]] = []
        self.log_scroll = 0
        self.toast = ""
        self.toast_time = 0.0
        self.bot_rng = GameRng(match.seed ^ 0xB07)
        self.driver = Driver(match, rng=self.bot_rng)
        """Steps the match: chance and bots here, people's actions through `submit`."""
        self.bots = self.driver.bots
        self.bot_runner = BotRunner()
        if self.bots and not getattr(app, "still", False):
            warm_up(list(self.bots.values()))
        self.bot_wait = 0.0
        self.results_shown = False
        self.results_ahead = ResultsAhead()
        self.autosave_problem = ""
        """Why the last autosave failed, shown as a banner until one works again."""
        self.autosave_error = ""
        """The same in full (with the file), for stderr and the log."""
        self.autosaver: Callable[[Match], Any] | None = None
        """Set by whoever opens the scene (the shell): keeps the match's autosave. Core
        never imports persist, and a scene without one (screenshots, bench) writes nothing."""
        self.version = 0
        """Bumped whenever what the screen shows may change (an action, an undo, a hand-off)."""
        self._init_seats()
        self._cache: dict[str, tuple[int, Any]] = {}
        self.clock: Clock = getattr(app, "clock_seconds", None) or time.monotonic
        """Real time for sand timers; tests inject a fake. The rules never read it."""
        self.timer: SandTimer | None = None
        self._on_time_up: Callable[[], Any] | None = None
        self._moved = False
        """Whether the last drawing read the time (`keep_moving`)."""
        self._pulses: list[tuple[float, float, float, float]] = []
        """Where the last drawing drew pulses (`pulse_frame`)."""
        self._reaches: dict[Any, Any] = {}
        """Where parts of the table drew in the last whole frame (`Canvas.part`)."""
        self.replay_note: ReplayNote | None = None
        """Set by the replay viewer: the table then offers nothing and, where it would
        prompt, says which step of the replay it shows (`replay_note.py`)."""
        self._rebuild_log()
        self._top_buttons()

    # -- the table -------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def cached(self, name: str, compute) -> Any:
        """`compute()` once per version of the table: views and legal moves cost time."""
        hit = self._cache.get(name)
        if hit is None or hit[0] != self.version:
            hit = (self.version, compute())
            self._cache[name] = hit
        return hit[1]

    def view(self) -> Any:
        return self.cached("view", lambda: self.state.view_for(self.viewer))

    def legal(self) -> list[Any]:
        """The legal actions when the seat at the keyboard may act, else none."""
        if not self.my_turn:
            return []
        return self.cached("legal", self.state.legal_actions)

    @property
    def replaying(self) -> bool:
        """Whether the table is drawn by the replay viewer (no click reaches the rules)."""
        return self.replay_note is not None

    @property
    def my_turn(self) -> bool:
        seat = self.state.current_player
        return (not self.replaying and not self.state.is_terminal() and seat >= 0
                and seat == self.viewer and not self.match.seats[seat].is_bot
                and not self.tweens.busy)

    def name(self, seat: int) -> str:
        if seat == CHANCE:
            return "Chance"
        return self.match.seats[seat].name

    # -- log ---------------------------------------------------------------------------
    def _rebuild_log(self) -> None:
        """Replay the action log to rebuild the sentences (saves need not store them)."""
        replay(self.spec, self.match.seed, len(self.match.seats), self.match.options,
               self.match.log, self._add_log)

    def _add_log(self, index: int, events: list[Any]) -> None:
        for event in events:
            sentence = self.spec.describe(event, self.match.names)
            if sentence:
                self.log.append((index, sentence))
        self.log_scroll = 0

    # -- acting --------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """Apply an action chosen from the legal ones; explain and change nothing otherwise.
        A person's key or click that ends their turn before they did anything asks first."""
        reason = self.state.explain_illegal(action)
        if reason is not None:
            self.say(reason)
            return False
        if self.ask_before_ending(action):
            return False
        turn_before = self.turn_marker()
        self._took(self.driver.submit(action), turn_before)
        return True

    def _took(self, step: Step, turn_before: tuple[Any, ...]) -> None:
        """After any applied step (a person's, a bot's, chance's): log, animate, autosave."""
        self.version += 1
        self.turns.note(step.index, step.seat)
        self._follow_turn()
        self._refresh_shown()  # a bot's turn or the end: the public view before it animates
        self._add_log(step.index, step.events)
        self.animate(step.events)
        if self.turn_marker() != turn_before or self.state.is_terminal():
            self.autosave()

    def turn_marker(self) -> tuple[Any, ...]:
        """Changes when a turn ends: the seat, or (solo) the turn or round counter."""
        state = self.state
        return (state.current_player, getattr(state, "turn", None), getattr(state, "round", None))

    def undo(self) -> None:
        if not self.my_turn:
            return
        if not self.match.can_undo():
            self.say(self.undo_refusal())
            return
        index = len(self.match.log) - 1
        action = self.match.log[index]
        self.match.undo()
        self.version += 1
        self.turns.forget_from(index)
        self.log = [(i, s) for i, s in self.log if i != index]
        self.log.append((index, self.undo_sentence(action)))
        self.on_undo()

    def undo_sentence(self, action: Any) -> str:
        """The log's line for an undo of `action`; a game may say what was taken back."""
        return f"{self.name(self.state.current_player)} took back a move."

    def undo_refusal(self) -> str:
        """Why there is nothing to undo; a game may name what barred it (dice, an event)."""
        return "Nothing to undo: draws and other players' moves cannot be taken back."

    def autosave(self, quiet: bool = False) -> bool:
        """Keep the match's autosave; on failure the game goes on under a banner saying why
        (and each new problem is reported in full on stderr and in the log, unless `quiet`).

        True when the autosave is up to date (or there is none to keep)."""
        if self.autosaver is None:
            return True
        try:
            self.autosaver(self.match)
        except (OSError, ValueError) as exc:  # persist's SaveError is a ValueError
            problem = autosave_problem_text(exc)
            self.autosave_error = " ".join(str(exc).split())
            if problem != self.autosave_problem and not quiet:
                from shifting_sands.settings import report

                report(f"autosave failed: {self.autosave_error}")
                self.app.sounds.play("fail")
            self.autosave_problem = problem
            return False
        self.autosave_problem = self.autosave_error = ""
        return True

    def on_quit(self) -> None:
        if not self.autosave(quiet=True):  # the window is closing: no banner would be seen
            from shifting_sands.settings import report

            report(f"the window was closed and the game could not be autosaved: "
                   f"{self.autosave_error}")

    def on_exit(self) -> None:
        # Leaving for the launcher or another game keeps this one's latest moves.
        self.autosave()

    def say(self, message: str) -> None:
        """Explain a refused click in words (and a soft sound); nothing else changes."""
        self.toast = message
        self.toast_time = 3.5
        self.app.sounds.play("fail")

    # -- real time ------------------------------------------------------------------------
    def start_timer(self, seconds: float, on_time_up: Callable[[], Any]) -> SandTimer:
        """Turn a sand timer over. When it runs out, `on_time_up` runs once, and submits the
        action that records it (the rules only ever see that action)."""
        self.timer = SandTimer(seconds, self.clock)
        self._on_time_up = on_time_up
        self.timer.start()
        return self.timer

    def stop_timer(self) -> None:
        self.timer, self._on_time_up = None, None

    def _tick_timer(self) -> None:
        timer = self.timer
        if timer is None:
            return
        on_top = self.app.scenes.top is self
        if not on_top and timer.running:
            timer.pause()  # a menu or a hand-off stops the sand
        elif on_top and not timer.running:
            timer.resume()
        if on_top and timer.expired:
            callback = self._on_time_up
            self.stop_timer()
            if callback is not None:
                callback()

    # -- the turn loop --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # the last frame was kept (or drew its pulses only): nothing new shows, so make ahead
        still = not self.tweens.busy and (not self.app.composed or self.app.partial is not None)
        made = still and self.log[-1:] == self._log_shown and self.prepare_log(self.app.canvas)
        self.tweens.update(dt)
        self.toast_time = max(0.0, self.toast_time - dt)
        self.input_wait = max(0.0, self.input_wait - dt)
        self._tick_timer()
        self._refresh_shown()
        if self.app.scenes.top is not self or self.tweens.busy or self.holding():
            return
        if self.state.is_terminal():
            if still and not made and not self.results_shown:
                self.results_ahead.step(self, self.app.canvas)
            self._show_results(dt)
            return
        seat = self.state.current_player
        waiting = self.driver.waiting()
        if waiting is Waiting.CHANCE:
            self._took(self.driver.step_chance(), self.turn_marker())
        elif waiting is Waiting.BOT:
            self._step_bot(seat, dt)
        elif seat != self.keyboard:
            self._hand_over(seat)

    def _step_bot(self, seat: int, dt: float) -> None:
        if getattr(self.app, "still", False):
            return
        if not self.bot_runner.thinking:
            self.bot_wait += dt
            if self.bot_wait < BOT_PAUSE * self.app.settings.animation_factor:
                return
            self.bot_wait = 0.0
            request = self.driver.bot_request()
            self.bot_runner.start(request.policy, request.view, request.legal, request.rng)
            return
        action = self.bot_runner.result()
        if action is not None:
            self.submit(action)

    def open_menu(self) -> None:
        """The pause menu, on top of whatever is on screen (the table or a hand-off)."""
        self.app.push(self.app.factories.pause(self.app, self))

    def clear_hover(self) -> None:
        """Forget what the pointer was over: no tooltip or preview outlives a hand-off."""
        for widget in self.widgets.widgets:
            widget.hovered = False

    def _show_results(self, dt: float) -> None:
        if self.results_shown:
            return
        self.bot_wait += dt
        if self.bot_wait < 0.8 * max(self.app.settings.animation_factor, 0.3):
            return
        self.results_shown = True
        self.app.push(self.results_ahead.take(self))

    # -- input ------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if self.waiting_for_input(intent):
            return  # meant for the hand-off screen, not for the next person's table
        self.from_input = True
        try:
            self._handle(intent)
        finally:
            self.from_input = False

    def _handle(self, intent: Intent) -> None:
        if isinstance(intent, PointerDown) and self.tweens.busy:
            self.tweens.finish_all()
            return
        if isinstance(intent, Menu):
            self.open_menu()
            return
        if isinstance(intent, Undo):
            self.undo()
            return
        if isinstance(intent, Scroll) and self._in_log(self.app_pointer()):
            self.log_scroll = max(0, self.log_scroll + intent.dy)
            return
        if self.widgets.handle(intent):
            return
        self.handle_board(intent)

    def app_pointer(self) -> tuple[float, float]:
        import pygame

        return self.app.canvas.to_logical(pygame.mouse.get_pos())

    def _in_log(self, pos: tuple[float, float]) -> bool:
        x, y, w, h = self.log_rect
        return x <= pos[0] < x + w and y <= pos[1] < y + h

    def _top_buttons(self) -> None:
        def menu() -> None:
            self.handle(Menu())

        def rules() -> None:
            self.app.push(self.app.factories.rules(self.app, self.spec))

        self.undo_button = Button((1104, 10, 44, 40), icon="ui/icons/undo.png",
                                  on_click=self.undo, tooltip="Undo (Ctrl+Z)")
        self.widgets.add(self.undo_button)
        self.widgets.add(Button((1160, 10, 44, 40), icon="ui/icons/rules.png", on_click=rules,
                                tooltip="Rules"))
        self.widgets.add(Button((1216, 10, 44, 40), icon="ui/icons/menu.png", on_click=menu,
                                tooltip="Menu (Esc)"))

    # -- drawing ----------------------------------------------------------------------------
    still_skip: frozenset[str] = frozenset()
    """A game's attributes that only cache what others decide (left out of `still_key`)."""

    def still_key(self) -> tuple | None:
        """What the table shows, as a value (core/still.py), or None while it moves: the
        window keeps the last frame on screen while this stays the same."""
        if self._moved or self.tweens.busy or self.timer is not None:
            return None
        return (self.version, len(self.match.log), len(self.log), self.log[-1:],
                self.bot_runner.thinking, snapshot(vars(self.app.settings)),
                fading_still(self.toast, self.toast_time, 235, TOAST_FADE),
                scene_snapshot(self, STILL_SKIP | self.still_skip, self.widgets.widgets))

    def keep_moving(self) -> None:
        """Said by a drawing that reads the time (tumbling dice): the next frame is drawn
        afresh."""
        self._moved = True

    def pulse_frame(self, rect: tuple[float, float, float, float] | None = None) -> int:
        """The window's frame count, for a pulse drawn inside the logical `rect`: while
        nothing else moves, the window draws the frame again inside its pulses' rectangles
        only (`pulse_rects`, app.py). Without a rect the whole frame counts as moving."""
        if rect is None:
            self.keep_moving()
        else:
            self._pulses.append(rect)
        return self.app.frames

    def pulse_rects(self) -> list[tuple[float, float, float, float]]:
        return self._pulses

    def draw(self, canvas: Canvas) -> None:
        self._moved = False
        self._pulses = []
        canvas.backdrop(self.backdrop_key(), self.draw_static)
        self.undo_button.enabled = self.my_turn and self.match.can_undo()
        self.draw_board(canvas)
        # a frame drawn again inside its pulses alone (app.py) skips the parts they miss
        if canvas.touches(self.log_rect):
            self.draw_log(canvas)
        canvas.part(self._reaches, "top bar", lambda: self.draw_top_bar(canvas))
        self.widgets.draw(canvas)
        self.draw_over_widgets(canvas)
        self.draw_tooltip(canvas)
        if self.autosave_problem:
            self.draw_autosave_banner(canvas)
        if self.toast_time > 0:
            self.draw_toast(canvas)

    def draw_autosave_banner(self, canvas: Canvas) -> None:
        """A strip in the title bar, under the status line, while autosaves fail: between
        the title and the first button, so it covers neither the board nor a button."""
        size = 14
        left = 40 + canvas.text_width(self.spec.title, 30, "title_bold")
        right = min([w.rect[0] for w in self.widgets.widgets if w.visible and w.rect[1] < 60]
                    + [1270]) - 12
        room = right - left - 24
        full = self.autosave_problem
        short = full.replace(" Play on, or keep a copy elsewhere:", " Copy elsewhere:")
        text = next((t for t in (full, short) if canvas.text_width(t, size) <= room), short)
        while canvas.text_width(text, size) > room and len(text) > 4:
            text = text[:-5].rstrip() + "..."
        width = canvas.text_width(text, size) + 24
        middle = min(max(640, left + width / 2), right - width / 2)
        canvas.rect((150, 44, 30, 240), (middle - width / 2, 43, width, 18), 6)
        canvas.text(text, (middle, 52), size, theme.BONE, anchor="center")

    def backdrop_key(self) -> tuple:
        """What the static backdrop depends on (a game adds its variant when it matters)."""
        return (type(self).__name__,)

    def draw_static(self, canvas: Canvas) -> None:
        """What stays put for the whole game: painted once into the backdrop layer."""
        canvas.cover("ui/background.png")
        left, top, width, _ = canvas.window_rect()
        canvas.rect((43, 29, 20, 170), (left, top, width, 60 - top))
        canvas.text(self.spec.title, (24, 30), 30, theme.BONE, "title_bold", anchor="midleft")
        panel(canvas, self.log_rect)
        x, y, _, _ = self.log_rect
        canvas.text("Game log", (x + 16, y + 10), 20, theme.DEEP_CLAY, "title_bold")

    def draw_top_bar(self, canvas: Canvas) -> None:
        canvas.text(self.status_line(), (640, 30), 22, theme.BONE, "bold", anchor="center")

    def draw_tooltip(self, canvas: Canvas) -> None:
        self.widgets.draw_tooltips(canvas)

    def toast_shown(self) -> tuple[str, int, int] | None:
        """The toast as drawn (its text, its box's and its text's alpha), or None: drawn
        the same until its last TOAST_FADE seconds, whose frames draw it again in its
        rectangle alone (the still key sees `fading_still`, core/fading.py)."""
        return fading(self.toast, self.toast_time, 235, TOAST_FADE)

    def draw_toast(self, canvas: Canvas) -> None:
        shown = self.toast_shown()
        if shown is None:
            return
        text, box_alpha, text_alpha = shown
        width = canvas.text_width(text, 18) + 40
        rect = (640 - width / 2, 72, width, 40)
        if is_fading(self.toast_time, TOAST_FADE):  # drawn again there alone (core/fading.py)
            self.pulse_frame(rect)
        if not canvas.touches(rect):  # its text lies inside its box
            return
        canvas.rect((122, 59, 34, box_alpha), rect, 12)
        canvas.text(text, (640, 92), 18, theme.BONE, anchor="center", alpha=text_alpha)

    LOG_SIZE, LOG_GAP, LOG_PLAIN = 15, 19, (88, 68, 50)
    """The log's text size and line step, and the colour of its entries but the newest."""
    _log_ready: tuple | None = None
    """The newest entry and scale whose plain lines `prepare_log` has made, if any."""
    _log_shown: list = []
    """The newest entry as the log panel last drew it (a one-item list, as `log[-1:]`;
    replaced, never changed in place)."""

    def prepare_log(self, canvas: Canvas) -> bool:
        """Wrap and render the newest entry as it will show once older (plain, not bold),
        in a frame that draws nothing new: the frame of the next move then renders only its
        own lines (it spent 1-2 ms wrapping and rendering both, issue 37). The same calls
        the panel makes, so what it later draws from the canvas's caches is the same.
        Whether there was anything to make."""
        if not self.log or self._log_ready == (self.log[-1], canvas.scale):
            return False
        self._log_ready = (self.log[-1], canvas.scale)
        for line in canvas.wrap(self.log[-1][1], self.log_rect[2] - 40, self.LOG_SIZE, "body"):
            canvas.text_surface(line, self.LOG_SIZE, self.LOG_PLAIN, "body")
        return True

    def draw_log(self, canvas: Canvas) -> None:
        x, y, w, h = self.log_rect
        size, gap = self.LOG_SIZE, self.LOG_GAP
        visible = int((h - 48) / gap)
        lines = self.log_tail(canvas, w - 40, size, self.log_scroll + visible)
        end = max(0, len(lines) - self.log_scroll)
        start = max(0, end - visible)
        self.log_scroll = len(lines) - end
        previous_clip = canvas.screen.get_clip()
        canvas.screen.set_clip(canvas.to_screen((x + 4, y, w - 12, h)))
        for row, (line, newest) in enumerate(lines[start:end]):
            colour = theme.INK if newest else self.LOG_PLAIN
            canvas.text(line, (x + 18, y + 42 + row * gap), size, colour,
                        "bold" if newest else "body")
        canvas.screen.set_clip(previous_clip)
        self._log_shown = self.log[-1:]
        if not self.log:
            canvas.text("Moves will be written here.", (x + 18, y + 44), 15, theme.MUTED,
                        "italic")

    def log_tail(self, canvas: Canvas, width: float, size: int,
                 wanted: int) -> list[tuple[str, bool]]:
        """The log's last wrapped lines, at least `wanted` of them if the log has that many
        (each with whether it is the newest entry's): wrapping only the entries that can
        show, from the newest back, since a long game's log of hundreds of entries cost
        half a millisecond a drawn frame to walk whole."""
        lines: list[tuple[str, bool]] = []
        last = len(self.log) - 1
        for i in range(last, -1, -1):
            newest = i == last
            # the newest line is bold, and bold is wider: wrap it in its own face
            role = "bold" if newest else "body"
            wrapped = canvas.wrap(self.log[i][1], width, size, role)
            lines[:0] = [(line, newest) for line in wrapped]
            if len(lines) >= wanted:
                break
        return lines

    # -- what a game supplies ------------------------------------------------------------------
    def draw_board(self, canvas: Canvas) -> None:
        raise NotImplementedError

    def draw_over_widgets(self, canvas: Canvas) -> None:
        """What must lie over the buttons (a card shown large on hover), drawn after them."""

    def handle_board(self, intent: Intent) -> None:
        """Turn the player's intent into an action (or a selection)."""

    def animate(self, events: list[Any]) -> None:
        """Start tweens for the events the last action produced."""

    def on_undo(self) -> None:
        """Drop selections and animated positions after an undo."""

    def holding(self) -> bool:
        """Whether a card waits for the person at the keyboard to read and close it (an
        event they drew, a verdict): chance, the bots and the hand-off wait meanwhile."""
        return False

    def status_line(self) -> str:
        if self.replay_note is not None:
            return f"Step {self.replay_note.step} of {self.replay_note.length}"
        if self.state.is_terminal():
            return "Game over"
        seat = self.state.current_player
        if seat == CHANCE:
            return "Rolling..."
        if self.passing_on():
            # the table is already hidden; the hand-off comes once the move has animated
            return f"{self.name(self.keyboard)}'s turn is over - {self.name(seat)} plays next"
        prompt = self.state.prompt()
        if prompt is not None and prompt.kind is not PromptKind.TURN:
            # a vote, a response window, a defender: the state says why this seat acts
            who = f"{self.name(seat)}: {prompt.text}"
        else:
            who = "Your turn" if seat == self.viewer and len(self.humans) == 1 else (
                f"{self.name(seat)}'s turn")
        return who + (" - thinking..." if self.bot_runner.thinking else "")

    def results_lines(self) -> list[str]:
        """Extra lines for the results screen (bonuses, how the game ended)."""
        return []
