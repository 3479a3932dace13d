"""Small tuning files for the tuner's tests: Mothership's instant greedy bots, few games."""

from __future__ import annotations

from pathlib import Path

TINY = """\
game: mothership
variant: standard
bots: [greedy]
seed: 3
games: 2
trials: 3
parameters:
  empty_cells: {low: 16, high: 28}
  max_rounds: {low: 20, high: 60, step: 10}
targets:
  round_limit: {at_most: 0.05}
  length.median: {between: [6, 9]}
"""


def write_tune(folder: Path, text: str = TINY, name: str = "tiny.yaml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def complete_trials(out: Path) -> list[int]:
    """The numbers of the trials the study in `out` counts as done (read with sqlite3 alone,
    so a test can watch a run from outside)."""
    import sqlite3

    database = out / "tune.db"
    if not database.exists():
        return []
    with sqlite3.connect(database) as connection:
        try:
            rows = connection.execute("SELECT number FROM trials WHERE state = 'COMPLETE' "
                                      "ORDER BY number").fetchall()
        except sqlite3.OperationalError:  # the tables are not made yet
            return []
    return [number for (number,) in rows]
