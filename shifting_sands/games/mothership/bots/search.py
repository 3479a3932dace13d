"""What the generic search (shifting_sands.bots.ismcts) needs from Land the Mothership.

The search plays on determinized states, where every agent's dune is known, so it can
judge a position by how cleared each agent's dune is and cut its rollouts short.

Two things keep it fast enough to matter. Holding spaces are interchangeable, so a tree
node offers one pull per dune (onto the first free space) and one place per kind of held
dune, not twenty copies of each. And playout moves are drawn directly from the board, never
by listing every legal action (hundreds a position).
"""

from __future__ import annotations

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
from shifting_sands.games.mothership.rules.view import MoveKind, Phase
from shifting_sands.rules.rng import GameRng

EMPTY = -1
CLEAR_SHARE = 0.5
"""How often a playout move clears around the mover's own agent."""
BLOCK_SHARE = 0.5
"""How often, when not clearing, a playout move crowds a rival who is one step from landing."""
RANDOM_TRIES = 12
"""Random draws a playout makes for a legal move before it lists the legal actions."""
CLEARING, RELOCATING, BLOCKING, COVER = 12, 6, 10, 4
"""How many moves of each kind a tree node offers at most."""


def agent_cell(state: Any, seat: int) -> int | None:
    """The board cell of `seat`'s agent's dune, or None while it sits in the holding area."""
    dune = state.agents[seat]
    try:
        return state.cells.index(dune)
    except ValueError:
        return None


def crowd(state: Any, cell: int) -> int:
    """Dunes next to `cell`."""
    cells = state.cells
    return sum(1 for n in state.neighbours[cell] if cells[n] != EMPTY)


def clearance(state: Any, seat: int) -> float:
    """How close `seat` is to landing, from 0 to 1: empty neighbours of its dune, less on
    the edge (where it can never land)."""
    cell = agent_cell(state, seat)
    if cell is None:
        return 0.0
    empty = sum(1 for n in state.neighbours[cell] if state.cells[n] == EMPTY)
    score = empty / 6
    return score * 0.3 if state.edges[cell] else score


def block_targets(state: Any, seat: int) -> list[int]:
    """Cells of the dunes `seat` would crowd: those the public record says hide its rivals
    (`state.suspects`, left by determinize), never its own. On a state that was not
    sampled, the rivals' real agents."""
    suspects = getattr(state, "suspects", None)
    own = state.agents[seat]
    cells: list[int] = []
    for other in range(state.players):
        if other == seat or not state.alive[other]:
            continue
        dunes = suspects[other] if suspects is not None else (state.agents[other],)
        for dune in dunes:
            if dune in (own, EMPTY):
                continue
            try:
                cell = state.cells.index(dune)
            except ValueError:
                continue
            if not state.edges[cell] and cell not in cells:
                cells.append(cell)
    return cells


def ready_to_land(state: Any, seat: int) -> bool:
    """Whether `seat` is to act now with a landing that wins."""
    if state.current_player != seat or not state.alive[seat] or not state.may_land():
        return False
    cell = agent_cell(state, seat)
    return cell is not None and not state.edges[cell] and crowd(state, cell) == 0


def _pushed_out(state: Any, mine: int, src: int) -> Push | None:
    """A push taking the dune at `src` out of the ring around `mine`, if one is legal."""
    ring = state.neighbours[mine]
    for dst in state.neighbours[src]:
        if dst != mine and dst not in ring and _push_ok(state, src, dst):
            return Push(src, dst)
    return None


def finishing_move(state: Any, seat: int) -> Any:
    """The move that wins this turn for the seat to act, if its agent can be cleared with
    the actions left and then land (landing any time, R13): the landing itself, or a move
    that leaves the rest clearable. None when the turn cannot end in a landing."""
    if state.current_player != seat or not state.alive[seat] or not state.may_land():
        return None
    mine = agent_cell(state, seat)
    if mine is None or state.edges[mine]:
        return None
    cells = state.cells
    full = [n for n in state.neighbours[mine] if cells[n] != EMPTY]
    if not full:
        return Land(mine)
    if state.rules.landing.value != "any_time":
        return None
    left = state.rules.actions_per_turn - len(state.done)
    if len(full) > left:
        return None
    push, pull, _ = state.kinds_left()
    space = _free_space(state) if pull else None
    pushes = {src: _pushed_out(state, mine, src) for src in full} if push else {}
    if len(full) == 1:
        src = full[0]
        return Pull(src, space) if space is not None else pushes.get(src)
    if len(full) == 2 and state.rules.must_differ:
        first, second = full
        if space is None:
            return None
        if pushes.get(first) is not None:
            return pushes[first]
        return pushes.get(second)
    if not state.rules.must_differ and all(
            pushes.get(src) is not None or space is not None for src in full):
        src = full[0]
        return pushes.get(src) or Pull(src, space)
    return None


def evaluate(state: Any, seat: int) -> float:
    """A position's value for `seat` in [0, 1]: its clearance against its best rival's,
    and a certain result for the seat to act if it can clear its dune and land this turn."""
    if not state.alive[seat]:
        return 0.0
    mover = state.current_player
    if 0 <= mover < state.players and finishing_move(state, mover) is not None:
        return 1.0 if mover == seat else 0.0
    mine = clearance(state, seat)
    rivals = [clearance(state, s) for s in range(state.players) if s != seat and state.alive[s]]
    best_rival = max(rivals, default=0.0)
    return max(0.0, min(1.0, 0.5 + 0.5 * (mine - best_rival)))


# -- playouts ----------------------------------------------------------------------------
def rollout_action(state: Any, rng: GameRng) -> Any:
    """A cheap playout move: land when it wins, otherwise clear around the mover's agent,
    crowd a rival who is nearly clear, or move at random; never land blindly."""
    seat = state.current_player
    if state.phase is Phase.BEAM_DOWN:
        return BeamDown(rng.choice([c for c, d in enumerate(state.cells) if d != EMPTY]))
    finish = finishing_move(state, seat)
    if finish is not None:
        return finish
    move = None
    if rng.random() < CLEAR_SHARE:
        move = _clearing_move(state, seat, rng)
    elif rng.random() < BLOCK_SHARE:
        move = _blocking_move(state, seat, rng)
    if move is None:
        move = _random_move(state, rng)
    if move is not None:
        return move
    legal = [a for a in state.legal_actions() if not isinstance(a, Land)]
    return rng.choice(legal) if legal else rng.choice(state.legal_actions())


def _free_space(state: Any) -> int | None:
    try:
        return state.spaces.index(EMPTY)
    except ValueError:
        return None


def _push_ok(state: Any, src: int, dst: int) -> bool:
    return state.cells[dst] == EMPTY and (dst, src) not in state.previous_pushes


def _clearing_move(state: Any, seat: int, rng: GameRng) -> Any:
    """Take a dune away from around `seat`'s agent: a pull, or a push out of the ring."""
    mine = agent_cell(state, seat)
    if mine is None:
        return None
    push, pull, _ = state.kinds_left()
    cells, nbrs = state.cells, state.neighbours
    ring = set(nbrs[mine])
    full = [n for n in nbrs[mine] if cells[n] != EMPTY]
    if not full:
        return None
    src = rng.choice(full)
    if push:
        outward = [d for d in nbrs[src] if d not in ring and d != mine and _push_ok(state, src, d)]
        if outward:
            return Push(src, rng.choice(outward))
    space = _free_space(state) if pull else None
    return Pull(src, space) if space is not None else None


def _blocking_move(state: Any, seat: int, rng: GameRng) -> Any:
    """Crowd a suspected rival dune that could land within a turn (one dune around it)."""
    cells, nbrs = state.cells, state.neighbours
    push, pull, place = state.kinds_left()
    for target in block_targets(state, seat):
        if crowd(state, target) > 1:
            continue
        holes = [n for n in nbrs[target] if cells[n] == EMPTY]
        rng.shuffle(holes)
        if place:
            held = [s for s, d in enumerate(state.spaces) if d != EMPTY]
            banned = state.banned_places()
            for hole in holes:
                spaces = [s for s in held if (hole, s) not in banned]
                if spaces:
                    return Place(rng.choice(spaces), hole)
        if push:
            for hole in holes:
                for src in nbrs[hole]:
                    if cells[src] != EMPTY and src != target and _push_ok(state, src, hole):
                        return Push(src, hole)
        if pull and crowd(state, target) == 0:
            space = _free_space(state)
            if space is not None:
                return Pull(target, space)
    return None


def _random_move(state: Any, rng: GameRng) -> Any:
    """A legal push, pull or place drawn at random from the board (None if none is found)."""
    push, pull, place = state.kinds_left()
    kinds = [k for k, ok in ((MoveKind.PUSH, push), (MoveKind.PULL, pull),
                             (MoveKind.PLACE, place)) if ok]
    if not kinds:
        return None
    cells, nbrs = state.cells, state.neighbours
    count = len(cells)
    for _ in range(RANDOM_TRIES):
        kind = rng.choice(kinds)
        cell = rng.randrange(count)
        if kind is MoveKind.PUSH:
            if cells[cell] != EMPTY:
                dst = rng.choice(nbrs[cell])
                if _push_ok(state, cell, dst):
                    return Push(cell, dst)
        elif kind is MoveKind.PULL:
            space = _free_space(state)
            if cells[cell] != EMPTY and space is not None:
                return Pull(cell, space)
        else:
            held = [s for s, d in enumerate(state.spaces) if d != EMPTY]
            if (held and cells[cell] == EMPTY
                    and any(cells[n] != EMPTY for n in nbrs[cell])):
                space = rng.choice(held)
                if (cell, space) not in state.banned_places():
                    return Place(space, cell)
    return None


# -- tree moves --------------------------------------------------------------------------
def search_actions(state: Any) -> list[Any]:
    """The moves worth a node of the search tree, best first: a winning landing alone;
    otherwise moves that clear around the mover's dune, move that dune somewhere more open,
    crowd a rival who is getting clear, and a few others for cover."""
    seat = state.current_player
    if seat < 0:
        return state.legal_actions()
    if state.phase is Phase.BEAM_DOWN:
        return _beam_down_choices(state)
    finish = finishing_move(state, seat)
    if finish is not None:
        return [finish]  # a landing this turn: nothing else is worth a look
    if state.awaiting_end():
        return [EndTurn()]
    push, pull, place = state.kinds_left()
    moves: list[Any] = []
    seen: set[Any] = set()

    def add(found: list[Any], limit: int) -> None:
        taken = 0
        for move in found:
            if taken >= limit:
                return
            if move not in seen and state.is_legal(move):
                seen.add(move)
                moves.append(move)
                taken += 1

    mine = agent_cell(state, seat)
    add(_clearing_moves(state, mine, push, pull), CLEARING)
    add(_relocations(state, seat, mine, push, place), RELOCATING)
    add(_blocks(state, seat, push, pull, place), BLOCKING)
    add(_cover(state), COVER)
    if moves:
        return moves
    legal = state.legal_actions()
    return [a for a in legal if not isinstance(a, Land)] or legal or [Pass()]


def _beam_down_choices(state: Any) -> list[Any]:
    """Hide under the dunes nearest to being cleared, away from the edge."""
    cells, nbrs, edges = state.cells, state.neighbours, state.edges

    def openness(cell: int) -> float:
        if edges[cell]:
            return -10.0
        near_edge = any(edges[n] for n in nbrs[cell])
        return -crowd(state, cell) - (1.5 if near_edge else 0.0)

    ranked = sorted((c for c, d in enumerate(cells) if d != EMPTY), key=openness, reverse=True)
    return [BeamDown(c) for c in ranked[:6]]


def _clearing_moves(state: Any, mine: int | None, push: bool, pull: bool) -> list[Any]:
    if mine is None:
        return []
    cells, nbrs = state.cells, state.neighbours
    ring = set(nbrs[mine])
    space = _free_space(state) if pull else None
    found: list[Any] = []
    for src in nbrs[mine]:
        if cells[src] == EMPTY:
            continue
        if push:
            found.extend(Push(src, d) for d in nbrs[src]
                         if d not in ring and d != mine and _push_ok(state, src, d))
        if space is not None:
            found.append(Pull(src, space))
    return found


def _relocations(state: Any, seat: int, mine: int | None, push: bool, place: bool) -> list[Any]:
    """Move the agent's own dune where fewer dunes crowd it (inland only)."""
    cells, nbrs, edges = state.cells, state.neighbours, state.edges
    found: list[tuple[int, Any]] = []
    if mine is not None and push:
        now = crowd(state, mine)
        for dst in nbrs[mine]:
            if edges[dst] or not _push_ok(state, mine, dst):
                continue
            after = sum(1 for n in nbrs[dst] if n != mine and cells[n] != EMPTY)
            if after < now:
                found.append((after, Push(mine, dst)))
    if mine is None and place:
        dune = state.agents[seat]
        space = state.spaces.index(dune) if dune in state.spaces else None
        if space is not None:
            for cell in state.place_targets():
                if not edges[cell]:
                    found.append((crowd(state, cell), Place(space, cell)))
    found.sort(key=lambda pair: pair[0])
    return [move for _, move in found]


def _blocks(state: Any, seat: int, push: bool, pull: bool, place: bool) -> list[Any]:
    """Crowd the suspected rival dunes that are getting clear, the clearest first."""
    cells, nbrs = state.cells, state.neighbours
    rivals = sorted((crowd(state, cell), cell) for cell in block_targets(state, seat)
                    if crowd(state, cell) <= 3)
    own = state.agents[seat]
    held = [s for s, d in enumerate(state.spaces) if d != EMPTY and d != own]
    space = _free_space(state) if pull else None
    found: list[Any] = []
    for _, target in rivals:
        if space is not None:
            found.append(Pull(target, space))
        for hole in nbrs[target]:
            if cells[hole] != EMPTY:
                continue
            if place and held:
                found.extend(Place(s, hole) for s in held[:2])
            if push:
                found.extend(Push(src, hole) for src in nbrs[hole]
                             if src != target and cells[src] != EMPTY
                             and _push_ok(state, src, hole))
    return found


def _cover(state: Any) -> list[Any]:
    """A few plain moves spread over the board (the same ones for the same position)."""
    rng = GameRng(len(state.moves) * 7919 + sum(state.cells) % 7919)
    found = []
    for _ in range(COVER + 2):
        move = _random_move(state, rng)
        if move is not None:
            found.append(move)
    return found
