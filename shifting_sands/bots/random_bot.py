"""A bot that picks uniformly among the legal actions: a baseline and a fuzzer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.rules.rng import GameRng


class RandomBot:
    name = "random"

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        return rng.choice(legal)
