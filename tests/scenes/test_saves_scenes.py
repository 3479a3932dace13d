"""Saves that cannot be lost, played through the window (issue 11).

Each match keeps its own autosave; solo games and a closed window save too; loading an
older save never writes over another match's autosave; the Load list deletes one save
after a question and offers a damaged save's previous copy.
"""

from __future__ import annotations

import json

import pygame

from shifting_sands.games import get_spec
from shifting_sands.games.stones.rules.actions import EndTurn
from shifting_sands.persist.saves import autosave_path, save_match
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.shell.confirm import ConfirmScene
from shifting_sands.shell.launcher import LauncherScene
from shifting_sands.shell.load_scene import LoadScene
from shifting_sands.shell.pause import PauseScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, end_turn_anyway, key, make_app, run, run_until


def stones(seats, seed=3) -> Match:
    return Match(get_spec("stones"), seed, seats)


def play_in(app, match: Match) -> None:
    start_match(app, match)
    run(app, 2)


def end_turn(app, match: Match) -> None:
    """Press Enter as the seat at the keyboard (and end the turn without acting when
    asked), then let any bots answer."""
    before = len(match.log)
    run(app, 30)  # past the pause for input after a hand-off
    key(app, pygame.K_RETURN)
    end_turn_anyway(app)
    assert match.log[before] == EndTurn()
    # bots think in their own process: wait until a person is to play again (by the clock
    # too: a still table's frames cost almost nothing, and 3000 of them may pass first)
    run_until(app, lambda: not match.seats[match.state.current_player].is_bot, frames=5)
    run(app, 5)


def button(scene, label: str):
    return next(w for w in scene.widgets.widgets if getattr(w, "label", None) == label)


def quit_to_launcher(app) -> None:
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    click(app, center(button(pause, "Quit to launcher").rect))
    assert isinstance(app.scenes.top, LauncherScene)


def open_load_list(app) -> LoadScene:
    click(app, center(button(app.scenes.top, "Load game").rect))
    scene = app.scenes.top
    assert isinstance(scene, LoadScene)
    run(app, 1)  # and it draws
    return scene


def autosaves(home) -> list[str]:
    return sorted(p.name for p in (home / "saves").glob("autosave-*.json"))


def test_two_games_of_one_kind_are_kept_apart(user_home):
    app = make_app()
    duel = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, duel)
    end_turn(app, duel)
    quit_to_launcher(app)
    solo = stones([Seat("Amira")], seed=9)
    play_in(app, solo)
    end_turn(app, solo)
    quit_to_launcher(app)

    assert duel.match_id != solo.match_id
    assert autosaves(user_home) == sorted([f"autosave-stones-{duel.match_id}.json",
                                           f"autosave-stones-{solo.match_id}.json"])
    listed = open_load_list(app).saves
    assert sorted(info.match_id for info in listed) == sorted([duel.match_id, solo.match_id])
    assert {info.seats for info in listed} == {("Amira", "Bot (bot: greedy)"), ("Amira",)}


def test_solo_stones_autosaves_after_ending_a_turn(user_home):
    app = make_app()
    solo = stones([Seat("Amira", HUMAN)], seed=42)
    play_in(app, solo)
    path = autosave_path("stones", solo.match_id)
    assert not path.exists()
    end_turn(app, solo)
    assert solo.state.current_player == 0 and solo.state.turn == 2
    saved = json.loads(path.read_text())
    assert saved["summary"]["turn"] == 2 and len(saved["actions"]) == len(solo.log)


def test_closing_the_window_saves_the_turn_in_progress(user_home):
    app = make_app()
    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, match)
    click(app, (640, 360))  # nothing ended: no autosave yet
    scene = app.scenes.top
    flip = next(a for a in match.state.legal_actions() if type(a).__name__ == "FlipStone")
    assert scene.submit(flip)
    path = autosave_path("stones", match.match_id)
    assert not path.exists()
    app.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])
    assert not app.running
    saved = json.loads(path.read_text())
    assert len(saved["actions"]) == 1


def test_loading_an_older_save_and_quitting_leaves_the_later_autosave_alone(user_home):
    app = make_app()
    match = stones([Seat("Amira"), Seat("Bot", "greedy")])
    play_in(app, match)
    end_turn(app, match)
    manual = save_match(match, user_home / "saves" / "friday.json")
    end_turn(app, match)
    end_turn(app, match)
    later = autosave_path("stones", match.match_id)
    later_bytes = later.read_bytes()
    quit_to_launcher(app)
    assert later.read_bytes() == later_bytes

    load = open_load_list(app)
    row = next(r for r in load.rows if r.info.path == manual)
    click(app, center(row.rect))
    scene = app.scenes.top
    assert scene.match.seed == match.seed and len(scene.match.log) < len(match.log)
    end_turn(app, scene.match)
    app.frame(1 / 60, [pygame.event.Event(pygame.QUIT)])

    assert later.read_bytes() == later_bytes
    assert scene.match.match_id != match.match_id
    assert autosave_path("stones", scene.match.match_id).exists()
    assert len(autosaves(user_home)) == 2


def test_deleting_one_save_asks_first_and_leaves_the_others(user_home):
    app = make_app()
    kept, doomed = (stones([Seat("Amira"), Seat("Bot", "greedy")], seed=s) for s in (1, 2))
    for match in (kept, doomed):
        play_in(app, match)
        end_turn(app, match)
        end_turn(app, match)  # a second turn, so a .bak of the same match exists
        quit_to_launcher(app)
    doomed_path = autosave_path("stones", doomed.match_id)
    assert doomed_path.with_name(doomed_path.name + ".bak").exists()

    load = open_load_list(app)
    delete = next(w for w in load.widgets.widgets
                  if getattr(w, "deletes", None) and w.deletes.path == doomed_path)
    click(app, center(delete.rect))
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmScene)
    click(app, center(confirm.cancel_button.rect))  # Cancel keeps it
    assert app.scenes.top is load and doomed_path.exists()

    click(app, center(delete.rect))
    click(app, center(app.scenes.top.confirm_button.rect))
    assert app.scenes.top is load
    assert not doomed_path.exists()
    assert not doomed_path.with_name(doomed_path.name + ".bak").exists()
    assert autosaves(user_home) == [f"autosave-stones-{kept.match_id}.json"]
    assert [info.match_id for info in load.saves] == [kept.match_id]


def test_a_broken_save_offers_its_previous_copy(user_home):
    app = make_app()
    # Solo: the restored copy waits for Amira, where a bot to play would move on at once
    # (and autosave over what is checked below) whenever its thread answered in time.
    match = stones([Seat("Amira")], seed=9)
    play_in(app, match)
    end_turn(app, match)
    end_turn(app, match)
    quit_to_launcher(app)
    path = autosave_path("stones", match.match_id)
    backup = path.with_name(path.name + ".bak")
    good_turns = json.loads(backup.read_text())["summary"]["turn"]
    path.write_bytes(path.read_bytes()[:400])  # a crash or a bad disk cut it short
    broken = path.read_bytes()

    load = open_load_list(app)
    row = load.rows[0]
    assert row.info.error and row.info.backup == backup and not row.enabled
    restore = next(w for w in load.widgets.widgets if getattr(w, "restores", None))
    click(app, center(restore.rect))

    scene = app.scenes.top
    assert scene.match.match_id == match.match_id
    assert scene.match.state.turn == good_turns
    assert json.loads(path.read_text())["summary"]["turn"] == good_turns
    assert backup.read_bytes() == broken  # the damaged file is kept, not thrown away


def test_a_mothership_match_is_listed_by_round(user_home):
    app = make_app()
    match = Match(get_spec("mothership"), 5, [Seat("Amira", "guard"), Seat("Tariq")],
                  Options(variant="standard"))
    play_in(app, match)
    # the bot beams down (in its own process); then the game waits for Tariq
    run_until(app, lambda: bool(match.log), dt=0.1, frames=5)
    assert match.log and match.state.current_player == 1
    app.quit()
    load = LoadScene(app)
    assert len(load.saves) == 1
    info = load.saves[0]
    assert info.title == "Land the Mothership"
    assert info.summary == "Round 1, Tariq to play"
    assert info.seats == ("Amira (bot: guard)", "Tariq")


def test_a_save_made_with_other_content_is_marked_and_says_why(user_home, tmp_path,
                                                              monkeypatch):
    from tests.persist.test_content_identity import card_worth_more, data_copy, use_stones

    app = make_app()
    path = save_match(stones([Seat("Amira"), Seat("Bot", "greedy")]),
                      user_home / "saves" / "mine.json")
    use_stones(monkeypatch, data_copy(tmp_path, "stones", card_worth_more, "patterns.yaml"))
    load = LoadScene(app)
    app.push(load)
    run(app, 1)  # the row draws its mark
    [row] = load.rows
    assert row.info.other_content and not row.info.resumable
    click(app, center(row.rect))
    assert app.scenes.top is load
    assert "made with other Shifting Stones content" in load.message
    assert json.loads(path.read_text())["content"]["id"] == "stones"
