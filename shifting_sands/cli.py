"""The one entry point: `shifting-sands [COMMAND]` (see the README for every command).

Heavy modules (pygame, pydantic content) are imported inside the commands that
need them, so `--help` and the pure commands start quickly. Every failure ends in one
line on stderr and a non-zero exit: 2 for a bad argument (as argparse does), 1 for
anything else; never a traceback.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from shifting_sands import __version__
from shifting_sands.cli_args import (
    MAX_GAMES,
    MAX_JOBS,
    MAX_MOVES,
    NAME_LIMIT,
    SEED_LIMIT,
    UsageError,
    add_set_argument,
    existing_file,
    items,
    output_file,
    players_and_variant,
    whole_number,
    window_size,
)
from shifting_sands.cli_early import before_argparse
from shifting_sands.cli_help import SCREENS, bots_help, game_ids, games_help
from shifting_sands.cli_window import _crash_report, run_window
from shifting_sands.words import plural

if TYPE_CHECKING:
    import argparse

PLAYERS_ARG = whole_number(1, 99, "--players")
SEED_ARG = whole_number(0, SEED_LIMIT, "--seed")
GAMES_ARG = whole_number(1, MAX_GAMES, "--games")
JOBS_ARG = whole_number(1, MAX_JOBS, "--jobs")
MOVES_ARG = whole_number(0, MAX_MOVES, "--moves")
SEAT_ARG = whole_number(0, 98, "--seat")


def _seats(spec, players: int | None, variant: str | None, seats_text: str | None) -> list:
    """Parse `--seats human,bot:greedy,human:Amira` into Seats (and check the count)."""
    from shifting_sands.bots.levels import default_kind
    from shifting_sands.rules.match import HUMAN, Seat
    from shifting_sands.shell.setup import DEFAULT_NAMES

    listed = items(seats_text, "--seats", "human,bot:greedy") if seats_text is not None else []
    if listed and players is None:  # the list gives the count, which the game must take
        try:
            players_and_variant(spec, len(listed), variant, len(listed))
        except UsageError as exc:
            said = str(exc).removeprefix("--players: ")
            raise UsageError(f"--seats lists {plural(len(listed), 'seat')}: {said}") from None
    count, _ = players_and_variant(spec, players, variant, len(listed) or 2)
    if listed and len(listed) != count:
        raise UsageError(f"--seats lists {plural(len(listed), 'seat')} but --players is "
                         f"{count}")
    seats = []
    for index in range(count):
        item = listed[index] if listed else ("human" if index == 0 else "bot")
        kind, colon, rest = item.partition(":")
        if colon and not rest.strip() and kind in ("human", "bot"):  # a colon, then nothing
            what = "name" if kind == "human" else "kind"
            raise UsageError(f"--seats: seat {index + 1} ({item[:40]!r}) has an empty {what}; "
                             f"use {kind} or {kind}:{what.upper()}")
        if kind == "human":
            name = rest.strip()
            if len(name) > NAME_LIMIT or not name.isprintable():
                raise UsageError(f"--seats: the name {name[:40]!r} must be printable and at "
                                 f"most {NAME_LIMIT} characters")
            seats.append(Seat(name or DEFAULT_NAMES[index % len(DEFAULT_NAMES)], HUMAN))
        elif kind == "bot":
            level = rest or default_kind(spec)
            _check_bot(spec, level, "--seats")
            seats.append(Seat(f"{level.capitalize()} bot {index + 1}", level))
        else:
            raise UsageError(f"--seats: bad seat {item[:40]!r}: use human[:NAME] or bot:KIND")
    return seats


def _check_bot(spec, kind: str, flag: str) -> None:
    from shifting_sands.bots.levels import check_kind

    try:
        check_kind(spec, kind)
    except ValueError as exc:
        raise UsageError(f"{flag}: {exc}") from None


def _options(variant: str):
    from shifting_sands.rules.protocol import Options

    return Options(variant=variant)


def _spec(game_id: str):
    from shifting_sands.games import get_spec

    try:
        return get_spec(game_id)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def cmd_launcher(_args) -> int:
    return run_window(lambda app: app.open_launcher())


def cmd_play(args) -> int:
    import random

    from shifting_sands.rules.match import Match

    spec = _spec(args.game)
    seats = _seats(spec, args.players, args.variant, args.seats)
    _, variant = players_and_variant(spec, len(seats), args.variant, len(seats))
    seed = args.seed if args.seed is not None else random.randrange(1, 10**6)
    match = Match(spec, seed, seats, _options(variant))

    def start(app) -> None:
        from shifting_sands.shell.start import start_match

        start_match(app, match)

    return run_window(start)


def cmd_resume(args) -> int:
    """`resume SAVE` opens that save; bare `resume` the most recent unfinished match."""
    from shifting_sands.persist.catalog import latest_save
    from shifting_sands.persist.saves import SaveError, load_match

    try:
        path = existing_file(args.save, "the save") if args.save is not None else latest_save()
        if path is None:
            print("No unfinished game to resume.", file=sys.stderr)
            return 1
        match = load_match(path)
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    from shifting_sands.shell.start import start_match

    return run_window(lambda app: start_match(app, match, source=path))


def _bot_list(spec, text: str | None) -> list[str]:
    """`--bots` as a list of kinds, each checked (listed levels or ismcts:N); without it,
    the kind the setup screen seats by default."""
    from shifting_sands.bots.levels import default_kind

    bots = items(text, "--bots", "random,greedy") if text is not None else [default_kind(spec)]
    for bot in bots:
        _check_bot(spec, bot, "--bots")
    return bots


def _jobs(value: int | None) -> int:
    from shifting_sands.sim import default_jobs

    return value or default_jobs()


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 1


def _write_image(path: Path, write: Callable[[], object]) -> int | None:
    """Run `write` (which saves a PNG at `path`); one line and 1 if the disk or pygame
    refused it, None when it worked. Only called once pygame is imported anyway."""
    import pygame

    try:
        write()
    except OSError as exc:
        return _fail(f"cannot write {path}: {exc.strerror or exc}")
    except pygame.error as exc:  # the image could not be saved
        return _fail(f"cannot write {path}: {exc}")
    return None


def cmd_simulate(args) -> int:
    from shifting_sands.sim import ProgressBar, simulate, write_rows

    spec = _spec(args.game)
    bots = _bot_list(spec, args.bots)
    fallback = max(len(bots), spec.min_players if spec.min_players > 1 else 2)
    players, variant = players_and_variant(spec, args.players, args.variant, fallback)
    if len(bots) > players:
        raise UsageError(f"--bots lists {plural(len(bots), 'kind')} for "
                         f"{plural(players, 'seat')}; give at most one kind per seat")
    out = output_file(args.out, "--out", (".csv", ".json")) if args.out is not None else None
    result = simulate(spec, args.games, players, bots, args.seed, _options(variant),
                      jobs=_jobs(args.jobs), swap=args.swap,
                      progress=ProgressBar(args.games))
    if out is not None:
        try:
            write_rows(result.records, out)
        except (ValueError, OSError) as exc:
            return _fail(f"cannot write {args.out}: {getattr(exc, 'strerror', None) or exc}")
    summary = result.to_json()
    if args.json:
        print(json.dumps(summary))
    else:
        from shifting_sands.lab import simulation_report

        print(simulation_report(spec.title, summary, chosen=args.bots is not None))
    return 0


def cmd_lab(args) -> int:
    from shifting_sands.lab import comparison_table, parse_variant, run_lab
    from shifting_sands.sim import ProgressBar

    spec = _spec(args.game)
    variants = items(args.variants, "--variants", "standard,small")
    known = spec.variants()
    for text in variants:
        try:
            name, seats = parse_variant(text)
        except ValueError as exc:
            raise UsageError(f"--variants: {exc}") from None
        if name not in known:
            raise UsageError(f"--variants: {spec.title} has no variant {name!r}; choose from "
                             f"{', '.join(known)}")
        players_and_variant(spec, seats if seats is not None else args.players, name, 2)
    bots = _bot_list(spec, args.bots)
    if len(bots) > spec.max_players:
        raise UsageError(f"--bots lists {plural(len(bots), 'kind')}; {spec.title} has at "
                         f"most {plural(spec.max_players, 'seat')}")
    chart = output_file(args.out_chart if args.out_chart is not None else f"lab-{spec.id}.png",
                        "--out-chart", (".png",))
    from shifting_sands import lab_decided_cli

    lab_decided_cli.check(args, variants)
    if args.until_decided:
        from shifting_sands.lab_chart import draw_comparison

        return lab_decided_cli.run(args, spec, variants, bots, chart, _jobs(args.jobs),
                                   lambda report: _write_image(
                                       chart, lambda: draw_comparison(report, chart)))
    try:
        report = run_lab(spec, variants, args.games, bots, args.seed, players=args.players,
                         jobs=_jobs(args.jobs), swap=not args.no_swap, settings=args.set,
                         progress=lambda label: ProgressBar(args.games, label=f"games, {label}"))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    from shifting_sands.lab_chart import draw_comparison

    failed = _write_image(chart, lambda: draw_comparison(report, chart))
    if failed is not None:
        return failed
    if args.json:
        print(json.dumps({**report, "chart": str(chart)}))
    else:
        print(comparison_table(report, chosen=args.bots is not None))
        print(f"chart: {chart}")
    return 0


def cmd_screenshot(args) -> int:
    size = window_size(args.size)
    spec = _spec(args.game)
    players, variant = players_and_variant(spec, args.players, args.variant,
                                           2 if spec.min_players <= 2 <= spec.max_players
                                           else spec.min_players)
    if not 0 <= args.seat < players:
        raise UsageError(f"--seat takes a seat from 0 to {players - 1} "
                         f"(with {plural(players, 'player')}), not {args.seat}")
    out = output_file(args.out, "--out", (".png",))
    from shifting_sands.screenshot import key_codes, take_screenshot

    key_codes(tuple(args.press))  # a key name pygame does not know: one line, before drawing

    failed = _write_image(out, lambda: take_screenshot(
        spec, out, seed=args.seed, moves=args.moves, size=size, seat=args.seat,
        screen=args.screen, players=players, variant=variant,
        press=tuple(args.press)))
    if failed is not None:
        return failed
    print(args.out)
    return 0


def cmd_validate(args) -> int:
    from shifting_sands.games.content_check import check_content
    from shifting_sands.paths import data_dir

    root = Path(args.dir) if args.dir is not None else data_dir()
    if args.dir is not None and not args.dir.strip():
        raise UsageError("validate-data: the folder name is empty")
    problems = check_content(root, thorough=args.thorough)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s) in {root}", file=sys.stderr)
        return 1
    print(f"{root}: all content is valid")
    return 0


def cmd_inspect(args) -> int:
    from shifting_sands.persist.saves import SaveError, inspect_save

    path = existing_file(args.file, "the save")
    try:
        summary = inspect_save(path)
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    lines = summary.split("\n")
    round_line = _round_line(path)
    if round_line:
        lines.insert(min(4, len(lines)), round_line)
    print("\n".join(lines))
    return 0


def _round_line(path: Path) -> str | None:
    """"Round: 3 of at most 60" for a game that counts rounds, read from the save's snapshot
    (the save has been checked already; anything odd here just leaves the line out)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        snapshot = data["snapshot"]
        number = snapshot.get("fields", snapshot)["round"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    if not isinstance(number, int) or isinstance(number, bool):
        return None
    limit = None
    try:
        spec = _spec(str(data["game"]))
        variant = str((data.get("options") or {}).get("variant", "standard"))
        limit = spec.rule_set(variant).max_rounds
    except (UsageError, AttributeError, KeyError, TypeError, ValueError):
        pass
    return f"Round: {number}" + (f" of at most {limit}" if isinstance(limit, int) else "")


def cmd_bench(args) -> int:
    from shifting_sands.bench import run_bench

    return run_bench(as_json=args.json)


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from shifting_sands.cli_parser import Parser

    parser = Parser(prog="shifting-sands",
                    description="Desert-themed tabletop games.")
    parser.add_argument("--version", action="version", version=__version__)
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game", epilog=games_help,
                          formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("game", help="a game id: " + ", ".join(game_ids()))
    play.add_argument("--players", type=PLAYERS_ARG, metavar="N",
                      help="how many seats (each game's range is listed below)")
    play.add_argument("--seats", metavar="LIST",
                      help="one item per seat, comma separated: human, human:NAME or bot:KIND "
                           "(each game's bot kinds are listed below)")
    play.add_argument("--seed", type=SEED_ARG, metavar="S",
                      help="a whole number; the same seed deals the same game (random if left "
                           "out)")
    play.add_argument("--variant", metavar="V", help="a variant id of the game (listed below)")
    play.set_defaults(func=cmd_play)

    resume = sub.add_parser("resume", help="resume the latest or a given save")
    resume.add_argument("save", nargs="?",
                        help="a save file (default: the most recent unfinished game)")
    resume.set_defaults(func=cmd_resume)

    games = ", ".join(game_ids())
    bots = bots_help()
    sim = sub.add_parser("simulate", help="play bots against each other headless",
                         description="Play bots against each other, headless, and report "
                                     "win rates with 95% intervals, the first seat's "
                                     "advantage, game lengths and how the games ended.")
    sim.add_argument("game", help=f"a game id: {games}")
    sim.add_argument("--games", type=GAMES_ARG, required=True, metavar="N",
                     help=f"how many games to play (1 to {MAX_GAMES:,})")
    sim.add_argument("--players", type=PLAYERS_ARG, metavar="N",
                     help="seats per game, within the game's and the variant's range "
                          "(default: as many as --bots lists, at least 2, within the range)")
    sim.add_argument("--bots", metavar="KINDS",
                     help=bots)
    sim.add_argument("--seed", type=SEED_ARG, default=1, metavar="S",
                     help="the first game's seed; each next game adds 1 (default: %(default)s)")
    sim.add_argument("--variant", metavar="V",
                     help="a variant id of the game (default: the game's own for the seat "
                          "count; see play --help)")
    sim.add_argument("--json", action="store_true",
                     help="print the summary as one JSON object instead of the report")
    sim.add_argument("--jobs", type=JOBS_ARG, metavar="J",
                     help="worker processes (default: one per core); results do not depend on it")
    sim.add_argument("--swap", action="store_true",
                     help="rotate the bots one seat per game, so each sits in each seat equally")
    sim.add_argument("--out", metavar="FILE",
                     help="also write one row per game to FILE.csv or FILE.json")
    sim.set_defaults(func=cmd_simulate)

    lab = sub.add_parser("lab", help="compare variants of a game with bots, as a table and "
                                     "chart; `lab sweep SWEEP.yaml` plays a whole sweep",
                         description="Play each variant with the same seeds and bots and "
                                     "compare them side by side, as a table and a chart.",
                         epilog="lab sweep SWEEP.yaml: a sweep file's cells, resumable; lab "
                                "tune TUNE.yaml: parameters searched toward targets; lab "
                                "params GAME: the parameters (see each one's --help)")
    lab.add_argument("game", help=f"a game id: {games}")
    lab.add_argument("--variants", required=True, metavar="LIST",
                     help="variant ids, comma separated; VARIANT@N plays it with N seats, "
                          "e.g. standard,small or standard@2,standard@4")
    lab.add_argument("--games", type=GAMES_ARG, required=True, metavar="N",
                     help=f"games per variant (1 to {MAX_GAMES:,})")
    lab.add_argument("--bots", metavar="KINDS",
                     help=bots)
    lab.add_argument("--players", type=PLAYERS_ARG, metavar="N",
                     help="seats in every variant (default: as many as --bots lists, at "
                          "least 2, within each variant's range)")
    lab.add_argument("--seed", type=SEED_ARG, default=1, metavar="S",
                     help="seed of the first game of each variant (default: %(default)s)")
    lab.add_argument("--jobs", type=JOBS_ARG, metavar="J",
                     help="worker processes (default: one per core); results do not depend on it")
    lab.add_argument("--no-swap", action="store_true",
                     help="keep each bot in its seat instead of rotating the seats per game")
    lab.add_argument("--out-chart", metavar="FILE",
                     help="PNG of the comparison (default: lab-GAME.png here)")
    lab.add_argument("--json", action="store_true",
                     help="print the comparison as one JSON object instead of the table")
    add_set_argument(lab)
    from shifting_sands.lab_decided_cli import add_arguments as add_until_decided

    add_until_decided(lab)
    lab.set_defaults(func=cmd_lab)

    shot = sub.add_parser("screenshot", help="render a scene headless to a PNG",
                          description="Render one screen of a demo game headless to a PNG: "
                                      "the seat --seat is a person, the others bots, after "
                                      "--moves moves.")
    shot.add_argument("game", help=f"a game id: {games}")
    shot.add_argument("--out", required=True, metavar="FILE", help="the PNG to write")
    shot.add_argument("--seed", type=SEED_ARG, default=1, metavar="S",
                      help="the demo game's seed (default: %(default)s)")
    shot.add_argument("--moves", type=MOVES_ARG, default=0, metavar="N",
                      help=f"moves the bots play before the picture, 0 to {MAX_MOVES:,} "
                           "(default: %(default)s)")
    shot.add_argument("--size", default="1280x720", metavar="WxH",
                      help="the picture's size in pixels (default: %(default)s)")
    shot.add_argument("--seat", type=SEAT_ARG, default=0, metavar="P",
                      help="the seat at the keyboard, counted from 0 (default: %(default)s)")
    shot.add_argument("--players", type=PLAYERS_ARG, metavar="N",
                      help="seats (default: 2, or the game's smallest count above it)")
    shot.add_argument("--variant", metavar="V",
                      help="a variant id of the game (default: the game's own)")
    shot.add_argument("--screen", default="game", choices=SCREENS, metavar="SCREEN",
                      help=f"which screen: {', '.join(SCREENS)} (default: %(default)s); "
                           "handoff only in a game that would show one at that point; replay: "
                           "the demo game played to its end, in the replay viewer at step "
                           "--moves")
    shot.add_argument("--press", type=lambda text: [k.strip() for k in text.split(",")],
                      default=[], metavar="KEYS",
                      help="keys pressed on that screen before the picture, by pygame's "
                           "names, comma-separated (e.g. right, or space,f)")
    shot.set_defaults(func=cmd_screenshot)

    validate = sub.add_parser("validate-data", help="check a content folder")
    validate.add_argument("dir", nargs="?",
                          help="a content folder laid out as data/ (default: the shipped one)")
    validate.add_argument("--thorough", action="store_true",
                          help="play every variant at every player count to the end")
    validate.set_defaults(func=cmd_validate)

    inspect = sub.add_parser("inspect-save", help="summarise a save file")
    inspect.add_argument("file", help="a save file")
    inspect.set_defaults(func=cmd_inspect)

    bench = sub.add_parser("bench", help="measure frame time, start-up, rules and bots")
    bench.add_argument("--json", action="store_true",
                       help="print the figures as one JSON object")
    bench.set_defaults(func=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # simulate's worker processes in frozen builds
        import multiprocessing  # (elsewhere freeze_support does nothing: not worth 30 ms)

        multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    command = "shifting-sands"
    argv = sys.argv[1:] if argv is None else argv
    try:
        if not argv:  # the launcher: its first frame need not wait for every command's parser
            return cmd_launcher(None)
        if (early := before_argparse(argv)) is not None:  # lab sweep/tune/params, variant
            command, run, rest = early
            return run(rest)
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command is None:
            return cmd_launcher(args)
        command = f"shifting-sands {args.command}"
        return int(args.func(args) or 0)
    except UsageError as exc:
        print(f"{command}: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print(f"{command}: stopped", file=sys.stderr)
        return 130
    except Exception as exc:
        from shifting_sands.content.errors import ContentError

        if isinstance(exc, ContentError):  # the shipped content itself is broken
            more = f" (and {len(exc.problems) - 1} more)" if len(exc.problems) > 1 else ""
            print(f"{command}: {exc.problems[0]}{more}", file=sys.stderr)
            return 1
        import traceback

        where = _crash_report(traceback.format_exc())
        said = " ".join(str(exc).split())[:200]
        print(f"{command}: internal error {type(exc).__name__}: {said}; {where}",
              file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
