"""Atomic text writes: a reader sees the old file or the new one, never half of either.

A save interrupted by a crash, a full disk or a power cut must not destroy the
game it replaces, so the new text goes to a temp file in the same folder (same
file system, so `os.replace` is atomic), is flushed to disk, and only then takes
the old file's name. The old file is kept as `<name>.bak` in case the new one
turns out to be bad for a reason we cannot see here.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

ON_WINDOWS = sys.platform == "win32"
"""Antivirus and search indexers lock fresh files on Windows for a moment; there we retry."""
RETRY_DELAYS = (0.05, 0.1, 0.2, 0.4)


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept."""
    return path.with_name(path.name + ".bak")


def _retrying(operation: Callable[[], T]) -> T:
    """Run `operation`, retrying a PermissionError briefly on Windows only."""
    if not ON_WINDOWS:
        return operation()
    for delay in RETRY_DELAYS:
        try:
            return operation()
        except PermissionError:
            time.sleep(delay)
    return operation()


TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0
"""A temp file untouched this long belongs to no running save (a save writes it in well
under a second, and every write moves its time on): it was left by a killed one."""


def _temp_beside(path: Path) -> tuple[int, Path]:
    # A dot prefix and a .tmp suffix keep leftovers out of `*.json` listings.
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    return fd, Path(name)


def is_our_temp(name: str) -> bool:
    """Whether `name` is one of the temp files `write_atomic` makes for a `.json` file."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX) and ".json." in name


def sweep_temp_files(folder: str | os.PathLike[str],
                     older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove the temp files that interrupted saves left in `folder`; return them.

    Only our own pattern (`.<name>.json.<random>.tmp`), only regular files, and only those
    not written for `older_than` seconds, so a save another running copy of the program is
    making at this moment is never touched. Any error just leaves the file.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        with os.scandir(folder) as entries:
            found = [entry for entry in entries if is_our_temp(entry.name)]
    except OSError:
        return removed
    for entry in found:
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX only; Windows cannot open folders)."""
    if ON_WINDOWS or not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _keep_backup(path: Path) -> None:
    """Copy the current file to `<name>.bak`, itself atomically, so the original stays put."""
    fd, temp = _temp_beside(path)
    os.close(fd)
    try:
        shutil.copyfile(path, temp)
        _retrying(lambda: os.replace(temp, backup_path(path)))
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace `path` with `text` (UTF-8) so that no failure leaves a torn file behind.

    The previous content, if any, is kept as `<name>.bak`. On any error the temp
    file is removed, the original is untouched and the error propagates.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = _temp_beside(target)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if target.is_file():
            _keep_backup(target)
        _retrying(lambda: os.replace(temp, target))
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _fsync_folder(target.parent)


def remove_file(path: str | os.PathLike[str]) -> None:
    """Delete `path` if it is there (retrying briefly on Windows, where scanners lock files)."""
    target = Path(path)
    _retrying(lambda: target.unlink(missing_ok=True))
