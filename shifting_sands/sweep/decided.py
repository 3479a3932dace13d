"""A sweep with `until_decided:`: each variant's cell is paired with the baseline's cell of
the same seats, pairing and settings, game i with game i (the same seed), and both play in
rounds until the sequential test decides or the cap (`games`) is reached.

Decisions are read from the journal alone, over whole rounds only, so a run killed in the
middle of a round and resumed decides exactly where an uninterrupted run would have.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from shifting_sands.lab_sprt import Sprt, Verdict, run_sequential
from shifting_sands.sweep.definition import Cell, Sweep
from shifting_sands.sweep.tasks import GameTask, tasks_of


def _test(sweep: Sweep) -> Sprt:
    decide = sweep.decide
    assert decide is not None
    return Sprt(decide.margin, decide.alpha, decide.beta)


def baseline_of(sweep: Sweep, cell: Cell) -> Cell | None:
    """The cell `cell` is compared with; None for a baseline cell itself."""
    assert sweep.decide is not None
    if cell.variant == sweep.decide.against:
        return None
    return Cell(sweep.decide.against, cell.players, cell.bots, cell.settings)


def verdicts(sweep: Sweep, rows: Sequence[dict[str, Any]]) -> dict[str, Verdict]:
    """Each compared cell's verdict over the whole rounds both it and its baseline played."""
    from shifting_sands.games import get_spec
    from shifting_sands.lab_decided import default_metric, metric_reader
    from shifting_sands.sweep.report import record_of

    assert sweep.decide is not None
    spec = get_spec(sweep.game)
    metric = sweep.decide.metric or default_metric(spec)
    look = sweep.decide.look_every
    by_cell: dict[str, dict[int, dict[str, Any]]] = {}
    for row in rows:
        by_cell.setdefault(row["cell"], {})[row["index"]] = row
    found = {}
    for cell in sweep.cells:
        base = baseline_of(sweep, cell)
        if base is None:
            continue
        read = metric_reader(metric, cell.players, spec.cooperative)
        mine, theirs = by_cell.get(cell.key, {}), by_cell.get(base.key, {})
        count = 0
        while count in mine and count in theirs:
            count += 1
        if count < sweep.games:
            count -= count % look  # whole rounds only
        pairs = [(read(record_of(theirs[i])), read(record_of(mine[i]))) for i in range(count)]
        found[cell.key] = run_sequential(_test(sweep), pairs, look)
    return found


def open_cells(sweep: Sweep, decided: dict[str, Verdict]) -> set[str]:
    """Cells still to play: every undecided comparison's two cells."""
    still = set()
    for cell in sweep.cells:
        base = baseline_of(sweep, cell)
        if base is not None and decided[cell.key].decision == "undecided":
            still.update((cell.key, base.key))
    return still


def rounds(sweep: Sweep, journal: Any) -> Iterator[list[GameTask]]:
    """The games of each round the open cells still lack, asked for only once the round
    before is in the journal."""
    assert sweep.decide is not None
    keys = [cell.key for cell in sweep.cells]
    tasks = tasks_of(sweep)
    look = sweep.decide.look_every
    for start in range(0, sweep.games, look):
        still = open_cells(sweep, verdicts(sweep, journal.rows_of(keys, sweep.games)))
        if not still:
            return
        yield [task for task in tasks if task.cell in still
               and start <= task.index < start + look and not journal.has(task.key)]


def decisions(sweep: Sweep, rows: Sequence[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Each compared cell's decision as plain data (as `lab --until-decided` gives it)."""
    from shifting_sands.games import get_spec
    from shifting_sands.lab_decided import decision_json, default_metric

    assert sweep.decide is not None
    test = _test(sweep)
    metric = sweep.decide.metric or default_metric(get_spec(sweep.game))
    return {key: {**decision_json(test, metric, verdict, sweep.games,
                                  sweep.decide.look_every), "against": sweep.decide.against}
            for key, verdict in verdicts(sweep, rows).items()}
