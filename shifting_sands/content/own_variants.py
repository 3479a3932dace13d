"""The designer's own variants: `<home>/variants/<game>.yaml`, beside the shipped ones.

A game whose variants live in one file of the shape `variants: {id: {...}}` describes that
file with a `VariantKind` (its spec's `variant_kind()`); the other games describe theirs as
overlays, a shipped variant and some of its parameters (own_overlays.py); everything else
here is common to every game. An own file is checked like shipped content, but one variant
at a time, so one bad entry hides neither the others nor (never) the shipped variants: each fault is
one `file:line: problem` line, said once on stderr and in the log. Variants carried by a
save (its own variant edited or deleted since) join the book for the rest of the process.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from shifting_sands.content.errors import ContentError, LocatedValueError
from shifting_sands.content.yaml_loader import line_of, parse_yaml, read_content

R = TypeVar("R")
CARRIED_MARK = "~"
"""Joins an own variant's id and its hash for the copy a save carries (`my_test~1a2b3c4d`)."""
MAX_OWN_VARIANTS = 200


@dataclass(frozen=True)
class VariantKind(Generic[R]):
    """How one game's variant file is read and written (the Mothership's variants.yaml)."""

    game: str
    shipped_file: str
    """The shipped file, relative to the data folder (its comments head a new own file)."""
    model: type[BaseModel]
    """One variant as the file writes it (strict: unknown keys refused)."""
    build: Callable[[str, Any], R]
    """(id, validated model) -> the game's rule set."""
    params: Callable[[R], dict[str, Any]]
    """A rule set back as the file writes it (saves carry this, `variant new` writes it)."""
    digest: Callable[[R], str]
    shipped: Callable[[], Mapping[str, R]]
    players: Callable[[R], tuple[int, int]]
    describe: Callable[[R], tuple[str, str]] = lambda rules: ("", "")
    """(title, description) of a rule set."""
    head: str = ""
    """The comments that open a new own file; "": the shipped file's own comments."""
    notes: Callable[[dict[str, Any]], Mapping[str, str]] | None = None
    """An entry's `settings` -> the comment written after each (an overlay's meanings)."""


@dataclass
class OwnBook(Generic[R]):
    """The own variants read from the file now, and the faults found in it."""

    rules: dict[str, R] = field(default_factory=dict)
    faults: list[str] = field(default_factory=list)


_CACHE: dict[str, tuple[Any, OwnBook[Any]]] = {}
_CARRIED: dict[str, dict[str, Any]] = {}
_SAID: set[str] = set()


def variants_dir() -> Path:
    """Where the designer's own variant files live (`<home>/variants`, beside the saves);
    only looked at here, never made: the first variant written makes it."""
    override = os.environ.get("SHIFTING_SANDS_HOME")
    if override:
        return Path(override) / "variants"
    import platformdirs

    from shifting_sands.paths import APP_NAME

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "variants"


def own_path(game: str) -> Path:
    return variants_dir() / f"{game}.yaml"


def _stamp(path: Path) -> Any:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size, info.st_ino)


def _say(faults: list[str]) -> None:
    """Each fault once, by the main process only (workers of a run read the file too)."""
    import multiprocessing

    from shifting_sands.settings import report

    if multiprocessing.parent_process() is not None:
        return
    for fault in faults:
        if fault not in _SAID:
            _SAID.add(fault)
            report(fault)


def _check_id(key: Any, shipped: Mapping[str, Any]) -> str | None:
    if not isinstance(key, str) or not key or len(key) > 40:
        return "a variant id must be a word of at most 40 characters"
    if not key.replace("_", "").isalnum() or not key.isascii() or not key.islower():
        return f"variant id {key!r} must be lower case letters, digits and _"
    if key in shipped:
        return f"variant id {key!r} is a shipped variant's; give yours another id"
    return None


def _model_faults(kind: VariantKind[Any], path: Path, text: str, key: str,
                  value: Any) -> tuple[Any, list[str]]:
    try:
        return kind.model.model_validate(value), []
    except ValidationError as exc:
        faults = []
        for error in exc.errors():
            location: tuple[Any, ...] = ("variants", key, *error["loc"])
            cause = error.get("ctx", {}).get("error")
            if isinstance(cause, LocatedValueError):
                location += cause.location
            said = " ".join(str(error["msg"]).split())
            where = ".".join(str(part) for part in location)
            faults.append(f"{path}:{line_of(text, location)}: {where}: {said}")
        return None, faults


def read_own(kind: VariantKind[R], path: Path) -> OwnBook[R]:
    """Every good variant of the own file `path`, and one line for each fault."""
    book: OwnBook[R] = OwnBook()
    try:
        text = read_content(path)
        data = parse_yaml(text, path)
    except ContentError as exc:
        book.faults.extend(exc.problems)
        return book
    if data is None:
        return book  # an empty file holds no variants yet; nothing is wrong
    if not isinstance(data, dict) or set(data) != {"variants"} or not isinstance(
            data["variants"], dict):
        book.faults.append(f"{path}:1: expected 'variants:' and under it one entry per "
                           "variant (as in the shipped file)")
        return book
    shipped = kind.shipped()
    for number, (key, value) in enumerate(data["variants"].items()):
        if number >= MAX_OWN_VARIANTS:
            book.faults.append(f"{path}:{line_of(text, ('variants', key))}: more than "
                               f"{MAX_OWN_VARIANTS} variants; the rest are left out")
            break
        bad_id = _check_id(key, shipped)
        if bad_id is not None:
            book.faults.append(f"{path}:{line_of(text, ('variants', str(key)))}: {bad_id}")
            continue
        model, faults = _model_faults(kind, path, text, key, value)
        if faults:
            book.faults.extend(faults)
            continue
        book.rules[key] = kind.build(key, model)
    return book


def own_book(kind: VariantKind[R]) -> OwnBook[R]:
    """The own variants of `kind`'s game as the file holds them now (read again only when
    the file changes); its faults are said once each."""
    path = own_path(kind.game)
    stamp = _stamp(path)
    cached = _CACHE.get(kind.game)
    if cached is not None and cached[0] == (str(path), stamp):
        return cached[1]
    book: OwnBook[R] = OwnBook() if stamp is None else read_own(kind, path)
    _CACHE[kind.game] = ((str(path), stamp), book)
    _say(book.faults)
    return book


def forget_cache(game: str) -> None:
    """Read the file again next time (it was just written; its stamp may not have moved)."""
    _CACHE.pop(game, None)


def carried(game: str) -> dict[str, Any]:
    """Own variants that saves brought in (edited or deleted since), by their key."""
    return _CARRIED.setdefault(game, {})


def carry(kind: VariantKind[R], rules: R, base: str) -> str:
    """Keep `rules` (a save's own variant `base`) for this process; its key."""
    key = f"{base}{CARRIED_MARK}{kind.digest(rules)[:8]}"
    carried(kind.game)[key] = rules
    return key


def all_rules(kind: VariantKind[R]) -> dict[str, R]:
    """Shipped, then own, then carried rule sets, by the key `--variant` takes."""
    return {**kind.shipped(), **own_book(kind).rules, **carried(kind.game)}


def from_params(kind: VariantKind[R], key: str, params: Any) -> R:
    """A rule set from a save's record; ValueError (one line) when it does not validate."""
    model, faults = _model_faults(kind, Path("save"), "", key, params)
    if faults:
        raise ValueError(faults[0].split(": ", 1)[1])
    return kind.build(key, model)


__all__ = ["CARRIED_MARK", "OwnBook", "VariantKind", "all_rules", "carried", "carry",
           "forget_cache", "from_params", "own_book", "own_path", "read_own", "variants_dir"]
