"""How often each person is asked in cartouche windows: chosen per seat at setup
(`spec.seat_setting`), changed during play from the pause menu's settings by the person
whose turn it is or who is asked (rulings C14, C35, C36). No pygame."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from shifting_sands.games.curse_reverse.rules.actions import SetAsking
from shifting_sands.games.curse_reverse.rules.state import ASK_CHOICES

LABELS = {"playable": "If playable", "always": "Always", "never": "Never"}
NOTES = {
    "playable": "If playable: asked only if a cartouche of yours would do something; the "
                "table sees you may hold one.",
    "always": "Always: asked at every chance on others' turns, so being asked tells nothing "
              "(the slowest).",
    "never": "Never: you play cartouches on your own turn only (the quickest).",
}
"""One line per choice, shown where it is chosen (setup, and the pause menu's settings)."""
DETAILS = {
    "playable": NOTES["playable"] + " Once you pass on a play you are not asked about it "
                "again until what it would do changes (a cartouche for this very moment, "
                "like Bast before a move, is always new).",
    "always": NOTES["always"] + " You answer every time, holding a cartouche or not.",
    "never": NOTES["never"] + " Nobody learns anything from it; you miss the chances on "
             "others' turns (Bast, Khnum, Ma'at, Mafdet, Wadjet, Khonsu, Babi).",
}
"""The same at more length, where there is room (the pause menu's settings)."""


class AskChoice:
    notes = tuple(NOTES[o] for o in ("playable", "always", "never"))
    details = tuple(DETAILS[o] for o in ("playable", "always", "never"))
    """Both in the order of `options`."""
    key = "ask"
    title = "Asked to play"
    options = ("playable", "always", "never")
    labels = ("If playable", "Always", "Never")
    people_only = True
    """Bots are always asked (ruling C14): the setup screen shows the choice for people."""

    def settle(self, picked: Sequence[str], rng: random.Random | None = None) -> list[str]:
        """The setting seat by seat (unknown values fall back to the default)."""
        return [p if p in ASK_CHOICES else "playable" for p in picked]

    # -- during play (ruling C36) -----------------------------------------------------
    def seat_now(self, state: Any) -> int | None:
        """The seat whose setting may change now: a person's at their own turn or when
        asked in a window; None at any other moment."""
        seat = state.current_player
        if seat < 0 or not any(isinstance(x, SetAsking) for x in state.legal_actions()):
            return None
        return seat

    def value_of(self, state: Any, seat: int) -> str:
        return str(state.ask[seat])

    def change(self, value: str) -> SetAsking:
        """The action that changes the setting of the seat at the prompt to `value`."""
        return SetAsking(value)
