"""Done activating with OPS left asks first (issue 33: they were thrown away without a word):
the question names the OPS, Enter (the safe answer) goes back to activating with nothing
lost, "Done" ends the activations; with nothing left to buy, no question."""

from __future__ import annotations

import pygame

from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.table.spend_guard import ask_before_ending, unspent_words
from shifting_sands.shell.confirm import ConfirmScene
from tests.rules.north_africa_builders import AXIS, cairo_front, empty_table, place, start_ops
from tests.scenes.helpers import center, click, key, run
from tests.scenes.na_clicks import do, press, settle, start


def piles(points: int, *where: str):
    """The Axis at the start of an operation of `points` OPS with a unit in each of
    `where` (1 OPS each to activate), Alexandria activated to move."""
    state = empty_table(variant="campaign")
    cairo_front(state)
    for unit, space in zip(("de_21pz", "it_pavia"), where, strict=False):
        place(state, unit, space)
    start_ops(state, AXIS, points)
    app, scene, match = start(state=state)
    settle(app, scene)
    do(app, scene, a.Activate("Alexandria", "move"))
    return app, scene, match


def test_done_activating_with_ops_left_asks_and_enter_goes_back():
    app, scene, match = piles(4, "Alexandria", "Tanta")
    logged = len(match.log)
    press(app, scene, "Done activating")
    asked = app.scenes.top
    assert isinstance(asked, ConfirmScene)
    assert asked.title == "Lose 3 OPS?" and "3 OPS" in asked.text
    assert asked.confirm_button.label == "Done, lose 3 OPS"
    assert asked.cancel_button.label == "Go back" and asked.cancel_button.primary
    key(app, pygame.K_RETURN)
    run(app, 2)
    assert app.scenes.top is scene and match.state.phase == "activate"
    assert len(match.log) == logged  # nothing lost
    key(app, pygame.K_RETURN)  # Enter on the table ends the activations: it asks too
    run(app, 1)
    assert isinstance(app.scenes.top, ConfirmScene)
    click(app, center(app.scenes.top.confirm_button.rect))
    run(app, 2)
    assert app.scenes.top is scene and match.state.phase == "move"
    assert match.log[-1] == a.EndActivation()


class Asking:
    """A stand-in for the scene: its view's operation, its legal actions, who is at the
    keyboard; it records what would have been pushed."""

    def __init__(self, op, legal, mine=True):
        self.op, self.legal, self.is_mine, self.pushed = op, legal, mine, []
        self.app = self

    def view(self):
        return self

    def op_data(self):
        return self.op

    def my_legal(self):
        return self.legal

    def mine(self):
        return self.is_mine

    def push(self, scene):
        self.pushed.append(scene)


def test_no_question_when_no_ops_would_be_lost():
    end, more = a.EndActivation(), a.Activate("Tanta", "move")
    for op, legal, mine in (({"kind": "ops", "points": 0}, [more, end], True),  # free ones
                            ({"kind": "ops", "points": 2}, [end], True),  # nothing to buy
                            ({"kind": "ops", "points": 2}, [more, end], False),  # not mine
                            (None, [end], True)):
        asking = Asking(op, legal, mine)
        assert not ask_before_ending(asking, end) and not asking.pushed
    assert not ask_before_ending(Asking({"kind": "ops", "points": 2}, [more]), more)


def test_the_words_name_the_ops():
    assert unspent_words(1) == ("Lose 1 OPS?", "You still have 1 OPS to spend on "
                                "activations. Done activating now loses it: unspent OPS do not "
                                "carry over to a later action.", "Done, lose 1 OPS")
