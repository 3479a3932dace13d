"""Each game's hooks for the design metrics: which endings are the round limit, and a
who-leads signal of one number per seat from the first state on."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec


@pytest.mark.parametrize(("game", "clock", "not_clock"), [
    ("stones", [], ["end_trigger", "solo_strikes"]),
    ("mothership", ["time_up"], ["landed", "last_alive"]),
    ("curse_reverse", ["The dream fades after 40 rounds."],
     ["First to return an item to all three temples: the curse is lifted."]),
    ("ouroboros", ["The lanterns burned out."],
     ["The Ouroboros is whole again.", "Every explorer is down."]),
    ("north_africa", ["the war ended with the Axis at 9 VP",
                      "Operation Sonnenblume ended with the Axis holding nothing: 0 points"],
     ["the Axis reached 14 VP", "the Allies hold Tunis and Tripoli"]),
])
def test_each_game_says_which_endings_are_the_round_limit(game, clock, not_clock):
    spec = get_spec(game)
    assert all(spec.ended_by_clock(reason) for reason in clock)
    assert not any(spec.ended_by_clock(reason) for reason in not_clock)


@pytest.mark.parametrize("game", ["stones", "mothership", "curse_reverse", "ouroboros",
                                  "north_africa"])
def test_each_game_gives_one_number_per_seat(game):
    spec = get_spec(game)
    players = max(spec.min_players, min(spec.max_players, 3))
    signal = spec.leader_signal(spec.new_game(1, players))
    assert len(signal) == players
    assert all(isinstance(value, float) for value in signal)
