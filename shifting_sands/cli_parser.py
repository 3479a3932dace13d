"""The command line's argparse parser, in a module of its own so that argparse is imported
only when a command's arguments are parsed (never by the launcher's start)."""

from __future__ import annotations

import argparse


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose errors are one line (no usage block) and exit 2. Its epilog
    may be a function, called only when the help is shown: `play`'s list of games reads
    every game's content, which the window's start-up should not wait for."""

    def format_help(self) -> str:
        if callable(self.epilog):
            self.epilog = self.epilog()
        return super().format_help()

    def error(self, message: str):  # type: ignore[override]
        import sys

        print(f"{self.prog}: error: {' '.join(message.split())}; see {self.prog} --help",
              file=sys.stderr)
        raise SystemExit(2)
