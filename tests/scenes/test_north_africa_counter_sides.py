"""Every North Africa counter's side reads at a glance (issue 33: after Egyptian Uprising the
Axis Egyptian counters were khaki like the Allied ones): each nation's counter ground is
nearer in colour to a nation of its own side than to any of the other side's."""

from __future__ import annotations

import math

import pygame

from shifting_sands.content.north_africa_game import default_north_africa
from shifting_sands.games.north_africa.table.layout import NATION_TONES, art, nation_key
from shifting_sands.paths import assets_dir


def ground(nation: str) -> tuple[float, float, float]:
    """The mean colour of a patch of the counter's ground, left of its NATO box."""
    name = art(f"counter_{nation}_infantry_battlegroup.png")
    assert name is not None, nation
    image = pygame.image.load(str(assets_dir() / name))
    pixels = [image.get_at((x, y)) for x in range(7, 13) for y in range(22, 36)]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def sides() -> dict[str, str]:
    return {nation_key(u.nationality): u.side for u in default_north_africa().units.values()}


def nearest_side(nation: str, colours: dict, side_of: dict) -> str:
    other = min((n for n in colours if n != nation),
                key=lambda n: math.dist(colours[n], colours[nation]))
    return side_of[other]


def test_every_nation_has_its_counter_art():
    for nation in sides():
        assert art(f"counter_{nation}_infantry_battlegroup.png") is not None, nation


def test_the_egyptian_counters_read_as_axis():
    side_of = sides()
    assert side_of["egyptian"] == "axis"
    colours = {n: ground(n) for n in side_of}
    assert nearest_side("egyptian", colours, side_of) == "axis"
    tones = {n: NATION_TONES[n] for n in side_of if n in NATION_TONES}  # the stand-ins too
    assert nearest_side("egyptian", tones, side_of) == "axis"
