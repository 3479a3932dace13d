"""The Ouroboros state: whose turn it is, what they may do, and when the team wins or loses.

A turn is one action of the explorer whose turn it is: stay, move, fight or revive. A turn
that laid no tile and drew no card waits for `EndTurn` so that it can be taken back (the
undo policy: never across a draw). The ruin's consequences are `resolve.Resolver`'s.
Rulings (O1...) are in docs/rules/ouroboros.md.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.content.ouroboros import RELICS, OuroborosRules, PursuitRule
from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.rules.actions import (
    ACTION_CODEC,
    DIRECTIONS,
    BreakWall,
    EndTurn,
    Fight,
    HoldBack,
    Move,
    Pos,
    Revive,
    Stay,
)
from shifting_sands.games.ouroboros.rules.pieces import (
    ROLE_TITLES,
    SEATS,
    Explorer,
    Monster,
    Status,
    Tile,
    chebyshev,
    step,
)
from shifting_sands.games.ouroboros.rules.resolve import Resolver
from shifting_sands.games.ouroboros.rules.view import Phase
from shifting_sands.rules.protocol import TERMINAL, GameState, Outcome, Prompt, PromptKind
from shifting_sands.rules.rng import GameRng


class OuroborosState(GameState):
    codec = ACTION_CODEC
    cooperative = True

    def __init__(self, rules: OuroborosRules, rng: GameRng, roles: list[str]) -> None:
        super().__init__()
        self.rules = rules
        self.rng = rng
        self.tiles: dict[Pos, Tile] = {}
        self.explorers = [Explorer(seat, role, (0, 0), strength=rules.strength(role))
                          for seat, role in enumerate(roles)]
        self.monsters: dict[int, Monster] = {}
        self.tile_deck: list[str] = []
        self.known_bottom = 0
        """How many cards at the bottom of the tile deck everyone saw go there."""
        self.draw_deck: list[str] = []
        self.discard: list[str] = []
        self.next_monster = 1
        self.first_seat = roles.index("guide")
        self.current_player = self.first_seat
        self.phase = Phase.TURN
        self.turn = 1
        self.round = 1
        self.pending: Pos | None = None
        """The direction of the wall the Archaeologist faces (phase WALL)."""
        self.turn_revealed = False
        self._revealed_now = False
        self._outcome: Outcome | None = None

    # -- what may be done ------------------------------------------------------------
    def me(self) -> Explorer:
        return self.explorers[self.current_player]

    def pursued(self, seat: int) -> bool:
        return any(m.quarry == seat for m in self.monsters.values())

    def _legal(self) -> list[Any]:
        if self.phase is Phase.CONFIRM:
            return [EndTurn()]
        if self.phase is Phase.WALL:
            return [BreakWall(), HoldBack()]
        if self.phase is not Phase.TURN:
            return []
        me = self.me()
        chased = self.pursued(me.seat)
        legal: list[Any] = [Move(word) for word, delta in DIRECTIONS.items()
                            if self._may_move(me, step(me.pos, delta), chased)]
        if not chased or not legal:  # O2: a pursued explorer with nowhere to go is caught
            legal.insert(0, Stay())
        power = sum(e.power for e in self.explorers if e.standing and e.pos == me.pos)
        if not chased or self.rules.pursuit is PursuitRule.LENIENT:  # O17: the pursued move
            legal += [Fight(m.id) for m in sorted(self.monsters.values(), key=lambda m: m.id)
                      if m.pos == me.pos and power > m.power]
        if not chased or me.role == "medic":
            legal += [Revive(e.seat) for e in self.explorers
                      if e.status is Status.DOWN and e.pos == me.pos]
        return legal

    def _may_move(self, me: Explorer, target: Pos, chased: bool) -> bool:
        tile = self.tiles.get(target)
        if tile is None:
            return bool(self.tile_deck)  # O3: no tile left to lay, no way into the dark
        return not tile.blocks or chased or me.role == "archaeologist"

    def _explain_illegal(self, action: Any) -> str | None:
        from shifting_sands.games.ouroboros.rules.explain import explain

        return None if self.is_legal(action) else explain(self, action)

    def prompt(self) -> Prompt | None:
        if self.current_player < 0:
            return None
        role = ROLE_TITLES[self.me().role]
        texts = {Phase.TURN: f"The {role}'s turn: stay, move, fight or revive.",
                 Phase.WALL: "A wall: break it and go in, or hold back.",
                 Phase.CONFIRM: f"End the {role}'s turn, or take the move back."}
        return Prompt(self.current_player, PromptKind.TURN, texts[self.phase])

    # -- carrying it out -------------------------------------------------------------
    def is_undoable(self, action: Any) -> bool:
        """Whether `action` keeps the turn open and reveals nothing (O23): tried on a copy,
        so the answer is exact (a jump over a ledge lays tiles, a win ends the game)."""
        if isinstance(action, EndTurn) or self.phase is Phase.OVER:
            return False
        trial = self._copy()
        trial._apply(action)
        return not trial._revealed_now and trial.current_player == self.current_player

    def _apply(self, action: Any) -> list[Any]:
        self._revealed_now = False
        if isinstance(action, EndTurn):
            return self._next_turn([])
        seat = self.current_player
        work = Resolver(self)
        wall = None
        if isinstance(action, Move):
            wall = work.walk(seat, DIRECTIONS[action.direction])
            if wall:
                self.pending = DIRECTIONS[action.direction]
        elif isinstance(action, Stay):
            if self.pursued(seat):
                work.incapacitate(seat, "cornered")
            else:
                work.events.append(ev.Stayed(seat, self.me().pos))
        elif isinstance(action, Fight):
            work.defeat(seat, action.monster)
        elif isinstance(action, Revive):
            work.set_explorer(action.seat, status=Status.STANDING)
            work.events.append(ev.Revived(action.seat, seat))
        elif isinstance(action, BreakWall):
            assert self.pending is not None
            work.break_wall(seat, self.pending)
            self.pending = None
        elif isinstance(action, HoldBack):
            assert self.pending is not None
            work.hit_wall(seat, step(self.me().pos, self.pending))
            self.pending = None
        work.settle()
        self._revealed_now = work.revealed
        self.turn_revealed = self.turn_revealed or work.revealed
        events = work.events
        if self._check_end(events):
            return events
        if wall:
            self.phase = Phase.WALL
        elif self.turn_revealed:
            return self._next_turn(events)
        else:
            self.phase = Phase.CONFIRM
        return events

    def _next_turn(self, events: list[Any]) -> list[Any]:
        """The next standing explorer clockwise; a new round when the Guide's place in
        the order comes round again; the lantern may burn out there."""
        order = [(self.first_seat + k) % SEATS for k in range(SEATS)]
        at = order.index(self.current_player)
        for k in range(1, SEATS + 1):
            seat = order[(at + k) % SEATS]
            if self.explorers[seat].standing:
                break
        if at + k >= SEATS:
            self.round += 1
            if self.round > self.rules.lantern_rounds:
                self._finish(events, False, "The lanterns burned out.")
                return events
        self.current_player = seat
        self.phase = Phase.TURN
        self.turn += 1
        self.turn_revealed = False
        events.append(ev.TurnBegan(seat, self.round))
        return events

    def _check_end(self, events: list[Any]) -> bool:
        living = [e for e in self.explorers if e.alive]
        standing = [e for e in living if e.standing]
        if not standing:
            return self._finish(events, False, "Every explorer is down.")
        if all(self.pursued(e.seat) for e in standing):
            return self._finish(events, False, "Every explorer still standing is pursued.")
        held = {half for e in living for half in e.relics}
        together = all(chebyshev(a.pos, b.pos) <= 1 for a in living for b in living)
        if held == set(RELICS) and together:
            return self._finish(events, True, "The Ouroboros is whole again.")
        return False

    def _finish(self, events: list[Any], won: bool, reason: str) -> bool:
        relics = sum(len(e.relics) for e in self.explorers if e.alive)
        self._outcome = Outcome.team(won, [float(relics)] * SEATS, reason)
        self.current_player = TERMINAL
        self.phase = Phase.OVER
        events.append(ev.TeamEnded(won, reason))
        return True

    def outcome(self) -> Outcome | None:
        return self._outcome

    def progress(self) -> str:
        """Where the team stands, as the lantern track says it, for the Load list."""
        return f"Round {min(self.round, self.rules.lantern_rounds)} of " \
               f"{self.rules.lantern_rounds}"

    def secret_tokens(self, seat: int) -> set[str]:
        return set()  # teammates hide nothing; only the decks' order is unknown to all

    def view_for(self, seat: int | None) -> Any:
        from shifting_sands.games.ouroboros.rules.view import view_of

        return view_of(self, seat)

    # -- copies and saves ------------------------------------------------------------
    def _copy(self) -> OuroborosState:
        twin = OuroborosState.__new__(OuroborosState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.tiles = dict(self.tiles)
        twin.explorers = list(self.explorers)
        twin.monsters = dict(self.monsters)
        twin.tile_deck = list(self.tile_deck)
        twin.draw_deck = list(self.draw_deck)
        twin.discard = list(self.discard)
        return twin

    def _fields_to_dict(self) -> dict[str, Any]:
        from shifting_sands.games.ouroboros.rules.state_codec import fields_to_dict

        return fields_to_dict(self)

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> OuroborosState:
        from shifting_sands.games.ouroboros.rules.state_codec import state_from_fields

        return state_from_fields(cls, data)
