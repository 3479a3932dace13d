"""The setup screen remembers each game's last table; Reset forgets it; a remembered table
that no longer fits falls back to the defaults without a word. Options that do nothing for
a seat are hidden for it, and "Played by" explains itself."""

from __future__ import annotations

import json

import pytest

from shifting_sands.games import get_spec
from shifting_sands.settings import Settings
from shifting_sands.shell import start as start_module
from shifting_sands.shell.setup import DEFAULT_NAMES, PLAYED_BY_TIP, SetupScene
from shifting_sands.shell.setup_memory import default_table, recall
from tests.scenes.helpers import center, click, make_app, run


@pytest.fixture
def started(monkeypatch):
    """The matches setup starts, recorded instead of opened (no game scene, no bots)."""
    matches: list = []
    monkeypatch.setattr(start_module, "start_match",
                        lambda app, match, **_kw: matches.append(match))
    return matches


def visit(app, game: str) -> SetupScene:
    setup = SetupScene(app, get_spec(game))
    app.push(setup)
    run(app)
    return setup


def shown(setup: SetupScene) -> dict:
    """What the screen shows of the table (the seats in play)."""
    count = setup.count
    return {
        "players": count, "variant": setup.variant.value,
        "names": [f.text for f in setup.name_fields[:count]],
        "controllers": [c.value for c in setup.controller_choices[:count]],
        "played_by": [c.value for c in setup.person_choices[:count]],
        "settings": [c.value for c in setup.seat_setting_choices[:count]],
    }


def set_up_a_curse_table(setup: SetupScene) -> None:
    """Three seats: two people (the second played by the first), a bot; the other variant;
    the first person asked at every window."""
    setup.players.set_value("3")
    setup._players("3")
    for seat, (name, controller) in enumerate([("Zed", "human"), ("Scout", "human"),
                                               ("Rasha", "easy")]):
        setup.name_fields[seat].text = name
        setup.controller_choices[seat].set_value(controller)
    setup.person_choices[1].set_value("0")
    setup.variant.set_value("table_judges")
    setup.seat_setting_choices[0].set_value("always")
    setup.seat_setting_choices[1].set_value("never")


def test_the_second_visit_shows_the_table_last_started(started):
    app = make_app()
    app.open_launcher()
    first = visit(app, "curse_reverse")
    defaults = shown(first)
    assert not first.recalled
    set_up_a_curse_table(first)
    chosen = shown(first)
    assert chosen != defaults and chosen["variant"] == "table_judges"
    first.start()
    [match] = started
    assert [s.name for s in match.seats] == ["Zed", "Scout", "Rasha"]
    assert [s.player for s in match.seats] == ["Zed", "Zed", "Rasha"]
    assert match.options.settings["ask"] == ["always", "never", "playable"]

    again = visit(app, "curse_reverse")  # the same run of the program
    assert again.recalled and shown(again) == chosen
    later = make_app()  # the next run: read back from the settings file
    later.settings = Settings.load()
    assert shown(visit(later, "curse_reverse")) == chosen
    # each game keeps its own table
    assert shown(visit(later, "stones"))["players"] == 2
    assert not later.scenes.top.recalled


def test_the_ouroboros_roles_and_bots_are_remembered(started):
    app = make_app()
    app.open_launcher()
    setup = visit(app, "ouroboros")
    setup.controller_choices[2].set_value("human")
    setup.person_choices[2].set_value("0")
    for seat, role in enumerate(["medic", "random", "guide", "archaeologist"]):
        setup.seat_setting_choices[seat].set_value(role)
    setup.variant.set_value("hard")
    chosen = shown(setup)
    setup.start()
    assert started and shown(visit(app, "ouroboros")) == chosen


def test_reset_restores_the_defaults_and_forgets_the_table(started, user_home):
    app = make_app()
    app.open_launcher()
    set_up_a_curse_table(setup := visit(app, "curse_reverse"))
    setup.start()
    again = visit(app, "curse_reverse")
    run(app)
    again.reset()
    spec = get_spec("curse_reverse")
    expected = default_table(spec, DEFAULT_NAMES, again.seat_setting)
    assert shown(again) == {
        "players": expected.players, "variant": expected.variant,
        "names": DEFAULT_NAMES[:expected.players],
        "controllers": [s.controller for s in expected.seats[:expected.players]],
        "played_by": ["own"] * expected.players,
        "settings": ["playable"] * expected.players}
    assert shown(again)["controllers"] == ["human", "greedy"]
    saved = json.loads((user_home / "config" / "settings.json").read_text())
    assert "curse_reverse" not in saved["last_tables"]
    assert not visit(app, "curse_reverse").recalled


def test_the_reset_button_is_on_screen_and_says_what_it_does():
    app = make_app()
    app.open_launcher()
    setup = visit(app, "stones")
    setup.name_fields[0].text = "Zed"
    click(app, center(setup.reset_button.rect))
    assert setup.name_fields[0].text == DEFAULT_NAMES[0]
    assert "defaults" in setup.reset_button.tooltip


STALE = {
    "an unknown bot kind": lambda t: t["seats"][1].update(controller="wizard"),
    "a variant that is gone": lambda t: t.update(variant="ancient"),
    "too many seats": lambda t: t.update(players=9),
    "too few seats": lambda t: t.update(players=1),
    "a seat count that is text": lambda t: t.update(players="3"),
    "a seat count that is true": lambda t: t.update(players=True),
    "a name too long": lambda t: t["seats"][0].update(name="Bartholomew"),
    "a name that is a number": lambda t: t["seats"][0].update(name=7),
    "a person of a later seat": lambda t: t["seats"][1].update(played_by="3"),
    "an unknown option": lambda t: t["seats"][0].update(setting="sometimes"),
    "a seat missing": lambda t: t["seats"].pop(),
    "seats that are not a list": lambda t: t.update(seats="all"),
    "a seat that is not an object": lambda t: t["seats"].__setitem__(0, None),
    "not an object": lambda t: t.clear() or t.update(x=1),
}


@pytest.mark.parametrize("case", sorted(STALE))
def test_a_stale_table_falls_back_to_the_defaults_quietly(started, user_home, capsys, case):
    app = make_app()
    app.open_launcher()
    set_up_a_curse_table(setup := visit(app, "curse_reverse"))
    setup.start()
    path = user_home / "config" / "settings.json"
    data = json.loads(path.read_text())
    table = data["last_tables"]["curse_reverse"]
    assert recall(get_spec("curse_reverse"), table, setup.seat_setting) is not None
    STALE[case](table)
    path.write_text(json.dumps(data))
    capsys.readouterr()

    later = make_app()
    later.settings = Settings.load()
    fresh = visit(later, "curse_reverse")
    assert not fresh.recalled
    assert shown(fresh)["players"] == 2 and shown(fresh)["variant"] == "standard"
    assert shown(fresh)["controllers"] == ["human", "greedy"]
    assert capsys.readouterr().err == ""  # nothing to tell the player
    assert not list(path.parent.glob("settings.json.damaged-*"))
    # the names started last still come first in a game without a table
    assert shown(fresh)["names"] == ["Zed", "Scout"]


def test_a_damaged_tables_setting_is_said_like_any_other(user_home, capsys):
    path = user_home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": 0.3, "last_tables": ["stones"]}))
    loaded = Settings.load()
    assert loaded.last_tables == {} and loaded.volume == 0.3
    assert "last_tables takes an object" in capsys.readouterr().err
    app = make_app()
    app.settings = loaded
    assert not visit(app, "stones").recalled


def test_an_emptied_name_is_remembered_without_damaging_the_settings(started, capsys):
    app = make_app()
    app.open_launcher()
    setup = visit(app, "stones")
    setup.name_fields[1].text = ""
    setup.start()
    assert started[0].seats[1].name == "Player 2"
    loaded = Settings.load()
    assert capsys.readouterr().err == ""
    app = make_app()
    app.settings = loaded
    assert shown(visit(app, "stones"))["names"] == [DEFAULT_NAMES[0], ""]


# -- options that do nothing for a seat, and the hint of "Played by" ---------------------
def test_asked_to_play_is_hidden_for_bots_and_they_get_the_default(started):
    app = make_app()
    app.open_launcher()
    setup = visit(app, "curse_reverse")
    setup.players.set_value("3")
    setup._players("3")
    for seat, controller in enumerate(["human", "human", "greedy"]):
        setup.controller_choices[seat].set_value(controller)
        setup.seat_setting_choices[seat].set_value("never")
    run(app)
    assert [c.visible for c in setup.seat_setting_choices] == [True, True, False, False, False]
    setup.controller_choices[1].set_value("easy")
    run(app)
    assert [c.visible for c in setup.seat_setting_choices[:3]] == [True, False, False]
    setup.start()
    assert started[0].options.settings["ask"] == ["never", "playable", "playable"]


def test_the_ouroboros_roles_stay_offered_to_bots():
    app = make_app()
    app.open_launcher()
    setup = visit(app, "ouroboros")
    assert [c.value for c in setup.controller_choices] == ["human", "greedy", "greedy",
                                                           "greedy"]
    assert all(c.visible for c in setup.seat_setting_choices)


def hover(app, pos) -> None:
    import pygame

    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point_to_screen(
        pos), rel=(0, 0), buttons=(0, 0, 0))])


def drawn_words(app, draw) -> str:
    """Every word `draw` writes on the canvas, in one string."""
    canvas, seen = app.canvas, []
    original = canvas.text

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    canvas.text = spy
    try:
        draw(canvas)
    finally:
        del canvas.text
    return " ".join(seen)


def test_played_by_explains_itself_on_hover_and_in_the_rules():
    from shifting_sands.shell.rules_reader import load_rules_text

    app = make_app()
    app.open_launcher()
    setup = visit(app, "stones")
    setup.controller_choices[1].set_value("human")
    run(app)
    same = setup.person_choices[1]
    assert same.visible
    assert setup.tooltip() is None
    hover(app, center(same.rect))
    assert setup.tooltip() == (same.rect, PLAYED_BY_TIP)
    texts = drawn_words(app, setup.draw)
    assert "several" in texts and "person at the keyboard" in texts
    assert "one person may hold several seats" in PLAYED_BY_TIP
    for game in ("stones", "ouroboros", "north_africa"):
        rules = load_rules_text(game)
        assert "## Playing at one computer" in rules
        assert "only when the person at the keyboard changes" in " ".join(rules.split())
