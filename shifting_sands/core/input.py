"""pygame events turned into intents that scenes understand, in logical coordinates.

Intents are small frozen records that behave as frozen dataclasses do (fields from the
annotations, defaults, equality and hash by type and values, a repr, no assignment), made
without `dataclasses`: a frozen dataclass compiles its methods when its module is imported,
and these thirteen cost several milliseconds of every start-up before the first frame.
"""

from __future__ import annotations

import inspect
from typing import Any, ClassVar

import pygame

from shifting_sands.records import FrozenValueRecord


class Intent(FrozenValueRecord):
    """Base of every intent: a frozen record of the fields its class annotates."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = [name for name, hint in inspect.get_annotations(cls).items()
               if not str(hint).startswith(("ClassVar", "typing.ClassVar"))]
        cls._fields = (*cls._fields, *own)
        cls._defaults = {**cls._defaults, **{name: cls.__dict__[name] for name in own
                                             if name in cls.__dict__}}
        cls.__match_args__ = cls._fields

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._fields
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__} takes {len(fields)} arguments")
        values = dict(zip(fields, args, strict=False))
        for name, value in kwargs.items():
            if name not in fields or name in values:
                raise TypeError(f"{type(self).__name__}: unexpected or repeated {name!r}")
            values[name] = value
        for name in fields:
            if name not in values:
                if name not in self._defaults:
                    raise TypeError(f"{type(self).__name__} needs {name!r}")
                values[name] = self._defaults[name]
            object.__setattr__(self, name, values[name])


class PointerMove(Intent):
    pos: tuple[float, float]


class PointerDown(Intent):
    pos: tuple[float, float]
    button: int = 1


class PointerUp(Intent):
    pos: tuple[float, float]
    button: int = 1


class Scroll(Intent):
    dy: int


class Confirm(Intent):
    pass


class Menu(Intent):
    """Esc: open the pause menu, or go back from a menu."""


class Undo(Intent):
    pass


class ToggleFullscreen(Intent):
    pass


class TextTyped(Intent):
    text: str


class Backspace(Intent):
    pass


class SelectAll(Intent):
    """Ctrl+A (Cmd+A): select the whole text of the focused field."""


class Key(Intent):
    """Any other key, for scene shortcuts (pygame key constant)."""

    key: int


def to_intents(event: pygame.event.Event, to_logical) -> list[Intent]:
    """Translate one pygame event; `to_logical` maps window pixels to logical ones."""
    kind = event.type
    if kind == pygame.MOUSEMOTION:
        return [PointerMove(to_logical(event.pos))]
    if kind == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
        return [PointerDown(to_logical(event.pos), event.button)]
    if kind == pygame.MOUSEBUTTONUP and event.button in (1, 3):
        return [PointerUp(to_logical(event.pos), event.button)]
    if kind == pygame.MOUSEWHEEL:
        return [Scroll(event.y)]
    if kind == pygame.TEXTINPUT:
        return [TextTyped(event.text)]
    if kind == pygame.KEYDOWN:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_z and ctrl:
            return [Undo()]
        if event.key == pygame.K_a and ctrl:
            return [SelectAll()]
        if event.key == pygame.K_ESCAPE:
            return [Menu()]
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return [Confirm()]
        if event.key == pygame.K_F11:
            return [ToggleFullscreen()]
        if event.key == pygame.K_BACKSPACE:
            return [Backspace()]
        return [Key(event.key)]
    return []
