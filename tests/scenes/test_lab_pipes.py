"""The lab screen's run wakes nothing in its frames (issue 36): its workers answer on pipes
read by the run's own thread (no multiprocessing.Pool handler threads in the window's
process); the chart helper is handed charts by a thread of its own and is sent each game
once; the replay list takes in new games in their places."""

from __future__ import annotations

import os
import threading
import time
from concurrent.futures import Future
from pathlib import Path

import pytest

from shifting_sands.lab_live import ChartMaker, run_chart_more
from shifting_sands.lab_run import LabGame, LabPlan, LabRun, play_logged, report_of
from shifting_sands.lab_workers import LabWorkers
from shifting_sands.shell import lab_panels
from shifting_sands.shell.lab_scene import LabScene
from shifting_sands.workers import worker_context
from tests.scenes.helpers import make_app, run

PLAN = LabPlan("mothership", ("standard", "three_actions"), 3, ("greedy",))


def _games() -> list[LabGame]:
    return [play_logged(task) for task in LabRun(PLAN)._tasks()]


def _square(task: int) -> int:
    if task == 7:
        raise ValueError("seven is refused")
    time.sleep(0.01 * (task % 3))
    return task * task


def _nothing(_a: int, _b: bool) -> None:
    return None


def test_a_run_plays_on_pipes_without_pool_threads_in_the_window(user_home) -> None:
    lab = LabRun(PLAN, jobs=2).start()
    names = {thread.name for thread in threading.enumerate()}
    deadline = time.monotonic() + 120  # a guard on a loaded machine, not a timing
    while lab.running and time.monotonic() < deadline:
        names.update(thread.name for thread in threading.enumerate())
        time.sleep(0.01)
    assert lab.finished and not lab.error, lab.error
    assert "lab-run" in names
    assert not [name for name in names if "_handle_" in name], names  # Pool's handlers
    mine = {(g.variant, g.index): g for g in lab.finished_games()}
    theirs = {(g.variant, g.index): g for g in _games()}
    assert mine.keys() == theirs.keys() and len(mine) == 6
    for key, game in theirs.items():  # the same games as played here, logs and all
        assert mine[key].record == game.record and mine[key].actions == game.actions


def test_workers_answer_every_task_and_raise_a_failure() -> None:
    workers = LabWorkers(worker_context(), 2, _nothing, (10, True), _square)
    try:
        kept: list[int] = []
        workers.play(range(7), kept.append, lambda: False)
        assert sorted(kept) == [n * n for n in range(7)]
        failure = None
        try:
            workers.play(range(5, 10), kept.append, lambda: False)
        except ValueError as exc:
            failure = str(exc)
        assert failure == "seven is refused"
    finally:
        workers.terminate()
    assert not any(process.is_alive() for process in workers.processes)


def test_workers_stop_when_asked_and_keep_what_came_in() -> None:
    workers = LabWorkers(worker_context(), 2, _nothing, (10, True), _square)
    kept: list[int] = []
    try:
        workers.play(range(100), kept.append, lambda: len(kept) >= 3, poll=0.05)
    finally:
        workers.terminate()
    assert 3 <= len(kept) < 100


def test_the_chart_helper_keeps_a_runs_games_and_is_sent_the_new_ones(user_home) -> None:
    games = _games()
    whole = report_of(PLAN, 2, [[g.record for g in games if g.variant == v] for v in (0, 1)])
    size = (300, 200)
    first = run_chart_more(41, PLAN, 2, [(g.variant, g.record) for g in games[:2]], size)
    assert first[2]["variants"][0]["summary"]["games"] == 1
    last = run_chart_more(41, PLAN, 2, [(g.variant, g.record) for g in games[2:]], size)
    assert last[2] == whole  # the games sent before, and the new ones
    again = run_chart_more(42, PLAN, 2, [(g.variant, g.record) for g in games[:2]], size)
    assert again[2]["variants"][1]["summary"]["games"] == 1  # a new run starts afresh


class _Maker:
    """Takes every chart asked for; draws none."""

    def __init__(self) -> None:
        self.asked: list[tuple] = []
        self.busy, self.failed = False, ""

    def prepare(self) -> None:
        pass

    def ask(self, inputs, _size) -> bool:
        self.asked.append(inputs)
        return True

    def poll(self) -> None:
        return None


def test_the_chart_view_sends_each_game_once(monkeypatch, user_home) -> None:
    monkeypatch.setattr(lab_panels, "CHART_EVERY", 0.0)
    games = _games()
    view = lab_panels.ChartView()
    view.maker.close()
    view.maker = maker = _Maker()
    lab = LabRun(PLAN)  # read as a run that has stopped: no pacing between charts
    lab.games, lab.version = [games[0]], 1
    view.refresh(lab, (300, 200))
    assert maker.asked == [] and view.surface is None  # a variant without a game yet
    for count in (2, 3, 6):
        lab.games, lab.version = games[:count], count
        view.refresh(lab, (300, 200))
    sent = [pair for inputs in maker.asked for pair in inputs[3]]
    assert sent == [(g.variant, g.record) for g in games]  # each game once, in order
    assert {inputs[0] for inputs in maker.asked} == {view._number}
    other = LabRun(PLAN)
    other.games, other.version = games[:2], 2
    view.refresh(other, (300, 200))
    assert maker.asked[-1][0] == view._number != maker.asked[0][0]  # another run's number
    assert len(maker.asked[-1][3]) == 2


def test_a_frame_never_hands_the_helper_a_chart_itself(user_home) -> None:
    make_app()
    callers: list[threading.Thread] = []

    class Executor:
        def submit(self, func, *args):
            callers.append(threading.current_thread())
            done: Future = Future()
            done.set_result((bytes(4 * 6 * 4), (6, 4), {"report": 1}, []))
            return done

        def shutdown(self, **_kwargs) -> None:
            pass

    maker = ChartMaker()
    maker._start = lambda: setattr(maker, "_executor", Executor())
    try:
        assert maker.ask(("run", "plan", 2, []), (6, 4))
        assert maker.busy and not maker.ask(("run", "plan", 2, []), (6, 4))  # one at a time
        deadline = time.monotonic() + 60  # a guard, not a timing
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = maker.poll()
            time.sleep(0.01)
        assert answer is not None and answer[1] == {"report": 1}
        assert answer[0].get_size() == (6, 4)
        assert callers and threading.main_thread() not in callers
    finally:
        maker.close()


def test_the_replay_list_takes_in_new_games_in_their_places(user_home) -> None:
    games = {(g.variant, g.index): g for g in _games()}
    app = make_app()
    lab = LabScene(app, game="mothership", variants=PLAN.variants)
    app.push(lab)
    lab.chart.maker.close()
    lab.chart.maker = _Maker()  # no helper process for this test
    lab.run = LabRun(PLAN)
    for arrived in ([(1, 0), (0, 1)], [(0, 0)], [(1, 2), (1, 1), (0, 2)]):
        lab.run.games += [games[key] for key in arrived]
        lab.run.version += len(arrived)
        run(app, 1)
        finished = lab.run.finished_games()
        assert lab.game_pick.labels == [LabScene._game_label(lab.run, g) for g in finished]
        assert lab.game_pick.options == [str(i) for i in range(len(finished))]


def _session_after_own_session() -> tuple[bool, str, bool]:
    """In a worker process: whether it leads a session of its own after `own_session`, its
    group's line in /proc, and what `own_session` said."""
    import os

    from shifting_sands.lab_workers import AUTOGROUP, own_session

    done = own_session(19)
    group = Path(AUTOGROUP).read_text().strip() if os.path.exists(AUTOGROUP) else ""
    return os.getsid(0) == os.getpid(), group, done


@pytest.mark.skipif(not hasattr(os, "setsid"), reason="no sessions here")
def test_an_idle_worker_leaves_the_windows_session_for_a_nice_group() -> None:
    from shifting_sands.lab_workers import AUTOGROUP

    with worker_context().Pool(1) as pool:
        leads, group, done = pool.apply(_session_after_own_session)
    assert leads
    if os.path.exists(AUTOGROUP):  # Linux grouping the processor by session
        mine = Path(AUTOGROUP).read_text().strip()
        assert done and group.endswith("nice 19") and group != mine


@pytest.mark.skipif(not hasattr(os, "setsid"), reason="no sessions here")
def test_a_runs_idle_workers_each_lead_a_session(user_home) -> None:
    lab = LabRun(LabPlan("mothership", ("standard", "three_actions"), 50, ("greedy",)),
                 jobs=2).start()
    try:
        deadline = time.monotonic() + 120  # a guard on a loaded machine, not a timing
        while lab.done < 4 and lab.running and time.monotonic() < deadline:
            time.sleep(0.05)  # a worker's initializer has run before its first game
        assert lab.done >= 4
        assert all(os.getsid(pid) == pid for pid in lab._pool.pids)
        assert os.getsid(0) not in lab._pool.pids
    finally:
        lab.stop(wait=5.0)
