"""The art generator (scripts/art): each game's art in its own modules, and a part drawn alone
gives the committed files byte for byte."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "scripts" / "art"
SHARED = {"palette", "geometry", "surfaces", "gradients", "noise", "pen", "materials", "desert",
          "covers", "glyph", "output"}
"""Modules every part may use; they never import a part."""


def family(module: str) -> str:
    """The part a module draws for: `mothership_hexes` belongs to `mothership`,
    `ouroboros_tiles` to `ouroboros`, `curse_reverse_items` to `curse_reverse`,
    `north_africa_map` to `north_africa`."""
    for part in ("mothership", "ouroboros", "curse_reverse", "north_africa"):
        if module.startswith(part + "_"):
            return part
    return module


def art_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            found.add(node.module)
    return found


def test_parts_import_only_shared_modules_and_their_own_family() -> None:
    modules = {path.stem: path for path in ART.glob("*.py") if path.stem != "__init__"}
    assert set(modules) >= SHARED
    wrong = []
    for name, path in sorted(modules.items()):
        for target in sorted(art_imports(path)):
            allowed = (target in SHARED) if name in SHARED else (
                target in SHARED or family(target) == family(name))
            if not allowed:
                wrong.append(f"{name} imports {target}")
    assert not wrong, wrong


def test_one_part_alone_writes_only_its_files_byte_for_byte(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "make_assets.py"),
                             "--game", "ouroboros", "--out", str(tmp_path)],
                            capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, result.stderr
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")
                     if p.is_file())
    own = sorted(p.relative_to(ROOT / "assets").as_posix()
                 for p in (ROOT / "assets" / "ouroboros").rglob("*") if p.is_file())
    assert written == ["ART.md", "games/ouroboros.png", *own]
    for rel in written[1:]:
        assert (tmp_path / rel).read_bytes() == (ROOT / "assets" / rel).read_bytes(), rel
