"""Every game's numbers as parameters: described, in range, applied, and refused out of it."""

from __future__ import annotations

import pytest

from shifting_sands.games import REGISTRY, get_spec
from shifting_sands.rules.params import Parameter, ParameterError, check_settings
from shifting_sands.rules.protocol import Options


def test_a_parameter_checks_its_kind_and_range() -> None:
    width = Parameter("board.width", "int", 11, "hex columns", 5, 19)
    assert width.check(9) == 9 and width.check(9.0) == 9
    for bad in (4, 20, 9.5, "9", True):
        with pytest.raises(ParameterError, match=r"board\.width"):
            width.check(bad)
    memory = Parameter("memory", "choice", "none", "what owners see", choices=("none", "peek"))
    assert memory.check("peek") == "peek"
    with pytest.raises(ParameterError, match="one of none, peek"):
        memory.check("always")
    with pytest.raises(ValueError):
        Parameter("x", "int", 30, "a default out of its own range", 1, 10)


def test_check_settings_leaves_other_keys_to_the_game() -> None:
    params = [Parameter("max_rounds", "int", 60, "rounds", 10, 200)]
    assert check_settings(params, {"max_rounds": 30, "roles": ["medic"]}) == {"max_rounds": 30}


@pytest.mark.parametrize("game", ["mothership", "ouroboros"])
def test_every_variant_describes_its_numbers_and_plays_the_same_with_them(game: str) -> None:
    spec = get_spec(game)
    for variant in spec.variants():
        params = spec.parameters(variant)
        assert params, variant
        for p in params:
            assert p.meaning and p.to_dict()["name"] == p.name
        players = max(2, spec.variants()[variant].min_players)
        defaults = {p.name: p.default for p in params}
        plain = spec.new_game(5, players, Options(variant)).to_dict()
        assert spec.new_game(5, players, Options(variant, defaults)).to_dict() == plain


def test_a_mothership_setting_changes_the_game_and_is_checked_with_the_others() -> None:
    spec = get_spec("mothership")
    state = spec.new_game(1, 2, Options("standard", {"empty_cells": 16, "board.width": 9}))
    assert (state.rules.empty_cells, state.rules.width) == (16, 9)
    with pytest.raises(ParameterError, match="at most"):
        spec.new_game(1, 2, Options("standard", {"empty_cells": 40, "board.width": 9}))
    with pytest.raises(ParameterError, match="out of its range"):
        spec.new_game(1, 2, Options("standard", {"max_rounds": 5000}))


def test_an_ouroboros_deck_setting_changes_the_deck() -> None:
    spec = get_spec("ouroboros")
    state = spec.new_game(1, 4, Options("standard", {"cards.anubis": 0, "tiles.wall": 8}))
    assert dict(state.rules.cards)["anubis"] == 0 and dict(state.rules.tiles)["wall"] == 8
    with pytest.raises(ParameterError, match="at least 40"):
        spec.new_game(1, 4, Options("standard", {"tiles.wall": 0, "tiles.empty": 1}))


def test_a_changed_game_round_trips_through_its_snapshot() -> None:
    spec = get_spec("mothership")
    state = spec.new_game(3, 2, Options("standard", {"max_rounds": 25, "holding_spaces": 10}))
    again = type(state).from_dict(state.to_dict())
    assert again.rules == state.rules and again.rules.max_rounds == 25


def test_the_written_entry_is_a_variant_its_file_accepts() -> None:
    from shifting_sands.content.mothership import VariantModel

    entry = get_spec("mothership").variant_entry("standard", {"max_rounds": 30})
    assert VariantModel.model_validate(entry).max_rounds == 30


def test_every_parameter_default_is_in_its_range() -> None:
    for spec in REGISTRY.values():
        for variant in spec.variants():
            for p in spec.parameters(variant):
                assert p.check(p.default) == p.default
