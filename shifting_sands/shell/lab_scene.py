"""The designer's lab in the window: compare variants with bots, watch the chart fill in,
open any finished game in the replay viewer.

The run plays in worker processes (`lab_run.LabRun`); this screen only polls it, so the
frames never wait for a game. Stop keeps what was played; closing the window stops the
workers and keeps every finished game on disk, and the screen opens on the last run.
"""

from __future__ import annotations

import bisect
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, Menu
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, Choice, Toggle, WidgetGroup, panel
from shifting_sands.lab_run import LabGame, LabPlan, LabRun, latest_run, new_run_folder
from shifting_sands.shell.lab_panels import ChartView, MetricsView, ProgressView

GAME_COUNTS = ("20", "50", "100", "200", "500", "1000", "decided")
DECIDED_CAP = 1000
"""Games per variant at most when playing until decided."""
LEFT = (16, 70, 360, 636)
RIGHT_X = 392
CHART = (RIGHT_X, 112, 872, 538)
"""The chart (with its band of design metrics) or, at a click, the table of every metric."""
VARIANT_ROWS = 10


def variant_label(variant: Any) -> str:
    return f"{variant.title} (yours)" if variant.own else variant.title


def lab_replayable(run: LabRun, game: LabGame) -> Any:
    """What the replay viewer needs for a game of `run` (her own variant as it was run,
    even if her file has changed since)."""
    from shifting_sands.content.own_variants import all_rules, carry, from_params
    from shifting_sands.rules.match import Seat
    from shifting_sands.rules.protocol import Options
    from shifting_sands.rules.registry import get_spec
    from shifting_sands.shell.replay_scene import Replayable

    spec = get_spec(run.plan.game)
    variant = name = run.plan.variants[game.variant]
    own, kind = run.own.get(name), spec.variant_kind()
    if own is not None and kind is not None:
        mine = all_rules(kind).get(name)
        if mine is None or kind.digest(mine) != own["hash"]:
            variant = carry(kind, from_params(kind, own["id"], own["params"]), own["id"])
    codec = spec.state_class.codec
    seats = [Seat(f"{bot.capitalize()} {seat + 1}", bot)
             for seat, bot in enumerate(game.record.seats)]
    title = f"Lab game {game.index + 1} of {name} (seed {game.record.seed})"
    return Replayable(spec, game.record.seed, seats, Options(variant=variant),
                      [codec.decode(action) for action in game.actions], title)


class LabScene(Scene):
    """Game, variants, bots, players and games on the left; the run on the right."""

    def __init__(self, app, game: str | None = None, variants: tuple[str, ...] = ()) -> None:
        super().__init__(app)
        from shifting_sands.rules.registry import registered

        self.specs = {key: spec for key, spec in registered().items()}
        self.run: LabRun | None = latest_run() if game is None else None
        self.chart = ChartView()
        self.progress = ProgressView()
        self.metrics = MetricsView()
        self.message = ""
        self.widgets = WidgetGroup()
        plan = self.run.plan if self.run is not None else None
        first = game or (plan.game if plan is not None else "mothership")
        self.game_choice = Choice((110, 92, 256, 40), options=list(self.specs),
                                  labels=[s.title for s in self.specs.values()],
                                  on_change=lambda _v: self._game_changed())
        self.game_choice.set_value(first if first in self.specs else next(iter(self.specs)))
        self.bots_choice = Choice((150, 520, 216, 38))
        self.players_choice = Choice((150, 566, 216, 38))
        self.games_choice = Choice((150, 612, 216, 38), options=GAME_COUNTS,
                                   labels=[f"{n} each" for n in GAME_COUNTS[:-1]]
                                   + ["until decided"], index=3)
        self.toggles: list[Toggle] = []
        self.wanted: set[str] = set(variants or (plan.variants if plan is not None else ()))
        self._buttons()
        self._game_changed(keep=True)
        if plan is not None:
            self.bots_choice.set_value(plan.bots[0])
            self.players_choice.set_value(str(plan.players))
            self.games_choice.set_value("decided" if plan.until_decided else str(plan.games))
        self.game_pick = Choice((RIGHT_X, 662, 560, 40), options=[""], labels=["No game yet"])
        self.widgets.add(self.game_pick)
        self.replay_button = Button((RIGHT_X + 572, 662, 140, 40), label="Replay", size=17,
                                    on_click=self.open_replay)
        self.widgets.add(self.replay_button)
        self.show_table = False
        self.table_button = Button((RIGHT_X + 722, 662, 150, 40), label="Table", size=17,
                                   on_click=self.flip_view)
        self.widgets.add(self.table_button)
        self._games_seen = -1
        self._plan_labels: tuple[Any, list[str]] = (None, [])
        self._picks: tuple[Any, list[tuple[int, int]], list[str], list[str]] = (
            None, [], [], [])
        """The run the replay list is of, its games' (variant, index), options and labels."""

    # -- the form ------------------------------------------------------------------------
    def _buttons(self) -> None:
        for widget in (self.game_choice, self.bots_choice, self.players_choice,
                       self.games_choice):
            self.widgets.add(widget)
        self.run_button = Button((RIGHT_X, 14, 150, 44), label="Run", primary=True,
                                 on_click=self.start)
        self.stop_button = Button((RIGHT_X, 14, 150, 44), label="Stop", on_click=self.stop)
        self.edit_button = Button((RIGHT_X + 162, 14, 200, 44), label="Edit a variant...",
                                  on_click=self.open_editor, size=18)
        self.back_button = Button((1144, 14, 120, 44), label="Back", on_click=self.back)
        for button in (self.run_button, self.stop_button, self.edit_button, self.back_button):
            self.widgets.add(button)

    @property
    def spec(self) -> Any:
        return self.specs[self.game_choice.value]

    def _game_changed(self, keep: bool = False) -> None:
        spec = self.spec
        variants = {key: v for key, v in spec.variants().items() if "~" not in key}
        if not keep or not self.wanted or not self.wanted <= set(variants):
            default = spec.default_variant(max(2, spec.min_players))
            self.wanted = {default} | ({"three_actions"} & set(variants))
        for toggle in self.toggles:
            self.widgets.widgets.remove(toggle)
        self.toggles = []
        for row, (key, variant) in enumerate(list(variants.items())[:VARIANT_ROWS]):
            toggle = Toggle((28, 172 + row * 32, 336, 30), label=variant_label(variant),
                            value=key in self.wanted,
                            on_change=lambda on, key=key: self._want(key, on))
            toggle.key = key  # type: ignore[attr-defined]
            self.toggles.append(toggle)
            self.widgets.add(toggle)
        bots = self.bots_choice.value if keep and self.bots_choice.options else "greedy"
        players = self.players_choice.value if keep and self.players_choice.options else ""
        kinds = list(spec.bot_kinds())
        self.bots_choice.options = kinds
        self.bots_choice.labels = [f"{kind} in every seat" for kind in kinds]
        self.bots_choice.index = 0
        self.bots_choice.set_value("greedy")
        self.bots_choice.set_value(bots)  # kept when back from the editor or a replay
        low, high = max(2, spec.min_players), spec.max_players
        counts = [str(n) for n in range(low, high + 1)]
        self.players_choice.options = counts
        self.players_choice.labels = [f"{n} players" for n in counts]
        self.players_choice.index = 0
        self.players_choice.set_value(players)

    def _want(self, key: str, on: bool) -> None:
        (self.wanted.add if on else self.wanted.discard)(key)

    def plan(self) -> LabPlan | None:
        """The run the form asks for, or None (and why, in `message`)."""
        variants = tuple(key for key in self.spec.variants() if key in self.wanted)
        if len(variants) < 2:
            self.message = "Choose two or more variants to compare."
            return None
        players = int(self.players_choice.value)
        for key in variants:
            variant = self.spec.variants()[key]
            if not variant.min_players <= players <= variant.max_players:
                self.message = f"{variant.title} is not for {players} players."
                return None
        decided = self.games_choice.value == "decided"
        if decided and len(variants) != 2:
            self.message = "Until decided compares exactly two variants."
            return None
        games = DECIDED_CAP if decided else int(self.games_choice.value)
        return LabPlan(self.spec.id, variants, games, (self.bots_choice.value,), 1, players,
                       True, until_decided=decided)

    # -- the run -------------------------------------------------------------------------
    def start(self, jobs: int = 2) -> None:
        plan = self.plan()
        if plan is None or (self.run is not None and self.run.running):
            return
        self.message = ""
        self.run = LabRun(plan, folder=new_run_folder(), jobs=jobs).start()
        self.chart.maker.prepare()  # its helper starts with the run, not in a frame of charts
        self._games_seen = -1

    def stop(self) -> None:
        if self.run is not None:
            self.run.stop()

    def on_quit(self) -> None:
        """The window closes: stop the workers (the games played are already on disk)."""
        self.chart.close(wait=2.0)
        if self.run is not None and self.run.running:
            self.run.stop(wait=2.0)

    def back(self) -> None:
        self.app.pop()

    def on_exit(self) -> None:
        self.on_quit()

    def flip_view(self) -> None:
        """The chart, or the table of every metric (the same report)."""
        self.show_table = not self.show_table
        self.table_button.label = "Chart" if self.show_table else "Table"

    def open_replay(self) -> None:
        from shifting_sands.shell.replay_scene import ReplayScene

        games = self.run.finished_games() if self.run is not None else []
        index = self.game_pick.index
        if not games or index >= len(games):
            return
        self.app.push(ReplayScene(self.app, lab_replayable(self.run, games[index]), step=0))

    def open_editor(self) -> None:
        from shifting_sands.shell.variant_editor import VariantEditorScene

        if self.spec.variant_kind() is None:
            self.message = f"{self.spec.title} has no variant file to edit."
            return
        chosen = next((key for key in self.spec.variants() if key in self.wanted), "standard")
        self.app.push(VariantEditorScene(self.app, self.spec, chosen, open_lab=self.compare))

    def compare(self, game: str, variants: tuple[str, ...]) -> None:
        """The editor's "Compare with the original": this screen, running the two."""
        while self.app.scenes.top is not self and self.app.scenes.top is not None:
            self.app.pop()
        if self.run is not None and self.run.running:
            self.run.stop(wait=2.0)
        self.game_choice.set_value(game)
        self.wanted = set(variants)
        self._game_changed(keep=True)
        self.start()

    def on_enter(self) -> None:
        if hasattr(self, "toggles"):  # back from the editor: her new variant is listed
            self._game_changed(keep=True)

    def _refresh_games(self) -> None:
        """The replay list, in `finished_games` order: the games finished since the last
        look are put in their places. Why not the whole list again at every game: sorting
        every game and listing every label took 0.4-0.8 ms of a frame after 250 games of a
        quick run, and grows with the run."""
        run = self.run
        if run is None or run.version == self._games_seen:
            return
        self._games_seen = run.version
        if self._picks[0] is not run:
            self._picks = (run, [], [], [])
        _run, keys, options, labels = self._picks
        new = run.games_since(len(keys))
        if not new:
            return
        keep = self.game_pick.index
        for game in new:
            key = (game.variant, game.index)
            at = bisect.bisect(keys, key)
            keys.insert(at, key)
            labels.insert(at, self._game_label(run, game))
            options.append(str(len(options)))
        self.game_pick.options, self.game_pick.labels = options, labels
        self.game_pick.index = min(keep, len(keys) - 1)

    @staticmethod
    def _game_label(run: LabRun, game: LabGame) -> str:
        record = game.record
        if record.winners:
            who = " and ".join(f"seat {w + 1}" for w in record.winners) + " won"
        else:
            who = record.reason
        return f"{run.plan.variants[game.variant]} #{game.index + 1}: {who}, {record.turns} turns"

    def _draw_plan(self, canvas: Canvas, plan: LabPlan) -> None:
        """While games run, the form gives way to what is being compared."""
        if self._plan_labels[0] is not plan:  # variants() reads her files: once a run
            variants = self.specs[plan.game].variants()
            self._plan_labels = (plan, [variant_label(variants[key]) if key in variants
                                        else key for key in plan.variants])
        labels = self._plan_labels[1]
        canvas.text("Comparing", (28, 100), 20, theme.DEEP_CLAY, "title_bold",
                    anchor="midleft")
        canvas.text(self.specs[plan.game].title, (28, 132), 17, theme.INK, "bold",
                    anchor="midleft")
        for row, label in enumerate(labels[:VARIANT_ROWS]):
            canvas.text(f"- {label}", (36, 164 + row * 26), 16, theme.INK, anchor="midleft")
        bottom = 180 + min(len(plan.variants), VARIANT_ROWS) * 26
        for row, line in enumerate((f"{plan.bots[0]} bots in every seat",
                                    f"{plan.players} players, seats rotated",
                                    (f"until decided, {plan.games} of each at most"
                                     if plan.until_decided else
                                     f"{plan.games} games of each, seeds from {plan.seed}"))):
            canvas.text(line, (28, bottom + row * 26), 16, theme.MUTED, "italic",
                        anchor="midleft")
        canvas.paragraph("Stop keeps every game played. Closing the window keeps them too.",
                         (28, 560, 336, 60), 15, theme.TEAL, "bold")

    # -- frames --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        running = self.run is not None and self.run.running and not self.run.stopped
        self.run_button.visible = not running
        self.stop_button.visible = running
        for widget in (self.game_choice, self.bots_choice, self.players_choice,
                       self.games_choice, *self.toggles):
            widget.visible = not running
        self._refresh_games()
        has_games = self.run is not None and self.run.done > 0
        self.game_pick.visible = self.replay_button.visible = has_games

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            self.back()
            return
        self.widgets.handle(intent)

    def draw(self, canvas: Canvas) -> None:
        running = self.run is not None and self.run.running and not self.run.stopped
        plan = self.run.plan if running else None
        # what stays while a run goes on is one opaque layer: a frame is a few blits
        canvas.backdrop(("lab", plan), lambda c: self._draw_still(c, plan))
        self.progress.draw(canvas, self.run, (RIGHT_X, 70, 872, 34))
        if self.chart.maker.failed:
            canvas.text(f"No chart: {self.chart.maker.failed}"[:90], (RIGHT_X, 654), 13,
                        theme.DANGER, anchor="midleft")
        self.chart.refresh(self.run, canvas.to_screen(CHART).size)
        report = self.chart.report
        if self.show_table and report is not None:  # painted anew a few rows a frame
            self.metrics.draw(canvas, report, self.chart.serial, CHART, self.chart.rows)
        else:
            self.chart.draw(canvas, CHART, self.run, card=False)
        if self.message:
            canvas.text(self.message, (RIGHT_X + 380, 36), 15, theme.BONE, "italic",
                        anchor="midleft")
        self.widgets.draw(canvas)

    def _draw_still(self, canvas: Canvas, plan: LabPlan | None) -> None:
        """The title band, the left panel (the form's labels, or the plan while it runs)
        and the chart's card."""
        left, top, width, _ = canvas.window_rect()
        canvas.rect((43, 29, 20, 170), (left, top, width, 60 - top))
        canvas.text("Designer's lab", (24, 30), 30, theme.BONE, "title_bold", anchor="midleft")
        panel(canvas, LEFT)
        if plan is not None:
            self._draw_plan(canvas, plan)
        else:
            canvas.text("Game", (28, 112), 18, theme.INK, "bold", anchor="midleft")
            canvas.text("Variants to compare", (28, 156), 18, theme.INK, "bold",
                        anchor="midleft")
            for y, label in ((539, "Bots"), (585, "Players"), (631, "Games")):
                canvas.text(label, (28, y), 18, theme.INK, "bold", anchor="midleft")
        canvas.rect(theme.BONE, CHART, 8)


__all__ = ["LabScene", "lab_replayable"]
