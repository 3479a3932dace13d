"""The Load list says where each game stands in the game's own words and numbers (the
Ouroboros' "Round 6 of 12", not its 24th turn), read from the save's header; saves written
before headers carried these words read as they always did."""

from __future__ import annotations

import json

import pytest

from shifting_sands.games import get_spec
from shifting_sands.persist.catalog import list_saves
from shifting_sands.persist.saves import autosave, describe_position
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.shell.load_scene import LoadScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import make_app, run

GAMES = {"stones": (2, 9), "mothership": (2, 9), "ouroboros": (4, 40),
         "curse_reverse": (3, 60), "north_africa": (2, 40)}
"""Seats, and the bot moves played before saving (enough to leave turn one behind)."""


def played(game: str, seed: int = 3) -> Match:
    spec = get_spec(game)
    seats_count, moves = GAMES[game]
    seats = [Seat(name, "greedy") for name in ["Yasmin", "Tariq", "Layla", "Omar"][:seats_count]]
    match = Match(spec, seed, seats, Options(variant=spec.default_variant(seats_count)))
    Driver(match, dict.fromkeys(range(seats_count), spec.bot("greedy")), GameRng(seed)).play(
        moves)
    assert not match.state.is_terminal()
    return match


def own_words(match: Match) -> str:
    """What the game's own screen calls this point of the game."""
    state = match.state
    if match.spec.id == "ouroboros":
        return f"Round {state.round} of {state.rules.lantern_rounds}"
    if match.spec.id in ("mothership", "curse_reverse"):
        return f"Round {state.round}"
    if match.spec.id == "north_africa":
        season = state.content.tables.turn_name(state.turn)
        return f"Turn {state.turn} ({season}), round {state.round}"
    return f"Turn {state.turn}"


def screen_words(match: Match) -> str:
    """Everything the game's scene writes on screen and in its log, in one string."""
    app = make_app()
    start_match(app, match, autosave=False)
    scene = app.scenes.top
    canvas, seen = app.canvas, [scene.status_line(), *(s for _i, s in scene.log)]
    original = canvas.text

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    canvas.text = spy
    try:
        scene.draw(canvas)
    finally:
        del canvas.text
    app.quit()
    return " | ".join(seen)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_load_list_uses_the_games_own_words(game):
    match = played(game)
    words = own_words(match)
    # the numbers are the ones the game shows (North Africa draws its round as a lit dot)
    shown = screen_words(match)
    if game == "north_africa":
        state = match.state
        assert f"Turn {state.turn}: {state.content.tables.turn_name(state.turn)}" in shown
    elif game == "curse_reverse":
        assert f"Round {match.state.round}:" in shown  # the log: "Round 3: Omar's turn."
    else:
        assert words in shown
    autosave(match)
    [info] = list_saves()
    who = match.names[match.state.current_player]
    assert info.summary == f"{words}, {who} to play"
    assert describe_position(match) == info.summary
    if game in ("ouroboros", "curse_reverse"):  # where turns and rounds part ways
        assert match.state.turn != match.state.round
        assert f"Turn {match.state.turn}" not in info.summary


def test_an_older_save_without_the_words_reads_as_before(user_home):
    match = played("ouroboros")
    path = autosave(match)
    data = json.loads(path.read_text())
    del data["summary"]["progress"]
    path.write_text(json.dumps(data))
    [info] = list_saves()
    who = match.names[match.state.current_player]
    assert info.summary == f"Turn {match.state.turn}, {who} to play"


@pytest.mark.parametrize("words", [7, "", "   ", ["Round 6"], None])
def test_odd_words_in_a_header_fall_back_to_the_numbers(words):
    match = played("curse_reverse")
    path = autosave(match)
    data = json.loads(path.read_text())
    data["summary"]["progress"] = words
    path.write_text(json.dumps(data))
    [info] = list_saves()
    assert info.summary.startswith(f"Turn {match.state.turn}, ")


def test_long_words_stay_on_one_short_line():
    match = played("curse_reverse")
    path = autosave(match)
    data = json.loads(path.read_text())
    data["summary"]["progress"] = "Round\n5 " + "and on " * 40
    path.write_text(json.dumps(data))
    [info] = list_saves()
    assert "\n" not in info.summary and len(info.summary) <= 90


def test_the_load_screen_shows_three_games_in_their_words():
    matches = [played(game) for game in ("ouroboros", "curse_reverse", "north_africa")]
    for match in matches:
        autosave(match)
    app = make_app()
    app.open_launcher()
    load = LoadScene(app)
    app.push(load)
    run(app)
    summaries = {info.game: info.summary for info in load.saves}
    for match in matches:
        assert summaries[match.spec.id].startswith(own_words(match) + ", ")
