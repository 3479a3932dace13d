"""Whole-content checks of Curse Reverse that no single model can make: the counts of the rules
text, the goal cards' pairings, ids shared between decks, cartouche timings and the shape of the
four board segments.

Every problem is one `file:line: where: message` line: YAML problems name the line of the
offending key or value (found with `line_of`), segment problems the .tmx file's line of the
square at fault (its row of the CSV layer; the layer's <data> when no square is) and its
(col,row).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

from shifting_sands.content.board_graph import Grid
from shifting_sands.content.map_xml import map_lines
from shifting_sands.content.yaml_loader import line_of, parse_yaml

ITEMS = 30
ITEMS_PER_KIND = 15
GOALS_PER_GOD = 15
EVENTS = 60
TRIAL_EVENTS = 30
TRIALS = 25
CARTOUCHES = 15
TIMINGS = {"bast": "move", "mafdet": "roll", "khnum": "trial", "maat": "trial",
           "wadjet": "curse", "khonsu": "draw", "babi": "robbed"}
"""Each cartouche's timing (the rules text's wording); every one not named here is `any`."""


class CurseContent(Protocol):
    """What the checks read of `curse_reverse.CurseContent` (which imports this module, so
    this module cannot import it)."""

    gods: dict[str, Any]
    """The four gods in board order (red, blue, green, yellow), as the file model checks."""
    items: dict[str, Any]
    cartouches: dict[str, Any]
    segments: dict[str, Grid]


class _File:
    """One YAML file's text, for the line of a location."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self.text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):  # the loader has read it; be safe anyway
            self.text = ""
        try:
            self.data = parse_yaml(self.text, path)
        except ValueError:  # the loader has parsed it already
            self.data = None

    def at(self, location: tuple[Any, ...], message: str) -> str:
        """`file:line: where: message`; a whole list (one key) is named at its key's line."""
        where = ".".join(str(part) for part in location) or "(top level)"
        line = line_of(self.text, location)
        if len(location) == 1:
            line = next((n for n, text in enumerate(self.text.splitlines(), 1)
                         if text.startswith(f"{location[0]}:")), line)
        return f"{self.path}:{line}: {where}: {message}"


def timing_of(cartouche: str) -> str:
    """When the cartouche `cartouche` may be played."""
    return TIMINGS.get(cartouche, "any")


def content_problems(folder: Path, content: CurseContent) -> list[str]:
    """Every problem of `content`, loaded from `folder` (game.yaml, cards.yaml) and the
    segments in `folder`/../maps; empty when all is well."""
    game, cards = _File(folder / "game.yaml"), _File(folder / "cards.yaml")
    return [*_counts(game, cards, content), *_goals(cards, content), *_ids(cards),
            *_timings(game, content),
            *_segments(folder.parent / "maps", content.segments)]


def _counts(game: _File, cards: _File, content: CurseContent) -> Iterable[str]:
    items = list(content.items.values())
    if len(items) != ITEMS:
        yield game.at(("items",), f"{len(items)} items; the game has {ITEMS}")
    for kind in ("offensive", "defensive"):
        count = sum(1 for item in items if item.kind == kind)
        if count != ITEMS_PER_KIND:
            yield game.at(("items",), f"{count} {kind} items; the game has {ITEMS_PER_KIND}")
    if len(content.cartouches) != CARTOUCHES:
        yield game.at(("cartouches",),
                      f"{len(content.cartouches)} cartouches; the game has {CARTOUCHES}")
    gods = tuple(content.gods)
    goals = _raw(cards, "goals")
    if len(goals) != GOALS_PER_GOD * len(gods):
        yield cards.at(("goals",), f"{len(goals)} goal cards; the game has "
                                   f"{GOALS_PER_GOD * len(gods)} ({GOALS_PER_GOD} per god)")
    for god in gods:
        count = sum(1 for goal in goals if goal.get("god") == god)
        if count != GOALS_PER_GOD:
            yield cards.at(("goals",), f"{count} goal cards of the {god} god; each god has "
                                       f"{GOALS_PER_GOD}")
    events = _raw(cards, "events")
    if len(events) != EVENTS:
        yield cards.at(("events",), f"{len(events)} event cards; the game has {EVENTS}")
    trials = sum(1 for event in events if event.get("effect") == "trial")
    if trials != TRIAL_EVENTS:
        yield cards.at(("events",), f"{trials} event cards send to a Trial; exactly "
                                    f"{TRIAL_EVENTS} do (half the deck)")
    count = len(_raw(cards, "trials"))
    if count != TRIALS:
        yield cards.at(("trials",), f"{count} trial cards; the game has {TRIALS}")


def _raw(file: _File, key: str) -> list[dict[str, Any]]:
    """The entries of a top-level list, as the file holds them (ids given twice included,
    which the content's dictionaries would hide)."""
    data = file.data
    entries = data.get(key) if isinstance(data, dict) else None
    return [entry for entry in entries if isinstance(entry, dict)] \
        if isinstance(entries, list) else []


def _goals(cards: _File, content: CurseContent) -> Iterable[str]:
    goals = _raw(cards, "goals")
    known = set(content.items)
    seen_pairs: dict[frozenset[str], str] = {}
    shown: dict[str, dict[str, str]] = {god: {} for god in content.gods}
    first: dict[str, int] = {}
    for index, goal in enumerate(goals):
        god, items, card = goal.get("god"), goal.get("items") or [], goal.get("id")
        first.setdefault(str(god), index)
        for place, item in enumerate(items):
            if item not in known:
                yield cards.at(("goals", index, "items", place),
                               f"unknown item {item!r} on goal card {card!r}")
        if len(items) == 2 and items[0] == items[1]:
            yield cards.at(("goals", index, "items", 1),
                           f"goal card {card!r} shows {items[0]!r} twice")
            continue
        pair = frozenset(items)
        if pair in seen_pairs and len(pair) == 2:
            yield cards.at(("goals", index, "items"),
                           f"goal card {card!r} shows the same two items as "
                           f"{seen_pairs[pair]!r}")
        seen_pairs.setdefault(pair, str(card))
        for place, item in enumerate(items):
            if god in shown and item in known:
                if item in shown[god]:
                    yield cards.at(("goals", index, "items", place),
                                   f"{item!r} is on two {god} goal cards "
                                   f"({shown[god][item]!r} and {card!r}); each god's cards "
                                   "show every item once")
                shown[god].setdefault(item, str(card))
    for god in content.gods:
        missing = [item for item in content.items if item not in shown[god]]
        if missing and god in first:
            yield cards.at(("goals", first[god]),
                           f"the {god} goal cards never show {', '.join(missing)}; each "
                           "god's cards show every item once")


def _ids(cards: _File) -> Iterable[str]:
    seen: dict[str, str] = {}
    for deck in ("goals", "events", "trials"):
        for index, entry in enumerate(_raw(cards, deck)):
            card = entry.get("id")
            if not isinstance(card, str):
                continue
            if card in seen:
                yield cards.at((deck, index, "id"),
                               f"id {card!r} is already used in {seen[card]}")
            else:
                seen[card] = f"{deck}.{index}"


def _timings(game: _File, content: CurseContent) -> Iterable[str]:
    for index, cartouche in enumerate(content.cartouches.values()):
        wanted = timing_of(cartouche.id)
        if cartouche.timing != wanted:
            yield game.at(("cartouches", index, "timing"),
                          f"the {cartouche.name} is played at {wanted!r}, not "
                          f"{cartouche.timing!r}")


# -- the segments ---------------------------------------------------------------------------
def _segments(maps: Path, segments: dict[str, Grid]) -> Iterable[str]:
    for god, grid in segments.items():
        path = maps / f"curse_{god}.tmx"
        data = map_lines(path).data.get("board", 1)
        for message, row in _findings(grid):
            # Tiled writes a CSV layer one row of the board to a line, after <data>
            line = data + 1 + row if row is not None else data
            yield f"{path}:{line}: segment {god}: {message}"


def _squares(squares: Iterable[tuple[int, int]]) -> str:
    return ", ".join(f"({col},{row})" for col, row in squares)


def segment_problems(grid: Grid) -> list[str]:
    """What is wrong with one segment as authored: one start, one item square, a 2x2 temple,
    open edge middles, and every open square reachable from the others."""
    return [message for message, _row in _findings(grid)]


def _findings(grid: Grid) -> list[tuple[str, int | None]]:
    """Each problem of `grid` with the row of the first square it names (None: no square)."""
    problems: list[tuple[str, int | None]] = []
    for kind, what in (("start", "start (boot) square"), ("item", "item (diamond) square")):
        found = grid.where(kind)
        if len(found) != 1:
            at = f" at {_squares(found)}" if found else ""
            problems.append((f"{len(found)} {what}s{at}; a segment has exactly one",
                             found[0][1] if found else None))
    temple = grid.where("temple")
    if temple:
        col, row = min(c for c, _ in temple), min(r for _, r in temple)
        block = {(col, row), (col + 1, row), (col, row + 1), (col + 1, row + 1)}
        if set(temple) != block:
            problems.append((f"temple squares at {_squares(temple)}; a temple is four "
                             "squares in one 2x2 block", temple[0][1]))
    else:
        problems.append(("no temple squares; a temple is four squares in one 2x2 block",
                         None))
    # the middle of each edge (index 3 of 7), where the segments always join
    across, down = grid.width // 2, grid.height // 2
    for col, row in ((across, 0), (grid.width - 1, down), (across, grid.height - 1),
                     (0, down)):
        if grid.kind(col, row) in (None, "blocked"):
            problems.append((f"({col},{row}) is blocked; the middle square of each edge "
                             "must be open, where segments join", row))
    problems.extend(_connected(grid))
    return problems


def _connected(grid: Grid) -> list[tuple[str, int | None]]:
    """Open squares cut off from the rest (the temple's four squares are one space)."""
    open_squares = {(c, r) for r in range(grid.height) for c in range(grid.width)
                    if grid.kind(c, r) not in (None, "blocked")}
    if not open_squares:
        return [("no open squares", None)]
    temple = set(grid.where("temple"))
    starts = grid.where("start")
    first = starts[0] if starts else min(open_squares, key=lambda s: (s[1], s[0]))
    reached, todo = {first}, [first]
    while todo:
        square = todo.pop()
        steps = list(grid.orthogonal(*square))
        if square in temple:  # one space: entering any of its squares is entering all
            steps += sorted(temple)
        for step in steps:
            if step in open_squares and step not in reached:
                reached.add(step)
                todo.append(step)
    cut = sorted(open_squares - reached, key=lambda s: (s[1], s[0]))
    if not cut:
        return []
    return [(f"{len(cut)} open squares cannot be reached from ({first[0]},{first[1]}), first "
             f"({cut[0][0]},{cut[0][1]}): {_squares(cut)}", cut[0][1])]
