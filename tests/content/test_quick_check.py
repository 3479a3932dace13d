"""`validate-data` is quick by default (every variant at every player count set up and played
for a stretch) and `--thorough` plays every game to its end; a damaged folder is refused
before anything is played."""

from __future__ import annotations

import pytest

from shifting_sands.games import REGISTRY, content_check
from shifting_sands.games.content_check import QUICK_BOT_MOVES, QUICK_MOVES, check_content
from shifting_sands.paths import data_dir
from tests.content.test_bad_content import copy_data, edit


@pytest.fixture
def plays(monkeypatch) -> list[tuple]:
    """Every game `check_content` plays, as (game, players, bot kind or None, move limit)."""
    played: list[tuple] = []

    def record(spec, new, seed, players, bot, limit=None):
        new(seed, players)  # the set-up itself is part of the check
        played.append((spec.id, players, bot is not None, limit))

    monkeypatch.setattr(content_check, "_play", record)
    return played


def every_table() -> set[tuple[str, int]]:
    tables = set()
    for game_id, spec in REGISTRY.items():
        _cross, games = content_check.PLAYABLE[game_id](data_dir() / game_id, spec)
        tables.update((game_id, players) for _variant, counts, _new in games
                      for players in counts)
    return tables


def test_the_quick_check_sets_up_and_plays_every_variant_at_every_player_count(plays):
    assert check_content(data_dir()) == []
    variants = sum(len(list(content_check.PLAYABLE[game_id](data_dir() / game_id, spec)[1]))
                   for game_id, spec in REGISTRY.items())
    random_plays = [play for play in plays if not play[2]]
    bot_plays = [play for play in plays if play[2]]
    assert {(game, players) for game, players, _bot, _limit in random_plays} == every_table()
    assert len(bot_plays) == variants, "one stretch of bot moves per variant"
    assert {limit for *_rest, limit in random_plays} == {QUICK_MOVES}
    assert {limit for *_rest, limit in bot_plays} == {QUICK_BOT_MOVES}


def test_the_thorough_check_plays_every_game_to_its_end(plays):
    assert check_content(data_dir(), thorough=True) == []
    tables = every_table()
    bot_plays = [play for play in plays if play[2]]
    assert {(game, players) for game, players, _bot, _limit in bot_plays} == tables
    assert {limit for *_rest, limit in bot_plays} == {None}, "to the end"


def test_a_damaged_folder_is_refused_before_any_play(tmp_path, plays):
    root = copy_data(tmp_path)
    edit(root / "maps" / "curse_red.tmx", "1,1,1,2,1,1,1\n</data>", "1,1,1,2,1,1\n</data>")
    problems = check_content(root, thorough=True)
    assert len(problems) == 1 and "the layer has 48 cells" in problems[0]
    assert plays == []
