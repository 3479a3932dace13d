"""The Curse Reverse table: the board of four turning segments on the left; the thief card,
the other thieves, the log and the action panel on the right; a trial, a robbed pack, the
dice and event cards laid over the board while they matter.

The scene renders the view of the seat at the keyboard and offers only what
`legal_actions()` holds (buttons are labelled from it; clicks on squares and tiles are
matched against it); a refusal is explained in the rules' words (`explain_illegal`).
Real time lives only here: the story's sand timer, whose running out submits
`StoryFailed()`. Drawing lives in `painter.py`, `panels.py` and `overlays.py`.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core.canvas import Canvas
from shifting_sands.core.game_scene import GameScene
from shifting_sands.core.input import Confirm, Intent, PointerDown, PointerMove
from shifting_sands.core.widgets import Button
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.board import Board, board_for
from shifting_sands.games.curse_reverse.table.action_panel import (
    CHOSEN_IN_PACK,
    ActionPanel,
)
from shifting_sands.games.curse_reverse.table.hover import HoverNotes, inside
from shifting_sands.games.curse_reverse.table.layout import (
    ACTIONS,
    CARD,
    LOG_RECT,
    OTHERS,
    segment_at,
    square_at,
)
from shifting_sands.games.curse_reverse.table.motion import Motion
from shifting_sands.games.curse_reverse.table.notes import Tip
from shifting_sands.games.curse_reverse.table.overlays import DiceShow, Flash, OverlayPainter
from shifting_sands.games.curse_reverse.table.painter import BoardPainter
from shifting_sands.games.curse_reverse.table.panels import (
    HERE_SHOWN,
    PanelPainter,
    goal_rect,
    here_slot,
    pack_slot,
)

STORY_SECONDS = 60
UNDONE = {a.StartMove: "the move", a.Move: "the move", a.Stay: "the move",
          a.Drop: "dropping a tile", a.PickUp: "picking up a tile",
          a.Cleanse: "the cleansing", a.SetAsking: "the change of how they are asked"}
"""What the log says was taken back (ruling C33 says what may be)."""


class CurseScene(Motion, BoardPainter, PanelPainter, OverlayPainter, ActionPanel, HoverNotes,
                 GameScene):
    log_rect = LOG_RECT
    ends_turn = (a.EndTurn,)
    still_skip = frozenset({"anim_clock",  # read only by tumbling dice, which keep moving
                            "_board_floor"})  # a kept picture of what the key holds

    def __init__(self, app, match) -> None:
        self.spins: dict[str, float] = {}
        self.glides: dict[int, tuple[tuple[float, float], tuple[float, float], float]] = {}
        self.flights: list[list[Any]] = []
        """Tiles in the air: [tile, from, to, progress]."""
        self.flash: Flash | None = None
        self.dice_show: DiceShow | None = None
        self.selected_cartouche: str | None = None
        self.selected_tile: int | None = None
        self.page = 0
        self.pending_move: str | None = None
        """A square clicked before the move began: taken once the move frame is on top."""
        self.hover_node: str | None = None
        self.hover_goal: tuple[int, int] | None = None
        self.hover_loot: int | None = None
        self.pointer = (0.0, 0.0)
        self.loot_rects: list[tuple[tuple[float, float, float, float], int]] = []
        self.anim_clock = 0.0
        self.last_sand = 1.0
        self.action_buttons: list[Button] = []
        self._button_key: tuple | None = None
        super().__init__(app, match)

    # -- what is shown -------------------------------------------------------------------
    def board(self) -> Board:
        return board_for(self.state.content.segments, self.view().orientation)

    def mine(self) -> bool:
        """The seat at the keyboard is the one the rules wait for (animations aside)."""
        seat = self.state.current_player
        return (not self.replaying and not self.state.is_terminal() and seat >= 0
                and seat == self.viewer
                and not self.match.seats[seat].is_bot)

    def my_legal(self) -> list[Any]:
        return self.cached("legal", self.state.legal_actions) if self.mine() else []

    def focus_seat(self) -> int:
        """Whose card is shown: the seat at the keyboard while it decides, else the thief
        whose turn it is."""
        view = self.view()
        return self.viewer if self.mine() and self.viewer is not None else view.turn_seat

    def top(self) -> Any:
        return self.view().frame()

    def trial_frame(self) -> Any:
        for frame in reversed(self.view().stack):
            if frame.kind == "trial":
                return frame
        return None

    def trial_on_show(self) -> Any:
        """The trial, shown to everyone from its cards to the last vote."""
        trial, top = self.trial_frame(), self.top()
        if trial is None or not trial.get("scenario"):
            return None
        if top.kind == "vote" or (top.kind == "choice" and top.get("what") == "story"):
            return trial
        if top.kind == "window" and top.get("moment") == "trial":
            return trial
        if top.kind == "chance" and top.get("what") == "trial_card":
            return trial
        return None

    def reach_nodes(self) -> dict[str, bool]:
        """Places to light up: where the begun move may end (or, before it begins, where a
        move could end now, from the rules' own reach)."""
        if not self.mine() or self.spins or self.glides:
            return {}
        top = self.top()
        if top is not None and top.kind == "move":
            return {m.to: True for m in self.my_legal() if isinstance(m, a.Move)}
        if top is None and a.StartMove() in self.my_legal():
            from shifting_sands.games.curse_reverse.rules.flow import move_reach

            seat = self.state.current_player
            return self.cached("reach", lambda: dict.fromkeys(move_reach(self.state, seat),
                                                              False))
        return {}

    def secrets_on_screen(self, seat: int) -> bool:
        """Always: any thief may hold face-down cartouches or know another's, and a hand-off
        shown only to those who do would tell the table who holds nothing."""
        return True

    def handoff_reason(self) -> str:
        return "Your cartouches, peeks and votes stay hidden until you are ready."

    def vote_subject(self) -> str | None:
        """The story under trial: whose it is, as everyone sees it."""
        trial = next((f for f in reversed(self.state.view_for(None).stack)
                      if f.kind == "trial"), None)
        return f"{self.name(trial.get('seat'))}'s story" if trial is not None else None

    def turn_owner(self) -> int | None:
        """The thief whose turn it is, whoever answers inside it."""
        return None if self.state.is_terminal() else self.state.turn_seat

    # -- acting ------------------------------------------------------------------------------
    def act(self, action: Any) -> None:
        if self.tweens.busy:
            self.tweens.finish_all()
        if not self.mine():
            if not self.state.is_terminal():
                self.say(f"Wait: it is {self.name(self.state.current_player)}'s move.")
            return
        self.selected_cartouche = self.selected_tile = None
        self.page = 0
        self.submit(action)

    def try_action(self, action: Any) -> bool:
        """Submit `action` if the rules allow it now; else say why and return False."""
        if action in self.my_legal():
            self.act(action)
            return True
        if not self.mine():
            self.act(action)  # says whose move it is
            return False
        self.say(self.state.explain_illegal(action) or "That is not possible now.")
        return False

    def start_story(self) -> None:
        self.last_sand = 1.0
        self.start_timer(STORY_SECONDS, self.time_up)
        self._button_key = None

    def time_up(self) -> None:
        self.app.sounds.play("fail")
        self.last_sand = 0.0
        if a.StoryFailed() in self.my_legal():
            self.act(a.StoryFailed())

    def story_done(self, told: bool) -> None:
        if self.timer is not None:
            self.last_sand = self.timer.fraction_left()
        self.stop_timer()
        self.act(a.StoryTold() if told else a.StoryFailed())

    def choose_cartouche(self, cartouche: str | None, index: int | None = None) -> None:
        self.selected_cartouche, self.selected_tile, self.page = cartouche, index, 0
        self._button_key = None

    def next_page(self) -> None:
        self.page += 1
        self._button_key = None

    def undo_sentence(self, action: Any) -> str:
        """The log's line for an undo: what was taken back."""
        what = UNDONE.get(type(action), "a move")
        return f"{self.name(self.state.current_player)} takes back {what}."

    # -- a card to close ----------------------------------------------------------------------
    def holding(self) -> bool:
        """A card waits for its reader (an event drawn, a verdict, what a peek saw):
        chance, the bots and the hand-off wait until it is closed."""
        return self.flash is not None and self.flash.held

    def close_card(self) -> None:
        self.flash = None
        self._button_key = None

    def reads_cards(self, seat: int) -> bool:
        """Whether `seat`'s person sits at the keyboard to read a card of theirs now."""
        keyboard = self.keyboard
        return (keyboard is not None and 0 <= seat < len(self.match.seats)
                and not self.match.seats[seat].is_bot
                and self.person(seat) == self.person(keyboard))

    def on_undo(self) -> None:
        self.tweens.finish_all()
        self.spins.clear()
        self.glides.clear()
        self.flights.clear()
        self.pending_move = None
        self.choose_cartouche(None)

    def on_viewer_changed(self) -> None:
        self.hover_node = self.hover_goal = self.hover_loot = None
        self.choose_cartouche(None)

    def clear_hover(self) -> None:
        super().clear_hover()
        self.hover_node = self.hover_goal = self.hover_loot = None

    def status_line(self) -> str:
        """Who decides, and on whose turn, when it is not the thief whose turn it is; while
        a card waits, who must close it."""
        state = self.state
        seat = state.current_player
        if self.holding() and self.keyboard is not None:
            return f"{self.name(self.keyboard)}: close the card to go on"
        prompt = state.prompt() if seat >= 0 else None
        if (prompt is not None and seat != state.turn_seat and not self.passing_on()
                and prompt.kind.name == "TURN"):
            return f"{self.name(seat)} decides on {self.name(state.turn_seat)}'s turn"
        return self.named(super().status_line())

    # -- input ---------------------------------------------------------------------------------
    def handle_board(self, intent: Intent) -> None:
        if isinstance(intent, PointerMove):
            self.hover(intent.pos)
            return
        if self.holding() and (isinstance(intent, Confirm) or (
                isinstance(intent, PointerDown) and intent.button == 1)):
            self.close_card()  # the click or Enter that closes a card does nothing else
            return
        if isinstance(intent, Confirm):
            for action in (a.EndTurn(), a.DoneTurning(), a.Pass()):
                if action in self.my_legal():
                    self.act(action)
                    return
            return
        if not isinstance(intent, PointerDown) or intent.button != 1:
            return
        pos = intent.pos
        self.flash = None  # a card shown a moment ago gives way to whatever was clicked
        if self.click_loot(pos) or self.click_pack(pos):
            return
        if square_at(pos) is not None and self.trial_on_show() is None:
            self.click_board(pos)

    def hover(self, pos: tuple[float, float]) -> None:
        self.pointer = pos
        square = square_at(pos)
        self.hover_node = self.board().node_at.get(square) if square else None
        self.hover_goal = next(((self.focus_seat(), i) for i in range(3)
                                if inside(goal_rect(i), pos)), None)
        self.hover_loot = next((i for rect, i in self.loot_rects if inside(rect, pos)), None)

    def click_loot(self, pos: tuple[float, float]) -> bool:
        top = self.top()
        if top is None or top.kind != "choice" or top.get("what") not in ("steal", "peek"):
            return False
        for rect, index in self.loot_rects:
            if inside(rect, pos):
                kind = a.Steal if top.get("what") == "steal" else a.Peek
                self.try_action(kind(index))
                return True
        return False

    def click_pack(self, pos: tuple[float, float]) -> bool:
        view = self.view()
        seat = self.focus_seat()
        pack = view.packs[seat]
        for i in range(len(pack)):
            if inside(pack_slot(i), pos):
                self.click_pack_tile(i, pack[i])
                return True
        here = dict(view.ground).get(view.pos[seat], ())
        for i in range(min(HERE_SHOWN, len(here))):
            if inside(here_slot(i), pos):
                self.try_action(a.PickUp(i))
                return True
        return False

    def click_pack_tile(self, index: int, tile: str) -> None:
        if not self.mine():
            self.act(a.Pass())  # says whose move it is
            return
        top = self.top()
        if top is not None and top.kind == "choice" and top.get("what") in CHOSEN_IN_PACK:
            self.try_action(a.ReturnItem(index))
        elif tile.startswith("cartouche:") and tile[10:] in self.state.content.cartouches:
            self.choose_cartouche(tile[10:], index)
        else:
            self.try_action(a.Drop(index))

    def click_board(self, pos: tuple[float, float]) -> None:
        top = self.top()
        if top is not None and top.kind == "choice" and top.get("what") == "rotate":
            god = segment_at(pos)
            if god is not None:
                self.try_action(a.TurnSegment(god))
            return
        node = self.board().node_at.get(square_at(pos))
        if node is None or not self.mine():
            self.act(a.Pass())  # says whose move it is
            return
        if top is not None and top.kind == "move":
            if a.Move(node) in self.my_legal():
                self.act(a.Move(node))
            else:
                self.say("That place is out of reach: choose a lit square.")
            return
        if top is None and a.StartMove() in self.my_legal():
            if node not in self.reach_nodes():
                self.say("That place is out of reach this move.")
                return
            self.act(a.StartMove())
            self.pending_move = node
            return
        if top is None:
            self.say(self.state.explain_illegal(a.StartMove()) or "You cannot move now.")

    # -- time -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim_clock += dt
        on_top = self.app.scenes.top is self
        if on_top and self.flash is not None and not self.flash.held:
            self.flash.time -= dt
            if self.flash.time <= 0:
                self.flash = None
        if on_top and self.dice_show is not None and not self.tweens.busy:
            robbing = any(f.kind == "robbery" for f in self.view().stack)
            if not robbing:
                self.dice_show.linger -= dt
                if self.dice_show.linger <= 0:
                    self.dice_show = None
        top = self.top()
        if self.timer is not None and not (top is not None and top.kind == "choice"
                                           and top.get("what") == "story"):
            self.stop_timer()
        self.resolve_pending_move(top)
        self.sync_buttons()

    def resolve_pending_move(self, top: Any) -> None:
        if self.pending_move is None or not self.mine() or self.tweens.busy:
            return
        if top is not None and top.kind == "move":
            node, self.pending_move = self.pending_move, None
            if a.Move(node) in self.my_legal():
                self.act(a.Move(node))
            else:
                self.say("The move changed: choose one of the lit squares.")
        elif top is None:
            self.pending_move = None

    # -- drawing --------------------------------------------------------------------------------
    def draw_static(self, canvas: Canvas) -> None:
        super().draw_static(canvas)
        self.draw_static_panels(canvas)

    def draw_board(self, canvas: Canvas) -> None:
        self.sync_buttons()
        view = self.view()
        board = self.board()
        self.draw_board_floor(canvas, board, view)
        self.draw_reach(canvas, board, self.reach_nodes(), self.hover_node)
        self.draw_pawns(canvas, board, view, view.turn_seat if view.turn_seat >= 0 else None)
        focus = self.focus_seat()
        # the card and the other thieves change only with the table: one cached layer each
        key = (self.version, focus)
        canvas.layer("cr-card", key, CARD, lambda c: self.draw_card(c, view, focus))
        canvas.layer("cr-others", key, OTHERS, lambda c: self.draw_others(c, view, focus))
        title, lines, _buttons = self.panel_content()
        first_row = 1 if self.words_rows(lines) > 2 else 0
        self.draw_action_words(canvas, title, lines, ACTIONS[1] + 70 + 46 * first_row)
        trial = self.trial_on_show()
        top = view.frame()
        self.loot_rects = []
        if trial is not None:
            self.draw_trial(canvas, view, trial)
        elif (top is not None and top.kind == "choice" and top.get("what") in ("steal", "peek")
              and self.mine()):
            self.draw_loot(canvas, view, top)
        self.draw_flights(canvas)
        self.draw_dice(canvas)
        self.draw_flash(canvas)

    def draw_over_widgets(self, canvas: Canvas) -> None:
        """The note of what lies under the pointer, over everything else."""
        if any(w.visible and w.hovered and getattr(w, "tooltip", "")
               for w in self.widgets.widgets):
            return  # a button's own tooltip shows
        view = self.view()
        tip = self.note_under_pointer(view, self.focus_seat())
        if tip is None and not self.holding():
            words = self.goal_hover_text(view)
            tip = Tip(words) if words else None
        if tip is not None:
            self.draw_note(canvas, tip)
