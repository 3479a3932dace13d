"""What Curse Reverse's search thieves weigh beyond the greedy thief's choice: moves toward
every goal (not only the temple of an item carried), and a cartouche held valued as the pack
space it fills rather than as a cost to be rid of."""

from __future__ import annotations

from shifting_sands.games.curse_reverse.bots import judge
from shifting_sands.games.curse_reverse.bots.bots import game_moves, plan
from shifting_sands.games.curse_reverse.bots.turn_search import (
    SEARCH_WEIGHTS,
    TurnSearchBot,
    candidates_of,
    spread_moves,
)
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.rules.rng import GameRng
from tests.rules.curse_builders import (
    DEFENSIVE,
    OFFENSIVE,
    RED_START,
    act,
    cart,
    goal_avoiding,
    goal_showing,
    item,
    pass_windows,
    table,
    top_kind,
)

BLUE_ITEM_SPACE = "blue:5,3"


def carrying_one_goal_item_with_another_on_the_ground():
    """Seat 0 carries the item of its red goal; its blue goal's item lies on the blue
    segment. The greedy thief heads for the red temple only."""
    carried, lying = OFFENSIVE[0], OFFENSIVE[1]
    goals = [goal_showing("red", carried, avoid=[lying]),
             goal_showing("blue", lying, avoid=[carried]),
             goal_avoiding("green", [carried, lying])]
    state = table(3, pos={0: RED_START, 1: "green:3,3", 2: "yellow:3,3"},
                  packs={0: [item(carried)]}, goals={0: goals},
                  ground={BLUE_ITEM_SPACE: [item(lying)]}, current=0)
    act(state, a.StartMove())
    pass_windows(state)
    assert top_kind(state) == "move"
    return state


def test_a_move_toward_another_goal_is_searched_besides_greedys_way_to_the_temple():
    state = carrying_one_goal_item_with_another_on_the_ground()
    legal = game_moves(state.legal_actions())
    greedy = plan(state, legal, GameRng(0))
    toward_item = min((x for x in legal if isinstance(x, a.Move)),
                      key=lambda x: state.board.distances(BLUE_ITEM_SPACE).get(x.to, 99))
    assert toward_item != greedy  # greedy walks to the red temple
    plain = candidates_of(state, 0, legal)
    spread = candidates_of(state, 0, legal, spread=True)
    assert spread[0] == greedy == plain[0]
    assert toward_item in spread and toward_item in spread_moves(state, 0, legal, plain)
    assert set(plain) <= set(spread) and len(spread) > len(plain)


def test_the_levels_search_the_spread_moves():
    bot = TurnSearchBot("normal", worlds=2)
    assert bot.spread and bot.weights == SEARCH_WEIGHTS
    state = carrying_one_goal_item_with_another_on_the_ground()
    bot.choose(state.view_for(0), state.legal_actions(), GameRng(1))
    assert len(bot.last_values) == len(candidates_of(state, 0, game_moves(
        state.legal_actions()), spread=True))


def packed(with_cartouche: bool):
    """Seat 0's pack full to its plain spaces, and a cartouche on a move space or not."""
    state = table(3, pos={0: RED_START, 1: RED_START, 2: RED_START}, current=1)
    thief = state.thief(0)
    pack = [item(x) for x in DEFENSIVE[:thief.pack - thief.move_spaces]]
    state.packs[0] = pack + ([cart("aker")] if with_cartouche else [])
    return state


def test_a_cartouche_held_is_worth_its_pack_space_to_the_search_and_a_cost_to_the_fit():
    holding, empty = packed(True), packed(False)
    assert holding.speed(0) == empty.speed(0) - 1  # it covers a move space
    fitted_gap = judge.scores(empty)[0] - judge.scores(holding)[0]
    assert fitted_gap > 0.3  # the fitted judge: a cartouche costs room, speed and more
    searched = judge.scores(holding, SEARCH_WEIGHTS)[0] - judge.scores(empty, SEARCH_WEIGHTS)[0]
    assert abs(searched) < 1e-9
    assert judge.judge(holding, 0, SEARCH_WEIGHTS) > judge.judge(holding, 0)
