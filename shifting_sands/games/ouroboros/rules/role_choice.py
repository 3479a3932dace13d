"""Roles chosen at setup: each seat picks a role or leaves it to chance (the setup screen's
per-seat choice, `spec.seat_setting`). No pygame."""

from __future__ import annotations

import random
from collections.abc import Sequence

from shifting_sands.games.ouroboros.rules.pieces import ROLE_TITLES, ROLES

RANDOM = "random"


class RoleChoice:
    key = "roles"
    title = "Role"
    options = (RANDOM, *ROLES)
    labels = ("Random", *(ROLE_TITLES[role] for role in ROLES))

    def settle(self, picked: Sequence[str], rng: random.Random | None = None
               ) -> list[str] | None:
        """The roles seat by seat: the chosen ones kept, the others dealt from the roles
        left (so the saved options replay the same game); None when nobody chose."""
        chosen = [role for role in picked if role != RANDOM]
        if not chosen:
            return None
        twice = sorted({ROLE_TITLES[r] for r in chosen if chosen.count(r) > 1})
        if twice:
            raise ValueError(f"Each role can be taken once: {', '.join(twice)} is chosen "
                             "twice.")
        left = [role for role in ROLES if role not in chosen]
        (rng or random).shuffle(left)
        return [role if role != RANDOM else left.pop() for role in picked]
