"""Curse Reverse's `normal` and `hard` thieves: a search over the turn's own decisions.

The generic tree search was asked in every window of every thief's turn and got 50-70
iterations a decision, too few to play better than the greedy thief it starts from. This
thief answers everything on another thief's turn (cartouche windows, votes, the choices of
a robbery it suffers) at once with the greedy thief's policy, and spends its time on its own
turn: the turn action, where to move, the cartouche plays, the windows of its own turn and
the choices its own actions open (what to steal, a trial's reward). There it tries each
candidate (the greedy choice first, then `candidates_of`'s others, among them a move toward
each of its goals, not only the greedy thief's) in the same sampled
worlds (`determinize`, the same chance draws for every candidate, so they differ by the
action alone), plays each world on with the greedy thief in every seat until its own next
turn begins, and scores the position with the fitted judge (`judge.py`, a cartouche held
worth its pack space: `SEARCH_WEIGHTS`). It leaves the
greedy choice only when another candidate is better on average over the worlds by a clear
margin. Levels differ by the worlds they sample (and so by time), within the architecture's
budgets (0.5 s, 2 s).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.bots import clock
from shifting_sands.bots.ismcts import sample_chance
from shifting_sands.games.curse_reverse.bots.bots import (
    FAR,
    game_moves,
    item_places,
    needed,
    plan,
    rollout_action,
    search_actions,
)
from shifting_sands.games.curse_reverse.bots.judge import holding_weights, judge
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.board import temple_node
from shifting_sands.rules.rng import GameRng

MAX_PLAYOUT_ACTIONS = 400
"""A playout never runs longer than this (a round is about 30 actions)."""
BUDGET_SHARE = 0.8
"""Stop sampling worlds at this share of the time budget."""
LEVELS = {"normal": (10, 0.5), "hard": (20, 2.0)}
"""Each level's worlds per decision and its time budget in seconds."""
MARGIN = 0.01
"""How much better (in the judge's chance of winning) another candidate must do on
average than the greedy choice before the thief leaves the greedy choice."""


SEARCHED_CHOICES = ("steal", "reward", "nut", "babi", "khonsu", "pass_curses", "look")
"""The choices of the seat's own turn the search weighs (the rest follow the greedy thief)."""
SEARCH_WEIGHTS = holding_weights()
"""The judge the search scores by: the fitted one, a cartouche held worth its pack space."""
MAX_PLAYS = 3
"""Cartouche plays tried on the seat's own turn, the best by the judge's first look."""
MAX_SPREAD = 3
"""Moves toward other goals than the greedy thief's tried in a move (`spread_moves`)."""


def own_decision(state: Any, seat: int) -> bool:
    """Whether the decision is the seat's own turn's: a turn action, where to move, a
    cartouche window on its own turn, or a choice its own action opened (what to steal,
    a trial's reward)."""
    if state.turn_seat != seat or state.current_player != seat:
        return False
    if not state.stack:
        return True
    frame = state.stack[-1]
    kind = frame["k"]
    if kind == "move":
        return frame.get("seat") == seat
    if kind == "window":
        return True
    return kind == "choice" and frame.get("what") in SEARCHED_CHOICES


def wanted_places(state: Any, seat: int) -> list[str]:
    """Every place the seat's unfinished goals point at: the temples of the goals it carries
    an item for, and where a needed item lies (on the ground, in a rival's pack, on a
    temple). The greedy thief heads only for the first kind while it carries one."""
    want = needed(state, seat)
    places = [temple_node(want[item]) for item in state.items_of(seat) if item in want]
    places += item_places(state, seat, want)
    return list(dict.fromkeys(places))


def spread_moves(state: Any, seat: int, legal: list[Any], found: list[Any]) -> list[Any]:
    """For each place the seat's goals point at, the legal move ending nearest it (when not
    among `found`): a move toward another goal than the greedy thief's."""
    moves = [x for x in legal if isinstance(x, a.Move)]
    extra: list[Any] = []
    for place in wanted_places(state, seat):
        dist = state.board.distances(place)
        best = min(moves, key=lambda x: dist.get(x.to, FAR), default=None)
        if best is not None and best not in found and best not in extra:
            extra.append(best)
    return extra[:MAX_SPREAD]


def candidates_of(state: Any, seat: int, legal: list[Any],
                  spread: bool = False) -> list[Any]:
    """The actions worth searching, the greedy choice first: `bots.search_actions`'s on the
    turn and in a move (with `spread`, also `spread_moves`), every answer in a window or a
    choice, and on the turn also the cartouche plays that look best right after they are
    played (MAX_PLAYS of them)."""
    allowed = set(legal)
    found = [c for c in search_actions(state) if c in allowed]
    if state.stack and state.stack[-1]["k"] in ("window", "choice"):
        first = found[0] if found else plan(state, legal, GameRng(0))
        return [first, *[x for x in legal if x != first]]
    if spread and state.stack and state.stack[-1]["k"] == "move":
        found += spread_moves(state, seat, legal, found)
    if not state.stack:
        plays = [x for x in legal if isinstance(x, a.Play) and x not in found]
        if len(plays) > MAX_PLAYS:
            plays = sorted(plays, key=lambda x: -first_look(state, x, seat))[:MAX_PLAYS]
        found += plays
    return found


def first_look(state: Any, action: Any, seat: int) -> float:
    """The judge's value right after `action` (a cheap sieve for many cartouche plays)."""
    trial = state.clone()
    trial.track_undo = False
    trial.apply(action)
    return judge(trial, seat)


def playout(state: Any, seat: int, rng: GameRng, checked: bool = False) -> None:
    """Play on with the greedy thief in every seat until `seat`'s next turn begins.

    The actions go to the rules' `_apply` directly, without `apply`'s legality test and
    the copy it keeps to roll back a failure: the greedy policy and the chance outcomes
    pick from what is legal (a test plays playouts through `apply` to hold that), and a
    playout's state is thrown away. This halves a playout's time. `checked` goes through
    `apply` (the tests)."""
    step = state.apply if checked else state._apply
    started = state.turn
    for _ in range(MAX_PLAYOUT_ACTIONS):
        if state.is_terminal():
            return
        if (state.turn != started and state.turn_seat == seat and not state.stack
                and state.current_player == seat):
            return
        if state.current_player < 0:
            action = sample_chance(state, rng)
        else:
            action = rollout_action(state, rng)
        step(action)


class TurnSearchBot:
    """The search thief of a level (`normal`, `hard`), or with `worlds` given directly."""

    def __init__(self, name: str = "normal", worlds: int | None = None,
                 seconds: float | None = None, margin: float = MARGIN,
                 spread: bool = True, weights: tuple[float, ...] = SEARCH_WEIGHTS) -> None:
        default_worlds, default_seconds = LEVELS.get(name, LEVELS["normal"])
        self.name = name
        self.worlds = worlds if worlds is not None else default_worlds
        self.seconds = seconds if seconds is not None else default_seconds
        self.margin = margin
        self.spread = spread
        """Whether moves toward other goals than greedy's are tried (`spread_moves`)."""
        self.weights = weights
        """The judge's weights (`SEARCH_WEIGHTS`; the fitted `WEIGHTS` to compare)."""
        self.last_worlds = 0
        """Worlds the latest searched decision sampled (tests and benchmarks read it)."""
        self.last_values: dict[Any, float] = {}
        """The latest searched decision's mean judge value of each candidate."""

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        from shifting_sands.games.curse_reverse.rules.determinize import determinize

        legal = game_moves(list(legal))
        search_rng = GameRng(rng.randrange(2**62))
        self.last_worlds, self.last_values = 0, {}
        if len(legal) == 1:
            return legal[0]
        state = determinize(view, search_rng.copy())
        seat = view.seat
        if not own_decision(state, seat):
            return plan(state, legal, search_rng)
        candidates = candidates_of(state, seat, legal, self.spread)
        if not candidates:
            return plan(state, legal, search_rng)
        if len(candidates) == 1 or isinstance(candidates[0], a.TurnIn):
            return candidates[0]
        return self.search(view, seat, candidates, search_rng)

    def search(self, view: Any, seat: int, candidates: list[Any], rng: GameRng) -> Any:
        """The candidate with the best mean judge value over sampled worlds; the greedy one
        (first) unless another beats it by `margin`."""
        from shifting_sands.games.curse_reverse.rules.determinize import determinize

        deadline = clock.now() + BUDGET_SHARE * self.seconds
        totals = [0.0] * len(candidates)
        worlds = 0
        while worlds < self.worlds:
            if worlds and clock.now() >= deadline:
                break
            world_seed = rng.randrange(2**62)
            world = determinize(view, GameRng(world_seed))
            world.track_undo = False
            chance_seed = rng.randrange(2**62)
            for index, action in enumerate(candidates):
                trial = world.clone()
                trial.apply(action)
                playout(trial, seat, GameRng(chance_seed))
                totals[index] += judge(trial, seat, self.weights)
            worlds += 1
        self.last_worlds = worlds
        means = [t / worlds for t in totals]
        self.last_values = dict(zip(candidates, means, strict=True))
        best = max(range(len(candidates)), key=means.__getitem__)
        if best != 0 and means[best] - means[0] < self.margin:
            return candidates[0]
        return candidates[best]
