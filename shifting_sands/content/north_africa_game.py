"""Everything a game of North Africa 1940-43 plays with, loaded together: the map, the units,
the engine's numbers, the strategy cards and the plain deck (ruling N22), known by one hash.

A state names its content by that hash (`content_by_hash`), so a save, an undo entry or a
search sample finds the very content its game was played with, whichever folder it came from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

from shifting_sands.content.board_graph import BoardMap
from shifting_sands.content.errors import ContentError
from shifting_sands.content.identity import canonical, content_hash
from shifting_sands.content.load_once import remembered
from shifting_sands.content.maps import load_map
from shifting_sands.content.north_africa import SIDES, Unit, load_north_africa_units
from shifting_sands.content.north_africa_cards import Card, load_north_africa_cards
from shifting_sands.content.north_africa_map_checks import map_problems, places_named
from shifting_sands.content.north_africa_scenarios import (
    Scenario,
    check_scenarios,
    load_north_africa_scenarios,
)
from shifting_sands.content.north_africa_stacking import stacking_problems
from shifting_sands.content.north_africa_tables import CombatTables, load_north_africa_tables
from shifting_sands.content.yaml_loader import line_of, read_content

MAP_FILE = "north_africa.tmx"
SIDE_LETTER = {"axis": "A", "allied": "L"}


@dataclass(frozen=True, eq=False)
class NorthAfricaContent:
    board: BoardMap
    units: dict[str, Unit]
    tables: CombatTables
    deck: dict[str, Card] = field(default_factory=dict)
    """The strategy cards by id (`ax41_rommel`); empty content plays the plain deck only."""
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    """The scenarios by id (`campaign`, `sonnenblume`; rulings N80-N84)."""

    @cached_property
    def digest(self) -> str:
        return content_hash({"board": canonical(self.board),
                             "units": canonical(list(self.units.values())),
                             "tables": self.tables.model.model_dump(mode="json"),
                             "cards": canonical(list(self.deck.values())),
                             "scenarios": canonical(list(self.scenarios.values()))})

    @cached_property
    def stack_points(self) -> dict[str, int]:
        """Each unit's stacking points (N19): a division's or a battlegroup's."""
        model = self.tables.model.stacking
        return {unit_id: model.division_points.value if unit.size == "division"
                else model.battlegroup_points.value for unit_id, unit in self.units.items()}

    @cached_property
    def cards(self) -> dict[str, int]:
        """Every card of both sides, plain and strategy (id -> OPS): `A41-07` is the plain
        Axis 1941 deck's 7th, `ax41_rommel` a strategy card."""
        cards: dict[str, int] = {card.id: card.ops for card in self.deck.values()}
        for side in SIDES:
            for year in self.tables.model.plain_deck.years:
                values = sorted((ops for ops, n in year.ops.items() for _ in range(n)),
                                reverse=True)
                for index, ops in enumerate(values, 1):
                    cards[f"{SIDE_LETTER[side]}{year.year % 100:02d}-{index:02d}"] = ops
        return cards

    def year_cards(self, side: str, joins_on_turn: int, plain: bool = False) -> list[str]:
        """The card ids of `side`'s year deck that joins on `joins_on_turn` (none otherwise):
        the strategy cards, or the plain deck's with `plain`."""
        for year in self.tables.model.plain_deck.years:
            if year.joins_on_turn == joins_on_turn:
                if not plain:
                    return [c.id for c in self.deck.values()
                            if c.side == side and c.year == year.year]
                prefix = f"{SIDE_LETTER[side]}{year.year % 100:02d}-"
                return [c for c in self.cards if c.startswith(prefix)]
        return []

    def side_cards(self, side: str, up_to_turn: int, plain: bool = False) -> list[str]:
        """Every card of `side`'s year decks joined by `up_to_turn`."""
        return [card for year in self.tables.model.plain_deck.years
                if year.joins_on_turn <= up_to_turn
                for card in self.year_cards(side, year.joins_on_turn, plain)]


_LOADED: dict[str, NorthAfricaContent] = {}


@remembered
def load_north_africa(folder: Path) -> NorthAfricaContent:
    """`folder` (data/north_africa) with the map beside it in ../maps; ContentError names
    every problem as file:line."""
    problems: list[str] = []
    loaded = []
    for load in (lambda: load_map(folder.parent / "maps" / MAP_FILE),
                 lambda: load_north_africa_units(folder),
                 lambda: load_north_africa_tables(folder),
                 lambda: load_north_africa_cards(folder),
                 lambda: load_north_africa_scenarios(folder)):
        try:
            loaded.append(load())
        except ContentError as exc:
            problems.extend(exc.problems)
    if problems:
        raise ContentError(problems)
    board, units, tables, deck, scenarios = loaded
    problems.extend(map_problems(folder.parent / "maps" / MAP_FILE, board,
                                 places_named(units, scenarios)))
    spaces = {space.name for space in board.spaces}
    path = folder / "units.yaml"
    text = read_content(path)
    for index, unit in enumerate(units.values()):
        for place in (unit.start, unit.arrives.where if unit.arrives else None, *unit.rebuild):
            if place and place not in spaces and place != TORCH_LANDING:
                line = line_of(text, ("units", index, "start" if place == unit.start or (
                    unit.arrives and place == unit.arrives.where) else "rebuild"))
                problems.append(f"{path}:{line}: unit {unit.id!r}: {place!r} is not a space "
                                f"or box of {MAP_FILE}")
    try:
        check_scenarios(folder, scenarios,
                        spaces={s.name for s in board.spaces if not s.box},
                        boxes={s.name for s in board.spaces if s.box}, units=units, cards=deck,
                        turns=len(tables.model.turns),
                        year_joins={y.year: y.joins_on_turn
                                    for y in tables.model.plain_deck.years})
    except ContentError as exc:
        problems.extend(exc.problems)
    content = NorthAfricaContent(board, units, tables, deck, scenarios)
    if not problems:  # every set-up within the stacking limit (N19)
        problems += stacking_problems(folder, units, scenarios,
                                      {s.name for s in board.spaces if not s.box},
                                      tables.model.stacking.limit_points.value,
                                      content.stack_points)
    if problems:
        raise ContentError(problems)
    _LOADED[content.digest] = content
    return content


TORCH_LANDING = "Torch landing"
"""The placeholder the units file uses for the Torch landing spaces (ruling N27)."""


@lru_cache(maxsize=1)
def default_north_africa() -> NorthAfricaContent:
    from shifting_sands.paths import data_dir

    return load_north_africa(data_dir() / "north_africa")


def content_by_hash(digest: str) -> NorthAfricaContent | None:
    """The loaded content with this hash (the shipped content is loaded to look), or None."""
    if digest not in _LOADED:
        default_north_africa()
    return _LOADED.get(digest)
