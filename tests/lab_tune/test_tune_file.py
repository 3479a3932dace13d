"""A bad tuning file is refused in one line naming the file and line, and exits 1."""

from __future__ import annotations

import pytest

from shifting_sands.cli import main
from tests.lab_tune.helpers import TINY, write_tune


def _line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


@pytest.mark.parametrize(("old", "new", "needle", "words"), [
    ("empty_cells: {low: 16", "holes: {low: 16", "holes:", "no parameter 'holes'"),
    ("empty_cells: {low: 16, high: 28}", "empty_cells: {low: 16, high: 99}", "empty_cells:",
     "out of its range 4-60"),
    ("round_limit: {at_most", "dullness: {at_most", "dullness:", "unknown metric 'dullness'"),
    ("round_limit: {at_most: 0.05}", "team_win_rate: {at_most: 0.05}", "team_win_rate:",
     "co-operative games"),
    ("length.median: {between: [6, 9]}", "length.median: {between: [9, 6]}", "between:",
     "must not be above"),
    ("bots: [greedy]", "bots: [clever]", "bots:", "clever"),
    ("trials: 3", "trials: 0", "trials:", "greater than or equal to 1"),
    ("max_rounds: {low: 20, high: 60, step: 10}", "max_rounds: {choices: [20, 5000]}",
     "max_rounds:", "out of its range"),
    ("variant: standard", "variant: gigantic", "variant:", "no variant 'gigantic'"),
])
def test_a_bad_tuning_file_says_file_and_line(tmp_path, user_home, capsys, old, new, needle,
                                              words):
    text = TINY.replace(old, new)
    assert text != TINY
    path = write_tune(tmp_path, text)
    assert main(["lab", "tune", str(path), "--out", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert f"{path}:{_line_of(text, needle)}:" in err and words in err, err
    assert not (tmp_path / "out" / "tune.db").exists()


def test_a_missing_file_and_a_bad_option_are_one_line(tmp_path, user_home, capsys):
    assert main(["lab", "tune", str(tmp_path / "none.yaml")]) == 1
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    path = write_tune(tmp_path)
    assert main(["lab", "tune", str(path), "--variant-out", str(tmp_path / "x.txt")]) != 0
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and ".yaml" in err


def test_lab_params_lists_a_variants_numbers(capsys):
    assert main(["lab", "params", "mothership", "--json"]) == 0
    import json

    names = [p["name"] for p in json.loads(capsys.readouterr().out)]
    assert "empty_cells" in names and "max_rounds" in names
    assert main(["lab", "params", "mothership", "--variant", "nope"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_a_sweep_setting_out_of_its_range_names_its_line(tmp_path):
    from shifting_sands.content.errors import ContentError
    from shifting_sands.sweep.definition import load_sweep

    text = ("game: mothership\ngames: 2\nvariants: [standard]\nsettings:\n"
            "  max_rounds: [30,\n    5000]\npairings:\n  - [greedy]\n")
    path = tmp_path / "sweep.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_sweep(path)
    assert caught.value.problems[0].startswith(f"{path}:6: ")
    assert "out of its range 10-200" in caught.value.problems[0]


def test_lab_set_plays_every_variant_with_the_parameters_and_refuses_a_bad_one(
        tmp_path, user_home, capsys):
    chart = str(tmp_path / "c.png")
    assert main(["lab", "mothership", "--variants", "standard", "--games", "2", "--jobs", "1",
                 "--set", "max_rounds=12,empty_cells=20", "--out-chart", chart]) == 0
    assert "with max_rounds=12, empty_cells=20" in capsys.readouterr().out
    assert main(["lab", "mothership", "--variants", "standard", "--games", "2", "--jobs", "1",
                 "--set", "max_rounds=5000", "--out-chart", chart]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "max_rounds = 5000 is out of its range" in err
