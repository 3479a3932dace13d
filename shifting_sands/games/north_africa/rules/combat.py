"""Combat (rulings N8-N14): strength, shifts, the flank attempt, fire in order, losses,
the win, retreat, overrun displacement and advance.

`combat` on the table is the fight in hand; `steps` is what is left to do, in order:
"flank" and "fire:a"/"fire:d" wait for a die (chance), "loss:a"/"loss:d" for the side
taking losses to choose its steps, "resolve" decides the win, then "retreat", "displace"
or "advance" wait for the side concerned.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.cards import card_steps
from shifting_sands.games.north_africa.rules.movement import COSTS, move_costs, move_path
from shifting_sands.games.north_africa.rules.operations import can_flank, ready_units, shuts_armour
from shifting_sands.games.north_africa.rules.supply import Supply, land_distances
from shifting_sands.games.north_africa.rules.tabletop import (
    CLOSED,
    ELIMINATED,
    REPLACEMENT,
    SIDES,
    NorthAfricaTable,
)

DISPLACE_TO = {"allied": ("Alexandria", "Cairo"), "axis": ("El Agheila", "Tarhuna")}
"""Where overrun defenders go first (the rules text)."""
ROLES = {"a": "attackers", "d": "defenders"}


def declare(table: NorthAfricaTable, action: ev.Attack, events: list[Any]) -> None:

    op = table.op
    assert op is not None
    attackers = [u for space in action.spaces for u in ready_units(table, space)]
    defenders = sorted(table.units_at(action.target))
    op["attacked"] += attackers
    if action.rommel:
        op["rommel_used"] = True
        op["rommel_count"] = op.get("rommel_count", 0) + 1  # Venezia: two (N63)
    flank = action.flank and can_flank(table, action.target, attackers)
    table.combat = {"target": action.target, "spaces": list(action.spaces),
                    "attackers": attackers, "defenders": defenders, "seat": table.active,
                    "flank": flank, "rommel": action.rommel, "results": {},
                    "steps": [], "due": 0, "cards": {},
                    "advanced": [], "overrun": False, "won": False}
    table.combat["steps"] = [*card_steps(table), "order"]
    table.phase = "combat"
    events.append(ev.AttackDeclared(table.active, action.target, tuple(action.spaces),
                                    tuple(attackers), tuple(defenders), flank, action.rommel))


SIMULTANEOUS = ("fire:a", "fire:d", "loss:d", "loss:a", "resolve")
ATTACKER_FIRST = ("fire:a", "loss:d", "fire:d", "loss:a", "resolve")
DEFENDER_FIRST = ("fire:d", "loss:a", "fire:a", "loss:d", "resolve")


def alive(table: NorthAfricaTable, role: str) -> list[str]:
    """The units of one side of the fight still standing where they fought from."""
    fight = table.combat
    assert fight is not None
    if role == "d":
        return [u for u in fight["defenders"] if table.where.get(u) == fight["target"]]
    return [u for u in fight["attackers"] if table.where.get(u) in fight["spaces"]]


def seat_of_role(table: NorthAfricaTable, role: str) -> int:
    fight = table.combat
    assert fight is not None
    return fight["seat"] if role == "a" else 1 - fight["seat"]


# -- strength and shifts (N8, N9) ------------------------------------------------------
def fire_plan(table: NorthAfricaTable, role: str) -> dict[str, Any]:
    """What one side fires with now: table, strength and the shifts, each named; and, for
    whoever shows the fight, every term of the strength ("terms": each unit's combat
    factor, then the fort's bonus as ("fort", n)) and each shift the rules withhold with
    why ("withheld": (name, n, reason); armour against infantry is off against a fort, a
    mountain or a marsh, N8)."""
    fight = table.combat
    assert fight is not None
    units = alive(table, role)
    enemy = alive(table, "d" if role == "a" else "a")
    target = table.board.space(fight["target"])
    terms: list[tuple[str, int]] = [(u, table.step(u).combat) for u in units]
    if role == "d" and units and effects.is_fort(table, fight["target"]):
        terms.append(("fort", table.tables.model.combat.fort_strength_bonus.value))
    strength = sum(n for _, n in terms)
    division = any(table.unit(u).size == "division" for u in units)
    shifts: list[tuple[str, int]] = []
    withheld: list[tuple[str, int, str]] = []
    shift = table.tables.shift
    if any(table.supply_of(u) is Supply.NONE for u in units):
        shifts.append(("out_of_supply", shift("out_of_supply")))
    if role == "a":
        armour = any(table.unit(u).arm == "armour" for u in units)
        enemy_armour = any(table.unit(u).arm == "armour" for u in enemy)
        if armour and not enemy_armour:
            if shuts_armour(table, fight["target"]):
                withheld.append(("armour_vs_infantry", shift("armour_vs_infantry"),
                                 shut_reason(table, fight["target"])))
            else:
                shifts.append(("armour_vs_infantry", shift("armour_vs_infantry")))
        if not armour and enemy_armour:
            shifts.append(("infantry_vs_armour", shift("infantry_vs_armour")))
        if fight["rommel"]:
            shifts.append(("rommel", shift("rommel")))
        if target.terrain == "marsh" or effects.counts_as_marsh(table, fight["target"]):
            shifts.append(("marsh_or_minefields", shift("marsh_or_minefields")))
        if target.terrain == "mountain":
            shifts.append(("mountain", shift("mountain")))
    shifts += effects.column_shifts(table, role)
    return {"table": "division" if division else "battlegroup", "strength": strength,
            "shifts": shifts, "shift": sum(n for _, n in shifts), "terms": terms,
            "withheld": withheld}


def shut_reason(table: NorthAfricaTable, space: str) -> str:
    """Why a space shuts out armour's shift: "fort", "mountain" or "marsh" (a card in
    effect may make a space a fort or a marsh)."""
    if effects.is_fort(table, space):
        return "fort"
    return "mountain" if table.board.space(space).terrain == "mountain" else "marsh"


# -- chance ----------------------------------------------------------------------------
def waiting_for_die(table: NorthAfricaTable) -> bool:
    fight = table.combat
    return fight is not None and fight["steps"][0] in ("flank", "fire:a", "fire:d")


def roll(table: NorthAfricaTable, die: int, events: list[Any]) -> None:
    fight = table.combat
    assert fight is not None
    step = fight["steps"].pop(0)
    if step == "flank":
        rule = table.tables.model.flank_attack
        needed = rule.success_at_least.value - rule.per_extra_attacking_space.value * (
            len(fight["spaces"]) - 1) - effects.flank_bonus(table)
        success = die >= needed and not (die == 1 and rule.natural_one_fails.value)
        fight["flank_success"] = success
        fight["steps"] = list(ATTACKER_FIRST if success else DEFENDER_FIRST)
        events.append(ev.FlankRolled(die, max(needed, 2), success))
        return
    role = step[-1]
    plan = fire_plan(table, role)
    result = table.tables.fire(plan["table"], plan["strength"], plan["shift"], die)
    loss = result.loss if result else 0
    bold = bool(result and result.bold)
    column = table.tables.columns[result.column] if result else "-"
    fight["results"][role] = {"loss": loss, "bold": bold, "die": die, "column": column,
                              "strength": plan["strength"], "table": plan["table"],
                              "shift": plan["shift"]}
    events.append(ev.Fired(seat_of_role(table, role), plan["table"], plan["strength"],
                           plan["shift"], column, die, loss, bold))
    if role not in fight.setdefault("rerolled", []) and effects.may_reroll(table, role):
        fight["steps"].insert(0, f"reroll:{role}")  # Auchinleck (N69): the side decides


def reroll(table: NorthAfricaTable, again: bool) -> None:
    """The side that may reroll its fire die has decided: roll again (the second roll
    stands) or keep the first."""
    fight = table.combat
    assert fight is not None
    role = fight["steps"].pop(0)[-1]
    fight["rerolled"].append(role)
    if again:
        fight["steps"].insert(0, f"fire:{role}")
        if table.op is not None:
            table.op["rerolled"] = True


def skip_silent_fire(table: NorthAfricaTable) -> None:
    """A side with no strength left does not fire (N9): its result is 0, no die."""
    fight = table.combat
    assert fight is not None
    while fight["steps"] and fight["steps"][0] in ("fire:a", "fire:d"):
        role = fight["steps"][0][-1]
        if fire_plan(table, role)["strength"] > 0:
            return
        fight["steps"].pop(0)
        fight["results"][role] = {"loss": 0, "bold": False, "die": 0, "column": "-",
                                  "strength": 0, "table": "", "shift": 0}


# -- losses (N11) ----------------------------------------------------------------------
def loss_candidates(table: NorthAfricaTable, role: str, points: int) -> list[str]:
    return [u for u in alive(table, role) if 0 < table.step(u).loss <= points]


def start_losses(table: NorthAfricaTable) -> None:
    fight = table.combat
    assert fight is not None
    role = fight["steps"][0][-1]
    other = "d" if role == "a" else "a"
    fight["due"] = fight["results"].get(other, {}).get("loss", 0)


def note_no_step_lost(table: NorthAfricaTable, role: str, events: list[Any]) -> None:
    """At the end of a side's losses: when it had loss points to take and standing units,
    yet none of its steps was small enough to give (N11), say that no step was lost."""
    fight = table.combat
    assert fight is not None
    other = "d" if role == "a" else "a"
    points = fight["results"].get(other, {}).get("loss", 0)
    units = alive(table, role)
    steps = [table.step(u).loss for u in units if table.step(u).loss > 0]
    if points > 0 and fight["due"] == points and steps:
        events.append(ev.NoStepLost(seat_of_role(table, role), points, min(steps)))


def take_loss(table: NorthAfricaTable, unit_id: str, events: list[Any]) -> None:
    fight = table.combat
    assert fight is not None
    fight["due"] -= table.step(unit_id).loss
    lose_step(table, unit_id, events)


def lose_step(table: NorthAfricaTable, unit_id: str, events: list[Any],
              permanent: bool = False) -> None:
    """Flip a full unit; eliminate a reduced one (to the Replacement Box, or for good)."""
    if unit_id in table.reduced or permanent:
        eliminate(table, unit_id, events, permanent)
    else:
        table.reduced.add(unit_id)
        events.append(ev.StepLost(unit_id, False, False))


def eliminate(table: NorthAfricaTable, unit_id: str, events: list[Any],
              permanent: bool = False) -> None:
    table.reduced.discard(unit_id)
    table.put(unit_id, ELIMINATED if permanent else REPLACEMENT)
    events.append(ev.StepLost(unit_id, True, permanent))


# -- the win (N12, N13) ----------------------------------------------------------------
def resolve(table: NorthAfricaTable, events: list[Any]) -> None:
    fight = table.combat
    assert fight is not None
    fight["steps"].pop(0)
    a = fight["results"].get("a", {"loss": 0, "bold": False})
    d = fight["results"].get("d", {"loss": 0, "bold": False})
    won = a["loss"] > d["loss"]
    target = fight["target"]
    survivors = alive(table, "d")
    attackers = alive(table, "a")
    disengaging = bool(survivors and fight.get("disengage") and disengage_options(table))
    overrun = (won and a["bold"] and a.get("table") == "division" and bool(survivors)
               and any(table.unit(u).arm == "armour" for u in attackers)
               and not shuts_armour(table, target) and not effects.no_overrun(table)
               and not disengaging)
    fight["won"], fight["overrun"] = won, overrun
    events.append(ev.CombatEnded(target, a["loss"], d["loss"], won, overrun))
    effects.battle_won(table, "a" if won else "d" if d["loss"] > a["loss"] else None)
    if disengaging:  # Disengage: two spaces back whatever the result (N78)
        fight["steps"] = ["retreat", "advance"] if won else ["retreat"]
        return
    if not won:
        fight["steps"] = []
        return  # a won attack retreats the survivors even with no attacker left (N12)
    if survivors and effects.is_fort(table, target):
        fight["steps"] = []  # forts hold (N12)
        return
    if survivors and not overrun and a["loss"] - d["loss"] < effects.retreat_margin(table):
        fight["steps"] = []  # a combat card holds them (Keren, Bir Hakeim)
        return
    if overrun:
        fight["steps"] = ["displace", "advance"]
    elif survivors:
        fight["steps"] = ["retreat", "advance"]
    else:
        fight["steps"] = ["advance"]


# -- retreat (N14) ---------------------------------------------------------------------
def retreat_options(table: NorthAfricaTable) -> list[str]:
    """The best places for the defenders to retreat to: friendly before not, supplied before
    not, fitting before overstacked; empty when they cannot retreat at all."""
    fight = table.combat
    assert fight is not None
    if fight.get("disengage"):
        far = disengage_options(table)
        if far:
            return far
    return best_retreats(table, retreat_steps(table, fight["target"]))


def retreat_steps(table: NorthAfricaTable, frm: str) -> list[str]:
    """The spaces next to `frm` the defenders may retreat into: by land, not a box, not
    closed, holding no attacking side's unit."""
    fight = table.combat
    assert fight is not None
    enemy = table.occupied_by(fight["seat"])
    found = []
    for there in table.board.neighbours(frm):
        place = table.board.space(there)
        if (place.box or there in enemy
                or table.board.connection(frm, there).kind == "sea"
                or (table.control.get(there) in CLOSED and there not in table.opened())):
            continue
        found.append(there)
    return found


def disengage_options(table: NorthAfricaTable) -> list[str]:
    """Disengage (N78): the best places two retreat steps away that are not next to the
    battle's space; empty when there is none."""
    fight = table.combat
    assert fight is not None
    target = fight["target"]
    near = {target, *table.board.neighbours(target)}
    far = {there for mid in retreat_steps(table, target)
           for there in retreat_steps(table, mid) if there not in near}
    return best_retreats(table, sorted(far))


def best_retreats(table: NorthAfricaTable, places: list[str]) -> list[str]:
    fight = table.combat
    assert fight is not None
    units = alive(table, "d")
    side = SIDES[1 - fight["seat"]]
    ranked: list[tuple[tuple[bool, bool, bool], str]] = []
    for there in places:
        friendly = table.control.get(there) == side
        supplied = all(table.supply_of(u, at=there) is not Supply.NONE for u in units)
        ranked.append(((friendly, supplied, table.fits(there, units)), there))
    if not ranked:
        return []
    best = max(rank for rank, _ in ranked)
    return sorted(there for rank, there in ranked if rank == best)


def retreat(table: NorthAfricaTable, to: str | None, events: list[Any]) -> None:
    fight = table.combat
    assert fight is not None
    units = alive(table, "d")
    if to is None:
        for unit_id in units:
            eliminate(table, unit_id, events)
        return
    relocate(table, units, fight["target"], to, 1 - fight["seat"], events, ev.Retreated)


def relocate(table: NorthAfricaTable, units: list[str], frm: str, to: str, seat: int,
             events: list[Any], event: Any) -> None:
    for unit_id in units:
        table.put(unit_id, to)
    events.append(event(tuple(units), frm, to))
    table.take_control(to, seat, events)
    settle_overstack(table, to, events)


def settle_overstack(table: NorthAfricaTable, place: str, events: list[Any]) -> None:
    """Eliminate the excess of an overstacked space (N19): the weakest units first (reduced
    before full, battlegroups before divisions); divisions so lost are gone for good."""
    limit = table.tables.model.stacking.limit_points.value
    while table.stack_points(place) > limit and not table.board.space(place).box:
        victim = min(table.units_at(place), key=lambda u: (
            table.unit(u).size == "division", u not in table.reduced,
            table.step(u).combat, u))
        permanent = table.unit(victim).size == "division"
        table.reduced.discard(victim)
        table.put(victim, ELIMINATED if permanent else REPLACEMENT)
        events.append(ev.OverstackLoss(victim, permanent))


# -- overrun displacement (N13) --------------------------------------------------------
def displace_options(table: NorthAfricaTable) -> tuple[list[str], bool]:
    """(places, first_choice): the side's named cities reachable through friendly spaces,
    else its nearest supply sources; empty when no path exists."""
    fight = table.combat
    assert fight is not None
    seat = 1 - fight["seat"]
    side = SIDES[seat]
    enemy = table.occupied_by(fight["seat"])
    friendly = {name for name, owner in table.control.items()
                if owner == side and name not in enemy} | {fight["target"]}
    reach = land_distances(table.board, [fight["target"]], friendly)
    named = sorted(p for p in DISPLACE_TO[side] if p in reach and p != fight["target"])
    if named:
        return named, True
    sources = [s for s in table.sources(side) if s in reach and s != fight["target"]]
    if not sources:
        return [], False
    nearest = min(reach[s] for s in sources)
    return sorted(s for s in sources if reach[s] == nearest), False


def displace(table: NorthAfricaTable, to: str | None, events: list[Any]) -> None:
    fight = table.combat
    assert fight is not None
    units = alive(table, "d")
    if to is None:
        for unit_id in units:
            eliminate(table, unit_id, events, permanent=True)
        return
    relocate(table, units, fight["target"], to, 1 - fight["seat"], events, ev.Displaced)


# -- advance (N12, N13) ----------------------------------------------------------------
def armour_bonus(table: NorthAfricaTable, unit_id: str) -> int:
    """The cards' extra spaces (or points after an overrun) for an armour unit (N79)."""
    if table.unit(unit_id).arm != "armour":
        return 0
    return effects.advance_bonus(table) + effects.unit_advance_bonus(table, unit_id)


def overrun_points(table: NorthAfricaTable, unit_id: str) -> int:
    """The movement points an advance after an overrun has left beyond the battle's space
    (N13): its Movement Factor less the entry into that space, and the cards' bonus."""
    fight = table.combat
    assert fight is not None
    link = table.board.connection(table.where[unit_id], fight["target"])
    entry = COSTS.get(link.kind, 1) if link else 1
    return table.step(unit_id).movement - entry + armour_bonus(table, unit_id)


def beyond_steps(table: NorthAfricaTable, frm: str) -> list[str]:
    """Where an armour advance may go on from `frm` (N12, N79): by land, no box, no enemy
    unit, no closed country."""
    fight = table.combat
    assert fight is not None
    enemy = table.occupied_by(1 - fight["seat"])
    return [there for there in table.board.neighbours(frm)
            if not (table.board.space(there).box or there in enemy
                    or table.board.connection(frm, there).kind == "sea"
                    or table.control.get(there) in CLOSED)]


def armour_depth(table: NorthAfricaTable, unit_id: str) -> int:
    """How many spaces beyond the battle's space a unit may advance without an overrun."""
    if table.unit(unit_id).arm != "armour":
        return 0
    rule = table.tables.model.combat.armour_extra_advance.value
    return int(bool(rule)) + armour_bonus(table, unit_id)


def advance_options(table: NorthAfricaTable, unit_id: str) -> list[str]:
    fight = table.combat
    assert fight is not None
    target = fight["target"]
    seat = fight["seat"]
    if table.occupied_by(1 - seat) & {target}:
        return []
    here = table.where[unit_id]
    places = {target}
    if fight["overrun"]:
        left = overrun_points(table, unit_id)
        if left > 0:
            places |= set(move_costs(table.board, target, left, SIDES[seat], table.control,
                                     table.occupied_by(1 - seat), table.opened()))
    else:
        reached = {target}
        for _ in range(armour_depth(table, unit_id)):
            reached |= {there for frm in list(reached) for there in beyond_steps(table, frm)}
        places |= reached
    places.discard(here)
    return sorted(p for p in places if table.fits(p, [unit_id]))


def advance_way(table: NorthAfricaTable, unit_id: str, to: str) -> list[str]:
    """The spaces an advance to `to` enters, in order (N31: each one is taken): the battle's
    space first, then after an overrun the cheapest move on (N13), else the armour's extra
    spaces by the fewest steps; among equal ways the one taking the most spaces from the
    enemy, then the first by name."""
    fight = table.combat
    assert fight is not None
    target, side = fight["target"], SIDES[fight["seat"]]
    if to == target:
        return [target]
    if fight["overrun"]:
        return [target, *move_path(table.board, target, to, overrun_points(table, unit_id),
                                   side, table.control, table.occupied_by(1 - fight["seat"]),
                                   table.opened())]
    ways = [(0, (target,))]
    for _ in range(armour_depth(table, unit_id)):
        ways = [(gained - (table.control.get(there) != side), (*way, there))
                for gained, way in ways for there in beyond_steps(table, way[-1])]
        found = sorted(w for w in ways if w[1][-1] == to)
        if found:
            return list(found[0][1])
    return [target, to]


def advance_actions(table: NorthAfricaTable) -> list[Any]:
    fight = table.combat
    assert fight is not None
    actions: list[Any] = []
    for unit_id in alive(table, "a"):
        if unit_id not in fight["advanced"]:
            actions += [ev.Advance(unit_id, to) for to in advance_options(table, unit_id)]
    actions.append(ev.EndAdvance())
    return actions


def advance(table: NorthAfricaTable, action: ev.Advance, events: list[Any]) -> None:
    fight = table.combat
    assert fight is not None
    frm = table.where[action.unit]
    fight["advanced"].append(action.unit)
    if action.to not in fight["spaces"]:
        fight["spaces"].append(action.to)  # it still counts among the attackers
    way = advance_way(table, action.unit, action.to)
    table.put(action.unit, action.to)
    events.append(ev.Advanced(action.unit, frm, action.to))
    for space in way:  # the battle's space and every space beyond it (N31)
        table.take_control(space, fight["seat"], events)


def fire_order(table: NorthAfricaTable) -> list[str]:
    """The steps after the cards: the flank roll, or fire in the order the cards and the
    rules give."""
    fight = table.combat
    assert fight is not None
    first = effects.fires_first(table)
    if first == "d":
        return list(DEFENDER_FIRST)
    if first == "a":
        return list(ATTACKER_FIRST)
    if fight["flank"]:
        return ["flank"]
    return list(SIMULTANEOUS)
