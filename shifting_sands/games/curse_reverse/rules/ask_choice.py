"""How often each person is asked in cartouche windows, chosen per seat at setup
(`spec.seat_setting`; ruling C14). No pygame."""

from __future__ import annotations

import random
from collections.abc import Sequence

from shifting_sands.games.curse_reverse.rules.state import ASK_CHOICES


class AskChoice:
    key = "ask"
    title = "Asked to play"
    options = ("playable", "always", "never")
    labels = ("If playable", "Always", "Never")
    people_only = True
    """Bots are always asked (ruling C14): the setup screen shows the choice for people."""

    def settle(self, picked: Sequence[str], rng: random.Random | None = None) -> list[str]:
        """The setting seat by seat (unknown values fall back to the default)."""
        return [p if p in ASK_CHOICES else "playable" for p in picked]
