"""The Ouroboros test builder itself: maps read and drawn back, decks and rules as given,
and mistakes refused (a tile nobody sees, an explorer in the dark)."""

from __future__ import annotations

import pytest

from shifting_sands.games.ouroboros.rules.pieces import Status, Tile
from shifting_sands.games.ouroboros.rules.state import OuroborosState

from .ouroboros_builders import build, draw_map, parse_map, seat, who

EVERYONE = {"guide": (1, 1), "mercenary": (1, 1), "medic": ((0, 1), "down"),
            "archaeologist": (2, 0)}


def test_a_map_reads_as_printed_and_draws_back():
    rows = ["#.e",
            "Llr",
            " . "]
    tiles = parse_map(rows, origin=(5, -1))
    assert tiles[(5, -1)] == Tile("wall") and tiles[(7, -1)] == Tile("eye")
    assert tiles[(5, 0)] == Tile("empty", ledge=True) and tiles[(6, 0)] == Tile("eye", ledge=True)
    assert tiles[(7, 0)] == Tile("wall", broken=True) and (5, 1) not in tiles
    state = build(rows, origin=(5, -1), explorers={r: (6, 0) for r in EVERYONE})
    assert draw_map(state, (5, -1), (3, 3)) == ["#.e", "Llr", " . "]
    with pytest.raises(ValueError, match="unknown map character"):
        parse_map(["x"])


def test_explorers_monsters_decks_and_turn_are_as_given():
    state = build(["..#", "..."], explorers=EVERYONE, relics={"mercenary": ["relic_head"]},
                  monsters=[("scarab", (1, 1), "guide"), ("mummy", (2, 1), None, "anubis")],
                  tiles=["eye", "wall"], cards=["tremor", "mummy"], discard=["darkness"],
                  current="medic", round=7)
    assert isinstance(state, OuroborosState)
    assert who(state, "medic").status is Status.DOWN and who(state, "medic").pos == (0, 1)
    assert who(state, "mercenary").relics == ("relic_head",)
    assert state.monsters[1].quarry == seat(state, "guide") and state.monsters[2].card == "anubis"
    assert state.tile_deck == ["eye", "wall"] and state.draw_deck == ["tremor", "mummy"]
    assert (state.current_player, state.round, state.first_seat) == (2, 7, 0)
    # the game's own rules hold exactly what was placed
    assert dict(state.rules.tiles) == {"empty": 5, "wall": 2, "eye": 1}
    cards = {k: n for k, n in state.rules.cards if n}
    assert cards == {"tremor": 1, "darkness": 1, "mummy": 1, "scarab": 1, "relic_head": 1,
                     "anubis": 1}


def test_a_built_state_survives_a_save():
    state = build(["..#", "..."], explorers=EVERYONE, monsters=[("scarab", (1, 1), "guide")],
                  tiles=["eye"], cards=["tremor"])
    again = OuroborosState.from_dict(state.to_dict())
    assert again.view_for(0) == state.view_for(0)


def test_mistakes_are_refused():
    with pytest.raises(ValueError, match="nobody sees"):
        build([".    ."], explorers={r: (0, 0) for r in EVERYONE})
    with pytest.raises(ValueError, match="in the dark"):
        build(["."], explorers={**{r: (0, 0) for r in EVERYONE}, "guide": (3, 3)})
    with pytest.raises(ValueError, match="missing"):
        build(["."], explorers={"guide": (0, 0)})
