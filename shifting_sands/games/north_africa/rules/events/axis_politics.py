"""The Axis political, naval and intelligence events (rulings N40-N49).

Greece, Iraq, the Levant, Egypt, the convoys, the intelligence coups and the weather (Malta's
cards are in `malta.py`):
each event below says what its card's text does, and registers the hooks of `effects.py` (and
`cards.CARDS_FIRST`, `cards.CANCELLED`, both kept in `registry`) that carry its lasting effect.

For the Allied cards (another module) these are the public questions to ask:

- `levant_closed_to_allies(table) -> bool`: Vichy Cooperation bars the Allies from the Levant
  until Exporter, which ends it with `table.effects.pop("vichy_cooperation", None)`.
- Regia Marina Sortie reads `table.in_effect("taranto")` (success only on 5-6).
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.events.registry import (
    CANCELLED,
    CARDS_FIRST,
    ask,
    event,
    key_of,
)
from shifting_sands.games.north_africa.rules.supply import Supply, supply_states
from shifting_sands.games.north_africa.rules.tabletop import (
    ALLIED,
    AXIS,
    ELIMINATED,
    GREECE,
    OFF_MAP,
    REINFORCEMENTS,
    REPLACEMENT,
    RESERVE,
    SIDES,
    NorthAfricaTable,
)

Events = list[Any]

COMMONWEALTH = frozenset({"British", "Commonwealth", "Indian", "South African", "Australian",
                          "New Zealand"})
"""The nationalities Invasion of Greece may send (a "British or Commonwealth division")."""
GREECE_RETURNS = 7
"""The first turn of 1942 (Winter 1942): Greece's survivors come back to Alexandria."""
LEVIES_AT = ("Addis Ababa", "Gondar")
LIBYA_EGYPT = ("Libya", "Egypt")
NONE = "none"


# -- small helpers ---------------------------------------------------------------------
def year_of(table: NorthAfricaTable) -> int:
    return int(table.tables.model.turns[table.turn - 1].year)


def d6(table: NorthAfricaTable) -> int:
    """A die rolled inside an event, from the state's own generator (saved and replayed)."""
    return 1 + table.rng.randrange(6)


def gain_rp(table: NorthAfricaTable, seat: int, points: int, events: Events) -> None:
    """Whole RP gained (or lost, never below 0), logged."""
    before = table.rp_halves[seat]
    table.rp_halves[seat] = max(0, before + 2 * points)
    change = table.rp_halves[seat] - before
    events.append(ev.ReplacementPoints(seat, change, table.rp_halves[seat]))


def show_allied_hand(table: NorthAfricaTable, events: Events) -> None:
    table.revealed[ALLIED] = list(table.hands[ALLIED])
    events.append(ev.HandShown(ALLIED, len(table.hands[ALLIED])))


def region_of(table: NorthAfricaTable, place: str) -> str | None:
    if place in OFF_MAP:
        return None
    return table.board.space(place).region


def first_free(table: NorthAfricaTable, seat: int, start: str, unit_id: str) -> str:
    """The nearest space (by connections, any kind, ties by name) that `seat`'s side controls,
    holds no enemy unit and has room for `unit_id`; the Reserve Box when there is none."""
    enemy = table.occupied_by(1 - seat)
    seen = {start}
    ring = [start]
    while ring:
        for place in sorted(ring):
            if (table.control.get(place) == SIDES[seat] and place not in enemy
                    and table.fits(place, [unit_id])):
                return place
        following: list[str] = []
        for place in ring:
            for there in table.board.neighbours(place):
                if there not in seen and not table.board.space(there).box:
                    seen.add(there)
                    following.append(there)
        ring = following
    return RESERVE


# -- Invasion of Greece, Greece and Crete (N40) ----------------------------------------
def greece_options(table: NorthAfricaTable) -> list[str]:
    return sorted(u for u, here in table.where.items()
                  if region_of(table, here) == "Egypt" and u not in table.reduced
                  and table.unit(u).side == "allied" and table.unit(u).size == "division"
                  and table.unit(u).nationality in COMMONWEALTH)


def concede_greece(table: NorthAfricaTable, events: Events) -> None:
    table.vp_bonus += 1
    events.append(ev.VictoryPointsGained("Invasion of Greece", 1, table.vp()))


def choose_greece(table: NorthAfricaTable, asked: dict[str, Any], option: str,
                  events: Events) -> None:
    if option == NONE:
        concede_greece(table, events)
        return
    table.put(option, GREECE)
    table.effects["invasion_of_greece"].setdefault("greece", []).append(option)
    events.append(ev.EventEffect(ALLIED, f"{table.unit(option).name} is sent to Greece"))


@event("invasion_of_greece", choose=choose_greece)
def invasion_of_greece(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """The Allies send a full division from Egypt to Greece or the Axis gains 1 VP."""
    table.effects[key_of(card)]["greece"] = []
    options = greece_options(table)
    if not options:
        concede_greece(table, events)
        return
    ask(table, ALLIED, card, [*options, NONE],
        "Invasion of Greece: send a full British or Commonwealth division from Egypt to "
        "Greece, or none (the Axis gains 1 VP)")


def greece_returns(table: NorthAfricaTable, events: Events) -> None:
    """At the start of 1942 the divisions still in Greece come back reduced to Alexandria
    (or the nearest Allied space with room, else the Reserve Box); one sent later comes
    back at the start of the next turn."""
    if table.turn < GREECE_RETURNS:
        return
    for unit_id in sorted(u for u, here in table.where.items() if here == GREECE):
        to = first_free(table, ALLIED, "Alexandria", unit_id)
        table.put(unit_id, to)
        table.reduced.add(unit_id)
        events.append(ev.Arrived(unit_id, to))


@event("greece_and_crete")
def greece_and_crete(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Every division in Greece is eliminated for good (1 VP if any); the Allies lose 1 RP."""
    lost = sorted(u for u, here in table.where.items() if here == GREECE)
    for unit_id in lost:
        table.reduced.discard(unit_id)
        table.put(unit_id, ELIMINATED)
        events.append(ev.EventEffect(seat, f"{table.unit(unit_id).name} is lost in Greece"))
    if lost:
        table.vp_bonus += 1
        events.append(ev.VictoryPointsGained("Greece and Crete", 1, table.vp()))
    gain_rp(table, ALLIED, -1, events)


# -- Code Book Stolen, Fellers Intercepts (N41) ----------------------------------------
@event("code_book_stolen")
def code_book_stolen(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    show_allied_hand(table, events)
    table.effects["code_book_stolen"] = {"until": "turn"}


def allies_play_first(table: NorthAfricaTable) -> int | None:
    return ALLIED if "code_book_stolen" in table.effects else None


CARDS_FIRST.append(allies_play_first)


def choose_fellers(table: NorthAfricaTable, asked: dict[str, Any], option: str,
                   events: Events) -> None:
    if option == NONE:
        return
    table.effects["fellers_intercepts"] = {"until": "turn", "card": option}
    title = table.content.deck[option].title
    events.append(ev.EventEffect(AXIS, f"Fellers Intercepts names {title}"))


@event("fellers_intercepts", choose=choose_fellers)
def fellers_intercepts(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    show_allied_hand(table, events)
    hand = sorted(set(table.hands[ALLIED]))
    if hand:
        ask(table, AXIS, card, [*hand, NONE],
            "Fellers Intercepts: name an Allied card whose event is cancelled this turn")


def fellers_cancels(table: NorthAfricaTable, card_id: str) -> bool:
    named = table.effects.get("fellers_intercepts")
    if named is None or named.get("card") != card_id:
        return False
    del table.effects["fellers_intercepts"]
    return True


CANCELLED.append(fellers_cancels)


# -- Egyptian Uprising (N42) -----------------------------------------------------------
def uprising_playable(table: NorthAfricaTable, seat: int, card: str) -> bool:
    allied = table.occupied_by(ALLIED)
    return table.control.get("Khartoum") == "axis" or not (
        {"Cairo", "Alexandria"} & allied)


@event("egyptian_uprising", uprising_playable)
def egyptian_uprising(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Each battlegroup rises in its city (which turns Axis) unless an Allied unit stands
    there; then it enters at the nearest Axis-controlled space."""
    for unit_id, city in (("eg_1", "Cairo"), ("eg_2", "Alexandria")):
        if table.where.get(unit_id) != REINFORCEMENTS[AXIS]:
            continue
        if city not in table.occupied_by(ALLIED) and table.fits(city, [unit_id]):
            to = city
            table.take_control(city, AXIS, events)
        else:
            to = first_free(table, AXIS, city, unit_id)
        table.put(unit_id, to)
        events.append(ev.Arrived(unit_id, to))


# -- the convoys and the fleet (N43) ---------------------------------------------------
@event("regia_marina_sortie")
def regia_marina_sortie(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    die = d6(table)
    needed = 5 if table.in_effect("taranto") else 4
    if die >= needed:
        events.append(ev.EventEffect(AXIS, f"Regia Marina Sortie rolls {die}: success"))
        gain_rp(table, ALLIED, -2, events)
    else:
        loss = {1940: 1, 1941: 2}.get(year_of(table), 3)
        events.append(ev.EventEffect(AXIS, f"Regia Marina Sortie rolls {die}: failure"))
        gain_rp(table, AXIS, -loss, events)


@event("supply_convoy_to_tripoli")
def supply_convoy_to_tripoli(table: NorthAfricaTable, seat: int, card: str,
                             events: Events) -> None:
    gain_rp(table, AXIS, 2, events)
    table.effects["supply_convoy_to_tripoli"] = {"until": "turn"}


@event("axis_convoy")
def axis_convoy(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    gain_rp(table, AXIS, 2, events)


def fuel_dump_spaces(table: NorthAfricaTable) -> list[str]:
    return sorted({here for u, here in table.where.items()
                   if here not in OFF_MAP and table.unit(u).side == "axis"
                   and table.control.get(here) == "axis"
                   and table.supply_of(u) is Supply.LIMITED})


def choose_fuel_dump(table: NorthAfricaTable, asked: dict[str, Any], option: str,
                     events: Events) -> None:
    table.effects["fuel_dump_captured"] = {"until": "turn", "space": option}
    events.append(ev.EventEffect(AXIS, f"Fuel Dump Captured: {option} is in full supply"))


@event("fuel_dump_captured", choose=choose_fuel_dump)
def fuel_dump_captured(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    gain_rp(table, AXIS, 1, events)
    spaces = fuel_dump_spaces(table)
    if spaces:
        ask(table, AXIS, card, spaces, "Fuel Dump Captured: which space is in full supply?")


def tobruk_playable(table: NorthAfricaTable, seat: int, card: str) -> bool:
    return table.control.get("Tobruk") == "axis"


@event("tobruk_captured_stores", tobruk_playable)
def tobruk_captured_stores(table: NorthAfricaTable, seat: int, card: str,
                           events: Events) -> None:
    gain_rp(table, AXIS, 2, events)
    table.effects["tobruk_captured_stores"] = {"until": "turn"}


# -- Iraq and the Levant (N45) ---------------------------------------------------------
def iraq_spaces(table: NorthAfricaTable) -> list[str]:
    return [s.name for s in table.board.spaces if s.region == "Iraq"]


def levant_spaces(table: NorthAfricaTable) -> list[str]:
    return [s.name for s in table.board.spaces if s.region == "Levant"]


@event("iraqi_revolt")
def iraqi_revolt(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Iraq turns Axis (a space holding an Allied unit turns Allied): an ordinary country at
    war, open to both sides; the Iraqi battlegroups enter at Baghdad after this."""
    allied = table.occupied_by(ALLIED)
    for space in iraq_spaces(table):
        table.take_control(space, ALLIED if space in allied else AXIS, events)


def iraqis_active(table: NorthAfricaTable, nationality: str) -> bool:
    return nationality == "Iraqi" and "iraqi_revolt" in table.effects


effects.ACTIVE_NEUTRALS.append(iraqis_active)


@event("unternehmen_irak")
def unternehmen_irak(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Beirut and Baghdad serve Axis supply from now; the mountain division enters at
    Baghdad after this (or the Reserve Box if Baghdad is not the Axis's)."""


@event("vichy_cooperation")
def vichy_cooperation(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Axis supply and redeployment may pass through the Vichy Levant until Exporter."""


def levant_closed_to_allies(table: NorthAfricaTable) -> bool:
    return "vichy_cooperation" in table.effects


def levant_passable(table: NorthAfricaTable, seat: int) -> set[str]:
    if seat != AXIS or "vichy_cooperation" not in table.effects:
        return set()
    return {s for s in levant_spaces(table) if table.control.get(s) == "vichy"}


effects.PASSABLE.append(levant_passable)


def axis_sources(table: NorthAfricaTable, kind: str) -> list[str]:
    found: list[str] = []
    if kind != "axis":
        return found
    if "unternehmen_irak" in table.effects:
        found += ["Beirut", "Baghdad"]
    if "tobruk_captured_stores" in table.effects:
        found.append("Tobruk")
    return found


effects.SOURCES.append(axis_sources)


def wider_axis_supply(table: NorthAfricaTable) -> dict[str, Supply]:
    """Axis supply with the Vichy Levant passable (Vichy Cooperation) and Beirut a source
    while Vichy holds it (Unternehmen Irak): Axis spaces plus the Levant's Vichy spaces."""
    def make() -> dict[str, Supply]:
        friendly = table.friendly_spaces("axis")
        sources = list(table.sources("axis"))
        if "vichy_cooperation" in table.effects:
            friendly |= {s for s in levant_spaces(table) if table.control.get(s) == "vichy"}
            friendly -= table.occupied_by(ALLIED)
            if "unternehmen_irak" in table.effects and table.control.get("Beirut") == "vichy":
                sources.append("Beirut")
        return dict(supply_states(table.board, friendly, sources,
                                  table.tables.model.supply.full_range.value))

    return table._memo(("axis_politics", "wider"), make)


def iraqi_supply(table: NorthAfricaTable) -> dict[str, Supply]:
    """Iraqi units at war trace to Baghdad through Axis spaces (their own source, N26)."""
    def make() -> dict[str, Supply]:
        sources = ["Baghdad"] if table.control.get("Baghdad") == "axis" else []
        return dict(supply_states(table.board, table.friendly_spaces("axis"), sources,
                                  table.tables.model.supply.full_range.value))

    return table._memo(("axis_politics", "iraqi"), make)


RANK = {Supply.NONE: 0, Supply.LIMITED: 1, Supply.FULL: 2}


def better(a: Supply, b: Supply) -> Supply:
    return a if RANK[a] >= RANK[b] else b


def axis_supply(table: NorthAfricaTable, unit_id: str, found: Supply) -> Supply:
    """Supply Convoy to Tripoli, Fuel Dump Captured, Vichy Cooperation and the Iraqis."""
    fx = table.effects
    if not fx:
        return found
    unit = table.unit(unit_id)
    if unit.side != "axis":
        return found
    here = table.where[unit_id]
    if unit.nationality == "Iraqi":
        if "iraqi_revolt" in fx:
            found = better(found, iraqi_supply(table).get(here, Supply.NONE))
        return found
    if unit.nationality == "Vichy French":
        return found
    if "vichy_cooperation" in fx:
        found = better(found, wider_axis_supply(table).get(here, Supply.NONE))
    if found is Supply.LIMITED:
        if "supply_convoy_to_tripoli" in fx and region_of(table, here) == "Libya":
            return Supply.FULL
        if fx.get("fuel_dump_captured", {}).get("space") == here:
            return Supply.FULL
    return found


effects.SUPPLY.append(axis_supply)


# -- Ascari Levies (N46) ---------------------------------------------------------------
def levy_options(table: NorthAfricaTable) -> list[str]:
    allied = table.occupied_by(ALLIED)
    found = []
    for unit_id, here in sorted(table.where.items()):
        unit = table.unit(unit_id)
        if here not in (REPLACEMENT, ELIMINATED) or unit.nationality != "Italian":
            continue
        if unit.size != "battlegroup" or "Colonial" not in unit.name:
            continue
        for place in LEVIES_AT:
            if (table.control.get(place) == "axis" and place not in allied
                    and table.fits(place, [unit_id])):
                found.append(f"{unit_id}@{place}")
    return found


def levies_playable(table: NorthAfricaTable, seat: int, card: str) -> bool:
    return bool(levy_options(table))


def choose_levy(table: NorthAfricaTable, asked: dict[str, Any], option: str,
                events: Events) -> None:
    unit_id, place = option.split("@")
    table.reduced.discard(unit_id)
    table.put(unit_id, place)
    events.append(ev.Rebuilt(unit_id, place))


@event("ascari_levies", levies_playable, choose=choose_levy)
def ascari_levies(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    ask(table, AXIS, card, levy_options(table),
        "Ascari Levies: which colonial battlegroup is recreated, and where?")


# -- Duke of Aosta, Mareth Line (N47) --------------------------------------------------
@event("duke_of_aosta")
def duke_of_aosta(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """In effect until Addis Ababa is seen Allied."""


def aosta_first(table: NorthAfricaTable) -> str | None:
    if "duke_of_aosta" not in table.effects or table.combat is None:
        return None
    if table.control.get("Addis Ababa") == "allied":
        del table.effects["duke_of_aosta"]  # ended for good
        return None
    fight = table.combat
    target = table.board.space(fight["target"])
    defenders = [u for u in fight["defenders"] if table.where.get(u) == fight["target"]]
    if (fight["seat"] == ALLIED and target.get("theatre") == "east_africa"
            and target.terrain == "mountain" and defenders
            and all(table.unit(u).nationality == "Italian" for u in defenders)):
        return "d"
    return None


effects.FIRST.append(aosta_first)


def aosta_ends(table: NorthAfricaTable, events: Events) -> None:
    if "duke_of_aosta" in table.effects and table.control.get("Addis Ababa") == "allied":
        del table.effects["duke_of_aosta"]
        events.append(ev.EventEffect(AXIS, "Duke of Aosta: Addis Ababa has fallen"))


effects.TURN_BEGINS.append(aosta_ends)
effects.TURN_BEGINS.append(greece_returns)


@event("mareth_line")
def mareth_line(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """Mareth is a fort for the Axis from now on."""


def mareth_fort(table: NorthAfricaTable, space: str, printed: bool) -> bool | None:
    """With the cards, Mareth's printed fort counts only after Mareth Line, and only for an
    Axis defender (N47)."""
    if space != "Mareth" or table.plain:
        return None
    if "mareth_line" not in table.effects:
        return False
    fight = table.combat
    if fight is not None and fight["target"] == "Mareth":
        return fight["seat"] == ALLIED
    return table.control.get("Mareth") == "axis"


effects.FORT.append(mareth_fort)


# -- Sandstorm, Graziani (N48) ---------------------------------------------------------
@event("sandstorm")
def sandstorm(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """The Axis acts first in every round, so the next Allied action ends its round."""
    table.effects["sandstorm"] = {"until": "round"}


def sandstorm_shift(table: NorthAfricaTable, role: str) -> list[tuple[str, int]]:
    fight = table.combat
    if (role == "a" and "sandstorm" in table.effects and fight is not None
            and fight["seat"] == ALLIED):
        return [("sandstorm", -1)]
    return []


effects.SHIFTS.append(sandstorm_shift)


@event("graziani")
def graziani(table: NorthAfricaTable, seat: int, card: str, events: Events) -> None:
    """In effect until Rommel (whose event ends it)."""


def graziani_shift(table: NorthAfricaTable, role: str) -> list[tuple[str, int]]:
    """The first qualifying attack of each action round gets the shift (N48)."""
    effect = table.effects.get("graziani")
    fight = table.combat
    if effect is None or fight is None or role != "a" or fight["seat"] != AXIS:
        return []
    if region_of(table, fight["target"]) not in LIBYA_EGYPT:
        return []
    attackers = fight["attackers"]
    if not attackers or any(table.unit(u).nationality != "Italian" for u in attackers):
        return []
    if any(region_of(table, s) not in LIBYA_EGYPT for s in fight["spaces"]):
        return []
    this = [table.turn, table.round, fight["target"], sorted(attackers)]
    used = effect.get("used")
    if used is not None and used[:2] == this[:2] and used != this:
        return []
    effect["used"] = this
    return [("graziani", 1)]


effects.SHIFTS.append(graziani_shift)

