"""The map key (the Key button, or K): every symbol the North Africa map and its counters
use, drawn by the same painters at a size that reads, each with what it means. The numbers
(a fort's bonus, a track's cost, the terrain shifts) come from the content and the rules,
never from this file."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.north_africa.rules.movement import COSTS
from shifting_sands.games.north_africa.table.counters import draw_badge, draw_counter, draw_supply
from shifting_sands.games.north_africa.table.layout import (
    LIT,
    MAP_RECT,
    OWNER_COLOURS,
    TARGET,
    Rect,
    art,
)
from shifting_sands.games.north_africa.table.map_painter import (
    draw_connection,
    draw_flag,
    draw_icon,
    draw_space,
)

KEY_RECT: Rect = (MAP_RECT[0] + 8, MAP_RECT[1] + 8, MAP_RECT[2] - 16, 388.0)
ROW = 25.0
RADIUS = 11.0
ICON = 22.0


def points(n: int) -> str:
    return f"{n} point{'s' if n != 1 else ''}"


def rows_of(content: Any) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(symbol, words) for the two columns; the symbol names what `_symbol` draws."""
    tables = content.tables
    mountain, marsh = tables.shift("mountain"), tables.shift("marsh_or_minefields")
    fort = tables.model.combat.fort_strength_bonus.value

    def shift(n: int) -> str:
        return f"{abs(n)} column{'s' if abs(n) != 1 else ''} {'left' if n < 0 else 'right'}"

    spaces = [
        ("clear", "Clear ground: no effect on an attack"),
        ("mountain", f"Mountain: attacks shift {shift(mountain)}"),
        ("marsh", f"Marsh: attacks shift {shift(marsh)}"),
        ("fort", f"Fort (star, thick ring): defender +{fort} strength"),
        ("", "   mountain, marsh, fort: no flank, armour shift, overrun"),
        ("port", "Port (anchor): sea lanes and sea supply"),
        ("vp", "VP medallion: victory points to its holder"),
        ("source", "Supply source (crates); hover it: whose"),
        ("flag", "Scenario objective (its panel: who holds it)"),
        ("box", "Box (Reserve, Replacement ...): off the map"),
        ("lit", "Blue ring: click to act here"),
        ("target", "Red ring: a space you may attack"),
    ]
    lines = [
        ("primary", f"Road (primary): {points(COSTS['primary'])} to enter (N1)"),
        ("secondary", f"Track (secondary): {points(COSTS['secondary'])} to enter (N1)"),
        ("sea", "Sea lane: redeployment between ports only (N2)"),
        ("rim:axis", "Control rim: Axis"),
        ("rim:allied", "Control rim: Allies"),
        ("rim:vichy", "Control rim: Vichy French"),
        ("rim:neutral", "Control rim: neutral (closed until opened)"),
        ("marker:move", "Activated to move"),
        ("marker:attack", "Activated to attack"),
        ("supply:limited", "Supply overlay (S): limited supply"),
        ("supply:none", "Supply overlay (S): out of supply"),
        ("counter", "Counter: combat-loss-movement; red sash: reduced"),
        ("badge", "Pile: how many counters; hover to fan it out"),
    ]
    return spaces, lines


def draw_map_key(canvas: Canvas, content: Any, rect: Rect = KEY_RECT) -> None:
    x, y, w, _h = rect
    panel(canvas, rect, 10, fill=theme.DIALOG)
    canvas.text("Map key", (x + 14, y + 8), 20, theme.DEEP_CLAY, "title_bold")
    canvas.text("A click or K closes it. Hover a space for all it is.",
                (x + w - 14, y + 14), 13, theme.MUTED, "italic", anchor="topright")
    spaces, lines = rows_of(content)
    half = (w - 28) / 2
    for column, rows in enumerate((spaces, lines)):
        left = x + 14 + column * (half + 8)
        for index, (symbol, words) in enumerate(rows):
            row_y = y + 44 + index * ROW
            centre = (left + 22, row_y + ROW / 2)
            _symbol(canvas, content, symbol, centre)
            canvas.text(words, (left + 48, row_y + 4), 14, theme.INK)


def _symbol(canvas: Canvas, content: Any, symbol: str, centre: tuple[float, float]) -> None:
    cx, cy = centre
    icon = (cx - ICON / 2, cy - ICON / 2, ICON, ICON)
    if symbol in ("clear", "mountain", "marsh", "lit", "target"):
        space = SimpleNamespace(name="", terrain=symbol if symbol in ("mountain", "marsh")
                                else "clear", fort=False, port=False, vp=0, x=cx, y=cy)
        draw_space(canvas, space, RADIUS, lambda p: p)
        if symbol in ("lit", "target"):
            canvas.circle(theme.BONE, centre, RADIUS + 5, 2)
            canvas.circle(LIT if symbol == "lit" else TARGET, centre, RADIUS + 3, 3)
    elif symbol == "fort":
        canvas.circle(theme.LIGHT_SAND, (cx - 6, cy), RADIUS - 2)
        canvas.circle(theme.INK, (cx - 6, cy), RADIUS + 1, 2)
        draw_icon(canvas, "fort.png", (cx + 1, cy - 10, 18, 18))
    elif symbol in ("port", "vp", "source"):
        draw_icon(canvas, f"{symbol}.png", icon)
    elif symbol == "flag":
        draw_flag(canvas, (cx + 6, cy + 10), 20.0)
    elif symbol == "box":
        canvas.rect((247, 238, 220), (cx - 16, cy - 9, 32, 18), 5)
        canvas.rect(theme.DEEP_CLAY, (cx - 16, cy - 9, 32, 18), 5, 2)
    elif symbol in ("primary", "secondary", "sea"):
        link = SimpleNamespace(kind=symbol, points=[(cx - 18, cy), (cx + 18, cy)])
        draw_connection(canvas, link, 0.6, lambda p: p)
    elif symbol.startswith("rim:"):
        canvas.circle(theme.LIGHT_SAND, centre, RADIUS)
        canvas.circle(theme.INK, centre, RADIUS, 1)
        canvas.circle(OWNER_COLOURS[symbol[4:]], centre, RADIUS + 1.5, 3)
    elif symbol.startswith("marker:"):
        found = art(f"marker_{symbol[7:]}.png")
        if found:
            canvas.image(found, icon)
        else:
            canvas.circle(theme.DANGER if symbol.endswith("attack") else theme.TEAL, centre,
                          ICON / 2)
    elif symbol.startswith("supply:"):
        draw_supply(canvas, symbol[7:], (cx - 6, cy - 6, 48, 48))  # a 20-pixel mark
    elif symbol in ("counter", "badge"):
        unit = content.units.get("de_21pz") or next(iter(content.units.values()))
        step = unit.reduced if symbol == "counter" else unit.full
        factors = f"{step.combat}-{step.loss}-{step.movement}"
        rect = (cx - 15, cy - 14, 28, 28)
        draw_counter(canvas, unit, factors, symbol == "counter", rect)
        if symbol == "badge":
            draw_badge(canvas, 3, rect)
