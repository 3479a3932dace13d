"""The results folder of a sweep: finished games, one JSON line each, appended as they end.

The journal is the sweep's memory. Each row is written (flushed at once, fsynced at least
once a second) the moment its game ends, so a Ctrl+C, a killed process or a lost worker
costs only the games still running, and a machine that goes down a second of games at most.
A sweep that starts again reads the journal first and plays only the games it lacks; a row
is keyed by (cell, index), and a key already present is never written or counted again.

A process killed mid-write can leave a last line without its newline: that torn line is
cut off (its game is simply played again). Any other unreadable line means the file was
edited or damaged, and the sweep stops with the file and line rather than guess.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

JOURNAL = "games.jsonl"
MANIFEST = "sweep.json"
FORMAT = 1
SYNC_SECONDS = 1.0
"""How often the journal is forced to the disk. Every row is flushed to the system at once,
which a killed process cannot undo; fsync, for a machine that goes down, costs about a
millisecond, so doing it once a second instead of once a game keeps tiny games cheap."""
_REQUIRED = {"cell": str, "index": int, "seed": int, "seats": list, "winners": list,
             "returns": list, "turns": int, "finished": bool, "reason": str}


class JournalError(ValueError):
    """A results folder that cannot be used; the message is one line naming the file."""


class Journal:
    """Finished games of one sweep, on disk and in memory."""

    def __init__(self, folder: Path, identity: dict[str, Any]) -> None:
        self.folder = folder
        self.identity = identity
        self.rows: dict[tuple[str, int], dict[str, Any]] = {}
        self._handle: Any = None
        self._synced = time.monotonic()

    @property
    def path(self) -> Path:
        return self.folder / JOURNAL

    @classmethod
    def open(cls, folder: Path, identity: dict[str, Any]) -> Journal:
        """The folder's journal, created if new; JournalError if it holds another sweep."""
        journal = cls(folder, identity)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            journal._check_manifest()
            if journal.path.exists():
                journal._load()
            journal._handle = journal.path.open("a", encoding="utf-8")
        except OSError as exc:
            raise JournalError(f"{folder}: cannot use the results folder: "
                               f"{exc.strerror or exc}") from None
        return journal

    def _check_manifest(self) -> None:
        manifest = self.folder / MANIFEST
        wanted = {"format": FORMAT, **self.identity}
        if not manifest.exists():
            if self.path.exists():
                raise JournalError(f"{self.path}: a journal without its {MANIFEST}; "
                                   "use another --out folder")
            manifest.write_text(json.dumps(wanted, indent=1) + "\n", encoding="utf-8")
            return
        try:
            found = json.loads(manifest.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            raise JournalError(f"{manifest}: not a sweep manifest ({exc})") from None
        if found != wanted:
            differs = ", ".join(f"{k} {found.get(k)!r} there, {v!r} here"
                                for k, v in wanted.items() if found.get(k) != v) \
                if isinstance(found, dict) else "not a mapping"
            raise JournalError(f"{manifest}: holds the results of another sweep ({differs}); "
                               "use another --out folder")

    def _load(self) -> None:
        data = self.path.read_bytes()
        torn = not data.endswith(b"\n") and data
        if torn:  # killed mid-write: drop the partial last line, its game is played again
            keep = data.rfind(b"\n") + 1
            with self.path.open("r+b") as handle:
                handle.truncate(keep)
            data = data[:keep]
        for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            if not line.strip():
                continue
            row = _parse_row(line, f"{self.path}:{number}")
            expected = self.identity["seed"] + row["index"]
            if row["seed"] != expected:
                raise JournalError(f"{self.path}:{number}: game {row['index']} was played "
                                   f"with seed {row['seed']}, not {expected}")
            self.rows.setdefault((row["cell"], row["index"]), row)

    def has(self, key: tuple[str, int]) -> bool:
        return key in self.rows

    def record(self, row: dict[str, Any]) -> bool:
        """Append a finished game, durably; False (and nothing written) if already there."""
        key = (row["cell"], row["index"])
        if key in self.rows:
            return False
        self._handle.write(json.dumps(row, separators=(",", ":")) + "\n")
        self._handle.flush()  # in the system's hands now: a killed sweep keeps it
        now = time.monotonic()
        if now - self._synced >= SYNC_SECONDS:  # on the disk: a crashed machine keeps it
            os.fsync(self._handle.fileno())
            self._synced = now
        self.rows[key] = row
        return True

    def rows_of(self, cells: Iterable[str], games: int) -> list[dict[str, Any]]:
        """The finished rows of these cells' first `games` games (a sweep cut shorter
        leaves more in the journal), in cell order then game order."""
        order = {cell: position for position, cell in enumerate(cells)}
        rows = [row for (cell, index), row in self.rows.items()
                if cell in order and index < games]
        return sorted(rows, key=lambda row: (order[row["cell"]], row["index"]))

    def close(self) -> None:
        if self._handle is not None:
            with contextlib.suppress(OSError):  # a full disk was already told by `record`
                self._handle.flush()
                os.fsync(self._handle.fileno())
            with contextlib.suppress(OSError):
                self._handle.close()
            self._handle = None


def _parse_row(line: str, where: str) -> dict[str, Any]:
    try:
        row = json.loads(line)
    except ValueError:
        raise JournalError(f"{where}: not a JSON row; the journal was edited or damaged "
                           "(remove the line to play that game again)") from None
    if not isinstance(row, dict):
        raise JournalError(f"{where}: a row must be a JSON object")
    for name, kind in _REQUIRED.items():
        value = row.get(name)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise JournalError(f"{where}: the row's {name!r} is missing or not "
                               f"{kind.__name__}")
    return row
