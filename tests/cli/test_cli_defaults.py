"""What `simulate` and `lab` play when no --bots is given, what their reports say, every
option's help, and `--seats` items that name nothing."""

from __future__ import annotations

import argparse
import json

import pytest

from shifting_sands.bots.levels import default_kind
from shifting_sands.cli import build_parser, main
from shifting_sands.games import REGISTRY, get_spec
from shifting_sands.lab import simulation_report
from shifting_sands.sim import GameRecord, SimulationSummary
from shifting_sands.sweep.command import build_sweep_parser

from .test_cli import run
from .test_ouroboros_cli import one_line_error


def test_simulate_without_bots_seats_the_setup_screens_bot_and_says_so(user_home):
    result = run("simulate", "ouroboros", "--games", "2", "--seed", "4", "--jobs", "1",
                 home=user_home)
    assert result.returncode == 0, result.stderr
    kind = default_kind(get_spec("ouroboros"))
    assert kind != "random"
    assert f"  bots: {', '.join([kind] * 4)} (the default; --bots chooses others)\n" \
        in result.stdout
    as_json = run("simulate", "ouroboros", "--games", "2", "--seed", "4", "--jobs", "1",
                  "--json", home=user_home)
    assert json.loads(as_json.stdout)["bots"] == [kind] * 4


def test_simulate_with_bots_names_them_without_calling_them_the_default(user_home):
    result = run("simulate", "stones", "--games", "2", "--bots", "random,greedy", "--jobs",
                 "1", home=user_home)
    assert result.returncode == 0, result.stderr
    assert "  bots: random, greedy\n" in result.stdout
    assert "default" not in result.stdout


def test_lab_without_bots_seats_the_setup_screens_bot_and_says_so(tmp_path, user_home):
    chart = tmp_path / "lab.png"
    result = run("lab", "stones", "--variants", "standard@2,standard@3", "--games", "2",
                 "--jobs", "1", "--out-chart", str(chart), home=user_home)
    assert result.returncode == 0, result.stderr
    kind = default_kind(get_spec("stones"))
    assert f", bots {kind} (the default; --bots chooses others), " in result.stdout
    as_json = run("lab", "stones", "--variants", "standard@2", "--games", "1", "--jobs", "1",
                  "--out-chart", str(chart), "--json", home=user_home)
    assert json.loads(as_json.stdout)["bots"] == [kind]


def test_the_command_lines_default_bot_is_the_setup_screens(user_home):
    """One source: the kind the setup screen puts in every seat after the first."""
    from shifting_sands.app import App
    from shifting_sands.cli import _bot_list, _seats
    from shifting_sands.shell.setup import SetupScene

    app = App(headless=True, size=(1280, 720))
    for spec in REGISTRY.values():
        shown = SetupScene(app, spec).controller_choices[1].value
        assert _bot_list(spec, None) == [shown]
        seated = _seats(spec, spec.max_players, None, None)
        assert [seat.controller for seat in seated[1:]] == [shown] * (spec.max_players - 1)


def test_each_way_a_game_ended_is_a_line_with_its_count_and_share():
    reasons = ["Operation Sonnenblume ended with the Axis holding Benghazi, Mechili "
               "(3 points)", "the Allies kept Tobruk, Bardia: 2 points of 3", "time_up"]
    summary = SimulationSummary("north_africa", 2, ["greedy", "greedy"], variant="sonnenblume")
    for index, reason in enumerate([0, 0, 0, 0, 0, 0, 1, 1, 1, 2]):
        summary.records.append(GameRecord(
            seed=index, seats=["greedy", "greedy"], winners=(0,), scores=(1.0, 0.0), turns=4,
            actions=50, finished=True, reason=reasons[reason], returns=(1.0, 0.0)))
    text = simulation_report("North Africa 1940-43", summary.to_json())
    lines = text.splitlines()
    for reason, said in zip(reasons, ["6 games (60%)", "3 games (30%)", "1 game  (10%)"],
                            strict=True):
        found = [line for line in lines if line.endswith(reason)]
        assert len(found) == 1, text
        assert said in found[0]
        assert found[0].index(said) < found[0].index(reason)
    assert "  finished 10 of 10, " in text


@pytest.mark.parametrize("command", [["simulate"], ["screenshot"], ["lab"]])
def test_every_option_of_simulate_screenshot_and_lab_says_what_it_does(command):
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert_every_option_has_help(sub.choices[command[0]])


def test_every_option_of_lab_sweep_says_what_it_does():
    assert_every_option_has_help(build_sweep_parser())


def assert_every_option_has_help(parser: argparse.ArgumentParser) -> None:
    for action in parser._actions:
        name = action.option_strings[-1] if action.option_strings else action.dest
        assert action.help and len(action.help) > 10, f"{parser.prog} {name} has no help"
    text = parser.format_help()
    for action in parser._actions:
        if action.choices and not isinstance(action, argparse._SubParsersAction):
            for choice in action.choices:
                assert choice in text, f"{parser.prog} --help does not list {choice}"


def test_screenshot_help_gives_the_screens_and_defaults(capsys):
    with pytest.raises(SystemExit):
        main(["screenshot", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    from shifting_sands.cli_help import SCREENS

    assert "game" in SCREENS and "handoff" in SCREENS
    assert f"which screen: {', '.join(SCREENS)} (default: game)" in text
    assert "(default: 1280x720)" in text and "(default: game)" in text


@pytest.mark.parametrize(("seats", "said"), [
    ("human:,human", ["seat 1", "'human:'", "empty name"]),
    ("human,human:  ", ["seat 2", "empty name"]),
    ("human,bot:", ["seat 2", "'bot:'", "empty kind"]),
])
def test_a_seat_that_names_nothing_is_a_one_line_usage_error(seats, said, user_home):
    result = run("play", "stones", "--seats", seats, home=user_home)
    assert result.returncode == 2
    one_line_error(result, "--seats", *said)
