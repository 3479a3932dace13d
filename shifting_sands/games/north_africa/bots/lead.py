"""Who leads a game of North Africa, for the lab's lead story: the position judge's chance
of each side winning (Axis, Allied), which reads the VP and the objectives; at the end,
the result."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.bots.judge import axis_win_chance


def leader_signal(state: Any) -> list[float]:
    axis = axis_win_chance(state)
    return [axis, 1.0 - axis]
