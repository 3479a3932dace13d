"""The bot runner decides in a worker process exactly as the bot would decide here."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from shifting_sands.core import bot_runner
from shifting_sands.core.bot_runner import BotRunner
from shifting_sands.games import REGISTRY
from shifting_sands.rules.driver import Driver, Waiting
from shifting_sands.rules.match import Match, Options, Seat
from shifting_sands.rules.rng import GameRng


def wait_for(runner: BotRunner, seconds: float = 120.0):
    deadline = time.monotonic() + seconds
    while True:
        action = runner.result()
        if action is not None:
            return action
        if time.monotonic() > deadline:
            raise AssertionError(f"no answer after {seconds:g} s")
        time.sleep(0.005)


def driver_at_a_bot_prompt(spec, kind: str, seed: int = 3, steps: int = 3) -> Driver:
    """A bots-only match of `spec`, a few steps in, waiting for a bot."""
    players = spec.min_players if spec.min_players > 1 else max(2, spec.min_players)
    players = min(players, spec.max_players)
    seats = [Seat(f"{kind} {i + 1}", kind) for i in range(players)]
    match = Match(spec, seed, seats, Options(variant=spec.default_variant(players)), match_id="")
    driver = Driver(match, dict.fromkeys(range(players), spec.bot(kind)), GameRng(seed))
    driver.play(max_actions=steps)
    while driver.waiting() is Waiting.CHANCE:
        driver.step()
    assert driver.waiting() is Waiting.BOT
    return driver


def kinds_to_try(spec) -> list[str]:
    """Every kind but the timed search levels, whose choice depends on the clock."""
    return [kind for kind in spec.bot_kinds() if kind not in ("normal", "hard")]


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_a_decision_in_the_worker_process_is_the_decision_made_here(game):
    spec = REGISTRY[game]
    for kind in kinds_to_try(spec):
        here = driver_at_a_bot_prompt(spec, kind)
        there = driver_at_a_bot_prompt(spec, kind)
        expected = here.bot_request().answer()

        request = there.bot_request()
        runner = BotRunner()
        runner.start(request.policy, request.view, request.legal, request.rng)
        assert runner._in_process, f"{game} {kind}: the request could not travel"
        chosen = wait_for(runner)
        assert runner._in_process, f"{game} {kind}: decided in the worker process"

        assert chosen == expected, f"{game} {kind}"
        assert any(chosen is action for action in request.legal), "the caller's own object"
        assert request.rng.to_json() == here.rng.to_json(), "the generator moved on alike"


class Recorder:
    """A bot that keeps what it saw: the runner must bring its new state back."""

    def __init__(self) -> None:
        self.decisions = 0

    def choose(self, view, legal, rng):
        self.decisions += 1
        return legal[rng.randrange(len(legal))]


def test_the_policy_comes_back_changed_as_if_it_had_decided_here():
    policy, rng = Recorder(), GameRng(5)
    runner = BotRunner()
    runner.start(policy, None, ["a", "b", "c"], rng)
    first = wait_for(runner)
    runner.start(policy, None, ["a", "b", "c"], rng)
    second = wait_for(runner)
    assert runner._in_process, "decided in the worker process"

    twin_rng, twin = GameRng(5), Recorder()
    assert [first, second] == [twin.choose(None, ["a", "b", "c"], twin_rng) for _ in range(2)]
    assert policy.decisions == 2
    assert rng.to_json() == twin_rng.to_json()


class Unpicklable(Recorder):
    def __init__(self) -> None:
        super().__init__()
        self.hook = lambda: None  # a lambda cannot be pickled


def test_a_request_that_cannot_travel_is_answered_on_a_thread():
    policy = Unpicklable()
    runner = BotRunner()
    runner.start(policy, None, ["a", "b"], GameRng(1))
    assert wait_for(runner) in ("a", "b")
    assert not runner._in_process, "decided again on a thread"
    assert policy.decisions == 1


class GrowsAHook(Recorder):
    def choose(self, view, legal, rng):
        self.hook = lambda: None  # made while deciding: it cannot come back
        return super().choose(view, legal, rng)


def test_an_answer_that_cannot_travel_back_is_decided_again_on_a_thread():
    """The worker's decision is dropped whole, so the caller's bot and generator end as
    if it had decided here, once: the hook it grows is the caller's own."""
    policy, rng = GrowsAHook(), GameRng(1)
    runner = BotRunner()
    runner.start(policy, None, ["a", "b"], rng)
    chosen = wait_for(runner)
    assert not runner._in_process
    twin, twin_rng = GrowsAHook(), GameRng(1)
    assert chosen == twin.choose(None, ["a", "b"], twin_rng)
    assert policy.decisions == 1 and callable(policy.hook)
    assert rng.to_json() == twin_rng.to_json()


class Failing(Recorder):
    def choose(self, view, legal, rng):
        raise ValueError("this bot is broken")


def test_a_bot_error_in_the_worker_reaches_the_scene():
    runner = BotRunner()
    runner.start(Failing(), None, ["a"], GameRng(1))
    with pytest.raises(ValueError, match="this bot is broken"):
        wait_for(runner)


def test_after_the_worker_process_dies_the_decision_is_made_on_a_thread():
    runner = BotRunner()
    runner.start(Recorder(), None, ["a", "b"], GameRng(1))
    wait_for(runner)  # the worker is up
    for process in list(bot_runner._process_pool()._processes.values()):
        process.kill()
        process.join()
    policy = Recorder()
    runner.start(policy, None, ["a", "b"], GameRng(1))
    assert wait_for(runner) in ("a", "b")
    assert policy.decisions == 1
    runner.start(Recorder(), None, ["a", "b"], GameRng(1))
    assert runner._in_process, "a new worker process serves the next request"
    assert wait_for(runner) in ("a", "b")


KILLED_WINDOW = """
import os, time
from shifting_sands.core import bot_runner
from tests.scenes.test_bot_runner import Recorder
runner = bot_runner.BotRunner()
runner.start(Recorder(), None, ["a"], bot_runner.GameRng(1))
while runner.result() is None:
    time.sleep(0.01)
print(*[p.pid for p in bot_runner._process_pool()._processes.values()], flush=True)
os.kill(os.getpid(), 9)
"""


def process_is_running(pid: int) -> bool:
    """Alive and not a zombie waiting to be reaped."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_worker_process_ends_when_the_window_is_killed():
    window = subprocess.Popen([sys.executable, "-c", KILLED_WINDOW], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL,
                              text=True, cwd=Path(__file__).parents[2])
    worker = int(window.stdout.readline().split()[0])
    window.wait(timeout=120)
    window.stdout.close()
    deadline = time.monotonic() + 30
    while process_is_running(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not process_is_running(worker)


def test_a_late_warm_up_starts_no_worker_once_the_window_stopped_it(monkeypatch):
    """The window stops the worker as it closes; a warm-up thread that runs late must not
    start another while the program exits (seen as a leaked semaphore at Ctrl+C). A new
    request starts one again."""
    import threading

    started = []
    real = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start",
                        lambda thread: started.append(thread) or real(thread))
    bot_runner.stop_worker()
    bot_runner.warm_up([Recorder()])
    for thread in started:
        thread.join(60)
    assert bot_runner._PROCESSES is None
    runner = BotRunner()
    runner.start(Recorder(), None, ["a"], GameRng(1))
    assert runner._in_process and bot_runner._PROCESSES is not None
    assert wait_for(runner) == "a"


def test_stopping_waits_for_the_manager_thread_of_a_pool_dropped_as_broken():
    """A pool dropped after its worker died (a signal to the whole process group) still
    has a manager thread closing its pipes; the interpreter's exit hook wakes that thread
    without the pool's lock, and the two met as `OSError: Bad file descriptor` at exit.
    `stop_worker` waits for every dropped pool, so no such thread outlives it."""
    runner = BotRunner()
    runner.start(Recorder(), None, ["a", "b"], GameRng(1))
    wait_for(runner)
    pool = bot_runner._process_pool()
    for process in list(pool._processes.values()):
        process.kill()
        process.join()
    runner.start(Recorder(), None, ["a", "b"], GameRng(1))
    assert wait_for(runner) in ("a", "b")
    assert bot_runner._PROCESSES is not pool and pool in bot_runner._RETIRED
    manager = pool._executor_manager_thread
    bot_runner.stop_worker()
    assert not bot_runner._RETIRED
    assert manager is None or not manager.is_alive()
