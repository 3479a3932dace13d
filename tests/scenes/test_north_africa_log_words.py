"""What the table says (issue 33): an undo refused after dice says "dice", not "draws"; the
21st Panzer of 1941 says in its hover note that it stands for the 5th Light Division."""

from __future__ import annotations

import pygame

from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.table.labels import stands_for, undo_refusal_words
from tests.rules.north_africa_builders import (
    AXIS,
    cairo_front,
    content,
    empty_table,
    place,
    start_ops,
)
from tests.scenes.helpers import key, run
from tests.scenes.na_clicks import do, hover, settle, start, unit_point
from tests.scenes.test_north_africa_polish import texts_of_frame


def test_an_undo_refused_after_dice_says_dice():
    state = empty_table(seed=2, variant="campaign")  # dice: a win, the Axis to advance
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    start_ops(state, AXIS, 6)
    app, scene, match = start(state=state)
    settle(app, scene)
    do(app, scene, a.Activate("Alexandria", "attack"))
    do(app, scene, a.Attack("Cairo", ("Alexandria",)))
    settle(app, scene)  # the dice roll; the attacker is still to act
    assert any(isinstance(x, a.Roll) for x in match.log)
    assert match.state.current_player == AXIS and match.state.phase == "combat"
    assert not match.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    run(app, 1)
    assert scene.toast == ("Nothing to undo: dice have been rolled, and a roll cannot be "
                           "taken back."), scene.toast


def test_the_undo_words_name_what_barred_it():
    rolled = [a.PlayCard("A40-01", "ops"), a.Activate("Tobruk", "attack"),
              a.Attack("Sollum", ("Tobruk",)), a.Roll(3), a.Roll(5), a.TakeLoss("de_21pz")]
    assert "dice" in undo_refusal_words(rolled, "combat")
    event = [a.Roll(2), a.EndAttacks(), a.PlayCard("ax41_rommel", "event")]
    assert "an event" in undo_refusal_words(event, "activate")  # an earlier die is not it
    declared = [a.PlayCard("A40-01", "ops"), a.Attack("Sollum", ("Tobruk",))]
    assert "an attack" in undo_refusal_words(declared, "combat")
    assert "draw" in undo_refusal_words(rolled, "action")  # a new round: the other side


def test_the_21st_panzer_of_1941_stands_for_the_5th_light():
    assert stands_for(content(), "de_21pz", 3) == "the 5th Light Division until Fall 1941"
    assert stands_for(content(), "de_21pz", 5) == "the 5th Light Division until Fall 1941"
    assert stands_for(content(), "de_21pz", 6) == ""
    assert stands_for(content(), "de_15pz", 3) == ""
    app, scene, _match = start(seed=833305, variant="sonnenblume")
    settle(app, scene)
    hover(app, unit_point(app, scene, "de_21pz"))
    notes = [t for t in texts_of_frame(app) if t.startswith("21st Panzer")]
    assert notes == ["21st Panzer (German armour division) 6-3-6 - limited supply; stands "
                     "for the 5th Light Division until Fall 1941"], notes


def test_the_battle_strip_says_no_step_was_lost():
    from shifting_sands.games.north_africa.table import combat_panel
    from tests.rules.test_north_africa_log_words import panzer_on_cairo
    from tests.scenes.helpers import make_app

    state = panzer_on_cairo()
    declared = a.AttackDeclared(AXIS, "Cairo", ("Alexandria",), ("de_21pz",), ("uk_6",),
                                False, False)
    show = combat_panel.record(None, declared, state.content, rolling=False)
    for event in state.apply(a.Roll(1)) + state.apply(a.Roll(1)):
        show = combat_panel.record(show, event, state.content, rolling=False)
    assert show.no_step == {"d": 2, "a": 1} and show.lost == []
    app = make_app()
    seen: list[str] = []
    app.canvas.text = lambda text, *args, **kw: seen.append(text)
    combat_panel.draw_result(app.canvas, show, state.content)
    assert "Losses: attacker 1, defender 2 - no step lost" in seen, seen
