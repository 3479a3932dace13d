"""Content identity: a stable hash of the content a match plays with, and references to it.

A hash is taken of the validated, frozen content objects (as canonical JSON), never of the
YAML bytes, so comments, key order and formatting in a data file change nothing. States
hold their content by reference; their snapshots (undo history, saves) name it by this
hash, and `ContentRefs.resolve` gives the one object back.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

T = TypeVar("T")


def canonical(value: Any) -> Any:
    """`value` as plain JSON data: dataclasses as objects, enums by value, keys as text."""
    if isinstance(value, Enum):
        return canonical(value.value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: canonical(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(key): canonical(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [canonical(item) for item in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"content cannot hold a {type(value).__name__}")


def content_hash(value: Any) -> str:
    """sha256 (hex) of the canonical JSON of `value`: equal content, equal hash."""
    text = json.dumps(canonical(value), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False, allow_nan=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class ContentRefs(Generic[T]):
    """Content objects by their hash, so a snapshot holds a short reference, not a copy.

    `ref` names an object (and remembers it); `resolve` gives back an object of that hash,
    looking among the shipped content (`shipped`) when the process has not met it yet.
    """

    _CACHE_LIMIT = 512

    def __init__(self, what: str, digest: Callable[[T], str],
                 shipped: Callable[[], Iterable[T]]) -> None:
        self.what = what
        self._digest = digest
        self._shipped = shipped
        self._by_key: dict[str, T] = {}
        self._key_of: dict[int, tuple[T, str]] = {}

    def ref(self, item: T) -> str:
        hit = self._key_of.get(id(item))
        if hit is not None and hit[0] is item:
            return hit[1]
        key = self._digest(item)
        if len(self._key_of) >= self._CACHE_LIMIT:
            self._key_of.clear()  # only a cache: many games with fresh objects stay bounded
        self._key_of[id(item)] = (item, key)
        self._by_key.setdefault(key, item)
        return key

    def resolve(self, key: Any) -> T:
        if not isinstance(key, str):
            raise ValueError(f"the {self.what} reference must be text, not {type(key).__name__}")
        if key not in self._by_key:
            for item in self._shipped():
                self.ref(item)
        try:
            return self._by_key[key]
        except KeyError:
            raise ValueError(f"unknown {self.what} {key[:12]}... (not the content this "
                             "version has)") from None
