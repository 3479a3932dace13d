"""The greedy general's offensive plan: a side clearly the stronger on the main front
(Libya, Egypt, Tunisia, Reserve Box included) brings its reserve forward and rebuilds its
broken units before taking whatever attack is on offer, and drives at one enemy VP space
instead of every one near. Either side uses it, whenever it has the strength; in the
campaign only (a scenario with objectives, N82, keeps `bot_aims.py`'s aims).

Without it neither general redeployed from the Reserve Box or bought replacements while any
attack was on offer, which is almost always. Giving that to both sides at all times helped the
stronger Axis most (docs/lab.md), so here only the stronger side does it.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.bots.bot_aims import land_distance, objectives_scenario
from shifting_sands.games.north_africa.rules.scenario import last_turn
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import OFF_MAP, RESERVE, SIDES

MAIN = "main"
"""The theatre of the coast road, where the war is won."""
OFFENSIVE_RATIO = 1.25
"""How much stronger on the main front (Reserve Box included) a side must be to go over to
the offensive: a clear edge, not a draw that the dice decide."""
RESERVE_CALL = 2
"""Units in the Reserve Box worth a redeployment card before any attack."""
REBUILD_CALL = 3
"""Units broken or eliminated worth a card for RP before any attack."""
RP_ENOUGH = 4
"""Half-RP already saved up to which no more cards go to RP."""
FORT_THREAT = 3
"""Land connections within which an enemy unit makes a fort worth holding."""
LANDING_AIMS = ("Tunis", "Tripoli")
"""After Torch the Allies win at once holding both (N21): the whole main front drives at them."""


def front_strength(state: Any, seat: int) -> float:
    """Combat factors of `seat`'s units that can fight on the main front: in the
    main theatre and not out of supply, or in the Reserve Box (RD brings them forward)."""
    total = 0.0
    side = SIDES[seat]
    for unit_id, here in state.where.items():
        if state.unit(unit_id).side != side or state.inert(unit_id):
            continue
        if here in OFF_MAP:
            if here != RESERVE:
                continue
        elif (state.board.space(here).get("theatre") != MAIN
              or state.supply_of(unit_id) is Supply.NONE):
            continue
        total += state.step(unit_id).combat
    return total


def on_offensive(state: Any, seat: int) -> bool:
    """Whether `seat` is clearly the stronger on the main front, Reserve Box included (the
    campaign only)."""
    if objectives_scenario(state) is not None:
        return False
    return bool(state._memo(("offensive", seat), lambda: front_strength(state, seat)
                            >= OFFENSIVE_RATIO * front_strength(state, 1 - seat)))


def outmatched(state: Any, seat: int) -> bool:
    """Whether the enemy is the stronger on the main front, Reserve Box included (the
    campaign only): then `seat` sends none of its main-front units to a sideshow."""
    if objectives_scenario(state) is not None:
        return False
    return bool(state._memo(("outmatched", seat), lambda: front_strength(state, 1 - seat)
                            > front_strength(state, seat)))


def leaves_main_front(state: Any, seat: int, here: str, to: str) -> bool:
    """Whether a move from `here` to `to` takes a unit off the main front while `seat` is
    outmatched there. Traced games had the 6th Australian and 2nd New Zealand divisions,
    landed at Suez, march up the Nile to Abyssinia (the nearest enemy ground) while the
    Italians took Mersa Matruh; East Africa's own forces clear East Africa."""
    if here in OFF_MAP or to in OFF_MAP:
        return False
    if state.board.space(here).get("theatre") != MAIN:
        return False
    return state.board.space(to).get("theatre") != MAIN and outmatched(state, seat)


def forts_to_hold(state: Any, seat: int) -> set[str]:
    """Outmatched on the main front, `seat`'s forts there with an enemy unit within reach
    (Mersa Matruh, El Alamein, Tobruk...): the line to hold with whole stacks, since a won
    fort costs a VP and, at Mersa Matruh, El Alamein's VP every turn (N20). Empty when not
    outmatched."""
    if not outmatched(state, seat):
        return set()

    def make() -> set[str]:
        forts = {s.name for s in state.board.spaces if s.fort and s.get("theatre") == MAIN
                 and state.control.get(s.name) == SIDES[seat]}
        reach = land_distance(state, state.occupied_by(1 - seat))
        return {fort for fort in forts if reach.get(fort, 99) <= FORT_THREAT}

    return set(state._memo(("forts_to_hold", seat), make))


def drive_aim(state: Any, seat: int) -> str | None:
    """The enemy-held VP space of the main theatre nearest `seat`'s units there: the one
    place the whole drive heads for (for the Allies Tobruk, then Benghazi, then Tripoli)."""
    def make() -> str | None:
        enemy = SIDES[1 - seat]
        aims = {s.name for s in state.board.spaces if s.vp and s.get("theatre") == MAIN
                and state.control.get(s.name) == enemy}
        mine = {here for unit_id, here in state.where.items()
                if here not in OFF_MAP and state.seat_of(unit_id) == seat
                and state.board.space(here).get("theatre") == MAIN}
        if not aims or not mine:
            return None
        reach = land_distance(state, mine)
        return min(sorted(aims), key=lambda s: reach.get(s, 99))

    return state._memo(("drive_aim", seat), make)


def landing_aims(state: Any, seat: int) -> set[str] | None:
    """After Torch, the Allies' aims on the main front: Tunis and Tripoli, whichever they do
    not hold yet, and not the VP spaces on the way (the campaign only). Traced games had the
    landing army take Tunis and then stand for turns while the cards went to the Egyptian
    front's nearer aims; Tobruk and Benghazi are a VP each at the end, the two cities the
    war. None when Torch has not landed, for the Axis, or in a scenario with objectives."""
    if seat != 1 or not state.flags.get("torch") or objectives_scenario(state) is not None:
        return None
    return {city for city in LANDING_AIMS if state.control.get(city) != SIDES[seat]} or None


def offensive_card(state: Any, seat: int, reserve: int, broken: int) -> tuple[str, str] | None:
    """On the offensive, what a card is for before any attack: (card, use). Redeploy the
    Reserve Box forward with the card of most OPS; rebuild broken units with the card of
    most RP. None when neither is due, in the war's last turn, or when `seat` is not on the
    offensive."""
    if not on_offensive(state, seat) or state.turn >= last_turn(state):
        return None  # in the war's last turn only the attacks can still move the VP marker
    hand = sorted(set(state.hands[seat]))
    if not hand:
        return None
    if reserve >= RESERVE_CALL:
        high = max(hand, key=lambda c: (state.ops_of(c), c))
        if state.ops_of(high) >= 3:
            return high, "rd"
    if broken >= REBUILD_CALL and state.rp_halves[seat] < RP_ENOUGH:
        from shifting_sands.games.north_africa.rules import cards

        def rp(card: str) -> tuple[float, int, str]:
            strategy = cards.card_of(state, card)
            value = strategy.rp if strategy else state.tables.rp_value(state.ops_of(card))
            return value, -state.ops_of(card), card

        best = max(hand, key=rp)
        if rp(best)[0] > 0:
            return best, "rp"
    return None
