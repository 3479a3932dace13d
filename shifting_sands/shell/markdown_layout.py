"""Markdown blocks laid out at a width: the page the rules reader draws (no pygame).

Headings are set in the display face (a size per level), paragraphs wrap to the width, list
items hang from their bullet or number, quotes stand behind a bar, tables fit their columns
to the width (markdown_table). Everything is measured once per width; drawing only blits.
"""

from __future__ import annotations

from shifting_sands.core import theme
from shifting_sands.shell.markdown_blocks import Block, Code, Heading, Paragraph, Rule, Table
from shifting_sands.shell.markdown_table import table_piece
from shifting_sands.shell.markdown_text import (
    BODY_FACES,
    Face,
    Layout,
    Measure,
    Piece,
    Run,
    Setter,
    Shape,
    faces_for,
    words_of,
)

BODY_SIZE = 17
LINE_GAP = 1.3
"""Line height as a multiple of the font size."""
HEADING_SIZES = {1: 30, 2: 24, 3: 20, 4: 18}
HEADING_COLOURS = {1: theme.DEEP_CLAY, 2: theme.TERRACOTTA, 3: theme.DEEP_CLAY}
CODE_SIZE = 15
LIST_INDENT = 28
"""Room for a bullet or an item number ("10." fits) at each level of a list."""
QUOTE_INDENT = 20
QUOTE_FACES = faces_for(Face("body", theme.MUTED))
CODE_FILL = (236, 222, 192)


def lay_out(blocks: list[Block], width: float, measure: Measure) -> Layout:
    """Every block placed one under the other, `width` logical pixels wide."""
    pieces: list[Piece] = []
    anchors: dict[str, float] = {}
    y = 0.0
    previous: Block | None = None
    for block in blocks:
        if previous is not None:
            y += space_between(previous, block)
        if isinstance(block, Heading):
            anchors.setdefault(block.text, y)
        piece = _piece(block, y, width, measure)
        _add_quote_bars(piece, _quote(block))
        pieces.append(piece)
        y = piece.bottom
        previous = block
    return Layout(pieces, y, width, anchors)


def space_between(previous: Block, block: Block) -> float:
    """The gap above `block`: headings get air above them, items of a tight list little."""
    if isinstance(block, Heading):
        return HEADING_SIZES.get(block.level, 17) * 0.7
    if isinstance(previous, Heading):
        return 4
    if isinstance(previous, Paragraph) and isinstance(block, Paragraph) and previous.tight \
            and block.depth and (block.marker or block.depth >= previous.depth):
        return 4
    if isinstance(block, Table) or isinstance(previous, Table):
        return 12
    return 9


def _quote(block: Block) -> int:
    return getattr(block, "quote", 0)


def _indent(block: Block) -> float:
    return _quote(block) * QUOTE_INDENT + getattr(block, "depth", 0) * LIST_INDENT


def _piece(block: Block, y: float, width: float, measure: Measure) -> Piece:
    x = _indent(block)
    if isinstance(block, Heading):
        return _heading(block, y, width, measure)
    if isinstance(block, Paragraph):
        return _paragraph(block, x, y, width - x, measure)
    if isinstance(block, Rule):
        middle = y + 8
        return Piece(y, y + 16, shapes=[Shape("line", (x, middle, width, middle),
                                              theme.DUNE_SHADOW, 2)])
    if isinstance(block, Code):
        return _code(block, x, y, width - x, measure)
    return table_piece(block, x, y, width - x, measure)


def _heading(block: Heading, y: float, width: float, measure: Measure) -> Piece:
    size = HEADING_SIZES.get(block.level, 17)
    colour = HEADING_COLOURS.get(block.level, theme.INK)
    setter = Setter(measure, size)
    faces = faces_for(Face("title_bold", colour))
    step = size * 1.2
    piece = Piece(y, y)
    for n, line in enumerate(setter.wrap(words_of(block.spans, faces), width)):
        piece.runs += setter.place(line, 0.0, y + n * step)
        piece.bottom = y + (n + 1) * step
    return piece


def _paragraph(block: Paragraph, x: float, y: float, width: float,
               measure: Measure) -> Piece:
    setter = Setter(measure, BODY_SIZE)
    faces = QUOTE_FACES if block.quote else BODY_FACES
    step = BODY_SIZE * LINE_GAP
    piece = Piece(y, y)
    lines = setter.wrap(words_of(block.spans, faces), width)
    for n, line in enumerate(lines):
        piece.runs += setter.place(line, x, y + n * step)
    piece.bottom = y + len(lines) * step
    if block.marker:
        _add_marker(piece, block, setter, x, y + step / 2)
    return piece


def _add_marker(piece: Piece, block: Paragraph, setter: Setter, x: float,
                middle: float) -> None:
    """A bullet (filled at the first level, a ring below it) or the item's number, right
    aligned in the room before the text (a number too long for it starts where the room
    does, so that it never leaves the page)."""
    if block.marker == "bullet":
        kind = "dot" if block.depth <= 1 else "ring"
        piece.shapes.append(Shape(kind, (x - 13, middle, 3, 0), theme.TERRACOTTA))
        return
    face = QUOTE_FACES["plain"] if block.quote else BODY_FACES["plain"]
    number = setter.measure(str(block.marker), BODY_SIZE, face.role)
    left = max(x - LIST_INDENT, x - 6 - number)
    piece.runs.insert(0, Run(str(block.marker), left, piece.top, BODY_SIZE, face, number))


def _code(block: Code, x: float, y: float, width: float, measure: Measure) -> Piece:
    """Lines kept as written (long ones cut to the width) on a tinted box."""
    setter = Setter(measure, CODE_SIZE)
    face = Face("body", theme.INDIGO)
    step = CODE_SIZE * LINE_GAP
    piece = Piece(y, y)
    top = y + 6
    n = 0
    for source in block.text.split("\n"):
        word = ((source.replace("\t", "    "), face),) if source.strip() else ()
        for line in setter.wrap([word] if word else [], width - 16):
            piece.runs += setter.place(line, x + 8, top + n * step)
            n += 1
    piece.bottom = top + n * step + 6
    piece.shapes.append(Shape("box", (x, y, width, piece.bottom - y), CODE_FILL))
    return piece


def _add_quote_bars(piece: Piece, quote: int) -> None:
    """One bar per quote level down the left of the block (bars of blocks in a row meet,
    since the gap below each block is drawn as part of it)."""
    for level in range(quote):
        bar_x = level * QUOTE_INDENT + 4
        piece.shapes.insert(0, Shape("line", (bar_x, piece.top - 4, bar_x, piece.bottom + 5),
                                     theme.DUNE_SHADOW, 3))
