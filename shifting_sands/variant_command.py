"""`shifting-sands variant new|check|list`: the designer's own variants from the command line.

`new` writes a commented copy of a variant into `<home>/variants/<game>.yaml` to edit;
`check` reads every own file (or one game's) and names each fault as `file:line: problem`;
`list` shows a game's variants, the designer's own marked. Every error is one line and a
non-zero exit (2 for a bad argument, 1 for a file with faults or one that cannot be written).
"""

from __future__ import annotations

import sys

from shifting_sands.cli_args import Parser, UsageError


def build_variant_parser() -> Parser:
    parser = Parser(prog="shifting-sands variant",
                    description="Your own variants: a file per game in your variants folder, "
                                "shaped like the shipped variant file.")
    sub = parser.add_subparsers(dest="action", required=True, metavar="new|check|list")
    new = sub.add_parser("new", help="write a commented copy of a variant to edit",
                         description="Copy a variant (shipped or your own) into your own file "
                                     "under a new id, with the shipped file's notes.")
    new.add_argument("game", help="a game id (stones, mothership, ouroboros, "
                                   "curse_reverse, north_africa)")
    new.add_argument("--from", dest="source", default="standard", metavar="VARIANT",
                     help="the variant to copy (default: standard; a game without one "
                          "copies its default variant)")
    new.add_argument("--id", dest="key", required=True, metavar="ID",
                     help="your variant's id: lower case letters, digits and _")
    check = sub.add_parser("check", help="validate your own variant files",
                           description="Read your own variant files and name every fault "
                                       "as file:line: problem; exit 1 if there is one.")
    check.add_argument("game", nargs="?", help="one game (default: every game that has one)")
    listing = sub.add_parser("list", help="a game's variants, your own marked")
    listing.add_argument("game", help="a game id")
    return parser


def _kind_of(game: str):
    from shifting_sands.games import REGISTRY, get_spec

    try:
        spec = get_spec(game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    kind = spec.variant_kind()
    if kind is None:
        able = [key for key, other in REGISTRY.items() if other.variant_kind() is not None]
        raise UsageError(f"{spec.title} has no variant file, so no own variants; games "
                         f"that have one: {', '.join(able)}")
    return spec, kind


def _new(args) -> int:
    from shifting_sands.content.own_variant_files import save_own_variant
    from shifting_sands.content.own_variants import all_rules

    spec, kind = _kind_of(args.game)
    rules = all_rules(kind)
    if args.source == "standard" and "standard" not in rules:
        args.source = spec.default_variant(max(2, spec.min_players))  # the game's usual one
    if args.source not in rules:
        raise UsageError(f"--from: {spec.title} has no variant {args.source!r}; choose from "
                         f"{', '.join(rules)}")
    if args.key in rules:
        raise UsageError(f"--id: {spec.title} already has a variant {args.key!r}; choose "
                         "another id")
    params = dict(kind.params(rules[args.source]))
    params["title"] = args.key.replace("_", " ").capitalize()
    title, description = kind.describe(rules[args.source])
    params["description"] = f"My copy of {title or args.source}: {description}"
    if "settings" in params:  # an overlay: every number of the variant, ready to change
        params["settings"] = {p.name: p.default for p in spec.parameters(args.source)}
    try:
        path = save_own_variant(kind, args.key, params)
    except ValueError as exc:
        if "lower case" in str(exc) or "shipped" in str(exc):
            raise UsageError(f"--id: {exc}") from None
        print(f"shifting-sands variant: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {args.key!r} (a copy of {args.source!r}) to {path}; edit it, then run "
          f"shifting-sands variant check {spec.id}")
    return 0


def _check(args) -> int:
    from shifting_sands.content.own_variants import own_path, read_own
    from shifting_sands.games import REGISTRY

    if args.game is not None:
        games = [_kind_of(args.game)]
    else:
        games = [(spec, spec.variant_kind()) for spec in REGISTRY.values()
                 if spec.variant_kind() is not None]
    faults = 0
    for spec, kind in games:
        path = own_path(kind.game)
        if not path.exists():
            print(f"{spec.title}: no own variants ({path} does not exist)")
            continue
        book = read_own(kind, path)
        for fault in book.faults:
            print(fault, file=sys.stderr)
        faults += len(book.faults)
        names = ", ".join(book.rules) or "none"
        print(f"{path}: {len(book.rules)} good variant(s): {names}"
              + (f"; {len(book.faults)} fault(s)" if book.faults else ""))
    return 1 if faults else 0


def _list(args) -> int:
    from shifting_sands.games import get_spec

    try:
        spec = get_spec(args.game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    for key, variant in spec.variants().items():
        mark = "  (your own)" if variant.own else ""
        print(f"{key:16} {variant.title}{mark}")
    return 0


def cmd_variant(argv: list[str]) -> int:
    args = build_variant_parser().parse_args(argv)
    return {"new": _new, "check": _check, "list": _list}[args.action](args)
