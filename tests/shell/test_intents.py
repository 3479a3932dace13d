"""Intents are frozen records that behave as the frozen dataclasses they replaced."""

from __future__ import annotations

import dataclasses

import pytest

from shifting_sands.core.input import Key, Menu, PointerDown, PointerMove, PointerUp, Scroll


def test_fields_defaults_equality_and_hash():
    down = PointerDown((3.0, 4.0))
    assert down.pos == (3.0, 4.0) and down.button == 1
    assert down == PointerDown(pos=(3.0, 4.0), button=1)
    assert down != PointerDown((3.0, 4.0), 3)
    assert down != PointerUp((3.0, 4.0))  # the same values in another type
    assert hash(down) == hash(PointerDown((3.0, 4.0)))
    assert Menu() == Menu() and len({Menu(), Menu(), Scroll(1), Scroll(1)}) == 2
    assert repr(down) == "PointerDown(pos=(3.0, 4.0), button=1)"
    assert repr(Menu()) == "Menu()"


def test_they_cannot_change_and_refuse_wrong_arguments():
    move = PointerMove((1, 2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.pos = (0, 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        del move.pos
    with pytest.raises(TypeError):
        PointerMove()
    with pytest.raises(TypeError):
        PointerMove((1, 2), 3)
    with pytest.raises(TypeError):
        Key(1, key=2)


def test_they_match_by_position():
    match PointerDown((5, 6), 3):
        case PointerDown(pos, button):
            assert (pos, button) == ((5, 6), 3)
        case _:
            pytest.fail("no match")
