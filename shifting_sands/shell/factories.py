"""The shell's screens that core opens without importing the shell (see `SceneFactories`).

The launcher is the first screen; the others load when first opened, which keeps them (and
the results' score tables) out of the start-up budget."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shifting_sands.core.scene import Host, Scene, SceneFactories
from shifting_sands.shell.launcher import LauncherScene


def pause_menu(app: Host, game_scene: Any) -> Scene:
    from shifting_sands.shell.pause import PauseScene

    return PauseScene(app, game_scene)


def results_screen(app: Host, match: Any, extra_lines: list[str]) -> Scene:
    from shifting_sands.shell.results import ResultsScene

    return ResultsScene(app, match, extra_lines)


def rules_reader(app: Host, spec: Any) -> Scene:
    from shifting_sands.shell.rules_reader import RulesScene

    return RulesScene(app, spec)


def confirm_dialog(app: Host, title: str, message: str, confirm_label: str,
                   on_confirm: Callable[[], None], cancel_label: str = "Cancel") -> Scene:
    from shifting_sands.shell.confirm import ConfirmScene

    return ConfirmScene(app, title, message, confirm_label, on_confirm, cancel_label)


SHELL_FACTORIES = SceneFactories(launcher=LauncherScene, pause=pause_menu,
                                 results=results_screen, rules=rules_reader,
                                 confirm=confirm_dialog)
"""What the window hands core at start-up."""
