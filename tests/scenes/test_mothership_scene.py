"""The Mothership scene driven by input: Beamin Down, push, pull, place, landing, view tools,
and a whole three-player game played through the window."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.mothership.rules.actions import (
    BeamDown,
    EndTurn,
    Land,
    Pass,
    Peek,
    Place,
    Pull,
    Push,
)
from shifting_sands.games.mothership.rules.hexgrid import cell_from_name, cell_name, space_name
from shifting_sands.games.mothership.rules.view import Phase
from shifting_sands.games.mothership.table import board as board_module
from shifting_sands.games.mothership.table.layout import HexLayout
from shifting_sands.games.mothership.table.scene import ZOOMS, MothershipScene
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.rules.test_mothership_builders import LAND_7, build
from tests.scenes.helpers import (
    center,
    click,
    drawn_texts,
    end_turn_anyway,
    key,
    make_app,
    run,
    run_until,
)


def start(seats, seed=5, variant="standard", speed="off"):
    app = make_app(speed)
    match = Match(get_spec("mothership"), seed, seats, Options(variant=variant))
    start_match(app, match)
    run(app, 2)
    return app, app.scenes.scenes[0], match


def start_built(state, seats=None, speed="off"):
    """A scene over a table built from a picture (tests.rules builders)."""
    app = make_app(speed)
    seats = seats or [Seat("Amira"), Seat("Tariq", "greedy")]
    match = Match(get_spec("mothership"), 1, seats, Options(variant="standard"), state=state)
    start_match(app, match)
    run(app, 2)
    return app, app.scenes.scenes[0], match


def recording(app, method: str) -> list[tuple]:
    """Record the arguments of every `app.canvas.<method>` call from now on (and repaint the
    cached board layer so that it draws again)."""
    calls: list[tuple] = []
    original = getattr(app.canvas, method)

    def record(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    setattr(app.canvas, method, record)
    app.canvas._layers.clear()
    app.compose_next()  # the frame is composed, not kept
    return calls


def pass_device(app) -> None:
    while isinstance(app.scenes.top, HandoffScene):
        run(app, 30)
        click(app, (640, 360))
        run(app, 30)  # the table waits a moment before it takes input


def cell_point(scene: MothershipScene, cell: int) -> tuple[float, float]:
    return scene.layout().centre_of(cell)


def perform(app, scene: MothershipScene, action) -> None:
    if isinstance(action, BeamDown):
        click(app, cell_point(scene, action.cell))
        key(app, pygame.K_RETURN)
    elif isinstance(action, Push):
        click(app, cell_point(scene, action.src))
        click(app, cell_point(scene, action.dst))
    elif isinstance(action, Pull):
        click(app, cell_point(scene, action.cell))
        click(app, center(scene.slot_rect(action.space)))
    elif isinstance(action, Place):
        click(app, center(scene.slot_rect(action.space)))
        click(app, cell_point(scene, action.cell))
    elif isinstance(action, Land):
        click(app, center(scene.land_button.rect))
        click(app, cell_point(scene, action.cell))
        click(app, center(scene.confirm_button.rect))
    elif isinstance(action, Peek):
        click(app, center(scene.peek_button.rect))
    elif isinstance(action, Pass | EndTurn):
        click(app, center(scene.pass_button.rect))
        end_turn_anyway(app)  # a Pass ends a turn before acting: it asks first


def beam_all(app, scene, match) -> None:
    """Every human hides an agent under the first dune offered, by clicking; bots beam on
    their own."""
    for _ in range(200):
        if match.state.view_for(None).phase is not Phase.BEAM_DOWN:
            return
        pass_device(app)
        run(app, 5, dt=0.05)
        seat = match.state.current_player
        if seat < 0 or match.seats[seat].is_bot or not scene.my_turn:
            run(app, 20, dt=0.05)
            continue
        choice = next((a for a in match.state.legal_actions() if isinstance(a, BeamDown)), None)
        if choice is None:  # the bots finished Beamin Down during those frames
            continue
        perform(app, scene, choice)
        run(app, 5)
    raise AssertionError("Beamin Down did not finish")


def test_beamin_down_is_secret_and_done_by_click_and_confirm():
    app, scene, match = start([Seat("Amira"), Seat("Tariq")])
    assert isinstance(app.scenes.top, HandoffScene)
    pass_device(app)
    choice = match.state.legal_actions()[3]
    click(app, cell_point(scene, choice.cell))
    assert scene.selected_cell == choice.cell and match.log == []
    click(app, center(scene.confirm_button.rect))
    assert match.log == [choice]
    assert isinstance(app.scenes.top, HandoffScene)
    assert app.scenes.top.name == "Tariq"


def test_push_pull_and_place_by_clicking():
    app, scene, match = start([Seat("Amira"), Seat("Bot", "greedy")])
    beam_all(app, scene, match)
    run_until(app, lambda: scene.my_turn, dt=0.05, frames=200)  # the bot, in its process
    assert scene.my_turn
    for kind in (Push, Pull, EndTurn, None, Place):
        if kind is None:  # the turn passed: let the bot play (in its own process, which a
            # still table's cheap frames may outrun)
            run_until(app, lambda: scene.my_turn, dt=0.05, frames=300)
            assert scene.my_turn
            continue
        action = next(a for a in match.state.legal_actions() if isinstance(a, kind))
        index = len(match.log)
        perform(app, scene, action)
        assert match.log[index] == action


def test_illegal_clicks_explain_and_change_nothing():
    app, scene, match = start([Seat("Amira"), Seat("Bot", "greedy")])
    beam_all(app, scene, match)
    run_until(app, lambda: scene.my_turn, dt=0.05, frames=200)  # the bot, in its process
    view = scene.view()
    empty = next(c for c, full in enumerate(view.occupied) if not full)
    before = match.state.to_dict()
    click(app, cell_point(scene, empty))
    assert "empty hex" in scene.toast
    assert match.state.to_dict() == before


def test_rotation_and_zoom_keep_clicks_on_the_right_cell():
    app, scene, match = start([Seat("Amira"), Seat("Bot", "greedy")])
    beam_all(app, scene, match)
    run_until(app, lambda: scene.my_turn, dt=0.05, frames=200)  # the bot, in its process
    key(app, pygame.K_e)
    key(app, pygame.K_PLUS)
    assert scene.rotation == 1 and scene.zoom_index == 1
    push = next(a for a in match.state.legal_actions() if isinstance(a, Push)
                and scene.in_board(cell_point(scene, a.src))
                and scene.in_board(cell_point(scene, a.dst)))
    index = len(match.log)
    perform(app, scene, push)
    assert match.log[index] == push


def test_landing_on_the_wrong_dune_puts_the_player_out():
    app, scene, match = start([Seat("Amira"), Seat("Tariq", "greedy"), Seat("Noor", "greedy")],
                              speed="normal")
    beam_all(app, scene, match)
    run_until(app, lambda: scene.my_turn, dt=0.05)
    mine = match.state.view_for(0)
    from shifting_sands.games.mothership.rules.view import own_agent

    agent_cell, _ = own_agent(mine)
    wrong = next(a for a in match.state.legal_actions()
                 if isinstance(a, Land) and a.cell != agent_cell)
    index = len(match.log)
    perform(app, scene, wrong)
    assert match.log[index] == wrong
    assert not match.state.view_for(None).alive[0]
    assert scene.landing is not None
    # A failed landing gets a large banner, not only a log line; a click closes it.
    assert scene.banner is not None and "Amira is out" in scene.banner.title
    run(app, 60, dt=0.05)  # the saucer comes down, then the banner shows
    drawn = drawn_texts(app)
    assert scene.banner.title in drawn
    # The bots play on meanwhile; a click during their moves' animation only skips it, so
    # click between two moves (when the bots' threads finish depends on the machine).
    run_until(app, lambda: not scene.tweens.busy, dt=0.01, frames=0)
    assert scene.banner is not None
    click(app, center(scene.banner_rect()))
    assert scene.banner is None


def test_no_hand_off_between_humans_after_beamin_down_under_the_memory_rule():
    app, scene, match = start([Seat("Amira"), Seat("Tariq")])
    beam_all(app, scene, match)
    pass_device(app)
    run(app, 5)
    push = next(a for a in match.state.legal_actions() if isinstance(a, Push))
    perform(app, scene, push)
    run(app, 5)
    second = next(a for a in match.state.legal_actions() if not isinstance(a, Push | Land))
    perform(app, scene, second)
    run(app, 5)
    key(app, pygame.K_RETURN)  # End turn
    run(app, 10)
    assert match.state.current_player == 1
    assert not isinstance(app.scenes.top, HandoffScene)
    assert scene.viewer == 1


@pytest.mark.slow
def test_a_whole_three_player_game_through_the_window():
    app, scene, match = start([Seat("Amira"), Seat("Tariq"), Seat("Noor")], seed=8)
    brain = get_spec("mothership").bot("greedy")
    rng = GameRng(8)
    for _ in range(3000):
        run(app, 3, dt=0.05)
        if isinstance(app.scenes.top, ResultsScene):
            break
        if isinstance(app.scenes.top, HandoffScene):
            pass_device(app)
            continue
        if match.state.is_terminal():
            continue
        assert scene.my_turn
        seat = match.state.current_player
        action = brain.choose(match.state.view_for(seat), match.state.legal_actions(), rng)
        before = len(match.log)
        perform(app, scene, action)
        assert match.log[before] == action, f"clicking {action} did something else"
    assert isinstance(app.scenes.top, ResultsScene)
    assert match.state.outcome() is not None


def my_turn_after_beamin(seats=None):
    app, scene, match = start(seats or [Seat("Amira"), Seat("Tariq", "greedy")])
    beam_all(app, scene, match)
    run_until(app, lambda: scene.my_turn, dt=0.05, frames=200)
    return app, scene, match


def dune_sprites_at(calls, layout: HexLayout, cell: int) -> list[str]:
    """The images drawn as the dune resting on `cell` (the sprite's footprint is the hex)."""
    cx, cy = layout.centre_of(cell)
    w = layout.hex_width
    rect = (cx - w / 2, cy + 0.866 * layout.size - w, w, w)
    return [name for name, r, *_ in calls
            if len(r) == 4 and all(abs(a - b) < 0.01 for a, b in zip(r, rect, strict=True))]


def test_every_dune_looks_alike_and_a_pushed_dune_keeps_its_look():
    app, scene, match = my_turn_after_beamin()
    calls = recording(app, "image")
    run(app, 1)
    push = next(a for a in match.state.legal_actions() if isinstance(a, Push))
    layout = scene.layout()
    before = dune_sprites_at(calls, layout, push.src)
    assert before and dune_sprites_at(calls, layout, push.dst) == []
    dunes = {name for name, *_ in calls if "dune" in name and "holding" not in name}
    assert dunes == {board_module.DUNE}
    perform(app, scene, push)
    calls.clear()
    app.canvas._layers.clear()
    app.compose_next()  # the frame is composed, not kept
    run(app, 2)
    assert dune_sprites_at(calls, layout, push.dst) == before


@pytest.mark.parametrize("rotation", range(6))
@pytest.mark.parametrize("zoom_index", [0, 2])
def test_margin_labels_name_every_column_and_row_beside_it(rotation, zoom_index):
    layout = HexLayout(11, 11, 20.0 * ZOOMS[zoom_index], (600.0, 380.0), rotation)
    labels = [(label.text, label.pos) for label in layout.edge_labels()]
    texts = [t for t, _ in labels]
    for name in [*"ABCDEFGHIJK", *map(str, range(1, 12))]:
        assert texts.count(name) == 2

    def beyond(label, near, far) -> bool:
        """`label` lies on the line from `far` through `near`, past `near`."""
        (lx, ly), (nx, ny), (fx, fy) = label, layout.centre_of(near), layout.centre_of(far)
        ax, ay, bx, by = nx - fx, ny - fy, lx - nx, ly - ny
        return abs(ax * by - ay * bx) < 1e-6 * (ax * ax + ay * ay + 1) * 10 and (
            ax * bx + ay * by) > 0

    for col in range(11):
        tops = [p for t, p in labels if t == "ABCDEFGHIJK"[col]]
        top_cell, bottom_cell = col, 10 * 11 + col
        assert any(beyond(p, top_cell, top_cell + 11) for p in tops)
        assert any(beyond(p, bottom_cell, bottom_cell - 11) for p in tops)
    for row in range(11):
        sides = [p for t, p in labels if t == str(row + 1)]
        first, last = row * 11, row * 11 + 10
        assert any(beyond(p, first, first + 2) for p in sides)
        assert any(beyond(p, last, last - 2) for p in sides)


def labels_drawn(app) -> dict[str, list[tuple[float, float]]]:
    """Where each margin label was printed inside the board area in one frame."""
    calls = recording(app, "text")
    run(app, 1)
    del app.canvas.text
    bx, by, bw, bh = board_module.BOARD_AREA
    found: dict[str, list[tuple[float, float]]] = {}
    for text, (x, y), *_ in calls:
        if bx <= x <= bx + bw and by <= y <= by + bh:
            found.setdefault(text, []).append((x, y))
    return found


def test_the_scene_draws_every_label_at_every_rotation_and_keeps_them_when_zoomed():
    app, scene, _match = my_turn_after_beamin()
    names = [*"ABCDEFGHIJK", *map(str, range(1, 12))]
    for _ in range(6):
        drawn = labels_drawn(app)
        for name in names:  # both ends of every column and row (each with its light shadow)
            assert len(drawn.get(name, ())) >= 4, f"label {name} missing"
        key(app, pygame.K_e)
    assert scene.rotation == 0
    for k in (pygame.K_PLUS, pygame.K_PLUS, pygame.K_UP, pygame.K_UP, pygame.K_LEFT):
        key(app, k)
    drawn = labels_drawn(app)
    layout = scene.layout()
    bx, _by, bw, _bh = board_module.BOARD_AREA
    for col in range(11):
        x, _y = layout.centre_of(5 * 11 + col)
        if bx + 20 < x < bx + bw - 20:  # a column in view keeps its letter above it
            assert any(abs(lx - x) < 1 for lx, _ in drawn.get("ABCDEFGHIJK"[col], ()))


def test_the_recap_lists_the_rivals_moves_since_your_last_turn():
    app, scene, match = my_turn_after_beamin()
    for kind in (Push, Pull):
        perform(app, scene, next(a for a in match.state.legal_actions() if isinstance(a, kind)))
    assert scene.options()["pass"] == EndTurn()
    assert "Actions done" in drawn_texts(app)
    assert scene.pass_button.visible and scene.pass_button.label == "End turn"
    mine = len(match.log)
    key(app, pygame.K_RETURN)
    run_until(app, lambda: scene.my_turn, dt=0.05, frames=300)  # the bot, in its process
    assert scene.my_turn
    rival = [a for a in match.log[mine + 1:] if isinstance(a, Push | Pull | Place)]
    assert rival
    lines = scene.recap_lines()
    assert len(lines) == 1 and lines[0].startswith("Tariq ")
    for action in rival:
        if isinstance(action, Push):
            words = f"pushed {cell_name(action.src, 11)}\u2192{cell_name(action.dst, 11)}"
        elif isinstance(action, Pull):
            words = f"pulled {cell_name(action.cell, 11)} onto {space_name(action.space)}"
        else:
            words = f"placed {space_name(action.space)} on {cell_name(action.cell, 11)}"
        assert words in lines[0]
    texts = drawn_texts(app)
    assert "Since your last turn" in texts
    # The rival's turn is also drawn on the board: an indigo outline where each move began.
    calls = recording(app, "image")
    run(app, 1)
    assert any(name == "mothership/hex_trail.png" for name, *_ in calls)


def test_the_landing_warning_names_a_crowded_dune_and_not_a_clear_one():
    app, scene, match = start_built(build(rows=LAND_7))
    clear, crowded, edge = (cell_from_name(n, 7, 7) for n in ("D4", "C3", "A1"))
    click(app, center(scene.land_button.rect))
    click(app, cell_point(scene, crowded))
    assert scene.confirm_landing == crowded
    warning = scene.landing_warning(crowded)
    assert warning == "4 of its 6 neighbours still hold dunes: this landing will fail."
    assert "Warning" in drawn_texts(app)
    assert scene.confirm_button.label.endswith("anyway")
    key(app, pygame.K_RETURN)  # Enter does not land on a doomed dune: a click must
    assert match.log == []
    click(app, cell_point(scene, edge))
    assert "edge" in scene.landing_warning(edge)
    click(app, cell_point(scene, clear))
    assert scene.confirm_landing == clear and scene.landing_warning(clear) is None
    assert "Warning" not in drawn_texts(app)
    click(app, center(scene.confirm_button.rect))
    assert match.log == [Land(clear)]
    assert scene.banner is not None and "landed the mothership" in scene.banner.title


def test_the_player_may_still_confirm_a_doomed_landing():
    app, scene, match = start_built(build(rows=LAND_7))
    crowded = cell_from_name("C3", 7, 7)
    click(app, center(scene.land_button.rect))
    click(app, cell_point(scene, crowded))
    click(app, center(scene.confirm_button.rect))
    assert match.log == [Land(crowded)]
    assert scene.banner is not None and "out" in scene.banner.title


def test_a_dragged_dune_is_drawn_under_the_pointer(monkeypatch):
    app, scene, match = my_turn_after_beamin()
    push = next(a for a in match.state.legal_actions() if isinstance(a, Push))
    start_pos, end_pos = cell_point(scene, push.src), cell_point(scene, push.dst)
    a, b = app.canvas.point_to_screen(start_pos), app.canvas.point_to_screen(end_pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0),
                                          buttons=(1, 0, 0))])
    sprites: list[tuple[float, float]] = []
    monkeypatch.setattr(board_module, "draw_dune_sprite",
                        lambda canvas, x, y, size, alpha=255: sprites.append((x, y)))
    app.canvas._layers.clear()
    app.compose_next()  # the frame is composed, not kept
    run(app, 1)
    pointer = scene.pointer
    assert scene.drag_ghost() == pointer
    lift = scene.layout().size * 0.25
    assert sprites[-1] == pytest.approx((pointer[0], pointer[1] - lift))
    assert start_pos not in sprites  # the dune left its hex while it is carried
    index = len(match.log)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)])
    assert match.log[index] == push
    assert scene.drag_ghost() is None


def test_zoom_never_goes_below_the_fitted_view_and_resets():
    app, scene, _match = my_turn_after_beamin()
    fitted = scene.layout().size
    key(app, pygame.K_MINUS)
    assert scene.zoom_index == 0 and scene.layout().size == fitted
    for _ in range(10):
        key(app, pygame.K_LEFT)  # nothing to pan at the fitted view
    assert scene.pan == (0.0, 0.0)
    for _ in range(8):
        key(app, pygame.K_PLUS)
    assert scene.zoom_index == len(ZOOMS) - 1
    for _ in range(60):
        key(app, pygame.K_LEFT)
    bx, _by, bw, _bh = board_module.BOARD_AREA
    assert 0 < scene.pan[0] < bw * ZOOMS[-1]  # panned, but the board still covers the view
    layout = scene.layout()
    xs = [layout.centre_of(c)[0] for c in range(121)]
    assert min(xs) < bx + bw / 2 < max(xs)
    key(app, pygame.K_0)
    assert scene.zoom_index == 0 and scene.pan == (0.0, 0.0)
    key(app, pygame.K_PLUS)
    key(app, pygame.K_HOME)
    assert scene.zoom_index == 0
    key(app, pygame.K_PLUS)
    run(app, 1)
    assert scene.zoom_reset_button.enabled
    click(app, center(scene.zoom_reset_button.rect))
    assert scene.zoom_index == 0 and scene.layout().size == fitted


def test_the_public_history_groups_moves_into_turns_and_words_them():
    from shifting_sands.games.mothership.rules.actions import (
        DunePlaced,
        DunePulled,
        DunePushed,
        LandingAttempted,
        TurnEnded,
        TurnPassed,
    )
    from shifting_sands.games.mothership.table import history

    events = [DunePushed(0, 1, 2, "B1", "C1"), DunePulled(0, 3, 1, "D1"), TurnEnded(0, 2, False),
              TurnPassed(1),
              DunePlaced(2, 1, 5, "F1"), LandingAttempted(2, 5, "F1", False, False, True, 2, ()),
              DunePushed(0, 7, 8, "H1", "I1")]
    turns = history.turns(events)
    assert [(t.seat, t.end) for t in turns] == [
        (0, history.TurnEnd.ENDED), (1, history.TurnEnd.PASSED), (2, history.TurnEnd.FAILED),
        (0, history.TurnEnd.UNDER_WAY)]
    assert history.previous_turn(turns) is turns[2]
    names = ["Amira", "Tariq", "Noor"]
    recap = [history.turn_words(t, names) for t in history.since_last_turn(turns, 0)]
    assert recap == ["Tariq passed", "Noor placed B on F1 and failed to land on F1"]
    assert history.turn_words(turns[0], names) == "Amira pushed B1\u2192C1, pulled D1 onto B"
    assert history.since_last_turn(turns, 1) == turns[2:]  # a rival's turn under way counts
    assert history.since_last_turn(turns[:3], 2) == []  # Noor's own turn was the last
