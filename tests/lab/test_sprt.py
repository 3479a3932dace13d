"""The sequential test's error rates, checked by simulation on toy variants whose
difference is known: pure Bernoulli pairs, no game played, so the check stays cheap."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest

from shifting_sands.lab_sprt import MIN_PAIRS, Sprt, run_sequential

RUNS = 300
CAP = 3000


def _pairs(rng: random.Random, rate_a: float, rate_b: float, linked: float
           ) -> Iterator[tuple[float, float]]:
    """Games of variants A and B on the same seeds (CAP at most, drawn as the test asks):
    with chance `linked` a pair shares its luck (the same deal decides both), else the
    two are independent."""
    for _ in range(CAP):
        luck = rng.random()
        other = luck if rng.random() < linked else rng.random()
        yield float(luck < rate_a), float(other < rate_b)


def _rates(test: Sprt, rate_a: float, rate_b: float, linked: float, seed: int,
           look_every: int = 20) -> tuple[float, float, float]:
    """(share deciding "differs", share deciding "same", mean pairs used) over RUNS runs."""
    rng = random.Random(seed)
    verdicts = [run_sequential(test, _pairs(rng, rate_a, rate_b, linked), look_every)
                for _ in range(RUNS)]
    return (sum(v.decision == "differs" for v in verdicts) / RUNS,
            sum(v.decision == "same" for v in verdicts) / RUNS,
            sum(v.pairs for v in verdicts) / RUNS)


def _bound(rate: float) -> float:
    """The rate plus three standard errors of a share measured over RUNS runs."""
    return rate + 3 * math.sqrt(rate * (1 - rate) / RUNS)


@pytest.mark.parametrize(("rate_a", "linked"), [(0.5, 0.0), (0.3, 0.8)])
def test_no_difference_is_called_a_difference_at_most_alpha_of_the_time(
        rate_a: float, linked: float) -> None:
    test = Sprt(0.1, alpha=0.05, beta=0.05)
    differs, same, used = _rates(test, rate_a, rate_a, linked, seed=11)
    assert differs <= _bound(0.05)
    assert differs + same == 1.0  # the cap was never reached
    # and it took fewer games than a fixed count with the same error rates
    variance = 2 * rate_a * (1 - rate_a) * (1 - linked)
    assert used < test.fixed_pairs(variance)


@pytest.mark.parametrize(("rate_a", "shift", "linked"), [
    (0.5, 0.1, 0.0), (0.5, -0.1, 0.0), (0.8, 0.1, 0.5)])
def test_a_difference_of_the_margin_is_missed_at_most_beta_of_the_time(
        rate_a: float, shift: float, linked: float) -> None:
    test = Sprt(0.1, alpha=0.05, beta=0.05)
    differs, same, _ = _rates(test, rate_a, rate_a + shift, linked, seed=12)
    assert same <= _bound(0.05)
    assert differs >= 0.9


def test_looser_error_rates_decide_sooner() -> None:
    strict = _rates(Sprt(0.1, 0.01, 0.01), 0.5, 0.6, 0.0, seed=13)[2]
    loose = _rates(Sprt(0.1, 0.2, 0.2), 0.5, 0.6, 0.0, seed=13)[2]
    assert loose < strict / 2


def test_identical_variants_decide_when_the_floor_allows_and_not_before() -> None:
    test = Sprt(0.2)
    verdict = run_sequential(test, [(1.0, 1.0)] * 100, look_every=1)
    # -n m / (2 (1 - m)) reaches log(beta / (1 - alpha/2)) at n = 24 for m = 0.2
    assert verdict.decision == "same" and verdict.pairs == 24 > MIN_PAIRS
    assert run_sequential(test, [(1.0, 1.0)] * 9).decision == "undecided"


@pytest.mark.parametrize(("margin", "alpha", "beta"), [
    (0.0, 0.05, 0.05), (1.0, 0.05, 0.05), (0.1, 0.0, 0.05), (0.1, 0.05, 0.5)])
def test_settings_out_of_range_are_refused(margin: float, alpha: float, beta: float) -> None:
    with pytest.raises(ValueError):
        Sprt(margin, alpha, beta)
