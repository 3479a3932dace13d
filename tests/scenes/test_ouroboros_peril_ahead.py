"""The Ouroboros's death radius is worked out a place at a time and kept for the table's
version (issue 37): the places a gliding camera brings into view are asked for alone, and
the frames of a move work out ahead the places the still table will show, so the frame the
table stops in does not ask the rules for all of them at once. Whatever the order, the
shaded places are the rules' radius over the places in view."""

from __future__ import annotations

from shifting_sands.games import get_spec
from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.rules.reach import death_radius
from shifting_sands.games.ouroboros.table import peril
from shifting_sands.games.ouroboros.table.layout import Camera
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import make_app, run
from tests.scenes.test_ouroboros_peril import NAMES, watched_guide


def counted(monkeypatch) -> list[int]:
    """How many places each call of the rules' death radius is asked about."""
    asked: list[int] = []

    def counting(view, seat, places):
        places = list(places)
        asked.append(len(places))
        return death_radius(view, seat, places)

    monkeypatch.setattr(peril, "death_radius", counting)
    return asked


def table(speed: str):
    app = make_app(speed)
    seats = [Seat(name) if seat in (0, 1) else Seat(name, "greedy")
             for seat, name in enumerate(NAMES)]
    match = Match(get_spec("ouroboros"), 5, seats, Options(variant="standard"),
                  state=watched_guide())
    start_match(app, match, autosave=False)
    run(app, 30)
    return app, app.scenes.scenes[0]


def test_a_gliding_camera_asks_only_for_the_places_it_brings_into_view(monkeypatch):
    _app, scene = table("off")
    start = scene.camera
    seen = set(start.visible_places())
    assert scene.danger_places(start)  # worked out for the places in view
    asked = counted(monkeypatch)
    for step in range(1, 7):
        camera = Camera(start.cx + 0.45 * step, start.cy - 0.3 * step, start.tile)
        visible = camera.visible_places()
        assert scene.danger_places(camera) == death_radius(scene.view(), 1, visible)
        seen |= set(visible)
    assert 0 < sum(asked) == len(seen) - len(start.visible_places())


def test_the_frames_of_a_move_work_the_radius_out_ahead(monkeypatch):
    app, scene = table("normal")
    scene.version += 1  # a table whose radius is not known yet, Tariq's turn as before
    scene._peril_store.values.clear()  # (kept by the explorers, which did not move)
    scene.animate([ev.TilesVanished(cells=((4, 0),), cause="out of sight")])
    assert scene.timeline is not None
    asked = counted(monkeypatch)
    ahead = 0
    while True:
        run(app)
        if scene.timeline is None:  # this frame showed the still table
            break
        ahead = sum(asked)
    assert ahead > 0  # the moving frames asked
    visible = scene.camera.visible_places()
    shaded = scene.danger_places()
    assert shaded and shaded == death_radius(scene.view(), 1, visible)
    assert sum(asked) - ahead < len(visible) // 2  # most was known before the table stopped
