"""Headless games between bots: the engine behind `simulate` and the benchmarks."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from shifting_sands.rules.protocol import GameSpec, Options
from shifting_sands.rules.rng import GameRng

MAX_ACTIONS = 200_000
"""A game still running after this many actions is reported unfinished, never looped forever."""


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


@dataclass
class SimulationSummary:
    game: str
    players: int
    bots: list[str]
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        finished = [r for r in self.records if r.finished]
        wins = [0.0] * self.players
        for record in finished:
            for seat in record.winners:
                wins[seat] += 1 / len(record.winners)
        games = len(self.records)
        return {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
            "games": games,
            "finished": len(finished),
            "wins": [round(w, 4) for w in wins],
            "win_rates": [round(w / games, 4) if games else 0.0 for w in wins],
            "no_winner": sum(1 for r in finished if not r.winners),
            "avg_turns": round(sum(r.turns for r in self.records) / games, 2) if games else 0.0,
            "avg_actions": round(sum(r.actions for r in self.records) / games, 2) if games else 0,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(games / self.seconds, 3) if self.seconds else 0.0,
        }


def play_one(spec: GameSpec, seed: int, bots: list[str], options: Options | None = None,
             max_actions: int = MAX_ACTIONS) -> GameRecord:
    """Play one game between bots, each seeing only its own view."""
    state = spec.new_game(seed, len(bots), options)
    policies = [spec.bot(kind) for kind in bots]
    rng = GameRng(seed ^ 0x5EED)
    actions = 0
    turns = 1
    last = state.current_player
    while not state.is_terminal() and actions < max_actions:
        seat = state.current_player
        if seat != last:
            turns += 1
            last = seat
        action = policies[seat].choose(state.view_for(seat), state.legal_actions(), rng)
        state.apply(action)
        actions += 1
    outcome = state.outcome()
    return GameRecord(
        seed=seed,
        seats=list(bots),
        winners=outcome.winners if outcome else (),
        scores=outcome.scores if outcome else (),
        turns=getattr(state, "turn", turns),
        actions=actions,
        finished=outcome is not None,
        reason=outcome.reason if outcome else "unfinished",
    )


def simulate(spec: GameSpec, games: int, players: int, bots: list[str], seed: int,
             options: Options | None = None) -> SimulationSummary:
    seats = [bots[i % len(bots)] for i in range(players)]
    summary = SimulationSummary(spec.id, players, seats)
    started = time.perf_counter()
    for index in range(games):
        summary.records.append(play_one(spec, seed + index, seats, options))
    summary.seconds = time.perf_counter() - started
    return summary
