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
from shifting_sands.words import count_range, plural


def _seats(spec, players: int | None, seats_text: str | None) -> list:
    """Parse `--seats human,bot:greedy,human:Amira` into Seats."""
    from shifting_sands.rules.match import HUMAN, Seat
    from shifting_sands.shell.setup import DEFAULT_NAMES

    items = seats_text.split(",") if seats_text else []
    count = players or len(items) or 2
    if items and len(items) != count:
        raise SystemExit(f"--seats lists {plural(len(items), 'seat')} but --players is {count}")
    seats = []
    for index in range(count):
        item = items[index].strip() if items else ("human" if index == 0 else "bot:greedy")
        kind, _, rest = item.partition(":")
        if kind == "human":
            seats.append(Seat(rest or DEFAULT_NAMES[index % len(DEFAULT_NAMES)], HUMAN))
        elif kind == "bot":
            from shifting_sands.bots.levels import check_kind

            level = rest or "greedy"
            try:
                check_kind(spec, level)
            except ValueError as exc:
                raise SystemExit(str(exc)) from None
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


def run_window(prepare) -> int:
    """Open the window, let `prepare(app)` push the first scene, and run it. A crash is
    written to the user's log folder (the autosave of the last turn is kept) and reported
    in one line instead of a traceback."""
    from shifting_sands.app import App

    app = App()
    try:
        prepare(app)
        app.run()
    except Exception:
        import traceback
        from datetime import datetime

        from shifting_sands.paths import logs_dir

        path = logs_dir() / f"crash-{datetime.now():%Y%m%d-%H%M%S}.txt"
        path.write_text(traceback.format_exc(), encoding="utf-8")
        print(f"Shifting Sands stopped after an internal error; details in {path}. "
              "Your game was autosaved at the end of the last turn.", file=sys.stderr)
        return 2
    return 0


def cmd_launcher(_args) -> int:
    return run_window(lambda app: app.open_launcher())


def cmd_play(args) -> int:
    import random

    from shifting_sands.rules.match import Match
    from shifting_sands.shell.start import start_match

    spec = _spec(args.game)
    seats = _seats(spec, args.players, args.seats)
    options = _options(spec, args.variant, len(seats))
    seed = args.seed if args.seed is not None else random.randrange(1, 10**6)
    match = Match(spec, seed, seats, options)
    return run_window(lambda app: start_match(app, match))


def cmd_resume(args) -> int:
    """`resume SAVE` opens that save; bare `resume` the most recent unfinished match."""
    from shifting_sands.persist.catalog import latest_save
    from shifting_sands.persist.saves import SaveError, load_match

    path = Path(args.save) if args.save else latest_save()
    if path is None:
        print("No unfinished game to resume.", file=sys.stderr)
        return 1
    try:
        match = load_match(path)
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    from shifting_sands.shell.start import start_match

    return run_window(lambda app: start_match(app, match, source=path))


def _bot_list(spec, text: str | None) -> list[str]:
    """`--bots` as a list of kinds, each checked (listed levels or ismcts:N)."""
    from shifting_sands.bots.levels import check_kind

    bots = [b.strip() for b in (text or "random").split(",") if b.strip()]
    for bot in bots:
        try:
            check_kind(spec, bot)
        except ValueError as exc:
            raise SystemExit(str(exc)) from None
    return bots


def _jobs(value: int | None) -> int:
    from shifting_sands.sim import default_jobs

    if value is not None and value < 1:
        raise SystemExit("--jobs takes a whole number of processes, 1 or more")
    return value or default_jobs()


def cmd_simulate(args) -> int:
    from shifting_sands.sim import ProgressBar, simulate, write_rows

    spec = _spec(args.game)
    bots = _bot_list(spec, args.bots)
    players = args.players or max(len(bots), spec.min_players if spec.min_players > 1 else 2)
    options = _options(spec, args.variant, players)
    if args.games < 1:
        raise SystemExit("--games takes a whole number of games, 1 or more")
    result = simulate(spec, args.games, players, bots, args.seed, options,
                      jobs=_jobs(args.jobs), swap=args.swap,
                      progress=ProgressBar(args.games))
    if args.out:
        try:
            write_rows(result.records, args.out)
        except (ValueError, OSError) as exc:
            raise SystemExit(f"cannot write {args.out}: {exc}") from None
    summary = result.to_json()
    if args.json:
        print(json.dumps(summary))
    else:
        from shifting_sands.lab import simulation_report

        print(simulation_report(spec.title, summary))
    return 0


def cmd_lab(args) -> int:
    from shifting_sands.lab import comparison_table, run_lab
    from shifting_sands.sim import ProgressBar

    spec = _spec(args.game)
    variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    if not variants:
        raise SystemExit(f"--variants needs at least one of {', '.join(spec.variants())}")
    if args.games < 1:
        raise SystemExit("--games takes a whole number of games, 1 or more")
    bots = _bot_list(spec, args.bots)
    try:
        report = run_lab(spec, variants, args.games, bots, args.seed, players=args.players,
                         jobs=_jobs(args.jobs), swap=not args.no_swap,
                         progress=lambda label: ProgressBar(args.games, label=f"games, {label}"))
    except ValueError as exc:
        raise SystemExit(str(exc)) from None
    chart = Path(args.out_chart or f"lab-{spec.id}.png")
    from shifting_sands.lab_chart import draw_comparison

    draw_comparison(report, chart)
    if args.json:
        print(json.dumps({**report, "chart": str(chart)}))
    else:
        print(comparison_table(report))
        print(f"chart: {chart}")
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
        summary = inspect_save(Path(args.file))
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    lines = summary.split("\n")
    round_line = _round_line(Path(args.file))
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
    except (SystemExit, AttributeError, KeyError, TypeError, ValueError):
        pass
    return f"Round: {number}" + (f" of at most {limit}" if isinstance(limit, int) else "")


def cmd_bench(args) -> int:
    from shifting_sands.bench import run_bench

    return run_bench(as_json=args.json)


def _game_ids() -> list[str]:
    from shifting_sands.games import REGISTRY

    return list(REGISTRY)


def games_help() -> str:
    """What `play` accepts for each registered game, read from the registry."""
    import textwrap

    from shifting_sands.games import REGISTRY

    lines = ["games:"]
    for spec in REGISTRY.values():
        players = count_range(spec.min_players, spec.max_players, "player")
        lines.append(f"  {spec.id} - {spec.title}, {players}")
        lines.append(f"    --players: {spec.min_players}"
                     + (f" to {spec.max_players}" if spec.max_players != spec.min_players else ""))
        defaults: dict[str, list[int]] = {}
        for count in range(spec.min_players, spec.max_players + 1):
            defaults.setdefault(spec.default_variant(count), []).append(count)
        if len(defaults) == 1:
            default = f"default {next(iter(defaults))}"
        else:
            default = "default " + ", ".join(
                f"{v} with {count_range(n[0], n[-1], 'player')}" for v, n in defaults.items())
        lines.append(f"    --variant ({default}):")
        for variant in spec.variants().values():
            takes = count_range(variant.min_players, variant.max_players, "player")
            text = f"{variant.id} ({takes}): {variant.description}"
            lines.extend(textwrap.wrap(text, 92, initial_indent="      ",
                                       subsequent_indent="        "))
        kinds = ", ".join(spec.bot_kinds())
        lines.extend(textwrap.wrap(f"--seats: human, human:NAME, or bot:KIND with KIND one of "
                                   f"{kinds} (or ismcts:N)", 92, initial_indent="    ",
                                   subsequent_indent="      "))
        lines.append("    --seed: any whole number, e.g. --seed 42")
    lines += ["", "example: shifting-sands play stones --seats human:Amira,bot:normal --seed 7"]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shifting-sands",
                                     description="Desert-themed tabletop games.")
    parser.add_argument("--version", action="version", version=__version__)
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game", epilog=games_help(),
                          formatter_class=argparse.RawDescriptionHelpFormatter)
    play.add_argument("game", help="a game id: " + ", ".join(_game_ids()))
    play.add_argument("--players", type=int, metavar="N",
                      help="how many seats (each game's range is listed below)")
    play.add_argument("--seats", metavar="LIST",
                      help="one item per seat, comma separated: human, human:NAME or bot:KIND "
                           "(each game's bot kinds are listed below)")
    play.add_argument("--seed", type=int, metavar="S",
                      help="a whole number; the same seed deals the same game (random if left "
                           "out)")
    play.add_argument("--variant", metavar="V", help="a variant id of the game (listed below)")
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
    sim.add_argument("--jobs", type=int,
                     help="worker processes (default: one per core); results do not depend on it")
    sim.add_argument("--swap", action="store_true",
                     help="rotate the bots one seat per game, so each sits in each seat equally")
    sim.add_argument("--out", help="write one row per game to FILE.csv or FILE.json")
    sim.set_defaults(func=cmd_simulate)

    lab = sub.add_parser("lab", help="compare variants of a game with bots, as a table and chart")
    lab.add_argument("game")
    lab.add_argument("--variants", required=True, help="variant ids, comma separated")
    lab.add_argument("--games", type=int, required=True, help="games per variant")
    lab.add_argument("--bots", help="bot kinds, comma separated, cycled over the seats")
    lab.add_argument("--players", type=int,
                     help="seats in every variant (default: 2, within each variant's range)")
    lab.add_argument("--seed", type=int, default=1)
    lab.add_argument("--jobs", type=int, help="worker processes (default: one per core)")
    lab.add_argument("--no-swap", action="store_true",
                     help="keep each bot in its seat instead of rotating the seats per game")
    lab.add_argument("--out-chart", help="PNG of the comparison (default: lab-GAME.png)")
    lab.add_argument("--json", action="store_true")
    lab.set_defaults(func=cmd_lab)

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
    import multiprocessing

    multiprocessing.freeze_support()  # simulate's worker processes in frozen builds
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = build_parser().parse_args(argv)
    if args.command is None:
        return cmd_launcher(args)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
