"""The Curse Reverse table: board, packs, temples, decks, whose turn, and the stack.

The data and the small questions every part of the rules asks of it. Which actions are legal
and what they do live above it (`turn.py`, `flow.py` and the frames below them), and
`rules.py`'s `CurseState` joins them: so the modules of the frames import this one and none
of them imports another in a circle. Rulings (C1...) are in docs/rules/curse-reverse.md.
"""

from __future__ import annotations

import copy
from enum import Enum
from typing import Any

from shifting_sands.content.curse_reverse import GODS, CurseContent, VariantModel
from shifting_sands.games.curse_reverse.rules import actions as ev
from shifting_sands.games.curse_reverse.rules.actions import ACTION_CODEC
from shifting_sands.games.curse_reverse.rules.board import Board, board_for, is_temple
from shifting_sands.rules.plain import plain_copy
from shifting_sands.rules.protocol import CHANCE, TERMINAL, GameState, Outcome
from shifting_sands.rules.rng import GameRng

ASK_CHOICES = ("always", "playable", "never")
"""How often a person is asked in response windows (ruling C14): at every window (tells
nothing), only when holding a cartouche that fits (quicker, but the hand-off shows it), or
never (cartouches on one's own turn only)."""


class Phase(Enum):
    """What the table is doing now (labels for the screen, the log and the search)."""

    TURN = "turn"
    MOVE = "move"
    WINDOW = "window"
    CHANCE = "chance"
    CHOICE = "choice"
    STORY = "story"
    VOTE = "vote"
    OVER = "over"


class CurseTable(GameState):
    """The state's data and helpers (the game itself is `rules.CurseState`)."""

    codec = ACTION_CODEC

    def __init__(self, content: CurseContent, variant: str, rng: GameRng,
                 thieves: list[str], people: list[bool], ask: list[str]) -> None:
        super().__init__()
        self.content = content
        self.variant = variant
        self.rng = rng
        self.players = len(thieves)
        self.thieves = list(thieves)
        self.people = list(people)
        self.ask = list(ask)
        self.orientation = [0, 0, 0, 0]
        self.home: list[str] = []
        self.pos: list[str] = []
        self.packs: list[list[str]] = [[] for _ in thieves]
        """Tiles carried: "item:<id>", "curse", "cartouche:<id>"."""
        self.ground: dict[str, list[str]] = {}
        self.offerings: dict[str, list[list[Any]]] = {god: [] for god in GODS}
        """Per temple, the items returned there: [item, seat who returned it]."""
        self.goals: list[list[str]] = []
        self.done: list[list[str]] = [[] for _ in thieves]
        self.goal_box: dict[str, list[str]] = {}
        self.knows: list[list[str]] = [[] for _ in thieves]
        """The cartouches each seat has seen (held, peeked at, looked at, dropped)."""
        self.bag: list[str] = []
        self.pile: list[str] = []
        """Cartouches face down, drawn from the end (order hidden: `determinize`)."""
        self.curses = content.components.curse_tiles
        self.used: list[str] = []
        self.events_left: list[str] = list(content.events)
        self.events_used: list[str] = []
        self.trials_left: list[str] = list(content.trials)
        self.trials_used: list[str] = []
        self.declined: list[list[str]] = [[] for _ in thieves]
        """Per seat, the any-time plays it passed on in a window (`asking.fingerprint`,
        ruling C35); secret: they tell which cartouches it holds."""
        self.aker = [False] * self.players
        self.menhit = [False] * self.players
        self.ts: dict[str, Any] = {}
        self.stack: list[dict[str, Any]] = []
        self.turn_seat = 0
        self.current_player = 0
        self.turn = 1
        self.round = 1
        self._outcome: Outcome | None = None
        self._revealed_now = False
        self.new_turn_state()

    # -- the table ------------------------------------------------------------------
    @property
    def rules(self) -> VariantModel:
        return self.content.variants[self.variant]

    @property
    def board(self) -> Board:
        return board_for(self.content.segments, tuple(self.orientation))

    def new_turn_state(self) -> None:
        self.ts = {"moves": 0, "actions": 1, "streak": False, "factor": "", "trial": False,
                   "cut": False}

    def thief(self, seat: int) -> Any:
        return self.content.thieves[self.thieves[seat]]

    def items_of(self, seat: int) -> list[str]:
        return [t[5:] for t in self.packs[seat] if t.startswith("item:")]

    def cartouches_of(self, seat: int) -> list[str]:
        return [t[10:] for t in self.packs[seat] if t.startswith("cartouche:")]

    def curses_of(self, seat: int) -> int:
        return self.packs[seat].count("curse")

    def free_space(self, seat: int) -> int:
        return self.thief(seat).pack - len(self.packs[seat])

    def speed(self, seat: int) -> int:
        """2 + the empty "1 Move" spaces; tiles fill the plain spaces first (ruling C5)."""
        thief = self.thief(seat)
        plain = thief.pack - thief.move_spaces
        covered = max(0, len(self.packs[seat]) - plain)
        return self.content.components.base_move + max(0, thief.move_spaces - covered)

    def dice(self, seat: int, kind: str) -> int:
        """1 + one per item of that kind (cartouches and curses add nothing)."""
        items = self.content.items
        return 1 + sum(1 for item in self.items_of(seat) if items[item].kind == kind)

    def at(self, node: str) -> list[int]:
        return [seat for seat in range(self.players) if self.pos[seat] == node]

    def in_temple(self, seat: int) -> str | None:
        node = self.pos[seat]
        return node.split(":", 1)[1] if is_temple(node) else None

    def order_from(self, seat: int) -> list[int]:
        return [(seat + k) % self.players for k in range(self.players)]

    def learn(self, seat: int, cartouche: str) -> None:
        if cartouche not in self.knows[seat]:
            self.knows[seat].append(cartouche)
            self.knows[seat].sort()

    def give_tile(self, seat: int, tile: str, source: str, what: str,
                  events: list[Any]) -> None:
        """Into the pack, or onto the seat's square when the pack is full (ruling C6)."""
        where = f"seat:{seat}"
        if self.free_space(seat) > 0:
            self.packs[seat].append(tile)
        else:
            self.ground.setdefault(self.pos[seat], []).append(tile)
            where = f"ground:{self.pos[seat]}"
        if tile.startswith("cartouche:"):
            self.learn(seat, tile[10:])
        events.append(tile_event(tile, source, where, what))

    # -- the end ----------------------------------------------------------------------
    def finish(self, winners: list[int], reason: str, events: list[Any]) -> None:
        scores = [float(len(done)) for done in self.done]
        self._outcome = Outcome(tuple(winners), tuple(scores), reason)
        self.current_player = TERMINAL
        self.stack.clear()
        events.append(ev.GameEnded(tuple(winners), reason))

    def outcome(self) -> Outcome | None:
        return self._outcome

    def secret_tokens(self, seat: int) -> set[str]:
        """Cartouches `seat` holds that no other seat has seen."""
        return {f"cartouche:{c}" for c in self.cartouches_of(seat)
                if not any(c in self.knows[o] for o in range(self.players) if o != seat)}

    def view_for(self, seat: int | None) -> Any:
        from shifting_sands.games.curse_reverse.rules.view import view_of

        return view_of(self, seat)

    # -- copies and saves -------------------------------------------------------------
    PLAIN = ("variant", "players", "thieves", "people", "ask", "orientation", "home", "pos",
             "packs", "ground", "offerings", "goals", "done", "goal_box", "knows", "bag",
             "pile", "curses", "used", "events_left", "events_used", "trials_left",
             "trials_used", "declined", "aker", "menhit", "ts", "stack", "turn_seat",
             "current_player", "turn", "round")

    def _copy(self) -> CurseTable:
        twin = type(self).__new__(type(self))
        twin.__dict__.update(self.__dict__)
        mutable = {name: self.__dict__[name] for name in self.PLAIN
                   if isinstance(self.__dict__[name], (list, dict))}
        twin.__dict__.update(plain_copy(mutable))
        twin.rng = self.rng.copy()
        return twin

    def _fields_to_dict(self) -> dict[str, Any]:
        from shifting_sands.content.curse_reverse import curse_hash

        data = {name: copy.deepcopy(self.__dict__[name]) for name in self.PLAIN}
        data["content"] = curse_hash(self.content)
        data["rng"] = self.rng.to_json()
        data["outcome"] = self._outcome.to_dict() if self._outcome else None
        return data

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> CurseTable:
        from shifting_sands.content.curse_reverse import content_by_hash

        state = cls.__new__(cls)
        GameState.__init__(state)
        content = content_by_hash(str(data.get("content")))
        if content is None:
            raise ValueError("this Curse Reverse game was played with other content (cards, "
                             "items or board) than this version holds")
        state.content = content
        if "declined" not in data:  # a state saved before ruling C35
            data = {**data, "declined": [[] for _ in data["thieves"]]}
        for name in cls.PLAIN:
            state.__dict__[name] = copy.deepcopy(data[name])
        if state.variant not in state.content.variants:
            raise ValueError(f"unknown Curse Reverse variant {state.variant!r}")
        state.rng = GameRng.from_json(data["rng"])
        state._outcome = Outcome.from_dict(data["outcome"]) if data["outcome"] else None
        state._revealed_now = False
        return state


def tile_event(tile: str, source: str, target: str, what: str) -> ev.TileMoved:
    """The event of a tile moving; a cartouche's id rides along for `view.py` to blank."""
    if tile.startswith("cartouche:"):
        return ev.TileMoved("cartouche", source, target, what, tile[10:])
    return ev.TileMoved(tile, source, target, what)


def may_start_move(state: CurseTable) -> bool:
    """The first move of a turn is free; another costs the turn action (ruling C3)."""
    return state.ts["moves"] == 0 or state.ts["actions"] > 0


def push(state: CurseTable, frame: dict[str, Any]) -> None:
    state.stack.append(frame)


def open_window(state: CurseTable, moment: str, seats: list[int], **ctx: Any) -> None:
    """A response window of `moment` asking `seats` in this order (`asking.py` says who is
    skipped); `passed`: the seats that passed since the last play; `again`: the seat that
    just played (asked again whatever it chose)."""
    push(state, {"k": "window", "moment": moment, "seats": list(seats), "ask": list(seats),
                 "ctx": ctx, "passed": [], "again": -1})


def below(state: CurseTable, kind: str) -> dict[str, Any]:
    """The nearest frame of `kind` under the top one (the robbery a roll belongs to...)."""
    for frame in reversed(state.stack):
        if frame["k"] == kind:
            return frame
    raise LookupError(f"no {kind} frame on the stack")


__all__ = ["ASK_CHOICES", "CHANCE", "TERMINAL", "CurseTable", "Phase", "below",
           "may_start_move", "open_window", "push", "tile_event"]
