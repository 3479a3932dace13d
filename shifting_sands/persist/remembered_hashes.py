"""The shipped content's hashes, remembered between runs, so the launcher opens quickly.

Why: to offer Continue, the launcher checks the newest save against this version's content.
That hash is taken of the parsed and validated content, which costs 0.15-0.3 s a game:
most of the start-up budget. The hash follows from the data files and the code that reads
them, so it is kept in the cache folder under a fingerprint of both, and taken again when
either changes. A remembered hash is only believed when it agrees with the save; when it
does not (or none is kept), the hash is taken in full and remembered, and so is the save's
hash if it differed: a save from an older version, the newest one left, would otherwise
cost that full hash at every start. Opening a save always checks in full.
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


def _read_all() -> dict[str, dict[str, str]]:
    """This fingerprint's remembered hashes (`hashes`: this version's, by game and variant)
    and the save hashes found to differ from them (`others`: one for each game and variant);
    empty when there are none or the file cannot be read (it is only a cache)."""
    try:
        data: Any = json.loads(_cache_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = None
    if not isinstance(data, dict) or data.get("fingerprint") != fingerprint():
        return {"hashes": {}, "others": {}}
    found = {}
    for part in ("hashes", "others"):
        kept = data.get(part)
        kept = kept if isinstance(kept, dict) else {}
        found[part] = {key: value for key, value in kept.items() if isinstance(value, str)}
    return found


def _read() -> dict[str, str]:
    return _read_all()["hashes"]


def _write(hashes: dict[str, str], others: dict[str, str] | None = None) -> None:
    """Keep `hashes` (and `others`) for the next run; a folder that cannot be written only
    costs time."""
    path = _cache_path()
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    record = {"fingerprint": fingerprint(), "hashes": hashes, "others": others or {}}
    with contextlib.suppress(OSError):
        temp.write_text(json.dumps(record), encoding="utf-8")
        os.replace(temp, path)
    with contextlib.suppress(OSError):
        temp.unlink(missing_ok=True)


def remembers(spec: Any, variant: str, digest: str) -> bool:
    """Whether `digest` is the hash this version's content of `spec`'s `variant` was
    found to have (by `remember`, in this run or an earlier one, with this fingerprint)."""
    return _read().get(f"{spec.id}:{variant}") == digest


def remember(spec: Any, variant: str, digest: str, other: str | None = None) -> None:
    """Keep `digest` as the hash of `spec`'s `variant` (a known variant, its hash just
    taken in full) for the next run, and `other`, a save's hash just found to differ."""
    kept = _read_all()
    hashes, others = kept["hashes"], kept["others"]
    key = f"{spec.id}:{variant}"
    if hashes.get(key) != digest or (other is not None and others.get(key) != other):
        hashes[key] = digest
        if other is not None:
            others[key] = other
        _write(hashes, others)


def remembers_other(spec: Any, variant: str, digest: str) -> bool:
    """Whether `digest` was found, in full and with this fingerprint, to differ from this
    version's hash of `spec`'s `variant` (`remember`'s `other`)."""
    return _read_all()["others"].get(f"{spec.id}:{variant}") == digest
