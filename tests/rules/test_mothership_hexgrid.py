"""The hex desert: odd-q neighbours, edges, distances and cell names."""

from __future__ import annotations

import pytest

from shifting_sands.games.mothership.rules.hexgrid import (
    cell_from_name,
    cell_name,
    distance,
    edge_table,
    is_edge,
    neighbour_table,
    neighbours,
    space_name,
)

SIZES = [(11, 11), (9, 9), (7, 5), (4, 1), (3, 3)]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_adjacency_is_symmetric_and_never_self(width, height):
    table = neighbour_table(width, height)
    for cell, nbrs in enumerate(table):
        assert cell not in nbrs and len(set(nbrs)) == len(nbrs)
        for other in nbrs:
            assert cell in table[other]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_neighbours_are_at_distance_one(width, height):
    for cell in range(width * height):
        for other in range(width * height):
            near = other in neighbours(cell, width, height)
            assert near == (distance(cell, other, width) == 1)


def test_odd_columns_sit_half_a_hex_lower():
    # even column C (index 2) at row 5: the side neighbours are rows 4 and 5
    c5 = cell_from_name("C5", 11, 11)
    assert sorted(cell_name(c, 11) for c in neighbours(c5, 11, 11)) == [
        "B4", "B5", "C4", "C6", "D4", "D5"]
    # odd column D (index 3) at row 5: the side neighbours are rows 5 and 6
    d5 = cell_from_name("D5", 11, 11)
    assert sorted(cell_name(c, 11) for c in neighbours(d5, 11, 11)) == [
        "C5", "C6", "D4", "D6", "E5", "E6"]


def test_inner_cells_have_six_neighbours_and_the_edge_fewer():
    table = neighbour_table(11, 11)
    for cell in range(121):
        col, row = cell % 11, cell // 11
        on_rim = col in (0, 10) or row in (0, 10)
        assert is_edge(cell, 11, 11) == on_rim
        assert (len(table[cell]) == 6) == (not on_rim)
    assert edge_table(11, 11).count(True) == 40
    corners = [len(table[c]) for c in (0, 10, 110, 120)]
    assert corners == [2, 2, 3, 3]  # A and K are even columns: they sit high


def test_distances():
    assert distance(cell_from_name("A1", 7, 7), cell_from_name("G7", 7, 7), 7) == 9
    assert distance(cell_from_name("D4", 7, 7), cell_from_name("D4", 7, 7), 7) == 0
    assert distance(cell_from_name("A1", 7, 7), cell_from_name("A7", 7, 7), 7) == 6


def test_cell_and_space_names():
    assert cell_name(0, 11) == "A1" and cell_name(120, 11) == "K11"
    for cell in range(121):
        assert cell_from_name(cell_name(cell, 11), 11, 11) == cell
    assert cell_from_name("d4", 11, 11) == cell_from_name("D4", 11, 11)
    for bad in ("L1", "A0", "A12", "4D", ""):
        with pytest.raises(ValueError):
            cell_from_name(bad, 11, 11)
    assert [space_name(s) for s in (0, 1, 19, 25, 26, 27, 51)] == [
        "A", "B", "T", "Z", "AA", "AB", "AZ"]
