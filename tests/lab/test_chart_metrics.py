"""The lab chart's band of design metrics: drawn under the win rates for every variant, and
left blank (never failing) for a report made before the metrics existed."""

from __future__ import annotations

import copy

import pygame

from shifting_sands.games import get_spec
from shifting_sands.lab import run_lab
from shifting_sands.lab_chart import SIZE, draw_comparison
from shifting_sands.lab_chart_metrics import HEIGHT


def _band_colours(path) -> set:
    image = pygame.image.load(str(path))
    return {tuple(image.get_at((x, y)))[:3] for x in range(0, SIZE[0], 7)
            for y in range(SIZE[1] + 60, SIZE[1] + HEIGHT - 60, 7)}


def test_the_metrics_are_drawn_under_the_win_rates_and_an_old_report_still_draws(tmp_path):
    report = run_lab(get_spec("mothership"), ["standard", "land_at_start"], 4, ["random"], 1)
    drawn = draw_comparison(report, tmp_path / "with.png")
    assert pygame.image.load(str(drawn)).get_size() == (SIZE[0], SIZE[1] + HEIGHT)
    old = copy.deepcopy(report)
    for column in old["variants"]:
        del column["summary"]["design"]
    bare = draw_comparison(old, tmp_path / "without.png")
    assert len(_band_colours(drawn)) > len(_band_colours(bare)) + 3
