"""While `validate-data` runs, each content folder is loaded once.

Its static check loads every game's folder, and its play check asked again for the same
content: North Africa's took 0.8 s each time, a third of the quick check. Only inside
`remembering()`; elsewhere every call loads afresh (files may change between two calls).
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

_MEMORY: dict[tuple[str, Path], Any] | None = None


@contextlib.contextmanager
def remembering() -> Iterator[None]:
    """Within this block, a `remembered` loader loads each folder once (failures are not
    kept: they raise again, with their problems)."""
    global _MEMORY
    outer, _MEMORY = _MEMORY, {} if _MEMORY is None else _MEMORY
    try:
        yield
    finally:
        _MEMORY = outer


def remembered(load: Callable[[Path], T]) -> Callable[[Path], T]:
    """`load(folder)`, answered from memory inside `remembering()`."""

    @functools.wraps(load)
    def wrapper(folder: Path) -> T:
        if _MEMORY is None:
            return load(folder)
        key = (load.__qualname__, Path(folder).resolve())
        if key not in _MEMORY:
            _MEMORY[key] = load(folder)
        return _MEMORY[key]

    return wrapper
