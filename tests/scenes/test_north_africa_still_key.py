"""North Africa's still key leaves the card notes' list out but keeps the note it shows
(issue 37): a new last note, or one dropped, still composes a new frame, pixel for pixel the
full redraw."""

from __future__ import annotations

import pygame

from shifting_sands.games import get_spec
from shifting_sands.screenshot import demo_match
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import make_app, run


def still_table():
    app = make_app("normal")
    match = demo_match(get_spec("north_africa"), seed=7, moves=120, players=None, seat=0)
    start_match(app, match, autosave=False)
    run(app, 120)
    scene = app.scenes.top
    assert scene.still_key() is not None, "the table must stand still"
    return app, scene


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def test_the_shown_note_is_in_the_key_and_its_frame_is_drawn() -> None:
    app, scene = still_table()
    before = scene.still_key()
    scene.card_notes = [*scene.card_notes, (len(scene.match.log), "Rommel arrives")]
    assert scene.last_card == "Rommel arrives"
    assert scene.still_key() != before
    run(app, 1)
    shown = pixels(app)
    app.draw(full=True)
    assert pixels(app) == shown, "a stale frame was kept after a new card note"


def test_a_note_dropped_changes_the_key_and_the_rest_of_the_list_does_not() -> None:
    app, scene = still_table()
    scene.card_notes = [(0, "An old note"), (1, "Shown")]
    run(app, 2)
    key = scene.still_key()
    scene.card_notes = [(0, "An older note, not shown"), (1, "Shown")]
    assert scene.still_key() == key, "only the shown note counts"
    scene.card_notes = [(1, "Shown")]
    assert scene.still_key() != key, "a note dropped may change what shows next"
    scene.card_notes = [(0, "An old note")]
    assert scene.still_key() != key
    run(app, 1)
    shown = pixels(app)
    app.draw(full=True)
    assert pixels(app) == shown
