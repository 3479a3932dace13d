"""Launcher, setup, settings and loading, driven by input."""

from __future__ import annotations

import json

import pygame

from shifting_sands.games.stones.table.scene import StonesScene
from shifting_sands.settings import Settings
from shifting_sands.shell.launcher import LauncherScene
from shifting_sands.shell.load_scene import LoadScene
from shifting_sands.shell.setup import SetupScene
from tests.scenes.helpers import center, click, key, make_app, run


def test_launcher_to_setup_to_a_solo_game():
    app = make_app()
    app.open_launcher()
    run(app)
    launcher = app.scenes.top
    assert isinstance(launcher, LauncherScene)
    click(app, center(launcher.card_rect(0)))
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    setup.players.set_value("1")
    setup._players("1")
    setup.seed_field.text = "42"
    key(app, pygame.K_RETURN)
    scene = app.scenes.top
    assert isinstance(scene, StonesScene)
    assert scene.match.seed == 42
    assert scene.state.solo


def test_setup_rejects_a_bad_seed_with_a_message():
    app = make_app()
    app.open_launcher()
    app.push(SetupScene(app, app.scenes.top.specs[0]))
    setup = app.scenes.top
    setup.seed_field.text = "abc"
    setup.start()
    assert app.scenes.top is setup
    assert "whole number" in setup.error


def test_setup_typing_a_name():
    app = make_app()
    app.open_launcher()
    app.push(SetupScene(app, app.scenes.top.specs[0]))
    setup = app.scenes.top
    field = setup.name_fields[0]
    click(app, center(field.rect))
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    app.frame(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="Zed")])
    assert field.text == "Zed"
    assert setup.seats()[0].name == "Zed"


def test_setup_says_what_each_bot_at_the_table_is():
    from shifting_sands.games import REGISTRY, get_spec

    app = make_app()
    app.open_launcher()
    for spec in REGISTRY.values():  # every kind a game offers has a line for players
        setup = SetupScene(app, spec)
        for kind in spec.bot_kinds():
            setup.controller_choices[0].set_value(kind)
            assert setup.bot_notes()[0].startswith(f"{kind} \u2013 ")
    setup = SetupScene(app, get_spec("mothership"))
    app.push(setup)
    setup.players.set_value("4")
    setup._players("4")
    for choice, kind in zip(setup.controller_choices, ["human", "guard", "greedy", "guard"],
                            strict=True):
        choice.set_value(kind)
    notes = setup.bot_notes()
    assert [line.split()[0] for line in notes] == ["guard", "greedy"]
    assert "blocks" in notes[0]
    setup.controller_choices[1].set_value("human")
    setup.controller_choices[3].set_value("human")
    assert [line.split()[0] for line in setup.bot_notes()] == ["greedy"]
    run(app)  # and it draws


def test_settings_persist(user_home):
    app = make_app()
    from shifting_sands.shell.settings_scene import SettingsScene

    app.open_launcher()
    app.push(SettingsScene(app))
    scene = app.scenes.top
    click(app, center(scene.speed.rect))
    saved = json.loads((user_home / "config" / "settings.json").read_text())
    assert saved["animation_speed"] == scene.speed.value
    assert Settings.load().animation_speed == scene.speed.value


def test_corrupt_settings_fall_back_to_defaults(user_home):
    (user_home / "config").mkdir(parents=True)
    (user_home / "config" / "settings.json").write_text("{not json")
    assert Settings.load() == Settings()


def test_load_screen_lists_a_broken_save_without_crashing(user_home):
    saves = user_home / "saves"
    saves.mkdir(parents=True)
    (saves / "broken.json").write_text("{\"format\": ")
    app = make_app()
    app.open_launcher()
    app.push(LoadScene(app))
    run(app, 2)
    scene = app.scenes.top
    assert len(scene.saves) == 1 and scene.saves[0].error
