"""The pause menu: resume, rules, save, load, settings, quit to the launcher."""

from __future__ import annotations

from datetime import datetime

from shifting_sands.shell.menu_scene import MenuScene


class PauseScene(MenuScene):
    title = "Paused"
    panel_rect = (440, 80, 400, 580)
    """Room below the buttons for a message of a few lines (where a save went, or why not)."""

    def __init__(self, app, game_scene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        self.leave_unsaved = False
        self.add_buttons([
            ("Resume", self.back),
            ("Rules", self.rules),
            ("Save game", self.save),
            ("Load game", self.load),
            ("Settings", self.settings),
            ("Quit to launcher", self.quit_to_launcher),
        ], top=self.panel_rect[1] + 90)

    def rules(self) -> None:
        from shifting_sands.shell.rules_reader import RulesScene

        self.app.push(RulesScene(self.app, self.game_scene.spec))

    def save(self) -> None:
        """Save in the saves folder; if that cannot be written, in the first folder that can
        (see `paths.rescue_dirs`), and say where. Only a save that was written is claimed."""
        from shifting_sands.paths import rescue_dirs
        from shifting_sands.persist.save_names import named_save_path
        from shifting_sands.persist.saves import SaveError, save_match

        match = self.game_scene.match
        stamp = datetime.now().strftime("%Y-%m-%d %H.%M.%S")
        path = named_save_path(f"{match.spec.id} {stamp}")
        try:
            save_match(match, path)
        except (OSError, SaveError) as exc:
            problem = getattr(exc, "reason", None) or exc
        else:
            self.message = f"Saved as {path.name}"
            return
        for folder in rescue_dirs():
            elsewhere = folder / f"shifting-sands-{path.name}"
            try:
                save_match(match, elsewhere)
            except (OSError, SaveError):
                continue
            self.message = (f"The saves folder cannot be written ({problem}). "
                            f"Saved instead in {folder} as {elsewhere.name}")
            return
        self.message = f"Could not save ({problem}), nor in {', '.join(map(str, rescue_dirs()))}"

    def load(self) -> None:
        from shifting_sands.shell.load_scene import LoadScene

        self.app.push(LoadScene(self.app))

    def settings(self) -> None:
        from shifting_sands.shell.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app, self.game_scene))

    def quit_to_launcher(self) -> None:
        """Leave for the launcher once the autosave is written; if it cannot be, say so and
        leave only when asked a second time (the player may first save elsewhere)."""
        if self.game_scene.autosave() or self.leave_unsaved:
            self.app.open_launcher()
            return
        self.leave_unsaved = True
        self.message = (f"{self.game_scene.autosave_problem.split('.')[0]}: the moves since "
                        "the last autosave are not on disk. Quit to launcher again to leave "
                        "without them.")
