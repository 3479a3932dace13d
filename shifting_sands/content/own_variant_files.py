"""Writing the designer's own variant file: a commented copy to edit, or the editor's save.

A new file starts with the shipped file's comments (which say what every field means), so
the designer edits it with the explanation in front of her. A variant added to a file that
exists is appended as text, keeping her comments; one replaced (the editor saving over her
own variant) rewrites the file from its data, keeping the head comments only.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from shifting_sands.content.errors import ContentError
from shifting_sands.content.own_variants import (
    VariantKind,
    _check_id,
    forget_cache,
    own_path,
    read_own,
)
from shifting_sands.content.yaml_loader import parse_yaml, read_content

OWN_HEAD = ("# Your own variants of this game. Each entry has the shape of the shipped file's\n"
            "# (its notes are copied above). Check your edits with\n"
            "#   shifting-sands variant check {game}\n"
            "# and play them by id at setup, in `lab`, sweeps and tuning.\n")


def _head_comments(kind: VariantKind[Any]) -> str:
    from shifting_sands.paths import data_dir


    try:
        text = (data_dir() / kind.shipped_file).read_text(encoding="utf-8")
    except OSError:
        return ""
    lines = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        lines.append(line)
    return "\n".join(lines) + "\n" if lines else ""


def _dump(value: Any, flow: bool | None = None) -> str:
    return yaml.safe_dump(value, sort_keys=False, default_flow_style=flow, width=1000,
                          allow_unicode=True)


def entry_text(key: str, params: dict[str, Any],
               notes: Mapping[str, str] | None = None) -> str:
    """One variant as YAML under `variants:` (two spaces in, nested maps on one line); with
    `notes`, its `settings` one a line, each followed by its note as a comment."""
    settings = params.get("settings")
    if not notes or not isinstance(settings, dict) or not settings:
        body = _dump(params)
        return f"  {key}:\n" + "".join(f"    {line}\n" for line in body.splitlines())
    rest = {name: value for name, value in params.items() if name != "settings"}
    text = f"  {key}:\n" + "".join(f"    {line}\n" for line in _dump(rest, False).splitlines())
    text += "    settings:\n"
    for name, value in settings.items():
        line = _dump({name: value}, False).strip()
        note = notes.get(name)
        text += f"      {line}" + (f"  # {note}" if note else "") + "\n"
    return text


def _entry(kind: VariantKind[Any], key: str, params: dict[str, Any]) -> str:
    return entry_text(key, params, kind.notes(params) if kind.notes is not None else None)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def save_own_variant(kind: VariantKind[Any], key: str, params: dict[str, Any],
                     replace: bool = False) -> Path:
    """Write variant `key` into the own file (made if missing); ValueError with one line
    when the id is taken (and `replace` is False), bad, or the file cannot be read or
    written. The entry is checked before anything is written."""
    from shifting_sands.content.own_variants import from_params

    bad = _check_id(key, kind.shipped())
    if bad is not None:
        raise ValueError(bad)
    from_params(kind, key, params)  # refuses numbers that do not fit, before writing
    path = own_path(kind.game)
    try:
        if not path.exists():
            head = kind.head or _head_comments(kind) + OWN_HEAD.format(game=kind.game)
            text = (head + "variants:\n"
                    + _entry(kind, key, params))
        else:
            text = _updated(kind, path, key, params, replace)
        _write(path, text)
    except ContentError as exc:
        raise ValueError(f"{exc.problems[0]}; fix the file first") from None
    except OSError as exc:
        raise ValueError(f"cannot write {path}: {exc.strerror or exc}") from None
    forget_cache(kind.game)
    book = read_own(kind, path)
    if key not in book.rules:  # never expected: the entry was checked above
        raise ValueError(book.faults[0] if book.faults else f"{path}: {key} did not read back")
    return path


def _updated(kind: VariantKind[Any], path: Path, key: str, params: dict[str, Any],
             replace: bool) -> str:
    text = read_content(path)
    data = parse_yaml(text, path)
    if data is None:
        return text.rstrip("\n") + ("\n" if text.strip() else "") + "variants:\n" + \
            _entry(kind, key, params)
    if not isinstance(data, dict) or not isinstance(data.get("variants"), dict):
        raise ContentError.at(path, 1, "expected 'variants:' and one entry per variant")
    if key not in data["variants"]:
        return text.rstrip("\n") + "\n" + _entry(kind, key, params)
    if not replace:
        raise ValueError(f"{path} already has a variant {key!r}; choose another id")
    data["variants"][key] = params
    head = ""
    for line in text.splitlines():  # the leading comments stay; the rest is rewritten
        if not line.startswith("#"):
            break
        head += line + "\n"
    rest = "".join(_entry(kind, name, value) if isinstance(value, dict) else ""
                   for name, value in data["variants"].items())
    return head + "variants:\n" + rest


__all__ = ["entry_text", "save_own_variant"]
