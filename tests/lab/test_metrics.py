"""The design metrics on games whose values are known: the scripted toy (every game the
same), hand-made lead stories and intervals checked against their formulas."""

from __future__ import annotations

import json
import math

import pytest

from shifting_sands.lab_metrics import design_metrics, flat_metrics, lead_story
from shifting_sands.lab_metrics.intervals import mean, quantile, ratio, share
from shifting_sands.rules.protocol import Options
from shifting_sands.sim import legal_bucket, play_one
from tests.lab.script_toy import ScriptSpec


def _value(metrics: dict, name: str) -> float:
    return flat_metrics(metrics)[name]["value"]


def test_the_scripted_game_gives_every_metric_its_known_value() -> None:
    records = [play_one(ScriptSpec(), seed, ["random", "random"], Options(variant="comeback"))
               for seed in range(6)]
    metrics = design_metrics(records, 2)
    assert _value(metrics, "win_rate.seat1") == 1.0
    assert _value(metrics, "win_rate.seat2") == 0.0
    assert metrics["seat_advantage"]["seat"] == 1
    assert _value(metrics, "seat_advantage") == 0.5
    assert _value(metrics, "round_limit") == 0.0
    assert _value(metrics, "no_winner") == 0.0
    assert _value(metrics, "length.median") == 4
    assert _value(metrics, "branching.mean") == 2.0
    assert [_value(metrics, f"branching.{q}") for q in ("q1", "median", "q3")] == [1, 2, 3]
    assert _value(metrics, "real_choice") == 0.5
    assert _value(metrics, "lead_changes") == 2
    assert _value(metrics, "drama") == 2
    assert _value(metrics, "comeback") == 1.0
    assert _value(metrics, "decisiveness") == pytest.approx(0.6)
    # every game alike: a mean's interval is the value itself
    assert flat_metrics(metrics)["lead_changes"]["low"] == 2
    assert metrics["team_win_rate"] is None


def test_games_ended_by_the_clock_are_counted_and_have_no_winner() -> None:
    spec = ScriptSpec()
    records = [play_one(spec, seed, ["random", "random"], Options(variant=variant))
               for seed, variant in enumerate(["clock", "comeback", "clock", "clock"])]
    metrics = design_metrics(records, 2)
    assert _value(metrics, "round_limit") == 0.75
    assert _value(metrics, "no_winner") == 0.75
    assert metrics["drama"]["n"] == 1  # only the game somebody won tells a winner's story
    assert _value(metrics, "lead_changes") == pytest.approx((0 + 2 + 0 + 0) / 4)


def test_a_sweep_row_gives_the_same_metrics_as_the_record() -> None:
    record = play_one(ScriptSpec(), 1, ["random", "random"], Options(variant="comeback"))
    row = json.loads(json.dumps(record.row() | {"cooperative": False}))
    assert design_metrics([row], 2) == design_metrics([record], 2)


def test_without_a_signal_the_lead_figures_are_left_out() -> None:
    class Silent(ScriptSpec):
        def leader_signal(self, state: object) -> None:
            return None

    record = play_one(Silent(), 1, ["random", "random"], Options(variant="comeback"))
    metrics = design_metrics([record], 2)
    assert record.lead_changes is None
    assert metrics["lead_changes"] is None and metrics["decisiveness"] is None
    assert "lead_changes" not in flat_metrics(metrics)


@pytest.mark.parametrize(("signals", "winners", "changes", "deficit", "decided"), [
    ([(0, 0), (1, 0), (2, 0)], (0,), 0, 0.0, 1 / 3),       # led from the first lead on
    ([(0, 0), (0, 2), (3, 2), (3, 3)], (0,), 1, 2.0, 1.0),  # a final tie: never alone ahead
    ([(1, 0), (1, 1), (2, 1)], (0,), 0, 0.0, 2 / 3),        # a tie breaks no lead
    ([(0, 0), (1, 0), (0, 1)], (0, 1), 1, None, None),      # a shared win tells no drama
])
def test_lead_stories_by_hand(signals: list, winners: tuple, changes: int,
                              deficit: float | None, decided: float | None) -> None:
    story = lead_story(signals, winners)
    assert story.lead_changes == changes
    assert story.deficit == deficit
    assert story.decided_at == (pytest.approx(decided) if decided is not None else None)


def test_a_team_plays_against_even_chances() -> None:
    story = lead_story([(0.2, 0.2), (0.6, 0.6), (0.4, 0.4), (0.9, 0.9)], (0, 1),
                       cooperative=True)
    assert story.lead_changes == 3  # the game leads, then the team, the game, the team
    assert story.deficit == pytest.approx(0.3)
    assert story.decided_at == pytest.approx(3 / 4)
    lost = lead_story([(0.6, 0.6), (0.1, 0.1)], (), cooperative=True)
    assert lost.deficit == pytest.approx(0.1)  # the game, the winner, trailed 0.6 to 0.5


def test_intervals_follow_their_formulas() -> None:
    wilson = share(5, 10)
    assert (round(wilson.low, 4), round(wilson.high, 4)) == (0.2366, 0.7634)
    spread = mean([1.0, 2.0, 3.0, 4.0])
    assert spread.high - spread.value == pytest.approx(1.96 * math.sqrt(5 / 3) / 2)
    same = ratio([2.0, 4.0, 6.0], [1.0, 2.0, 3.0])
    assert (same.value, same.low, same.high) == (2.0, 2.0, 2.0)
    assert quantile([{1: 1, 2: 1}, {3: 1, 4: 1, 5: 1}], 0.5).value == 3
    uneven = ratio([0.0, 10.0], [10.0, 10.0])
    assert uneven.low < 0.5 < uneven.high


def test_legal_counts_are_kept_short() -> None:
    assert [legal_bucket(n) for n in (1, 99, 100, 1536, 1549, 12345)] == [
        1, 99, 100, 1500, 1500, 12000]
