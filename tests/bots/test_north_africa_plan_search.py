"""North Africa's search levels: paired playouts of each plan against the greedy general's
choice, judged in Sonnenblume by the fitted chance of winning (judge.py)."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.bots import judge, plan_search
from shifting_sands.games.north_africa.bots.plan_search import PlanSearchBot, pick
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from tests.bots.test_north_africa_search import positions_with_a_choice


def sonnenblume(seed: int = 3):
    return get_spec("north_africa").new_game(seed, 2, Options("sonnenblume"))


def test_the_greedy_choice_stays_without_a_clear_gain():
    assert pick("greedy", {"event": [0.01, 0.01]}, margin=0.02) == "greedy"
    assert pick("greedy", {"event": []}, margin=0.02) == "greedy"
    # a gain on average, but one sample of three says the opposite: noise, not evidence
    assert pick("greedy", {"event": [0.30, -0.25, 0.05]}, margin=0.02) == "greedy"


def test_a_plan_that_comes_out_better_every_time_replaces_it():
    gains = {"event": [0.05, 0.04, 0.06], "rd": [0.10, 0.09, 0.11], "rp": [-0.2, -0.1, -0.3]}
    assert pick("ops", gains, margin=0.02) == "rd"
    assert pick("ops", {"rd": [0.03]}) == "rd"
    assert pick("ops", {"rd": [plan_search.MARGIN / 2]}) == "ops"


def test_several_samples_must_show_the_gain_beyond_their_error():
    # mean 0.05, standard error about 0.035: one error passes, two do not
    gains = {"rd": [0.11, 0.0, 0.04]}
    assert pick("ops", gains, errors=1.0) == "rd"
    assert pick("ops", gains, errors=2.0) == "ops"
    assert pick("ops", {"rd": [0.3, -0.3, 0.15]}) == "ops"  # noise around a small mean


def test_a_plan_search_decision_is_legal_and_replays():
    """On real Sonnenblume positions with a choice it answers legally, compares plans on
    shared samples, and the same generator gives the same answer."""
    tried = 0
    for state, legal in positions_with_a_choice(("action",)):
        view = state.view_for(state.current_player)
        first = PlanSearchBot(samples=2).choose(view, legal, GameRng(5))
        bot = PlanSearchBot(samples=2)
        again = bot.choose(view, legal, GameRng(5))
        assert first in legal and first == again
        assert bot.last_samples > 0
        tried += 1
        if tried == 3:
            break
    assert tried == 3


def test_a_choice_outside_the_action_round_takes_the_small_budget():
    """hard's long thought is for the card plans: with no time for small choices it plays
    the greedy general's answer there at once (no sample taken), legally."""
    from shifting_sands.games.north_africa.bots.bots import GreedyNorthAfricaBot

    tried = 0
    for state, legal in positions_with_a_choice(("combat", "attack", "discard", "replace")):
        view = state.view_for(state.current_player)
        bot = PlanSearchBot(seconds=2.0, small_seconds=0.0)
        chosen = bot.choose(view, legal, GameRng(5))
        assert chosen in legal and bot.last_samples == 0
        assert chosen == GreedyNorthAfricaBot().choose(view, legal, GameRng(5))
        tried += 1
        if tried == 3:
            break
    assert tried == 3


def test_a_plan_search_needs_one_budget():
    with pytest.raises(ValueError):
        PlanSearchBot()
    with pytest.raises(ValueError):
        PlanSearchBot(seconds=0.5, samples=3)


def test_the_search_levels_are_the_plan_search():
    spec = get_spec("north_africa")
    for kind, seconds in (("normal", 0.5), ("hard", 2.0)):
        bot = spec.bot(kind)
        assert isinstance(bot, PlanSearchBot) and bot.seconds == seconds and bot.name == kind
    # hard's longer thought goes to the card plans; its small choices take normal's time
    assert spec.bot("hard").small_seconds == 0.5 and spec.bot("normal").small_seconds is None


def test_the_judge_gives_each_side_its_chance():
    for variant in ("sonnenblume", "campaign"):
        state = get_spec("north_africa").new_game(3, 2, Options(variant))
        chance = judge.judge(state, 0)
        assert 0 < chance < 1
        assert judge.judge(state, 1) == pytest.approx(1 - chance)


def test_the_campaign_judge_rates_the_vp_marker_late_in_the_war():
    """In the war's last turn, the Axis at the final threshold or above is likelier to win
    than the Axis below it."""
    state = get_spec("north_africa").new_game(3, 2, Options("campaign"))
    state.turn, state.round = 12, 5
    final = state.tables.model.victory.final_axis_at_least.value
    state.vp_bonus = final - state.vp() - 2
    behind = judge.axis_win_chance(state)
    state.vp_bonus += 4
    ahead = judge.axis_win_chance(state)
    assert behind < 0.5 < ahead


def test_the_campaign_judge_never_rates_an_axis_vp_as_an_axis_loss():
    """A VP more for the Axis never lowers the Axis's chance, at any turn and from any
    marker: a search follows the judge's slope, and a judge that rated the Axis's VP below
    the start as a loss (its VP weight negative) had the searching Allies shun Axis spaces
    and the search lose to greedy in the campaign (judge.CAMPAIGN_SIGNS)."""
    state = get_spec("north_africa").new_game(3, 2, Options("campaign"))
    start = state.vp()
    for turn in (1, 4, 8, 12):
        state.turn, state.round = turn, 2
        chances = []
        for vp in range(start - 6, start + 8):
            state.vp_bonus += vp - state.vp()
            chances.append(judge.axis_win_chance(state))
        assert chances == sorted(chances), turn


def test_the_campaign_weights_agree_with_their_signs():
    from shifting_sands.games.north_africa.bots.judge_weights import CAMPAIGN_WEIGHTS

    for name, weight in zip(judge.CAMPAIGN_FEATURES, CAMPAIGN_WEIGHTS, strict=True):
        assert judge.CAMPAIGN_SIGNS.get(name, 0) * weight >= 0, name


def test_the_judge_rates_objectives_held_near_the_end():
    """Late in the scenario, an Axis holding Benghazi and Mechili (the 3 points it needs)
    is likelier to win than one holding nothing, and the forecast is a chance."""
    state = sonnenblume()
    state.turn, state.round = 4, 6
    before = judge.axis_win_chance(state)
    # the Afrika Korps has taken both: the defenders fell back to Tobruk
    axis = [u for u, here in state.where.items() if state.seat_of(u) == 0
            and here in state.board and state.board.space(here).get("theatre") == "main"
            and not state.board.space(here).box][:2]
    for unit, here in state.where.items():
        if here in ("Benghazi", "Mechili") and state.seat_of(unit) == 1:
            state.put(unit, "Tobruk")
    for unit, place in zip(axis, ("Benghazi", "Mechili"), strict=True):
        state.put(unit, place)
        state.control[place] = "axis"
    after = judge.axis_win_chance(state)
    assert 0 <= before < after <= 1
    assert after > 0.5 > before


def test_a_finished_scenario_is_judged_by_its_result():
    state = sonnenblume()
    state.result = {"winner": 1, "vp": 9, "reason": "test"}
    assert judge.judge(state, 1) == 1.0 and judge.judge(state, 0) == 0.0


def test_rounds_left_runs_from_one_to_zero():
    state = sonnenblume()
    scenario = judge.objectives_scenario(state)
    state.turn, state.round = scenario.first_turn, 1
    assert judge.rounds_left(state, scenario) == 1.0
    state.turn, state.round = scenario.last_turn, judge.ROUNDS + 1
    assert judge.rounds_left(state, scenario) == 0.0


def test_the_tree_search_judges_by_the_judge_too():
    """`ismcts:N` (the lab's kind) evaluates a position by the same chance."""
    state = sonnenblume()
    spec = get_spec("north_africa")
    assert spec.evaluate(state, 0) == pytest.approx(judge.judge(state, 0))
    campaign = spec.new_game(3, 2, Options("campaign"))
    assert spec.evaluate(campaign, 1) == pytest.approx(judge.judge(campaign, 1))


def test_the_judges_weights_fit_their_measures():
    """The fitted weights match the measures they were fitted on (a new objective or measure
    needs scripts/fit_judge.py run again)."""
    from shifting_sands.games.north_africa.bots.judge_weights import CAMPAIGN_WEIGHTS, WEIGHTS

    scenario = judge.objectives_scenario(sonnenblume())
    assert len(WEIGHTS) == len(judge.FEATURES) + len(scenario.objectives)
    assert len(CAMPAIGN_WEIGHTS) == len(judge.CAMPAIGN_FEATURES)
    campaign = get_spec("north_africa").new_game(3, 2, Options("campaign"))
    assert len(judge.campaign_features(campaign)) == len(judge.CAMPAIGN_FEATURES)


def test_with_the_plain_deck_the_search_levels_play_the_greedy_general():
    """The search leaves greedy's choice only in the scenarios where it was measured to
    help (plan_search.SEARCHED_SCENARIOS): Sonnenblume and the campaign, not the campaign's
    plain-deck variant."""
    from shifting_sands.bots.levels import kind_note
    from shifting_sands.games.north_africa.bots.bots import GreedyNorthAfricaBot

    assert {"sonnenblume", "campaign"} == plan_search.SEARCHED_SCENARIOS
    for kind in ("normal", "hard"):  # the setup screen tells players so
        assert "greedy with the plain deck" in kind_note(get_spec("north_africa"), kind)
    state = get_spec("north_africa").new_game(3, 2, Options("plain"))
    rng, compared = GameRng(3), 0
    while compared < 6 and not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player >= 0 and len(legal) > 1:
            view = state.view_for(state.current_player)
            bot = PlanSearchBot(samples=2)
            chosen = bot.choose(view, legal, GameRng(5))
            assert chosen == GreedyNorthAfricaBot().choose(view, legal, GameRng(5))
            assert bot.last_samples == 0
            compared += 1
        state.apply(rng.choice(legal))
    assert compared == 6


def test_in_the_campaign_the_search_compares_plans():
    state = get_spec("north_africa").new_game(3, 2, Options("campaign"))
    rng = GameRng(3)
    while not (state.phase == "action" and state.current_player >= 0
               and len(state.legal_actions()) > 1):
        state.apply(rng.choice(state.legal_actions()))
    bot = PlanSearchBot(samples=1)
    legal = state.legal_actions()
    assert bot.choose(state.view_for(state.current_player), legal, GameRng(5)) in legal
    assert bot.last_samples > 0
