"""North Africa's search general (the `normal` and `hard` levels): it compares the plans of
a decision side by side, each played out on the same sampled world with the same dice.

Why not the generic tree search: within half a second a North Africa decision gets a handful
of iterations (a rollout was 15-20 actions at about 3 ms of rules and 7 ms of greedy
general each, when this was measured; the rules take about a third of that now), and the
position score, squashed into [0, 1] for the tree, sits near 0 or 1 all game (each side's
army is counted whole), so the tree saw every plan alike and picked among them by its
noise: 24 iterations a decision won 7 of 20 Sonnenblume games against greedy.

Here every plan of the shortlist (`planner.search_actions`, the greedy general's choice
first) is played on one determinization with one stream of dice, until this side's next
action round (its own round and the enemy's answer), by the greedy general, and judged by
the chance of winning fitted on greedy games (judge.py: the greedy score forecast the winner
worse than the base rate, and a search that trusted it won 6 of 20 against greedy). Sharing
the world and the dice makes the comparison paired: two plans that lead to the same battles
meet the same rolls, so the difference between them is the plan's, not the dice's. More
samples follow while the budget lasts. The greedy choice is kept unless another plan beats
it by `MARGIN` on average (and by twice its standard error once there are several samples):
the search changes a decision only on evidence.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from typing import Any

from shifting_sands.bots import clock
from shifting_sands.bots.ismcts import BUDGET_SHARE, sample_chance
from shifting_sands.games.north_africa.bots.judge import judge
from shifting_sands.games.north_africa.bots.planner import GENERAL, search_actions
from shifting_sands.games.north_africa.rules.determinize import determinize
from shifting_sands.rules.rng import GameRng

SEARCHED_SCENARIOS = frozenset({"sonnenblume", "campaign"})
"""Where the search may leave the greedy general's choice: where it was measured to help
(docs/lab.md). In Sonnenblume normal beat greedy 56 of 80. In the campaign it first lost
(23 of 50; the searching Allies 1 of 15 against the greedy Axis): its judge rated a VP more
for the Axis, up to the start, as a loss for the Axis, so the searching Allies shunned Axis
spaces. With the judge refitted under sign constraints (judge.CAMPAIGN_SIGNS) it beats
greedy there too. The plain-deck variant was not measured: there the levels play the
greedy general."""

MARGIN = 0.02
"""How much better another plan must come out on average, in the judge's chance of
winning, to replace the greedy general's choice: two points of it."""
ERRORS = 1.0
"""With several samples, the average gain must also be this many standard errors. It was
2: on 13 Sonnenblume action rounds with 16 paired samples of every plan (the first 8 to
choose, the last 8 to judge the choice), a search of 16-32 comparisons chose plans worth
+0.051 in the judge's chance with 1 standard error against +0.048 with 2 (docs/lab.md)."""
CUTOFF_SHARE = 0.95
"""A playout still running at this share of the budget is given up (one greedy decision
and the choice itself fit in the rest)."""
MAX_PLAYOUT_ACTIONS = 80
"""A playout stops here even if this side has not had its next action round."""
MAX_SAMPLES = 64
"""Samples a decision takes at most, however long its budget."""


class PlanSearchBot:
    """Plays the plan that comes out best against the greedy choice, on paired playouts.
    `seconds` bounds a decision (the level's budget); `samples` fixes the number of
    sampled worlds instead, so that a test's decision replays exactly."""

    def __init__(self, seconds: float | None = None, samples: int | None = None,
                 name: str = "search", small_seconds: float | None = None) -> None:
        if (seconds is None) == (samples is None):
            raise ValueError("give a plan search either seconds or samples")
        self.seconds = seconds
        self.samples = samples
        self.name = name
        self.small_seconds = small_seconds
        """The budget of a choice outside the action round (losses, retreats, combat cards,
        discards), if not `seconds`: hard keeps its long thought for the card plans, where
        more samples were measured to find better plans (docs/lab.md, "North Africa:
        generals that get stronger")."""
        self.last_samples = 0
        """Paired comparisons the latest decision made (for tests and the lab)."""

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        if view.variant not in SEARCHED_SCENARIOS:
            self.last_samples = 0
            return GENERAL.choose(view, legal, rng)
        # one draw from the caller's generator, whatever the budget (as the tree search)
        search_rng = GameRng(rng.randrange(2**62))
        self.last_samples = 0
        if len(legal) == 1:
            return legal[0]
        allowed = set(legal)
        shortlist = [a for a in search_actions(determinize(view, search_rng.copy()))
                     if a in allowed]
        if not shortlist:
            return legal[0]
        if len(shortlist) == 1:
            return shortlist[0]
        default, others = shortlist[0], shortlist[1:]
        search_rng.shuffle(others)  # a short budget still tries every plan over a game
        seconds = self.seconds
        if self.small_seconds is not None and view.phase != "action":
            seconds = self.small_seconds
        gains = self._compare(view, default, others, search_rng, seconds)
        return pick(default, gains)

    def _compare(self, view: Any, default: Any, others: list[Any], rng: GameRng,
                 seconds: float | None) -> dict[Any, list[float]]:
        """Each alternative's chance of winning minus the default's, one entry per shared
        sample (a sample cut short by the budget adds nothing)."""
        seat = view.current_player
        started = clock.now()
        deadline = started + BUDGET_SHARE * seconds if seconds is not None else None
        cutoff = started + CUTOFF_SHARE * seconds if seconds is not None else None
        wanted = self.samples if self.samples is not None else MAX_SAMPLES
        gains: dict[Any, list[float]] = {action: [] for action in others}
        for _ in range(wanted):
            world, dice = rng.randrange(2**62), rng.randrange(2**62)
            if _late(deadline):
                break
            base = playout(view, default, seat, world, dice, cutoff)
            for action in others:
                if base is None or _late(deadline):
                    return gains
                value = playout(view, action, seat, world, dice, cutoff)
                if value is None:
                    return gains
                gains[action].append(value - base)
                self.last_samples += 1
                time.sleep(0)  # on the window's fallback thread: let the UI run
        return gains


def _late(deadline: float | None) -> bool:
    return deadline is not None and clock.now() >= deadline


def playout(view: Any, action: Any, seat: int, world: int, dice: int,
            cutoff: float | None = None) -> float | None:
    """`seat`'s chance of winning (the judge's) after `action` and the greedy general's
    play up to `seat`'s next action round, on the sampled world `world` with the dice
    stream `dice`; None if the clock passes `cutoff` first (a long enemy operation must not
    make a decision late)."""
    state = determinize(view, GameRng(world))
    state.track_undo = False
    rng = GameRng(dice)
    state.apply(action)
    away = state.active != seat
    for _ in range(MAX_PLAYOUT_ACTIONS):
        if state.is_terminal():
            break
        actor = state.current_player
        if actor >= 0 and state.phase == "action" and state.active == seat and away:
            break
        away = away or state.active != seat
        if _late(cutoff):
            return None
        if actor < 0:
            step = sample_chance(state, rng)
        else:
            step = GENERAL.decide(state, actor, state.legal_actions(), rng)
        state.apply(step)
    return judge(state, seat)


def pick(default: Any, gains: dict[Any, list[float]], margin: float = MARGIN,
         errors: float = ERRORS) -> Any:
    """The alternative with the best average gain over the default, if that gain is at
    least `margin` and, with several samples, `errors` standard errors; else the
    default."""
    best, best_gain = default, 0.0
    for action, found in gains.items():
        if not found:
            continue
        mean = statistics.fmean(found)
        if len(found) > 1:
            error = statistics.stdev(found) / math.sqrt(len(found))
            if mean < errors * error:
                continue
        if mean >= margin and mean > best_gain:
            best, best_gain = action, mean
    return best
