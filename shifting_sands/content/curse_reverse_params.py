"""Curse Reverse's parameters: the numbers of data/curse_reverse/game.yaml a designer may
change (the dice faces, the base move, items per diamond, the start items and cartouches,
the curse pile, a variant's bot trial chance and round limit), and the content with some of
them changed, validated by the file's own models."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from pydantic import BaseModel, ValidationError

from shifting_sands.content.curse_reverse import (
    ComponentsModel,
    CurseContent,
    VariantModel,
    remember,
)
from shifting_sands.rules.params import Parameter, ParameterError, check_settings

_COMPONENTS: tuple[tuple[str, int, int, str, str], ...] = (
    ("base_move", 1, 6, "Moving", "squares every thief may move before its own bonus"),
    ("items_per_diamond", 1, 4, "Items", "items stocked on each diamond space"),
    ("items_per_diamond_five", 1, 4, "Items", "items on each diamond space with five thieves"),
    ("start_items", 1, 6, "Start", "items each thief starts with"),
    ("start_cartouches", 1, 3, "Start", "cartouches each thief starts with"),
    ("curse_tiles", 12, 60, "Curses", "curse tiles in the pile"),
)
_DICE = (("attack_die", "swords on face {n} of the red attack die"),
         ("defence_die", "shields on face {n} of the blue defence die"))


def parameters(content: CurseContent, variant: str) -> list[Parameter]:
    """The variant's numbers as parameters, its own values the defaults."""
    parts = content.components
    rules = content.variants[variant]
    found = [Parameter(name, "int", getattr(parts, name), meaning, low, high, group=group)
             for name, low, high, group, meaning in _COMPONENTS]
    for die, meaning in _DICE:
        found += [Parameter(f"{die}.{n + 1}", "int", face, meaning.format(n=n + 1), 0, 3,
                            group="Dice") for n, face in enumerate(getattr(parts, die))]
    found += [Parameter("bot_trial_chance", "float", rules.bot_trial_chance,
                        "chance that a bot's trial, which nobody judges, succeeds", 0.0, 1.0,
                        group="Trials"),
              Parameter("table_judges_bots", "bool", rules.table_judges_bots,
                        "the people at the table vote on a bot's trial", group="Trials"),
              Parameter("max_rounds", "int", rules.max_rounds,
                        "rounds before the dream fades (most goals wins)", 5, 200, group="End")]
    return found


def _validated(model: type[BaseModel], data: dict[str, Any], said: str) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        message = " ".join(str(error["msg"]).removeprefix("Value error, ").split())
        raise ParameterError(f"Curse Reverse with {said} does not hold together: "
                             f"{where + ': ' if where else ''}{message}") from None


def with_settings(content: CurseContent, variant: str,
                  settings: Mapping[str, Any]) -> CurseContent:
    """`content` with the settings that name parameters applied and checked
    (ParameterError), kept where states find it by hash."""
    values = check_settings(parameters(content, variant), settings)
    if not values:
        return content
    said = ", ".join(f"{k}={v}" for k, v in values.items())
    parts = content.components.model_dump()
    for name, value in values.items():
        die, _, face = name.partition(".")
        if die in ("attack_die", "defence_die"):
            parts[die][int(face) - 1] = value
        elif name in parts:
            parts[name] = value
    rules = content.variants[variant].model_dump()
    rules.update({k: v for k, v in values.items() if k in rules})
    changed = replace(content, components=_validated(ComponentsModel, parts, said),
                      variants={**content.variants,
                                variant: _validated(VariantModel, rules, said)})
    remember(changed)
    return changed


__all__ = ["parameters", "with_settings"]
