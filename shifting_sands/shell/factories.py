"""The shell's screens that core opens without importing the shell (see `SceneFactories`)."""

from __future__ import annotations

from shifting_sands.core.scene import SceneFactories
from shifting_sands.shell.launcher import LauncherScene
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.rules_reader import RulesScene

SHELL_FACTORIES = SceneFactories(launcher=LauncherScene, pause=PauseScene,
                                 results=ResultsScene, rules=RulesScene)
"""What the window hands core at start-up."""
