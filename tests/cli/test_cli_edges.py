"""The command line's help and summaries, as a newcomer reads them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shifting_sands.cli import main
from shifting_sands.games import REGISTRY


def test_play_help_lists_every_game_with_what_each_option_takes(capsys):
    with pytest.raises(SystemExit) as done:
        main(["play", "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    for spec in REGISTRY.values():
        assert f"{spec.id} - {spec.title}" in text
        players = (f"{spec.min_players}" if spec.min_players == spec.max_players
                   else f"{spec.min_players} to {spec.max_players}")
        assert f"--players: {players}\n" in text
        for variant in spec.variants().values():
            assert f"{variant.id} (" in text
        for kind in spec.bot_kinds():
            assert kind in text
    assert "default solo with 1 player, standard with 2-5 players" in text
    assert "human:NAME" in text and "--seed" in text and "guard" in text


def test_building_the_parser_reads_no_games_content():
    """The list of games in `play --help` is made only when shown: reading every game's
    content took a quarter of a second of the window's start-up."""
    import subprocess
    import sys

    probe = ("import sys; from shifting_sands.cli import build_parser; build_parser(); "
             "print(sorted(m for m in sys.modules if m.startswith(("
             "'shifting_sands.content.mothership', 'shifting_sands.content.curse_reverse', "
             "'shifting_sands.games.north_africa.rules.setup'))))")
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                           check=True).stdout.strip()
    assert found == "[]"


def test_a_seat_count_mismatch_says_one_seat(capsys):
    assert main(["play", "stones", "--players", "2", "--seats", "human"]) == 2
    assert "--seats lists 1 seat but" in capsys.readouterr().err


def test_inspect_save_shows_the_round_of_a_mothership_game(tmp_path: Path, capsys):
    from shifting_sands.games import get_spec
    from shifting_sands.games.mothership.rules.actions import Land
    from shifting_sands.persist.saves import save_match
    from shifting_sands.rules.match import Match, Seat

    match = Match(get_spec("mothership"), 5, [Seat("Amira"), Seat("Tariq")])
    for _ in range(9):  # Beamin Down, then turns that never land
        match.apply(next(a for a in match.state.legal_actions() if not isinstance(a, Land)))
    assert match.state.round == 2
    path = tmp_path / "m.json"
    save_match(match, path)
    assert main(["inspect-save", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"Round: {match.state.round} of at most 60" in out
    # a Stones save has no rounds and no such line
    stones = Match(get_spec("stones"), 5, [Seat("Amira"), Seat("Bot", "greedy")])
    save_match(stones, tmp_path / "s.json")
    assert main(["inspect-save", str(tmp_path / "s.json")]) == 0
    assert "Round" not in capsys.readouterr().out
    data = json.loads(path.read_text())
    assert "round" in data["snapshot"]["fields"]


def test_readme_links_nothing_outside_and_says_where_the_command_is():
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert "../" not in readme
    assert ".venv/bin/shifting-sands" in readme
    assert "scripts/play" in readme
    for shot in ("docs/shots/stones.png", "docs/shots/mothership.png"):
        assert shot in readme and (root / shot).exists()
    play = (root / "scripts" / "play").read_text(encoding="utf-8")
    assert '"$@"' in play


def test_the_bundle_carries_the_rulings_the_rules_reader_shows():
    root = Path(__file__).resolve().parents[2]
    spec = (root / "packaging" / "shifting-sands.spec").read_text(encoding="utf-8")
    assert '"docs" / "rules"), "docs/rules"' in spec
