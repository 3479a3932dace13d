"""Saves of a designer's own variant carry the variant (its params and hash): they load as
they were played after her file is edited or deleted, and say so; a record that does not
add up is refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shifting_sands.content import own_variants
from shifting_sands.games import get_spec
from shifting_sands.paths import saves_dir
from shifting_sands.persist.catalog import list_saves
from shifting_sands.persist.saves import SaveError, load_match, save_match
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from tests.content.test_own_variants import GOOD, write_own


@pytest.fixture(autouse=True)
def fresh() -> None:
    own_variants._CACHE.clear()
    own_variants._CARRIED.clear()


def own_match(home: Path, moves: int = 12) -> Match:
    write_own(home, GOOD)
    match = Match(get_spec("mothership"), 5, [Seat("Amira"), Seat("Tariq", "greedy")],
                  Options("my_three"))
    rng = GameRng(5)
    for _ in range(moves):
        legal = [a for a in match.state.legal_actions() if type(a).__name__ != "Land"]
        match.apply(legal[rng.randrange(len(legal))])
    return match


def test_a_save_carries_its_own_variant(user_home: Path) -> None:
    match = own_match(user_home)
    path = save_match(match, user_home / "mine.json")
    data = json.loads(path.read_text())
    record = data["own_variant"]
    assert record["id"] == "my_three" and record["params"]["actions_per_turn"] == 3
    assert record["hash"] == data["content"]["hash"]
    loaded = load_match(path)
    assert loaded.options.variant == "my_three" and loaded.notes == []
    assert loaded.state.to_dict() == match.state.to_dict()
    shipped = Match(get_spec("mothership"), 5, [Seat("A"), Seat("B")])
    assert "own_variant" not in json.loads(save_match(shipped, user_home / "s.json")
                                           .read_text())


@pytest.mark.parametrize("change", ["edited", "deleted"])
def test_it_loads_after_the_file_changes_and_says_so(user_home: Path, change: str) -> None:
    match = own_match(user_home)
    path = save_match(match, saves_dir() / "mine.json")
    own_file = user_home / "variants" / "mothership.yaml"
    if change == "edited":
        write_own(user_home, GOOD.replace("max_rounds: 60", "max_rounds: 61"))
    else:
        own_file.unlink()
    own_variants.forget_cache("mothership")
    [info] = [i for i in list_saves() if i.path == path]
    assert info.error is None
    loaded = load_match(path)
    assert loaded.options.variant.startswith("my_three~")
    assert loaded.state.rules.max_rounds == 60 and loaded.state.rules.actions_per_turn == 3
    assert loaded.notes == [f"your variant 'my_three' was {change}"
                            + (" (or is no longer valid)" if change == "deleted" else "")
                            + " since this game was saved; the game goes on with the rules "
                            "it was saved with"]
    assert get_spec("mothership").variants()[loaded.options.variant].title == (
        "My three (as saved)")
    again = save_match(loaded, user_home / "again.json")  # and it saves and loads again
    assert load_match(again).state.to_dict() == loaded.state.to_dict()


@pytest.mark.parametrize("spoil, said", [
    (lambda r: r.update(hash="0" * 64), "do not give the hash"),
    (lambda r: r["params"].update(actions_per_turn=9), "less than or equal to 6"),
    (lambda r: r.update(id="Standard"), "lower case"),
    (lambda r: r.pop("params"), "expected its id, hash and params"),
])
def test_a_bad_record_is_refused_in_one_line(user_home: Path, spoil, said: str) -> None:
    path = save_match(own_match(user_home), user_home / "mine.json")
    data = json.loads(path.read_text())
    spoil(data["own_variant"])
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert said in str(caught.value) and "\n" not in str(caught.value)
