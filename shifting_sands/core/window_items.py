"""A window's or a layer's moving part as a list of drawing items, and its redraw after a
change (North Africa's map window, the Mothership's desert).

Recomposing the whole map window (the map and every ring, name, pile and badge) after a move
cost milliseconds; a move changes a few piles. Each item is a kind, its arguments (plain
hashable values that decide every pixel it draws) and the screen rectangle it may touch. A
new list is compared with the last one in order (`difflib`): where items left, came or
changed, the map and every item over that rectangle are drawn again, clipped to it, in the
list's order; everywhere else the last picture holds the same items in the same order over
the same map, so it is left as it is. Pixel for pixel the same picture as drawing it whole
(a test holds it).
"""

from __future__ import annotations

from collections.abc import Callable
from difflib import SequenceMatcher
from typing import Any

import pygame

from shifting_sands.core.canvas import Canvas

Item = tuple[str, tuple, pygame.Rect]
"""(kind, arguments, the screen rectangle its drawing stays inside)."""
Painters = dict[str, Callable[..., None]]
MARGIN = 4
"""Screen pixels added around every item's rectangle: rounding and anti-aliasing."""
MERGE_ABOVE = 12
"""With more dirty rectangles than this, they are drawn as their union."""


class ItemList:
    """Collects a window's items, each with the rectangle it may touch on `canvas`'s screen
    (the canvas drawing into the window's surface while the list is made). `boxes` keeps
    each item's rectangle by its kind and arguments while the canvas's scale and offset
    stay (the caller's to clear)."""

    def __init__(self, canvas: Canvas, boxes: dict[tuple, pygame.Rect] | None = None) -> None:
        self.canvas = canvas
        self.items: list[Item] = []
        self.boxes = {} if boxes is None else boxes

    def item(self, kind: str, args: tuple, box_of: Callable[[], pygame.Rect]) -> None:
        """Add an item; `box_of()` gives its rectangle when it is not known yet."""
        key = (kind, args)
        box = self.boxes.get(key)
        if box is None:
            box = self.boxes[key] = box_of().inflate(MARGIN, MARGIN)
        self.items.append((kind, args, box))

    def circle(self, colour: tuple, centre: tuple[float, float], radius: float,
               width: int = 0) -> None:
        def box() -> pygame.Rect:
            x, y = self.canvas.point_to_screen(centre)
            r = self.canvas.px(radius) + 1
            return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

        self.item("circle", (colour, centre, radius, width), box)

    def rect(self, colour: tuple, rect: tuple, radius: int = 0, width: int = 0) -> None:
        self.item("rect", (colour, rect, radius, width), lambda: self.canvas.to_screen(rect))

    def image(self, name: str, rect: tuple) -> None:
        self.item("image", (name, rect), lambda: self.canvas.to_screen(rect))

    def text(self, text: str, pos: tuple[float, float], size: int, colour: tuple,
             role: str = "body", anchor: str = "topleft") -> None:
        args = (text, pos, size, colour, role, anchor)
        self.item("text", args, lambda: self.text_box(*args))

    def text_box(self, text: str, pos: tuple[float, float], size: int, colour: tuple,
                 role: str, anchor: str) -> pygame.Rect:
        """Where `Canvas.text` puts that text."""
        box = self.canvas.text_surface(text, size, colour, role).get_rect()
        setattr(box, anchor, self.canvas.point_to_screen(pos))
        return box


def canvas_painters() -> Painters:
    """The plain kinds, drawn by the canvas itself."""
    return {"circle": lambda c, colour, centre, radius, width: c.circle(colour, centre, radius,
                                                                      width),
            "rect": lambda c, colour, rect, radius, width: c.rect(colour, rect, radius, width),
            "image": lambda c, name, rect: c.image(name, rect),
            "text": lambda c, text, pos, size, colour, role, anchor: c.text(
                text, pos, size, colour, role, anchor)}


def paint(canvas: Canvas, items: list[Item], painters: Painters,
          within: pygame.Rect | None = None) -> None:
    """Draw `items` in order (only those meeting `within`, when given)."""
    for kind, args, box in items:
        if within is None or box.colliderect(within):
            painters[kind](canvas, *args)


def changed_rects(old: list[Item], new: list[Item], bounds: pygame.Rect) -> list[pygame.Rect]:
    """Where the pictures of `old` and `new` may differ: the rectangles of the items of
    either list outside their longest common run in order, within `bounds` (the common
    first and last items set aside before the matcher, which they would only slow)."""
    head = 0
    while head < min(len(old), len(new)) and old[head][:2] == new[head][:2]:
        head += 1
    tail = 0
    while (tail < min(len(old), len(new)) - head
           and old[len(old) - 1 - tail][:2] == new[len(new) - 1 - tail][:2]):
        tail += 1
    old, new = old[head:len(old) - tail], new[head:len(new) - tail]
    matcher = SequenceMatcher(None, [(k, a) for k, a, _b in old], [(k, a) for k, a, _b in new],
                              autojunk=False)
    found: list[pygame.Rect] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        for _kind, _args, box in old[i1:i2] + new[j1:j2]:
            clipped = box.clip(bounds)
            if clipped.w > 0 and clipped.h > 0:
                found.append(clipped)
    return merged(found)


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined (their union), until none overlaps another."""
    rects = list(rects)
    joined = True
    while joined:
        joined = False
        for i, rect in enumerate(rects):
            hit = rect.collidelist(rects[i + 1:])
            if hit >= 0:
                rects[i] = rect.union(rects[i + 1 + hit])
                del rects[i + 1 + hit]
                joined = True
                break
    if len(rects) > MERGE_ABOVE:
        return [rects[0].unionall(rects[1:])]
    return rects


def redraw(canvas: Canvas, surface: pygame.Surface, old: list[Item], new: list[Item],
           background: Callable[[], Any], painters: Painters) -> int:
    """Bring `surface` (which shows `old` over `background`) to `new`: each changed
    rectangle's background and items drawn again, clipped to it. The rectangles drawn."""
    rects = changed_rects(old, new, surface.get_rect())
    saved = surface.get_clip()
    try:
        for rect in rects:
            surface.set_clip(rect)
            background()
            paint(canvas, new, painters, rect)
    finally:
        surface.set_clip(saved)
    return len(rects)


__all__ = ["Item", "ItemList", "canvas_painters", "changed_rects", "paint", "redraw"]
