"""The North Africa scene driven by input, headless: every phase renders, a whole turn of
two people is played by clicks (cards, spaces, counters, buttons) and each click submits
only a legal action, a refused click is explained, the supply overlay toggles, the camera
stays on the map, piles fan out on hover, Esc opens the pause menu, and the screenshot
command renders the table."""

from __future__ import annotations

import random

import pygame

from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules import scene_queries as q
from shifting_sands.games.north_africa.table.camera import Camera
from shifting_sands.games.north_africa.table.layout import MAP_RECT, WORLD_H, WORLD_W
from shifting_sands.games.north_africa.table.scene import NorthAfricaScene
from shifting_sands.shell.pause import PauseScene
from tests.scenes.helpers import center, click, drag, key, make_app, run
from tests.scenes.na_clicks import (
    choose,
    do,
    hover,
    place_point,
    settle,
    start,
    through_handoff,
)


def visible_world(camera: Camera) -> tuple[float, float, float, float]:
    left, top = camera.to_world((MAP_RECT[0], MAP_RECT[1]))
    right, bottom = camera.to_world((MAP_RECT[0] + MAP_RECT[2], MAP_RECT[1] + MAP_RECT[3]))
    return left, top, right, bottom


def on_the_map(camera: Camera) -> bool:
    """The window shows only map along each axis, or the whole map centred in it."""
    left, top, right, bottom = visible_world(camera)
    across = (left >= -1 and right <= WORLD_W + 1) or abs(left + right - WORLD_W) < 1
    down = (top >= -1 and bottom <= WORLD_H + 1) or abs(top + bottom - WORLD_H) < 1
    return across and down


def test_the_scene_opens_on_the_map_with_the_hand_and_the_turn_track():
    app, scene, match = start()
    settle(app, scene)
    assert isinstance(scene, NorthAfricaScene)
    assert scene.placed, "no counter drawn"
    assert scene.view().hand and scene.view().seat == match.state.current_player
    assert scene.action_buttons or scene.view().phase == "action"


def test_every_phase_renders():
    app, scene, match = start(seed=5)
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(700):
        through_handoff(app)
        state = match.state
        if state.is_terminal():
            break
        seen.add(state.phase)
        if state.current_player < 0:
            run(app, 2)
            continue
        scene.viewer = state.current_player
        run(app, 1)
        if {"discard", "action", "activate", "move", "attack", "combat", "redeploy",
                "replace"} <= seen:
            break
        legal = state.legal_actions()
        ends = [x for x in legal if isinstance(x, a.EndMoves | a.EndRedeploy)]
        fights = [x for x in legal if isinstance(x, a.Attack)
                  or (isinstance(x, a.Activate) and x.mode == "attack")]
        pick = ends[0] if ends and rng.random() < 0.4 else rng.choice(legal)
        if fights and rng.random() < 0.5:  # events and moves are many; seek a battle too
            pick = rng.choice(fights)
        assert scene.submit(pick)
        run(app, 1)
    assert {"action", "activate", "move", "attack", "combat", "redeploy", "replace"} <= seen


def test_a_whole_turn_by_clicks_takes_only_legal_actions():
    app, scene, match = start(seed=3)
    taken: list[tuple[object, bool]] = []
    submit = scene.submit

    def watched(action):
        taken.append((action, action in match.state.legal_actions()))
        return submit(action)

    scene.submit = watched
    rng = random.Random(1)
    moved = [0, 0]
    kinds: set[type] = set()
    while match.state.turn == 1 and not match.state.is_terminal():
        settle(app, scene)
        if match.state.turn != 1:
            break
        action = choose(scene, rng, moved)
        kinds.add(type(action))
        do(app, scene, action)
    assert match.state.turn == 2
    assert {a.PlayCard, a.Activate, a.Move, a.Attack} <= kinds
    assert taken and all(ok for _action, ok in taken), [x for x, ok in taken if not ok]
    assert any(isinstance(x, a.Roll) for x in match.log) or any(
        "fires" in s for _i, s in scene.log)


def test_a_refused_click_is_explained_and_changes_nothing():
    app, scene, match = start(seed=3)
    settle(app, scene)
    rng = random.Random(2)
    for _ in range(30):
        if match.state.phase == "activate":
            break
        settle(app, scene)
        do(app, scene, choose(scene, rng, [0, 0]))
    assert match.state.phase == "activate"
    enemy = next(p for p, owner in scene.view().control
                 if owner not in ("axis", "allied")[match.state.active:match.state.active + 1]
                 and not any(isinstance(x, a.Activate) and x.space == p
                             for x in match.state.legal_actions())
                 and not scene.spaces[p].box)
    before = len(match.log)
    click(app, place_point(app, scene, enemy))
    assert len(match.log) == before
    assert scene.toast == match.state.explain_illegal(a.Activate(enemy, "move"))
    assert scene.toast


def test_the_supply_overlay_toggles_and_agrees_with_the_rules():
    app, scene, match = start()
    settle(app, scene)
    assert not scene.supply_overlay
    key(app, pygame.K_s)
    assert scene.supply_overlay
    click(app, center(scene.supply_button.rect))
    assert not scene.supply_overlay
    supply = q.supply_by_unit(scene.view())
    assert supply
    assert all(match.state.supply_of(u).value == s for u, s in supply.items())


def test_zoom_and_pan_stay_on_the_map():
    app, scene, _match = start()
    settle(app, scene)
    camera = scene.camera
    middle = (MAP_RECT[0] + MAP_RECT[2] / 2, MAP_RECT[1] + MAP_RECT[3] / 2)
    hover(app, (MAP_RECT[0] + 30, MAP_RECT[1] + 30))
    centre = camera.centre
    drag(app, middle, (middle[0] + 100, middle[1] + 50))
    assert camera.centre != centre  # a drag pans
    for notches in (1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1):
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches)])
        assert on_the_map(camera), visible_world(camera)
    assert 0 <= camera.level <= camera.max_level
    for start_pos, end in ((middle, (middle[0] + 4000, middle[1] + 4000)),
                           (middle, (middle[0] - 4000, middle[1] - 4000))):
        drag(app, start_pos, end)
        assert on_the_map(camera), visible_world(camera)
    for _ in range(60):
        key(app, pygame.K_LEFT)
    assert on_the_map(camera)
    key(app, pygame.K_HOME)
    assert camera.level == min(4, camera.max_level)
    # a drag is not a click: nothing was submitted by it
    assert not scene.toast or "Wait" not in scene.toast


def test_a_pile_fans_out_on_hover_so_each_counter_can_be_clicked():
    app, scene, _match = start()
    settle(app, scene)
    units = scene.units_at()
    place = next(p for p, found in units.items()
                 if len(found) >= 3 and not scene.spaces[p].box)
    point = place_point(app, scene, place)
    hover(app, (MAP_RECT[0] + 5, MAP_RECT[1] + 5))
    hover(app, (point[0], point[1] - 8))
    assert scene.fanned == place
    shown = {p.unit for p in scene.placed if p.place == place}
    assert set(units[place]) <= shown
    assert scene.fan_rect is not None


def test_esc_opens_the_pause_menu():
    app, scene, _match = start()
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)


def test_the_screenshot_command_renders_the_table(tmp_path):
    from shifting_sands.games import get_spec
    from shifting_sands.screenshot import take_screenshot

    out = tmp_path / "na.png"
    take_screenshot(get_spec("north_africa"), out, seed=2, moves=40)
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)


def test_moves_and_fights_animate_and_end(monkeypatch):
    """With animations on, a moved counter slides to its space and the dice tumble; input
    waits, and the table settles when they end."""
    from tests.scenes import na_clicks

    monkeypatch.setattr(na_clicks, "make_app", lambda: make_app("normal"))
    app, scene, match = na_clicks.start(seed=3)
    rng = random.Random(1)
    moved = [0, 0]
    glided = rolled = False
    for _ in range(60):
        settle(app, scene)
        run(app, 60)
        action = choose(scene, rng, moved)
        before = len(match.log)
        scene.submit(action)
        run(app, 2)
        glided = glided or bool(scene.glides)
        rolled = rolled or bool(scene.combat_show and any(
            d.tumble > 0 for d in scene.combat_show.dice.values()))
        run(app, 90)
        assert not scene.glides and not scene.tweens.busy
        assert len(match.log) > before
        if glided and rolled:
            break
    assert glided


def test_replacements_are_spent_by_clicks():
    """A reduced unit flips back by a click on it; an eliminated one is rebuilt by choosing
    it in the Replacement Box, then its space. (A seed whose random game reaches both; seed
    5 stopped doing so when the campaign's set-up changed, issue 33.)"""
    app, scene, match = start(seed=3)
    rng = random.Random(3)
    done: set[str] = set()
    for _ in range(900):
        through_handoff(app)
        state = match.state
        if state.is_terminal() or len(done) == 2:
            break
        if state.current_player < 0:
            run(app, 2)
            continue
        scene.viewer = state.current_player
        run(app, 1)
        legal = state.legal_actions()
        spend = [x for x in legal if isinstance(x, a.Replace | a.Rebuild)
                 and type(x).__name__ not in done]
        if spend:
            do(app, scene, spend[0])
            done.add(type(spend[0]).__name__)
            continue
        ends = [x for x in legal if isinstance(x, a.EndMoves | a.EndRedeploy)]
        scene.submit(ends[0] if ends and rng.random() < 0.4 else rng.choice(legal))
        run(app, 1)
    assert done == {"Replace", "Rebuild"}


def test_a_gliding_counter_moves_over_a_map_composed_once(monkeypatch):
    """While counters glide, the composed map is kept and only the gliding counters are
    drawn anew each frame (recomposing the map for every frame of a glide cost a frame
    budget's worth), and the glide is still seen to move."""
    from tests.scenes import na_clicks

    monkeypatch.setattr(na_clicks, "make_app", lambda: make_app("normal"))
    app, scene, _match = na_clicks.start(seed=3)
    rng = random.Random(1)
    moved = [0, 0]
    for _ in range(60):
        settle(app, scene)
        run(app, 60)
        scene.submit(choose(scene, rng, moved))
        run(app, 2)
        if scene.glides:
            break
    assert scene.glides, "no move glided"
    composed = scene._window[1]
    before = app.screen.copy()
    run(app, 3)
    assert scene.glides and scene._window[1] is composed
    assert app.screen.get_view("2").raw != before.get_view("2").raw, "the glide did not move"


def test_a_move_leaves_the_hand_panel_as_it_was_drawn():
    """The hand's layer is keyed on what it shows: a unit's move changes none of it, so
    the frame after a move does not draw the cards again (it cost a third of that frame);
    a card played does draw it again."""
    app, scene, _match = start(seed=3)
    rng = random.Random(2)
    moved = False
    for _ in range(300):
        settle(app, scene)
        moves = [x for x in scene.my_legal() if isinstance(x, a.Move)]
        if moves:
            drawn = app.canvas._layers["na-hand"][1]
            scene.submit(rng.choice(moves))
            run(app, 2)
            assert app.canvas._layers["na-hand"][1] is drawn
            moved = True
            break
        scene.submit(rng.choice(scene.my_legal()))
        run(app, 1)
    assert moved, "no move came up"
    for _ in range(300):
        settle(app, scene)
        plays = [x for x in scene.my_legal() if isinstance(x, a.PlayCard)]
        if plays:
            drawn = app.canvas._layers["na-hand"][1]
            scene.submit(plays[0])
            run(app, 2)
            assert app.canvas._layers["na-hand"][1] is not drawn
            return
        scene.submit(rng.choice(scene.my_legal()))
        run(app, 1)
    raise AssertionError("no card play came up")
