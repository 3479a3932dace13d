"""Saves of games played with the designer's own variants.

Her variant file is hers to edit or delete at any time, so a save of an own variant carries
the variant itself: `own_variant: {id, hash, params}` (the params as the file writes them).
On the way back in the record is checked (the params must validate and give that hash);
if her file still holds the variant unchanged, the save plays it by its id; otherwise the
saved copy joins the variants of this process under `id~hash` ("My test (as saved)") and
the loader says so, in one line, instead of refusing the save.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.content.own_variants import CARRIED_MARK
from shifting_sands.rules.spec import GameSpec


class OwnVariantProblem(ValueError):
    """A save's own-variant record that cannot be trusted: one line."""


def own_variant_record(spec: GameSpec, variant: str) -> dict[str, Any] | None:
    """What a save of `variant` must carry: None for a shipped variant (or a game without
    own variants)."""
    kind = spec.variant_kind()
    if kind is None or variant in kind.shipped():
        return None
    from shifting_sands.content.own_variants import all_rules

    rules = all_rules(kind).get(variant)
    if rules is None:
        return None
    base = variant.split(CARRIED_MARK, 1)[0]
    return {"id": base, "hash": kind.digest(rules), "params": kind.params(rules)}


def adopt_own_variant(data: dict[str, Any], spec: GameSpec) -> dict[str, Any]:
    """`data` playing the variant its record carries (the options' variant renamed to the
    carried copy's key when her file no longer holds it unchanged); OwnVariantProblem for
    a bad record."""
    record = data.get("own_variant")
    if record is None:
        return data
    kind = spec.variant_kind()
    if kind is None:
        raise OwnVariantProblem(f"bad own variant: {spec.title} has no own variants")
    if (not isinstance(record, dict) or not isinstance(record.get("id"), str)
            or not isinstance(record.get("hash"), str) or not isinstance(
                record.get("params"), dict)):
        raise OwnVariantProblem("bad own variant: expected its id, hash and params")
    from shifting_sands.content.own_variants import _check_id, carry, from_params, own_book

    base = record["id"]
    bad = _check_id(base, kind.shipped())
    if bad is not None:
        raise OwnVariantProblem(f"bad own variant: {bad}")
    try:
        rules = from_params(kind, base, record["params"])
    except ValueError as exc:
        raise OwnVariantProblem(f"bad own variant {base!r}: {exc}") from None
    if kind.digest(rules) != record["hash"]:
        raise OwnVariantProblem(f"bad own variant {base!r}: its numbers do not give the "
                                "hash it records")
    mine = own_book(kind).rules.get(base)
    key = base if mine is not None and kind.digest(mine) == record["hash"] else carry(
        kind, rules, base)
    options = data.get("options")
    if isinstance(options, dict):
        data = {**data, "options": {**options, "variant": key}}
    return data


def carried_notes(spec: GameSpec, variant: str) -> list[str]:
    """The sentence a loaded game of `variant` owes the player when it plays a copy its
    save carried (her variant was edited or deleted since); [] otherwise."""
    kind = spec.variant_kind()
    if kind is None or CARRIED_MARK not in variant:
        return []
    from shifting_sands.content.own_variants import own_book

    base = variant.split(CARRIED_MARK, 1)[0]
    how = "edited" if base in own_book(kind).rules else "deleted (or is no longer valid)"
    return [f"your variant {base!r} was {how} since this game was saved; the game goes on "
            "with the rules it was saved with"]


__all__ = ["OwnVariantProblem", "adopt_own_variant", "carried_notes", "own_variant_record"]
