"""Contract v2 through the toy games: co-op returns, chance, prompts, phases, the driver."""

from __future__ import annotations

from collections import Counter

import pytest

from shifting_sands.bots.ismcts import IsmctsBot, sample_chance
from shifting_sands.lab import simulation_report
from shifting_sands.rules.driver import Driver, Waiting
from shifting_sands.rules.errors import IllegalActionError
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import CHANCE, Outcome, PromptKind, win_shares
from shifting_sands.rules.rng import GameRng
from shifting_sands.sim import SimulationSummary, play_one
from tests.toys import TOYS
from tests.toys.coop_toy import Pull, Rest
from tests.toys.dice_toy import DieRolled, Phase, Roll, Sprint, TurnPassed, Walk

COOP, DICE = TOYS["coop_toy"], TOYS["dice_toy"]


# -- returns ----------------------------------------------------------------------------
def test_the_old_win_share_could_not_tell_a_team_win_from_a_team_loss():
    assert win_shares((0, 1), 2) == win_shares((), 2)  # why co-op needs its own returns
    assert Outcome.team(True, [2, 2], "hauled").returns == (1.0, 1.0)
    assert Outcome.team(False, [0, 0], "exhausted").returns == (0.0, 0.0)


def test_the_search_pulls_with_its_team_in_20_of_20_decisions():
    """With 'all win' and 'all lose' both worth 1/n (the old _share) the search rested, and
    lost, in 20 of 20 decisions; with one team return it pulls every time."""
    choices = []
    for seed in range(20):
        state = COOP.new_game(seed, 2)
        bot = IsmctsBot(COOP, iterations=101)
        choices.append(bot.choose(state.view_for(0), state.legal_actions(), GameRng(seed)))
    assert choices == [Pull()] * 20


def test_a_competitive_outcome_keeps_todays_win_share_and_old_saves_read():
    old = {"winners": [1], "scores": [3.0, 5.0], "reason": "end_trigger"}
    outcome = Outcome.from_dict(old)
    assert outcome.returns == (0.0, 1.0) and not outcome.cooperative
    assert Outcome.from_dict({"winners": [], "scores": [1, 2], "reason": "x"}).returns == (
        0.5, 0.5)
    data = outcome.to_dict()
    assert data["scores"] == [3.0, 5.0] and data["returns"] == [0.0, 1.0]
    assert Outcome.from_dict(data) == outcome
    team = Outcome.team(True, [2, 2], "hauled")
    assert Outcome.from_dict(team.to_dict()) == team


def test_simulate_reads_returns_and_says_what_the_team_won():
    records = [play_one(COOP, seed, ["random", "greedy"]) for seed in range(6)]
    records += [play_one(COOP, 10, ["greedy", "greedy"])]
    summary = SimulationSummary("coop_toy", 2, ["random", "greedy"], records)
    report = summary.to_json()
    assert report["cooperative"] and report["team_wins"] == summary.team_wins()
    assert report["wins"][0] == report["wins"][1] == summary.team_wins()
    assert f"the team won {summary.team_wins()} of 7 games" in simulation_report(
        "Rope Haul", report)


# -- chance ------------------------------------------------------------------------------
def test_the_search_never_sees_a_future_roll():
    """Two games alike but for the seed of their future rolls give the searching bot the
    same view, and it makes the same choice."""
    chosen, futures = [], []
    for seed in (1, 999):
        driver = Driver(Match(DICE, seed, [Seat("A", HUMAN), Seat("B", HUMAN)]), {})
        state = driver.state
        state.apply(Roll(3))  # the same roll in both games, then a seat must act
        assert state.current_player == 0
        view = state.view_for(0)
        chosen.append((view, IsmctsBot(DICE, iterations=200).choose(
            view, state.legal_actions(), GameRng(5))))
        ahead = state.clone()
        ahead.apply(Walk())
        futures.append([ahead.draw_chance() for _ in range(6)])
    (view_a, choice_a), (view_b, choice_b) = chosen
    assert futures[0] != futures[1], "the two games must differ in their future rolls"
    assert view_a == view_b and choice_a == choice_b


def test_the_search_samples_chance_by_the_listed_probabilities():
    state = DICE.new_game(1, 2)
    rng = GameRng(8)
    counts = Counter(sample_chance(state, rng).pips for _ in range(6000))
    assert set(counts) == set(range(1, 7))
    assert all(850 < n < 1150 for n in counts.values())

    class Loaded(type(state)):
        def chance_outcomes(self):
            return [(Roll(1), 0.9), (Roll(6), 0.1)]

    loaded = Loaded.__new__(Loaded)
    loaded.__dict__.update(state.__dict__)
    sixes = sum(sample_chance(loaded, rng) == Roll(6) for _ in range(2000))
    assert 140 < sixes < 260


def test_rolls_replay_exactly_from_seed_and_log_and_are_events_the_log_names():
    match = Match(DICE, 4, [Seat("Amira", "greedy"), Seat("Tariq", "random")])
    driver = Driver(match)
    rolls = []
    while driver.waiting() is not Waiting.OVER:
        step = driver.step()
        if step.seat == CHANCE:
            rolled = [e for e in step.events if isinstance(e, DieRolled)]
            assert len(rolled) == 1 and rolled[0].pips == step.action.pips
            assert DICE.describe(rolled[0], match.names) == (
                f"{match.names[rolled[0].seat]} rolls a {rolled[0].pips}.")
            rolls.append(step.action.pips)
    assert len(rolls) > 5
    assert match.replayed().to_dict() == match.state.to_dict()
    # the generator drew them: a log with one roll changed does not replay
    first = next(i for i, a in enumerate(match.log) if isinstance(a, Roll))
    match.log[first] = Roll(match.log[first].pips % 6 + 1)
    with pytest.raises(ValueError, match="chance gives"):
        match.replayed()


# -- prompts and phases ---------------------------------------------------------------------
def test_votes_and_response_windows_ask_one_seat_at_a_time():
    kinds: Counter[PromptKind] = Counter()
    for seed in range(12):
        driver = Driver(Match(DICE, seed, [Seat(n, "greedy") for n in "ABC"]))
        state = driver.state
        while driver.waiting() is not Waiting.OVER:
            prompt = state.prompt()
            if prompt is not None:
                kinds[prompt.kind] += 1
                assert prompt.seat == state.current_player
                if prompt.kind in (PromptKind.VOTE, PromptKind.RESPONSE):
                    assert prompt.seat != state.owner  # every other seat answers
            driver.step()
    assert kinds[PromptKind.TURN] and kinds[PromptKind.VOTE] and kinds[PromptKind.RESPONSE]


def test_automatic_phases_run_inside_apply_and_emit_events():
    state = DICE.new_game(1, 2)
    state.apply(Roll(2))
    assert state.phase is Phase.MOVE
    events = state.apply(Walk())
    assert any(isinstance(e, TurnPassed) for e in events)
    assert state.phase is Phase.ROLL and state.current_player == CHANCE and state.turn == 2


# -- the driver --------------------------------------------------------------------------------
def test_the_driver_steps_chance_and_bots_and_waits_for_people():
    match = Match(DICE, 2, [Seat("Amira", HUMAN), Seat("Bot", "greedy")])
    driver = Driver(match)
    assert driver.waiting() is Waiting.CHANCE
    driver.play()
    assert driver.waiting() is Waiting.PERSON and driver.prompt().seat == 0
    with pytest.raises(ValueError):
        driver.step()
    with pytest.raises(IllegalActionError):
        driver.submit(Rest())
    step = driver.submit(Sprint())
    assert step.seat == 0 and step.index == len(match.log) - 1
    driver.play()
    assert driver.waiting() in (Waiting.PERSON, Waiting.OVER)


@pytest.mark.parametrize("spec", [COOP, DICE], ids=["coop", "dice"])
def test_the_search_plays_the_toys_to_the_end(spec):
    match = Match(spec, 3, [Seat("A", "ismcts:30"), Seat("B", "ismcts:30")])
    Driver(match).play(2000)
    assert match.state.is_terminal()
    assert match.replayed().to_dict() == match.state.to_dict()


def test_rollouts_count_turns_from_the_labels_not_from_seat_changes():
    from shifting_sands.bots.ismcts import turn_label

    state = DICE.new_game(1, 3)
    state.apply(Roll(6))  # a vote: the seat changes twice within the owner's turn
    labels = {turn_label(state)}
    while state.phase is Phase.VOTE:
        state.apply(state.legal_actions()[0])
        labels.add(turn_label(state))
    assert labels == {1}
    state.apply(Walk())
    assert turn_label(state) == 2


def test_lab_shows_what_the_team_won():
    from shifting_sands.lab import comparison_rows

    records = [play_one(COOP, seed, ["greedy", "random"]) for seed in range(4)]
    summary = SimulationSummary("coop_toy", 2, ["greedy", "random"], records).to_json()
    report = {"variants": [{"players": 2, "summary": summary}], "bots": ["greedy", "random"]}
    rows = dict(comparison_rows(report))
    assert rows["team wins"][0].startswith(f"{summary['team_wins']}/4, ")
    assert "%" in rows["team wins"][0]  # the rate with its interval
    assert not any(label.startswith("seat ") for label in rows)  # a team wins as one
