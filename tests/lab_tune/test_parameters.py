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


@pytest.mark.parametrize("game", ["mothership", "ouroboros", "stones", "curse_reverse",
                                  "north_africa"])
def test_every_variant_describes_its_numbers_and_plays_the_same_with_them(game: str) -> None:
    spec = get_spec(game)
    for variant in spec.variants():
        params = spec.parameters(variant)
        assert params, variant
        for p in params:
            assert p.meaning and p.to_dict()["name"] == p.name
        players = max(2, spec.variants()[variant].min_players)
        players = min(players, spec.variants()[variant].max_players)
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


CHANGED = {
    "mothership": ("standard", 2, {"board.width": 9, "empty_cells": 16, "max_rounds": 20}),
    "ouroboros": ("standard", 4, {"tiles.wall": 6, "cards.anubis": 0, "lantern_rounds": 12,
                                  "powers.scarab": 1, "powers.guide": 3}),
    "stones": ("standard", 3, {"hand_size": 3, "end_trigger.3": 4, "one_point_bonus": 1}),
    "curse_reverse": ("standard", 3, {"base_move": 3, "attack_die.1": 3, "max_rounds": 6,
                                      "bot_trial_chance": 0.9}),
    "north_africa": ("sonnenblume", 2, {"hand_size.1941": 9, "stacking.limit_points": 8,
                                        "deck_joins.1941": 4, "victory.start": 8}),
}


@pytest.mark.parametrize("game", sorted(CHANGED))
def test_a_game_with_changed_numbers_plays_and_replays(game: str) -> None:
    from shifting_sands.sim import play_one

    spec = get_spec(game)
    variant, players, settings = CHANGED[game]
    plain = spec.new_game(2, players, Options(variant)).to_dict()
    changed = spec.new_game(2, players, Options(variant, settings))
    assert changed.to_dict() != plain
    assert type(changed).from_dict(changed.to_dict()).to_dict() == changed.to_dict()
    record = play_one(spec, 2, ["greedy"] * players, Options(variant, settings),
                      max_actions=3000 if game == "north_africa" else 20000)
    assert record.actions > 0


@pytest.mark.parametrize("game", sorted(CHANGED))
def test_a_value_out_of_range_is_refused_in_one_line(game: str) -> None:
    spec = get_spec(game)
    variant, players, _ = CHANGED[game]
    first = spec.parameters(variant)[0]
    bad = "nonsense" if first.kind != "bool" else 3
    with pytest.raises(ParameterError) as caught:
        spec.new_game(1, players, Options(variant, {first.name: bad}))
    assert "\n" not in str(caught.value) and first.name in str(caught.value)


@pytest.mark.parametrize("game", sorted(CHANGED))
def test_a_saved_game_with_changed_numbers_loads_in_a_fresh_process(game: str, tmp_path) -> None:
    """A save holds its content by hash; the fresh process that loads it knows only the
    shipped content until the options (which hold the settings) deal the game again."""
    import subprocess
    import sys

    from shifting_sands.persist.saves import save_match
    from shifting_sands.rules.driver import Driver
    from shifting_sands.rules.match import Match, Seat
    from shifting_sands.rules.rng import GameRng

    spec = get_spec(game)
    variant, players, settings = CHANGED[game]
    match = Match(spec, 4, [Seat(f"bot{n}", "greedy") for n in range(players)],
                  Options(variant, settings), match_id="")
    driver = Driver(match, {seat: spec.bot("greedy") for seat in range(players)}, GameRng(4))
    for _ in range(12):
        if match.state.is_terminal():
            break
        driver.step()
    path = save_match(match, tmp_path / "game.json")
    code = ("import sys; from shifting_sands.persist.saves import load_match; "
            "m = load_match(sys.argv[1]); print(repr(dict(m.options.settings)))")
    result = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    import ast

    loaded = ast.literal_eval(result.stdout.strip())
    assert {key: loaded[key] for key in settings} == settings


def test_the_ouroboros_powers_are_parameters_that_reach_the_pieces() -> None:
    spec = get_spec("ouroboros")
    names = [p.name for p in spec.parameters("standard")]
    assert "powers.mercenary" in names and "powers.anubis" in names
    state = spec.new_game(1, 4, Options("standard", {"powers.mercenary": 4, "powers.medic": 1}))
    powers = {e.role: e.power for e in state.explorers}
    assert powers == {"guide": 1, "mercenary": 4, "medic": 1, "archaeologist": 1}
    again = type(state).from_dict(state.to_dict())
    assert {e.role: e.power for e in again.explorers} == powers
    plain = spec.new_game(1, 4, Options("standard"))
    assert all("strength" not in str(row) for row in plain.to_dict()["fields"]["explorers"])
    assert len(plain.to_dict()["fields"]["explorers"][0]) == 6  # saves as before
