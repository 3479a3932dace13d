"""Own variants of a game whose shipped variants are not one `variants:` file (Shifting
Stones, Curse Reverse, North Africa): each is a shipped variant (`base`) with some of its
parameters set (`settings`), the shape `lab tune` writes and `--set` plays.

    variants:
      my_test:
        title: My test
        description: Bigger hands.
        base: standard
        settings: {hand_size: 6}

An entry is checked as a match would check it: the base must be shipped, each setting a
parameter of that base with a value in its range, and the game must start with them (at
some player count of the base; the counts it starts at are the variant's). Every fault
points at its line. Shipped variants join the book as overlays of themselves (no settings),
so `all_rules` lists every variant of the game alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import Field, PrivateAttr, model_validator

from shifting_sands.content.errors import LocatedValueError
from shifting_sands.content.identity import content_hash
from shifting_sands.content.models import StrictModel
from shifting_sands.content.own_variants import VariantKind


@dataclass(frozen=True)
class Overlay:
    """A variant as a shipped base and the parameters it sets (none for a shipped one)."""

    id: str
    title: str
    description: str
    base: str
    settings: tuple[tuple[str, Any], ...] = ()
    min_players: int = 1
    max_players: int = 1

    def settings_dict(self) -> dict[str, Any]:
        return dict(self.settings)


class OverlayModel(StrictModel):
    """One own variant as the file writes it (the game's checks are added per game)."""

    title: str = Field(min_length=1, max_length=80)
    description: str = Field(default="", max_length=2000)
    base: str = Field(min_length=1)
    settings: dict[str, Any] = Field(default_factory=dict)
    _checked: tuple[tuple[str, Any], ...] = PrivateAttr(default=())
    _players: tuple[int, int] = PrivateAttr(default=(1, 1))
    """The settings as checked, and the player counts the game starts at with them."""


def check_overlay(spec: Any, base: str,
                  settings: Mapping[str, Any]) -> tuple[dict[str, Any], tuple[int, int]]:
    """The settings as the parameters take them and the player counts `base` starts at with
    them, or LocatedValueError (relative to the entry) saying why it never does. `spec` is
    the game; its `shipped_*` answers are used, so this never reads the file it checks."""
    from shifting_sands.rules.params import ParameterError, by_name
    from shifting_sands.rules.protocol import Options

    shipped = spec.shipped_variants()
    if base not in shipped:
        raise LocatedValueError(f"unknown base variant {base!r}; choose from "
                                f"{', '.join(shipped)}", ("base",))
    known = by_name(spec.shipped_parameters(base))
    checked = {}
    for name, value in settings.items():
        if name not in known:
            raise LocatedValueError(
                f"{spec.title} {shipped[base].title} has no parameter {name!r} (`shifting-"
                f"sands lab params {spec.id} --variant {base}` lists them)", ("settings", name))
        try:
            checked[name] = known[name].check(value)
        except ParameterError as exc:
            raise LocatedValueError(str(exc), ("settings", name)) from None
    counts, first = [], None
    rules = shipped[base]
    for players in range(rules.min_players, rules.max_players + 1):
        try:
            spec.shipped_new_game(1, players, Options(base, checked))
        except Exception as exc:  # the game's own content checks, whatever they raise
            first = first or " ".join(str(exc).split())
            continue
        counts.append(players)
    if not counts:
        raise LocatedValueError(f"the game does not start with these settings: {first}",
                                ("settings",))
    high = counts[0]
    while high + 1 in counts:  # setup offers a range: the counts from the first, unbroken
        high += 1
    return checked, (counts[0], high)


@cache
def overlay_model(game: str) -> type[OverlayModel]:
    """The entry model of `game`: the common shape, then the game's own checks."""

    class GameOverlay(OverlayModel):
        @model_validator(mode="after")
        def plays(self) -> GameOverlay:
            from shifting_sands.rules.registry import get_spec

            spec = get_spec(game)
            with spec.shipped_only():
                checked, self._players = check_overlay(spec, self.base, self.settings)
            self._checked = tuple(checked.items())
            return self

    GameOverlay.__name__ = f"{game}_overlay"
    return GameOverlay


def overlay_digest(overlay: Overlay) -> str:
    """The identity of an own variant: its base and settings (not its title or text)."""
    return content_hash({"base": overlay.base, "settings": sorted(overlay.settings)})


def overlay_params(overlay: Overlay) -> dict[str, Any]:
    """An overlay as the file writes it."""
    return {"title": overlay.title, "description": overlay.description, "base": overlay.base,
            "settings": overlay.settings_dict()}


def shipped_overlays(spec: Any) -> dict[str, Overlay]:
    """Each shipped variant of `spec` as an overlay of itself."""
    return {key: Overlay(key, v.title, v.description, key, (), v.min_players, v.max_players)
            for key, v in spec.shipped_variants().items()}


def setting_notes(spec: Any, params: Mapping[str, Any]) -> dict[str, str]:
    """The comment `variant new` writes after each setting: its meaning and range."""
    try:
        known = {p.name: p for p in spec.shipped_parameters(params["base"])}
    except (KeyError, ValueError):
        return {}
    return {name: f"{p.meaning} ({p.range_text()})" for name, p in known.items()}


HEAD = """# Your own variants of {title}. Each starts from a variant the game ships
#   base: {bases}
# and sets some of its numbers (settings: one a line, each a parameter of that
# base, with its meaning and range in the comment after it;
#   shifting-sands lab params {game} --variant BASE
# lists them all). A setting left out keeps the base's value; one a match is given
# (--set, lab, sweeps) wins over yours. Check your edits with
#   shifting-sands variant check {game}
# and play them by id at setup, in `lab`, sweeps and tuning.
"""

def overlay_kind(spec: Any) -> VariantKind[Overlay]:
    """How `spec`'s own variant file is read and written."""

    def build(key: str, model: Any) -> Overlay:
        low, high = model._players
        return Overlay(key, model.title, model.description, model.base, model._checked,
                       low, high)

    return VariantKind(
        game=spec.id, shipped_file="", model=overlay_model(spec.id), build=build,
        params=overlay_params, digest=overlay_digest,
        shipped=lambda: shipped_overlays(spec),
        players=lambda overlay: (overlay.min_players, overlay.max_players),
        describe=lambda overlay: (overlay.title, overlay.description),
        head=HEAD.format(title=spec.title, game=spec.id,
                         bases=" or ".join(spec.shipped_variants())),
        notes=lambda params: setting_notes(spec, params))


__all__ = ["Overlay", "OverlayModel", "check_overlay", "overlay_digest", "overlay_kind",
           "overlay_model", "overlay_params", "shipped_overlays"]
