"""The hex desert: "odd-q" offset columns (odd columns sit half a hex lower).

A cell is the int `row * width + col`, so boards serialise as plain lists. Tables are
built once per board size and cached: the rules ask for neighbours thousands of times.
"""

from __future__ import annotations

from functools import lru_cache
from string import ascii_uppercase

_EVEN_COLUMN = ((0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0))
_ODD_COLUMN = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1))
"""(column, row) steps to the six neighbours: N, S, then the two on each side."""


def cell_of(col: int, row: int, width: int) -> int:
    return row * width + col


def col_row(cell: int, width: int) -> tuple[int, int]:
    row, col = divmod(cell, width)
    return col, row


@lru_cache(maxsize=32)
def neighbour_table(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """For every cell, its neighbours on the board (six inside, fewer on the edge)."""
    table = []
    for cell in range(width * height):
        col, row = col_row(cell, width)
        steps = _ODD_COLUMN if col % 2 else _EVEN_COLUMN
        table.append(tuple(
            cell_of(col + dc, row + dr, width) for dc, dr in steps
            if 0 <= col + dc < width and 0 <= row + dr < height
        ))
    return tuple(table)


@lru_cache(maxsize=32)
def edge_table(width: int, height: int) -> tuple[bool, ...]:
    """Whether each cell lies on the edge, that is has fewer than six neighbours."""
    return tuple(len(n) < 6 for n in neighbour_table(width, height))


def neighbours(cell: int, width: int, height: int) -> tuple[int, ...]:
    return neighbour_table(width, height)[cell]


def is_edge(cell: int, width: int, height: int) -> bool:
    return edge_table(width, height)[cell]


def distance(a: int, b: int, width: int) -> int:
    """Steps between two cells (through cube coordinates)."""
    (ac, ar), (bc, br) = col_row(a, width), col_row(b, width)
    az, bz = ar - (ac - (ac & 1)) // 2, br - (bc - (bc & 1)) // 2
    dx, dz = ac - bc, az - bz
    return max(abs(dx), abs(dz), abs(dx + dz))


def column_name(col: int) -> str:
    return ascii_uppercase[col]


def cell_name(cell: int, width: int) -> str:
    """Column letter and row number from 1, as the board's margins print them: "D4"."""
    col, row = col_row(cell, width)
    return f"{column_name(col)}{row + 1}"


def cell_from_name(name: str, width: int, height: int) -> int:
    """The cell printed as `name` ("D4"); ValueError for a name off the board."""
    letter, digits = name[:1].upper(), name[1:]
    if letter not in ascii_uppercase or not digits.isdigit():
        raise ValueError(f"not a cell name: {name!r}")
    col, row = ascii_uppercase.index(letter), int(digits) - 1
    if not (0 <= col < width and 0 <= row < height):
        raise ValueError(f"{name} is off a {width}x{height} board")
    return cell_of(col, row, width)


def space_name(space: int) -> str:
    """A holding space's letters: A to Z, then AA, AB..."""
    if space < 26:
        return ascii_uppercase[space]
    first, second = divmod(space, 26)
    return ascii_uppercase[first - 1] + ascii_uppercase[second]
