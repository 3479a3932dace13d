"""The one entry point: `shifting-sands [COMMAND]` (see the README for every command).

Heavy modules (pygame, pydantic content) are imported inside the commands that
need them, so `--help` and the pure commands start quickly.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from shifting_sands import __version__


def _seats(spec, players: int | None, seats_text: str | None) -> list:
    """Parse `--seats human,bot:greedy,human:Amira` into Seats."""
    from shifting_sands.rules.match import HUMAN, Seat
    from shifting_sands.shell.setup import DEFAULT_NAMES

    items = seats_text.split(",") if seats_text else []
    count = players or len(items) or 2
    if items and len(items) != count:
        raise SystemExit(f"--seats lists {len(items)} seats but --players is {count}")
    seats = []
    for index in range(count):
        item = items[index].strip() if items else ("human" if index == 0 else "bot:greedy")
        kind, _, rest = item.partition(":")
        if kind == "human":
            seats.append(Seat(rest or DEFAULT_NAMES[index % len(DEFAULT_NAMES)], HUMAN))
        elif kind == "bot":
            level = rest or "greedy"
            if level not in spec.bot_kinds():
                kinds = ", ".join(spec.bot_kinds())
                raise SystemExit(f"unknown bot {level!r}; choose from {kinds}")
            seats.append(Seat(f"{level.capitalize()} bot {index + 1}", level))
        else:
            raise SystemExit(f"bad seat {item!r}: use human[:NAME] or bot:KIND")
    return seats


def _options(spec, variant: str | None, players: int):
    from shifting_sands.rules.protocol import Options

    chosen = variant or spec.default_variant(players)
    if chosen not in spec.variants():
        raise SystemExit(f"unknown variant {chosen!r}; choose from {', '.join(spec.variants())}")
    return Options(variant=chosen)


def _spec(game_id: str):
    from shifting_sands.games import get_spec

    try:
        return get_spec(game_id)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None


def cmd_launcher(_args) -> int:
    from shifting_sands.app import App

    app = App()
    app.open_launcher()
    app.run()
    return 0


def cmd_play(args) -> int:
    import random

    from shifting_sands.app import App
    from shifting_sands.rules.match import Match
    from shifting_sands.shell.start import start_match

    spec = _spec(args.game)
    seats = _seats(spec, args.players, args.seats)
    options = _options(spec, args.variant, len(seats))
    seed = args.seed if args.seed is not None else random.randrange(1, 10**6)
    match = Match(spec, seed, seats, options)
    app = App()
    start_match(app, match)
    app.run()
    return 0


def cmd_resume(args) -> int:
    from shifting_sands.persist.saves import SaveError, latest_save, load_match

    path = Path(args.save) if args.save else latest_save()
    if path is None:
        print("No saved game to resume.", file=sys.stderr)
        return 1
    try:
        match = load_match(path)
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    from shifting_sands.app import App
    from shifting_sands.shell.start import start_match

    app = App()
    start_match(app, match)
    app.run()
    return 0


def cmd_simulate(args) -> int:
    from shifting_sands.sim import simulate

    spec = _spec(args.game)
    bots = [b.strip() for b in (args.bots or "random").split(",") if b.strip()]
    players = args.players or max(len(bots), spec.min_players if spec.min_players > 1 else 2)
    for bot in bots:
        if bot not in spec.bot_kinds():
            raise SystemExit(f"unknown bot {bot!r}; choose from {', '.join(spec.bot_kinds())}")
    options = _options(spec, args.variant, players)
    summary = simulate(spec, args.games, players, bots, args.seed, options).to_json()
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{summary['games']} games of {spec.title}, {players} players, "
              f"bots {', '.join(summary['bots'])}")
        for seat, (wins, rate) in enumerate(zip(summary["wins"], summary["win_rates"],
                                                strict=True)):
            print(f"  seat {seat + 1} ({summary['bots'][seat]}): {wins:g} wins ({rate:.1%})")
        print(f"  finished {summary['finished']}, average turns {summary['avg_turns']}, "
              f"{summary['games_per_second']} games/s")
    return 0


def cmd_screenshot(args) -> int:
    from shifting_sands.screenshot import take_screenshot

    width, _, height = args.size.partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise SystemExit("--size takes WIDTHxHEIGHT, e.g. 1280x720") from None
    spec = _spec(args.game)
    take_screenshot(spec, Path(args.out), seed=args.seed, moves=args.moves, size=size,
                    seat=args.seat, screen=args.screen, players=args.players)
    print(args.out)
    return 0


def cmd_validate(args) -> int:
    from shifting_sands.content.validate import validate_folder
    from shifting_sands.paths import data_dir

    root = Path(args.dir) if args.dir else data_dir()
    problems = validate_folder(root)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) in {root}", file=sys.stderr)
        return 1
    print(f"{root}: all content is valid")
    return 0


def cmd_inspect(args) -> int:
    from shifting_sands.persist.saves import SaveError, inspect_save

    try:
        print(inspect_save(Path(args.file)))
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    return 0


def cmd_bench(args) -> int:
    from shifting_sands.bench import run_bench

    return run_bench(as_json=args.json)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shifting-sands",
                                     description="Desert-themed tabletop games.")
    parser.add_argument("--version", action="version", version=__version__)
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game")
    play.add_argument("game")
    play.add_argument("--players", type=int)
    play.add_argument("--seats", help="human[:NAME] or bot:KIND, comma separated")
    play.add_argument("--seed", type=int)
    play.add_argument("--variant")
    play.set_defaults(func=cmd_play)

    resume = sub.add_parser("resume", help="resume the latest or a given save")
    resume.add_argument("save", nargs="?")
    resume.set_defaults(func=cmd_resume)

    sim = sub.add_parser("simulate", help="play bots against each other headless")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--players", type=int)
    sim.add_argument("--bots", help="bot kinds, comma separated, cycled over the seats")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant")
    sim.add_argument("--json", action="store_true")
    sim.set_defaults(func=cmd_simulate)

    shot = sub.add_parser("screenshot", help="render a scene headless to a PNG")
    shot.add_argument("game")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0)
    shot.add_argument("--size", default="1280x720")
    shot.add_argument("--seat", type=int, default=0)
    shot.add_argument("--players", type=int)
    shot.add_argument("--screen", default="game",
                      choices=["game", "launcher", "setup", "handoff", "pause", "rules",
                               "results", "settings"])
    shot.set_defaults(func=cmd_screenshot)

    validate = sub.add_parser("validate-data", help="check a content folder")
    validate.add_argument("dir", nargs="?")
    validate.set_defaults(func=cmd_validate)

    inspect = sub.add_parser("inspect-save", help="summarise a save file")
    inspect.add_argument("file")
    inspect.set_defaults(func=cmd_inspect)

    bench = sub.add_parser("bench", help="measure frame time, start-up, rules and bots")
    bench.add_argument("--json", action="store_true")
    bench.set_defaults(func=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = build_parser().parse_args(argv)
    if args.command is None:
        return cmd_launcher(args)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
