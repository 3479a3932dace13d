"""A sweep's games as plain tasks: each names its cell and index and carries everything a
worker needs, as plain data, so local processes and Ray workers play it alike.

Game `index` of a cell uses seed `sweep.seed + index` and the seating `sim.seating` gives
it, and `sim.play_one` derives the bots' random generator from that seed alone: the row
it returns is the same on any backend, any worker, any machine of the same code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from shifting_sands.sim import play_one, seating
from shifting_sands.sweep.definition import Sweep


@dataclass(frozen=True)
class GameTask:
    game: str
    cell: str
    index: int
    seed: int
    seats: tuple[str, ...]
    options: dict[str, Any]
    variant: str
    players: int
    pairing: tuple[str, ...]

    @property
    def key(self) -> tuple[str, int]:
        return self.cell, self.index


def tasks_of(sweep: Sweep) -> list[GameTask]:
    """Every game of the sweep, cell by cell, in a fixed order."""
    tasks = []
    for cell in sweep.cells:
        options = cell.options().to_dict()
        for index in range(sweep.games):
            seats = seating(cell.bots, cell.players, index, sweep.swap)
            tasks.append(GameTask(sweep.game, cell.key, index, sweep.seed + index,
                                  tuple(seats), options, cell.variant, cell.players,
                                  cell.bots))
    return tasks


def play_task(task: GameTask) -> dict[str, Any]:
    """Play one game and return its row (plain values only, ready for JSON and CSV)."""
    from shifting_sands.games import get_spec
    from shifting_sands.rules.protocol import Options

    record = play_one(get_spec(task.game), task.seed, list(task.seats),
                      Options.from_dict(task.options))
    return {"cell": task.cell, "index": task.index, "seed": task.seed,
            "variant": task.variant, "settings": task.options.get("settings", {}),
            "players": task.players, "pairing": list(task.pairing),
            "seats": list(task.seats), "winners": list(record.winners),
            "returns": [round(r, 6) for r in record.returns],
            "scores": list(record.scores), "turns": record.turns,
            "actions": record.actions, "finished": record.finished,
            "reason": record.reason, "cooperative": record.cooperative,
            **record.design_fields()}
