"""Activation prices with their terms and the reasons a space cannot be activated (rulings
N6, N34; issue 33): the words count exactly what `activation_cost` charges, and
`explain_illegal` says which reason holds."""

from __future__ import annotations

import random

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.costs import activation_terms, cost_parts, cost_words
from shifting_sands.games.north_africa.rules.operations import activation_cost
from shifting_sands.games.north_africa.rules.tabletop import OFF_MAP

from .north_africa_builders import (
    ALLIED,
    AXIS,
    empty_table,
    new_game,
    place,
    set_control,
    start_ops,
)


def test_the_terms_add_up_to_the_price_in_random_games():
    checked = 0
    for seed in (1, 2, 3):
        state = new_game(seed, "campaign")
        rng = random.Random(seed)
        for _ in range(150):
            if state.is_terminal():
                break
            if state.current_player < 0:
                state.apply(state.draw_chance())
                continue
            if state.phase == "activate":
                seat = state.active
                for space in {p for p in state.where.values() if p not in OFF_MAP}:
                    for mode in ("move", "attack"):
                        parts = cost_parts(state, space, seat, mode)
                        assert sum(ops for _w, ops in parts) == activation_cost(
                            state, space, seat, mode), (space, mode, parts)
                        checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 100


def sidi_azeiz(points: int):
    """The campaign's three Italian divisions in Sidi Azeiz, in limited supply, beside the
    Allies in Halfaya."""
    state = empty_table(variant="campaign")
    for unit in ("it_1lib", "it_2lib", "it_4bs"):
        place(state, unit, "Sidi Azeiz")
    place(state, "uk_matruh", "Halfaya")
    start_ops(state, AXIS, points)
    return state


def test_each_price_says_its_terms():
    state = sidi_azeiz(3)
    assert cost_words(state, "Sidi Azeiz", AXIS, "move") == "1 OPS: 1 for the Italian group"
    assert cost_words(state, "Sidi Azeiz", AXIS, "attack") == (
        "3 OPS: 1 each for 3 Italian units in limited supply")
    place(state, "de_21pz", "Sidi Azeiz", reduced=True)  # a second group (but overstacked)
    assert cost_words(state, "Sidi Azeiz", AXIS, "move") == (
        "2 OPS: 1 for the Italian group; 1 for the German group")
    set_control(state, ALLIED, "Bardia", "El Adem", "Sidi Suleiman")  # cut off
    assert cost_words(state, "Sidi Azeiz", AXIS, "move") == (
        "4 OPS: 1 each for 4 units out of supply")


def test_a_missing_option_says_why():
    state = sidi_azeiz(2)
    assert ev.Activate("Sidi Azeiz", "move") in state.legal_actions()
    why = state.explain_illegal(ev.Activate("Sidi Azeiz", "attack"))
    assert why == ("Sidi Azeiz cannot be activated to attack: it costs 3 OPS (1 each for 3 "
                   "Italian units in limited supply), and you have 2 left.")
    assert activation_terms(state, "Sidi Azeiz", "attack")["why_not"] == why
    assert activation_terms(state, "Sidi Azeiz", "move")["why_not"] is None
    place(state, "it_maletti", "Bardia")
    assert state.explain_illegal(ev.Activate("Bardia", "attack")) == (
        "Bardia cannot be activated to attack: no enemy unit stands beside it (joined by "
        "land, not in a closed country).")
    assert state.explain_illegal(ev.Activate("Cairo", "move")) == (
        "Cairo cannot be activated: you have no units there.")
    place(state, "vf_1", "Beirut")
    assert "keep out of the war" in state.explain_illegal(ev.Activate("Beirut", "move"))
