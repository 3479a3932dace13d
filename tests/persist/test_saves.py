"""Saves: round trips, undo kept, every kind of bad file refused cleanly, atomic writes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from shifting_sands.games import get_spec
from shifting_sands.persist import atomic
from shifting_sands.persist.catalog import latest_save, list_saves
from shifting_sands.persist.save_names import named_save_path
from shifting_sands.persist.saves import (
    SCHEMA_VERSION,
    SaveError,
    autosave,
    autosave_path,
    inspect_save,
    load_match,
    match_to_json,
    save_match,
)
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.rng import GameRng


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(tmp_path))
    return tmp_path


def new_match(seed: int = 11) -> Match:
    return Match(get_spec("stones"), seed, [Seat("Amira"), Seat("Bot", "greedy")])


def play(match: Match, moves: int, rng: GameRng | None = None) -> None:
    """Let the greedy bot make `moves` actions for whoever is to play."""
    rng = rng or GameRng(1)
    bot = match.spec.bot("greedy")
    for _ in range(moves):
        if match.state.is_terminal():
            return
        seat = match.state.current_player
        legal = match.state.legal_actions()
        match.apply(bot.choose(match.state.view_for(seat), legal, rng))


def played(moves: int = 25, seed: int = 11) -> Match:
    match = new_match(seed)
    play(match, moves)
    return match


# -- round trips ----------------------------------------------------------------
def test_round_trip_then_play_on_identically(home: Path) -> None:
    match = played(30)
    path = save_match(match, home / "game.json")
    loaded = load_match(path)

    assert loaded.spec.id == "stones"
    assert loaded.seed == match.seed
    assert loaded.seats == match.seats
    assert loaded.options == match.options
    assert loaded.log == match.log
    assert loaded.state.to_dict() == match.state.to_dict()

    play(match, 40, GameRng(5))
    play(loaded, 40, GameRng(5))
    assert loaded.log == match.log
    assert loaded.state.to_dict() == match.state.to_dict()


def test_saved_document_shape() -> None:
    match = played(6)
    data = match_to_json(match)
    assert data["format"] == "shifting-sands-save"
    assert data["schema_version"] == SCHEMA_VERSION
    assert data["game"] == "stones"
    assert data["seats"] == [{"name": "Amira", "controller": "human"},
                             {"name": "Bot", "controller": "greedy"}]
    assert len(data["actions"]) == 6
    assert data["match_id"] == match.match_id and len(match.match_id) == 8
    assert data["summary"] == {"turn": match.state.turn, "round": None,
                               "current_player": match.state.current_player,
                               "finished": False, "progress": None,
                               "position": f"Turn {match.state.turn}, "
                                           f"{match.names[match.state.current_player]} to play"}
    json.dumps(data, allow_nan=False)


def test_mid_turn_save_keeps_undo(home: Path) -> None:
    match = played(10)
    seat = match.state.current_player
    shift = next(a for a in match.state.legal_actions() if type(a).__name__ == "ShiftStones")
    match.apply(shift)
    assert match.state.current_player == seat and match.can_undo()

    loaded = load_match(save_match(match, home / "mid.json"))
    assert loaded.can_undo()
    loaded.undo()
    match.undo()
    assert loaded.state.to_dict() == match.state.to_dict()
    assert loaded.log == match.log


def test_finished_game_round_trips_and_describes_winners(home: Path) -> None:
    match = played(2000)
    assert match.state.is_terminal()
    path = save_match(match, home / "done.json")
    assert load_match(path).state.to_dict() == match.state.to_dict()
    text = inspect_save(path)
    assert "Finished:" in text and "Scores: Amira" in text


def test_inspect_save_summarises() -> None:
    match = played(7)
    path = autosave(match)
    assert path == autosave_path("stones", match.match_id)
    assert path.name == f"autosave-stones-{match.match_id}.json"
    text = inspect_save(path)
    lines = text.splitlines()
    assert lines[0] == "Shifting Stones (stones), variant: Standard"
    assert "Amira (human)" in text and "Bot (bot: greedy)" in text
    assert f"Seed: {match.seed}" in text
    assert f"Turn {match.state.turn}, " in text
    assert "Actions: 7" in text and "Saved: " in text


# -- bad files --------------------------------------------------------------------
def edited(change: Callable[[dict[str, Any]], Any]) -> bytes:
    data = match_to_json(played(20))
    change(data)
    return json.dumps(data).encode()


def good_text() -> bytes:
    return json.dumps(match_to_json(played(20))).encode()


def set_key(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.__setitem__(key, value)


def illegal_action(data: dict[str, Any]) -> None:
    data["actions"][0] = {"type": "ScoreCard", "card": "no-such-card"}


def bump_turn(data: dict[str, Any]) -> None:
    data["snapshot"]["fields"]["turn"] += 1


BAD_FILES: dict[str, tuple[Callable[[], bytes], str]] = {
    "empty": (lambda: b"", "the file is empty"),
    "not json": (lambda: b"hello, sands", "not valid JSON"),
    "truncated": (lambda: good_text()[:500], "may be truncated"),
    "not utf-8": (lambda: b"\xff\xfe\x00garbage\x9c", "not UTF-8"),
    "a list": (lambda: b"[1, 2, 3]", "holds a list, not an object"),
    "foreign": (lambda: b'{"name": "package", "version": "1.0"}', "not a Shifting Sands save"),
    "newer schema": (lambda: edited(set_key("schema_version", 99)), "newer version"),
    "odd schema": (lambda: edited(set_key("schema_version", "one")), "unknown save schema"),
    "unknown game": (lambda: edited(set_key("game", "chess")), "unknown game 'chess'"),
    "bad seed": (lambda: edited(set_key("seed", "abc")), "bad seed"),
    "seats not list": (lambda: edited(set_key("seats", "Amira")), "bad seats"),
    "seat no name": (lambda: edited(set_key("seats", [{"name": 3}, {"name": "B"}])),
                     "seat 1 has no name"),
    "too many seats": (lambda: edited(set_key("seats", [{"name": f"P{i}"} for i in range(9)])),
                       "takes 1-5 players"),
    "bad variant": (lambda: edited(set_key("options", {"variant": "chaos"})), "no variant"),
    "options not dict": (lambda: edited(set_key("options", 5)), "bad options"),
    "actions not list": (lambda: edited(set_key("actions", {})), "bad actions"),
    "unknown action": (lambda: edited(lambda d: d["actions"].append({"type": "Teleport"})),
                       "action 21 is malformed"),
    "illegal action": (lambda: edited(illegal_action), "does not replay"),
    "snapshot missing": (lambda: edited(lambda d: d.pop("snapshot")), "snapshot is missing"),
    "snapshot broken": (lambda: edited(set_key("snapshot", {"fields": {"players": 2}})),
                        "snapshot does not load"),
    "snapshot edited": (lambda: edited(bump_turn), "snapshot does not match its action log"),
    "log cut short": (lambda: edited(lambda d: d["actions"].pop()),
                      "snapshot does not match its action log"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_save_gives_one_line_error_and_is_left_alone(home: Path, case: str) -> None:
    make, expected = BAD_FILES[case]
    content = make()
    path = home / "bad.json"
    path.write_bytes(content)

    with pytest.raises(SaveError) as caught:
        load_match(path)
    message = str(caught.value)
    assert expected in message
    assert "\n" not in message and str(path) in message
    assert caught.value.backup is None
    with pytest.raises(SaveError):
        inspect_save(path)
    assert path.read_bytes() == content
    assert sorted(p.name for p in home.iterdir() if p.is_file()) == ["bad.json"]


def test_missing_file(home: Path) -> None:
    with pytest.raises(SaveError, match="no such file"):
        load_match(home / "nowhere.json")


def test_folder_instead_of_file(home: Path) -> None:
    with pytest.raises(SaveError, match="folder"):
        load_match(home)


def test_error_names_a_working_backup_without_using_it(home: Path) -> None:
    path = home / "game.json"
    match = played(10)
    save_match(match, path)
    play(match, 5)
    save_match(match, path)
    backup = home / "game.json.bak"
    backup_bytes = backup.read_bytes()
    path.write_bytes(path.read_bytes()[:300])
    broken = path.read_bytes()

    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert caught.value.backup == backup
    assert f"a backup that loads is at {backup}" in str(caught.value)
    assert path.read_bytes() == broken and backup.read_bytes() == backup_bytes
    assert len(load_match(backup).log) == 10


def test_broken_backup_is_not_offered(home: Path) -> None:
    path = home / "game.json"
    path.write_text("nope")
    (home / "game.json.bak").write_text("nope too")
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert caught.value.backup is None and "a backup" not in str(caught.value)


# -- the saves folder ---------------------------------------------------------------
def test_backup_holds_previous_content(home: Path) -> None:
    path = home / "game.json"
    match = played(4)
    save_match(match, path)
    assert not (home / "game.json.bak").exists()
    first = path.read_bytes()
    play(match, 4)
    save_match(match, path)
    assert (home / "game.json.bak").read_bytes() == first
    assert path.read_bytes() != first


def test_list_saves_survives_garbage(home: Path) -> None:
    older = autosave(played(5))
    newer = save_match(played(9, seed=3), named_save_path("Friday night"))
    garbage = older.with_name("garbage.json")
    garbage.write_bytes(b"\x00\x01 not a save")
    for age, path in enumerate((garbage, newer, older)):
        os.utime(path, (1_700_000_000 - age * 60, 1_700_000_000 - age * 60))

    infos = list_saves()
    assert [info.path for info in infos] == [garbage, newer, older]
    assert infos[0].error and infos[0].game is None
    assert infos[1].error is None and infos[1].game == "stones"
    assert infos[1].title == "Shifting Stones" and infos[1].saved_at
    assert infos[1].summary.startswith("Turn ")
    assert latest_save() == newer
    assert garbage.read_bytes() == b"\x00\x01 not a save"


def test_latest_save_none_when_empty() -> None:
    assert list_saves() == []
    assert latest_save() is None


@pytest.mark.parametrize(("name", "stem"), [
    ("Friday night", "Friday-night"),
    ("../../etc/passwd", "etc-passwd"),
    ("  ", "save"),
    ("CON", "CON_"),
    ("vs. Bot: round 2!.json", "vs-Bot-round-2"),
    ("autosave-stones", "saved-autosave-stones"),
    ("Amira's game é", "Amira-s-game-é"),
])
def test_named_save_path_is_safe(home: Path, name: str, stem: str) -> None:
    path = named_save_path(name)
    assert path == home / "saves" / f"{stem}.json"


# -- atomic writes ----------------------------------------------------------------
def test_atomic_write_leaves_no_temp_files(tmp_path: Path) -> None:
    target = tmp_path / "out" / "file.json"
    for text in ("one", "two", "three"):
        atomic.write_atomic(target, text)
    assert target.read_text() == "three"
    assert (target.parent / "file.json.bak").read_text() == "two"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json", "file.json.bak"]


def test_failed_replace_keeps_original(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.json"
    atomic.write_atomic(target, "original")

    def refuse(*_args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(OSError):
        atomic.write_atomic(target, "new")
    assert target.read_text() == "original"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.json"]


def test_save_error_when_writing_fails(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(SaveError, match=r"cannot save .*Permission denied"):
        save_match(played(3), home / "x.json")


def test_windows_retries_permission_error(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    real_replace = os.replace
    failures = iter([True, True])

    def flaky(src: Any, dst: Any) -> None:
        if next(failures, False):
            raise PermissionError(13, "locked by antivirus")
        real_replace(src, dst)

    monkeypatch.setattr(atomic, "ON_WINDOWS", True)
    monkeypatch.setattr(atomic.os, "replace", flaky)
    monkeypatch.setattr(atomic.time, "sleep", lambda _s: None)
    target = tmp_path / "file.json"
    atomic.write_atomic(target, "saved")
    assert target.read_text() == "saved"


def test_saves_import_no_pygame() -> None:
    code = "import sys, shifting_sands.persist.saves; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"


def test_a_mothership_save_from_before_landing_any_time_loads_under_its_old_rule(tmp_path):
    """Made with the code before R13 allowed landing mid-turn (and R9 kept cells only): it
    replays exactly and goes on with landing at the start of a turn."""
    import shutil

    from shifting_sands.content.mothership import LandingRule
    from shifting_sands.games.mothership.rules.actions import EndTurn, Land

    fixture = Path(__file__).parent / "fixtures" / "mothership-landing-at-start-era.json"
    path = tmp_path / "old.json"
    shutil.copy(fixture, path)
    match = load_match(path)
    state = match.state
    assert state.rules.landing is LandingRule.AT_START
    assert match.options.settings["landing"] == "at_start"
    assert state.done and not any(isinstance(a, Land | EndTurn) for a in state.legal_actions())
    assert all(isinstance(pair, tuple) and len(pair) == 2 for pair in state.previous_pulls)
    assert path.read_bytes() == fixture.read_bytes()  # loading never writes


@pytest.mark.parametrize("name", ["stones-finished-before-returns",
                                  "mothership-finished-before-returns",
                                  "stones-midgame-before-returns"])
def test_saves_from_before_returns_and_the_driver_load_and_play_on(tmp_path, name):
    """Saves written before outcomes carried returns (and before the driver and people)
    load, replay, and give the returns of today's win share."""
    from shifting_sands.rules.driver import Driver

    fixture = Path(__file__).parent / "fixtures" / f"{name}.json"
    path = tmp_path / "old.json"
    shutil.copy(fixture, path)
    match = load_match(path)
    assert path.read_bytes() == fixture.read_bytes()  # loading never writes
    assert all(seat.player == seat.name for seat in match.seats)
    outcome = match.state.outcome()
    if outcome is not None:
        assert outcome.returns == tuple(1.0 if s in outcome.winners else 0.0
                                        for s in range(len(match.seats)))
        return
    bots = {seat: match.spec.bot("greedy") for seat in range(len(match.seats))}
    Driver(match, bots).play()
    assert match.state.is_terminal()
    save_match(match, tmp_path / "again.json")
    assert load_match(tmp_path / "again.json").state.outcome() == match.state.outcome()
