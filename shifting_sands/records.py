"""Records written out instead of dataclasses: equality, repr and (for frozen ones) hash and
no assignment, over the fields a class lists in `_fields`.

Why not dataclasses: a dataclass compiles its methods when its module is imported, and the
records met before the launcher's first frame (intents, widgets, settings, scene factories)
cost several milliseconds of every start-up that way. Each class keeps its own `__init__`.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, ClassVar


class ValueRecord:
    """Compared and shown by the values of `_fields`, in order; mutable, so not hashable."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    __hash__: ClassVar[None] = None  # type: ignore[assignment]

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"


class FrozenValueRecord(ValueRecord):
    """A `ValueRecord` that cannot change: hashable by its values. Its `__init__` sets the
    fields with `object.__setattr__`."""

    __slots__ = ()

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(self._values())

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")
