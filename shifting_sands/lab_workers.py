"""The lab run's worker processes, each on a pipe of its own that the run's thread reads.

Why not `multiprocessing.Pool`: its three handler threads live in the window's process.
Its worker handler waits on the result pipe as well as the result handler does, so while a
finished game waits there to be read it loops, polling every worker's exit, and the two
fight the frame loop for the interpreter's lock: 1-7 ms of their CPU time fell inside
single frames of the lab screen (issue 36). Here nothing runs in the window's process but
the run's one thread, asleep in `wait()` until a game is done.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from multiprocessing.connection import Connection, wait
from typing import Any


def _serve(conn: Connection, func: Callable[[Any], Any], initializer: Callable[..., None],
           initargs: tuple[Any, ...]) -> None:
    """Worker process: run `func` on every task received, until None or a closed pipe."""
    initializer(*initargs)
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        try:
            answer: tuple[str, Any] = ("done", func(task))
        except Exception as exc:  # the run's thread raises it, as Pool did
            answer = ("failed", exc)
        try:
            conn.send(answer)
        except Exception as exc:  # an answer or error that does not pickle
            conn.send(("failed", RuntimeError(f"{type(exc).__name__}: {exc}")))


class LabWorkers:
    """`jobs` worker processes started in `context`, each given one task at a time."""

    def __init__(self, context: Any, jobs: int, initializer: Callable[..., None],
                 initargs: tuple[Any, ...], func: Callable[[Any], Any]) -> None:
        self.processes: list[Any] = []
        self.conns: list[Connection] = []
        for _ in range(max(1, jobs)):
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs, func, initializer, initargs),
                                      name="lab-worker", daemon=True)
            process.start()
            theirs.close()
            self.processes.append(process)
            self.conns.append(ours)

    @property
    def pids(self) -> list[int]:
        return [process.pid for process in self.processes]

    def play(self, tasks: Iterable[Any], keep: Callable[[Any], None],
             stopped: Callable[[], bool], poll: float = 0.2) -> None:
        """Every task in turn to the next free worker; `keep` each result as it comes in;
        return when all are done or, within `poll` seconds, once `stopped()`. A worker's
        exception is raised here; a worker that died raises RuntimeError."""
        pending = iter(tasks)
        busy: set[Connection] = set()
        for conn in self.conns:
            if not self._give(conn, pending):
                break
            busy.add(conn)
        while busy and not stopped():
            for conn in wait(list(busy), timeout=poll):
                assert isinstance(conn, Connection)
                try:
                    status, value = conn.recv()
                except (EOFError, OSError) as exc:
                    raise RuntimeError("a lab worker ended before its game did") from exc
                if status == "failed":
                    raise value
                keep(value)
                if stopped() or not self._give(conn, pending):
                    busy.discard(conn)

    @staticmethod
    def _give(conn: Connection, pending: Any) -> bool:
        task = next(pending, None)
        if task is None:
            return False
        conn.send(task)
        return True

    def terminate(self, wait_for: float = 1.0) -> None:
        """End the workers at once (a game under way is dropped; the finished are kept)."""
        for process in self.processes:
            with contextlib.suppress(Exception):
                process.terminate()
        for process in self.processes:
            with contextlib.suppress(Exception):
                process.join(timeout=wait_for)
        for conn in self.conns:
            with contextlib.suppress(Exception):
                conn.close()


AUTOGROUP = "/proc/self/autogroup"


def own_session(niceness: int = 19, tries: int = 10) -> bool:
    """Put this worker process in a session of its own, and so, where Linux groups the
    processor by session (autogroup, the default of most distributions), in a group of its
    own, made `niceness` nicer. Why: the idle class and nice only weigh a process against
    the others of its group; the window and its idle-class workers shared one, and that
    group's turn on a busy machine went to the workers while the window slept between
    frames, so the window's frames waited behind other programs' time slices (4 ms at a
    time; on two cores the lab screen's p99 went from 5.6 to 3.3 ms with its workers in a
    group of their own, issue 36). The group's nice keeps the workers behind every other
    program too. Linux allows one change of a group's nice a tenth of a second, machine
    wide: a refused write is tried again. False where there are no sessions or groups."""
    import errno
    import os
    import time

    try:
        os.setsid()
    except (AttributeError, OSError):  # Windows; or a process group leader already
        return False
    for _ in range(tries):
        try:
            with open(AUTOGROUP, "w", encoding="ascii") as out:
                out.write(str(niceness))
            return True
        except OSError as exc:
            if exc.errno != errno.EAGAIN:  # no autogroup here (no such file), or refused
                return False
            time.sleep(0.11)
    return False


__all__ = ["AUTOGROUP", "LabWorkers", "own_session"]
