"""Whatever sits in a save's place, reading it ends in the save or in one clear line (issue
18): pipes, devices, folders, huge or unreadable files, saves naming unknown games, bots or
seat counts, random bytes and random JSON. Interrupted saves' temp files are swept, never a
running one's."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shifting_sands.persist import atomic, catalog, saves
from shifting_sands.persist.catalog import latest_save, list_saves
from shifting_sands.persist.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    inspect_save,
    load_match,
    match_to_json,
    save_match,
)
from tests.persist.test_saves import played


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(tmp_path))
    (tmp_path / "saves").mkdir()
    return tmp_path


def saves_dir(home: Path) -> Path:
    return home / "saves"


def refused(path: Path, *words: str) -> str:
    """load_match and inspect_save both refuse `path` in one line naming it and `words`."""
    messages = []
    for read in (load_match, inspect_save):
        with pytest.raises(SaveError) as caught:
            read(path)
        message = str(caught.value)
        assert "\n" not in message and str(path) in message, message
        for word in words:
            assert word in message, (word, message)
        messages.append(message)
    return messages[0]


def listed_error(path: Path) -> str:
    """The Load list shows `path` as unreadable; its reason."""
    info = next(info for info in list_saves() if info.path == path)
    assert info.error and info.game is None and "\n" not in info.error
    return info.error


# -- things that are not save files -----------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_hanging(home: Path) -> None:
    pipe = saves_dir(home) / "pipe.json"
    os.mkfifo(pipe)
    started = time.monotonic()
    refused(pipe, "named pipe")
    assert "named pipe" in listed_error(pipe)
    assert time.monotonic() - started < 10


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_dev_zero_is_refused_before_reading(home: Path) -> None:
    link = saves_dir(home) / "zero.json"
    link.symlink_to("/dev/zero")
    refused(link, "a device")
    assert "a device" in listed_error(link)


def test_a_folder_named_like_a_save_is_listed_as_unreadable(home: Path) -> None:
    folder = saves_dir(home) / "folder.json"
    folder.mkdir()
    refused(folder, "folder")
    assert "folder" in listed_error(folder)


def test_a_huge_file_is_refused_by_its_size(home: Path) -> None:
    huge = saves_dir(home) / "huge.json"
    with open(huge, "wb") as handle:  # sparse: no 64 MB written
        handle.truncate(MAX_SAVE_BYTES + 1)
    refused(huge, "far too large")
    assert "far too large" in listed_error(huge)


def test_the_reader_stops_at_the_cap_even_when_the_size_lies(home: Path,
                                                             monkeypatch: pytest.MonkeyPatch):
    """A file that grows after its size was looked at is not read past the cap."""
    path = saves_dir(home) / "grows.json"
    path.write_bytes(b"{" + b" " * 100 + b"}")
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 50)
    real_fstat = os.fstat

    def small(fd: int) -> Any:
        result = real_fstat(fd)
        return os.stat_result((*result[:6], 10, *result[7:]))

    monkeypatch.setattr(saves.os, "fstat", small)
    with pytest.raises(saves._Problem, match="grew while being read"):
        saves.read_capped(path, 50)


def test_an_unreadable_file_is_refused_with_the_reason(home: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(played(4), saves_dir(home) / "locked.json")
    real_open = os.open

    def deny(name: Any, *args: Any, **kwargs: Any) -> int:
        if Path(name) == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    monkeypatch.setattr(saves.os, "open", deny)
    refused(path, "cannot be read", "Permission denied")
    assert "Permission denied" in listed_error(path)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not stop root")
def test_a_chmod_000_save_is_refused(home: Path) -> None:
    path = save_match(played(4), saves_dir(home) / "locked.json")
    path.chmod(0)
    try:
        refused(path, "Permission denied")
        assert "Permission denied" in listed_error(path)
    finally:
        path.chmod(0o600)


def test_an_unlistable_saves_folder_is_one_line(home: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    def deny(_path: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(catalog.os, "scandir", deny)
    with pytest.raises(SaveError) as caught:
        list_saves()
    message = str(caught.value)
    assert "\n" not in message and "saves folder cannot be read" in message
    assert "Permission denied" in message
    with pytest.raises(SaveError):
        latest_save()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not stop root")
def test_a_chmod_000_saves_folder_is_one_line(home: Path) -> None:
    save_match(played(4), saves_dir(home) / "kept.json")
    saves_dir(home).chmod(0)
    try:
        with pytest.raises(SaveError, match="Permission denied"):
            list_saves()
    finally:
        saves_dir(home).chmod(0o700)


# -- saves that name what does not exist ----------------------------------------------------
def edited(home: Path, name: str, **changes: Any) -> Path:
    data = match_to_json(played(6))
    data.update(changes)
    path = saves_dir(home) / name
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(("changes", "words"), [
    ({"seats": [{"name": "Amira"}, {"name": "Bot", "controller": "wizard"}]},
     ["seat 2", "unknown bot 'wizard'"]),
    ({"seats": [{"name": "Amira"}, {"name": "Bot", "controller": "ismcts:0"}]},
     ["seat 2", "ismcts:N"]),
    ({"seats": [{"name": "Amira"}, {"name": "Bot", "controller": 7}]},
     ["seat 2 has no valid controller"]),
    ({"seats": [{"name": "A" * 500}, {"name": "Bot", "controller": "greedy"}]},
     ["seat 1's name"]),
    ({"seats": [{"name": "Amira\x00"}, {"name": "B"}]}, ["seat 1's name"]),
    ({"game": "chess"}, ["unknown game 'chess'"]),
    ({"game": ["stones"]}, ["does not say which game"]),
    ({"seats": []}, ["bad seats"]),
    ({"seats": [{"name": f"P{i}"} for i in range(6)]}, ["1-5 players", "has 6"]),
])
def test_a_save_naming_what_does_not_exist_is_refused_on_reading(home: Path, changes, words):
    path = edited(home, "odd.json", **changes)
    refused(path, *words)
    assert all(word in listed_error(path) for word in words)
    assert latest_save() is None


def test_a_setting_the_game_cannot_take_is_refused_as_a_bad_option(home: Path) -> None:
    from shifting_sands.games import get_spec
    from shifting_sands.rules.match import Match, Seat
    from shifting_sands.rules.protocol import Options

    match = Match(get_spec("mothership"), 5, [Seat("Amira"), Seat("Tariq")],
                  Options(variant="standard"))
    data = match_to_json(match)
    data["options"]["settings"] = {"landing": "whenever"}
    path = saves_dir(home) / "odd.json"
    path.write_text(json.dumps(data))
    refused(path, "bad options", "landing is one of any_time, at_start, not 'whenever'")


def test_a_save_with_an_unknown_bot_is_refused_by_resume_and_inspect(home: Path, capsys):
    from shifting_sands import cli

    path = edited(home, "odd.json",
                  seats=[{"name": "Amira"}, {"name": "Bot", "controller": "wizard"}])
    for command in ("inspect-save", "resume"):
        capsys.readouterr()
        assert cli.main([command, str(path)]) == 1
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and "unknown bot 'wizard'" in err, err
        assert "Traceback" not in err and "internal error" not in err


def test_bare_resume_with_an_unlistable_saves_folder_is_one_line(home: Path, monkeypatch,
                                                                 capsys) -> None:
    from shifting_sands import cli

    def deny(_path: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(catalog.os, "scandir", deny)
    capsys.readouterr()
    assert cli.main(["resume"]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Permission denied" in err, err


# -- interrupted saves ---------------------------------------------------------------------------
def test_stale_temp_files_are_swept_and_fresh_ones_kept(home: Path) -> None:
    folder = saves_dir(home)
    save_match(played(4), folder / "kept.json")
    stale = folder / ".kept.json.a1b2c3.tmp"
    fresh = folder / ".kept.json.d4e5f6.tmp"  # another running copy is writing it now
    theirs = folder / ".notes.tmp"  # not our pattern
    for path in (stale, fresh, theirs):
        path.write_text("half a save")
    old = time.time() - 10 * 60
    for path in (stale, theirs):
        os.utime(path, (old, old))

    infos = list_saves()
    assert [info.path.name for info in infos] == ["kept.json"]
    assert not stale.exists()
    assert fresh.exists() and theirs.exists()


def test_a_save_killed_before_its_rename_leaves_the_old_file_and_a_sweepable_temp(
        home: Path) -> None:
    path = save_match(played(4), saves_dir(home) / "game.json")
    before = path.read_bytes()
    fd, temp = atomic._temp_beside(path)  # what a save killed mid-write leaves
    os.write(fd, before[:100])
    os.close(fd)
    assert atomic.is_our_temp(temp.name)
    assert atomic.sweep_temp_files(saves_dir(home)) == []  # too fresh to be sure
    assert atomic.sweep_temp_files(saves_dir(home), older_than=0) == [temp]
    assert path.read_bytes() == before and load_match(path).log


# -- any input --------------------------------------------------------------------------------
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=20)
KEYS = ["format", "schema_version", "game", "match_id", "seed", "seats", "options",
        "actions", "snapshot", "summary", "saved_at"]


def _good() -> dict[str, Any]:
    return json.loads(json.dumps(match_to_json(played(6))))


GOOD = _good()


@st.composite
def damaged_saves(draw: Any) -> bytes:
    """A real save with some fields replaced by random JSON, cut short, or random bytes."""
    kind = draw(st.sampled_from(["fields", "fields", "bytes", "cut", "json"]))
    if kind == "bytes":
        return draw(st.binary(max_size=300))
    if kind == "json":
        return json.dumps(draw(JSONISH)).encode()
    data = json.loads(json.dumps(GOOD))
    for key in draw(st.lists(st.sampled_from(KEYS), min_size=1, max_size=3)):
        if draw(st.booleans()):
            data[key] = draw(JSONISH)
        else:
            data.pop(key, None)
    if draw(st.booleans()):
        data["seats"] = draw(st.lists(st.fixed_dictionaries(
            {"name": st.text(max_size=12), "controller": st.sampled_from(
                ["human", "greedy", "random", "wizard", "", "ismcts:5", "ismcts:x"])}),
            max_size=7))
    text = json.dumps(data).encode()
    if kind == "cut":
        text = text[:draw(st.integers(0, len(text)))]
    return text


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(content=damaged_saves())
def test_any_file_reads_as_a_save_or_one_clear_error(home: Path, content: bytes) -> None:
    path = saves_dir(home) / "any.json"
    path.write_bytes(content)
    for read in (load_match, inspect_save):
        try:
            read(path)
        except SaveError as exc:
            message = str(exc)
            assert message and "\n" not in message and str(path) in message
    infos = list_saves()
    assert [info.path for info in infos if info.path == path] == [path]
    for info in infos:
        assert info.error is None or "\n" not in info.error
    assert path.read_bytes() == content  # reading never writes


@pytest.mark.parametrize("kind", ["pipe", "zero link", "folder", "huge"])
@pytest.mark.parametrize("command", ["inspect-save", "resume"])
def test_the_commands_refuse_odd_files_in_one_line(home: Path, kind: str, command: str,
                                                   capsys) -> None:
    from shifting_sands import cli

    path = saves_dir(home) / f"{kind.replace(' ', '-')}.json"
    if kind == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes are POSIX")
        os.mkfifo(path)
    elif kind == "zero link":
        if not Path("/dev/zero").exists():
            pytest.skip("needs /dev/zero")
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        with open(path, "wb") as handle:
            handle.truncate(MAX_SAVE_BYTES + 1)
    capsys.readouterr()
    assert cli.main([command, str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(path) in err, err
    assert "Traceback" not in err and "internal error" not in err
