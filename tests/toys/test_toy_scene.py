"""The scene steps chance and bots through the driver: a roll is an event it animates and
the log names, and a person's answer enters through the same submit."""

from __future__ import annotations

from typing import Any

from shifting_sands.core.game_scene import GameScene
from shifting_sands.rules.match import HUMAN, Match, Seat
from tests.scenes.helpers import make_app, run, run_until
from tests.toys import TOYS
from tests.toys.dice_toy import DieRolled, Sprint, Trip


class DiceToyScene(GameScene):
    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.animated: list[Any] = []

    def draw_board(self, canvas) -> None:
        pass

    def animate(self, events: list[Any]) -> None:
        self.animated.extend(events)


def test_the_scene_rolls_through_the_driver_and_a_person_answers_through_submit():
    app = make_app()
    match = Match(TOYS["dice_toy"], 5, [Seat("Amira", HUMAN), Seat("Bot", "greedy")])
    scene = DiceToyScene(app, match)
    app.push(scene)
    run(app, 3)
    assert any(isinstance(e, DieRolled) for e in scene.animated)  # chance acted, animated
    assert any("rolls a" in sentence for _, sentence in scene.log)
    assert scene.my_turn and scene.state.prompt().seat == 0
    assert not scene.submit(Trip())  # refused with the rules' own sentence
    assert scene.toast == "Walk or sprint."
    assert scene.submit(Sprint())
    # the bot answers from its own process: waited for by its answer, not by frames (a
    # still table's are cheap, and a thousand may pass first)
    run_until(app, lambda: scene.my_turn or match.state.is_terminal(), frames=5)
    assert scene.state.turn >= 2 or match.state.is_terminal()
    assert match.replayed().to_dict() == match.state.to_dict()


def test_the_status_line_says_why_a_seat_acts_out_of_turn():
    from tests.toys.dice_toy import Roll

    dice = TOYS["dice_toy"]
    seed = next(s for s in range(100) if dice.new_game(s, 3).draw_chance() == Roll(6))
    app = make_app()
    match = Match(dice, seed, [Seat("Amira"), Seat("Tariq"), Seat("Layla")])
    match.apply_chance()  # a six: Tariq and Layla vote
    scene = DiceToyScene(app, match)
    assert scene.status_line().startswith("Tariq: A six: does the roller get one step more?")


def test_the_results_screen_reads_a_team_return():
    from shifting_sands.shell.results import ResultsScene
    from tests.toys.coop_toy import Pull, Rest

    for moves, headline, result in (([Pull()] * 4, "The team wins!", "team won"),
                                    ([Rest()] * 4, "The team loses", "team lost")):
        app = make_app()
        match = Match(TOYS["coop_toy"], 1, [Seat("Amira"), Seat("Tariq", person="Amira")])
        for action in moves:
            match.apply(action)
        results = ResultsScene(app, match, [])
        assert results.headline() == headline
        assert all(row[1] == result for row in results.table.rows)
        assert results.table.trophy == (result == "team won")
