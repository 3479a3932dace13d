"""The registry entry of North Africa 1940-43: set-up, variants, bots, log sentences, scene.

Rules and content are imported on first use, so listing the game in the launcher costs
nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shifting_sands.rules.overlay_spec import with_own_variants
from shifting_sands.rules.protocol import BotPolicy, Options, Variant
from shifting_sands.rules.spec import GameSpec, hook

SIDE_MARKS = ("north_africa/side_axis.png", "north_africa/side_allied.png")
SIDE_WORDS = ("Axis", "Allies")


@with_own_variants  # the designer's own variants: a shipped base and settings
class NorthAfricaSpec(GameSpec):
    id = "north_africa"
    bot_notes = {  # the search levels search only where measured (plan_search.py)
        # the figures are docs/lab.md's ("North Africa: generals that get stronger")
        "normal": "0.5 s a move; beat greedy 72% (Sonnenblume), 81% (campaign); greedy "
                  "with the plain deck",
        # hard against normal: stronger in Sonnenblume; in the campaign not shown stronger
        # (the CPU-time sweep of 100 games, docs/lab.md): the note says so, as issue 33 asks
        "hard": "2 s a card play; beat normal 61% in Sonnenblume; not shown stronger in "
                "the campaign (won 46 of 100); greedy with the plain deck",
    }
    title = "North Africa 1940-43"
    blurb = ("Axis against Allies from Tunisia to Suez, Summer 1940 to Spring 1943: play "
             "cards for operations, redeployment or replacements, keep your divisions in "
             "supply, and fight for the coast road.")
    min_players = 2
    max_players = 2
    scene_path = "shifting_sands.games.north_africa.table.scene:NorthAfricaScene"
    rollout_actions = 12
    """A search's rollout plays about one operation before the position is evaluated: a turn
    of the war is a hundred actions, far beyond a decision's budget."""
    search_default_first = True
    """The planner lists the greedy general's choice first; the search keeps it unless its
    tree shows better (normal gets 3-8 iterations an action round, for 6-9 plans)."""

    state_class = hook("shifting_sands.games.north_africa.rules.state:NorthAfricaState")
    event_codec = hook("shifting_sands.games.north_africa.rules.actions:EVENT_CODEC")
    describe = hook("shifting_sands.games.north_africa.rules.log:describe")
    determinize = hook("shifting_sands.games.north_africa.rules.determinize:determinize")
    content = hook("shifting_sands.content.north_africa_game:default_north_africa")
    # the generic search's hooks (shifting_sands.bots.ismcts)
    evaluate = hook("shifting_sands.games.north_africa.bots.judge:judge")
    """The judge's chance of winning (judge.py; a win is 1, a loss 0)."""
    search_actions = hook("shifting_sands.games.north_africa.bots.planner:search_actions")
    """Macro actions: the search weighs the plans, the greedy general fills them in."""
    rollout_action = hook("shifting_sands.games.north_africa.bots.planner:rollout_action")
    leader_signal = hook("shifting_sands.games.north_africa.bots.lead:leader_signal")

    def ended_by_clock(self, reason: str) -> bool:
        """The last turn was played out: the campaign's final victory, or a scenario's
        own at the end of its last turn (N82); an automatic victory is not the clock."""
        return reason.startswith("the war ended") or " ended with the Axis holding " in reason

    def seat_mark(self, seat: int) -> str:
        return SIDE_MARKS[seat] if seat in (0, 1) else "ui/seat_0.png"

    def score_table(self, state: Any, names: Sequence[str]) -> Any:
        """Each player's side and result: the VP track is one number both sides share, so a
        score column would give the winner and the loser the same "11 points"."""
        from shifting_sands.rules.score_table import ScoreTable

        outcome = state.outcome()
        winners = outcome.winners if outcome else ()
        order = tuple(sorted(range(len(names)), key=lambda seat: seat not in winners))
        rows = tuple((names[seat], SIDE_WORDS[seat], "won" if seat in winners else "lost")
                     for seat in order)
        headline = (f"{names[winners[0]]} wins with the {SIDE_WORDS[winners[0]]}!"
                    if winners else None)
        return ScoreTable(("Player", "Side", "Result"), rows, order, headline=headline)

    def variants(self) -> Mapping[str, Variant]:
        from shifting_sands.games.north_africa.rules.setup import VARIANTS

        return {key: Variant(key, title, text, 2, 2) for key, (title, text) in VARIANTS.items()}

    def content_id(self) -> str:
        return "north_africa"

    def content_hash(self, variant: str) -> str:
        return str(self.content().digest)

    def content_source(self, variant: str) -> str:
        return "data/north_africa and data/maps/north_africa.tmx"

    def default_variant(self, players: int) -> str:
        return "campaign"

    def new_game(self, seed: int, players: int, options: Options | None = None) -> Any:
        from shifting_sands.games.north_africa.rules.setup import new_north_africa_game

        if players != 2:
            raise ValueError("North Africa is for exactly 2 players (Axis and Allies)")
        variant = options.variant if options else self.default_variant(players)
        content = self.content()
        if options is not None:  # hand sizes, decks' arrival, VP, costs, stacking
            from shifting_sands.content.north_africa_params import with_settings

            content = with_settings(content, options.settings)
        return new_north_africa_game(content, seed, variant)

    def parameters(self, variant: str) -> Sequence[Any]:
        """The engine numbers of data/north_africa/tables.yaml (every scenario reads them)."""
        from shifting_sands.content.north_africa_params import parameters

        if variant not in self.variants():
            raise ValueError(f"unknown variant {variant!r} for {self.title}")
        return parameters(self.content())

    def bot_kinds(self) -> Sequence[str]:
        from shifting_sands.bots.levels import BOT_KINDS

        return BOT_KINDS

    def bot(self, kind: str) -> BotPolicy:
        """A general of `kind`: a listed level, or `ismcts:N` (N iterations a decision).
        The search levels compare plans on paired playouts (plan_search.py), not the
        generic tree search, which did not beat the greedy general here."""
        from shifting_sands.bots.levels import SEARCH_SECONDS, BlunderingBot, make_bot
        from shifting_sands.games.north_africa.bots.bots import GreedyNorthAfricaBot
        from shifting_sands.games.north_africa.bots.plan_search import PlanSearchBot

        def level(name: str) -> Any:
            # hard thinks four times as long as normal on its card plans only: more samples
            # were measured to find better plans there (docs/lab.md, "North Africa:
            # generals that get stronger"); its other choices take normal's time
            small = SEARCH_SECONDS["normal"] if name == "hard" else None
            return lambda: PlanSearchBot(seconds=SEARCH_SECONDS[name], name=name,
                                         small_seconds=small)

        return make_bot(self, kind, {"greedy": GreedyNorthAfricaBot,
                                     "easy": lambda: BlunderingBot(GreedyNorthAfricaBot()),
                                     "normal": level("normal"), "hard": level("hard")})
