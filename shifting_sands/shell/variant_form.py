"""The variant editor's form: one row per parameter (`rules.params`), each with its range
and meaning, and a field that refuses what the parameter cannot take as it is typed.

A number field takes only digits (a point too, for a decimal, and a leading minus where the
range goes below zero); a value out of its range is named in red at once, and the form
has no settings to offer until it is fixed. A switch is a toggle, a choice cycles.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, TextTyped
from shifting_sands.core.widgets import Button, Choice, TextField, Toggle, Widget
from shifting_sands.rules.params import Parameter, ParameterError

ROW_H = 46
LABEL_W = 300


class NumberField(TextField):
    """A TextField that takes only what a number can hold: other keys are refused."""

    _fields = (*TextField._fields, "decimal", "negative", "refused")

    def __init__(self, *args: Any, decimal: bool = False, negative: bool = False,
                 refused: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.decimal = decimal
        self.negative = negative
        self.refused = refused
        """The last keystroke it refused, for the form to say so."""

    def handle(self, intent: Intent) -> bool:
        if isinstance(intent, TextTyped) and self.focused:
            allowed = "0123456789" + ("." if self.decimal else "") + (
                "-" if self.negative else "")
            if any(ch not in allowed for ch in intent.text):
                self.refused = intent.text
                return True
            self.refused = ""
        return super().handle(intent)


class ParameterRow:
    """A parameter's label, meaning, range and its input (with - and + for a number)."""

    def __init__(self, parameter: Parameter, value: Any, top: float, left: float = 30,
                 on_change: Any = None) -> None:
        self.parameter = parameter
        self.top, self.left = top, left
        self.on_change = on_change
        self.widgets: list[Widget] = []
        x = left + LABEL_W
        kind = parameter.kind
        self.field: Any
        if kind in ("int", "float"):
            self.field = NumberField((x + 44, top + 4, 110, 38), text=_number(value),
                                     max_length=8, decimal=kind == "float",
                                     negative=(parameter.low or 0) < 0)
            self.widgets += [Button((x, top + 4, 38, 38), label="-", size=20,
                                    on_click=lambda: self.step(-1)),
                             self.field,
                             Button((x + 160, top + 4, 38, 38), label="+", size=20,
                                    on_click=lambda: self.step(1))]
        elif kind == "bool":
            self.field = Toggle((x, top + 2, 200, 42), label="", value=bool(value),
                                on_change=lambda _v: self._changed())
            self.widgets.append(self.field)
        else:
            self.field = Choice((x, top + 4, 200, 38), options=list(parameter.choices),
                                on_change=lambda _v: self._changed())
            self.field.set_value(str(value))
            self.widgets.append(self.field)
        self._text = self.text

    @property
    def text(self) -> str:
        return getattr(self.field, "text", "")

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def poll(self) -> None:
        """Typing changed the number: tell the form (called every frame)."""
        if self.text != self._text:
            self._text = self.text
            self._changed()

    def step(self, delta: int) -> None:
        parameter = self.parameter
        try:
            value = float(self.field.text) if parameter.kind == "float" else int(
                self.field.text)
        except ValueError:
            value = parameter.default
        size = 1 if parameter.kind == "int" else (parameter.high - parameter.low) / 20
        low, high = parameter.low, parameter.high
        value = min(max(value + delta * size, low), high)
        self.field.text = _number(round(value, 4) if parameter.kind == "float" else value)
        self.poll()

    def value(self) -> Any:
        """The row's value as its parameter takes it; ParameterError (a sentence) if not."""
        parameter = self.parameter
        if parameter.kind == "bool":
            return parameter.check(self.field.value)
        if parameter.kind == "choice":
            return parameter.check(self.field.value)
        text = self.field.text.strip()
        try:
            number: Any = float(text) if parameter.kind == "float" else int(text)
        except ValueError:
            raise ParameterError(f"{parameter.name} needs a number "
                                 f"({parameter.range_text()})") from None
        return parameter.check(number)

    def draw(self, canvas: Canvas, fault: bool) -> None:
        parameter = self.parameter
        y = self.top
        canvas.text(parameter.name, (self.left, y + 14), 17, theme.DANGER if fault
                    else theme.INK, "bold", anchor="midleft")
        meaning = parameter.meaning
        while canvas.text_width(meaning, 13, "italic") > LABEL_W - 12 and len(meaning) > 8:
            meaning = meaning[:-4].rstrip() + "..."
        canvas.text(meaning, (self.left, y + 34), 13, theme.MUTED, "italic", anchor="midleft")
        canvas.text(parameter.range_text(), (self.left + LABEL_W + 212, y + 24), 14,
                    theme.MUTED, anchor="midleft")
        if fault and isinstance(self.field, NumberField):
            x, fy, w, h = self.field.rect
            canvas.rect(theme.DANGER, (x - 2, fy - 2, w + 4, h + 4), 9, width=2)


def _number(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


__all__ = ["ROW_H", "NumberField", "ParameterRow"]
