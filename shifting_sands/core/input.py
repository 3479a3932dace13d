"""pygame events turned into intents that scenes understand, in logical coordinates."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Intent:
    pass


@dataclass(frozen=True)
class PointerMove(Intent):
    pos: tuple[float, float]


@dataclass(frozen=True)
class PointerDown(Intent):
    pos: tuple[float, float]
    button: int = 1


@dataclass(frozen=True)
class PointerUp(Intent):
    pos: tuple[float, float]
    button: int = 1


@dataclass(frozen=True)
class Scroll(Intent):
    dy: int


@dataclass(frozen=True)
class Confirm(Intent):
    pass


@dataclass(frozen=True)
class Menu(Intent):
    """Esc: open the pause menu, or go back from a menu."""


@dataclass(frozen=True)
class Undo(Intent):
    pass


@dataclass(frozen=True)
class ToggleFullscreen(Intent):
    pass


@dataclass(frozen=True)
class TextTyped(Intent):
    text: str


@dataclass(frozen=True)
class Backspace(Intent):
    pass


@dataclass(frozen=True)
class SelectAll(Intent):
    """Ctrl+A (Cmd+A): select the whole text of the focused field."""


@dataclass(frozen=True)
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
