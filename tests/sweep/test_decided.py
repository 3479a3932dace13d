"""A sweep with `until_decided:`: each variant against the baseline in rounds until the
sequential test decides; resumed after a cut, it decides where one run would have; a
wrong key is told as file:line."""

from __future__ import annotations

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.sweep.definition import load_sweep
from shifting_sands.sweep.journal import JOURNAL
from shifting_sands.sweep.run import run_sweep
from tests.sweep.helpers import write_sweep

DECIDED = """\
game: mothership
seed: 1
games: 400
variants: [standard, small]
pairings:
  - [random]
until_decided:
  against: standard
  metric: no_winner
  margin: 0.2
  look_every: 10
"""


def test_the_comparison_stops_when_decided_and_a_cut_run_decides_the_same(tmp_path):
    sweep = load_sweep(write_sweep(tmp_path, DECIDED))
    whole = run_sweep(sweep, tmp_path / "whole", progress=False)
    decision = next(e["decision"] for e in whole.summaries if e["decision"])
    assert decision["decision"] in ("same", "differs")
    played = decision["games_per_variant"]
    assert played % 10 == 0 and played < 400
    assert whole.complete and len(whole.rows) == 2 * played
    # cut the journal in the middle of a round: the resumed run plays only what is missing
    journal = tmp_path / "whole" / JOURNAL
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    journal.write_text("".join(lines[:-7]), encoding="utf-8")
    again = run_sweep(sweep, tmp_path / "whole", progress=False)
    assert again.played_now == 7 and again.resumed_with == 2 * played - 7
    assert next(e["decision"] for e in again.summaries if e["decision"]) == decision


@pytest.mark.parametrize(("change", "words"), [
    ("against: standard", "against: huge"),
    ("metric: no_winner", "metric: seat7"),
    ("margin: 0.2", "margin: 2"),
    ("look_every: 10", "look_every: 0"),
])
def test_a_wrong_key_is_told_by_file_and_line(tmp_path, change, words):
    path = write_sweep(tmp_path, DECIDED.replace(change, words))
    with pytest.raises(ContentError) as caught:
        load_sweep(path)
    first = str(caught.value.problems[0])
    line = DECIDED.splitlines().index("  " + change) + 1
    assert f"{path.name}:{line}" in first, first
