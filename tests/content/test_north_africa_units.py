"""North Africa units: the shipped data/north_africa/units.yaml loads, its counts fit the
reference's physical counts, every unit the reference names is there as the reference has it,
and broken copies (fixtures/north_africa_*/units.yaml, or the shipped file changed in a temporary
folder) are named as `file:line: message`."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.north_africa import (
    NATIONALITIES,
    OUR_NATIONALITIES,
    REFERENCE_UNITS,
    TURNS,
    default_north_africa_units,
    load_north_africa_units,
)
from shifting_sands.paths import data_dir

SHIPPED = data_dir() / "north_africa"
FIXTURES = Path(__file__).parent / "fixtures"
LOCATED = re.compile(r"^.+:\d+: .+$")
UNITS = default_north_africa_units()
LARGE_COUNTERS, SMALL_COUNTERS = 264, 130
"""Reference 3.1: large (5/8") counters hold the divisions and the markers, small (1/2") ones
battlegroups; every unit is one two-sided counter."""


# -- the shipped file ---------------------------------------------------------------------------
def test_the_shipped_file_loads():
    assert load_north_africa_units(SHIPPED) == UNITS
    assert len(UNITS) >= 100
    assert next(iter(UNITS)) == "it_1lib"


def test_the_header_says_what_is_ours_and_the_factor_scale():
    head = "\n".join((SHIPPED / "units.yaml").read_text(encoding="utf-8").split("\nunits:")[0]
                     .splitlines())
    for words in ("Reference [R]/[P]", "Ours: every factor", "Factor scale (ours",
                  "design: reference", "design: ours", "Torch landing"):
        assert words in head, words


def test_counts_per_side_and_size_fit_the_physical_counters():
    counts = Counter((u.side, u.size) for u in UNITS.values())
    divisions = counts["axis", "division"] + counts["allied", "division"]
    battlegroups = counts["axis", "battlegroup"] + counts["allied", "battlegroup"]
    assert divisions + battlegroups <= LARGE_COUNTERS + SMALL_COUNTERS
    assert divisions <= LARGE_COUNTERS
    assert battlegroups <= SMALL_COUNTERS + LARGE_COUNTERS - divisions
    for side in ("axis", "allied"):  # both sides field a real army of each size
        assert counts[side, "division"] >= 25, side
        assert counts[side, "battlegroup"] >= 25, side
    # neither side outnumbers the other by more than a third in either size
    for size in ("division", "battlegroup"):
        axis, allied = counts["axis", size], counts["allied", size]
        assert max(axis, allied) <= 4 * min(axis, allied) / 3, size


def test_every_nationality_is_used_and_in_its_side():
    used = {(u.side, u.nationality) for u in UNITS.values()}
    for side, known in NATIONALITIES.items():
        assert {n for s, n in used if s == side} == set(known), side
    assert set(NATIONALITIES["allied"]) >= OUR_NATIONALITIES
    groups = {u.group for u in UNITS.values()}
    assert len(groups) == 5  # reference 3.3: two Axis groups, three Allied


def test_every_unit_the_reference_names_is_there_as_named():
    for named in REFERENCE_UNITS:
        unit = UNITS[named.id]
        assert unit.design == "reference", named.id
        assert (unit.side, unit.nationality) == (named.side, named.nationality), named.id
        assert named.size in (None, unit.size) and named.arm in (None, unit.arm), named.id
    assert sum(u.nationality == "Iraqi" and u.arrives is not None
               and u.arrives.event == "Iraqi Revolt" and u.arrives.where == "Baghdad"
               for u in UNITS.values()) == 3
    panzer = [u for u in UNITS.values() if u.nationality == "German" and u.arm == "armour"
              and u.size == "division" and u.arrives and u.arrives.turn in (3, 4, 5, 6)]
    assert len(panzer) >= 2  # "German panzer divisions" arrive in 1941
    assert UNITS["de_21pz"].arrives.turn == 3  # German armour with Rommel on turn 3
    assert UNITS["de_5geb"].arrives.where == "Baghdad"
    assert UNITS["it_afr"].arrives.where == "Addis Ababa"
    assert UNITS["it_afr"].arrives.card == "Italian Reinforcements"
    assert UNITS["it_gds"].rebuild == UNITS["it_afr"].rebuild == ("Addis Ababa",)
    assert UNITS["uk_somaliland"].starts_reduced and UNITS["cw_kar"].starts_reduced
    keren = [u for u in UNITS.values() if u.start == "Keren" and u.size == "battlegroup"
             and u.design == "reference"]
    assert len(keren) == 2
    assert all(u.arrives and u.arrives.turn and u.arrives.turn >= 10
               for u in UNITS.values() if u.nationality == "US")


def test_the_counters_keep_the_published_structure():
    for unit in UNITS.values():
        assert unit.reduced.combat <= unit.full.combat, unit.id
        assert (unit.reduced.loss, unit.reduced.movement) == \
            (unit.full.loss, unit.full.movement), unit.id
        assert unit.start is not None or unit.arrives is not None, unit.id
        if unit.arrives is not None and unit.arrives.turn is not None:
            assert 1 <= unit.arrives.turn <= TURNS
        assert unit.id.split("_")[0] in ("it", "de", "iq", "eg", "vf", "uk", "cw", "in",
                                         "au", "nz", "sa", "ff", "pl", "gr", "be", "us",
                                         "fr", "lrdg"), unit.id


def test_the_factor_scale_of_the_header():
    for unit in UNITS.values():
        if unit.size == "battlegroup":
            assert 1 <= unit.full.combat <= 2 and unit.full.loss == 1, unit.id
        elif unit.arm == "armour":
            assert 4 <= unit.full.combat <= 6, unit.id
        else:
            assert 2 <= unit.full.combat <= 5, unit.id
        assert 3 <= unit.full.movement <= 6, unit.id
    assert UNITS["de_21pz"].full.combat > UNITS["it_ariete"].full.combat
    assert UNITS["uk_7armd"].full.movement > UNITS["it_pavia"].full.movement


def test_starts_use_the_reference_spelling():
    places = {u.start for u in UNITS.values() if u.start} | {
        u.arrives.where for u in UNITS.values() if u.arrives}
    reference = (Path(__file__).resolve().parents[2].parent / "shared" / "reference"
                 / "north-africa-facts.md")
    if not reference.is_file():
        pytest.skip("the shared reference is not beside this checkout")
    text = reference.read_text(encoding="utf-8")
    ours = {"Torch landing"}  # a placeholder until the map names the landing spaces
    for place in places - ours:
        assert place in text, place


def test_every_start_entry_and_rebuild_place_is_on_the_map():
    from shifting_sands.content.maps import load_map
    from shifting_sands.paths import data_dir

    board = load_map(data_dir() / "maps" / "north_africa.tmx")
    places = {u.start for u in UNITS.values() if u.start}
    places |= {u.arrives.where for u in UNITS.values() if u.arrives and u.arrives.where}
    places |= {place for u in UNITS.values() for place in u.rebuild}
    placeholders = {"Torch landing"}  # until the engine decides where Torch lands
    assert sorted(p for p in places - placeholders if p not in board) == []


# -- broken files --------------------------------------------------------------------------------
BROKEN = {
    # fixture: (text on the line named (its last line if on several), lines below it, message);
    # a list's problem is named at its first item (the loader's line for a value)
    "duplicate_id": ("  - id: it_gds", 0, "units.2.id: Value error, id 'it_gds' is already "
                                          "used in units.1"),
    "wrong_nationality": ('nationality: "Italian"', 0, "units.2.nationality: Value error, "
                                                       "'Italian' is not an allied nationality"),
    "reduced_stronger": ("{combat: 6, loss: 3", 0, "units.2.steps.1.combat: Value error, the "
                                                   "reduced step's combat 6 is stronger"),
    "late_turn": ("turn: 13", 0, "turn: Input should be less than or equal to 12"),
    "turn_and_event": ("event:", 0, "give exactly one of `turn` and `event`"),
    "empty_rebuild": ("rebuild: []", 0, "units.1.rebuild: List should have at least 1 item"),
    "one_step": ("  - id: uk_somaliland", 7, "units.3.steps: Value error, 1 step(s); every "
                                             "unit has two"),
    "malformed": ("arm: armour: tanks", 0, "YAML syntax error: mapping values are not allowed"),
}


def the_line(path: Path, needle: str) -> int:
    """The last line holding `needle`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return max(n for n, line in enumerate(lines, 1) if needle in line)


def the_problem(problems: list[str], path: Path, line: int, words: str) -> None:
    assert problems, "no problem reported"
    assert all(LOCATED.match(p) and "\n" not in p for p in problems), problems
    named = [p for p in problems if p.startswith(f"{path}:{line}: ")]
    assert named, (problems, f"{path}:{line}")
    assert any(words in p for p in named), (named, words)


@pytest.mark.parametrize("case", BROKEN)
def test_the_loader_names_the_file_and_line(case):
    folder = FIXTURES / f"north_africa_{case}"
    path = folder / "units.yaml"
    needle, below, words = BROKEN[case]
    with pytest.raises(ContentError) as caught:
        load_north_africa_units(folder)
    the_problem(caught.value.problems, path, the_line(path, needle) + below, words)
    assert len(caught.value.problems) == 1, caught.value.problems


def shipped_copy(tmp_path: Path, old: str, new: str) -> Path:
    """The shipped file with `old` replaced once by `new`, in tmp_path; the file's path."""
    text = (SHIPPED / "units.yaml").read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / "units.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_a_unit_the_reference_names_cannot_be_left_out(tmp_path):
    path = shipped_copy(tmp_path, "  - id: it_4bs\n", "  - id: it_4bs_renamed\n")
    with pytest.raises(ContentError) as caught:
        load_north_africa_units(tmp_path)
    the_problem(caught.value.problems, path, the_line(path, "units:"),
                "units: the reference names unit 'it_4bs'")


def test_a_start_the_reference_gives_cannot_move(tmp_path):
    path = shipped_copy(tmp_path, 'start: Buerat\n', 'start: Tripoli\n')
    with pytest.raises(ContentError) as caught:
        load_north_africa_units(tmp_path)
    the_problem(caught.value.problems, path, the_line(path, "  - id: it_2bs"),
                "unit 'it_2bs': the reference gives start 'Buerat' (P: OBW2), not 'Tripoli'")


def test_the_reference_rebuild_limit_cannot_be_dropped(tmp_path):
    text = (SHIPPED / "units.yaml").read_text(encoding="utf-8")
    block = text[text.index("  - id: it_gds"):text.index("  - id: it_afr")]
    path = shipped_copy(tmp_path, block, block.replace('    rebuild: [Addis Ababa]\n', ""))
    with pytest.raises(ContentError) as caught:
        load_north_africa_units(tmp_path)
    the_problem(caught.value.problems, path, the_line(path, "  - id: it_gds"),
                "unit 'it_gds' is rebuilt only at Addis Ababa")


def test_a_unit_of_the_wrong_side_s_nationality(tmp_path):
    path = shipped_copy(tmp_path, 'nationality: LRDG', 'nationality: German')
    with pytest.raises(ContentError) as caught:
        load_north_africa_units(tmp_path)
    the_problem(caught.value.problems, path, the_line(path, "  - id: lrdg") + 3,
                "'German' is not an allied nationality")
