"""`bench`'s memory figure: the peak RSS of each game, played in a process of its own.

ARCHITECTURE.md's budget is "peak RSS <= 200 MB in any game". The bench process holds the
five games' scenes, art and bots one after another, and freed memory is not given back to
the system, so its own peak is the sum of what the games leave behind, not what a player's
game costs. Here each game gets a fresh interpreter that does what its player's window does
at its largest: the table mid-game, its frames, a `hard` bot thinking, then the whole game's
end with its full log on the table (`bench.memory_of_one_game`, run as
`python -m shifting_sands.bench --memory-of GAME`, prints that process's peak in MB).
"""

from __future__ import annotations

import json
import subprocess
import sys

MEMORY_FLAG = "--memory-of"
"""`python -m shifting_sands.bench --memory-of GAME` plays one game and prints its peak."""
MEMORY_FRAMES = 120
"""Frames of each kind played in the game's process (two seconds at 60 Hz)."""
TIMEOUT_S = 300.0


def own_peak_rss_mb() -> float:
    """This process's own peak RSS in MB. On Linux `getrusage`'s peak is inherited through
    fork and exec (a game started by a 190 MB bench would report 190 MB), so the memory
    map's own high-water mark (VmHWM, new at exec) is read where there is one."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError, IndexError):
        pass
    return peak_rss_mb()


def peak_rss_mb() -> float:
    """getrusage's peak RSS of this process in MB (NaN where there is none: Windows)."""
    try:
        import resource
    except ImportError:  # Windows
        return float("nan")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024, 1)


def measure_game_memory(game_id: str) -> float | None:
    """Peak RSS in MB of `game_id` played in a fresh process (None where that cannot be
    run: a frozen build has no module runner, or the process failed)."""
    if getattr(sys, "frozen", False):
        return None
    try:
        done = subprocess.run([sys.executable, "-m", "shifting_sands.bench", MEMORY_FLAG, game_id],
                              capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0 or not done.stdout.strip():
        return None
    try:
        return float(json.loads(done.stdout.strip().splitlines()[-1]))
    except ValueError:
        return None


def measure_games_memory(game_ids: list[str], at_once: int = 2) -> dict[str, float | None]:
    """`measure_game_memory` of each game, `at_once` processes at a time (a process's peak
    does not depend on its neighbours; the timed measures are over by then)."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=at_once) as pool:
        return dict(zip(game_ids, pool.map(measure_game_memory, game_ids), strict=True))
