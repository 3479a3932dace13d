"""A new game of the Ouroboros: the start tile, the explorers on it, the decks shuffled."""

from __future__ import annotations

from collections.abc import Sequence

from shifting_sands.content.ouroboros import OuroborosRules
from shifting_sands.games.ouroboros.rules.pieces import ROLES, SEATS, Tile
from shifting_sands.rules.rng import GameRng


def deal_roles(rng: GameRng) -> list[str]:
    roles = list(ROLES)
    rng.shuffle(roles)
    return roles


def check_roles(roles: Sequence[str]) -> list[str]:
    """`roles` as a seat -> role list, or ValueError: each of the four roles once."""
    roles = [str(role).strip().lower() for role in roles]
    if len(roles) != SEATS or sorted(roles) != sorted(ROLES):
        raise ValueError(f"roles must name each of {', '.join(ROLES)} once, one per seat; "
                         f"got {', '.join(roles) or 'nothing'}")
    return roles


def new_ouroboros_game(rules: OuroborosRules, seed: int,
                       roles: Sequence[str] | None = None) -> object:
    """Four explorers on one Empty tile in the centre (taken from the tile deck); both
    decks shuffled; the Guide moves first. `roles` seat by seat, else dealt at random."""
    from shifting_sands.games.ouroboros.rules.state import OuroborosState

    rng = GameRng(seed)
    dealt = check_roles(roles) if roles else deal_roles(rng)
    state = OuroborosState(rules, rng, dealt)
    tiles = rules.tile_list()
    tiles.remove("empty")
    rng.shuffle(tiles)
    cards = rules.card_list()
    rng.shuffle(cards)
    state.tiles = {(0, 0): Tile("empty")}
    state.tile_deck = tiles
    state.draw_deck = cards
    return state
