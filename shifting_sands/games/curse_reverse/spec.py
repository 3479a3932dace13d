"""The registry entry of Curse Reverse: set-up, variants, bots, log sentences, scene.

Rules and content are imported on first use, so listing the game in the launcher costs
nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.rules.overlay_spec import with_own_variants
from shifting_sands.rules.protocol import BotPolicy, Options, Variant
from shifting_sands.rules.spec import GameSpec, hook

THIEF_ORDER = ("red", "blue", "green", "yellow", "violet")


@with_own_variants  # the designer's own variants: a shipped base and settings
class CurseReverseSpec(GameSpec):
    id = "curse_reverse"
    title = "Curse Reverse"
    blurb = ("Cursed thieves race across a shifting dream of four temples. Return what you "
             "stole, rob your rivals, and talk your way through the gods' trials.")
    min_players = 2
    max_players = 5
    bot_notes = {  # measured against two greedy thieves: docs/lab.md, "bots worth a seat"
        "normal": "searches its own turns, 0.5 s a move; won 53% against two greedy",
        "hard": ("twice normal's samples, 2 s a move; won 52.5% against two greedy, "
                 "no more than normal"),
    }
    scene_path = "shifting_sands.games.curse_reverse.table.scene:CurseScene"

    state_class = hook("shifting_sands.games.curse_reverse.rules.state:CurseState")
    event_codec = hook("shifting_sands.games.curse_reverse.rules.actions:EVENT_CODEC")
    describe = hook("shifting_sands.games.curse_reverse.rules.log:describe")
    determinize = hook("shifting_sands.games.curse_reverse.rules.determinize:determinize")
    content = hook("shifting_sands.content.curse_reverse:default_curse_reverse")
    score_table = hook("shifting_sands.games.curse_reverse.rules.results:curse_table")
    seat_setting = hook("shifting_sands.games.curse_reverse.rules.ask_choice:AskChoice")
    """The setup screen's per-seat choice: how often each person is asked to play a
    cartouche on another thief's turn (ruling C14)."""
    # the generic search's hooks (shifting_sands.bots.ismcts)
    evaluate = hook("shifting_sands.games.curse_reverse.bots.bots:evaluate")
    search_actions = hook("shifting_sands.games.curse_reverse.bots.bots:search_actions")
    rollout_action = hook("shifting_sands.games.curse_reverse.bots.bots:rollout_action")
    leader_signal = hook("shifting_sands.games.curse_reverse.bots.lead:leader_signal")

    def ended_by_clock(self, reason: str) -> bool:
        """The round limit (rules.max_rounds)."""
        return reason.startswith("The dream fades")

    def seat_mark(self, seat: int) -> str:
        """Each seat's thief pawn (seat order is colour order unless chosen)."""
        colour = THIEF_ORDER[seat] if 0 <= seat < len(THIEF_ORDER) else "violet"
        return f"curse_reverse/thief_{colour}.png"

    def variants(self) -> Mapping[str, Variant]:
        return {key: Variant(key, v.title, v.description, self.min_players, self.max_players)
                for key, v in self.content().variants.items()}

    def content_id(self) -> str:
        return "curse_reverse"

    def content_hash(self, variant: str) -> str:
        from shifting_sands.content.curse_reverse import curse_hash

        return curse_hash(self.content())

    def content_source(self, variant: str) -> str:
        return "data/curse_reverse and data/maps/curse_*.tmx"

    def default_variant(self, players: int) -> str:
        return "standard"

    def seat_options(self, options: Options, seats: Sequence[Any]) -> Options:
        """Who is a person (they tell stories and vote; bots do neither), unless the options
        already say so."""
        settings = dict(options.settings)
        settings.setdefault("people", [not seat.is_bot for seat in seats])
        return Options(options.variant, settings)

    def new_game(self, seed: int, players: int, options: Options | None = None) -> Any:
        from shifting_sands.games.curse_reverse.rules.setup import new_curse_game

        variant = options.variant if options else self.default_variant(players)
        settings = options.settings if options else {}
        content = self.content()
        if variant in content.variants:  # dice, moves, items, start, trial chance, rounds
            from shifting_sands.content.curse_reverse_params import with_settings

            content = with_settings(content, variant, settings)
        return new_curse_game(content, variant, seed, players, settings)

    def parameters(self, variant: str) -> Sequence[Any]:
        """The numbers of data/curse_reverse/game.yaml the variant plays with."""
        from shifting_sands.content.curse_reverse_params import parameters

        if variant not in self.content().variants:
            raise ValueError(f"unknown variant {variant!r} for {self.title}")
        return parameters(self.content(), variant)

    def bot_kinds(self) -> Sequence[str]:
        from shifting_sands.bots.levels import BOT_KINDS

        return BOT_KINDS

    def bot(self, kind: str) -> BotPolicy:
        """A thief of `kind`: a listed level, or `ismcts:N` (N iterations a decision, the
        generic tree search). `normal` and `hard` are the game's own turn search."""
        from shifting_sands.bots.levels import BlunderingBot, make_bot
        from shifting_sands.games.curse_reverse.bots.bots import GreedyCurseBot
        from shifting_sands.games.curse_reverse.bots.turn_search import TurnSearchBot

        return make_bot(self, kind, {"greedy": GreedyCurseBot,
                                     "easy": lambda: BlunderingBot(GreedyCurseBot()),
                                     "normal": lambda: TurnSearchBot("normal"),
                                     "hard": lambda: TurnSearchBot("hard")})
