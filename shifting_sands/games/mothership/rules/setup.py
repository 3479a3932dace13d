"""Setting up a game of Land the Mothership: scatter the empty cells, fill the rest with dunes."""

from __future__ import annotations

from shifting_sands.content.mothership import MothershipRules
from shifting_sands.games.mothership.rules.hexgrid import neighbour_table
from shifting_sands.games.mothership.rules.state import MothershipState
from shifting_sands.rules.rng import GameRng

TRIES = 200


def scatter_empty_cells(rules: MothershipRules, rng: GameRng) -> list[int]:
    """`rules.empty_cells` cells, none next to another, drawn with `rng` (R1).

    Random sequential picking nearly always succeeds (the variants allow at most a quarter
    of the cells); should it jam, the cells of even column and even row never touch, so a
    sample of them is the fallback."""
    nbrs = neighbour_table(rules.width, rules.height)
    for _ in range(TRIES):
        order = list(range(rules.cells))
        rng.shuffle(order)
        chosen: set[int] = set()
        for cell in order:
            if not any(n in chosen for n in nbrs[cell]):
                chosen.add(cell)
                if len(chosen) == rules.empty_cells:
                    return sorted(chosen)
    spaced = [c for c in range(rules.cells) if (c % rules.width) % 2 == 0
              and (c // rules.width) % 2 == 0]
    return sorted(rng.sample(spaced, rules.empty_cells))


def new_mothership_game(rules: MothershipRules, seed: int, players: int) -> MothershipState:
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(f"Land the Mothership takes {rules.min_players}-{rules.max_players} "
                         f"players, not {players}")
    rng = GameRng(seed)
    state = MothershipState(rules, players, rng)
    empty = set(scatter_empty_cells(rules, rng))
    dune = 0
    for cell in range(rules.cells):
        if cell not in empty:
            state.cells[cell] = dune
            dune += 1
    return state
