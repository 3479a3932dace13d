"""Shifting Stones content: the stones, the 72 pattern cards and the numbers of the rules."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from shifting_sands.content.errors import LocatedValueError
from shifting_sands.content.identity import ContentRefs, content_hash
from shifting_sands.content.models import StrictModel
from shifting_sands.content.yaml_loader import line_of, load_model, read_content

SYMBOLS = ("SUN", "MOON", "FISH", "BIRD", "HORSE", "BOAT", "SEED", "TREE")
ANY = "ANY"
GAP = "."
Symbol = Literal["SUN", "MOON", "FISH", "BIRD", "HORSE", "BOAT", "SEED", "TREE"]


class StoneKindModel(StrictModel):
    faces: list[Symbol] = Field(min_length=2, max_length=2)
    count: int = Field(ge=1, le=9)


Points = Annotated[int, Field(ge=1, le=9)]
"""A card's value (the cards say which values there are: `stones_problems`)."""
Players = Annotated[int, Field(ge=1, le=9)]
"""A table size (the game says which it takes: `stones_problems`)."""
CardCount = Annotated[int, Field(ge=1, le=999)]
"""A number of cards; `stones_problems` holds it to the deck it is drawn from."""


class SoloModel(StrictModel):
    deck: dict[Points, CardCount]
    strikes_to_lose: int = Field(ge=1, le=99)


class StonesRulesModel(StrictModel):
    stones: list[StoneKindModel]
    hand_size: int = Field(ge=1, le=10)
    skip_draw: int = Field(ge=1, le=10)
    end_trigger: dict[Players, CardCount]
    one_point_bonus: int = Field(ge=1, le=9)
    """With 0 the bonus rule would give nothing."""
    solo: SoloModel

    @model_validator(mode="after")
    def nine_stones(self) -> StonesRulesModel:
        total = sum(kind.count for kind in self.stones)
        if total != 9:
            raise LocatedValueError(
                f"the grid needs exactly 9 stones, the kinds add up to {total}", ("stones",))
        return self


class PatternCardModel(StrictModel):
    id: str = Field(pattern=r"^[A-Z][0-9]{2}$")
    points: Literal[1, 2, 3, 5]
    placement: Literal["floating", "fixed"]
    rows: list[str] = Field(min_length=1, max_length=3)

    @field_validator("rows")
    @classmethod
    def squares_are_known(cls, rows: list[str]) -> list[str]:
        widths = set()
        for row in rows:
            squares = row.split()
            widths.add(len(squares))
            for square in squares:
                if square not in SYMBOLS and square not in (ANY, GAP):
                    raise ValueError(f"unknown square {square!r}; use a symbol, ANY or .")
        if len(widths) != 1 or not 1 <= widths.pop() <= 3:
            raise ValueError("rows must all have the same width, from 1 to 3 squares")
        return rows

    @model_validator(mode="after")
    def fixed_is_whole_grid(self) -> PatternCardModel:
        if self.placement == "fixed" and (len(self.rows) != 3 or len(self.rows[0].split()) != 3):
            raise LocatedValueError("a fixed card covers the whole 3x3 grid", ("rows",))
        return self


class PatternDeckModel(StrictModel):
    cards: list[PatternCardModel] = Field(min_length=1)

    @model_validator(mode="after")
    def ids_unique(self) -> PatternDeckModel:
        seen: set[str] = set()
        for index, card in enumerate(self.cards):
            if card.id in seen:
                raise LocatedValueError(f"card id {card.id} appears twice",
                                        ("cards", index, "id"))
            seen.add(card.id)
        return self


@dataclass(frozen=True)
class PatternCard:
    """A pattern card: `cells[r][c]` is a symbol, `ANY`, or None where the card has no square."""

    id: str
    points: int
    fixed: bool
    cells: tuple[tuple[str | None, ...], ...]

    @property
    def height(self) -> int:
        return len(self.cells)

    @property
    def width(self) -> int:
        return len(self.cells[0])


@dataclass(frozen=True)
class StonesContent:
    """Everything Shifting Stones reads from data/stones."""

    stone_faces: tuple[tuple[str, str], ...]
    """One entry per physical stone (9), in a fixed order."""
    cards: dict[str, PatternCard]
    hand_size: int
    skip_draw: int
    end_trigger: dict[int, int]
    one_point_bonus: int
    solo_deck: dict[int, int]
    solo_strikes: int


def _card(model: PatternCardModel) -> PatternCard:
    cells = tuple(
        tuple(None if sq == GAP else sq for sq in row.split()) for row in model.rows
    )
    return PatternCard(model.id, model.points, model.placement == "fixed", cells)


def load_stones(folder: Path) -> StonesContent:
    rules = load_model(folder / "stones.yaml", StonesRulesModel)
    deck = load_model(folder / "patterns.yaml", PatternDeckModel)
    faces: list[tuple[str, str]] = []
    for kind in rules.stones:
        faces.extend([(kind.faces[0], kind.faces[1])] * kind.count)
    return StonesContent(
        stone_faces=tuple(faces),
        cards={card.id: _card(card) for card in deck.cards},
        hand_size=rules.hand_size,
        skip_draw=rules.skip_draw,
        end_trigger=dict(rules.end_trigger),
        one_point_bonus=rules.one_point_bonus,
        solo_deck=dict(rules.solo.deck),
        solo_strikes=rules.solo.strikes_to_lose,
    )


def stones_problems(folder: Path, content: StonesContent,
                    player_counts: range) -> list[str]:
    """What loads but cannot be played: references between the numbers and the cards, as
    `file:line: message`. `player_counts` are the seats the multi-player game takes."""
    path = folder / "stones.yaml"
    text = read_content(path)
    problems: list[str] = []

    def add(location: tuple[str, ...], message: str) -> None:
        problems.append(f"{path}:{line_of(text, location)}: {'.'.join(location)}: {message}")

    values = sorted({card.points for card in content.cards.values()})
    for points, count in sorted(content.solo_deck.items()):
        where = ("solo", "deck", str(points))
        have = sum(1 for card in content.cards.values() if card.points == points)
        if points not in values:
            add(where, f"no card is worth {points} points; the cards are worth "
                       f"{', '.join(map(str, values))}")
        elif not 1 <= count <= have:
            add(where, f"asks for {count} cards of {points} points; there are {have} "
                       "(ask for 1 or more, at most as many)")
    solo_cards = sum(content.solo_deck.values())
    if 0 < solo_cards < content.hand_size:
        add(("solo", "deck"), f"{solo_cards} cards cannot deal a hand of {content.hand_size}")
    for players in player_counts:
        if players not in content.end_trigger:
            add(("end_trigger",), f"no entry for {players} players (the game takes "
                                  f"{player_counts.start}-{player_counts.stop - 1})")
        elif not 1 <= content.end_trigger[players] <= len(content.cards):
            add(("end_trigger", str(players)),
                f"{content.end_trigger[players]} scored cards can never be reached "
                f"(1 to {len(content.cards)})")
    for players in sorted(set(content.end_trigger) - set(player_counts)):
        add(("end_trigger", str(players)), f"the game does not take {players} players "
                                           f"({player_counts.start}-{player_counts.stop - 1})")
    most = max(player_counts, default=0) * content.hand_size
    if most > len(content.cards):
        add(("hand_size",), f"{most} cards are dealt to {max(player_counts)} players, the "
                            f"deck has {len(content.cards)}")
    return problems


@lru_cache(maxsize=1)
def default_stones() -> StonesContent:
    """The shipped content, loaded and validated once per process."""
    from shifting_sands.paths import data_dir

    return load_stones(data_dir() / "stones")


CONTENTS: ContentRefs[StonesContent] = ContentRefs(
    "Shifting Stones content", content_hash, lambda: [default_stones()])
"""Stones content by its hash: states hold it by reference and snapshots name it."""
