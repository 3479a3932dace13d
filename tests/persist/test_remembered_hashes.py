"""The launcher's Continue check trusts a content hash remembered from an earlier run only
when it agrees with the save, or when that very save hash was found to differ in full
before; a changed data file, a disagreeing hash or a broken cache file make it take the
hash in full, and no cache problem ever stops the list."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from shifting_sands import paths
from shifting_sands.games import get_spec
from shifting_sands.persist import remembered_hashes
from shifting_sands.persist.catalog import latest_save, list_saves
from shifting_sands.persist.saves import save_match
from tests.persist.test_saves import played


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(tmp_path))
    remembered_hashes.fingerprint.cache_clear()
    yield tmp_path
    remembered_hashes.fingerprint.cache_clear()


def cache_file(home: Path) -> Path:
    return home / "cache" / remembered_hashes.CACHE_FILE


def count_full_checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each time the content's hash is taken in full, from now on, as a list entry."""
    spec_type = type(get_spec("stones"))
    taken: list[str] = []
    real = spec_type.content_hash

    def counted(self: object, variant: str) -> str:
        taken.append(variant)
        return real(self, variant)

    monkeypatch.setattr(spec_type, "content_hash", counted)
    return taken


def test_a_second_launch_finds_continue_without_reading_the_content(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(played(6), home / "saves" / "s.json")
    assert latest_save(remembered=True) == path  # the first run takes the hash and keeps it
    assert json.loads(cache_file(home).read_text())["hashes"] == {
        "stones:standard": get_spec("stones").content_hash("standard")}
    taken = count_full_checks(monkeypatch)
    assert latest_save(remembered=True) == path
    assert taken == []
    assert latest_save() == path and taken == ["standard"]  # the Load list checks in full


def test_a_hash_that_disagrees_with_the_save_is_checked_in_full(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(played(6), home / "saves" / "s.json")
    data = json.loads(path.read_text())
    data["content"]["hash"] = "0" * 64  # made with other content
    path.write_text(json.dumps(data))
    cache_file(home).parent.mkdir(parents=True)
    cache_file(home).write_text(json.dumps({"fingerprint": remembered_hashes.fingerprint(),
                                            "hashes": {"stones:standard": "0" * 63 + "1"}}))
    assert latest_save(remembered=True) is None
    [info] = list_saves(remembered=True)
    assert "made with other Shifting Stones content" in (info.other_content or "")
    kept = json.loads(cache_file(home).read_text())["hashes"]["stones:standard"]
    assert kept == get_spec("stones").content_hash("standard")  # corrected for next time


def test_a_save_found_to_differ_is_known_at_the_next_launch_without_reading_the_content(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(played(6), home / "saves" / "s.json")
    data = json.loads(path.read_text())
    data["content"]["hash"] = "0" * 64  # made with an older version's content
    path.write_text(json.dumps(data))
    assert latest_save(remembered=True) is None  # the first run takes the hash in full
    assert json.loads(cache_file(home).read_text())["others"] == {"stones:standard": "0" * 64}
    taken = count_full_checks(monkeypatch)
    spec_type = type(get_spec("stones"))
    listed: list[str] = []
    real_variants = spec_type.variants

    def variants(self: object):  # North Africa's loads its content to list them
        listed.append("variants")
        return real_variants(self)

    monkeypatch.setattr(spec_type, "variants", variants)
    assert latest_save(remembered=True) is None
    [info] = list_saves(remembered=True)
    assert "made with other Shifting Stones content" in (info.other_content or "")
    assert taken == [] and listed == []
    data["content"]["hash"] = "1" * 64  # another save, never compared: checked in full
    path.write_text(json.dumps(data))
    assert latest_save(remembered=True) is None and taken == ["standard"]


def test_a_hash_kept_under_another_fingerprint_is_not_believed(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(played(6), home / "saves" / "s.json")
    saved = json.loads(path.read_text())["content"]["hash"]
    cache_file(home).parent.mkdir(parents=True)
    cache_file(home).write_text(json.dumps({"fingerprint": "older data",
                                            "hashes": {"stones:standard": saved}}))
    taken = count_full_checks(monkeypatch)
    assert latest_save(remembered=True) == path
    assert taken == ["standard"]


def test_changing_a_data_file_changes_the_fingerprint(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    copy = tmp_path / "data"
    shutil.copytree(paths.data_dir(), copy)
    monkeypatch.setattr(remembered_hashes, "data_dir", lambda: copy)
    before = remembered_hashes.fingerprint()
    remembered_hashes.fingerprint.cache_clear()
    assert remembered_hashes.fingerprint() == before  # the same bytes, the same print
    patterns = copy / "stones" / "patterns.yaml"
    patterns.write_text(patterns.read_text() + "\n# a comment\n")
    remembered_hashes.fingerprint.cache_clear()
    assert remembered_hashes.fingerprint() != before


@pytest.mark.parametrize("text", ["{not json", "[]", '{"fingerprint": 3}',
                                  '{"fingerprint": "%s", "hashes": []}'])
def test_a_broken_cache_file_is_only_a_missing_cache(home: Path, text: str) -> None:
    path = save_match(played(6), home / "saves" / "s.json")
    cache_file(home).parent.mkdir(parents=True)
    cache_file(home).write_text(text.replace("%s", remembered_hashes.fingerprint()))
    assert latest_save(remembered=True) == path
    assert "stones:standard" in json.loads(cache_file(home).read_text())["hashes"]


def test_a_cache_folder_that_cannot_be_written_costs_only_time(home: Path) -> None:
    path = save_match(played(6), home / "saves" / "s.json")
    (home / "cache").write_text("a file where the folder should be")
    assert latest_save(remembered=True) == path
    assert latest_save(remembered=True) == path
