"""Build Land the Mothership states from plain data, for the rules tests (and test the builder).

    build(rows=["ooooooo",
                "oo.o.oo",
                "ooo.ooo",
                "o.oao.o",     # 'a' is a dune hiding seat 0's agent, 'b' seat 1's...
                "ooo.ooo",
                "oo.o.oo",
                "ooooooo"],
          holding="b...", players=2)

Rows are read as printed: row 1 first, column A on the left (odd columns B, D, F... sit
half a hex lower on screen, which a text picture cannot show, so tests name cells: "D4").
'.' is an empty cell or a free holding space, 'o' a dune, 'a'..'d' a dune hiding that
seat's agent. `agents` overrides by cell name (two seats may share a dune). Every dune in
the holding area gets a public pull move from some empty cell in the history, so that
memories replayed from Beamin Down agree with the table. `previous_pulls` names the cells
the turn before pulled from ("A2", or "A2>B" to say onto which holding space; by default
the held spaces in order), and those pulls are the held dunes' history.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import pytest

from shifting_sands.content.mothership import LandingRule, MemoryRule, MothershipRules
from shifting_sands.games.mothership.rules.actions import EndTurn
from shifting_sands.games.mothership.rules.hexgrid import cell_from_name
from shifting_sands.games.mothership.rules.state import EMPTY, MothershipState
from shifting_sands.games.mothership.rules.view import Move, MoveKind, Phase
from shifting_sands.rules.errors import IllegalActionError
from shifting_sands.rules.rng import GameRng

AGENT_MARKS = "abcd"

OPEN_7 = [
    "ooooooo",
    "oo.o.oo",
    "o.ooo.o",
    "ooo.ooo",
    "o.ooo.o",
    "oo.o.oo",
    "ooooooo",
]
"""A 7x7 desert, dunes everywhere but for a few empty cells, none touching."""

LAND_7 = [
    "ooooooo",
    "ooooooo",
    "ooo.ooo",
    "oo.a.oo",
    "oo...oo",
    "ooooooo",
    "oooooob",
]
"""Seat 0's agent at D4 stands alone: D3, D5, C4, C5, E4 and E5 are empty. Seat 1 hides at G7."""

BARE_RIVAL_7 = [
    "ooooooo",
    "ooooooo",
    "ooo.ooo",
    "oo.b.oo",
    "oo...oo",
    "ooooooo",
    "aoooooo",
]
"""Seat 1's agent at D4 stands alone (six empty neighbours); seat 0 hides at A7: unless
seat 0 crowds D4 on its turn, seat 1 lands next."""

TWO_7 = [
    "ooooooo",
    "oo.o.oo",
    "o.ooo.o",
    "oooa.oo",
    "o.ooo.o",
    "oo.o.bo",
    "ooooooo",
]
"""A crowded desert: seat 0 under D4, seat 1 under F6."""


def board_rules(rows: Sequence[str], holding: str, **changes: object) -> MothershipRules:
    width, height = len(rows[0]), len(rows)
    empty = sum(row.count(".") for row in rows)
    fields = dict(id="test", title="Test", description="A test board.", width=width,
                  height=height, empty_cells=empty, holding_spaces=len(holding))
    fields.update(changes)
    if isinstance(fields.get("memory"), str):
        fields["memory"] = MemoryRule(fields["memory"])
    if isinstance(fields.get("landing"), str):
        fields["landing"] = LandingRule(fields["landing"])
    return MothershipRules(**fields)  # type: ignore[arg-type]


def build(
    *,
    rows: Sequence[str] = OPEN_7,
    holding: str = "....",
    players: int = 2,
    agents: Mapping[int, str] | None = None,
    current: int = 0,
    done: Iterable[str] = (),
    previous_pushes: Iterable[tuple[str, str]] = (),
    previous_pulls: Iterable[str] = (),
    alive: Sequence[bool] | None = None,
    revealed: Sequence[bool] | None = None,
    round: int = 1,
    peeked: bool = False,
    phase: Phase = Phase.ACTIONS,
    memory: str = "none",
    actions: int = 2,
    must_differ: bool = True,
    max_rounds: int = 60,
    landing: str = "any_time",
    seed: int = 0,
) -> MothershipState:
    """A MothershipState with exactly the given table (see the module docstring)."""
    if len({len(row) for row in rows}) != 1:
        raise ValueError("every row needs the same width")
    rules = board_rules(rows, holding, memory=memory, actions_per_turn=actions,
                        must_differ=must_differ, max_rounds=max_rounds, landing=landing)
    state = MothershipState(rules, players, GameRng(seed))
    marks = [ch for row in rows for ch in row]
    dune = 0
    for cell, mark in enumerate(marks):
        if mark != ".":
            state.cells[cell] = dune
            dune += 1
    for space, mark in enumerate(holding):
        if mark != ".":
            state.spaces[space] = dune
            dune += 1
    empty = [cell for cell, mark in enumerate(marks) if mark == "."]
    for space, mark in enumerate(holding):
        if mark != ".":
            state.moves.append(Move(0, MoveKind.PULL, empty.pop(), space))
    for seat, mark in enumerate(AGENT_MARKS[:players]):
        if mark in marks:
            state.agents[seat] = state.cells[marks.index(mark)]
        elif mark in holding:
            state.agents[seat] = state.spaces[holding.index(mark)]
    for seat, name in (agents or {}).items():
        state.agents[seat] = state.cells[cell_at(state, name)]
    for seat in range(players):
        if state.agents[seat] == EMPTY and phase is not Phase.BEAM_DOWN:
            raise ValueError(f"seat {seat} has no agent: mark its dune {AGENT_MARKS[seat]!r}")
        if state.agents[seat] != EMPTY:
            state.starts[seat] = first_cell(state, state.agents[seat])
    state.phase = phase
    state.current_player = current
    state.done = [MoveKind(kind) for kind in done]
    state.previous_pushes = [(cell_at(state, a), cell_at(state, b)) for a, b in previous_pushes]
    state.previous_pulls = _previous_pulls(state, holding, previous_pulls)
    state.alive = list(alive) if alive is not None else [True] * players
    state.revealed = list(revealed) if revealed is not None else [False] * players
    state.round = round
    state.peeked = peeked
    state.check()
    return state


def _previous_pulls(state: MothershipState, holding: str,
                    names: Iterable[str]) -> list[tuple[int, int]]:
    """(cell, space) pairs for `names`, with the held dunes' history rewritten to match."""
    held = [space for space, mark in enumerate(holding) if mark != "."]
    pairs = []
    for number, name in enumerate(names):
        cell_name, _, space_name = name.partition(">")
        cell = cell_at(state, cell_name)
        space = ord(space_name) - ord("A") if space_name else held[number]
        if state.cells[cell] != EMPTY or state.spaces[space] == EMPTY:
            raise ValueError(f"a pull from {name} needs that cell empty and its space held")
        state.moves = [Move(m.seat, m.kind, cell, m.dst)
                       if m.kind is MoveKind.PULL and m.dst == space else m
                       for m in state.moves]
        pairs.append((cell, space))
    return pairs


def first_cell(state: MothershipState, dune: int) -> int:
    """Where a dune stood before the builder's synthetic pulls."""
    cell, space = state.place_of(dune)
    for move in reversed(state.moves):
        if space == move.dst:
            cell, space = move.src, None
    assert cell is not None
    return cell


def cell_at(state: MothershipState, name: str) -> int:
    return cell_from_name(name, state.rules.width, state.rules.height)


def cells(state: MothershipState, *names: str) -> list[int]:
    return [cell_at(state, name) for name in names]


def of_type(events: Sequence[object], kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]


def refuse(state: MothershipState, action: object) -> None:
    """`action` is not legal: it is not offered, it raises, and it changes nothing."""
    before = state.to_dict()
    assert action not in state.legal_actions()
    with pytest.raises(IllegalActionError):
        state.apply(action)
    assert state.to_dict() == before


# -- the builder itself -------------------------------------------------------------------------
def test_builder_places_dunes_agents_and_holding():
    state = build(rows=[
        "ooooooo",
        "oo.o.oo",
        "o.ooo.o",
        "ooa.ooo",
        "o.ooo.o",
        "oo.o.oo",
        "ooooooo",
    ], holding="b.o.")
    assert state.cells.count(EMPTY) == 9
    assert state.agent_place(0) == (cell_at(state, "C4"), None)
    assert state.agent_place(1) == (None, 0)
    assert len(state.moves) == 2 and all(m.kind is MoveKind.PULL for m in state.moves)
    assert state.starts[1] != EMPTY and state.cells[state.starts[1]] == EMPTY


def test_builder_shares_a_dune_when_asked():
    state = build(agents={0: "D3", 1: "D3"})
    assert state.agents[0] == state.agents[1] == state.cells[cell_at(state, "D3")]


def test_builder_refuses_a_missing_agent():
    with pytest.raises(ValueError, match="no agent"):
        build(agents={0: "D3"})


def end_turn(state: MothershipState) -> list:
    """End the turn once its actions are done (R13: the turn waits for End turn or a
    landing); a no-op with `at_start`, where the last action passed the turn already."""
    if EndTurn() in state.legal_actions():
        return state.apply(EndTurn())
    return []
