"""North Africa 1940-43 strategy cards: both decks of 55 from `data/north_africa/cards.yaml`.

Groundwork for part two: nothing in the engine reads the cards yet (it plays the plain deck,
ruling N22). The structure and the counts are the published game's (reference section 8: 14,
20 and 21 cards a side for 1940, 1941 and 1942); most texts are ours, and each card says which
(`design` and `source`). Checks: unique ids, the exact count per side and year, prerequisites
from a known list whose card is in the file, combat cards with a combat effect (and only
they), and every reinforcement a unit of that side in units.yaml that arrives by this card's
title (its `card`, or its `event`). Problems are reported as `file:line: message`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from shifting_sands.content.errors import ContentError, LocatedValueError
from shifting_sands.content.models import StrictModel
from shifting_sands.content.north_africa import load_north_africa_units
from shifting_sands.content.north_africa_tables import YEAR_CARDS
from shifting_sands.content.yaml_loader import line_of, load_model, read_content

SIDES = ("axis", "allied")
PREREQUISITES = {
    "rommel": "Rommel",
    "montgomery": "Montgomery",
    "torch": "Torch",
    "iraqi_revolt": "Iraqi Revolt",
    "invasion_of_greece": "Invasion of Greece",
    "siege_of_malta": "Siege of Malta",
}
"""A prerequisite's id and the title of the card that must have been played first."""

Text = Annotated[str, Field(min_length=1, max_length=600)]
Source = Annotated[str, Field(pattern=r"^(R|P|I|H|ours)(: |$)\S?.*$", max_length=240)]
"""Where a card comes from: `R: SUM`, `P: OBW1`, `ours: why`, as in the units file."""


class CardModel(StrictModel):
    id: str = Field(pattern=r"^(ax|al)(40|41|42)_[a-z0-9_]+$", max_length=40)
    title: Text
    side: Literal["axis", "allied"]
    year: Literal[1940, 1941, 1942]
    ops: int = Field(ge=1, le=5)
    square_ops: bool
    rp: int = Field(ge=0, le=3)
    event: Text
    permanent: bool
    combat: bool
    combat_effect: Text | None = None
    prerequisite: str | None = None
    must_hold: int | None = Field(default=None, ge=1, le=2)
    reinforcements: list[Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$")]] | None = Field(
        default=None, min_length=1)
    design: Literal["reference", "ours"]
    source: Source

    @model_validator(mode="after")
    def consistent(self) -> CardModel:
        prefix = f"{'ax' if self.side == 'axis' else 'al'}{self.year % 100}_"
        if not self.id.startswith(prefix):
            raise LocatedValueError(f"id {self.id!r} of a {self.side} {self.year} card must "
                                    f"start with {prefix!r}", ("id",))
        if self.combat and self.combat_effect is None:
            raise LocatedValueError("a combat card needs a combat_effect saying what it does "
                                    "in the battle", ("combat",))
        if not self.combat and self.combat_effect is not None:
            raise LocatedValueError("combat_effect on a card that is not a combat card",
                                    ("combat_effect",))
        if self.prerequisite is not None and self.prerequisite not in PREREQUISITES:
            raise LocatedValueError(f"unknown prerequisite {self.prerequisite!r}; known: "
                                    f"{', '.join(PREREQUISITES)}", ("prerequisite",))
        if self.reinforcements is not None and len(set(self.reinforcements)) != len(
                self.reinforcements):
            raise LocatedValueError("a unit is listed twice", ("reinforcements",))
        if self.design == "reference" and not any(
                tag in self.source for tag in ("R: ", "P: ")):
            raise LocatedValueError("a reference card's source cites the reference (R: or P:)",
                                    ("source",))
        return self


class CardsFileModel(StrictModel):
    """`data/north_africa/cards.yaml`."""

    cards: list[CardModel] = Field(min_length=1)

    @model_validator(mode="after")
    def decks(self) -> CardsFileModel:
        first: dict[str, int] = {}
        for index, card in enumerate(self.cards):
            if card.id in first:
                raise LocatedValueError(f"id {card.id!r} is already used in "
                                        f"cards.{first[card.id]}", ("cards", index, "id"))
            first[card.id] = index
        counts = Counter((card.side, card.year) for card in self.cards)
        for side in SIDES:
            for year, wanted in YEAR_CARDS.items():
                have = counts[(side, year)]
                if have != wanted:
                    where = next((("cards", i, "year") for i, c in enumerate(self.cards)
                                  if (c.side, c.year) == (side, year)), ("cards",))
                    raise LocatedValueError(f"the {side} {year} deck has {have} card(s); "
                                            f"the published deck has {wanted}", where)
        titles = {card.title for card in self.cards}
        for index, card in enumerate(self.cards):
            if card.prerequisite is not None and PREREQUISITES[card.prerequisite] not in titles:
                raise LocatedValueError(f"prerequisite {card.prerequisite!r}: no card titled "
                                        f"{PREREQUISITES[card.prerequisite]!r}",
                                        ("cards", index, "prerequisite"))
        return self


@dataclass(frozen=True)
class Card:
    id: str
    title: str
    side: str
    year: int
    ops: int
    square_ops: bool
    rp: int
    event: str
    permanent: bool
    combat: bool
    combat_effect: str | None
    prerequisite: str | None
    must_hold: int | None
    reinforcements: tuple[str, ...]
    design: str
    source: str


def _card(model: CardModel) -> Card:
    return Card(model.id, model.title, model.side, model.year, model.ops, model.square_ops,
                model.rp, model.event, model.permanent, model.combat, model.combat_effect,
                model.prerequisite, model.must_hold, tuple(model.reinforcements or ()),
                model.design, model.source)


def load_north_africa_cards(folder: Path, units_folder: Path | None = None) -> dict[str, Card]:
    """Every card of `folder`/cards.yaml by id, in file order, checked against the units of
    `units_folder` (default `folder`)/units.yaml; ContentError names every problem as
    file:line."""
    path = folder / "cards.yaml"
    data = load_model(path, CardsFileModel)
    units = load_north_africa_units(units_folder if units_folder is not None else folder)
    text = read_content(path)
    problems: list[str] = []
    for index, card in enumerate(data.cards):
        for n, unit_id in enumerate(card.reinforcements or ()):
            unit = units.get(unit_id)
            arrival = unit.arrives if unit is not None else None
            if unit is None:
                message = f"unknown unit {unit_id!r} (not in units.yaml)"
            elif unit.side != card.side:
                message = f"unit {unit_id!r} is {unit.side}, the card {card.side}"
            elif arrival is None or card.title not in (arrival.card, arrival.event):
                message = (f"unit {unit_id!r} does not arrive by {card.title!r} in units.yaml "
                           "(its start needs arrives with that card or event)")
            else:
                continue
            location = ("cards", index, "reinforcements", n)
            problems.append(f"{path}:{line_of(text, location)}: "
                            f"{'.'.join(str(p) for p in location)}: {message}")
    if problems:
        raise ContentError(problems)
    return {model.id: _card(model) for model in data.cards}


@lru_cache(maxsize=1)
def default_north_africa_cards() -> dict[str, Card]:
    """The shipped cards, loaded and validated once per process."""
    from shifting_sands.paths import data_dir

    return load_north_africa_cards(data_dir() / "north_africa")
