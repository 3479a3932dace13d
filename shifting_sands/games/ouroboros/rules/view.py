"""What every explorer sees: the whole table (teammates hide nothing); the decks only as
sizes, with the tiles everyone saw go under the tile deck. Bots and the scene read this."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any

from shifting_sands.content.ouroboros import OuroborosRules
from shifting_sands.games.ouroboros.rules.actions import Pos
from shifting_sands.games.ouroboros.rules.pieces import Explorer, Monster, Tile, place_order
from shifting_sands.rules.protocol import Outcome


class Phase(Enum):
    """Where a turn stands (the state's phase; here so the view, the refusals and the saves
    name it without importing the state)."""

    TURN = "turn"
    """The explorer chooses: stay, move, fight or revive."""
    WALL = "wall"
    """The Archaeologist met a wall: break it and enter, or hold back."""
    CONFIRM = "confirm"
    """Nothing was drawn: the turn may still be taken back until it is ended."""
    OVER = "over"


@dataclass(frozen=True)
class OuroborosView:
    viewer: int | None
    current_player: int
    phase: Phase
    turn: int
    round: int
    first_seat: int
    rules: OuroborosRules
    tile_list: tuple[tuple[Pos, Tile], ...]
    """Every tile on the table, in place order: row by row, left to right (`tiles` maps
    them by place)."""
    explorers: tuple[Explorer, ...]
    monsters: tuple[Monster, ...]
    tile_deck_size: int
    tile_deck_bottom: tuple[str, ...]
    """The bottom of the tile deck, top first: tiles everyone saw vanish, in order."""
    draw_deck_size: int
    discard: tuple[str, ...]
    pending: Pos | None
    turn_revealed: bool
    outcome: Outcome | None
    lantern_out: bool = False
    """The lantern burned out (then `round` is the last round played, not one past it)."""

    @cached_property
    def tiles(self) -> Mapping[Pos, Tile]:
        return dict(self.tile_list)

    @property
    def lantern_left(self) -> int:
        """Rounds still to play, this one included."""
        return 0 if self.lantern_out else max(0, self.rules.lantern_rounds - self.round + 1)

    def pursuers(self, seat: int) -> list[Monster]:
        return [m for m in self.monsters if m.quarry == seat]

    def explorers_at(self, pos: Pos) -> list[Explorer]:
        return [e for e in self.explorers if e.alive and e.pos == pos]

    def monsters_at(self, pos: Pos) -> list[Monster]:
        return [m for m in self.monsters if m.pos == pos]

    def relics_held(self) -> set[str]:
        return {half for e in self.explorers if e.alive for half in e.relics}


def view_of(state: Any, seat: int | None) -> OuroborosView:
    """The state counts one round past the lantern's last when it burns out (the round that
    never began); the view shows the last round played ("Round 36 of 36")."""
    bottom = state.tile_deck[len(state.tile_deck) - state.known_bottom:] \
        if state.known_bottom else []
    lantern = state.rules.lantern_rounds
    return OuroborosView(
        seat, state.current_player, state.phase, state.turn, min(state.round, lantern),
        state.first_seat,
        state.rules, tuple(sorted(state.tiles.items(), key=lambda item: place_order(item[0]))),
        tuple(state.explorers),
        tuple(sorted(state.monsters.values(), key=lambda m: m.id)), len(state.tile_deck),
        tuple(bottom), len(state.draw_deck), tuple(state.discard), state.pending,
        state.turn_revealed, state._outcome, state.round > lantern)
