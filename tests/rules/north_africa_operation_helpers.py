"""What the tests of the operation events share: a card by its key, a campaign table, whether
an event is offered and playing it, ending the activations, the cost of the last
activation, and fighting a battle out."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.events.registry import key_of

from .north_africa_builders import CHANCE, act, content, empty_table, events_of, give_hand, roll


def card(key: str) -> str:
    return sorted(c for c in content().deck if key_of(c) == key)[0]


def table(**flags: bool) -> Any:
    state = empty_table(variant="campaign", turn=5)
    state.flags.update(flags)
    return state


def offered(state: Any, seat: int, key: str) -> bool:
    """Whether `seat` may play the card's event now (it is put in the hand)."""
    give_hand(state, seat, card(key))
    state.phase, state.active, state.current_player = "action", seat, seat
    state.op = state.combat = None
    return ev.PlayCard(card(key), "event") in state.legal_actions()


def play(state: Any, seat: int, key: str) -> list[Any]:
    assert offered(state, seat, key), key
    return act(state, ev.PlayCard(card(key), "event"))


def end_activation(state: Any) -> None:
    """End the activations (settling ends them by itself when no point is left)."""
    if state.phase == "activate":
        act(state, ev.EndActivation())


def cost(events: list[Any]) -> int:
    return events_of(events, ev.Activated)[-1].cost


def fight_out(state: Any, *dice: int, advance: bool = False) -> list[Any]:
    """Play the fight at hand to its end: the given dice, then 1s; no card, no reroll, the
    first loss offered; no advance (or stop where one is offered)."""
    events: list[Any] = []
    dice_left = list(dice)
    while state.phase == "combat":
        if state.current_player == CHANCE:
            events += roll(state, dice_left.pop(0) if dice_left else 1)
            continue
        legal = state.legal_actions()
        if advance and any(isinstance(a, ev.Advance) for a in legal):
            return events
        pick = next((a for a in legal if isinstance(a, ev.NoCombatCard | ev.KeepRoll
                                                    | ev.EndAdvance | ev.TakeLoss
                                                    | ev.Retreat | ev.Displace)), legal[0])
        events += act(state, pick)
    return events
