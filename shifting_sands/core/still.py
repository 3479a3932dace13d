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

from enum import Enum
from typing import Any

PLAIN = (int, float, str, bytes, bool, type(None), Enum, range)
DEPTH = 6
"""How deep attributes are followed (scene -> show -> dice -> die -> face ...); below,
identity."""


def snapshot(value: Any, depth: int = DEPTH) -> Any:
    """`value` as a comparable value: plain values as they are, containers and objects by
    their contents (to `depth`), frozen dataclasses (views, content) as themselves, anything
    else (a surface, a function) by identity."""
    if isinstance(value, PLAIN):
        return value
    params = getattr(type(value), "__dataclass_params__", None)
    if params is not None and params.frozen:
        return value  # a value already: compared by its fields, at once when it is the same
    if depth <= 0:
        return ("id", id(value))
    if isinstance(value, (tuple, list)):
        return (type(value), tuple(snapshot(item, depth - 1) for item in value))
    if isinstance(value, (set, frozenset)):
        try:
            return (type(value), frozenset(value))
        except TypeError:
            return (type(value), tuple(sorted(map(id, value))))
    if isinstance(value, dict):
        return (dict, tuple((snapshot(k, depth - 1), snapshot(v, depth - 1))
                            for k, v in value.items()))
    fields = getattr(value, "__dict__", None)
    if fields is not None and not callable(value) and not isinstance(value, type):
        shown = getattr(type(value), "still_value", None)
        if shown is not None:  # the object says what of it shows (a banner, not its clock)
            return (type(value), snapshot(shown(value), depth - 1))
        return (type(value), tuple((name, snapshot(item, depth - 1))
                                   for name, item in fields.items()))
    slots = getattr(type(value), "__slots__", None)
    if slots and not callable(value):
        return (type(value), tuple(snapshot(getattr(value, name, None), depth - 1)
                                   for name in slots))
    return ("id", id(value))


def scene_snapshot(scene: Any, skip: frozenset[str]) -> tuple:
    """The scene's attributes by value, but for `skip` (what the key covers otherwise)."""
    return tuple((name, snapshot(value)) for name, value in vars(scene).items()
                 if name not in skip)
