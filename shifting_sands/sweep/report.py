"""A sweep's results: one row per game, a summary per cell with Wilson intervals, the
printed table and the lab's charts (one per pairing and seat count, variants side by side).

Summaries reuse `sim.SimulationSummary`, so a cell reads exactly as `simulate` would
report the same games.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from shifting_sands.sim import GameRecord, SimulationSummary
from shifting_sands.sweep.definition import Cell, Sweep

GAMES_CSV = "games.csv"
SUMMARY_CSV = "summary.csv"


def record_of(row: dict[str, Any]) -> GameRecord:
    return GameRecord(seed=row["seed"], seats=list(row["seats"]),
                      winners=tuple(row["winners"]), scores=tuple(row.get("scores", ())),
                      turns=row["turns"], actions=row.get("actions", 0),
                      finished=row["finished"], reason=row["reason"],
                      returns=tuple(row["returns"]),
                      cooperative=bool(row.get("cooperative", False)),
                      timed_out=bool(row.get("timed_out", False)),
                      decisions=row.get("decisions", 0), choices=row.get("choices", 0),
                      legal={int(k): v for k, v in (row.get("legal") or {}).items()},
                      lead_changes=row.get("lead_changes"), deficit=row.get("deficit"),
                      decided_at=row.get("decided_at"))


def cell_summaries(sweep: Sweep, rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """One summary per cell of the sweep (cells with no finished game included, empty)."""
    by_cell: dict[str, list[dict[str, Any]]] = {cell.key: [] for cell in sweep.cells}
    for row in rows:
        if row["cell"] in by_cell:
            by_cell[row["cell"]].append(row)
    summaries = []
    for cell in sweep.cells:
        found = sorted(by_cell[cell.key], key=lambda row: row["index"])
        summary = SimulationSummary(sweep.game, cell.players,
                                    [cell.bots[i % len(cell.bots)] for i in range(cell.players)],
                                    [record_of(row) for row in found], variant=cell.variant,
                                    swap=sweep.swap)
        data = summary.to_json() if found else None
        summaries.append({"cell": cell.key, "variant": cell.variant,
                          "settings": dict(cell.settings), "players": cell.players,
                          "pairing": list(cell.bots), "planned": sweep.games,
                          "done": len(found), "summary": data})
    return summaries


def write_games_csv(rows: Sequence[dict[str, Any]], path: Path) -> None:
    """One row per game: its cell, seed, who sat where, who won, returns and length."""
    seats = max((len(row["seats"]) for row in rows), default=0)
    header = ["cell", "index", "seed", "variant", "settings", "players", "pairing",
              *[f"bot_{i + 1}" for i in range(seats)], "winners",
              *[f"return_{i + 1}" for i in range(seats)],
              *[f"score_{i + 1}" for i in range(seats)],
              "turns", "actions", "finished", "reason"]
    with _replace(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        for row in rows:
            pad = seats - len(row["seats"])
            writer.writerow([
                row["cell"], row["index"], row["seed"], row.get("variant", ""),
                json.dumps(row.get("settings", {}), sort_keys=True), row.get("players", ""),
                "/".join(row.get("pairing", [])), *row["seats"], *[""] * pad,
                " ".join(str(w + 1) for w in row["winners"]),
                *[f"{r:g}" for r in row["returns"]], *[""] * (seats - len(row["returns"])),
                *[f"{s:g}" for s in row.get("scores", [])],
                *[""] * (seats - len(row.get("scores", []))),
                row["turns"], row.get("actions", ""), row["finished"], row["reason"]])


def write_summary_csv(summaries: Sequence[dict[str, Any]], path: Path) -> None:
    """One row per cell: each bot kind's and each seat's win rate with its 95% interval."""
    kinds = max((len(s["pairing"]) for s in summaries), default=0)
    seats = max((s["players"] for s in summaries), default=0)
    header = ["cell", "variant", "settings", "players", "pairing", "games", "finished",
              "no_winner", "turns_median", "turns_q1", "turns_q3"]
    for i in range(kinds):
        header += [f"bot{i + 1}", f"bot{i + 1}_win_rate", f"bot{i + 1}_low",
                   f"bot{i + 1}_high"]
    for i in range(seats):
        header += [f"seat{i + 1}_win_rate", f"seat{i + 1}_low", f"seat{i + 1}_high"]
    header.append("ends")
    metrics = _metric_names(summaries)
    header += [f"{name}{end}" for name in metrics for end in ("", "_low", "_high")]
    with _replace(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        for entry in summaries:
            writer.writerow(_summary_cells(entry, kinds, seats) + _metric_cells(entry, metrics))


def _metric_names(summaries: Sequence[dict[str, Any]]) -> list[str]:
    """Every design metric some cell measured (`lab_metrics.flat_metrics` names)."""
    from shifting_sands.lab_metrics import flat_metrics

    names: dict[str, None] = {}
    for entry in summaries:
        if entry["summary"] and entry["summary"].get("design"):
            names.update(dict.fromkeys(flat_metrics(entry["summary"]["design"])))
    return list(names)


def _metric_cells(entry: dict[str, Any], names: list[str]) -> list[Any]:
    from shifting_sands.lab_metrics import flat_metrics

    design = entry["summary"].get("design") if entry["summary"] else None
    flat = flat_metrics(design) if design else {}
    cells: list[Any] = []
    for name in names:
        found = flat.get(name)
        cells += [found["value"], found["low"], found["high"]] if found else ["", "", ""]
    return cells


def _summary_cells(entry: dict[str, Any], kinds: int, seats: int) -> list[Any]:
    s = entry["summary"]
    cells: list[Any] = [entry["cell"], entry["variant"],
                        json.dumps(entry["settings"], sort_keys=True), entry["players"],
                        "/".join(entry["pairing"]), entry["done"]]
    if s is None:
        return cells + [""] * (5 + 4 * kinds + 3 * seats + 1)
    turns = s["turns"]
    cells += [s["finished"], s["no_winner"], turns["median"], turns["q1"], turns["q3"]]
    distinct = list(dict.fromkeys(entry["pairing"]))
    for i in range(kinds):
        kind = distinct[i] if i < len(distinct) else None
        result = s["bot_results"].get(kind) if kind else None
        cells += [kind, result["win_rate"], *result["ci95"]] if result else [""] * 4
    for i in range(seats):
        cells += [s["win_rates"][i], *s["win_rates_ci95"][i]] if i < s["players"] \
            else [""] * 3
    cells.append(json.dumps(s["ends"], sort_keys=True))
    return cells


class _replace:
    """Write a file whole or not at all: a temp file beside it, then os.replace."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.temp = path.with_name(path.name + ".tmp")

    def __enter__(self) -> Any:
        self.handle = self.temp.open("w", newline="", encoding="utf-8")
        return self.handle

    def __exit__(self, kind: Any, *_: Any) -> None:
        import os

        self.handle.close()
        if kind is None:
            os.replace(self.temp, self.path)
        else:
            self.temp.unlink(missing_ok=True)


def _rate(result: dict[str, Any]) -> str:
    low, high = result["ci95"]
    return f"{result['win_rate']:.1%} ({low:.0%}-{high:.0%})"


def summary_table(sweep: Sweep, summaries: Sequence[dict[str, Any]]) -> str:
    """The table printed at the end (or on Ctrl+C): a line per cell."""
    lines = []
    header = ["cell", "games", "wins by bot (95% interval)", "no winner", "turns median"]
    body = []
    for entry in summaries:
        s = entry["summary"]
        done = f"{entry['done']}/{entry['planned']}"
        if s is None:
            body.append([entry["cell"], done, "-", "-", "-"])
            continue
        if s["cooperative"]:
            wins = "team " + f"{s['win_rates'][0]:.1%} ({s['win_rates_ci95'][0][0]:.0%}-" \
                             f"{s['win_rates_ci95'][0][1]:.0%})"
        else:
            wins = ", ".join(f"{kind} {_rate(result)}"
                             for kind, result in s["bot_results"].items())
        body.append([entry["cell"], done, wins, f"{s['no_winner'] / s['games']:.0%}",
                     f"{s['turns']['median']:g}"])
    widths = [max(len(str(row[i])) for row in [header, *body]) for i in range(len(header))]
    for row in [header, *body]:
        lines.append("  ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=True))
                     .rstrip())
    for entry in summaries:  # until_decided: what each comparison decided
        if entry.get("decision"):
            d = entry["decision"]
            lines.append(f"{entry['cell']} against {d['against']}: {d['decision']} on "
                         f"{d['metric']} (margin {d['margin']:g}, difference "
                         f"{d['difference']:+.1%}) after {d['games_per_variant']} games; a "
                         f"fixed count needs about {d['fixed_games_per_variant']}")
    played = sum(entry["done"] for entry in summaries)
    lines.insert(0, f"{sweep.game} sweep: {len(summaries)} cells, {played} of "
                    f"{sweep.total_games} games, seeds {sweep.seed}-{sweep.seed + sweep.games - 1}"
                    + (", seats rotated every game" if sweep.swap else ", fixed seats"))
    return "\n".join(lines)


def chart_groups(sweep: Sweep, summaries: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Lab reports (as `lab.run_lab` returns them) for `lab_chart.draw_comparison`: one
    per pairing, seat count and settings, with the variants as its columns."""
    from shifting_sands.games import get_spec

    spec = get_spec(sweep.game)
    groups: dict[tuple[Any, ...], dict[str, Any]] = {}
    for cell, entry in zip(sweep.cells, summaries, strict=True):
        if entry["summary"] is None:
            continue
        group = groups.setdefault(_group_key(cell), {
            "game": sweep.game, "title": spec.title, "games": sweep.games,
            "bots": list(cell.bots), "seed": sweep.seed, "swap": sweep.swap,
            "variants": [], "name": _group_name(cell),
            "by_bot": len(set(cell.bots)) > 1})  # a pairing's question: which bot wins
        group["variants"].append({"label": cell.variant, "variant": cell.variant,
                                  "title": spec.variants()[cell.variant].title,
                                  "players": cell.players, "summary": entry["summary"]})
    return list(groups.values())


def _group_key(cell: Cell) -> tuple[Any, ...]:
    return cell.players, cell.bots, cell.settings


def _group_name(cell: Cell) -> str:
    """A file-name-safe name: `2p-guard-vs-ismcts300` (+ settings)."""
    text = f"{cell.players}p-" + "-vs-".join(cell.bots)
    if cell.settings:
        text += "-" + "-".join(f"{k}-{v}" for k, v in cell.settings)
    return "".join(c if c.isalnum() or c in "-_" else "" for c in text)
