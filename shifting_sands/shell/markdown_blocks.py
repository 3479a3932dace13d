"""Markdown turned into a short list of blocks the rules reader can lay out (no pygame).

markdown-it-py does the parsing (CommonMark plus its `table` rule); this module only walks
its token stream and keeps what the reader draws: headings, paragraphs in their list and
quote context, rules, code and tables, each holding its text as styled spans.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from markdown_it import MarkdownIt
from markdown_it.token import Token

PLAIN, EM, STRONG, STRONG_EM, CODE, BREAK = "plain", "em", "strong", "strong_em", "code", "break"
"""Span styles; BREAK is a hard line break (its text is empty)."""

Span = tuple[str, str]
"""(text, style)."""

ALIGN = {"text-align:left": "left", "text-align:right": "right",
         "text-align:center": "center"}
"""The style attribute markdown-it gives an aligned table cell, by alignment."""


@dataclass(frozen=True)
class Heading:
    level: int
    spans: tuple[Span, ...]

    @property
    def text(self) -> str:
        return plain_text(self.spans)


@dataclass(frozen=True)
class Paragraph:
    spans: tuple[Span, ...]
    depth: int = 0
    """How many lists it sits in (0: none)."""
    quote: int = 0
    """How many block quotes it sits in."""
    marker: str | None = None
    """"bullet" or an item number such as "2." on the first paragraph of a list item."""
    tight: bool = False
    """A paragraph of a tight list: items follow each other closely."""


@dataclass(frozen=True)
class Rule:
    """A horizontal rule (---)."""

    quote: int = 0


@dataclass(frozen=True)
class Code:
    text: str
    depth: int = 0
    quote: int = 0


@dataclass(frozen=True)
class Table:
    header: tuple[tuple[Span, ...], ...]
    rows: tuple[tuple[tuple[Span, ...], ...], ...]
    aligns: tuple[str, ...]
    depth: int = 0
    quote: int = 0


Block = Heading | Paragraph | Rule | Code | Table


@cache
def parser() -> MarkdownIt:
    """CommonMark with tables; raw HTML stays text (the rules files hold none to obey).
    One parser serves every text (building one compiles its rules)."""
    return MarkdownIt("commonmark", {"html": False}).enable("table")


def plain_text(spans: tuple[Span, ...] | list[Span]) -> str:
    return "".join("\n" if style == BREAK else text for text, style in spans)


def inline_spans(token: Token) -> tuple[Span, ...]:
    """An inline token's children as styled spans (emphasis marks become styles)."""
    spans: list[Span] = []
    em = strong = 0
    for child in token.children or []:
        kind = child.type
        if kind == "em_open":
            em += 1
        elif kind == "em_close":
            em -= 1
        elif kind == "strong_open":
            strong += 1
        elif kind == "strong_close":
            strong -= 1
        elif kind == "code_inline":
            spans.append((child.content, CODE))
        elif kind == "softbreak":
            spans.append((" ", _style(em, strong)))
        elif kind == "hardbreak":
            spans.append(("", BREAK))
        elif kind == "image":
            spans.append((plain_text(inline_spans(child)), _style(em, strong)))
        elif kind in ("text", "html_inline") and child.content:
            spans.append((child.content, _style(em, strong)))
    return tuple(spans)


def _style(em: int, strong: int) -> str:
    if em and strong:
        return STRONG_EM
    return STRONG if strong else EM if em else PLAIN


@dataclass
class _Walk:
    """Where the walk through the tokens stands: open lists, quotes and the item marker
    waiting for the item's first paragraph."""

    blocks: list[Block] = field(default_factory=list)
    lists: list[list] = field(default_factory=list)
    """One [ordered, tight] per open list."""
    quote: int = 0
    marker: str | None = None


def to_blocks(text: str) -> list[Block]:
    """The blocks of a Markdown text, in reading order."""
    tokens = parser().parse(text)
    walk = _Walk()
    i = 0
    while i < len(tokens):
        i = _step(tokens, i, walk)
    return walk.blocks


def _step(tokens: list[Token], i: int, walk: _Walk) -> int:
    """Handle token i; return the index of the next token to look at."""
    token = tokens[i]
    kind = token.type
    depth = len(walk.lists)
    if kind in ("bullet_list_open", "ordered_list_open"):
        walk.lists.append([kind == "ordered_list_open"])
    elif kind in ("bullet_list_close", "ordered_list_close"):
        walk.lists.pop()
    elif kind == "list_item_open":
        walk.marker = f"{token.info}{token.markup}" if walk.lists[-1][0] else "bullet"
    elif kind == "blockquote_open":
        walk.quote += 1
    elif kind == "blockquote_close":
        walk.quote -= 1
    elif kind == "heading_open":
        walk.blocks.append(Heading(int(token.tag[1:]), inline_spans(tokens[i + 1])))
        return i + 3
    elif kind == "paragraph_open":
        walk.blocks.append(Paragraph(inline_spans(tokens[i + 1]), depth, walk.quote,
                                     walk.marker, token.hidden))
        walk.marker = None
        return i + 3
    elif kind == "hr":
        walk.blocks.append(Rule(walk.quote))
    elif kind in ("fence", "code_block"):
        walk.blocks.append(Code(token.content.rstrip("\n"), depth, walk.quote))
    elif kind == "table_open":
        return _table(tokens, i, walk)
    return i + 1


def _table(tokens: list[Token], i: int, walk: _Walk) -> int:
    """Collect a table's rows of cells up to its table_close; return the index after it."""
    header: list[tuple[Span, ...]] = []
    rows: list[list[tuple[Span, ...]]] = []
    aligns: list[str] = []
    in_head = False
    i += 1
    while tokens[i].type != "table_close":
        token = tokens[i]
        if token.type == "thead_open":
            in_head = True
        elif token.type == "thead_close":
            in_head = False
        elif token.type == "tr_open" and not in_head:
            rows.append([])
        elif token.type in ("th_open", "td_open"):
            spans = inline_spans(tokens[i + 1])
            if in_head:
                header.append(spans)
                aligns.append(ALIGN.get(str(token.attrs.get("style", "")), "left"))
            else:
                rows[-1].append(spans)
        i += 1
    width = len(header)
    body = tuple(tuple((*row, *[()] * (width - len(row)))[:width]) for row in rows)
    walk.blocks.append(Table(tuple(header), body, tuple(aligns), len(walk.lists), walk.quote))
    return i + 1


def section_lines(text: str, title: str) -> tuple[int, int] | None:
    """The source lines [start, end) of the body of the level-2 section named `title` (the
    lines after its heading up to the next level-1 or level-2 heading), from the parser's
    line map; None when there is no such section."""
    tokens = parser().parse(text)
    starts = [(t.map[0], t.map[1], t.tag, tokens[n + 1].content.strip())
              for n, t in enumerate(tokens)
              if t.type == "heading_open" and t.tag in ("h1", "h2") and t.map]
    for n, (_start, end, tag, name) in enumerate(starts):
        if tag == "h2" and name == title:
            following = starts[n + 1][0] if n + 1 < len(starts) else len(text.splitlines())
            return end, following
    return None
