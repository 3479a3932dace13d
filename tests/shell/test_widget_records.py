"""The widgets, written out instead of dataclasses for the start-up (issue 37), take the same
arguments and compare, print and hash as the dataclasses they were."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pytest

from shifting_sands.core import widgets
from shifting_sands.games.north_africa.table.button_guard import GuardedButton
from shifting_sands.shell.variant_form import NumberField


# The dataclasses as they were (core/widgets.py before the change), fields only.
@dataclass
class Widget:
    rect: tuple[float, float, float, float]
    hovered: bool = False
    visible: bool = True


@dataclass
class Button(Widget):
    label: str = ""
    on_click: Callable[[], None] | None = None
    enabled: bool = True
    primary: bool = False
    icon: str | None = None
    tooltip: str = ""
    size: int = 20
    _pressed: bool = False


@dataclass
class Choice(Widget):
    options: Sequence[str] = ()
    labels: Sequence[str] = ()
    index: int = 0
    on_change: Callable[[str], None] | None = None


@dataclass
class TextField(Widget):
    text: str = ""
    placeholder: str = ""
    focused: bool = False
    max_length: int = 16
    all_selected: bool = False


@dataclass
class Toggle(Widget):
    label: str = ""
    value: bool = False
    on_change: Callable[[bool], None] | None = None
    note: str = ""


@dataclass
class WidgetGroup:
    widgets: list = field(default_factory=list)


PAIRS = [(widgets.Widget, Widget), (widgets.Button, Button), (widgets.Choice, Choice),
         (widgets.TextField, TextField), (widgets.Toggle, Toggle)]


def _state(widget) -> dict:
    return dict(vars(widget))


@pytest.mark.parametrize(("ours", "old"), PAIRS, ids=[pair[1].__name__ for pair in PAIRS])
def test_a_widget_takes_the_arguments_of_its_dataclass_in_the_same_order(ours, old):
    names = [f for f in old.__dataclass_fields__]
    assert list(ours._fields) == names
    defaults = ours((1, 2, 3, 4))
    assert _state(defaults) == _state(old((1, 2, 3, 4)))
    values = [(5, 6, 7, 8)] + [f"value {index}" for index in range(1, len(names))]
    by_position = ours(*values)
    assert _state(by_position) == _state(old(*values))
    by_name = ours(**dict(zip(names, values, strict=True)))
    assert _state(by_name) == _state(by_position)
    assert repr(by_position) == repr(old(*values))
    with pytest.raises(TypeError):
        ours(*values, "one too many")
    with pytest.raises(TypeError):
        ours()  # the rectangle is needed


@pytest.mark.parametrize(("ours", "old"), PAIRS, ids=[pair[1].__name__ for pair in PAIRS])
def test_a_widget_compares_by_type_and_fields_and_is_not_hashable(ours, old):
    one, same, other = ours((0, 0, 10, 10)), ours((0, 0, 10, 10)), ours((0, 0, 10, 11))
    assert (one == same, one == other) == (old((0, 0, 10, 10)) == old((0, 0, 10, 10)),
                                            old((0, 0, 10, 10)) == old((0, 0, 10, 11)))
    assert one == same and one != other
    same.hovered = True
    assert one != same
    assert one != (0, 0, 10, 10)
    with pytest.raises(TypeError):
        hash(one)


def test_a_button_and_a_plain_widget_are_never_equal():
    assert widgets.Button((0, 0, 1, 1)) != widgets.Widget((0, 0, 1, 1))
    assert Button((0, 0, 1, 1)) != Widget((0, 0, 1, 1))


def test_the_group_starts_empty_each_time_and_compares_by_its_widgets():
    first, second = widgets.WidgetGroup(), widgets.WidgetGroup()
    first.add(widgets.Button((0, 0, 1, 1), label="A"))
    assert second.widgets == [] and first != second
    second.add(widgets.Button((0, 0, 1, 1), label="A"))
    assert first == second
    assert repr(first) == repr(WidgetGroup([Button((0, 0, 1, 1), label="A")]))


def test_the_subclasses_add_their_fields_after_the_base_ones():
    guarded = GuardedButton((1, 2, 3, 4), label="Move", wait=0.4)
    assert (guarded.label, guarded.wait, guarded.enabled) == ("Move", 0.4, True)
    assert guarded._fields[-1] == "wait" and "wait=0.4" in repr(guarded)
    assert guarded != GuardedButton((1, 2, 3, 4), label="Move")
    assert guarded == GuardedButton((1, 2, 3, 4), label="Move", wait=0.4)
    number = NumberField((0, 0, 10, 10), text="12", max_length=8, decimal=True)
    assert (number.text, number.max_length, number.decimal, number.negative,
            number.refused) == ("12", 8, True, False, "")
    assert number._fields[-3:] == ("decimal", "negative", "refused")
