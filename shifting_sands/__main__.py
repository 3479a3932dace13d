"""`python -m shifting_sands` is the same program as `shifting-sands`."""

from shifting_sands.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
