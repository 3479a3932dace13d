"""A lab run in the background: variants compared by bots in worker processes, while a
window stays responsive (the lab screen polls it; nothing here imports pygame).

Seeds, seating and the bots' generators are those of `lab` and `simulate` (game `i` of a
variant has seed `seed + i`, the seats rotate, the bots draw from `seed ^ 0x5EED`), so a
run in the window and `shifting-sands lab` agree game for game. Games are dealt variant
by variant in turn, so every column fills at the same pace. Each finished game is written
at once, with its action log, to `<home>/lab/<run>/games.jsonl`: a Stop, a closed window
or a crash keeps every game played, and any of them can be replayed. A designer's own
variant travels to the workers as its numbers, so they play exactly what she ran.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from shifting_sands.rules.protocol import Options
from shifting_sands.sim import GameRecord, SimulationSummary, play_one, seating

RUNS_KEPT = 20
ROUND = 20
"""With `until_decided`, games per variant between two looks of the test (as `lab`)."""


@dataclass(frozen=True)
class LabPlan:
    """What the designer asked for: a game, two or more variants, bots, games each."""

    game: str
    variants: tuple[str, ...]
    games: int
    bots: tuple[str, ...]
    seed: int = 1
    players: int = 2
    swap: bool = True
    until_decided: bool = False
    """Two variants in rounds until `lab --until-decided`'s sequential test decides (on the
    first seat's win rate, or the team's), `games` each at most."""

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "variants": list(self.variants), "bots": list(self.bots)}


@dataclass
class LabGame:
    """One finished game of a run: which variant, its record and its action log."""

    variant: int
    index: int
    record: GameRecord
    actions: list[Any]

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "index": self.index, "record": asdict(self.record),
                "actions": self.actions}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LabGame:
        record = dict(data["record"])
        for name in ("winners", "scores", "returns"):
            record[name] = tuple(record.get(name, ()))
        record["legal"] = {int(k): v for k, v in record.get("legal", {}).items()}
        return cls(int(data["variant"]), int(data["index"]), GameRecord(**record),
                   list(data["actions"]))


def _own_rules(game: str, variant: str) -> dict[str, Any] | None:
    """An own variant's id, hash and numbers (None for a shipped one)."""
    from shifting_sands.games import get_spec
    from shifting_sands.persist.own_variant_saves import own_variant_record

    return own_variant_record(get_spec(game), variant)


def play_logged(task: tuple[Any, ...]) -> LabGame:
    """Worker entry point: one game between bots, with its log (plain data in and out)."""
    from shifting_sands.content.own_variants import carried, from_params
    from shifting_sands.games import get_spec

    game, variant_index, index, seed, seats, options, own = task
    spec = get_spec(game)
    if own is not None:  # her variant as the window saw it, whatever the worker's file says
        kind = spec.variant_kind()
        carried(spec.id)[options["variant"]] = from_params(kind, own["id"], own["params"])
    log: list[Any] = []  # the same game as `lab` plays, design metrics and all
    record = play_one(spec, seed, list(seats), Options.from_dict(options), log=log)
    codec = spec.state_class.codec
    return LabGame(variant_index, index, record, [codec.encode(a) for a in log])


def quiet_worker(niceness: int = 10, idle: bool = True) -> None:
    """A lab worker yields the processor to the window: on two cores, two workers at full
    speed otherwise starve the frame loop (frames of 20-100 ms were measured).

    With `idle`, Linux's idle class first: a window that wakes for its frame takes the core
    from an idle-class worker at once, where a niced one may keep it for the rest of its
    time slice (the lab screen's p99 on two cores was mostly that wait). Elsewhere, where
    the class is refused, or without `idle`: `niceness` (Windows has neither). An idle
    worker also leaves the window's session for one of its own (`lab_workers.own_session`:
    the class and nice only weigh it against its own session where Linux groups by it)."""
    import contextlib
    import os

    if idle:
        from shifting_sands.lab_workers import own_session

        own_session()
        with contextlib.suppress(AttributeError, OSError):  # not Linux, or not permitted
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
            return
    with contextlib.suppress(AttributeError, OSError):  # no nice() on Windows
        os.nice(niceness)


def idle_workers(plan: LabPlan) -> bool:
    """Whether `plan`'s workers may run in the idle class: not when a bot thinks for a time
    (normal, hard). Why: an idle-class process gets the processor only when nothing else
    wants it, a nice-19 job included, so a clocked search would see fewer positions whenever
    the machine is busy, and the run would measure the machine as much as the variants."""
    from shifting_sands.bots.levels import SEARCH_SECONDS

    return not any(bot in SEARCH_SECONDS for bot in plan.bots)


def lab_dir() -> Path:
    from shifting_sands.paths import _user_dir

    return _user_dir("lab")


@dataclass
class LabRun:
    """A run under way (or read back from disk): poll `done`, `report()`, `time_left()`."""

    plan: LabPlan
    folder: Path | None = None
    jobs: int = 2
    games: list[LabGame] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)
    finished: bool = False
    stopped: bool = False
    error: str = ""
    own: dict[str, Any] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _pool: Any = field(default=None, repr=False)
    _thread: threading.Thread | None = field(default=None, repr=False)
    decision: dict[str, Any] | None = None
    """With `until_decided`: the sequential test's latest verdict."""
    version: int = 0
    """Bumped with every finished game (the screen redraws its chart when it moves)."""

    @property
    def total(self) -> int:
        return self.plan.games * len(self.plan.variants)

    @property
    def done(self) -> int:
        return len(self.games)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def time_left(self) -> float | None:
        """Seconds until the last game, from the pace so far (None before the first)."""
        if not self.done or not self.running:
            return None
        elapsed = time.monotonic() - self.started
        return elapsed / self.done * (self.total - self.done)

    # -- running -----------------------------------------------------------------------
    def start(self) -> LabRun:
        for name in self.plan.variants:
            record = _own_rules(self.plan.game, name)
            if record is not None:
                self.own[name] = record
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
            header = {"plan": self.plan.to_json(), "own": self.own,
                      "started_at": datetime.now().isoformat(timespec="seconds")}
            (self.folder / "plan.json").write_text(json.dumps(header), encoding="utf-8")
        self._thread = threading.Thread(target=self._run, name="lab-run", daemon=True)
        self._thread.start()
        return self

    def _tasks(self) -> list[tuple[Any, ...]]:
        """Game i of every variant, then game i + 1: the columns fill at one pace, and a
        round of the sequential test is a slice of this list."""
        plan = self.plan
        return [(plan.game, v, i, plan.seed + i, seating(plan.bots, plan.players, i, plan.swap),
                 Options(variant=name).to_dict(), self.own.get(name))
                for i in range(plan.games) for v, name in enumerate(plan.variants)]

    def _run(self) -> None:
        from shifting_sands.lab_workers import LabWorkers
        from shifting_sands.workers import deaf_helpers, worker_context

        try:
            tasks = self._tasks()
            with deaf_helpers():
                self._pool = LabWorkers(worker_context(), min(self.jobs, len(tasks)),
                                        quiet_worker, (10, idle_workers(self.plan)),
                                        play_logged)
            per_look = 2 * ROUND if self.plan.until_decided else len(tasks)
            for start in range(0, len(tasks), per_look):
                self._play(tasks[start:start + per_look])
                if self.stopped or self._decided():
                    break
            self.finished = not self.stopped
        except Exception as exc:  # a worker that failed: the games played are kept
            if not self.stopped:
                self.error = " ".join(f"{type(exc).__name__}: {exc}".split())[:200]
        finally:
            pool, self._pool = self._pool, None
            if pool is not None:
                pool.terminate()

    def _play(self, tasks: list[tuple[Any, ...]]) -> None:
        # a Stop is seen within a fifth of a second
        self._pool.play(tasks, self._keep, lambda: self.stopped, poll=0.2)

    def _decided(self) -> bool:
        """With `until_decided`, the sequential test on the games so far (kept in
        `decision`); always False otherwise."""
        if not self.plan.until_decided:
            return False
        from shifting_sands.lab_decided import default_metric, metric_reader
        from shifting_sands.lab_sprt import Sprt, Tally
        from shifting_sands.rules.registry import get_spec

        spec = get_spec(self.plan.game)
        metric = default_metric(spec)
        read = metric_reader(metric, self.plan.players, spec.cooperative)
        games = {(g.variant, g.index): g.record for g in self.finished_games()}
        pairs = sorted(i for v, i in games if v == 0 and (1, i) in games)
        tally = Tally()
        tally.add([read(games[1, i]) - read(games[0, i]) for i in pairs])
        test = Sprt(0.05)
        verdict = test.verdict(tally.count, tally.total, tally.squares)
        self.decision = {"metric": metric, "decision": verdict.decision,
                         "direction": verdict.direction, "pairs": verdict.pairs,
                         "difference": verdict.difference, "margin": test.margin}
        return verdict.decision != "undecided"

    def _keep(self, game: LabGame) -> None:
        with self._lock:
            self.games.append(game)
            self.version += 1
        if self.folder is not None:
            try:
                with open(self.folder / "games.jsonl", "a", encoding="utf-8") as out:
                    out.write(json.dumps(game.to_json()) + "\n")
            except OSError as exc:
                self.error = f"games are not being kept: {exc.strerror or exc}"

    def stop(self, wait: float = 0.0) -> None:
        """Stop: the run's thread ends its workers within a fifth of a second (`wait`
        seconds are waited for it, when the window closes); every finished game stays."""
        self.stopped = True
        if wait and self._thread is not None:
            self._thread.join(timeout=wait)

    # -- reading -----------------------------------------------------------------------
    def finished_games(self) -> list[LabGame]:
        with self._lock:
            return sorted(self.games, key=lambda g: (g.variant, g.index))

    def games_since(self, count: int) -> list[LabGame]:
        """The games finished after the first `count`, in the order they came in."""
        with self._lock:
            return self.games[count:]

    def report_inputs(self) -> tuple[LabPlan, int, list[list[GameRecord]]] | None:
        """What `report_of` needs, gathered cheaply (None until every variant has a game):
        the lab screen hands it to its chart helper, so that the metrics, which take
        milliseconds once games pile up, are not computed in a frame."""
        by_variant: list[list[GameRecord]] = [[] for _ in self.plan.variants]
        for game in self.finished_games():
            by_variant[game.variant].append(game.record)
        if not all(by_variant):
            return None
        return self.plan, self.jobs, by_variant

    def report(self) -> dict[str, Any] | None:
        """The comparison so far in `lab`'s shape (None until every variant has a game)."""
        inputs = self.report_inputs()
        return report_of(*inputs) if inputs is not None else None


def report_of(plan: LabPlan, jobs: int, by_variant: list[list[GameRecord]]) -> dict[str, Any]:
    """The comparison of a run's games, one list of records per variant, in `lab`'s shape."""
    from shifting_sands.games import get_spec

    spec = get_spec(plan.game)
    known = spec.variants()
    columns = []
    for name, records in zip(plan.variants, by_variant, strict=True):
        records = sorted(records, key=lambda r: r.seed)
        summary = SimulationSummary(spec.id, plan.players,
                                    [plan.bots[i % len(plan.bots)]
                                     for i in range(plan.players)],
                                    records=records, seconds=0.0, variant=name,
                                    swap=plan.swap, jobs=jobs)
        title = known[name].title if name in known else name
        columns.append({"label": name, "variant": name, "title": title,
                        "players": plan.players, "summary": summary.to_json()})
    return {"game": spec.id, "title": spec.title, "games": plan.games,
            "bots": list(plan.bots), "seed": plan.seed, "swap": plan.swap,
            "variants": columns}


def new_run_folder() -> Path:
    """A fresh folder for a run; the oldest runs beyond RUNS_KEPT are removed."""
    import shutil

    root = lab_dir()
    runs = sorted(p for p in root.glob("run-*") if p.is_dir())
    for old in runs[: max(0, len(runs) - RUNS_KEPT + 1)]:
        shutil.rmtree(old, ignore_errors=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return root / f"run-{stamp}"


def latest_run() -> LabRun | None:
    """The most recent run kept on disk, as far as it got (None if none reads)."""
    runs = sorted((p for p in lab_dir().glob("run-*") if p.is_dir()), reverse=True)
    for folder in runs:
        try:
            return read_run(folder)
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return None


def read_run(folder: Path) -> LabRun:
    """A run from its folder; a game line cut short by a closed window is left out."""
    header = json.loads((folder / "plan.json").read_text(encoding="utf-8"))
    plan_data = header["plan"]
    plan = LabPlan(plan_data["game"], tuple(plan_data["variants"]), int(plan_data["games"]),
                   tuple(plan_data["bots"]), int(plan_data["seed"]), int(plan_data["players"]),
                   bool(plan_data["swap"]), bool(plan_data.get("until_decided", False)))
    run = LabRun(plan, folder=folder, own=dict(header.get("own", {})))
    path = folder / "games.jsonl"
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                run.games.append(LabGame.from_json(json.loads(line)))
            except (ValueError, KeyError, TypeError):
                continue
    run.finished = run.done >= run.total or run._decided()
    run.stopped = not run.finished
    run.version = run.done
    return run


__all__ = ["LabGame", "LabPlan", "LabRun", "idle_workers", "latest_run", "new_run_folder",
           "play_logged", "quiet_worker", "read_run"]
