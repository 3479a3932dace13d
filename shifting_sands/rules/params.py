"""A game's numbers as parameters: what a designer may change, with its type, range and
meaning, so the lab, sweeps, the tuner and the variant editor all read one description.

Pure data (no pygame, no content files): a game's spec lists them with
`spec.parameters(variant)` (the defaults are that variant's own numbers), and a match sets
them through `Options.settings[name]`. `check_settings` refuses a value out of its range in
one sentence, before anything is played.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

ParamValue = int | float | bool | str
Kind = Literal["int", "float", "bool", "choice"]
KINDS: tuple[Kind, ...] = ("int", "float", "bool", "choice")


class ParameterError(ValueError):
    """A setting that names a parameter with a value it cannot take (one sentence)."""


@dataclass(frozen=True)
class Parameter:
    """One number (or switch, or choice) of a game's variant.

    `name` is its key in `Options.settings` and in the variant file (dotted for a nested
    key: `board.width`, `tiles.wall`); `low`/`high` bound an int or float (both included);
    `choices` list a choice's values; `default` is the value the variant plays with;
    `group` is a heading under which an editor may show it."""

    name: str
    kind: Kind
    default: ParamValue
    meaning: str
    low: int | float | None = None
    high: int | float | None = None
    choices: tuple[str, ...] = ()
    group: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"parameter {self.name!r}: unknown kind {self.kind!r}")
        if self.kind in ("int", "float") and (self.low is None or self.high is None
                                             or self.low > self.high):
            raise ValueError(f"parameter {self.name!r}: a number needs low <= high")
        if self.kind == "choice" and not self.choices:
            raise ValueError(f"parameter {self.name!r}: a choice needs its choices")
        self.check(self.default)  # a default out of its own range is a bug of the game

    def check(self, value: Any) -> ParamValue:
        """`value` as this parameter takes it, or ParameterError saying why not."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise ParameterError(f"{self.name} is true or false, not {value!r}")
        if self.kind == "choice":
            if isinstance(value, str) and value in self.choices:
                return value
            raise ParameterError(f"{self.name} is one of {', '.join(self.choices)}, "
                                 f"not {value!r}")
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ParameterError(f"{self.name} is a number ({self.range_text()}), "
                                 f"not {value!r}")
        if self.kind == "int":
            if isinstance(value, float) and not value.is_integer():
                raise ParameterError(f"{self.name} is a whole number ({self.range_text()}), "
                                     f"not {value!r}")
            value = int(value)
        elif not math.isfinite(value):
            raise ParameterError(f"{self.name} must be finite, not {value!r}")
        else:
            value = float(value)
        assert self.low is not None and self.high is not None
        if not self.low <= value <= self.high:
            raise ParameterError(f"{self.name} = {value!r} is out of its range "
                                 f"{self.range_text()}: {self.meaning}")
        return value

    def range_text(self) -> str:
        """"1-60", "0.0-1.0", "true or false", "one of none, peek, always"."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "choice":
            return "one of " + ", ".join(self.choices)
        return f"{self.low:g}-{self.high:g}"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON (an editor, `lab params --json`)."""
        data: dict[str, Any] = {"name": self.name, "kind": self.kind,
                                "default": self.default, "meaning": self.meaning,
                                "group": self.group}
        if self.kind in ("int", "float"):
            data["low"], data["high"] = self.low, self.high
        if self.kind == "choice":
            data["choices"] = list(self.choices)
        return data


def by_name(parameters: Iterable[Parameter]) -> dict[str, Parameter]:
    return {p.name: p for p in parameters}


def check_settings(parameters: Iterable[Parameter],
                   settings: Mapping[str, Any]) -> dict[str, ParamValue]:
    """The settings that name parameters, each checked (ParameterError for the first bad
    one); other keys (seat settings such as roles) are left to the game."""
    known = by_name(parameters)
    return {key: known[key].check(value) for key, value in settings.items() if key in known}


def changed(parameters: Iterable[Parameter],
            settings: Mapping[str, Any]) -> dict[str, ParamValue]:
    """The checked settings that differ from their parameter's default."""
    known = by_name(parameters)
    return {key: value for key, value in check_settings(known.values(), settings).items()
            if value != known[key].default}


__all__ = ["KINDS", "ParamValue", "Parameter", "ParameterError", "by_name", "changed",
           "check_settings"]
