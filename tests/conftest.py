"""Every test runs headless, with user folders inside a temporary directory."""

import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Settings and saves go to a fresh folder per test, never the real user's."""
    home = tmp_path / "home"
    monkeypatch.setenv("SHIFTING_SANDS_HOME", str(home))
    return home


@pytest.fixture
def contract_registry():
    """The shipped games and the test-only toy games (co-op, dice): the contract suite's
    registry. The toys never enter the shipped REGISTRY."""
    from shifting_sands.games import REGISTRY
    from tests.toys import TOYS

    return {**REGISTRY, **TOYS}
