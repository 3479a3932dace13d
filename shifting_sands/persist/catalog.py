"""The saves folder as the Load list shows it: list, latest, delete, restore a previous copy.

Listing reads each file's header (game, match id, seats, the summary written with it) and
never replays a game, so a long list opens at once; a save is checked in full only when it
is opened. No player action here removes more than the one save it names: a `.bak` that
holds another match is listed as a save of its own and outlives the file beside it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shifting_sands.paths import saves_dir
from shifting_sands.persist.atomic import (
    backup_path,
    remove_file,
    sweep_temp_files,
    write_atomic,
)
from shifting_sands.persist.progress import header_words
from shifting_sands.persist.saves import (
    MATCH_ID,
    SaveError,
    _check_header,
    _one_line,
    _Problem,
    _read_json,
    _seats,
    content_mismatch,
    is_autosave,
    load_match,
    local_time,
    position_prefix,
    read_capped,
)

BACKUP_SUFFIX = ".bak"


@dataclass(frozen=True)
class SaveInfo:
    """One save as a load/resume menu shows it, read from its header only.

    `error` is None for a save whose header reads (the full check comes when it is
    opened); otherwise it says why not, `game` and `title` are None, and `backup` is
    the previous copy beside it when that one reads ("restore the previous copy").
    `recovered` marks a `.bak` listed on its own: it holds another match than the file
    beside it (the one-slot autosaves of old versions overwrote each other) or that file
    is gone.
    """

    path: Path
    game: str | None
    title: str | None
    saved_at: str | None
    summary: str
    modified: float
    error: str | None = None
    seats: tuple[str, ...] = ()
    match_id: str | None = None
    finished: bool = False
    backup: Path | None = None
    backup_label: str = ""
    """What the offered previous copy holds, in a few words."""
    recovered: bool = False
    other_content: str | None = None
    """Why the save cannot be replayed, when it was made with other content than this
    version's (told from its header: nothing is replayed to find out)."""
    key: tuple[Any, ...] | None = field(default=None, compare=False, repr=False)
    """Which match this is: (game, id), or (game, seed, seats) for saves made before ids."""

    @property
    def autosave(self) -> bool:
        return is_autosave(self.path)

    @property
    def date(self) -> str:
        return local_time(self.saved_at)

    @property
    def resumable(self) -> bool:
        return self.error is None and not self.finished and self.other_content is None


def _seat_label(seat: Any) -> str:
    if not seat.is_bot:
        return seat.name
    if seat.controller.lower() in seat.name.lower():
        return seat.name
    return f"{seat.name} (bot: {seat.controller})"


def _summary(data: dict[str, Any], names: list[str]) -> tuple[str, bool]:
    summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
    snapshot = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
    fields = snapshot.get("fields") if isinstance(snapshot.get("fields"), dict) else {}
    finished = summary.get("finished") is True
    position = summary.get("position")
    if finished:
        text = position if isinstance(position, str) and position.startswith("Finished") else (
            "Finished")
        return _one_line(text, 90), True
    turn = summary.get("turn", fields.get("turn"))
    round_ = summary.get("round", fields.get("round"))
    words = header_words(summary)  # the game's own words; older saves have only numbers
    prefix = f"{words}, " if words else position_prefix(turn, round_)
    seat = summary.get("current_player")
    who = (f"{names[seat]} to play" if isinstance(seat, int) and 0 <= seat < len(names)
           else "in play")
    return _one_line(prefix + who, 90), False


def read_header(path: Path, remembered: bool = False) -> SaveInfo:
    """What the Load list shows of `path`; a problem becomes `error`, never an exception.
    `remembered`: see `content_mismatch`."""
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    try:
        data = _read_json(path)
        spec = _check_header(data)
        seats = _seats(data, spec)
        other_content = content_mismatch(data, spec, remembered)
    except _Problem as problem:
        return SaveInfo(path, None, None, None, "unreadable save", modified,
                        _one_line(problem.reason))
    except Exception as exc:  # hostile data must not break the list
        return SaveInfo(path, None, None, None, "unreadable save", modified,
                        _one_line(f"unexpected problem ({type(exc).__name__})"))
    raw_id = data.get("match_id")
    match_id = raw_id if isinstance(raw_id, str) and MATCH_ID.fullmatch(raw_id) else None
    names = [seat.name for seat in seats]
    text, finished = _summary(data, names)
    saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), str) else None
    key = (spec.id, match_id) if match_id else (
        spec.id, data.get("seed"), tuple((s.name, s.controller) for s in seats))
    return SaveInfo(path, spec.id, spec.title, saved_at, text, modified,
                    seats=tuple(_seat_label(s) for s in seats), match_id=match_id,
                    finished=finished, key=key, other_content=other_content)


def _entries(main: Path, remembered: bool = False) -> list[SaveInfo]:
    """The save at `main`, and its `.bak` when that one is a different match."""
    info = read_header(main, remembered)
    backup = backup_path(main)
    if not _is_file(backup):
        return [info]
    previous = read_header(backup, remembered)
    if previous.error is not None:
        return [info]
    if info.error is not None:
        label = f"{previous.title}, {previous.summary}, {previous.date}"
        return [_with(info, backup=backup, backup_label=label)]
    if previous.key != info.key:
        return [info, _with(previous, recovered=True)]
    return [info]


def _with(info: SaveInfo, **changes: Any) -> SaveInfo:
    values = {name: getattr(info, name) for name in info.__dataclass_fields__}
    values.update(changes)
    return SaveInfo(**values)


def _folder_entries(folder: Path) -> list[Path]:
    """The names in the saves folder; SaveError (one line) when it cannot be listed."""
    try:
        with os.scandir(folder) as entries:
            return [Path(entry.path) for entry in entries]
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError(f"the saves folder cannot be read ({exc.strerror or exc})", folder,
                        verb="list") from None


def list_saves(remembered: bool = False) -> list[SaveInfo]:
    """Every save in the saves folder, newest first; a bad file is listed with its error.

    Anything named `*.json` is listed, so a folder, a pipe or a device given a save's name
    shows up as an unreadable save with its reason rather than vanishing. Temp files that
    an interrupted save left behind are swept first (only stale ones: see `sweep_temp_files`).
    SaveError when the folder itself cannot be read. `remembered`: see `content_mismatch`.
    """
    folder = saves_dir()
    names = _folder_entries(folder)
    sweep_temp_files(folder)
    infos: list[SaveInfo] = []
    for path in sorted(p for p in names if p.name.endswith(".json")):
        infos.extend(_entries(path, remembered))
    for path in sorted(p for p in names if p.name.endswith(".json" + BACKUP_SUFFIX)):
        main = path.with_name(path.name[: -len(BACKUP_SUFFIX)])
        if _is_file(path) and not _exists(main):
            info = read_header(path, remembered)
            if info.error is None:  # a previous copy of a save that is gone
                infos.append(_with(info, recovered=True))
    infos.sort(key=lambda info: (info.modified, info.path.name), reverse=True)
    return infos


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


def _exists(path: Path) -> bool:
    try:
        return path.exists() or path.is_symlink()
    except OSError:
        return True  # cannot tell: keep treating the .bak as that file's previous copy


def latest_save(remembered: bool = False) -> Path | None:
    """The newest unfinished match (what a bare `resume` and Continue open), or None.
    The launcher passes `remembered` (see `content_mismatch`): it must open at once."""
    return next((info.path for info in list_saves(remembered)
                 if info.resumable and not info.recovered), None)


def delete_save(info: SaveInfo) -> None:
    """Remove the save `info` names, and its `.bak` when that holds the same match.

    A `.bak` that holds another match, or whose match cannot be told because this file
    is broken, stays (and is listed on its own); an unreadable `.bak` goes with it.
    """
    remove_file(info.path)
    if info.recovered:
        return
    backup = backup_path(info.path)
    if backup.is_file():
        previous = read_header(backup)
        if previous.error is not None or (info.error is None and previous.key == info.key):
            remove_file(backup)


def restore_backup(path: Path) -> Path:
    """Put the previous copy of the broken save `path` back in its place.

    The `.bak` is checked in full first (SaveError if it does not load); the broken file
    is not thrown away but becomes the new `.bak`, as any save's previous version does.
    """
    backup = backup_path(path)
    load_match(backup)
    try:
        write_atomic(path, read_capped(backup).decode("utf-8-sig"))
    except _Problem as problem:
        raise SaveError(problem.reason, path, verb="restore") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(getattr(exc, "strerror", None) or str(exc), path,
                        verb="restore") from exc
    return path
