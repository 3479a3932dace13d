"""Build North Africa positions on the real map quickly and readably.

`empty_table()` is a new game with every unit put away (reinforcements waiting in their side's
box), no cards in hand, the Axis to act in round 1 of turn 1. Then `place` units, `set_control`
where needed, `give_hand`, and `start_ops` to stand at the start of an operation. Dice are
fixed by `roll`, which applies Roll actions at chance nodes through the public contract.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from shifting_sands.content.north_africa_game import NorthAfricaContent, default_north_africa
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import operations
from shifting_sands.games.north_africa.rules.setup import new_north_africa_game
from shifting_sands.games.north_africa.rules.state import NorthAfricaState
from shifting_sands.games.north_africa.rules.tabletop import (
    ALLIED,
    AXIS,
    CHANCE,
    OFF_MAP,
    REINFORCEMENTS,
    REPLACEMENT,
    SIDES,
)

__all__ = ["ALLIED", "AXIS", "CHANCE", "REPLACEMENT", "act", "attack", "cairo_front",
           "cards_of", "content", "empty_table", "events_of", "finish_turn", "fired",
           "give_hand", "moves_of", "new_game", "place", "redeploys_of", "roll", "set_control",
           "start_ops", "start_rd"]


@cache
def content() -> NorthAfricaContent:
    return default_north_africa()


def new_game(seed: int = 1, variant: str = "plain") -> NorthAfricaState:
    """Part one's tests play the plain deck with its fixed events (N22, N23); the strategy
    cards' tests ask for `variant="campaign"`."""
    return new_north_africa_game(content(), seed, variant)


def empty_table(seed: int = 1, turn: int = 1, variant: str = "plain") -> NorthAfricaState:
    """A new game with every unit in its side's reinforcement box (not due again unless its
    arrival turn comes), full strength, no cards in hand, no fixed event yet, the Axis to act
    in round 1 of `turn`."""
    state = new_game(seed, variant)
    for unit_id in state.where:
        state.where[unit_id] = REINFORCEMENTS[state.seat_of(unit_id)]
    state.reduced.clear()
    state.hands = [[], []]
    state.turn, state.round = turn, 1
    state.phase, state.active, state.current_player = "action", AXIS, AXIS
    state.op = state.combat = state.result = None
    state.forget()
    return state


def place(state: NorthAfricaState, unit_id: str, space: str, reduced: bool = False) -> None:
    assert unit_id in state.where, unit_id
    assert space in OFF_MAP or state.board.space(space) is not None, space
    state.put(unit_id, space)
    if reduced:
        state.reduced.add(unit_id)
    else:
        state.reduced.discard(unit_id)


def set_control(state: NorthAfricaState, owner: int | str, *spaces: str) -> None:
    side = SIDES[owner] if isinstance(owner, int) else owner
    for space in spaces:
        state.control[space] = side
    state.forget()


def cards_of(side: int, ops: int, count: int = 1) -> list[str]:
    """`count` plain cards of `side` with the given OPS value."""
    prefix = "A" if side == AXIS else "L"
    found = [c for c, v in sorted(content().cards.items()) if c.startswith(prefix) and v == ops]
    assert len(found) >= count, (side, ops, count)
    return found[:count]


def give_hand(state: NorthAfricaState, seat: int, *cards: str) -> None:
    for card in cards:
        for pile in (*state.decks, *state.discards, *state.hands):
            if card in pile:
                pile.remove(card)
        state.hands[seat].append(card)
    state.hands[seat].sort()


def start_ops(state: NorthAfricaState, seat: int, points: int) -> None:
    """Stand at the start of an OPS operation of `seat` with `points` to spend."""
    state.phase, state.active, state.combat = "action", seat, None
    operations.start_op(state, "ops", points, None)
    state.current_player = seat


def start_rd(state: NorthAfricaState, seat: int, points: int) -> None:
    """Stand at the start of a redeployment of `seat` with `points` to spend."""
    state.phase, state.active, state.combat = "action", seat, None
    operations.start_op(state, "rd", points, None)
    state.current_player = seat


def act(state: NorthAfricaState, *actions: Any) -> list[Any]:
    """Apply legal actions in turn (each must be legal); the events of all of them."""
    events: list[Any] = []
    for action in actions:
        assert action in state.legal_actions(), (action, state.legal_actions())
        events += state.apply(action)
    return events


def roll(state: NorthAfricaState, *dice: int) -> list[Any]:
    """Apply one Roll per die, each at a chance node."""
    events: list[Any] = []
    for die in dice:
        assert state.current_player == CHANCE, (state.phase, state.combat)
        events += state.apply(ev.Roll(die))
    return events


def events_of(events: list[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


# -- scenario helpers --------------------------------------------------------------------
def finish_turn(state):
    """Play the Allies' last action of round 6 as an automatic operation that does nothing,
    so the end phases of the turn run; the events."""
    state.round, state.phase, state.active, state.current_player = 6, "action", ALLIED, ALLIED
    state.op = None
    events = state.apply(ev.AutomaticOperation())
    while state.active == ALLIED and state.phase in ("activate", "attack"):
        events += state.apply(ev.EndActivation() if state.phase == "activate"
                              else ev.EndAttacks())
    return events


def attack(state, target, spaces, points=6, flank=False, rommel=False, seat=AXIS):
    """Activate `spaces` to attack and declare one attack on `target`."""
    start_ops(state, seat, points)
    for space in spaces:
        act(state, ev.Activate(space, "attack"))
    if state.phase == "activate":
        act(state, ev.EndActivation())
    return act(state, ev.Attack(target, tuple(sorted(spaces)), flank, rommel))


def cairo_front(state):
    """The Axis holds Alexandria (an Axis source while it holds it); Cairo is the Allies',
    one space from Suez."""
    set_control(state, AXIS, "Alexandria")


def fired(events):
    return {("a" if e.side == AXIS else "d"): e for e in events_of(events, ev.Fired)}


def moves_of(state, unit):
    return sorted(a.to for a in state.legal_actions() if isinstance(a, ev.Move)
                  and a.unit == unit)


def redeploys_of(state, unit):
    return sorted(a.to for a in state.legal_actions() if isinstance(a, ev.Redeploy)
                  and a.unit == unit)
