"""The lab screen's frames draw from caches (issue 37): its still parts (title band, left
panel, chart card) are painted once per plan, its progress bar again only when its words or
fill change (read at most every PROGRESS_EVERY seconds), its metrics table once a report."""

from __future__ import annotations

import time

from shifting_sands.shell import lab_panels
from shifting_sands.shell.lab_scene import LabScene
from tests.scenes.helpers import make_app, run


class FakeRun:
    """A run that reports games coming in every frame, as quick bots' runs do."""

    def __init__(self, plan) -> None:
        self.plan, self.done, self.total = plan, 0, 200
        self.running, self.stopped, self.finished = True, False, False
        self.error, self.decision, self.version, self.started = "", None, 0, time.monotonic()

    def time_left(self) -> float:
        return 60.0 - self.done

    def finished_games(self) -> list:
        return []

    def report_inputs(self) -> None:
        return None

    def games_since(self, _count: int) -> list:
        return []


def lab_running(monkeypatch):
    app = make_app()
    lab = LabScene(app, game="mothership", variants=("standard", "three_actions"))
    app.push(lab)
    lab.run = FakeRun(lab.plan())
    still, bars = [], []
    plain_still = LabScene._draw_still
    monkeypatch.setattr(LabScene, "_draw_still",
                        lambda self, c, plan: (still.append(plan), plain_still(self, c, plan)))
    plain_bar = lab_panels.draw_progress

    def bar(canvas, share, words, rect):
        bars.append((share, words))
        plain_bar(canvas, share, words, rect)

    monkeypatch.setattr(lab_panels, "draw_progress", bar)
    return app, lab, still, bars


def test_the_still_parts_are_painted_once_a_plan(monkeypatch, user_home):
    app, lab, still, _bars = lab_running(monkeypatch)
    for _ in range(30):
        lab.run.done += 1  # a game in every frame
        run(app, 1)
    assert still == [lab.run.plan]
    lab.run.running = False  # the run ends: the form comes back, painted once
    run(app, 3)
    assert still == [lab.run.plan, None]


def test_the_progress_bar_is_read_at_most_every_tenth_of_a_second(monkeypatch, user_home):
    app, lab, _still, bars = lab_running(monkeypatch)
    monkeypatch.setattr(lab_panels, "PROGRESS_EVERY", 3600.0)
    for _ in range(20):
        lab.run.done += 1
        run(app, 1)
    assert len({words for _share, words in bars}) == 1  # read once, games or not
    lab.progress.read_at -= 7200.0
    run(app, 1)
    assert bars[-1][0] == lab.run.done / lab.run.total
    assert f"{lab.run.done} of 200 games played" in bars[-1][1]


def _a_report() -> dict:
    """The report of two games of each variant, played here."""
    from shifting_sands.lab_run import LabPlan, LabRun, play_logged, report_of

    plan = LabPlan("mothership", ("standard", "three_actions"), 2, ("greedy",))
    games = [play_logged(task) for task in LabRun(plan)._tasks()]
    return report_of(plan, 1, [[g.record for g in games if g.variant == v] for v in (0, 1)])


def test_the_metrics_table_is_painted_a_few_rows_a_frame(monkeypatch, user_home):
    import pygame

    from shifting_sands.shell.lab_scene import CHART

    app = make_app()
    canvas, report = app.canvas, _a_report()
    whole = canvas.paint(CHART, lambda c: lab_panels.draw_metrics(c, report, CHART))
    painted: list[int] = []
    plain_row = lab_panels._draw_row
    monkeypatch.setattr(lab_panels, "_draw_row",
                        lambda *args: (painted.append(args[3]), plain_row(*args)))
    monkeypatch.setattr(lab_panels, "TABLE_FRAME_SECONDS", 0.0)  # one row a frame
    view, frames = lab_panels.MetricsView(), []
    for _ in range(80):
        before = len(painted)
        view.draw(canvas, report, 1, CHART)
        frames.append(len(painted) - before)
        if view.shown is not None:
            break
    rows = min(len(lab_panels.metric_rows(report)), lab_panels._room(CHART))
    assert rows > 10
    assert sorted(painted) == list(range(rows))  # every row once
    assert frames == [0, 0, 0] + [1] * rows  # its first steps, then a row a frame
    table = view.shown[1]
    assert pygame.image.tobytes(table, "RGBA") == pygame.image.tobytes(whole, "RGBA")
    view.draw(canvas, report, 2, CHART)  # a new report: the table before stays meanwhile
    assert view.shown[1] is table and view.building is not None
