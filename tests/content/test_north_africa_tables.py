"""North Africa engine numbers: the shipped data/north_africa/tables.yaml loads; the fire tables
have every column and row and never give fewer losses for a higher column or a higher roll;
the turn record has 12 turns with hands of 7 rising to 10; the plain deck can deal a hand;
the numbers the reference gives are kept; broken copies (fixtures/north_africa_tables_*/, or
the shipped file changed in a temporary folder) are named as `file:line: message`."""

from __future__ import annotations

import re
import subprocess
import sys
from itertools import pairwise
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.north_africa_tables import (
    SHIFT_IDS,
    TURNS,
    YEAR_CARDS,
    default_north_africa_tables,
    load_north_africa_tables,
)
from shifting_sands.paths import data_dir

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules" / "north-africa.md"
SHIPPED = data_dir() / "north_africa"
FIXTURES = Path(__file__).parent / "fixtures"
LOCATED = re.compile(r"^.+:\d+: .+$")
TABLES = default_north_africa_tables()
COLUMNS = ["1", "2", "3-4", "5-6", "7-9", "10-12", "13+"]


def line_with(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text in line)


# -- the shipped file ---------------------------------------------------------------------------
def test_the_shipped_file_loads():
    assert load_north_africa_tables(SHIPPED).model == TABLES.model
    assert (SHIPPED / "tables.yaml").stat().st_size < 51 * 1024


def test_the_header_says_it_is_our_design_in_the_published_structure():
    head = (SHIPPED / "tables.yaml").read_text(encoding="utf-8").split("\ndice:")[0]
    for words in ("OUR DESIGN IN THE PUBLISHED STRUCTURE", "Division Fire Table",
                  "Battlegroup Fire Table", "ours:", "R: SUM"):
        assert words in head, words


@pytest.mark.parametrize("name", ["division", "battlegroup"])
def test_every_column_and_row_is_there(name):
    table = TABLES.table(name)
    assert [c.strength for c in table.columns] == COLUMNS
    assert all(len(c.results) == 6 for c in table.columns)
    strengths = [TABLES.column_index(s) for s in range(1, 40)]
    assert strengths[0] == 0 and strengths[-1] == len(COLUMNS) - 1
    assert strengths == sorted(strengths) and set(strengths) == set(range(len(COLUMNS)))
    assert TABLES.column_index(0) is None


@pytest.mark.parametrize("name", ["division", "battlegroup"])
def test_the_tables_are_monotone(name):
    columns = TABLES.table(name).columns
    for column in columns:
        assert column.results == sorted(column.results), column.strength
    for left, right in pairwise(columns):
        assert all(a <= b for a, b in zip(left.results, right.results, strict=True)), right
    means = [sum(c.results) for c in columns]
    assert means == sorted(means) and len(set(means)) == len(means)  # every column counts
    assert columns[0].results[0] == 0  # a weak shot can miss


def test_the_battlegroup_table_is_lighter_and_only_the_division_table_is_bold():
    division, battlegroup = TABLES.table("division"), TABLES.table("battlegroup")
    for div, bg in zip(division.columns, battlegroup.columns, strict=True):
        assert not bg.bold
        assert all(b <= d for b, d in zip(bg.results, div.results, strict=True))
    assert sum(sum(c.results) for c in battlegroup.columns) < \
        sum(sum(c.results) for c in division.columns)
    bold = [len(c.bold) for c in division.columns]
    assert bold == sorted(bold) and bold[0] == 0 and bold[-1] > 0
    for column in division.columns:
        assert all(column.results[die - 1] > 0 for die in column.bold)


def test_shifts_keep_the_reference_sizes_and_fit_the_table():
    assert {s.id for s in TABLES.model.column_shifts} == set(SHIFT_IDS)
    assert TABLES.shift("armour_vs_infantry") == 1
    assert TABLES.shift("infantry_vs_armour") == -1
    assert TABLES.shift("out_of_supply") == -1
    assert TABLES.shift("rommel") == 2
    for shift in TABLES.model.column_shifts:
        assert 0 < abs(shift.columns) < len(COLUMNS)


def test_fire_lookups_stop_at_the_edges():
    assert TABLES.fire("division", 0, 3, 6) is None
    top = TABLES.fire("division", 40, 2, 6)
    assert top is not None and top.column == len(COLUMNS) - 1 and top.bold
    bottom = TABLES.fire("battlegroup", 1, -2, 1)
    assert bottom is not None and (bottom.column, bottom.loss, bottom.bold) == (0, 0, False)
    shifted = TABLES.fire("division", 6, TABLES.shift("armour_vs_infantry"), 6)
    assert shifted is not None and COLUMNS[shifted.column] == "7-9"
    with pytest.raises(ValueError):
        TABLES.fire("division", 6, 0, 7)


def test_flank_attack_numbers_are_the_references():
    flank = TABLES.model.flank_attack
    assert (flank.min_units.value, flank.needs_armour.value) == (2, True)
    assert (flank.success_at_least.value, flank.per_extra_attacking_space.value) == (4, 1)
    assert set(flank.forbidden_terrain.value) == {"fort", "marsh", "mountain"}


def test_twelve_turns_with_hands_of_seven_rising_to_ten():
    turns = TABLES.model.turns
    assert len(turns) == TURNS == 12
    assert TABLES.turn_name(1) == "Summer 1940" and TABLES.turn_name(12) == "Spring 1943"
    assert TABLES.turn_name(3) == "Winter 1941" and TABLES.turn_name(6) == "Fall 1941"
    sizes = [TABLES.hand_size(t) for t in range(1, 13)]
    assert sizes[0] == 7 and sizes[-1] == 10 and sizes == sorted(sizes)
    assert {t.year: t.hand_size for t in turns} == {1940: 7, 1941: 8, 1942: 9, 1943: 10}
    assert TABLES.model.action_rounds.per_turn.value == 6
    assert TABLES.model.action_rounds.first.value == "axis"


def test_the_plain_deck_deals_every_hand():
    deck = TABLES.model.plain_deck
    assert [y.year for y in deck.years] == [1940, 1941, 1942]
    assert [sum(y.ops.values()) for y in deck.years] == list(YEAR_CARDS.values())
    assert len(TABLES.plain_deck(12)) == 55
    for turn in range(1, TURNS + 1):
        cards = TABLES.plain_deck(turn)
        assert len(cards) >= TABLES.hand_size(turn), turn
        assert all(2 <= ops <= 5 for ops in cards)
        assert all(TABLES.rp_value(ops) <= ops for ops in cards)
    for year in deck.years:  # the year's deck joins on that year's first turn
        assert TABLES.model.turns[year.joins_on_turn - 1].year == year.year or year.year == 1940


def test_the_reference_numbers_are_kept():
    m = TABLES.model
    assert (m.redeployment.battlegroup.value, m.redeployment.division.value) == (1, 3)
    assert (m.replacements.battlegroup_step.value, m.replacements.division_step.value) == (0.5, 1)
    assert m.supply.full_range.value == 3
    assert m.activation.automatic_operation_ops.value == 1
    v = m.victory
    assert (v.start.value, v.axis_automatic_at_least.value, v.allied_automatic_at_most.value,
            v.final_axis_at_least.value, v.final_allied_at_most.value) == (10, 14, 3, 5, 4)
    assert TABLES.turn_name(v.east_africa_from_turn.value) == "Fall 1941"
    assert m.combat.disengage_retreat_spaces.value == 2
    assert m.stacking.limit_points.value >= 3 * m.stacking.division_points.value


def test_every_number_says_where_it_comes_from():
    text = (SHIPPED / "tables.yaml").read_text(encoding="utf-8")
    for line in text.splitlines():
        if "value:" in line:
            assert "source:" in line, line
    sources = [s.source for s in TABLES.model.column_shifts] + [
        TABLES.model.fire_tables.division.source, TABLES.model.fire_tables.battlegroup.source]
    assert all(s.startswith(("R: ", "P: ", "I: ", "ours: ")) for s in sources)
    assert TABLES.model.fire_tables.division.source.startswith("ours: ")


def test_the_rulings_doc_shows_the_odds_script_output_and_every_ruling():
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "na_table_odds.py")],
                          capture_output=True, text=True, check=True, cwd=ROOT)
    doc = DOC.read_text(encoding="utf-8")
    assert done.stdout.strip() in doc  # rerun the script and paste it when the tables change
    assert "### Why these numbers" in doc and "\n## Rulings\n" in doc
    rulings = doc.split("\n## Rulings\n")[1].split("\n## ")[0]
    numbers = [int(n) for n in re.findall(r"^### N(\d+) ", rulings, re.M)]
    # in order, each once; part one's N1-N34 all there (later parts own number ranges, so
    # the numbers may skip)
    assert numbers == sorted(set(numbers)) and set(range(1, 35)) <= set(numbers)


def test_the_players_rules_show_the_fire_tables_as_shipped():
    """data/north_africa/rules.md (the in-app rules) prints both fire tables: a row per die,
    a column per strength, bold results in bold."""
    from shifting_sands.shell.markdown_blocks import STRONG, Table, to_blocks

    text = (SHIPPED / "rules.md").read_text(encoding="utf-8")
    shown = [block for block in to_blocks(text) if isinstance(block, Table)]
    assert len(shown) == 2
    for name, table in zip(("division", "battlegroup"), shown, strict=True):
        columns = TABLES.table(name).columns
        assert [cell[0][0] for cell in table.header[1:]] == COLUMNS
        for die, row in enumerate(table.rows, 1):
            assert row[0] == ((str(die), "plain"),)
            assert [cell[0][0] for cell in row[1:]] == [str(c.results[die - 1]) for c in columns]
            bold = [cell[0][1] == STRONG for cell in row[1:]]
            assert bold == [die in c.bold for c in columns], (name, die)
        assert len(table.rows) == 6


# -- broken files -------------------------------------------------------------------------------
@pytest.mark.parametrize(("fixture", "where", "words"), [
    ("north_africa_tables_not_monotone", '"7-9", results: [1, 1, 1',
     "a higher column never inflicts less"),
    ("north_africa_tables_five_rows", '"10-12", results: [1, 1, 2, 2, 3]}',
     "one per die roll"),
])
def test_broken_fixtures_are_named_by_file_and_line(fixture, where, words):
    folder = FIXTURES / fixture
    with pytest.raises(ContentError) as caught:
        load_north_africa_tables(folder)
    problems = caught.value.problems
    assert len(problems) == 1 and LOCATED.match(problems[0])
    path = folder / "tables.yaml"
    assert problems[0].startswith(f"{path}:{line_with(path, where)}: "), problems[0]
    assert words in problems[0]


@pytest.mark.parametrize(("old", "new", "words"), [
    ("{turn: 8, season: Spring, year: 1942, hand_size: 9,",
     "{turn: 8, season: Spring, year: 1942, hand_size: 7,", "hand size falls"),
    ("{turn: 5, season: Summer, year: 1941,", "{turn: 5, season: Fall, year: 1941,",
     "after the previous turn it is Summer 1941"),
    ("  - id: rommel\n    columns: 2", "  - id: rommel\n    columns: 7", "does not fit a table"),
    ("{year: 1940, joins_on_turn: 1, ops: {2: 5,", "{year: 1940, joins_on_turn: 1, ops: {2: 4,",
     "13 cards in the 1940 deck"),
    ("{year: 1941, joins_on_turn: 3,", "{year: 1941, joins_on_turn: 2,",
     "before 1941's first turn, 3"),
    ('{strength: "13+", results: [3, 3, 4, 5, 6, 7], bold: [4, 5, 6]}',
     '{strength: "13+", results: [3, 3, 4, 5, 6, 7], bold: [4, 5]}',
     "bold results never stop further right"),
    ('{strength: "13+", results: [1, 2, 2, 3, 3, 4]}',
     '{strength: "13+", results: [1, 2, 2, 3, 3, 4], bold: [6]}',
     "only the Division table has bold"),
    ('{strength: "5-6", results: [1, 2',
     '{strength: "5-7", results: [1, 2', "must start at 8"),
    ('source: "R: SUM"}\n  division:', 'source: "guess"}\n  division:', "should match pattern"),
    ("axis_automatic_at_least: {value: 14,", "axis_automatic_at_least: {value: 9,",
     "strictly between"),
])
def test_a_changed_file_is_named_by_file_and_line(tmp_path, old, new, words):
    text = (SHIPPED / "tables.yaml").read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / "tables.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_north_africa_tables(tmp_path)
    problems = caught.value.problems
    assert problems and all(LOCATED.match(p) for p in problems), problems
    assert any(words in p for p in problems), problems
    changed = next(n for n, (a, b) in enumerate(zip(text.splitlines(),
                                                    path.read_text(encoding="utf-8").splitlines(),
                                                    strict=False), 1) if a != b)
    assert any(p.startswith(f"{path}:") for p in problems)
    lines = {int(p.split(":")[1]) for p in problems}
    assert lines & set(range(changed - 8, changed + 2)), (lines, changed)
