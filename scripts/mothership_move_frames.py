"""CPU time (thread time) of the frame in which a move lands on the Mothership's mid-game table
(issue 37): the bench's table, a legal move submitted (no landing, which ends the game), then
the next frame timed, drawn and presented. Prints one JSON line: the median, the max and the
slowest frames with their moves. Run it in fresh processes, before and after in turn.

    PYTHONPATH=. python scripts/mothership_move_frames.py [MOVES]
"""

from __future__ import annotations

import json
import statistics
import sys
import time

from shifting_sands.app import App
from shifting_sands.bench import mid_game
from shifting_sands.games import get_spec
from shifting_sands.rules.rng import GameRng
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match

MOVES_A_TABLE = 15


def frame(app: App) -> None:
    app.frame(1 / 60, [])
    app.present()


def measure(want: int) -> list[tuple[float, str]]:
    spec = get_spec("mothership")
    seed, moves = mid_game(spec)
    times: list[tuple[float, str]] = []
    table = 0
    while len(times) < want:
        table += 1
        app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720),
                  still=True)
        match = demo_match(spec, seed=seed, moves=moves, players=None, seat=0)
        start_match(app, match, autosave=False)
        rng = GameRng(table)
        for _ in range(4):
            frame(app)
        for _ in range(MOVES_A_TABLE):
            if match.state.outcome() is not None or len(times) >= want:
                break
            legal = match.state.legal_actions()
            action = rng.choice([a for a in legal if type(a).__name__ != "Land"] or legal)
            app.scenes.top.submit(action)
            start = time.thread_time()
            frame(app)
            times.append(((time.thread_time() - start) * 1000, type(action).__name__))
            for _ in range(2):
                frame(app)
    return times


def main() -> None:
    times = measure(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
    ms = [t for t, _kind in times]
    print(json.dumps({"moves": len(ms), "median_ms": round(statistics.median(ms), 2),
                      "max_ms": round(max(ms), 2),
                      "slowest": [(round(t, 2), kind) for t, kind in sorted(times)[-5:]]}))


if __name__ == "__main__":
    main()
