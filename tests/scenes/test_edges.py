"""The rough edges a newcomer hit (issue 11), each checked through the window headless."""

from __future__ import annotations

import itertools

import pygame
import pytest

from shifting_sands.core import theme
from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.stones.rules.actions import EndTurn, ShiftStones
from shifting_sands.games.stones.table.scene import (
    GLOW_MIN,
    HAND_ROOM,
    StonesScene,
    glow_alpha,
)
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.shell.confirm import ConfirmScene
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, end_turn_anyway, key, make_app, run


def start(seats, seed=3, speed="off", spec="stones", options=None, before=()):
    app = make_app(speed)
    match = Match(get_spec(spec), seed, seats, options)
    for action in before:
        match.apply(action)
    start_match(app, match)
    run(app, 2)
    return app, match


def game_scene(app):
    return next(s for s in app.scenes.scenes if hasattr(s, "match") and hasattr(s, "viewer"))


def move_pointer(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point_to_screen(pos),
                                          rel=(0, 0), buttons=(0, 0, 0))])


# -- the hand-off -------------------------------------------------------------------------
def test_escape_on_the_hand_off_opens_the_menu_without_showing_the_table(user_home):
    app, _match = start([Seat("Amira"), Seat("Tariq")])
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    assert app.scenes.visible() == [handoff, pause]  # the table is not drawn
    assert game_scene(app).viewer is None
    pause.save()
    assert "Saved" in pause.message
    assert list((user_home / "saves").glob("stones*.json"))
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is handoff
    assert game_scene(app).viewer is None


def test_no_tooltip_or_preview_survives_the_hand_off():
    app, _match = start([Seat("Amira"), Seat("Tariq")])
    click(app, (640, 360), frames=30)
    click(app, (640, 360))
    scene = app.scenes.top
    assert isinstance(scene, StonesScene) and scene.viewer == 0
    move_pointer(app, center(scene.end_button.rect))
    assert scene.end_button.hovered
    card = next(iter(scene.hand_rects))
    scene.hover_card = card
    run(app, 30)
    key(app, pygame.K_RETURN)
    end_turn_anyway(app)
    run(app, 3)
    assert isinstance(app.scenes.top, HandoffScene)
    assert not any(w.hovered for w in scene.widgets.widgets)
    assert scene.hover_card is None


def test_the_header_names_whose_turn_ended_until_the_hand_off():
    app, match = start([Seat("Amira"), Seat("Tariq")], speed="normal")
    run(app, 30)
    click(app, (640, 360))
    scene = app.scenes.top
    assert scene.viewer == 0
    scene.act(ShiftStones(match.state.hands[0][0], 0, 1))  # so that ending the turn draws
    run(app, 60)
    scene.act(EndTurn())
    # Tariq is to play: the table hides every hand while Amira's move still animates
    assert match.state.current_player == 1 and scene.keyboard == 0 and scene.viewer is None
    assert scene.status_line().startswith("Amira's turn is over")
    assert "Tariq's turn" not in scene.status_line()
    scene.end_button.hovered = True  # the pointer rested on End turn
    drawn: list[str] = []
    original = app.canvas.text
    app.canvas.text = lambda text, *a, **k: drawn.append(text) or original(text, *a, **k)
    run(app)
    assert scene.tweens.busy and scene.view().hand is None  # nobody's cards on screen
    assert "Turn over" in drawn
    assert "Enter" not in drawn  # no tooltip of a hidden button


def test_each_game_marks_its_seats_with_its_own_pieces():
    from shifting_sands.paths import assets_dir

    mothership, stones = get_spec("mothership"), get_spec("stones")
    assert stones.seat_mark(1) == "ui/seat_1.png"
    marks = [mothership.seat_mark(seat) for seat in range(4)]
    assert marks[0] == "mothership/agent_green.png" and len(set(marks)) == 4
    assert all((assets_dir() / mark).exists() for mark in marks)
    app, _match = start([Seat("Amira"), Seat("Tariq")], spec="mothership")
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene)
    assert handoff.mark == "mothership/agent_green.png"


# -- dialogs ----------------------------------------------------------------------------------
def test_a_dialog_over_a_dialog_is_opaque():
    from shifting_sands.shell.settings_scene import SettingsScene

    app, _match = start([Seat("Amira"), Seat("Bot", "greedy")])
    key(app, pygame.K_ESCAPE)
    app.push(SettingsScene(app))
    run(app)
    # a blank spot of the settings panel, right over the pause menu's "Settings" button
    pixel = app.screen.get_at(app.canvas.point_to_screen((700, 458)))
    assert tuple(pixel)[:3] == theme.DIALOG


def test_a_solo_turn_end_that_would_lose_asks_first():
    seats = [Seat("Amira", HUMAN)]
    app, match = start(seats, options=Options(variant="solo"),
                       before=[EndTurn(), EndTurn(), EndTurn()])
    assert match.state.strikes == 3
    played = len(match.log)
    key(app, pygame.K_RETURN)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene)
    assert "fourth strike" in dialog.text
    assert len(match.log) == played
    key(app, pygame.K_RETURN)  # Enter keeps playing: the safe answer
    assert isinstance(app.scenes.top, StonesScene) and len(match.log) == played
    key(app, pygame.K_RETURN)
    click(app, center(app.scenes.top.confirm_button.rect))
    assert match.state.is_terminal()
    run(app, 60)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert not results.table.trophy
    assert results.headline() == "The stones won: 4 strikes"
    assert results.table.rows[0][-1] == "4 of 4"


def test_an_earlier_solo_turn_end_does_not_warn_of_losing():
    app, match = start([Seat("Amira", HUMAN)], options=Options(variant="solo"))
    key(app, pygame.K_RETURN)
    question = app.scenes.top  # only the question of a turn ended before acting
    assert isinstance(question, ConfirmScene) and "strike" not in question.text
    end_turn_anyway(app)
    assert match.state.strikes == 1


def test_results_break_the_scores_down_per_seat():
    from shifting_sands.screenshot import demo_match

    match = demo_match(get_spec("stones"), 2, 10**6, 3, 0)
    table = match.spec.score_table(match.state, match.names)
    assert table.columns[:3] == ("Player", "Cards scored", "Points from cards")
    assert [row[0] for row in table.rows] == [match.names[s] for s in table.order]
    totals = [int(row[-1]) for row in table.rows]
    assert totals == sorted(totals, reverse=True)
    assert sorted(totals) == sorted(int(s) for s in match.state.outcome().scores)
    mothership = demo_match(get_spec("mothership"), 3, 10**6, 3, 0)
    table = mothership.spec.score_table(mothership.state, mothership.names)
    assert table.columns[2] == "How it ended" and len(table.rows) == 3
    winner = mothership.state.outcome().winners
    if winner:
        assert table.order[0] == winner[0]
    assert all(row[2] for row in table.rows)


# -- the Stones table -------------------------------------------------------------------------
def test_the_scoreable_glow_never_fades_away():
    values = [glow_alpha(frame) for frame in range(400)]
    assert min(values) >= GLOW_MIN >= 140
    assert max(values) > min(values)  # it still pulses


def test_a_long_hand_lies_side_by_side_without_overlap():
    app, match = start([Seat("Amira"), Seat("Bot", "greedy")])
    scene = app.scenes.top
    cards = tuple(match.state.content.cards)
    for count in (4, 5, 6, 8):
        rects = list(scene.layout_hand(cards[:count]).values())
        for (ax, _, aw, _), (bx, _, _, _) in itertools.pairwise(rects):
            assert ax + aw < bx
        assert rects[0][0] >= HAND_ROOM[0] and rects[-1][0] + rects[-1][2] <= HAND_ROOM[1]
    assert scene.layout_hand(cards[:4])[cards[0]][2] == 106  # a usual hand keeps full size


def test_the_dragged_stone_is_drawn_last():
    app, _match = start([Seat("Amira"), Seat("Bot", "greedy")])
    scene = app.scenes.top
    view = scene.view()
    scene.drag_from = 4
    scene.stone_offset[view.stone_ids[7]] = (0.0, 10.0)
    assert scene.stone_order(view)[-1] == 4


def test_colour_blind_names_fit_under_the_symbols_of_a_hand_card():
    from shifting_sands.games.stones.table.card_sprite import symbol_label

    app = make_app()
    for symbol, cell in itertools.product(
            ("SUN", "MOON", "FISH", "BIRD", "HORSE", "BOAT", "SEED", "TREE"), (22, 26, 44)):
        band = max(9, round(cell * 0.36))
        label = symbol_label(app.assets, symbol, band, cell - 2)
        assert label.get_width() <= cell - 2 or label.get_height() >= 9
        assert label.get_height() >= 9  # no 6 px names
    from shifting_sands.shell.settings_scene import SettingsScene

    app.open_launcher()
    labels = [getattr(w, "label", "") for w in SettingsScene(app).widgets.widgets]
    assert "Colour-blind aid" in labels


def test_one_stone_is_this_stone():
    app, _match = start([Seat("Amira"), Seat("Bot", "greedy")])
    scene = app.scenes.top
    seen: list[str] = []
    scene.pending = ("flip", 2)
    original = app.canvas.paragraph
    app.canvas.paragraph = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)
    run(app)
    assert any("flip this stone" in text for text in seen)


# -- text and window --------------------------------------------------------------------------
def test_spaces_stay_visible_in_small_text():
    app = make_app()
    app.screen = pygame.display.set_mode((900, 600))
    app.canvas.resize(app.screen)
    with_space = app.canvas.text_surface("Hover a", 17).get_width()
    without = app.canvas.text_surface("Hovera", 17).get_width()
    assert with_space - without >= 4


@pytest.mark.parametrize("size", [(900, 600), (1280, 720)])
def test_measured_text_is_as_wide_as_drawn_text(size):
    """Wrapping measures without rendering; the measure must agree with what is drawn, in
    small text set word by word and in ordinary text."""
    app = make_app()
    app.screen = pygame.display.set_mode(size)
    app.canvas.resize(app.screen)
    canvas = app.canvas
    for text in ("Hover a card to see where it matches", "Amira pulled the dune", "E7"):
        for points in (13, 17, 26):
            drawn = canvas.text_surface(text, points).get_width() / canvas.scale
            assert abs(canvas.text_width(text, points) - drawn) <= 1 / canvas.scale


def test_the_background_reaches_the_edges_of_any_window():
    app = make_app()
    app.screen = pygame.display.set_mode((1000, 800))
    app.canvas.resize(app.screen)
    app.open_launcher()
    run(app)
    assert app.canvas.offset[1] > 0  # the window is taller than 16:9
    assert tuple(app.screen.get_at((500, 3)))[:3] != (20, 14, 10)
    assert tuple(app.screen.get_at((500, 796)))[:3] != (20, 14, 10)


def test_the_newest_log_line_stays_inside_the_panel():
    app, _match = start([Seat("Amira"), Seat("Bot", "greedy")])
    scene = app.scenes.top
    x, _, w, _ = scene.log_rect
    canvas = app.canvas

    def overflows(text: str) -> bool:  # wrapped as plain text, would bold run past the edge?
        return any(canvas.text_width(line, 15, "bold") > w - 40
                   for line in canvas.wrap(text, w - 40, 15, "body"))

    words = " ".join(["Amira", "discarded", "a", "3-point", "card", "to", "swap", "the",
                      "Horse", "and", "Moon", "stones"] * 3)
    sentence = next(words[:n] for n in range(10, len(words)) if overflows(words[:n]))
    scene.log.append((99, sentence))
    drawn: list[tuple[str, float, str]] = []
    original = app.canvas.text

    def spy(text, pos, size=18, color=(0, 0, 0), role="body", **kw):
        drawn.append((text, pos[0], role, size))
        return original(text, pos, size, color, role, **kw)

    app.canvas.text = spy
    app.compose_next()  # the frame is composed, not kept
    run(app)
    bold = [(t, left, size) for t, left, role, size in drawn if role == "bold" and left == x + 18]
    assert len(bold) >= 2
    for text, left, size in bold:
        assert left + app.canvas.text_width(text, size, "bold") <= x + w - 12


# -- setup --------------------------------------------------------------------------------
def setup_for(game: str):
    from shifting_sands.shell.setup import SetupScene

    app = make_app()
    app.open_launcher()
    setup = SetupScene(app, get_spec(game))
    app.push(setup)
    run(app)
    return app, setup


def test_setup_hides_arrows_and_shuffle_where_there_is_nothing_to_choose():
    app, setup = setup_for("stones")
    setup.players.set_value("1")
    setup._players("1")
    assert setup.variant.options == ["solo"] and not setup.variant.has_choice
    assert not setup.shuffle_button.visible
    click(app, center(setup.variant.rect))
    assert setup.variant.value == "solo"
    setup.players.set_value("3")
    setup._players("3")
    assert setup.shuffle_button.visible


def test_setup_keeps_the_seed_behind_more_options():
    app, setup = setup_for("stones")
    assert not setup.seed_field.visible and not setup.seed_button.visible
    click(app, center(setup.more_button.rect))
    assert setup.seed_field.visible and setup.more_button.label == "Fewer options"


def test_ctrl_a_selects_a_whole_name():
    app, setup = setup_for("stones")
    field = setup.name_fields[0]
    click(app, center(field.rect))
    key(app, pygame.K_a, mod=pygame.KMOD_LCTRL)
    assert field.all_selected
    app.frame(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="Zed")])
    assert field.text == "Zed"
    key(app, pygame.K_a, mod=pygame.KMOD_LCTRL)
    key(app, pygame.K_BACKSPACE)
    assert field.text == ""


def test_mothership_setup_suggests_a_first_game_and_describes_each_variant():
    app, setup = setup_for("mothership")
    assert "Peek" in setup.first_game_tip() and "Open" in setup.first_game_tip()
    seen: list[str] = []
    original = app.canvas.paragraph
    app.canvas.paragraph = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)
    for variant in get_spec("mothership").variants().values():
        setup.variant.set_value(variant.id)
        run(app)
        assert variant.description in seen
    assert setup_for("stones")[1].first_game_tip() == ""


# -- rules ------------------------------------------------------------------------------------
def test_in_app_rules_carry_the_rulings_and_the_solo_reshuffle():
    from shifting_sands.shell.rules_reader import load_rules_text

    stones = load_rules_text("stones")
    assert "docs/rules" not in stones and "Every ruling" in stones
    assert "**R6 Empty deck.**" in stones  # Markdown: the reader sets it in bold
    solo = stones.split("## Solo", 1)[1].split("##", 1)[0]
    assert "shuffled" in solo
    mothership = load_rules_text("mothership")
    assert "docs/rules" not in mothership and "R13 Landing." in mothership


def test_in_app_rules_find_rulings_written_with_hyphens():
    from shifting_sands.shell.rules_reader import load_rules_text

    curse = load_rules_text("curse_reverse")
    assert "Every ruling" in curse and "C14 Response windows." in curse
    assert "docs/rules" not in curse
