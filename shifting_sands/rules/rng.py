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


def _blank() -> random.Random:
    """A generator whose state is about to be set: `random.Random()` would first seed itself
    from the system's entropy, which cost more than all the rest of a copy."""
    return random.Random.__new__(random.Random)


class GameRng:
    """Thin wrapper over `random.Random` with JSON-friendly state and a cheap copy.

    A copy shares its generator with the original until either draws (copy on write): a
    state's `_copy` (clones for the search, the roll-back point of `apply`) then costs nothing
    for a generator that is never drawn from again.

    Its state, once read (`to_json`: every undo snapshot of a move that draws nothing), is
    kept until the next draw, since building its 625 numbers again cost more than the rest
    of a Stones snapshot."""

    __slots__ = ("_owned", "_random", "_state")

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)
        self._owned = True
        self._state: tuple[Any, ...] | None = None

    def _own(self) -> random.Random:
        """The generator, made this object's own before it moves on."""
        self._state = None
        if not self._owned:
            twin = _blank()
            twin.setstate(self._random.getstate())
            self._random, self._owned = twin, True
        return self._random

    def randrange(self, stop: int) -> int:
        return self._own().randrange(stop)

    def random(self) -> float:
        return self._own().random()

    def choice(self, items: Sequence[T]) -> T:
        return self._own().choice(items)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self._own().shuffle(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._own().sample(list(items), k)

    def copy(self) -> GameRng:
        twin = GameRng.__new__(GameRng)
        twin._random, twin._owned, twin._state = self._random, False, self._state
        self._owned = False
        return twin

    def to_json(self) -> list[Any]:
        state = self._state
        if state is None:
            state = self._state = self._random.getstate()
        version, internal, gauss = state
        return [version, list(internal), gauss]

    @classmethod
    def from_json(cls, data: list[Any]) -> GameRng:
        rng = cls.__new__(cls)
        rng._random, rng._owned, rng._state = _blank(), True, None
        rng.set_state(data)
        return rng

    def set_state(self, data: list[Any]) -> None:
        """Continue from a state `to_json` gave (a bot's generator, moved on elsewhere)."""
        if not isinstance(data, list) or len(data) != 3:
            raise ValueError("random generator state must be a list of three items")
        version, internal, gauss = data
        state = (int(version), tuple(int(x) for x in internal), gauss)
        if not self._owned:
            self._random, self._owned = _blank(), True
        self._state = None
        self._random.setstate(state)

    def __copy__(self) -> GameRng:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> GameRng:
        twin = GameRng.__new__(GameRng)
        twin._random, twin._owned, twin._state = _blank(), True, None
        twin._random.setstate(self._random.getstate())
        return twin

    def __getstate__(self) -> tuple[Any, ...]:
        return (None, {"_random": self._random, "_owned": True})

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self._random, self._owned, self._state = state[1]["_random"], True, None
