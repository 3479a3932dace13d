"""The registry entry of the Ouroboros: set-up, difficulties, bots, log sentences, scene.

Rules and content are imported on first use, so listing the game in the launcher costs
nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.rules.protocol import BotPolicy, Options, Variant
from shifting_sands.rules.spec import GameSpec, hook

SEATS = 4


class OuroborosSpec(GameSpec):
    id = "ouroboros"
    title = "The Ouroboros"
    blurb = ("Four explorers, one lantern-lit ruin that forgets itself. Find both halves of "
             "the Ouroboros together, and come back together.")
    min_players = SEATS
    max_players = SEATS
    """Four explorers always; one to four people share them out, bots run the rest."""
    scene_path = "shifting_sands.games.ouroboros.table.scene:OuroborosScene"
    cooperative = True

    state_class = hook("shifting_sands.games.ouroboros.rules.state:OuroborosState")
    event_codec = hook("shifting_sands.games.ouroboros.rules.actions:EVENT_CODEC")
    describe = hook("shifting_sands.games.ouroboros.rules.log:describe")
    determinize = hook("shifting_sands.games.ouroboros.rules.determinize:determinize")
    score_table = hook("shifting_sands.games.ouroboros.rules.results:ouroboros_table")
    seat_setting = hook("shifting_sands.games.ouroboros.rules.role_choice:RoleChoice")
    """The setup screen's per-seat choice: each explorer's role, or dealt at random."""
    # the generic search's hooks (shifting_sands.bots.ismcts)
    evaluate = hook("shifting_sands.games.ouroboros.bots.bots:evaluate")
    search_actions = hook("shifting_sands.games.ouroboros.bots.bots:search_actions")
    rollout_action = hook("shifting_sands.games.ouroboros.bots.bots:rollout_action")
    leader_signal = hook("shifting_sands.games.ouroboros.bots.lead:leader_signal")

    def ended_by_clock(self, reason: str) -> bool:
        """The lantern rounds ran out."""
        return reason == "The lanterns burned out."

    def variants(self) -> Mapping[str, Variant]:
        """The shipped difficulties, then the designer's own (and any a save carried)."""
        from shifting_sands.content.ouroboros import default_ouroboros
        from shifting_sands.content.own_variants import all_rules

        shipped = default_ouroboros()
        return {key: Variant(key, rules.title if key == rules.id else
                             f"{rules.title} (as saved)", rules.description, SEATS, SEATS,
                             own=key not in shipped)
                for key, rules in all_rules(self.variant_kind()).items()}

    def variant_kind(self) -> Any:
        """Her own difficulties: `<home>/variants/ouroboros.yaml`, shaped as decks.yaml."""
        from shifting_sands.content.ouroboros import own_kind

        return own_kind()

    def rule_set(self, variant: str) -> Any:
        from shifting_sands.content.own_variants import all_rules

        rule_sets = all_rules(self.variant_kind())
        if variant not in rule_sets:
            raise ValueError(f"unknown variant {variant!r} for {self.title}; "
                             f"choose from {', '.join(rule_sets)}")
        return rule_sets[variant]

    def content_id(self) -> str:
        return "ouroboros"

    def content_hash(self, variant: str) -> str:
        from shifting_sands.content.ouroboros import rules_hash

        return rules_hash(self.rule_set(variant))

    def content_source(self, variant: str) -> str:
        from shifting_sands.content.ouroboros import default_ouroboros

        if variant in default_ouroboros():
            return f"the {variant!r} difficulty in data/ouroboros"
        return f"your own variant {variant!r}"

    def default_variant(self, players: int) -> str:
        return "standard"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> Any:
        """Roles come from `options.settings["roles"]` (seat by seat) or are dealt."""
        from shifting_sands.games.ouroboros.rules.setup import new_ouroboros_game

        if players != SEATS:
            raise ValueError(f"{self.title} always has {SEATS} explorers; got {players} seats")
        variant = options.variant if options else self.default_variant(players)
        roles = options.settings.get("roles") if options else None
        rules = self.rule_set(variant)
        if options is not None:  # any number of the difficulty (decks, lantern)
            from shifting_sands.content.ouroboros_params import with_settings

            rules = with_settings(rules, options.settings)
        return new_ouroboros_game(rules, seed, roles)

    def parameters(self, variant: str) -> Sequence[Any]:
        """The lantern, the pursuit rule and the decks' counts, kind by kind."""
        from shifting_sands.content.ouroboros_params import parameters

        return parameters(self.rule_set(variant))

    def variant_entry(self, variant: str, settings: Mapping[str, Any]) -> dict[str, Any]:
        """A whole entry of data/ouroboros/decks.yaml."""
        from shifting_sands.content.ouroboros_params import variant_entry

        return variant_entry(self.rule_set(variant), settings)

    def bot_kinds(self) -> Sequence[str]:
        from shifting_sands.bots.levels import BOT_KINDS

        return BOT_KINDS

    def bot(self, kind: str) -> BotPolicy:
        """A teammate of `kind`: a listed level, or `ismcts:N` (N iterations a decision)."""
        from shifting_sands.bots.levels import BlunderingBot, make_bot
        from shifting_sands.games.ouroboros.bots.bots import GreedyOuroborosBot

        return make_bot(self, kind, {"greedy": GreedyOuroborosBot,
                                     "easy": lambda: BlunderingBot(GreedyOuroborosBot())})
