"""`shifting-sands lab sweep`: a table, CSVs and charts; any bad file or argument is one
line naming what, where and why, with a non-zero exit."""

from __future__ import annotations

import csv
import json
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shifting_sands import cli
from shifting_sands.sweep import run as sweep_run
from tests.sweep.helpers import TINY, write_sweep


def outcome(argv: list[str], capsys) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    got = capsys.readouterr()
    return code, got.out, got.err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err and "internal error" not in err, err
    return lines[0]


def test_a_sweep_prints_its_table_and_writes_its_results(tmp_path, capsys):
    sweep_file = write_sweep(tmp_path)
    code, out, err = outcome(["lab", "sweep", str(sweep_file), "--jobs", "1"], capsys)
    assert code == 0, err
    folder = tmp_path / "tiny-results"
    assert "standard@2 greedy/random  6/6" in out and f"results: {folder}" in out
    with (folder / "games.csv").open(encoding="utf-8") as handle:
        games = list(csv.DictReader(handle))
    assert len(games) == 12 and {g["variant"] for g in games} == {"standard", "small"}
    assert games[0]["seed"] == "7" and games[5]["seed"] == "12"
    with (folder / "summary.csv").open(encoding="utf-8") as handle:
        cells = list(csv.DictReader(handle))
    assert [c["cell"] for c in cells] == ["standard@2 greedy/random", "small@2 greedy/random"]
    for cell in cells:
        low, rate, high = (float(cell[k]) for k in ("bot1_low", "bot1_win_rate", "bot1_high"))
        assert cell["bot1"] == "greedy" and low <= rate <= high
    chart = folder / "chart-2p-greedy-vs-random.png"
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_json_gives_every_cells_summary(tmp_path, capsys):
    sweep_file = write_sweep(tmp_path)
    code, out, _ = outcome(["lab", "sweep", str(sweep_file), "--json", "--no-chart",
                            "--out", str(tmp_path / "r"), "--jobs", "1"], capsys)
    report = json.loads(out)
    assert code == 0 and report["complete"] and report["charts"] == []
    assert [c["done"] for c in report["cells"]] == [6, 6]
    bots = report["cells"][0]["summary"]["bot_results"]
    assert set(bots) == {"greedy", "random"} and bots["greedy"]["games"] == 6


def test_an_interrupt_prints_the_partial_summary_and_how_to_resume(tmp_path, capsys,
                                                                   monkeypatch):
    real = sweep_run.rows_from

    def stopped_after_three(*args):
        for done, row in enumerate(real(*args)):
            if done == 3:
                raise KeyboardInterrupt
            yield row
    monkeypatch.setattr(sweep_run, "rows_from", stopped_after_three)
    code, out, err = outcome(["lab", "sweep", str(write_sweep(tmp_path)), "--jobs", "1"],
                             capsys)
    assert code == 130
    assert "3 of 12 games" in out and "standard@2 greedy/random  3/6" in out
    line = one_line(err)
    assert "stopped (interrupted) with 9 of 12 games left" in line
    assert "run the same command again to resume" in line


@pytest.mark.parametrize(("argv", "code", "words"), [
    (["lab", "sweep"], 2, ["sweep"]),
    (["lab", "sweep", "{missing}"], 1, ["no such file"]),
    (["lab", "sweep", "{folder}"], 1, ["folder"]),
    (["lab", "sweep", "{sweep}", "--backend", "spark"], 2, ["spark"]),
    (["lab", "sweep", "{sweep}", "--jobs", "0"], 2, ["--jobs"]),
    (["lab", "sweep", "{sweep}", "--out", "{sweep}"], 2, ["is a file"]),
    (["lab", "sweep", "{sweep}", "--out", "{missing}/deeper"], 2, ["does not exist"]),
    (["lab", "sweep", "{sweep}", "--address", " "], 2, ["--address"]),
    (["lab", "sweep", "{bad}"], 1, ["bad.yaml:6:", "wizard"]),
])
def test_bad_arguments_fail_in_one_line(tmp_path, capsys, argv, code, words):
    names = {"{missing}": str(tmp_path / "missing.yaml"), "{folder}": str(tmp_path),
             "{sweep}": str(write_sweep(tmp_path)),
             "{bad}": str(write_sweep(tmp_path, TINY.replace("random]", "wizard]"), "bad.yaml"))}
    argv = [names.get(a, a.replace("{missing}", names["{missing}"])) for a in argv]
    got, _, err = outcome(argv, capsys)
    assert got == code, err
    line = one_line(err)
    for word in words:
        assert word in line, (word, line)


def test_a_ray_cluster_that_cannot_be_reached_is_one_line(tmp_path, capsys):
    pytest.importorskip("ray", reason="Ray is not installed: pip install 'shifting-sands[lab]'")
    code, _, err = outcome(["lab", "sweep", str(write_sweep(tmp_path)), "--address",
                            "127.0.0.1:1", "--no-chart"], capsys)
    assert code == 1
    line = one_line(err)
    assert "cannot reach the Ray cluster at 127.0.0.1:1" in line
    code, _, err = outcome(["lab", "sweep", str(write_sweep(tmp_path)), "--address",
                            "nowhere"], capsys)
    assert code == 1 and "not HOST:PORT" in one_line(err)


YAML_WORDS = st.sampled_from([
    "game:", "seed:", "games:", "players:", "variants:", "settings:", "pairings:", "swap:",
    "mothership", "stones", "chess", "standard", "small", "solo", "greedy", "random",
    "ismcts:2", "wizard", "landing:", "at_start", "- ", "[", "]", "{", "}", ",", ":", "\n",
    "\n  ", "0", "1", "2", "-1", "99", "1e400", "true", "null", "&a", "*a", "!!python/object",
    "'", '"', "#", "\t", "\x00", "é",
])


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(text=st.lists(st.one_of(YAML_WORDS, YAML_WORDS, st.text(string.printable, max_size=6)),
                     max_size=30).map(" ".join))
def test_any_sweep_file_plays_or_fails_in_one_line(tmp_path_factory, capsys, monkeypatch, text):
    """Whatever the file holds: a table, or one line with its file and line."""
    monkeypatch.setattr(sweep_run, "rows_from", lambda *args: iter(()))  # judge the file only
    folder = tmp_path_factory.mktemp("fuzz")
    path = Path(folder) / "s.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    code, _, err = outcome(["lab", "sweep", str(path), "--no-chart"], capsys)
    if code == 0:
        return
    line = one_line(err)
    assert code == 1 and f"{path}:" in line, line


def test_a_full_disk_stops_the_sweep_in_one_line_keeping_what_was_written(tmp_path, capsys,
                                                                          monkeypatch):
    import errno

    from shifting_sands.sweep.journal import JOURNAL, Journal

    real = Journal.record

    def record(self, row):
        if len(self.rows) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(self, row)
    monkeypatch.setattr(Journal, "record", record)
    sweep_file = write_sweep(tmp_path)
    code, _, err = outcome(["lab", "sweep", str(sweep_file), "--jobs", "1"], capsys)
    assert code == 1
    line = one_line(err)
    assert "No space left on device" in line and "3 games before it are kept" in line
    monkeypatch.undo()
    journal = tmp_path / "tiny-results" / JOURNAL
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 3
    code, out, err = outcome(["lab", "sweep", str(sweep_file), "--jobs", "1"], capsys)
    assert code == 0 and "3 kept from before" in out, err
