"""A damaged settings file, or a user folder that cannot be written: the program starts with
defaults, says each problem in one line, keeps the damaged file aside and never crashes."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shifting_sands.settings import ANIMATION_SPEEDS, WINDOW_MAX, WINDOW_MIN, Settings

DEFAULTS = Settings()


def settings_file(user_home: Path) -> Path:
    folder = user_home / "config"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "settings.json"


def aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob("settings.json.damaged-*"))


def assert_sane(loaded: Settings) -> None:
    assert isinstance(loaded.window_width, int) and not isinstance(loaded.window_width, bool)
    assert WINDOW_MIN[0] <= loaded.window_width <= WINDOW_MAX[0]
    assert WINDOW_MIN[1] <= loaded.window_height <= WINDOW_MAX[1]
    assert isinstance(loaded.fullscreen, bool) and isinstance(loaded.colourblind_shapes, bool)
    assert loaded.animation_speed in ANIMATION_SPEEDS
    assert isinstance(loaded.volume, float) and math.isfinite(loaded.volume)
    assert 0 <= loaded.volume <= 1
    assert isinstance(loaded.last_names, tuple)
    assert all(isinstance(name, str) for name in loaded.last_names)
    assert isinstance(loaded.last_tables, dict)
    assert all(isinstance(k, str) and isinstance(v, dict) for k, v in loaded.last_tables.items())


@pytest.mark.parametrize(("content", "words"), [
    (b"", "is empty"),
    (b"not json", "is not JSON"),
    (b"[1, 2]", "does not hold a JSON object"),
    (b"\x00\xff\xfe binary", "is not UTF-8"),
    ('{"volume": 0.5}'.encode("utf-16"), "is not UTF-8"),
    (b"[" * 30000 + b"]" * 30000, "is not JSON"),
    (b'{"a": ' * 5000 + b"1" + b"}" * 5000, None),  # deep but a JSON object: unknown key
])
def test_a_damaged_file_gives_defaults_one_line_and_is_kept_aside(user_home, capsys, content,
                                                                   words):
    path = settings_file(user_home)
    path.write_bytes(content)
    assert Settings.load() == DEFAULTS
    err = capsys.readouterr().err.strip().splitlines()
    assert err and all(str(path) in line for line in err)
    if words:
        assert len(err) == 1 and words in err[0]
        assert [p.read_bytes() for p in aside(path)] == [content]
        assert not path.exists()
    log = (user_home / "logs" / "shifting-sands.log").read_text(encoding="utf-8")
    assert str(path) in log


@pytest.mark.parametrize(("field", "value", "words"), [
    ("window_width", 2**31, "window_width takes a whole number"),
    ("window_height", 10**12, "window_height takes a whole number"),
    ("window_width", 10, "window_width"),
    ("window_width", True, "window_width"),
    ("window_height", "720", "window_height"),
    ("volume", float("nan"), "volume takes a number from 0 to 1, not NaN"),
    ("volume", float("inf"), "volume takes a number from 0 to 1, not Infinity"),
    ("volume", -1, "volume"),
    ("volume", "loud", "volume"),
    ("fullscreen", "yes", "fullscreen takes true or false"),
    ("fullscreen", 1, "fullscreen"),
    ("animation_speed", "warp", "animation_speed takes one of off, fast, normal, slow"),
    ("animation_speed", [], "animation_speed"),
    ("colourblind_shapes", None, "colourblind_shapes"),
    ("last_names", "Amira", "last_names"),
    ("last_names", [1, 2], "last_names"),
    ("last_names", ["x" * 500], "last_names"),
    ("last_names", ["a"] * 50, "last_names"),
    ("last_names", ["tab\there"], "last_names"),
    ("last_tables", ["stones"], "last_tables takes an object"),
    ("last_tables", {"stones": 3}, "last_tables"),
    ("last_tables", {"": {}}, "last_tables"),
    ("last_tables", {f"game{i}": {} for i in range(40)}, "last_tables"),
])
def test_each_bad_setting_is_named_and_replaced_by_its_default(user_home, capsys, field, value,
                                                               words):
    path = settings_file(user_home)
    path.write_text(json.dumps({"volume": 0.25, field: value}), encoding="utf-8")
    loaded = Settings.load()
    assert getattr(loaded, field) == getattr(DEFAULTS, field)
    if field != "volume":
        assert loaded.volume == 0.25  # the good settings are kept
    err = capsys.readouterr().err.strip().splitlines()
    assert any(words in line and str(path) in line for line in err), err
    assert len(aside(path)) == 1


def test_good_settings_load_quietly_and_round_trip(user_home, capsys):
    chosen = Settings(window_width=1600, window_height=900, fullscreen=True,
                      animation_speed="fast", volume=1, colourblind_shapes=True,
                      last_names=("Amira", ""),
                      last_tables={"stones": {"players": 3, "seats": [{"name": "Zed"}]}})
    chosen.save()
    assert Settings.load() == chosen
    assert capsys.readouterr().err == ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_does_not_block_the_start(user_home, capsys):
    path = settings_file(user_home)
    os.mkfifo(path)
    assert Settings.load() == DEFAULTS
    assert "is not a regular file" in capsys.readouterr().err


def test_a_folder_and_a_huge_file_are_refused(user_home, capsys):
    path = settings_file(user_home)
    path.mkdir()
    assert Settings.load() == DEFAULTS
    assert "is a folder" in capsys.readouterr().err
    path = settings_file(user_home)
    with open(path, "wb") as out:
        out.truncate(200 * 1024 * 1024)  # sparse, 200 MB
    assert Settings.load() == DEFAULTS
    assert "larger than 64 KB" in capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "symlink") or os.name != "posix", reason="needs links")
def test_a_link_to_nothing_is_said_and_kept_aside(user_home, capsys):
    path = settings_file(user_home)
    os.symlink(user_home / "gone" / "settings.json", path)
    assert Settings.load() == DEFAULTS
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is a link to" in err[0] and "default settings" in err[0], err
    assert [p.is_symlink() for p in aside(path)] == [True]


def test_a_config_folder_that_is_a_file_is_said(user_home, capsys):
    user_home.mkdir(parents=True, exist_ok=True)
    (user_home / "config").write_text("not a folder")
    assert Settings.load() == DEFAULTS
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is a file, not a folder" in err[0], err
    assert "default settings" in err[0]
    assert (user_home / "config").read_text() == "not a folder", "the user's file is kept"


def a_link_to_nothing(home: Path) -> None:
    (home / "config").mkdir(parents=True)
    os.symlink(home / "gone.json", home / "config" / "settings.json")


def a_config_file(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "config").write_text("x")


@pytest.mark.skipif(os.name != "posix", reason="needs links")
@pytest.mark.parametrize("damage", [a_link_to_nothing, a_config_file])
def test_unreadable_settings_start_the_launcher_with_one_line(tmp_path, damage):
    home = tmp_path / "home"
    damage(home)
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME="1")
    done = subprocess.run([sys.executable, "-m", "shifting_sands"], capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "default settings" in lines[0], done.stderr


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not stop root")
def test_an_unreadable_file_is_said(user_home, capsys):
    path = settings_file(user_home)
    path.write_text("{}")
    path.chmod(0)
    assert Settings.load() == DEFAULTS
    assert "cannot be read" in capsys.readouterr().err


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
FIELDS = st.sampled_from(["window_width", "window_height", "fullscreen", "animation_speed",
                          "volume", "colourblind_shapes", "last_names", "last_tables",
                          "other"])


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.one_of(st.dictionaries(FIELDS, JSON, max_size=8), JSON))
def test_any_json_loads_as_sane_settings(user_home, data):
    path = settings_file(user_home)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert_sane(Settings.load())


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.binary(max_size=300))
def test_any_bytes_load_as_sane_settings(user_home, raw):
    settings_file(user_home).write_bytes(raw)
    assert_sane(Settings.load())


# -- the window ------------------------------------------------------------------------------
def test_the_window_fits_the_display(monkeypatch):
    import pygame

    from shifting_sands.app import App

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    fake = type("FakeApp", (), {"headless": False})()
    assert App._fit_display(fake, (16384, 16384)) == (1366, 768)
    assert App._fit_display(fake, (1280, 720)) == (1280, 720)


def test_a_window_that_cannot_be_made_is_one_line_not_a_traceback(monkeypatch, capsys):
    import shifting_sands.app
    from shifting_sands import cli

    def refuse(*args, **kwargs):
        raise RuntimeError("no display")

    monkeypatch.setattr(shifting_sands.app, "App", refuse)
    assert cli.main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "internal error" in err[0] and "crash-" in err[0]


# -- a user folder that cannot be used ---------------------------------------------------------
def unusable_homes(tmp_path: Path) -> dict[str, Path]:
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    return {"a file": a_file, "below a file": a_file / "home"}


@pytest.mark.parametrize("case", ["a file", "below a file"])
def test_an_unusable_home_starts_the_launcher_and_says_saving_is_off(tmp_path, case):
    home = unusable_homes(tmp_path)[case]
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME="1")
    done = subprocess.run([sys.executable, "-m", "shifting_sands"], capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "games cannot be saved" in lines[0], done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not stop root")
def test_a_read_only_home_says_saving_is_off(tmp_path, monkeypatch):
    from shifting_sands.paths import saving_problem

    home = tmp_path / "ro"
    home.mkdir()
    home.chmod(0o500)
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(home / "sub"))
    try:
        assert "cannot be made" in saving_problem()
        assert Settings.load() == DEFAULTS
        Settings().save()  # said once, not raised
    finally:
        home.chmod(0o700)


def test_settings_that_cannot_be_saved_are_said_once(tmp_path, monkeypatch, capsys):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(a_file))
    monkeypatch.setattr(Settings, "_said_unsaved", False, raising=False)
    assert Settings.load() == DEFAULTS
    Settings().save()
    Settings().save()
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "settings cannot be saved" in err[0]
