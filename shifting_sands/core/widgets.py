"""Small widgets drawn on the canvas: buttons, choice selectors, text fields, toggles.

Hand-drawn rather than pygame_gui so they scale crisply with the logical canvas
and add nothing to start-up; each widget is a rectangle that reacts to intents.

The widgets behave as the dataclasses they were (the same arguments, by position or name,
equality by type and fields, a repr, not hashable) but are written out: a dataclass
compiles its methods when its module is imported, and these six cost 4-5 ms of every
start-up before the launcher's first frame. A subclass adds its own fields to `_fields`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import pygame

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas, Color
from shifting_sands.core.input import (
    Backspace,
    Intent,
    PointerDown,
    PointerMove,
    PointerUp,
    SelectAll,
    TextTyped,
)
from shifting_sands.records import ValueRecord

GUARD_SECONDS = 0.4
"""How long input that may have been meant for the screen before waits: a button that
appears under the pointer ignores presses this long, and so does the table after a hand-off.
Longer than the gap between a double click's presses (or two quick Enters), shorter than a
deliberate one."""


def page_of(items: list[Any], page: int, room: int,
            more: Callable[[int, int], Any]) -> tuple[list[Any], int]:
    """The buttons shown on `page` when `items` do not all fit in `room` places: a page holds
    room - 1 of them and ends with `more(page, pages)` (a "More (2/3)" button); the page
    number wraps. Items that fit are shown as they are."""
    if len(items) <= room:
        return items, page
    per = room - 1
    pages = (len(items) + per - 1) // per
    page %= pages
    return [*items[page * per:(page + 1) * per], more(page, pages)], page


def panel(canvas: Canvas, rect: tuple[float, float, float, float], radius: int = 14,
          fill: theme.Color = theme.PANEL, edge: theme.Color = theme.PANEL_EDGE) -> None:
    """A parchment panel with a soft shadow: the common frame of menus and side panels.

    Composed once per size and colour, then blitted: one blit instead of three blends."""
    x, y, w, h = rect

    def build(surface: pygame.Surface, scale: float) -> None:
        r, border = max(1, round(radius * scale)), max(1, round(2 * scale))
        body = pygame.Rect(0, 0, round(w * scale), round(h * scale))
        pygame.draw.rect(surface, theme.SHADOW, body.move(round(3 * scale), round(5 * scale)),
                         border_radius=r)
        pygame.draw.rect(surface, fill, body, border_radius=r)
        pygame.draw.rect(surface, edge, body, border, border_radius=r)

    canvas.blit(canvas.built(("panel", radius, fill, edge), (w + 4, h + 6), build), (x, y))


def dim_beneath(canvas: Canvas) -> None:
    """Veil everything drawn so far (the whole window), so a dialog over it stands out and
    nothing beneath competes with its text."""
    canvas.veil(theme.DIM)


def _inside(rect: tuple[float, float, float, float], pos: tuple[float, float]) -> bool:
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


class Widget(ValueRecord):
    _fields: ClassVar[tuple[str, ...]] = ("rect", "hovered", "visible")
    """The fields, in the order of the arguments: what equality and the repr compare."""

    def __init__(self, rect: tuple[float, float, float, float], hovered: bool = False,
                 visible: bool = True) -> None:
        self.rect = rect
        self.hovered = hovered
        self.visible = visible

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.visible and _inside(self.rect, pos)

    def handle(self, intent: Intent) -> bool:
        """Return True when the widget used the intent."""
        if isinstance(intent, PointerMove):
            self.hovered = self.contains(intent.pos)
        return False

    def draw(self, canvas: Canvas) -> None:
        raise NotImplementedError

    def reach(self, canvas: Canvas) -> tuple[float, float, float, float] | None:
        """The logical rectangle `draw` may change pixels in, or None when it cannot say: a
        frame drawn again inside its pulses alone skips a widget that reaches none of them."""
        return None


DISABLED_ICON_ALPHA = 80
"""A disabled button's icon is drawn this faint (the undo arrow after a draw)."""


class Button(Widget):
    _fields = (*Widget._fields, "label", "on_click", "enabled", "primary", "icon", "tooltip",
               "size", "_pressed")

    def __init__(self, rect: tuple[float, float, float, float], hovered: bool = False,
                 visible: bool = True, label: str = "",
                 on_click: Callable[[], None] | None = None, enabled: bool = True,
                 primary: bool = False, icon: str | None = None, tooltip: str = "",
                 size: int = 20, _pressed: bool = False) -> None:
        super().__init__(rect, hovered, visible)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.primary = primary
        self.icon = icon
        self.tooltip = tooltip
        self.size = size
        self._pressed = _pressed

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        if not self.visible:
            return False
        if isinstance(intent, PointerDown) and intent.button == 1 and self.contains(intent.pos):
            self._pressed = True
            return True
        if isinstance(intent, PointerUp) and intent.button == 1 and self._pressed:
            self._pressed = False
            if self.contains(intent.pos) and self.enabled and self.on_click:
                self.on_click()
            return True
        return False

    def label_style(self) -> tuple[str, int, Color, str]:
        """The label's text, size, colour and font role as `draw` sets it (the launcher keeps
        its buttons' labels drawn from one start to the next)."""
        if not self.enabled:
            colour: Color = (150, 132, 110)
        else:
            colour = theme.BONE if self.primary else theme.INK
        return self.label, self.size, colour, "bold"

    def reach(self, canvas: Canvas) -> tuple[float, float, float, float]:
        """The button, its shadow (1 right, 3 down) and its label with an icon beside it,
        which a small window sets wider or taller than the button (text keeps a legible
        size): three text sizes high, centred as the label is."""
        x, y, w, h = self.rect
        half_w = w / 2 + 2
        if self.label:
            wide = canvas.text_width(self.label, self.size, "bold") + self.size + 14
            half_w = max(half_w, wide / 2 + 2)
        half_h = max(h / 2 + 5, 1.5 * canvas.text_px(self.size) / canvas.scale + 1)
        cx, cy = x + w / 2, y + h / 2
        return (cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        x, y, w, h = self.rect
        if self.primary:
            fill, edge = theme.TERRACOTTA, theme.DEEP_CLAY
            if self.hovered and self.enabled:
                fill = (200, 104, 60)
        else:
            fill, edge = theme.BONE, theme.DUNE_SHADOW
            if self.hovered and self.enabled:
                fill = theme.LIGHT_SAND
        if not self.enabled:
            fill = (214, 200, 176)
        text = self.label_style()[2]
        faded = 255 if self.enabled else DISABLED_ICON_ALPHA  # an icon greys out with its button
        lift = 1 if self._pressed else 0
        canvas.rect(theme.SHADOW, (x + 1, y + 3, w, h), 10)
        canvas.rect(fill, (x, y + lift, w, h), 10)
        canvas.rect(edge, (x, y + lift, w, h), 10, width=2)
        cx = x + w / 2
        if self.icon and self.label:
            tw = canvas.text_width(self.label, self.size, "bold")
            icon_size = self.size + 6
            start = cx - (tw + icon_size + 8) / 2
            canvas.image(self.icon, (start, y + h / 2 - icon_size / 2 + lift, icon_size,
                                     icon_size), faded)
            canvas.text(self.label, (start + icon_size + 8, y + h / 2 + lift), self.size, text,
                        "bold", anchor="midleft")
        elif self.icon:
            s = min(w, h) - 14
            canvas.image(self.icon, (cx - s / 2, y + h / 2 - s / 2 + lift, s, s), faded)
        else:
            canvas.text(self.label, (cx, y + h / 2 + lift), self.size, text, "bold",
                        anchor="center")


class Choice(Widget):
    """A value picked by clicking arrows or the box itself (cycles forward)."""

    _fields = (*Widget._fields, "options", "labels", "index", "on_change")

    def __init__(self, rect: tuple[float, float, float, float], hovered: bool = False,
                 visible: bool = True, options: Sequence[str] = (),
                 labels: Sequence[str] = (), index: int = 0,
                 on_change: Callable[[str], None] | None = None) -> None:
        super().__init__(rect, hovered, visible)
        self.options = options
        self.labels = labels
        self.index = index
        self.on_change = on_change

    @property
    def value(self) -> str:
        return self.options[self.index]

    def set_value(self, value: str) -> None:
        if value in self.options:
            self.index = list(self.options).index(value)

    @property
    def has_choice(self) -> bool:
        """Arrows only when there is something to cycle through."""
        return len(self.options) > 1

    def _step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        if isinstance(intent, PointerDown) and intent.button in (1, 3) and self.contains(
                intent.pos) and self.has_choice:
            x, _, _w, _ = self.rect
            backwards = intent.pos[0] < x + 36 or intent.button == 3
            self._step(-1 if backwards else 1)
            return True
        return False

    def label_size(self, canvas: Canvas, label: str) -> int:
        """18, or smaller down to 12 so that a long label ("Archaeologist") stays clear of
        the arrows inside the box."""
        room = self.rect[2] - (64 if self.has_choice else 16)
        for size in range(18, 12, -1):
            if canvas.text_width(label, size, "bold") <= room:
                return size
        return 12

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        x, y, w, h = self.rect
        lit = self.hovered and self.has_choice
        canvas.rect(theme.LIGHT_SAND if lit else theme.BONE, self.rect, 8)
        canvas.rect(theme.DUNE_SHADOW, self.rect, 8, width=2)
        label = self.labels[self.index] if self.labels else self.value
        canvas.text(label, (x + w / 2, y + h / 2), self.label_size(canvas, label), theme.INK,
                    "bold", anchor="center")
        if self.has_choice:
            canvas.text("<", (x + 16, y + h / 2), 20, theme.TERRACOTTA, "bold",
                        anchor="center")
            canvas.text(">", (x + w - 16, y + h / 2), 20, theme.TERRACOTTA, "bold",
                        anchor="center")


class TextField(Widget):
    _fields = (*Widget._fields, "text", "placeholder", "focused", "max_length",
               "all_selected")

    def __init__(self, rect: tuple[float, float, float, float], hovered: bool = False,
                 visible: bool = True, text: str = "", placeholder: str = "",
                 focused: bool = False, max_length: int = 16,
                 all_selected: bool = False) -> None:
        super().__init__(rect, hovered, visible)
        self.text = text
        self.placeholder = placeholder
        self.focused = focused
        self.max_length = max_length
        self.all_selected = all_selected
        """After Ctrl+A: the next key typed replaces the whole text, Backspace clears it."""

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        if isinstance(intent, PointerDown):
            self.focused = self.contains(intent.pos)
            self.all_selected = False
            if self.focused:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if isinstance(intent, SelectAll):
            self.all_selected = bool(self.text)
            return True
        if isinstance(intent, TextTyped):
            base = "" if self.all_selected else self.text
            self.text = (base + intent.text)[: self.max_length]
            self.all_selected = False
            return True
        if isinstance(intent, Backspace):
            self.text = "" if self.all_selected else self.text[:-1]
            self.all_selected = False
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        x, y, _w, h = self.rect
        canvas.rect((255, 252, 244), self.rect, 8)
        edge = theme.TERRACOTTA if self.focused else theme.DUNE_SHADOW
        canvas.rect(edge, self.rect, 8, width=2)
        shown = self.text or self.placeholder
        colour = theme.INK if self.text else theme.MUTED
        if self.all_selected and self.focused and self.text:
            width = canvas.text_width(self.text, 18)
            canvas.rect((170, 205, 214), (x + 10, y + 9, width + 4, h - 18), 3)
        box = canvas.text(shown, (x + 12, y + h / 2), 18, colour, anchor="midleft")
        if self.focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            end = x + 12 + (box.width / canvas.scale if self.text else 0) + 2
            canvas.line(theme.INK, (end, y + 8), (end, y + h - 8), 2)


class Toggle(Widget):
    _fields = (*Widget._fields, "label", "value", "on_change", "note")

    def __init__(self, rect: tuple[float, float, float, float], hovered: bool = False,
                 visible: bool = True, label: str = "", value: bool = False,
                 on_change: Callable[[bool], None] | None = None, note: str = "") -> None:
        super().__init__(rect, hovered, visible)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.note = note
        """A smaller line under the label saying what the option does."""

    def handle(self, intent: Intent) -> bool:
        super().handle(intent)
        if isinstance(intent, PointerDown) and intent.button == 1 and self.contains(intent.pos):
            self.value = not self.value
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        x, y, w, h = self.rect
        track = (x + w - 64, y + h / 2 - 14, 56, 28)
        if self.note:
            canvas.text(self.label, (x, y + h / 2 - 10), 19, theme.INK, anchor="midleft")
            canvas.text(self.note, (x, y + h / 2 + 13), 15, theme.MUTED, "italic",
                        anchor="midleft")
        else:
            canvas.text(self.label, (x, y + h / 2), 19, theme.INK, anchor="midleft")
        canvas.rect(theme.TEAL if self.value else (190, 172, 146), track, 14)
        knob_x = track[0] + (42 if self.value else 14)
        canvas.circle(theme.BONE, (knob_x, track[1] + 14), 11)
        canvas.text("On" if self.value else "Off", (track[0] - 10, y + h / 2), 16,
                    theme.MUTED, anchor="midright")


class WidgetGroup:
    def __init__(self, widgets: list[Widget] | None = None) -> None:
        self.widgets: list[Widget] = [] if widgets is None else widgets

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.widgets == other.widgets  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"WidgetGroup(widgets={self.widgets!r})"

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def handle(self, intent: Intent) -> bool:
        used = False
        for widget in list(self.widgets):
            used = widget.handle(intent) or used
        return used

    def draw(self, canvas: Canvas) -> None:
        clipped = canvas.clipped  # drawn again inside a region: skip what misses it
        for widget in self.widgets:
            if widget.visible:
                reach = widget.reach(canvas) if clipped else None
                if reach is None or canvas.touches(reach):
                    widget.draw(canvas)

    def draw_tooltips(self, canvas: Canvas) -> None:
        """The hovered widget's tooltip, in a dark tag under it (kept inside the window)."""
        for widget in self.widgets:
            tip = getattr(widget, "tooltip", "")
            if widget.visible and widget.hovered and tip:
                x, y, w, h = widget.rect
                width = canvas.text_width(tip, 15) + 20
                left = min(x + w / 2 - width / 2, 1270 - width)
                canvas.rect((43, 29, 20, 230), (left, y + h + 6, width, 28), 6)
                canvas.text(tip, (left + width / 2, y + h + 20), 15, theme.BONE,
                            anchor="center")

    def clear(self) -> None:
        self.widgets.clear()
