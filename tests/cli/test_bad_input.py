"""Any command line ends in success or in one line that says what was wrong, with a non-zero
exit (2 for a bad argument): never a traceback, a hang or a nonsense value taken.

`main()` runs in-process; whatever would open a window or play for long is replaced by a stub
that stops the command once its arguments have been accepted."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shifting_sands import cli


class Accepted(BaseException):
    """Raised by the stubs: the command got past its checks with these arguments."""

    def __init__(self, **kwargs) -> None:
        super().__init__()
        self.kwargs = kwargs


def _accept(*args, **kwargs):
    raise Accepted(args=args, **kwargs)


@pytest.fixture(autouse=True)
def no_window_no_long_runs(monkeypatch):
    import shifting_sands.bench
    import shifting_sands.games.content_check
    import shifting_sands.lab
    import shifting_sands.screenshot
    import shifting_sands.sim
    import shifting_sands.sweep.run

    monkeypatch.setattr(cli, "run_window", _accept)
    monkeypatch.setattr(shifting_sands.sim, "simulate", _accept)
    monkeypatch.setattr(shifting_sands.lab, "run_lab", _accept)
    monkeypatch.setattr(shifting_sands.sweep.run, "run_sweep", _accept)
    monkeypatch.setattr(shifting_sands.screenshot, "take_screenshot", _accept)
    monkeypatch.setattr(shifting_sands.bench, "run_bench", _accept)
    monkeypatch.setattr(shifting_sands.games.content_check, "play_problems",
                        lambda *args: [])


def outcome(argv: list[str], capsys) -> tuple[object, str]:
    """('accepted', kwargs) or (exit code, stderr); fails on anything else."""
    capsys.readouterr()
    try:
        code = cli.main(argv)
    except Accepted as done:
        return "accepted", str(done.kwargs)
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    return code, err


def fails_in_one_line(argv: list[str], capsys, code: int = 2, *words: str) -> str:
    got, err = outcome(argv, capsys)
    assert got == code, (argv, got, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1, (argv, err)
    assert "Traceback" not in err and "internal error" not in err, err
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


# -- player counts, seats, bots, variants, games ---------------------------------------------
@pytest.mark.parametrize(("argv", "words"), [
    (["play", "stones", "--players", "6"], ["--players", "1-5", "6"]),
    (["play", "stones", "--players", "-1"], ["--players", "-1"]),
    (["play", "stones", "--players", "0"], ["--players", "0"]),
    (["play", "stones", "--players", "99"], ["--players", "99"]),
    (["play", "mothership", "--players", "1"], ["--players", "2-4"]),
    (["play", "mothership", "--players", "5"], ["--players", "2-4"]),
    (["play", "stones", "--players", "1" + "0" * 30], ["--players"]),
    (["play", "stones", "--players", "9" * 5000], ["--players"]),
    (["simulate", "stones", "--games", "1", "--players", "6"], ["--players"]),
    (["simulate", "mothership", "--games", "1", "--players", "1"], ["--players"]),
    (["screenshot", "stones", "--out", "x.png", "--players", "6"], ["--players"]),
    (["screenshot", "mothership", "--out", "x.png", "--players", "5"], ["--players"]),
    (["play", "stones", "--variant", "solo", "--players", "3"], ["solo", "1 player", "3"]),
    (["play", "stones", "--players", "1", "--variant", "standard"], ["standard", "2-5"]),
    (["play", "stones", "--players", "2", "--seats", "human"], ["--seats lists 1 seat"]),
    (["play", "stones", "--seats", "human,bot,bot,bot,bot,bot"], ["--seats lists 6"]),
    (["play", "mothership", "--seats", "human"], ["--seats lists 1 seat", "2-4"]),
    (["play", "stones", "--seats", ",,,"], ["--seats", "empty"]),
    (["play", "stones", "--seats", "human,wizard"], ["human[:NAME] or bot:KIND"]),
    (["play", "stones", "--seats", "human,bot:wizard"], ["unknown bot", "greedy"]),
    (["play", "stones", "--seats", "human:" + "A" * 50 + ",bot"], ["at most 9"]),
    (["simulate", "stones", "--games", "1", "--bots", ",,,"], ["--bots", "empty"]),
    (["simulate", "stones", "--games", "1", "--bots", "wizard"], ["unknown bot", "random"]),
    (["simulate", "stones", "--games", "1", "--players", "2", "--bots", "random,easy,greedy"],
     ["--bots lists 3 kinds for 2 seats"]),
    (["simulate", "stones", "--games", "1", "--bots", "ismcts:0"], ["ismcts:N"]),
    (["play", "chess"], ["unknown game 'chess'", "stones"]),
    (["simulate", "chess", "--games", "1"], ["unknown game", "mothership"]),
    (["play", "stones", "--variant", "huge"], ["'huge'", "standard, solo"]),
    (["simulate", "mothership", "--games", "1", "--variant", "x"], ["'x'", "small"]),
    (["lab", "mothership", "--variants", "standard,zz", "--games", "1"], ["'zz'", "small"]),
    (["lab", "stones", "--variants", "solo@3", "--games", "1"], ["solo", "1 player"]),
    (["lab", "stones", "--variants", ",", "--games", "1"], ["--variants", "empty"]),
    (["lab", "stones", "--variants", "standard", "--games", "1", "--bots", "random,"],
     ["--bots", "empty"]),
    (["simulate", "stones", "--games", "0"], ["--games", "1 to"]),
    (["simulate", "stones", "--games", "-4"], ["--games"]),
    (["simulate", "stones", "--games", "10" + "0" * 20], ["--games"]),
    (["lab", "stones", "--variants", "standard", "--games", "0"], ["--games"]),
    (["simulate", "stones", "--games", "1", "--jobs", "0"], ["--jobs"]),
    (["simulate", "stones", "--games", "1", "--jobs", "-2"], ["--jobs"]),
    (["simulate", "stones", "--games", "1", "--seed", "abc"], ["--seed", "'abc'"]),
    (["simulate", "stones", "--games", "1", "--seed", "1.5"], ["--seed"]),
    (["simulate", "stones", "--games", "1", "--seed", "9" * 40], ["--seed"]),
    (["play", "stones", "--seed", "9" * 5000], ["--seed"]),
])
def test_bad_arguments_are_one_line_and_exit_2(argv, words, capsys):
    fails_in_one_line(argv, capsys, 2, *words)


@pytest.mark.parametrize(("argv", "players", "variant"), [
    (["play", "stones", "--players", "1"], 1, "solo"),
    (["play", "stones", "--variant", "solo"], 1, "solo"),
    (["play", "stones", "--players", "5"], 5, "standard"),
    (["play", "mothership", "--players", "4", "--variant", "small"], 4, "small"),
    (["play", "stones", "--seats", "human:Amira,bot:hard,bot"], 3, "standard"),
])
def test_good_player_counts_start_the_game_they_name(argv, players, variant, monkeypatch,
                                                     capsys):
    started = {}

    def fake_window(prepare):
        import shifting_sands.shell.start as start

        monkeypatch.setattr(start, "start_match",
                            lambda app, match: started.update(match=match))
        prepare(None)
        return 0

    monkeypatch.setattr(cli, "run_window", fake_window)
    assert cli.main(argv) == 0
    match = started["match"]
    assert len(match.seats) == players and match.options.variant == variant


# -- screenshot, output files ------------------------------------------------------------------
@pytest.mark.parametrize(("extra", "words"), [
    (["--size", "0x0"], ["--size", "320x180"]),
    (["--size", "0x720"], ["--size"]),
    (["--size=-100x-100"], ["--size"]),
    (["--size", "100000x100000"], ["--size", "7680x4320"]),
    (["--size", "big"], ["--size"]),
    (["--moves", "-3"], ["--moves"]),
    (["--moves", "9" * 30], ["--moves"]),
    (["--seat", "7"], ["--seat", "0 to 1"]),
    (["--seat", "-1"], ["--seat"]),
    (["--players", "3", "--seat", "3"], ["--seat", "0 to 2"]),
    (["--press", "rightt"], ["--press", "'rightt'"]),
])
def test_screenshot_refuses_bad_sizes_moves_and_seats(extra, words, tmp_path, capsys):
    argv = ["screenshot", "stones", "--out", str(tmp_path / "x.png"), *extra]
    fails_in_one_line(argv, capsys, 2, *words)


def bad_outputs(tmp_path: Path, suffix: str) -> dict[str, str]:
    a_file = tmp_path / "a-file.txt"
    a_file.write_text("x")
    (tmp_path / f"folder{suffix}").mkdir()
    return {
        "missing folder": str(tmp_path / "missing" / f"out{suffix}"),
        "a folder": str(tmp_path),
        "a folder with the suffix": str(tmp_path / f"folder{suffix}"),
        "below a file": str(a_file / f"out{suffix}"),
        "empty": "",
        "blank": "   ",
    }


@pytest.mark.parametrize("case", ["missing folder", "a folder", "a folder with the suffix",
                                  "below a file", "empty", "blank"])
@pytest.mark.parametrize(("command", "flag", "suffix"), [
    (["screenshot", "stones"], "--out", ".png"),
    (["lab", "stones", "--variants", "standard", "--games", "1"], "--out-chart", ".png"),
    (["simulate", "stones", "--games", "1"], "--out", ".csv"),
])
def test_output_files_that_cannot_be_written_are_refused_first(case, command, flag, suffix,
                                                                tmp_path, capsys):
    target = bad_outputs(tmp_path, suffix)[case]
    fails_in_one_line([*command, flag, target], capsys, 2, flag)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not stop root")
def test_an_unwritable_output_folder_is_refused(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        fails_in_one_line(["screenshot", "stones", "--out", str(locked / "x.png")], capsys, 2,
                          "no permission")
    finally:
        locked.chmod(0o700)


def test_good_screenshot_arguments_reach_the_renderer(tmp_path, capsys):
    got, said = outcome(["screenshot", "mothership", "--out", str(tmp_path / "m.png"),
                         "--size", "640x360", "--players", "3", "--seat", "2", "--moves", "4"],
                        capsys)
    assert got == "accepted"
    assert "(640, 360)" in said and "'seat': 2" in said and "'players': 3" in said


def test_a_screenshot_takes_a_variant(tmp_path, capsys):
    got, said = outcome(["screenshot", "north_africa", "--variant", "sonnenblume", "--out",
                         str(tmp_path / "n.png")], capsys)
    assert got == "accepted" and "'variant': 'sonnenblume'" in said, said
    fails_in_one_line(["screenshot", "north_africa", "--variant", "torch", "--out",
                       str(tmp_path / "n.png")], capsys, 2, "--variant", "torch")


def test_a_screenshot_that_cannot_be_saved_says_so(tmp_path, monkeypatch, capsys):
    import shifting_sands.screenshot

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(shifting_sands.screenshot, "take_screenshot", refuse)
    fails_in_one_line(["screenshot", "stones", "--out", str(tmp_path / "x.png")], capsys, 1,
                      "cannot write", "Permission denied")


# -- saves named on the command line -------------------------------------------------------------
@pytest.mark.parametrize("command", ["inspect-save", "resume"])
@pytest.mark.parametrize("path", [".", "/", "missing.json", "/dev/null"])
def test_a_save_argument_must_be_a_regular_file(command, path, capsys):
    fails_in_one_line([command, path], capsys, 1, repr(path))


@pytest.mark.parametrize("command", ["inspect-save", "resume"])
def test_an_empty_save_argument_is_a_usage_error(command, capsys):
    fails_in_one_line([command, ""], capsys, 2, "empty")


# -- validate-data -----------------------------------------------------------------------------
def test_validate_data_fails_on_an_empty_folder_naming_each_missing_game(tmp_path, capsys):
    capsys.readouterr()
    assert cli.main(["validate-data", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"{tmp_path / 'stones'}:1:" in out and f"{tmp_path / 'mothership'}:1:" in out
    assert "missing" in out


def test_validate_data_of_a_file_or_nothing_is_refused(tmp_path, capsys):
    a_file = tmp_path / "f.yaml"
    a_file.write_text("a: 1\n")
    assert cli.main(["validate-data", str(a_file)]) == 1
    assert "not a folder" in capsys.readouterr().out
    fails_in_one_line(["validate-data", ""], capsys, 2, "empty")


@pytest.mark.parametrize(("argv", "thorough"), [(["validate-data"], False),
                                                (["validate-data", "--thorough"], True)])
def test_validate_data_is_quick_unless_asked_to_be_thorough(argv, thorough, monkeypatch,
                                                            capsys):
    import shifting_sands.games.content_check as content_check

    asked = []
    monkeypatch.setattr(content_check, "play_problems",
                        lambda folder, spec, games, thorough: asked.append(thorough) or [])
    assert cli.main(argv) == 0
    assert asked and set(asked) == {thorough}
    assert "all content is valid" in capsys.readouterr().out


# -- the whole parser, any input ----------------------------------------------------------------
SCRATCH = Path(tempfile.mkdtemp(prefix="ss-argv-"))
(SCRATCH / "a-file.txt").write_text("x")
(SCRATCH / "save.json").write_text('{"schema_version": 1}')
WORDS = st.sampled_from([
    "play", "resume", "simulate", "screenshot", "lab", "sweep", "--backend", "ray",
    "--address", "--no-chart", "validate-data", "inspect-save", "bench",
    "stones", "mothership", "chess", "", " ", "-", "--", "--players", "--seats", "--bots",
    "--variant", "--variants", "--games", "--jobs", "--seed", "--size", "--moves", "--seat",
    "--out", "--out-chart", "--screen", "--json", "--swap", "--no-swap", "--help", "--version",
    "0", "1", "2", "3", "5", "6", "-1", "99", "1" + "0" * 30, "9" * 5000, "1.5", "NaN", "abc",
    "human", "human:Amira", "bot:greedy", "bot:wizard", "random,greedy", ",,,", "ismcts:3",
    "ismcts:0", "solo", "standard", "small", "solo@1", "standard@9", "1280x720", "0x0",
    "-100x-100", "100000x100000", "game", "results", "rules", ".", "/", "/dev/null",
    str(SCRATCH), str(SCRATCH / "x.png"), str(SCRATCH / "x.csv"), str(SCRATCH / "a-file.txt"),
    str(SCRATCH / "missing" / "x.png"), str(SCRATCH / "save.json"),
])
ARGV = st.lists(st.one_of(WORDS, WORDS, WORDS, st.text(max_size=12)), max_size=8)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(argv=ARGV)
def test_any_command_line_succeeds_or_fails_in_one_clear_line(argv, capsys):
    got, err = outcome(argv, capsys)
    if got in ("accepted", 0, None):
        assert "Traceback" not in err
        return
    assert isinstance(got, int) and got != 0, got
    lines = err.strip().splitlines()
    assert len(lines) == 1, (argv, err)
    assert "Traceback" not in err and "internal error" not in err, (argv, err)
