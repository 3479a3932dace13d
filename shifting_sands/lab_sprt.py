"""The sequential test behind `lab --until-decided`: does a per-game share (a seat's or the
team's win rate, games ended by the round limit, games nobody won) differ between two
variants by more than a stated margin?

Both variants play the same seeds, so game i of one and game i of the other make a pair,
and the test reads each pair's difference d = B - A. It is Wald's sequential probability
ratio test (SPRT), two-sided as two one-sided tests of "no difference" (mean d = 0)
against "B ahead by the margin" (+margin) and "B behind by it" (-margin), each at alpha/2,
so the chance of calling a difference where there is none is at most `alpha`, and the
chance of missing one of the margin at most `beta` (Wald's bounds are slightly
conservative). The log-likelihood ratio is the normal approximation fishtest's GSPRT uses,
its variance estimated from the pairs so far, never below what a 0/1 share moved by the
margin must have (margin * (1 - margin)), so a quiet start decides nothing too soon.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import NormalDist

MIN_PAIRS = 10
"""No decision is taken on fewer pairs."""


@dataclass(frozen=True)
class Verdict:
    decision: str
    """"differs" (one of the alternatives accepted), "same" (both nulls accepted) or
    "undecided" (keep playing)."""
    pairs: int
    difference: float
    """The mean of B - A so far."""
    llr_plus: float
    llr_minus: float
    direction: int = 0
    """+1 when B is ahead, -1 behind, 0 otherwise (for "differs")."""
    variance: float = 0.0
    """The variance of the differences the ratio used (never below the floor)."""


@dataclass(frozen=True)
class Sprt:
    """The test's settings: the margin on the share's scale (0.05 = five points) and the
    two error rates."""

    margin: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not 0 < self.margin < 1:
            raise ValueError(f"the margin takes a share between 0 and 1, not {self.margin:g}")
        for name, rate in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 < rate < 0.5:
                raise ValueError(f"{name} takes an error rate between 0 and 0.5, not {rate:g}")

    @property
    def upper(self) -> float:
        """At or above it, a one-sided test accepts its alternative."""
        return math.log((1 - self.beta) / (self.alpha / 2))

    @property
    def lower(self) -> float:
        """At or below it, a one-sided test accepts "no difference"."""
        return math.log(self.beta / (1 - self.alpha / 2))

    def variance(self, count: int, total: float, squares: float) -> float:
        mean = total / count
        return max(squares / count - mean * mean, self.margin * (1 - self.margin))

    def verdict(self, count: int, total: float, squares: float) -> Verdict:
        """The decision after `count` pairs whose differences sum to `total` and whose
        squares sum to `squares` (what `Tally` keeps)."""
        if count == 0:
            return Verdict("undecided", 0, 0.0, 0.0, 0.0)
        var = self.variance(count, total, squares)
        plus = self.margin / var * (total - count * self.margin / 2)
        minus = self.margin / var * (-total - count * self.margin / 2)
        difference = total / count
        decision, direction = "undecided", 0
        if count < MIN_PAIRS:
            pass
        elif plus >= self.upper or minus >= self.upper:
            decision, direction = "differs", 1 if plus >= minus else -1
        elif plus <= self.lower and minus <= self.lower:
            decision = "same"
        return Verdict(decision, count, difference, plus, minus, direction, var)

    def fixed_pairs(self, variance: float) -> int:
        """The pairs a test of a fixed count would need for the same error rates, at this
        variance of the differences: ((z(1 - alpha/2) + z(1 - beta)) * sd / margin)^2."""
        z = NormalDist().inv_cdf
        spread = max(variance, self.margin * (1 - self.margin))
        return math.ceil(((z(1 - self.alpha / 2) + z(1 - self.beta)) / self.margin) ** 2
                         * spread)


@dataclass
class Tally:
    """The running sums of the pairs' differences."""

    count: int = 0
    total: float = 0.0
    squares: float = 0.0

    def add(self, differences: Sequence[float]) -> None:
        for d in differences:
            self.count += 1
            self.total += d
            self.squares += d * d

    @property
    def variance(self) -> float:
        if self.count < 2:
            return 0.0
        mean = self.total / self.count
        return max(0.0, (self.squares - self.count * mean * mean) / (self.count - 1))


def run_sequential(test: Sprt, pairs: Iterable[tuple[float, float]], look_every: int = 1
                   ) -> Verdict:
    """Feed `pairs` (A's share, B's share per game) in rounds of `look_every` and return
    the first decision, or the last verdict when they run out (the cap). Pairs after the
    decision are never drawn."""
    tally = Tally()
    verdict = Verdict("undecided", 0, 0.0, 0.0, 0.0)
    source = iter(pairs)
    while chunk := list(itertools.islice(source, look_every)):
        tally.add([b - a for a, b in chunk])
        verdict = test.verdict(tally.count, tally.total, tally.squares)
        if verdict.decision != "undecided":
            return verdict
    return verdict
