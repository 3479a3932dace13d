"""North Africa 1940-43 engine numbers: the Division and Battlegroup Fire Tables, the column
shifts, the flank attack, the turn record and hand sizes, the plain deck, the costs of
activation, redeployment and replacements, supply range, stacking and victory thresholds,
from `data/north_africa/tables.yaml`.

The structure is the reference's (shared/reference/north-africa-facts.md, 4.2: two tables,
strength columns, d6 rows, loss points, bold Division results); the numbers are ours unless an
entry's `source` says otherwise. The rulings that use them are in docs/rules/north-africa.md
(N3 on); `scripts/na_table_odds.py` prints what each column does on average.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from shifting_sands.content.errors import LocatedValueError
from shifting_sands.content.models import StrictModel
from shifting_sands.content.yaml_loader import load_model

TURNS = 12
"""Summer 1940 to Spring 1943 (reference 1.2)."""
DIE_SIDES = 6
SEASONS = ("Summer", "Fall", "Winter", "Spring")
"""The turn order inside a year; a year's first turn is Winter (reference 1.2)."""
YEAR_CARDS = {1940: 14, 1941: 20, 1942: 21}
"""Cards per side in each year's deck [R: LR]."""
SHIFT_IDS = ("armour_vs_infantry", "infantry_vs_armour", "out_of_supply", "rommel",
             "marsh_or_minefields", "mountain")
_STRENGTH = re.compile(r"^(?P<low>[1-9][0-9]?)(?:(?P<open>\+)|-(?P<high>[1-9][0-9]?))?$")

Source = Annotated[str, Field(pattern=r"^(R|P|I|ours): \S.*$", max_length=240)]
"""Where a number comes from: `R: SUM`, `P: ACG3`, `I: ...`, or `ours: why`."""


class IntValue(StrictModel):
    value: int = Field(ge=0, le=99)
    source: Source


class PositiveValue(StrictModel):
    value: int = Field(ge=1, le=99)
    source: Source


class HalfValue(StrictModel):
    value: float = Field(gt=0, le=9, multiple_of=0.5)
    source: Source


class BoolValue(StrictModel):
    value: bool
    source: Source


class TerrainListValue(StrictModel):
    value: list[Literal["fort", "marsh", "mountain", "clear"]] = Field(min_length=1)
    source: Source


class SideValue(StrictModel):
    value: Literal["axis", "allied"]
    source: Source


class DiceModel(StrictModel):
    sides: PositiveValue

    @model_validator(mode="after")
    def six(self) -> DiceModel:
        if self.sides.value != DIE_SIDES:
            raise LocatedValueError(f"the game rolls d{DIE_SIDES}; the tables have "
                                    f"{DIE_SIDES} rows", ("sides", "value"))
        return self


class ColumnModel(StrictModel):
    strength: str = Field(min_length=1, max_length=8)
    """`7`, `7-9` or `13+`."""
    results: list[Annotated[int, Field(ge=0, le=9)]]
    """Loss points for d6 = 1..6."""
    bold: list[Annotated[int, Field(ge=1, le=DIE_SIDES)]] = []
    """The die rolls whose result is printed bold."""

    @model_validator(mode="after")
    def well_formed(self) -> ColumnModel:
        if not _STRENGTH.match(self.strength):
            raise LocatedValueError(f"strength {self.strength!r} is not a column: write "
                                    "`7`, `7-9` or `13+`", ("strength",))
        if len(self.results) != DIE_SIDES:
            raise LocatedValueError(f"{len(self.results)} result(s); a column has one per "
                                    f"die roll 1-{DIE_SIDES}", ("results",))
        for die in range(1, DIE_SIDES):
            if self.results[die] < self.results[die - 1]:
                raise LocatedValueError(f"die {die + 1} gives {self.results[die]} loss "
                                        f"point(s), fewer than die {die}'s "
                                        f"{self.results[die - 1]}: a higher roll never "
                                        "inflicts less", ("results", die))
        if sorted(set(self.bold)) != self.bold:
            raise LocatedValueError("bold lists die rolls in rising order, each once",
                                    ("bold",))
        for index, die in enumerate(self.bold):
            if self.results[die - 1] == 0:
                raise LocatedValueError(f"die {die} is bold but inflicts no loss",
                                        ("bold", index))
        return self

    @property
    def low(self) -> int:
        match = _STRENGTH.match(self.strength)
        assert match is not None
        return int(match["low"])

    @property
    def high(self) -> int | None:
        """The column's highest strength; None for the last, open column (`13+`)."""
        match = _STRENGTH.match(self.strength)
        assert match is not None
        if match["open"]:
            return None
        return int(match["high"]) if match["high"] else int(match["low"])


class FireTableModel(StrictModel):
    source: Source
    columns: list[ColumnModel] = Field(min_length=2, max_length=12)

    @model_validator(mode="after")
    def consistent(self) -> FireTableModel:
        expected = 1
        for index, column in enumerate(self.columns):
            if column.low != expected:
                raise LocatedValueError(f"column {column.strength!r} starts at "
                                        f"{column.low}; after the previous column it must "
                                        f"start at {expected} (columns cover every strength "
                                        "from 1, in order)", ("columns", index, "strength"))
            last = index == len(self.columns) - 1
            if (column.high is None) != last:
                raise LocatedValueError("only the last column is open (`13+`), and it must "
                                        "be", ("columns", index, "strength"))
            if column.high is not None:
                expected = column.high + 1
            if index:
                before = self.columns[index - 1]
                for die, (lower, higher) in enumerate(zip(before.results, column.results,
                                                          strict=True)):
                    if higher < lower:
                        raise LocatedValueError(
                            f"column {column.strength!r} gives {higher} loss point(s) on die "
                            f"{die + 1}, fewer than column {before.strength!r}'s {lower}: a "
                            "higher column never inflicts less", ("columns", index, "results",
                                                                  die))
                for die in before.bold:
                    if die not in column.bold:
                        raise LocatedValueError(
                            f"die {die} is bold in column {before.strength!r} but not in "
                            f"{column.strength!r}: bold results never stop further right",
                            ("columns", index, "bold"))
        return self


class FireTablesModel(StrictModel):
    division: FireTableModel
    battlegroup: FireTableModel

    @model_validator(mode="after")
    def same_columns(self) -> FireTablesModel:
        division, battlegroup = self.division.columns, self.battlegroup.columns
        if [c.strength for c in division] != [c.strength for c in battlegroup]:
            raise LocatedValueError("the two tables must have the same strength columns (a "
                                    "shift means the same on each)", ("battlegroup", "columns"))
        for index, (div, bg) in enumerate(zip(division, battlegroup, strict=True)):
            if bg.bold:
                raise LocatedValueError("only the Division table has bold results (reference "
                                        "4.2)", ("battlegroup", "columns", index, "bold"))
            for die, (d, b) in enumerate(zip(div.results, bg.results, strict=True)):
                if b > d:
                    raise LocatedValueError(
                        f"the Battlegroup table gives {b} on column {bg.strength!r} die "
                        f"{die + 1}, more than the Division table's {d}",
                        ("battlegroup", "columns", index, "results", die))
        return self


class ShiftModel(StrictModel):
    id: Literal["armour_vs_infantry", "infantry_vs_armour", "out_of_supply", "rommel",
                "marsh_or_minefields", "mountain"]
    columns: int = Field(ge=-9, le=9)
    fires: Literal["attacker", "defender", "either"]
    when: str = Field(min_length=1)
    source: Source


class CombatModel(StrictModel):
    fort_strength_bonus: IntValue
    retreat_spaces: PositiveValue
    disengage_retreat_spaces: PositiveValue
    armour_extra_advance: IntValue


class FlankModel(StrictModel):
    min_units: PositiveValue
    needs_armour: BoolValue
    success_at_least: PositiveValue
    per_extra_attacking_space: IntValue
    natural_one_fails: BoolValue
    forbidden_terrain: TerrainListValue

    @model_validator(mode="after")
    def on_the_die(self) -> FlankModel:
        if not 2 <= self.success_at_least.value <= DIE_SIDES:
            raise LocatedValueError(f"a flank attack succeeds on a d{DIE_SIDES} roll of 2 to "
                                    f"{DIE_SIDES} or more", ("success_at_least", "value"))
        return self


class TurnModel(StrictModel):
    turn: int = Field(ge=1, le=TURNS)
    season: Literal["Summer", "Fall", "Winter", "Spring"]
    year: int = Field(ge=1940, le=1943)
    hand_size: int = Field(ge=1, le=15)
    source: Source


class ActionRoundsModel(StrictModel):
    per_turn: PositiveValue
    first: SideValue


class DeckYearModel(StrictModel):
    year: int = Field(ge=1940, le=1942)
    joins_on_turn: int = Field(ge=1, le=TURNS)
    ops: dict[Annotated[int, Field(ge=1, le=5)], Annotated[int, Field(ge=1, le=30)]] = \
        Field(min_length=1)
    """OPS value -> how many cards of it, per side."""


class PlainDeckModel(StrictModel):
    source: Source
    years: list[DeckYearModel] = Field(min_length=3, max_length=3)
    rp_by_ops: dict[Annotated[int, Field(ge=1, le=5)], Annotated[int, Field(ge=0, le=5)]]
    rp_source: Source

    @model_validator(mode="after")
    def counts(self) -> PlainDeckModel:
        for index, year in enumerate(self.years):
            wanted = sorted(YEAR_CARDS)[index]
            if year.year != wanted:
                raise LocatedValueError(f"the years are 1940, 1941, 1942 in order; found "
                                        f"{year.year} where {wanted} belongs",
                                        ("years", index, "year"))
            total = sum(year.ops.values())
            if total != YEAR_CARDS[year.year]:
                raise LocatedValueError(f"{total} cards in the {year.year} deck; each side's "
                                        f"{year.year} deck holds {YEAR_CARDS[year.year]} "
                                        "(R: LR)", ("years", index, "ops"))
            for ops in year.ops:
                if ops not in self.rp_by_ops:
                    raise LocatedValueError(f"no RP value for a {ops}-OPS card",
                                            ("rp_by_ops",))
        joins = [y.joins_on_turn for y in self.years]
        if joins[0] != 1 or joins != sorted(set(joins)):
            raise LocatedValueError("the 1940 deck is there on turn 1 and each later year "
                                    "joins on a later turn", ("years",))
        return self


class PlainEventModel(StrictModel):
    event: Literal["Rommel", "Montgomery", "Torch"]
    turn: int = Field(ge=1, le=TURNS)
    source: Source


class ActivationModel(StrictModel):
    per_group_in_space: PositiveValue
    per_out_of_supply_unit: PositiveValue
    per_limited_supply_attacker: PositiveValue
    automatic_operation_ops: PositiveValue


class RedeploymentModel(StrictModel):
    battlegroup: PositiveValue
    division: PositiveValue


class ReplacementsModel(StrictModel):
    battlegroup_step: HalfValue
    division_step: HalfValue


class SupplyModel(StrictModel):
    full_range: PositiveValue


class StackingModel(StrictModel):
    division_points: PositiveValue
    battlegroup_points: PositiveValue
    limit_points: PositiveValue

    @model_validator(mode="after")
    def fits(self) -> StackingModel:
        if self.limit_points.value < self.division_points.value:
            raise LocatedValueError("the limit must hold at least one division",
                                    ("limit_points", "value"))
        return self


class VictoryModel(StrictModel):
    start: IntValue
    axis_automatic_at_least: IntValue
    allied_automatic_at_most: IntValue
    final_axis_at_least: IntValue
    final_allied_at_most: IntValue
    alamein_bonus: IntValue
    east_africa_bonus: IntValue
    east_africa_from_turn: PositiveValue

    @model_validator(mode="after")
    def ordered(self) -> VictoryModel:
        if not (self.allied_automatic_at_most.value < self.start.value
                < self.axis_automatic_at_least.value):
            raise LocatedValueError("the start lies strictly between the Allied and the Axis "
                                    "automatic victory levels", ("start", "value"))
        if self.final_allied_at_most.value + 1 != self.final_axis_at_least.value:
            raise LocatedValueError("the final victory levels must meet: every VP total "
                                    "gives exactly one winner", ("final_axis_at_least",
                                                                 "value"))
        if self.east_africa_from_turn.value > TURNS:
            raise LocatedValueError(f"turns run 1-{TURNS}", ("east_africa_from_turn",
                                                              "value"))
        return self


class TablesFileModel(StrictModel):
    """`data/north_africa/tables.yaml`."""

    dice: DiceModel
    fire_tables: FireTablesModel
    column_shifts: list[ShiftModel]
    combat: CombatModel
    flank_attack: FlankModel
    turns: list[TurnModel]
    action_rounds: ActionRoundsModel
    plain_deck: PlainDeckModel
    plain_deck_events: list[PlainEventModel]
    activation: ActivationModel
    redeployment: RedeploymentModel
    replacements: ReplacementsModel
    supply: SupplyModel
    stacking: StackingModel
    victory: VictoryModel

    @model_validator(mode="after")
    def consistent(self) -> TablesFileModel:
        width = len(self.fire_tables.division.columns)
        ids = [s.id for s in self.column_shifts]
        for index, shift in enumerate(self.column_shifts):
            if ids.index(shift.id) != index:
                raise LocatedValueError(f"shift {shift.id!r} is given twice",
                                        ("column_shifts", index, "id"))
            if shift.columns == 0 or abs(shift.columns) >= width:
                raise LocatedValueError(f"a shift of {shift.columns} column(s) does not fit a "
                                        f"table of {width} columns (1 to {width - 1}, either "
                                        "way)", ("column_shifts", index, "columns"))
        missing = [s for s in SHIFT_IDS if s not in ids]
        if missing:
            raise LocatedValueError(f"missing column shift(s): {', '.join(missing)}",
                                    ("column_shifts",))
        _check_turns(self.turns)
        for index, year in enumerate(self.plain_deck.years):
            if year.year > 1940:
                opening = min(t.turn for t in self.turns if t.year == year.year)
                if year.joins_on_turn < opening:  # later: a designer's delay (lab)
                    raise LocatedValueError(f"the {year.year} deck joins on turn "
                                            f"{year.joins_on_turn}, before {year.year}'s "
                                            f"first turn, {opening}",
                                            ("plain_deck", "years", index, "joins_on_turn"))
        events = [e.event for e in self.plain_deck_events]
        if len(set(events)) != len(events):
            raise LocatedValueError("an event is fixed to a turn twice", ("plain_deck_events",))
        return self


def _check_turns(turns: list[TurnModel]) -> None:
    if [t.turn for t in turns] != list(range(1, TURNS + 1)):
        raise LocatedValueError(f"the turn record lists turns 1-{TURNS} in order, once each",
                                ("turns",))
    season, year = "Summer", 1940
    for index, turn in enumerate(turns):
        if (turn.season, turn.year) != (season, year):
            raise LocatedValueError(f"turn {turn.turn} is {turn.season} {turn.year}; after "
                                    f"the previous turn it is {season} {year}",
                                    ("turns", index, "season"))
        if index and turn.hand_size < turns[index - 1].hand_size:
            raise LocatedValueError(f"the hand size falls to {turn.hand_size} on turn "
                                    f"{turn.turn}; it only rises", ("turns", index,
                                                                    "hand_size"))
        if index and turn.year == turns[index - 1].year and \
                turn.hand_size != turns[index - 1].hand_size:
            raise LocatedValueError("the hand size changes only with the year",
                                    ("turns", index, "hand_size"))
        following = SEASONS[(SEASONS.index(season) + 1) % len(SEASONS)]
        year += following == "Winter"
        season = following


@dataclass(frozen=True)
class FireResult:
    """One fire roll's outcome: the column used and the loss points; `bold` on the Division
    table may allow an overrun (ruling N13)."""

    column: int
    loss: int
    bold: bool


@dataclass(frozen=True)
class CombatTables:
    """Every engine number of North Africa, validated and frozen; `model` keeps the file's
    sources for the documents."""

    model: TablesFileModel

    def __hash__(self) -> int:
        return id(self)

    @property
    def columns(self) -> list[str]:
        return [c.strength for c in self.model.fire_tables.division.columns]

    def table(self, name: str) -> FireTableModel:
        if name not in ("division", "battlegroup"):
            raise KeyError(name)
        return getattr(self.model.fire_tables, name)

    def column_index(self, strength: int) -> int | None:
        """The column of a firing strength; None for strength 0 or less (no fire)."""
        if strength < 1:
            return None
        for index, column in enumerate(self.model.fire_tables.division.columns):
            if column.high is None or strength <= column.high:
                return index
        raise AssertionError("the last column is open")

    def shift(self, shift_id: str) -> int:
        return next(s.columns for s in self.model.column_shifts if s.id == shift_id)

    def fire(self, table: str, strength: int, shift: int, die: int) -> FireResult | None:
        """The result of one roll: the strength's column moved by `shift` (stopping at the
        table's edges, ruling N9); None when the strength cannot fire."""
        if not 1 <= die <= DIE_SIDES:
            raise ValueError(f"die {die} is not 1-{DIE_SIDES}")
        base = self.column_index(strength)
        if base is None:
            return None
        columns = self.table(table).columns
        index = min(max(base + shift, 0), len(columns) - 1)
        column = columns[index]
        return FireResult(index, column.results[die - 1], die in column.bold)

    def hand_size(self, turn: int) -> int:
        return self.model.turns[turn - 1].hand_size

    def turn_name(self, turn: int) -> str:
        entry = self.model.turns[turn - 1]
        return f"{entry.season} {entry.year}"

    def plain_deck(self, up_to_turn: int) -> list[int]:
        """One side's plain cards (OPS values, highest first) of every year deck that has
        joined by `up_to_turn`."""
        cards: list[int] = []
        for year in self.model.plain_deck.years:
            if year.joins_on_turn <= up_to_turn:
                for ops, count in year.ops.items():
                    cards += [ops] * count
        return sorted(cards, reverse=True)

    def rp_value(self, ops: int) -> int:
        return self.model.plain_deck.rp_by_ops[ops]


def load_north_africa_tables(folder: Path) -> CombatTables:
    """`folder`/tables.yaml, validated; ContentError names every problem as file:line."""
    return CombatTables(load_model(folder / "tables.yaml", TablesFileModel))


@lru_cache(maxsize=1)
def default_north_africa_tables() -> CombatTables:
    """The shipped tables, loaded and validated once per process."""
    from shifting_sands.paths import data_dir

    return load_north_africa_tables(data_dir() / "north_africa")
