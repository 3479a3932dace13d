"""North Africa 1940-43 content, units only for now: every division and battlegroup of both
sides, from `data/north_africa/units.yaml`.

The reference (shared/reference/north-africa-facts.md, section 3) gives the counter structure,
the nationalities and their activation groups, and a few named units; the factors and most
units are ours (docs/rules/north-africa-units.md). REFERENCE_UNITS lists what the reference
names, and the loader refuses a file that leaves one out.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag, model_validator

from shifting_sands.content.errors import ContentError, LocatedValueError
from shifting_sands.content.models import StrictModel
from shifting_sands.content.yaml_loader import line_of, load_model, read_content

SIDES = ("axis", "allied")
TURNS = 12
"""Summer 1940 to Spring 1943, three months a turn (reference 1.2)."""

NATIONALITIES: dict[str, dict[str, str]] = {
    "axis": {
        "German": "German/Vichy/Iraqi/Egyptian",
        "Vichy French": "German/Vichy/Iraqi/Egyptian",
        "Iraqi": "German/Vichy/Iraqi/Egyptian",
        "Egyptian": "German/Vichy/Iraqi/Egyptian",
        "Italian": "Italian",
    },
    "allied": {
        "British": "British/Commonwealth/minor Allies",
        "Commonwealth": "British/Commonwealth/minor Allies",
        "Indian": "British/Commonwealth/minor Allies",
        "South African": "British/Commonwealth/minor Allies",
        "Australian": "British/Commonwealth/minor Allies",
        "New Zealand": "British/Commonwealth/minor Allies",
        "Free French": "British/Commonwealth/minor Allies",
        "Polish": "British/Commonwealth/minor Allies",
        "Greek": "British/Commonwealth/minor Allies",
        "Belgian": "British/Commonwealth/minor Allies",
        "US": "US/US-controlled Free French",
        "US-controlled Free French": "US/US-controlled Free French",
        "LRDG": "LRDG",
    },
}
"""Nationality -> activation group (reference 3.3: each group costs 1 OPS per space)."""
OUR_NATIONALITIES = frozenset({"Australian", "New Zealand", "Greek", "Belgian"})
"""Ours: the reference names the Commonwealth "(Indian, South African, etc.)" and the minor
Allies "(Free French, Polish, others)"; these fill its "etc." and "others"."""


@dataclass(frozen=True)
class NamedUnit:
    """A unit the reference names: the attributes it gives (None: not given)."""

    id: str
    side: str
    nationality: str
    size: str | None = None
    arm: str | None = None
    start: str | None = None
    """A place or box, or `event:<title>` for units an event brings."""
    source: str = ""


REFERENCE_UNITS: tuple[NamedUnit, ...] = (
    NamedUnit("it_1bs", "axis", "Italian", "division", "infantry", None, "P: OBW2"),
    NamedUnit("it_2bs", "axis", "Italian", "division", "infantry", "Buerat", "P: OBW2"),
    NamedUnit("it_4bs", "axis", "Italian", "division", "infantry", "Sidi Azeiz", "P: OBW2"),
    NamedUnit("it_1lib", "axis", "Italian", "division", "infantry", "Sidi Azeiz", "P: OBW2"),
    NamedUnit("it_2lib", "axis", "Italian", "division", "infantry", "Sidi Azeiz", "P: OBW2"),
    NamedUnit("it_gds", "axis", "Italian", "division", None, "Addis Ababa", "P: OBW1; I"),
    NamedUnit("it_afr", "axis", "Italian", "division", None, None, "P: OBW1; R: SUM"),
    NamedUnit("it_keren1", "axis", "Italian", "battlegroup", "infantry", "Keren", "P: OBW2"),
    NamedUnit("it_keren2", "axis", "Italian", "battlegroup", "infantry", "Keren", "P: OBW2"),
    NamedUnit("it_jijiga", "axis", "Italian", "battlegroup", "infantry", "Jijiga", "P: OBW2"),
    NamedUnit("it_gondar", "axis", "Italian", "battlegroup", None, "Gondar", "P: OBW2"),
    NamedUnit("it_kismayu", "axis", "Italian", "battlegroup", None, "Kismayu", "P: OBW2"),
    NamedUnit("it_ghimbi", "axis", "Italian", "battlegroup", None, "Ghimbi", "P: OBW2"),
    NamedUnit("uk_kassala", "allied", "British", "battlegroup", "infantry", "Kassala",
              "P: OBW2"),
    NamedUnit("uk_gallabat", "allied", "British", "battlegroup", None, "Gallabat", "P: OBW2"),
    NamedUnit("uk_somaliland", "allied", "British", "battlegroup", None, "Berbera", "P: OBW2"),
    NamedUnit("uk_suez", "allied", "British", "battlegroup", "infantry", "Suez", "P: OBW1"),
    NamedUnit("cw_kar", "allied", "Commonwealth", "battlegroup", None, "Nairobi", "P: OBW2"),
    NamedUnit("uk_armbg", "allied", "British", "battlegroup", "armour", "Reserve Box", "P: OBW1"),
    NamedUnit("au_16bde", "allied", "Australian", "battlegroup", "infantry", "Reserve Box",
              "P: OBW1 (a Commonwealth infantry BG)"),
    NamedUnit("ff_1bde", "allied", "Free French", "battlegroup", None, "Reserve Box", "P: OBW2"),
    NamedUnit("pl_carp", "allied", "Polish", "battlegroup", None, "Reserve Box", "P: OBW2"),
    NamedUnit("sa_1", "allied", "South African", None, None, None, "P: DUG3, DUGS"),
    NamedUnit("in_10", "allied", "Indian", "division", None, None, "P: DUG3 (sent to Iraq)"),
    NamedUnit("uk_10armd", "allied", "British", "division", "armour", "Jerusalem", "P: DUG3"),
    NamedUnit("de_21pz", "axis", "German", "division", "armour", None, "P: ACG3, DUGS"),
    NamedUnit("de_15pz", "axis", "German", "division", "armour", None, "P: DUGS, DUG3"),
    NamedUnit("de_5geb", "axis", "German", "division", "infantry", None, "P: DUG3, DUGS"),
    NamedUnit("iq_1", "axis", "Iraqi", "battlegroup", None, "event:Iraqi Revolt", "P: DUG3"),
    NamedUnit("iq_2", "axis", "Iraqi", "battlegroup", None, "event:Iraqi Revolt", "P: DUG3"),
    NamedUnit("iq_3", "axis", "Iraqi", "battlegroup", None, "event:Iraqi Revolt", "P: DUG3"),
    NamedUnit("eg_1", "axis", "Egyptian", None, None, "event:Egyptian Uprising",
              "R: SUM; P: DUGS"),
    NamedUnit("vf_1", "axis", "Vichy French", None, None, None, "P: DUG3; R: SUM"),
    NamedUnit("us_1armd", "allied", "US", None, None, None, "P: TSC2 (arrive with Torch)"),
    NamedUnit("lrdg", "allied", "LRDG", None, None, "Deep Desert", "R: SUM"),
)
"""Every unit the reference names (section 3.4), by the id we gave it. Where it names a kind
("South African units", "German panzer divisions") one unit of ours stands for it."""
REBUILD_ONLY_AT = {"it_gds": ("Addis Ababa",), "it_afr": ("Addis Ababa",)}
"""Rebuild limits the reference gives [R: SUM]."""


class StepModel(StrictModel):
    combat: int = Field(ge=0, le=9)
    loss: int = Field(ge=1, le=9)
    movement: int = Field(ge=1, le=9)


class ArrivalModel(StrictModel):
    turn: int | None = Field(default=None, ge=1, le=TURNS)
    event: str | None = Field(default=None, min_length=1)
    where: str = Field(min_length=1)
    card: str | None = Field(default=None, min_length=1)
    landing: bool = False

    @model_validator(mode="after")
    def turn_or_event(self) -> ArrivalModel:
        if (self.turn is None) == (self.event is None):
            raise LocatedValueError("a reinforcement arrives on a turn (1-12) or by an "
                                    "event: give exactly one of `turn` and `event`", ())
        return self


class ArrivesModel(StrictModel):
    arrives: ArrivalModel


class PlacedModel(StrictModel):
    place: str = Field(min_length=1)
    reduced: bool = False


def _start_kind(value: Any) -> str:
    if isinstance(value, str):
        return "place"
    if isinstance(value, dict) and "arrives" in value:
        return "reinforcement"
    return "placed"


StartField = Annotated[
    Annotated[str, Field(min_length=1), Tag("place")]
    | Annotated[ArrivesModel, Tag("reinforcement")]
    | Annotated[PlacedModel, Tag("placed")],
    Discriminator(_start_kind)]


class FormerlyModel(StrictModel):
    """The name a formation bore before it was renamed: the counter stands for it until
    `until_turn` (the 5th Light Division, our 21st Panzer until Fall 1941)."""

    name: str = Field(min_length=1)
    until_turn: int = Field(ge=1, le=TURNS)


class UnitModel(StrictModel):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=24)
    name: str = Field(min_length=1)
    side: Literal["axis", "allied"]
    nationality: str
    size: Literal["division", "battlegroup"]
    arm: Literal["infantry", "armour"]
    steps: list[StepModel]
    start: StartField
    rebuild: list[Annotated[str, Field(min_length=1)]] | None = Field(default=None,
                                                                      min_length=1)
    design: Literal["reference", "ours"]
    notes: str | None = Field(default=None, min_length=1)
    formerly: FormerlyModel | None = None

    @model_validator(mode="after")
    def fits_the_counter(self) -> UnitModel:
        known = NATIONALITIES[self.side]
        if self.nationality not in known:
            raise LocatedValueError(
                f"{self.nationality!r} is not an {self.side} nationality; known: "
                f"{', '.join(known)}", ("nationality",))
        if len(self.steps) != 2:
            raise LocatedValueError(f"{len(self.steps)} step(s); every unit has two (full "
                                    "front, reduced back)", ("steps",))
        full, reduced = self.steps
        if reduced.combat > full.combat:
            raise LocatedValueError(f"the reduced step's combat {reduced.combat} is stronger "
                                    f"than the full step's {full.combat}",
                                    ("steps", 1, "combat"))
        for name in ("loss", "movement"):
            if getattr(reduced, name) != getattr(full, name):
                raise LocatedValueError(f"the reduced step's {name} {getattr(reduced, name)} "
                                        f"differs from the full step's {getattr(full, name)}; "
                                        "Loss and Movement are the same on both sides of a "
                                        "counter", ("steps", 1, name))
        return self


class UnitsFileModel(StrictModel):
    """`data/north_africa/units.yaml`."""

    units: list[UnitModel] = Field(min_length=1)

    @model_validator(mode="after")
    def unique_ids(self) -> UnitsFileModel:
        first: dict[str, int] = {}
        for index, unit in enumerate(self.units):
            if unit.id in first:
                raise LocatedValueError(f"id {unit.id!r} is already used in "
                                        f"units.{first[unit.id]}", ("units", index, "id"))
            first[unit.id] = index
        return self


@dataclass(frozen=True)
class Step:
    combat: int
    loss: int
    movement: int


@dataclass(frozen=True)
class Arrival:
    """A reinforcement: on `turn` (1-12) or when `event` is played, at `where`. A `landing`
    takes `where` for its side first if no enemy unit holds it (ruling N36a)."""

    where: str
    turn: int | None = None
    event: str | None = None
    card: str | None = None
    landing: bool = False


@dataclass(frozen=True)
class Unit:
    id: str
    name: str
    side: str
    nationality: str
    group: str
    """The activation group (reference 3.3)."""
    size: str
    arm: str
    full: Step
    reduced: Step
    start: str | None
    """Where the unit is set up (a place or box); None for a reinforcement."""
    starts_reduced: bool
    arrives: Arrival | None
    rebuild: tuple[str, ...]
    """The only places it may be rebuilt; empty: no limit of its own."""
    design: str
    notes: str
    formerly: tuple[str, int] | None = None
    """(name, last turn) the counter stands for an earlier formation, or None."""

    @property
    def steps(self) -> tuple[Step, Step]:
        return self.full, self.reduced


def _unit(model: UnitModel) -> Unit:
    full, reduced = (Step(s.combat, s.loss, s.movement) for s in model.steps)
    start: str | None = None
    arrives = None
    starts_reduced = False
    if isinstance(model.start, str):
        start = model.start
    elif isinstance(model.start, PlacedModel):
        start, starts_reduced = model.start.place, model.start.reduced
    else:
        a = model.start.arrives
        arrives = Arrival(a.where, a.turn, a.event, a.card, a.landing)
    return Unit(model.id, model.name, model.side, model.nationality,
                NATIONALITIES[model.side][model.nationality], model.size, model.arm, full,
                reduced, start, starts_reduced, arrives, tuple(model.rebuild or ()),
                model.design, model.notes or "",
                (model.formerly.name, model.formerly.until_turn) if model.formerly else None)


def reference_problems(units: dict[str, Unit]) -> list[tuple[str | None, str]]:
    """(unit id or None, message) for every unit the reference names that is missing or
    differs from what the reference says of it."""
    problems: list[tuple[str | None, str]] = []
    for named in REFERENCE_UNITS:
        unit = units.get(named.id)
        if unit is None:
            problems.append((None, f"the reference names unit {named.id!r} ({named.side} "
                                   f"{named.nationality}, {named.source}); it is missing"))
            continue
        where = unit.start if unit.start is not None else (
            f"event:{unit.arrives.event}" if unit.arrives and unit.arrives.event else None)
        for what, wanted, have in (("side", named.side, unit.side),
                                   ("nationality", named.nationality, unit.nationality),
                                   ("size", named.size, unit.size),
                                   ("arm", named.arm, unit.arm),
                                   ("start", named.start, where)):
            if wanted is not None and wanted != have:
                problems.append((unit.id, f"unit {unit.id!r}: the reference gives {what} "
                                          f"{wanted!r} ({named.source}), not {have!r}"))
        if unit.design != "reference":
            problems.append((unit.id, f"unit {unit.id!r} is named by the reference: its "
                                      "design is 'reference'"))
    for unit_id, places in REBUILD_ONLY_AT.items():
        unit = units.get(unit_id)
        if unit is not None and unit.rebuild != places:
            problems.append((unit_id, f"unit {unit_id!r} is rebuilt only at "
                                      f"{', '.join(places)} [R: SUM]"))
    return problems


def load_north_africa_units(folder: Path) -> dict[str, Unit]:
    """Every unit of `folder`/units.yaml by id, in file order; ContentError names file:line."""
    path = folder / "units.yaml"
    data = load_model(path, UnitsFileModel)
    units = {model.id: _unit(model) for model in data.units}
    problems = reference_problems(units)
    if problems:
        text = read_content(path)
        key_line = next((n for n, line in enumerate(text.splitlines(), 1)
                         if line.startswith("units:")), 1)
        index = {unit_id: n for n, unit_id in enumerate(units)}
        lines = []
        for unit_id, message in problems:
            location: tuple[str | int, ...] = ("units",) if unit_id is None else (
                "units", index[unit_id], "id")
            line = key_line if unit_id is None else line_of(text, location)
            lines.append(f"{path}:{line}: "
                         f"{'.'.join(str(p) for p in location)}: {message}")
        raise ContentError(lines)
    return units


@lru_cache(maxsize=1)
def default_north_africa_units() -> dict[str, Unit]:
    """The shipped units, loaded and validated once per process."""
    from shifting_sands.paths import data_dir

    return load_north_africa_units(data_dir() / "north_africa")
