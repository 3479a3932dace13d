"""Where a sweep's games are played: local worker processes (the default) or Ray.

Both are generators of finished rows, in the order games finish, so the caller records
each one the moment it exists. Order does not matter for the results: every row depends
only on its task (see `tasks`), and the report sorts rows by cell and game.

Local processes ignore Ctrl+C themselves (the parent decides what an interrupt means and
stops them); a worker that dies (killed, out of memory) breaks the pool, which is then
rebuilt and the unfinished games handed out again, a few times at most. Ray retries a task
whose worker died on its own (`max_retries`).
"""

from __future__ import annotations

import logging
import signal
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from shifting_sands.sweep.tasks import GameTask, play_task
from shifting_sands.workers import worker_context

BACKENDS = ("local", "ray")
POOL_RESTARTS = 3
"""How often a local pool whose worker died is rebuilt before the sweep stops."""
RAY_RETRIES = 3


class BackendError(RuntimeError):
    """The backend cannot run (Ray missing, a cluster unreachable, workers lost for good)."""


def rows_from(backend: str, tasks: Sequence[GameTask], jobs: int,
              address: str | None = None) -> Iterator[dict[str, Any]]:
    if backend == "ray":
        return ray_rows(tasks, jobs, address)
    return local_rows(tasks, jobs)


# -- local processes ------------------------------------------------------------------
def _ignore_interrupt() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop(executor: ProcessPoolExecutor) -> None:
    """Stop at once: queued games are cancelled and running ones killed (the journal
    already holds every finished game; these are played again on resume)."""
    terminate = getattr(executor, "terminate_workers", None)  # Python 3.14+
    if terminate is not None:
        terminate()
        return
    for process in list(getattr(executor, "_processes", {}).values()):
        process.terminate()
    executor.shutdown(wait=False, cancel_futures=True)


def local_rows(tasks: Sequence[GameTask], jobs: int) -> Iterator[dict[str, Any]]:
    """Rows played by `jobs` processes (in this process when jobs is 1)."""
    if jobs <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield play_task(task)
        return
    pending = list(tasks)
    for attempt in range(POOL_RESTARTS + 1):
        finished: set[tuple[str, int]] = set()
        executor = ProcessPoolExecutor(max_workers=jobs, initializer=_ignore_interrupt,
                                       mp_context=worker_context())
        try:
            for task, row in _drain(executor, pending, jobs * 2):
                finished.add(task.key)
                yield row
            return
        except BrokenProcessPool:
            pending = [task for task in pending if task.key not in finished]
            if attempt == POOL_RESTARTS:
                raise BackendError(f"worker processes died {POOL_RESTARTS + 1} times; "
                                   f"{len(pending)} games left unplayed") from None
        finally:
            _stop(executor)


def _drain(executor: ProcessPoolExecutor, tasks: Sequence[GameTask],
           in_flight: int) -> Iterator[tuple[GameTask, dict[str, Any]]]:
    """Keep `in_flight` games submitted (never the whole sweep at once) and yield each
    as it finishes."""
    queue = iter(tasks)
    running: dict[Future[dict[str, Any]], GameTask] = {}

    def top_up() -> None:
        while len(running) < in_flight:
            task = next(queue, None)
            if task is None:
                return
            running[executor.submit(play_task, task)] = task

    top_up()
    while running:
        done, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in done:
            task = running.pop(future)
            yield task, future.result()
        top_up()


# -- Ray --------------------------------------------------------------------------------
def ray_available() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


def check_backend(backend: str, address: str | None, timeout: float = 5.0) -> None:
    """BackendError now, before any game, if the backend cannot run: Ray missing, or a
    cluster address nothing answers at (Ray itself would retry for minutes)."""
    if backend != "ray":
        return
    if not ray_available():
        raise BackendError("Ray is not installed; install the lab extra: "
                           "pip install 'shifting-sands[lab]'")
    if not address or address in ("auto", "local"):
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise BackendError(f"the Ray address {address!r} is not HOST:PORT "
                           "(or ray://HOST:PORT, or auto)")
    import socket

    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            pass
    except OSError as exc:
        raise BackendError(f"cannot reach the Ray cluster at {address}: "
                           f"{exc.strerror or exc}") from None


def _start_ray(jobs: int, address: str | None) -> tuple[Any, bool]:
    """The ray module, connected; and whether this call started it (and must stop it)."""
    try:
        import ray
    except ImportError:
        raise BackendError("Ray is not installed; install the lab extra: "
                           "pip install 'shifting-sands[lab]'") from None
    if ray.is_initialized():
        return ray, False
    settings: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                "logging_level": logging.WARNING}
    try:
        if address:
            ray.init(address=address, **settings)
        else:
            ray.init(num_cpus=jobs, **settings)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        where = f"the Ray cluster at {address}" if address else "a local Ray"
        said = " ".join(str(exc).split())[:200]
        raise BackendError(f"cannot start {where}: {said}") from None
    return ray, True


def ray_rows(tasks: Sequence[GameTask], jobs: int,
             address: str | None = None) -> Iterator[dict[str, Any]]:
    """Rows played as Ray tasks: on a local Ray with `jobs` CPUs, or on the cluster at
    `address` (every node needs this same version of shifting-sands installed)."""
    if not tasks:
        return
    ray, started_here = _start_ray(jobs, address)
    remote = ray.remote(max_retries=RAY_RETRIES)(play_task)
    cpus = int(ray.cluster_resources().get("CPU", jobs)) if address else jobs
    queue = iter(tasks)
    running: dict[Any, GameTask] = {}
    try:
        while True:
            while len(running) < max(2, cpus * 2):
                task = next(queue, None)
                if task is None:
                    break
                running[remote.remote(task)] = task
            if not running:
                return
            ready, _ = ray.wait(list(running), num_returns=1)
            for ref in ready:
                task = running.pop(ref)
                try:
                    row = ray.get(ref)
                except ray.exceptions.RayError as exc:
                    said = " ".join(str(exc).split())[:200]
                    raise BackendError(f"game {task.index} of {task.cell} failed on Ray: "
                                       f"{said}") from None
                yield row
    finally:
        for ref in running:
            ray.cancel(ref, force=True)
        if started_here:
            ray.shutdown()
