"""Wrapping text measures each word once, yet breaks lines exactly where measuring every
trial line would (the plain greedy rule kept here as the definition), in every face, at
sizes on both sides of the small-text spacing and at several window scales."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shifting_sands.core.canvas import Canvas
from tests.scenes.helpers import make_app

WORDS = ["a", "I", "the", "Allied", "(uk_1armd)", "Alamein", "VP;", "50th", "Devil's",
         "AVAVAV", "Wadi", "WWW", "ff", "-", "Torch", "1942", "at", "ToTo"]


def greedy(canvas: Canvas, text: str, width: float, size: int, role: str) -> list[str]:
    """Lines as long as they can be, each trial line measured whole."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if canvas.text_width(trial, size, role) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@pytest.fixture(scope="module")
def canvas() -> Canvas:
    return make_app().canvas


@settings(max_examples=300, deadline=None)
@given(words=st.lists(st.sampled_from([*WORDS, ""]), min_size=1, max_size=30),
       newline=st.booleans(), width=st.integers(20, 400),
       size=st.sampled_from([12, 14, 15, 16, 18, 22]),
       role=st.sampled_from(["body", "bold", "italic", "title_bold"]),
       window=st.sampled_from([(1280, 720), (1920, 1080), (1000, 600), (2560, 1440)]))
def test_wrapping_breaks_where_the_greedy_rule_does(canvas: Canvas, words: list[str],
                                                    newline: bool, width: int, size: int,
                                                    role: str, window: tuple[int, int]) -> None:
    canvas.resize(pygame.Surface(window))
    text = " ".join(words)
    if newline and len(words) > 2:
        text = text.replace(" ", "\n", 1)
    lines = canvas.wrap(text, width, size, role)
    assert lines == greedy(canvas, text, width, size, role)
    for line in lines:
        assert " " not in line.strip() or canvas.text_width(line, size, role) <= width


def test_wrapping_keeps_every_word_in_order(canvas: Canvas) -> None:
    canvas.resize(pygame.Surface((1280, 720)))
    text = "The 2nd South African (sa_2), 1st Armoured (uk_1armd) and 50th (uk_50) divisions"
    lines = canvas.wrap(text, 150, 16, "body")
    assert " ".join(lines) == text and len(lines) == 5
