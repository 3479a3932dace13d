"""The commands recognised before argparse sees the line: `lab sweep`, `lab tune` and
`lab params` (since `lab GAME` takes a game id) and `variant` (the designer's own variants,
with its own parser). Each is imported only when asked for."""

from __future__ import annotations

from collections.abc import Callable

LAB_SUBCOMMANDS = ("sweep", "tune", "params")


def before_argparse(argv: list[str]) -> tuple[str, Callable[[list[str]], int], list[str]] | None:
    """(the command's name for its errors, what runs it, its arguments), or None."""
    if argv[:1] == ["lab"] and argv[1:2] and argv[1] in LAB_SUBCOMMANDS:
        from shifting_sands.tune.command import lab_subcommand

        command, run = lab_subcommand(argv[1])
        return command, run, argv[2:]
    if argv[:1] == ["variant"]:
        from shifting_sands.variant_command import cmd_variant

        return "shifting-sands variant", cmd_variant, argv[1:]
    return None
