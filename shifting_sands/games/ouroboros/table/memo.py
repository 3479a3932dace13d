"""A scene's memo of what it worked out from the table (the death radius's places, the
pixels a still floor shows), kept in one attribute.

The window keeps a still frame while the scene's attributes stay the same (core/still.py
takes their snapshot each frame); a memo shows itself there by what it is for (`key`),
not by its contents, which follow from the table: filling it in does not make a still
frame new, and its contents are not walked each frame.
"""

from __future__ import annotations

from typing import Any


class Memo:
    """Values worked out for `key` (see the module doc)."""

    def __init__(self) -> None:
        self.key: Any = None
        self.values: dict[Any, Any] = {}

    def still_value(self) -> Any:
        return self.key

    def for_key(self, key: Any) -> dict[Any, Any]:
        """The values, forgotten first if they were worked out for another key."""
        if key != self.key:
            self.key, self.values = key, {}
        return self.values
