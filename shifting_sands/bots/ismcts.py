"""Information-set Monte Carlo tree search over the rules contract (SO-ISMCTS).

One search serves every game: it never sees the true state, only the bot's view.
Each iteration asks the game for a full state consistent with that view
(`spec.determinize(view, rng)`), walks the one shared tree with UCB1 over the
actions available in that sampled world (availability counts as in Cowling,
Powley and Whitehouse 2012), adds one node, plays a cheap rollout and backs the
result up to every seat that moved on the path.

Games may lend the search optional hooks on their spec (declared, with what a game
without them gets, on `GameSpec` in rules/spec.py); without them the search still
works, only slower and weaker:

- `search_actions(state) -> list`: the actions worth searching in a tree node,
  best first (a non-empty subset of `state.legal_actions()`). Pruning the
  branching factor matters more than anything else at a few hundred iterations.
- `rollout_action(state, rng) -> action`: a cheap, legal playout move computed
  from the (sampled) state. It takes no `legal` list on purpose: enumerating
  every legal action costs more than a good heuristic move in most games.
- `evaluate(state, seat) -> float in [0, 1]`: how good a position is for `seat`,
  used where a rollout is cut off (after `rollout_turns` turns) and, lightly
  weighted, to break ties between finished games (so solo play can prefer a
  near-win to a rout). Without it, rollouts run to the end of the game.
- `search_default_first = True`: the first of `search_actions` is the game's own
  heuristic's choice, and the search keeps it unless its tree shows better: the
  most visited alternative must have been visited `EVIDENCE_VISITS` times. A game
  whose iterations are few within a decision's budget (a wargame at a few actions a
  millisecond) would otherwise pick among candidates tried once each, on one noisy
  rollout apiece, and play worse than the heuristic its rollouts use.

Nothing here imports pygame: the window runs `choose` in a worker process (core/bot_runner.py).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from shifting_sands.bots import clock
from shifting_sands.rules.protocol import pick_weighted, win_shares
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec

TERMINAL_SHAPING = 0.1
"""Share of a finished game's reward that comes from `evaluate` instead of win/loss."""
MAX_ROLLOUT_ACTIONS = 400
"""Safety net: a rollout never runs longer than this, whatever the game."""
BUDGET_SHARE = 0.8
"""A timed search stops at this share of its budget, leaving room for the last iteration."""
EVIDENCE_VISITS = 3
"""With `search_default_first`, the visits an action needs before it may replace the
heuristic's choice: UCB1 sends repeat visits only to actions that keep looking better."""


class _Node:
    """A tree node: the action that led here, who took it and its statistics."""

    __slots__ = ("action", "actor", "avail", "children", "total", "visits")

    def __init__(self, action: Any, actor: int) -> None:
        self.action = action
        self.actor = actor
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


class IsmctsBot:
    """Search for `iterations` per decision (reproducible) or for `seconds` (a level)."""

    def __init__(self, spec: GameSpec, *, iterations: int | None = None,
                 seconds: float | None = None, name: str = "ismcts",
                 exploration: float = 0.7, rollout_turns: int = 6) -> None:
        if iterations is None and seconds is None:
            raise ValueError("give the search an iteration count or a time budget")
        if iterations is not None and iterations < 1:
            raise ValueError("a search needs at least one iteration")
        self.spec = spec
        self.iterations = iterations
        self.seconds = seconds
        self.name = name
        self.exploration = exploration
        self.rollout_turns = rollout_turns
        own_cap = spec.rollout_actions
        self.rollout_actions: int = MAX_ROLLOUT_ACTIONS if own_cap is None else own_cap
        """A game whose turns are long (a wargame's three months) cuts rollouts by actions."""
        self.last_iterations = 0
        """Iterations the latest decision ran (benchmarks and tests read it)."""
        self._search_actions: Callable[[Any], Sequence[Any]] | None = spec.search_actions
        self._rollout_action: Callable[[Any, GameRng], Any] | None = spec.rollout_action
        self._evaluate: Callable[[Any, int], float] | None = spec.evaluate
        self._default_first = bool(spec.search_default_first)
        self.kept_default = False
        """Whether the latest decision kept the heuristic's choice for want of evidence."""

    # -- the decision ------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        # One draw from the caller's generator, whatever the budget, so a timed
        # bot never shifts the random numbers of whoever shares that generator.
        search_rng = GameRng(rng.randrange(2**62))
        self.kept_default = False
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        default = None
        if self._search_actions is not None:
            # the game's own shortlist may leave one candidate (a detail its heuristic
            # fills in): nothing to search
            candidates = self._search_actions(self.spec.determinize(view, search_rng.copy()))
            if len(candidates) == 1 and candidates[0] in set(legal):
                self.last_iterations = 0
                return candidates[0]
            if self._default_first and candidates and candidates[0] in set(legal):
                default = candidates[0]
        root = _Node(None, -1)
        started = clock.now()
        deadline = started + BUDGET_SHARE * self.seconds if self.seconds is not None else None
        done = 0
        while self.iterations is None or done < self.iterations:
            if deadline is not None and done and clock.now() >= deadline:
                break
            self._iterate(root, view, search_rng)
            done += 1
            # Should the window have to search on a thread (a request that cannot be
            # pickled, bot_runner.py), hand the GIL over between iterations so the UI
            # thread never waits a whole switch interval for it.
            time.sleep(0)
        self.last_iterations = done
        return self._best(root, legal, search_rng, default)

    def _best(self, root: _Node, legal: Sequence[Any], rng: GameRng,
              default: Any = None) -> Any:
        """The most visited root action that is really legal (ties: better average); with a
        `default`, that one unless another has earned EVIDENCE_VISITS visits."""
        allowed = set(legal)
        best, best_key = None, (-1, -1.0)
        for action, child in root.children.items():
            if action not in allowed or not child.visits:
                continue
            key = (child.visits, child.total / child.visits)
            if key > best_key:
                best, best_key = action, key
        if default is not None and best != default and best_key[0] < EVIDENCE_VISITS:
            self.kept_default = True
            return default
        return best if best is not None else rng.choice(list(legal))

    # -- one iteration -------------------------------------------------------------
    def _iterate(self, root: _Node, view: Any, rng: GameRng) -> None:
        state = self.spec.determinize(view, rng)
        state.track_undo = False
        node, path = root, []
        while not state.is_terminal():
            actor = state.current_player
            if actor < 0:  # the game itself acts (a die, a reveal): sample, no statistics
                action = sample_chance(state, rng)
                node = node.children.get(action) or node.children.setdefault(
                    action, _Node(action, actor))
                state.apply(action)
                continue
            child = self._select(node, self._actions(state), actor)
            state.apply(child.action)
            path.append(child)
            node = child
            if child.visits == 0:
                break
        if not state.is_terminal():
            self._rollout(state, rng)
        rewards = _Rewards(self._evaluate)
        for step in path:
            step.visits += 1
            step.total += rewards.for_seat(step.actor, state)
        root.visits += 1

    def _actions(self, state: Any) -> Sequence[Any]:
        if self._search_actions is not None:
            return self._search_actions(state)
        return state.legal_actions()

    def _select(self, node: _Node, actions: Sequence[Any], actor: int) -> _Node:
        """Expand the first untried action, else UCB1 over the available children."""
        children = node.children
        untried = None
        for action in actions:
            child = children.get(action)
            if child is None:
                if untried is None:
                    untried = action
            else:
                child.avail += 1
        if untried is not None:
            fresh = _Node(untried, actor)
            children[untried] = fresh
            return fresh
        best, best_score = None, -math.inf
        explore = self.exploration
        for action in actions:
            child = children[action]
            score = (child.total / child.visits
                     + explore * math.sqrt(math.log(child.avail) / child.visits))
            if score > best_score:
                best, best_score = child, score
        assert best is not None
        return best

    def _rollout(self, state: Any, rng: GameRng) -> None:
        """Play on with the cheap policy for a few turns, or to the end when the game
        cannot evaluate a position (a cut-off rollout would then only say 0.5)."""
        turns, last = 0, turn_label(state)
        cap = self.rollout_turns if self._evaluate is not None else MAX_ROLLOUT_ACTIONS
        steps = self.rollout_actions if self._evaluate is not None else MAX_ROLLOUT_ACTIONS
        for _ in range(steps):
            if state.is_terminal() or turns >= cap:
                return
            if state.current_player < 0:
                action = sample_chance(state, rng)
            elif self._rollout_action is not None:
                action = self._rollout_action(state, rng)
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)
            label = turn_label(state)
            if label != last:
                turns += 1
                last = label


def turn_label(state: Any) -> Any:
    """Which turn it is, from the contract's labels: `turn` where the game counts turns,
    else the round and the seat (a vote or a response window moves the seat, not the turn)."""
    turn = getattr(state, "turn", None)
    if turn is not None:
        return turn
    return getattr(state, "round", None), state.current_player


def sample_chance(state: Any, rng: GameRng) -> Any:
    """A chance outcome drawn with the search's own generator, by the listed probabilities
    (a die's faces) or evenly where the game cannot list them."""
    outcomes = state.chance_outcomes()
    if outcomes:
        return pick_weighted(outcomes, rng.random())
    return rng.choice(list(state.legal_actions()))


class _Rewards:
    """Each seat's reward for the position a rollout ended in, computed on demand."""

    __slots__ = ("_cache", "_evaluate")

    def __init__(self, evaluate: Callable[[Any, int], float] | None) -> None:
        self._evaluate = evaluate
        self._cache: dict[int, float] = {}

    def for_seat(self, seat: int, state: Any) -> float:
        value = self._cache.get(seat)
        if value is None:
            value = self._cache[seat] = self._compute(seat, state)
        return value

    @staticmethod
    def _share(seat: int, outcome: Any) -> float:
        """The seat's own return: the game says what a shared victory is worth (a co-op
        win is every seat's win); an outcome without returns gets the competitive share."""
        if outcome is None:
            return 0.0
        returns = getattr(outcome, "returns", None) or win_shares(outcome.winners,
                                                                  len(outcome.scores))
        return float(returns[seat]) if 0 <= seat < len(returns) else 0.0

    def _compute(self, seat: int, state: Any) -> float:
        if seat < 0:
            return 0.0
        if not state.is_terminal():
            return self._evaluate(state, seat) if self._evaluate is not None else 0.5
        outcome = state.outcome()
        share = self._share(seat, outcome)
        if self._evaluate is None:
            return share
        return (1 - TERMINAL_SHAPING) * share + TERMINAL_SHAPING * self._evaluate(state, seat)
