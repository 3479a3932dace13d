"""One game's lead story, from the per-turn "who leads" signal its spec gives
(`GameSpec.leader_signal`): how often the lead changed hands, how far the eventual winner
fell behind, and from when on the winner led for good. Kept as three numbers per game, so
recording it costs a list of signals while the game runs and nothing after."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Signal = Sequence[float]
"""One number per seat, higher is further ahead (a score, progress, a judge's value)."""


@dataclass(frozen=True)
class LeadStory:
    lead_changes: int
    """Times the sole leader became another seat (a tie leads nobody and changes nothing)."""
    deficit: float | None
    """The eventual sole winner's largest gap behind the leader, in the signal's units
    (0 when it was never behind); None without a sole winner."""
    decided_at: float | None
    """The share of the game's turns after which the sole winner led alone to the end (0:
    from the first turn, 1: never alone in front); None without a sole winner."""


def leader(signal: Signal) -> int | None:
    """The seat strictly ahead of every other, or None on a tie for the top."""
    best = max(signal)
    top = [seat for seat, value in enumerate(signal) if value == best]
    return top[0] if len(top) == 1 else None


PAR = 0.5
"""A co-operative game's rival: its signal is the team's prospects in [0, 1], read against
even chances, so the team "leads" above 0.5 and the game leads below."""


def lead_story(signals: Sequence[Signal], winners: Sequence[int],
               cooperative: bool = False) -> LeadStory:
    """The story of one game whose signal was taken once a turn (`signals`, in order). In a
    co-operative game the team (its first seat's number) plays against `PAR`, and the
    team's victory makes it the sole winner, its defeat the game's."""
    if cooperative:
        signals = [(signal[0], PAR) for signal in signals]
        winners = (0,) if winners else (1,)
    changes = 0
    last: int | None = None
    leaders = []
    for signal in signals:
        now = leader(signal)
        leaders.append(now)
        if now is not None:
            if last is not None and now != last:
                changes += 1
            last = now
    if len(winners) != 1 or not signals:
        return LeadStory(changes, None, None)
    winner = winners[0]
    deficit = max(max(signal) - signal[winner] for signal in signals)
    held = len(leaders)
    while held > 0 and leaders[held - 1] == winner:
        held -= 1
    return LeadStory(changes, float(deficit), held / len(leaders))
