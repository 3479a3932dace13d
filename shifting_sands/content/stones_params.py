"""Shifting Stones's parameters: the numbers of data/stones/stones.yaml a designer may change
(hand size, cards drawn on a skip, the end trigger by player count, the one-point bonus; for
the solo game its deck and strikes), and the content with some of them changed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from shifting_sands.content.stones import CONTENTS, StonesContent
from shifting_sands.rules.params import Parameter, ParameterError, check_settings


def parameters(content: StonesContent, solo: bool) -> list[Parameter]:
    """The numbers of the standard game, or of the solo game, as parameters."""
    hand = Parameter("hand_size", "int", content.hand_size, "cards in a hand", 1, 10,
                     group="Cards")
    if solo:
        found = [hand, Parameter("solo.strikes_to_lose", "int", content.solo_strikes,
                                 "strikes that lose the solo game", 1, 20, group="Solo")]
        found += [Parameter(f"solo.deck.{points}", "int", count,
                            f"{points}-point cards in the solo deck", 0, 20, group="Solo")
                  for points, count in sorted(content.solo_deck.items())]
        return found
    found = [hand,
             Parameter("skip_draw", "int", content.skip_draw,
                       "cards drawn by a player who skips their turn", 1, 10, group="Cards"),
             Parameter("one_point_bonus", "int", content.one_point_bonus,
                       "points for holding the most one-point cards at the end", 1, 9,
                       group="Scoring")]
    found += [Parameter(f"end_trigger.{players}", "int", count,
                        f"scored cards that end a {players}-player game", 1, 30, group="End")
              for players, count in sorted(content.end_trigger.items())]
    return found


def with_settings(content: StonesContent, settings: Mapping[str, Any], solo: bool,
                  players: int) -> StonesContent:
    """`content` with the settings that name parameters applied and checked, the checks
    `stones_problems` makes of the file made of the numbers given (ParameterError)."""
    values = check_settings(parameters(content, solo), settings)
    if not values:
        return content
    deck = dict(content.solo_deck)
    trigger = dict(content.end_trigger)
    for name, value in values.items():
        if name.startswith("solo.deck."):
            deck[int(name.rsplit(".", 1)[1])] = int(value)
        elif name.startswith("end_trigger."):
            trigger[int(name.rsplit(".", 1)[1])] = int(value)
    changed = replace(content, hand_size=int(values.get("hand_size", content.hand_size)),
                      skip_draw=int(values.get("skip_draw", content.skip_draw)),
                      one_point_bonus=int(values.get("one_point_bonus",
                                                     content.one_point_bonus)),
                      solo_strikes=int(values.get("solo.strikes_to_lose",
                                                  content.solo_strikes)),
                      solo_deck={k: v for k, v in deck.items() if v}, end_trigger=trigger)
    _check(changed, solo, players, values)
    if changed == content:  # every value its default (a copied variant): the same content,
        return content      # not an equal copy that would stand in for it by its hash
    CONTENTS.ref(changed)  # snapshots name it by hash: a save of this match finds it
    return changed


def _check(content: StonesContent, solo: bool, players: int,
           values: Mapping[str, Any]) -> None:
    said = ", ".join(f"{k}={v}" for k, v in values.items())
    cards = list(content.cards.values())
    if solo:
        for points, count in content.solo_deck.items():
            have = sum(1 for card in cards if card.points == points)
            if count > have:
                raise ParameterError(f"with {said}: the solo deck asks for {count} cards of "
                                     f"{points} points; there are {have}")
        if sum(content.solo_deck.values()) < content.hand_size:
            raise ParameterError(f"with {said}: the solo deck cannot deal a hand of "
                                 f"{content.hand_size}")
    elif players * content.hand_size > len(cards):
        raise ParameterError(f"with {said}: {players} hands of {content.hand_size} need more "
                             f"than the {len(cards)} cards")


__all__ = ["parameters", "with_settings"]
