"""Shifting Stones content: the shipped data, and broken files reported as `file:line`."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.stones import ANY, SYMBOLS, default_stones, load_stones
from shifting_sands.paths import data_dir

SHIPPED = data_dir() / "stones"


# -- The shipped data ---------------------------------------------------------------------------
def test_shipped_data_loads():
    content = load_stones(SHIPPED)
    assert content == default_stones()


def test_seventy_two_cards_with_ids_s01_to_s72():
    cards = default_stones().cards
    assert len(cards) == 72
    assert sorted(cards) == [f"S{n:02d}" for n in range(1, 73)]
    assert all(card.id == cid for cid, card in cards.items())


def test_card_counts_by_points_and_placement():
    """Totals of the printed deck: 28 one-point, 26 two-point, 13 three-point, 5 five-point
    cards, 15 of them fixed."""
    cards = default_stones().cards.values()
    assert Counter(card.points for card in cards) == {1: 28, 2: 26, 3: 13, 5: 5}
    assert sum(card.fixed for card in cards) == 15
    assert sum(card.points for card in cards) == 28 + 52 + 39 + 25


def test_fixed_cards_cover_the_grid_and_floating_cards_fit_in_it():
    for card in default_stones().cards.values():
        assert 1 <= card.height <= 3 and 1 <= card.width <= 3, card.id
        assert all(len(row) == card.width for row in card.cells), card.id
        if card.fixed:
            assert (card.height, card.width) == (3, 3), card.id


def test_every_square_is_a_symbol_any_or_gap():
    for card in default_stones().cards.values():
        squares = [sq for row in card.cells for sq in row]
        assert all(sq in SYMBOLS or sq in (ANY, None) for sq in squares), card.id
        assert any(sq in SYMBOLS for sq in squares), card.id  # every card asks for something


def test_every_card_can_be_made_with_the_stone_set():
    """No card asks for more faces of a stone kind than there are stones of that kind."""
    content = default_stones()
    kinds = Counter(frozenset(faces) for faces in content.stone_faces)
    for card in content.cards.values():
        wanted: Counter[frozenset[str]] = Counter()
        for square in (sq for row in card.cells for sq in row if sq in SYMBOLS):
            wanted[next(kind for kind in kinds if square in kind)] += 1
        assert all(wanted[kind] <= kinds[kind] for kind in wanted), card.id
        assert sum(wanted.values()) <= 9


def test_rule_numbers():
    content = default_stones()
    assert Counter(frozenset(faces) for faces in content.stone_faces) == {
        frozenset({"SUN", "MOON"}): 1,
        frozenset({"FISH", "BIRD"}): 2,
        frozenset({"HORSE", "BOAT"}): 3,
        frozenset({"SEED", "TREE"}): 3,
    }
    assert content.hand_size == 4
    assert content.skip_draw == 2
    assert content.end_trigger == {2: 10, 3: 9, 4: 8, 5: 7}
    assert content.one_point_bonus == 3
    assert content.solo_deck == {1: 8, 2: 4, 3: 3, 5: 1}
    assert content.solo_strikes == 4


# -- Broken files -------------------------------------------------------------------------------
GOOD_PATTERNS = """\
cards:
  - id: S01
    points: 1
    placement: floating
    rows: ["BIRD HORSE"]
  - id: S02
    points: 2
    placement: fixed
    rows: ["ANY ANY ANY", "ANY FISH ANY", "ANY ANY ANY"]
"""

GOOD_STONES = """\
# a small but valid rules file
hand_size: 4
skip_draw: 2
stones:
  - faces: [SUN, MOON]
    count: 1
  - faces: [FISH, BIRD]
    count: 2
  - faces: [HORSE, BOAT]
    count: 3
  - faces: [SEED, TREE]
    count: 3
end_trigger: {2: 10, 3: 9, 4: 8, 5: 7}
one_point_bonus: 3
solo:
  deck: {1: 8, 2: 4, 3: 3, 5: 1}
  strikes_to_lose: 4
"""


def write(folder: Path, patterns: str = GOOD_PATTERNS, stones: str = GOOD_STONES) -> Path:
    (folder / "patterns.yaml").write_text(patterns, encoding="utf-8")
    (folder / "stones.yaml").write_text(stones, encoding="utf-8")
    return folder


def replace_line(text: str, line: int, new: str) -> str:
    """`text` with its 1-based `line` replaced by `new` (which may hold several lines)."""
    lines = text.splitlines()
    lines[line - 1] = new
    return "\n".join(lines) + "\n"


def load_error(folder: Path) -> str:
    with pytest.raises(ContentError) as caught:
        load_stones(folder)
    return str(caught.value)


def test_good_fixtures_load(tmp_path):
    content = load_stones(write(tmp_path))
    assert sorted(content.cards) == ["S01", "S02"]
    assert content.cards["S02"].fixed and content.cards["S02"].points == 2
    assert content.cards["S02"].cells[1] == ("ANY", "FISH", "ANY")
    assert len(content.stone_faces) == 9


def test_gaps_load_as_none(tmp_path):
    patterns = replace_line(GOOD_PATTERNS, 5, '    rows: ["BIRD .", ". HORSE"]')
    content = load_stones(write(tmp_path, patterns=patterns))
    assert content.cards["S01"].cells == (("BIRD", None), (None, "HORSE"))


# Each case: which file, which line to replace with what, the line the error must name,
# and a fragment of the message.
PATTERN_CASES = {
    "bad syntax": (7, "    points: 2: 3", 7, "YAML syntax error"),
    "tab indentation": (8, "\tplacement: fixed", 8, "YAML syntax error"),
    "unknown key": (5, '    rows: ["BIRD HORSE"]\n    colour: red', 6, "cards.0.colour"),
    "unknown symbol": (5, '    rows: ["BIRD HOUSE"]', 5, "HOUSE"),
    "gap written as blank word": (5, '    rows: ["BIRD BLANK"]', 5, "BLANK"),
    "points as a string": (7, '    points: "2"', 7, "cards.1.points"),
    "points not a card value": (7, "    points: 4", 7, "cards.1.points"),
    "rows not a list": (5, "    rows: BIRD HORSE", 5, "cards.0.rows"),
    "rows of different widths": (5, '    rows: ["BIRD HORSE", "SEED"]', 5, "same width"),
    "placement unknown": (4, "    placement: floaty", 4, "cards.0.placement"),
    "bad id": (2, "  - id: card1", 2, "cards.0.id"),
    "fixed card not 3x3": (4, "    placement: fixed", 5, "3x3"),
    "fixed card of two rows": (9, '    rows: ["ANY ANY ANY", "ANY FISH ANY"]', 9, "3x3"),
}


@pytest.mark.parametrize(("replace", "text", "line", "fragment"), PATTERN_CASES.values(),
                         ids=PATTERN_CASES.keys())
def test_broken_patterns_name_file_and_line(tmp_path, replace, text, line, fragment):
    folder = write(tmp_path, patterns=replace_line(GOOD_PATTERNS, replace, text))
    message = load_error(folder)
    assert f"{folder / 'patterns.yaml'}:{line}:" in message
    assert fragment in message


STONES_CASES = {
    "bad syntax": (3, "skip_draw: 2: 3", 3, "YAML syntax error"),
    "unknown key": (3, "skip_draw: 2\nhand_limit: 6", 4, "hand_limit"),
    "unknown symbol": (7, "  - faces: [FISH, BRID]", 7, "stones.1.faces.1"),
    "hand size as a word": (2, "hand_size: four", 2, "hand_size"),
    "count as a string": (8, '    count: "2"', 8, "stones.1.count"),
    "one face only": (9, "  - faces: [HORSE]", 9, "stones.2.faces"),
    "solo deck keys not numbers": (16, "  deck: {one: 8, 2: 4, 3: 3, 5: 1}", 16, "solo.deck"),
}


@pytest.mark.parametrize(("replace", "text", "line", "fragment"), STONES_CASES.values(),
                         ids=STONES_CASES.keys())
def test_broken_stones_name_file_and_line(tmp_path, replace, text, line, fragment):
    folder = write(tmp_path, stones=replace_line(GOOD_STONES, replace, text))
    message = load_error(folder)
    assert f"{folder / 'stones.yaml'}:{line}:" in message
    assert fragment in message


def test_duplicate_id_names_the_second_card(tmp_path):
    folder = write(tmp_path, patterns=replace_line(GOOD_PATTERNS, 6, "  - id: S01"))
    message = load_error(folder)
    assert "S01 appears twice" in message
    assert f"{folder / 'patterns.yaml'}:6:" in message


def test_duplicate_id_is_refused(tmp_path):
    """Whatever line it names, a duplicate id is an error naming the file and the id."""
    folder = write(tmp_path, patterns=replace_line(GOOD_PATTERNS, 6, "  - id: S01"))
    message = load_error(folder)
    assert str(folder / "patterns.yaml") in message and "S01 appears twice" in message


def test_stones_not_adding_to_nine_name_the_stones_list(tmp_path):
    folder = write(tmp_path, stones=replace_line(GOOD_STONES, 12, "    count: 2"))
    message = load_error(folder)
    assert "add up to 8" in message
    where = re.escape(str(folder / "stones.yaml"))
    lines = [int(re.match(rf"{where}:(\d+):", problem).group(1))
             for problem in message.splitlines()]
    assert lines and all(4 <= line <= 12 for line in lines), message


def test_stones_not_adding_to_nine_are_refused(tmp_path):
    for count, total in (("2", 8), ("4", 10)):
        folder = write(tmp_path, stones=replace_line(GOOD_STONES, 12, f"    count: {count}"))
        message = load_error(folder)
        assert str(folder / "stones.yaml") in message
        assert f"the grid needs exactly 9 stones, the kinds add up to {total}" in message


def test_every_problem_is_reported(tmp_path):
    patterns = replace_line(GOOD_PATTERNS, 3, "    points: 7")
    patterns = replace_line(patterns, 9, '    rows: ["SUN MOOM"]')
    with pytest.raises(ContentError) as caught:
        load_stones(write(tmp_path, patterns=patterns))
    path = tmp_path / "patterns.yaml"
    assert len(caught.value.problems) == 2
    assert caught.value.problems[0].startswith(f"{path}:3: cards.0.points")
    assert caught.value.problems[1].startswith(f"{path}:9: cards.1.rows")


def test_missing_file_names_the_file(tmp_path):
    write(tmp_path)
    (tmp_path / "patterns.yaml").unlink()
    assert str(tmp_path / "patterns.yaml") in load_error(tmp_path)


def test_not_a_mapping(tmp_path):
    message = load_error(write(tmp_path, patterns="- S01\n- S02\n"))
    assert f"{tmp_path / 'patterns.yaml'}:1:" in message


def test_shipped_files_with_one_card_broken(tmp_path):
    """The shipped deck, with a symbol misspelt on S36's rows line: the error names that line."""
    shutil.copy(SHIPPED / "stones.yaml", tmp_path / "stones.yaml")
    lines = (SHIPPED / "patterns.yaml").read_text(encoding="utf-8").splitlines()
    index = lines.index('    rows: ["ANY HORSE BIRD"]')
    lines[index] = '    rows: ["ANY HORSE BRID"]'
    (tmp_path / "patterns.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    message = load_error(tmp_path)
    assert f"{tmp_path / 'patterns.yaml'}:{index + 1}: cards.35.rows" in message
