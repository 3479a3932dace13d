"""The search thieves' judge of a position: each thief's chance of winning, fitted on games.

Each thief gets a few measures of how near it is to its three goals and how well armed it is
(`features`); a score is the fitted weights (`judge_weights.py`) times those measures, and a
thief's chance of winning is its share of the softmax over every thief's score (a
conditional logit, fitted by `scripts/fit_curse_judge.py` on positions of greedy games and
who went on to win them). A hand-tuned blend of the same measures (`bots.evaluate`) ranked
positions for the first search; a fitted one knows, for example, what a goal turned in is
worth against an item carried.
"""

from __future__ import annotations

import math
from typing import Any

from shifting_sands.games.curse_reverse.bots.bots import (
    FAR,
    distance_to,
    needed,
    targets,
    visible_items,
)
from shifting_sands.games.curse_reverse.bots.judge_weights import WEIGHTS

NAMES = ("done", "carried", "near", "in_sight", "free_space", "speed", "curses", "attack",
         "defence", "cartouches", "to_play")
"""The measures, in the order of `features` and of the weights."""


def features(state: Any, seat: int) -> list[float]:
    """One thief's measures: goals done, goals it carries an item for, nearness to where it
    wants to be, goals whose item is in sight, room in its pack, speed, curses, robbery
    dice, cartouches held, and how soon it plays (1 when it is its turn)."""
    want = needed(state, seat)
    carried = len({want[item] for item in state.items_of(seat) if item in want})
    near = distance_to(state, state.pos[seat], targets(state, seat))
    seen = {want[item] for item in visible_items(state, seat) if item in want}
    players = state.players
    wait = (seat - state.turn_seat) % players
    return [
        float(len(state.done[seat])),
        float(carried),
        1.0 - min(near, 20) / 20 if near < FAR else 0.0,
        float(len(seen)),
        float(max(0, state.free_space(seat))),
        float(state.speed(seat)),
        float(state.curses_of(seat)),
        float(state.dice(seat, "offensive") - 1),
        float(state.dice(seat, "defensive") - 1),
        float(len(state.cartouches_of(seat))),
        1.0 - wait / players,
    ]


def scores(state: Any, weights: tuple[float, ...] = WEIGHTS) -> list[float]:
    """Every thief's fitted score (higher: likelier to win)."""
    return [sum(w * x for w, x in zip(weights, features(state, s), strict=True))
            for s in range(state.players)]


def chances(state: Any, weights: tuple[float, ...] = WEIGHTS) -> list[float]:
    """Every thief's chance of winning from here, by the judge (they sum to 1)."""
    values = scores(state, weights)
    top = max(values)
    raw = [math.exp(v - top) for v in values]
    total = sum(raw)
    return [r / total for r in raw]


def judge(state: Any, seat: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """The seat's chance of winning in [0, 1]: the outcome's return once the game is over."""
    if state.is_terminal():
        return float(state.outcome().returns[seat])
    return chances(state, weights)[seat]


def holding_weights(weights: tuple[float, ...] = WEIGHTS) -> tuple[float, ...]:
    """`weights` with a cartouche held worth what the pack space it fills is worth (room
    and speed). Fitted on greedy games, the judge counts a cartouche as a cost (greedy
    thieves rarely play one, so it only fills the pack); a search thief that played every
    cartouche to be rid of that cost threw away what it could do later."""
    values = list(weights)
    values[NAMES.index("cartouches")] = (values[NAMES.index("free_space")]
                                         + values[NAMES.index("speed")])
    return tuple(values)
