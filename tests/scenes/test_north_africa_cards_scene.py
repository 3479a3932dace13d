"""The strategy cards in the North Africa scene, by clicks and headless: an event played from
the hand, an event's question answered by a lit space or a named button (and handed over to
the other seat behind the hand-off screen), a combat card played on the battle panel and
shown there, the other side's hand shown by an event, the log's sentences for the card
events, and a button for an action the scene does not know."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games.north_africa.rules import actions as a
from shifting_sands.games.north_africa.rules.events.registry import (
    COMBAT,
    EVENTS,
    CombatCard,
    Event,
    ask,
)
from shifting_sands.games.north_africa.rules.log import describe
from shifting_sands.games.north_africa.table import scene as scene_module
from shifting_sands.games.north_africa.table.labels import label
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    cairo_front,
    empty_table,
    give_hand,
    place,
    start_ops,
)
from tests.scenes.helpers import center, click, run
from tests.scenes.na_clicks import (
    buttons,
    click_card,
    do,
    hover,
    place_point,
    press,
    settle,
    start,
    through_handoff,
)

ASKER = "ax40_graziani"
"""A card whose event the tests give a question (the real event is another module's)."""


def asking_event(seat_asked: int, options: list[str], answers: list[str]) -> Event:
    def play(table, seat, card, events):
        ask(table, seat_asked, card, options, "Which one?")

    def choose(table, asked, option, events):
        answers.append(option)

    return Event(play, choose=choose)


RECORDED: list = []


@pytest.fixture(autouse=True)
def record_events(monkeypatch):
    """Keep every event the scene animates (what the rules emitted), for the assertions."""
    RECORDED.clear()
    original = scene_module.NorthAfricaScene.animate

    def animate(self, events):
        RECORDED.extend(events)
        original(self, events)

    monkeypatch.setattr(scene_module.NorthAfricaScene, "animate", animate)


def test_an_event_is_played_by_clicks():
    state = empty_table(turn=3, variant="campaign")
    give_hand(state, AXIS, "ax41_rommel", "ax40_graziani")
    give_hand(state, ALLIED, "al40_wavell")
    app, scene, match = start(state=state)
    settle(app, scene)
    click_card(app, scene, "ax41_rommel")
    assert scene.selected_card == "ax41_rommel"
    labels = [b.label for b in buttons(scene)]
    assert "Play the event" in labels and "Play for 4 OPS" in labels
    press(app, scene, "Play the event")
    assert any(isinstance(e, a.EventPlayed) and e.card == "ax41_rommel" for e in RECORDED)
    assert match.state.flags["rommel"]
    assert any("plays Rommel for its event" in s for _i, s in scene.log)


def test_a_question_is_answered_by_clicking_a_lit_space(monkeypatch):
    answers: list[str] = []
    monkeypatch.setitem(EVENTS, "graziani", asking_event(AXIS, ["Tobruk", "Bardia"], answers))
    state = empty_table(turn=1, variant="campaign")
    give_hand(state, AXIS, ASKER, "ax40_kassala_raid")
    give_hand(state, ALLIED, "al40_wavell")
    app, scene, match = start(state=state)
    settle(app, scene)
    do(app, scene, a.PlayCard(ASKER, "event"))
    assert match.state.phase == "event"
    assert scene.view().pending_data()["prompt"] == "Which one?"
    assert {b.label for b in buttons(scene)} >= {"Tobruk", "Bardia"}
    assert scene.lit_spaces().get("Tobruk") is not None
    click(app, place_point(app, scene, "Tobruk"))
    run(app, 2)
    assert answers == ["Tobruk"]
    assert match.state.phase != "event"


def test_a_question_to_the_other_side_waits_behind_the_handoff(monkeypatch):
    answers: list[str] = []
    monkeypatch.setitem(EVENTS, "graziani",
                        asking_event(ALLIED, ["uk_6", "uk_matruh"], answers))
    state = empty_table(turn=1, variant="campaign")
    give_hand(state, AXIS, ASKER, "ax40_kassala_raid")
    give_hand(state, ALLIED, "al40_wavell")
    app, scene, match = start(state=state)
    settle(app, scene)
    assert scene.viewer == AXIS
    do(app, scene, a.PlayCard(ASKER, "event"))
    run(app, 2)
    assert isinstance(app.scenes.top, HandoffScene)
    assert scene.viewer is None  # nobody's hand on the table while it is handed over
    assert through_handoff(app)
    assert scene.viewer == ALLIED and scene.view().hand == ("al40_wavell",)
    name = match.state.content.units["uk_matruh"].name
    assert name in [b.label for b in buttons(scene)]
    press(app, scene, name)
    assert answers == ["uk_matruh"]


def fight_ready(card_side: int, card: str, role: str, monkeypatch):
    """An Axis attack from Alexandria on Cairo about to be declared, `card` in `card_side`'s
    hand and eligible for `role` in this battle."""
    key = card[5:]
    monkeypatch.setitem(COMBAT, key, CombatCard(lambda table, r: r == role))
    state = empty_table(turn=2, variant="campaign")
    cairo_front(state)
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    give_hand(state, card_side, card)
    give_hand(state, 1 - card_side, "ax40_kassala_raid" if card_side else "al40_wavell")
    start_ops(state, AXIS, 6)
    return state


def declare(app, scene):
    do(app, scene, a.Activate("Alexandria", "attack"))
    if scene.state.phase == "activate":
        press(app, scene, "Done activating")
    do(app, scene, a.Attack("Cairo", ("Alexandria",)))


def test_a_combat_card_is_played_on_the_battle_panel(monkeypatch):
    state = fight_ready(AXIS, "ax41_stukas_at_dawn", "a", monkeypatch)
    app, scene, _match = start(state=state)
    settle(app, scene)
    declare(app, scene)
    assert scene.card_step() == "card:a"
    shown = {b.label for b in scene.combat_buttons}
    assert shown == {"Stukas at Dawn", "No card"}
    stukas = next(b for b in scene.combat_buttons if b.label == "Stukas at Dawn")
    click(app, center(stukas.rect))
    run(app, 2)
    played = [e for e in RECORDED if isinstance(e, a.CombatCardPlayed)]
    assert [e.card for e in played] == ["ax41_stukas_at_dawn"]
    assert scene.combat_show is not None
    assert scene.combat_show.cards == {"a": ["ax41_stukas_at_dawn"]}
    assert not scene.combat_buttons
    assert any("plays the combat card Stukas at Dawn in the battle" in s for _i, s in scene.log)


def test_the_defender_plays_a_combat_card_from_the_hand_after_the_handoff(monkeypatch):
    state = fight_ready(ALLIED, "al41_desert_air_force", "d", monkeypatch)
    app, scene, _match = start(state=state)
    settle(app, scene)
    declare(app, scene)
    run(app, 2)
    assert isinstance(app.scenes.top, HandoffScene)
    assert through_handoff(app)
    assert scene.viewer == ALLIED and scene.card_step() == "card:d"
    click_card(app, scene, "al41_desert_air_force")
    run(app, 2)
    assert [e.card for e in RECORDED if isinstance(e, a.CombatCardPlayed)] == [
        "al41_desert_air_force"]


def test_no_card_is_a_button_on_the_battle_panel(monkeypatch):
    state = fight_ready(AXIS, "ax41_stukas_at_dawn", "a", monkeypatch)
    app, scene, _match = start(state=state)
    settle(app, scene)
    declare(app, scene)
    none = next(b for b in scene.combat_buttons if b.label == "No card")
    click(app, center(none.rect))
    run(app, 2)
    assert not any(isinstance(e, a.CombatCardPlayed) for e in RECORDED)
    assert scene.card_step() == ""


def test_the_shown_hand_renders_for_the_side_that_saw_it(monkeypatch):
    drawn: list[tuple] = []
    original = scene_module.draw_seen_hand

    def spy(canvas, view, content, hover_row):
        drawn.append((view.seat, view.seen_hand, hover_row))
        original(canvas, view, content, hover_row)

    monkeypatch.setattr(scene_module, "draw_seen_hand", spy)
    state = empty_table(turn=2, variant="campaign")
    give_hand(state, AXIS, "ax40_graziani")
    give_hand(state, ALLIED, "al40_wavell", "al41_crusader")
    state.revealed[ALLIED] = list(state.hands[ALLIED])
    app, scene, _match = start(state=state)
    settle(app, scene)
    assert scene.seen_button.visible
    assert drawn and drawn[-1][:2] == (AXIS, ("al40_wavell", "al41_crusader"))
    from shifting_sands.games.north_africa.table.layout import seen_row_rect

    hover(app, center(seen_row_rect(1)))
    assert drawn[-1][2] == 1  # the row under the pointer (its card shown in full)
    click(app, center(scene.seen_button.rect))
    count = len(drawn)
    run(app, 2)
    assert len(drawn) == count  # closed


def test_events_in_effect_show_as_marks_with_titles(monkeypatch):
    state = empty_table(turn=2, variant="campaign")
    give_hand(state, AXIS, "ax40_graziani")
    state.effects["wavell"] = {"until": "game", "seat": ALLIED}
    state.played.append("al40_wavell")
    app, scene, _match = start(state=state)
    settle(app, scene)
    from shifting_sands.games.north_africa.table.layout import effect_rect
    from shifting_sands.games.north_africa.table.panels import effect_cards

    found = effect_cards(scene.view(), scene.content)
    assert [(k, c.title) for k, c, _d in found] == [("wavell", "Wavell")]
    hover(app, center(effect_rect(0)))  # the title note draws without error
    run(app, 1)


def test_log_sentences_name_the_cards():
    names = ["Amira", "Tariq"]
    assert describe(a.EventPlayed(0, "ax41_rommel", "Rommel"), names) == (
        "Amira (Axis) plays Rommel for its event.")
    assert describe(a.CombatCardPlayed(1, "al41_desert_air_force", "Desert Air Force"),
                    names) == "Tariq (Allies) plays the combat card Desert Air Force in the battle."
    assert describe(a.CardPlayed(0, "ax41_rommel", 4, "ops"), names) == (
        "Amira (Axis) plays Rommel for 4 OPS.")
    assert describe(a.CardPlayed(0, "ax41_rommel", 4, "event"), names) is None
    assert describe(a.EventEffect(0, "Malta is bombed"), names) == "Malta is bombed."
    assert describe(a.HandShown(1, 3), names) == (
        "The Allies show their hand (3 cards) to the Axis.")


@dataclass(frozen=True)
class LRDGMission:
    mode: str


def test_an_unknown_legal_action_gets_a_labelled_button(monkeypatch):
    state = empty_table(turn=2, variant="campaign")
    give_hand(state, AXIS, "ax40_graziani")
    app, scene, match = start(state=state)
    settle(app, scene)
    assert label(scene.content, LRDGMission("raid")) == "LRDG Mission: raid"
    legal = match.state.legal_actions
    monkeypatch.setattr(match.state, "legal_actions", lambda: [*legal(), LRDGMission("raid")])
    scene._button_key = None
    scene.version += 1
    run(app, 2)
    assert "LRDG Mission: raid" in [b.label for b in buttons(scene)]


def test_a_unit_asked_for_is_chosen_by_clicking_its_counter(monkeypatch):
    from tests.scenes.na_clicks import unit_point

    answers: list[str] = []
    monkeypatch.setitem(EVENTS, "graziani", asking_event(AXIS, ["uk_6", "de_21pz"], answers))
    state = empty_table(turn=1, variant="campaign")
    place(state, "uk_6", "Cairo")
    place(state, "de_21pz", "Tobruk")
    give_hand(state, AXIS, ASKER, "ax40_kassala_raid")
    give_hand(state, ALLIED, "al40_wavell")
    app, scene, _match = start(state=state)
    settle(app, scene)
    do(app, scene, a.PlayCard(ASKER, "event"))
    assert scene.question_units() == ["uk_6", "de_21pz"]
    click(app, unit_point(app, scene, "uk_6"))
    run(app, 2)
    assert answers == ["uk_6"]
