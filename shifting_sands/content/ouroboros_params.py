"""The Ouroboros's parameters: a difficulty's lantern, pursuit rule, the count of every
tile and card kind of its decks (data/ouroboros/decks.yaml) and the combat powers of the
roles and monsters, and a difficulty with some of them changed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shifting_sands.content.ouroboros import (
    CARD_KINDS,
    RELICS,
    RULE_SETS,
    STANDARD_POWERS,
    OuroborosRules,
    VariantModel,
    _rules,
    entry_of,
)
from shifting_sands.content.tunable import validate_entry
from shifting_sands.rules.params import Parameter

_TILE_MEANING = {"empty": "Empty tiles in the tile deck (walk in)",
                 "wall": "Wall tiles in the tile deck (they block)",
                 "eye": "Eye of Horus tiles in the tile deck (enter and draw a card)"}
_CARD_WORD = {"ledge_fall": "Ledge Fall hazards", "lost_ne": "Lost (up-right) hazards",
              "lost_nw": "Lost (up-left) hazards", "lost_se": "Lost (down-right) hazards",
              "lost_sw": "Lost (down-left) hazards", "tremor": "Tremor hazards",
              "cave_in": "Cave-In hazards", "darkness": "Darkness hazards",
              "mummy": "Mummies (power 1)", "scarab": "Giant Scarabs (power 2)",
              "anubis": "Anubis monsters (power 3)"}
_TILE_LOW = {"empty": 1, "wall": 0, "eye": 2}


def parameters(rules: OuroborosRules) -> list[Parameter]:
    """The difficulty's numbers as parameters, its own values the defaults (the relic
    halves are always one each, so they are not among them)."""
    found = [Parameter("lantern_rounds", "int", rules.lantern_rounds,
                       "rounds the lantern burns; the team loses when it goes out", 5, 200,
                       group="Lantern"),
             Parameter("pursuit", "choice", rules.pursuit.value,
                       "strict: a pursued explorer must move; lenient: may fight instead",
                       choices=("strict", "lenient"), group="Lantern")]
    for kind, count in rules.tiles:
        found.append(Parameter(f"tiles.{kind}", "int", count, _TILE_MEANING[kind],
                               _TILE_LOW[kind], 60, group="Tile deck"))
    for kind, count in rules.cards:
        if kind in CARD_KINDS and kind not in RELICS:
            found.append(Parameter(f"cards.{kind}", "int", count,
                                   f"{_CARD_WORD[kind]} in the draw deck", 0, 20,
                                   group="Draw deck"))
    found += [Parameter(f"powers.{name}", "int", rules.power(name),
                        f"combat power of the {name.replace('_', ' ')}", 1, 6, group="Powers")
              for name in STANDARD_POWERS]
    return found


def with_settings(rules: OuroborosRules, settings: Mapping[str, Any]) -> OuroborosRules:
    """`rules` with the settings that name parameters applied and checked (ParameterError)."""
    own = parameters(rules)
    if not {p.name for p in own} & set(settings):
        return rules
    model, _ = validate_entry(VariantModel, entry_of(rules), own, settings,
                              f"the {rules.id!r} difficulty")
    changed = _rules(rules.id, model)
    RULE_SETS.ref(changed)  # snapshots name it by hash: a save of this match finds it
    return changed


def variant_entry(rules: OuroborosRules, settings: Mapping[str, Any]) -> dict[str, Any]:
    """`rules` with `settings` as an entry of data/ouroboros/decks.yaml."""
    return entry_of(with_settings(rules, settings))


__all__ = ["entry_of", "parameters", "variant_entry", "with_settings"]
