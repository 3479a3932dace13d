"""`validate-data`: content that validates must also play.

Every registered game's folder is loaded and cross-checked, then played, so that a deck or
a table that no game can use is named here rather than crashing a game. The quick check (the
default, a few seconds) sets up every variant at every player count and plays a stretch of
random moves and a few bot moves in each; `--thorough` plays seeded games of every variant
at every player count to their end (bots from the registry, bounded moves), as a release
check (half a minute and more). No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from shifting_sands.content.errors import ContentError
from shifting_sands.content.load_once import remembering
from shifting_sands.content.validate import LOADERS, validate_folder
from shifting_sands.rules.rng import GameRng

BOT_SEEDS = (1, 2)
"""Thorough: games played by the registry's quickest bot (the last kind), each to its end."""
RANDOM_SEED = 3
"""One game of random moves, cut off at RANDOM_MOVES (thorough) or QUICK_MOVES: it must not
crash."""
MAX_MOVES = 3000
RANDOM_MOVES = 400
QUICK_MOVES = 60
"""Quick: random moves at every variant and player count."""
QUICK_BOT_MOVES = 8
"""Quick: moves of the quickest bot at each variant's largest table."""

NewGame = Callable[[int, int], Any]
"""(seed, players) -> a new state played with the folder's own content."""


def _stones_games(folder: Path, spec: Any) -> tuple[list[str], Iterator[tuple[str, range,
                                                                                NewGame]]]:
    from shifting_sands.content.stones import load_stones, stones_problems
    from shifting_sands.games.stones.rules.setup import new_stones_game

    content = load_stones(folder)
    standard = spec.variants()["standard"]
    problems = stones_problems(folder, content,
                               range(standard.min_players, standard.max_players + 1))

    def games() -> Iterator[tuple[str, range, NewGame]]:
        for variant in spec.variants().values():
            def new(seed: int, players: int, solo: bool = variant.id == "solo") -> Any:
                return new_stones_game(content, seed, players, solo=solo)

            yield variant.id, range(variant.min_players, variant.max_players + 1), new

    return problems, games()


def _mothership_games(folder: Path, spec: Any) -> tuple[list[str], Iterator[tuple[str, range,
                                                                                    NewGame]]]:
    from shifting_sands.content.mothership import load_mothership
    from shifting_sands.games.mothership.rules.setup import new_mothership_game

    rule_sets = load_mothership(folder)

    def games() -> Iterator[tuple[str, range, NewGame]]:
        for key, rules in rule_sets.items():
            def new(seed: int, players: int, rules: Any = rules) -> Any:
                return new_mothership_game(rules, seed, players)

            yield key, range(rules.min_players, rules.max_players + 1), new

    return [], games()


def _ouroboros_games(folder: Path, spec: Any) -> tuple[list[str], Iterator[tuple[str, range,
                                                                                   NewGame]]]:
    from shifting_sands.content.ouroboros import load_ouroboros
    from shifting_sands.games.ouroboros.rules.setup import new_ouroboros_game

    rule_sets = load_ouroboros(folder)

    def games() -> Iterator[tuple[str, range, NewGame]]:
        for key, rules in rule_sets.items():
            def new(seed: int, players: int, rules: Any = rules) -> Any:
                return new_ouroboros_game(rules, seed)

            yield key, range(spec.min_players, spec.max_players + 1), new

    return [], games()


def _curse_games(folder: Path, spec: Any) -> tuple[list[str], Iterator[tuple[str, range,
                                                                               NewGame]]]:
    from shifting_sands.content.curse_reverse import load_curse_reverse
    from shifting_sands.games.curse_reverse.rules.board import orientation_problems
    from shifting_sands.games.curse_reverse.rules.setup import new_curse_game

    content = load_curse_reverse(folder)
    maps = folder.parent / "maps"
    problems = [f"{maps}/curse_red.tmx:1: the segments together: {problem}"
                for problem in orientation_problems(content.segments)[:3]]

    def games() -> Iterator[tuple[str, range, NewGame]]:
        for key in content.variants:
            def new(seed: int, players: int, key: str = key) -> Any:
                return new_curse_game(content, key, seed, players)

            yield key, range(spec.min_players, spec.max_players + 1), new

    return problems, games()


def _north_africa_games(folder: Path, spec: Any) -> tuple[list[str], Iterator[tuple[
        str, range, NewGame]]]:
    from shifting_sands.content.north_africa_game import load_north_africa
    from shifting_sands.games.north_africa.rules.setup import new_north_africa_game, variants

    content = load_north_africa(folder)

    def games() -> Iterator[tuple[str, range, NewGame]]:
        for key in variants(content):
            def new(seed: int, players: int, key: str = key) -> Any:
                return new_north_africa_game(content, seed, key)

            yield key, range(2, 3), new

    return [], games()


PLAYABLE: dict[str, Callable[[Path, Any], tuple[list[str], Iterator[tuple[str, range,
                                                                         NewGame]]]]] = {
    "stones": _stones_games,
    "mothership": _mothership_games,
    "ouroboros": _ouroboros_games,
    "curse_reverse": _curse_games,
    "north_africa": _north_africa_games,
}
"""Registered game id -> its cross-checks and a new game made from a folder's content."""


def _play(spec: Any, new: NewGame, seed: int, players: int, bot: Any | None,
          limit: int | None = None) -> str | None:
    """None when the game ends (or, for random moves or a given `limit`, runs on without
    error), else why not."""
    state = new(seed, players)
    rng = GameRng(seed)
    cut = limit is not None or bot is None
    limit = limit if limit is not None else MAX_MOVES if bot is not None else RANDOM_MOVES
    for _ in range(limit):
        if state.is_terminal():
            return None
        legal = state.legal_actions()
        if not legal:
            return "a player has no legal move before the game ends"
        seat = state.current_player
        state.apply(bot.choose(state.view_for(seat), legal, rng) if bot else rng.choice(legal))
    if cut or state.is_terminal():
        return None
    return f"the game did not end within {MAX_MOVES} moves"


def play_problems(folder: Path, spec: Any, games: Iterator[tuple[str, range, NewGame]],
                  thorough: bool = True) -> list[str]:
    """Seeded games of every variant at every player count; one line per failure."""
    where = next(iter(sorted(folder.glob("*.yaml"))), folder)
    problems = []
    kind = spec.bot_kinds()[-1]
    quick = spec.bot(kind)
    for variant, counts, new in games:
        for players in counts:
            if thorough:
                plays = [(s, quick, None) for s in BOT_SEEDS] + [(RANDOM_SEED, None, None)]
            else:
                plays = [(RANDOM_SEED, None, QUICK_MOVES)]
                if players == counts[-1]:
                    plays.append((BOT_SEEDS[0], quick, QUICK_BOT_MOVES))
            for seed, bot, limit in plays:
                try:
                    failure = _play(spec, new, seed, players, bot, limit)
                except Exception as exc:  # any crash is the content's fault here
                    failure = f"the game crashed: {type(exc).__name__}: {exc}"
                if failure:
                    moves = "random moves" if bot is None else f"{kind} bots"
                    problems.append(f"{where}:1: variant {variant} with {players} players "
                                    f"(seed {seed}, {moves}): {' '.join(failure.split())}")
                    break
    return problems


def check_content(root: Path, thorough: bool = False) -> list[str]:
    """Every problem of the content under `root` (or of one game's folder): `file:line:`
    lines, empty when every registered game loads, cross-checks and plays (quickly, or to
    the end of every game when `thorough`)."""
    from shifting_sands.games import REGISTRY

    with remembering():  # the play check reuses what the static check loaded
        problems = validate_folder(root, list(REGISTRY))
        missing = [game for game in REGISTRY if game not in LOADERS or game not in PLAYABLE]
        problems.extend(f"{root}:1: the game {game!r} has no content check" for game in missing)
        if problems:
            return problems
        single = root.name in REGISTRY and not (root / root.name).is_dir()
        for game_id, spec in REGISTRY.items():
            if single and game_id != root.name:
                continue
            folder = root if single else root / game_id
            try:
                cross, games = PLAYABLE[game_id](folder, spec)
            except ContentError as exc:
                problems.extend(exc.problems)
                continue
            problems.extend(cross)
            if not cross:
                problems.extend(play_problems(folder, spec, games, thorough))
    return problems
