"""North Africa's greedy general: attack where the fire tables favour it, push units up to
the front, keep them supplied, spend cards on RP when units are worn and on RD when the
Reserve Box is full, play an event when it scores better than the card's OPS, and every
combat card it may. It sees only its view, and looks one decision ahead on a copy of the
table (the hidden hand does not matter to a move or an attack).

`decide` is the same general on a full state: the search bot's rollouts and its shortlist of
candidate actions (spec.py) use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.north_africa.bots.bot_aims import (
    land_distance,
    objective_spaces,
    objective_targets,
    objective_value,
    objectives_scenario,
    open_prizes,
)
from shifting_sands.games.north_africa.bots.bot_offensive import (
    MAIN,
    drive_aim,
    forts_to_hold,
    landing_aims,
    leaves_main_front,
    offensive_card,
    on_offensive,
)
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import (
    ALLIED,
    OFF_MAP,
    REPLACEMENT,
    RESERVE,
    SIDES,
)
from shifting_sands.rules.rng import GameRng

DIE = range(1, 7)


def expected_loss(state: Any, table: str, strength: int, shift: int) -> float:
    total = 0.0
    for die in DIE:
        result = state.tables.fire(table, strength, shift, die)
        total += result.loss if result else 0
    return total / 6


def attack_margin(state: Any, action: ev.Attack) -> float:
    """Expected loss points inflicted minus suffered if `action` is declared now (fire taken
    as simultaneous; a flank attempt and Rommel count at their face value)."""
    from shifting_sands.games.north_africa.rules import combat

    trial = state._copy()
    trial.track_undo = False
    events: list[Any] = []
    combat.declare(trial, action, events)
    mine = combat.fire_plan(trial, "a")
    theirs = combat.fire_plan(trial, "d")
    bonus = 0.5 if action.flank else 0.0
    return (expected_loss(trial, mine["table"], mine["strength"], mine["shift"]) + bonus
            - expected_loss(trial, theirs["table"], theirs["strength"], theirs["shift"]))


def enemy_distance(state: Any, seat: int) -> dict[str, int]:
    """Land connections from every space to the nearest enemy ground: a space holding an
    enemy unit, or one the enemy controls (empty ground is taken by walking in, and in East
    Africa every Axis space left standing is a VP a turn to the Axis), or a neutral VP space
    an event has opened. In a scenario won by objectives, empty ground counts only where it
    is an objective."""
    enemy = SIDES[1 - seat]
    ground = {name for name, owner in state.control.items() if owner == enemy}
    ground |= open_prizes(state)
    targets = objective_targets(state, seat)
    if targets is not None:  # N82: only the objectives score, not the oases on the way
        ground &= targets
    return land_distance(state, state.occupied_by(1 - seat) | ground)


def objective_distance(state: Any, seat: int) -> dict[str, int]:
    """Land connections from every space to the nearest VP space the enemy holds: where an
    offensive should head. For the Allies, once the East Africa bonus is near (N20), every
    Axis space in East Africa is an objective too: each turn one stands is a VP to the Axis.
    A neutral VP space an event has opened is a VP to whoever takes it. In a scenario won
    by objectives (N82) its objectives are the aims instead."""
    targets = objective_targets(state, seat)
    if targets is not None:
        return land_distance(state, targets)
    enemy = SIDES[1 - seat]
    starts = {space.name for space in state.board.spaces
              if space.vp and state.control.get(space.name) == enemy} | open_prizes(state)
    if seat == 1 and state.turn >= state.tables.model.victory.east_africa_from_turn.value - 2:
        starts |= {space.name for space in state.board.spaces
                   if space.get("theatre") == "east_africa"
                   and state.control.get(space.name) == enemy}
    landing = landing_aims(state, seat)
    aim = drive_aim(state, seat) if landing is None and on_offensive(state, seat) else None
    if landing is not None or aim is not None:  # one drive on the main front
        starts = {s for s in starts if state.board.space(s).get("theatre") != MAIN}
        starts |= landing if landing is not None else {aim}
    return land_distance(state, starts)


def prize(state: Any, seat: int, space: str) -> int:
    """What taking `space` from the enemy scores: its VP, or in a scenario won by
    objectives (N82) one if it is an objective `seat` should take, else nothing."""
    targets = objective_targets(state, seat)
    if targets is None:
        return int(state.board.space(space).vp)
    return 1 if space in targets else 0


def evaluate(state: Any, seat: int) -> float:
    """A score for `seat` (higher is better): VP, strength on the map, supply and closeness
    to the enemy; the other side's the same, subtracted."""
    if state.result is not None:
        return 1.0 if state.result["winner"] == seat else 0.0
    vp = state.vp() - state.tables.model.victory.start.value
    objectives = objective_value(state, seat)
    # in a scenario won by objectives the VP marker decides only an automatic victory (N83)
    weight = 3.0 if objectives is None else SCENARIO_VP
    score = weight * (vp if seat == 0 else -vp) + (objectives or 0.0)
    score += 0.25 * (state.rp_halves[seat] - state.rp_halves[1 - seat])
    for effect in state.effects.values():
        if effect.get("until") == "game" and effect.get("seat") in (0, 1):
            score += PERMANENT_EVENT if effect["seat"] == seat else -PERMANENT_EVENT
    for side in (0, 1):
        sign = 1 if side == seat else -1
        reach = enemy_distance(state, side)
        for unit_id, here in state.where.items():
            if state.seat_of(unit_id) != side or here in OFF_MAP or state.inert(unit_id):
                continue
            step = state.step(unit_id)
            value = step.combat + step.loss
            supply = state.supply_of(unit_id)
            if supply is Supply.NONE:
                value *= 0.2
            elif supply is Supply.LIMITED:
                value *= 0.85
            value -= 0.05 * min(reach.get(here, 12), 12)
            score += sign * value
    return score


SCENARIO_VP = 1.0
"""A VP's worth in a scenario won by objectives: the marker still ends it at 14 (N83)."""
PERMANENT_EVENT = 1.5
"""What a permanent event of one's own side in effect is worth to the score (a leader's
shift, a supply source, RP each turn): about half a VP."""
OP_POINT = 0.5
"""What one point of an operation in hand is worth, to weigh an event's operation against
the card's OPS."""
EVENT_MARGIN = 1.0
"""How much better than the card's other use an event must score to be played."""
OPENED_PRIZE = 1.0
"""What an event opening a neutral VP space to the war is worth while no enemy unit can
contest it (Exporter opens Beirut and Damascus, a VP each to whoever takes them)."""
NEAR_EAST = "near_east"
"""The theatre of Palestine, the Levant and Iraq."""
IRAQI_REVOLT = "ax41_iraqi_revolt"
"""The Axis card that brings Iraq into the war on the Axis side (N45)."""


OBJECTIVE = 1.0
"""A step closer to the nearest VP space the enemy holds, on top of a step closer to the
enemy: offensives head for what wins the war, not for the nearest empty oasis."""
AIM_ATTACK = 1.0
"""What attacking the aim itself (an enemy-held VP space or objective) adds to an attack."""
GARRISON = 5.0
"""What manning an empty VP space or supply source the enemy could reach is worth."""
THREAT_RANGE = 3
"""Land connections within which enemy units threaten a space."""
FORT_STACK = 3.0
"""What joining a fort to hold (outmatched, the enemy near) is worth: the line is held by
stacks, not by one guard while the rest attack at the frontier."""


ALAMEIN = "El Alamein"
"""An Axis unit beside it is a VP a turn to the Axis (N20): the Allies guard its approaches."""
UPRISING = "ax40_egyptian_uprising"
"""The Axis card that raises Egyptian battlegroups in Cairo and Alexandria (N42)."""
UPRISING_CITIES = ("Cairo", "Alexandria")
"""One Allied unit in either city keeps the Uprising unplayable (unless the Axis holds
Khartoum); with both empty, it gives the Axis both cities' VP at once."""


EAST_AFRICA_PRIZE = 2.0
"""What taking an Axis space of East Africa adds for the Allies: while one stands the Axis
gains a VP every turn from turn 6 (N20)."""


def east_africa_prize(state: Any, seat: int, space: str) -> float:
    """What taking `space` from the Axis is worth to `seat` on top of its VP: EAST_AFRICA_PRIZE
    to the Allies in East Africa, in the campaign (a scenario won by objectives, N82, has no
    East Africa bonus to deny)."""
    if seat != ALLIED or objectives_scenario(state) is not None:
        return 0.0
    return EAST_AFRICA_PRIZE if state.board.space(space).get("theatre") == "east_africa" else 0.0


def holds_off_uprising(state: Any, seat: int, unit_id: str) -> bool:
    """Whether `unit_id` is the last Allied unit in Cairo and Alexandria while the Egyptian
    Uprising may still be played: the Allies emptied both for the front, and the Uprising
    took them (two VP, and Alexandria as an Axis source) with no Axis unit near."""
    if seat != 1 or state.plain or UPRISING in state.removed:
        return False
    if objective_targets(state, seat) is not None:
        return False  # a scenario won by objectives (N82): its own aims decide
    if state.where[unit_id] not in UPRISING_CITIES:
        return False
    guards = [u for city in UPRISING_CITIES for u in state.units_at(city)
              if state.seat_of(u) == seat]
    return guards == [unit_id]


def threatened_keys(state: Any, seat: int) -> set[str]:
    """`seat`'s empty VP spaces and supply sources with enemy units within THREAT_RANGE:
    the places worth a garrison."""
    enemy_units = state.occupied_by(1 - seat)
    own = state.occupied_by(seat)
    side = SIDES[seat]
    aims = objective_spaces(state)
    keys = {space.name for space in state.board.spaces
            if (space.vp or space.get("supply_source") or space.name in aims or (
                seat == 1 and space.name in state.board.neighbours(ALAMEIN)))
            and not space.box and state.control.get(space.name) == side
            and space.name not in own}
    if not keys:
        return set()
    found: set[str] = set()
    for key in keys:
        frontier, seen = [key], {key}
        for _ in range(THREAT_RANGE):
            step = []
            for here in frontier:
                for there in state.board.neighbours(here, excluding="sea"):
                    if there not in seen:
                        seen.add(there)
                        step.append(there)
            frontier = step
        if seen & enemy_units:
            found.add(key)
    return found


def supply_after_entry(state: Any, unit_id: str, to: str) -> Supply:
    """A unit's supply once it stands in `to`: entering takes the space, so ground not yet
    one's own is judged by the supply of its own neighbours (limited at best)."""
    seat = state.seat_of(unit_id)
    if state.control.get(to) == SIDES[seat] or to in OFF_MAP:
        return state.supply_of(unit_id, at=to)
    for there in state.board.neighbours(to, excluding="sea"):
        if (state.control.get(there) == SIDES[seat] and there not in OFF_MAP
                and state.supply_of(unit_id, at=there) is not Supply.NONE):
            return Supply.LIMITED
    return Supply.NONE


class GreedyNorthAfricaBot:
    name = "greedy"

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        if len(legal) == 1:
            return legal[0]
        from shifting_sands.games.north_africa.rules.determinize import determinize

        state = determinize(view, rng.copy())
        return self.decide(state, view.current_player, legal, rng)

    def decide(self, state: Any, seat: int, legal: Sequence[Any], rng: GameRng) -> Any:
        """The greedy choice for `seat` among `legal` on a full state."""
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, ev.Roll):
            return rng.choice(legal)
        if isinstance(first, ev.PlayCombatCard | ev.NoCombatCard):
            return first  # combat cards are made for battle: play one whenever allowed
        if isinstance(first, ev.Choose):
            return self._best_by_lookahead(state, seat, legal)
        if isinstance(first, ev.Reroll):  # Auchinleck: roll again below the die's mean
            die = state.combat["results"].get(state.combat["steps"][0][-1], {}).get("die", 6)
            return ev.Reroll() if die <= 3 else ev.KeepRoll()
        if isinstance(first, ev.Discard | ev.Draw):
            return ev.Draw()
        if isinstance(first, ev.PlayCard | ev.AutomaticOperation):
            return self._action(state, seat, legal)
        if isinstance(first, ev.TakeLoss):
            return max(legal, key=lambda a: (state.step(a.unit).loss,
                                             -state.step(a.unit).combat, a.unit))
        if isinstance(first, ev.Retreat | ev.Displace):
            return self._best_by_lookahead(state, seat, legal)
        if any(isinstance(a, ev.Attack) for a in legal):
            return self._attack(state, seat, legal)
        if any(isinstance(a, ev.Replace | ev.Rebuild) for a in legal):
            return next(a for a in legal if isinstance(a, ev.Replace | ev.Rebuild))
        if any(isinstance(a, ev.Activate) for a in legal):
            return self._activate(state, seat, legal)
        if any(isinstance(a, ev.Move | ev.Redeploy) for a in legal):
            return self._march(state, seat, legal)
        return self._best_by_lookahead(state, seat, legal)

    def _march(self, state: Any, seat: int, legal: Sequence[Any]) -> Any:
        """Move or redeploy the unit that gains most ground towards the enemy while staying
        supplied; take empty enemy ground, above all VP spaces; else stop."""
        reach = enemy_distance(state, seat)
        aims = objective_distance(state, seat)
        enemy_units = state.occupied_by(1 - seat)
        threatened = threatened_keys(state, seat)
        side = SIDES[seat]
        offensive = on_offensive(state, seat)
        forts = forts_to_hold(state, seat)
        best, best_score = legal[-1], 0.0
        for action in legal:
            if not isinstance(action, ev.Move | ev.Redeploy):
                continue
            here, to = state.where[action.unit], action.to
            if holds_off_uprising(state, seat, action.unit) or leaves_main_front(
                    state, seat, here, to) or here in forts:
                continue
            if to in OFF_MAP:
                score = 0.5 if here not in OFF_MAP and reach.get(here, 12) >= 6 else -1.0
            else:
                before = reach.get(here, 12) if here not in OFF_MAP else 12
                score = float(before - reach.get(to, 12))
                if here not in OFF_MAP:
                    score += OBJECTIVE * (aims.get(here, 12) - aims.get(to, 12))
                elif offensive:  # the reserve joins the drive, not the nearest skirmish
                    score += OBJECTIVE * (12 - aims.get(to, 12))
                if to in enemy_units:
                    score -= 5
                if state.control.get(to) not in (side, None):
                    score += 2 + 3 * prize(state, seat, to) + east_africa_prize(state, seat, to)
                supply = supply_after_entry(state, action.unit, to)
                if supply is Supply.NONE:
                    score -= 6
                elif supply is Supply.LIMITED:
                    score -= 1
                guard = here not in OFF_MAP and self._last_guard(state, seat, action.unit)
                if guard:
                    score -= 4
                if to in threatened and to != here and not guard:
                    score += GARRISON  # leaving one key open to close another gains nothing
                if to in forts:
                    score += FORT_STACK
            if score > best_score:
                best, best_score = action, score
        return best

    def _last_guard(self, state: Any, seat: int, unit_id: str) -> bool:
        """Whether `unit_id` is the last unit holding a VP space or a supply source that
        the enemy stands beside, or a scenario's objective (N82: held at the end, so an
        empty one is an open door however far the enemy still is)."""
        here = state.where[unit_id]
        place = state.board.space(here)
        objective = here in objective_spaces(state)
        if not (place.vp or place.get("supply_source") or objective):
            return False
        mine = [u for u in state.units_at(here) if state.seat_of(u) == seat]
        if len(mine) != 1:
            return False
        enemy = state.occupied_by(1 - seat)
        return objective or any(n in enemy for n in state.board.neighbours(here))

    def _action(self, state: Any, seat: int, legal: Sequence[Any]) -> Any:
        if ev.LRDGMission("raid") in legal:
            return ev.LRDGMission("raid")  # a free blow: an Axis card gone, the round kept
        plain = self._plain_action(state, seat, legal)
        events = [a for a in legal if isinstance(a, ev.PlayCard) and a.use == "event"]
        if not events:
            return plain
        baseline = self._after(state, seat, plain)
        best, best_score = plain, baseline + EVENT_MARGIN
        for action in events:
            score = self._after(state, seat, action)
            if score > best_score:
                best, best_score = action, score
        return best

    def _after(self, state: Any, seat: int, action: Any) -> float:
        """The score after `action`, with an operation it opens valued by what it may
        activate (its points, and its free activations a little more)."""
        trial = state._copy()
        trial.track_undo = False
        trial._apply(action)
        score = evaluate(trial, seat)
        if objective_targets(state, seat) is None and not self._contested_levant(trial, seat):
            score += OPENED_PRIZE * (len(open_prizes(trial)) - len(open_prizes(state)))
        op = trial.op
        if op is not None and trial.active == seat:
            grant = op.get("grant") or {}
            score += OP_POINT * (op["points"] + 1.5 * grant.get("left", 0)
                                 + (1 if grant.get("mods") else 0))
        return score

    @staticmethod
    def _contested_levant(state: Any, seat: int) -> bool:
        """Whether the enemy could fight for the Near East: one of its units able to fight
        stands there, or the Iraqi Revolt may still raise Iraq for the Axis. Then what an
        opened neutral VP space is worth is in doubt (the Axis, from Iraq, took the Levant as
        often as the Allies once it was open), so the event must pay for itself."""
        if seat == 1 and not state.plain and IRAQI_REVOLT not in state.removed:
            return True
        return any(state.board.space(here).get("theatre") == NEAR_EAST
                   for unit_id, here in state.where.items()
                   if here not in OFF_MAP and state.seat_of(unit_id) != seat
                   and not state.inert(unit_id))

    def _plain_action(self, state: Any, seat: int, legal: Sequence[Any]) -> Any:
        plays = [a for a in legal if isinstance(a, ev.PlayCard) and a.use != "event"]
        if not plays:
            return ev.AutomaticOperation()
        by_ops = sorted({a.card for a in plays}, key=lambda c: (state.ops_of(c), c))
        low, high = by_ops[0], by_ops[-1]
        side = SIDES[seat]
        mine = [u for u, here in state.where.items() if state.unit(u).side == side]
        reserve = [u for u in mine if state.where[u] == RESERVE]
        worn = [u for u in mine if u in state.reduced and state.where[u] not in OFF_MAP]
        gone = [u for u in mine if state.where[u] == REPLACEMENT]
        planned = offensive_card(state, seat, len(reserve), len(worn) + len(gone))
        if planned is not None and ev.PlayCard(*planned) in legal:
            return ev.PlayCard(*planned)
        if self._good_attacks(state, seat):
            return ev.PlayCard(high, "ops")
        if len(reserve) >= 2 and state.ops_of(high) >= 3:
            return ev.PlayCard(high, "rd")
        if len(worn) + len(gone) >= 3 and state.rp_halves[seat] < 4:
            return ev.PlayCard(low, "rp")
        return ev.PlayCard(low, "ops")

    def _good_attacks(self, state: Any, seat: int) -> bool:
        from shifting_sands.games.north_africa.rules.operations import enemy_targets_near

        side = SIDES[seat]
        for space in {h for u, h in state.where.items()
                      if h not in OFF_MAP and state.unit(u).side == side}:
            mine = sum(state.step(u).combat for u in state.units_at(space))
            for target in enemy_targets_near(state, space, seat):
                theirs = sum(state.step(u).combat for u in state.units_at(target))
                fort = 2 if state.board.space(target).fort else 0
                if mine >= theirs + fort + 2:
                    return True
        return False

    def _activate(self, state: Any, seat: int, legal: Sequence[Any]) -> Any:
        """The space most worth its OPS: an attack the fire tables favour, else units that
        can gain ground towards the enemy while staying supplied; else stop."""
        from shifting_sands.games.north_africa.rules.operations import (
            destinations,
            enemy_targets_near,
        )

        reach = enemy_distance(state, seat)
        aims = objective_distance(state, seat)
        enemy_units = state.occupied_by(1 - seat)
        threatened = threatened_keys(state, seat)
        forts = forts_to_hold(state, seat)
        best, best_score = ev.EndActivation(), 0.0
        for action in legal:
            if not isinstance(action, ev.Activate):
                continue
            units = [u for u in state.units_at(action.space) if state.seat_of(u) == seat]
            if action.mode == "attack":
                score = max(self._odds(state, units, target) + self._aim_bonus(
                    aims, action.space, target) for target in
                            enemy_targets_near(state, action.space, seat)) + 0.5
            elif action.space in forts:
                score = 0.0  # outmatched, the fort's stack stays
            else:
                score = 0.0
                for unit_id in units:
                    here = reach.get(action.space, 12)
                    for to in destinations(state, unit_id):
                        if supply_after_entry(state, unit_id, to) is Supply.NONE or (
                                leaves_main_front(state, seat, action.space, to)):
                            continue
                        gain = here - reach.get(to, 12) + OBJECTIVE * (
                            aims.get(action.space, 12) - aims.get(to, 12))
                        if state.control.get(to) not in (SIDES[seat], None):
                            gain += 1 + 3 * prize(state, seat, to) + east_africa_prize(
                                state, seat, to)
                        if to in threatened and to != action.space:
                            gain += GARRISON
                        if to in forts:
                            gain += FORT_STACK
                        score = max(score, gain * 0.6)
                if any(n in enemy_units for n in state.board.neighbours(action.space)):
                    score -= 1.0  # the front line holds rather than shuffles
            if score > best_score:
                best, best_score = action, score
        return best

    @staticmethod
    def _aim_bonus(aims: dict[str, int], space: str, target: str) -> float:
        """What an attack from `space` on `target` gains towards the offensive's aim: a
        won battle advances into the target, so an attack on the road to an objective (or
        on the objective itself) beats a cheaper one in the empty desert."""
        if target not in aims:
            return 0.0
        bonus = OBJECTIVE * (aims.get(space, 12) - aims[target])
        return bonus + (AIM_ATTACK if aims[target] == 0 else 0.0)

    def _odds(self, state: Any, units: list[str], target: str) -> float:
        """Expected loss points inflicted minus suffered by `units` attacking `target`."""
        defenders = state.units_at(target)
        place = state.board.space(target)
        mine = sum(state.step(u).combat for u in units)
        theirs = sum(state.step(u).combat for u in defenders) + (2 if place.fort else 0)
        shift = -1 if place.terrain in ("marsh", "mountain") else 0

        def table(group: list[str]) -> str:
            return "division" if any(state.unit(u).size == "division" for u in group) else (
                "battlegroup")

        return (expected_loss(state, table(units), mine, shift)
                - expected_loss(state, table(defenders), theirs, 0))

    def _attack(self, state: Any, seat: int, legal: Sequence[Any]) -> Any:
        best, best_margin = ev.EndAttacks(), 0.25
        aims = objective_distance(state, seat)
        for action in legal:
            if isinstance(action, ev.Attack):
                margin = attack_margin(state, action) + (0.01 if action.rommel else 0.0)
                if margin > 0.25:  # a bad attack stays bad whatever it aims at
                    margin += 0.1 * self._aim_bonus(aims, action.spaces[0], action.target)
                if margin > best_margin:
                    best, best_margin = action, margin
        return best

    def _best_by_lookahead(self, state: Any, seat: int, legal: Sequence[Any]) -> Any:
        """The action whose result scores best for `seat` (ending comes last on ties)."""
        scored = []
        for index, action in enumerate(legal):
            trial = state._copy()
            trial.track_undo = False
            trial._apply(action)
            scored.append((evaluate(trial, seat), -index, action))
        return max(scored, key=lambda item: (item[0], item[1]))[2]
