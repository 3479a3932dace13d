"""The registry entry of Land the Mothership: set-up, variants, bots, log sentences, scene.

Rules and content are imported on first use, so listing the game in the launcher costs
nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.rules.protocol import BotPolicy, Options, Variant
from shifting_sands.rules.spec import GameSpec, hook


def _variant(key: str, rules: Any, own: bool) -> Variant:
    title = rules.title if key == rules.id else f"{rules.title} (as saved)"
    return Variant(key, title, rules.description, rules.min_players, rules.max_players,
                   own=own)


class MothershipSpec(GameSpec):
    id = "mothership"
    title = "Land the Mothership"
    blurb = ("Hide your agent under a dune, then push and pull the desert until six empty "
             "hexes surround it, without showing the others where it is.")
    min_players = 2
    max_players = 4
    scene_path = "shifting_sands.games.mothership.table.scene:MothershipScene"
    bot_notes = {"guard": "answers at once, and blocks every dune it sees a rival clear"}
    """The setup screen's line for the kind only this game has."""
    first_game_tip = ("First game? Try Peek or Open memory: no need to remember where your "
                      "agent hides.")

    state_class = hook("shifting_sands.games.mothership.rules.state:MothershipState")
    event_codec = hook("shifting_sands.games.mothership.rules.actions:EVENT_CODEC")
    describe = hook("shifting_sands.games.mothership.rules.log:describe")
    determinize = hook("shifting_sands.games.mothership.rules.determinize:determinize")
    """A full state consistent with `view`: hidden agents under unflipped dunes."""
    score_table = hook("shifting_sands.games.mothership.rules.score:mothership_table")
    """The results screen's breakdown: how each alien ended, where its agent was."""
    # the generic search's hooks (shifting_sands.bots.ismcts)
    evaluate = hook("shifting_sands.games.mothership.bots.search:evaluate")
    search_actions = hook("shifting_sands.games.mothership.bots.search:search_actions")
    rollout_action = hook("shifting_sands.games.mothership.bots.search:rollout_action")
    leader_signal = hook("shifting_sands.games.mothership.bots.lead:leader_signal")

    def ended_by_clock(self, reason: str) -> bool:
        """R16: the rounds ran out."""
        return reason == "time_up"

    def seat_mark(self, seat: int) -> str:
        """Each seat's own alien (seat order is colour order) on shared screens."""
        from shifting_sands.games.mothership.rules.view import ALIEN_COLOURS

        art = {"Green": "green", "Violet": "violet", "Amber": "orange", "Cyan": "cyan"}
        colour = ALIEN_COLOURS[seat] if 0 <= seat < len(ALIEN_COLOURS) else ""
        return f"mothership/agent_{art.get(colour, 'unknown')}.png"

    def variants(self) -> Mapping[str, Variant]:
        """The shipped variants, then the designer's own (and any a save carried)."""
        from shifting_sands.content.mothership import default_mothership
        from shifting_sands.content.own_variants import all_rules

        shipped = default_mothership()
        return {key: _variant(key, rules, key not in shipped)
                for key, rules in all_rules(self.variant_kind()).items()}

    def variant_kind(self) -> Any:
        from shifting_sands.content.mothership import own_kind

        return own_kind()

    def rule_set(self, variant: str) -> Any:
        """The numbers of `variant` (board, holding area, turn shape, memory rule)."""
        from shifting_sands.content.own_variants import all_rules

        rule_sets = all_rules(self.variant_kind())
        if variant not in rule_sets:
            raise ValueError(f"unknown variant {variant!r} for {self.title}; "
                             f"choose from {', '.join(rule_sets)}")
        return rule_sets[variant]

    # -- content identity (saves record it; a save made with other content is refused) --
    def content_id(self) -> str:
        return "mothership"

    def content_hash(self, variant: str) -> str:
        """The hash of `variant` as shipped (its numbers and rules, not its title or text)."""
        from shifting_sands.content.mothership import RULE_SETS

        return RULE_SETS.ref(self.rule_set(variant))

    def content_source(self, variant: str) -> str:
        from shifting_sands.content.mothership import default_mothership

        if variant in default_mothership():
            return f"the {variant!r} variant in data/mothership"
        return f"your own variant {variant!r}"

    def default_variant(self, players: int) -> str:
        return "standard"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> Any:
        from shifting_sands.content.mothership_params import with_settings
        from shifting_sands.games.mothership.rules.setup import new_mothership_game

        variant = options.variant if options else self.default_variant(players)
        rules = self.rule_set(variant)
        if options is not None:  # any number of the variant (landing, board, ...)
            rules = with_settings(rules, options.settings)
        return new_mothership_game(rules, seed, players)

    def parameters(self, variant: str) -> Sequence[Any]:
        """Board, empty cells, holding spaces, actions, memory, landing and round limit."""
        from shifting_sands.content.mothership_params import parameters

        return parameters(self.rule_set(variant))

    def variant_entry(self, variant: str, settings: Mapping[str, Any]) -> dict[str, Any]:
        """A whole entry of data/mothership/variants.yaml."""
        from shifting_sands.content.mothership_params import variant_entry

        return variant_entry(self.rule_set(variant), settings)

    def upgrade_save(self, data: dict[str, Any]) -> dict[str, Any]:
        """Saves made before landings were allowed mid-turn (their snapshot's rules have no
        `landing`) go on with landing at the start of a turn, the rule they were played
        under, so that their action logs replay exactly. (Saves since content ids name their
        rules by hash and are never changed here.)"""
        snapshot = data.get("snapshot")
        fields = snapshot.get("fields") if isinstance(snapshot, dict) else None
        rules = fields.get("rules") if isinstance(fields, dict) else None
        options = data.get("options")
        if not isinstance(rules, dict) or "landing" in rules or not isinstance(options, dict):
            return data
        settings = options.get("settings", {})
        if not isinstance(settings, dict):
            return data
        upgraded = dict(data)
        upgraded["options"] = {**options, "settings": {**settings, "landing": "at_start"}}
        undo = snapshot.get("undo", [])
        try:  # today's field format (R9 pulls as cell and space), as the replay writes it
            renew = self.state_class._from_fields
            upgraded["snapshot"] = {
                **snapshot, "fields": renew(dict(fields))._fields_to_dict(),
                "undo": [renew(dict(entry))._fields_to_dict() for entry in undo]}
        except Exception:  # a damaged save: the loader's own checks say what is wrong
            return data
        return upgraded

    def bot_kinds(self) -> Sequence[str]:
        """Every game's levels, and `guard` (a heuristic that blocks rivals) before the
        instant `greedy`, which stays last."""
        from shifting_sands.bots.levels import BOT_KINDS

        *levels, greedy = BOT_KINDS
        return (*levels, "guard", greedy)

    def bot(self, kind: str) -> BotPolicy:
        """A bot of `kind`: a listed level, or `ismcts:N` (N search iterations a decision)."""
        from shifting_sands.bots.levels import BlunderingBot, make_bot
        from shifting_sands.games.mothership.bots.bots import (
            GreedyMothershipBot,
            GuardMothershipBot,
        )

        return make_bot(self, kind, {"greedy": GreedyMothershipBot, "guard": GuardMothershipBot,
                                     "easy": lambda: BlunderingBot(GreedyMothershipBot())})
