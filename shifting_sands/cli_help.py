"""The command line's help texts, read from the registry so that a new game, variant or
bot kind is described without editing them. No pygame here: `--help` starts quickly."""

from __future__ import annotations

from shifting_sands.words import count_range

SCREENS = ("game", "launcher", "setup", "handoff", "pause", "rules", "rulings", "results",
           "settings", "replay")
"""What `screenshot --screen` draws."""


def game_ids() -> list[str]:
    from shifting_sands.games import REGISTRY

    return list(REGISTRY)


def games_help() -> str:
    """What `play` accepts for each registered game, read from the registry."""
    import textwrap

    from shifting_sands.games import REGISTRY

    lines = ["games:"]
    for spec in REGISTRY.values():
        players = count_range(spec.min_players, spec.max_players, "player")
        lines.append(f"  {spec.id} - {spec.title}, {players}")
        lines.append(f"    --players: {spec.min_players}"
                     + (f" to {spec.max_players}" if spec.max_players != spec.min_players else ""))
        defaults: dict[str, list[int]] = {}
        for count in range(spec.min_players, spec.max_players + 1):
            defaults.setdefault(spec.default_variant(count), []).append(count)
        if len(defaults) == 1:
            default = f"default {next(iter(defaults))}"
        else:
            default = "default " + ", ".join(
                f"{v} with {count_range(n[0], n[-1], 'player')}" for v, n in defaults.items())
        lines.append(f"    --variant ({default}):")
        for variant in spec.variants().values():
            takes = count_range(variant.min_players, variant.max_players, "player")
            text = f"{variant.id} ({takes}): {variant.description}"
            lines.extend(textwrap.wrap(text, 92, initial_indent="      ",
                                       subsequent_indent="        "))
        kinds = ", ".join(spec.bot_kinds())
        lines.extend(textwrap.wrap(f"--seats: human, human:NAME, or bot:KIND with KIND one of "
                                   f"{kinds} (or ismcts:N)", 92, initial_indent="    ",
                                   subsequent_indent="      "))
        lines.append("    --seed: a whole number from 0 to 2**63-1, e.g. --seed 42")
    lines += ["", "example: shifting-sands play stones --seats human:Amira,bot:normal --seed 7"]
    return "\n".join(lines)


def bots_help() -> str:
    """`--bots`'s help: the kinds of every game, those of some games only, and the default
    (the kind the setup screen seats)."""
    from shifting_sands.bots.levels import ISMCTS_PREFIX, default_kind
    from shifting_sands.games import REGISTRY

    specs = list(REGISTRY.values())
    common = [k for k in specs[0].bot_kinds() if all(k in s.bot_kinds() for s in specs)]
    own = [f"{', '.join(k for k in s.bot_kinds() if k not in common)} for {s.title}"
           for s in specs if any(k not in common for k in s.bot_kinds())]
    defaults = {default_kind(s) for s in specs}
    default = (next(iter(defaults)) if len(defaults) == 1
               else "; ".join(f"{default_kind(s)} for {s.title}" for s in specs))
    return (f"bot kinds, comma separated, cycled over the seats: {', '.join(common)}"
            + (f" ({'; '.join(own)})" if own else "")
            + f" or {ISMCTS_PREFIX}N (N search iterations a decision); default: the setup "
            f"screen's bot in every seat ({default})")
