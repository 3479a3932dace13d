"""The variant editor: start from any variant, change its numbers in a form, save the
result as one of the designer's own variants, then compare it with the original in the
lab or play it at the table.

Each row is a parameter of `spec.parameters(variant)` (range and meaning from the game);
a value a row cannot take is refused as it is typed, and the whole variant is checked as
the game's content checks it (`spec.variant_entry`) after every change, so Save is offered
only for a variant that plays. Saving writes `<home>/variants/<game>.yaml`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, Menu
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, Choice, TextField, WidgetGroup, panel
from shifting_sands.rules.params import ParameterError
from shifting_sands.shell.variant_form import ROW_H, NumberField, ParameterRow

SIDE_X = 820
ROWS_TOP, ROWS_BOTTOM = 96.0, 650.0
"""Where the form's rows go in the left panel; a game with more rows than fit (Curse
Reverse, North Africa, the Ouroboros) gets pages, turned at the panel's foot."""


def own_id_for(base: str, taken: set[str]) -> str:
    """A free id for a copy of `base`: my_<base>, my_<base>_2, ..."""
    stem = f"my_{base}"[:36] if not base.startswith("my_") else base[:36]
    key, number = stem, 2
    while key in taken:
        key, number = f"{stem}_{number}", number + 1
    return key


class VariantEditorScene(Scene):
    """Start from, the parameter rows, the new variant's id and title; Save, Compare, Play."""

    def __init__(self, app, spec: Any, variant: str = "standard",
                 open_lab: Callable[[str, tuple[str, ...]], None] | None = None) -> None:
        super().__init__(app)
        self.spec = spec
        self.open_lab = open_lab
        """Runs the lab on (game, variants): the lab screen that opened the editor."""
        self.kind = spec.variant_kind()
        self.widgets = WidgetGroup()
        self.rows: list[ParameterRow] = []
        self.fault = ""
        self.fault_row: ParameterRow | None = None
        self.message = ""
        self.saved: str | None = None
        names = [key for key in spec.variants() if "~" not in key]
        labels = [f"{v.title} (yours)" if v.own else v.title
                  for key, v in spec.variants().items() if "~" not in key]
        self.base_choice = Choice((SIDE_X + 110, 80, 330, 40), options=names, labels=labels,
                                  on_change=lambda _v: self.load_base())
        self.base_choice.set_value(variant if variant in names else names[0])
        self.id_field = TextField((SIDE_X + 110, 280, 330, 40), max_length=40)
        self.title_field = TextField((SIDE_X + 110, 330, 330, 40), max_length=40)
        self.save_button = Button((SIDE_X + 20, 400, 420, 48), label="Save as my variant",
                                  primary=True, on_click=self.save)
        self.compare_button = Button((SIDE_X + 20, 460, 420, 48),
                                     label="Compare with the original", on_click=self.compare)
        self.play_button = Button((SIDE_X + 20, 520, 420, 48), label="Play this variant",
                                  on_click=self.play)
        self.back_button = Button((SIDE_X + 320, 640, 120, 44), label="Back",
                                  on_click=self.app.pop)
        self.page, self.pages = 0, 1
        self.prev_button = Button((560, 658, 110, 40), label="< Page", size=16,
                                  on_click=lambda: self.turn(-1))
        self.next_button = Button((680, 658, 110, 40), label="Page >", size=16,
                                  on_click=lambda: self.turn(1))
        self.load_base()

    # -- the form --------------------------------------------------------------------------
    def load_base(self) -> None:
        """The rows for the chosen variant, its own numbers filled in."""
        base = self.base_choice.value
        self.rows = []
        self.row_page: list[int] = []
        top, group, page = ROWS_TOP, None, 0
        self.group_heads: list[tuple[str, float, int]] = []
        for parameter in self.spec.parameters(base):
            head = 28 if parameter.group != group else 0
            if top + head + ROW_H > ROWS_BOTTOM:  # a new page, its group named again
                top, page, head = ROWS_TOP, page + 1, 28
            if head:
                group = parameter.group
                self.group_heads.append((group, top + 4, page))
                top += head
            self.rows.append(ParameterRow(parameter, parameter.default, top,
                                          on_change=self.check))
            self.row_page.append(page)
            top += ROW_H + 2
        self.page, self.pages = 0, page + 1
        variant = self.spec.variants()[base]
        own = set(self.spec.variants())
        self.id_field.text = base if variant.own else own_id_for(base, own)
        self.title_field.text = variant.title if variant.own else f"My {variant.title}"[:40]
        self.saved = None
        self._rebuild_widgets()
        self.check()

    def _rebuild_widgets(self) -> None:
        self.widgets.widgets.clear()
        for widget in (self.base_choice, self.id_field, self.title_field, self.save_button,
                       self.compare_button, self.play_button, self.back_button,
                       self.prev_button, self.next_button):
            self.widgets.add(widget)
        for row in self.shown_rows():
            for widget in row.widgets:
                self.widgets.add(widget)
        self.prev_button.visible = self.next_button.visible = self.pages > 1
        self.prev_button.enabled = self.page > 0
        self.next_button.enabled = self.page < self.pages - 1

    def shown_rows(self) -> list[ParameterRow]:
        """The rows on the page shown (every row is checked, shown or not)."""
        return [row for row, page in zip(self.rows, self.row_page, strict=True)
                if page == self.page]

    def turn(self, delta: int) -> None:
        """Another page of the form."""
        self.page = min(max(self.page + delta, 0), self.pages - 1)
        self._rebuild_widgets()

    def page_of(self, row: ParameterRow) -> int:
        return self.row_page[self.rows.index(row)]

    def settings(self) -> dict[str, Any] | None:
        """Every row's value (None, with `fault` saying why, when one cannot be taken)."""
        values = {}
        for row in self.rows:
            try:
                values[row.parameter.name] = row.value()
            except ParameterError as exc:
                self.fault, self.fault_row = str(exc), row
                return None
        return values

    def check(self) -> dict[str, Any] | None:
        """The new variant's entry, checked as content; None (and why) when it cannot be."""
        self.fault, self.fault_row, self.saved = "", None, None
        settings = self.settings()
        if settings is None:
            return None
        try:
            entry = self.spec.variant_entry(self.base_choice.value, settings)
        except ValueError as exc:
            self.fault = " ".join(str(exc).split())
            return None
        return entry

    # -- actions -----------------------------------------------------------------------------
    def save(self) -> str | None:
        """Write the variant into her own file; its id, or None (and why)."""
        from shifting_sands.content.own_variant_files import save_own_variant

        entry = self.check()
        if entry is None:
            self.message = ""
            return None
        key = self.id_field.text.strip()
        title = self.title_field.text.strip() or key
        base = self.spec.variants()[self.base_choice.value]
        changes = ", ".join(f"{row.parameter.name} {row.text or row.field.value}"
                            for row in self.rows if _changed(row))
        if base.own and key == base.id:  # her own variant, saved over itself
            if not changes and title == base.title:
                self.saved, self.message = key, f"{key!r} is saved as it is"
                return key
            description = base.description + (f"; then {changes}" if changes else "")
        else:
            description = (f"Made in the lab from {base.title}: "
                           + (changes or "no number changed"))
        entry = {**entry, "title": title, "description": description}
        mine = self.spec.variants().get(key)
        try:
            path = save_own_variant(self.kind, key, entry, replace=bool(mine and mine.own))
        except ValueError as exc:
            self.fault = " ".join(str(exc).split())
            return None
        self.saved = key
        self.message = f"Saved as {key!r} in {path}"
        return key

    def compare(self) -> None:
        """The lab, running this variant against the one it started from."""
        key = self.saved or self.save()
        if key is None or self.open_lab is None:
            return
        base = self.base_choice.value
        original = base if base != key else self.spec.default_variant(2)
        self.open_lab(self.spec.id, (original, key))

    def play(self) -> None:
        """The setup screen for a table of this variant."""
        from shifting_sands.shell.setup import SetupScene

        key = self.saved or self.save()
        if key is None:
            return
        setup = SetupScene(self.app, self.spec)
        setup.variant.set_value(key)
        self.app.push(setup)

    # -- frames ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for row in self.rows:
            row.poll()
        ready = not self.fault and bool(self.id_field.text.strip())
        self.save_button.enabled = ready
        self.compare_button.enabled = self.play_button.enabled = ready
        self.compare_button.visible = self.open_lab is not None

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            self.app.pop()
            return
        self.widgets.handle(intent)

    def refused(self) -> str:
        for row in self.rows:
            field = row.field
            if isinstance(field, NumberField) and field.refused and field.focused:
                return (f"{row.parameter.name} takes a number ({row.parameter.range_text()}): "
                        f"{field.refused!r} refused")
        return ""

    def draw(self, canvas: Canvas) -> None:
        canvas.cover("ui/background.png")
        left, top, width, _ = canvas.window_rect()
        canvas.rect((43, 29, 20, 170), (left, top, width, 60 - top))
        canvas.text(f"Variant editor: {self.spec.title}", (24, 30), 30, theme.BONE,
                    "title_bold", anchor="midleft")
        panel(canvas, (16, 70, 790, 640))
        panel(canvas, (SIDE_X, 70, 444, 640))
        for name, y, page in self.group_heads:
            if page == self.page:
                canvas.text(name, (30, y + 12), 18, theme.DEEP_CLAY, "title_bold",
                            anchor="midleft")
        for row in self.shown_rows():
            row.draw(canvas, row is self.fault_row)
        if self.pages > 1:
            shown = self.shown_rows()
            first = self.rows.index(shown[0]) + 1
            canvas.text(f"Numbers {first}-{first + len(shown) - 1} of {len(self.rows)} "
                        f"(page {self.page + 1} of {self.pages})", (30, 678), 15,
                        theme.MUTED, "bold", anchor="midleft")
        canvas.text("Start from", (SIDE_X + 20, 100), 17, theme.INK, "bold", anchor="midleft")
        canvas.paragraph(self.spec.variants()[self.base_choice.value].description,
                         (SIDE_X + 20, 132, 420, 120), 14, theme.MUTED, "italic")
        canvas.text("Your id", (SIDE_X + 20, 300), 17, theme.INK, "bold", anchor="midleft")
        canvas.text("Title", (SIDE_X + 20, 350), 17, theme.INK, "bold", anchor="midleft")
        words, colour = self.refused() or self.fault, theme.DANGER
        if not words:
            words = self.message or "Every number fits: save it as your own variant."
            colour = theme.TEAL
        canvas.paragraph(words, (SIDE_X + 20, 580, 420, 56), 14, colour, "bold")
        self.widgets.draw(canvas)


def _changed(row: ParameterRow) -> bool:
    try:
        return row.value() != row.parameter.default
    except ParameterError:
        return False


__all__ = ["VariantEditorScene", "own_id_for"]
