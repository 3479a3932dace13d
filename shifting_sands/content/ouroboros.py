"""The Ouroboros content: the tile deck, the draw deck and the lantern of each difficulty.

The rules text gives no deck compositions; these numbers are ours (docs/rules/ouroboros.md,
"Our decks"), tuned with `lab` team win rates (docs/lab.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from shifting_sands.content.errors import LocatedValueError
from shifting_sands.content.identity import ContentRefs, content_hash
from shifting_sands.content.models import StrictModel, check_variant_ids
from shifting_sands.content.yaml_loader import load_model

TILE_KINDS = ("empty", "wall", "eye")
"""Empty (walk in), Wall (blocks), Eye of Horus (walk in and draw a card)."""
HAZARDS = ("ledge_fall", "lost_ne", "lost_nw", "lost_se", "lost_sw", "tremor", "cave_in",
           "darkness")
MONSTERS = ("mummy", "scarab", "anubis")
"""In order of power: Mummy 1, Giant Scarab 2, Anubis 3."""
RELICS = ("relic_head", "relic_tail")
"""The two halves of the Ouroboros."""
CARD_KINDS = HAZARDS + MONSTERS + RELICS
STANDARD_POWERS = {"guide": 1, "mercenary": 2, "medic": 1, "archaeologist": 1,
                   "mummy": 1, "scarab": 2, "anubis": 3}
"""Combat power (the rules text): the Mercenary 2, every other explorer 1; Mummy 1, Giant
Scarab 2, Anubis 3. A difficulty may change any of them (`powers`)."""
MIN_TILES = 40
"""Four explorers see at most 36 places and one tile starts the game: a deck this size
is never empty while explorers spread out (the empty-deck ruling still covers it)."""


Count = Annotated[int, Field(ge=0, le=60)]
"""How many of one kind a deck holds."""


class PursuitRule(StrEnum):
    """How strictly pursuit binds an explorer (docs/rules/ouroboros.md, O12 and O17)."""

    STRICT = "strict"
    """The text: a pursued explorer must move every turn (no fighting) and is felled by any
    other monster met, a monster pursuing someone else included."""
    LENIENT = "lenient"
    """Our first readings, kept for the lab: a pursued explorer may fight instead of moving,
    and passes a monster that pursues someone else."""


class VariantModel(StrictModel):
    title: str = Field(min_length=1)
    description: str = Field(min_length=1)
    lantern_rounds: int = Field(ge=5, le=200)
    pursuit: Literal["strict", "lenient"] = "strict"
    tiles: dict[str, Count]
    cards: dict[str, Count]
    powers: dict[str, Annotated[int, Field(ge=1, le=9)]] = Field(default_factory=dict)
    """Powers that differ from the rules text's (`STANDARD_POWERS`), by role or monster."""

    @model_validator(mode="after")
    def decks_fit(self) -> VariantModel:
        for name in self.powers:
            if name not in STANDARD_POWERS:
                raise LocatedValueError(f"unknown role or monster {name!r}; known: "
                                        f"{', '.join(STANDARD_POWERS)}", ("powers", name))
        for name, counts, known in (("tiles", self.tiles, TILE_KINDS),
                                    ("cards", self.cards, CARD_KINDS)):
            for kind in counts:
                if kind not in known:
                    raise LocatedValueError(
                        f"unknown {name[:-1]} kind {kind!r}; known: {', '.join(known)}",
                        (name, kind))
        if self.tiles.get("empty", 0) < 1:
            raise LocatedValueError("the tile deck needs an Empty tile to start on",
                                    ("tiles",))
        if self.tiles.get("eye", 0) < 2:
            raise LocatedValueError("the tile deck needs at least two Eye of Horus tiles, "
                                    "or the relic halves can never be drawn", ("tiles",))
        if sum(self.tiles.values()) < MIN_TILES:
            raise LocatedValueError(f"the tile deck holds {sum(self.tiles.values())} tiles; "
                                    f"it needs at least {MIN_TILES}", ("tiles",))
        for half in RELICS:
            if self.cards.get(half, 0) != 1:
                raise LocatedValueError(f"the draw deck needs exactly one {half}",
                                        ("cards",))
        return self


class DecksFileModel(StrictModel):
    variants: dict[str, VariantModel] = Field(min_length=1)

    @model_validator(mode="after")
    def ids_and_standard(self) -> DecksFileModel:
        check_variant_ids(self.variants)
        return self


@dataclass(frozen=True)
class OuroborosRules:
    """The decks and lantern one game is played with (a variant, or a test's own)."""

    id: str = "standard"
    title: str = "Normal"
    description: str = "The ruin as we designed it."
    lantern_rounds: int = 30
    tiles: tuple[tuple[str, int], ...] = (("empty", 22), ("wall", 10), ("eye", 16))
    cards: tuple[tuple[str, int], ...] = (
        ("ledge_fall", 2), ("lost_ne", 1), ("lost_nw", 1), ("lost_se", 1), ("lost_sw", 1),
        ("tremor", 2), ("cave_in", 1), ("darkness", 2), ("mummy", 3), ("scarab", 2),
        ("anubis", 1), ("relic_head", 1), ("relic_tail", 1))
    pursuit: PursuitRule = PursuitRule.STRICT
    powers: tuple[tuple[str, int], ...] = ()
    """Only the powers that differ from `STANDARD_POWERS` (so the shipped hashes stay)."""

    def power(self, name: str) -> int:
        """The combat power of a role or monster kind in this difficulty."""
        return dict(self.powers).get(name, STANDARD_POWERS[name])

    def strength(self, name: str) -> int:
        """A piece's own power where this difficulty changes it, else 0 (the standard)."""
        return dict(self.powers).get(name, 0)

    def tile_list(self) -> list[str]:
        """The tile deck, unshuffled, in kind order."""
        return [kind for kind, count in self.tiles for _ in range(count)]

    def card_list(self) -> list[str]:
        """The draw deck, unshuffled, in kind order."""
        return [kind for kind, count in self.cards for _ in range(count)]

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "description": self.description,
                "lantern_rounds": self.lantern_rounds,
                "tiles": [list(pair) for pair in self.tiles],
                "cards": [list(pair) for pair in self.cards],
                "pursuit": self.pursuit.value,
                **({"powers": [list(pair) for pair in self.powers]} if self.powers else {})}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> OuroborosRules:
        # Rule sets written before pursuit followed the text have no `pursuit`: they were
        # played with the lenient readings, and keep them so that their action logs replay.
        return cls(str(data["id"]), str(data["title"]), str(data["description"]),
                   int(data["lantern_rounds"]),
                   tuple((str(k), int(n)) for k, n in data["tiles"]),
                   tuple((str(k), int(n)) for k, n in data["cards"]),
                   PursuitRule(data.get("pursuit", PursuitRule.LENIENT.value)),
                   tuple((str(k), int(n)) for k, n in data.get("powers", [])))


def _rules(key: str, model: VariantModel) -> OuroborosRules:
    return OuroborosRules(
        id=key, title=model.title, description=model.description,
        lantern_rounds=model.lantern_rounds,
        tiles=tuple((kind, model.tiles.get(kind, 0)) for kind in TILE_KINDS),
        cards=tuple((kind, model.cards.get(kind, 0)) for kind in CARD_KINDS),
        pursuit=PursuitRule(model.pursuit),
        powers=tuple((name, model.powers[name]) for name in STANDARD_POWERS
                     if model.powers.get(name, STANDARD_POWERS[name]) != STANDARD_POWERS[name]))


def load_ouroboros(folder: Path) -> dict[str, OuroborosRules]:
    """Every variant of `folder`/decks.yaml, in file order; ContentError names file:line."""
    data = load_model(folder / "decks.yaml", DecksFileModel)
    return {key: _rules(key, model) for key, model in data.variants.items()}


def rules_hash(rules: OuroborosRules) -> str:
    """The identity of a variant: its decks and lantern, not its title or text."""
    data = rules.to_dict()
    for name in ("title", "description"):
        data.pop(name)
    return content_hash(data)


def _known_rule_sets() -> list[OuroborosRules]:
    """Every known difficulty: shipped, the designer's own, those saves carried."""
    from shifting_sands.content.own_variants import all_rules

    return list(all_rules(own_kind()).values())


RULE_SETS: ContentRefs[OuroborosRules] = ContentRefs(
    "Ouroboros difficulty", rules_hash, _known_rule_sets)
"""Difficulties by their hash: snapshots name their decks instead of copying them."""


def entry_of(rules: OuroborosRules) -> dict[str, Any]:
    """`rules` as its entry in decks.yaml."""
    entry = {"title": rules.title, "description": rules.description,
             "lantern_rounds": rules.lantern_rounds, "pursuit": rules.pursuit.value,
             "tiles": dict(rules.tiles), "cards": dict(rules.cards)}
    if rules.powers:  # only the powers that differ from the rules text's
        entry["powers"] = dict(rules.powers)
    return entry


@lru_cache(maxsize=1)
def own_kind() -> Any:
    """How decks.yaml is read and written, for the designer's own file (the same shape)."""
    from shifting_sands.content.own_variants import VariantKind

    return VariantKind(
        game="ouroboros", shipped_file="ouroboros/decks.yaml", model=VariantModel,
        build=_rules, params=entry_of, digest=rules_hash,
        shipped=lambda: default_ouroboros(),  # looked up when asked (tests replace it)
        players=lambda rules: (4, 4),
        describe=lambda rules: (rules.title, rules.description))


@lru_cache(maxsize=1)
def default_ouroboros() -> dict[str, OuroborosRules]:
    """The shipped variants, loaded and validated once per process."""
    from shifting_sands.paths import data_dir

    return load_ouroboros(data_dir() / "ouroboros")
