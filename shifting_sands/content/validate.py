"""Check a whole content folder: every known data set loads, every YAML and TMX parses."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from shifting_sands.content.errors import ContentError
from shifting_sands.content.maps import check_map
from shifting_sands.content.mothership import load_mothership
from shifting_sands.content.stones import load_stones
from shifting_sands.content.yaml_loader import parse_yaml

LOADERS: dict[str, Callable[[Path], object]] = {
    "stones": load_stones,
    "mothership": load_mothership,
}
"""Sub-folder of the data root -> the loader that validates it completely."""


def validate_folder(root: Path) -> list[str]:
    """Every problem found under `root` as `file:line: message`; empty when all is well."""
    if not root.is_dir():
        return [f"{root}: not a folder"]
    problems: list[str] = []
    checked: set[Path] = set()
    folders = [root] if root.name in LOADERS else [root / name for name in LOADERS]
    for folder in folders:
        loader = LOADERS.get(folder.name)
        if loader is None or not folder.is_dir():
            continue
        try:
            loader(folder)
        except ContentError as exc:
            problems.extend(exc.problems)
        checked.update(folder.glob("*.yaml"))
    for path in sorted(root.rglob("*.yaml")):
        if path in checked:
            continue
        try:
            parse_yaml(path.read_text(encoding="utf-8"), path)
        except ContentError as exc:
            problems.extend(exc.problems)
    for path in sorted(root.rglob("*.tmx")):
        problems.extend(check_map(path))
    return problems
