"""What playing North Africa in a real window showed, kept as tests: an event's lit space
far off the screen is brought into view, the activation buttons say what they cost, and the
log says a side loses replacement points rather than gaining a negative number."""

from __future__ import annotations

from itertools import pairwise

from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules.actions import ReplacementPoints
from shifting_sands.games.north_africa.rules.log import describe
from shifting_sands.games.north_africa.rules.scenario import turns_played
from shifting_sands.games.north_africa.rules.state import prompt_text
from shifting_sands.games.north_africa.table.camera import Camera
from shifting_sands.games.north_africa.table.combat_panel import CombatShow, draw_combat
from shifting_sands.games.north_africa.table.layout import COMBAT_RECT, MAP_RECT, card_rect
from shifting_sands.games.north_africa.table.panels import END_MARK, OUTSIDE, draw_status
from shifting_sands.shell.markdown_blocks import STRONG, Paragraph, plain_text
from shifting_sands.shell.rules_reader import RulesScene, reader_blocks
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    cairo_front,
    empty_table,
    finish_turn,
    give_hand,
    place,
    set_control,
    start_ops,
)
from tests.scenes.helpers import center, click, run
from tests.scenes.na_clicks import (
    buttons,
    click_card,
    do,
    hover,
    place_point,
    press,
    settle,
    start,
)


def test_a_lit_space_off_the_screen_is_brought_into_view():
    app, scene, _match = start(seed=11)
    settle(app, scene)
    card = "ax40_conquest_of_british_somaliland"
    assert card in scene.view().hand
    berbera = scene.spaces["Berbera"]
    assert not scene.camera.shows((berbera.x, berbera.y)), "Berbera starts on screen"
    click_card(app, scene, card)
    press(app, scene, "Play the event")
    run(app, 2)
    assert scene.view().phase == "attack"
    assert "Berbera" in scene.lit_spaces()
    assert scene.camera.shows((berbera.x, berbera.y))


def test_the_camera_keeps_still_when_a_choice_already_shows():
    camera = Camera(MAP_RECT)
    before = (camera.level, camera.centre)
    assert not camera.bring_into_view([camera.centre, (0.0, 0.0)])
    assert (camera.level, camera.centre) == before


def test_the_activation_buttons_say_what_they_cost():
    app, scene, match = start(seed=11)
    settle(app, scene)
    click_card(app, scene, "ax40_fortified_camps")
    press(app, scene, "Play for 4 OPS")
    click(app, place_point(app, scene, "Sidi Azeiz"))
    labels = [b.label for b in buttons(scene)]
    # three Italian divisions in limited supply: moving costs their group's 1, attacking
    # 1 each
    assert "Activate to move (1 OPS)" in labels, labels
    assert "Activate to attack (3 OPS)" in labels, labels
    press(app, scene, "Activate to attack (3 OPS)")
    assert match.state.op["points"] == 1


def test_the_log_says_a_side_loses_replacement_points():
    names = ["Amira", "Tariq"]
    lost = describe(ReplacementPoints(0, -2, 4), names)
    assert "loses 1 replacement point (2 in all)" in lost, lost
    assert "-" not in lost
    assert "gains 1.5 replacement points" in describe(ReplacementPoints(1, 3, 3), names)
    # Luftwaffe in Sicily takes 1 RP from Allies who have none: nothing is "gained"
    kept = describe(ReplacementPoints(1, 0, 0), names)
    assert "gains" not in kept and "keeps 0 replacement points" in kept, kept


def drawn_texts(app, draw) -> list[tuple[str, float, float, int]]:
    """Every line of text `draw` puts on the canvas: words, x, y and size."""
    canvas = app.canvas
    seen: list[tuple[str, float, float, int]] = []
    original = canvas.text

    def spy(text, pos, size=16, *args, **kwargs):
        seen.append((text, pos[0], pos[1], size))
        return original(text, pos, size, *args, **kwargs)

    canvas.text = spy
    try:
        draw(canvas)
    finally:
        del canvas.text
    return seen


def test_the_battle_panel_keeps_the_losses_clear_of_the_loss_points():
    app, scene, _match = start(seed=21, variant="sonnenblume")
    view = scene.view()
    places = dict(view.where)
    attackers = tuple(u for u, p in view.where if p == "El Agheila")[:4]
    defenders = tuple(u for u, p in view.where if p == "Mersa Brega")
    show = CombatShow("Mersa Brega", 0, ("El Agheila",), attackers, defenders, False, True,
                      cards={"a": ["ax41_panzer_counterattack"]})
    shifts = [["rommel", 2], ["card", 1], ["armour", 1]]
    for role, loss in (("a", 3), ("d", 3)):
        show.fired[role] = {"table": "division", "strength": 14, "shift": 3, "column": "13+",
                            "die": 1, "loss": loss, "bold": False}
        show.plans[role] = {"strength": 14, "table": "division", "shift": 3, "shifts": shifts}
    show.lost = [(attackers[0], False), (attackers[1], True), (defenders[0], True)]
    assert places[defenders[0]] == "Mersa Brega"
    texts = drawn_texts(app, lambda c: draw_combat(c, show, view, scene.content, {},
                                                   scene.factors))
    for left in (COMBAT_RECT[0] + 22, COMBAT_RECT[0] + 12 + (COMBAT_RECT[2] - 36) / 2 + 22):
        column = sorted((y, y + size, text) for text, x, y, size in texts
                        if abs(x - left) < 1)
        assert any("loss point" in text for *_, text in column), column
        for (_top, bottom, text), (top, _bottom, after) in pairwise(column):
            assert bottom <= top + 1, f"{text!r} runs into {after!r}"
        # one row of counters leaves room for all three shifts beside two lines of losses
        assert sum(text.startswith("  ") for *_, text in column) == 3, column


def test_a_card_shown_large_lies_over_the_buttons():
    app, scene, _match = start(seed=21, variant="sonnenblume")
    settle(app, scene)
    order: list[str] = []
    widgets_draw, detail_draw = scene.widgets.draw, scene.draw_card_detail
    scene.widgets.draw = lambda canvas: (order.append("buttons"), widgets_draw(canvas))[1]
    scene.draw_card_detail = lambda *args: (order.append("card"), detail_draw(*args))[1]
    hover(app, center(card_rect(0, len(scene.view().hand))))
    assert "card" in order and "buttons" in order
    assert order.index("card") > order.index("buttons"), order


def test_the_home_view_holds_el_agheila_and_cairo():
    _app, scene, _match = start(seed=21, variant="sonnenblume")
    scene.reset_view()
    for name in ("El Agheila", "Mersa Brega", "Tobruk", "Alexandria", "Cairo"):
        space = scene.spaces[name]
        assert scene.camera.shows((space.x, space.y), margin=25), name


def test_the_camera_pans_to_the_nearest_choice_and_keeps_its_zoom():
    camera = Camera(MAP_RECT)
    level = camera.level
    near, far = (camera.centre[0] - 1200, camera.centre[1]), (camera.centre[0] + 1800, 1700.0)
    assert not camera.shows(near) and not camera.shows(far)
    assert camera.bring_into_view([far, near])
    assert camera.level == level
    assert camera.shows(near, margin=60)


def test_the_camera_stays_put_while_activating():
    app, scene, _match = start(seed=21, variant="sonnenblume")
    settle(app, scene)
    click_card(app, scene, "ax41_sonnenblume")
    press(app, scene, "Play the event")
    run(app, 2)
    assert scene.view().phase == "activate"
    scene.camera.centre = (3000.0, 250.0)  # far from every Axis space (the Near East)
    scene.camera.clamp()
    before = scene.camera.centre
    click(app, place_point(app, scene, "El Agheila"))
    scene.camera.centre = before
    scene.camera.clamp()
    press(app, scene, "Activate to move (1 OPS)")
    run(app, 2)
    assert scene.camera.centre == before


def test_one_loss_point_is_singular():
    _app, _scene, match = start(seed=21, variant="sonnenblume")
    state = match.state.clone()
    state.phase = "combat"
    state.combat = {"steps": ["loss:d"], "due": 1}
    assert prompt_text(state).startswith("Take 1 loss point: ")
    state.combat["due"] = 3
    assert prompt_text(state).startswith("Take 3 loss points: ")


def test_the_whole_attack_comes_first_and_every_button_tells_its_attack():
    state = empty_table(turn=3, variant="campaign")
    cairo_front(state)
    set_control(state, AXIS, "Tanta")
    state.flags["rommel"] = True
    place(state, "de_21pz", "Alexandria")
    place(state, "de_15pz", "Tanta")
    place(state, "it_ariete", "Tanta")
    place(state, "uk_6", "Cairo")
    give_hand(state, ALLIED, "al40_wavell")
    start_ops(state, AXIS, 6)
    app, scene, _match = start(state=state)
    settle(app, scene)
    for space in ("Alexandria", "Tanta"):
        do(app, scene, a.Activate(space, "attack"))
    if scene.state.phase == "activate":
        press(app, scene, "Done activating")
    click(app, place_point(app, scene, "Cairo"))
    shown = [b for b in buttons(scene) if b.label not in ("Back", "End the action")
             and not b.label.startswith("More")]
    assert shown[0].primary, [b.label for b in shown]
    assert shown[0].label.startswith("Rommel, flank: "), shown[0].label
    assert "Alexandria" in shown[0].tooltip + shown[0].label
    assert "Tanta" in shown[0].tooltip + shown[0].label
    labels = [b.label for b in shown]
    assert len(set(labels)) == len(labels), labels


def test_the_results_name_sides_not_one_shared_score():
    state = empty_table(turn=4, variant="sonnenblume")
    set_control(state, AXIS, "Benghazi")
    finish_turn(state)
    assert state.is_terminal()
    table = get_spec("north_africa").score_table(state, ["Amira", "Greedy bot 2"])
    assert table.columns == ("Player", "Side", "Result")
    assert table.rows == (("Greedy bot 2", "Allies", "won"), ("Amira", "Axis", "lost"))
    assert table.order == (ALLIED, AXIS)
    assert table.headline == "Greedy bot 2 wins with the Allies!"
    assert not any("point" in cell for row in table.rows for cell in row)


def test_the_turn_track_greys_the_turns_sonnenblume_does_not_play():
    app, scene, _match = start(seed=21, variant="sonnenblume")
    canvas = app.canvas
    fills: list = []
    lines: list = []
    original_rect, original_line = canvas.rect, canvas.line
    canvas.rect = lambda colour, rect, *args, **kw: (fills.append((colour, rect)),
                                                     original_rect(colour, rect, *args, **kw))
    canvas.line = lambda colour, *args, **kw: (lines.append(colour),
                                               original_line(colour, *args, **kw))
    try:
        draw_status(canvas, scene.view(), scene.content.tables, "",
                    turns_played(scene.content, "sonnenblume"))
    finally:
        del canvas.rect, canvas.line
    cells = [colour for colour, rect in fills if rect[3] == 30][:12]
    assert len(cells) == 12
    assert [c == OUTSIDE for c in cells] == [True, True, False, False] + [True] * 8
    assert END_MARK in lines
    assert turns_played(scene.content, "campaign") == (1, 12)


def test_the_rules_reader_keeps_the_turn_steps_apart_and_sets_their_names_in_bold():
    items = [block for block in reader_blocks("north_africa")
             if isinstance(block, Paragraph) and block.marker]
    steps = [block for block in items if block.marker != "bullet"]
    assert [step.marker for step in steps[:2]] == ["1.", "2."]
    assert plain_text(steps[0].spans).startswith("Draw: ")
    assert plain_text(steps[1].spans).startswith("Six action rounds")
    ops = next(item for item in items if plain_text(item.spans).startswith("OPS:"))
    assert ops.marker == "bullet" and ops.depth == 2  # a bullet inside the numbered step
    assert ops.spans[0] == ("OPS", STRONG)


def test_the_rules_reader_draws_the_north_africa_rules():
    app, scene, _match = start(seed=21, variant="sonnenblume")
    app.push(RulesScene(app, scene.spec))
    run(app, 2)
    texts = drawn_texts(app, app.scenes.top.draw)
    numbers = {text: (x, y) for text, x, y, _size in texts if text in ("1.", "Draw")}
    assert numbers["1."][1] == numbers["Draw"][1] and numbers["1."][0] < numbers["Draw"][0]
    assert not any("**" in text for text, *_ in texts)
