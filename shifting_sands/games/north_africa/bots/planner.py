"""The search bot's view of North Africa: macro actions, with the greedy general filling in
the details (the `search_actions` and `rollout_action` hooks of bots/ismcts.py).

Why: a turn of the war is a hundred decisions (activations, single-unit moves, losses), far
more than a search can branch over in half a second. The choices that shape a campaign are
few: which card to play and for what (OPS, RD, RP or its event), which combat card to spend,
how to answer an event, where to retreat. So the search branches only there; inside an
operation every step is the greedy general's, and rollouts are played by it too. The search
then compares whole plans ("this card for its event", "that card for an offensive") by where
they lead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.north_africa.bots.bots import GreedyNorthAfricaBot
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.rules.rng import GameRng

GENERAL = GreedyNorthAfricaBot()
SMALL = 4
"""A choice with at most this many answers is searched whole (losses, retreats, cards)."""
BRANCHING_PHASES = ("event", "combat")
"""Phases whose choices the search always weighs itself."""


def search_actions(state: Any) -> Sequence[Any]:
    """The candidate actions the search branches over at `state`, the greedy general's
    choice first (the search keeps it unless its tree shows better: the spec's
    `search_default_first`)."""
    legal = state.legal_actions()
    if len(legal) <= 1 or state.current_player < 0:
        return legal
    if state.phase == "action":
        return macro_actions(state, legal)
    choice = GENERAL.decide(state, state.current_player, legal, GameRng(0))
    if state.phase in BRANCHING_PHASES or len(legal) <= SMALL:
        return [choice, *(action for action in legal if action != choice)]
    return [choice]


def macro_actions(state: Any, legal: Sequence[Any]) -> list[Any]:
    """An action round's plans: every playable event, one card of each OPS value for an
    operation, the strongest card for redeployment, the weakest for replacements, the
    automatic operation, the LRDG's missions, and the greedy general's own choice."""
    seat = state.current_player
    plays = [a for a in legal if isinstance(a, ev.PlayCard)]
    chosen: list[Any] = [GENERAL.decide(state, seat, legal, GameRng(0))]
    chosen += [a for a in plays if a.use == "event"]
    cards = sorted({a.card for a in plays}, key=lambda c: (state.ops_of(c), c))
    by_ops: dict[int, str] = {}
    for card in cards:
        by_ops.setdefault(state.ops_of(card), card)
    chosen += [ev.PlayCard(card, "ops") for card in by_ops.values()]
    if cards:
        chosen += [ev.PlayCard(cards[-1], "rd"), ev.PlayCard(cards[0], "rp")]
    chosen += [a for a in legal if isinstance(a, ev.AutomaticOperation | ev.LRDGMission)]
    allowed = set(legal)
    unique: list[Any] = []
    for action in chosen:
        if action in allowed and action not in unique:
            unique.append(action)
    return unique


def rollout_action(state: Any, rng: GameRng) -> Any:
    """The greedy general plays the rollouts."""
    legal = state.legal_actions()
    return GENERAL.decide(state, state.current_player, legal, rng)
