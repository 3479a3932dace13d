"""North Africa finds a position's legal actions once (settle, the player and `apply` all
ask for them), and finds them again after any action, any assignment of a field, an undo
or `forget()`; a caller changing the list it got changes nothing kept."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules.state import NorthAfricaState
from shifting_sands.rules.rng import GameRng

from .north_africa_builders import AXIS, give_hand


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    found: list[str] = []
    real = NorthAfricaState._find_legal

    def counted(self: NorthAfricaState) -> list:
        found.append(self.phase)
        return real(self)

    monkeypatch.setattr(NorthAfricaState, "_find_legal", counted)
    return found


def test_one_search_a_position_through_settle_the_player_and_apply(
        searches, monkeypatch: pytest.MonkeyPatch) -> None:
    at_apply: list[int] = []
    real_apply = NorthAfricaState._apply

    def noted(self: NorthAfricaState, action: object) -> list:
        at_apply.append(len(searches))  # after apply's check, before the action
        return real_apply(self, action)

    monkeypatch.setattr(NorthAfricaState, "_apply", noted)
    state = get_spec("north_africa").new_game(3, 2)
    state.track_undo = False  # else apply first tries the action on a copy (is_undoable)
    rng = GameRng(3)
    for _ in range(80):
        if state.is_terminal():
            break
        settled = state.current_player >= 0  # settle searched this position already
        before = len(searches)
        legal = state.legal_actions()
        assert state.is_legal(legal[0]) and state.is_legal(legal[-1])
        assert len(searches) - before == (0 if settled else 1)
        checked = len(searches)
        state.apply(rng.choice(legal))
        assert at_apply[-1] == checked  # apply's own check searched nothing


def test_a_field_assigned_an_undo_or_forget_finds_them_again() -> None:
    state = get_spec("north_africa").new_game(3, 2, None)
    state.track_undo = True
    first = state.legal_actions()
    first.clear()  # the caller's copy
    before = state.legal_actions()
    assert before
    step = next(action for action in before if state.is_undoable(action))
    state.apply(step)
    assert state.legal_actions() != before
    state.undo()
    assert state.legal_actions() == before
    give_hand(state, state.active, "ax40_italian_reinforcements_1"
              if state.active == AXIS else "al40_reinforcements_1")
    card = state.hands[state.active][0]
    assert ev.PlayCard(card, "ops") in state.legal_actions()
    state.hands[state.active].clear()  # in place: only forget() tells
    assert ev.PlayCard(card, "ops") in state.legal_actions()
    state.forget()
    assert ev.PlayCard(card, "ops") not in state.legal_actions()
    state.hands = [[card], [card]]  # assigned: found again at once
    assert ev.PlayCard(card, "ops") in state.legal_actions()
