"""A new game of Curse Reverse: thieves on their boot squares, goals dealt (with the redeal),
three items and a cartouche each, the item spaces stocked (rules text, "Setup")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.content.curse_reverse import GODS, CurseContent
from shifting_sands.games.curse_reverse.rules.board import board_for, segment_of
from shifting_sands.games.curse_reverse.rules.state import ASK_CHOICES, CurseState
from shifting_sands.rules.rng import GameRng

MIN_PLAYERS = 2
MAX_PLAYERS = 5


def seat_thieves(players: int, chosen: Sequence[str] | None = None) -> list[str]:
    """Seat by seat: the chosen colours, else red, blue, green, yellow in turn; the violet
    thief is the fifth (ruling C2)."""
    if chosen:
        thieves = [str(t).strip().lower() for t in chosen]
        allowed = list(GODS) + (["violet"] if players == MAX_PLAYERS else [])
        if (len(thieves) != players or len(set(thieves)) != players
                or any(t not in allowed for t in thieves)):
            raise ValueError(f"thieves must be {players} different colours from "
                             f"{', '.join(allowed)}")
        return thieves
    return [*GODS, "violet"][:players]


def deal_goals(content: CurseContent, rng: GameRng, gods: Sequence[str],
               decks: dict[str, list[str]]) -> list[str]:
    """One goal card of each of `gods`; a card sharing an item with one dealt before is
    replaced from the same deck (ruling C1: the redeal is always taken)."""
    hand: list[str] = []
    seen: set[str] = set()
    for god in gods:
        deck = decks[god]
        for index in range(len(deck) - 1, -1, -1):
            card = deck[index]
            if not seen & set(content.goals[card].items):
                break
        deck.pop(index)
        hand.append(card)
        seen |= set(content.goals[card].items)
    return hand


def new_curse_game(content: CurseContent, variant: str, seed: int, players: int,
                   settings: Mapping[str, Any] | None = None) -> CurseState:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Curse Reverse is for {MIN_PLAYERS} to {MAX_PLAYERS} players; "
                         f"got {players}")
    if variant not in content.variants:
        raise ValueError(f"unknown variant {variant!r} for Curse Reverse; choose from "
                         f"{', '.join(content.variants)}")
    settings = settings or {}
    rng = GameRng(seed)
    thieves = seat_thieves(players, settings.get("thieves"))
    people = [bool(p) for p in settings.get("people", [False] * players)][:players]
    people += [False] * (players - len(people))
    ask = [str(a) for a in settings.get("ask", ["playable"] * players)][:players]
    ask += ["playable"] * (players - len(ask))
    if any(a not in ASK_CHOICES for a in ask):
        raise ValueError(f"ask must be one of {', '.join(ASK_CHOICES)}")
    state = CurseState(content, variant, rng, thieves, people, ask)
    board = board_for(content.segments, (0, 0, 0, 0))
    starts = {segment_of(node): node for node in board.places("start")}
    violet_skips = rng.choice(GODS) if "violet" in thieves else ""
    state.home = [starts[t if t != "violet" else violet_skips] for t in thieves]
    state.pos = list(state.home)
    decks = {god: content.goals_of(god) for god in GODS}
    for deck in decks.values():
        rng.shuffle(deck)
    for thief in thieves:
        skip = thief if thief != "violet" else violet_skips
        state.goals.append(deal_goals(content, rng, [g for g in GODS if g != skip], decks))
    state.goal_box = {god: sorted(deck) for god, deck in decks.items()}
    bag = list(content.items)
    rng.shuffle(bag)
    pile = list(content.cartouches)
    rng.shuffle(pile)
    parts = content.components
    for seat in range(players):
        for _ in range(parts.start_items):
            state.packs[seat].append(f"item:{bag.pop()}")
        for _ in range(parts.start_cartouches):
            cartouche = pile.pop()
            state.packs[seat].append(f"cartouche:{cartouche}")
            state.learn(seat, cartouche)
    per_space = parts.items_per_diamond_five if players == MAX_PLAYERS else parts.items_per_diamond
    for node in board.places("item"):
        state.ground[node] = [f"item:{bag.pop()}" for _ in range(per_space)]
    state.bag = sorted(bag)
    state.pile = pile
    return state
