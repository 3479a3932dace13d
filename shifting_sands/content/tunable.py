"""Parameters applied to content: a variant's entry (as its file holds it) with some numbers
changed, validated again by the same pydantic model, so a tuned or edited variant passes
every check the shipped one does (cross-field ones included: empty cells on the board).

A parameter's name is the dotted path of its key in the entry (`board.width`,
`tiles.wall`); `entry_value` reads a default from there.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from shifting_sands.content.errors import LocatedValueError
from shifting_sands.rules.params import Parameter, ParameterError, ParamValue, check_settings

ModelT = TypeVar("ModelT", bound=BaseModel)


def entry_value(entry: Mapping[str, Any], name: str) -> Any:
    """The value at dotted `name` in `entry` (KeyError when it is not there)."""
    node: Any = entry
    for part in name.split("."):
        node = node[_key(node, part)]
    return node


def _key(node: Mapping[Any, Any], part: str) -> Any:
    """A dotted part as the mapping keys it: numbers (`end_trigger.3`) stay numbers."""
    if part not in node and part.lstrip("-").isdigit() and int(part) in node:
        return int(part)
    return part


def with_values(entry: Mapping[str, Any], values: Mapping[str, ParamValue]) -> dict[str, Any]:
    """A deep copy of `entry` with each dotted name set to its value."""
    data = copy.deepcopy(dict(entry))
    for name, value in values.items():
        *path, last = name.split(".")
        node: Any = data
        for part in path:
            node = node.setdefault(_key(node, part), {})
        node[_key(node, last)] = value
    return data


def validate_entry(model: type[ModelT], entry: Mapping[str, Any], parameters: Iterable[Parameter],
                   settings: Mapping[str, Any], what: str) -> tuple[ModelT, dict[str, Any]]:
    """`entry` with `settings` applied, checked against the parameters' ranges and then
    `model`'s own rules; ParameterError in one sentence naming `what` otherwise."""
    values = check_settings(parameters, settings)
    data = with_values(entry, values)
    try:
        return model.model_validate(data), data
    except ValidationError as exc:
        error = exc.errors()[0]
        cause = error.get("ctx", {}).get("error")
        location = tuple(error["loc"]) + (cause.location if isinstance(
            cause, LocatedValueError) else ())
        said = " ".join(str(error["msg"]).removeprefix("Value error, ").split())
        where = ".".join(str(part) for part in location)
        raise ParameterError(f"{what} with {_listed(values)} does not hold together: "
                             f"{where + ': ' if where else ''}{said}") from None


def _listed(values: Mapping[str, ParamValue]) -> str:
    return ", ".join(f"{k}={v}" for k, v in values.items()) or "its own numbers"


__all__ = ["entry_value", "validate_entry", "with_values"]
