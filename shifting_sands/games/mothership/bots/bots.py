"""Land the Mothership heuristic bots: they see only their view and the legal actions, as a
human does.

A bot remembers perfectly: it replays the public moves from the cell it chose at Beamin
Down (`own_agent`), so it knows its own agent and nobody else's.

`greedy` is the one-step heuristic, as in every game: each action is the one that most
improves its own agent's position. `guard` also reads the rivals' public moves and crowds
the bare dunes they have been clearing, which two watchful players can do to each other for
ever (see docs/lab.md): it is the lab's model of a careful human, and the toughest
heuristic to beat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.mothership.rules.actions import (
    BeamDown,
    EndTurn,
    Land,
    Pass,
    Place,
    Pull,
    Push,
)
from shifting_sands.games.mothership.rules.hexgrid import distance, edge_table, neighbour_table
from shifting_sands.games.mothership.rules.view import MothershipView, MoveKind, Phase, own_agent
from shifting_sands.rules.rng import GameRng

CLEAR = 10.0
"""Worth of each dune taken away from around the bot's own agent."""
EDGE = 25.0
"""Cost of the bot's agent lying on the edge, where it can never land."""
HELD = 60.0
"""Cost of the bot's agent lying off the island, in the holding area."""
THREAT = (25.0, 6.0, 1.0, 0.0, 0.0, 0.0, 0.0)
"""Danger of another dune by how many dune neighbours it has more than its owner can clear
in one turn before landing: such a dune may land next turn."""
KNOWN = 3.0
"""Danger multiplier for a dune known to hide a rival's agent (a flip showed it)."""
UNSUSPECTED = 0.25
"""Danger multiplier for a dune no rival has been seen working around."""
SUSPICION = 0.5
"""Added to the multiplier for each recent rival move that cleared a cell next to a dune."""
RECENT = 16
"""How many of the last public moves the bot reads for rivals' work."""
DECOY_CHANCE = 0.2
"""How often the bot does its clearing work around a decoy dune instead of its own (only
while its own agent still has two dune neighbours or more)."""
PROMISING = 3
"""A dune with this many dune neighbours or fewer may be a rival's work: decoys keep away."""
BEAM_CHOICES = 6
"""Beamin Down picks at random among this many of the best dunes."""
OWN_WHILE_DECOY = 0.3
"""How much its own agent still counts while the bot works on a decoy."""


class Board:
    """The bot's working copy of the island: occupancy, and where its agent is."""

    def __init__(self, view: MothershipView, watch_rivals: bool) -> None:
        rules = view.rules
        self.width = rules.width
        self.nbrs = neighbour_table(rules.width, rules.height)
        self.edges = edge_table(rules.width, rules.height)
        self.occ = list(view.occupied)
        occ = self.occ
        self.crowd = [sum(1 for n in nbrs if occ[n]) for nbrs in self.nbrs]
        """Dune neighbours of every cell, kept up to date as moves are tried."""
        place = own_agent(view)
        self.own, self.own_space = place if place is not None else (None, None)
        self.decoy: int | None = None
        self.reach = rules.actions_per_turn if rules.landing.value == "any_time" else 0
        """How many dune neighbours a rival can clear in one turn and still land (R13)."""
        if not watch_rivals:
            self.weights = [0.0] * len(occ)  # no dune is a threat to a bot that never looks
            return
        self.weights = self._suspicion(view)
        for cell in view.flipped_cells:
            self.weights[cell] = 0.0  # a flip showed all it hides
        for seen in view.agents_seen:
            if seen.cell is not None and seen.seat != view.viewer and not self.edges[seen.cell]:
                self.weights[seen.cell] = KNOWN if view.alive[seen.seat] else 0.0

    def _suspicion(self, view: MothershipView) -> list[float]:
        """How much each dune looks like a rival's work: the recent public moves that took a
        dune away from next to it, by rivals still in the game (the edge never counts)."""
        weights = [0.0 if edge else UNSUSPECTED for edge in self.edges]
        for move in view.moves[-RECENT:]:
            if move.seat == view.viewer or not view.alive[move.seat]:
                continue
            if move.kind is MoveKind.PLACE:
                continue
            for cell in self.nbrs[move.src]:
                if weights[cell]:
                    weights[cell] = min(1.0, weights[cell] + SUSPICION)
        return weights

    def dune_neighbours(self, cell: int) -> int:
        return self.crowd[cell]

    def own_value(self, cell: int | None) -> float:
        """How well placed an agent under the dune at `cell` is (None: in the holding area)."""
        if cell is None:
            return -HELD
        return -CLEAR * self.crowd[cell] - (EDGE if self.edges[cell] else 0.0)

    def threat(self, cell: int, own: int | None) -> float:
        """Danger of the dune at `cell` landing someone else's mothership (0 on the edge)."""
        if not self.occ[cell] or cell == own or cell == self.decoy:
            return 0.0
        return THREAT[max(0, self.crowd[cell] - self.reach)] * self.weights[cell]

    def ready(self) -> bool:
        """Whether the bot's agent could land now: on the island, inside, six empty around."""
        return (self.own is not None and not self.edges[self.own]
                and self.dune_neighbours(self.own) == 0)

    def _position(self, own: int | None, decoy: int | None) -> float:
        value = self.own_value(own)
        if decoy is not None:
            value = OWN_WHILE_DECOY * value + self.own_value(decoy)
        return value

    def gain(self, src: int | None, dst: int | None, own_after: int | None) -> float:
        """How much better the island is for the bot after a dune leaves `src` (a cell, or
        None from the holding area) for `dst` (a cell, or None into the holding area), its
        own agent then being under the dune at `own_after`."""
        area: set[int] = set()
        for cell in (src, dst):
            if cell is not None:
                area.add(cell)
                area.update(self.nbrs[cell])
        decoy = self.decoy if self.decoy is not None and self.decoy != src else None
        threat = self.threat
        before = self._position(self.own, decoy) - sum([threat(c, self.own) for c in area])
        self._shift(src, dst)
        after = self._position(own_after, decoy) - sum([threat(c, own_after) for c in area])
        self._shift(dst, src)
        return after - before

    def _shift(self, src: int | None, dst: int | None) -> None:
        crowd = self.crowd
        if src is not None:
            self.occ[src] = False
            for n in self.nbrs[src]:
                crowd[n] -= 1
        if dst is not None:
            self.occ[dst] = True
            for n in self.nbrs[dst]:
                crowd[n] += 1


class GreedyMothershipBot:
    """Hides its agent inside the desert where few dunes crowd it, clears around it and
    lands once its agent stands alone; it never looks at what its rivals do."""

    name = "greedy"
    watches_rivals = False
    """Whether the bot blocks rivals' bare dunes and now and then works on a decoy."""

    def choose(self, view: MothershipView, legal: Sequence[Any], rng: GameRng) -> Any:
        if view.phase is Phase.BEAM_DOWN:
            return self._beam_down(view, legal, rng)
        board = Board(view, self.watches_rivals)
        if board.ready() and Land(board.own) in legal:
            return Land(board.own)  # whenever the rules allow it (R13)
        moves = [a for a in legal if isinstance(a, Push | Pull | Place)]
        if not moves:
            for ending in (EndTurn(), Pass()):
                if ending in legal:
                    return ending
            return next(a for a in legal if not isinstance(a, Land))
        if (self.watches_rivals and board.own is not None and board.crowd[board.own] >= 2
                and rng.random() < DECOY_CHANCE):
            board.decoy = self._decoy(board)
        return self._best_move(board, moves, rng)

    def _beam_down(self, view: MothershipView, legal: Sequence[Any],
                   rng: GameRng) -> Any:
        """An inland dune with few dune neighbours, away from the edge, picked among the
        best few so that rivals cannot guess the one obvious dune."""
        board = Board(view, watch_rivals=False)
        centre = (view.rules.height // 2) * view.rules.width + view.rules.width // 2
        scored = []
        for action in legal:
            cell = action.cell
            inland = not board.edges[cell] and not any(board.edges[n] for n in board.nbrs[cell])
            value = (board.own_value(cell) - 0.5 * distance(cell, centre, board.width)
                     - (0.0 if inland else EDGE))
            scored.append((value, cell))
        scored.sort(reverse=True)
        return BeamDown(rng.choice(scored[:BEAM_CHOICES])[1])

    def _decoy(self, board: Board) -> int | None:
        """A crowded dune far from the bot's own and from every promising dune (which may be
        a rival's), cleared now and then as cover: work there helps nobody."""
        own = board.own or 0
        crowd, occ, width = board.crowd, board.occ, board.width
        bare = [c for c, held in enumerate(occ)
                if held and c != own and not board.edges[c] and crowd[c] <= PROMISING]
        best, best_key = None, None
        for cell, held in enumerate(occ):
            if not held or cell == own or board.edges[cell] or crowd[cell] <= PROMISING:
                continue
            if distance(cell, own, width) < 3:
                continue
            if any(distance(cell, other, width) < 3 for other in bare):
                continue
            key = (crowd[cell], distance(cell, own, width))
            if best_key is None or key < best_key:
                best, best_key = cell, key
        return best

    def _best_move(self, board: Board, moves: Sequence[Any], rng: GameRng) -> Any:
        best, best_value = moves[0], float("-inf")
        seen: set[tuple[type, int, bool]] = set()
        own, own_space = board.own, board.own_space
        for action in moves:
            if isinstance(action, Push):
                value = board.gain(action.src, action.dst,
                                   action.dst if action.src == own else own)
            else:
                # Every free space is alike, and so is every held dune but the bot's own.
                cell = action.cell
                mine = (cell == own) if isinstance(action, Pull) else (action.space == own_space)
                key = (type(action), cell, mine)
                if key in seen:
                    continue
                seen.add(key)
                if isinstance(action, Pull):
                    value = board.gain(cell, None, None if mine else own)
                else:
                    value = board.gain(None, cell, cell if mine else own)
            value += rng.random() * 0.5
            if value > best_value:
                best, best_value = action, value
        return best


class GuardMothershipBot(GreedyMothershipBot):
    """Greedy, and watchful: it also crowds or pulls bare dunes that recent rival moves
    point at, and now and then clears around a decoy so that its own work is harder to read."""

    name = "guard"
    watches_rivals = True
