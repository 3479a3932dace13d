"""How `simulate`, `lab sweep` and the window's bot runner start their worker processes.

Why not fork, Linux's default before Python 3.14: a forked child inherits every lock another
thread of the parent held at that moment, with nobody left to release it. A sweep run from a
process with threads (the test suite, with a bot's worker thread left by a scene test) hung
that way in a worker, half-way through a game. The forkserver starts workers from a clean,
single-threaded server instead; where it is missing (Windows, macOS), spawn.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
from collections.abc import Iterator
from multiprocessing.context import BaseContext


def worker_context() -> BaseContext:
    """The multiprocessing context for game workers: forkserver, else spawn."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


@contextlib.contextmanager
def deaf_helpers() -> Iterator[None]:
    """Block SIGHUP and SIGINT in this thread while multiprocessing may start its helper
    processes (the resource tracker, the forkserver, a worker), which keep the blocked mask.

    Why: a logout sends SIGHUP to the whole process group, and Ctrl+C in a terminal sends
    SIGINT to it. The resource tracker ignores SIGINT and SIGTERM but not SIGHUP: it died
    first, and the window's own clean exit then printed `BrokenPipeError` from
    `resource_tracker._send` as it unregistered its semaphores. A worker still starting up
    (before its initializer ignores SIGINT) died half-way instead. Deaf to both, the helpers
    leave when the window does (it stops its worker; the tracker and forkserver end when
    their pipe to it closes); SIGTERM still ends them. A signal that arrives meanwhile for
    this process waits until the block ends, or goes to a thread that does not block it."""
    wanted = {getattr(signal, name) for name in ("SIGHUP", "SIGINT") if hasattr(signal, name)}
    if not wanted or not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, wanted)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, wanted - set(before))
