"""How `simulate`, `lab sweep` and the window's bot runner start their worker processes.

Why not fork, Linux's default before Python 3.14: a forked child inherits every lock another
thread of the parent held at that moment, with nobody left to release it. A sweep run from a
process with threads (the test suite, with a bot's worker thread left by a scene test) hung
that way in a worker, half-way through a game. The forkserver starts workers from a clean,
single-threaded server instead; where it is missing (Windows, macOS), spawn.
"""

from __future__ import annotations

import multiprocessing
from multiprocessing.context import BaseContext


def worker_context() -> BaseContext:
    """The multiprocessing context for game workers: forkserver, else spawn."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
