"""Counted nouns and ranges in plain English: "1 card", "2 cards", "2-5 players", "1 player".

Pure (no pygame), so rules, the command line and every screen share one spelling.
"""

from __future__ import annotations

_IRREGULAR = {"is": "are", "was": "were", "this": "these", "it": "they", "has": "have"}


def plural_of(word: str) -> str:
    """The plural of a lower-case English `word` as this program uses it."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def noun(count: float, word: str, many: str | None = None) -> str:
    """`word` in the form that goes with `count` (without the number)."""
    return word if count == 1 else (many or plural_of(word))


def plural(count: float, word: str, many: str | None = None) -> str:
    """`count` and `word` agreeing: plural(1, "card") == "1 card", plural(3, "card") == "3 cards".

    Whole floats print without ".0"."""
    number = f"{count:g}" if isinstance(count, float) else str(count)
    return f"{number} {noun(count, word, many)}"


def count_range(low: int, high: int, word: str, many: str | None = None) -> str:
    """"2-5 players", or "1 player" when the range is a single number."""
    if low == high:
        return plural(low, word, many)
    return f"{low}-{high} {noun(2, word, many)}"


_ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
             "eighth", "ninth", "tenth")


def ordinal(number: int) -> str:
    """"fourth" for 4; past ten, "11th", "22nd"."""
    if 0 <= number < len(_ORDINALS):
        return _ORDINALS[number]
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"
