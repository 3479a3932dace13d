"""Every North Africa set-up within the stacking limit (ruling N19): the shipped scenarios
start no map space above it, and a planted over-stacked set-up, in the units file or in a
scenario's placements, is refused in one `file:line` line naming the space and its points."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.north_africa_game import default_north_africa, load_north_africa
from shifting_sands.games.north_africa.rules.setup import new_north_africa_game, variants
from shifting_sands.games.north_africa.rules.tabletop import OFF_MAP
from shifting_sands.paths import data_dir


def test_every_variant_starts_within_the_stacking_limit():
    content = default_north_africa()
    limit = content.tables.model.stacking.limit_points.value
    for variant in variants(content):
        state = new_north_africa_game(content, 1, variant)
        places = {p for p in state.where.values()
                  if p not in OFF_MAP and not state.board.space(p).box}
        assert places and max(state.stack_points(p) for p in places) <= limit, variant
    state = new_north_africa_game(content, 1, "campaign")
    assert state.stack_points("Sidi Azeiz") == 6 and state.stack_points("Tripoli") == 6


def planted(tmp_path: Path, file: str, old: str, new: str) -> tuple[Path, Path, int]:
    """A copy of the shipped data with `old` replaced once by `new` in `file`: the game's
    folder, the file and the line changed."""
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "north_africa", root / "north_africa")
    (root / "maps").mkdir()
    shutil.copy(data_dir() / "maps" / "north_africa.tmx", root / "maps")
    path = root / "north_africa" / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")
    return root / "north_africa", path, text[:at].count("\n") + 1


@pytest.mark.parametrize(("file", "old", "new", "says"), [
    ("units.yaml", "    start: Bardia\n", "    start: Sidi Azeiz\n",
     "Sidi Azeiz starts with 7 stacking points (it_1lib 2, it_2lib 2, it_4bs 2, it_maletti 1) "
     "in The Campaign; the limit is 6"),
    ("scenarios.yaml", "unit: it_brescia, place: Nofilia", "unit: it_brescia, place: El Agheila",
     "El Agheila starts with 8 stacking points (it_brescia 2, it_ariete 2, de_21pz 2, "
     "de_3recce 1, de_605at 1) in Operation Sonnenblume; the limit is 6"),
])
def test_an_overstacked_set_up_is_refused_by_file_and_line(tmp_path, file, old, new, says):
    folder, path, line = planted(tmp_path, file, old, new)
    with pytest.raises(ContentError) as caught:
        load_north_africa(folder)
    assert caught.value.problems == [f"{path}:{line}: {says} (tables.yaml stacking, "
                                     "ruling N19)"]
