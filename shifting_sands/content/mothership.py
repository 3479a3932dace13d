"""Land the Mothership content: the variants (board size, holding area, turn shape, memory)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from shifting_sands.content.errors import LocatedValueError
from shifting_sands.content.identity import ContentRefs, content_hash
from shifting_sands.content.models import StrictModel, check_variant_ids
from shifting_sands.content.yaml_loader import load_model

Memory = Literal["none", "peek", "always"]
Landing = Literal["any_time", "at_start"]
MIN_PLAYERS = 2
MAX_PLAYERS = 4
ACTION_KINDS = 3
"""Push, pull and place: the most different actions a turn can hold."""


class BoardModel(StrictModel):
    width: int = Field(ge=3, le=26)
    height: int = Field(ge=3, le=26)


class VariantModel(StrictModel):
    title: str = Field(min_length=1)
    description: str = Field(min_length=1)
    board: BoardModel
    empty_cells: int = Field(ge=1, le=26 * 26 // 4)
    """At most a quarter of the largest board (`numbers_fit` says it for each board)."""
    holding_spaces: int = Field(ge=1, le=52)
    actions_per_turn: int = Field(ge=1, le=6)
    actions_must_differ: bool
    memory: Memory
    max_rounds: int = Field(ge=1, le=1000)
    landing: Landing = "any_time"

    @model_validator(mode="after")
    def numbers_fit(self) -> VariantModel:
        cells = self.board.width * self.board.height
        if self.empty_cells > cells // 4:
            raise LocatedValueError(
                f"{self.empty_cells} empty cells cannot be spread so that none touch on a "
                f"{self.board.width}x{self.board.height} board (at most {cells // 4})",
                ("empty_cells",))
        dunes = cells - self.empty_cells
        if self.holding_spaces >= dunes:
            raise LocatedValueError(
                f"{self.holding_spaces} holding spaces could empty the island of its "
                f"{dunes} dunes; use fewer than {dunes}", ("holding_spaces",))
        if self.actions_must_differ and self.actions_per_turn > ACTION_KINDS:
            raise LocatedValueError(
                f"{self.actions_per_turn} actions cannot all differ: there are only "
                f"{ACTION_KINDS} kinds (push, pull, place)", ("actions_per_turn",))
        return self


class VariantsFileModel(StrictModel):
    variants: dict[str, VariantModel] = Field(min_length=1)

    @model_validator(mode="after")
    def ids_and_standard(self) -> VariantsFileModel:
        check_variant_ids(self.variants)
        return self


class MemoryRule(StrEnum):
    """What owners are shown of their own agent after Beamin Down (docs/rules/mothership.md R5)."""

    NONE = "none"
    """Nothing: the player must remember (the standard game)."""
    PEEK = "peek"
    """A free Peek, once per turn, shows it for the rest of that turn."""
    ALWAYS = "always"
    """Always shown to its owner (never to anyone else)."""


class LandingRule(StrEnum):
    """When in a turn a player may land (docs/rules/mothership.md R13)."""

    ANY_TIME = "any_time"
    """Before, between or after your actions; landing ends the turn (the text's words)."""
    AT_START = "at_start"
    """Only at the start of your turn, instead of your actions (variant `land_at_start`)."""


@dataclass(frozen=True)
class MothershipRules:
    """The numbers one game is played with (a variant, or a test's own board)."""

    id: str = "standard"
    title: str = "Standard"
    description: str = "The original game."
    width: int = 11
    height: int = 11
    empty_cells: int = 24
    holding_spaces: int = 20
    actions_per_turn: int = 2
    must_differ: bool = True
    memory: MemoryRule = MemoryRule.NONE
    max_rounds: int = 60
    landing: LandingRule = LandingRule.ANY_TIME
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS

    @property
    def cells(self) -> int:
        return self.width * self.height

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["memory"] = self.memory.value
        data["landing"] = self.landing.value
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MothershipRules:
        # Rule sets saved before landings were allowed mid-turn have no `landing`: they
        # were played with the old rule, and keep it so that their action logs replay.
        fields = {key: data[key] for key in cls.__dataclass_fields__ if key != "landing"}
        fields["memory"] = MemoryRule(fields["memory"])
        fields["landing"] = LandingRule(data.get("landing", LandingRule.AT_START.value))
        return cls(**fields)


def _rules(key: str, model: VariantModel) -> MothershipRules:
    return MothershipRules(
        id=key,
        title=model.title,
        description=model.description,
        width=model.board.width,
        height=model.board.height,
        empty_cells=model.empty_cells,
        holding_spaces=model.holding_spaces,
        actions_per_turn=model.actions_per_turn,
        must_differ=model.actions_must_differ,
        memory=MemoryRule(model.memory),
        max_rounds=model.max_rounds,
        landing=LandingRule(model.landing),
    )


def load_mothership(folder: Path) -> dict[str, MothershipRules]:
    """Every variant of `folder`/variants.yaml, in file order; ContentError names file:line."""
    data = load_model(folder / "variants.yaml", VariantsFileModel)
    return {key: _rules(key, model) for key, model in data.variants.items()}


_WORDS_ONLY = ("title", "description")
"""Fields that change what a variant is called, not how it plays: left out of its hash."""


def rules_hash(rules: MothershipRules) -> str:
    """The identity of a rule set: a hash of every number and rule it plays with."""
    data = rules.to_dict()
    for name in _WORDS_ONLY:
        data.pop(name)
    return content_hash(data)


def _shipped_rule_sets() -> list[MothershipRules]:
    """Every known variant (shipped, the designer's own, those saves carried) under each
    landing rule (a setting a match may choose)."""
    from shifting_sands.content.own_variants import all_rules

    return [replace(rules, landing=landing) for rules in all_rules(own_kind()).values()
            for landing in LandingRule]


RULE_SETS: ContentRefs[MothershipRules] = ContentRefs(
    "Land the Mothership rule set", rules_hash, _shipped_rule_sets)
"""Rule sets by their hash: states hold their rules by reference and snapshots name them."""


def variant_params(rules: MothershipRules) -> dict[str, Any]:
    """A rule set as the variants file writes it (an own variant's save record, `variant
    new`'s copy)."""
    return {"title": rules.title, "description": rules.description,
            "board": {"width": rules.width, "height": rules.height},
            "empty_cells": rules.empty_cells, "holding_spaces": rules.holding_spaces,
            "actions_per_turn": rules.actions_per_turn,
            "actions_must_differ": rules.must_differ, "memory": rules.memory.value,
            "max_rounds": rules.max_rounds, "landing": rules.landing.value}


def _own_kind() -> Any:
    from shifting_sands.content.own_variants import VariantKind

    return VariantKind(
        game="mothership", shipped_file="mothership/variants.yaml", model=VariantModel,
        build=_rules, params=variant_params, digest=rules_hash,
        shipped=lambda: default_mothership(),  # looked up when asked (tests replace it)
        players=lambda rules: (rules.min_players, rules.max_players),
        describe=lambda rules: (rules.title, rules.description))


@lru_cache(maxsize=1)
def own_kind() -> Any:
    """How Mothership variant files are read and written, for the designer's own file."""
    return _own_kind()


@lru_cache(maxsize=1)
def default_mothership() -> dict[str, MothershipRules]:
    """The shipped variants, loaded and validated once per process."""
    from shifting_sands.paths import data_dir

    return load_mothership(data_dir() / "mothership")
