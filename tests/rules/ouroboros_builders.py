"""Build Ouroboros states from plain data, for the rules tests.

    state = build(["#.e",
                   ".L.",
                   " r "],
                  explorers={"guide": (1, 1), "medic": ((0, 1), "down"),
                             "mercenary": (1, 1), "archaeologist": (2, 0)},
                  monsters=[("mummy", (1, 1), "guide")],
                  tiles=["wall", "eye"], cards=["tremor"], current="guide")

The map is read as printed: its top-left character is the place `origin` (default (0, 0)),
x grows to the right and y downwards (the screen's "down"). Characters: `.` an Empty tile,
`#` a Wall, `e` an Eye of Horus already on the table, `L` an Empty tile with a Ledge Fall
token, `l` an Eye with a Ledge Fall token, `r` rubble (a broken Wall), space: dark.

Explorers are given by role: a place, or (place, status), status "standing", "down" or
"dead"; `relics` gives halves by role. Seats follow `roles` (seat 0 first, the Guide by
default). Monsters are (kind, place) or (kind, place, quarry role) or
(kind, place, quarry role, card). `tiles` and `cards` are the tile and draw decks, top
first (the first is laid or drawn next); `pursuit="lenient"` plays our first readings of O12
and O17 (the variants `*_lenient`). The game's own rules (decks by count) are made up
from everything placed, so the tests never depend on the shipped difficulty numbers.

Every tile must be seen (a place on or beside a standing explorer, or held by a fallen one),
else the first action would sweep it away: `build` refuses a map that would.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from shifting_sands.content.ouroboros import CARD_KINDS, TILE_KINDS, OuroborosRules, PursuitRule
from shifting_sands.games.ouroboros.rules.actions import Pos
from shifting_sands.games.ouroboros.rules.pieces import (
    ROLES,
    Explorer,
    Monster,
    Status,
    Tile,
    around,
)
from shifting_sands.games.ouroboros.rules.state import OuroborosState, Phase
from shifting_sands.rules.rng import GameRng

MAP_TILES = {".": Tile("empty"), "#": Tile("wall"), "e": Tile("eye"),
             "L": Tile("empty", ledge=True), "l": Tile("eye", ledge=True),
             "r": Tile("wall", broken=True)}
SEAT_ORDER = ("guide", "mercenary", "medic", "archaeologist")
"""The default seating: the Guide in seat 0 (so he plays first), then clockwise."""

ExplorerSpec = Pos | tuple[Pos, str]


def parse_map(rows: Sequence[str] | str, origin: Pos = (0, 0)) -> dict[Pos, Tile]:
    """The tiles a text map shows (see the module docstring)."""
    if isinstance(rows, str):
        rows = rows.split("\n")
    tiles: dict[Pos, Tile] = {}
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            if char == " ":
                continue
            if char not in MAP_TILES:
                raise ValueError(f"unknown map character {char!r} at column {x}, row {y}")
            tiles[(origin[0] + x, origin[1] + y)] = MAP_TILES[char]
    return tiles


def draw_map(state: Any, corner: Pos, size: tuple[int, int]) -> list[str]:
    """The table as a text map (same characters as `parse_map`), `size` (width, height)
    places from `corner`: what a test compares after the ruin has changed."""
    chars = {tile: char for char, tile in MAP_TILES.items()}
    tiles = state.tiles
    return ["".join(chars[tiles[(corner[0] + x, corner[1] + y)]]
                    if (corner[0] + x, corner[1] + y) in tiles else " "
                    for x in range(size[0])) for y in range(size[1])]


def rules_for(table: Iterable[str], cards: Iterable[str], lantern_rounds: int = 30,
              extra_tiles: Iterable[str] = (), extra_cards: Iterable[str] = (),
              pursuit: str = "strict") -> OuroborosRules:
    """A test's own rules: exactly the tiles and cards given (by kind), in the content's
    kind order; `pursuit` "strict" (the text) or "lenient" (O12, O17)."""
    tile_count = Counter([*table, *extra_tiles])
    card_count = Counter([*cards, *extra_cards])
    unknown = (set(tile_count) - set(TILE_KINDS)) | (set(card_count) - set(CARD_KINDS))
    if unknown:
        raise ValueError(f"unknown kinds: {sorted(unknown)}")
    return OuroborosRules(
        id="test", title="Test", description="A test's own decks.",
        lantern_rounds=lantern_rounds,
        tiles=tuple((kind, tile_count[kind]) for kind in TILE_KINDS),
        cards=tuple((kind, card_count[kind]) for kind in CARD_KINDS),
        pursuit=PursuitRule(pursuit))


def build(
    rows: Sequence[str] | str = ".",
    *,
    explorers: Mapping[str, ExplorerSpec] | None = None,
    relics: Mapping[str, Sequence[str]] | None = None,
    monsters: Sequence[tuple[Any, ...]] = (),
    tiles: Sequence[str] = (),
    cards: Sequence[str] = (),
    discard: Sequence[str] = (),
    known_bottom: int = 0,
    roles: Sequence[str] = SEAT_ORDER,
    current: str | None = None,
    round: int = 1,
    turn: int = 1,
    lantern_rounds: int = 30,
    pursuit: str = "strict",
    origin: Pos = (0, 0),
    rules: OuroborosRules | None = None,
    seed: int = 0,
    check_sight: bool = True,
) -> OuroborosState:
    """An OuroborosState with exactly the given table (see the module docstring)."""
    roles = list(roles)
    if sorted(roles) != sorted(ROLES):
        raise ValueError(f"roles must name each role once: {roles}")
    table = parse_map(rows, origin)
    where = dict(explorers or {})
    missing = [role for role in roles if role not in where]
    if missing:
        raise ValueError(f"place every explorer; missing: {missing}")
    people: list[Explorer] = []
    for seat, role in enumerate(roles):
        spec = where[role]
        pos, status = (spec[0], spec[1]) if isinstance(spec[0], tuple) else (spec, "standing")
        held = tuple((relics or {}).get(role, ()))
        people.append(Explorer(seat, role, (int(pos[0]), int(pos[1])), Status(status), held))
        if Status(status) is not Status.DEAD and tuple(pos) not in table:
            raise ValueError(f"the {role} stands in the dark at {pos}")
    beasts: dict[int, Monster] = {}
    for number, item in enumerate(monsters, start=1):
        kind, pos = item[0], tuple(item[1])
        quarry = roles.index(item[2]) if len(item) > 2 and item[2] is not None else None
        card = item[3] if len(item) > 3 else kind
        if pos not in table:
            raise ValueError(f"the {kind} stands in the dark at {pos}")
        beasts[number] = Monster(number, kind, card, pos, quarry)
    if check_sight:
        seen = {e.pos for e in people if e.alive}
        seen.update(p for e in people if e.standing for p in around(e.pos))
        unseen = sorted(set(table) - seen)
        if unseen:
            raise ValueError(f"tiles nobody sees would vanish at once: {unseen}")
    if rules is None:
        held_cards = [half for e in people if e.alive for half in e.relics]
        rules = rules_for([t.kind for t in table.values()] + list(tiles),
                          [*cards, *discard, *held_cards, *(m.card for m in beasts.values())],
                          lantern_rounds, pursuit=pursuit)
    state = OuroborosState(rules, GameRng(seed), roles)
    state.tiles = table
    state.explorers = people
    state.monsters = beasts
    state.next_monster = len(beasts) + 1
    state.tile_deck = list(tiles)
    state.known_bottom = known_bottom
    state.draw_deck = list(cards)
    state.discard = list(discard)
    state.current_player = roles.index(current or "guide")
    state.phase = Phase.TURN
    state.round = round
    state.turn = turn
    return state


# -- reading the result --------------------------------------------------------------------
def seat(state: OuroborosState, role: str) -> int:
    return next(e.seat for e in state.explorers if e.role == role)


def who(state: OuroborosState, role: str) -> Explorer:
    return state.explorers[seat(state, role)]


def of_type(events: Iterable[Any], kind: type) -> list[Any]:
    return [event for event in events if isinstance(event, kind)]


def act(state: OuroborosState, *actions: Any) -> list[Any]:
    """Apply `actions` in turn (each must be legal); all their events."""
    events: list[Any] = []
    for action in actions:
        events += state.apply(action)
    return events


def set_turn(state: OuroborosState, role: str) -> OuroborosState:
    """Give the turn to `role` (a fresh turn: nothing laid or drawn yet)."""
    state.current_player = seat(state, role)
    state.phase = Phase.TURN
    state.turn_revealed = False
    return state
