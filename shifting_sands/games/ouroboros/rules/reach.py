"""Who would be out of reach, and what a step would do, read from the table alone (O15,
O12, O21): the resolver's death check and the table's warnings share these, so the board
never shades or warns about anything the rules would not do.

Pure: it reads a state or a view (anything with `explorers`, `tiles`, `monsters` and
`rules`), never the decks, so a prediction about the dark says "would" and uses nothing
hidden.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from shifting_sands.content.ouroboros import PursuitRule
from shifting_sands.games.ouroboros.rules.actions import DIRECTIONS, Pos
from shifting_sands.games.ouroboros.rules.pieces import (
    MONSTER_TITLES,
    Explorer,
    Monster,
    Status,
    chebyshev,
    step,
    unseen_gap,
)

OUT_OF_REACH = 2
"""Unseen tile lengths between an explorer and every other living one that kill (O15)."""


@dataclass(frozen=True)
class Stranding:
    """An explorer out of everyone's reach: `apart` places (diagonals counting one) from
    `nearest`, the closest living teammate."""

    seat: int
    nearest: int
    apart: int
    standing: bool


def strandings(explorers: Iterable[Explorer]) -> list[Stranding]:
    """Every living explorer with OUT_OF_REACH or more unseen places between them and every
    other living one (O15); none while only one lives."""
    living = [e for e in explorers if e.alive]
    if len(living) < 2:
        return []
    out = []
    for e in living:
        others = [o for o in living if o is not e]
        if all(unseen_gap(e, o) >= OUT_OF_REACH for o in others):
            near = min(others, key=lambda o: (unseen_gap(e, o), chebyshev(e.pos, o.pos), o.seat))
            out.append(Stranding(e.seat, near.seat, chebyshev(e.pos, near.pos), e.standing))
    return out


def monsters(table: Any) -> list[Monster]:
    """The monsters of a state (a dict by id) or a view (a tuple)."""
    found = table.monsters
    return list(found.values()) if isinstance(found, dict) else list(found)


def _with(explorers: Sequence[Explorer], seat: int, **changes: Any) -> list[Explorer]:
    """The explorers with `seat`'s changed, and the Medic's free revival applied (O14)."""
    people = [replace(e, **changes) if e.seat == seat else e for e in explorers]
    medic = next((e for e in people if e.role == "medic" and e.standing), None)
    if medic is not None:
        people = [replace(e, status=Status.STANDING)
                  if e.status is Status.DOWN and e.pos == medic.pos else e for e in people]
    return people


def stand_perils(table: Any, seat: int, place: Pos) -> list[Stranding]:
    """Who would be out of reach if `seat` stood on `place`, everyone else where they are."""
    return strandings(_with(table.explorers, seat, pos=place))


def death_radius(table: Any, seat: int, places: Iterable[Pos]) -> set[Pos]:
    """The places among `places` where `seat` standing would leave someone out of reach:
    themselves or a teammate (most often a fallen one that only they were watching)."""
    return {place for place in places if stand_perils(table, seat, place)}


@dataclass(frozen=True)
class Arrival:
    """Where a step would leave its explorer, from what the table shows."""

    place: Pos
    fells: str = ""
    """Why the step fells them ("caught against a wall"), or "" when it does not."""
    certain: bool = True
    """False when a tile would be laid on the way (what it is, nobody knows)."""


def arrival(table: Any, seat: int, direction: str) -> Arrival | None:
    """Where a walk `direction` would end, or None when the table cannot say (the
    Archaeologist's wall: he chooses). Follows a ledge on the table (O6, O8) and meets the
    monsters there (O12); the dark is taken as a floor one walks onto."""
    me = table.explorers[seat]
    pursued = any(m.quarry == seat for m in monsters(table))
    delta = DIRECTIONS[direction]
    target = step(me.pos, delta)
    tile = table.tiles.get(target)
    if tile is not None and tile.blocks:
        if me.role == "archaeologist":
            return None
        return Arrival(me.pos, "caught against a wall" if pursued else "")
    certain = tile is not None
    place = target
    guided = any(e.role == "guide" and e.standing and e.pos == target and e.seat != seat
                 for e in table.explorers)
    if tile is not None and tile.ledge and me.role != "guide" and not guided:
        place, certain = _thrown(table, target, delta)
    if pursued and _second_monster(table, seat, place):
        return Arrival(place, "meets a second monster", certain)
    return Arrival(place, "", certain)


def _thrown(table: Any, ledge: Pos, delta: Pos) -> tuple[Pos, bool]:
    """Where a ledge throws (two on; a wall there, one on; a wall there too, the ledge)."""
    for times in (2, 1):
        spot = step(ledge, delta, times)
        tile = table.tiles.get(spot)
        if tile is None:
            return spot, False
        if not tile.blocks:
            return spot, True
    return ledge, True


def _second_monster(table: Any, seat: int, place: Pos) -> bool:
    """Whether a pursued explorer arriving on `place` meets another monster there (O12):
    a waiting one always; one pursuing someone else under the text's pursuit."""
    strict = table.rules.pursuit is PursuitRule.STRICT
    return any(m.pos == place and m.quarry != seat and (m.quarry is None or strict)
               for m in monsters(table))


def step_perils(table: Any, seat: int, direction: str) -> tuple[Arrival | None,
                                                                 list[Stranding]]:
    """A step's arrival and who it would leave out of reach (the step's own fall
    included: a fallen explorer sees nothing)."""
    where = arrival(table, seat, direction)
    if where is None:
        return None, []
    status = Status.DOWN if where.fells else table.explorers[seat].status
    return where, strandings(_with(table.explorers, seat, pos=where.place, status=status))


def _places(n: int) -> str:
    return f"{n} place{'s' if n != 1 else ''}"


def stranding_words(stranding: Stranding, names: Sequence[str]) -> str:
    """One stranding for a player: "Layla would be 5 places from Omar, the nearest"."""
    who, near = names[stranding.seat], names[stranding.nearest]
    lying = "" if stranding.standing else ", lying fallen,"
    return (f"{who}{lying} would be {_places(stranding.apart)} from {near}, the nearest "
            "teammate")


def step_warning(table: Any, seat: int, direction: str, names: Sequence[str]) -> str | None:
    """Why a step needs asking about, or None: who it fells or leaves out of reach (O15:
    gone for good), as the table shows it."""
    where, perils = step_perils(table, seat, direction)
    if where is None or (not where.fells and not perils):
        return None
    parts = []
    if where.fells:
        parts.append(f"{names[seat]} falls: {where.fells}.")
    if perils:
        lost = "; ".join(stranding_words(p, names) for p in perils)
        parts.append(f"{lost}: out of everyone's sight, gone for good.")
        living = {e.seat for e in table.explorers if e.alive}
        if living <= {p.seat for p in perils}:  # O15: the last two drift apart
            parts.append("Nobody would be left: the team loses.")
    words = " ".join(parts)
    if not where.certain:  # a tile is laid on the way: it may be a wall, or a card may draw
        words = f"If the new tile lets {names[seat]} in: {words}"
    return words


def break_warning(table: Any, seat: int, names: Sequence[str]) -> str | None:
    """Why breaking the wall the Archaeologist faces (O18) needs asking about: who would be
    out of reach once he stands where it stood; None when nobody would."""
    if table.pending is None:
        return None
    place = step(table.explorers[seat].pos, table.pending)
    perils = stand_perils(table, seat, place)
    if not perils:
        return None
    lost = "; ".join(stranding_words(p, names) for p in perils)
    return f"{lost}: out of everyone's sight, gone for good."


def fells_words(table: Any, seat: int, direction: str) -> str:
    """What a step that fells does, for a tooltip; "" for a step that does not."""
    where = arrival(table, seat, direction)
    if where is None or not where.fells:
        return ""
    return f"Stepping here fells you: {where.fells} while pursued."


def fight_shortfall(table: Any, seat: int, monster_id: int) -> str:
    """Why the tile is too weak for a monster, counted: "2 against the Anubis's 3: bring
    one more"; "" when it is strong enough."""
    me = table.explorers[seat]
    monster = next((m for m in monsters(table) if m.id == monster_id), None)
    if monster is None:
        return ""
    power = tile_power(table, me.pos)
    if power > monster.power:
        return ""
    short = monster.power + 1 - power  # the tile must be stronger: a tie does not win
    words = {1: "one", 2: "two", 3: "three", 4: "four"}
    more = ("one more (a tie does not win)" if power == monster.power else "one more"
            if short == 1 else f"{words.get(short, short)} more power (the Mercenary counts two)")
    return f"{power} against the {MONSTER_TITLES[monster.kind]}'s {monster.power}: bring {more}"


def tile_power(table: Any, place: Pos) -> int:
    """The combined power of the explorers standing on `place` (what a fight counts)."""
    return sum(e.power for e in table.explorers if e.standing and e.pos == place)


def apart_pair(table: Any) -> tuple[int, int, int] | None:
    """The two living explorers farthest apart, as (seat, seat, places), when some pair
    is more than one place apart (O21: the team has not yet gathered)."""
    living = [e for e in table.explorers if e.alive]
    pairs = [(chebyshev(a.pos, b.pos), -a.seat, -b.seat, a, b)
             for i, a in enumerate(living) for b in living[i + 1:]]
    if not pairs:
        return None
    far, _sa, _sb, a, b = max(pairs)
    return (a.seat, b.seat, far) if far > 1 else None


def together_hint(table: Any, names: Sequence[str]) -> str:
    """What is left once both halves are held (O21), or "" while they are not."""
    from shifting_sands.content.ouroboros import RELICS

    held = {half for e in table.explorers if e.alive for half in e.relics}
    if held != set(RELICS):
        return ""
    pair = apart_pair(table)
    if pair is None:
        return "Both halves are found and everyone is together."
    a, b, far = pair
    return (f"Bring everyone together: {names[a]} is {_places(far)} from {names[b]} "
            "(everyone must be within one place of everyone).")
