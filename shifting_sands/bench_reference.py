"""What this machine does in the same run as `bench`: the reference every figure is divided by.

The machines we measure on differ by about 3x, and a shared one from minute to minute, so an
absolute frame time says little about the code. Two references are measured beside the
scenes and the launcher, in the same run and under the same load:

- a reference frame: a bare pygame-ce loop that blits one full-screen image and
  REFERENCE_SPRITES cached sprites and flips (the cost of drawing a screen from caches);
- a bare window's start-up: a fresh process that imports pygame-ce, opens the window and
  draws one line of text, timed exactly as the launcher's start-up is.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REFERENCE_SPRITES = 100
SPRITE_SIZE = 64
STARTUP_ENV = "SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME"
BARE_WINDOW = """\
import time
import pygame
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
screen.fill((20, 14, 10))
font = pygame.font.Font(None, 32)
screen.blit(font.render("Shifting Sands", True, (240, 220, 180)), (40, 40))
pygame.display.flip()
print(f"first-frame {time.time():.6f}", flush=True)
pygame.quit()
"""
"""The bare window: what any pygame-ce program pays before its first frame."""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def frame_figures(times: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(times), 3), "p99": round(percentile(times, 0.99), 3)}


def measure_reference_frame(frames: int = 360) -> dict[str, float]:
    """Median and p99 ms of a frame drawn from caches on the open display (an App's)."""
    import pygame

    screen = pygame.display.get_surface()
    if screen is None:
        raise RuntimeError("the reference frame needs an open window")
    width, height = screen.get_size()
    backdrop = pygame.Surface((width, height)).convert()
    for row in range(0, height, 40):  # a picture, not a flat fill the blitter could skip
        backdrop.fill((180 + row % 60, 140, 90 + row % 40), (0, row, width, 40))
    sprites = []
    for index in range(REFERENCE_SPRITES):
        sprite = pygame.Surface((SPRITE_SIZE, SPRITE_SIZE), pygame.SRCALPHA).convert_alpha()
        pygame.draw.circle(sprite, (40 + index, 90, 160, 220), (32, 32), 30)
        sprites.append((sprite, ((index * 97) % (width - SPRITE_SIZE),
                                 (index * 53) % (height - SPRITE_SIZE))))
    times: list[float] = []
    for _ in range(frames):
        started = time.perf_counter()
        screen.blit(backdrop, (0, 0))
        screen.blits(sprites, doreturn=False)
        pygame.display.flip()
        times.append((time.perf_counter() - started) * 1000)
    return frame_figures(times)


def startup_env() -> dict[str, str]:
    """The environment of every start-up run. Bytecode is kept in a cache folder of the
    bench's own, so that a start costs what it costs a player (whose copy compiled its
    modules once) even where PYTHONDONTWRITEBYTECODE is set: compiling fifty modules anew
    at every start was a third of the launcher's start-up here, and none of the bare
    window's, whose pygame-ce is compiled when installed."""
    from shifting_sands.paths import cache_dir

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", **{STARTUP_ENV: "1"})
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(cache_dir()) / "bytecode")
    return env


def bare_command() -> list[str] | None:
    """The bare window's command, or None in a frozen build (no interpreter to run it)."""
    if getattr(sys, "frozen", False):
        return None
    return [sys.executable, "-c", BARE_WINDOW]


def first_frame(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting `command` to the first frame it reports."""
    started = time.time()
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
    stamp = [line for line in result.stdout.splitlines() if line.startswith("first-frame ")]
    if result.returncode != 0 or not stamp:
        raise RuntimeError(f"start-up run failed: {result.stderr.strip()[-300:]}")
    return float(stamp[-1].split()[1]) - started


def measure_startups(command: list[str], runs: int = 5) -> dict[str, float | None]:
    """Median seconds to the first frame of `command` and of the bare window, run in turn
    (one of each first, unmeasured, to fill the bytecode cache)."""
    env = startup_env()
    bare = bare_command()
    commands = [command] + ([bare] if bare else [])
    for each in commands:
        first_frame(each, env)
    samples: list[list[float]] = [[] for _ in commands]
    for _ in range(runs):
        for index, each in enumerate(commands):
            samples[index].append(first_frame(each, env))
    return {"launcher": round(statistics.median(samples[0]), 3),
            "bare": round(statistics.median(samples[1]), 3) if bare else None}


def ratio(value: float, reference: float | None) -> float | None:
    if not reference:
        return None
    return round(value / reference, 2)


def ratios(report: dict[str, Any]) -> dict[str, Any]:
    """Every frame figure over the reference frame's same figure (median over median, p99
    over p99: the game's own reference, measured just before it, where there is one), and
    the start-up over the bare window's."""
    overall = report.get("reference_frame_ms") or {}
    own = report.get("reference_by_game_ms") or {}
    result: dict[str, Any] = {}
    for key in ("frame_ms", "thinking_frame_ms"):
        result[key] = {game: {name: ratio(value, own.get(game, overall).get(name))
                              for name, value in figures.items()}
                       for game, figures in report.get(key, {}).items()}
    if "lab_frame_ms" in report:  # over the reference measured just before the lab's
        lab_reference = report.get("lab_reference_ms") or overall
        result["lab_frame_ms"] = {name: ratio(value, lab_reference.get(name))
                                  for name, value in report["lab_frame_ms"].items()}
    result["startup"] = ratio(report["startup_s"], report.get("bare_startup_s"))
    return result
