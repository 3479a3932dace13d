"""Setting styled text in lines: words of mixed faces wrapped to a width and placed as runs.

Pure (no pygame): widths come from a `measure(text, size, role)` function, which the reader
takes from the canvas and tests replace with arithmetic. The output is what gets drawn:
`Run`s of text in one face and `Shape`s (dots, lines, boxes), grouped per block as `Piece`s
so that drawing can skip whatever lies outside the view.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from shifting_sands.core import theme
from shifting_sands.shell.markdown_blocks import BREAK, CODE, EM, STRONG, STRONG_EM, Span

Measure = Callable[[str, int, str], float]
"""The logical width of `text` at `size` in the font of `role`."""
Colour = tuple[int, ...]
CODE_PAD = 3.0


@dataclass(frozen=True)
class Face:
    """One way of setting text: the font role, its colour and whether it is code."""

    role: str
    colour: Colour
    code: bool = False


def faces_for(base: Face) -> dict[str, Face]:
    """The faces of a context whose plain text is `base` (a heading, a quote, a header row):
    bold and italic change the role as in body text, code keeps its colour and box."""
    by_role = {"body": {EM: "italic", STRONG: "bold", STRONG_EM: "bold"},
               "bold": {EM: "italic", STRONG: "bold", STRONG_EM: "bold"},
               "title_bold": {EM: "title", STRONG: "title_bold", STRONG_EM: "title_bold"}}
    roles = by_role.get(base.role, {})
    # no monospaced face is bundled: code is coloured and set on a tinted box
    faces = {"plain": base, CODE: Face(base.role, theme.INDIGO, code=True)}
    for style in (EM, STRONG, STRONG_EM):
        faces[style] = Face(roles.get(style, base.role), base.colour)
    if base.role in ("body", "bold"):  # no bold italic face is bundled: colour sets it apart
        faces[STRONG_EM] = Face("bold", theme.DEEP_CLAY)
    return faces


BODY_FACES = faces_for(Face("body", theme.INK))


Fragment = tuple[str, Face]
Word = tuple[Fragment, ...]
"""Text between two spaces; it may change face inside (`*Text*,` is two fragments)."""
LINE_BREAK: Word = ()


@dataclass(frozen=True)
class Run:
    text: str
    x: float
    y: float
    size: int
    face: Face
    width: float


@dataclass(frozen=True)
class Shape:
    kind: str
    """"dot" or "ring" (rect = centre x, centre y, radius, 0), "line" (x1, y1, x2, y2,
    width in `size`) or "box" (x, y, w, h)."""
    rect: tuple[float, float, float, float]
    colour: Colour
    size: int = 1


@dataclass
class Piece:
    """What one block draws, and the band of the page it covers."""

    top: float
    bottom: float
    runs: list[Run] = field(default_factory=list)
    shapes: list[Shape] = field(default_factory=list)


@dataclass
class Layout:
    pieces: list[Piece]
    height: float
    width: float
    anchors: dict[str, float]
    """Each heading's text -> its top, for jumping to it."""

    def __post_init__(self) -> None:
        self._bottoms = [piece.bottom for piece in self.pieces]

    def visible(self, top: float, bottom: float) -> Iterator[Piece]:
        """The pieces that reach into the band [top, bottom] (pieces come in page order)."""
        for piece in self.pieces[bisect.bisect_left(self._bottoms, top):]:
            if piece.top > bottom:
                break
            yield piece

    def runs(self) -> Iterator[Run]:
        for piece in self.pieces:
            yield from piece.runs


def words_of(spans: tuple[Span, ...], faces: dict[str, Face]) -> list[Word]:
    """The spans cut at spaces into words (LINE_BREAK for a hard break); runs of spaces count
    as one, as they do in Markdown."""
    words: list[Word] = []
    current: list[Fragment] = []
    for text, style in spans:
        if style == BREAK:
            if current:
                words.append(tuple(current))
            words.append(LINE_BREAK)
            current = []
            continue
        face = faces.get(style, faces["plain"])
        for n, part in enumerate(text.split(" ")):
            if n and current:
                words.append(tuple(current))
                current = []
            if part:
                current.append((part, face))
    if current:
        words.append(tuple(current))
    return words


class Setter:
    """Measures and wraps words of one size; every width goes through `measure`."""

    def __init__(self, measure: Measure, size: int) -> None:
        self.measure = measure
        self.size = size
        # the gap the canvas leaves between words (its small sizes widen it by hand)
        self.gap = max(1.0, measure("a a", size, "body") - measure("aa", size, "body"))

    def word_width(self, word: Word) -> float:
        return sum(self.measure(text, self.size, face.role) + 2 * _pad(face)
                   for text, face in word)

    def wrap(self, words: list[Word], width: float) -> list[list[Word]]:
        """Greedy filling: a line's width is its words' and gaps' until it comes within a
        font size of the edge, where the line is measured as it will be drawn."""
        lines: list[list[Word]] = []
        line: list[Word] = []
        used = 0.0
        for word in words:
            if word == LINE_BREAK:
                lines.append(line)
                line, used = [], 0.0
                continue
            wide = self.word_width(word)
            if wide > width:  # a word wider than the room is cut where it must be
                pieces = self._cut(word, width)
                if line:
                    lines.append(line)
                lines.extend([piece] for piece in pieces[:-1])
                line, used = [pieces[-1]], self.word_width(pieces[-1])
                continue
            trial = used + (self.gap if line else 0) + wide
            if line and trial > width - self.size:
                trial = self.line_width([*line, word])
                if trial > width:
                    lines.append(line)
                    line, trial = [], wide
            line.append(word)
            used = trial
        if line or not lines:
            lines.append(line)
        return lines

    def _cut(self, word: Word, width: float) -> list[Word]:
        """A too-wide word split into pieces that fit, letter by letter."""
        pieces: list[Word] = []
        current: list[Fragment] = []
        for text, face in word:
            for letter in text:
                trial = [*current, (letter, face)]
                if current and self.word_width(_merged(trial)) > width:
                    pieces.append(_merged(current))
                    trial = [(letter, face)]
                current = trial
        pieces.append(_merged(current))
        return pieces

    def line_width(self, line: list[Word]) -> float:
        runs = self.place(line, 0.0, 0.0)
        return runs[-1].x + runs[-1].width + _pad(runs[-1].face) if runs else 0.0

    def place(self, line: list[Word], x: float, y: float) -> list[Run]:
        """The line as runs from (x, y): neighbouring text in one face is one run, so it is
        measured and drawn whole."""
        pieces: list[tuple[str, Face, bool]] = []  # text, face, starts a new word
        for word in line:
            for n, (text, face) in enumerate(word):
                pieces.append((text, face, n == 0))
        runs: list[Run] = []
        text, face, left = "", None, x
        for part, part_face, new_word in pieces:
            if face is not None and part_face == face:
                text += (" " if new_word else "") + part
                continue
            if face is not None:
                run = self._run(text, left, y, face)
                runs.append(run)
                left = run.x + run.width + _pad(face) + (self.gap if new_word else 0.0)
            text, face = part, part_face
        if face is not None:
            runs.append(self._run(text, left, y, face))
        return runs

    def _run(self, text: str, left: float, y: float, face: Face) -> Run:
        return Run(text, left + _pad(face), y, self.size, face,
                   self.measure(text, self.size, face.role))


def _pad(face: Face) -> float:
    """Room on each side of a code run for its tinted box."""
    return CODE_PAD if face.code else 0.0


def _merged(fragments: list[Fragment]) -> Word:
    """Fragments with neighbours of one face joined."""
    merged: list[Fragment] = []
    for text, face in fragments:
        if merged and merged[-1][1] == face:
            merged[-1] = (merged[-1][0] + text, face)
        else:
            merged.append((text, face))
    return tuple(merged)
