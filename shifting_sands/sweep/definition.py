"""The sweep file: what to play, validated like all our content (errors say file:line).

```yaml
game: mothership
seed: 1                 # game i of every cell uses seed + i, so cells share their deals
games: 100              # games per cell
players: [2]            # seat counts (optional: as many seats as the pairing has bots)
variants: [standard, land_at_start, three_actions]
settings:               # optional: variant parameters as a grid, every value of every key
  landing: [any_time, at_start]
pairings:               # bot kinds, cycled over the seats
  - [guard, "ismcts:300"]
swap: true              # rotate the bots one seat per game (default)
```

Every combination of variants, settings values, player counts and pairings is a cell.
A cell's key is made of what it plays, not of its place in the file, so a sweep that is
grown (more games, another variant) keeps the games it already finished.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field, field_validator

from shifting_sands.content.errors import ContentError
from shifting_sands.content.models import StrictModel
from shifting_sands.content.yaml_loader import line_of, load_model, read_content
from shifting_sands.rules.protocol import Options

MAX_GAMES_PER_CELL = 1_000_000
MAX_CELLS = 10_000
SettingValue = str | int | float | bool


class UntilDecidedModel(StrictModel):
    """`until_decided:` every variant plays against the `against` variant's cell of the
    same seats, pairing and settings in rounds of `look_every` games, each pair of cells
    stopping when the sequential test (`lab_sprt.Sprt`) decides; `games` is the cap."""

    against: str = Field(min_length=1, max_length=60)
    metric: str | None = Field(default=None, max_length=20)
    margin: float = Field(default=0.05, gt=0, lt=1)
    alpha: float = Field(default=0.05, gt=0, lt=0.5)
    beta: float = Field(default=0.05, gt=0, lt=0.5)
    look_every: int = Field(default=20, ge=1, le=10_000)


class SweepModel(StrictModel):
    """The file as written; `check_against_registry` then checks it names real things."""

    game: str = Field(min_length=1, max_length=40)
    seed: int = Field(default=1, ge=0, le=2**31 - 1)
    games: int = Field(ge=1, le=MAX_GAMES_PER_CELL)
    players: list[int] | None = Field(default=None, min_length=1, max_length=10)
    variants: list[str] = Field(default_factory=lambda: ["standard"], min_length=1,
                                max_length=50)
    settings: dict[str, list[SettingValue]] = Field(default_factory=dict, max_length=10)
    pairings: list[list[str]] = Field(min_length=1, max_length=50)
    swap: bool = True
    until_decided: UntilDecidedModel | None = None

    @field_validator("pairings")
    @classmethod
    def _pairings_named(cls, pairings: list[list[str]]) -> list[list[str]]:
        for index, pairing in enumerate(pairings):
            if not pairing:
                raise ValueError(f"pairing {index + 1} lists no bot")
        return pairings

    @field_validator("settings")
    @classmethod
    def _values_listed(cls, settings: dict[str, list[Any]]) -> dict[str, list[Any]]:
        for key, values in settings.items():
            if not values:
                raise ValueError(f"setting {key!r} lists no value")
        return settings


@dataclass(frozen=True)
class Cell:
    """One combination the sweep plays `games` times."""

    variant: str
    players: int
    bots: tuple[str, ...]
    settings: tuple[tuple[str, SettingValue], ...] = ()

    @property
    def key(self) -> str:
        """Stable text naming the cell by what it plays (the journal's and table's key)."""
        text = f"{self.variant}@{self.players} {'/'.join(self.bots)}"
        if self.settings:
            text += " " + ",".join(f"{k}={json.dumps(v)}" for k, v in self.settings)
        return text

    def options(self) -> Options:
        return Options(variant=self.variant, settings=dict(self.settings))


@dataclass(frozen=True)
class Sweep:
    """A validated sweep: its game, seeds, cells and where it came from."""

    game: str
    seed: int
    games: int
    swap: bool
    cells: tuple[Cell, ...]
    decide: UntilDecidedModel | None = None
    """`until_decided:`, when the file gives it (see `sweep.decided`)."""

    @property
    def identity(self) -> dict[str, Any]:
        """What the journal must agree on before games in it can be counted again: the
        same game, seeds and seating rule give the same game for the same cell."""
        return {"game": self.game, "seed": self.seed, "swap": self.swap}

    @property
    def total_games(self) -> int:
        return self.games * len(self.cells)


def load_sweep(path: Path) -> Sweep:
    """Read, validate and expand a sweep file; ContentError (file:line) when it is wrong."""
    model = load_model(path, SweepModel)
    return _expand(model, path)


def _expand(model: SweepModel, path: Path) -> Sweep:
    from shifting_sands.games import get_spec

    text = read_content(path)

    def problem(location: tuple[str | int, ...], message: str) -> ContentError:
        return ContentError.at(path, line_of(text, location), message)

    try:
        spec = get_spec(model.game)
    except ValueError as exc:
        raise problem(("game",), str(exc)) from None
    _check_names(spec, model, problem)
    _check_parameters(spec, model, problem)
    keys = list(model.settings)
    grid = [tuple(zip(keys, values, strict=True))
            for values in itertools.product(*(model.settings[k] for k in keys))]
    cells: list[Cell] = []
    for variant in model.variants:
        for settings in grid:
            for index, pairing in enumerate(model.pairings):
                for count in _player_counts(spec, model, variant, index, problem):
                    cells.append(Cell(variant, count, tuple(pairing), settings))
                    if len(cells) > MAX_CELLS:
                        raise problem(("variants",), f"the sweep has more than {MAX_CELLS} "
                                                     "cells; split it into several files")
    if len({cell.key for cell in cells}) != len(cells):
        raise problem(("pairings",), "two cells play the same thing; list each variant, "
                                     "player count and pairing once")
    dealt = {cell: _deal(spec, model, cell, problem) for cell in cells}
    _check_settings_read(spec, model, dealt, problem)
    if model.until_decided is not None:
        _check_until_decided(spec, model, cells, problem)
    return Sweep(model.game, model.seed, model.games, model.swap, tuple(cells),
                 model.until_decided)


def _check_until_decided(spec: Any, model: SweepModel, cells: list[Cell], problem: Any) -> None:
    """The baseline is one of the variants, some other variant plays against it, and the
    metric can be read in every cell."""
    from shifting_sands.lab_decided import default_metric, metric_reader

    decide = model.until_decided
    assert decide is not None
    if decide.against not in model.variants:
        raise problem(("until_decided", "against"), f"until_decided compares against a variant "
                      f"of the sweep; {decide.against!r} is not in variants")
    if len(set(model.variants)) < 2:
        raise problem(("until_decided",), "until_decided needs a second variant to compare")
    metric = decide.metric or default_metric(spec)
    for cell in cells:
        try:
            metric_reader(metric, cell.players, spec.cooperative)
        except ValueError as exc:
            raise problem(("until_decided", "metric"), str(exc).replace("--metric", "metric")
                          ) from None


def _check_names(spec: Any, model: SweepModel, problem: Any) -> None:
    """Variants and bot kinds the game really has."""
    from shifting_sands.bots.levels import check_kind

    known = spec.variants()
    for index, variant in enumerate(model.variants):
        if variant not in known:
            raise problem(("variants", index), f"{spec.title} has no variant {variant!r}; "
                                               f"choose from {', '.join(known)}")
    for index, pairing in enumerate(model.pairings):
        for position, kind in enumerate(pairing):
            try:
                check_kind(spec, kind)
            except ValueError as exc:
                raise problem(("pairings", index, position), str(exc)) from None


def _check_parameters(spec: Any, model: SweepModel, problem: Any) -> None:
    """Each value of a setting that names a variant's parameter, within its range (told at
    the value's own line; numbers that clash with each other are told when a cell deals)."""
    from shifting_sands.rules.params import ParameterError

    for variant in model.variants:
        own = {p.name: p for p in spec.parameters(variant)}
        for key, values in model.settings.items():
            for index, value in enumerate(values if key in own else ()):
                try:
                    own[key].check(value)
                except ParameterError as exc:
                    raise problem(("settings", key, index), str(exc)) from None


def _player_counts(spec: Any, model: SweepModel, variant: str, pairing_index: int,
                   problem: Any) -> list[int]:
    """The seat counts of a cell: those listed, or one seat per bot (two at least)."""
    rules = spec.variants()[variant]
    pairing = model.pairings[pairing_index]
    if len(pairing) > rules.max_players:
        raise problem(("pairings", pairing_index), f"a pairing of {len(pairing)} bots does not fit "
                                     f"{rules.title}, which seats {rules.max_players} at most")
    if model.players is None:
        return [min(max(len(pairing), 2, rules.min_players), rules.max_players)]
    for index, count in enumerate(model.players):
        if not rules.min_players <= count <= rules.max_players:
            raise problem(("players", index), f"{rules.title} takes {rules.min_players}-"
                                              f"{rules.max_players} players, not {count}")
        if len(pairing) > count:
            raise problem(("pairings", pairing_index),
                          f"a pairing of {len(pairing)} bots does not fit {count} seats")
    return list(model.players)


def _deal(spec: Any, model: SweepModel, cell: Cell, problem: Any) -> dict[str, Any]:
    """Deal one game of the cell (as plain data), so a bad setting is told now, not after
    hours of play."""
    try:
        return spec.new_game(model.seed, cell.players, cell.options()).to_dict()
    except Exception as exc:  # whatever a game's set-up makes of a bad value
        where = ("settings",) if cell.settings else ("variants",)
        said = " ".join(str(exc).split())[:160]
        raise problem(where, f"cell {cell.key} cannot start a game: {said}") from None


def _check_settings_read(spec: Any, model: SweepModel, dealt: dict[Cell, dict[str, Any]],
                         problem: Any) -> None:
    """A setting that changes no dealt game is a typo or only ever the default: either way
    its cells would silently repeat each other, so it is refused."""
    for key in model.settings:
        for cell, game in dealt.items():
            without = Cell(cell.variant, cell.players, cell.bots,
                           tuple(item for item in cell.settings if item[0] != key))
            base = dealt.get(without) or spec.new_game(model.seed, without.players,
                                                       without.options()).to_dict()
            if game != base:
                break
        else:
            raise problem(("settings", key), f"setting {key!r} changes nothing in any cell: "
                                             f"{spec.title} does not read it, or every value "
                                             "listed is the default")
