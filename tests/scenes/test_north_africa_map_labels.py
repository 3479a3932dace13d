"""What a wargamer reads on the North Africa map (issue 33): at the Home view of both
scenarios every space on screen has its name, and no name covers another name, a pile of
counters or an objective flag; nothing that answers the pointer lies under a panel over
the map (the objectives panel moves to a free corner, or folds); the objectives panel
says who holds each objective and the Axis's running tally."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.games.north_africa.table.counters import marker_rect, pile_bounds
from shifting_sands.games.north_africa.table.label_place import Want, overlap, place_labels
from shifting_sands.games.north_africa.table.layout import MAP_RECT, inside
from shifting_sands.games.north_africa.table.map_painter import flag_rect
from tests.rules.north_africa_builders import AXIS, empty_table, place, set_control
from tests.scenes.helpers import center, click, key, run
from tests.scenes.na_clicks import hover, settle, start
from tests.scenes.test_north_africa_polish import texts_of_frame


def home(variant: str):
    app, scene, match = start(seed=5, variant=variant)
    settle(app, scene)
    scene.reset_view()
    hover(app, (1100, 700))  # the pointer off the map: no fan, no note
    run(app, 2)
    return app, scene, match


def on_screen(scene) -> list[str]:
    return [s.name for s in scene.board.spaces
            if not s.box and inside(MAP_RECT, scene.camera.to_screen((s.x, s.y)))]


@pytest.mark.parametrize("variant", ["campaign", "sonnenblume"])
def test_at_the_home_view_no_name_is_hidden(variant):
    _app, scene, _match = home(variant)
    spots = scene.label_spots
    shown = on_screen(scene)
    assert len(shown) > 30 and set(shown) <= set(spots), set(shown) - set(spots)
    names = list(spots.items())
    for i, (name, spot) in enumerate(names):
        assert inside(MAP_RECT, spot.rect[:2]), name
        for other, there in names[i + 1:]:
            assert not overlap(spot.rect, there.rect), (name, other)
        for placed in scene.placed:
            assert not overlap(spot.rect, placed.rect), (name, placed.unit, placed.place)
        for flagged in scene.map_layer.objectives:
            space = scene.spaces[flagged]
            flag = flag_rect(scene.camera.to_screen((space.x, space.y)), scene.camera.zoom)
            assert not overlap(spot.rect, flag), (name, flagged)
        for panel in scene.map_overlays():
            assert not overlap(spot.rect, panel), (name, panel)
    if variant == "campaign":  # issue 33: Tobruk under the Campaign's opening 4-stack
        assert len(scene.units_at()["Tobruk"]) >= 4


def test_a_crowded_name_goes_further_out_on_a_leader_line():
    want = Want("Tobruk", (100.0, 100.0), 10.0, (50.0, 16.0))
    ring = [(40.0, 40.0, 120.0, 60.0), (40.0, 110.0, 120.0, 10.0), (40.0, 60.0, 40.0, 60.0),
            (120.0, 60.0, 40.0, 60.0)]  # a pile above, the near ring all taken
    spot = place_labels([want], ring, (0.0, 0.0, 400.0, 400.0))["Tobruk"]
    assert not any(overlap(spot.rect, r) for r in ring)
    assert spot.leader is not None


@pytest.mark.parametrize("variant", ["campaign", "sonnenblume"])
@pytest.mark.parametrize("level", [None, 0, 1])
def test_nothing_that_answers_the_pointer_lies_under_a_panel(variant, level):
    app, scene, _match = home(variant)
    if level is not None:
        scene.camera.level = level
        scene.camera.clamp()
        run(app, 2)
    panels = scene.map_overlays()
    for busy in scene.busy_rects():
        for panel in panels:
            assert not overlap(busy, panel), (busy, panel, scene.objectives_folded)
    for placed in scene.placed:
        assert not any(overlap(placed.rect, panel) for panel in panels), placed


def test_a_pointer_on_the_objectives_panel_reaches_nothing_under_it():
    app, scene, _match = home("sonnenblume")
    panel = scene.objectives_key
    assert panel is not None
    scene.camera.bring_into_view([])  # no camera change: the panel stays where it is
    for dx in (10, 60, 120, 200):
        point = (panel[0] + dx, panel[1] + panel[3] / 2)
        assert scene.place_at(point) is None and scene.unit_at(point) is None
        hover(app, point)
        assert scene.hover_place is None and scene.fanned is None
    assert "Objectives" in texts_of_frame(app)


def test_the_objectives_panel_is_live():
    state = empty_table(turn=3, variant="sonnenblume")
    set_control(state, AXIS, "Benghazi", "Tobruk")
    place(state, "de_21pz", "Tobruk")
    app, scene, _match = start(state=state, variant="sonnenblume")
    settle(app, scene)
    texts = texts_of_frame(app)
    assert "Axis holds 4 of 3 needed: enough to win" in texts, texts
    at = texts.index("Tobruk", texts.index("Objectives"))
    assert texts[at + 1:at + 3] == ["2", "Axis"], texts[at:at + 3]
    at = texts.index("Mechili", texts.index("Objectives"))
    assert texts[at + 1:at + 3] == ["1", "Allies"], texts[at:at + 3]
    set_control(state, "allied", "Tobruk")
    scene.version += 1
    assert "Axis holds 2 of 3 needed: 1 short" in texts_of_frame(app)


def test_an_activation_mark_sits_on_its_own_pile():
    _app, scene, _match = home("campaign")
    piles: dict[str, list] = {}
    for placed in scene.placed:
        piles.setdefault(placed.place, []).append(placed)
    assert len(piles) > 8
    for place_name, stack in piles.items():
        mark = marker_rect(stack)  # wholly on its own pile
        assert overlap(mark, pile_bounds(stack)) == pytest.approx(mark[2] * mark[3]), place_name


def test_the_map_key_names_every_symbol_and_closes_on_a_click():
    app, scene, _match = home("campaign")
    key(app, pygame.K_k)
    assert scene.key_open
    texts = texts_of_frame(app)
    for words in ("Fort (star, thick ring): defender +2 strength",
                  "Port (anchor): sea lanes and sea supply",
                  "VP medallion: victory points to its holder",
                  "Road (primary): 1 point to enter (N1)",
                  "Track (secondary): 2 points to enter (N1)",
                  "Sea lane: redeployment between ports only (N2)",
                  "Control rim: Axis", "Control rim: Allies",
                  "Supply overlay (S): limited supply", "Supply overlay (S): out of supply"):
        assert words in texts, (words, texts)
    point = scene.camera.to_screen((scene.spaces["Tobruk"].x, scene.spaces["Tobruk"].y))
    assert scene.place_at(point) is None  # under the key nothing answers
    before = len(scene.match.log)
    click(app, point)
    assert not scene.key_open and len(scene.match.log) == before
    click(app, center(scene.key_button.rect))
    assert scene.key_open
