"""`shifting-sands bench`: what a player and a bot feel, measured on this machine.

Budgets come from ARCHITECTURE.md. Nothing here asserts: it measures and reports, beside
each figure, its multiple of a reference measured in the same run (bench_reference.py), so
that runs on different or busy machines can be compared.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from typing import Any

from shifting_sands.bench_lab import measure_lab_frames
from shifting_sands.bench_memory import (
    MEMORY_FLAG,
    MEMORY_FRAMES,
    measure_games_memory,
    own_peak_rss_mb,
    peak_rss_mb,
)
from shifting_sands.bench_reference import (
    first_frame,
    frame_figures,
    measure_reference_frame,
    measure_startups,
    ratios,
    startup_env,
)
from shifting_sands.paths import resource_root
from shifting_sands.rules.rng import GameRng

BUDGETS = {
    "frame_median_ms": 2.0,
    "frame_p99_ms": 6.0,
    "startup_s": 0.5,  # ARCHITECTURE.md: process start to first launcher frame, from source
    "peak_rss_mb": 200.0,
    "bundle_mb": 90.0,
    "frozen_startup_s": 0.8,
    "bot_normal_s": 0.5,
    "bot_hard_s": 2.0,
}
FRAMES = 360
THINKING_FRAMES = 240
"""Four seconds at 60 Hz: two to eight decisions of a `hard` bot."""
STARTUP_RUNS = 5
DEMO_SEED = 7
MIN_GAME = 20
"""Actions a demo game must last for its middle to stand for a table in play."""
_MID_GAMES: dict[str, tuple[int, int]] = {}
"""`mid_game` of each game id met in this process (each costs a whole demo game)."""


def mid_game(spec: Any) -> tuple[int, int]:
    """The seed and move count of a table mid-game: the first seed from DEMO_SEED whose whole
    demo game lasts at least MIN_GAME actions, advanced half way. The budgets are for a table
    mid-game (ARCHITECTURE.md); a fixed 25 moves at seed 7 had ended the Mothership's and the
    Ouroboros's games (seven actions) before their frames were timed."""
    from shifting_sands.screenshot import demo_match

    if spec.id in _MID_GAMES:
        return _MID_GAMES[spec.id]
    found = DEMO_SEED, 0
    for seed in range(DEMO_SEED, DEMO_SEED + 50):
        whole = demo_match(spec, seed=seed, moves=10**6, players=None, seat=0)
        if len(whole.log) >= MIN_GAME:
            found = seed, len(whole.log) // 2
            break
    _MID_GAMES[spec.id] = found
    return found


def _scene_app(game_id: str) -> tuple[Any, Any]:
    """A headless 1280x720 app showing the game's scene mid-game, and its match."""
    from shifting_sands.app import App
    from shifting_sands.games import get_spec
    from shifting_sands.screenshot import demo_match
    from shifting_sands.settings import Settings
    from shifting_sands.shell.start import start_match

    spec = get_spec(game_id)
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720))
    seed, moves = mid_game(spec)
    match = demo_match(spec, seed=seed, moves=moves, players=None, seat=0)
    start_match(app, match, autosave=False)
    for _ in range(5):
        app.frame(1 / 60, [])
    return app, match


def measure_frames(game_id: str, frames: int = FRAMES,
                   shown: tuple[Any, Any] | None = None) -> dict[str, float]:
    """Frame time of the game's scene mid-game at 1280x720, animating part of the time
    (in `shown`, an app and match from `_scene_app`, if given)."""
    app, match = shown or _scene_app(game_id)
    scene = app.scenes.top
    rng = GameRng(7)
    times: list[float] = []
    for index in range(frames):
        if index % 60 == 0 and not match.state.is_terminal():
            # make a move so that roughly half of the frames animate
            legal = [a for a in match.state.legal_actions()
                     if match.state.is_undoable(a)] or match.state.legal_actions()
            scene.submit(rng.choice(legal))
        started = time.perf_counter()
        app.frame(1 / 60, [])
        app.present()  # as the window: a kept frame is not flipped again
        times.append((time.perf_counter() - started) * 1000)
    return frame_figures(times)


def measure_frames_while_thinking(game_id: str, frames: int = THINKING_FRAMES,
                                  shown: tuple[Any, Any] | None = None) -> dict[str, float]:
    """Frame time of the game's scene, still, at 60 frames a second, while its `hard` bot
    thinks one decision after another as the window makes it think (core/bot_runner.py;
    in `shown`, as `measure_frames`). Timed from the first answer on, once the worker
    process is up. A frame does what a frame of the window does (core/game_scene.py): the
    frame a decision arrives in applies it, and the next request is asked in a later frame
    (the window's after BOT_PAUSE; here the next), never both in one."""
    from shifting_sands.core.bot_runner import BotRunner, wait_until_idle

    app, _match = shown or _scene_app(game_id)
    positions = _Positions(game_id, "hard")
    runner = BotRunner()

    def think_on() -> None:
        if runner.thinking:
            answer = runner.result()
            if answer is not None:
                positions.answer(answer)
            return
        request = positions.request()
        runner.start(request.policy, request.view, request.legal, request.rng)

    think_on()
    while (first := runner.result()) is None:
        time.sleep(0.005)
    positions.answer(first)
    times: list[float] = []
    for _ in range(frames):
        started = time.perf_counter()
        think_on()
        app.frame(1 / 60, [])
        app.present()  # as the window: a kept frame is not flipped again
        spent = time.perf_counter() - started
        times.append(spent * 1000)
        time.sleep(max(0.0, 1 / 60 - spent))
    runner.cancel()
    wait_until_idle()  # the decision under way must not run into the next measure
    return frame_figures(times)


def _command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "shifting_sands"]


def measure_startup(command: list[str], runs: int = STARTUP_RUNS) -> float:
    """Median seconds from process start to the first launcher frame on screen."""
    env = startup_env()
    first_frame(command, env)  # fills the bytecode cache
    return round(statistics.median(first_frame(command, env) for _ in range(runs)), 3)


def measure_rules(game_id: str, seconds: float = 2.0) -> float:
    """Random-playout actions per second (legal_actions + apply), restarting finished games."""
    from shifting_sands.games import get_spec

    spec = get_spec(game_id)
    rng = GameRng(3)
    players = max(2, spec.min_players)
    state = spec.new_game(0, players)
    count, seed = 0, 0
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    while time.perf_counter() < deadline:
        for _ in range(200):
            if state.is_terminal():
                seed += 1
                state = spec.new_game(seed, players)
            state.apply(rng.choice(state.legal_actions()))
            count += 1
    return round(count / (time.perf_counter() - started), 1)


BOT_VARIANTS = {"north_africa": "sonnenblume"}
"""Where a game's search levels' decisions are timed (North Africa's search in Sonnenblume
and the campaign, plan_search.SEARCHED_SCENARIOS; Sonnenblume's positions are the ones the
earlier benchmarks timed)."""
SEARCH_DECISIONS = {"normal": 8, "hard": 4}
"""Search levels think for up to 0.5 s and 2 s a move: fewer samples keep the bench short."""


class _Positions:
    """Positions where a bot of `kind` must decide, from bots-only matches it plays (a new
    match once one ends), in the scenario where the game's search levels search."""

    def __init__(self, game_id: str, kind: str) -> None:
        from shifting_sands.games import get_spec
        from shifting_sands.rules.protocol import Options

        self.spec = get_spec(game_id)
        self.kind = kind
        self.bot = self.spec.bot(kind)
        self.rng = GameRng(5)
        self.players = max(2, self.spec.min_players)
        variant = BOT_VARIANTS.get(game_id)
        self.options = Options(variant=variant) if variant else None
        self.seed = 0
        self.driver: Any = None

    def request(self) -> Any:
        """The next question for the bot (after chance's steps, in a new match if needed)."""
        from shifting_sands.rules.driver import Driver, Waiting
        from shifting_sands.rules.match import Match, Seat

        while True:
            if self.driver is None or self.driver.waiting() is Waiting.OVER:
                self.seed += 1
                match = Match(self.spec, self.seed, [Seat(self.kind, self.kind)] * self.players,
                              self.options, match_id="")
                self.driver = Driver(match, dict.fromkeys(range(self.players), self.bot),
                                     self.rng)
            if self.driver.waiting() is Waiting.CHANCE:
                self.driver.step_chance()
                continue
            return self.driver.bot_request()

    def answer(self, action: Any) -> None:
        self.driver.submit(action)


def measure_bots(game_id: str, decisions: int = 60) -> dict[str, dict[str, float]]:
    """Median and worst time to choose an action, per bot kind, over mid-game positions."""
    from shifting_sands.games import get_spec

    result = {}
    for kind in get_spec(game_id).bot_kinds():
        positions = _Positions(game_id, kind)
        times = []
        while len(times) < SEARCH_DECISIONS.get(kind, decisions):
            request = positions.request()
            started = time.perf_counter()
            action = request.answer()
            times.append(time.perf_counter() - started)
            positions.answer(action)
        result[kind] = {"median": round(statistics.median(times), 5),
                        "worst": round(max(times), 5)}
    return result


def memory_of_one_game(game_id: str) -> float:
    """In this process (a fresh one, bench_memory.py): the game's table mid-game, its frames
    and a `hard` bot thinking, then its finished table with the whole log; the peak in MB."""
    from shifting_sands.games import get_spec
    from shifting_sands.screenshot import demo_match
    from shifting_sands.shell.start import start_match

    shown = _scene_app(game_id)
    measure_frames(game_id, MEMORY_FRAMES, shown=shown)
    measure_frames_while_thinking(game_id, MEMORY_FRAMES, shown=shown)
    app, _match = shown
    spec = get_spec(game_id)
    seed, _moves = mid_game(spec)
    start_match(app, demo_match(spec, seed=seed, moves=10**6, players=None, seat=0),
                autosave=False)
    for _ in range(MEMORY_FRAMES):
        app.frame(1 / 60, [])
    return own_peak_rss_mb()


def _memory_main(argv: list[str]) -> int:
    """`python -m shifting_sands.bench --memory-of GAME`: print that game's peak in MB."""
    from shifting_sands.games import REGISTRY

    if len(argv) != 2 or argv[0] != MEMORY_FLAG or argv[1] not in REGISTRY:
        print(f"bench {MEMORY_FLAG}: expected one game id of {', '.join(REGISTRY)}",
              file=sys.stderr)
        return 2
    print(json.dumps(memory_of_one_game(argv[1])))
    return 0


def bundle_figures() -> dict[str, float]:
    root = resource_root() / "dist" / "shifting-sands"
    exe = root / ("shifting-sands.exe" if os.name == "nt" else "shifting-sands")
    if getattr(sys, "frozen", False) or not exe.exists():
        return {}
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    return {"bundle_mb": round(size / 2**20, 1), "frozen_startup_s": measure_startup([str(exe)])}


def collect() -> dict[str, Any]:
    from shifting_sands.games import REGISTRY

    report: dict[str, Any] = {"machine": machine()}
    report["frame_ms"], report["thinking_frame_ms"] = {}, {}
    report["reference_by_game_ms"] = {}
    for game in REGISTRY:
        shown = _scene_app(game)  # one window a game: more would only swell the peak memory
        # a reference frame just before each game's frames: each game is divided by the
        # load of its own minute, and the run's reference is the median of them
        report["reference_by_game_ms"][game] = measure_reference_frame(FRAMES)
        report["frame_ms"][game] = measure_frames(game, shown=shown)
        report["thinking_frame_ms"][game] = measure_frames_while_thinking(game, shown=shown)
    lab = measure_lab_frames()
    report["lab_frame_ms"], report["lab_reference_ms"] = lab["frames"], lab["reference"]
    report["lab_games_during"] = lab["games_during"]
    references = list(report["reference_by_game_ms"].values())
    report["reference_frame_ms"] = {
        name: round(statistics.median(figures[name] for figures in references), 3)
        for name in ("median", "p99")}
    startups = measure_startups(_command(), STARTUP_RUNS)
    report["startup_s"], report["bare_startup_s"] = startups["launcher"], startups["bare"]
    report["ratios"] = ratios(report)
    report["actions_per_s"] = {game: measure_rules(game) for game in REGISTRY}
    report["bot_decision_s"] = {game: measure_bots(game) for game in REGISTRY}
    report["bench_rss_mb"] = peak_rss_mb()  # all five games in one process, for comparison
    by_game = measure_games_memory(list(REGISTRY))
    report["peak_rss_by_game_mb"] = by_game
    measured = [peak for peak in by_game.values() if peak is not None]
    report["peak_rss_mb"] = max(measured) if measured else report["bench_rss_mb"]
    report.update(bundle_figures())
    return report


def machine() -> str:
    import platform

    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, " \
           f"Python {platform.python_version()}"


def _mark(value: float, budget: float) -> str:
    return "met" if value <= budget else "NOT MET"


def format_table(report: dict[str, Any]) -> str:
    """The report as a table: each figure, its multiple of the run's reference (frames over
    the reference frame, the start-up over the bare window), the absolute budget, the verdict."""
    shares = report.get("ratios") or ratios(report)
    reference = report.get("reference_frame_ms") or {}
    rows = [f"Shifting Sands bench on {report['machine']}", "",
            f"{'measure':48} {'value':>12} {'x ref':>7} {'budget':>10}  verdict"]

    def row(name: str, value: float | None, budget: float | None, unit: str,
            times: float | None = None) -> None:
        verdict = _mark(value, budget) if budget is not None and value is not None else ""
        shown_budget = f"{budget:g} {unit}" if budget is not None else "-"
        shown_times = f"{times:.2f}x" if times is not None else "-"
        shown = f"{value:>9g}" if value is not None else f"{'-':>9}"
        rows.append(f"{name:48} {shown} {unit:2} {shown_times:>7} {shown_budget:>10}  {verdict}")

    if reference:
        row("reference frame median (100 cached sprites)", reference["median"], None, "ms")
        row("reference frame p99", reference["p99"], None, "ms")
    for game, own in (report.get("reference_by_game_ms") or {}).items():
        row(f"reference frame median before {game}", own["median"], None, "ms")
        row(f"reference frame p99 before {game}", own["p99"], None, "ms")
    for key, label in (("frame_ms", ""), ("thinking_frame_ms", " while a bot thinks")):
        for game, frame in report[key].items():
            times = shares.get(key, {}).get(game, {})
            row(f"frame median{label}, {game}", frame["median"], BUDGETS["frame_median_ms"],
                "ms", times.get("median"))
            row(f"frame p99{label}, {game}", frame["p99"], BUDGETS["frame_p99_ms"], "ms",
                times.get("p99"))
    if "lab_frame_ms" in report:
        lab, times = report["lab_frame_ms"], shares.get("lab_frame_ms") or {}
        games = report.get("lab_games_during")
        row("lab reference frame median", report["lab_reference_ms"]["median"], None, "ms")
        row("lab reference frame p99", report["lab_reference_ms"]["p99"], None, "ms")
        row("frame median, Designer's lab mid-run", lab["median"], BUDGETS["frame_median_ms"],
            "ms", times.get("median"))
        row("frame p99, Designer's lab mid-run", lab["p99"], BUDGETS["frame_p99_ms"], "ms",
            times.get("p99"))
        if games is not None:
            row("lab games finished while timed", games, None, "")
    if "bare_startup_s" in report:
        row("start-up of a bare pygame-ce window", report["bare_startup_s"], None, "s")
    row("start-up to first launcher frame", report["startup_s"], BUDGETS["startup_s"], "s",
        shares.get("startup"))
    for game, rate in report["actions_per_s"].items():
        row(f"rules throughput, {game} (actions/s)", rate, None, "")
    for game, bots in report["bot_decision_s"].items():
        for kind, figures in bots.items():
            budget = BUDGETS["bot_hard_s"] if kind == "hard" else BUDGETS["bot_normal_s"]
            row(f"bot {kind} median, {game}", figures["median"], budget, "s")
            row(f"bot {kind} worst, {game}", figures["worst"], budget, "s")
    for game, peak in (report.get("peak_rss_by_game_mb") or {}).items():
        row(f"peak memory (RSS), {game} in its own process", peak, BUDGETS["peak_rss_mb"], "MB")
    row("peak memory (RSS), the worst game", report["peak_rss_mb"], BUDGETS["peak_rss_mb"],
        "MB")
    if "bench_rss_mb" in report:
        row("peak memory of this bench (all games)", report["bench_rss_mb"], None, "MB")
    if "bundle_mb" in report:
        row("one-folder bundle size", report["bundle_mb"], BUDGETS["bundle_mb"], "MB")
        row("frozen start-up", report["frozen_startup_s"], BUDGETS["frozen_startup_s"], "s")
    else:
        rows.append("(no bundle in dist/: run scripts/build to measure its size and start-up)")
    rows.append("x ref: a frame over the reference frame measured just before that game's (median "
                "over median, p99 over p99), the start-up over the bare window's; the budgets "
                "are absolute.")
    return "\n".join(rows)


def run_bench(as_json: bool = False) -> int:
    report = collect()
    print(json.dumps(report) if as_json else format_table(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(_memory_main(sys.argv[1:]))
