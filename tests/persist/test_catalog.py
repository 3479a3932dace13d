"""Per-match autosaves: naming, the Load list (headers only), old one-slot autosaves, delete,
restoring a previous copy, and the autosaver that never writes over another match."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from shifting_sands.games import get_spec
from shifting_sands.persist import catalog
from shifting_sands.persist.atomic import backup_path
from shifting_sands.persist.autosaver import Autosaver
from shifting_sands.persist.catalog import delete_save, latest_save, list_saves, restore_backup
from shifting_sands.persist.saves import (
    SaveError,
    autosave,
    autosave_path,
    load_match,
    match_to_json,
    save_match,
)
from shifting_sands.rules.match import Match, Seat
from tests.persist.test_saves import play, played


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(tmp_path))
    return tmp_path


def saves(home: Path) -> Path:
    return home / "saves"


def legacy(match: Match, path: Path) -> Path:
    """Write `match` as versions before match ids did (no `match_id`, old summary)."""
    data = match_to_json(match)
    del data["match_id"]
    data["summary"] = {k: data["summary"][k] for k in ("turn", "current_player", "finished")}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    return path


def age(path: Path, seconds_ago: int) -> None:
    os.utime(path, (1_700_000_000 - seconds_ago, 1_700_000_000 - seconds_ago))


def test_each_match_has_its_own_autosave(home: Path) -> None:
    first, second = played(6, seed=1), played(6, seed=2)
    assert first.match_id != second.match_id
    a, b = autosave(first), autosave(second)
    assert a != b
    assert a == saves(home) / f"autosave-stones-{first.match_id}.json"
    assert load_match(a).match_id == first.match_id
    assert {info.match_id for info in list_saves()} == {first.match_id, second.match_id}


def test_listing_reads_headers_without_replaying(monkeypatch: pytest.MonkeyPatch) -> None:
    match = played(9)
    autosave(match)

    def no_replay(*_args):
        raise AssertionError("listing replayed a game")

    monkeypatch.setattr(Match, "replayed", no_replay)
    monkeypatch.setattr(catalog, "load_match", no_replay)
    [info] = list_saves()
    assert info.error is None and info.title == "Shifting Stones"
    assert info.seats == ("Amira", "Bot (bot: greedy)")
    assert info.summary == f"Turn {match.state.turn}, " \
                           f"{match.names[match.state.current_player]} to play"
    assert info.date != "unknown" and info.autosave and info.resumable


def test_an_old_one_slot_autosave_is_its_own_match(home: Path) -> None:
    old = legacy(played(8, seed=4), saves(home) / "autosave-stones.json")
    new = autosave(played(5, seed=5))
    infos = {info.path: info for info in list_saves()}
    assert infos[old].error is None and infos[old].match_id is None
    assert infos[old].summary.startswith("Turn ")

    match = load_match(old)
    assert match.match_id == ""  # the old slot: it goes on writing its own file
    saver = Autosaver(match, source=old)
    play(match, 6)
    assert saver(match) == old
    assert new.exists() and len(load_match(old).log) == 14


def test_an_old_save_without_id_elsewhere_gets_a_fresh_one(home: Path) -> None:
    path = legacy(played(3), saves(home) / "friday.json")
    assert len(load_match(path).match_id) == 8
    data = json.loads(path.read_text())
    data["match_id"] = "../../escape"  # ids name files: anything odd is not used
    path.write_text(json.dumps(data))
    assert "/" not in load_match(path).match_id


def test_an_old_autosave_backup_holding_another_match_is_listed(home: Path) -> None:
    # What the one-slot autosave did: the solo game replaced the duel, kept only in .bak.
    duel = played(12, seed=7)
    solo = Match(get_spec("stones"), 8, [Seat("Amira")])
    play(solo, 3)
    slot = saves(home) / "autosave-stones.json"
    legacy(duel, backup_path(slot))
    legacy(solo, slot)

    infos = list_saves()
    assert len(infos) == 2
    recovered = next(info for info in infos if info.recovered)
    assert recovered.path == backup_path(slot) and recovered.seats == ("Amira", "Bot (bot: greedy)")
    assert latest_save() == slot  # Continue opens the real autosave, not the backup
    match = load_match(recovered.path)
    assert match.seed == 7 and match.match_id != ""  # never writes over the solo slot

    delete_save(next(info for info in infos if not info.recovered))
    assert not slot.exists() and backup_path(slot).exists()  # the duel survives
    [left] = list_saves()
    assert left.recovered and left.path == backup_path(slot)


def test_delete_removes_one_save_and_its_own_backup(home: Path) -> None:
    keep, drop = played(4, seed=1), played(4, seed=2)
    autosave(keep)
    path = autosave(drop)
    play(drop, 4)
    autosave(drop)
    assert backup_path(path).exists()
    delete_save(next(info for info in list_saves() if info.path == path))
    assert not path.exists() and not backup_path(path).exists()
    assert [info.match_id for info in list_saves()] == [keep.match_id]


def test_a_broken_save_offers_a_backup_that_reads_and_restore_keeps_the_broken_one(
        home: Path) -> None:
    match = played(6)
    path = autosave(match)
    play(match, 6)
    autosave(match)
    path.write_text('{"format": "shifting-sands-save", "trunc')
    [info] = list_saves()
    assert info.error and info.backup == backup_path(path)
    assert info.backup_label.startswith("Shifting Stones, Turn ")

    assert restore_backup(path) == path
    assert len(load_match(path).log) == 6
    assert backup_path(path).read_text().endswith("trunc")
    [info] = list_saves()
    assert info.error is None and info.backup is None


def test_a_broken_save_with_a_broken_backup_offers_nothing(home: Path) -> None:
    path = saves(home) / "x.json"
    path.parent.mkdir(parents=True)
    path.write_text("nope")
    backup_path(path).write_text("nope")
    [info] = list_saves()
    assert info.error and info.backup is None
    with pytest.raises(SaveError):
        restore_backup(path)
    assert path.read_text() == "nope"


def test_deleting_a_broken_save_keeps_a_backup_that_reads(home: Path) -> None:
    match = played(6)
    path = autosave(match)
    play(match, 2)
    autosave(match)
    path.write_text("broken")
    delete_save(list_saves()[0])
    [left] = list_saves()
    assert left.recovered and left.path == backup_path(path) and left.error is None


def test_latest_save_is_the_newest_unfinished_match(home: Path) -> None:
    done = played(2000, seed=3)
    assert done.state.is_terminal()
    finished = save_match(done, saves(home) / "done.json")
    older = autosave(played(5, seed=4))
    age(older, 120)
    age(finished, 0)
    assert latest_save() == older
    assert [info.finished for info in list_saves()] == [True, False]
    assert list_saves()[0].summary.startswith("Finished")


# -- the autosaver ----------------------------------------------------------------------
def test_autosaver_writes_only_changes_and_removes_the_autosave_when_the_match_ends(
        home: Path) -> None:
    match = played(4)
    saver = Autosaver(match)
    path = saver(match)
    assert path == autosave_path("stones", match.match_id) and path.exists()
    first = path.read_bytes()
    assert saver(match) == path and not backup_path(path).exists()  # nothing new: no write
    play(match, 3)
    saver(match)
    assert backup_path(path).read_bytes() == first
    manual = save_match(match, saves(home) / "kept.json")
    play(match, 5000)
    assert match.state.is_terminal()
    assert saver(match) is None
    assert not path.exists() and not backup_path(path).exists()
    assert manual.exists()  # saves the player made are never removed


def test_an_older_save_loaded_again_forks_instead_of_overwriting(home: Path) -> None:
    match = played(6)
    manual = save_match(match, saves(home) / "early.json")
    play(match, 10)
    later = autosave(match)
    later_bytes = later.read_bytes()

    again = load_match(manual)
    assert again.match_id == match.match_id
    saver = Autosaver(again, source=manual)
    path = saver(again)
    assert path != later and again.match_id != match.match_id
    assert later.read_bytes() == later_bytes
    play(again, 2000)
    saver(again)  # the fork ends: only its own autosave goes
    assert not path.exists() and later.read_bytes() == later_bytes


def test_a_match_opened_from_its_own_autosave_keeps_writing_it(home: Path) -> None:
    match = played(6)
    path = autosave(match)
    loaded = load_match(path)
    saver = Autosaver(loaded, source=path)
    assert saver(loaded) == path and not backup_path(path).exists()  # unchanged: no write
    play(loaded, 4)
    assert saver(loaded) == path and loaded.match_id == match.match_id
    assert len(load_match(path).log) == 10
