"""Synthesise the game's short sound effects into assets/sounds/ (deterministic WAV files).

Run `python scripts/make_sounds.py`. Only the standard library is used: each effect is
a few enveloped sine or filtered-noise voices, kept soft so they sit under play.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(t: float, length: float, attack: float = 0.005, release: float = 0.6) -> float:
    if t < attack:
        return t / attack
    return max(0.0, 1 - (t - attack) / max(1e-6, length * release)) ** 2


def render(length: float, voice: Callable[[float], float]) -> list[float]:
    return [voice(i / RATE) for i in range(int(length * RATE))]


def slide() -> list[float]:
    """Stone on stone: low filtered noise with a gentle swell."""
    rng = random.Random(1)
    state = 0.0
    samples = []
    for i in range(int(0.32 * RATE)):
        t = i / RATE
        state += 0.08 * (rng.uniform(-1, 1) - state)
        swell = math.sin(math.pi * t / 0.32)
        samples.append(state * swell * 2.2)
    return samples


def flip() -> list[float]:
    """A wooden knock: two short damped tones."""
    def voice(t: float) -> float:
        first = math.sin(2 * math.pi * 420 * t) * envelope(t, 0.08, release=0.5)
        second = math.sin(2 * math.pi * 610 * t) * envelope(t - 0.09, 0.08, release=0.5) * (
            t > 0.09)
        return 0.45 * (first + second)
    return render(0.22, voice)


def score() -> list[float]:
    """A warm rising chime of three notes."""
    notes = [(0.0, 523.3), (0.09, 659.3), (0.18, 784.0)]

    def voice(t: float) -> float:
        total = 0.0
        for start, freq in notes:
            if t >= start:
                u = t - start
                total += (math.sin(2 * math.pi * freq * u)
                          + 0.3 * math.sin(4 * math.pi * freq * u)) * envelope(u, 0.6)
        return 0.22 * total
    return render(0.8, voice)


def card() -> list[float]:
    """A card swish: short bright noise burst."""
    rng = random.Random(2)
    last = 0.0
    samples = []
    for i in range(int(0.12 * RATE)):
        t = i / RATE
        noise = rng.uniform(-1, 1)
        bright, last = noise - last, noise
        samples.append(0.35 * bright * envelope(t, 0.12, attack=0.01, release=0.9))
    return samples


def turn() -> list[float]:
    """End of a turn: a soft low bell."""
    def voice(t: float) -> float:
        return 0.35 * (math.sin(2 * math.pi * 196 * t)
                       + 0.5 * math.sin(2 * math.pi * 392.5 * t)) * envelope(t, 0.7)
    return render(0.7, voice)


def fail() -> list[float]:
    """A refused move or a strike: a short falling tone."""
    def voice(t: float) -> float:
        freq = 330 - 160 * t / 0.3
        return 0.35 * math.sin(2 * math.pi * freq * t) * envelope(t, 0.3, release=0.9)
    return render(0.3, voice)


def win() -> list[float]:
    """Fanfare for the results screen: a major arpeggio with a held top note."""
    notes = [(0.0, 392.0), (0.12, 493.9), (0.24, 587.3), (0.36, 784.0)]

    def voice(t: float) -> float:
        total = 0.0
        for start, freq in notes:
            if t >= start:
                u = t - start
                total += math.sin(2 * math.pi * freq * u) * envelope(u, 1.2, release=0.8)
        return 0.2 * total
    return render(1.5, voice)


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-6, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak)
    frames = b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767))
                      for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(frames)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, maker in [("slide", slide), ("flip", flip), ("score", score), ("card", card),
                        ("turn", turn), ("fail", fail), ("win", win)]:
        write(name, maker())
        print(f"assets/sounds/{name}.wav")


if __name__ == "__main__":
    main()
