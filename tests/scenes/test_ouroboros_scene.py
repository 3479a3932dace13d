"""The Ouroboros scene driven by input: moves by keys and clicks, stay, End turn and Undo,
the Archaeologist's wall, Esc, the screenshot command, and whole games through the window
(one person running two explorers beside two bot teammates)."""

from __future__ import annotations

import pygame

from shifting_sands.games import get_spec
from shifting_sands.games.ouroboros.rules.actions import (
    DIRECTIONS,
    BreakWall,
    EndTurn,
    Fight,
    HoldBack,
    Move,
    Revive,
    Stay,
)
from shifting_sands.games.ouroboros.rules.pieces import Tile, step
from shifting_sands.games.ouroboros.rules.state import Phase
from shifting_sands.games.ouroboros.table.motion import compose
from shifting_sands.games.ouroboros.table.scene import OuroborosScene
from shifting_sands.games.ouroboros.table.world import build_timeline, world_of
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, key, make_app, run

ROLES = ["guide", "mercenary", "medic", "archaeologist"]


def bots(*names: str) -> list[Seat]:
    return [Seat(name, "greedy") for name in names]


def start(seats=None, seed=5, speed="off", state=None, roles=ROLES):
    app = make_app(speed)
    seats = seats or [Seat("Amira"), *bots("Tariq", "Layla", "Omar")]
    options = Options(variant="standard", settings={"roles": list(roles)})
    match = Match(get_spec("ouroboros"), seed, seats, options, state=state)
    start_match(app, match, autosave=False)
    run(app, 2)
    return app, app.scenes.scenes[0], match


def place_point(scene: OuroborosScene, place) -> tuple[float, float]:
    return scene.camera.to_screen(place)


def my_pos(match):
    state = match.state
    return state.explorers[state.current_player].pos


def test_the_scene_opens_on_the_guides_turn_with_a_banner():
    _app, scene, match = start()
    assert isinstance(scene, OuroborosScene)
    assert scene.my_turn and match.state.current_player == 0
    assert scene.turn_title(scene.view()) == "Amira, your Guide moves"
    assert scene.stay_button.visible and not scene.end_button.visible


def test_arrow_keys_and_wasd_move():
    app, _scene, match = start()
    key(app, pygame.K_RIGHT)
    assert match.log[0] == Move("right")
    app, _scene, match = start()
    key(app, pygame.K_w)
    assert match.log[0] == Move("up")


def test_clicking_a_dark_place_beside_the_explorer_moves_there():
    app, scene, match = start()
    targets = scene.move_targets()
    below = step(my_pos(match), DIRECTIONS["down"])
    assert targets[below] is True  # dark: a tile will be laid
    click(app, place_point(scene, below))
    assert match.log[0] == Move("down")


def test_a_far_click_is_refused_in_words():
    app, scene, match = start()
    click(app, place_point(scene, (2, 2)))
    assert match.log == [] and "one tile" in scene.toast


def test_stay_waits_for_end_turn_and_can_be_taken_back():
    app, scene, match = start()
    key(app, pygame.K_SPACE)
    assert match.log == [Stay()] and match.state.phase is Phase.CONFIRM
    run(app, 2)
    assert scene.end_button.visible and scene.take_back_button.enabled
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert match.log == [] and match.state.phase is Phase.TURN
    click(app, center(scene.stay_button.rect))
    assert match.log == [Stay()]
    run(app, 2)
    click(app, center(scene.take_back_button.rect))
    assert match.log == []
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert match.log[:2] == [Stay(), EndTurn()]  # then the bots play on


def wall_state(seed=5):
    """The Archaeologist to move, a wall on his right."""
    state = get_spec("ouroboros").new_game(seed, 4, Options(settings={"roles": ROLES}))
    state.tiles[(1, 0)] = Tile("wall")
    state.current_player = ROLES.index("archaeologist")
    return state


def test_the_archaeologist_chooses_to_break_the_wall():
    state = wall_state()
    seats = [*bots("Tariq", "Layla", "Omar"), Seat("Amira")]
    app, scene, match = start(seats, state=state)
    assert scene.my_turn
    key(app, pygame.K_RIGHT)
    assert match.state.phase is Phase.WALL
    run(app, 2)
    assert scene.break_button.visible and scene.hold_button.visible
    assert scene.turn_title(scene.view()) == "Amira, your Archaeologist faces a wall"
    click(app, center(scene.break_button.rect))
    assert match.log == [Move("right"), BreakWall()]
    assert match.state.tiles[(1, 0)].broken


def test_the_archaeologist_may_hold_back():
    state = wall_state()
    seats = [*bots("Tariq", "Layla", "Omar"), Seat("Amira")]
    app, _scene, match = start(seats, state=state)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_h)
    assert match.log == [Move("right"), HoldBack()]


def test_a_refused_action_says_why_and_changes_nothing():
    app, scene, match = start()
    before = match.state.to_dict()
    key(app, pygame.K_f)  # nothing to fight here
    assert scene.toast == match.state.explain_illegal(Fight(-1))
    assert match.state.to_dict() == before


def test_esc_opens_the_pause_menu():
    app, _scene, _match = start()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)


def test_the_timeline_replays_events_onto_the_final_view():
    state = get_spec("ouroboros").new_game(3, 4, Options(settings={"roles": ROLES}))
    rng = GameRng(3)
    bot = get_spec("ouroboros").bot("greedy")
    for _ in range(60):
        if state.is_terminal():
            break
        start_world = world_of(state.view_for(None))
        action = bot.choose(state.view_for(state.current_player), state.legal_actions(), rng)
        events = state.apply(action)
        timeline = build_timeline(start_world, events)
        final = world_of(state.view_for(None))
        end = timeline.beats[-1].after if timeline.beats else start_world
        assert set(end.tiles) == set(final.tiles)
        assert {s: p.pos for s, p in end.pawns.items()} == \
            {s: p.pos for s, p in final.pawns.items()}
        for beat in timeline.beats:  # every frame of every beat can be composed
            compose(beat, 0.5, beat.before)


def perform(app, scene: OuroborosScene, action) -> None:
    """Do `action` with the keyboard and mouse."""
    if isinstance(action, Move):
        if action.direction in ("up", "left"):
            key(app, {"up": pygame.K_UP, "left": pygame.K_a}[action.direction])
        else:
            target = step(my_pos(scene.match), DIRECTIONS[action.direction])
            click(app, place_point(scene, target))
    elif isinstance(action, Stay):
        key(app, pygame.K_SPACE)
    elif isinstance(action, Fight):
        click(app, center(scene.fight_button.rect))
    elif isinstance(action, Revive):
        click(app, center(scene.revive_button.rect))
    elif isinstance(action, BreakWall):
        click(app, center(scene.break_button.rect))
    elif isinstance(action, HoldBack):
        key(app, pygame.K_h)
    elif isinstance(action, EndTurn):
        key(app, pygame.K_RETURN)


def test_one_person_runs_two_explorers_to_the_end_beside_two_bots():
    app = make_app("fast")
    seats = [Seat("Amira"), Seat("Tariq", "greedy"), Seat("Amira's second", person="Amira"),
             Seat("Omar", "greedy")]
    match = Match(get_spec("ouroboros"), 11, seats, Options(settings={"roles": ROLES}))
    start_match(app, match, autosave=False)
    scene = app.scenes.scenes[0]
    brain = get_spec("ouroboros").bot("greedy")
    rng = GameRng(11)
    for _ in range(3000):
        for _wait in range(200):  # animations and the bots' turns, however long they take
            run(app, 5, dt=0.05)
            if scene.my_turn or isinstance(app.scenes.top, ResultsScene):
                break
        if isinstance(app.scenes.top, ResultsScene):
            break
        assert app.scenes.top is scene and scene.my_turn  # never a hand-off between them
        assert scene.person(scene.viewer) == "Amira"
        before = len(match.log)
        action = brain.choose(match.state.view_for(scene.viewer),
                              match.state.legal_actions(), rng)
        if isinstance(action, Fight | Revive) and len(scene.legal_of(type(action))) > 1:
            scene.act(action)  # two choices of one kind: the board click picks one
        else:
            perform(app, scene, action)
        assert match.log[before] == action, f"{action} did something else"
    else:
        raise AssertionError("the game did not reach the results screen")
    assert match.state.is_terminal()
    lines = scene.results_lines()
    assert lines and "Ouroboros" in lines[0]


def test_a_whole_bot_game_plays_to_the_results_screen():
    app = make_app("fast")
    match = Match(get_spec("ouroboros"), 4, bots("Amira", "Tariq", "Layla", "Omar"))
    start_match(app, match, autosave=False)
    for _ in range(4000):
        run(app, 20, dt=0.05)
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert isinstance(app.scenes.top, ResultsScene)
    assert match.state.is_terminal()


def test_the_screenshot_command_renders_the_game(tmp_path):
    from shifting_sands.screenshot import take_screenshot

    out = tmp_path / "ouroboros.png"
    take_screenshot(get_spec("ouroboros"), out, seed=3, moves=30)
    assert out.stat().st_size > 10_000


def test_setup_lets_players_choose_roles_or_leave_them_to_chance():
    from shifting_sands.shell.setup import SetupScene

    app = make_app()
    app.open_launcher()
    setup = SetupScene(app, get_spec("ouroboros"))
    app.push(setup)
    run(app, 1)
    roles = setup.seat_setting_choices
    assert [c.value for c in roles] == ["random"] * 4
    roles[0].set_value("medic")
    roles[2].set_value("medic")
    setup.start()
    assert "Medic" in setup.error  # chosen twice: refused in words
    roles[2].set_value("guide")
    setup.start()
    scene = app.scenes.top
    assert isinstance(scene, OuroborosScene)
    dealt = scene.match.options.settings["roles"]
    assert dealt[0] == "medic" and dealt[2] == "guide" and sorted(dealt) == sorted(ROLES)
    assert [e.role for e in scene.match.state.explorers] == dealt


def test_setup_with_every_role_random_deals_them():
    from shifting_sands.shell.setup import SetupScene

    app = make_app()
    app.open_launcher()
    setup = SetupScene(app, get_spec("ouroboros"))
    app.push(setup)
    setup.start()
    assert "roles" not in app.scenes.top.match.options.settings
