"""North Africa 1940-43 scenarios from `data/north_africa/scenarios.yaml`: each a set-up (the
turns it spans, the decks and cards, the units and control that differ from the campaign's
start, the VP and RP) and a way to win (rulings N80-N84).

The file is checked on its own (pydantic) and against the rest of the content by
`check_scenarios` (names of units, spaces, cards, year decks and turns), which the North
Africa loader calls; every problem is reported as `file:line: message`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from shifting_sands.content.errors import ContentError, LocatedValueError
from shifting_sands.content.models import StrictModel
from shifting_sands.content.yaml_loader import line_of, load_model, read_content

FILE = "scenarios.yaml"
ELIMINATED = "Eliminated"
"""The box of units eliminated for good (the engine's `table.ELIMINATED`): a unit may start
there, though it is no space of the map."""

Source = Annotated[str, Field(pattern=r"^(R|P|I|H|ours)(: |$)\S?.*$", max_length=240)]
Name = Annotated[str, Field(min_length=1, max_length=60)]
CardId = Annotated[str, Field(pattern=r"^(ax|al)(40|41|42)_[a-z0-9_]+$", max_length=40)]


class Number(StrictModel):
    value: int = Field(ge=0, le=99)
    source: Source


class CardsModel(StrictModel):
    in_effect: list[CardId] = Field(default_factory=list)
    removed: list[CardId] = Field(default_factory=list)


class PlacementModel(StrictModel):
    unit: Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)]
    place: Name
    reduced: bool = False
    source: Source


class ControlModel(StrictModel):
    side: Literal["axis", "allied"]
    spaces: list[Name] = Field(min_length=1)
    source: Source


class RpModel(StrictModel):
    axis: Number
    allied: Number


class ObjectiveModel(StrictModel):
    name: Name
    spaces: list[Name] = Field(min_length=1)
    points: int = Field(ge=1, le=9)
    source: Source


class VictoryModel(StrictModel):
    rule: Literal["campaign", "objectives"]
    objectives: list[ObjectiveModel] | None = None
    axis_wins_at_least: Number | None = None

    @model_validator(mode="after")
    def _complete(self) -> VictoryModel:
        if self.rule == "objectives" and (not self.objectives
                                          or self.axis_wins_at_least is None):
            raise LocatedValueError("rule 'objectives' needs objectives and "
                                    "axis_wins_at_least", ("rule",))
        if self.rule == "campaign" and (self.objectives or self.axis_wins_at_least):
            raise LocatedValueError("rule 'campaign' takes no objectives (tables.yaml's "
                                    "victory rules apply)", ("rule",))
        return self


class ScenarioModel(StrictModel):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=30)
    title: Name
    blurb: Annotated[str, Field(min_length=1, max_length=400)]
    first_turn: Number
    last_turn: Number
    decks: list[Literal[1940, 1941, 1942]] = Field(min_length=1)
    cards: CardsModel = Field(default_factory=CardsModel)
    placements: list[PlacementModel] = Field(default_factory=list)
    control: list[ControlModel] = Field(default_factory=list)
    vp: Number | None = None
    rp: RpModel | None = None
    victory: VictoryModel

    @model_validator(mode="after")
    def _consistent(self) -> ScenarioModel:
        if self.first_turn.value < 1:
            raise LocatedValueError("the first turn is 1 or later", ("first_turn", "value"))
        if self.last_turn.value < self.first_turn.value:
            raise LocatedValueError("the last turn comes before the first",
                                    ("last_turn", "value"))
        seen: set[str] = set()
        for index, placed in enumerate(self.placements):
            if placed.unit in seen:
                raise LocatedValueError(f"unit {placed.unit!r} is placed twice",
                                        ("placements", index, "unit"))
            seen.add(placed.unit)
        spaces: set[str] = set()
        for index, change in enumerate(self.control):
            for n, space in enumerate(change.spaces):
                if space in spaces:
                    raise LocatedValueError(f"{space!r} is given a side twice",
                                            ("control", index, "spaces", n))
                spaces.add(space)
        return self


class ScenariosFileModel(StrictModel):
    scenarios: list[ScenarioModel] = Field(min_length=1)

    @model_validator(mode="after")
    def _ids(self) -> ScenariosFileModel:
        ids: set[str] = set()
        for index, scenario in enumerate(self.scenarios):
            if scenario.id in ids:
                raise LocatedValueError(f"scenario id {scenario.id!r} twice",
                                        ("scenarios", index, "id"))
            if scenario.id == "plain":
                raise LocatedValueError("'plain' is the campaign with the plain deck, not a "
                                        "scenario id", ("scenarios", index, "id"))
            ids.add(scenario.id)
        if "campaign" not in ids:
            raise LocatedValueError("the file needs the 'campaign' scenario", ("scenarios",))
        return self


@dataclass(frozen=True)
class Objective:
    name: str
    spaces: tuple[str, ...]
    points: int


@dataclass(frozen=True)
class Placement:
    unit: str
    place: str
    reduced: bool


@dataclass(frozen=True)
class Scenario:
    """One scenario as the engine reads it (N80-N84)."""

    id: str
    title: str
    blurb: str
    first_turn: int
    last_turn: int
    decks: tuple[int, ...]
    in_effect: tuple[str, ...]
    removed: tuple[str, ...]
    placements: tuple[Placement, ...]
    control: tuple[tuple[str, tuple[str, ...]], ...]
    """(side, spaces) blocks: the spaces whose control differs from the map's start."""
    vp: int | None
    rp: tuple[int, int]
    rule: str
    objectives: tuple[Objective, ...]
    axis_wins_at_least: int


def _scenario(model: ScenarioModel) -> Scenario:
    victory = model.victory
    return Scenario(
        model.id, model.title, " ".join(model.blurb.split()), model.first_turn.value,
        model.last_turn.value, tuple(model.decks), tuple(model.cards.in_effect),
        tuple(model.cards.removed),
        tuple(Placement(p.unit, p.place, p.reduced) for p in model.placements),
        tuple((change.side, tuple(change.spaces)) for change in model.control),
        model.vp.value if model.vp else None,
        (model.rp.axis.value, model.rp.allied.value) if model.rp else (0, 0),
        victory.rule,
        tuple(Objective(o.name, tuple(o.spaces), o.points) for o in victory.objectives or ()),
        victory.axis_wins_at_least.value if victory.axis_wins_at_least else 0)


def load_north_africa_scenarios(folder: Path) -> dict[str, Scenario]:
    """Every scenario of `folder`/scenarios.yaml by id, in file order, checked on its own
    (the names it uses are checked by `check_scenarios`)."""
    data = load_model(folder / FILE, ScenariosFileModel)
    return {model.id: _scenario(model) for model in data.scenarios}


def check_scenarios(folder: Path, scenarios: dict[str, Scenario], *, spaces: set[str],
                    boxes: set[str], units: dict[str, object], cards: dict[str, object],
                    turns: int, year_joins: dict[int, int]) -> None:
    """The names the scenarios use against the loaded content: units of units.yaml, spaces
    and boxes of the map, cards of cards.yaml, turns of the turn record, the year decks
    joined by the first turn, and no unit arriving before the first turn left unplaced.
    `units`/`cards` are the loaded Unit/Card objects by id. ContentError names every problem
    as file:line."""
    path = folder / FILE
    text = read_content(path)
    problems: list[str] = []

    def problem(location: tuple[str | int, ...], message: str) -> None:
        problems.append(f"{path}:{line_of(text, location)}: "
                        f"{'.'.join(str(p) for p in location)}: {message}")

    for i, scenario in enumerate(scenarios.values()):
        at: tuple[str | int, ...] = ("scenarios", i)
        for field, turn in (("first_turn", scenario.first_turn),
                            ("last_turn", scenario.last_turn)):
            if turn > turns:
                problem((*at, field, "value"), f"turn {turn}: the turn record has {turns}")
        joined = sorted(y for y, t in year_joins.items() if t <= scenario.first_turn)
        if sorted(scenario.decks) != joined:
            problem((*at, "decks"), f"the year decks joined by turn {scenario.first_turn} "
                                    f"are {joined}, not {sorted(scenario.decks)}")
        for kind, ids in (("in_effect", scenario.in_effect), ("removed", scenario.removed)):
            for n, card_id in enumerate(ids):
                card = cards.get(card_id)
                if card is None:
                    problem((*at, "cards", kind, n), f"unknown card {card_id!r} (not in "
                                                     "cards.yaml)")
                elif kind == "in_effect" and not getattr(card, "permanent", False):
                    problem((*at, "cards", kind, n), f"card {card_id!r} is not permanent: "
                                                     "only a permanent event stays in effect")
        placed = {p.unit for p in scenario.placements}
        for n, placement in enumerate(scenario.placements):
            if placement.unit not in units:
                problem((*at, "placements", n, "unit"),
                        f"unknown unit {placement.unit!r} (not in units.yaml)")
            if placement.place not in spaces | boxes | {ELIMINATED}:
                problem((*at, "placements", n, "place"),
                        f"{placement.place!r} is not a space or box of the map")
        for unit_id, unit in units.items():
            arrives = getattr(unit, "arrives", None)
            turn = getattr(arrives, "turn", None)
            if turn is not None and turn < scenario.first_turn and unit_id not in placed:
                problem((*at, "placements"), f"unit {unit_id!r} arrives on turn {turn}, "
                                             f"before turn {scenario.first_turn}: place it")
        for n, (_side, names) in enumerate(scenario.control):
            for k, space in enumerate(names):
                if space not in spaces:
                    problem((*at, "control", n, "spaces", k),
                            f"{space!r} is not a space of the map")
        for n, objective in enumerate(scenario.objectives):
            for k, space in enumerate(objective.spaces):
                if space not in spaces:
                    problem((*at, "victory", "objectives", n, "spaces", k),
                            f"{space!r} is not a space of the map")
    if problems:
        raise ContentError(problems)

