"""SIGTERM, SIGINT and SIGHUP end a real window with a bot thinking as closing it does:
the game autosaved, the bots' worker stopped, one line at most, the signal's status.

The runs below kill `play` processes (the dummy video driver makes them real windows)
soon after a bot starts thinking, at different moments of its search, with each signal
sent to the window alone or to its whole process group (as `timeout` and a logout do)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from shifting_sands.core.bot_runner import THINKING_PROBE_ENV
from shifting_sands.stop_signals import STOP_SIGNALS
from tests.scenes.test_bot_runner import process_is_running

ROOT = Path(__file__).parents[2]
RUNS = 50
AT_ONCE = 3
"""Windows killed at the same time: each spends most of its life starting up."""
SETTLE = (0.0, 0.01, 0.05, 0.15, 0.4)
"""Seconds from the first `thinking` line to the signal: the worker may be starting,
importing the bots or deep in a search."""

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux") or len(STOP_SIGNALS) < 3,
                                reason="POSIX signals; reads /proc")


def kill_a_thinking_window(run: int, home: Path) -> dict:
    """Start `play` with two searching bots, signal it as the bot thinks, report the end."""
    number = STOP_SIGNALS[run % len(STOP_SIGNALS)]
    whole_group = (run // len(STOP_SIGNALS)) % 2 == 1
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home / f"run-{run}"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", **{THINKING_PROBE_ENV: "1"})
    window = subprocess.Popen(
        [sys.executable, "-m", "shifting_sands", "play", "stones", "--seed", str(run),
         "--seats", "bot:hard,bot:hard"],
        cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        thinking = window.stdout.readline().split()
        time.sleep(SETTLE[run % len(SETTLE)])
        if whole_group:
            os.killpg(window.pid, number)
        else:
            window.send_signal(number)
        _out, err = window.communicate(timeout=120)
    finally:
        if window.poll() is None:
            window.kill()
            window.wait()
    return {"run": run, "signal": number, "group": whole_group, "status": window.returncode,
            "thinking": thinking, "stderr": err,
            "saves": sorted(p.name for p in (home / f"run-{run}" / "saves").glob("autosave-*"))}


@pytest.mark.slow
def test_a_signal_ends_a_window_with_a_bot_thinking_cleanly_every_time(tmp_path):
    with ThreadPoolExecutor(AT_ONCE) as pool:
        ends = list(pool.map(lambda run: kill_a_thinking_window(run, tmp_path), range(RUNS)))
    problems = []
    for end in ends:
        name = signal.Signals(end["signal"]).name
        where = f"run {end['run']} ({name}{' to the group' if end['group'] else ''})"
        lines = end["stderr"].splitlines()
        if end["thinking"][:1] != ["thinking"]:
            problems.append(f"{where}: no bot thought ({end['thinking']}): {lines[-3:]}")
            continue
        if end["status"] != 128 + end["signal"]:
            problems.append(f"{where}: exit status {end['status']}, not {128 + end['signal']}")
        if lines != [f"shifting-sands: stopped by {name}"]:
            problems.append(f"{where}: printed {lines[-6:]}")
        if not end["saves"]:
            problems.append(f"{where}: no autosave")
        for pid in end["thinking"][1:]:
            if process_is_running(int(pid)):
                problems.append(f"{where}: the worker {pid} is still running")
    assert not problems, "\n".join(problems)
