"""Land the Mothership rules: the state, its legal actions and what each action does.

Rulings R1..R19 are in docs/rules/mothership.md; comments name them where they apply.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.content.mothership import RULE_SETS, LandingRule, MemoryRule, MothershipRules
from shifting_sands.games.mothership.rules.action_table import ActionTable, action_table
from shifting_sands.games.mothership.rules.actions import (
    ACTION_CODEC,
    AgentBeamedDown,
    AgentPeeked,
    BeamDown,
    DunePlaced,
    DunePulled,
    DunePushed,
    EndTurn,
    GameOver,
    Land,
    LandingAttempted,
    LastAgentShown,
    Pass,
    Peek,
    Place,
    PlayerOut,
    Pull,
    Push,
    TurnEnded,
    TurnPassed,
)
from shifting_sands.games.mothership.rules.explain import explain_illegal
from shifting_sands.games.mothership.rules.hexgrid import cell_name, edge_table, neighbour_table
from shifting_sands.games.mothership.rules.view import (
    ALIEN_COLOURS,
    AgentSeen,
    MothershipView,
    Move,
    MoveKind,
    Phase,
    agent_label,
)
from shifting_sands.rules.protocol import TERMINAL, GameState, Outcome
from shifting_sands.rules.rng import GameRng

EMPTY = -1
_PEEK = Peek()
_PASS = Pass()
_END_TURN = EndTurn()


class MothershipState(GameState):
    """A game of Land the Mothership in progress.

    Dunes have ids (0..n-1) so that an agent hides under one dune wherever it goes;
    `cells` and `spaces` hold a dune id or EMPTY. Views never show the ids."""

    codec = ACTION_CODEC

    def __init__(self, rules: MothershipRules, players: int, rng: GameRng) -> None:
        super().__init__()
        self.rules = rules
        self.players = players
        self.rng = rng
        self.phase = Phase.BEAM_DOWN
        self.cells: list[int] = [EMPTY] * rules.cells
        self.spaces: list[int] = [EMPTY] * rules.holding_spaces
        self.agents: list[int] = [EMPTY] * players
        """The dune hiding each seat's agent (EMPTY before Beamin Down)."""
        self.starts: list[int] = [EMPTY] * players
        """The cell each seat chose at Beamin Down."""
        self.alive: list[bool] = [True] * players
        self.revealed: list[bool] = [False] * players
        self.flipped: list[int] = []
        """Dunes turned over by a failed landing, in order."""
        self.current_player = 0
        self.round = 1
        self.done: list[MoveKind] = []
        self.peeked = False
        self.turn_pushes: list[tuple[int, int]] = []
        self.turn_pulls: list[tuple[int, int]] = []
        self.previous_pushes: list[tuple[int, int]] = []
        self.previous_pulls: list[tuple[int, int]] = []
        """(cell, holding space) of each pull of the turn before: that dune may not go
        straight back to that cell (R9)."""
        self.moves: list[Move] = []
        self._outcome: Outcome | None = None

    # -- reading the board ------------------------------------------------------
    @property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        return neighbour_table(self.rules.width, self.rules.height)

    @property
    def edges(self) -> tuple[bool, ...]:
        return edge_table(self.rules.width, self.rules.height)

    def place_of(self, dune: int) -> tuple[int | None, int | None]:
        """(cell, None) for a dune on the island, (None, space) for one in the holding area."""
        if dune in self.cells:
            return self.cells.index(dune), None
        return None, self.spaces.index(dune)

    def agent_place(self, seat: int) -> tuple[int | None, int | None]:
        return self.place_of(self.agents[seat])

    def name(self, cell: int) -> str:
        return cell_name(cell, self.rules.width)

    def _named_place(self, seat: int) -> tuple[int | None, int | None, str | None]:
        cell, space = self.agent_place(seat)
        return cell, space, None if cell is None else self.name(cell)

    def kinds_left(self) -> tuple[bool, bool, bool]:
        """Whether push, pull and place may still be chosen this turn (R6)."""
        if len(self.done) >= self.rules.actions_per_turn:
            return False, False, False
        if not self.rules.must_differ:
            return True, True, True
        done = self.done
        return MoveKind.PUSH not in done, MoveKind.PULL not in done, MoveKind.PLACE not in done

    # -- legality ---------------------------------------------------------------
    def _legal(self) -> list[Any]:
        if self.phase is Phase.OVER:
            return []
        cells = self.cells
        table = action_table(self.rules.width, self.rules.height, self.rules.holding_spaces)
        if self.phase is Phase.BEAM_DOWN:
            return [table.beam_downs[c] for c, dune in enumerate(cells) if dune != EMPTY]
        actions = self._moves(table)
        moved = bool(actions)
        if self.rules.memory is MemoryRule.PEEK and not self.peeked:
            actions.append(_PEEK)
        if self.may_land():
            actions.extend(table.lands[c] for c, dune in enumerate(cells) if dune != EMPTY)
        if not moved:
            actions.append(_END_TURN if self.done else _PASS)
        return actions

    def may_land(self) -> bool:
        """R13: at any moment of your turn, or only before your first action (variant)."""
        return self.rules.landing is LandingRule.ANY_TIME or not self.done

    def awaiting_end(self) -> bool:
        """Whether the turn's actions are all taken (or none is left, R11) and the turn waits
        for a landing or End turn (landing any time; with `at_start` the turn has passed)."""
        return bool(self.done) and not self._has_move()

    def _moves(self, table: ActionTable) -> list[Any]:
        """Every legal push, pull and place, in that order, each by source then target."""
        push, pull, place = self.kinds_left()
        cells, nbrs = self.cells, self.neighbours
        actions: list[Any] = []
        if push:
            banned = {(dst, src) for src, dst in self.previous_pushes}
            pushes = table.pushes
            for src, dune in enumerate(cells):
                if dune != EMPTY:
                    row = pushes[src]
                    actions.extend(row[dst] for dst in nbrs[src]
                                   if cells[dst] == EMPTY and (src, dst) not in banned)
        if pull:
            free = [s for s, dune in enumerate(self.spaces) if dune == EMPTY]
            if free:
                pulls = table.pulls
                for cell, dune in enumerate(cells):
                    if dune != EMPTY:
                        row = pulls[cell]
                        actions.extend([row[space] for space in free])
        if place:
            held = [s for s, dune in enumerate(self.spaces) if dune != EMPTY]
            if held:
                targets = self.place_targets()
                banned = self.banned_places()
                places = table.places
                for space in held:
                    row = places[space]
                    actions.extend([row[cell] for cell in targets
                                    if (cell, space) not in banned])
        return actions

    def place_targets(self) -> list[int]:
        """Empty cells next to a dune: where a held dune may be placed (R9)."""
        cells, nbrs = self.cells, self.neighbours
        targets = []
        for cell, dune in enumerate(cells):
            if dune == EMPTY:
                for n in nbrs[cell]:
                    if cells[n] != EMPTY:
                        targets.append(cell)
                        break
        return targets

    def banned_places(self) -> set[tuple[int, int]]:
        """(cell, space) pairs no Place may join now: a dune the previous player pulled may
        not go straight back where it came from (R9). Once that dune has been placed this
        turn its space holds another dune, which may go anywhere."""
        if not self.previous_pulls:
            return set()
        placed_from = {m.src for m in self._this_turn() if m.kind is MoveKind.PLACE}
        return {(cell, space) for cell, space in self.previous_pulls
                if space not in placed_from}

    def _this_turn(self) -> list[Move]:
        count = len(self.done)
        return self.moves[-count:] if count else []

    def _has_move(self) -> bool:
        push, pull, place = self.kinds_left()
        cells, nbrs = self.cells, self.neighbours
        if pull and EMPTY in self.spaces and any(d != EMPTY for d in cells):
            return True
        if place:
            held = [s for s, d in enumerate(self.spaces) if d != EMPTY]
            if held:
                banned = self.banned_places()
                if any((cell, space) not in banned for cell in self.place_targets()
                       for space in held):
                    return True
        if push:
            banned = {(dst, src) for src, dst in self.previous_pushes}
            for dst, dune in enumerate(cells):
                if dune == EMPTY:
                    for src in nbrs[dst]:
                        if cells[src] != EMPTY and (src, dst) not in banned:
                            return True
        return False

    def _is_legal(self, action: Any) -> bool:
        if self.phase is Phase.OVER:
            return False
        if self.phase is Phase.BEAM_DOWN:
            return isinstance(action, BeamDown) and self._dune_at(action.cell)
        if isinstance(action, Push | Pull | Place):
            return self._move_is_legal(action)
        if isinstance(action, Peek):
            return self.rules.memory is MemoryRule.PEEK and not self.peeked
        if isinstance(action, Land):
            return self.may_land() and self._dune_at(action.cell)
        if isinstance(action, Pass):
            return not self.done and not self._has_move()
        if isinstance(action, EndTurn):
            return self.awaiting_end()
        return False

    def _explain_illegal(self, action: Any) -> str | None:
        """Why `action` is not legal now, in a sentence for the player (None if it is)."""
        return explain_illegal(self, action)

    def _dune_at(self, cell: Any) -> bool:
        return type(cell) is int and 0 <= cell < len(self.cells) and self.cells[cell] != EMPTY

    def _space_ok(self, space: Any) -> bool:
        return type(space) is int and 0 <= space < len(self.spaces)

    def _move_is_legal(self, action: Push | Pull | Place) -> bool:
        push, pull, place = self.kinds_left()
        cells = self.cells
        if isinstance(action, Push):
            return (push and self._dune_at(action.src) and type(action.dst) is int
                    and action.dst in self.neighbours[action.src]
                    and cells[action.dst] == EMPTY
                    and (action.dst, action.src) not in self.previous_pushes)
        if isinstance(action, Pull):
            return (pull and self._dune_at(action.cell) and self._space_ok(action.space)
                    and self.spaces[action.space] == EMPTY)
        return (place and self._space_ok(action.space) and self.spaces[action.space] != EMPTY
                and type(action.cell) is int and 0 <= action.cell < len(cells)
                and cells[action.cell] == EMPTY
                and (action.cell, action.space) not in self.banned_places()
                and any(cells[n] != EMPTY for n in self.neighbours[action.cell]))

    def is_undoable(self, action: Any) -> bool:
        # R17: moves reveal nothing and draw nothing, so a move can be taken back while the
        # turn is still yours; a move that ends the turn hands it on and cannot (only with
        # `at_start`: otherwise End turn or a landing ends it). Beamin Down, Peek, Land,
        # Pass and End turn reveal or hand on something: never.
        return isinstance(action, Push | Pull | Place) and not self.ends_turn(action)

    def ends_turn(self, action: Push | Pull | Place) -> bool:
        """Whether this move would pass the turn on (the count, or R11; `at_start` only)."""
        if self.rules.landing is LandingRule.ANY_TIME:
            return False
        if len(self.done) + 1 >= self.rules.actions_per_turn:
            return True
        if not self._move_is_legal(action):
            return False
        kind, undo = self._try(action)
        self.done.append(kind)
        try:
            return not self._has_move()
        finally:
            self.done.pop()
            undo()

    def _try(self, action: Push | Pull | Place) -> tuple[MoveKind, Any]:
        """Make the move on the board alone; return its kind and how to take it back."""
        cells, spaces = self.cells, self.spaces
        if isinstance(action, Push):
            src, dst = action.src, action.dst
            cells[dst], cells[src] = cells[src], EMPTY

            def back() -> None:
                cells[src], cells[dst] = cells[dst], EMPTY
            return MoveKind.PUSH, back
        if isinstance(action, Pull):
            cell, space = action.cell, action.space
            spaces[space], cells[cell] = cells[cell], EMPTY

            def back() -> None:
                cells[cell], spaces[space] = spaces[space], EMPTY
            return MoveKind.PULL, back
        cell, space = action.cell, action.space
        cells[cell], spaces[space] = spaces[space], EMPTY

        def back() -> None:
            spaces[space], cells[cell] = cells[cell], EMPTY
        return MoveKind.PLACE, back

    # -- effects ----------------------------------------------------------------
    def _apply(self, action: Any) -> list[Any]:
        seat = self.current_player
        if isinstance(action, BeamDown):
            return self._beam_down(seat, action.cell)
        if isinstance(action, Push):
            return self._push(seat, action)
        if isinstance(action, Pull):
            return self._pull(seat, action)
        if isinstance(action, Place):
            return self._place(seat, action)
        if isinstance(action, Peek):
            self.peeked = True
            return [AgentPeeked(seat)]
        if isinstance(action, Land):
            return self._land(seat, action.cell)
        if isinstance(action, EndTurn):
            stuck = len(self.done) < self.rules.actions_per_turn
            return [TurnEnded(seat, len(self.done), stuck=stuck), *self._end_turn(seat)]
        return [TurnPassed(seat), *self._end_turn(seat)]

    def _beam_down(self, seat: int, cell: int) -> list[Any]:
        # R3, R4: any dune, shared or not; the event does not say which.
        self.agents[seat] = self.cells[cell]
        self.starts[seat] = cell
        if seat + 1 < self.players:
            self.current_player = seat + 1
        else:
            self.phase = Phase.ACTIONS
            self.current_player = 0
        return [AgentBeamedDown(seat)]

    def _push(self, seat: int, action: Push) -> list[Any]:
        cells = self.cells
        cells[action.dst], cells[action.src] = cells[action.src], EMPTY
        self.turn_pushes.append((action.src, action.dst))
        return self._moved(seat, Move(seat, MoveKind.PUSH, action.src, action.dst),
                           DunePushed(seat, action.src, action.dst, self.name(action.src),
                                      self.name(action.dst)))

    def _pull(self, seat: int, action: Pull) -> list[Any]:
        self.spaces[action.space], self.cells[action.cell] = self.cells[action.cell], EMPTY
        self.turn_pulls.append((action.cell, action.space))
        return self._moved(seat, Move(seat, MoveKind.PULL, action.cell, action.space),
                           DunePulled(seat, action.cell, action.space, self.name(action.cell)))

    def _place(self, seat: int, action: Place) -> list[Any]:
        self.cells[action.cell], self.spaces[action.space] = self.spaces[action.space], EMPTY
        return self._moved(seat, Move(seat, MoveKind.PLACE, action.space, action.cell),
                           DunePlaced(seat, action.space, action.cell, self.name(action.cell)))

    def _moved(self, seat: int, move: Move, event: Any) -> list[Any]:
        self.moves.append(move)
        self.done.append(move.kind)
        events = [event]
        if self.rules.landing is LandingRule.ANY_TIME:
            return events  # R13: the turn waits for a landing or End turn
        if len(self.done) >= self.rules.actions_per_turn:
            events.append(TurnEnded(seat, len(self.done), stuck=False))
        elif not self._has_move():
            events.append(TurnEnded(seat, len(self.done), stuck=True))  # R11
        else:
            return events
        return events + self._end_turn(seat)

    def _end_turn(self, seat: int) -> list[Any]:
        # R7, R9, R10: the bans last for exactly the next turn.
        self.previous_pushes, self.turn_pushes = self.turn_pushes, []
        self.previous_pulls, self.turn_pulls = self.turn_pulls, []
        self.done = []
        self.peeked = False
        following = self._next_alive(seat)
        if following <= seat:
            self.round += 1
            if self.round > self.rules.max_rounds:
                self.round = self.rules.max_rounds
                return [self._finish((), "time_up")]  # R16
        self.current_player = following
        return []

    def _next_alive(self, seat: int) -> int:
        for step in range(1, self.players + 1):
            other = (seat + step) % self.players
            if self.alive[other]:
                return other
        return seat

    def _land(self, seat: int, cell: int) -> list[Any]:
        # R13: hides your agent, not on the edge, six empty neighbours.
        dune = self.cells[cell]
        nbrs = self.neighbours[cell]
        clear = sum(1 for n in nbrs if self.cells[n] == EMPTY)
        hides = self.agents[seat] == dune
        edge = self.edges[cell]
        success = hides and not edge and clear == 6
        revealed = tuple(s for s in range(self.players) if self.agents[s] == dune)
        events: list[Any] = [LandingAttempted(seat, cell, self.name(cell), success, hides, edge,
                                              clear, revealed)]
        if success:
            events.append(self._finish((seat,), "landed"))
            return events
        # R14: out; the flipped dune shows every agent it hid, and the loser's agent is shown.
        self.alive[seat] = False
        for other in (*revealed, seat):
            self.revealed[other] = True
        if dune not in self.flipped:
            self.flipped.append(dune)
        events.append(PlayerOut(seat, *self._named_place(seat)))
        left = [s for s in range(self.players) if self.alive[s]]
        if len(left) == 1:
            return events + self._last_player(left[0])
        return events + self._end_turn(seat)

    def _last_player(self, seat: int) -> list[Any]:
        # R15: the last player shows their agent; it must still be on the island.
        cell, space, name = self._named_place(seat)
        self.revealed[seat] = True
        events: list[Any] = [LastAgentShown(seat, cell, space, name)]
        if cell is not None:
            events.append(self._finish((seat,), "last_alive"))
        else:
            events.append(self._finish((), "lost_agent"))
        return events

    def _finish(self, winners: tuple[int, ...], reason: str) -> GameOver:
        scores = tuple(1.0 if seat in winners else 0.0 for seat in range(self.players))
        self._outcome = Outcome(winners, scores, reason)
        self.phase = Phase.OVER
        self.current_player = TERMINAL
        return GameOver(winners, reason, self.round)

    def outcome(self) -> Outcome | None:
        return self._outcome

    # -- views and secrets ------------------------------------------------------
    def sees_agent(self, viewer: int | None, seat: int) -> bool:
        """Whether `viewer` may see where `seat`'s agent hides now (R5, R14)."""
        if self.agents[seat] == EMPTY:
            return False
        if self.revealed[seat] or self.phase is Phase.OVER:
            return True
        if viewer != seat:
            return False
        memory = self.rules.memory
        return memory is MemoryRule.ALWAYS or (
            memory is MemoryRule.PEEK and self.peeked and self.current_player == seat)

    def _seen(self, seat: int) -> AgentSeen:
        cell, space = self.agent_place(seat)
        return AgentSeen(seat, cell, space, agent_label(seat, cell, space, self.rules.width))

    def view_for(self, seat: int | None) -> MothershipView:
        own = seat is not None and 0 <= seat < self.players
        flipped = [self.place_of(dune) for dune in self.flipped]
        return MothershipView(
            viewer=seat,
            players=self.players,
            rules=self.rules,
            phase=self.phase,
            current_player=self.current_player,
            round=self.round,
            occupied=tuple(dune != EMPTY for dune in self.cells),
            holding=tuple(dune != EMPTY for dune in self.spaces),
            colours=ALIEN_COLOURS[:self.players],
            beamed=tuple(dune != EMPTY for dune in self.agents),
            alive=tuple(self.alive),
            revealed=tuple(self.revealed),
            actions_done=tuple(self.done),
            peeked=self.peeked,
            previous_pushes=tuple(self.previous_pushes),
            previous_pulls=tuple(self.previous_pulls),
            flipped_cells=tuple(sorted(c for c, _ in flipped if c is not None)),
            flipped_spaces=tuple(sorted(s for c, s in flipped if c is None and s is not None)),
            agents_seen=tuple(self._seen(other) for other in range(self.players)
                              if self.sees_agent(seat, other)),
            my_start=self.starts[seat] if own and self.starts[seat] != EMPTY else None,
            moves=tuple(self.moves),
            outcome=self._outcome,
        )

    def secret_tokens(self, seat: int) -> set[str]:
        if self.agents[seat] == EMPTY or self.sees_agent(None, seat):
            return set()
        return {self._seen(seat).label}

    # -- copies and JSON --------------------------------------------------------
    def _copy(self) -> MothershipState:
        twin = MothershipState.__new__(MothershipState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        for name in ("cells", "spaces", "agents", "starts", "alive", "revealed", "flipped",
                     "done", "turn_pushes", "turn_pulls", "previous_pushes", "previous_pulls",
                     "moves"):
            setattr(twin, name, list(getattr(self, name)))
        return twin

    def _fields_to_dict(self) -> dict[str, Any]:
        return {
            "rules": RULE_SETS.ref(self.rules),
            "players": self.players,
            "rng": self.rng.to_json(),
            "phase": self.phase.value,
            "cells": list(self.cells),
            "spaces": list(self.spaces),
            "agents": list(self.agents),
            "starts": list(self.starts),
            "alive": list(self.alive),
            "revealed": list(self.revealed),
            "flipped": list(self.flipped),
            "current_player": self.current_player,
            "round": self.round,
            "done": [kind.value for kind in self.done],
            "peeked": self.peeked,
            "turn_pushes": [list(p) for p in self.turn_pushes],
            "turn_pulls": [list(p) for p in self.turn_pulls],
            "previous_pushes": [list(p) for p in self.previous_pushes],
            "previous_pulls": [list(p) for p in self.previous_pulls],
            "moves": [[m.seat, m.kind.value, m.src, m.dst] for m in self.moves],
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> MothershipState:
        # By reference; snapshots made before content ids hold the whole rule set.
        raw = data["rules"]
        rules = RULE_SETS.resolve(raw) if isinstance(raw, str) else MothershipRules.from_dict(raw)
        state = cls(rules, int(data["players"]), GameRng.from_json(data["rng"]))
        state.phase = Phase(data["phase"])
        state.cells = [int(x) for x in data["cells"]]
        state.spaces = [int(x) for x in data["spaces"]]
        state.agents = [int(x) for x in data["agents"]]
        state.starts = [int(x) for x in data["starts"]]
        state.alive = [bool(x) for x in data["alive"]]
        state.revealed = [bool(x) for x in data["revealed"]]
        state.flipped = [int(x) for x in data["flipped"]]
        state.current_player = int(data["current_player"])
        state.round = int(data["round"])
        state.done = [MoveKind(x) for x in data["done"]]
        state.peeked = bool(data["peeked"])
        state.turn_pushes = [(int(a), int(b)) for a, b in data["turn_pushes"]]
        state.previous_pushes = [(int(a), int(b)) for a, b in data["previous_pushes"]]
        state.moves = [Move(int(s), MoveKind(k), int(a), int(b)) for s, k, a, b in data["moves"]]
        state.turn_pulls = [state._pull_pair(p) for p in data["turn_pulls"]]
        state.previous_pulls = [state._pull_pair(p) for p in data["previous_pulls"]]
        outcome = data.get("outcome")
        if outcome:
            state._outcome = Outcome.from_dict(outcome)
        state.check()
        return state

    def _pull_pair(self, item: Any) -> tuple[int, int]:
        """A saved pull as (cell, space); saves made before R9 followed the text held the
        cell alone, and the space is the one the latest pull from that cell filled."""
        if isinstance(item, list | tuple):
            cell, space = item
            return int(cell), int(space)
        cell = int(item)
        for move in reversed(self.moves):
            if move.kind is MoveKind.PULL and move.src == cell:
                return cell, move.dst
        raise ValueError(f"no pull from cell {cell} in the move list")

    def check(self) -> None:
        """Every dune in exactly one place, agents under real dunes (catches edited saves)."""
        rules = self.rules
        if len(self.cells) != rules.cells or len(self.spaces) != rules.holding_spaces:
            raise ValueError("the board or the holding area has the wrong size")
        dunes = [d for d in self.cells + self.spaces if d != EMPTY]
        if sorted(dunes) != list(range(len(dunes))):
            raise ValueError("every dune must lie in exactly one place")
        if not 2 <= self.players <= len(ALIEN_COLOURS) or len(self.agents) != self.players:
            raise ValueError(f"{self.players} players cannot play")
        if any(not EMPTY <= a < len(dunes) for a in self.agents + self.flipped):
            raise ValueError("an agent hides under a dune that does not exist")
