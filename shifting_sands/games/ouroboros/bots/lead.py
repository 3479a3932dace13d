"""How the team stands in a game of The Ouroboros, for the lab's lead story: the team's
prospects (the search's judge: halves found, ranks closed, lantern left, explorers
standing), the same for every seat; the lab reads a co-operative game's signal against
even chances (`lab_metrics.lead.PAR`)."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.ouroboros.bots.bots import evaluate


def leader_signal(state: Any) -> list[float]:
    team = evaluate(state)
    return [team] * len(state.explorers)
