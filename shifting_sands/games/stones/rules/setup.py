"""Setting up a game of Shifting Stones: shuffle the stones into the grid, deal the hands."""

from __future__ import annotations

from shifting_sands.content.stones import StonesContent
from shifting_sands.games.stones.rules.state import StonesState
from shifting_sands.rules.rng import GameRng


def solo_deck(content: StonesContent, rng: GameRng) -> list[str]:
    """The 16-card solo deck: cards of each point value drawn at random from the full deck."""
    chosen: list[str] = []
    for points, count in sorted(content.solo_deck.items()):
        pool = sorted(cid for cid, card in content.cards.items() if card.points == points)
        chosen.extend(rng.sample(pool, count))
    return chosen


def new_stones_game(content: StonesContent, seed: int, players: int, solo: bool) -> StonesState:
    rng = GameRng(seed)
    state = StonesState(content, players, solo, rng)
    stones = list(range(len(content.stone_faces)))
    rng.shuffle(stones)
    state.grid = stones
    state.faces = [rng.randrange(2) for _ in stones]
    if solo:
        deck = solo_deck(content, rng)
        state.solo_deck_points = sorted(content.cards[c].points for c in deck)
    else:
        deck = sorted(content.cards)
    rng.shuffle(deck)
    state.deck = deck
    for seat in range(players):
        state.hands[seat] = [state.deck.pop() for _ in range(content.hand_size)]
    return state
