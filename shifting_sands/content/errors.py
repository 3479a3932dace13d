"""The error content loading raises: every message names the file and line."""

from __future__ import annotations

from pathlib import Path


class ContentError(ValueError):
    """A content file that cannot be used; `problems` lists `file:line: message` strings."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems

    @classmethod
    def at(cls, path: Path | str, line: int | None, message: str) -> ContentError:
        """`path:line: message` (line 1 when no line applies, e.g. an empty file)."""
        said = " ".join(message.split())
        return cls([f"{path}:{line if line is not None else 1}: {said}"])


class LocatedValueError(ValueError):
    """Raised by a whole-model validator to point at the part of the file at fault.

    `location` is relative to the model that raised it; the loader appends it to
    pydantic's own location before looking up the line."""

    def __init__(self, message: str, location: tuple[str | int, ...]) -> None:
        super().__init__(message)
        self.location = location
