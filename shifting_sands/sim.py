"""Headless games between bots: the engine behind `simulate`, `lab` and the benchmarks.

Games run in parallel worker processes (the search bots are CPU-bound, so threads
would share one core). Each game's seed is `seed + index` and its bots' random
generator is derived from that seed alone, so the records, and every figure of the
summary, are the same whatever the number of workers.
"""

from __future__ import annotations

import math
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from shifting_sands.bots import clock
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec

MAX_ACTIONS = 200_000
"""A game still running after this many actions is reported unfinished, never looped forever."""


def wilson_interval(successes: float, trials: int, z: float = 1.96) -> tuple[float, float, float]:
    """(rate, low, high): the Wilson score interval, sound near 0% and 100% and for
    the few hundred games a strength measurement plays (a shared win counts fractionally)."""
    if trials <= 0:
        return 0.0, 0.0, 0.0
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    return rate, max(0.0, centre - half), min(1.0, centre + half)


def quantile(ordered: Sequence[float], q: float) -> float:
    """Linear-interpolated quantile of an already sorted, non-empty sequence."""
    position = (len(ordered) - 1) * q
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def length_distribution(lengths: Sequence[int], bins: int = 8) -> dict[str, Any]:
    """Min, quartiles, max, mean and a histogram of equal-width bins of game lengths."""
    if not lengths:
        return {"min": 0, "q1": 0, "median": 0, "q3": 0, "max": 0, "mean": 0.0, "histogram": []}
    ordered = sorted(lengths)
    low, high = ordered[0], ordered[-1]
    width = max(1, math.ceil((high - low + 1) / bins))
    counts = Counter((value - low) // width for value in ordered)
    histogram = [{"from": low + i * width, "to": low + (i + 1) * width - 1, "games": counts[i]}
                 for i in range(max(counts) + 1)]
    return {"min": low, "q1": round(quantile(ordered, 0.25), 2),
            "median": round(quantile(ordered, 0.5), 2), "q3": round(quantile(ordered, 0.75), 2),
            "max": high, "mean": round(sum(ordered) / len(ordered), 2), "histogram": histogram}


@dataclass
class GameRecord:
    seed: int
    seats: list[str]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    turns: int
    actions: int
    finished: bool
    reason: str
    returns: tuple[float, ...] = ()
    """Each seat's return, as the game gives it (what the bots maximise)."""
    cooperative: bool = False
    """A co-operative game: the team won (every return 1) or lost together."""
    timed_out: bool = False
    """The round limit ended it (`GameSpec.ended_by_clock`)."""
    decisions: int = 0
    """Actions a player chose (chance's draws left out)."""
    choices: int = 0
    """Of those, the decisions with more than one legal action."""
    legal: dict[int, int] = field(default_factory=dict)
    """Legal actions at a decision (`legal_bucket`) -> how many decisions had that many."""
    lead_changes: int | None = None
    """The lead story (`lab_metrics.lead_story`); None when the game gives no signal."""
    deficit: float | None = None
    decided_at: float | None = None

    def credit(self) -> list[float]:
        """What each seat is credited with: a co-op seat its return (the team's result),
        a competitive seat its share of the victory (1/k to each of k winners)."""
        if self.cooperative:
            return [float(r) for r in self.returns]
        credit = [0.0] * len(self.seats)
        for seat in self.winners:
            credit[seat] += 1 / len(self.winners)
        return credit

    def row(self) -> dict[str, Any]:
        """One row of `simulate --out`: plain values only."""
        return {"seed": self.seed, "seats": list(self.seats), "winners": list(self.winners),
                "scores": list(self.scores), "returns": list(self.returns),
                "turns": self.turns, "actions": self.actions,
                "finished": self.finished, "reason": self.reason, **self.design_fields()}

    def design_fields(self) -> dict[str, Any]:
        """What the design metrics read beyond the result, as plain values."""
        return {"timed_out": self.timed_out, "decisions": self.decisions,
                "choices": self.choices, "legal": {str(k): v for k, v in self.legal.items()},
                "lead_changes": self.lead_changes, "deficit": self.deficit,
                "decided_at": self.decided_at}


@dataclass
class SimulationSummary:
    game: str
    players: int
    bots: list[str]
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0
    variant: str = ""
    swap: bool = False
    jobs: int = 1

    @property
    def cooperative(self) -> bool:
        return any(record.cooperative for record in self.records)

    def seat_wins(self) -> list[float]:
        """Wins per seat; a shared victory counts 1/k to each of its k winners, a co-op
        seat counts its return (a team win is a win for every seat)."""
        wins = [0.0] * self.players
        for record in self.records:
            for seat, credit in enumerate(record.credit()):
                wins[seat] += credit
        return wins

    def team_wins(self) -> int:
        """Co-op games the team won (every seat's return 1)."""
        return sum(1 for r in self.records
                   if r.cooperative and r.returns and min(r.returns) >= 1.0)

    def bot_results(self) -> dict[str, dict[str, Any]]:
        """Per bot kind: games it sat in, its wins and win rate with a 95% interval."""
        games: Counter[str] = Counter()
        wins: Counter[str] = Counter()
        for record in self.records:
            for kind in set(record.seats):
                games[kind] += 1
            for seat, credit in enumerate(record.credit()):
                wins[record.seats[seat]] += credit / (
                    record.seats.count(record.seats[seat]) if record.cooperative else 1)
        result = {}
        for kind in dict.fromkeys(self.bots):
            rate, low, high = wilson_interval(wins[kind], games[kind])
            result[kind] = {"games": games[kind], "wins": round(wins[kind], 4),
                            "win_rate": round(rate, 4), "ci95": [round(low, 4), round(high, 4)]}
        return result

    def first_seat(self) -> dict[str, Any] | None:
        """How much more than a fair share of the decided games the first seat wins
        (None in solo). Measured over games someone won, so a game whose bots often
        run out the clock is not read as a handicap of the first seat."""
        if self.players < 2 or not self.records:
            return None
        first = self.seat_wins()[0]
        rate, low, high = wilson_interval(first, len(self.records))
        decided = sum(1 for r in self.records if r.winners)
        share, share_low, share_high = wilson_interval(first, decided)
        fair = 1 / self.players
        return {"win_rate": round(rate, 4), "ci95": [round(low, 4), round(high, 4)],
                "decided_games": decided, "share_of_wins": round(share, 4),
                "share_ci95": [round(share_low, 4), round(share_high, 4)],
                "fair_share": round(fair, 4),
                "advantage": round(share - fair, 4) if decided else 0.0}

    def design(self) -> dict[str, Any]:
        """Every design metric with its 95% interval (`lab_metrics.design_metrics`)."""
        from shifting_sands.lab_metrics.metrics import design_metrics

        return design_metrics(self.records, self.players)

    def to_json(self) -> dict[str, Any]:
        finished = [r for r in self.records if r.finished]
        wins = self.seat_wins()
        games = len(self.records)
        seat_intervals = [wilson_interval(w, games)[1:] for w in wins]
        return {
            "game": self.game,
            "variant": self.variant,
            "players": self.players,
            "bots": self.bots,
            "swap": self.swap,
            "jobs": self.jobs,
            "games": games,
            "finished": len(finished),
            "wins": [round(w, 4) for w in wins],
            "win_rates": [round(w / games, 4) if games else 0.0 for w in wins],
            "win_rates_ci95": [[round(lo, 4), round(hi, 4)] for lo, hi in seat_intervals],
            "bot_results": self.bot_results(),
            "first_seat": self.first_seat(),
            "no_winner": sum(1 for r in finished if not r.winners),
            "cooperative": self.cooperative,
            "team_wins": self.team_wins() if self.cooperative else None,
            "avg_returns": [round(sum(r.returns[seat] for r in finished if r.returns)
                                  / len(finished), 4) if finished else 0.0
                            for seat in range(self.players)],
            "ends": dict(Counter(r.reason for r in self.records).most_common()),
            "avg_scores": [round(sum(r.scores[seat] for r in finished) / len(finished), 2)
                           if finished else 0.0 for seat in range(self.players)],
            "avg_turns": round(sum(r.turns for r in self.records) / games, 2) if games else 0.0,
            "turns": length_distribution([r.turns for r in self.records]),
            "avg_actions": round(sum(r.actions for r in self.records) / games, 2) if games else 0,
            "design": self.design(),
            "seconds": round(self.seconds, 3),
            "games_per_second": round(games / self.seconds, 3) if self.seconds else 0.0,
        }


def legal_bucket(count: int) -> int:
    """A count of legal actions as the record keeps it: exact below 100, else to two
    significant figures (1536 -> 1500), so a game of thousands of moves keeps a short
    histogram and its quartiles stay within 5%."""
    if count < 100:
        return count
    scale = 10 ** (len(str(count)) - 2)
    return round(count / scale) * scale


def play_one(spec: GameSpec, seed: int, bots: list[str], options: Options | None = None,
             max_actions: int = MAX_ACTIONS, log: list[Any] | None = None) -> GameRecord:
    """Play one game between bots through the driver, each seeing only its own view;
    `log`, when given, receives the game's actions (the lab screen replays its games).
    Timed bots read their budgets on CPU time (bots/clock.py): a game played to measure
    them counts the same on a busy machine as on a quiet one."""
    with clock.cpu_time():
        return _play_one(spec, seed, bots, options, max_actions, log)


def _play_one(spec: GameSpec, seed: int, bots: list[str], options: Options | None,
              max_actions: int, log: list[Any] | None) -> GameRecord:
    seats = [Seat(kind, kind) for kind in bots]
    match = Match(spec, seed, seats, options, match_id="")
    driver = Driver(match, {seat: spec.bot(kind) for seat, kind in enumerate(bots)},
                    GameRng(seed ^ 0x5EED))
    state = match.state
    actions = 0
    turns = 1
    last = state.current_player
    legal: dict[int, int] = {}
    signal = spec.leader_signal
    first = signal(state)
    signals = [tuple(first)] if first is not None else None
    read_at = getattr(state, "turn", turns)
    while not state.is_terminal() and actions < max_actions:
        seat = state.current_player
        if seat != last:
            turns += 1
            last = seat
        if signals is not None and getattr(state, "turn", turns) != read_at:
            # once a turn as the game counts them (a North Africa turn is a season)
            read_at = getattr(state, "turn", turns)
            signals.append(tuple(signal(state)))
        if seat >= 0:  # a player decides: count what it could choose from
            request = driver.bot_request()
            count = legal_bucket(len(request.legal))
            legal[count] = legal.get(count, 0) + 1
            driver.submit(request.answer())
        else:
            driver.step()
        actions += 1
    outcome = state.outcome()
    winners = outcome.winners if outcome else ()
    story = None
    if signals is not None:
        from shifting_sands.lab_metrics.lead import lead_story

        signals.append(tuple(signal(state)))
        story = lead_story(signals, winners, bool(outcome and outcome.cooperative))
    if log is not None:
        log.extend(match.log)
    return GameRecord(
        seed=seed,
        seats=list(bots),
        winners=winners,
        scores=outcome.scores if outcome else (),
        turns=getattr(state, "turn", turns),
        actions=actions,
        finished=outcome is not None,
        reason=outcome.reason if outcome else "unfinished",
        returns=outcome.returns if outcome else (),
        cooperative=bool(outcome and outcome.cooperative),
        timed_out=bool(outcome and spec.ended_by_clock(outcome.reason)),
        decisions=sum(legal.values()),
        choices=sum(n for count, n in legal.items() if count > 1),
        legal=legal,
        lead_changes=story.lead_changes if story else None,
        deficit=story.deficit if story else None,
        decided_at=story.decided_at if story else None,
    )


def seating(bots: Sequence[str], players: int, index: int, swap: bool) -> list[str]:
    """The bots of game `index`: kinds cycled over the seats, rotated one seat per game
    when `swap` is on, so each kind sits in each seat equally often (with two players,
    the seats are swapped every other game)."""
    seats = [bots[i % len(bots)] for i in range(players)]
    if not swap or players < 2:
        return seats
    shift = index % players
    return seats[-shift:] + seats[:-shift] if shift else seats


def _play_task(task: tuple[str, int, list[str], dict[str, Any] | None]) -> GameRecord:
    """Worker entry point: everything arrives as plain data and the spec is looked up
    again, so nothing unpicklable crosses the process boundary."""
    from shifting_sands.games import get_spec

    game_id, seed, seats, options = task
    return play_one(get_spec(game_id), seed, seats,
                    Options.from_dict(options) if options is not None else None)


def run_games(tasks: list[tuple[str, int, list[str], dict[str, Any] | None]], jobs: int,
              on_done: Callable[[int], None] | None = None) -> Iterator[GameRecord]:
    """Records in task order, played by `jobs` processes (in this one when jobs is 1)."""
    jobs = max(1, min(jobs, len(tasks)))
    if jobs == 1:
        for done, task in enumerate(tasks, start=1):
            yield _play_task(task)
            if on_done:
                on_done(done)
        return
    from shifting_sands.workers import worker_context

    # Small chunks keep the progress bar moving and the cores busy to the end.
    chunk = max(1, len(tasks) // (jobs * 8))
    with worker_context().Pool(jobs) as pool:
        for done, record in enumerate(pool.imap(_play_task, tasks, chunksize=chunk), start=1):
            yield record
            if on_done:
                on_done(done)


class ProgressBar:
    """A `progress(done)` callback drawn by tqdm on a terminal (games done, games per
    second, time left); silent when the stream is a pipe or a file."""

    def __init__(self, total: int, stream: TextIO | None = None, label: str = "games") -> None:
        from tqdm import tqdm

        self.total = total
        self.bar = tqdm(total=total, file=stream if stream is not None else sys.stderr,
                        desc=label, unit="game", dynamic_ncols=True, disable=None)

    def __call__(self, done: int) -> None:
        self.bar.update(done - self.bar.n)
        if done >= self.total:
            self.bar.close()


def default_jobs() -> int:
    return os.cpu_count() or 1


def simulate(spec: GameSpec, games: int, players: int, bots: list[str], seed: int,
             options: Options | None = None, *, jobs: int = 1, swap: bool = False,
             progress: Callable[[int], None] | None = None) -> SimulationSummary:
    """Play `games` games; bot kinds are cycled over the seats (see `seating`)."""
    seats = [bots[i % len(bots)] for i in range(players)]
    variant = options.variant if options else spec.default_variant(players)
    options_data = options.to_dict() if options else None
    tasks = [(spec.id, seed + index, seating(bots, players, index, swap), options_data)
             for index in range(games)]
    summary = SimulationSummary(spec.id, players, seats, variant=variant, swap=swap,
                                jobs=max(1, min(jobs, games)))
    started = time.perf_counter()
    summary.records.extend(run_games(tasks, jobs, progress))
    summary.seconds = time.perf_counter() - started
    return summary


def write_rows(records: Sequence[GameRecord], path: str | os.PathLike[str]) -> None:
    """One row per game, as CSV or JSON by the file's extension."""
    import json
    from pathlib import Path

    target = Path(path)
    rows = [record.row() for record in records]
    if target.suffix.lower() == ".json":
        target.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
        return
    if target.suffix.lower() != ".csv":
        raise ValueError(f"--out must end in .csv or .json, not {target.name!r}")
    import csv

    seats = max((len(r.seats) for r in records), default=0)
    header = ["seed", *[f"bot_{i + 1}" for i in range(seats)], "winners", "turns", "actions",
              "finished", "reason", *[f"score_{i + 1}" for i in range(seats)]]
    with target.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        for record in records:
            scores = [f"{s:g}" for s in record.scores] + [""] * (seats - len(record.scores))
            writer.writerow([record.seed, *record.seats,
                             " ".join(str(w + 1) for w in record.winners), record.turns,
                             record.actions, record.finished, record.reason, *scores])
