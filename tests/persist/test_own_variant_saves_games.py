"""Her own variant plays the game its base plays with the same settings given (`--set`),
settings a match is given win over hers, and a save of it carries it: it loads as it was
played after her file is edited or deleted, and says so (all four other games)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from shifting_sands import cli
from shifting_sands.content import own_variants
from shifting_sands.games import get_spec
from shifting_sands.persist.saves import load_match, save_match
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import CHANCE, Options
from shifting_sands.rules.rng import GameRng
from tests.content.test_own_variants_games import CASES, GAMES, own_text, write_own

MOVES = 30


@pytest.fixture(autouse=True)
def fresh() -> None:
    own_variants._CACHE.clear()
    own_variants._CARRIED.clear()
    own_variants._SAID.clear()


def played(game: str, options: Options, seed: int = 7) -> tuple[Any, list[Any]]:
    """The state after MOVES seeded random moves (chance drawn by the state), and the moves."""
    spec = get_spec(game)
    state = spec.new_game(seed, CASES[game].players, options)
    rng, codec, trail = GameRng(seed), spec.state_class.codec, []
    for _ in range(MOVES):
        if state.is_terminal():
            break
        if state.current_player == CHANCE:
            action = state.draw_chance()
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        trail.append(codec.encode(action))
        state.apply(action)
    return state, trail


def numbers(game: str, state: Any) -> Any:
    """What the game plays with: the whole state for an overlay (her variant plays the base
    itself), the state's deck and lantern numbers (not its id or title) for the Ouroboros."""
    if CASES[game].overlay:
        return state.to_dict()
    from shifting_sands.content.ouroboros import rules_hash

    return rules_hash(state.rules.__class__(**{**state.rules.__dict__, "id": "x",
                                               "title": "x", "description": "x"}))


@pytest.mark.parametrize("game", GAMES)
def test_her_variant_plays_as_its_base_with_the_same_settings(game: str,
                                                              user_home: Path) -> None:
    case = CASES[game]
    write_own(user_home, game, own_text(game))
    mine, my_moves = played(game, Options("my_test"))
    theirs, their_moves = played(game, Options(case.base, {case.name: case.value}))
    assert my_moves == their_moves and numbers(game, mine) == numbers(game, theirs)
    plain, _ = played(game, Options(case.base))  # the setting is felt: not the plain base
    assert numbers(game, plain) != numbers(game, mine)
    low = get_spec(game).parameters(case.base)  # a match's own setting wins over hers
    given = {p.name: p for p in low}[case.name]
    other = given.low if case.value != given.low else given.high
    over, _ = played(game, Options("my_test", {case.name: other}))
    base_over, _ = played(game, Options(case.base, {case.name: other}))
    assert numbers(game, over) == numbers(game, base_over) != numbers(game, mine)


def test_lab_plays_her_variant_as_the_base_with_set(user_home: Path,
                                                     capsys: pytest.CaptureFixture) -> None:
    write_own(user_home, "stones", own_text("stones"))

    def lab(*argv: str) -> dict[str, Any]:
        capsys.readouterr()
        assert cli.main(["lab", "stones", "--games", "3", "--jobs", "1", "--bots",
                         "greedy,random", "--json", "--out-chart",
                         str(user_home / "c.png"), *argv]) == 0
        return json.loads(capsys.readouterr().out)

    mine = lab("--variants", "my_test")
    theirs = lab("--variants", "standard", "--set", "hand_size=6")
    plain = lab("--variants", "standard")

    def games(report: dict[str, Any]) -> Any:
        """What was played (not how long it took)."""
        summary = report["variants"][0]["summary"]
        return summary["turns"], summary["win_rates"], summary["players"]

    assert games(mine) == games(theirs)
    assert games(plain) != games(theirs)


def own_match(game: str, home: Path) -> Match:
    write_own(home, game, own_text(game))
    spec = get_spec(game)
    seats = [Seat("Amira")] + [Seat(f"Bot {n}", "greedy") for n in range(CASES[game].players - 1)]
    match = Match(spec, 5, seats, Options("my_test"))
    rng = GameRng(5)
    for _ in range(12):
        if match.state.is_terminal():
            break
        if match.state.current_player == CHANCE:
            match.apply_chance()
            continue
        legal = match.state.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    return match


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("change", ["kept", "edited", "deleted"])
def test_a_save_of_her_variant_loads_after_her_file_changes(game: str, change: str,
                                                            user_home: Path) -> None:
    case = CASES[game]
    match = own_match(game, user_home)
    path = save_match(match, user_home / "mine.json")
    record = json.loads(path.read_text())["own_variant"]
    assert record["id"] == "my_test"
    assert (record["params"]["settings"] if case.overlay else record["params"]) [case.name] \
        == case.value
    own_file = user_home / "variants" / f"{game}.yaml"
    if change == "edited":
        own_file.write_text(own_file.read_text().replace(
            f"{case.name}: {case.value}", f"{case.name}: {case.value + 1}"))
    elif change == "deleted":
        own_file.unlink()
    own_variants.forget_cache(game)
    loaded = load_match(path)
    assert loaded.state.to_dict() == match.state.to_dict()
    if change == "kept":
        assert loaded.options.variant == "my_test" and loaded.notes == []
        return
    assert loaded.options.variant.startswith("my_test~")
    how = "edited" if change == "edited" else "deleted (or is no longer valid)"
    assert loaded.notes == [f"your variant 'my_test' was {how} since this game was saved; "
                            "the game goes on with the rules it was saved with"]
    assert get_spec(game).variants()[loaded.options.variant].title == "My test (as saved)"
    again = save_match(loaded, user_home / "again.json")  # and it saves and loads again
    assert load_match(again).state.to_dict() == loaded.state.to_dict()
