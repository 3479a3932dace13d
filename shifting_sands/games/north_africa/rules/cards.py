"""Playing the strategy cards for their events and in battle (rulings N35-N39, N70).

- An event may be played when its card's prerequisite has been played (Rommel, Torch, ...),
  the card has been held for its `must_hold` turns, and its own condition holds.
- A permanent (starred) card leaves the game after its event and stays in effect; others go to
  the discard pile.
- A square-OPS card gives its event and then an operation with its OPS.
- An event may ask a side a question (`table.pending`, the "event" phase); the action goes on
  when no question is left.
- An event may be cancelled as it is played (`CANCELLED` hooks: Fellers Intercepts, Sea
  Devils & E-Boats; ruling N49): the card is spent, nothing of its event happens.
- In each battle, after the attack is declared (and its flank attempt chosen), the attacker
  and then the defender may each play one eligible combat card (the order turns around for a
  side under Code Book Stolen or Ultra); the winner's cards stay face up and act again in its
  later battles this turn (N25, `events/combat_cards.py`).

What each card does is in `events/`.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.events.registry import (
    CANCELLED,
    CARDS_FIRST,
    COMBAT,
    EVENTS,
    key_of,
)
from shifting_sands.games.north_africa.rules.tabletop import SIDES, NorthAfricaTable


def card_of(table: NorthAfricaTable, card_id: str) -> Any:
    return table.content.deck.get(card_id)


def prerequisite_met(table: NorthAfricaTable, slug: str) -> bool:
    if table.flags.get(slug):
        return True
    return slug in {key_of(card) for card in table.played}


def event_playable(table: NorthAfricaTable, seat: int, card_id: str) -> bool:
    """Whether `seat` may play `card_id` from its hand for its event now."""
    card = card_of(table, card_id)
    if card is None or card.combat or card.side != SIDES[seat]:
        return False
    entry = EVENTS.get(key_of(card_id))
    if entry is None:
        return False
    if card.prerequisite and not prerequisite_met(table, card.prerequisite):
        return False
    if card.must_hold and table.turn - table.held_since.get(card_id, table.turn) < (
            card.must_hold):
        return False
    return bool(entry.playable(table, seat, card_id))


def play_event(table: NorthAfricaTable, seat: int, card_id: str, events_out: list[Any]
               ) -> None:
    """The card has left the hand: record it, run its event, then go on (`finish`)."""
    card = card_of(table, card_id)
    table.discards[seat].remove(card_id)
    if card.permanent:
        table.removed.append(card_id)
        table.effects[key_of(card_id)] = {"until": "game", "seat": seat}
    else:
        table.discards[seat].append(card_id)
    table.played.append(card_id)
    events_out.append(ev.EventPlayed(seat, card_id, card.title))
    if any(hook(table, card_id) for hook in CANCELLED):
        if card.permanent:
            table.effects.pop(key_of(card_id), None)  # a cancelled one leaves no effect
        table.played.remove(card_id)  # nor meets a prerequisite
        events_out.append(ev.EventEffect(seat, f"{card.title}: the event is cancelled"))
        table.forget()
        finish(table, card_id, events_out)
        return
    EVENTS[key_of(card_id)].play(table, seat, card_id, events_out)
    if card.reinforcements:  # after the event, which may open their place (Torch, Iraq)
        from shifting_sands.games.north_africa.rules.events.reinforcements import bring

        bring(table, card.reinforcements, events_out)
    table.forget()
    if table.pending is None:
        finish(table, card_id, events_out)


def choose(table: NorthAfricaTable, option: str, events_out: list[Any]) -> None:
    asked = table.pending
    assert asked is not None
    table.pending = None
    handler = EVENTS[asked["key"]].choose
    assert handler is not None
    handler(table, asked, option, events_out)
    table.forget()
    if table.pending is None:
        finish(table, asked["card"], events_out)


def finish(table: NorthAfricaTable, card_id: str, events_out: list[Any]) -> None:
    """After the event: the operation it began goes on (with the card's OPS added if square),
    a square card's OPS begin an operation, or the action ends."""
    from shifting_sands.games.north_africa.rules import operations, sequence

    card = card_of(table, card_id)
    if table.op is not None:
        if card.square_ops:
            table.op["points"] += card.ops
        if table.phase == "event":
            table.phase = "activate"
        return
    if card.square_ops:
        operations.start_op(table, "ops", card.ops, card_id)
        return
    sequence.end_action(table, events_out)


# -- combat cards (N70) ---------------------------------------------------------------
def card_steps(table: NorthAfricaTable) -> list[str]:
    """The combat card steps of a new fight: the attacker's, then the defender's."""
    fight = table.combat
    assert fight is not None
    order = ["card:a", "card:d"]
    for hook in CARDS_FIRST:
        seat = hook(table)
        if seat is not None:
            first = "card:a" if seat == fight["seat"] else "card:d"
            order = [first, *(step for step in order if step != first)]
            break
    return order


def combat_cards_for(table: NorthAfricaTable, role: str) -> list[str]:
    """The combat cards in the hand of `role`'s side it may play in this fight now."""
    fight = table.combat
    assert fight is not None
    seat = fight["seat"] if role == "a" else 1 - fight["seat"]
    if fight.get("cards", {}).get(role):
        return []  # one combat card a side a battle (N70)
    found = []
    for card_id in sorted(set(table.hands[seat])):
        card = card_of(table, card_id)
        if card is None or not card.combat:
            continue
        entry = COMBAT.get(key_of(card_id))
        if entry is None:
            continue
        if card.prerequisite and not prerequisite_met(table, card.prerequisite):
            continue
        if entry.eligible(table, role) and not effects.barred(table, key_of(card_id), role):
            found.append(card_id)
    return found


def play_combat_card(table: NorthAfricaTable, card_id: str, events_out: list[Any]) -> None:
    fight = table.combat
    assert fight is not None
    role = fight["steps"].pop(0)[-1]
    seat = fight["seat"] if role == "a" else 1 - fight["seat"]
    table.hands[seat].remove(card_id)
    table.held_since.pop(card_id, None)
    table.discards[seat].append(card_id)
    fight.setdefault("cards", {}).setdefault(role, []).append(card_id)
    card = card_of(table, card_id)
    events_out.append(ev.CombatCardPlayed(seat, card_id, card.title))
    entry = COMBAT[key_of(card_id)]
    if entry.apply is not None:
        entry.apply(table, role, card_id, events_out)
    table.forget()


def no_combat_card(table: NorthAfricaTable) -> None:
    fight = table.combat
    assert fight is not None
    fight["steps"].pop(0)
