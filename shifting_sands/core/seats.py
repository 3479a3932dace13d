"""Who sits at the keyboard and what the shared table may show (a mixin of `GameScene`).

People and seats: one person may hold several seats, and the hand-off screen comes only
when the person changes. The table shows the view of the seat whose person took the last
hand-off while that person acts; whenever another seat acts (a bot's turn, the next
person's turn while the last move still animates) or the game is over, everyone may be
watching, so it shows the public view (`view_for(None)`), unless one person sits at the
table alone. After a hand-off, input meant for the screen before waits a moment, and a turn
ended before its person did anything asks first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from shifting_sands.core.handoff import HandoffScene, handoff_title
from shifting_sands.core.input import Intent, PointerMove, Scroll
from shifting_sands.core.widgets import GUARD_SECONDS
from shifting_sands.rules.protocol import PromptKind


@dataclass
class TurnWatch:
    """The seats that applied an action in the turn under way (log index, seat)."""

    key: tuple[Any, ...] | None = None
    acts: list[tuple[int, int]] = field(default_factory=list)

    def follow(self, owner: int | None, counters: tuple[Any, ...]) -> None:
        """The turn as it stands now: a new owner, or a new turn or round number, begins a
        new turn. `owner` None (chance, or another seat answering inside the turn) keeps it."""
        if owner is None and self.key is not None:
            owner = self.key[0]
        key = (owner, *counters)
        if key != self.key:
            self.key, self.acts = key, []

    def note(self, index: int, seat: int) -> None:
        if seat >= 0:
            self.acts.append((index, seat))

    def forget_from(self, index: int) -> None:
        """An undo took back the actions from `index` on."""
        self.acts = [(i, s) for i, s in self.acts if i < index]

    def acted(self, seat: int) -> bool:
        return any(s == seat for _i, s in self.acts)


class TableSeats:
    """The seat half of `GameScene`: keyboard, shown view, hand-offs, the turn's first acts."""

    ends_turn: ClassVar[tuple[type, ...]] = ()
    """The actions that end a person's turn (End turn, Pass). Taken before that person did
    anything this turn, they ask first; a game whose turn never ends by a separate action
    (or only after one) leaves this empty or never meets the question."""

    match: Any
    app: Any
    version: int

    def _init_seats(self) -> None:
        self._keyboard: int | None = self._initial_viewer()
        """The seat of the person who took the last hand-off (None while one is up)."""
        self._shown: int | None = self._keyboard
        self.input_wait = 0.0
        """Seconds the table still ignores keys and clicks after a hand-off."""
        self.from_input = False
        """True while a person's key or click is handled (a timer or a bot is not one)."""
        self.turns = TurnWatch()
        self._follow_turn()

    # -- seats and people --------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if not seat.is_bot]

    @property
    def people(self) -> list[str]:
        """The people at the keyboard (one may hold several seats), in seat order."""
        return list(dict.fromkeys(self.match.seats[i].player for i in self.humans))

    def person(self, seat: int | None) -> str | None:
        if seat is None or not 0 <= seat < len(self.match.seats):
            return None
        return self.match.seats[seat].player

    def _initial_viewer(self) -> int | None:
        humans = self.humans
        if len(self.people) == 1:
            # one person at the keyboard: a seat of theirs that acts first, else their first
            current = self.match.state.current_player
            return current if current in humans else humans[0]
        return None

    # -- what the table shows --------------------------------------------------------------
    @property
    def keyboard(self) -> int | None:
        """The seat at the keyboard: whose person took the last hand-off."""
        return self._keyboard

    @property
    def viewer(self) -> int | None:
        """The seat whose view the table shows (None: the public view)."""
        return self._shown

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        """A person now sits at the keyboard for `seat` (None: a hand-off is up)."""
        self._keyboard = seat
        self.version += 1
        self._refresh_shown()

    def table_is_shared(self) -> bool:
        """Whether anyone but the person at the keyboard may be watching what acts now."""
        state = self.match.state
        if len(self.people) <= 1:
            return False
        keyboard = self._keyboard
        if keyboard is None or state.is_terminal():
            return True
        seat = state.current_player
        if seat < 0:
            return self._shown is None  # chance acts: the table stays as it was
        return self.match.seats[seat].is_bot or self.person(seat) != self.person(keyboard)

    def _refresh_shown(self) -> None:
        shown = None if self.table_is_shared() else self._keyboard
        if shown != self._shown:
            self._shown = shown
            self.version += 1
            self.on_viewer_changed()

    def passing_on(self) -> bool:
        """Whether the turn has passed to another person at the keyboard while the last
        player's move still animates (the hand-off comes once animations end)."""
        state, keyboard = self.match.state, self._keyboard
        seat = state.current_player
        return (not state.is_terminal() and keyboard is not None and keyboard != seat
                and len(self.people) > 1 and 0 <= seat < len(self.match.seats)
                and not self.match.seats[seat].is_bot
                and self.person(seat) != self.person(keyboard))

    # -- the hand-off --------------------------------------------------------------------
    def _hand_over(self, seat: int) -> None:
        # The hand-off is for a change of person, never between two seats of one person.
        same_person = self.person(seat) == self.person(self._keyboard)
        if len(self.people) <= 1 or same_person or not self.secrets_on_screen(seat):
            self.viewer = seat
            return

        def ready() -> None:
            self.viewer = seat
            self.input_wait = GUARD_SECONDS  # a second Enter or click meant for the hand-off

        self.viewer = None
        self.clear_hover()
        self.app.push(HandoffScene(self.app, self.person(seat) or self.match.seats[seat].name,
                                   ready, self.handoff_reason(), seat=seat,
                                   mark=self.match.spec.seat_mark(seat),
                                   on_menu=self.open_menu, title=self.handoff_title(seat)))

    def handoff_title(self, seat: int) -> str:
        """The hand-off's headline: who, and why ("Amira: your vote on Tariq's story")."""
        name = self.person(seat) or self.match.seats[seat].name
        prompt = self.match.state.prompt()
        subject = self.vote_subject() if prompt is not None and (
            prompt.kind is PromptKind.VOTE) else None
        return handoff_title(name, prompt, subject)

    def waiting_for_input(self, intent: Intent) -> bool:
        """True for a key or click that comes too soon after a hand-off (it is dropped)."""
        return self.input_wait > 0 and not isinstance(intent, PointerMove | Scroll)

    # -- the turn under way ----------------------------------------------------------------
    def turn_owner(self) -> int | None:
        """The seat whose turn is under way, or None to keep the last one (another seat
        answering inside the turn: a vote, a window, a defence)."""
        prompt = self.match.state.prompt()
        return prompt.seat if prompt is not None and prompt.kind is PromptKind.TURN else None

    def _follow_turn(self) -> None:
        state = self.match.state
        self.turns.follow(self.turn_owner(),
                          (getattr(state, "turn", None), getattr(state, "round", None)))

    def ask_before_ending(self, action: Any) -> bool:
        """When a person's key or click would end their turn before they did anything,
        ask first (True: asked, nothing applied). Keep playing is the answer on Enter;
        the other answer submits from the dialog, so it does not ask again."""
        if not self.from_input or not isinstance(action, self.ends_turn):
            return False
        seat = self.match.state.current_player
        if seat < 0 or self.match.seats[seat].is_bot or self.turns.acted(seat):
            return False
        self.app.push(self.app.factories.confirm(
            self.app, "End your turn?", "End your turn without acting? Nothing has been "
            "done this turn yet.", "End turn", lambda: self.submit(action), "Keep playing"))
        return True

    # -- what a game supplies -------------------------------------------------------------
    def vote_subject(self) -> str | None:
        """What the open vote is about, from public information ("Tariq's story")."""
        return None

    def on_viewer_changed(self) -> None:
        """The seat whose view is shown changed (a hand-off, a bot's turn, the end)."""

    def secrets_on_screen(self, seat: int) -> bool:
        """Whether `seat`'s screen would show something the others must not see."""
        return True

    def handoff_reason(self) -> str:
        """What the hand-off screen says is being hidden."""
        return "Your cards stay hidden until you are ready."
