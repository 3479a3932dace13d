"""Land the Mothership's parameters: every number of a variant (data/mothership/variants.yaml)
a designer may change, and a rule set with some of them changed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from shifting_sands.content.mothership import (
    RULE_SETS,
    LandingRule,
    MemoryRule,
    MothershipRules,
    VariantModel,
    _rules,
)
from shifting_sands.content.tunable import entry_value, validate_entry
from shifting_sands.rules.params import Parameter

_SHAPE: tuple[tuple[str, str, Any, Any, str, str], ...] = (
    ("board.width", "int", 5, 19, "Board", "hex columns of the desert"),
    ("board.height", "int", 5, 19, "Board", "hex rows of the desert"),
    ("empty_cells", "int", 4, 60, "Board", "cells that start without a dune (none touch)"),
    ("holding_spaces", "int", 4, 52, "Board", "communal spaces for pulled dunes"),
    ("actions_per_turn", "int", 1, 6, "Turn", "actions (push, pull, place) in a turn"),
    ("actions_must_differ", "bool", None, None, "Turn",
     "a turn's actions must be of different kinds"),
    ("memory", "choice", ("none", "peek", "always"), None, "Turn",
     "what owners see of their own agent: nothing, a peek a turn, always"),
    ("landing", "choice", ("any_time", "at_start"), None, "Turn",
     "when a player may land: any time in the turn, or only at its start"),
    ("max_rounds", "int", 10, 200, "End", "rounds before the sands win (nobody does)"),
)


def entry_of(rules: MothershipRules) -> dict[str, Any]:
    """`rules` as its entry in a variants file."""
    return {"title": rules.title, "description": rules.description,
            "board": {"width": rules.width, "height": rules.height},
            "empty_cells": rules.empty_cells, "holding_spaces": rules.holding_spaces,
            "actions_per_turn": rules.actions_per_turn,
            "actions_must_differ": rules.must_differ, "memory": rules.memory.value,
            "max_rounds": rules.max_rounds, "landing": rules.landing.value}


def parameters(rules: MothershipRules) -> list[Parameter]:
    """The variant's numbers as parameters, its own values the defaults."""
    entry = entry_of(rules)
    found = []
    for name, kind, low, high, group, meaning in _SHAPE:
        default = entry_value(entry, name)
        if kind == "choice":
            found.append(Parameter(name, kind, default, meaning, choices=low, group=group))
        else:
            found.append(Parameter(name, kind, default, meaning, low, high, group=group))
    return found


def with_settings(rules: MothershipRules, settings: Mapping[str, Any]) -> MothershipRules:
    """`rules` with the settings that name parameters applied and checked (ParameterError)."""
    own = parameters(rules)
    names = {p.name for p in own}
    if not names & set(settings):
        return rules
    model, _ = validate_entry(VariantModel, entry_of(rules), own, settings,
                              f"the {rules.id!r} variant")
    changed = replace(_rules(rules.id, model), memory=MemoryRule(model.memory),
                      landing=LandingRule(model.landing), min_players=rules.min_players,
                      max_players=rules.max_players)
    RULE_SETS.ref(changed)  # snapshots name it by hash: a save of this match finds it
    return changed


def variant_entry(rules: MothershipRules, settings: Mapping[str, Any]) -> dict[str, Any]:
    """`rules` with `settings` as an entry of data/mothership/variants.yaml."""
    return entry_of(with_settings(rules, settings))


__all__ = ["entry_of", "parameters", "variant_entry", "with_settings"]
