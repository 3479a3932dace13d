"""Shared pydantic configuration for content models: strict, frozen, unknown keys rejected."""

from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

from shifting_sands.content.errors import LocatedValueError


class StrictModel(BaseModel):
    """Base of every content model."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


def check_variant_ids(ids: Iterable[str]) -> None:
    """Variant ids are lower-case words (they are typed after --variant), and a game's file
    always holds `standard`; LocatedValueError points at the offending key."""
    ids = list(ids)
    for key in ids:
        if not key.replace("_", "").isalnum() or not key.islower():
            raise LocatedValueError(
                f"variant id {key!r} must be lower case letters, digits and _",
                ("variants", key))
    if "standard" not in ids:
        raise LocatedValueError("the variants must include 'standard'", ("variants",))
