"""Who leads a game of Stones, for the lab's lead story: each seat's points as they would
score now (cards scored and the one-point bonus as it stands)."""

from __future__ import annotations

from typing import Any


def leader_signal(state: Any) -> list[float]:
    return [float(points) for points in state.final_scores()]
