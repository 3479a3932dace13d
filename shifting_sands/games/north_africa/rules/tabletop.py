"""The North Africa table: where every unit stands, who controls what, the cards, the tracks,
and the questions every rule asks of them (whose unit, what stacks where, who is supplied).

All fields are JSON-ready. Seat 0 is the Axis, seat 1 the Allies. Rulings N1-N27 are in
docs/rules/north-africa.md.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

from shifting_sands.content.north_africa import Unit
from shifting_sands.content.north_africa_game import NorthAfricaContent, content_by_hash
from shifting_sands.games.north_africa.rules import effects
from shifting_sands.games.north_africa.rules.supply import Supply, supply_states
from shifting_sands.rules.codec import DataclassCodec
from shifting_sands.rules.plain import plain_copy
from shifting_sands.rules.protocol import CHANCE, TERMINAL, GameState
from shifting_sands.rules.rng import GameRng

SIDES = ("axis", "allied")
AXIS, ALLIED = 0, 1
RESERVE = "Reserve Box"
REPLACEMENT = "Replacement Box"
REINFORCEMENTS = ("Axis Reinforcements", "Allied Reinforcements")
ELIMINATED = "Eliminated"
"""Where permanently eliminated units go: off the map, never rebuilt."""
GREECE = "Greece"
"""Where divisions set aside by Invasion of Greece wait (off the map, out of the war)."""
OFF_MAP = frozenset({RESERVE, REPLACEMENT, *REINFORCEMENTS, ELIMINATED, GREECE})
"""Places whose units are not on the map: no supply, no attrition, no combat."""
CLOSED = ("neutral", "vichy")
NEUTRAL_SIDES = {"Vichy French": "vichy", "Iraqi": "neutral"}
"""Axis nationalities that stand in closed countries and keep out of the war until an event
brings them in (ruling N26)."""

__all__ = ["ALLIED", "AXIS", "CHANCE", "SIDES", "TERMINAL", "NorthAfricaTable"]


class NorthAfricaTable(GameState):
    """The state's data and the helpers every rule module shares."""

    codec: DataclassCodec

    def __init__(self, content: NorthAfricaContent, variant: str, rng: GameRng) -> None:
        super().__init__()
        self.content = content
        self.variant = variant
        self.rng = rng
        self.turn = 1
        self.round = 0
        self.phase = "discard"
        self.active = AXIS
        self.current_player = AXIS
        self.where: dict[str, str] = {}
        self.reduced: set[str] = set()
        self.control: dict[str, str] = {}
        self.hands: list[list[str]] = [[], []]
        self.decks: list[list[str]] = [[], []]
        self.discards: list[list[str]] = [[], []]
        self.rp_halves = [0, 0]
        self.vp_bonus = 0
        self.flags: dict[str, bool] = {"rommel": False, "montgomery": False, "torch": False}
        self.op: dict[str, Any] | None = None
        self.combat: dict[str, Any] | None = None
        self.result: dict[str, Any] | None = None
        # the strategy cards (cards.py): events in effect by card key, with when they end
        # ("game", "turn", "round" or "allied_round") and any data they keep; the event
        # cards played (for prerequisites); permanent cards out of the game; the turn each
        # card in hand was drawn (must_hold); a hand shown to the other side (LRDG, Ultra);
        # an event's question waiting for an answer
        self.effects: dict[str, dict[str, Any]] = {}
        self.played: list[str] = []
        self.removed: list[str] = []
        self.held_since: dict[str, int] = {}
        self.revealed: list[list[str] | None] = [None, None]
        self.pending: dict[str, Any] | None = None

    @property
    def plain(self) -> bool:
        """Whether this game plays part one's plain deck (the `plain` variant, N22, N23)."""
        return self.variant == "plain"

    # -- content --------------------------------------------------------------------
    @property
    def board(self) -> Any:
        return self.content.board

    @property
    def tables(self) -> Any:
        return self.content.tables

    def unit(self, unit_id: str) -> Unit:
        return self.content.units[unit_id]

    def seat_of(self, unit_id: str) -> int:
        return SIDES.index(self.content.units[unit_id].side)

    # -- units ----------------------------------------------------------------------
    def put(self, unit_id: str, place: str) -> None:
        """Move a unit anywhere (every change of place goes through here: it clears what
        was derived from the old places)."""
        self.where[unit_id] = place
        self.forget()

    def forget(self) -> None:
        """Drop what was derived from the position: from places, control and flags, and the
        legal actions (all rebuilt on demand). Moves and changes of control call it, every
        action drops the legal actions, and so does assigning a field; code that changes a
        field in place (a test posing a position) must call it."""
        self.__dict__["_derived"] = {}
        self.__dict__["_legal_memo"] = None

    def _memo(self, key: Any, make: Any) -> Any:
        derived = self.__dict__.get("_derived")
        if derived is None:
            derived = self.__dict__["_derived"] = {}
        if key not in derived:
            derived[key] = make()
        return derived[key]

    def _by_place(self) -> dict[str, list[str]]:
        def make() -> dict[str, list[str]]:
            found: dict[str, list[str]] = {}
            for unit_id, here in self.where.items():
                found.setdefault(here, []).append(unit_id)
            return found

        return self._memo("by_place", make)

    def units_at(self, place: str) -> list[str]:
        return list(self._by_place().get(place, ()))

    def on_map(self, unit_id: str) -> bool:
        return self.where[unit_id] not in OFF_MAP and not self.board.space(
            self.where[unit_id]).box

    def step(self, unit_id: str) -> Any:
        unit = self.unit(unit_id)
        return unit.reduced if unit_id in self.reduced else unit.full

    def occupied_by(self, seat: int) -> set[str]:
        """Map spaces holding a unit of `seat`'s side."""
        def make() -> set[str]:
            side = SIDES[seat]
            units = self.content.units
            return {here for here, found in self._by_place().items()
                    if here not in OFF_MAP and any(units[u].side == side for u in found)}

        return set(self._memo(("occupied", seat), make))

    def _points(self, units: Iterable[str]) -> int:
        points = self.content.stack_points
        return sum(points[u] for u in units)

    def stack_points(self, place: str, extra: Iterable[str] = ()) -> int:
        """Stacking points at `place`, with `extra` units added (the place's own total is
        kept until a unit moves: redeployment asks it of every unit and destination)."""
        here = self._memo(("points", place), lambda: self._points(self.units_at(place)))
        return here + self._points(extra)

    def room(self, place: str) -> float:
        """The stacking points still free at `place` (N19); boxes and off-map places hold
        any number. Kept until a unit moves: redeployment asks it of every unit and
        destination."""
        rooms = self._memo("rooms", dict)
        free = rooms.get(place)
        if free is None:
            if place in OFF_MAP or self.board.space(place).box:
                free = math.inf
            else:
                free = self.tables.model.stacking.limit_points.value - self.stack_points(place)
            rooms[place] = free
        return free

    def fits(self, place: str, units: Iterable[str]) -> bool:
        """Whether `units` may join `place` without overstacking it (N19; boxes hold any)."""
        return self._points(u for u in units if self.where.get(u) != place) <= self.room(place)

    def inert(self, unit_id: str) -> bool:
        """Vichy and Iraqi units keep out of the war until an event brings them in (N26)."""
        nationality = self.unit(unit_id).nationality
        return nationality in NEUTRAL_SIDES and not effects.neutral_active(self, nationality)

    # -- control --------------------------------------------------------------------
    def owner_seat(self, space: str) -> int | None:
        owner = self.control.get(space)
        return SIDES.index(owner) if owner in SIDES else None

    def take_control(self, space: str, seat: int, events: list[Any]) -> None:
        from shifting_sands.games.north_africa.rules.actions import ControlChanged

        if self.board.space(space).box or self.control.get(space) == SIDES[seat]:
            return
        self.control[space] = SIDES[seat]
        self.forget()
        events.append(ControlChanged(space, SIDES[seat]))

    def opened(self) -> tuple[str, ...]:
        """Closed (neutral or Vichy) spaces an event has opened: none with the plain deck."""
        return self._memo("opened", lambda: tuple(effects.opened(self)))

    # -- victory points -------------------------------------------------------------
    def vp(self) -> int:
        """The VP marker (N20): the start, the kept bonuses, and every VP space held against
        its starting control."""
        total = self.tables.model.victory.start.value + self.vp_bonus
        for space in self.board.spaces:
            if not space.vp:
                continue
            now = self.control.get(space.name)
            if now == "axis" and space.control != "axis":
                total += space.vp
            elif now == "allied" and space.control != "allied":
                total -= space.vp
        return total

    # -- supply ---------------------------------------------------------------------
    def supply_kind(self, unit_id: str) -> str:
        unit = self.unit(unit_id)
        if unit.nationality in NEUTRAL_SIDES:
            return unit.nationality
        if unit.nationality == "LRDG" or (unit.nationality == "Free French"
                                          and "Chad" in unit.rebuild):
            return unit.nationality  # the Chad column and the LRDG also use their box (N15)
        return unit.side

    def sources(self, kind: str) -> list[str]:
        """The supply sources of a kind of unit held now (N15)."""
        control = self.control
        if kind == "Vichy French":
            return ["Beirut"] if control.get("Beirut") == "vichy" else []
        if kind == "Iraqi":
            return ["Baghdad"] if control.get("Baghdad") == "neutral" else []
        if kind in ("allied", "Free French", "LRDG"):
            wanted = ["Port Said", "Suez", "Tripoli"]
            if self.flags["montgomery"]:
                wanted += ["Benghazi", "Tobruk"]
            found = [s for s in wanted if control.get(s) == "allied"]
            if kind == "Free French":
                found.append("Chad")
            found += [s for s in effects.extra_sources(self, "allied")
                      if control.get(s) == "allied" and s not in found]
            if kind == "LRDG":
                found.append("Deep Desert")
            return found
        wanted = ["Tripoli", "Alexandria"] + (["Tunis"] if self.flags["torch"] else [])
        wanted += [s for s in effects.extra_sources(self, "axis") if s not in wanted]
        cut = effects.cut_sources(self, "axis")
        return [s for s in wanted if control.get(s) == "axis" and s not in cut]

    def friendly_spaces(self, kind: str) -> set[str]:
        """Where a unit of `kind` may trace supply: its side's (or country's) spaces holding
        no enemy unit, and its own box for Chad's Free French and the LRDG (N15)."""
        if kind == "Vichy French":
            owners, seat = {"vichy"}, AXIS
        elif kind == "Iraqi":
            owners, seat = {"neutral"}, AXIS
        elif kind == "axis":
            owners, seat = {"axis"}, AXIS
        else:
            owners, seat = {"allied"}, ALLIED
        enemy = self.occupied_by(1 - seat)
        friendly = {name for name, owner in self.control.items()
                    if owner in owners and name not in enemy}
        if kind == "Free French":
            friendly.add("Chad")
        if kind == "LRDG":
            friendly.add("Deep Desert")
        return friendly

    def supply_map(self, kind: str) -> dict[str, Supply]:
        return self._memo(("supply", kind), lambda: dict(supply_states(
            self.board, self.friendly_spaces(kind), self.sources(kind),
            self.tables.model.supply.full_range.value)))

    def supply_of(self, unit_id: str, at: str | None = None) -> Supply:
        """A unit's supply where it stands (or at `at`); units off the map are not judged
        and count as supplied."""
        place = at if at is not None else self.where[unit_id]
        if place in OFF_MAP:
            return Supply.FULL
        found = self.supply_map(self.supply_kind(unit_id)).get(place, Supply.NONE)
        return effects.supply(self, unit_id, found) if effects.SUPPLY else found

    # -- cards ----------------------------------------------------------------------
    def ops_of(self, card: str) -> int:
        return self.content.cards[card]

    def in_effect(self, key: str) -> bool:
        """Whether the event of the card with this key (`rommel`, `siege_of_malta`) is in
        effect now."""
        return key in self.effects

    # -- serialisation --------------------------------------------------------------
    def _fields_to_dict(self) -> dict[str, Any]:
        return {
            "content": self.content.digest, "variant": self.variant,
            "rng": self.rng.to_json(), "turn": self.turn, "round": self.round,
            "phase": self.phase, "active": self.active,
            "current_player": self.current_player, "where": dict(self.where),
            "reduced": sorted(self.reduced), "control": dict(self.control),
            "hands": [list(h) for h in self.hands], "decks": [list(d) for d in self.decks],
            "discards": [list(d) for d in self.discards], "rp_halves": list(self.rp_halves),
            "vp_bonus": self.vp_bonus, "flags": dict(self.flags),
            "op": _deep(self.op), "combat": _deep(self.combat), "result": _deep(self.result),
            "effects": _deep(self.effects), "played": list(self.played),
            "removed": list(self.removed), "held_since": dict(self.held_since),
            "revealed": _deep(self.revealed), "pending": _deep(self.pending),
        }

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> NorthAfricaTable:
        content = content_by_hash(str(data["content"]))
        if content is None:
            raise ValueError("this game was played with North Africa content that is not "
                             "loaded (its hash is unknown)")
        state = cls(content, str(data["variant"]), GameRng.from_json(data["rng"]))
        state.turn, state.round = int(data["turn"]), int(data["round"])
        state.phase, state.active = str(data["phase"]), int(data["active"])
        state.current_player = int(data["current_player"])
        state.where = {str(k): str(v) for k, v in data["where"].items()}
        unknown = set(state.where) - set(content.units)
        if unknown:
            raise ValueError(f"unknown units {sorted(unknown)[:3]}")
        state.reduced = set(data["reduced"])
        state.control = dict(data["control"])
        state.hands = [list(h) for h in data["hands"]]
        state.decks = [list(d) for d in data["decks"]]
        state.discards = [list(d) for d in data["discards"]]
        state.rp_halves = [int(x) for x in data["rp_halves"]]
        state.vp_bonus = int(data["vp_bonus"])
        state.flags = {k: bool(v) for k, v in data["flags"].items()}
        state.op, state.combat = _deep(data["op"]), _deep(data["combat"])
        state.result = _deep(data["result"])
        state.effects = _deep(data.get("effects", {}))
        state.played = list(data.get("played", []))
        state.removed = list(data.get("removed", []))
        state.held_since = {str(k): int(v) for k, v in data.get("held_since", {}).items()}
        state.revealed = _deep(data.get("revealed", [None, None]))
        state.pending = _deep(data.get("pending"))
        return state

    def _copy(self) -> NorthAfricaTable:
        twin = type(self).__new__(type(self))
        GameState.__init__(twin)
        twin.__dict__.update({k: v for k, v in self.__dict__.items()
                              if not k.startswith("_")})
        twin.rng = self.rng.copy()
        twin.where = dict(self.where)
        twin.reduced = set(self.reduced)
        twin.control = dict(self.control)
        twin.hands = [list(h) for h in self.hands]
        twin.decks = [list(d) for d in self.decks]
        twin.discards = [list(d) for d in self.discards]
        twin.rp_halves = list(self.rp_halves)
        twin.flags = dict(self.flags)
        twin.op, twin.combat, twin.result, twin.effects, twin.pending = plain_copy(
            (self.op, self.combat, self.result, self.effects, self.pending))
        twin.played, twin.removed = list(self.played), list(self.removed)
        twin.held_since = dict(self.held_since)
        twin.revealed = plain_copy(self.revealed)
        return twin

    def undo(self) -> None:
        super().undo()
        self.forget()

    def secret_tokens(self, seat: int) -> set[str]:
        """The cards in `seat`'s hand (the other side sees only how many), but those an event
        has shown the other side this round (LRDG, Ultra, Code Book: a real reveal)."""
        if seat not in (AXIS, ALLIED):
            return set()
        return set(self.hands[seat]) - set(self.revealed[seat] or ())


def _deep(value: Any) -> Any:
    """A JSON value copied all the way down (lists and dicts fresh)."""
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_deep(v) for v in value]
    return value
