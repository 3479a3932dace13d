"""95% intervals for the design metrics, each fitted to how its numbers were sampled.

Games are independent, so a share of games takes the Wilson interval and a mean over games
the normal one. Decisions are not: the legal-action counts of one game move together, so a
figure pooled over decisions is a ratio of per-game totals, and its interval comes from the
spread of those totals between games (the cluster ratio estimator); its quantiles take
Woodruff's interval, read off that estimator at the quantile.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

Z95 = 1.96


@dataclass(frozen=True)
class Estimate:
    """A figure and its 95% interval, over `n` games."""

    value: float
    low: float
    high: float
    n: int

    def to_json(self) -> dict[str, float | int]:
        return {"value": round(self.value, 4), "low": round(self.low, 4),
                "high": round(self.high, 4), "n": self.n}


def share(successes: float, trials: int) -> Estimate:
    """A share of games, with the Wilson score interval (sound near 0% and 100%)."""
    if trials <= 0:
        return Estimate(0.0, 0.0, 0.0, 0)
    rate = successes / trials
    z2 = Z95 * Z95
    denominator = 1 + z2 / trials
    centre = (rate + z2 / (2 * trials)) / denominator
    half = Z95 * math.sqrt(rate * (1 - rate) / trials + z2 / (4 * trials * trials)) / denominator
    return Estimate(rate, max(0.0, centre - half), min(1.0, centre + half), trials)


def mean(values: Sequence[float]) -> Estimate:
    """The mean of one number per game, with the normal interval (none below two games)."""
    n = len(values)
    if n == 0:
        return Estimate(0.0, 0.0, 0.0, 0)
    average = sum(values) / n
    if n < 2:
        return Estimate(average, average, average, n)
    spread = math.sqrt(sum((v - average) ** 2 for v in values) / (n - 1))
    half = Z95 * spread / math.sqrt(n)
    return Estimate(average, average - half, average + half, n)


def ratio(numerators: Sequence[float], denominators: Sequence[float]) -> Estimate:
    """sum(numerators) / sum(denominators), one pair per game, with the cluster interval."""
    n = len(numerators)
    total = sum(denominators)
    if n == 0 or total <= 0:
        return Estimate(0.0, 0.0, 0.0, n)
    value = sum(numerators) / total
    if n < 2:
        return Estimate(value, value, value, n)
    residual = sum((y - value * x) ** 2 for y, x in zip(numerators, denominators, strict=True))
    half = Z95 * math.sqrt(n / (n - 1) * residual) / total
    return Estimate(value, value - half, value + half, n)


Histogram = Mapping[int, int]
"""value -> how many times it was seen (in one game)."""


def _pooled(histograms: Sequence[Histogram]) -> list[tuple[int, int]]:
    pooled: dict[int, int] = {}
    for histogram in histograms:
        for value, count in histogram.items():
            pooled[value] = pooled.get(value, 0) + count
    return sorted(pooled.items())


def _at_rank(pooled: list[tuple[int, int]], rank: int) -> int:
    """The value at 0-based `rank` of the pooled, sorted sample."""
    seen = 0
    for value, count in pooled:
        seen += count
        if rank < seen:
            return value
    return pooled[-1][0]


def _interpolated(pooled: list[tuple[int, int]], total: int, q: float) -> float:
    position = (total - 1) * min(1.0, max(0.0, q))
    low = math.floor(position)
    below, above = _at_rank(pooled, low), _at_rank(pooled, min(low + 1, total - 1))
    return below + (above - below) * (position - low)


def quantile(histograms: Sequence[Histogram], q: float) -> Estimate:
    """The q-quantile of every value of every game pooled (interpolated as `sim.quantile`),
    with Woodruff's interval: the share of values at or below it has a cluster interval,
    and the quantiles at that share's ends bound it."""
    pooled = _pooled(histograms)
    total = sum(count for _, count in pooled)
    if total == 0:
        return Estimate(0.0, 0.0, 0.0, len(histograms))
    value = _interpolated(pooled, total, q)
    at_most = [sum(c for v, c in h.items() if v <= value) for h in histograms]
    sizes = [sum(h.values()) for h in histograms]
    spread = ratio(at_most, sizes)
    half = (spread.high - spread.low) / 2
    low = _interpolated(pooled, total, q - half)
    high = _interpolated(pooled, total, q + half)
    return Estimate(value, min(low, value), max(high, value), len(histograms))
