"""Default seat names never collide with a character of any game: a seat called like a thief
or a general reads as that character in the log and the results ("Omar | Amira Saleh")."""

from __future__ import annotations

import re

from shifting_sands.games import REGISTRY, get_spec
from shifting_sands.games.ouroboros.rules.pieces import MONSTER_TITLES, ROLE_TITLES


def character_names() -> dict[str, set[str]]:
    """Every named character or piece, per game, read from the content the games load.

    North Africa's generals are strategy cards (Rommel, Wavell, Duke of Aosta): every card
    title is taken, which covers them and any leader card added later."""
    curse = get_spec("curse_reverse").content()
    north_africa = get_spec("north_africa").content()
    names = {
        "curse_reverse": {t.name for t in curse.thieves.values()}
        | {g.name for g in curse.gods.values()},
        "ouroboros": set(ROLE_TITLES.values()) | set(MONSTER_TITLES.values()),
        "north_africa": {card.title for card in north_africa.deck.values()},
    }
    assert set(names) <= set(REGISTRY)
    return names


def words(name: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", name)}


def collisions(seat_names: list[str]) -> list[str]:
    found = []
    for game, names in character_names().items():
        for seat in seat_names:
            for name in names:
                if seat.lower() in words(name) or seat.lower() == name.lower():
                    found.append(f"{seat!r} ~ {name!r} ({game})")
    return found


def test_the_content_has_the_characters_we_expect():
    names = character_names()
    assert {"Amira Saleh", "Nadia Farouk", "Hassan El-Masri"} <= names["curse_reverse"]
    assert {"Rommel", "Montgomery", "Wavell"} <= names["north_africa"]
    assert "Archaeologist" in names["ouroboros"]


def test_the_check_finds_a_collision():
    assert collisions(["Amira", "Yasmin"]) == ["'Amira' ~ 'Amira Saleh' (curse_reverse)"]
    assert collisions(["rommel"]) and collisions(["Medic"])


def test_no_default_seat_name_is_a_character_of_any_game():
    from shifting_sands.screenshot import demo_match
    from shifting_sands.shell.setup import DEFAULT_NAMES

    assert collisions(DEFAULT_NAMES) == []
    assert len(set(DEFAULT_NAMES)) == len(DEFAULT_NAMES)
    # the command line and the screenshots name their seats from the same list
    match = demo_match(get_spec("stones"), 1, 0, 5, 0)
    assert match.names == DEFAULT_NAMES


def test_the_results_name_the_player_and_beside_it_their_character():
    """Each row: the seat's name, then the thief, role or side it played."""
    from shifting_sands.games.ouroboros.rules.pieces import ROLE_TITLES
    from shifting_sands.screenshot import demo_match

    expected = {
        "curse_reverse": ("Thief", lambda state, seat: state.thief(seat).name),
        "ouroboros": ("Role", lambda state, seat: ROLE_TITLES[state.explorers[seat].role]),
        "north_africa": ("Side", lambda state, seat: ("Axis", "Allies")[seat]),
    }
    for game, (column, character) in expected.items():
        match = demo_match(get_spec(game), 2, 12, None, 0)
        table = match.spec.score_table(match.state, match.names)
        assert table.columns[1] == column, game
        for seat, row in zip(table.order, table.rows, strict=True):
            assert row[0] == match.names[seat]
            assert row[1] == character(match.state, seat)
            assert collisions([row[0]]) == []
