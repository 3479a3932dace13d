"""Check a whole content folder: every known data set loads, every YAML and TMX in the
games' folders and maps/ (and every YAML at the top of the folder) parses."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from shifting_sands.content.curse_reverse import load_curse_reverse
from shifting_sands.content.errors import ContentError
from shifting_sands.content.maps import check_map
from shifting_sands.content.mothership import load_mothership
from shifting_sands.content.north_africa_game import load_north_africa
from shifting_sands.content.ouroboros import load_ouroboros
from shifting_sands.content.stones import load_stones
from shifting_sands.content.yaml_loader import load_yaml

LOADERS: dict[str, Callable[[Path], object]] = {
    "stones": load_stones,
    "mothership": load_mothership,
    "ouroboros": load_ouroboros,
    "curse_reverse": load_curse_reverse,
    "north_africa": load_north_africa,
}
"""Sub-folder of the data root -> the loader that validates it completely."""
READS = {"stones": ("stones.yaml", "patterns.yaml"), "mothership": ("variants.yaml",),
         "ouroboros": ("decks.yaml",), "curse_reverse": ("game.yaml", "cards.yaml"),
         "north_africa": ("units.yaml", "tables.yaml", "scenarios.yaml")}
"""The files each loader reads (any other YAML there is still parsed on its own)."""


def _files(root: Path, pattern: str, deep: bool = True) -> list[Path]:
    try:
        return sorted(root.rglob(pattern) if deep else root.glob(pattern))
    except OSError:  # an unreadable sub-folder: the files that can be seen are checked
        return []


def validate_folder(root: Path, games: list[str] | None = None) -> list[str]:
    """Every problem found under `root` as `file:line: message`; empty when all is well.

    `games` are the registered game ids whose content folder must be there (every folder
    this module can load when left out); `root` may also be one game's own folder."""
    if not root.is_dir():
        return [f"{root}:1: not a folder"]
    wanted = [name for name in (games if games is not None else LOADERS) if name in LOADERS]
    if root.name in LOADERS and not (root / root.name).is_dir():
        folders = [root]
    else:
        folders = [root / name for name in wanted]
    problems: list[str] = []
    checked: set[Path] = set()
    for folder in folders:
        if not folder.is_dir():
            problems.append(f"{folder}:1: the content folder of the game {folder.name!r} is "
                            "missing")
            continue
        try:
            LOADERS[folder.name](folder)
        except ContentError as exc:
            problems.extend(exc.problems)
        checked.update(folder / name for name in READS.get(folder.name, ()))
    # Content lives in the games' folders, maps/ and the top of the folder (never scan a whole
    # disk: `validate-data /`)
    places = folders if folders == [root] else [*folders, root / "maps"]
    top = [] if folders == [root] else _files(root, "*.yaml", deep=False)
    for path in top + [p for place in places if place.is_dir() for p in _files(place, "*.yaml")]:
        if path in checked:
            continue
        try:
            load_yaml(path)
        except ContentError as exc:
            problems.extend(exc.problems)
    for path in [p for place in places if place.is_dir() for p in _files(place, "*.tmx")]:
        problems.extend(check_map(path))
    # a map a loader reads is also checked on its own: say each problem once
    return list(dict.fromkeys(problems))
