"""Land the Mothership content: the shipped variants, and broken files reported as `file:line`."""

from __future__ import annotations

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.mothership import (
    MemoryRule,
    MothershipRules,
    default_mothership,
    load_mothership,
)
from shifting_sands.content.validate import validate_folder
from shifting_sands.paths import data_dir

SHIPPED = data_dir() / "mothership"


# -- The shipped data ---------------------------------------------------------------------------
def test_shipped_variants_load():
    variants = load_mothership(SHIPPED)
    assert variants == default_mothership()
    assert next(iter(variants)) == "standard"
    assert {"standard", "small", "peek", "open", "three_actions", "same_twice",
            "more_holding"} <= set(variants)


def test_standard_is_the_2012_original():
    standard = default_mothership()["standard"]
    assert (standard.width, standard.height) == (11, 11)
    assert standard.empty_cells == 24 and standard.cells - standard.empty_cells == 97
    assert standard.holding_spaces == 20
    assert standard.actions_per_turn == 2 and standard.must_differ
    assert standard.memory is MemoryRule.NONE
    assert (standard.min_players, standard.max_players) == (2, 4)


def test_variants_differ_where_they_say():
    v = default_mothership()
    assert (v["small"].width, v["small"].height) == (9, 9)
    assert v["small"].empty_cells < v["standard"].empty_cells
    assert v["peek"].memory is MemoryRule.PEEK and v["open"].memory is MemoryRule.ALWAYS
    assert v["three_actions"].actions_per_turn == 3 and v["three_actions"].must_differ
    assert v["same_twice"].actions_per_turn == 2 and not v["same_twice"].must_differ
    assert v["more_holding"].holding_spaces == 30


def test_rules_round_trip_through_a_save():
    for rules in default_mothership().values():
        assert MothershipRules.from_dict(rules.to_dict()) == rules
        assert rules.to_dict()["memory"] in ("none", "peek", "always")


def test_the_whole_data_folder_validates():
    assert validate_folder(data_dir()) == []


# -- Broken files -------------------------------------------------------------------------------
GOOD = """\
# a small but valid variants file
variants:
  standard:
    title: Standard
    description: The original game.
    board: {width: 11, height: 11}
    empty_cells: 24
    holding_spaces: 20
    actions_per_turn: 2
    actions_must_differ: true
    memory: none
    max_rounds: 60
  tiny:
    title: Tiny
    description: A test board.
    board: {width: 5, height: 5}
    empty_cells: 4
    holding_spaces: 3
    actions_per_turn: 1
    actions_must_differ: true
    memory: always
    max_rounds: 10
"""


def write(folder, text: str = GOOD):
    (folder / "variants.yaml").write_text(text, encoding="utf-8")
    return folder


def replace_line(text: str, line: int, new: str) -> str:
    lines = text.splitlines()
    lines[line - 1] = new
    return "\n".join(lines) + "\n"


def load_error(folder) -> str:
    with pytest.raises(ContentError) as caught:
        load_mothership(folder)
    return str(caught.value)


def test_good_fixture_loads(tmp_path):
    variants = load_mothership(write(tmp_path))
    assert list(variants) == ["standard", "tiny"]
    assert variants["tiny"] == MothershipRules(
        id="tiny", title="Tiny", description="A test board.", width=5, height=5,
        empty_cells=4, holding_spaces=3, actions_per_turn=1, must_differ=True,
        memory=MemoryRule.ALWAYS, max_rounds=10)


CASES = {
    "bad syntax": (8, "    holding_spaces: 20: 3", 8, "YAML syntax error"),
    "unknown key": (12, "    max_rounds: 60\n    colour: red", 13, "variants.standard.colour"),
    "unknown memory rule": (11, "    memory: sometimes", 11, "variants.standard.memory"),
    "memory as a YAML boolean": (11, "    memory: no", 11, "variants.standard.memory"),
    "width as a string": (6, '    board: {width: "11", height: 11}', 6, "board.width"),
    "board too small": (16, "    board: {width: 2, height: 5}", 16, "board.width"),
    "missing title": (14, "    # no title", 15, "variants.tiny.title"),
    "a key given twice": (14, "    description: A test board.", 15, "twice (lines 14 and 15)"),
    "too many empty cells": (17, "    empty_cells: 7", 17, "cannot be spread"),
    "holding could empty the island": (18, "    holding_spaces: 21", 18, "could empty"),
    "four different actions": (19, "    actions_per_turn: 4", 19, "only 3 kinds"),
    "rounds not a number": (22, "    max_rounds: ten", 22, "variants.tiny.max_rounds"),
    "bad variant id": (13, "  Tiny-Board:", 14, "lower case"),
}


@pytest.mark.parametrize(("replace", "text", "line", "fragment"), CASES.values(),
                         ids=CASES.keys())
def test_broken_variants_name_file_and_line(tmp_path, replace, text, line, fragment):
    folder = write(tmp_path, replace_line(GOOD, replace, text))
    message = load_error(folder)
    assert f"{folder / 'variants.yaml'}:{line}:" in message, message
    assert fragment in message


def test_a_file_without_standard_is_refused(tmp_path):
    message = load_error(write(tmp_path, GOOD.replace("  standard:", "  classic:")))
    assert "must include 'standard'" in message
    assert f"{tmp_path / 'variants.yaml'}:" in message


def test_missing_file_names_the_file(tmp_path):
    assert str(tmp_path / "variants.yaml") in load_error(tmp_path)


def test_every_problem_is_reported(tmp_path):
    text = replace_line(GOOD, 11, "    memory: sometimes")
    text = replace_line(text, 22, "    max_rounds: ten")
    with pytest.raises(ContentError) as caught:
        load_mothership(write(tmp_path, text))
    assert len(caught.value.problems) == 2
    assert caught.value.problems[0].startswith(f"{tmp_path / 'variants.yaml'}:11:")
    assert caught.value.problems[1].startswith(f"{tmp_path / 'variants.yaml'}:22:")
