"""`lab tune` of a game whose own variants are a shipped base and settings (Shifting Stones)
writes its best into her own variants file when that folder exists, and it is then one of
her variants: listed as hers, playing the tuned numbers."""

from __future__ import annotations

from shifting_sands.cli import main
from shifting_sands.content import own_variants
from shifting_sands.games import get_spec
from shifting_sands.rules.protocol import Options
from tests.lab_tune.helpers import write_tune

STONES = """\
game: stones
variant: standard
bots: [greedy]
seed: 3
games: 2
trials: 2
parameters:
  hand_size: {low: 5, high: 7}
targets:
  length.median: {between: [10, 40]}
"""


def test_the_best_of_a_stones_tuning_becomes_her_variant(tmp_path, user_home, capsys):
    (user_home / "variants").mkdir(parents=True)
    assert main(["lab", "tune", str(write_tune(tmp_path, STONES, "stones.yaml")), "--out",
                 str(tmp_path / "out"), "--jobs", "1", "--no-chart"]) == 0
    own = user_home / "variants" / "stones.yaml"
    assert f"variant: {own}" in capsys.readouterr().out
    own_variants._CACHE.clear()
    book = own_variants.read_own(get_spec("stones").variant_kind(), own)
    assert book.faults == [] and list(book.rules) == ["tuned"]
    tuned = book.rules["tuned"]
    assert tuned.base == "standard" and 5 <= tuned.settings_dict()["hand_size"] <= 7
    spec = get_spec("stones")
    assert spec.variants()["tuned"].own
    state = spec.new_game(1, 2, Options("tuned"))
    assert state.content.hand_size == tuned.settings_dict()["hand_size"]
