"""Names of the saves a player names: a file stem safe on every OS, always inside the saves
folder, never one an autosave would overwrite."""

from __future__ import annotations

import re
from pathlib import Path

from shifting_sands.paths import saves_dir

_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)),
             *(f"LPT{i}" for i in range(1, 10))}


def safe_file_stem(name: str) -> str:
    """A file name stem from user text: letters, digits, `-` and `_` only, on every OS."""
    import unicodedata  # here, not at the launcher's start-up

    text = unicodedata.normalize("NFKC", name).strip()
    if text.lower().endswith(".json"):
        text = text[:-5]
    text = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in text)
    stem = re.sub(r"-{2,}", "-", text).strip("-_")[:60].strip("-_") or "save"
    if stem.upper() in _RESERVED:
        stem += "_"
    if stem.lower().startswith("autosave"):
        stem = "saved-" + stem  # an autosave would overwrite it otherwise
    return stem


def named_save_path(name: str) -> Path:
    """Where a save the player named `name` goes: always inside the saves folder."""
    return saves_dir() / f"{safe_file_stem(name)}.json"
