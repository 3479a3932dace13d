"""The registry entry of Shifting Stones: set-up, variants, bots, log sentences, scene."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.rules.overlay_spec import with_own_variants
from shifting_sands.rules.protocol import BotPolicy, Options, Variant
from shifting_sands.rules.spec import GameSpec, hook
from shifting_sands.words import count_range

VARIANTS = {
    "standard": Variant("standard", "Standard", "2-5 players race to score patterns.", 2, 5),
    "solo": Variant("solo", "Solo", "Score all 16 cards of a mini-deck before 4 strikes.", 1, 1),
}


@with_own_variants  # the designer's own variants: a shipped base and settings
class StonesSpec(GameSpec):
    """Imports its rules and content on first use, so the launcher starts quickly."""

    id = "stones"
    title = "Shifting Stones"
    blurb = ("Swap and flip nine ancient stones to match your pattern cards, "
             "but every move costs a card you could have scored.")
    min_players = 1
    max_players = 5
    scene_path = "shifting_sands.games.stones.table.scene:StonesScene"

    state_class = hook("shifting_sands.games.stones.rules.state:StonesState")
    event_codec = hook("shifting_sands.games.stones.rules.actions:EVENT_CODEC")
    describe = hook("shifting_sands.games.stones.rules.log:describe")
    determinize = hook("shifting_sands.games.stones.rules.determinize:determinize")
    """A full state consistent with `view`: unseen cards dealt at random."""
    score_table = hook("shifting_sands.games.stones.rules.results:stones_table")
    """The results screen's breakdown: cards, points, 1-point bonus (or solo strikes)."""
    # the generic search's hooks (shifting_sands.bots.ismcts)
    search_actions = hook("shifting_sands.games.stones.bots.bots:search_actions")
    rollout_action = hook("shifting_sands.games.stones.bots.bots:rollout_action")
    leader_signal = hook("shifting_sands.games.stones.bots.lead:leader_signal")
    evaluate = hook("shifting_sands.games.stones.bots.bots:evaluate")

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
        content = default_stones()
        if options is not None:  # hand size, end trigger, bonus, the solo deck and strikes
            from shifting_sands.content.stones_params import with_settings

            content = with_settings(content, options.settings, variant == "solo", players)
        return new_stones_game(content, seed, players, solo=variant == "solo")

    def parameters(self, variant: str) -> Sequence[Any]:
        """The numbers of data/stones/stones.yaml the variant plays with."""
        from shifting_sands.content.stones import default_stones
        from shifting_sands.content.stones_params import parameters

        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r} for {self.title}")
        return parameters(default_stones(), variant == "solo")

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

    def bot_kinds(self) -> Sequence[str]:
        from shifting_sands.bots.levels import BOT_KINDS

        return BOT_KINDS

    def bot(self, kind: str) -> BotPolicy:
        """A bot of `kind`: a listed level, or `ismcts:N` (N search iterations a decision)."""
        from shifting_sands.bots.levels import make_bot
        from shifting_sands.games.stones.bots import bots

        return make_bot(self, kind, {"greedy": bots.GreedyStonesBot, "easy": bots.EasyStonesBot})
