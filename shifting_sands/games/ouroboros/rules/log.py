"""The Ouroboros log: one plain sentence per event, or None for events the log skips."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.rules.actions import DIAGONAL_WORDS, DIAGONALS
from shifting_sands.games.ouroboros.rules.pieces import MONSTER_TITLES

CARD_TITLES = {
    "ledge_fall": "Ledge Fall", "tremor": "Tremor", "cave_in": "Cave-In",
    "darkness": "Darkness", "relic_head": "the Ouroboros head", "relic_tail": "the Ouroboros tail",
    **{f"lost_{key}": f"Lost ({word})" for key, word in DIAGONAL_WORDS.items()},
    **MONSTER_TITLES,
}
TILE_TITLES = {"empty": "an Empty tile", "wall": "a Wall", "eye": "an Eye of Horus"}
WAY_WORDS = {(0, -1): "up", (0, 1): "down", (-1, 0): "left", (1, 0): "right",
             **{delta: DIAGONAL_WORDS[key] for key, delta in DIAGONALS.items()}}
"""A step's direction on the screen, as the player reads it."""


def way(src: tuple[int, int], dst: tuple[int, int]) -> str:
    delta = (dst[0] - src[0], dst[1] - src[1])
    return WAY_WORDS.get(delta, "away")


def describe(event: Any, names: Sequence[str]) -> str | None:
    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"Explorer {seat + 1}"

    match event:
        case ev.TurnBegan(seat=seat, round=rnd):
            return f"Round {rnd}: {who(seat)}'s turn."
        case ev.TileLaid(kind=kind):
            return f"A tile is laid: {TILE_TITLES.get(kind, kind)}."
        case ev.Stepped(seat=seat, how="jump"):
            return None  # the LedgeJump event says it
        case ev.Stepped(seat=seat, how="bounce"):
            return f"{who(seat)} falls back onto the tile jumped over."
        case ev.Stepped(seat=seat, src=src, dst=dst, how="lost"):
            return f"{who(seat)} stumbles one tile {way(src, dst)}."
        case ev.Stepped(seat=seat, src=src, dst=dst, how="walk") if src != dst:
            return f"{who(seat)} moves {way(src, dst)}."
        case ev.Stepped():
            return None
        case ev.Blocked(seat=seat):
            return f"A wall stops {who(seat)}."
        case ev.Stayed(seat=seat):
            return f"{who(seat)} stays put."
        case ev.WallBroken(seat=seat):
            return f"{who(seat)} breaks through the wall."
        case ev.CardDrawn(seat=seat, card=card):
            return f"{who(seat)} draws {CARD_TITLES.get(card, card)}."
        case ev.DeckReshuffled(cards=cards):
            return f"The draw deck ran out: {cards} discards are shuffled into a new one."
        case ev.LedgePlaced():
            return "A ledge gives way: a Ledge Fall token marks it."
        case ev.LedgeJump(seat=seat) if seat >= 0:
            return f"{who(seat)} falls two tiles on, over the ledge."
        case ev.LedgeJump():
            return "The monster tumbles over the ledge."
        case ev.Ushered(seat=seat, guide=guide):
            return f"{who(guide)} guides {who(seat)} safely across the ledge."
        case ev.TremorShift(axis=axis, dx=dx, dy=dy):
            towards = way((0, 0), (dx, dy))
            return f"A tremor slides the whole {axis} one tile {'to the ' * (dy == 0)}{towards}."
        case ev.HazardIgnored(seat=seat, card=card):
            return f"{who(seat)} is a Guide: {CARD_TITLES.get(card, card)} does no harm."
        case ev.MonsterAppeared(kind=kind):
            return f"A {MONSTER_TITLES[kind]} rises!"
        case ev.MonsterPursues(kind=kind, seat=seat):
            return f"The {MONSTER_TITLES[kind]} pursues {who(seat)}."
        case ev.MonsterMoved():
            return None
        case ev.MonsterDefeated(kind=kind, seat=seat):
            return f"{who(seat)} defeats the {MONSTER_TITLES[kind]}."
        case ev.MonsterGone(kind=kind):
            return f"The {MONSTER_TITLES[kind]} vanishes into the dark."
        case ev.Incapacitated(seat=seat, cause=cause):
            return f"{who(seat)} is incapacitated ({cause})."
        case ev.Revived(seat=seat, by=by):
            return f"{who(by)} revives {who(seat)}."
        case ev.Died(seat=seat, relics=relics, nearest=nearest, apart=apart,
                     standing=standing):
            sinks = " The relic half sinks back into the ruin." if relics else ""
            if nearest < 0:
                return f"{who(seat)} strays too far from everyone and is gone for good.{sinks}"
            lying = "" if standing else ", lying fallen,"
            return (f"{who(seat)}{lying} is {apart} places from {who(nearest)}, the nearest "
                    f"teammate: out of everyone's sight, gone for good.{sinks}")
        case ev.RelicFound(seat=seat, half=half):
            return f"{who(seat)} finds {CARD_TITLES[half]}!"
        case ev.TilesVanished(cells=cells, cause=cause):
            count = len(cells)
            tiles = "a tile" if count == 1 else f"{count} tiles"
            return {"crumbled": f"The floor behind crumbles: {tiles} gone.",
                    "darkness": f"Darkness swallows {tiles}."}.get(cause)
        case ev.TeamEnded(won=won, reason=reason):
            return f"{'Victory' if won else 'Defeat'}: {reason}"
    return None
