"""What a tuning run found: every trial as a row, the Pareto front (no other trial misses
every target by less), the best trial, and the best written as a ready variant file.

The best is the trial with the smallest total miss (points of a share plus units of the
rest); among trials that tie (often several meet every target) the one nearest the variant it
started from (the sum of each parameter's change as a share of its searched range), so the
tuner proposes the smallest change that does the job.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shifting_sands.tune.definition import Tune
from shifting_sands.tune.study import REFUSED, finished


@dataclass(frozen=True)
class TrialRow:
    number: int
    settings: dict[str, Any]
    misses: tuple[float, ...]
    metrics: dict[str, float]
    games: int
    refused: str | None
    distance: float
    same_as: int | None = None
    """The earlier trial of the same settings whose games this one reuses (none played)."""

    @property
    def total(self) -> float:
        return round(sum(self.misses), 4)

    @property
    def meets_all(self) -> bool:
        return self.refused is None and self.total == 0


def _distance(tune: Tune, settings: dict[str, Any]) -> float:
    """How far `settings` lie from the variant's own numbers, each as a share of its range."""
    total = 0.0
    for searched in tune.searched:
        value, default = settings.get(searched.name), searched.parameter.default
        if searched.choices:
            total += float(value != default)
        elif searched.high != searched.low:
            total += abs(float(value) - float(default)) / (searched.high - searched.low)
    return round(total, 4)


def trial_rows(tune: Tune, study: Any) -> list[TrialRow]:
    rows = []
    for trial in sorted(finished(study), key=lambda t: t.number):
        settings = {s.name: trial.params.get(s.name) for s in tune.searched}
        rows.append(TrialRow(trial.number, settings, tuple(trial.values),
                             dict(trial.user_attrs.get("metrics", {})),
                             int(trial.user_attrs.get("games", 0)),
                             trial.user_attrs.get("refused"), _distance(tune, settings),
                             trial.user_attrs.get("same_as")))
    return rows


def pareto_front(rows: Sequence[TrialRow]) -> list[TrialRow]:
    """The trials no other trial beats on every target (ties kept once, the first)."""
    played = [row for row in rows if row.refused is None and row.same_as is None]
    front: list[TrialRow] = []
    for row in played:
        dominated = any(all(o <= r for o, r in zip(other.misses, row.misses, strict=True))
                        and any(o < r for o, r in zip(other.misses, row.misses, strict=True))
                        for other in played)
        if not dominated and not any(kept.misses == row.misses and kept.settings ==
                                     row.settings for kept in front):
            front.append(row)
    return front


def best_row(rows: Sequence[TrialRow]) -> TrialRow | None:
    played = [row for row in rows if row.refused is None]
    return min(played, key=lambda r: (r.total, r.distance, r.number), default=None)


def write_csv(tune: Tune, rows: Sequence[TrialRow], path: Path,
              front: Sequence[TrialRow] = ()) -> Path:
    """One row a trial: its settings, each target's metric and miss, the total."""
    on_front = {row.number for row in front}
    names = [s.name for s in tune.searched]
    header = ["trial", *names]
    for target in tune.targets:
        header += [target.metric, f"miss {target.metric} ({target.text})"]
    header += ["total miss", "meets all", "pareto", "games", "same as", "refused"]
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header)
        for row in rows:
            line: list[Any] = [row.number, *(row.settings[name] for name in names)]
            for target, miss in zip(tune.targets, row.misses, strict=True):
                value = row.metrics.get(target.metric)
                line += ["" if value is None else round(value, 4),
                         "" if miss >= REFUSED else miss]
            line += [row.total if row.refused is None else "", row.meets_all,
                     row.number in on_front, row.games,
                     "" if row.same_as is None else row.same_as, row.refused or ""]
            writer.writerow(line)
    return path


def best_variant(tune: Tune, best: TrialRow, variant_id: str) -> dict[str, Any]:
    """The best trial as an entry of its game's variants file, titled and described."""
    from shifting_sands.games import get_spec

    spec = get_spec(tune.game)
    entry = dict(spec.variant_entry(tune.variant, best.settings))
    base = spec.variants()[tune.variant].title
    met = ", ".join(f"{t.metric} {t.text}" for t in tune.targets)
    entry["title"] = f"{base}, tuned"
    entry["description"] = (f"{base} tuned by lab tune toward {met} (trial {best.number}, "
                            f"{best.games} games, total miss {best.total:g}).")
    return {"variants": {variant_id: entry}}


def write_variant(tune: Tune, best: TrialRow, path: Path, variant_id: str) -> Path:
    """Write (or add to) a variants file holding the best as `variant_id`; other variants
    already in the file are kept, and so are its comments when the entry can simply be
    added at its end (a file whose one top-level key is `variants`, without that id)."""
    import yaml

    entry = best_variant(tune, best, variant_id)["variants"][variant_id]
    block = yaml.safe_dump({variant_id: entry}, sort_keys=False, allow_unicode=True, width=92)
    text = ""
    loaded: Any = None
    if path.exists():
        text = path.read_text(encoding="utf-8")
        loaded = yaml.safe_load(text)
    if (isinstance(loaded, dict) and list(loaded) == ["variants"]
            and isinstance(loaded["variants"], dict) and variant_id not in loaded["variants"]):
        indented = "".join(f"  {line}" if line.strip() else line
                           for line in block.splitlines(keepends=True))
        text = text + ("" if text.endswith("\n") else "\n") + indented
    else:
        data = loaded if isinstance(loaded, dict) else {}
        variants = data.get("variants") if isinstance(data.get("variants"), dict) else {}
        variants[variant_id] = entry
        text = (f"# {tune.game}: variants written by `shifting-sands lab tune "
                f"{tune.path.name}`\n"
                + yaml.safe_dump({**data, "variants": variants}, sort_keys=False,
                                 allow_unicode=True, width=96))
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)
    return path


__all__ = ["TrialRow", "best_row", "best_variant", "pareto_front", "trial_rows", "write_csv",
           "write_variant"]
