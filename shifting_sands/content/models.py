"""Shared pydantic configuration for content models: strict, frozen, unknown keys rejected."""

from pydantic import BaseModel, ConfigDict


class StrictModel(BaseModel):
    """Base of every content model."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
