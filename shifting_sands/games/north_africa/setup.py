"""A new game of North Africa: the map's starting control, every unit where the units file
sets it up (reinforcements waiting in their side's box), the 1940 decks, turn 1 begun."""

from __future__ import annotations

from typing import Any

from shifting_sands.content.north_africa_game import NorthAfricaContent
from shifting_sands.games.north_africa.rules import NorthAfricaState
from shifting_sands.games.north_africa.sequence import begin_turn
from shifting_sands.games.north_africa.table import REINFORCEMENTS, SIDES
from shifting_sands.rules.rng import GameRng

VARIANTS = {
    "campaign": ("The Campaign",
                 "Summer 1940 to Spring 1943, twelve turns, with both decks of strategy "
                 "cards: events, combat cards and reinforcements."),
    "plain": ("The Campaign, plain deck",
              "The twelve turns with cards that are only OPS values, and Rommel, "
              "Montgomery and Torch on fixed turns (a simpler first war)."),
}


def new_north_africa_game(content: NorthAfricaContent, seed: int,
                          variant: str = "campaign") -> NorthAfricaState:
    if variant not in VARIANTS:
        raise ValueError(f"unknown North Africa variant {variant!r}; known: "
                         f"{', '.join(VARIANTS)}")
    state = NorthAfricaState(content, variant, GameRng(seed))
    state.control = {s.name: s.control for s in content.board.spaces
                     if s.control is not None and not s.box}
    for unit in content.units.values():
        if unit.start is not None:
            state.where[unit.id] = unit.start
            if unit.starts_reduced:
                state.reduced.add(unit.id)
        else:
            state.where[unit.id] = REINFORCEMENTS[SIDES.index(unit.side)]
    events: list[Any] = []
    begin_turn(state, events)
    state.settle(events)
    return state
