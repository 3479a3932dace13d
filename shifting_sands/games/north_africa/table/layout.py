"""Where things sit on the North Africa table at 1280x720, and the art with its stand-ins.

Pure geometry plus `art()`, which names a file of assets/north_africa when the artist's file
exists (the asset cache alone would paint a missing one magenta), so painters fall back to
a drawn stand-in until it does.
"""

from __future__ import annotations

from functools import lru_cache

from shifting_sands.paths import assets_dir

Rect = tuple[float, float, float, float]

MAP_RECT: Rect = (8.0, 64.0, 864.0, 512.0)
"""The map's window: the theatre pans and zooms inside it."""
HAND_RECT: Rect = (8.0, 582.0, 864.0, 132.0)
STATUS_RECT: Rect = (880.0, 64.0, 392.0, 170.0)
ACTIONS_RECT: Rect = (880.0, 240.0, 392.0, 226.0)
LOG_RECT = (880, 472, 392, 242)
COMBAT_RECT: Rect = (196.0, 76.0, 488.0, 490.0)
"""The fight is shown over the middle of the map, never over the panels beside it."""
RESULT_RECT: Rect = (150.0, 72.0, 580.0, 64.0)
"""A fight over shrinks to a strip at the top of the map until the next step (or a click)."""
BUTTON_W, BUTTON_H, BUTTON_GAP = 184.0, 34.0, 8.0
BUTTON_COLUMNS, BUTTON_ROWS = 2, 3
CARD_W, CARD_H = 84.0, 117.0
DETAIL_RECT: Rect = (16.0, 322.0, 480.0, 250.0)
"""The card under the pointer (or the one selected) in full, over the map's lower left."""
COMBAT_DETAIL_RECT: Rect = (200.0, 526.0, 480.0, 190.0)
"""A combat card button's card in full, under the battle panel's buttons (never over the
button the pointer is on)."""
SEEN_RECT: Rect = (16.0, 72.0, 260.0, 0.0)
"""The other side's hand as shown by an event, over the map's upper left (its height
follows the cards)."""
SEEN_ROW = 22.0
EFFECT_MARK = 18.0
"""The marks of the events in effect, in the hand strip under the counts."""
COMBAT_BUTTON_W, COMBAT_BUTTON_H = 150.0, 30.0
THEIR_HAND_BUTTON: Rect = (796.0, 15.0, 104.0, 30.0)
WORLD_W, WORLD_H = 3200.0, 1800.0
"""The TMX canvas the spaces' coordinates are given on."""
BOX_W, BOX_H = 190.0, 92.0
"""A box's panel on the map, in world pixels, centred on the box's point."""
RESET_BUTTON: Rect = (910.0, 15.0, 56.0, 30.0)
SUPPLY_BUTTON: Rect = (972.0, 15.0, 64.0, 30.0)
KEY_BUTTON: Rect = (1042.0, 15.0, 52.0, 30.0)
"""The map's own buttons sit in the title bar, left of the undo, rules and menu buttons:
on the map they hid the spaces under them (Habbaniya under Supply at the Home view)."""
STATUS_ROOM = (280.0, 790.0)
"""Where the status line may run in the title bar: between the title and the buttons."""
ART = "north_africa/"

AXIS_COLOUR = (96, 102, 92)
ALLIED_COLOUR = (176, 140, 84)
VICHY_COLOUR = (70, 96, 150)
NEUTRAL_COLOUR = (150, 150, 150)
OWNER_COLOURS = {"axis": AXIS_COLOUR, "allied": (186, 124, 48), "vichy": VICHY_COLOUR,
                 "neutral": NEUTRAL_COLOUR}
NATION_TONES = {
    "german": (110, 116, 104), "italian": (120, 136, 90), "vichy": (84, 110, 160),
    "iraqi": (126, 150, 96), "egyptian": (116, 112, 108), "british": (196, 160, 100),
    "commonwealth": (190, 150, 96), "indian": (186, 140, 90), "south_african": (170, 150, 84),
    "australian": (170, 132, 80), "new_zealand": (150, 130, 96), "free_french": (90, 120, 180),
    "polish": (180, 120, 120), "greek": (110, 150, 190), "belgian": (170, 150, 70),
    "us": (120, 140, 80), "us_free_french": (100, 130, 170), "lrdg": (200, 180, 130),
}
LIT = (20, 150, 230)
"""Where a click does something: a vivid blue that no sand, road or counter shares."""
TARGET = (214, 40, 40)
SUPPLY_COLOURS = {"full": (78, 150, 58), "limited": (227, 167, 47), "none": (190, 40, 40)}


@lru_cache(maxsize=256)
def art(name: str) -> str | None:
    """`north_africa/<name>` when the file exists, else None (draw a stand-in)."""
    return ART + name if (assets_dir() / ART / name).is_file() else None


def nation_key(nationality: str) -> str:
    """The counter file's nation part: "US-controlled Free French" -> "us_free_french"."""
    if nationality == "US-controlled Free French":
        return "us_free_french"
    if nationality == "Vichy French":
        return "vichy"  # the art's name: without it the Vichy counters were stand-ins
    return nationality.lower().replace(" ", "_").replace("-", "_")


def button_rect(index: int) -> Rect:
    x0, y0 = ACTIONS_RECT[0] + 8, ACTIONS_RECT[1] + ACTIONS_RECT[3] - 8 - BUTTON_ROWS * (
        BUTTON_H + BUTTON_GAP) + BUTTON_GAP
    col, row = index % BUTTON_COLUMNS, index // BUTTON_COLUMNS
    return (x0 + col * (BUTTON_W + BUTTON_GAP), y0 + row * (BUTTON_H + BUTTON_GAP),
            BUTTON_W, BUTTON_H)


def card_rect(index: int, count: int) -> Rect:
    """A card of the hand: spread along the strip, overlapping when the hand is large."""
    x, y, w, h = HAND_RECT
    room = w - 160
    step = min(CARD_W + 8, (room - CARD_W) / max(1, count - 1)) if count > 1 else CARD_W
    return (x + 150 + index * step, y + (h - CARD_H) / 2 + 2, CARD_W, CARD_H)


def effect_rect(index: int) -> Rect:
    """The mark of the `index`th event in effect: seven a row, two rows."""
    x, y, _w, _h = HAND_RECT
    col, row = index % 7, index // 7
    return (x + 12 + col * (EFFECT_MARK + 1.5), y + 92 + row * (EFFECT_MARK + 2), EFFECT_MARK,
            EFFECT_MARK)


def seen_row_rect(index: int) -> Rect:
    x, y, w, _h = SEEN_RECT
    return (x + 8, y + 30 + index * SEEN_ROW, w - 16, SEEN_ROW)


def combat_button_rect(index: int, count: int) -> Rect:
    """The combat card choices along the bottom of the battle panel, centred."""
    x, y, w, h = COMBAT_RECT
    gap = 8.0
    width = min(COMBAT_BUTTON_W, (w - 24 - gap * (count - 1)) / max(1, count))
    total = count * width + (count - 1) * gap
    return (x + (w - total) / 2 + index * (width + gap), y + h - 76, width, COMBAT_BUTTON_H)


def close_rect() -> Rect:
    """The battle panel's Close button, once the fight is over."""
    x, y, w, h = COMBAT_RECT
    return (x + w - 112, y + h - 42, 100, 32)


def open_rect() -> Rect:
    """The battle strip's Open button: the whole panel again (left of the dice, on the
    losses' line, so the verdict keeps its room)."""
    x, y, w, _h = RESULT_RECT
    return (x + w - 166, y + 32, 58, 26)


def quick_rect() -> Rect:
    """The battle panel's switch for quick battles (they fold once the dice are in)."""
    x, y, _w, h = COMBAT_RECT
    return (x + 12, y + h - 42, 200, 32)


def inside(rect: Rect, pos: tuple[float, float]) -> bool:
    x, y, w, h = rect
    return x <= pos[0] < x + w and y <= pos[1] < y + h
