"""The log tells what happened (issue 33): a hit too small to flip any unit says that no step
was lost (N11), on both sides of a fight; a hit that flips one, or no hit, says nothing more."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.log import describe

from .north_africa_builders import (
    ALLIED,
    AXIS,
    attack,
    cairo_front,
    empty_table,
    events_of,
    place,
    roll,
)

NAMES = ("Amira", "Tariq")


def panzer_on_cairo():
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    attack(state, "Cairo", ["Alexandria"])
    return state


def test_n11_a_hit_too_small_to_flip_a_unit_says_no_step_was_lost():
    state = panzer_on_cairo()
    events = roll(state, 1, 1)  # 2 against uk_6 (3 a step), 1 against de_21pz (3)
    assert events_of(events, ev.StepLost) == []
    assert events_of(events, ev.NoStepLost) == [ev.NoStepLost(ALLIED, 2, 3),
                                                ev.NoStepLost(AXIS, 1, 3)]
    assert [describe(e, NAMES) for e in events_of(events, ev.NoStepLost)] == [
        "The Allies lose no step: 2 loss points cannot flip a unit (the smallest step "
        "takes 3).",
        "The Axis loses no step: 1 loss point cannot flip a unit (the smallest step "
        "takes 3)."]
    order = [type(e) for e in events]
    assert order.index(ev.NoStepLost) < order.index(ev.CombatEnded)


def test_no_such_line_when_a_step_is_lost_or_nothing_was_hit():
    state = panzer_on_cairo()
    events = roll(state, 6, 6)  # 3 (7-9, a 6 is 5 bold) against uk_6, 3 against de_21pz
    assert events_of(events, ev.StepLost) and not events_of(events, ev.NoStepLost)
    state = empty_table()
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_matruh", "Cairo")  # a battlegroup: 1 a step
    attack(state, "Cairo", ["Alexandria"])
    events = roll(state, 1, 1)  # 2 against uk_matruh (two steps), 0 against de_21pz
    assert [e.loss for e in events_of(events, ev.Fired)] == [2, 0]
    assert len(events_of(events, ev.StepLost)) == 2
    assert events_of(events, ev.NoStepLost) == []
