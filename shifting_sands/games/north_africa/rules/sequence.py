"""The sequence of play (rulings N3, N4, N16, N18, N20-N23): the turn's start (year decks,
fixed events, reinforcements), the draw, the six action rounds, Attrition, Victory
Determination, the Replacement Phase, and the end of the game.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.content.north_africa_game import TORCH_LANDING
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects, scenario
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import (
    ALLIED,
    AXIS,
    ELIMINATED,
    OFF_MAP,
    REINFORCEMENTS,
    REPLACEMENT,
    RESERVE,
    SIDES,
    TERMINAL,
    NorthAfricaTable,
)

TORCH_SPACES = ("Bone", "Tebessa")
"""Where the Torch landing puts the Allied units (ruling N27): the Algerian ports and roads
of our map, the western edge of the war."""


# -- the start of a turn ---------------------------------------------------------------
def begin_turn(table: NorthAfricaTable, events: list[Any]) -> None:
    table.round = 0
    events.append(ev.TurnBegan(table.turn, table.tables.turn_name(table.turn)))
    for year in table.tables.model.plain_deck.years:
        if year.joins_on_turn == table.turn:
            for seat, side in enumerate(SIDES):
                cards = [card for card in table.content.year_cards(side, table.turn,
                                                                   table.plain)
                         if card not in table.removed]
                table.decks[seat] += cards
                table.rng.shuffle(table.decks[seat])
            events.append(ev.YearDeckJoined(year.year, len(cards)))
    for fixed in table.tables.model.plain_deck_events if table.plain else ():
        if fixed.turn == table.turn:
            history_event(table, fixed.event, events)
    arrivals(table, events)
    effects.turn_begins(table, events)
    table.phase, table.active = "discard", AXIS


def history_event(table: NorthAfricaTable, name: str, events: list[Any]) -> None:
    """Rommel, Montgomery and Torch: on fixed turns with the plain deck (N23), else by their
    cards' events."""
    key = name.lower()
    if key not in table.flags:
        return
    table.flags[key] = True
    table.forget()
    events.append(ev.HistoryEvent(name))
    if key == "torch":
        allied = table.occupied_by(ALLIED)
        axis = table.occupied_by(AXIS)
        for space in table.board.spaces:
            if space.region == "Algeria" and space.name not in axis:
                table.take_control(space.name, ALLIED, events)
            elif space.region == "Tunisia" and space.name not in allied:
                table.take_control(space.name, AXIS, events)


def arrivals(table: NorthAfricaTable, events: list[Any]) -> None:
    """Reinforcements due this turn enter where the units file says, if that place is their
    side's and has room, else in the Reserve Box (N19)."""
    for unit_id in sorted(table.where):
        unit = table.unit(unit_id)
        if table.where[unit_id] not in REINFORCEMENTS or unit.arrives is None:
            continue
        if unit.arrives.turn != table.turn:
            continue
        if not table.plain and (unit.arrives.card or unit.arrives.event):
            continue  # it comes by its card's event (events/reinforcements.py)
        enter(table, unit_id, events)


def enter(table: NorthAfricaTable, unit_id: str, events: list[Any]) -> None:
    """A reinforcement enters where the units file says, if that place is its side's and has
    room, else in the Reserve Box (N19). A landing first takes its place for its side if
    no enemy unit holds it (N36a: the Indian divisions at Basra, neutral until the Iraqi
    Revolt and the Axis's after it, could otherwise never enter there)."""
    unit = table.unit(unit_id)
    seat = SIDES.index(unit.side)
    assert unit.arrives is not None
    places = TORCH_SPACES if unit.arrives.where == TORCH_LANDING else (unit.arrives.where,)
    enemy = table.occupied_by(1 - seat)
    if unit.arrives.landing and unit.arrives.where not in enemy:
        table.take_control(unit.arrives.where, seat, events)
    to = RESERVE
    for place in places:
        if table.board.space(place).box:
            to = place
            break
        if (table.control.get(place) == unit.side and place not in enemy
                and table.fits(place, [unit_id])):
            to = place
            break
    table.put(unit_id, to)
    events.append(ev.Arrived(unit_id, to))


# -- the draw (N3, N4) -----------------------------------------------------------------
def discard_actions(table: NorthAfricaTable) -> list[Any]:
    hand = table.hands[table.active]
    return [*(ev.Discard(card) for card in sorted(set(hand))), ev.Draw()]


def discard(table: NorthAfricaTable, card: str, events: list[Any]) -> None:
    table.hands[table.active].remove(card)
    table.discards[table.active].append(card)
    events.append(ev.Discarded(table.active, 1))


def draw(table: NorthAfricaTable, events: list[Any]) -> None:
    seat = table.active
    wanted = table.tables.hand_size(table.turn) - len(table.hands[seat])
    drawn = 0
    for _ in range(max(wanted, 0)):
        if not table.decks[seat] and table.discards[seat]:
            table.decks[seat] = table.discards[seat]
            table.discards[seat] = []
            table.rng.shuffle(table.decks[seat])
        if not table.decks[seat]:
            break
        card = table.decks[seat].pop()
        table.hands[seat].append(card)
        table.held_since[card] = table.turn
        drawn += 1
    table.hands[seat].sort()
    events.append(ev.Drew(seat, drawn))
    if seat == AXIS:
        table.active = ALLIED
    else:
        begin_round(table, 1, events)


def begin_round(table: NorthAfricaTable, number: int, events: list[Any]) -> None:
    table.round = number
    table.active = AXIS
    table.phase = "action"
    events.append(ev.RoundBegan(number))


def end_action(table: NorthAfricaTable, events: list[Any]) -> None:
    """The acting side's action is over: the other side acts, the next round begins, or the
    turn's end phases run."""
    effects.action_end(table, events)
    table.op = None
    table.combat = None
    expire(table, "action")
    if table.active == AXIS:
        table.active = ALLIED
        table.phase = "action"
    elif table.round < table.tables.model.action_rounds.per_turn.value:
        expire(table, "round")
        begin_round(table, table.round + 1, events)
    else:
        expire(table, "round")
        end_of_turn(table, events)


def expire(table: NorthAfricaTable, until: str) -> None:
    """Events in effect until the end of this action, round or turn end now; a hand shown
    stays seen until the round ends."""
    ended = [key for key, effect in table.effects.items() if effect.get("until") == until]
    for key in ended:
        del table.effects[key]
    if until in ("round", "turn"):
        table.revealed = [None, None]
    if ended:
        table.forget()


# -- the end of the turn (N16, N20, N21) -----------------------------------------------
def end_of_turn(table: NorthAfricaTable, events: list[Any]) -> None:
    attrition(table, events)
    expire(table, "attrition")
    victory_determination(table, events)
    if table.result is None:
        table.phase, table.active = "replace", AXIS
        for seat in (AXIS, ALLIED):
            change = 2 * effects.replacement_rp(table, seat)
            if change:
                table.rp_halves[seat] = max(0, table.rp_halves[seat] + change)
                events.append(ev.ReplacementPoints(seat, change, table.rp_halves[seat]))


def attrition(table: NorthAfricaTable, events: list[Any]) -> None:
    """Every unit out of supply is eliminated, divisions for good; then each space held by
    one side's units alone is that side's (N16)."""
    doomed = [u for u, here in sorted(table.where.items())
              if here not in OFF_MAP and table.supply_of(u) is Supply.NONE]
    for unit_id in doomed:
        permanent = table.unit(unit_id).size == "division"
        table.reduced.discard(unit_id)
        table.put(unit_id, ELIMINATED if permanent else REPLACEMENT)
        events.append(ev.AttritionLoss(unit_id, permanent))
    for seat in (AXIS, ALLIED):
        others = table.occupied_by(1 - seat)
        for space in sorted(table.occupied_by(seat) - others):
            holders = [u for u in table.units_at(space) if not table.inert(u)]
            if holders:
                table.take_control(space, seat, events)


def victory_determination(table: NorthAfricaTable, events: list[Any]) -> None:
    rules = table.tables.model.victory
    alamein = "El Alamein"
    axis_units = table.occupied_by(AXIS)
    if table.control.get(alamein) == "axis" or any(
            n in axis_units for n in table.board.neighbours(alamein)):
        table.vp_bonus += rules.alamein_bonus.value
        events.append(ev.VictoryPointsGained("El Alamein", rules.alamein_bonus.value,
                                             table.vp()))
    if table.turn >= rules.east_africa_from_turn.value and any(
            s.get("theatre") == "east_africa" and table.control.get(s.name) == "axis"
            for s in table.board.spaces):
        table.vp_bonus += rules.east_africa_bonus.value
        events.append(ev.VictoryPointsGained("East Africa", rules.east_africa_bonus.value,
                                             table.vp()))
    winner = automatic_winner(table)
    if winner is not None:
        finish(table, *winner, events)


def automatic_winner(table: NorthAfricaTable) -> tuple[int, str] | None:
    """The automatic victory conditions, the Axis's first (N21)."""
    rules = table.tables.model.victory
    vp, control = table.vp(), table.control
    if vp >= rules.axis_automatic_at_least.value:
        return AXIS, f"the Axis reached {vp} VP"
    if control.get("Port Said") == "axis" and control.get("Suez") == "axis":
        return AXIS, "the Axis holds Port Said and Suez"
    if vp <= rules.allied_automatic_at_most.value:
        return ALLIED, f"the Axis fell to {vp} VP"
    if not table.flags["torch"] and control.get("Tripoli") == "allied":
        return ALLIED, "the Allies hold Tripoli before Torch"
    if (table.flags["torch"] and control.get("Tripoli") == "allied"
            and control.get("Tunis") == "allied" and control.get("Alexandria") != "axis"):
        return ALLIED, "the Allies hold Tunis and Tripoli"
    return None


def final_victory(table: NorthAfricaTable, events: list[Any]) -> None:
    decided = scenario.final_winner(table)  # a scenario's own victory (N82)
    if decided is not None:
        finish(table, *decided, events)
        return
    vp = table.vp()
    if vp >= table.tables.model.victory.final_axis_at_least.value:
        finish(table, AXIS, f"the war ended with the Axis at {vp} VP", events)
    else:
        finish(table, ALLIED, f"the war ended with the Axis at only {vp} VP", events)


def finish(table: NorthAfricaTable, seat: int, reason: str, events: list[Any]) -> None:
    table.result = {"winner": seat, "reason": reason, "vp": table.vp(), "turn": table.turn}
    table.phase = "over"
    table.current_player = TERMINAL
    events.append(ev.GameWon(seat, reason, table.vp()))


# -- the Replacement Phase (N18) -------------------------------------------------------
def replace_cost(table: NorthAfricaTable, unit_id: str) -> int:
    """Half-points to flip one step back."""
    model = table.tables.model.replacements
    value = (model.division_step.value if table.unit(unit_id).size == "division"
             else model.battlegroup_step.value)
    return round(value * 2)


def rebuild_places(table: NorthAfricaTable, unit_id: str) -> list[str]:
    unit = table.unit(unit_id)
    seat = SIDES.index(unit.side)
    enemy = table.occupied_by(1 - seat)
    places = list(unit.rebuild) or table.sources(table.supply_kind(unit_id))
    owners = {unit.side, "vichy"} if unit.nationality == "Vichy French" else (
        {unit.side, "neutral"} if unit.nationality == "Iraqi" else {unit.side})
    found = []
    for place in places:
        box = table.board.space(place).box
        if place in enemy or (not box and table.control.get(place) not in owners):
            continue
        if table.fits(place, [unit_id]):
            found.append(place)
    return sorted(found)


def replacement_actions(table: NorthAfricaTable) -> list[Any]:
    seat = table.active
    side = SIDES[seat]
    pool = table.rp_halves[seat]
    actions: list[Any] = []
    for unit_id in sorted(table.where):
        unit = table.unit(unit_id)
        if unit.side != side:
            continue
        here = table.where[unit_id]
        cost = replace_cost(table, unit_id)
        if (unit_id in table.reduced and here not in OFF_MAP and cost <= pool
                and table.supply_of(unit_id) is not Supply.NONE):
            actions.append(ev.Replace(unit_id))
        if here == REPLACEMENT and 2 * cost <= pool:
            actions += [ev.Rebuild(unit_id, p) for p in rebuild_places(table, unit_id)]
    actions.append(ev.EndReplacements())
    return actions


def replace(table: NorthAfricaTable, unit_id: str, events: list[Any]) -> None:
    table.rp_halves[table.active] -= replace_cost(table, unit_id)
    table.reduced.discard(unit_id)
    events.append(ev.Replaced(unit_id))


def rebuild(table: NorthAfricaTable, unit_id: str, where: str, events: list[Any]) -> None:
    table.rp_halves[table.active] -= 2 * replace_cost(table, unit_id)
    table.reduced.discard(unit_id)
    table.put(unit_id, where)
    events.append(ev.Rebuilt(unit_id, where))


def end_replacements(table: NorthAfricaTable, events: list[Any]) -> None:
    if table.active == AXIS:
        table.active = ALLIED
        return
    if table.turn >= scenario.last_turn(table):
        final_victory(table, events)
        return
    expire(table, "turn")
    table.turn += 1
    begin_turn(table, events)
