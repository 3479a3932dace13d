"""The North Africa battle panel (issue 33): it itemises every term of both strengths (each
unit's factor, a defender's fort) and every shift, a withheld one with why, all from the
rules' `fire_plan`; once the fight is over it stays until the player closes it, unless the
quick battles setting folds it as before."""

from __future__ import annotations

import pygame

from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules import combat
from shifting_sands.games.north_africa.table.combat_panel import CombatShow
from shifting_sands.games.north_africa.table.layout import (
    COMBAT_RECT,
    close_rect,
    inside,
    open_rect,
    quick_rect,
)
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    attack,
    empty_table,
    place,
    set_control,
    start_ops,
)
from tests.scenes.helpers import center, click, key, run
from tests.scenes.na_clicks import do, settle, start
from tests.scenes.test_north_africa_polish import texts_of_frame


def tobruk_attack():
    state = empty_table(variant="campaign")
    set_control(state, ALLIED, "Tobruk")
    set_control(state, AXIS, "El Adem")
    place(state, "de_21pz", "El Adem")
    place(state, "uk_6", "Tobruk")
    return state


def test_the_rules_itemise_a_fort_and_withhold_armour_against_it():
    state = tobruk_attack()
    attack(state, "Tobruk", ["El Adem"])
    defence = combat.fire_plan(state, "d")
    assert ("fort", 2) in defence["terms"] and ("uk_6", 4) in defence["terms"]
    assert defence["strength"] == sum(n for _, n in defence["terms"])
    assault = combat.fire_plan(state, "a")
    assert ("armour_vs_infantry", 1, "fort") in assault["withheld"]
    assert not any(name == "armour_vs_infantry" for name, _ in assault["shifts"])


def test_the_panel_itemises_the_fort_and_the_withheld_shift():
    state = tobruk_attack()
    start_ops(state, AXIS, 6)
    app, scene, _match = start(state=state)
    settle(app, scene)
    do(app, scene, a.Activate("El Adem", "attack"))
    if scene.state.phase == "activate":
        do(app, scene, a.EndActivation())
    do(app, scene, a.Attack("Tobruk", ("El Adem",)))
    run(app, 30)
    settle(app, scene)  # the fight may end and the turn pass: the panel stays
    assert scene.combat_show is not None and not scene.combat_show.closed
    texts = texts_of_frame(app)
    itemised = [t for t in texts if t.startswith("= ")]
    assert any("fort 2" in t and "6th" in t for t in itemised), texts
    withheld = " ".join(t.strip() for t in texts if t.startswith("  "))
    assert "armour against infantry +1: off against a fort" in withheld, texts
    assert any(t.startswith("Strength 6") for t in texts), texts  # 4 + the fort's 2


def finished_fight(scene) -> CombatShow:
    show = CombatShow("Tobruk", AXIS, ("El Adem",), ("de_21pz",), ("uk_6",), False, False)
    show.ended = a.CombatEnded("Tobruk", 1, 2, False, False)
    scene.combat_show = show
    return show


def test_a_finished_fight_stays_until_closed():
    state = tobruk_attack()
    app, scene, _match = start(state=state)
    settle(app, scene)
    assert not app.settings.quick_battles  # off by default
    show = finished_fight(scene)
    scene.animate([a.RoundBegan(2)])
    run(app, 120)  # two seconds: it does not fold by itself
    assert not show.closed
    texts = texts_of_frame(app)
    assert "Close (Enter)" in texts and "Axis attack Tobruk" in texts, texts
    click(app, center(close_rect()))
    assert show.closed
    show = finished_fight(scene)
    key(app, pygame.K_RETURN)
    assert show.closed and scene.state.phase == "action"  # Enter closed it, did no more


def test_quick_battles_fold_as_before(tmp_path, monkeypatch):
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(tmp_path))
    state = tobruk_attack()
    app, scene, _match = start(state=state)
    settle(app, scene)
    show = finished_fight(scene)
    run(app, 1)
    click(app, center(quick_rect()))
    assert app.settings.quick_battles and not show.closed
    run(app, 1)
    assert any(t.startswith("Axis attack on Tobruk") for t in texts_of_frame(app))  # the strip
    scene.animate([a.Drew(AXIS, 1)])
    assert show.closed


def test_a_finished_fight_folds_while_a_space_to_click_lies_under_it(monkeypatch):
    state = tobruk_attack()
    app, scene, _match = start(state=state)
    settle(app, scene)
    show = finished_fight(scene)
    run(app, 1)
    assert "Close (Enter)" in texts_of_frame(app)
    x, y, w, h = COMBAT_RECT
    under = next(s.name for s in scene.board.spaces if not s.box and inside(
        (x + 20, y + 20, w - 40, h - 40), scene.camera.to_screen((s.x, s.y))))
    monkeypatch.setattr(scene, "lit_spaces", lambda: {under: (20, 150, 230)})
    texts = texts_of_frame(app)
    assert any(t.startswith("Axis attack on Tobruk") for t in texts), texts  # the strip
    assert "Close (Enter)" not in texts and not show.closed


def test_a_folded_fight_stays_folded_after_the_advance_until_opened(monkeypatch):
    """Folded once (a space to click lay under it), the panel stays a strip when the advance
    takes that space away; Open shows it whole again, and the next fight starts whole."""
    state = tobruk_attack()
    app, scene, _match = start(state=state)
    settle(app, scene)
    show = finished_fight(scene)
    x, y, w, h = COMBAT_RECT
    under = next(s.name for s in scene.board.spaces if not s.box and inside(
        (x + 20, y + 20, w - 40, h - 40), scene.camera.to_screen((s.x, s.y))))
    lit = {under: (20, 150, 230)}
    monkeypatch.setattr(scene, "lit_spaces", lambda: lit)
    run(app, 1)
    assert "Open" in texts_of_frame(app) and show.folded
    lit.clear()  # the advance is made: nothing to click under the panel any more
    scene.animate([a.RoundBegan(2)])
    run(app, 5)
    texts = texts_of_frame(app)
    assert any(t.startswith("Axis attack on Tobruk") for t in texts), texts  # still the strip
    assert "Close (Enter)" not in texts and not show.closed
    click(app, center(open_rect()))
    texts = texts_of_frame(app)
    assert "Close (Enter)" in texts and not show.closed, texts  # opened by the player
    lit[under] = (20, 150, 230)  # opened, it stays open even over a space to click
    assert "Close (Enter)" in texts_of_frame(app)
    monkeypatch.setattr(app.settings, "save", lambda: None)
    click(app, center(quick_rect()))  # quick battles switched on: it folds again
    assert "Close (Enter)" not in texts_of_frame(app) and show.folded
    click(app, center(open_rect()))
    click(app, center(close_rect()))
    assert show.closed
    scene.animate([a.AttackDeclared(AXIS, "Tobruk", ("El Adem",), ("de_21pz",), ("uk_6",),
                                    False, False)])
    assert scene.combat_show is not show and not scene.combat_show.folded
