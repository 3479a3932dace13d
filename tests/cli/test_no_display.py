"""`play`, `resume` and the launcher with no display to show the window on: one line, exit 1,
nothing written; a windowless driver asked for on purpose still opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .test_ouroboros_cli import one_line_error

NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")


def launch(*args: str, home: Path, **env: str) -> subprocess.CompletedProcess:
    """The program with no display variables but those given. The timeout only ends a run
    that wrongly went on without a window (it fails the test either way)."""
    clean = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY}
    clean.update(SHIFTING_SANDS_HOME=str(home), SDL_AUDIODRIVER="dummy", **env)
    return subprocess.run([sys.executable, "-m", "shifting_sands", *args], capture_output=True,
                          text=True, env=clean, timeout=120)


def written(home: Path) -> list[Path]:
    return [path for path in home.rglob("*") if path.is_file()] if home.exists() else []


@pytest.mark.parametrize("args", [("play", "stones", "--seed", "3"), ()])
def test_a_video_driver_that_cannot_start_is_one_line_and_writes_nothing(args, user_home):
    result = launch(*args, home=user_home, SDL_VIDEODRIVER="nosuchdriver")
    assert result.returncode == 1
    one_line_error(result, "cannot open the window", "nosuchdriver")
    assert written(user_home) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="elsewhere SDL has a desktop driver that needs no DISPLAY")
@pytest.mark.parametrize("game", ["ouroboros", "stones"])
def test_play_with_no_display_is_one_line_and_leaves_no_autosave(game, user_home):
    """With DISPLAY unset SDL falls back to a windowless driver without an error; the game
    used to run there unseen until killed, leaving an autosave that Continue opened."""
    result = launch("play", game, "--seed", "3", home=user_home)
    assert result.returncode == 1
    one_line_error(result, "cannot open the window", "no display")
    assert written(user_home) == []


def test_a_windowless_driver_asked_for_still_opens(user_home):
    """Tests, `bench` and `screenshot` set SDL_VIDEODRIVER=dummy on purpose."""
    result = launch("play", "stones", "--seed", "3", home=user_home, SDL_VIDEODRIVER="dummy",
                    SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("first-frame ")
