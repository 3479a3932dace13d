"""Load a YAML file into a strict pydantic model, reporting problems as `file:line`.

Parsing uses the C loader when present (PITFALLS: 8x faster). Before anything is built,
the file is bounded: only regular files, at most MAX_BYTES, UTF-8, and one pass over the
loader's event stream (iterative, so safe at any depth) refuses nesting deeper than
MAX_DEPTH (the C composer recurses and would crash the process), aliases, numbers too long
to convert, and keys given twice in one mapping. Line numbers for validation errors come
from walking `yaml.compose()` along the error's path, only once validation has failed.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from shifting_sands.content.errors import ContentError, LocatedValueError

SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
ModelT = TypeVar("ModelT", bound=BaseModel)
MAX_BYTES = 4 * 1024 * 1024
"""Content files are tens of kilobytes (North Africa's units file, the largest, about 53 KB);
anything past this is not content. The cap keeps at least twenty times the largest real file
(a test checks it) so a designer's longer deck never meets it."""
MAX_DEPTH = 32
MAX_NUMBER_LENGTH = 40
_NUMBER = re.compile(r"[-+]?(0[xob])?[0-9][0-9a-fA-F_:.eE+-]*")


def read_content(path: Path) -> str:
    """The text of a content file: a regular file (never blocks on a pipe or device), at
    most MAX_BYTES, UTF-8; otherwise a ContentError naming the file."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        if isinstance(exc, IsADirectoryError):
            raise ContentError.at(path, 1, "is a folder, not a file") from None
        raise ContentError.at(path, 1, f"cannot read file: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise ContentError.at(path, 1, "is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise ContentError.at(path, 1, "is not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_BYTES:
            chunk = os.read(handle, MAX_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise ContentError.at(path, 1, f"cannot read file: {exc.strerror or exc}") from None
    finally:
        os.close(handle)
    data = b"".join(chunks)
    if len(data) > MAX_BYTES:
        raise ContentError.at(path, 1, f"file is larger than {MAX_BYTES // 1024} KB; "
                                       "content files are a few KB")
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise ContentError.at(path, line, f"not UTF-8 text (byte 0x{data[exc.start]:02x})") \
            from None


def _mark_line(exc: yaml.YAMLError) -> int:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    return mark.line + 1 if mark is not None else 1


def _check_events(text: str, path: Path) -> None:
    """One pass over the event stream: depth, aliases, long numbers, duplicate keys."""
    stack: list[list[Any]] = []  # [is_mapping, next_is_key, {key: line}]
    for event in yaml.parse(text, Loader=SafeLoader):
        line = event.start_mark.line + 1 if event.start_mark is not None else 1
        if isinstance(event, yaml.AliasEvent):
            raise ContentError.at(path, line, "aliases (*name) are not allowed in content")
        if isinstance(event, (yaml.ScalarEvent, yaml.CollectionStartEvent)):
            top = stack[-1] if stack else None
            if top is not None and top[0]:
                if top[1] and isinstance(event, yaml.ScalarEvent):
                    first = top[2].get(event.value)
                    if first is not None:
                        raise ContentError.at(path, line, f"key {event.value[:40]!r} appears "
                                                          f"twice (lines {first} and {line})")
                    top[2][event.value] = line
                top[1] = not top[1]
        if isinstance(event, yaml.ScalarEvent):
            if (not event.style and len(event.value) > MAX_NUMBER_LENGTH
                    and _NUMBER.fullmatch(event.value)):
                raise ContentError.at(path, line, f"a number of {len(event.value)} characters "
                                                  f"is too long (at most {MAX_NUMBER_LENGTH})")
        elif isinstance(event, yaml.MappingStartEvent):
            stack.append([True, True, {}])
        elif isinstance(event, yaml.SequenceStartEvent):
            stack.append([False, False, {}])
        elif isinstance(event, yaml.CollectionEndEvent):
            stack.pop()
        if len(stack) > MAX_DEPTH:
            raise ContentError.at(path, line, f"nested deeper than {MAX_DEPTH} levels")


def _syntax_error(exc: yaml.YAMLError, text: str, path: Path) -> ContentError:
    if isinstance(exc, yaml.reader.ReaderError):  # a character YAML does not allow
        line = text[:max(0, exc.position)].count("\n") + 1
        return ContentError.at(path, line, f"YAML syntax error: character {exc.character!r} "
                                           "is not allowed")
    problem = getattr(exc, "problem", None) or str(exc)
    if "nesting depth" in problem:  # libyaml's own limit (PyYAML 6.0.4) can come first
        return ContentError.at(path, _mark_line(exc), f"nested deeper than {MAX_DEPTH} levels")
    return ContentError.at(path, _mark_line(exc), f"YAML syntax error: {problem}")


def parse_yaml(text: str, path: Path) -> Any:
    """Plain data from `text` through the safe loader only: content files never build
    Python objects (Python tags are refused), whatever they contain."""
    try:
        _check_events(text, path)
    except yaml.YAMLError as exc:
        raise _syntax_error(exc, text, path) from None
    loader = SafeLoader(text)
    try:
        return loader.get_single_data()
    except yaml.YAMLError as exc:
        raise _syntax_error(exc, text, path) from None
    except (ValueError, OverflowError, TypeError, RecursionError) as exc:
        # e.g. a date that does not exist (2024-02-31): the constructor gives no line
        raise ContentError.at(path, 1, f"cannot read a value: {exc}") from None
    finally:
        loader.dispose()


def load_yaml(path: Path) -> Any:
    """`read_content` then `parse_yaml`."""
    return parse_yaml(read_content(path), path)


def line_of(text: str, location: tuple[Any, ...]) -> int:
    """The 1-based line of the node at `location`, or of its deepest existing parent (1 when
    there is none). Only for text that `parse_yaml` has accepted."""
    try:
        node = yaml.compose(text, Loader=SafeLoader)
    except yaml.YAMLError:
        return 1
    best = node.start_mark.line + 1 if node is not None else 1
    for key in location:
        if isinstance(node, yaml.MappingNode):
            match = next((v for k, v in node.value if k.value == str(key)), None)
            if match is None:
                key_node = next((k for k, _ in node.value if k.value == str(key)), None)
                return key_node.start_mark.line + 1 if key_node is not None else best
            node = match
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int):
            if key >= len(node.value):
                return best
            node = node.value[key]
        else:
            return best
        best = node.start_mark.line + 1
    return best


def _describe(location: tuple[Any, ...]) -> str:
    return ".".join(str(part) for part in location) or "(top level)"


def load_model(path: Path, model: type[ModelT]) -> ModelT:
    """Read `path` and validate it as `model`; raise ContentError with every problem found."""
    text = read_content(path)
    data = parse_yaml(text, path)
    if data is None:
        raise ContentError.at(path, 1, "the file is empty (or holds only comments)")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = []
        for error in exc.errors():
            location = tuple(error["loc"])
            cause = error.get("ctx", {}).get("error")
            if isinstance(cause, LocatedValueError):
                location += cause.location
            line = line_of(text, location)
            said = " ".join(str(error["msg"]).split())
            problems.append(f"{path}:{line}: {_describe(location)}: {said}")
        raise ContentError(problems) from exc
