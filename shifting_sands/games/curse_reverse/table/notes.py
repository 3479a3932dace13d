"""What a Curse Reverse tile says when the pointer rests on it: its name, what it does in a
robbery (the dice count offensive and defensive items), and where it lies. A face-down
cartouche the seat has not seen names only what everyone sees; one it has seen (its own, or
another's it peeked at) gives its name and text.

Pure (no pygame): the scene finds what lies under the pointer and draws the note.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shifting_sands.games.curse_reverse.rules.log import upper_first
from shifting_sands.games.curse_reverse.table.labels import god_title, item_name

ROBBERY_WORDS = {
    "offensive": "Offensive: one more attack die when its holder robs.",
    "defensive": "Defensive: one more defence die when its holder is robbed.",
}
CURSE_WORDS = ("It fills a pack space until it is cleansed in a temple, passed on in a won "
               "robbery or lifted by the Cartouche of Aten.")
HIDDEN_WORDS = "You have not seen which cartouche it is."


@dataclass(frozen=True)
class Tip:
    """A note under the pointer: a bold title and lines that wrap."""

    title: str
    lines: tuple[str, ...] = ()


def holder_words(content: Any, holder: str, viewer: int | None,
                 names: Sequence[str]) -> str:
    """Where a tile lies, as the note says it: "In Layla's pack", "On this square"..."""
    kind, _sep, rest = holder.partition(":")
    if kind == "seat":
        seat = int(rest)
        return "In your pack" if seat == viewer else f"In {names[seat]}'s pack"
    if kind == "here":
        return "On this square"
    if kind == "ground":
        return "Lying on the board"
    if kind == "item_space":
        return "On an item space"
    if kind == "temple":
        god, _sep, by = rest.partition(":")
        temple = content.gods[god].temple
        who = "you" if by and int(by) == viewer else names[int(by)] if by else ""
        return f"Returned to the {temple} by {who}" if who else f"In the {temple}"
    if kind == "goal":
        return f"Wanted by {god_title(content, rest)} (either item of the card will do)"
    if kind == "maat":
        return "Ma'at: the story must use it"
    return ""


def tile_tip(content: Any, tile: str, where: str = "", seen_by_you: bool = False) -> Tip:
    """The note of `tile` as the view shows it ("cartouche:?" stays face down)."""
    lines: list[str] = []
    if tile.startswith("item:"):
        model = content.items.get(tile[5:])
        title = item_name(content, tile[5:])
        if model is not None:
            lines.append(ROBBERY_WORDS.get(model.kind, model.kind.capitalize()))
    elif tile == "curse":
        title = "A curse"
        lines.append(CURSE_WORDS)
    elif tile.startswith("cartouche:") and tile[10:] in content.cartouches:
        model = content.cartouches[tile[10:]]
        title = model.name
        lines.append(model.text)
        if seen_by_you:
            lines.append("You have seen it: only you can read it here, for as long as it "
                         "stays face down.")
    else:
        title = "A face-down cartouche"
        lines.append(HIDDEN_WORDS)
    if where:
        lines.insert(0, where)
    return Tip(title, tuple(lines))


def thief_tip(content: Any, thief_id: str, name: str) -> Tip:
    """A thief's row: who plays it, and every trait (trials ask for them)."""
    thief = content.thieves[thief_id]
    return Tip(f"{name}: {thief.name}, {thief.title}",
               ("Traits: " + ", ".join(thief.traits) + ".",))


__all__ = ["Tip", "holder_words", "thief_tip", "tile_tip", "upper_first"]
