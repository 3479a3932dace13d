"""Every tile on the Curse Reverse table names itself under the pointer: in a pack (one's
own on the card, the others' in their rows), on the card's square, on a goal card, lying on
the board, offered in a temple, in a robbed pack or among Ma'at's items; a thief's row
gives its traits. A tile says only what the view shows: a face-down cartouche the seat has
not seen stays "a face-down cartouche".

A mixin of `CurseScene`: it reads the same geometry the painters draw with, so what is
named is what is drawn there; dialogs over the board hide the board's tiles beneath.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.games.curse_reverse.rules.view import UNKNOWN
from shifting_sands.games.curse_reverse.table.layout import BOARD, OVERLAY
from shifting_sands.games.curse_reverse.table.notes import (
    Tip,
    holder_words,
    thief_tip,
    tile_tip,
)
from shifting_sands.games.curse_reverse.table.overlays import loot_tile_rect, maat_rect
from shifting_sands.games.curse_reverse.table.panels import (
    HERE_SHOWN,
    goal_item_rect,
    here_slot,
    other_row_rect,
    other_tile_rect,
    pack_slot,
)

Rect = tuple[float, float, float, float]
TIP_WIDTH = 340.0


def inside(rect: Rect, pos: tuple[float, float]) -> bool:
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h


class HoverNotes:
    """The hover half of the Curse Reverse scene (see the module doc)."""

    pointer: tuple[float, float]

    def over_board(self) -> bool:
        """Whether a dialog lies over the board now (its tiles beneath are hidden)."""
        top = self.top()
        return (self.trial_on_show() is not None or self.flash is not None
                or self.dice_show is not None
                or (top is not None and top.kind == "choice"
                    and top.get("what") in ("steal", "peek") and self.mine()))

    def overlay_spots(self, view: Any) -> list[tuple[Rect, str, str]]:
        """Tiles of the dialogs over the board: a robbed pack, Ma'at's items."""
        spots: list[tuple[Rect, str, str]] = []
        top = view.frame()
        if top is not None and top.kind == "choice" and top.get("what") in ("steal", "peek") \
                and self.mine():
            victim = top.get("victim")
            pack = view.packs[victim]
            spots += [(loot_tile_rect(i, len(pack)), tile, f"seat:{victim}")
                      for i, tile in enumerate(pack)]
        trial = self.trial_on_show()
        if trial is not None:
            spots += [(maat_rect(i), f"item:{item}", "maat:")
                      for i, item in enumerate(trial.get("maat") or ())]
        return spots

    def panel_spots(self, view: Any, focus: int) -> list[tuple[Rect, str, str]]:
        """Tiles on the card (pack, square, goal cards) and in the other thieves' rows."""
        spots = [(pack_slot(i), tile, f"seat:{focus}")
                 for i, tile in enumerate(view.packs[focus])]
        here = dict(view.ground).get(view.pos[focus], ())
        spots += [(here_slot(i), tile, "here:") for i, tile in enumerate(here[:HERE_SHOWN])]
        content = self.state.content
        for index, goal_id in enumerate(view.goals[focus]):
            if goal_id in view.done[focus]:
                continue
            goal = content.goals[goal_id]
            spots += [(goal_item_rect(index, k), f"item:{item}", f"goal:{goal.god}")
                      for k, item in enumerate(goal.items)]
        others = [s for s in range(view.players) if s != focus]
        for row, seat in enumerate(others):
            spots += [(other_tile_rect(row, len(others), i), tile, f"seat:{seat}")
                      for i, tile in enumerate(view.packs[seat])]
        return spots

    def note_under_pointer(self, view: Any, focus: int) -> Tip | None:
        """The note of whatever tile (or thief's row) lies under the pointer."""
        pos = self.pointer
        spots = self.overlay_spots(view) + self.panel_spots(view, focus)
        if not (self.over_board() and inside(OVERLAY, pos)) and inside(BOARD, pos):
            spots += self.ground_spots(self.board(), view)
        names = self.match.names
        content = self.state.content
        for rect, tile, holder in spots:
            if inside(rect, pos):
                seen = (tile.startswith("cartouche:") and tile != UNKNOWN
                        and view.seat is not None and holder != f"seat:{view.seat}")
                if holder.startswith("ground:") and \
                        self.board().kind_of.get(holder[7:]) == "item":
                    holder = "item_space:"
                where = holder_words(content, holder, view.seat, names)
                return tile_tip(content, tile, where, seen)
        others = [s for s in range(view.players) if s != focus]
        for row, seat in enumerate(others):
            if inside(other_row_rect(row, len(others)), pos):
                return thief_tip(content, view.thieves[seat], self.seat_label(seat))
        return None

    def draw_note(self, canvas: Canvas, tip: Tip) -> None:
        """A note beside the pointer: the title in bold, the lines wrapped below it."""
        lines = [line for text in tip.lines for line in canvas.wrap(text, TIP_WIDTH, 14)]
        width = max([canvas.text_width(tip.title, 15, "bold"),
                     *(canvas.text_width(line, 14) for line in lines)]) + 24
        height = 30 + 18 * len(lines)
        x = min(max(4.0, self.pointer[0] - width / 2), 1276 - width)
        y = self.pointer[1] + 18
        if y + height > 716:
            y = self.pointer[1] - height - 12

        def paint(target: Canvas) -> None:
            target.rect((43, 29, 20), (x, y, width, height), 6)
            target.text(tip.title, (x + 12, y + 6), 15, theme.BONE, "bold")
            for i, line in enumerate(lines):
                target.text(line, (x + 12, y + 27 + 18 * i), 14, theme.LIGHT_SAND)

        # painted once while the pointer rests: a frame then costs one blit
        canvas.layer("cr-note", (tip, x, y), (x, y, width, height), paint)
