"""`lab --until-decided` on the command line: every bad option is one line and exit 2, and
two identical variants are decided "no difference" after the games the test needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from shifting_sands import cli


def _exit_code(argv: list[str]) -> object:
    """main's exit code, whether it returns it or argparse raises it."""
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return exc.code


LAB = ["lab", "mothership", "--variants", "standard,land_at_start", "--games", "5",
       "--bots", "random"]


@pytest.mark.parametrize(("extra", "words"), [
    (["--until-decided", "--margin", "0"], ["--margin", "more than 0"]),
    (["--until-decided", "--margin", "1.5"], ["--margin", "1.5"]),
    (["--until-decided", "--margin", "abc"], ["--margin", "'abc'"]),
    (["--until-decided", "--alpha", "0.5"], ["--alpha", "less than 0.5"]),
    (["--until-decided", "--beta", "-0.1"], ["--beta"]),
    (["--until-decided", "--beta", "nan"], ["--beta"]),
    (["--until-decided", "--look-every", "0"], ["--look-every", "1 to"]),
    (["--until-decided", "--metric", "points"], ["--metric 'points'", "seatN"]),
    (["--until-decided", "--metric", "seat9"], ["--metric seat9", "seats 1 to 2"]),
    (["--until-decided", "--metric", "team"], ["--metric team", "not co-operative"]),
    (["--margin", "0.1"], ["--margin needs --until-decided"]),
    (["--metric", "seat1"], ["--metric needs --until-decided"]),
])
def test_bad_options_are_one_line_and_exit_2(extra, words, capsys, tmp_path):
    argv = [*LAB, "--out-chart", str(tmp_path / "x.png"), *extra]
    code = _exit_code(argv)
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and "Traceback" not in err[0], err
    for word in words:
        assert word in err[0], (word, err[0])
    assert not (tmp_path / "x.png").exists()


def test_until_decided_takes_two_variants(capsys, tmp_path):
    argv = ["lab", "mothership", "--variants", "standard,small,peek", "--games", "5",
            "--until-decided", "--out-chart", str(tmp_path / "x.png")]
    code = _exit_code(argv)
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "two variants" in err[0]


def test_identical_variants_are_decided_the_same_after_the_games_the_test_needs(tmp_path):
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    chart = tmp_path / "decided.png"
    result = subprocess.run(
        [sys.executable, "-m", "shifting_sands", "lab", "mothership", "--variants",
         "standard,standard", "--games", "400", "--bots", "random", "--until-decided",
         "--margin", "0.2", "--look-every", "10", "--jobs", "1", "--json",
         "--out-chart", str(chart)], capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    decision = report["decision"]
    # every pair is equal: the test may first say "same" at 24 pairs, looked at every 10
    assert decision["decision"] == "same" and decision["games_per_variant"] == 30
    assert report["games"] == 30 and report["variants"][0]["summary"]["games"] == 30
    assert decision["fixed_games_per_variant"] > 30
    assert chart.exists()
