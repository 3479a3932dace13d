"""The variant editor: a form of the game's parameters (range and meaning from the game),
keys a number cannot hold refused as typed, a value out of range or a variant that would
not play named at once with Save withheld; Save writes her own variant file; Compare runs
it against the original in the lab; Play opens the setup with it chosen."""

from __future__ import annotations

import pygame

from shifting_sands.content import own_variants
from shifting_sands.games import get_spec
from shifting_sands.shell.lab_scene import LabScene
from shifting_sands.shell.setup import SetupScene
from shifting_sands.shell.variant_editor import VariantEditorScene
from tests.scenes.helpers import center, click, key, make_app, run
from tests.scenes.test_lab_scene import open_lab


def typed(app, text: str) -> None:
    for ch in text:
        app.frame(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=ch)])


def retype(app, row, text: str) -> None:
    click(app, center(row.field.rect))
    for _ in range(len(row.field.text)):
        key(app, pygame.K_BACKSPACE)
    typed(app, text)
    run(app, 1)


def row_of(editor: VariantEditorScene, name: str):
    return next(row for row in editor.rows if row.parameter.name == name)


def open_editor(app) -> VariantEditorScene:
    lab = open_lab(app)
    click(app, center(lab.edit_button.rect))
    editor = app.scenes.top
    assert isinstance(editor, VariantEditorScene)
    run(app, 1)
    return editor


def test_the_form_shows_each_parameter_and_refuses_bad_input(user_home) -> None:
    app = make_app()
    editor = open_editor(app)
    spec = get_spec("mothership")
    assert [r.parameter for r in editor.rows] == list(spec.parameters("standard"))
    actions = row_of(editor, "actions_per_turn")
    retype(app, actions, "3x")  # the x is refused as it is typed
    assert actions.field.text == "3" and actions.value() == 3
    assert editor.save_button.enabled and not editor.fault
    width = row_of(editor, "board.width")
    retype(app, width, "25")
    assert editor.fault.startswith("board.width = 25 is out of its range 5-19")
    assert editor.fault_row is width and not editor.save_button.enabled
    retype(app, width, "11")
    empty = row_of(editor, "empty_cells")
    retype(app, empty, "60")  # in its own range, but too many for an 11x11 board
    assert "empty cells" in editor.fault and not editor.save_button.enabled
    retype(app, empty, "24")
    assert not editor.fault and editor.save_button.enabled


def test_save_then_compare_and_play(user_home) -> None:
    app = make_app()
    editor = open_editor(app)
    retype(app, row_of(editor, "actions_per_turn"), "3")
    click(app, center(editor.id_field.rect))
    for _ in range(len(editor.id_field.text)):
        key(app, pygame.K_BACKSPACE)
    typed(app, "my_three")
    click(app, center(editor.save_button.rect))
    assert editor.saved == "my_three"
    own_variants.forget_cache("mothership")
    spec = get_spec("mothership")
    assert spec.variants()["my_three"].own
    assert spec.rule_set("my_three").actions_per_turn == 3
    text = (user_home / "variants" / "mothership.yaml").read_text()
    assert "my_three:" in text and "actions_per_turn 3" in text  # her description says so
    click(app, center(editor.play_button.rect))
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.variant.value == "my_three"
    assert "My Standard (yours)" in setup.variant.labels
    app.pop()
    click(app, center(editor.compare_button.rect))
    lab = app.scenes.top
    assert isinstance(lab, LabScene) and lab.run is not None
    assert lab.run.plan.variants == ("standard", "my_three")
    assert lab.run.own["my_three"]["params"]["actions_per_turn"] == 3
    app.quit()
    assert lab.run.stopped


def test_a_shipped_id_is_refused_on_save(user_home) -> None:
    app = make_app()
    editor = open_editor(app)
    editor.id_field.text = "standard"
    click(app, center(editor.save_button.rect))
    assert editor.saved is None and "shipped variant" in editor.fault
    assert not (user_home / "variants" / "mothership.yaml").exists()
