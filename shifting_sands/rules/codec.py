"""JSON encoding of actions and events: small frozen dataclasses tagged by class name."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterable
from typing import Any


def _fits(value: Any, hint: Any) -> bool:
    """Whether a decoded JSON value has the declared field type (bool is not an int here)."""
    if hint is int:
        return type(value) is int
    if hint is float:
        return type(value) in (int, float)
    if hint in (str, bool):
        return type(value) is hint
    origin = typing.get_origin(hint)
    if origin is tuple:
        args = typing.get_args(hint)
        inner = args[0] if args else Any
        return type(value) is tuple and all(_fits(v, inner) for v in value)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        return any(_fits(value, arg) for arg in typing.get_args(hint))
    if hint is type(None):
        return value is None
    return True


def _to_tuple(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_tuple(v) for v in value)
    return value


class DataclassCodec:
    """Turns registered frozen dataclasses into `{"type": Name, ...fields}` and back."""

    def __init__(self, classes: Iterable[type]) -> None:
        self._by_name: dict[str, type] = {cls.__name__: cls for cls in classes}
        self._hints = {name: typing.get_type_hints(cls) for name, cls in self._by_name.items()}
        self._fields: dict[type, tuple[tuple[str, Any, bool], ...]] = {
            cls: tuple((f.name, hint, hint in (int, str, bool))
                       for f in dataclasses.fields(cls)
                       for hint in (self._hints[cls.__name__].get(f.name, Any),))
            for cls in self._by_name.values()}
        """Each class's fields: (name, declared type, whether its exact type is the test)."""

    def knows(self, item: Any) -> bool:
        """Whether `item` is exactly one of the registered classes (not a subclass) and each
        of its fields has its declared type. Such an item compares by its plain values only:
        an object that claims to equal everything, or whose comparison raises, is not one."""
        fields = self._fields.get(type(item))
        if fields is None:
            return False
        for name, hint, exact in fields:  # called on every `is_legal`: kept quick
            value = getattr(item, name)
            if (type(value) is not hint) if exact else not _fits(value, hint):
                return False
        return True

    def encode(self, item: Any) -> dict[str, Any]:
        name = type(item).__name__
        if name not in self._by_name:
            raise ValueError(f"cannot encode {name}: not a registered type")
        data = {"type": name}
        for field in dataclasses.fields(item):
            value = getattr(item, field.name)
            data[field.name] = list(value) if isinstance(value, tuple) else value
        return data

    def decode(self, data: dict[str, Any]) -> Any:
        if not isinstance(data, dict) or "type" not in data:
            raise ValueError(f"not an encoded item: {data!r}")
        cls = self._by_name.get(data["type"])
        if cls is None:
            raise ValueError(f"unknown type {data['type']!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        fields = {k: _to_tuple(v) for k, v in data.items() if k != "type"}
        if set(fields) != names:
            raise ValueError(f"{data['type']} needs fields {sorted(names)}, got {sorted(fields)}")
        hints = self._hints[data["type"]]
        for name, value in fields.items():
            if not _fits(value, hints.get(name, Any)):
                raise ValueError(f"{data['type']}.{name} has the wrong type: {value!r}")
        return cls(**fields)
