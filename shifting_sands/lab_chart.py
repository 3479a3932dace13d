"""The lab's PNG chart, drawn with pygame on an off-screen surface (no window, no display).

Three panels side by side, one group per variant: win rate by seat with 95% intervals
and the fair share marked, game length as a box plot (min, quartiles, max), and how
games ended as 100% stacked bars. pygame is already a dependency, so the lab needs no
plotting library; this module is the only part of the lab that imports it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from shifting_sands.core import theme

SIZE = (1320, 560)
PANEL_TOP, PANEL_BOTTOM = 96, 470
REASON_COLOURS = [theme.TEAL, theme.TERRACOTTA, theme.GOLD, theme.INDIGO, theme.GOOD,
                  theme.DANGER, theme.MUTED]


def _fonts() -> dict[str, Any]:
    import pygame

    from shifting_sands.paths import assets_dir

    pygame.font.init()
    regular = assets_dir() / "fonts" / "Lato-Regular.ttf"
    bold = assets_dir() / "fonts" / "Lato-Bold.ttf"
    return {"title": pygame.font.Font(str(bold), 24), "head": pygame.font.Font(str(bold), 17),
            "text": pygame.font.Font(str(regular), 14),
            "small": pygame.font.Font(str(regular), 12)}


class _Canvas:
    """A surface with the few drawing verbs a chart needs."""

    def __init__(self, extra: int = 0) -> None:
        import pygame

        self.pg = pygame
        self.surface = pygame.Surface((SIZE[0], SIZE[1] + extra))
        self.surface.fill(theme.BONE)
        self.fonts = _fonts()

    def text(self, text: str, pos: tuple[float, float], font: str = "text",
             colour: tuple[int, int, int] = theme.INK, anchor: str = "topleft") -> None:
        image = self.fonts[font].render(text, True, colour)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        self.surface.blit(image, rect)

    def rect(self, colour: tuple[int, int, int], box: tuple[float, float, float, float],
             width: int = 0) -> None:
        x, y, w, h = box
        self.pg.draw.rect(self.surface, colour, (round(x), round(y), max(1, round(w)),
                                                 max(1, round(h))), width)

    def line(self, colour: tuple[int, int, int], start: tuple[float, float],
             end: tuple[float, float], width: int = 1) -> None:
        self.pg.draw.line(self.surface, colour, (round(start[0]), round(start[1])),
                          (round(end[0]), round(end[1])), width)

    def dashed(self, colour: tuple[int, int, int], y: float, x0: float, x1: float) -> None:
        x = x0
        while x < x1:
            self.line(colour, (x, y), (min(x + 5, x1), y))
            x += 9


def _axes(canvas: _Canvas, left: float, right: float, top: float, bottom: float,
          ticks: list[tuple[float, str]], title: str) -> None:
    canvas.text(title, ((left + right) / 2, top - 34), "head", anchor="midtop")
    for fraction, label in ticks:
        y = bottom - fraction * (bottom - top)
        canvas.line(theme.LIGHT_SAND if fraction else theme.MUTED, (left, y), (right, y))
        canvas.text(label, (left - 6, y), "small", theme.MUTED, anchor="midright")
    canvas.line(theme.MUTED, (left, top), (left, bottom))


def _bars(summary: dict[str, Any], team: bool, by_bot: bool) -> list[tuple[str, float,
                                                                          float, float, float]]:
    """(name, rate, low, high, fair share) of each bar of one variant's group: one per seat,
    one for the team, or one per bot kind (a kind in k of n seats has k/n of the decided
    games as its fair share)."""
    decided = 1 - summary["no_winner"] / max(1, summary["games"])
    if team:  # a team wins or loses as one
        low, high = summary["win_rates_ci95"][0]
        return [("team", summary["win_rates"][0], low, high, -1.0)]
    players = summary["players"]
    if by_bot:
        seats = summary["bots"]
        return [(kind, result["win_rate"], *result["ci95"],
                 decided * seats.count(kind) / players)
                for kind, result in summary["bot_results"].items()]
    return [(f"seat {seat + 1}", summary["win_rates"][seat], *summary["win_rates_ci95"][seat],
             decided / players) for seat in range(players)]


def _win_rates(canvas: _Canvas, report: dict[str, Any], box: tuple[int, int, int, int]) -> None:
    left, top, right, bottom = box
    columns = report["variants"]
    team = all(c["summary"].get("cooperative") for c in columns)
    by_bot = bool(report.get("by_bot")) and not team
    title = "Team win rate" if team else "Win rate by bot" if by_bot else "Win rate by seat"
    _axes(canvas, left, right, top, bottom, [(i / 4, f"{i * 25}%") for i in range(5)],
          f"{title} (95% interval)")
    group = (right - left) / len(columns)
    height = bottom - top
    names: list[str] = []
    for index, column in enumerate(columns):
        summary = column["summary"]
        bars = _bars(summary, team, by_bot)
        x0 = left + index * group + group * 0.12
        bar = group * 0.76 / len(bars)
        for position, (name, rate, low, high, fair) in enumerate(bars):
            if name not in names:
                names.append(name)
            x = x0 + position * bar
            colour = theme.SEAT_COLOURS[names.index(name) % len(theme.SEAT_COLOURS)]
            canvas.rect(colour, (x + 2, bottom - rate * height, bar - 4, rate * height))
            mid = x + bar / 2
            canvas.line(theme.INK, (mid, bottom - low * height), (mid, bottom - high * height), 2)
            for end in (low, high):
                y = bottom - end * height
                canvas.line(theme.INK, (mid - 5, y), (mid + 5, y))
            if bar >= 36:  # room for a label above each bar, or inside it near the top
                above = bottom - high * height - 4
                if above - 16 >= top:
                    canvas.text(f"{rate:.0%}", (mid, above), "small", anchor="midbottom")
                else:  # on a chip just under the top, over the whisker
                    canvas.rect(theme.BONE, (mid - 17, top + 3, 34, 15))
                    canvas.text(f"{rate:.0%}", (mid, top + 4), "small", anchor="midtop")
            if fair >= 0 and len(bars) > 1:  # a fair share of the games somebody won
                canvas.dashed(theme.DANGER, bottom - height * fair, x + 2, x + bar - 2)
        canvas.text(column["label"], (left + (index + 0.5) * group, bottom + 8), "text",
                    anchor="midtop")
        players = summary["players"]
        canvas.text(f"{players} seat{'s' if players > 1 else ''}",
                    (left + (index + 0.5) * group, bottom + 26), "small", theme.MUTED,
                    anchor="midtop")
    if by_bot:  # which colour is which bot
        x = left
        for position, name in enumerate(names):
            colour = theme.SEAT_COLOURS[position % len(theme.SEAT_COLOURS)]
            canvas.rect(colour, (x, bottom + 48, 12, 12))
            canvas.text(name, (x + 16, bottom + 46), "small")
            x += 24 + canvas.fonts["small"].size(name)[0]
    if not team:
        canvas.text("dashes: a fair share of the decided games", (right, bottom + 64 if by_bot
                                                                  else bottom + 46),
                    "small", theme.DANGER, anchor="topright")


def _lengths(canvas: _Canvas, report: dict[str, Any], box: tuple[int, int, int, int]) -> None:
    left, top, right, bottom = box
    columns = report["variants"]
    most = max(c["summary"]["turns"]["max"] for c in columns) or 1
    scale = 10 ** max(0, len(str(most)) - 1)
    ceiling = -(-most * 1.1 // scale) * scale
    steps = 5
    _axes(canvas, left, right, top, bottom,
          [(i / steps, f"{ceiling * i / steps:g}") for i in range(steps + 1)],
          "Game length in turns")
    group = (right - left) / len(columns)

    def y_of(value: float) -> float:
        return bottom - value / ceiling * (bottom - top)

    for index, column in enumerate(columns):
        turns = column["summary"]["turns"]
        mid = left + (index + 0.5) * group
        half = min(40, group * 0.25)
        canvas.line(theme.INK, (mid, y_of(turns["min"])), (mid, y_of(turns["max"])), 2)
        for end in (turns["min"], turns["max"]):
            canvas.line(theme.INK, (mid - half / 2, y_of(end)), (mid + half / 2, y_of(end)), 2)
        q1, q3 = y_of(turns["q1"]), y_of(turns["q3"])
        canvas.rect(theme.SAND, (mid - half, q3, 2 * half, max(2, q1 - q3)))
        canvas.rect(theme.DEEP_CLAY, (mid - half, q3, 2 * half, max(2, q1 - q3)), 2)
        canvas.line(theme.TERRACOTTA, (mid - half, y_of(turns["median"])),
                    (mid + half, y_of(turns["median"])), 3)
        canvas.text(f"{turns['median']:g}", (mid + half + 4, y_of(turns["median"])), "small",
                    anchor="midleft")
        canvas.text(column["label"], (mid, bottom + 8), "text", anchor="midtop")


def _endings(canvas: _Canvas, report: dict[str, Any], box: tuple[int, int, int, int]) -> None:
    left, top, right, bottom = box
    _axes(canvas, left, right, top, bottom,
          [(i / 4, f"{i * 25}%") for i in range(5)], "How games ended")
    columns = report["variants"]
    reasons = list(dict.fromkeys(r for c in columns for r in c["summary"]["ends"]))
    colours = {r: REASON_COLOURS[i % len(REASON_COLOURS)] for i, r in enumerate(reasons)}
    group = (right - left) / len(columns)
    height = bottom - top
    for index, column in enumerate(columns):
        summary = column["summary"]
        mid = left + (index + 0.5) * group
        half = min(40, group * 0.3)
        y = bottom
        for reason in reasons:
            share = summary["ends"].get(reason, 0) / max(1, summary["games"])
            if share:
                canvas.rect(colours[reason], (mid - half, y - share * height, 2 * half,
                                              share * height))
                if share >= 0.08:
                    canvas.text(f"{share:.0%}", (mid, y - share * height / 2), "small",
                                theme.BONE, anchor="center")
            y -= share * height
        canvas.text(column["label"], (mid, bottom + 8), "text", anchor="midtop")
    for i, reason in enumerate(reasons):
        y = bottom + 30 + 16 * i
        canvas.rect(colours[reason], (left + 8, y, 12, 12))
        canvas.text(reason.replace("_", " "), (left + 26, y - 2), "small")


def comparison_surface(report: dict[str, Any]) -> Any:
    """The lab report's chart on an off-screen surface (the lab screen shows it as it fills)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from shifting_sands.lab_chart_metrics import HEIGHT, draw_metrics

    reasons = {r for c in report["variants"] for r in c["summary"]["ends"]}
    legend = max(0, len(reasons) - 4) * 16  # the endings' legend reaches into the band
    canvas = _Canvas(HEIGHT + legend)
    seating = "seats rotated every game" if report["swap"] else "fixed seats"
    canvas.text(f"{report['title']}: variants compared", (30, 18), "title")
    canvas.text(f"{report['games']} games per variant, bots {', '.join(report['bots'])}, "
                f"{seating}, seeds from {report['seed']}", (30, 50), "text", theme.MUTED)
    width = (SIZE[0] - 60) // 3
    for index, panel in enumerate((_win_rates, _lengths, _endings)):
        left = 30 + index * width + 44
        panel(canvas, report, (left, PANEL_TOP + 30, left + width - 70, PANEL_BOTTOM))
    draw_metrics(canvas, report, (30, SIZE[1] + 4 + legend, SIZE[0] - 30,
                                  SIZE[1] + legend + HEIGHT - 40))
    return canvas.surface


def draw_comparison(report: dict[str, Any], path: Path | str) -> Path:
    """Draw the lab report as a PNG at `path` and return the path."""
    surface = comparison_surface(report)
    import pygame

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(target))
    return target
