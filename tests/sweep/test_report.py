"""The sweep's charts: one lab chart per pairing and seat count, variants side by side,
and bars by bot when the pairing mixes bots."""

from __future__ import annotations

from shifting_sands.sweep.definition import load_sweep
from shifting_sands.sweep.report import chart_groups
from shifting_sands.sweep.run import run_sweep
from tests.sweep.helpers import TINY, write_sweep


def test_one_chart_per_pairing_with_the_variants_as_columns(tmp_path):
    text = TINY.replace("  - [greedy, random]\n", "  - [greedy, random]\n  - [greedy]\n")
    sweep = load_sweep(write_sweep(tmp_path, text))
    result = run_sweep(sweep, tmp_path / "out", progress=False)
    groups = chart_groups(sweep, result.summaries)
    assert [g["name"] for g in groups] == ["2p-greedy-vs-random", "2p-greedy"]
    assert [c["label"] for c in groups[0]["variants"]] == ["standard", "small"]
    assert groups[0]["by_bot"] and not groups[1]["by_bot"]  # one kind: its seats instead
    mixed = groups[0]["variants"][0]["summary"]
    assert set(mixed["bot_results"]) == {"greedy", "random"}


def test_the_chart_draws_bars_by_bot(tmp_path):
    from shifting_sands.lab_chart import _bars

    sweep = load_sweep(write_sweep(tmp_path))
    result = run_sweep(sweep, tmp_path / "out", progress=False)
    summary = result.summaries[0]["summary"]
    by_bot = _bars(summary, team=False, by_bot=True)
    assert [name for name, *_ in by_bot] == ["greedy", "random"]
    greedy = summary["bot_results"]["greedy"]
    assert by_bot[0][1:4] == (greedy["win_rate"], *greedy["ci95"])
    assert [name for name, *_ in _bars(summary, team=False, by_bot=False)] == \
        ["seat 1", "seat 2"]
