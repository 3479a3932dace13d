"""The shipped content's hashes, remembered between runs, so the launcher opens quickly.

Why: to offer Continue, the launcher checks the newest save against this version's content.
That hash is taken of the parsed and validated content, which costs 0.15-0.3 s a game:
most of the start-up budget. The hash follows from the data files and the code that reads
them, so it is kept in the cache folder under a fingerprint of both, and taken again when
either changes. A remembered hash is only believed when it agrees with the save; when it
does not (or none is kept), the hash is taken in full and remembered. Opening a save
always checks in full.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from shifting_sands.paths import cache_dir, data_dir

CACHE_FILE = "content-hashes.json"


def _files_digest(root: Path, pattern: str) -> str:
    digest = hashlib.sha256()
    for path in sorted(root.rglob(pattern)):
        if path.is_file():
            digest.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


@lru_cache(maxsize=1)
def fingerprint() -> str:
    """One digest of every data file and of the code that reads content (from source), or of
    the data and the program itself (frozen, where there are no sources to read)."""
    from shifting_sands import __version__

    code = Path(__file__).resolve().parent.parent / "content"
    if any(code.glob("*.py")):
        program = _files_digest(code, "*.py")
    else:
        stat = Path(sys.executable).stat()
        program = f"{__version__}:{stat.st_size}:{stat.st_mtime_ns}"
    return hashlib.sha256(f"{program}:{_files_digest(data_dir(), '*')}".encode()).hexdigest()


def _cache_path() -> Path:
    return cache_dir() / CACHE_FILE


def _read() -> dict[str, str]:
    """The remembered hashes of this fingerprint; empty when there are none or the file
    cannot be read (it is only a cache)."""
    try:
        data: Any = json.loads(_cache_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("fingerprint") != fingerprint():
        return {}
    hashes = data.get("hashes")
    if not isinstance(hashes, dict):
        return {}
    return {key: value for key, value in hashes.items() if isinstance(value, str)}


def _write(hashes: dict[str, str]) -> None:
    """Keep `hashes` for the next run; a folder that cannot be written only costs time."""
    path = _cache_path()
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with contextlib.suppress(OSError):
        temp.write_text(json.dumps({"fingerprint": fingerprint(), "hashes": hashes}),
                        encoding="utf-8")
        os.replace(temp, path)
    with contextlib.suppress(OSError):
        temp.unlink(missing_ok=True)


def remembers(spec: Any, variant: str, digest: str) -> bool:
    """Whether `digest` is the hash this version's content of `spec`'s `variant` was
    found to have (by `remember`, in this run or an earlier one, with this fingerprint)."""
    return _read().get(f"{spec.id}:{variant}") == digest


def remember(spec: Any, variant: str, digest: str) -> None:
    """Keep `digest` as the hash of `spec`'s `variant` (a known variant, its hash just
    taken in full) for the next run."""
    hashes = _read()
    key = f"{spec.id}:{variant}"
    if hashes.get(key) != digest:
        hashes[key] = digest
        _write(hashes)
