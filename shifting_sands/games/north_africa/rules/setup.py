"""A new game of North Africa: the scenario's start (rulings N80-N84) on the map's starting
control and the units file's set-up (reinforcements waiting in their side's box): its first
turn, its year decks and cards already played, its units and control, VP and RP; then its
first turn begun. The `plain` variant is the campaign with part one's deck (N22)."""

from __future__ import annotations

from typing import Any

from shifting_sands.content.north_africa_game import NorthAfricaContent, default_north_africa
from shifting_sands.content.north_africa_scenarios import Scenario
from shifting_sands.games.north_africa.rules.events.registry import key_of
from shifting_sands.games.north_africa.rules.sequence import begin_turn
from shifting_sands.games.north_africa.rules.state import NorthAfricaState
from shifting_sands.games.north_africa.rules.tabletop import REINFORCEMENTS, SIDES
from shifting_sands.rules.rng import GameRng

PLAIN = ("The Campaign, plain deck",
         "The twelve turns with cards that are only OPS values, and Rommel, Montgomery and "
         "Torch on fixed turns (a simpler first war).")


def variants(content: NorthAfricaContent) -> dict[str, tuple[str, str]]:
    """Every scenario of `content` by id (title, blurb), and `plain`."""
    found = {s.id: (s.title, s.blurb) for s in content.scenarios.values()}
    return {**found, "plain": PLAIN}


def __getattr__(name: str) -> Any:
    """`VARIANTS`: the shipped content's, loaded on first use (not at import, so a broken
    data folder is reported by validate-data rather than by an import)."""
    if name == "VARIANTS":
        return variants(default_north_africa())
    raise AttributeError(name)


def new_north_africa_game(content: NorthAfricaContent, seed: int,
                          variant: str = "campaign") -> NorthAfricaState:
    known = list(variants(content))
    if variant not in known:
        raise ValueError(f"unknown North Africa variant {variant!r}; known: "
                         f"{', '.join(known)}")
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
    scenario = content.scenarios.get("campaign" if variant == "plain" else variant)
    if scenario is not None:
        set_up(state, scenario)
    events: list[Any] = []
    begin_turn(state, events)
    state.settle(events)
    return state


def set_up(state: NorthAfricaState, scenario: Scenario) -> None:
    """The scenario's start before its first turn begins: the turn, the cards (with the
    strategy cards; the plain deck has no events), units, control, VP and RP (N80, N81)."""
    state.turn = scenario.first_turn
    if not state.plain:
        for seat, side in enumerate(SIDES):
            for card_id in scenario.removed + scenario.in_effect:
                if state.content.deck[card_id].side == side:
                    state.removed.append(card_id)
                    state.played.append(card_id)
            for card_id in scenario.in_effect:
                if state.content.deck[card_id].side == side:
                    key = key_of(card_id)
                    state.effects[key] = {"until": "game", "seat": seat}
                    if key in state.flags:
                        state.flags[key] = True
    # the year decks joined before the first turn (that turn's own joins as it begins)
    for year in state.tables.model.plain_deck.years:
        if year.year in scenario.decks and year.joins_on_turn < scenario.first_turn:
            for seat, side in enumerate(SIDES):
                state.decks[seat] += [card for card in state.content.year_cards(
                    side, year.joins_on_turn, state.plain) if card not in state.removed]
    for seat in range(2):
        state.rng.shuffle(state.decks[seat])
    for placement in scenario.placements:
        state.where[placement.unit] = placement.place
        state.reduced.discard(placement.unit)
        if placement.reduced:
            state.reduced.add(placement.unit)
    for side, spaces in scenario.control:
        for space in spaces:
            state.control[space] = side
    state.forget()
    if scenario.vp is not None:
        state.vp_bonus = scenario.vp - state.vp()
    state.rp_halves = [2 * scenario.rp[0], 2 * scenario.rp[1]]
