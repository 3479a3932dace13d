"""The Ouroboros content: the shipped difficulties load and play to the end; broken decks
files (fixtures/ouroboros_*/decks.yaml) are one `file:line: message` each, from the loader,
from validate_folder and from `shifting-sands validate-data DIR`."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from shifting_sands.content.errors import ContentError
from shifting_sands.content.ouroboros import (
    MIN_TILES,
    RELICS,
    OuroborosRules,
    PursuitRule,
    default_ouroboros,
    load_ouroboros,
    rules_hash,
)
from shifting_sands.content.validate import validate_folder
from shifting_sands.games.content_check import check_content
from shifting_sands.games.ouroboros.rules.setup import new_ouroboros_game
from shifting_sands.games.ouroboros.spec import OuroborosSpec
from shifting_sands.paths import data_dir
from shifting_sands.rules.rng import GameRng
from tests.cli.test_cli import run

SHIPPED = data_dir() / "ouroboros"
FIXTURES = Path(__file__).parent / "fixtures"
LOCATED = re.compile(r"^.+:\d+: .+$")
SPEC = OuroborosSpec()


# -- the shipped decks ----------------------------------------------------------------------
def test_the_shipped_decks_load_with_a_standard_difficulty():
    variants = load_ouroboros(SHIPPED)
    assert variants == default_ouroboros()
    assert "standard" in variants and len(variants) >= 2
    assert set(SPEC.variants()) == set(variants)


@pytest.mark.parametrize("key", list(default_ouroboros()))
def test_each_difficulty_keeps_the_promises_of_our_decks(key):
    rules = default_ouroboros()[key]
    tiles, cards = dict(rules.tiles), dict(rules.cards)
    assert sum(tiles.values()) >= MIN_TILES
    assert tiles["empty"] >= 1 and tiles["eye"] >= 2
    assert all(cards[half] == 1 for half in RELICS)
    assert OuroborosRules.from_dict(rules.to_dict()) == rules


def test_each_difficulty_has_a_lenient_twin_with_the_same_decks():
    shipped = default_ouroboros()
    strict = [key for key, rules in shipped.items() if rules.pursuit is PursuitRule.STRICT]
    assert {"easy", "standard", "hard"} <= set(strict)
    for key in strict:
        twin = shipped[f"{key}_lenient"]
        assert twin.pursuit is PursuitRule.LENIENT
        assert (twin.tiles, twin.cards, twin.lantern_rounds) == (
            shipped[key].tiles, shipped[key].cards, shipped[key].lantern_rounds)


def test_a_rule_set_saved_before_the_pursuit_rule_keeps_the_lenient_readings():
    data = default_ouroboros()["standard"].to_dict()
    del data["pursuit"]
    assert OuroborosRules.from_dict(data).pursuit is PursuitRule.LENIENT


def test_difficulties_differ_in_their_identity():
    hashes = {rules_hash(rules) for rules in default_ouroboros().values()}
    assert len(hashes) == len(default_ouroboros())


@pytest.mark.parametrize("key", list(default_ouroboros()))
def test_every_difficulty_plays_to_the_end_with_greedy_bots(key):
    rules = default_ouroboros()[key]
    bot = SPEC.bot("greedy")
    for seed in range(3):
        state = new_ouroboros_game(rules, seed)
        rng = GameRng(seed)
        for _ in range(4 * 4 * (rules.lantern_rounds + 1) * 3):
            if state.is_terminal():
                break
            view = state.view_for(state.current_player)
            state.apply(bot.choose(view, state.legal_actions(), rng))
        assert state.is_terminal(), (key, seed)
        outcome = state.outcome()
        assert outcome.cooperative and len(set(outcome.returns)) == 1


def test_the_shipped_folder_validates_and_its_games_play():
    assert validate_folder(data_dir()) == []
    assert check_content(SHIPPED) == []


# -- broken decks files ---------------------------------------------------------------------
def test_the_good_fixture_loads_with_its_own_numbers(tmp_path):
    variants = load_ouroboros(FIXTURES / "ouroboros_good")
    assert list(variants) == ["standard", "short"]
    standard = variants["standard"]
    assert standard.lantern_rounds == 20
    assert dict(standard.tiles) == {"empty": 24, "wall": 8, "eye": 10}
    assert dict(standard.cards)["mummy"] == 2 and dict(standard.cards)["anubis"] == 0
    assert validate_folder(game_folder(tmp_path, "good")) == []


BROKEN = {
    # fixture: (text on the line named, part of the message)
    "unknown_card": ("sphinx: 2", "unknown card kind 'sphinx'"),
    "missing_half": ("    cards:", "exactly one relic_tail"),
    "two_heads": ("relic_head: 2", "exactly one relic_head"),
    "too_few_tiles": ("empty: 5", "it needs at least 40"),
    "negative_count": ("wall: -1", "tiles.wall: Input should be greater than or equal to 0"),
    "no_standard": ("classic:", "must include 'standard'"),
    "malformed": ("scarab: [1", "YAML syntax error"),
    "bad_pursuit": ("pursuit: relaxed", "'strict' or 'lenient'"),
}


def expected_line(path: Path, needle: str, case: str) -> set[int]:
    """Where the problem must be named: the line with `needle`; a whole deck's problem at
    the deck's first line (where its mapping starts, as the loader locates a value)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    hits = [n for n, line in enumerate(lines, 1) if needle in line]
    assert hits, needle
    if case == "missing_half":  # the first variant's cards, the one missing its tail
        hits = [hits[0] + 1]
    elif case in ("two_heads", "too_few_tiles"):  # the second variant's deck, from its key
        key = "cards:" if case == "two_heads" else "tiles:"
        hits = [max(n for n, line in enumerate(lines, 1) if key in line and n < hits[0]) + 1]
    elif case == "malformed":  # the parser notices the open list on the line after
        hits = [hits[0], hits[0] + 1]
    return set(hits)


def the_problem(problems: list[str], path: Path, lines: set[int], words: str) -> None:
    assert len(problems) == 1, problems
    problem = problems[0]
    assert LOCATED.match(problem) and "\n" not in problem, problem
    assert any(problem.startswith(f"{path}:{line}: ") for line in lines), (problem, lines)
    assert words in problem, problem


@pytest.mark.parametrize("case", BROKEN)
def test_a_broken_decks_file_is_one_located_problem(case):
    path = FIXTURES / f"ouroboros_{case}" / "decks.yaml"
    needle, words = BROKEN[case]
    with pytest.raises(ContentError) as caught:
        load_ouroboros(path.parent)
    the_problem(caught.value.problems, path, expected_line(path, needle, case), words)


def game_folder(tmp_path: Path, case: str) -> Path:
    """The fixture as the `ouroboros` folder validate-data expects."""
    folder = tmp_path / "ouroboros"
    folder.mkdir()
    shutil.copy(FIXTURES / f"ouroboros_{case}" / "decks.yaml", folder / "decks.yaml")
    return folder


@pytest.mark.parametrize("case", BROKEN)
def test_validate_folder_names_the_file_and_line(tmp_path, case):
    folder = game_folder(tmp_path, case)
    path = folder / "decks.yaml"
    needle, words = BROKEN[case]
    the_problem(validate_folder(folder), path, expected_line(path, needle, case), words)


@pytest.mark.parametrize("case", BROKEN)
def test_validate_data_exits_1_naming_the_file_and_line(tmp_path, user_home, case):
    folder = game_folder(tmp_path, case)
    path = folder / "decks.yaml"
    needle, words = BROKEN[case]
    result = run("validate-data", str(folder), home=user_home)
    assert result.returncode == 1, result.stdout + result.stderr
    printed = [line for line in result.stdout.splitlines() if line.strip()]
    the_problem(printed, path, expected_line(path, needle, case), words)
    assert "Traceback" not in result.stderr


def test_validate_data_passes_the_good_fixture(tmp_path, user_home):
    result = run("validate-data", str(game_folder(tmp_path, "good")), home=user_home)
    assert result.returncode == 0, result.stdout + result.stderr
