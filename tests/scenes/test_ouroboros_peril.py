"""The Ouroboros table plans with the team: the death radius shaded for the explorer about
to move, a step that would kill or fell anyone asked about first, the Fight shown disabled
with the count, the line saying what is left once both halves are held, and a key line
naming only what can be done now."""

from __future__ import annotations

import pygame

from shifting_sands.games import get_spec
from shifting_sands.games.ouroboros.rules.actions import Fight, Move, Stay
from shifting_sands.games.ouroboros.rules.pieces import Status, chebyshev
from shifting_sands.games.ouroboros.rules.reach import death_radius
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.shell.confirm import ConfirmScene
from shifting_sands.shell.start import start_match
from tests.rules.ouroboros_builders import build
from tests.scenes.helpers import center, click, key, make_app, run

NAMES = ["Amira", "Tariq", "Layla", "Omar"]
"""Seat names; the builder seats the Guide, the Mercenary, the Medic, the Archaeologist."""


def start(state, people=(0, 1)):
    app = make_app("off")
    seats = [Seat(name) if seat in people else Seat(name, "greedy")
             for seat, name in enumerate(NAMES)]
    match = Match(get_spec("ouroboros"), 5, seats, Options(variant="standard"), state=state)
    start_match(app, match, autosave=False)
    run(app, 30)  # past the guard after the first frame
    return app, app.scenes.scenes[0], match


def watched_guide():
    """Amira's Guide lies fallen at (0, 0), watched only by Tariq's Mercenary at (3, 0),
    whose turn it is; the Medic and the Archaeologist stand together at (6, 0)."""
    return build([". ... ."], explorers={"guide": ((0, 0), "down"), "mercenary": (3, 0),
                                         "medic": (6, 0), "archaeologist": (6, 0)},
                 tiles=["empty"] * 3, current="mercenary")


def panel_lines(scene) -> list[str]:
    return [line for line, _tone in scene.panel_text(scene.view())[1]]


def test_the_board_shades_the_death_radius_the_rules_give():
    _app, scene, _match = start(watched_guide())
    visible = scene.camera.visible_places()
    shaded = scene.danger_places()
    assert shaded == death_radius(scene.view(), 1, visible)
    assert shaded == {p for p in visible if chebyshev(p, (0, 0)) >= 4}
    assert (4, 0) in shaded and (2, 0) not in shaded
    assert any("out of reach" in line for line in scene.place_words(scene.view(), (4, 0)))


def test_a_step_that_would_kill_asks_first_naming_who_and_why():
    app, scene, match = start(watched_guide())
    key(app, pygame.K_RIGHT)
    top = app.scenes.top
    assert isinstance(top, ConfirmScene) and match.log == []
    assert top.title == "Step right?"
    assert top.text == ("Amira, lying fallen, would be 4 places from Tariq, the nearest "
                        "teammate: out of everyone's sight, gone for good.")
    key(app, pygame.K_RETURN)  # the safe answer: don't step
    assert app.scenes.top is scene and match.log == []
    key(app, pygame.K_RIGHT)
    click(app, center(app.scenes.top.confirm_button.rect))
    assert match.log[0] == Move("right")
    assert match.state.explorers[0].status is Status.DEAD
    assert any("Amira, lying fallen, is 4 places from Tariq" in text for _i, text in scene.log)


def test_a_safe_step_is_taken_at_once():
    app, _scene, match = start(watched_guide())
    key(app, pygame.K_LEFT)
    assert match.log[:1] == [Move("left")]


def test_fight_is_shown_disabled_with_the_count_when_short():
    state = build(["."], explorers={"guide": (0, 0), "mercenary": ((0, 0), "down"),
                                    "medic": (0, 0), "archaeologist": ((0, 0), "down")},
                  monsters=[("anubis", (0, 0))])
    app, scene, match = start(state)
    run(app, 2)
    reason = "2 against the Anubis's 3: bring two more power (the Mercenary counts two)."
    assert scene.fight_button.visible and not scene.fight_button.enabled
    assert scene.fight_button.label == "Fight Anubis"
    assert scene.fight_button.tooltip == reason
    assert f"Fight: {reason}" in panel_lines(scene)
    assert "F: fight." not in scene.key_line()
    key(app, pygame.K_f)
    assert scene.toast == reason and match.log == []


def test_fight_is_enabled_when_the_tile_is_stronger():
    state = build(["."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                                    "archaeologist": ((0, 0), "down")},
                  monsters=[("anubis", (0, 0))])
    app, scene, match = start(state)
    run(app, 2)
    assert scene.fight_button.visible and scene.fight_button.enabled
    assert "F: fight." in scene.key_line() and "R: revive." in scene.key_line()
    key(app, pygame.K_f)
    assert match.log[0] == Fight(1)


def test_once_both_halves_are_held_the_panel_says_who_to_bring_together():
    state = build([".  ."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (3, 0),
                                       "archaeologist": (3, 0)},
                  relics={"guide": ["relic_head"], "medic": ["relic_tail"]})
    _app, scene, _match = start(state)
    assert panel_lines(scene)[0].startswith(
        "Bring everyone together: Amira is 3 places from Layla")
    state = build([".  ."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (3, 0),
                                       "archaeologist": (3, 0)},
                  relics={"guide": ["relic_head"]})
    _app, scene, _match = start(state)
    assert scene.together_line(scene.view()) == ""


def test_the_key_line_names_only_what_can_be_done():
    state = build(["."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                                    "archaeologist": (0, 0)}, tiles=["empty"] * 4)
    _app, scene, _match = start(state)
    assert scene.key_line() == "Space: stay."


def test_a_pursued_explorer_is_offered_no_stay_and_a_felling_wall_is_marked_and_asked():
    state = build(["..#"], explorers={"guide": (1, 0), "mercenary": (0, 0), "medic": (0, 0),
                                      "archaeologist": (0, 0)},
                  monsters=[("anubis", (1, 0), "guide")], tiles=["empty"] * 4)
    app, scene, match = start(state)
    run(app, 2)
    assert Stay() not in match.state.legal_actions()
    assert not scene.stay_button.visible and "stay" not in scene.key_line().lower()
    assert scene.felling_steps() == {(2, 0): "Stepping here fells you: caught against a wall "
                                             "while pursued."}
    assert "Stepping here fells you" in " ".join(scene.place_words(scene.view(), (2, 0)))
    key(app, pygame.K_RIGHT)
    top = app.scenes.top
    assert isinstance(top, ConfirmScene) and top.title == "Step right and fall?"
    assert top.text.startswith("Amira falls: caught against a wall.")
    assert match.log == []


def test_a_cornered_explorer_is_told_staying_means_being_caught():
    state = build(["."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                                    "archaeologist": (0, 0)},
                  monsters=[("anubis", (0, 0), "guide")])  # no tile left to lay: nowhere to go
    app, scene, _match = start(state)
    run(app, 2)
    assert scene.key_line().startswith("Space: stay (you are caught).")
    assert scene.stay_button.visible and scene.stay_button.label == "Stay (caught)"


def test_tokens_sharing_a_tile_never_cover_each_other():
    from shifting_sands.games.ouroboros.table.layout import slots

    for count in range(2, 9):
        spots = slots(count)
        assert len(spots) == count
        for i, (x, y, size) in enumerate(spots):
            assert abs(x) + size / 2 <= 0.5 and abs(y) + size / 2 <= 0.5, (count, i)
            for ox, oy, _ in spots[i + 1:]:
                assert max(abs(x - ox), abs(y - oy)) >= size, (count, i)


def test_after_a_draw_the_undo_icon_looks_as_disabled_as_it_is():
    from shifting_sands.core.widgets import DISABLED_ICON_ALPHA

    state = build(["."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                                    "archaeologist": (0, 0)}, tiles=["empty"] * 4)
    app, scene, match = start(state)
    drawn = []
    real = app.canvas.image

    def spy(name, rect, alpha=255):
        drawn.append((name, alpha))
        real(name, rect, alpha)

    app.canvas.image = spy
    key(app, pygame.K_RIGHT)  # a tile is laid: the turn passes to Tariq, nothing to undo
    run(app, 2)
    assert match.state.current_player == 1 and scene.my_turn
    assert not scene.undo_button.enabled
    undo_icons = [alpha for name, alpha in drawn if name == "ui/icons/undo.png"]
    assert undo_icons and undo_icons[-1] == DISABLED_ICON_ALPHA


def test_every_role_fits_its_box_in_the_setup_screen():
    from shifting_sands.shell.setup import SetupScene

    app = make_app("off")
    setup = SetupScene(app, get_spec("ouroboros"))
    app.push(setup)
    run(app, 1)
    choice = setup.seat_setting_choices[0]
    assert "Archaeologist" in choice.labels
    for label in choice.labels:
        size = choice.label_size(app.canvas, label)
        assert app.canvas.text_width(label, size, "bold") <= choice.rect[2] - 64, label
    assert choice.label_size(app.canvas, "Random") == 18  # short labels keep their size


def test_the_camera_shows_every_lit_tile_of_a_party_strung_out_as_far_as_it_lives():
    from shifting_sands.games.ouroboros.table.layout import BOARD_AREA, fit

    bx, by, bw, bh = BOARD_AREA
    for points in ([(0, 0), (4, 0), (8, 0), (12, 0)], [(0, 0), (0, 12)], [(0, 0), (12, 12)],
                   [(0, 0)], [(0, 0), (1, 0)]):
        camera = fit(points)
        for px, py in points:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    x, y, w, h = camera.tile_rect((px + dx, py + dy))
                    assert bx <= x and x + w <= bx + bw + 0.01, (points, dx)
                    assert by <= y and y + h <= by + bh + 0.01, (points, dy)


def test_a_monster_s_tile_tooltip_counts_the_power_standing_there():
    state = build(["."], explorers={"guide": (0, 0), "mercenary": ((0, 0), "down"),
                                    "medic": (0, 0), "archaeologist": ((0, 0), "down")},
                  monsters=[("anubis", (0, 0))])
    _app, scene, _match = start(state)
    words = scene.place_words(scene.view(), (0, 0))
    assert "Anubis (power 3), waiting" in words and "Power standing here: 2" in words
    assert "2 against the Anubis's 3: bring two more power (the Mercenary counts two)" in words


def test_breaking_a_wall_that_strands_someone_asks_first():
    from shifting_sands.games.ouroboros.rules.actions import BreakWall

    state = build([". ..#.."], explorers={"guide": ((0, 0), "down"), "mercenary": (6, 0),
                                          "medic": (6, 0), "archaeologist": (3, 0)},
                  current="archaeologist")
    app, _scene, match = start(state, people=(3,))
    key(app, pygame.K_RIGHT)
    assert match.log == [Move("right")]
    run(app, 30)
    key(app, pygame.K_b)
    top = app.scenes.top
    assert isinstance(top, ConfirmScene) and top.title == "Break the wall and go in?"
    assert "Amira, lying fallen, would be 4 places from Omar" in top.text
    click(app, center(top.confirm_button.rect))
    assert match.log[-1] == BreakWall()
