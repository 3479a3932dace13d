"""Playing North Africa by clicks, as a person would: the hand's cards, the map's spaces and
counters (panned into view, piles fanned by hovering), and the buttons by their labels."""

from __future__ import annotations

import random

import pygame

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules import scene_queries as q
from shifting_sands.games.north_africa.table.labels import activate_words, label
from shifting_sands.games.north_africa.table.layout import MAP_RECT, card_rect
from shifting_sands.games.north_africa.table.map_painter import box_rect
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, run
from tests.scenes.helpers import make_app as make_headless_app


def make_app():
    """The app the helpers start (a test may swap it for one that animates)."""
    return make_headless_app("off")


def start(seed: int = 3, seats=None, state=None, variant: str = "campaign"):
    app = make_app()
    spec = get_spec("north_africa")
    seats = seats or [Seat("Amira"), Seat("Tariq")]
    match = Match(spec, seed, seats, Options(variant), state=state)
    start_match(app, match, autosave=False)
    scene = app.scenes.scenes[0]
    run(app, 2)
    return app, scene, match


def through_handoff(app) -> bool:
    if not isinstance(app.scenes.top, HandoffScene):
        return False
    run(app, 30)
    click(app, (640, 400))
    run(app, 30)  # the table waits a moment before it takes input
    return True


def settle(app, scene) -> None:
    for _ in range(200):
        through_handoff(app)
        run(app, 3)
        if scene.mine() or scene.state.is_terminal():
            return


def hover(app, pos) -> None:
    screen = app.canvas.point_to_screen(pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=screen, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    run(app, 1)


def place_point(app, scene, place: str) -> tuple[float, float]:
    """Pan the camera onto `place` (as the arrow keys would) and give its screen point."""
    space = scene.spaces[place]
    scene.camera.centre = (space.x, space.y)
    scene.camera.clamp()
    run(app, 1)
    if space.box:
        return center(box_rect(space, scene.camera.zoom, scene.camera.to_screen))
    return scene.camera.to_screen((space.x, space.y))


def unit_point(app, scene, unit: str) -> tuple[float, float]:
    """Bring `unit`'s pile into view, fan it by hovering, and give the unit's counter."""
    place = dict(scene.view().where)[unit]
    point = place_point(app, scene, place)
    hover(app, (MAP_RECT[0] + 2, MAP_RECT[1] + 2))
    run(app, 1)
    for spot in (point, (point[0], point[1] - 10)):
        hover(app, spot)
        found = [p for p in scene.placed if p.unit == unit]
        if found:
            return center(found[-1].rect)
    raise AssertionError(f"{unit} not on screen at {place}")


def buttons(scene) -> list:
    return [b for b in scene.action_buttons if b.visible]


def press(app, scene, text: str) -> None:
    for _ in range(12):
        for button in buttons(scene):
            if text in (button.label, button.tooltip):
                while button.wait > 0:  # a button new under the pointer waits a moment
                    run(app, 1)
                click(app, center(button.rect))
                run(app, 2)
                return
        more = next((b for b in buttons(scene) if b.label.startswith("More")), None)
        assert more is not None, f"{text!r} not among {[b.label for b in buttons(scene)]}"
        click(app, center(more.rect))
        run(app, 1)
    raise AssertionError(f"{text!r} never shown")


def click_card(app, scene, card: str) -> None:
    hand = scene.view().hand
    click(app, center(card_rect(hand.index(card), len(hand))))
    run(app, 1)


def close_battle(app, scene) -> None:
    """A finished battle's panel stays over the map until closed: close it, as a person
    does before clicking the map under it."""
    from shifting_sands.games.north_africa.table.layout import close_rect

    show = scene.combat_show
    if show is not None and show.ended is not None and not show.closed and (
            not scene.battle_folds()):
        click(app, center(close_rect()))
        assert show.closed


def do(app, scene, action) -> None:
    """Make `action` happen by clicks only."""
    content = scene.content
    before = len(scene.match.log)
    close_battle(app, scene)
    match action:
        case a.Discard(card):
            click_card(app, scene, card)
        case a.PlayCard(card, _use):
            click_card(app, scene, card)
            press(app, scene, label(content, action))
        case a.Activate(space, mode):
            click(app, place_point(app, scene, space))
            press(app, scene, activate_words(mode, q.activation_cost(scene.view(), space, mode)))
        case a.Attack(target):
            click(app, place_point(app, scene, target))
            press(app, scene, label(content, action))
        case a.Move(unit, to) | a.Redeploy(unit, to) | a.Advance(unit, to):
            click(app, unit_point(app, scene, unit))
            assert scene.selected_unit == unit, (action, scene.toast)
            click(app, place_point(app, scene, to))
        case a.Rebuild(unit, _where):
            click(app, unit_point(app, scene, unit))
            assert scene.selected_unit == unit, (action, scene.toast)
            press(app, scene, label(content, action))
        case a.TakeLoss(unit):
            run(app, 1)
            rect = next(r for u, r in scene.panel_units if u == unit)
            click(app, center(rect))
        case a.Replace(unit):
            click(app, unit_point(app, scene, unit))
        case a.EndActivation():
            press(app, scene, label(content, action))
            confirm_if_asked(app)
        case _:
            press(app, scene, label(content, action))
    run(app, 2)
    assert len(scene.match.log) > before, f"{action} was not taken ({scene.toast!r})"


def confirm_if_asked(app) -> bool:
    """Answer "go ahead" to a question put over the table (OPS left unspent); whether one
    was asked."""
    from shifting_sands.shell.confirm import ConfirmScene

    top = app.scenes.top
    if not isinstance(top, ConfirmScene):
        return False
    click(app, center(top.confirm_button.rect))
    run(app, 2)
    return True


def choose(scene, rng: random.Random, moved: list[int]):
    """A lively choice: play cards for OPS, activate, move a little, attack when possible."""
    legal = scene.my_legal()
    kinds = {type(x) for x in legal}

    def pick(kind, when=lambda x: True):
        found = [x for x in legal if isinstance(x, kind) and when(x)]
        return rng.choice(found) if found else None

    if a.Draw in kinds:
        return pick(a.Draw)
    if a.PlayCard in kinds:
        return pick(a.PlayCard, lambda x: x.use == "ops") or pick(a.AutomaticOperation)
    if a.Activate in kinds and moved[0] < 2:
        moved[0] += 1
        return (pick(a.Activate, lambda x: x.mode == "attack") if rng.random() < 0.6 else None) \
            or pick(a.Activate)
    if a.Move in kinds and moved[1] < 2:
        moved[1] += 1
        return pick(a.Move)
    if a.Attack in kinds:
        return pick(a.Attack)
    if a.Redeploy in kinds and rng.random() < 0.5:
        return pick(a.Redeploy)
    for end in (a.EndActivation, a.EndMoves, a.EndAttacks, a.EndRedeploy, a.EndAdvance,
                a.EndReplacements):
        if end in kinds:
            moved[:] = [0, 0]
            return pick(end)
    return rng.choice(legal)
