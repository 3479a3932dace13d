"""The tuning file: which numbers of a variant to search, and the targets a variant must meet,
validated like all our content (every error names the file and line).

```yaml
game: mothership
variant: standard          # the variant the search starts from (its other numbers stay)
players: 2                 # optional: as many seats as bots (two at least)
bots: [greedy]             # cycled over the seats; seats rotate game by game
seed: 1                    # game i of every trial uses seed + i: trials share their deals
games: 40                  # games per trial
trials: 30                 # variants tried in all
sampler: tpe               # tpe (default), nsga2 or random
parameters:                # each a parameter of the variant (`lab params GAME`)
  empty_cells: {low: 16, high: 32}
  max_rounds: {low: 20, high: 60, step: 5}
  memory: {choices: [none, peek]}
targets:                   # each a design metric (docs/lab.md) and a bound
  round_limit: {at_most: 0.05}
  seat_advantage: {at_most: 0.03}
  length.median: {between: [12, 20]}
```
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from shifting_sands.content.errors import ContentError
from shifting_sands.content.models import StrictModel
from shifting_sands.content.yaml_loader import line_of, load_model, read_content
from shifting_sands.rules.params import Parameter, ParameterError
from shifting_sands.rules.protocol import Options

MAX_GAMES = 100_000
MAX_TRIALS = 10_000
SAMPLERS = ("tpe", "nsga2", "random")
Number = int | float


class RangeModel(StrictModel):
    """A number's range to search (`low`, `high`, an optional `step`) or a list of choices."""

    low: Number | None = None
    high: Number | None = None
    step: Number | None = Field(default=None, gt=0)
    log: bool = False
    choices: list[int | float | bool | str] | None = Field(default=None, min_length=1)

    @model_validator(mode="after")
    def one_kind(self) -> RangeModel:
        ranged = self.low is not None or self.high is not None
        if self.choices is not None and (ranged or self.step is not None):
            raise ValueError("give either low and high (and a step) or choices, not both")
        if self.choices is None and (self.low is None or self.high is None):
            raise ValueError("give low and high, or choices")
        if ranged and self.low > self.high:  # type: ignore[operator]
            raise ValueError(f"low {self.low} is above high {self.high}")
        return self


class TargetModel(StrictModel):
    """A bound on one metric: at most, at least, between two values, or equal (near) one."""

    at_most: Number | None = None
    at_least: Number | None = None
    between: list[Number] | None = Field(default=None, min_length=2, max_length=2)
    equal: Number | None = None

    @model_validator(mode="after")
    def one_bound(self) -> TargetModel:
        given = [self.at_most, self.at_least, self.between, self.equal]
        if sum(bound is not None for bound in given) != 1:
            raise ValueError("give exactly one of at_most, at_least, between, equal")
        if self.between is not None and self.between[0] > self.between[1]:
            raise ValueError(f"between {self.between[0]} and {self.between[1]}: the first "
                             "must not be above the second")
        return self

    def bounds(self) -> tuple[float, float]:
        if self.at_most is not None:
            return float("-inf"), float(self.at_most)
        if self.at_least is not None:
            return float(self.at_least), float("inf")
        if self.between is not None:
            return float(self.between[0]), float(self.between[1])
        assert self.equal is not None
        return float(self.equal), float(self.equal)


class TuneModel(StrictModel):
    game: str = Field(min_length=1, max_length=40)
    variant: str = Field(default="standard", min_length=1, max_length=40)
    players: int | None = Field(default=None, ge=1, le=10)
    bots: list[str] = Field(default_factory=lambda: ["greedy"], min_length=1, max_length=10)
    seed: int = Field(default=1, ge=0, le=2**31 - 1)
    games: int = Field(ge=1, le=MAX_GAMES)
    trials: int = Field(ge=1, le=MAX_TRIALS)
    sampler: Literal["tpe", "nsga2", "random"] = "tpe"
    parameters: dict[str, RangeModel] = Field(min_length=1, max_length=40)
    targets: dict[str, TargetModel] = Field(min_length=1, max_length=12)


@dataclass(frozen=True)
class Searched:
    """One parameter to search: what the game says of it, and the range the file gives."""

    parameter: Parameter
    low: float | None
    high: float | None
    step: float | None
    log: bool
    choices: tuple[Any, ...]

    @property
    def name(self) -> str:
        return self.parameter.name


@dataclass(frozen=True)
class Target:
    metric: str
    low: float
    high: float
    text: str

    def miss(self, value: float) -> float:
        """How far `value` lies outside the bound (0 inside), in the metric's own units."""
        return max(self.low - value, value - self.high, 0.0)


@dataclass(frozen=True)
class Tune:
    game: str
    variant: str
    players: int
    bots: tuple[str, ...]
    seed: int
    games: int
    trials: int
    sampler: str
    searched: tuple[Searched, ...]
    targets: tuple[Target, ...]
    path: Path

    @property
    def identity(self) -> dict[str, Any]:
        """What a results folder must agree on before its trials count again."""
        return {"game": self.game, "variant": self.variant, "players": self.players,
                "bots": list(self.bots), "seed": self.seed, "games": self.games,
                "sampler": self.sampler,
                "parameters": {s.name: [s.low, s.high, s.step, s.log, list(s.choices)]
                               for s in self.searched},
                "targets": {t.metric: [t.low, t.high] for t in self.targets}}

    def identity_text(self) -> str:
        return json.dumps(self.identity, sort_keys=True)


def load_tune(path: Path) -> Tune:
    """Read and check a tuning file; ContentError (file:line) when it is wrong."""
    model = load_model(path, TuneModel)
    text = read_content(path)

    def problem(location: tuple[str | int, ...], message: str) -> ContentError:
        return ContentError.at(path, line_of(text, location), message)

    from shifting_sands.bots.levels import check_kind
    from shifting_sands.games import get_spec
    from shifting_sands.lab import seats_for

    try:
        spec = get_spec(model.game)
    except ValueError as exc:
        raise problem(("game",), str(exc)) from None
    known = spec.variants()
    if model.variant not in known:
        raise problem(("variant",), f"{spec.title} has no variant {model.variant!r}; "
                                    f"choose from {', '.join(known)}")
    for index, kind in enumerate(model.bots):
        try:
            check_kind(spec, kind)
        except ValueError as exc:
            raise problem(("bots", index), str(exc)) from None
    try:
        players = seats_for(spec, model.variant, model.bots, model.players)
    except ValueError as exc:
        raise problem(("players",), str(exc)) from None
    own = {p.name: p for p in spec.parameters(model.variant)}
    searched = tuple(_searched(own, name, given, problem, spec.title)
                     for name, given in model.parameters.items())
    from shifting_sands.tune.metrics import check_metric

    targets = []
    for name, given in model.targets.items():
        try:
            check_metric(name, spec.cooperative, players)
        except ValueError as exc:
            raise problem(("targets", name), str(exc)) from None
        low, high = given.bounds()
        targets.append(Target(name, low, high, _bound_text(given)))
    try:  # the variant as it stands must start (a bad base is told now, not per trial)
        spec.new_game(model.seed, players, Options(model.variant))
    except Exception as exc:
        raise problem(("variant",), f"cannot start a game: {exc}") from None
    return Tune(model.game, model.variant, players, tuple(model.bots), model.seed,
                model.games, model.trials, model.sampler, searched, tuple(targets), path)


def _searched(own: dict[str, Parameter], name: str, given: RangeModel, problem: Any,
              title: str) -> Searched:
    where = ("parameters", name)
    if name not in own:
        raise problem(where, f"{title} has no parameter {name!r} here; it has "
                             f"{', '.join(own) or 'none'}")
    parameter = own[name]
    if given.choices is not None:
        for index, value in enumerate(given.choices):
            try:
                parameter.check(value)
            except ParameterError as exc:
                raise problem((*where, "choices", index), str(exc)) from None
        return Searched(parameter, None, None, None, False, tuple(given.choices))
    if parameter.kind not in ("int", "float"):
        raise problem(where, f"{name} is {parameter.range_text()}: list its choices")
    for key, value in (("low", given.low), ("high", given.high)):
        try:
            parameter.check(value)
        except ParameterError as exc:
            raise problem((*where, key), str(exc)) from None
    if parameter.kind == "int" and given.step is not None and not float(given.step).is_integer():
        raise problem((*where, "step"), f"{name} is a whole number: its step must be one too")
    if given.log and (given.step is not None or float(given.low or 0) <= 0):
        raise problem((*where, "log"), "a log range needs low above 0 and no step")
    return Searched(parameter, float(given.low), float(given.high),  # type: ignore[arg-type]
                    float(given.step) if given.step is not None else None, given.log, ())


def _bound_text(target: TargetModel) -> str:
    if target.at_most is not None:
        return f"at most {target.at_most:g}"
    if target.at_least is not None:
        return f"at least {target.at_least:g}"
    if target.between is not None:
        return f"between {target.between[0]:g} and {target.between[1]:g}"
    return f"equal to {target.equal:g}"


__all__ = ["SAMPLERS", "Searched", "Target", "Tune", "TuneModel", "load_tune"]
