"""What a second play in a real window showed, kept as tests: a quick double click does not
press the button its first click brought up, a tie that wiped out the defenders is not "held",
the combat card buttons show the card, the status line after a resume keeps its short form,
and Sonnenblume's objectives are on the map and the panel."""

from __future__ import annotations

import pygame

from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules.log import describe
from shifting_sands.games.north_africa.table import map_painter
from shifting_sands.games.north_africa.table import scene as scene_module
from shifting_sands.games.north_africa.table.button_guard import GUARD_SECONDS
from shifting_sands.games.north_africa.table.combat_panel import CombatShow, draw_result
from shifting_sands.shell.start import start_match
from tests.rules.north_africa_builders import (
    AXIS,
    empty_table,
    place,
    set_control,
    start_ops,
)
from tests.scenes.helpers import center, click, run
from tests.scenes.na_clicks import buttons, do, hover, place_point, settle, start
from tests.scenes.test_north_africa_cards_scene import declare, fight_ready


def double_click(app, pos) -> None:
    """Two presses 0.15 s apart, as a quick hand makes them."""
    screen = app.canvas.point_to_screen(pos)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=screen, rel=(0, 0), buttons=(0, 0, 0))
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=screen, button=1)
    app.frame(1 / 60, [motion, down, up])
    run(app, 8)
    app.frame(1 / 60, [down, up])
    run(app, 2)


def one_ops_left():
    state = empty_table(turn=3, variant="campaign")
    set_control(state, AXIS, "El Agheila")
    place(state, "de_21pz", "El Agheila")
    start_ops(state, AXIS, 1)
    return state


def test_a_double_click_does_not_press_the_button_its_first_click_brought_up():
    app, scene, match = start(state=one_ops_left())
    settle(app, scene)
    click(app, place_point(app, scene, "El Agheila"))
    move = next(b for b in buttons(scene) if b.label.startswith("Activate to move"))
    double_click(app, center(move.rect))
    assert scene.state.phase == "move", [type(x).__name__ for x in match.log]
    assert not any(isinstance(x, a.EndMoves) for x in match.log)
    done = next(b for b in buttons(scene) if b.label == "Done moving")
    assert done.rect == move.rect  # the same place: only the wait keeps it safe
    # a deliberate click after the moment passes works
    run(app, int(GUARD_SECONDS * 60) + 2)
    click(app, center(done.rect))
    run(app, 2)
    assert any(isinstance(x, a.EndMoves) for x in match.log)


def verdict_drawn(app, show, content) -> str:
    texts: list[str] = []
    original = app.canvas.text
    app.canvas.text = lambda text, *args, **kw: (texts.append(text),
                                                 original(text, *args, **kw))[1]
    try:
        draw_result(app.canvas, show, content)
    finally:
        del app.canvas.text
    return texts[0]


def test_a_tie_that_wiped_out_the_defenders_does_not_read_held():
    app, scene, _match = start(seed=21, variant="sonnenblume")
    content = scene.content
    show = CombatShow("Mersa Brega", AXIS, ("El Agheila",), ("de_21pz",), ("uk_2",),
                      False, False)
    show.lost = [("uk_2", True)]
    show.ended = a.CombatEnded("Mersa Brega", 3, 3, False, False)
    title = verdict_drawn(app, show, content)
    assert "hold" not in title.lower(), title
    assert "wiped out" in title and "no advance" in title, title
    # the log, which sees the one event, says what the rules did: a tie, nobody advances
    sentence = describe(show.ended, ["Amira", "Tariq"])
    assert "held" not in sentence and "tie" in sentence and "3 against 3" in sentence, sentence
    # defenders who survive a tie or a win do hold
    show.lost = []
    assert "hold" in verdict_drawn(app, show, content)
    show.ended = a.CombatEnded("Mersa Brega", 2, 3, False, False)
    assert "hold" in verdict_drawn(app, show, content)
    assert "held" not in describe(show.ended, ["Amira", "Tariq"])
    show.ended = a.CombatEnded("Mersa Brega", 4, 3, True, False)
    assert verdict_drawn(app, show, content).endswith("Attacker wins")


def test_a_combat_card_button_shows_the_card_when_hovered(monkeypatch):
    state = fight_ready(AXIS, "ax41_stukas_at_dawn", "a", monkeypatch)
    app, scene, _match = start(state=state)
    settle(app, scene)
    declare(app, scene)
    assert scene.card_step() == "card:a"
    shown: list = []
    original = scene_module.draw_detail
    monkeypatch.setattr(scene_module, "draw_detail",
                        lambda canvas, card, side, rect, note="": (
                            shown.append((card.id if hasattr(card, "id") else card.title,
                                          rect)),
                            original(canvas, card, side, rect, note))[1])
    stukas = next(b for b in scene.combat_buttons if b.label == "Stukas at Dawn")
    hover(app, center(stukas.rect))
    assert shown, "hovering the combat card's button shows nothing of the card"
    drawn, (_x, y, _w, h) = shown[-1]
    card = scene.content.deck["ax41_stukas_at_dawn"]
    assert drawn in (card.title, "ax41_stukas_at_dawn")
    _bx, by, _bw, bh = stukas.rect
    assert y >= by + bh or y + h <= by, "the card covers the button under the pointer"
    assert not stukas.tooltip.startswith("Play "), stukas.tooltip
    none = next(b for b in scene.combat_buttons if b.label == "No card")
    shown.clear()
    hover(app, center(none.rect))
    assert not shown


def test_the_status_keeps_the_short_card_line_after_a_resume():
    app, scene, match = start(seed=11)
    settle(app, scene)
    do(app, scene, a.PlayCard("ax40_fortified_camps", "ops"))
    assert scene.last_card == "Axis played Fortified Camps for OPS", scene.last_card
    scene.undo()  # an undo takes the card back off the status line too
    assert scene.last_card == "", scene.last_card
    do(app, scene, a.PlayCard("ax40_fortified_camps", "ops"))
    live = scene.last_card
    start_match(app, match, autosave=False)  # the same match opened again, as a resume does
    resumed = next(s for s in app.scenes.scenes if s is not scene and hasattr(s, "last_card"))
    assert resumed.match is match
    assert resumed.last_card == live


SONNENBLUME_OBJECTIVES = {"Benghazi", "Mechili", "Tobruk", "Bardia", "Sollum", "Halfaya",
                          "Sidi Suleiman"}


def test_sonnenblume_flags_its_objectives_on_the_map(monkeypatch):
    _app, scene, _match = start(seed=21, variant="sonnenblume")
    assert scene.map_layer.objectives == SONNENBLUME_OBJECTIVES
    flagged: list = []
    shapes: list = []
    original = map_painter.draw_flag

    def spy(canvas, foot, height):
        flagged.append(foot)
        polygon = canvas.polygon
        canvas.polygon = lambda colour, points, *args: (shapes.append(colour),
                                                         polygon(colour, points, *args))[1]
        try:
            original(canvas, foot, height)
        finally:
            del canvas.polygon

    monkeypatch.setattr(map_painter, "draw_flag", spy)
    canvas = _app.canvas
    map_painter.paint_map(canvas, scene.board, 0.3, scene.map_layer.objectives)
    assert len(flagged) == len(SONNENBLUME_OBJECTIVES)
    assert map_painter.OBJECTIVE_FLAG in shapes  # a pennant's shape, not a tint of the space
    _app2, campaign, _m = start(seed=21)
    assert campaign.map_layer.objectives == frozenset()


def texts_of_frame(app) -> list[str]:
    seen: list[str] = []
    original = app.canvas.text
    app.canvas.text = lambda text, *args, **kw: (seen.append(text),
                                                 original(text, *args, **kw))[1]
    try:
        app.canvas._layers.clear()
        app.compose_next()  # the frame is composed, not kept
        run(app, 1)
    finally:
        del app.canvas.text
    return seen


def test_sonnenblume_lists_its_objectives_with_their_points():
    app, scene, _match = start(seed=21, variant="sonnenblume")
    settle(app, scene)
    texts = texts_of_frame(app)
    assert "Objectives" in texts and "Axis holds 0 of 3 needed: 3 short" in texts, texts
    for name, points in (("Benghazi", "2"), ("Mechili", "1"), ("Tobruk", "2"),
                         ("Bardia", "1"), ("The Egyptian frontier", "1")):
        at = texts.index(name)
        assert texts[at + 1] == points, texts[at:at + 2]
    app, scene, _match = start(seed=21)
    settle(app, scene)
    assert not any(t.startswith("Objectives") for t in texts_of_frame(app))
