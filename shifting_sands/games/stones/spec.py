"""The registry entry of Shifting Stones: set-up, variants, bots, log sentences, scene."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.bots.random_bot import RandomBot
from shifting_sands.content.stones import default_stones
from shifting_sands.games.stones import log
from shifting_sands.games.stones.actions import EVENT_CODEC
from shifting_sands.games.stones.bots import GreedyStonesBot
from shifting_sands.games.stones.rules import StonesState
from shifting_sands.games.stones.setup import new_stones_game
from shifting_sands.games.stones.view import StonesView
from shifting_sands.rules.protocol import BotPolicy, Options, Variant
from shifting_sands.rules.rng import GameRng

VARIANTS = {
    "standard": Variant("standard", "Standard", "2-5 players race to score patterns.", 2, 5),
    "solo": Variant("solo", "Solo", "Score all 16 cards of a mini-deck before 4 strikes.", 1, 1),
}


class StonesSpec:
    id = "stones"
    title = "Shifting Stones"
    blurb = ("Swap and flip nine ancient stones to match your pattern cards, "
             "but every move costs a card you could have scored.")
    min_players = 1
    max_players = 5
    state_class = StonesState
    event_codec = EVENT_CODEC
    scene_path = "shifting_sands.games.stones.scene:StonesScene"
    rules_file = "shifting-stones.md"

    def variants(self) -> Mapping[str, Variant]:
        return VARIANTS

    def default_variant(self, players: int) -> str:
        return "solo" if players == 1 else "standard"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> StonesState:
        variant = options.variant if options else self.default_variant(players)
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r} for {self.title}")
        spec = VARIANTS[variant]
        if not spec.min_players <= players <= spec.max_players:
            raise ValueError(f"{spec.title} {self.title} takes {spec.min_players}"
                             f"-{spec.max_players} players, not {players}")
        return new_stones_game(default_stones(), seed, players, solo=variant == "solo")

    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        return log.describe(event, names)

    def bot_kinds(self) -> Sequence[str]:
        return ("random", "greedy")

    def bot(self, kind: str) -> BotPolicy:
        if kind == "random":
            return RandomBot()
        if kind == "greedy":
            return GreedyStonesBot()
        raise ValueError(f"unknown bot {kind!r}; {self.title} has {', '.join(self.bot_kinds())}")

    def determinize(self, view: StonesView, rng: GameRng) -> StonesState:
        """A full state consistent with `view`: unseen cards dealt at random."""
        from shifting_sands.games.stones.determinize import determinize

        return determinize(view, rng)
