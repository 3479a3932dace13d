"""The settings and the scene factories, written out instead of dataclasses for the start-up
(issue 37), take the same arguments and compare, print and hash as the dataclasses they were."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from shifting_sands.core.scene import SceneFactories
from shifting_sands.settings import Settings
from shifting_sands.shell.factories import SHELL_FACTORIES


# The dataclasses as they were (settings.py and core/scene.py before the change), fields only.
@dataclass
class OldSettings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    animation_speed: str = "normal"
    volume: float = 0.7
    colourblind_shapes: bool = False
    quick_battles: bool = False
    last_names: tuple[str, ...] = ()
    last_tables: dict[str, dict[str, Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class OldFactories:
    launcher: Callable[..., Any]
    pause: Callable[..., Any]
    results: Callable[..., Any]
    rules: Callable[..., Any]
    confirm: Callable[..., Any]


def _shown(record: Any) -> str:
    """The repr with the class's name left out."""
    return repr(record).split("(", 1)[1]


def test_the_settings_take_the_same_arguments_in_the_same_order_with_the_same_defaults():
    names = [f.name for f in dataclasses.fields(OldSettings)]
    assert list(Settings._fields) == names
    assert vars(Settings()) == vars(OldSettings())
    assert _shown(Settings()) == _shown(OldSettings())
    values = [800, 600, True, "slow", 0.25, True, True, ("Amira",), {"stones": {"seats": 2}}]
    by_position = Settings(*values)
    assert vars(by_position) == vars(OldSettings(*values))
    assert vars(Settings(**dict(zip(names, values, strict=True)))) == vars(by_position)
    assert _shown(by_position) == _shown(OldSettings(*values))
    with pytest.raises(TypeError):
        Settings(*values, "one too many")
    with pytest.raises(TypeError):
        Settings(colour="red")
    assert Settings().last_tables is not Settings().last_tables  # a dict of its own


def test_the_settings_compare_by_type_and_fields_and_are_not_hashable():
    one, same = Settings(), Settings()
    assert one == same
    same.volume = 0.1
    assert one != same
    assert one != OldSettings() and one != dataclasses.asdict(OldSettings())
    with pytest.raises(TypeError):
        hash(one)
    assert Settings.window_width == OldSettings.window_width  # the defaults on the class


def _factories() -> list[Callable[..., Any]]:
    return [lambda app: app, lambda app, scene: scene, lambda app, m, lines: lines,
            lambda app, spec: spec, lambda *args: args]


def test_the_factories_take_the_same_arguments_and_compare_print_and_hash_the_same():
    names = [f.name for f in dataclasses.fields(OldFactories)]
    assert list(SceneFactories._fields) == names
    values = _factories()
    ours, old = SceneFactories(*values), OldFactories(*values)
    assert _shown(ours) == _shown(old)
    assert ours == SceneFactories(**dict(zip(names, values, strict=True)))
    assert hash(ours) == hash(SceneFactories(*values))
    assert ours != SceneFactories(*_factories()) and ours != old
    with pytest.raises(TypeError):
        SceneFactories(*values[:4])
    with pytest.raises(dataclasses.FrozenInstanceError):
        ours.launcher = values[1]  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del ours.pause


def test_a_factories_copy_changes_only_what_it_is_given():
    marker = _factories()[0]
    copy = SHELL_FACTORIES.replace(pause=marker)
    assert copy.pause is marker and copy.launcher is SHELL_FACTORIES.launcher
    assert copy != SHELL_FACTORIES and SHELL_FACTORIES.pause is not marker
    with pytest.raises(TypeError):
        SHELL_FACTORIES.replace(menu=marker)
