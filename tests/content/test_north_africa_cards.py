"""North Africa cards: the shipped data/north_africa/cards.yaml loads; each side's year decks
hold the published 14/20/21 cards with the plain deck's OPS mix; every title the reference
names is there; ids are unique; the reinforcements are units that arrive by that card; broken
copies (fixtures/north_africa_cards_*/) are named as `file:line: message`."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.north_africa import default_north_africa_units
from shifting_sands.content.north_africa_cards import (
    PREREQUISITES,
    default_north_africa_cards,
    load_north_africa_cards,
)
from shifting_sands.content.north_africa_tables import (
    YEAR_CARDS,
    default_north_africa_tables,
)
from shifting_sands.paths import data_dir

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = data_dir() / "north_africa"
FIXTURES = Path(__file__).parent / "fixtures"
LOCATED = re.compile(r"^.+:\d+: .+$")
CARDS = default_north_africa_cards()

REFERENCE_TITLES = {
    "axis": ["Rommel", "Kesselring", "Code Book Stolen", "Venezia", "Sea Devils & E-Boats",
             "Siege of Malta", "Italian Reinforcements", "Invasion of Greece", "Graziani",
             "88mm FLAK Guns", "Regia Marina Sortie", "Iraqi Revolt", "Unternehmen Irak",
             "Egyptian Uprising", "Stukas at Dawn", "Disengage"],
    "allied": ["Auchinleck", "Patton", "ULTRA", "Compass", "Matildas", "Minefields",
               "Orders from Rome", "Poor Morale", "The Ethiopian Campaign", "Reinforcements",
               "Exporter", "Barbarossa", "Malta Convoy", "Crusader", "Montgomery", "Torch",
               "Vulcan", "LRDG", "Disengage"],
}
"""Reference sections 8.1-8.3 (the Italian fleet sortie under our title; Disengage, of no
known side, in both decks)."""


def line_with(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text in line)


def cards_of(title: str, side: str | None = None) -> list:
    return [c for c in CARDS.values() if c.title == title and side in (None, c.side)]


# -- the shipped file ---------------------------------------------------------------------------
def test_the_shipped_file_loads():
    cards = load_north_africa_cards(SHIPPED)
    assert cards == CARDS
    assert len(cards) == 110
    assert (SHIPPED / "cards.yaml").stat().st_size < 64 * 1024


def test_the_header_says_what_is_ours():
    head = (SHIPPED / "cards.yaml").read_text(encoding="utf-8").split("\ncards:")[0]
    for words in ("OUR DESIGN IN THE PUBLISHED STRUCTURE", "design: reference", "design: ours",
                  "R: LR"):
        assert words in head, words


@pytest.mark.parametrize("side", ["axis", "allied"])
def test_each_side_has_the_published_counts_per_year(side):
    counts = Counter(c.year for c in CARDS.values() if c.side == side)
    assert dict(counts) == YEAR_CARDS == {1940: 14, 1941: 20, 1942: 21}


@pytest.mark.parametrize("side", ["axis", "allied"])
def test_the_ops_and_rp_mix_is_the_plain_decks(side):
    tables = default_north_africa_tables().model.plain_deck
    for year in tables.years:
        deck = [c for c in CARDS.values() if c.side == side and c.year == year.year]
        assert dict(Counter(c.ops for c in deck)) == dict(year.ops), year.year
        assert all(c.rp == tables.rp_by_ops[c.ops] for c in deck), year.year


def test_ids_are_unique_and_name_side_and_year():
    text = (SHIPPED / "cards.yaml").read_text(encoding="utf-8")
    ids = re.findall(r"^  - id: (\S+)$", text, flags=re.M)
    assert len(ids) == len(set(ids)) == 110
    for card in CARDS.values():
        assert card.id.startswith(f"{card.side[:2] if card.side == 'axis' else 'al'}"
                                  f"{card.year % 100}_")


@pytest.mark.parametrize("side", ["axis", "allied"])
def test_every_reference_title_is_there(side):
    for title in REFERENCE_TITLES[side]:
        found = cards_of(title, side)
        assert found, title
        assert any(c.design == "reference" for c in found), title


def test_the_reference_facts_are_kept():
    graziani, = cards_of("Graziani")
    assert (graziani.side, graziani.year, graziani.ops, graziani.combat) == ("axis", 1940, 2,
                                                                            False)
    for title in ("Minefields", "Invasion of Greece", "Orders from Rome"):
        assert any(c.year == 1940 and c.ops == 3 for c in cards_of(title)), title
    italian = cards_of("Italian Reinforcements")
    assert len(italian) == 3 and {c.year for c in italian} == {1940}
    assert any(c.ops == 3 for c in italian)
    assert sum(c.reinforcements == ("it_afr",) for c in italian) == 1
    assert default_north_africa_units()["it_afr"].arrives.where == "Addis Ababa"
    for title in ("Minefields", "Matildas", "Stukas at Dawn", "88mm FLAK Guns", "Disengage"):
        assert all(c.combat and c.combat_effect for c in cards_of(title)), title
    for title in ("Torch", "Iraqi Revolt", "Unternehmen Irak", "Egyptian Uprising", "Exporter",
                  "Barbarossa", "Malta Convoy", "Code Book Stolen"):
        assert not any(c.combat for c in cards_of(title)), title
    assert all(c.must_hold for c in cards_of("Barbarossa") + cards_of("Malta Convoy"))
    rommel, = cards_of("Rommel")
    assert rommel.year == 1941 and rommel.permanent and "2 columns right" in rommel.event
    montgomery, = cards_of("Montgomery")
    assert "Benghazi and Tobruk" in montgomery.event
    torch, = cards_of("Torch")
    assert torch.year == 1942 and torch.permanent
    assert all(c.prerequisite == "torch" for t in ("Patton", "Vulcan") for c in cards_of(t))
    irak, = cards_of("Unternehmen Irak")
    assert "Beirut and Baghdad" in irak.event and irak.reinforcements == ("de_5geb",)
    revolt, = cards_of("Iraqi Revolt")
    assert revolt.reinforcements == ("iq_1", "iq_2", "iq_3")


def test_every_card_is_marked_and_combat_cards_say_what_they_do():
    for card in CARDS.values():
        assert card.design in ("reference", "ours")
        assert card.source
        assert card.combat == (card.combat_effect is not None), card.id
        assert card.prerequisite in (None, *PREREQUISITES), card.id
        assert 1 <= card.ops <= 5 and 0 <= card.rp <= 3


def test_every_reinforcement_arrives_by_its_card():
    units = default_north_africa_units()
    brought = Counter()
    for card in CARDS.values():
        for unit_id in card.reinforcements:
            unit = units[unit_id]
            assert unit.side == card.side
            assert card.title in (unit.arrives.card, unit.arrives.event), (card.id, unit_id)
            brought[unit_id] += 1
    assert max(brought.values()) == 1
    # every unit that names a card or event in units.yaml is brought by one of the cards
    named = {u.id for u in units.values() if u.arrives is not None
             and (u.arrives.card or u.arrives.event)}
    assert named == set(brought)


# -- broken copies ------------------------------------------------------------------------------
@pytest.mark.parametrize(("fixture", "text", "words"), [
    ("north_africa_cards_malformed", "Test.\", permanent: false", "yaml"),
    ("north_africa_cards_wrong_count", "id: al42_", "the allied 1942 deck has 20 card(s)"),
    ("north_africa_cards_unknown_unit", "[de_99pz,", "unknown unit 'de_99pz'"),
    ("north_africa_cards_duplicate_id", "ax40_italian_reinforcements_1, title: \"Italian "
     "Reinforcements\", side: axis, year: 1940, ops: 2", "is already used"),
])
def test_broken_files_are_named_with_their_line(fixture, text, words):
    path = FIXTURES / fixture / "cards.yaml"
    with pytest.raises(ContentError) as caught:
        load_north_africa_cards(path.parent, SHIPPED)
    problems = caught.value.problems
    assert problems and all(LOCATED.match(p) for p in problems)
    first = problems[0]
    assert first.startswith(f"{path}:"), first
    assert words.lower() in first.lower(), first
    if fixture != "north_africa_cards_malformed":
        assert first.startswith(f"{path}:{line_with(path, text)}:"), first


def test_a_missing_file_is_a_content_error(tmp_path):
    with pytest.raises(ContentError) as caught:
        load_north_africa_cards(tmp_path, SHIPPED)
    assert str(tmp_path / "cards.yaml") in str(caught.value)


def test_a_combat_card_without_its_effect_is_named(tmp_path):
    text = (SHIPPED / "cards.yaml").read_text(encoding="utf-8")
    broken = re.sub(r"\n    combat_effect: [^\n]*", "", text, count=1)
    (tmp_path / "cards.yaml").write_text(broken, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_north_africa_cards(tmp_path, SHIPPED)
    assert "combat_effect" in str(caught.value)
    assert LOCATED.match(caught.value.problems[0])


def test_an_unknown_prerequisite_is_named(tmp_path):
    text = (SHIPPED / "cards.yaml").read_text(encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(text.replace("prerequisite: torch",
                                                      "prerequisite: husky", 1),
                                         encoding="utf-8")
    path = tmp_path / "cards.yaml"
    with pytest.raises(ContentError) as caught:
        load_north_africa_cards(tmp_path, SHIPPED)
    assert caught.value.problems[0].startswith(
        f"{path}:{line_with(path, 'prerequisite: husky')}:")
    assert "unknown prerequisite 'husky'" in caught.value.problems[0]
