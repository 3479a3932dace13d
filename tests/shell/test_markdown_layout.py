"""The rules reader's Markdown: tokens into blocks, blocks into a laid-out page (no pygame).

Widths come from a stand-in measure (a fixed width per letter, bold a little wider), so these
tests check the layout's logic; tests/scenes/test_rules_reader.py checks it with real fonts.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from shifting_sands.games import REGISTRY
from shifting_sands.shell.markdown_blocks import (
    CODE,
    EM,
    PLAIN,
    STRONG,
    STRONG_EM,
    Code,
    Heading,
    Paragraph,
    Rule,
    Table,
    plain_text,
    section_lines,
    to_blocks,
)
from shifting_sands.shell.markdown_layout import HEADING_SIZES, lay_out
from shifting_sands.shell.markdown_table import TABLE_SIZES
from shifting_sands.shell.markdown_text import Layout, Run
from shifting_sands.shell.rules_reader import AREA, load_rules_text

ROOT = Path(__file__).resolve().parents[2]
RULINGS_FILES = sorted((ROOT / "docs" / "rules").glob("*.md"))
WIDTH = AREA[2]


def measure(text: str, size: int, role: str) -> float:
    return len(text) * size * (0.6 if role in ("bold", "title_bold") else 0.5)


def page(text: str, width: float = WIDTH) -> Layout:
    return lay_out(to_blocks(text), width, measure)


def runs_on(layout: Layout, y: float) -> list[Run]:
    return sorted((run for run in layout.runs() if run.y == y), key=lambda run: run.x)


# -- tokens into blocks -----------------------------------------------------------------------
def test_headings_emphasis_and_code_become_styled_spans():
    found = to_blocks("# Title\n\n### N1 *Primary* rule\n\nA *word*, **bold**, ***both*** "
                      "and `code_here`.\nNext line.")
    assert found[0] == Heading(1, (("Title", PLAIN),))
    assert found[1].level == 3 and found[1].text == "N1 Primary rule"
    spans = found[2].spans
    assert ("word", EM) in spans and ("bold", STRONG) in spans
    assert ("both", STRONG_EM) in spans and ("code_here", CODE) in spans
    assert plain_text(spans) == "A word, bold, both and code_here. Next line."


def test_lists_keep_their_depth_numbers_and_tightness():
    found = to_blocks("1. **Draw**: cards\n2. Act:\n   - OPS\n     - deeper\n\n"
                      "- loose one\n\n- loose two\n")
    markers = [(block.marker, block.depth) for block in found]
    assert markers == [("1.", 1), ("2.", 1), ("bullet", 2), ("bullet", 3), ("bullet", 1),
                       ("bullet", 1)]
    assert found[0].tight and not found[-1].tight


def test_quotes_rules_code_and_tables_are_blocks_of_their_own():
    found = to_blocks("> said *so*\n\n---\n\n```\nx = 1\n```\n\n"
                      "| a | b |\n|:-:|--:|\n| *1* | 2 |\n| 3 |\n")
    quote, rule, code, table = found
    assert isinstance(quote, Paragraph) and quote.quote == 1
    assert isinstance(rule, Rule) and isinstance(code, Code) and code.text == "x = 1"
    assert isinstance(table, Table) and table.aligns == ("center", "right")
    assert table.header == ((("a", PLAIN),), (("b", PLAIN),))
    assert table.rows[0][0] == (("1", EM),) and table.rows[1] == ((("3", PLAIN),), ())


def test_a_section_is_found_by_its_level_two_heading_only():
    text = "# Rulings\nnot this\n## Notes\nx\n## Rulings\nfirst\n### R1\nsecond\n## Bots\nno\n"
    start, end = section_lines(text, "Rulings")
    assert text.splitlines()[start:end] == ["first", "### R1", "second"]
    assert section_lines(text, "Missing") is None


# -- blocks into a page -----------------------------------------------------------------------
def test_headings_shrink_by_level_in_the_display_face():
    layout = page("# One\n\n## Two\n\n### Three\n\n#### Four\n\nbody")
    heads = [run for run in layout.runs() if run.face.role == "title_bold"]
    assert [run.size for run in heads] == [HEADING_SIZES[level] for level in (1, 2, 3, 4)]
    assert [run.y for run in heads] == sorted(run.y for run in heads)
    assert set(layout.anchors) == {"One", "Two", "Three", "Four"}


def test_emphasis_is_set_in_its_own_face_on_one_line():
    layout = page("Plain *leaning* and **heavy** and ***both*** and `code`, done.")
    line = runs_on(layout, 0.0)
    faces = {run.text: run.face for run in line}
    assert faces["leaning"].role == "italic" and faces["heavy"].role == "bold"
    assert faces["both"].role == "bold" and faces["both"].colour != faces["heavy"].colour
    assert faces["code"].code and not faces["heavy"].code
    assert [run.x for run in line] == sorted(run.x for run in line)
    for left, right in itertools.pairwise(line):
        assert left.x + left.width <= right.x  # runs never overlap


def test_a_bullet_hangs_its_text_and_an_item_number_stands_before_it():
    long = " ".join(["sand"] * 60)
    layout = page(f"- {long}\n  - inner\n\n1. {long}\n")
    bullet, inner, numbered = layout.pieces
    first, *others = sorted(bullet.runs, key=lambda run: run.y)
    assert others and all(run.x == first.x for run in others)  # the hanging indent
    dot = bullet.shapes[0]
    assert dot.kind == "dot" and dot.rect[0] < first.x
    assert inner.shapes[0].kind == "ring" and inner.runs[0].x > first.x
    number = next(run for run in numbered.runs if run.text == "1.")
    text = next(run for run in numbered.runs if run.text != "1.")
    assert number.y == text.y and number.x + number.width < text.x


def test_paragraphs_wrap_inside_the_width_and_keep_every_word():
    words = [f"word{n}" for n in range(200)]
    layout = page(" ".join(words), width=300)
    assert len({run.y for run in layout.runs()}) > 10
    assert all(run.x + run.width <= 300 for run in layout.runs())
    assert " ".join(run.text for run in layout.runs()).split() == words


def test_a_word_wider_than_the_page_is_cut_to_fit():
    layout = page("x" * 400, width=200)
    assert "".join(run.text for run in layout.runs()) == "x" * 400
    assert all(run.x + run.width <= 200 for run in layout.runs())


def test_a_table_has_a_header_row_aligned_columns_and_rules():
    layout = page("| name | points |\n|---|--:|\n| Sun | 1 |\n| Horse | 33 |\n")
    (table,) = layout.pieces
    header = [run for run in table.runs if run.face.role == "bold"]
    assert [run.text for run in header] == ["name", "points"]
    cells = {run.text: run for run in table.runs}
    assert cells["Sun"].x == cells["Horse"].x == cells["name"].x  # one column, one edge
    right = cells["points"].x + cells["points"].width
    assert cells["1"].x + cells["1"].width == pytest.approx(right)  # right aligned
    assert cells["33"].x + cells["33"].width == pytest.approx(right)
    kinds = [shape.kind for shape in table.shapes]
    assert kinds[0] == "box" and kinds.count("line") == 4  # top, under the header, rows


def test_a_wide_table_wraps_its_cells_and_never_leaves_the_page():
    cell = "a long cell of several words that needs wrapping"
    rows = "\n".join("| " + " | ".join([cell] * 8) + " |" for _ in range(3))
    text = "| " + " | ".join(f"h{n}" for n in range(8)) + " |\n" + "|---" * 8 + "|\n" + rows
    layout = page(text, width=500)
    (table,) = layout.pieces
    assert all(run.x >= 0 and run.x + run.width <= 500 for run in table.runs)
    lines = [shape.rect for shape in table.shapes if shape.kind == "line"]
    assert all(x2 <= 500 for _x1, _y1, x2, _y2 in lines)
    columns = sorted({run.x for run in table.runs if run.text.startswith("h")})
    assert len(columns) == 8
    assert len({run.y for run in table.runs}) > 4  # the cells wrapped
    assert table.runs[0].size in TABLE_SIZES


def test_the_visible_band_holds_exactly_the_pieces_that_reach_into_it():
    layout = page("\n\n".join(f"Paragraph {n}." for n in range(100)))
    band = list(layout.visible(500, 800))
    inside = [piece for piece in layout.pieces if piece.bottom >= 500 and piece.top <= 800]
    assert band == inside and band


# -- every shipped text -----------------------------------------------------------------------
LEFTOVER = re.compile(r"#{2,}|\*\*|__|`|\||(?<![\w*])\*[^\s*][^*]*\*(?![\w*])")
"""Markdown that would show when a text is not parsed: heading marks, bold and code marks,
a table's bars (no shipped text has a bar of its own), a *word* in stars."""


def shipped_texts() -> list[tuple[str, str]]:
    texts = [(f"reader:{game}", load_rules_text(game)) for game in sorted(REGISTRY)]
    return texts + [(path.name, path.read_text(encoding="utf-8")) for path in RULINGS_FILES]


@pytest.mark.parametrize(("name", "text"), shipped_texts(), ids=lambda value: value[:30])
def test_no_markup_is_left_in_the_drawn_text_and_nothing_leaves_the_page(name, text):
    layout = page(text)
    runs = list(layout.runs())
    assert runs, name
    for run in runs:
        assert not LEFTOVER.search(run.text), (name, run.text)
        assert run.x >= 0 and run.x + run.width <= WIDTH + 0.01, (name, run.text)
    blocks = to_blocks(text)
    heads = sum(bool(re.match(r"#{1,6} ", line)) for line in text.splitlines())
    assert sum(isinstance(block, Heading) for block in blocks) == heads


def test_the_shipped_texts_use_the_parts_the_reader_draws():
    """The checks above reach headings, emphasis, lists and tables in the shipped files."""
    blocks = [block for _name, text in shipped_texts() for block in to_blocks(text)]
    styles = {style for block in blocks if isinstance(block, Paragraph)
              for _text, style in block.spans}
    assert {EM, STRONG, CODE} <= styles
    assert {block.level for block in blocks if isinstance(block, Heading)} >= {1, 2, 3}
    assert any(isinstance(block, Table) and len(block.header) >= 10 for block in blocks)
    assert any(isinstance(block, Paragraph) and block.depth == 2 for block in blocks)


def test_the_readers_text_is_the_rules_then_the_rulings_section_only():
    text = load_rules_text("stones")
    assert text.index("## Undo and saving") < text.index("## Every ruling")
    assert "Colour words of the examples" not in text  # another section of the rulings file
    for game in REGISTRY:
        text = load_rules_text(game)
        assert text.count("## Every ruling") == 1 and "docs/rules" not in text, game
