"""A match starts with what is loaded out of the collector's sight (core/collector.py): a
full collection mid-game walks only what the match made, and what the last match left is
collected when the next one starts."""

from __future__ import annotations

import gc
import weakref

from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match


def test_a_match_starts_with_the_loaded_objects_frozen_and_frees_the_last_one() -> None:
    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720),
              still=True)
    spec = get_spec("stones")
    try:
        start_match(app, demo_match(spec, seed=3, moves=4, players=None, seat=0),
                    autosave=False)
        first = weakref.ref(app.scenes.top)
        assert gc.get_freeze_count() > 0, "what start-up loaded is out of the collector's sight"
        app.frame(1 / 60, [])

        start_match(app, demo_match(spec, seed=4, moves=4, players=None, seat=0),
                    autosave=False)
        assert first() is None, "the last match's scene is collected, not kept frozen"
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
