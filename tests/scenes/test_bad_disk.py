"""The disk failing during play (issue 18): a read-only, full or size-limited saves folder
never ends the game. A banner says the autosave failed and why, never that the game was
kept; Save game puts a copy elsewhere; the crash message says truly whether the game was
autosaved; an unwritable logs folder stops nothing; odd files do not break the Load list."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from shifting_sands import cli, cli_window, paths
from shifting_sands.persist import atomic, catalog
from shifting_sands.persist.saves import MAX_SAVE_BYTES, autosave_path, save_match
from shifting_sands.rules.match import Seat
from shifting_sands.shell.launcher import LauncherScene
from shifting_sands.shell.load_scene import LoadScene
from shifting_sands.shell.pause import PauseScene
from tests.scenes.helpers import center, click, key, make_app, run
from tests.scenes.test_saves_scenes import button, end_turn, play_in, stones

SHOTS = Path("/tmp/ss-badsaves")

FAILURES = {
    "read-only": (errno.EROFS, "Read-only file system"),
    "full": (errno.ENOSPC, "No space left on device"),
    "over the size limit": (errno.EFBIG, "File too large"),
    "no permission": (errno.EACCES, "Permission denied"),
}


def break_the_disk(monkeypatch: pytest.MonkeyPatch, code: int, text: str) -> None:
    """Writes in the saves folder fail as that disk would: a read-only or forbidden folder
    refuses the temp file, a full or size-limited one fails when the data is flushed."""
    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise OSError(code, text)

    if code in (errno.EROFS, errno.EACCES):
        monkeypatch.setattr(atomic.tempfile, "mkstemp", refuse)
    else:
        monkeypatch.setattr(atomic.os, "fsync", refuse)


CLAIM = re.compile(r"\b(was|were|is|been)\s+(auto)?saved\b|\b(auto)?saved\s+(to|as|at|in)\b"
                   r"|\bwas kept\b|^(auto)?saved\b", re.IGNORECASE)


def no_claim(text: str) -> None:
    """The words never say a save happened ("could not be autosaved" is fine)."""
    assert not CLAIM.search(text), text


@pytest.mark.parametrize("case", sorted(FAILURES))
def test_a_failing_autosave_leaves_the_game_going_with_a_banner(case, user_home, monkeypatch,
                                                                capsys):
    code, text = FAILURES[case]
    app = make_app()
    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, match)
    break_the_disk(monkeypatch, code, text)
    end_turn(app, match)
    scene = app.scenes.top
    assert scene.match is match and not match.state.is_terminal()
    assert len(match.log) >= 2 and match.state.current_player == 0  # the bot played on
    banner = scene.autosave_problem
    assert banner.startswith("Autosave failed") and text in banner, banner
    assert "\n" not in banner and "Menu > Save game" in banner
    no_claim(banner)
    assert str(user_home / "saves") in scene.autosave_error
    err = capsys.readouterr().err  # the full line once, on stderr and in the log
    assert err.count("autosave failed") == 1 and text in err
    assert not autosave_path("stones", match.match_id).exists()
    assert not [p for p in (user_home / "saves").iterdir() if p.name.endswith(".tmp")]
    if case == "full":
        SHOTS.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(SHOTS / "autosave-failed-banner.png")

    end_turn(app, match)  # still failing: still playing, still saying so
    assert scene.autosave_problem == banner and app.scenes.top is scene

    monkeypatch.undo()  # the disk has room again: the next turn's autosave works
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(user_home))
    end_turn(app, match)
    assert scene.autosave_problem == ""
    assert autosave_path("stones", match.match_id).exists()


def test_save_game_puts_a_copy_elsewhere_when_the_saves_folder_fails(user_home, tmp_path,
                                                                     monkeypatch):
    app = make_app()
    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, match)
    rescue = tmp_path / "rescue"
    rescue.mkdir()
    unusable = tmp_path / "a-file" / "x"  # below a file: no folder can be made there
    unusable.parent.write_text("x")
    saves = user_home / "saves"
    real_mkstemp = atomic.tempfile.mkstemp

    def read_only_saves(*args: Any, dir: Any = None, **kwargs: Any) -> Any:
        if Path(dir) == saves:
            raise OSError(errno.EROFS, "Read-only file system")
        return real_mkstemp(*args, dir=dir, **kwargs)

    monkeypatch.setattr(atomic.tempfile, "mkstemp", read_only_saves)
    monkeypatch.setattr(paths, "rescue_dirs", lambda: [unusable, rescue])
    end_turn(app, match)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    click(app, center(button(pause, "Save game").rect))
    copies = list(rescue.glob("shifting-sands-stones-*.json"))
    assert len(copies) == 1
    assert "Read-only file system" in pause.message
    assert f"Saved instead in {rescue} as {copies[0].name}" in pause.message
    from shifting_sands.persist.saves import load_match

    assert load_match(copies[0]).log == match.log
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.save_screenshot(SHOTS / "save-game-elsewhere.png")

    monkeypatch.setattr(paths, "rescue_dirs", lambda: [unusable])
    click(app, center(button(pause, "Save game").rect))
    assert pause.message.startswith("Could not save") and "Read-only" in pause.message
    no_claim(pause.message)


def test_closing_the_window_when_the_autosave_fails_says_so(user_home, monkeypatch, capsys):
    app = make_app()
    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, match)
    flip = next(a for a in match.state.legal_actions() if type(a).__name__ == "FlipStone")
    assert app.scenes.top.submit(flip)
    break_the_disk(monkeypatch, errno.ENOSPC, "No space left on device")
    capsys.readouterr()
    app.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert not app.running
    err = capsys.readouterr().err
    assert "could not be autosaved" in err and "No space left" in err
    assert "window was closed" in err
    assert len(err.strip().splitlines()) == 1
    no_claim(err)


# -- the crash handler ----------------------------------------------------------------------
def crash_during(match, monkeypatch) -> None:
    """`run_window` opens `match`, then the loop fails with a bug."""
    from shifting_sands.app import App

    def broken_run(self) -> None:
        run(self, 2)
        raise RuntimeError("a bug")

    monkeypatch.setattr(App, "run", broken_run)


def test_after_a_crash_the_game_is_autosaved_and_the_message_says_where(user_home,
                                                                        monkeypatch, capsys):
    from shifting_sands.shell.start import start_match

    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    flip = next(a for a in match.state.legal_actions() if type(a).__name__ == "FlipStone")
    match.apply(flip)
    crash_during(match, monkeypatch)
    capsys.readouterr()
    assert cli.run_window(lambda app: start_match(app, match)) == 2
    err = capsys.readouterr().err.strip()
    path = autosave_path("stones", match.match_id)
    assert len(err.splitlines()) == 1 and "internal error" in err
    assert f"The game was autosaved to {path}" in err
    assert path.exists()


def test_after_a_crash_a_failed_autosave_is_not_claimed(user_home, monkeypatch, capsys):
    from shifting_sands.shell.start import start_match

    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    crash_during(match, monkeypatch)
    break_the_disk(monkeypatch, errno.EROFS, "Read-only file system")
    capsys.readouterr()
    assert cli.run_window(lambda app: start_match(app, match)) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert "could not be autosaved (Read-only file system)" in err
    assert "autosaved to" not in err and "was autosaved" not in err


def test_a_crash_outside_a_game_says_nothing_about_saves(user_home, monkeypatch, capsys):
    crash_during(None, monkeypatch)
    assert cli.run_window(lambda app: app.open_launcher()) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "autosave" not in err


# -- the logs folder ---------------------------------------------------------------------------
def test_an_unwritable_logs_folder_stops_nothing(user_home, monkeypatch, capsys):
    user_home.mkdir(parents=True, exist_ok=True)
    (user_home / "logs").write_text("a file where the logs folder should be")
    from shifting_sands.settings import report

    report("a line for the log")
    assert "a line for the log" in capsys.readouterr().err
    assert "log folder cannot be written" in cli_window._crash_report("Traceback\nValueError: x\n")

    app = make_app()
    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, match)
    break_the_disk(monkeypatch, errno.ENOSPC, "No space left on device")
    end_turn(app, match)
    app.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])  # reports to a log it cannot open
    assert len(match.log) >= 2 and not app.running


# -- the Load list and the launcher with odd files -------------------------------------------------
def test_the_load_list_shows_odd_files_as_unreadable_with_their_reason(user_home, monkeypatch):
    saves = user_home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    good = save_match(stones([Seat("Amira"), Seat("Bot", "greedy")]), saves / "good.json")
    if hasattr(os, "mkfifo"):
        os.mkfifo(saves / "pipe.json")
    if Path("/dev/zero").exists():
        (saves / "zero.json").symlink_to("/dev/zero")
    (saves / "folder.json").mkdir()
    with open(saves / "huge.json", "wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)
    locked = save_match(stones([Seat("Amira")]), saves / "locked.json")
    from shifting_sands.persist import saves as saves_module

    real_open = os.open

    def deny(name: Any, *args: Any, **kwargs: Any) -> int:
        if Path(name) == locked:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(name, *args, **kwargs)

    monkeypatch.setattr(saves_module.os, "open", deny)
    app = make_app()
    key(app, pygame.K_ESCAPE)  # nothing to leave: stays on the launcher
    app.push(LoadScene(app))
    run(app, 2)
    load = app.scenes.top
    errors = {info.path.name: info.error for info in load.all_saves}
    expected = {"folder.json": "folder", "huge.json": "far too large",
                "locked.json": "Permission denied"}
    if hasattr(os, "mkfifo"):
        expected["pipe.json"] = "named pipe"
    if Path("/dev/zero").exists():
        expected["zero.json"] = "a device"
    for name, word in expected.items():
        assert errors[name] and word in errors[name], (name, errors[name])
    assert errors["good.json"] is None
    load.page = 0
    load.refresh()
    run(app, 1)
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.save_screenshot(SHOTS / "load-list-odd-files.png")
    assert good.exists()


def test_an_unreadable_saves_folder_leaves_launcher_and_load_list_working(user_home,
                                                                          monkeypatch):
    def deny(_path: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(catalog.os, "scandir", deny)
    app = make_app()
    app.open_launcher()
    run(app, 2)
    launcher = app.scenes.top
    assert isinstance(launcher, LauncherScene)
    assert not launcher.continue_button.visible and "Permission denied" in launcher.message
    app.push(LoadScene(app))
    run(app, 2)
    load = app.scenes.top
    assert load.all_saves == [] and "saves folder cannot be read" in load.message


def test_quitting_to_the_launcher_without_an_autosave_asks_twice(user_home, monkeypatch):
    app = make_app()
    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, match)
    break_the_disk(monkeypatch, errno.EACCES, "Permission denied")
    end_turn(app, match)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    click(app, center(button(pause, "Quit to launcher").rect))
    assert app.scenes.top is pause  # not gone: the player may save elsewhere first
    assert "Permission denied" in pause.message and "again" in pause.message
    no_claim(pause.message)
    click(app, center(button(pause, "Quit to launcher").rect))
    assert isinstance(app.scenes.top, LauncherScene)
