"""What an activation costs, said part by part (rulings N6 and N34), and why a space cannot
be activated for a mode: the words behind the activation buttons' prices and behind
`explain_illegal` (issue 33: "Activate to attack (4 OPS)" gave no reason, and a missing
"Activate to attack" none either).

The parts are counted as `operations.activation_cost` counts them, so the words never
disagree with the price (a test sums them); an event that changes the price is named as such.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.operations import (
    activation_cost,
    enemy_targets_near,
    event_cost,
    free_here,
    own_units_at,
    space_fits,
)
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import NorthAfricaTable


def units_words(count: int) -> str:
    return f"{count} unit{'s' if count != 1 else ''}"


def cost_parts(table: NorthAfricaTable, space: str, seat: int,
               mode: str) -> list[tuple[str, int]]:
    """(words, OPS) for each thing the rules charge for, before any event changes it: each
    activation group's supplied units, each limited-supply unit when attacking, each unit
    out of supply."""
    groups: dict[str, list[str]] = {}
    unsupplied = 0
    for unit_id in own_units_at(table, space, seat):
        if table.supply_of(unit_id) is Supply.NONE:
            unsupplied += 1
        else:
            groups.setdefault(table.unit(unit_id).group, []).append(unit_id)
    parts: list[tuple[str, int]] = []
    for units in groups.values():
        nations = " and ".join(sorted({table.unit(u).nationality for u in units}))
        limited = [u for u in units if table.supply_of(u) is Supply.LIMITED]
        if mode == "attack" and limited:
            parts.append((f"1 each for {len(limited)} {nations} "
                          f"{units_words(len(limited)).split()[1]} in limited supply",
                          len(limited)))
            if len(limited) < len(units):
                parts.append((f"1 for the {nations} units in full supply", 1))
        else:
            parts.append((f"1 for the {nations} group", 1))
    if unsupplied:
        parts.append((f"1 each for {units_words(unsupplied)} out of supply", unsupplied))
    return parts


def cost_terms(table: NorthAfricaTable, space: str, seat: int, mode: str) -> tuple[int, str]:
    """The price of an activation now and its terms in words: (3, "1 each for 3 Italian
    units in limited supply"); (0, "the event activates it")."""
    cost = event_cost(table, space, seat, mode)
    if free_here(table, space, seat, mode):
        return cost, "the event activates it"
    op = table.op
    if op is not None and op.get("flat") and space_fits(table, space, seat, op["flat"]):
        return cost, "the event's price of 1 a space"
    parts = cost_parts(table, space, seat, mode)
    terms = "; ".join(words for words, _ops in parts)
    ruled = activation_cost(table, space, seat, mode)
    if ruled != sum(ops for _words, ops in parts):
        terms += f"; an event in effect makes it {ruled}"
    return cost, terms


def cost_words(table: NorthAfricaTable, space: str, seat: int, mode: str) -> str:
    """The price with its terms: "3 OPS: 1 each for 3 Italian units in limited supply";
    "free: the event activates it"."""
    cost, terms = cost_terms(table, space, seat, mode)
    return f"free: {terms}" if cost == 0 else f"{cost} OPS: {terms}"


def why_not_activated(table: NorthAfricaTable, space: str, mode: str) -> str:
    """Why `space` cannot be activated for `mode` now, in one sentence (the operation is in
    hand and the space is not yet activated)."""
    seat = table.active
    verb = "attack" if mode == "attack" else "move"
    place = table.board.space(space)
    units = own_units_at(table, space, seat)
    if not units:
        mine = [u for u in table.units_at(space) if table.seat_of(u) == seat]
        if mine:
            return (f"{space} cannot be activated: its units keep out of the war until an "
                    "event brings them in.")
        return f"{space} cannot be activated: you have no units there."
    if place.box and not table.board.neighbours(space):
        return f"Units leave {space} only by redeployment or by card."
    if effects.held_in_box(table, space):
        return f"An event holds the units in {space} this turn."
    if mode == "attack" and not enemy_targets_near(table, space, seat):
        return (f"{space} cannot be activated to attack: no enemy unit stands beside it "
                "(joined by land, not in a closed country).")
    op = table.op
    left = op["points"] if op else 0
    cost, terms = cost_terms(table, space, seat, mode)
    return (f"{space} cannot be activated to {verb}: it costs {cost} OPS ({terms}), and you "
            f"have {left} left.")


def activation_terms(table: NorthAfricaTable, space: str, mode: str) -> dict[str, Any]:
    """For the panel: the price and its terms, and why not when it is not offered."""
    from shifting_sands.games.north_africa.rules import actions as ev

    action = ev.Activate(space, mode)
    legal = action in table.legal_actions()
    return {"cost": event_cost(table, space, table.active, mode),
            "terms": cost_words(table, space, table.active, mode),
            "why_not": None if legal else table.explain_illegal(action)}
