"""Small sweep files for the sweep tests: quick games (Mothership's heuristics)."""

from __future__ import annotations

from pathlib import Path

TINY = """\
game: mothership
seed: 7
games: 6
variants: [standard, small]
pairings:
  - [greedy, random]
"""


def write_sweep(folder: Path, text: str = TINY, name: str = "tiny.yaml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path
