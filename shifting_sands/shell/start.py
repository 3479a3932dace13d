"""Opening a match in its game's scene (the scene class is imported only now)."""

from __future__ import annotations

import importlib

from shifting_sands.rules.match import Match


def scene_class(spec):
    module_name, _, class_name = spec.scene_path.partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def start_match(app, match: Match) -> None:
    """Replace every screen with the match's game scene."""
    app.scenes.reset(scene_class(match.spec)(app, match))
