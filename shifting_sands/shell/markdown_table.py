"""A Markdown table set as aligned columns that fit the page (no pygame).

Columns take the width their longest cell needs on one line when the table fits; otherwise
every column keeps room for its longest word and the rest of the width is shared by how much
more each would like, cells wrapping inside. A table whose words alone are too wide is set in
a smaller size, and at the smallest one its words are cut: a table never runs off the page.
"""

from __future__ import annotations

from shifting_sands.core import theme
from shifting_sands.shell.markdown_blocks import Table
from shifting_sands.shell.markdown_text import (
    BODY_FACES,
    Face,
    Measure,
    Piece,
    Setter,
    Shape,
    Word,
    faces_for,
    words_of,
)

TABLE_SIZES = (16, 15, 14, 13, 12)
"""The sizes tried, largest first, until the table's words fit the width."""
PAD_X = 8
PAD_Y = 4
LINE_GAP = 1.25
HEADER_FACES = faces_for(Face("bold", theme.INK))
HEADER_FILL = (236, 216, 176)
RULE = theme.DUNE_SHADOW
HEAVY_RULE = theme.DEEP_CLAY


def table_piece(table: Table, x: float, y: float, width: float, measure: Measure) -> Piece:
    """The table drawn from (x, y), at most `width` wide."""
    for size in TABLE_SIZES:
        setter = Setter(measure, size)
        header = [words_of(cell, HEADER_FACES) for cell in table.header]
        rows = [[words_of(cell, BODY_FACES) for cell in row] for row in table.rows]
        widths = column_widths([header, *rows], setter, width)
        if widths is not None:
            break
    else:
        widths = squeezed([header, *rows], setter, width)
    return _draw(header, rows, table.aligns, widths, setter, x, y)


def column_widths(rows: list[list[list[Word]]], setter: Setter,
                  width: float) -> list[float] | None:
    """Each column's width (padding included), or None when the longest words of the
    columns alone do not fit in `width`."""
    natural = [0.0] * len(rows[0])
    least = [0.0] * len(rows[0])
    for row in rows:
        for column, words in enumerate(row):
            natural[column] = max(natural[column], setter.line_width(words) + 2 * PAD_X)
            longest = max((setter.word_width(word) for word in words), default=0.0)
            least[column] = max(least[column], longest + 2 * PAD_X)
    if sum(natural) <= width:
        return natural
    if sum(least) > width:
        return None
    spare = width - sum(least)
    wants = [want - need for want, need in zip(natural, least, strict=True)]
    return [need + spare * want / sum(wants) for need, want in zip(least, wants, strict=True)]


def squeezed(rows: list[list[list[Word]]], setter: Setter, width: float) -> list[float]:
    """The last resort: columns in proportion to their longest words, words cut to fit."""
    least = [max((setter.word_width(word) for row in rows for word in row[column]),
                 default=0.0) + 2 * PAD_X for column in range(len(rows[0]))]
    return [width * need / sum(least) for need in least]


def _draw(header: list[list[Word]], rows: list[list[list[Word]]], aligns: tuple[str, ...],
          widths: list[float], setter: Setter, x: float, y: float) -> Piece:
    step = setter.size * LINE_GAP
    total = sum(widths)
    piece = Piece(y, y)
    top = y
    for n, row in enumerate([header, *rows]):
        height = _row(piece, row, aligns, widths, setter, x, top, step)
        if n == 0:
            piece.shapes.insert(0, Shape("box", (x, top, total, height), HEADER_FILL))
        rule = (HEAVY_RULE, 2) if n == 0 else (RULE, 1)
        top += height
        piece.shapes.append(Shape("line", (x, top, x + total, top), *rule))
    piece.shapes.append(Shape("line", (x, y, x + total, y), HEAVY_RULE, 2))
    piece.shapes[-2] = Shape("line", (x, top, x + total, top), HEAVY_RULE, 2)
    piece.bottom = top
    return piece


def _row(piece: Piece, row: list[list[Word]], aligns: tuple[str, ...], widths: list[float],
         setter: Setter, x: float, top: float, step: float) -> float:
    """Set one row's cells, each wrapped in its column and aligned; return the row's height."""
    lines_most = 1
    left = x
    for column, words in enumerate(row):
        room = widths[column] - 2 * PAD_X
        lines = setter.wrap(words, room)
        lines_most = max(lines_most, len(lines))
        for n, line in enumerate(lines):
            used = setter.line_width(line)
            offset = {"right": room - used, "center": (room - used) / 2}.get(aligns[column], 0)
            piece.runs += setter.place(line, left + PAD_X + offset, top + PAD_Y + n * step)
        left += widths[column]
    return lines_most * step + 2 * PAD_Y
