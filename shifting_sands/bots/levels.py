"""Bot levels every game gets from the generic search, and the kinds a command accepts.

`normal` and `hard` are ISMCTS with a time budget per decision (the budgets of the
architecture page); `ismcts:N` fixes N iterations per decision so that strength
measurements replay exactly. `ismcts:N` is for the lab and `simulate`: it is not in a
game's `bot_kinds()`, so the setup screen does not offer it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.bots.ismcts import IsmctsBot
from shifting_sands.rules.protocol import BotPolicy
from shifting_sands.rules.rng import GameRng
from shifting_sands.rules.spec import GameSpec

SEARCH_SECONDS = {"normal": 0.5, "hard": 2.0}
"""Time budget per decision of each search level."""
ISMCTS_PREFIX = "ismcts:"
MAX_ITERATIONS = 1_000_000
"""More iterations than a measurement needs would only look like a hang."""


def iterations_of(kind: str) -> int | None:
    """N for `ismcts:N`; None for any other kind; ValueError for a malformed N."""
    if not kind.startswith(ISMCTS_PREFIX):
        return None
    text = kind[len(ISMCTS_PREFIX):]
    digits = text.isascii() and text.isdigit() and len(text) <= 7
    if not digits or not 1 <= int(text) <= MAX_ITERATIONS:
        raise ValueError(f"bad bot {kind[:40]!r}: use ismcts:N with N a whole number of "
                         f"iterations from 1 to {MAX_ITERATIONS}")
    return int(text)


def search_bot(spec: GameSpec, kind: str) -> IsmctsBot | None:
    """The search bot `kind` names (normal, hard, ismcts:N) for `spec`, else None."""
    if kind in SEARCH_SECONDS:
        return IsmctsBot(spec, seconds=SEARCH_SECONDS[kind], name=kind)
    iterations = iterations_of(kind)
    if iterations is not None:
        return IsmctsBot(spec, iterations=iterations, name=kind)
    return None


def check_kind(spec: GameSpec, kind: str) -> None:
    """ValueError with the choices when `spec` cannot make a bot of `kind`."""
    if kind in spec.bot_kinds():
        return
    try:
        if iterations_of(kind) is not None:
            return
    except ValueError:
        pass
    raise ValueError(f"unknown bot {kind!r}; choose from {', '.join(spec.bot_kinds())} "
                     f"or {ISMCTS_PREFIX}N")


class BlunderingBot:
    """Any game's `easy` level when it has no better one: a base policy that now and then
    plays a random legal action instead, as a distracted beginner would."""

    def __init__(self, base: BotPolicy, blunder: float = 0.25, name: str = "easy") -> None:
        self.base = base
        self.blunder = blunder
        self.name = name

    def choose(self, view: Any, legal: Sequence[Any], rng: GameRng) -> Any:
        if rng.random() < self.blunder:
            return rng.choice(legal)
        return self.base.choose(view, legal, rng)


BOT_KINDS = ("random", "easy", "normal", "hard", "greedy")
"""The kinds every game offers at setup. Greedy stays last: tests, screenshots and the setup
screen's default bot use the last kind, and it must decide instantly (hard thinks up to 2 s)."""


def default_kind(spec: Any) -> str:
    """The bot kind a seat gets when nobody chose one: the setup screen's default, and
    `play`'s, `simulate`'s and `lab`'s. The last of the game's kinds (greedy: it plays to win
    and decides at once, where random would leave a co-op team losing every game)."""
    return spec.bot_kinds()[-1]

KIND_NOTES = {
    "random": "any legal move, at random",
    "easy": "a beginner: plays for itself, and slips now and then",
    "normal": "thinks ahead, about half a second a move",
    "hard": "thinks ahead harder, about two seconds a move",
    "greedy": "answers at once with the move that helps itself most, never minding rivals",
}
"""What the setup screen says of each kind. A game adds notes for its own kinds with a
`bot_notes` mapping on its spec."""


def kind_note(spec: GameSpec, kind: str) -> str:
    """One line for players choosing an opponent of `kind` in `spec`'s game."""
    return {**KIND_NOTES, **spec.bot_notes}.get(kind, "")


def make_bot(spec: GameSpec, kind: str, own: dict[str, Any]) -> BotPolicy:
    """A bot of `kind` for `spec`: `random`, one of the game's own heuristics (`own` maps a
    kind to a factory), a search level, or `ismcts:N`; ValueError names the choices."""
    if kind in own:
        return own[kind]()
    if kind == "random":
        from shifting_sands.bots.random_bot import RandomBot

        return RandomBot()
    found = search_bot(spec, kind)
    if found is None:
        raise ValueError(f"unknown bot {kind!r}; {spec.title} has "
                         f"{', '.join(spec.bot_kinds())} or {ISMCTS_PREFIX}N")
    return found
