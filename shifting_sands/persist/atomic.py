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


def _temp_beside(path: Path) -> tuple[int, Path]:
    # A dot prefix and a .tmp suffix keep leftovers out of `*.json` listings.
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    return fd, Path(name)


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
