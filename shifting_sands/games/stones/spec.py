"""The registry entry of Shifting Stones: set-up, variants, bots, log sentences, scene."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.rules.protocol import BotPolicy, Options, Variant
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec
from shifting_sands.words import count_range

VARIANTS = {
    "standard": Variant("standard", "Standard", "2-5 players race to score patterns.", 2, 5),
    "solo": Variant("solo", "Solo", "Score all 16 cards of a mini-deck before 4 strikes.", 1, 1),
}


class StonesSpec(GameSpec):
    """Imports its rules and content on first use, so the launcher starts quickly."""

    id = "stones"
    title = "Shifting Stones"
    blurb = ("Swap and flip nine ancient stones to match your pattern cards, "
             "but every move costs a card you could have scored.")
    min_players = 1
    max_players = 5
    scene_path = "shifting_sands.games.stones.table.scene:StonesScene"
    rules_file = "shifting-stones.md"

    @property
    def state_class(self) -> type:
        from shifting_sands.games.stones.rules.state import StonesState

        return StonesState

    @property
    def event_codec(self):
        from shifting_sands.games.stones.rules.actions import EVENT_CODEC

        return EVENT_CODEC

    def variants(self) -> Mapping[str, Variant]:
        return VARIANTS

    def default_variant(self, players: int) -> str:
        return "solo" if players == 1 else "standard"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> Any:
        from shifting_sands.content.stones import default_stones
        from shifting_sands.games.stones.rules.setup import new_stones_game

        variant = options.variant if options else self.default_variant(players)
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r} for {self.title}")
        spec = VARIANTS[variant]
        if not spec.min_players <= players <= spec.max_players:
            takes = count_range(spec.min_players, spec.max_players, "player")
            raise ValueError(f"{spec.title} {self.title} takes {takes}, not {players}")
        return new_stones_game(default_stones(), seed, players, solo=variant == "solo")

    # -- content identity (saves record it; a save made with other content is refused) --
    def content_id(self) -> str:
        return "stones"

    def content_hash(self, variant: str) -> str:
        """The hash of the content a match plays with (the same for every variant)."""
        from shifting_sands.content.stones import CONTENTS, default_stones

        return CONTENTS.ref(default_stones())

    def content_source(self, variant: str) -> str:
        """Where that content lives, for the line that refuses a save made with other content."""
        return "the stones, cards or numbers in data/stones"

    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        from shifting_sands.games.stones.rules import log

        return log.describe(event, names)

    def score_table(self, state: Any, names: Sequence[str]) -> Any:
        """The results screen's breakdown: cards, points, 1-point bonus (or solo strikes)."""
        from shifting_sands.games.stones.rules.results import stones_table

        return stones_table(state, names)

    def bot_kinds(self) -> Sequence[str]:
        from shifting_sands.bots.levels import BOT_KINDS

        return BOT_KINDS

    def bot(self, kind: str) -> BotPolicy:
        """A bot of `kind`: a listed level, or `ismcts:N` (N search iterations a decision)."""
        from shifting_sands.bots.levels import make_bot
        from shifting_sands.games.stones.bots import bots

        return make_bot(self, kind, {"greedy": bots.GreedyStonesBot, "easy": bots.EasyStonesBot})

    # -- hooks the generic search (shifting_sands.bots.ismcts) uses ----------------
    def search_actions(self, state: Any) -> list[Any]:
        from shifting_sands.games.stones.bots.bots import search_actions

        return search_actions(state)

    def rollout_action(self, state: Any, rng: GameRng) -> Any:
        from shifting_sands.games.stones.bots.bots import rollout_action

        return rollout_action(state, rng)

    def evaluate(self, state: Any, seat: int) -> float:
        from shifting_sands.games.stones.bots.bots import evaluate

        return evaluate(state, seat)

    def determinize(self, view: Any, rng: GameRng) -> Any:
        """A full state consistent with `view`: unseen cards dealt at random."""
        from shifting_sands.games.stones.rules.determinize import determinize

        return determinize(view, rng)
