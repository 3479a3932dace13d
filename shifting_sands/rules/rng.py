"""A seeded random source whose whole state serialises to JSON.

Rules draw every random number from the `GameRng` held inside their state, so a
seed plus the list of actions replays a game exactly, and a save can carry the
generator mid-game.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class GameRng:
    """Thin wrapper over `random.Random` with JSON-friendly state and a cheap copy."""

    __slots__ = ("_random",)

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    def randrange(self, stop: int) -> int:
        return self._random.randrange(stop)

    def random(self) -> float:
        return self._random.random()

    def choice(self, items: Sequence[T]) -> T:
        return self._random.choice(items)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self._random.shuffle(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._random.sample(list(items), k)

    def copy(self) -> GameRng:
        twin = GameRng.__new__(GameRng)
        twin._random = random.Random()
        twin._random.setstate(self._random.getstate())
        return twin

    def to_json(self) -> list[Any]:
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: list[Any]) -> GameRng:
        rng = cls()
        rng.set_state(data)
        return rng

    def set_state(self, data: list[Any]) -> None:
        """Continue from a state `to_json` gave (a bot's generator, moved on elsewhere)."""
        if not isinstance(data, list) or len(data) != 3:
            raise ValueError("random generator state must be a list of three items")
        version, internal, gauss = data
        self._random.setstate((int(version), tuple(int(x) for x in internal), gauss))
