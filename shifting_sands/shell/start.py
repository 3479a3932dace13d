"""Opening a match in its game's scene (the scene class is imported only now)."""

from __future__ import annotations

import importlib
from pathlib import Path

from shifting_sands.core.collector import settle_for_match
from shifting_sands.rules.match import Match


def scene_class(spec):
    module_name, _, class_name = spec.scene_path.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def start_match(app, match: Match, source: Path | None = None, autosave: bool = True) -> None:
    """Replace every screen with the match's game scene.

    `source` is the save it was opened from (so it keeps writing its own autosave);
    `autosave=False` is for screenshots and the bench, which must not touch the saves.
    """
    scene = scene_class(match.spec)(app, match)
    for note in match.notes:  # an own variant edited since the save: said on the table too
        from shifting_sands.settings import report

        report(note)
        scene.toast, scene.toast_time = note[:1].upper() + note[1:], 8.0
    if autosave:
        from shifting_sands.persist.autosaver import Autosaver

        scene.autosaver = Autosaver(match, source)
    app.scenes.reset(scene)
    settle_for_match()  # a full collection mid-game walked everything loaded: 35 ms
