"""The designer's lab: play each variant of a game with bots and compare them side by side.

`run_lab` returns plain data (one `simulate` summary per variant); `comparison_table`
prints it; `lab_chart.draw_comparison` draws it. Nothing here imports pygame, so the
figures can be produced and tested without a display.

A variant may carry its own seat count, `standard@3`, so the lab can also compare
player counts of one rule set.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shifting_sands.rules.protocol import Options
from shifting_sands.rules.spec import GameSpec
from shifting_sands.sim import simulate
from shifting_sands.words import count_range, plural


def parse_variant(text: str) -> tuple[str, int | None]:
    """`standard@3` -> ("standard", 3); `solo` -> ("solo", None)."""
    name, _, seats = text.partition("@")
    if not seats:
        return name, None
    if not seats.isdigit():
        raise ValueError(f"bad variant {text!r}: use VARIANT or VARIANT@PLAYERS")
    return name, int(seats)


def seats_for(spec: GameSpec, variant: str, bots: Sequence[str], wanted: int | None) -> int:
    """The seat count to play `variant` with: the one asked for, else as many as there are
    bots (two at least), brought within the variant's range."""
    rules = spec.variants()[variant]
    if wanted is not None:
        if not rules.min_players <= wanted <= rules.max_players:
            takes = count_range(rules.min_players, rules.max_players, "player")
            raise ValueError(f"{rules.title} takes {takes}, not {wanted}")
        return wanted
    return min(max(len(bots), 2, rules.min_players), rules.max_players)


def run_lab(spec: GameSpec, variants: Sequence[str], games: int, bots: Sequence[str],
            seed: int, *, players: int | None = None, jobs: int = 1, swap: bool = True,
            progress: Callable[[str], Callable[[int], None]] | None = None,
            settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Play `games` games of each variant with the same seeds and bots (and the same
    `settings`: parameters every variant plays with, each refused out of its range).

    Every variant uses the same seeds, so differences come from the rules, not the deal."""
    known = spec.variants()
    settings = dict(settings or {})
    columns = []
    for text in variants:
        name, seats = parse_variant(text)
        if name not in known:
            raise ValueError(f"unknown variant {name!r}; choose from {', '.join(known)}")
        count = seats_for(spec, name, bots, seats if seats is not None else players)
        _check_settings(spec, name, settings, count)
        label = text if seats is not None else name
        summary = simulate(spec, games, count, list(bots), seed, Options(name, settings),
                           jobs=jobs, swap=swap,
                           progress=progress(label) if progress else None)
        columns.append({"label": label, "variant": name, "title": known[name].title,
                        "players": count, "summary": summary.to_json()})
    report = {"game": spec.id, "title": spec.title, "games": games, "bots": list(bots),
              "seed": seed, "swap": swap, "variants": columns}
    if settings:
        report["settings"] = settings
    return report


def _check_settings(spec: GameSpec, variant: str, settings: Mapping[str, Any],
                    players: int) -> None:
    """A name the variant has no parameter for, or a value out of range: one sentence."""
    from shifting_sands.rules.params import check_settings

    own = [p.name for p in spec.parameters(variant)]
    for name in settings:
        if name not in own:
            raise ValueError(f"--set: {spec.title} ({variant}) has no parameter {name!r}; "
                             "`lab params GAME` lists them")
    try:
        check_settings(spec.parameters(variant), settings)
        spec.new_game(1, players, Options(variant, dict(settings)))
    except ValueError as exc:
        raise ValueError(f"--set: {exc}") from None


def _seat_rows(summaries: list[dict[str, Any]]) -> list[tuple[str, list[str]]]:
    rows = []
    most_seats = max(s["players"] for s in summaries)
    for seat in range(most_seats):
        rows.append((f"seat {seat + 1} wins", [
            _rate_with_interval(s["win_rates"][seat], s["win_rates_ci95"][seat])
            if seat < s["players"] else "-" for s in summaries]))
    rows.append(("first-seat advantage", [
        f"{s['first_seat']['advantage']:+.1%}" if s["first_seat"] else "-" for s in summaries]))
    return rows


# -- the printed table --------------------------------------------------------------
def _percent(rate: float) -> str:
    return f"{rate:.1%}"


def _rate_with_interval(rate: float, interval: Sequence[float]) -> str:
    return f"{rate:.1%} ({interval[0]:.0%}-{interval[1]:.0%})"


def comparison_rows(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """(label, one cell per variant) for every line of the comparison."""
    columns = report["variants"]
    summaries = [c["summary"] for c in columns]
    rows: list[tuple[str, list[str]]] = [
        ("players", [str(c["players"]) for c in columns]),
        ("games finished", [f"{s['finished']}/{s['games']}" for s in summaries]),
    ]
    if all(s.get("cooperative") for s in summaries):
        # a team wins or loses as one: no seat's rate or first-seat edge to read
        rows.append(("team wins", [f"{s['team_wins']}/{s['games']}, " + _rate_with_interval(
            s["win_rates"][0], s["win_rates_ci95"][0]) for s in summaries]))
    else:
        rows += _seat_rows(summaries)
    kinds = list(dict.fromkeys(report["bots"]))
    for kind in kinds if len(kinds) > 1 else []:  # one kind in every seat always wins
        rows.append((f"{kind} wins", [
            _rate_with_interval(s["bot_results"][kind]["win_rate"],
                                s["bot_results"][kind]["ci95"])
            if kind in s["bot_results"] else "-" for s in summaries]))
    rows.append(("turns median [q1-q3]", [
        f"{s['turns']['median']:g} [{s['turns']['q1']:g}-{s['turns']['q3']:g}]"
        for s in summaries]))
    rows.append(("turns min-max", [f"{s['turns']['min']}-{s['turns']['max']}"
                                   for s in summaries]))
    reasons = dict.fromkeys(r for s in summaries for r in s["ends"])
    for reason in reasons:
        rows.append((f"ends by {reason}", [_percent(s["ends"].get(reason, 0) / s["games"])
                                           for s in summaries]))
    from shifting_sands.lab_metrics.table import metric_rows

    rows += metric_rows([s.get("design") for s in summaries])
    rows.append(("games/s", [f"{s['games_per_second']:g}" for s in summaries]))
    return rows


def comparison_table(report: dict[str, Any], chosen: bool = True) -> str:
    """The side-by-side table `lab` prints: one column per variant; `chosen` is False when
    the bots are the default rather than the --bots given."""
    rows = comparison_rows(report)
    headers = [c["label"] for c in report["variants"]]
    label_width = max(len(label) for label, _ in rows)
    widths = [max(len(h), *(len(cells[i]) for _, cells in rows)) for i, h in enumerate(headers)]
    seating = "seats rotated every game" if report["swap"] else "fixed seats"
    lines = [f"{report['title']}: {report['games']} games per variant, bots "
             f"{bots_said(report['bots'], chosen)}, {seating}, seeds {report['seed']}-"
             f"{report['seed'] + report['games'] - 1}",
             " " * label_width + "  " + "  ".join(h.rjust(w) for h, w in zip(headers, widths,
                                                                               strict=True))]
    if report.get("settings"):  # `--set`: the parameters every variant played with
        lines.insert(1, "with " + ", ".join(f"{k}={v}" for k, v in report["settings"].items()))
    for label, cells in rows:
        lines.append(label.ljust(label_width) + "  "
                     + "  ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    return "\n".join(lines)


def bots_said(bots: Sequence[str], chosen: bool) -> str:
    """The bots that played, and whether --bots chose them or they are the default."""
    return ", ".join(bots) + ("" if chosen else " (the default; --bots chooses others)")


def simulation_report(title: str, summary: dict[str, Any], chosen: bool = True) -> str:
    """The human-readable summary `simulate` prints without --json; `chosen` is False when
    the bots are the default rather than the --bots given."""
    lines = [f"{summary['games']} games of {title} ({summary['variant']}), "
             f"{summary['players']} players",
             f"  bots: {bots_said(summary['bots'], chosen)}"
             + (", seats rotated every game" if summary["swap"] else "")]
    cooperative = bool(summary.get("cooperative"))
    if cooperative:  # every seat wins or loses with the team: one rate says it all
        lines.append(f"  the team won {summary['team_wins']} of {summary['games']} games, "
                     + _rate_with_interval(summary["win_rates"][0],
                                           summary["win_rates_ci95"][0]))
    for seat in range(0 if cooperative else summary["players"]):
        first_bot = summary["bots"][seat]
        who = "" if summary["swap"] else f" ({first_bot})"
        lines.append(f"  seat {seat + 1}{who}: {summary['wins'][seat]:g} wins, "
                     + _rate_with_interval(summary["win_rates"][seat],
                                           summary["win_rates_ci95"][seat]))
    if summary["swap"] or len(set(summary["bots"])) > 1:
        for kind, result in summary["bot_results"].items():
            lines.append(f"  {kind}: {result['wins']:g} wins in {result['games']} games, "
                         + _rate_with_interval(result["win_rate"], result["ci95"]))
    if summary["first_seat"] and not cooperative:
        first = summary["first_seat"]
        lines.append(f"  first seat wins {_percent(first['share_of_wins'])} of the "
                     f"{first['decided_games']} decided games against a fair "
                     f"{_percent(first['fair_share'])}: advantage {first['advantage']:+.1%} "
                     f"(95% interval {first['share_ci95'][0]:.0%}-"
                     f"{first['share_ci95'][1]:.0%})")
    turns = summary["turns"]
    lines.append(f"  turns: min {turns['min']}, quartiles {turns['q1']:g} / "
                 f"{turns['median']:g} / {turns['q3']:g}, max {turns['max']}, "
                 f"mean {turns['mean']:g}")
    histogram = turns["histogram"]
    tallest = max((b["games"] for b in histogram), default=0)
    for bucket in histogram:
        bar = "#" * round(30 * bucket["games"] / tallest) if tallest else ""
        lines.append(f"    {bucket['from']:>4}-{bucket['to']:<4} {bucket['games']:>5}  {bar}")
    lines.append("  how the games ended:")
    # one reason a line, its count first: a reason is a sentence that may hold commas and
    # colons, so nothing after it could be told from it
    counts = {reason: (plural(count, "game"), f"({_percent_whole(count / summary['games'])})")
              for reason, count in summary["ends"].items()}
    width = max((len(games) for games, _ in counts.values()), default=0)
    share_width = max((len(share) for _, share in counts.values()), default=0)
    for reason, (games, share) in counts.items():
        lines.append(f"    {games.ljust(width)} {share.ljust(share_width)}  {reason}")
    if summary.get("design"):
        from shifting_sands.lab_metrics.table import metric_rows

        lines.append("  design metrics (95% intervals):")
        rows = metric_rows([summary["design"]])
        width = max(len(label) for label, _ in rows)
        lines += [f"    {label.ljust(width)}  {cells[0]}" for label, cells in rows]
    lines.append(f"  finished {summary['finished']} of {summary['games']}, "
                 f"{summary['games_per_second']:g} games/s on {summary['jobs']} process(es)")
    return "\n".join(lines)


def _percent_whole(share: float) -> str:
    """A share as a whole percent, but never 0% or 100% for a share that is neither."""
    text = f"{share:.0%}"
    if 0 < share < 1 and text in ("0%", "100%"):
        return f"{share:.1%}"
    return text
