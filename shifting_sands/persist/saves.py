"""JSON saves of a match: what is written, how it is checked on the way back in, and where.

A save holds the seed, seats, options and action log (which replay the game exactly), a
snapshot of the state (which keeps the undo history), and which content the game was
played with (`content`: the game's content id and hash; `own_variant`: a designer's own
variant itself, see own_variant_saves). Loading trusts none of it blindly: every field is
checked, a save made with other content is refused in one line (or migrated, where the
game offers it) before anything replays, and the snapshot must agree with the replay,
because a save is a file anyone can hand over or damage. Saves made before content was
recorded are judged by the replay check alone. Bad input gives a `SaveError` with one
line a player can read, never a traceback; nothing here writes to a file it is loading.
"""

from __future__ import annotations

import json
import os
import re
import stat
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from shifting_sands.bots.levels import check_kind
from shifting_sands.paths import saves_dir
from shifting_sands.persist import own_variant_saves as own
from shifting_sands.persist.atomic import backup_path, write_atomic
from shifting_sands.persist.progress import progress_words
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import CHANCE, GameState, Options
from shifting_sands.rules.registry import get_spec
from shifting_sands.rules.spec import GameSpec

FORMAT = "shifting-sands-save"
SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 64 * 1024 * 1024
"""Far above any real save; stops a wrong file (a video, a disk image) being read whole."""

_MESSAGE_LIMIT = 240
SEAT_NAME_LIMIT = 40
"""Far above what setup allows (9) or a bot's own name; a save is refused beyond it."""


def _one_line(text: str, limit: int = _MESSAGE_LIMIT) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


class SaveError(ValueError):
    """A save that cannot be read or written; `str()` is one line fit to show a player.

    `reason` is the message without the path, `path` the file concerned, and
    `backup` a `.bak` beside it that does load (the app may offer it; we never
    switch to it silently).
    """

    def __init__(self, reason: str, path: Path | None = None, *, verb: str = "load",
                 backup: Path | None = None) -> None:
        self.reason = _one_line(reason)
        self.path = path
        self.verb = verb
        self.backup = backup
        message = self.reason if path is None else f"cannot {verb} {path}: {self.reason}"
        if backup is not None:
            message += f" (a backup that loads is at {backup})"
        super().__init__(_one_line(message, limit=2 * _MESSAGE_LIMIT))


class _Problem(Exception):
    """Internal: what is wrong with a file, before the path and backup are added."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# -- writing --------------------------------------------------------------------
def match_to_json(match: Match) -> dict[str, Any]:
    """Everything needed to rebuild `match`, as JSON-ready data.

    `match_id`, `content` and `summary` are the header the Load list reads without replaying
    anything.
    """
    state = match.state
    codec = match.spec.state_class.codec
    data = {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "game": match.spec.id,
        "match_id": match.match_id,
        "seed": match.seed,
        "seats": [seat.to_dict() for seat in match.seats],
        "options": match.options.to_dict(),
        "content": content_record(match.spec, match.options.variant),
        "own_variant": own.own_variant_record(match.spec, match.options.variant),
        "actions": [codec.encode(action) for action in match.log],
        "snapshot": state.to_dict(),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": {
            "turn": getattr(state, "turn", None),
            "round": getattr(state, "round", None),
            "current_player": state.current_player,
            "finished": state.is_terminal(),
            "position": describe_position(match),
            "progress": progress_words(state),
        },
    }
    for key in [key for key in ("content", "own_variant") if data[key] is None]:
        del data[key]
    return data


def content_record(spec: GameSpec, variant: str) -> dict[str, str] | None:
    """`{id, hash}` of the content a match of `spec` plays `variant` with (None for a game
    that does not name its content)."""
    content_id = spec.content_id()
    if content_id is None:
        return None
    return {"id": content_id, "hash": spec.content_hash(variant)}


def _dump(data: dict[str, Any]) -> str:
    # One top-level key per line: readable in an editor without spreading the
    # RNG state (hundreds of numbers) over hundreds of lines.
    def compact(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))

    body = ",\n".join(f" {compact(key)}: {compact(value)}" for key, value in data.items())
    return "{\n" + body + "\n}\n"


def save_match(match: Match, path: str | os.PathLike[str]) -> Path:
    """Write `match` to `path` atomically (the old file becomes `.bak`); SaveError if we cannot."""
    target = Path(path)
    text = _dump(match_to_json(match))
    try:
        write_atomic(target, text)
    except OSError as exc:
        raise SaveError(exc.strerror or str(exc), target, verb="save") from exc
    return target


AUTOSAVE_PREFIX = "autosave-"
MATCH_ID = re.compile(r"[0-9a-z]{1,32}")
"""What a match id may look like; anything else in a file is ignored (ids name files)."""


def autosave_path(game_id: str, match_id: str = "") -> Path:
    """Each unfinished match has its own autosave, `autosave-<game>-<match id>.json`.

    The id `""` is a match saved before ids existed: its slot is the old one-per-game
    `autosave-<game>.json`, which nothing new writes.
    """
    suffix = f"-{match_id}" if match_id else ""
    return saves_dir() / f"{AUTOSAVE_PREFIX}{game_id}{suffix}.json"


def is_autosave(path: Path) -> bool:
    return path.name.startswith(AUTOSAVE_PREFIX)


def autosave(match: Match) -> Path:
    """Write the match's own autosave now (the app's `Autosaver` decides when)."""
    return save_match(match, autosave_path(match.spec.id, match.match_id))


# -- reading ----------------------------------------------------------------------
def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def read_capped(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them; `_Problem` otherwise.

    The file is opened without blocking (a named pipe must not hang the reader) and
    checked to be a regular file before a byte is read (a symlink to `/dev/zero` or a
    device is refused, whatever its apparent size); then no more than `limit` + 1 bytes
    are read, so a file that grows meanwhile is still refused as too large.
    """
    try:
        if path.is_dir():
            raise _Problem("it is a folder, not a save file")
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise _Problem("no such file") from None
    except OSError as exc:
        raise _Problem(f"the file cannot be read ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _Problem("it is a folder, not a save file")
        if not stat.S_ISREG(info.st_mode):
            raise _Problem(f"it is {_file_kind(info.st_mode)}, not a save file")
        if info.st_size > limit:
            raise _Problem(f"the file is far too large to be a save (over {_size(limit)})")
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise _Problem("the file is far too large to be a save (it grew while being read)")
        return b"".join(chunks)
    except OSError as exc:
        raise _Problem(f"the file cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def _size(count: int) -> str:
    return f"{count // (1024 * 1024)} MB" if count >= 1024 * 1024 else f"{count} bytes"


def _file_kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _read_json(path: Path) -> dict[str, Any]:
    raw = read_capped(path)
    if not raw.strip():
        raise _Problem("the file is empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _Problem("not a save: the file is not UTF-8 text") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise _Problem(f"not valid JSON, the file may be truncated or damaged "
                       f"(line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except (ValueError, RecursionError) as exc:
        raise _Problem(f"not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise _Problem(f"not a Shifting Sands save (the JSON holds {_kind(data)}, not an object)")
    return data


def _kind(value: Any) -> str:
    return {list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_header(data: dict[str, Any]) -> GameSpec:
    if data.get("format") != FORMAT:
        raise _Problem("not a Shifting Sands save (a JSON file of some other kind)")
    version = data.get("schema_version")
    if not _is_int(version) or version < 1:
        raise _Problem(f"unknown save schema_version {version!r}")
    if version > SCHEMA_VERSION:
        raise _Problem(f"saved by a newer version of Shifting Sands (save schema {version}; "
                       f"this version reads up to {SCHEMA_VERSION})")
    game = data.get("game")
    if not isinstance(game, str):
        raise _Problem("the save does not say which game it is")
    try:
        return get_spec(game)
    except ValueError as exc:
        raise _Problem(str(exc)) from None


def _seats(data: dict[str, Any], spec: GameSpec) -> list[Seat]:
    raw = data.get("seats")
    if not isinstance(raw, list) or not raw:
        raise _Problem("bad seats: expected a list of players")
    seats = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, dict):
            raise _Problem(f"bad seats: seat {number} is not an object")
        name, controller = item.get("name"), item.get("controller", "human")
        if not isinstance(name, str) or not name.strip():
            raise _Problem(f"bad seats: seat {number} has no name")
        if len(name) > SEAT_NAME_LIMIT or not name.isprintable():
            raise _Problem(f"bad seats: seat {number}'s name must be printable and at most "
                           f"{SEAT_NAME_LIMIT} characters")
        if not isinstance(controller, str) or not controller:
            raise _Problem(f"bad seats: seat {number} has no valid controller")
        if controller != HUMAN:
            try:
                check_kind(spec, controller)
            except ValueError as exc:
                raise _Problem(f"bad seats: seat {number} ({name}): {exc}") from None
        person = item.get("person", "")
        if not isinstance(person, str) or len(person) > SEAT_NAME_LIMIT or (
                person and not person.isprintable()):
            raise _Problem(f"bad seats: seat {number} has a malformed player name")
        seats.append(Seat(name, controller, person))
    if not spec.min_players <= len(seats) <= spec.max_players:
        raise _Problem(f"bad seats: {spec.title} takes {spec.min_players}-{spec.max_players} "
                       f"players, the save has {len(seats)}")
    return seats


def _options(data: dict[str, Any], spec: GameSpec, players: int) -> Options:
    raw = data.get("options")
    if not isinstance(raw, dict):
        raise _Problem("bad options: expected an object")
    variant, settings = raw.get("variant"), raw.get("settings", {})
    variants = spec.variants()
    if not isinstance(variant, str) or variant not in variants:
        raise _Problem(f"bad options: {spec.title} has no variant {variant!r} "
                       f"(known: {', '.join(sorted(variants))})")
    if not isinstance(settings, dict):
        raise _Problem("bad options: settings must be an object")
    rule_set = variants[variant]
    if not rule_set.min_players <= players <= rule_set.max_players:
        raise _Problem(f"bad options: variant {variant!r} takes {rule_set.min_players}-"
                       f"{rule_set.max_players} players, the save has {players}")
    return Options.from_dict(raw)


def _actions(data: dict[str, Any], spec: GameSpec) -> list[Any]:
    raw = data.get("actions")
    if not isinstance(raw, list):
        raise _Problem("bad actions: expected a list")
    codec = spec.state_class.codec
    actions = []
    for number, item in enumerate(raw, start=1):
        try:
            actions.append(codec.decode(item))
        except (ValueError, TypeError) as exc:
            raise _Problem(f"bad actions: action {number} is malformed ({exc})") from None
    return actions


def _differs(data: dict[str, Any], spec: GameSpec, remembered: bool = False) -> str | None:
    record = data.get("content")
    content_id = spec.content_id()
    if record is None or content_id is None:
        return None
    if (not isinstance(record, dict) or not isinstance(record.get("id"), str)
            or not isinstance(record.get("hash"), str)):
        raise _Problem("bad content record: expected the content's id and hash")
    options = data.get("options")
    variant = options.get("variant") if isinstance(options, dict) else None
    from shifting_sands.persist.remembered_hashes import remember, remembers, remembers_other

    if remembered and record["id"] == content_id and isinstance(variant, str):
        if remembers(spec, variant, record["hash"]):
            return None
        if remembers_other(spec, variant, record["hash"]):  # a known variant, found other
            return _other_content(spec, variant)
    if not isinstance(variant, str) or variant not in spec.variants():
        return None  # the options check names what is wrong
    ours = spec.content_hash(variant)
    same = record["id"] == content_id and record["hash"] == ours
    if remembered:
        remember(spec, variant, ours, None if same else record["hash"])
    return None if same else _other_content(spec, variant)


def _other_content(spec: GameSpec, variant: str) -> str:
    return (f"this save was made with other {spec.title} content "
            f"({spec.content_source(variant)} changed since): "
            "it cannot be replayed; start a new game")


def _with_content(data: dict[str, Any], spec: GameSpec,
                  remembered: bool = False) -> tuple[dict[str, Any], str | None]:
    """`data` and None when made with the content `spec` has now (or saved before content
    was recorded, which the replay check judges); the game's migration of it
    (`spec.migrate_content(data)`, None where it has none; it carries the header and the
    snapshot's content references over) and None when that one fits;
    else `data` and why it cannot be replayed, in one line. Reads the header only.
    `remembered` lets a hash remembered from an earlier run stand in for this version's
    (see `remembered_hashes`)."""
    try:  # a designer's own variant, perhaps edited since: the copy the save carries
        data = own.adopt_own_variant(data, spec)
    except own.OwnVariantProblem as exc:
        raise _Problem(str(exc)) from None
    reason = _differs(data, spec, remembered)
    if reason is None:
        return data, None
    migrated = spec.migrate_content(data)
    if migrated is not None and _differs(migrated, spec, remembered) is None:
        return migrated, None
    return data, reason


def content_mismatch(data: dict[str, Any], spec: GameSpec,
                     remembered: bool = False) -> str | None:
    """Why the save `data` cannot be replayed with this version's content, or None; from
    its header alone (the Load list marks such saves without replaying them)."""
    return _with_content(data, spec, remembered)[1]


def _snapshot(data: dict[str, Any], spec: GameSpec) -> GameState:
    raw = data.get("snapshot")
    if not isinstance(raw, dict) or not isinstance(raw.get("fields"), dict):
        raise _Problem("the game snapshot is missing or malformed")
    if not isinstance(raw.get("undo", []), list):
        raise _Problem("the game snapshot's undo history is malformed")
    try:
        state = spec.state_class.from_dict(raw)
        # Undo restores these later; a bad one must fail now, not mid-game. Each is kept as
        # this version writes it (content by reference, not the copy older saves hold).
        renew = spec.state_class._from_fields
        state._undo_stack = [renew(dict(entry))._fields_to_dict()
                             for entry in raw.get("undo", [])]
    except Exception as exc:
        raise _Problem(f"the game snapshot does not load ({exc})") from None
    return state


def _normal(data: Any) -> Any:
    """JSON-equal form (tuples become lists) so live and loaded data compare fairly."""
    return json.loads(json.dumps(data))


def _check_replay(match: Match) -> None:
    try:
        replayed = match.replayed()
    except Exception as exc:
        raise _Problem(f"bad actions: the action log does not replay ({exc})") from None
    ours, theirs = _normal(match.state.to_dict()), _normal(replayed.to_dict())
    if ours["fields"] != theirs["fields"] or ours.get("undo") != theirs.get("undo"):
        raise _Problem("save is inconsistent: snapshot does not match its action log")


def _load_checked(path: Path) -> tuple[Match, dict[str, Any]]:
    data = _read_json(path)
    spec = _check_header(data)
    data = spec.upgrade_save(data)  # a save from before a rules change keeps its old rule
    data, other_content = _with_content(data, spec)
    if other_content is not None:  # refused before anything replays into another game
        raise _Problem(other_content)
    seed = data.get("seed")
    if not _is_int(seed):
        raise _Problem(f"bad seed {seed!r}: expected a whole number")
    seats = _seats(data, spec)
    options = _options(data, spec, len(seats))
    try:  # a setting the game cannot take (a landing rule it does not know, say)
        spec.new_game(seed, len(seats), options)
    except Exception as exc:
        raise _Problem(f"bad options: the game cannot start with them ({exc})") from None
    actions = _actions(data, spec)
    state = _snapshot(data, spec)
    match = Match(spec, seed, seats, options, state=state, log=actions,
                  match_id=_match_id(data, spec, path))
    match.notes = own.carried_notes(spec, options.variant)
    _check_replay(match)
    return match, data


def _match_id(data: dict[str, Any], spec: GameSpec, path: Path) -> str | None:
    """The saved id; for a save made before ids, `""` if it is the old one-slot autosave
    (so it keeps writing there, its own file) and otherwise a new id (None)."""
    raw = data.get("match_id")
    if isinstance(raw, str) and MATCH_ID.fullmatch(raw):
        return raw
    if raw is None and path.name == autosave_path(spec.id).name:
        return ""
    return None


def _load(path: Path) -> tuple[Match, dict[str, Any]]:
    try:
        return _load_checked(path)
    except _Problem:
        raise
    except Exception as exc:  # a game's from_fields may raise anything on hostile data
        raise _Problem(f"unexpected problem ({type(exc).__name__}: {exc})") from None


def _working_backup(path: Path) -> Path | None:
    backup = backup_path(path)
    try:
        _load(backup)
    except _Problem:
        return None
    return backup


def load_match(path: str | os.PathLike[str]) -> Match:
    """The match saved at `path`, fully checked; SaveError (one line) for anything wrong.

    Never writes: a bad save stays byte for byte as it was. If a `.bak` beside it
    loads, the error names it rather than silently loading an older game.
    """
    target = Path(path)
    try:
        match, _ = _load(target)
    except _Problem as problem:
        raise SaveError(problem.reason, target, backup=_working_backup(target)) from None
    return match


# -- describing -------------------------------------------------------------------
def local_time(saved_at: Any) -> str:
    if not isinstance(saved_at, str):
        return "unknown"
    try:
        return datetime.fromisoformat(saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return _one_line(saved_at, 40)


def _join_names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def position_prefix(turn: Any, round_: Any) -> str:
    """`Turn 5, ` or `Round 2, ` (games count one or the other), or nothing."""
    if _is_int(turn):
        return f"Turn {turn}, "
    if _is_int(round_):
        return f"Round {round_}, "
    return ""


def describe_position(match: Match) -> str:
    """One line: whose turn it is, or how the game ended."""
    state, names = match.state, match.names
    if state.is_terminal():
        outcome = state.outcome()
        winners = [names[s] for s in outcome.winners if 0 <= s < len(names)] if outcome else []
        if not winners:
            return "Finished: no winner"
        verb = "won" if len(winners) == 1 else "shared the win"
        return f"Finished: {_join_names(winners)} {verb}"
    words = progress_words(state)
    prefix = f"{words}, " if words else position_prefix(getattr(state, "turn", None),
                                                         getattr(state, "round", None))
    seat = state.current_player
    if seat == CHANCE or not 0 <= seat < len(names):
        return prefix + "the game to act"
    return prefix + f"{names[seat]} to play"


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def inspect_save(path: str | os.PathLike[str]) -> str:
    """A short multi-line summary of the save at `path`, or SaveError (one line)."""
    target = Path(path)
    try:
        match, data = _load(target)
    except _Problem as problem:
        raise SaveError(problem.reason, target, backup=_working_backup(target)) from None
    spec, state = match.spec, match.state
    variant = spec.variants()[match.options.variant]
    seats = ", ".join(
        f"{seat.name} ({'bot: ' + seat.controller if seat.is_bot else 'human'})"
        for seat in match.seats)
    lines = [
        f"{spec.title} ({spec.id}), variant: {variant.title}",
        f"Seats: {seats}",
        f"Seed: {match.seed}",
        f"Match: {match.match_id or 'saved before match ids (its own old autosave slot)'}",
        describe_position(match),
    ]
    outcome = state.outcome() if state.is_terminal() else None
    if outcome is not None:
        scores = ", ".join(f"{name} {_number(score)}"
                           for name, score in zip(match.names, outcome.scores, strict=False))
        lines.append(f"Scores: {scores}")
    record = data.get("content")
    content = (f"{record['id']} {record['hash'][:12]} (as this version has it)"
               if isinstance(record, dict) else "not recorded (saved before content ids)")
    lines += [f"Content: {content}", f"Actions: {len(match.log)}",
              f"Saved: {local_time(data.get('saved_at'))}"]
    return "\n".join(lines)
