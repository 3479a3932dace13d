"""The combat cards (rulings N25, N70-N79): who may play each in the battle at hand, and what
it changes there, read by the hooks of `effects.py` from the cards in `table.combat["cards"]`
and those a side keeps from a won battle this turn.

Why one module for all eighteen: they share the same few questions (which side holds the
Axis, is that side out of supply, is the target a fort, a clear space, a port) and the same
hooks (column shifts, fort, marsh, fire order, overrun, retreat margin, advance, supply).
Each hook first looks for a fight with a card in it (played or kept), so with none it costs
a lookup or two.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.events.registry import combat_card, key_of
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import ALLIED, AXIS

Table = Any
Events = list[Any]

LIBYA_EGYPT = ("Libya", "Egypt")
ARMOUR_OF_SHERMANS = ("British", "US")


# -- reading the fight -------------------------------------------------------------------
def seat_of(table: Table, role: str) -> int:
    fight = table.combat
    return fight["seat"] if role == "a" else 1 - fight["seat"]


def units_of(table: Table, role: str) -> list[str]:
    """The units of `role` still in the fight (where they fought from)."""
    fight = table.combat
    if role == "d":
        return [u for u in fight["defenders"] if table.where.get(u) == fight["target"]]
    return [u for u in fight["attackers"] if table.where.get(u) in fight["spaces"]]


def has(table: Table, role: str, nationality: tuple[str, ...] | str | None = None,
        arm: str | None = None) -> bool:
    """Whether `role`'s side has a unit of that nationality (and arm) in the fight."""
    wanted = (nationality,) if isinstance(nationality, str) else nationality
    for unit_id in units_of(table, role):
        unit = table.unit(unit_id)
        if (wanted is None or unit.nationality in wanted) and (arm is None or unit.arm == arm):
            return True
    return False


def target(table: Table) -> Any:
    return table.board.space(table.combat["target"])


def coastal(table: Table, space: str) -> bool:
    """A coastal space is a port: the only coast our map marks (N72)."""
    return bool(table.board.space(space).port)


def lightfoot(table: Table) -> bool:
    """Lightfoot (another card's event) silences the Axis minefields this round (N76)."""
    return bool(table.in_effect("lightfoot") or (table.op or {}).get("lightfoot"))


KEPT = "kept_combat_cards"
"""The `table.effects` entry of the combat cards each side won a battle with this turn,
face up (N25): {"until": "turn", "cards": [[Axis card ids], [Allied card ids]]}."""
NEVER_KEPT = ("disengage",)
"""Cards whose effect is the battle they were played in (Disengage's retreat)."""


def kept(table: Table, role: str) -> list[str]:
    """The card ids `role`'s side keeps from an earlier win this turn that this battle
    allows (N25, N70)."""
    entry = table.effects.get(KEPT)
    if not entry:
        return []
    return [card for card in entry["cards"][seat_of(table, role)]
            if ELIGIBLE[key_of(card)](table, role)]


def cards_in(table: Table, role: str) -> list[str]:
    """The ids of the combat cards acting for `role` in this fight: played, then kept."""
    played = list(table.combat.get("cards", {}).get(role, []))
    keys = {key_of(card) for card in played}
    for card in kept(table, role):
        if key_of(card) not in keys:  # a title counts once a battle
            keys.add(key_of(card))
            played.append(card)
    return played


def live_cards(table: Table, role: str) -> list[str]:
    """The keys of the combat cards acting for `role` in this fight that work: none when a
    unit of that side in the fight is out of supply (N25, N74)."""
    keys = [key_of(card) for card in cards_in(table, role)]
    if keys and any(table.supply_of(u) is Supply.NONE for u in units_of(table, role)):
        return []
    return keys


def carded(table: Table) -> bool:
    """Whether a fight is on with a combat card in it, played or kept (the hooks' cheap
    first test)."""
    fight = table.combat
    return fight is not None and (bool(fight.get("cards")) or KEPT in table.effects)


# -- who may play each card (N71, N73) ---------------------------------------------------
def is_axis(table: Table, role: str) -> bool:
    return seat_of(table, role) == AXIS


def is_allied(table: Table, role: str) -> bool:
    return seat_of(table, role) == ALLIED


def fortified(table: Table) -> bool:
    """The target is a printed fort space (N71)."""
    return bool(target(table).fort)


def clear(table: Table) -> bool:
    return target(table).terrain == "clear"


ELIGIBLE = {
    "regia_aeronautica": lambda t, r: is_axis(t, r) and target(t).region in LIBYA_EGYPT,
    "luftwaffe_reinforced": is_axis,
    "fortified_camps": lambda t, r: (is_axis(t, r) and r == "d" and clear(t)
                                     and bool(units_of(t, "d"))
                                     and all(t.unit(u).nationality == "Italian"
                                             for u in units_of(t, "d"))),
    "stukas_at_dawn": lambda t, r: is_axis(t, r) and r == "a" and fortified(t),
    "88mm_flak_guns": lambda t, r: is_axis(t, r) and r == "d" and has(t, "d", "German"),
    "disengage": lambda t, r: r == "d" and bool(t.combat["flank"]),
    "panzer_counterattack": lambda t, r: (is_axis(t, r) and r == "a"
                                          and has(t, "a", "German", "armour")),
    "keren": lambda t, r: is_axis(t, r) and r == "d" and target(t).terrain == "mountain",
    "hellfire_pass": lambda t, r: (is_axis(t, r) and r == "d"
                                   and (fortified(t) or target(t).terrain == "mountain")),
    "devil_s_gardens": lambda t, r: (is_axis(t, r) and r == "d" and clear(t)
                                     and not lightfoot(t)),
    "matildas": lambda t, r: (is_allied(t, r) and r == "a" and fortified(t)
                              and has(t, "a", "British", "armour")),
    "minefields": lambda t, r: is_allied(t, r) and r == "d" and clear(t),
    "royal_navy_bombardment": lambda t, r: (is_allied(t, r) and r == "a"
                                            and coastal(t, t.combat["target"])),
    "tobruk_garrison": lambda t, r: (is_allied(t, r) and r == "d"
                                     and t.combat["target"] == "Tobruk"),
    "desert_air_force": is_allied,
    "twelfth_air_force": lambda t, r: is_allied(t, r) and has(t, r, "US"),
    "shermans": lambda t, r: (is_allied(t, r) and r == "a"
                              and has(t, "a", ARMOUR_OF_SHERMANS, "armour")),
    "bir_hakeim": lambda t, r: is_allied(t, r) and r == "d",
}


def disengage(table: Table, role: str, card: str, events: Events) -> None:
    """No flank roll, both sides fire at once; after the battle the defender retreats two
    spaces (combat.resolve and combat.retreat_options read the mark, N78)."""
    fight = table.combat
    fight["flank"] = False
    fight["disengage"] = True
    events.append(ev.EventEffect(seat_of(table, role), "Disengage: no flank roll, both sides "
                                 "fire at once, then the defender retreats two spaces."))


for _key, _eligible in ELIGIBLE.items():
    combat_card(_key, _eligible, disengage if _key == "disengage" else None)


# -- what they do: the hooks -------------------------------------------------------------
OWN_SHIFT = {"regia_aeronautica": 1, "luftwaffe_reinforced": 1, "panzer_counterattack": 1,
             "royal_navy_bombardment": 1, "desert_air_force": 1, "twelfth_air_force": 1,
             "shermans": 1}
"""Cards that shift their own side's fire (columns right)."""
AGAINST_ATTACKER = {"fortified_camps": -1, "keren": -1, "hellfire_pass": -2,
                    "tobruk_garrison": -1, "bir_hakeim": -1}
"""Defender's cards that shift the attacker's fire (columns left); Minefields and Devil's
Gardens shift it through the marsh (`marsh`)."""
CANCEL_FORT = ("stukas_at_dawn", "matildas")
MINES = ("minefields", "devil_s_gardens")
HOLD = ("keren", "bir_hakeim")
NO_OVERRUN_CARDS = ("fortified_camps", *MINES)


def title(table: Table, key: str) -> str:
    """A shift is named by its card's title, as the combat panel and the log show it."""
    for role in ("a", "d"):
        for card in cards_in(table, role):
            if key_of(card) == key:
                return str(table.content.deck[card].title)
    return key


def shifts(table: Table, role: str) -> list[tuple[str, int]]:
    if not carded(table):
        return []
    found = []
    for key in live_cards(table, role):
        if key in OWN_SHIFT:
            columns = OWN_SHIFT[key]
            if key == "shermans" and any(table.unit(u).arm == "armour"
                                         for u in table.combat["defenders"]):
                columns = 2
            found.append((title(table, key), columns))
    if role == "a":
        found += [(title(table, key), AGAINST_ATTACKER[key]) for key in live_cards(table, "d")
                  if key in AGAINST_ATTACKER]
    return found


def fort(table: Table, space: str, printed: bool) -> bool | None:
    if not carded(table) or space != table.combat["target"]:
        return None
    if any(key in CANCEL_FORT for key in live_cards(table, "a")):
        return False
    return None


def mines_work(table: Table) -> bool:
    keys = live_cards(table, "d")
    return "minefields" in keys or ("devil_s_gardens" in keys and not lightfoot(table))


def marsh(table: Table, space: str) -> bool:
    if not carded(table) or space != table.combat["target"]:
        return False
    return table.board.space(space).terrain == "clear" and mines_work(table)


def first(table: Table) -> str | None:
    if carded(table) and "88mm_flak_guns" in live_cards(table, "d"):
        return "d"
    return None


def no_overrun(table: Table) -> bool:
    if not carded(table):
        return False
    keys = live_cards(table, "d")
    return "fortified_camps" in keys or mines_work(table)


def retreat_margin(table: Table) -> int:
    if carded(table) and any(key in HOLD for key in live_cards(table, "d")):
        return 2
    return 1


def advance(table: Table, unit_id: str) -> int:
    """Panzer Counterattack: German armour of the won attack goes one space further (N79)."""
    if not carded(table) or "panzer_counterattack" not in live_cards(table, "a"):
        return 0
    unit = table.unit(unit_id)
    return 1 if unit.nationality == "German" and unit.arm == "armour" else 0


FIGHTING = ("card:a", "card:d", "order", "flank", "fire:a", "fire:d", "loss:a", "loss:d",
            "resolve")


def supply(table: Table, unit_id: str, found: Any) -> Any:
    """Tobruk Garrison: the defenders in Tobruk are in full supply until the battle is
    decided (N77)."""
    if found is Supply.FULL or not carded(table):
        return found
    fight = table.combat
    if (unit_id in fight["defenders"]
            and any(key_of(card) == "tobruk_garrison" for card in cards_in(table, "d"))
            and table.where.get(unit_id) == "Tobruk" and fight["steps"]
            and fight["steps"][0] in FIGHTING):
        return Supply.FULL
    return found


def keep(table: Table, winner: str | None) -> None:
    """The winner of a battle keeps the combat cards it played there, face up, for its later
    battles this turn; the loser's, and both sides' on a tie, stay discarded (N25)."""
    fight = table.combat
    if winner is None or fight is None or not fight.get("cards", {}).get(winner):
        return
    won_with = [card for card in fight["cards"][winner] if key_of(card) not in NEVER_KEPT]
    if not won_with:
        return
    entry = table.effects.setdefault(KEPT, {"until": "turn", "cards": [[], []]})
    mine = entry["cards"][seat_of(table, winner)]
    mine += [card for card in won_with if card not in mine]
    table.forget()


effects.SHIFTS.append(shifts)
effects.FORT.append(fort)
effects.MARSH.append(marsh)
effects.FIRST.append(first)
effects.NO_OVERRUN.append(no_overrun)
effects.RETREAT_MARGIN.append(retreat_margin)
effects.ADVANCE_UNIT.append(advance)
effects.SUPPLY.append(supply)
effects.BATTLE_WON.append(keep)
