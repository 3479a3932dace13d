"""The variant editor for a game whose own variants are a shipped base and settings: it
opens for Shifting Stones from the lab, saves her variant into her own file (only the
numbers she changed), and plays it; a game with more numbers than the panel holds (Curse
Reverse) turns pages, every number checked wherever it is."""

from __future__ import annotations

import pygame
import yaml

from shifting_sands.content import own_variants
from shifting_sands.games import get_spec
from shifting_sands.shell.lab_scene import LabScene
from shifting_sands.shell.setup import SetupScene
from shifting_sands.shell.variant_editor import VariantEditorScene
from tests.scenes.helpers import center, click, key, make_app, run
from tests.scenes.test_lab_scene import open_lab
from tests.scenes.test_variant_editor import retype, row_of, typed


def open_editor_for(app, game: str) -> VariantEditorScene:
    lab = open_lab(app)
    lab.game_choice.set_value(game)
    lab.game_choice.on_change(game)
    run(app, 1)
    click(app, center(lab.edit_button.rect))
    editor = app.scenes.top
    assert isinstance(editor, VariantEditorScene) and editor.spec.id == game
    run(app, 1)
    return editor


def test_the_editor_opens_for_stones_and_saves_her_variant(user_home) -> None:
    own_variants._CACHE.clear()
    app = make_app()
    editor = open_editor_for(app, "stones")
    spec = get_spec("stones")
    assert [r.parameter for r in editor.rows] == list(spec.parameters("standard"))
    assert editor.pages == 1 and not editor.next_button.visible
    hand = row_of(editor, "hand_size")
    retype(app, hand, "11")
    assert editor.fault.startswith("hand_size = 11 is out of its range 1-10")
    assert not editor.save_button.enabled
    retype(app, hand, "6")
    assert not editor.fault and editor.save_button.enabled
    click(app, center(editor.id_field.rect))
    for _ in range(len(editor.id_field.text)):
        key(app, pygame.K_BACKSPACE)
    typed(app, "big_hands")
    click(app, center(editor.save_button.rect))
    assert editor.saved == "big_hands", editor.fault
    entry = yaml.safe_load((user_home / "variants" / "stones.yaml").read_text())[
        "variants"]["big_hands"]
    assert entry["base"] == "standard" and entry["settings"] == {"hand_size": 6}
    own_variants.forget_cache("stones")
    assert spec.variants()["big_hands"].own
    assert spec.new_game(3, 2, spec_options("big_hands")).content.hand_size == 6
    click(app, center(editor.play_button.rect))
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.variant.value == "big_hands"
    app.pop()
    click(app, center(editor.compare_button.rect))
    lab = app.scenes.top
    assert isinstance(lab, LabScene) and lab.run is not None
    assert lab.run.plan.variants == ("standard", "big_hands")
    assert lab.run.own["big_hands"]["params"]["settings"] == {"hand_size": 6}
    app.quit()


def test_many_numbers_turn_pages_and_each_is_checked(user_home) -> None:
    app = make_app()
    editor = open_editor_for(app, "curse_reverse")
    assert editor.pages > 1 and editor.next_button.visible
    first = editor.shown_rows()
    assert first[0] is editor.rows[0] and len(first) < len(editor.rows)
    click(app, center(editor.next_button.rect))
    second = editor.shown_rows()
    assert second[0] is editor.rows[len(first)] and editor.page == 1
    die = second[0]
    retype(app, die, "7")  # typed on the second page, refused at once
    assert editor.fault_row is die and not editor.save_button.enabled
    retype(app, die, str(die.parameter.default))
    assert not editor.fault and editor.save_button.enabled
    click(app, center(editor.prev_button.rect))
    assert editor.shown_rows() == first
    app.quit()


def spec_options(variant: str):
    from shifting_sands.rules.protocol import Options

    return Options(variant)


def test_the_ouroboros_editor_saves_a_whole_difficulty(user_home) -> None:
    """The Ouroboros' own file has decks.yaml's shape: the editor writes a whole entry."""
    app = make_app()
    editor = open_editor_for(app, "ouroboros")
    retype(app, row_of(editor, "lantern_rounds"), "44")
    click(app, center(editor.save_button.rect))
    assert editor.saved == "my_standard", editor.fault
    entry = yaml.safe_load((user_home / "variants" / "ouroboros.yaml").read_text())[
        "variants"]["my_standard"]
    assert entry["lantern_rounds"] == 44 and entry["cards"]["relic_head"] == 1
    own_variants.forget_cache("ouroboros")
    spec = get_spec("ouroboros")
    assert spec.variants()["my_standard"].own
    assert spec.rule_set("my_standard").lantern_rounds == 44
    app.quit()
