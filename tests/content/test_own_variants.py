"""The designer's own variants: read from `<home>/variants/<game>.yaml`, checked one entry
at a time (a fault is one `file:line:` line and hides neither her other variants nor the
shipped ones), listed marked as hers, written by `variant new` and checked by `variant
check`, each bad input one line and a non-zero exit."""

from __future__ import annotations

from pathlib import Path

import pytest

from shifting_sands import cli
from shifting_sands.content import own_variants
from shifting_sands.content.mothership import default_mothership, own_kind
from shifting_sands.games import get_spec
from shifting_sands.rules.protocol import Options

GOOD = """variants:
  my_three:
    title: My three
    description: Three actions, all different.
    board: {width: 11, height: 11}
    empty_cells: 24
    holding_spaces: 20
    actions_per_turn: 3
    actions_must_differ: true
    memory: none
    max_rounds: 60
"""


@pytest.fixture(autouse=True)
def fresh() -> None:
    own_variants._CACHE.clear()
    own_variants._CARRIED.clear()
    own_variants._SAID.clear()


def write_own(home: Path, text: str) -> Path:
    path = home / "variants" / "mothership.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_an_own_variant_is_listed_marked_and_plays(user_home: Path) -> None:
    write_own(user_home, GOOD)
    spec = get_spec("mothership")
    variants = spec.variants()
    assert list(variants)[: len(default_mothership())] == list(default_mothership())
    assert variants["my_three"].own and not variants["standard"].own
    state = spec.new_game(3, 2, Options("my_three"))
    assert state.rules.actions_per_turn == 3
    assert spec.content_source("my_three") == "your own variant 'my_three'"


def test_each_fault_is_one_line_and_hides_nothing_else(user_home: Path,
                                                       capsys: pytest.CaptureFixture) -> None:
    bad = GOOD + GOOD.split("\n", 1)[1].replace("my_three", "standard").replace(
        "My three", "Mine") + GOOD.split("\n", 1)[1].replace("my_three", "too_many").replace(
        "actions_per_turn: 3", "actions_per_turn: 5")
    path = write_own(user_home, bad)
    variants = get_spec("mothership").variants()
    assert "my_three" in variants and "too_many" not in variants
    assert variants["standard"].title == "Standard"
    said = capsys.readouterr().err.strip().splitlines()
    assert said == [
        f"shifting-sands: {path}:13: variant id 'standard' is a shipped variant's; give "
        "yours another id",
        f"shifting-sands: {path}:28: variants.too_many.actions_per_turn: Value error, 5 "
        "actions cannot all differ: there are only 3 kinds (push, pull, place)"]
    get_spec("mothership").variants()
    assert capsys.readouterr().err == ""  # said once


@pytest.mark.parametrize("text, fault", [
    ("variants: [", ":2: YAML syntax error"),
    ("something: else\n", ":1: expected 'variants:'"),
    ("variants:\n  Bad-Id: {}\n", ":2: variant id 'Bad-Id' must be lower case"),
    (GOOD.replace("memory: none", "memory: sometimes"), ":10: variants.my_three.memory"),
    (GOOD + "    colour: red\n", ":12: variants.my_three.colour: Extra inputs"),
])
def test_a_bad_file_never_hides_the_shipped_variants(user_home: Path, text: str,
                                                     fault: str) -> None:
    path = write_own(user_home, text)
    book = own_variants.read_own(own_kind(), path)
    assert len(book.faults) == 1 and book.faults[0].startswith(f"{path}{fault}")
    assert set(default_mothership()) <= set(get_spec("mothership").variants())


def test_an_edited_file_is_read_again(user_home: Path) -> None:
    path = write_own(user_home, GOOD)
    spec = get_spec("mothership")
    assert spec.rule_set("my_three").actions_per_turn == 3
    write_own(user_home, GOOD.replace("actions_per_turn: 3", "actions_per_turn: 1 "))
    own_variants.forget_cache("mothership")  # the same second and size: the stamp may agree
    assert spec.rule_set("my_three").actions_per_turn == 1
    path.unlink()
    assert "my_three" not in spec.variants()


def test_variant_new_writes_a_commented_copy_that_plays(user_home: Path,
                                                        capsys: pytest.CaptureFixture) -> None:
    assert cli.main(["variant", "new", "mothership", "--from", "three_actions",
                     "--id", "my_test"]) == 0
    path = user_home / "variants" / "mothership.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Land the Mothership") and "my_test:" in text
    assert get_spec("mothership").rule_set("my_test").actions_per_turn == 3
    assert cli.main(["variant", "new", "mothership", "--id", "second"]) == 0
    assert "my_test:" in path.read_text(encoding="utf-8")  # appended, not overwritten
    assert cli.main(["variant", "check", "mothership"]) == 0
    assert "2 good variant(s): my_test, second" in capsys.readouterr().out
    assert cli.main(["lab", "mothership", "--variants", "standard,my_test", "--games", "2",
                     "--jobs", "1", "--out-chart", str(user_home / "c.png")]) == 0


@pytest.mark.parametrize("argv, said", [
    (["variant", "new", "mothership", "--id", "standard"], "already has a variant 'standard'"),
    (["variant", "new", "mothership", "--id", "No Way"], "must be lower case"),
    (["variant", "new", "mothership", "--from", "nope", "--id", "x"], "no variant 'nope'"),
    (["variant", "new", "stones", "--from", "nope", "--id", "x"], "no variant 'nope'"),
    (["variant", "new", "chess", "--id", "x"], "chess"),
    (["variant", "new", "mothership"], "--id"),
    (["variant", "check", "chess"], "chess"),
    (["variant", "new", "north_africa", "--id", "campaign"], "already has a variant"),
    (["variant", "frobnicate"], "invalid choice"),
    (["variant"], "required"),
])
def test_bad_variant_commands_say_one_line(argv: list[str], said: str,
                                           capsys: pytest.CaptureFixture) -> None:
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and said in err and len(err.strip().splitlines()) == 1


def test_variant_check_fails_on_a_fault(user_home: Path, capsys: pytest.CaptureFixture) -> None:
    path = write_own(user_home, GOOD.replace("empty_cells: 24", "empty_cells: 99"))
    assert cli.main(["variant", "check"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"{path}:")
    write_own(user_home, "variants:\n  x: [\n")
    assert cli.main(["variant", "check", "mothership"]) == 1
