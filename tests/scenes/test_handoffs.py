"""The hand-off and the turn's end: the hand-off says why the computer comes to a person;
input meant for it cannot act for the next person; a turn ended before its person did
anything asks first (Shifting Stones' End turn, Curse Reverse's End turn, Mothership's Pass;
the Ouroboros's End turn only ever follows a move, and a North Africa round ends with the
card played, so neither meets the question); and Curse Reverse's End turn keeps one place."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.core.handoff import HandoffScene, handoff_title
from shifting_sands.core.widgets import GUARD_SECONDS
from shifting_sands.games import get_spec
from shifting_sands.games.curse_reverse.rules import actions as cr
from shifting_sands.games.curse_reverse.table.layout import button_rect
from shifting_sands.games.mothership.rules.actions import Pass
from shifting_sands.games.stones.rules.actions import EndTurn, ShiftStones
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Prompt, PromptKind
from shifting_sands.shell.confirm import ConfirmScene
from shifting_sands.shell.start import start_match
from tests.rules.test_mothership_builders import build
from tests.scenes import test_curse_reverse_scene as curse
from tests.scenes.helpers import center, click, key, make_app, run
from tests.scenes.test_mothership_scene import start_built

FRAME = 1 / 60


def prompt(kind: PromptKind, text: str = "Your turn.") -> Prompt:
    return Prompt(0, kind, text)


def test_the_hand_off_words_follow_the_prompt():
    assert handoff_title("Amira", prompt(PromptKind.TURN)) == "Amira: your turn"
    assert handoff_title("Amira", None) == "Amira: your turn"
    assert (handoff_title("Amira", prompt(PromptKind.VOTE), "Tariq's story")
            == "Amira: your vote on Tariq's story")
    assert handoff_title("Amira", prompt(PromptKind.VOTE)) == "Amira: your vote"
    # a window reads the same whatever it is about and whatever she holds
    for text in ("The Red thief is about to move: play a cartouche, or pass.",
                 "A trial is about to begin: play a cartouche, or pass."):
        assert handoff_title("Amira", prompt(PromptKind.RESPONSE, text)) == (
            "Amira: a moment to answer")
    assert handoff_title("Amira", prompt(PromptKind.DEFENDER)) == (
        "Amira: your answer to the attack")


def test_curse_reverse_hand_offs_say_turn_vote_and_answer(monkeypatch):
    titles: list[str] = []
    made = HandoffScene.__init__

    def record(self, *args, **kwargs) -> None:
        made(self, *args, **kwargs)
        titles.append(self.title)

    monkeypatch.setattr(HandoffScene, "__init__", record)
    state, options, seats = curse.trial_state(people=2)  # Amira, Tariq and a bot
    app, scene, match = curse.start(state, options, seats)
    curse.to_story(app, scene)
    curse.press(app, scene, "Start the sand")
    curse.press(app, scene, "Story told")
    curse.settle(app, scene)
    assert curse.top(match)["k"] == "vote"
    assert titles[0] == "Tariq: your turn"
    assert "Amira: a moment to answer" in titles  # the window before the trial
    assert titles[-1] == "Amira: your vote on Tariq's story"


# -- input meant for the hand-off ---------------------------------------------------------
def two_people(game: str):
    app = make_app()
    if game == "stones":
        match = Match(get_spec("stones"), 3, [Seat("Amira"), Seat("Tariq")])
        start_match(app, match, autosave=False)
        run(app, 2)
        return app, app.scenes.scenes[0], match
    return curse.start()  # Amira, Tariq and a bot


@pytest.mark.parametrize("game", ["stones", "curse_reverse"])
def test_enter_twice_at_a_hand_off_ends_nothing(game):
    app, scene, match = two_people(game)
    assert isinstance(app.scenes.top, HandoffScene)
    run(app, 24)  # the hand-off itself takes Enter after a moment
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene
    run(app, 14)  # 250 ms after the first Enter
    key(app, pygame.K_RETURN)
    end = next(b for b in scene.widgets.widgets if getattr(b, "label", "") == "End turn")
    click(app, center(end.rect))  # nor does a click meant for the hand-off
    assert app.scenes.top is scene and match.log == []
    run(app, int(GUARD_SECONDS * 60))
    key(app, pygame.K_RETURN)  # a moment later Enter works again: it asks first
    assert isinstance(app.scenes.top, ConfirmScene) and match.log == []


# -- End turn before acting -------------------------------------------------------------------
def answer(app, label: str) -> None:
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and "without acting" in dialog.text
    button = dialog.confirm_button if label == "End turn" else dialog.cancel_button
    assert button.label == label
    click(app, center(button.rect))


def test_stones_asks_before_ending_a_turn_without_acting():
    app = make_app()
    match = Match(get_spec("stones"), 3, [Seat("Amira"), Seat("Bot", "greedy")])
    start_match(app, match, autosave=False)
    run(app, 2)
    scene = app.scenes.top
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ConfirmScene)
    key(app, pygame.K_RETURN)  # Enter is the safe answer: keep playing
    assert app.scenes.top is scene and match.log == []
    click(app, center(scene.end_button.rect))
    answer(app, "Keep playing")
    assert app.scenes.top is scene and match.log == []
    scene.act(ShiftStones(match.state.hands[0][0], 0, 1))
    key(app, pygame.K_RETURN)  # after a move: no question
    assert match.log[1] == EndTurn() and not isinstance(app.scenes.top, ConfirmScene)


def test_stones_ends_the_turn_when_the_answer_is_end_turn():
    app = make_app()
    match = Match(get_spec("stones"), 3, [Seat("Amira"), Seat("Bot", "greedy")])
    start_match(app, match, autosave=False)
    run(app, 2)
    key(app, pygame.K_RETURN)
    answer(app, "End turn")
    assert match.log[:1] == [EndTurn()]  # (the bot may already be playing)


def test_curse_reverse_asks_before_ending_a_turn_without_acting():
    app, scene, match = curse.start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    curse.press(app, scene, "End turn")
    answer(app, "Keep playing")
    assert match.log == [] and scene.mine()
    curse.press(app, scene, "End turn")
    answer(app, "End turn")
    assert match.log[:1] == [cr.EndTurn()]


def test_curse_reverse_ends_a_turn_at_once_after_a_move():
    app, scene, match = curse.start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    here = match.state.pos[0]
    target = next(n for n in scene.reach_nodes() if n != here)
    click(app, curse.node_point(scene, target))
    curse.settle(app, scene)
    assert match.state.pos[0] == target
    key(app, pygame.K_RETURN)
    assert cr.EndTurn() in match.log and not isinstance(app.scenes.top, ConfirmScene)


def test_mothership_asks_before_a_pass():
    state = build(rows=["a.b"], holding="o", previous_pulls=["B1"],
                  previous_pushes=[("B1", "A1"), ("B1", "C1")], must_differ=False)
    app, scene, match = start_built(state)
    assert scene.options()["pass"] == Pass()
    key(app, pygame.K_RETURN)
    answer(app, "Keep playing")
    assert match.log == []
    click(app, center(scene.pass_button.rect))
    answer(app, "End turn")
    assert match.log[:1] == [Pass()]


# -- one place for the button that is always there ---------------------------------------------
def test_curse_reverse_keeps_end_turn_and_pass_in_the_last_place():
    app, scene, match = curse.start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    last = button_rect(8)

    def place(label: str):
        return next(b.rect for b in scene.action_buttons if b.label == label)

    assert curse.labels(scene) == ["Move", "End turn"] and place("End turn") == last
    here = match.state.pos[0]
    target = next(n for n in scene.reach_nodes() if n != here)
    click(app, curse.node_point(scene, target))
    curse.settle(app, scene)
    assert len(curse.labels(scene)) != 2 and place("End turn") == last
    state, options = curse.staged_state()  # a robbery leads to a window: Pass is there too
    app, scene, match = curse.start(state, options)
    curse.settle(app, scene)
    curse.press(app, scene, "Rob Tariq")
    curse.settle(app, scene)
    assert curse.top(match)["k"] == "window" and place("Pass") == last
