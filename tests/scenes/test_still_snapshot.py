"""The still key by value (core/still.py): what each kind of value is taken as, the buttons a
scene holds both as attributes and in its widget group (taken once, by their place in the
group), and the fade of a toast and of the Ouroboros's turn banner (core/fading.py), which the
key takes as drawn, not by their countdowns."""

from __future__ import annotations

import pytest

from shifting_sands.app import App
from shifting_sands.core.fading import FADE, fading
from shifting_sands.core.still import scene_snapshot, snapshot
from shifting_sands.games import get_spec
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match


class Plain:
    def __init__(self, value) -> None:
        self.value = value
        self.items = [1, (2, "three"), {"four": 4.0}]


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a, b) -> None:
        self.a, self.b = a, b


class Shown:
    def __init__(self, text: str, clock: float) -> None:
        self.text, self.clock = text, clock

    def still_value(self) -> str:
        return self.text


class Called:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self) -> None:
        self.count += 1


def test_objects_and_containers_are_taken_by_value():
    one, two = Plain(1), Plain(1)
    assert snapshot(one) == snapshot(two)
    two.items[2]["four"] = 5.0
    assert snapshot(one) != snapshot(two), "a value deep inside changed"
    assert snapshot([one, {"k": Slotted(1, "x")}]) == snapshot([Plain(1), {"k": Slotted(1, "x")}])
    assert snapshot(Slotted(1, "x")) != snapshot(Slotted(1, "y"))
    assert snapshot({3, 1}) == snapshot({1, 3})


def test_what_cannot_be_compared_by_value_is_taken_by_identity():
    called = Called()
    before = snapshot(called)
    called()
    assert snapshot(called) == before == ("id", id(called)), "a callable is itself"
    assert snapshot(Plain.__init__) == ("id", id(Plain.__init__))
    assert snapshot(Plain) == ("id", id(Plain)), "a class is itself"
    method = Plain(1).__init__
    assert snapshot(method) == ("id", id(method))
    deep = [[[[[[[Plain(1)]]]]]]]
    assert snapshot(deep)[1][0][1][0][1][0][1][0][1][0][1][0][0] == "id", "below DEPTH"


def test_an_object_that_says_what_shows_is_taken_by_that():
    assert snapshot(Shown("Amira is out", 3.0)) == snapshot(Shown("Amira is out", 1.5))
    assert snapshot(Shown("Amira is out", 3.0)) != snapshot(Shown("Tariq is out", 3.0))


def test_a_shared_value_is_taken_once_by_its_place():
    class Scene:
        pass

    scene = Scene()
    first, second = Plain(1), Plain(2)
    scene.group = [first, second]
    scene.button = first
    key = scene_snapshot(scene, frozenset(), scene.group)
    assert dict(key)["button"] == ("shared", 0)
    first.value = 10
    changed = scene_snapshot(scene, frozenset(), scene.group)
    assert changed != key, "a change to it is seen in the group"
    assert dict(changed)["button"] == ("shared", 0)
    scene.button = second
    assert dict(scene_snapshot(scene, frozenset(), scene.group))["button"] == ("shared", 1)
    scene.button = Plain(10)  # not in the group: taken by value
    assert dict(scene_snapshot(scene, frozenset(), scene.group))["button"] == snapshot(first)


def table(game: str, seed: int = 1, moves: int = 16):
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720),
              still=True)
    start_match(app, demo_match(get_spec(game), seed=seed, moves=moves, players=None, seat=0),
                autosave=False)
    app.frame(1 / 60, [])
    return app.scenes.top


def test_a_button_changed_in_place_changes_the_scene_key():
    """The Ouroboros's buttons are attributes and in its widget group: taken once, in the
    group, where a change to any of them still shows."""
    scene = table("ouroboros")
    key = scene.still_key()
    assert key is not None
    assert dict(key[7])["stay_button"][0] == "shared"
    for change in (lambda: setattr(scene.stay_button, "label", "Stay (caught)"),
                   lambda: setattr(scene.end_button, "visible", not scene.end_button.visible),
                   lambda: setattr(scene.undo_button, "enabled",
                                   not scene.undo_button.enabled)):
        change()
        changed = scene.still_key()
        assert changed != key
        key = changed


@pytest.mark.parametrize("left", [3.5, 1.0, FADE, 0.3, 0.2, 0.05, 0.0, -0.1])
def test_a_message_is_drawn_the_same_until_it_fades(left):
    shown = fading("Wait", left, 235)
    if left <= 0:
        assert shown is None
        return
    share = min(1.0, left / 0.4)
    assert shown == ("Wait", int(235 * share), int(255 * share))
    assert (shown[1:] == (235, 255)) == (left >= FADE)


def test_the_toast_and_the_turn_banner_fade_alike():
    scene = table("ouroboros")
    for left in (2.0, 0.4, 0.3, 0.1, 0.0):
        scene.toast, scene.toast_time = "Wait: it is Amira's turn.", left
        scene.turn_banner, scene.turn_banner_time = "Amira, your Medic moves", left
        assert scene.toast_shown() == fading(scene.toast, left, 235)
        assert scene.turn_banner_shown() == fading(scene.turn_banner, left, 220)
    assert scene.toast_shown() is None and scene.turn_banner_shown() is None


def test_the_key_sees_one_value_from_a_fades_start_on():
    """From its fade's start, gone included, a message is one value to the still key (its
    rectangle is a pulse while it fades: app.py draws it there); shown in full, another."""
    from shifting_sands.core.fading import fading_still, is_fading

    full = fading_still("Wait", 2.0, 235)
    assert full == fading_still("Wait", FADE + 0.01, 235) != fading_still("Wait", FADE, 235)
    assert len({fading_still("Wait", left, 235) for left in (FADE, 0.3, 0.1, 0.0)}) == 1
    assert fading_still("Wait", 0.0, 235) != fading_still("Stop", 0.0, 235)
    assert [is_fading(left) for left in (2.0, FADE + 0.01, FADE, 0.1, 0.0)] == [
        False, False, True, True, False]
