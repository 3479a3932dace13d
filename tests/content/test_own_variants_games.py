"""The designer's own variants of the four other games: Shifting Stones, Curse Reverse and
North Africa (a shipped base and parameter settings), the Ouroboros (its decks.yaml shape).
Each file is checked entry by entry (a fault is one `file:line:` line and hides neither her
other variants nor the shipped ones), listed marked as hers, and `variant new`'s commented
copy is read back by `variant check`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from shifting_sands import cli
from shifting_sands.content import own_variants
from shifting_sands.games import get_spec


@dataclass(frozen=True)
class Case:
    base: str
    name: str
    """The parameter her variant sets."""
    value: Any
    bad: Any
    """A value out of that parameter's range."""
    players: int
    overlay: bool = True


CASES = {
    "stones": Case("standard", "hand_size", 6, 60, 2),
    "curse_reverse": Case("standard", "start_items", 4, 9, 3),
    "north_africa": Case("sonnenblume", "action_rounds.per_turn", 5, 40, 2),
    "ouroboros": Case("standard", "lantern_rounds", 40, 500, 4, overlay=False),
}
GAMES = list(CASES)
OVERLAYS = [game for game, case in CASES.items() if case.overlay]


@pytest.fixture(autouse=True)
def fresh() -> None:
    own_variants._CACHE.clear()
    own_variants._CARRIED.clear()
    own_variants._SAID.clear()


def own_entry(game: str) -> dict[str, Any]:
    """Her variant `my_test`: the base with the case's setting, as her file writes it."""
    case = CASES[game]
    entry = dict(get_spec(game).variant_entry(case.base, {case.name: case.value}))
    entry.update(title="My test", description="The case's one change.")
    return entry


def own_text(game: str, **more: dict[str, Any]) -> str:
    return yaml.safe_dump({"variants": {"my_test": own_entry(game), **more}},
                          sort_keys=False, default_flow_style=False, width=1000)


def write_own(home: Path, game: str, text: str) -> Path:
    path = home / "variants" / f"{game}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def line_with(text: str, words: str, after: int = 0) -> int:
    """The 1-based number of the first line from `after` that holds `words`."""
    lines = text.splitlines()
    return next(n for n in range(after, len(lines)) if words in lines[n]) + 1


@pytest.mark.parametrize("game", GAMES)
def test_a_good_file_is_listed_marked_as_hers(game: str, user_home: Path,
                                              capsys: pytest.CaptureFixture) -> None:
    write_own(user_home, game, own_text(game))
    spec = get_spec(game)
    variants = spec.variants()
    assert variants["my_test"].own and variants["my_test"].title == "My test"
    assert not any(v.own for key, v in variants.items() if key != "my_test")
    assert CASES[game].base in variants
    parameter = {p.name: p for p in spec.parameters("my_test")}[CASES[game].name]
    assert parameter.default == CASES[game].value  # the editor's form starts from hers
    assert cli.main(["variant", "list", game]) == 0
    listed = [line for line in capsys.readouterr().out.splitlines() if "(your own)" in line]
    assert len(listed) == 1 and listed[0].startswith("my_test")


@pytest.mark.parametrize("game", GAMES)
def test_a_value_out_of_range_names_its_line_and_hides_nothing_else(
        game: str, user_home: Path, capsys: pytest.CaptureFixture) -> None:
    case = CASES[game]
    bad = own_entry(game)
    if case.overlay:
        bad["settings"] = {case.name: case.bad}
    else:
        bad[case.name] = case.bad
    text = own_text(game, too_far=bad)
    path = write_own(user_home, game, text)
    variants = get_spec(game).variants()
    assert "my_test" in variants and "too_far" not in variants
    assert case.base in variants and not variants[case.base].own
    line = line_with(text, f"{case.name}: {case.bad}")
    [fault] = capsys.readouterr().err.strip().splitlines()
    assert fault.startswith(f"shifting-sands: {path}:{line}: variants.too_far.")
    assert f"{case.name} = {case.bad} is out of its range" in fault or (
        "less than or equal to" in fault)


@pytest.mark.parametrize("game", OVERLAYS)
def test_an_unknown_base_names_its_line(game: str, user_home: Path) -> None:
    text = own_text(game).replace(f"base: {CASES[game].base}", "base: nowhere")
    path = write_own(user_home, game, text)
    book = own_variants.read_own(get_spec(game).variant_kind(), path)
    assert book.rules == {} and len(book.faults) == 1
    assert book.faults[0].startswith(f"{path}:{line_with(text, 'base: nowhere')}: ")
    assert "unknown base variant 'nowhere'" in book.faults[0]


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_parameter_names_its_line(game: str, user_home: Path) -> None:
    case = CASES[game]
    text = own_text(game)
    if case.overlay:
        text = text.replace("    settings:\n", "    settings:\n      colour: red\n")
    else:
        text = text.replace("    title: My test\n", "    title: My test\n    colour: red\n")
    path = write_own(user_home, game, text)
    book = own_variants.read_own(get_spec(game).variant_kind(), path)
    assert book.rules == {} and len(book.faults) == 1
    assert book.faults[0].startswith(f"{path}:{line_with(text, 'colour: red')}: ")
    assert "colour" in book.faults[0]


def test_a_setting_that_would_not_start_the_game_is_refused(user_home: Path) -> None:
    """Each setting in its range, together unplayable: the solo deck cannot deal a hand."""
    text = ("variants:\n  tiny:\n    title: Tiny\n    base: solo\n    settings:\n"
            "      hand_size: 10\n      solo.deck.1: 1\n      solo.deck.2: 0\n"
            "      solo.deck.3: 0\n      solo.deck.5: 0\n")
    path = write_own(user_home, "stones", text)
    book = own_variants.read_own(get_spec("stones").variant_kind(), path)
    assert book.rules == {} and "does not start with these settings" in book.faults[0]
    assert book.faults[0].startswith(f"{path}:6: ")  # the settings block


@pytest.mark.parametrize("game", GAMES)
def test_variant_new_writes_a_commented_copy_that_check_reads(
        game: str, user_home: Path, capsys: pytest.CaptureFixture) -> None:
    assert cli.main(["variant", "new", game, "--from", "standard", "--id", "my_test"]) == 0
    path = user_home / "variants" / f"{game}.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# ") and "\n  my_test:\n" in text
    spec = get_spec(game)
    if CASES[game].overlay:  # every number of the variant, each with its meaning
        base = spec.default_variant(2) if "standard" not in spec.shipped_variants() else (
            "standard")
        for parameter in spec.parameters(base):
            assert f"      {parameter.name}: " in text
            assert f"# {parameter.meaning} ({parameter.range_text()})" in text
    capsys.readouterr()
    assert cli.main(["variant", "check", game]) == 0
    assert f"{path}: 1 good variant(s): my_test" in capsys.readouterr().out
    own_variants.forget_cache(game)
    assert spec.variants()["my_test"].own
    spec.new_game(1, max(2, spec.min_players), spec_options("my_test"))
    write_own(user_home, game, text.replace("title: My test", "title: ''"))
    assert cli.main(["variant", "check", game]) == 1
    [fault] = capsys.readouterr().err.strip().splitlines()
    assert fault.startswith(f"{path}:{line_with(text, 'title: My test')}: ")


def spec_options(variant: str) -> Any:
    from shifting_sands.rules.protocol import Options

    return Options(variant)
