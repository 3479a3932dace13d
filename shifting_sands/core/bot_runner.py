"""Runs a bot's decision off the UI loop so the window never freezes while it thinks.

Why a worker process and not a thread: a search that thinks on a thread shares the
interpreter with the window, and took enough of it to raise North Africa's idle frames
from a p99 of 7.6 ms to 17-18 ms while it thought. In its own process it takes none.

A request that fails in the worker for any reason (it could not travel there, its answer
could not travel back, the bot raised) is decided again on a thread, where a bot's own error
reaches the caller; so is every request once the worker process has died. The executor
carries the objects between the window and its own worker over their pipe; this module
reads no file or other outside data.

The worker sends back which legal action it chose (by its place in the list, so that the
caller gets its own object), the generator's new state and any attribute of the policy
that its decision changed, so that the caller's bot and generator end as if it had decided
here.
"""

from __future__ import annotations

import contextlib
import copy
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from shifting_sands.rules.protocol import BotPolicy
from shifting_sands.rules.rng import GameRng

_PROCESSES: ProcessPoolExecutor | None = None
_PROCESSES_LOCK = threading.Lock()
"""Held while a pool is made, given work (which may start its process) or stopped: the
warm-up thread and the scene may both ask for the pool first, and a pool must never be
stopped half-way through starting its process (the process, still reading its start-up
data, would find the pool's semaphores gone and print a traceback)."""
_RETIRED: list[ProcessPoolExecutor] = []
"""Broken pools dropped while the window runs: `stop_worker` waits for their manager threads.
Why: such a thread may still be closing its pool's pipes when the interpreter exits, and
`concurrent.futures`' exit hook wakes every manager thread without the pool's lock; the two
met now and then, and the exit printed `OSError: [Errno 9] Bad file descriptor`."""
_THREADS: ThreadPoolExecutor | None = None
THINKING_PROBE_ENV = "SHIFTING_SANDS_SAY_WHEN_THINKING"
"""Set to 1 (by the tests) to print `thinking PID` when a decision goes to the worker."""


def _process_pool() -> ProcessPoolExecutor:
    """The one worker process bots think in, started on first use (and again after one
    died)."""
    with _PROCESSES_LOCK:
        return _open_pool()


def _open_pool() -> ProcessPoolExecutor:
    """The pool, made if there is none (the caller holds the lock). Its helper processes
    start deaf to SIGHUP and SIGINT (workers.deaf_helpers): the window alone decides what
    those mean."""
    global _PROCESSES
    if _PROCESSES is None:
        from shifting_sands.workers import deaf_helpers, worker_context

        with deaf_helpers():
            _PROCESSES = ProcessPoolExecutor(max_workers=1, mp_context=worker_context(),
                                             initializer=_leave_with_the_window)
    return _PROCESSES


class _Stopped(RuntimeError):
    """The window stopped the worker; a late warm-up must not start another."""


_STOPPED = False


def _submit_to_pool(fn: Any, *args: Any, reopen: bool = True) -> Future:
    """`fn(*args)` in the worker process, under the lock: the first submit starts the
    process (deaf to SIGHUP and SIGINT, like the pool's other helpers). Only a new request
    (`reopen`) starts a worker again once `stop_worker` has stopped it: a warm-up thread
    that ran late would otherwise start one while the program exits."""
    global _STOPPED
    from shifting_sands.workers import deaf_helpers

    with _PROCESSES_LOCK:
        if _STOPPED and not reopen:
            raise _Stopped("the worker process was stopped")
        _STOPPED = False
        pool = _open_pool()
        with deaf_helpers():
            return pool.submit(fn, *args)


def stop_worker() -> None:
    """Stop the worker process now, even half-way through a search, and wait until it is
    gone. The window calls this as it closes (by the close button or a signal): waiting
    for a search to end kept a closed window's program alive for seconds, and leaving the
    worker to the interpreter's exit let it print tracebacks. The next request, if any,
    starts a new worker."""
    global _PROCESSES, _THREADS, _STOPPED
    with _PROCESSES_LOCK:
        pool, _PROCESSES, _STOPPED = _PROCESSES, None, True
        pools = [*_RETIRED, *([pool] if pool is not None else [])]
        _RETIRED.clear()
    for pool in pools:
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                process.terminate()
        pool.shutdown(wait=True)
    if _THREADS is not None:  # a decision running there ends on its own
        _THREADS.shutdown(wait=False, cancel_futures=True)
        _THREADS = None


def _leave_with_the_window() -> None:
    """In the worker process: end when the process that started it ends. A window that
    closes normally stops the worker; one that is killed would otherwise leave its
    worker waiting for work for ever. Ctrl+C in a terminal reaches the worker too: the
    window decides what it means (stop_worker), so the worker ignores it rather than
    print a KeyboardInterrupt (it is blocked until now: workers.deaf_helpers)."""
    import multiprocessing
    import os
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()
        os._exit(0)

    threading.Thread(target=watch, name="watch-the-window", daemon=True).start()


def _thread_pool() -> ThreadPoolExecutor:
    global _THREADS
    if _THREADS is None:
        _THREADS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    return _THREADS


def _forget_process_pool() -> None:
    """Drop a broken pool; the next request starts a new worker process. The pool is kept
    in `_RETIRED` until `stop_worker` has waited for it."""
    global _PROCESSES
    with _PROCESSES_LOCK:
        if _PROCESSES is not None:
            _PROCESSES.shutdown(wait=False, cancel_futures=True)
            _RETIRED.append(_PROCESSES)
        _PROCESSES = None


def _import_modules(names: list[str]) -> None:
    import importlib

    for name in names:
        importlib.import_module(name)


def warm_up(policies: list[Any]) -> None:
    """Start the worker process and import the policies' modules in it, on a helper thread:
    starting it takes tens of milliseconds of this process, and importing a game's bots
    about half a second of the worker's, which would otherwise delay the first move."""
    names = sorted({type(policy).__module__ for policy in policies})

    def start() -> None:
        try:
            _submit_to_pool(_import_modules, names, reopen=False)
        except _Stopped:
            return
        except (BrokenProcessPool, RuntimeError, OSError):
            _forget_process_pool()

    threading.Thread(target=start, name="bot-warm-up", daemon=True).start()


def wait_until_idle() -> None:
    """Return once the worker process has finished what it was given (a cancelled decision
    runs on to its end there): the bench waits so that one measure leaves the next a quiet
    machine."""
    if _PROCESSES is not None:
        with contextlib.suppress(BrokenProcessPool, RuntimeError, OSError):
            _PROCESSES.submit(int).result()


@dataclass(frozen=True)
class Answer:
    """What the worker process sends back: the choice and the state the decision changed."""

    index: int | None
    """The chosen action's place in the legal list; None if the bot chose something else."""
    action: Any
    """The chosen action itself, used only when `index` is None."""
    rng_state: list[Any]
    policy_changes: dict[str, Any]


def _snapshot(value: Any) -> Any:
    try:
        return copy.deepcopy(value)
    except Exception:  # a value that cannot be copied counts as changed
        return _UNCOPIED


_UNCOPIED = object()


def _attributes(policy: Any) -> dict[str, Any]:
    return dict(getattr(policy, "__dict__", {}))


def _same(before: Any, after: Any, depth: int = 3) -> bool:
    """Whether `after` still equals its snapshot: by `==` where the type defines it, else
    attribute by attribute (a spec or a content object compares by identity otherwise, and
    would travel back on every decision)."""
    if before is _UNCOPIED or type(before) is not type(after):
        return False
    try:
        if type(after).__eq__ is not object.__eq__ or not hasattr(after, "__dict__"):
            return bool(before == after)
    except Exception:
        return False
    if depth == 0 or vars(before).keys() != vars(after).keys():
        return False
    return all(_same(value, vars(after)[name], depth - 1)
               for name, value in vars(before).items())


def answer_request(policy: BotPolicy, view: Any, legal: list[Any], rng: GameRng) -> Answer:
    """In the worker process: decide the request and report what the decision changed."""
    before = {name: _snapshot(value) for name, value in _attributes(policy).items()}
    action = policy.choose(view, legal, rng)
    changes = {name: value for name, value in _attributes(policy).items()
               if name not in before or not _same(before[name], value)}
    return Answer(_index_of(action, legal), action, rng.to_json(), changes)


def _index_of(action: Any, legal: list[Any]) -> int | None:
    for index, candidate in enumerate(legal):
        if candidate is action:
            return index
    for index, candidate in enumerate(legal):
        if candidate == action:
            return index
    return None


class BotRunner:
    """One pending decision at a time; the scene polls `result()` each frame."""

    def __init__(self) -> None:
        self._future: Future | None = None
        self._request: tuple[BotPolicy, Any, list[Any], GameRng] | None = None
        self._in_process = False

    @property
    def thinking(self) -> bool:
        return self._future is not None

    def start(self, policy: BotPolicy, view: Any, legal: list[Any], rng: GameRng) -> None:
        self._request = (policy, view, legal, rng)
        self._future = self._submit_to_process()
        self._in_process = self._future is not None
        if self._future is None:
            self._future = self._submit_to_thread()

    def _submit_to_process(self) -> Future | None:
        try:
            future = _submit_to_pool(answer_request, *self._require_request())
        except (BrokenProcessPool, RuntimeError, OSError):
            _forget_process_pool()
            return None
        if os.environ.get(THINKING_PROBE_ENV) == "1":
            pids = " ".join(str(pid) for pid in (_PROCESSES and _PROCESSES._processes) or {})
            print(f"thinking {pids}", flush=True)
        return future

    def _submit_to_thread(self) -> Future:
        policy, view, legal, rng = self._require_request()
        return _thread_pool().submit(policy.choose, view, legal, rng)

    def _require_request(self) -> tuple[BotPolicy, Any, list[Any], GameRng]:
        if self._request is None:
            raise RuntimeError("no bot request is pending")
        return self._request

    def result(self) -> Any | None:
        """The chosen action once ready (re-raising a bot's error), else None."""
        if self._future is None or not self._future.done():
            return None
        future, self._future = self._future, None
        if not self._in_process:
            self._request = None
            return future.result()
        try:
            answer = future.result()
        except BrokenProcessPool:
            # the worker died (a request it cannot read ends it too): decide on a thread
            _forget_process_pool()
            return self._decide_on_a_thread()
        except Exception:
            # the request or its answer could not travel, or the bot raised: a thread
            # decides again from the caller's untouched bot and generator
            return self._decide_on_a_thread()
        return self._adopt(answer)

    def _decide_on_a_thread(self) -> None:
        self._in_process = False
        self._future = self._submit_to_thread()
        return None

    def _adopt(self, answer: Answer) -> Any:
        """The caller's own legal action, with its generator and policy moved on."""
        policy, _view, legal, rng = self._require_request()
        self._request = None
        rng.set_state(answer.rng_state)
        for name, value in answer.policy_changes.items():
            setattr(policy, name, value)
        return legal[answer.index] if answer.index is not None else answer.action

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self._request = None
