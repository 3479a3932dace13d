"""Still frames: what a game scene shows, as a value, so a frame with nothing new is skipped.

A still table (no input, no animation, a bot thinking in its worker) drew every one of its
widgets, labels and layers again each frame: about 2-3 ms of a 16 ms frame on a slow machine
(docs/benchmarks.md, issue 37). The window (app.py) keeps the last composed frame on screen
instead when every visible scene says, with the same `still_key` as at that frame, that it
shows the same thing.

The key is taken by value from the scene's own attributes, not listed by hand: a new
selection, a hover, a banner's countdown or a camera still gliding changes it without anyone
remembering to add it here. What the key cannot see (the match, which is keyed by the
scene's version; time read while drawing) the scene says itself (`GameScene.still_key`,
`GameScene.keep_moving`). An object whose fields count down unseen (a banner shown the same
for six seconds) says what of it shows with a `still_value()` method; a pulse breathing by
the frame count is drawn again alone (`GameScene.pulse_frame`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any

PLAIN = (int, float, str, bytes, bool, type(None), Enum, range)
DEPTH = 6
"""How deep attributes are followed (scene -> show -> dice -> die -> face ...); below,
identity."""


PLAIN_KIND, SEQUENCE, SETS, MAPPING, OBJECT, IDENTITY = range(6)
_KINDS: dict[type, int] = {}
"""Each class met, sorted once into how `snapshot` takes its values (a still key walks a few
hundred values a frame, and testing each against every kind cost about half of it)."""
_SHOWN: dict[type, Any] = {}
"""The `still_value` method of each class of OBJECT kind that has one, else None."""


def _kind(cls: type) -> int:
    params = getattr(cls, "__dataclass_params__", None)
    if issubclass(cls, PLAIN) or (params is not None and params.frozen):
        kind = PLAIN_KIND  # frozen dataclasses (views, content) are values already
    elif issubclass(cls, (tuple, list)):
        kind = SEQUENCE
    elif issubclass(cls, (set, frozenset)):
        kind = SETS
    elif issubclass(cls, dict):
        kind = MAPPING
    elif any("__call__" in vars(base) for base in cls.__mro__):
        kind = IDENTITY  # functions, methods, classes: `callable` says so of the class
    else:
        kind = OBJECT
        _SHOWN[cls] = getattr(cls, "still_value", None)
    _KINDS[cls] = kind
    return kind


def snapshot(value: Any, depth: int = DEPTH) -> Any:
    """`value` as a comparable value: plain values as they are, containers and objects by
    their contents (to `depth`), frozen dataclasses (views, content) as themselves, anything
    else (a surface, a function) by identity. (Plain items are taken in place, not through a
    call each: most of a key's values are plain, and the calls were most of its cost.)"""
    cls = type(value)
    kind = _KINDS.get(cls)
    if kind is None:
        kind = _kind(cls)
    if kind == PLAIN_KIND:
        return value  # a frozen dataclass is compared by its fields, at once when the same
    if depth <= 0 or kind == IDENTITY:
        return ("id", id(value))
    depth -= 1
    kinds = _KINDS
    if kind == SEQUENCE:
        return (cls, tuple([item if kinds.get(type(item)) == PLAIN_KIND
                            else snapshot(item, depth) for item in value]))
    if kind == SETS:
        try:
            return (cls, frozenset(value))
        except TypeError:
            return (cls, tuple(sorted(map(id, value))))
    if kind == MAPPING:
        return (dict, tuple([(k if kinds.get(type(k)) == PLAIN_KIND else snapshot(k, depth),
                              v if kinds.get(type(v)) == PLAIN_KIND else snapshot(v, depth))
                             for k, v in value.items()]))
    fields = getattr(value, "__dict__", None)
    if fields is not None:
        shown = _SHOWN[cls]
        if shown is not None:  # the object says what of it shows (a banner, not its clock)
            return (cls, snapshot(shown(value), depth))
        return (cls, tuple([(name, item if kinds.get(type(item)) == PLAIN_KIND
                             else snapshot(item, depth)) for name, item in fields.items()]))
    slots = getattr(cls, "__slots__", None)
    if slots:
        return (cls, tuple([snapshot(getattr(value, name, None), depth) for name in slots]))
    return ("id", id(value))


def scene_snapshot(scene: Any, skip: frozenset[str], shared: Sequence[Any] = ()) -> tuple:
    """The scene's attributes by value, but for `skip` (what the key covers otherwise); an
    attribute holding one of `shared` (its buttons, keyed by value in their group already)
    by its place there: a table's eight buttons were a third of its key, taken twice."""
    places = {id(value): index for index, value in enumerate(shared)}
    return tuple((name, ("shared", places[id(value)]) if id(value) in places
                  else snapshot(value)) for name, value in vars(scene).items()
                 if name not in skip)
