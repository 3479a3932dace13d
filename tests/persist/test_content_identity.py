"""Content identity: saves record the content a match plays with; a save made with other
content is refused in one line (or migrated), never replayed into another game; undo
snapshots name the content instead of copying it; the Load list tells from headers alone."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from shifting_sands.content import mothership as mothership_content
from shifting_sands.content import stones as stones_content
from shifting_sands.content.mothership import load_mothership
from shifting_sands.content.stones import load_stones
from shifting_sands.games import get_spec
from shifting_sands.games.mothership.rules.actions import Place, Pull, Push
from shifting_sands.paths import data_dir
from shifting_sands.persist.catalog import latest_save, list_saves
from shifting_sands.persist.saves import SaveError, inspect_save, load_match, save_match
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.rng import GameRng
from tests.persist.test_saves import played

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(tmp_path))
    return tmp_path


def data_copy(tmp_path: Path, game: str, edit: Callable[[str], str], name: str) -> Path:
    """A copy of the shipped `data/<game>` folder with `name` edited by `edit`."""
    folder = tmp_path / "data" / game
    shutil.copytree(data_dir() / game, folder)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    edited = edit(text)
    assert edited != text
    path.write_text(edited, encoding="utf-8")
    return folder


def use_stones(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    content = load_stones(folder)
    monkeypatch.setattr(stones_content, "default_stones", lambda: content)


def use_mothership(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    rule_sets = load_mothership(folder)
    monkeypatch.setattr(mothership_content, "default_mothership", lambda: rule_sets)


def card_worth_more(text: str) -> str:
    return text.replace("  - id: S01\n    points: 1", "  - id: S01\n    points: 2", 1)


def mothership_mid_turn(seed: int = 4) -> Match:
    """A Mothership match in round 3 with two moves of the current turn taken (undoable)."""
    match = Match(get_spec("mothership"), seed, [Seat("Amira"), Seat("Tariq", "greedy")])
    rng = GameRng(seed)
    while match.state.round < 3 or match.state.done:
        legal = [a for a in match.state.legal_actions()
                 if type(a).__name__ not in ("Land", "Peek")]
        match.apply(legal[rng.randrange(len(legal))])
    for _ in range(2):
        match.apply(next(a for a in match.state.legal_actions()
                         if isinstance(a, Push | Pull | Place)))
    assert len(match.state._undo_stack) == 2
    return match


# -- the header --------------------------------------------------------------------
def test_a_save_records_its_content(home: Path) -> None:
    path = save_match(played(10), home / "s.json")
    data = json.loads(path.read_text())
    spec = get_spec("stones")
    assert data["content"] == {"id": "stones", "hash": spec.content_hash("standard")}
    assert "Content: stones " in inspect_save(path)


def test_the_hash_is_of_the_content_not_of_the_file(tmp_path: Path) -> None:
    """Comments and layout change nothing; a card's points do."""
    commented = data_copy(tmp_path / "a", "stones", lambda t: "# a new comment\n" + t.replace(
        "rows: [\"BIRD HORSE\"]", "rows:\n      - \"BIRD HORSE\""), "patterns.yaml")
    changed = data_copy(tmp_path / "b", "stones", card_worth_more, "patterns.yaml")
    shipped = stones_content.CONTENTS.ref(stones_content.default_stones())
    assert stones_content.CONTENTS.ref(load_stones(commented)) == shipped
    assert stones_content.CONTENTS.ref(load_stones(changed)) != shipped


# -- other content -----------------------------------------------------------------
def test_a_stones_save_made_with_other_cards_is_refused_in_one_line(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(played(10), home / "s.json")
    before = path.read_bytes()
    load_match(path)  # the same content: it loads
    use_stones(monkeypatch, data_copy(tmp_path, "stones", card_worth_more, "patterns.yaml"))
    with pytest.raises(SaveError) as caught:
        load_match(path)
    line = str(caught.value)
    assert "\n" not in line
    assert "made with other Shifting Stones content" in line
    assert "data/stones changed since" in line and "start a new game" in line
    with pytest.raises(SaveError, match="other Shifting Stones content"):
        inspect_save(path)
    assert path.read_bytes() == before  # never written


def test_a_mothership_save_made_with_another_rule_set_is_refused(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_match(mothership_mid_turn(), home / "m.json")
    before = path.read_bytes()
    folder = data_copy(tmp_path, "mothership",
                       lambda t: t.replace("max_rounds: 60", "max_rounds: 40", 1), "variants.yaml")
    use_mothership(monkeypatch, folder)
    with pytest.raises(SaveError, match=r"other Land the Mothership content \(the 'standard' "
                                        r"variant in data/mothership changed since\)"):
        load_match(path)
    assert path.read_bytes() == before


def test_new_words_for_a_variant_are_not_other_content(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    match = mothership_mid_turn()
    path = save_match(match, home / "m.json")
    folder = data_copy(tmp_path, "mothership",
                       lambda t: t.replace("The 2012 original.", "The first edition.", 1),
                       "variants.yaml")
    use_mothership(monkeypatch, folder)
    assert load_match(path).state.to_dict()["fields"] == match.state.to_dict()["fields"]


def test_a_game_may_migrate_a_save_made_with_other_content(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A change the game knows how to carry a save over (here: the solo deck, which a
    two-player game never reads) is migrated instead of refused."""
    match = played(10)
    path = save_match(match, home / "saves" / "s.json")
    use_stones(monkeypatch, data_copy(tmp_path, "stones",
                                      lambda t: t.replace("strikes_to_lose: 4",
                                                          "strikes_to_lose: 5", 1),
                                      "stones.yaml"))
    with pytest.raises(SaveError, match="other Shifting Stones content"):
        load_match(path)
    spec = get_spec("stones")

    def migrate(data: dict) -> dict:  # the header and every reference in the snapshot
        old, new = data["content"]["hash"], spec.content_hash("standard")
        return json.loads(json.dumps(data).replace(old, new))

    monkeypatch.setattr(type(spec), "migrate_content", lambda self, data: migrate(data),
                        raising=False)
    assert load_match(path).log == match.log
    [info] = list_saves()
    assert info.other_content is None and info.resumable


def test_a_malformed_content_record_is_one_line(home: Path) -> None:
    path = save_match(played(4), home / "s.json")
    data = json.loads(path.read_text())
    data["content"] = "stones"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="bad content record"):
        load_match(path)


# -- the Load list -----------------------------------------------------------------
def test_the_load_list_marks_other_content_without_replaying(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shifting_sands.games.stones.rules.state import StonesState

    path = save_match(played(10), home / "saves" / "mine.json")
    use_stones(monkeypatch, data_copy(tmp_path, "stones", card_worth_more, "patterns.yaml"))

    def no_replay(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the Load list must not replay or rebuild a game")

    monkeypatch.setattr(Match, "replayed", no_replay)
    monkeypatch.setattr(StonesState, "_from_fields", classmethod(no_replay))
    [info] = list_saves()
    assert info.path == path and info.error is None
    assert info.other_content is not None
    assert "made with other Shifting Stones content" in info.other_content
    assert not info.resumable and latest_save() is None


# -- snapshots hold content by reference --------------------------------------------
def test_undo_snapshots_name_the_rule_set_instead_of_copying_it(home: Path) -> None:
    match = mothership_mid_turn()
    rules = match.state.rules
    path = save_match(match, home / "m.json")
    snapshot = json.loads(path.read_text())["snapshot"]
    reference = get_spec("mothership").content_hash("standard")
    assert snapshot["fields"]["rules"] == reference
    assert [entry["rules"] for entry in snapshot["undo"]] == [reference, reference]
    text = json.dumps(snapshot)
    assert "holding_spaces" not in text and "The 2012 original" not in text
    loaded = load_match(path)
    held = loaded.state.rules
    assert held == rules
    loaded.undo()
    # one rule set, by reference: the object registered under the hash (an earlier test in
    # the same process may have registered an equal one before this match was made)
    assert loaded.state.rules is held is mothership_content.RULE_SETS.resolve(reference)
    match.undo()
    assert match.state.rules == rules
    assert match.state.rules is mothership_content.RULE_SETS.resolve(reference)


def test_stones_snapshots_name_their_content(home: Path) -> None:
    match = played(7)
    state = match.state
    assert state.can_undo()
    entry = state._undo_stack[-1]
    assert entry["content"] == get_spec("stones").content_hash("standard")
    state.undo()
    assert state.content is stones_content.default_stones()


def test_a_test_board_survives_undo(home: Path) -> None:
    """Content that is not shipped (a test's own rule set) is still found by reference."""
    from shifting_sands.content.mothership import MothershipRules
    from shifting_sands.games.mothership.rules.setup import new_mothership_game

    rules = MothershipRules(id="tiny", width=7, height=7, empty_cells=6, holding_spaces=4)
    state = new_mothership_game(rules, 3, 2)
    rng = GameRng(3)
    while state.done == [] or not state.can_undo():
        legal = [a for a in state.legal_actions() if type(a).__name__ not in ("Land", "Peek")]
        state.apply(legal[rng.randrange(len(legal))])
    state.undo()
    assert state.rules is rules


# -- saves from before content ids --------------------------------------------------
@pytest.mark.parametrize("name", ["stones-before-content-id.json",
                                  "mothership-before-content-id.json",
                                  "mothership-landing-at-start-era.json"])
def test_saves_from_before_content_ids_still_load(home: Path, name: str) -> None:
    path = home / name
    shutil.copy(FIXTURES / name, path)
    match = load_match(path)
    assert path.read_bytes() == (FIXTURES / name).read_bytes()
    saved = json.loads((FIXTURES / name).read_text())
    assert "content" not in saved and len(match.log) == len(saved["actions"])
    assert len(match.state._undo_stack) == len(saved["snapshot"]["undo"])
    while match.can_undo():
        match.undo()
    again = save_match(load_match(path), home / "again.json")
    data = json.loads(again.read_text())
    assert data["content"]["id"] == saved["game"]
    assert all(not isinstance(e.get("rules"), dict) for e in data["snapshot"]["undo"])
    assert load_match(again).log == load_match(path).log
    print(f"\n{name}: {path.stat().st_size} bytes as saved before content ids, "
          f"{again.stat().st_size} bytes saved now")
