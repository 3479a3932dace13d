"""The designer's own variants for a game whose shipped variants are not one `variants:`
file: `@with_own_variants` on its spec makes each entry of `<home>/variants/<game>.yaml` (a
shipped base and parameter settings, content/own_overlays.py) a variant like the others.

The game's spec stays as it was, answering for its shipped variants only; the class the
decorator returns puts her variants in front of it: listed by `variants()` (marked as hers),
started by `new_game` as the base with her settings (the settings a match is given
explicitly, `--set` or the lab's, win over hers), their parameters defaulting to her values,
their content the base's. The game's own answers stay reachable as `shipped_variants`,
`shipped_parameters` and `shipped_new_game`, which the file's checks use, so reading the
file never reads the file. Content modules are imported on first use only.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, TypeVar

from shifting_sands.rules.protocol import Options, Variant
from shifting_sands.rules.spec import GameSpec

SpecClass = TypeVar("SpecClass", bound=type)
_READING = threading.local()
"""How deep this thread is in checking an own file: there, every game sees only its
shipped variants (a game's own code may ask `self.variants()`)."""


class OwnOverlays(GameSpec):
    """Her variants in front of a game's spec (see the module's notes)."""

    # -- the game's own answers, her variants left out --------------------------------------
    def shipped_variants(self) -> Mapping[str, Variant]:
        return super().variants()

    def shipped_parameters(self, variant: str) -> Sequence[Any]:
        return super().parameters(variant)

    def shipped_new_game(self, seed: int, players: int, options: Options | None = None) -> Any:
        return super().new_game(seed, players, options)

    @staticmethod
    @contextmanager
    def shipped_only() -> Iterator[None]:
        """While her file is being checked: no own variant is looked up (or read)."""
        _READING.depth = getattr(_READING, "depth", 0) + 1
        try:
            yield
        finally:
            _READING.depth -= 1

    # -- her variants -----------------------------------------------------------------------
    def variant_kind(self) -> Any:
        kind = self.__dict__.get("_own_kind")
        if kind is None:
            from shifting_sands.content.own_overlays import overlay_kind

            kind = self.__dict__["_own_kind"] = overlay_kind(self)
        return kind

    def overlay(self, variant: str) -> Any:
        """Her variant `variant` (an `Overlay`), None for a shipped or unknown one."""
        if getattr(_READING, "depth", 0) or variant in self.shipped_variants():
            return None
        from shifting_sands.content.own_variants import all_rules

        return all_rules(self.variant_kind()).get(variant)

    def base_of(self, variant: str) -> str:
        overlay = self.overlay(variant)
        return variant if overlay is None else overlay.base

    def resolved(self, options: Options) -> Options:
        """`options` on the base variant, her settings under the match's own."""
        overlay = self.overlay(options.variant)
        if overlay is None:
            return options
        return Options(overlay.base, {**overlay.settings_dict(), **options.settings})

    # -- the spec's answers, her variants included --------------------------------------------
    def variants(self) -> Mapping[str, Variant]:
        """The shipped variants, then hers (and any a save carried), marked as hers."""
        from shifting_sands.content.own_variants import all_rules

        shipped = self.shipped_variants()
        if getattr(_READING, "depth", 0):
            return shipped
        found = dict(shipped)
        for key, overlay in all_rules(self.variant_kind()).items():
            if key not in shipped:
                title = overlay.title if key == overlay.id else f"{overlay.title} (as saved)"
                found[key] = Variant(key, title, overlay.description, overlay.min_players,
                                     overlay.max_players, own=True)
        return found

    def new_game(self, seed: int, players: int, options: Options | None = None) -> Any:
        return super().new_game(seed, players,
                                None if options is None else self.resolved(options))

    def parameters(self, variant: str) -> Sequence[Any]:
        """The base's parameters, her values as their defaults."""
        overlay = self.overlay(variant)
        if overlay is None:
            return super().parameters(variant)
        mine = overlay.settings_dict()
        return [replace(p, default=mine[p.name]) if p.name in mine else p
                for p in super().parameters(overlay.base)]

    def variant_entry(self, variant: str, settings: Mapping[str, Any]) -> dict[str, Any]:
        """`variant` with `settings` as an entry of her file: the shipped base and every
        setting that differs from it; ValueError (one sentence) when the game would not
        start with them."""
        from shifting_sands.content.own_overlays import check_overlay

        overlay = self.overlay(variant)
        base = variant if overlay is None else overlay.base
        merged = {**({} if overlay is None else overlay.settings_dict()), **settings}
        entry = super().variant_entry(base, merged)
        if overlay is not None:
            entry.update(title=overlay.title, description=overlay.description)
        check_overlay(self, base, entry.get("settings", {}))
        return entry

    def content_hash(self, variant: str) -> str:
        """Her variant plays the base's content (its own identity is in the save's
        `own_variant` record)."""
        return super().content_hash(self.base_of(variant))

    def content_source(self, variant: str) -> str:
        return super().content_source(self.base_of(variant))


def with_own_variants(cls: SpecClass) -> SpecClass:
    """`cls` (a game's spec) with her own variants in front (same name and module)."""
    return type(cls.__name__, (OwnOverlays, cls),
                {"__module__": cls.__module__, "__qualname__": cls.__qualname__,
                 "__doc__": cls.__doc__})  # type: ignore[return-value]


__all__ = ["OwnOverlays", "with_own_variants"]
