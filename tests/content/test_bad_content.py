"""Broken content files: each ends in `path:line: what is wrong`, never a crash, a hang, a
traceback or a file taken that no game can play."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shifting_sands.content.errors import ContentError
from shifting_sands.content.stones import StonesRulesModel, load_stones
from shifting_sands.content.validate import validate_folder
from shifting_sands.content.yaml_loader import MAX_BYTES, load_model, load_yaml, parse_yaml
from shifting_sands.games.content_check import check_content
from shifting_sands.paths import data_dir

LOCATED = re.compile(r"^.+:\d+: .+$")


def problem_of(path: Path) -> str:
    with pytest.raises(ContentError) as caught:
        load_yaml(path)
    problems = caught.value.problems
    assert len(problems) == 1 and LOCATED.match(problems[0]), problems
    return problems[0]


# -- the reader: size, depth, kind of file, encoding ------------------------------------------
def test_deep_nesting_is_refused_before_the_c_loader_sees_it(tmp_path):
    # 100,000 levels crashed the process (segmentation fault) inside the C composer;
    # run it in a child so that a crash fails this test instead of killing the run
    deep = tmp_path / "deep.yaml"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    blocks = tmp_path / "blocks.yaml"
    blocks.write_text("- " * 100_000 + "x\n")
    code = ("import sys; from pathlib import Path\n"
            "from shifting_sands.content.yaml_loader import load_yaml\n"
            "from shifting_sands.content.errors import ContentError\n"
            "for name in sys.argv[1:]:\n"
            "    try: load_yaml(Path(name))\n"
            "    except ContentError as exc: print(exc)\n")
    done = subprocess.run([sys.executable, "-c", code, str(deep), str(blocks)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert f"{deep}:1: nested deeper than" in done.stdout
    assert f"{blocks}:1: nested deeper than" in done.stdout


def test_a_5000_digit_number_is_a_located_error(tmp_path):
    path = tmp_path / "n.yaml"
    path.write_text("a: 1\nb: " + "9" * 5000 + "\n")
    assert problem_of(path).startswith(f"{path}:2: a number of 5000 characters")


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path):
    path = tmp_path / "big.yaml"
    with open(path, "wb") as out:
        out.truncate(150 * 1024 * 1024)  # sparse: 150 MB without the disk space
    assert "larger than" in problem_of(path)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_dev_zero_is_not_a_regular_file(tmp_path):
    path = tmp_path / "zero.yaml"
    path.symlink_to("/dev/zero")
    assert problem_of(path) == f"{path}:1: is not a regular file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_does_not_block(tmp_path):
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    assert problem_of(path) == f"{path}:1: is not a regular file"


def test_a_folder_and_a_missing_file_are_named(tmp_path):
    folder = tmp_path / "dir.yaml"
    folder.mkdir()
    assert problem_of(folder) == f"{folder}:1: is a folder, not a file"
    assert "cannot read file" in problem_of(tmp_path / "none.yaml")


def test_text_that_is_not_utf8_names_its_line(tmp_path):
    latin = tmp_path / "latin.yaml"
    latin.write_bytes(b"a: 1\nb: caf\xe9\n")
    assert problem_of(latin).startswith(f"{latin}:2: not UTF-8")
    utf16 = tmp_path / "utf16.yaml"
    utf16.write_text("a: 1\n", encoding="utf-16")
    assert "not UTF-8" in problem_of(utf16)


def test_aliases_are_refused(tmp_path):
    path = tmp_path / "a.yaml"
    path.write_text("a: &x [1, 2]\nb: *x\n")
    assert problem_of(path).startswith(f"{path}:2: aliases")


def test_an_empty_file_is_line_1(tmp_path):
    path = tmp_path / "stones.yaml"
    path.write_text("")
    with pytest.raises(ContentError) as caught:
        load_model(path, StonesRulesModel)
    assert caught.value.problems == [f"{path}:1: the file is empty (or holds only comments)"]


# -- duplicate keys ---------------------------------------------------------------------------
def copy_data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(data_dir(), root)
    return root


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def line_of(path: Path, needle: str, nth: int = 1) -> int:
    hits = [n for n, line in enumerate(path.read_text().splitlines(), 1) if needle in line]
    return hits[nth - 1]


@pytest.mark.parametrize(("file", "old", "new", "key"), [
    ("stones/stones.yaml", "hand_size: 4\n", "hand_size: 4\nhand_size: 5\n", "hand_size"),
    ("stones/patterns.yaml", "    points: 1\n", "    points: 1\n    points: 2\n", "points"),
    ("mothership/variants.yaml", "  small:\n", "  standard:\n    title: Again\n  small:\n",
     "standard"),
])
def test_a_key_given_twice_is_refused_naming_both_lines(tmp_path, file, old, new, key):
    root = copy_data(tmp_path)
    path = root / file
    edit(path, old, new)
    first, second = line_of(path, f"{key}:"), line_of(path, f"{key}:", 2)
    problems = validate_folder(root)
    assert f"{path}:{second}: key '{key}' appears twice (lines {first} and {second})" in problems


# -- validate-data: the folder, other files, cross references, play ---------------------------
def test_the_shipped_content_loads_cross_checks_and_plays():
    """`validate-data --thorough`: every variant at every player count played to its end
    (scripts/test runs the quick check; this keeps the whole play tested)."""
    assert check_content(data_dir(), thorough=True) == []


def test_a_missing_game_folder_fails(tmp_path):
    root = copy_data(tmp_path)
    shutil.rmtree(root / "mothership")
    problems = check_content(root)
    assert problems == [f"{root / 'mothership'}:1: the content folder of the game "
                        "'mothership' is missing"]


@pytest.mark.parametrize("kind", ["not utf-8", "a folder", "deep", "empty"])
def test_an_extra_yaml_file_is_named_not_a_traceback(tmp_path, kind):
    root = copy_data(tmp_path)
    extra = root / "stones" / "extra.yaml"
    if kind == "not utf-8":
        extra.write_bytes(b"\xff\xfe\x00junk")
    elif kind == "a folder":
        extra.mkdir()
    elif kind == "deep":
        extra.write_text("[" * 5000 + "]" * 5000)
    else:
        extra.write_text("")
    problems = validate_folder(root)
    if kind == "empty":
        assert problems == []  # an empty extra file is valid YAML (null)
        return
    assert len(problems) == 1 and problems[0].startswith(f"{extra}:1: "), problems


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not stop root")
def test_an_unreadable_extra_file_is_named(tmp_path):
    root = copy_data(tmp_path)
    extra = root / "stones" / "extra.yaml"
    extra.write_text("a: 1\n")
    extra.chmod(0)
    assert validate_folder(root) == [f"{extra}:1: cannot read file: Permission denied"]


@pytest.mark.parametrize(("old", "new", "needle", "words"), [
    ("    1: 8\n", "    1: 80\n", "    1: 80", "asks for 80 cards of 1 points; there are"),
    ("    5: 1\n", "    5: 1\n    7: 1\n", "    7: 1", "no card is worth 7 points"),
    ("  5: 7\n", "", "  2: 10", "no entry for 5 players"),
    ("  5: 7\n", "  5: 7\n  6: 6\n", "  6: 6", "does not take 6 players"),
    ("  2: 10\n", "  2: 500\n", "  2: 500", "can never be reached"),
])
def test_stones_numbers_that_no_game_can_use_are_named(tmp_path, old, new, needle, words):
    root = copy_data(tmp_path)
    path = root / "stones" / "stones.yaml"
    edit(path, old, new)
    problems = check_content(root)
    assert any(p.startswith(f"{path}:{line_of(path, needle)}:") and words in p
               for p in problems), problems


def test_content_that_validates_but_crashes_a_game_is_caught_by_playing_it(tmp_path,
                                                                             monkeypatch):
    import shifting_sands.games.stones.rules.setup as setup

    def broken(content, seed, players, solo):
        if players == 3:
            raise KeyError(players)
        return real(content, seed, players, solo)

    real = setup.new_stones_game
    monkeypatch.setattr(setup, "new_stones_game", broken)
    root = copy_data(tmp_path)
    shutil.rmtree(root / "mothership")
    problems = check_content(root / "stones", thorough=True)
    assert problems == [f"{root / 'stones' / 'patterns.yaml'}:1: variant standard with 3 "
                        "players (seed 1, greedy bots): the game crashed: KeyError: 3"]
    assert check_content(root / "stones") == [  # the quick check sets up every count too
        f"{root / 'stones' / 'patterns.yaml'}:1: variant standard with 3 players (seed 3, "
        "random moves): the game crashed: KeyError: 3"]


# -- any input ---------------------------------------------------------------------------------
PIECES = [*"[]{}-:,?&*!|>'\"#%@` \n\t", "a", "1", "key: ", "- ", "\u00e9", "\x00", "9" * 50,
          "!!python/object:os.system", "!!binary ", "2024-02-31", "<<: "]
YAMLISH = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.one_of(YAMLISH, st.text(max_size=80)))
def test_any_text_parses_or_is_one_located_error(text):
    try:
        parse_yaml(text, Path("any.yaml"))
    except ContentError as exc:
        assert exc.problems and all(LOCATED.match(p) and "\n" not in p for p in exc.problems)


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=200))
def test_any_bytes_in_a_content_file_end_in_success_or_located_errors(tmp_path, data):
    folder = tmp_path / "stones"
    folder.mkdir(exist_ok=True)
    shutil.copy(data_dir() / "stones" / "patterns.yaml", folder / "patterns.yaml")
    (folder / "stones.yaml").write_bytes(data)
    try:
        load_stones(folder)
    except ContentError as exc:
        assert exc.problems and all(LOCATED.match(p) for p in exc.problems), exc.problems


def test_the_size_cap_leaves_room_for_the_real_files():
    for path in data_dir().rglob("*.yaml"):
        assert path.stat().st_size * 20 < MAX_BYTES
