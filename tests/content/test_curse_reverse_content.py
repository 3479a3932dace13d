"""Curse Reverse content: the shipped game.yaml and cards.yaml load and keep every count and
pairing of the rules text and our design; broken copies of a small valid folder
(fixtures/curse_reverse_*/, each a `curse_reverse/` folder with `maps/` beside it) are named as
`file:line: message`, by the loader and by validate_folder."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from shifting_sands.content.board_graph import Cell, Grid
from shifting_sands.content.curse_reverse import (
    CARTOUCHES,
    GODS,
    THIEVES,
    default_curse_reverse,
    load_curse_reverse,
)
from shifting_sands.content.curse_reverse_checks import segment_problems, timing_of
from shifting_sands.content.errors import ContentError
from shifting_sands.content.validate import LOADERS, READS, validate_folder
from shifting_sands.paths import data_dir

SHIPPED = data_dir() / "curse_reverse"
FIXTURES = Path(__file__).parent / "fixtures"
LOCATED = re.compile(r"^.+:\d+: .+$")
CONTENT = default_curse_reverse()


# -- the shipped content --------------------------------------------------------------------
def test_the_shipped_content_loads_and_validates():
    assert load_curse_reverse(SHIPPED).goals == CONTENT.goals
    assert LOADERS["curse_reverse"] is load_curse_reverse
    assert READS["curse_reverse"] == ("game.yaml", "cards.yaml")
    assert validate_folder(data_dir()) == []


def test_both_files_say_whose_design_they_are():
    for name in READS["curse_reverse"]:
        head = (SHIPPED / name).read_text(encoding="utf-8").splitlines()[:4]
        assert head[0].startswith("#") and "Shifting Sands team's own design" in " ".join(head)


def test_the_variants_and_components():
    standard, judges = CONTENT.variants["standard"], CONTENT.variants["table_judges"]
    assert standard.title == "Standard"
    assert (standard.bot_trial_chance, standard.table_judges_bots) == (0.5, False)
    assert (judges.bot_trial_chance, judges.table_judges_bots) == (0.5, True)
    parts = CONTENT.components
    assert parts.curse_tiles == 30 and parts.base_move == 2
    assert parts.attack_die == parts.defence_die == [0, 0, 1, 1, 1, 2]
    assert (parts.items_per_diamond, parts.items_per_diamond_five) == (2, 1)
    assert (parts.start_items, parts.start_cartouches) == (3, 1)


def test_the_gods_and_thieves():
    assert list(CONTENT.gods) == list(GODS)
    assert [g.name for g in CONTENT.gods.values()] == ["Ra", "Hapi", "Osiris", "Anubis"]
    assert CONTENT.gods["red"].temple == "Temple of Ra"
    assert CONTENT.gods["yellow"].colour == "#D9A21F"
    assert sorted(CONTENT.thieves) == sorted(THIEVES)
    for thief in CONTENT.thieves.values():
        assert thief.pack == thief.move_spaces == 6
        assert len(thief.traits) == 4 and len(set(thief.traits)) == 4
    assert len({t.name for t in CONTENT.thieves.values()}) == len(THIEVES)


def test_thirty_items_fifteen_of_each_kind():
    assert len(CONTENT.items) == 30
    assert Counter(i.kind for i in CONTENT.items.values()) == {"offensive": 15, "defensive": 15}
    assert CONTENT.items["sharp_feather"].kind == "offensive"
    assert CONTENT.items["rusted_birdcage"].name == "Rusted Birdcage"
    assert CONTENT.items["scorpion_jar"].name == "Scorpion in a Jar"
    assert CONTENT.items["rusted_birdcage"].kind == CONTENT.items["fresh_apple"].kind \
        == "defensive"


def test_sixty_goal_cards_fifteen_per_god_each_a_perfect_pairing():
    assert len(CONTENT.goals) == 60
    for god in GODS:
        cards = CONTENT.goals_of(god)
        assert cards == [f"{god}_{n:02d}" for n in range(1, 16)]
        shown = [item for card in cards for item in CONTENT.goals[card].items]
        assert sorted(shown) == sorted(CONTENT.items), god


def test_no_two_goal_cards_show_the_same_pair():
    pairs = [frozenset(goal.items) for goal in CONTENT.goals.values()]
    assert all(len(pair) == 2 for pair in pairs)
    assert len(set(pairs)) == len(pairs)
    decks = [{frozenset(CONTENT.goals[c].items) for c in CONTENT.goals_of(g)} for g in GODS]
    assert all(not a & b for a, b in combinations(decks, 2))


def test_the_red_deck_holds_the_birdcage_or_apple_card_of_the_rules_text():
    assert any(set(goal.items) == {"rusted_birdcage", "fresh_apple"} and goal.god == "red"
               for goal in CONTENT.goals.values())


def test_sixty_events_half_of_them_trials():
    events = list(CONTENT.events.values())
    assert len(events) == 60
    effects = Counter(e.effect for e in events)
    assert effects["trial"] == 30
    assert set(effects) == {"trial", "bag_items", "cartouche", "curse_self", "curse_others",
                            "cleanse_self", "go_start", "rotate_here", "return_item",
                            "free_move"}
    assert len({e.title for e in events}) == 60


NUMBERS = {1: "one", 2: "two"}


def test_every_event_text_says_what_its_effect_does():
    says = {
        "trial": lambda n: "A Trial follows at the end of your turn",
        "bag_items": lambda n: f"Take {NUMBERS[n]} item{'s' if n > 1 else ''} from the bag",
        "cartouche": lambda n: "Take a Cartouche",
        "curse_self": lambda n: f"Take {NUMBERS[n]} Curse tile{'s' if n > 1 else ''}",
        "curse_others": lambda n: "Every other thief takes one Curse tile",
        "cleanse_self": lambda n: "Return all your Curse tiles",
        "go_start": lambda n: "You wake at your boot square",
        "rotate_here": lambda n: "segment you stand on turns a quarter turn clockwise",
        "return_item": lambda n: "Return one item of your choice from your pack to the bag",
        "free_move": lambda n: "Take a free Move now. Where it ends triggers no event",
    }
    for event in CONTENT.events.values():
        assert says[event.effect](event.count) in event.text, event.id
        if event.effect in ("curse_self", "bag_items"):
            assert event.count in (1, 2), event.id
        else:
            assert event.count == 1, event.id


def test_twenty_five_trials_with_the_three_named_by_the_rules_text():
    trials = {t.title: t for t in CONTENT.trials.values()}
    assert len(CONTENT.trials) == len(trials) == 25
    assert "Use at least one of your Traits" in trials["Scorpion Ravine"].scenario
    assert "You may use only one of your Traits" in trials["Cat Swarm"].scenario
    assert trials["Sandstorm"].modifier_title and trials["Sandstorm"].modifier
    for trial in trials.values():
        assert 2 <= len(trial.scenario) <= 4, trial.id  # a situation and 1-3 rules
    assert len({t.modifier_title for t in trials.values()}) == 25


KEY_WORDS = {
    "aker": ("wrap movement", "rightmost map", "leftmost map"),
    "apep": ("additional Turn action",),
    "aten": ("Remove all Curse Tiles",),
    "babi": ("successfully robbed", "additional item"),
    "bast": ("Double or halve", "before their movement has begun"),
    "bennu": ("Swap positions", "same board"),
    "khnum": ("additional Modifier", "before the timer is started"),
    "khonsu": ("draw three and pick one",),
    "maat": ("must use this item", "You keep your item"),
    "mafdet": ("Re-roll any one robbery dice result",),
    "menhit": ("non-path spaces", "begin and end on the path"),
    "nekhbet": ("Swap an item in your pack",),
    "nut": ("exchange any one Goal card", "same God"),
    "set": ("up to 4 Curse Tiles", "Max of 2 per player"),
    "wadjet": ("give them to another player", "being given the curse tiles"),
}


@pytest.mark.parametrize("key", CARTOUCHES)
def test_each_cartouche_keeps_the_rules_text_wording_and_timing(key):
    cartouche = CONTENT.cartouches[key]
    expected = "Cartouche of Ma'at" if key == "maat" else f"Cartouche of {key.capitalize()}"
    assert cartouche.name == expected
    assert all(words in cartouche.text for words in KEY_WORDS[key]), cartouche.text
    assert "\n" not in cartouche.text
    assert cartouche.timing == timing_of(key)


def test_the_timings_of_the_cartouches():
    timings = {key: c.timing for key, c in CONTENT.cartouches.items()}
    assert {k: t for k, t in timings.items() if t != "any"} == {
        "bast": "move", "mafdet": "roll", "khnum": "trial", "maat": "trial",
        "wadjet": "curse", "khonsu": "draw", "babi": "robbed"}


def test_ids_are_unique_across_the_decks():
    ids = [*CONTENT.goals, *CONTENT.events, *CONTENT.trials]
    assert len(ids) == len(set(ids)) == 145


@pytest.mark.parametrize("god", GODS)
def test_each_shipped_segment_has_its_shape_in_every_turn(god):
    grid = CONTENT.segments[god]
    for turns in range(4):
        assert segment_problems(grid.rotated(turns)) == [], (god, turns)


# -- broken folders -------------------------------------------------------------------------
def test_the_good_fixture_loads_and_validates():
    root = FIXTURES / "curse_reverse_good"
    content = load_curse_reverse(root / "curse_reverse")
    assert len(content.goals) == 60 and content.items["fishing_hook"].flavour == "Junk."
    assert validate_folder(root, ["curse_reverse"]) == []
    assert validate_folder(root / "curse_reverse") == []


BROKEN = {
    # fixture: (file, text on the line named (None: line 1), part of the message)
    "malformed": ("curse_reverse/cards.yaml", '{id: "sandstorm", [broken',
                  "YAML syntax error"),
    "unknown_item": ("curse_reverse/cards.yaml", '"golden_toaster"',
                     "goals.1.items.1: unknown item 'golden_toaster' on goal card 'red_02'"),
    "wrong_count": ("curse_reverse/cards.yaml", "trials:",
                    "trials: 24 trial cards; the game has 25"),
    "duplicate_id": ("curse_reverse/cards.yaml", '{id: "ev_tailwind", title: "The Labyrinth',
                     "trials.18.id: id 'ev_tailwind' is already used in events.57"),
    "wrong_timing": ("curse_reverse/game.yaml", '{id: "bast"',
                     "cartouches.4.timing: the Cartouche of Bast is played at 'move', not "
                     "'any'"),
    # a segment's problem names the line of its first square's row in the CSV layer
    "two_starts": ("maps/curse_red.tmx", "2,1,7,1,2,4,2,",
                   "segment red: 2 start (boot) squares at (2,3), (3,6)"),
    "cut_path": ("maps/curse_red.tmx", "1,1,1,2,1,1,1,",
                 "segment red: 5 open squares cannot be reached from (2,3), first (3,0)"),
    "malformed_tmx": ("maps/curse_blue.tmx", "</map>", "malformed XML: mismatched tag"),
}


def expected(case: str) -> tuple[Path, int, str]:
    name, needle, words = BROKEN[case]
    path = FIXTURES / f"curse_reverse_{case}" / name
    if needle is None:
        return path, 1, words
    lines = path.read_text(encoding="utf-8").splitlines()
    hits = [n for n, line in enumerate(lines, 1) if needle in line]
    assert len(hits) == 1, (needle, hits)
    return path, hits[0], words


def the_problem(problems: list[str], path: Path, line: int, words: str) -> None:
    assert problems, "no problem reported"
    assert all(LOCATED.match(p) and "\n" not in p for p in problems), problems
    named = [p for p in problems if p.startswith(f"{path}:{line}: ")]
    assert named, (problems, f"{path}:{line}")
    assert any(words in p for p in named), (named, words)


@pytest.mark.parametrize("case", BROKEN)
def test_the_loader_names_the_file_and_line(case):
    path, line, words = expected(case)
    with pytest.raises(ContentError) as caught:
        load_curse_reverse(FIXTURES / f"curse_reverse_{case}" / "curse_reverse")
    the_problem(caught.value.problems, path, line, words)


@pytest.mark.parametrize("case", BROKEN)
def test_validate_folder_reports_a_broken_fixture_root(case):
    path, line, words = expected(case)
    problems = validate_folder(FIXTURES / f"curse_reverse_{case}", ["curse_reverse"])
    the_problem(problems, path, line, words)
    assert len(problems) == len(set(problems))  # a map's problem is said once


def test_an_unknown_item_also_leaves_its_god_short_of_the_item_it_replaced():
    problems = validate_folder(FIXTURES / "curse_reverse_unknown_item", ["curse_reverse"])
    assert any("the red goal cards never show mallet" in p for p in problems), problems


def test_only_the_broken_part_is_reported():
    for case in ("malformed", "wrong_count", "duplicate_id", "wrong_timing", "two_starts",
                 "cut_path", "malformed_tmx"):
        problems = validate_folder(FIXTURES / f"curse_reverse_{case}", ["curse_reverse"])
        assert len(problems) == 1, (case, problems)


# -- the other checks, on a copy of the good fixture -----------------------------------------
def broken_copy(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """The good fixture with `old` replaced once by `new` in `name`; the file's path."""
    shutil.copytree(FIXTURES / "curse_reverse_good", tmp_path, dirs_exist_ok=True)
    path = tmp_path / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def problems_of(tmp_path: Path) -> list[str]:
    with pytest.raises(ContentError) as caught:
        load_curse_reverse(tmp_path / "curse_reverse")
    assert caught.value.problems == validate_folder(tmp_path, ["curse_reverse"])
    return caught.value.problems


def line_with(path: Path, needle: str) -> int:
    """The first line starting with `needle` (after any indentation and list dash)."""
    return next(n for n, line in enumerate(path.read_text().splitlines(), 1)
                if line.lstrip(" -").startswith(needle))


def test_a_goal_card_showing_one_item_twice(tmp_path):
    path = broken_copy(tmp_path, "curse_reverse/cards.yaml", '["broken_khopesh", "mallet"]',
                       '["mallet", "mallet"]')
    line = line_with(path, '{id: "red_02"')
    the_problem(problems_of(tmp_path), path, line,
                "goals.1.items.1: goal card 'red_02' shows 'mallet' twice")


def test_an_item_on_two_cards_of_one_god_and_a_pair_on_two_cards(tmp_path):
    cards = (FIXTURES / "curse_reverse_good/curse_reverse/cards.yaml").read_text()
    blue = re.search(r'\{id: "blue_01", god: "blue", items: \["(\w+)", "(\w+)"\]\}', cards)
    assert blue
    first, second = blue.groups()
    path = broken_copy(tmp_path, "curse_reverse/cards.yaml", '["broken_khopesh", "mallet"]',
                       f'["{first}", "{second}"]')
    problems = problems_of(tmp_path)
    the_problem(problems, path, line_with(path, '{id: "blue_01"'),
                "goal card 'blue_01' shows the same two items as 'red_02'")
    for item in (first, second):  # named at the other red card showing it
        other = next(n for n, line in enumerate(path.read_text().splitlines(), 1)
                     if '"red_02"' not in line and '"red_' in line and f'"{item}"' in line)
        the_problem(problems, path, other, f"'{item}' is on two red goal cards ('red_02' and")
    the_problem(problems, path, line_with(path, '{id: "red_01"'),
                "the red goal cards never show broken_khopesh, mallet")


def test_an_item_of_the_wrong_kind_upsets_both_counts(tmp_path):
    path = broken_copy(tmp_path, "curse_reverse/game.yaml", '"Bent Spear", kind: "offensive"',
                       '"Bent Spear", kind: "defensive"')
    problems = problems_of(tmp_path)
    line = line_with(path, "items:")
    the_problem(problems, path, line, "items: 14 offensive items; the game has 15")
    the_problem(problems, path, line, "items: 16 defensive items; the game has 15")


def test_an_event_deck_with_too_few_trials(tmp_path):
    path = broken_copy(tmp_path, "curse_reverse/cards.yaml", '{id: "ev_bell", effect: "trial"',
                       '{id: "ev_bell", effect: "cartouche"')
    the_problem(problems_of(tmp_path), path, line_with(path, "events:"),
                "29 event cards send to a Trial; exactly 30 do")


def grid(rows: list[str]) -> Grid:
    kinds = {".": "blocked", "#": "path", "T": "temple", "D": "item", "S": "start"}
    return Grid("board", len(rows[0].split()), len(rows), tuple(
        tuple(Cell(kinds[ch], 0) for ch in row.split()) for row in rows))


GOOD_SEGMENT = [". . . # . . .",
                ". T T # # . .",
                ". T T . # . .",
                "# # S # # D #",
                ". . . # . . .",
                ". . . # . . .",
                ". . . # . . ."]


def test_segment_shapes():
    assert segment_problems(grid(GOOD_SEGMENT)) == []
    no_item = [row.replace("D", "#") for row in GOOD_SEGMENT]
    assert segment_problems(grid(no_item)) == [
        "0 item (diamond) squares; a segment has exactly one"]
    long_temple = [*GOOD_SEGMENT[:3], "# T S # # D #", *GOOD_SEGMENT[4:]]
    assert segment_problems(grid(long_temple)) == [
        "temple squares at (1,1), (2,1), (1,2), (2,2), (1,3); a temple is four squares in "
        "one 2x2 block"]
    closed = [*GOOD_SEGMENT[:6], ". . . . . . ."]
    assert segment_problems(grid(closed)) == [
        "(3,6) is blocked; the middle square of each edge must be open, where segments join"]


def test_the_temple_is_one_space_for_paths():
    # the start and the item square reach the top edge only through the temple
    through = grid([". . . # . . .",
                    ". . . # . . .",
                    ". . . T T . .",
                    "# # S T T # #",
                    ". . . # . D .",
                    ". . . # . . .",
                    ". . . # . . ."])
    assert segment_problems(through) == []
    no_temple = Grid("board", 7, 7, tuple(
        tuple(Cell("blocked", 0) if cell.kind == "temple" else cell for cell in row)
        for row in through.rows))
    assert segment_problems(no_temple)[-1] == (
        "8 open squares cannot be reached from (2,3), first (3,0): (3,0), (3,1), (5,3), "
        "(6,3), (3,4), (5,4), (3,5), (3,6)")
