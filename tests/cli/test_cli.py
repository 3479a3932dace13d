"""The public command line, run as a user would (a subprocess per command)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shifting_sands.paths import data_dir


def run(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "shifting_sands", *args], capture_output=True,
                          text=True, env=env, timeout=300)


def test_simulate_json_has_the_promised_keys(user_home):
    result = run("simulate", "stones", "--games", "4", "--players", "2", "--bots",
                 "random,greedy", "--seed", "5", "--json", home=user_home)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    for key in ("games", "finished", "wins", "avg_turns", "games_per_second"):
        assert key in summary
    assert summary["games"] == 4 and summary["finished"] == 4
    assert len(summary["wins"]) == 2
    assert sum(summary["wins"]) == pytest.approx(4)
    assert summary["wins"][1] > summary["wins"][0]  # greedy beats random


def test_simulate_is_reproducible_and_solo_works(user_home):
    args = ("simulate", "stones", "--games", "3", "--players", "1", "--bots", "greedy",
            "--seed", "9", "--json")
    first, second = run(*args, home=user_home), run(*args, home=user_home)
    assert first.returncode == 0, first.stderr
    a, b = json.loads(first.stdout), json.loads(second.stdout)
    assert a["wins"] == b["wins"] and a["avg_turns"] == b["avg_turns"]
    assert len(a["wins"]) == 1


def test_simulate_rejects_an_unknown_bot(user_home):
    result = run("simulate", "stones", "--games", "1", "--bots", "wizard", home=user_home)
    assert result.returncode != 0
    assert "unknown bot" in result.stderr


def test_screenshot_writes_a_png_of_the_requested_size(tmp_path, user_home):
    out = tmp_path / "shot.png"
    result = run("screenshot", "stones", "--out", str(out), "--seed", "3", "--moves", "6",
                 "--size", "960x540", home=user_home)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    import struct

    width, height = struct.unpack(">II", out.read_bytes()[16:24])
    assert (width, height) == (960, 540)


def test_validate_data_passes_on_the_shipped_content(user_home):
    result = run("validate-data", home=user_home)
    assert result.returncode == 0, result.stdout + result.stderr


def test_validate_data_names_file_and_line_for_broken_content(tmp_path, user_home):
    broken = tmp_path / "data" / "stones"
    broken.mkdir(parents=True)
    (broken / "stones.yaml").write_text((data_dir() / "stones" / "stones.yaml").read_text())
    text = (data_dir() / "stones" / "patterns.yaml").read_text()
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if "BIRD HORSE" in line)
    lines[index] = lines[index].replace("BIRD HORSE", "BIRD UNICORN")
    (broken / "patterns.yaml").write_text("\n".join(lines) + "\n")
    (tmp_path / "data" / "extra.yaml").write_text("key: [unclosed\n")
    result = run("validate-data", str(tmp_path / "data"), home=user_home)
    assert result.returncode == 1
    assert f"{broken / 'patterns.yaml'}:{index + 1}:" in result.stdout
    assert "UNICORN" in result.stdout
    assert "extra.yaml:" in result.stdout


def test_inspect_save_summarises_an_autosave_and_rejects_garbage(tmp_path, user_home):
    from shifting_sands.games import get_spec
    from shifting_sands.persist.saves import save_match
    from shifting_sands.rules.match import Match, Seat

    match = Match(get_spec("stones"), 4, [Seat("Amira"), Seat("Bot", "greedy")])
    match.apply(match.state.legal_actions()[-2])
    good = tmp_path / "good.json"
    save_match(match, good)
    result = run("inspect-save", str(good), home=user_home)
    assert result.returncode == 0, result.stderr
    assert "Shifting Stones" in result.stdout and "Amira" in result.stdout

    for name, content in [("truncated.json", good.read_text()[:200]),
                          ("foreign.json", json.dumps({"hello": "world"})),
                          ("binary.json", "\x00\x01garbage")]:
        path = tmp_path / name
        path.write_text(content)
        before = path.read_bytes()
        result = run("inspect-save", str(path), home=user_home)
        assert result.returncode == 1
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
        assert path.read_bytes() == before


def test_resume_reports_a_missing_save_clearly(tmp_path, user_home):
    result = run("resume", str(tmp_path / "nope.json"), home=user_home)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and result.stderr.strip()


def test_bare_resume_opens_the_newest_unfinished_match_only(user_home):
    from shifting_sands.games import get_spec
    from shifting_sands.persist.saves import save_match
    from shifting_sands.rules.match import Match, Seat
    from shifting_sands.rules.rng import GameRng

    saves = user_home / "saves"
    done = Match(get_spec("stones"), 3, [Seat("A", "greedy"), Seat("B", "greedy")])
    bot, rng = done.spec.bot("greedy"), GameRng(1)
    while not done.state.is_terminal():
        seat = done.state.current_player
        done.apply(bot.choose(done.state.view_for(seat), done.state.legal_actions(), rng))
    save_match(done, saves / "finished.json")
    result = run("resume", home=user_home)
    assert result.returncode == 1 and "No unfinished game to resume" in result.stderr

    save_match(Match(get_spec("stones"), 4, [Seat("Amira")]), saves / "solo.json")
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(user_home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME="1")
    opened = subprocess.run([sys.executable, "-m", "shifting_sands", "resume"],
                            capture_output=True, text=True, env=env, timeout=300)
    assert opened.returncode == 0, opened.stderr
    assert "first-frame" in opened.stdout


def test_unknown_game_is_a_clear_error(user_home):
    result = run("simulate", "chess", "--games", "1", home=user_home)
    assert result.returncode != 0
    assert "unknown game" in result.stderr


@pytest.mark.slow
def test_bench_json_reports_every_measure(user_home):
    result = run("bench", "--json", home=user_home)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    for key in ("frame_ms", "thinking_frame_ms", "startup_s", "actions_per_s",
                "bot_decision_s", "peak_rss_mb", "reference_frame_ms", "bare_startup_s",
                "ratios"):
        assert key in report
    assert set(report["frame_ms"]["stones"]) == {"median", "p99"}
    assert report["frame_ms"]["stones"]["median"] > 0
    from shifting_sands.games import REGISTRY

    for game, spec in REGISTRY.items():
        assert set(report["bot_decision_s"][game]) == set(spec.bot_kinds())
        assert set(report["frame_ms"][game]) == {"median", "p99"}
        assert set(report["thinking_frame_ms"][game]) == {"median", "p99"}
        assert set(report["ratios"]["frame_ms"][game]) == {"median", "p99"}
    assert report["ratios"]["startup"] > 0
    by_game = report["peak_rss_by_game_mb"]
    assert set(by_game) == set(REGISTRY) and all(peak > 0 for peak in by_game.values())
    assert report["peak_rss_mb"] == max(by_game.values())
