"""What holds after every action of any Ouroboros game (random and greedy teammates, the
shipped difficulties and a harsh deck of our own): every tile on the table is seen, monsters
and the living stand on tiles, a pursuer shares its standing quarry's tile, no card or tile
is made or lost, two tokens of a kind at most, the one to act stands (or ends a turn they
fell in); a turn taken back is the turn before it."""

from __future__ import annotations

from collections import Counter

import pytest

from shifting_sands.content.ouroboros import default_ouroboros
from shifting_sands.games.ouroboros.rules.pieces import TOKENS_PER_KIND, around
from shifting_sands.games.ouroboros.rules.setup import new_ouroboros_game
from shifting_sands.games.ouroboros.rules.state import Phase
from shifting_sands.games.ouroboros.spec import OuroborosSpec
from shifting_sands.rules.rng import GameRng

from .ouroboros_builders import rules_for

SPEC = OuroborosSpec()
HARSH = rules_for(["empty"] * 16 + ["wall"] * 16 + ["eye"] * 12,
                  ["ledge_fall"] * 3 + ["lost_ne", "lost_sw", "tremor", "tremor", "cave_in",
                                        "darkness", "darkness"]
                  + ["mummy"] * 4 + ["scarab"] * 4 + ["anubis"] * 3
                  + ["relic_head", "relic_tail"], lantern_rounds=25)


def check(state) -> None:
    seen = set()
    for e in state.explorers:
        if e.alive:
            seen.add(e.pos)
            assert e.pos in state.tiles, e
        if e.standing:
            seen.update(around(e.pos))
    assert set(state.tiles) <= seen
    for m in state.monsters.values():
        assert m.pos in state.tiles, m
        if m.quarry is not None:
            quarry = state.explorers[m.quarry]
            assert quarry.standing and quarry.pos == m.pos, (m, quarry)
    kinds = Counter(m.kind for m in state.monsters.values())
    assert all(count <= TOKENS_PER_KIND for count in kinds.values()), kinds
    tiles = Counter(t.kind for t in state.tiles.values()) + Counter(state.tile_deck)
    assert tiles == Counter(state.rules.tile_list())
    cards = (Counter(state.draw_deck) + Counter(state.discard)
             + Counter(h for e in state.explorers for h in e.relics)
             + Counter(m.card for m in state.monsters.values()))
    assert cards == Counter(state.rules.card_list())
    assert 0 <= state.known_bottom <= len(state.tile_deck)
    if not state.is_terminal():
        # one who fell in a turn that revealed nothing still ends (or takes back) that turn
        assert state.me().standing or state.phase is Phase.CONFIRM
        assert state.legal_actions()


RULES = {**{key: rules for key, rules in default_ouroboros().items()}, "harsh": HARSH}


@pytest.mark.parametrize("key", list(RULES))
@pytest.mark.parametrize("player", ["random", "greedy"])
def test_every_action_keeps_the_ruin_consistent(key, player):
    bot = SPEC.bot("greedy")
    for seed in range(12):
        state = new_ouroboros_game(RULES[key], seed)
        rng = GameRng(seed)
        for _ in range(2000):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            action = (rng.choice(legal) if player == "random"
                      else bot.choose(state.view_for(state.current_player), legal, rng))
            if state.is_undoable(action) and seed % 3 == 0:
                before = state.to_dict()["fields"]
                state.apply(action)
                state.undo()
                assert state.to_dict()["fields"] == before
            state.apply(action)
            check(state)
        assert state.is_terminal(), (key, seed)
