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
        where = f"{path}:{line}" if line is not None else f"{path}"
        return cls([f"{where}: {message}"])
