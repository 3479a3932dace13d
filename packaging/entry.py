"""The frozen program's entry point: the same `main` as the console script."""

import sys

from shifting_sands.cli import main

if __name__ == "__main__":
    sys.exit(main())
