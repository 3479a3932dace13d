"""North Africa's parameters: the engine numbers of data/north_africa/tables.yaml a designer
may change (hand sizes by year, the turn each year's deck joins, the VP thresholds, RD and RP
costs, RP by OPS, the stacking limit, action rounds, supply range), and the content with some
of them changed, validated by the file's own model and the stacking check of every set-up."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from pydantic import ValidationError

from shifting_sands.content.north_africa_game import _LOADED, NorthAfricaContent
from shifting_sands.content.north_africa_stacking import stacking_problems
from shifting_sands.content.north_africa_tables import CombatTables, TablesFileModel
from shifting_sands.rules.params import Parameter, ParameterError, check_settings

_VALUES: tuple[tuple[str, str, float, float, str, str], ...] = (
    ("victory.start", "int", 1, 30, "Victory", "VP at the start of the campaign"),
    ("victory.axis_automatic_at_least", "int", 2, 40, "Victory",
     "VP at which the Axis wins at once"),
    ("victory.allied_automatic_at_most", "int", 0, 20, "Victory",
     "VP at which the Allies win at once"),
    ("victory.final_axis_at_least", "int", 1, 30, "Victory",
     "VP the Axis needs at the end to win (fewer: the Allies win)"),
    ("redeployment.battlegroup", "int", 1, 9, "Costs", "RD points to redeploy a battlegroup"),
    ("redeployment.division", "int", 1, 9, "Costs", "RD points to redeploy a division"),
    ("replacements.battlegroup_step", "float", 0.5, 9, "Costs",
     "RP to rebuild a battlegroup's step"),
    ("replacements.division_step", "float", 0.5, 9, "Costs", "RP to rebuild a division's step"),
    ("stacking.limit_points", "int", 2, 20, "Map",
     "stacking points a space holds (division 2, battlegroup 1)"),
    ("action_rounds.per_turn", "int", 1, 12, "Turn", "action rounds in a turn"),
    ("supply.full_range", "int", 1, 9, "Map", "spaces from a source that are in full supply"),
)


def _value(model: TablesFileModel, dotted: str) -> Any:
    node: Any = model
    for part in dotted.split("."):
        node = getattr(node, part)
    return node.value


def parameters(content: NorthAfricaContent) -> list[Parameter]:
    """The tables' numbers as parameters, the shipped values the defaults."""
    model = content.tables.model
    found = []
    for name, kind, low, high, group, meaning in _VALUES:
        value = _value(model, name)
        found.append(Parameter(name, kind, float(value) if kind == "float" else value,  # type: ignore[arg-type]
                               meaning, low, high, group=group))
    years = sorted({turn.year for turn in model.turns})
    for year in years:
        sizes = {turn.hand_size for turn in model.turns if turn.year == year}
        found.append(Parameter(f"hand_size.{year}", "int", max(sizes),
                               f"cards in a hand in {year}", 3, 15, group="Cards"))
    for deck in model.plain_deck.years[1:]:
        found.append(Parameter(f"deck_joins.{deck.year}", "int", deck.joins_on_turn,
                               f"the turn the {deck.year} cards join the decks", 2, 12,
                               group="Cards"))
    for ops, rp in sorted(model.plain_deck.rp_by_ops.items()):
        found.append(Parameter(f"rp_by_ops.{ops}", "int", rp,
                               f"RP a {ops}-OPS card gives when played for replacements",
                               0, 5, group="Costs"))
    return found


def with_settings(content: NorthAfricaContent, settings: Mapping[str, Any]) -> NorthAfricaContent:
    """`content` with the settings that name parameters applied and checked
    (ParameterError), kept where states find it by hash."""
    values = check_settings(parameters(content), settings)
    if not values:
        return content
    said = ", ".join(f"{k}={v}" for k, v in values.items())
    data = content.tables.model.model_dump(mode="json")
    for name, value in values.items():
        head, _, tail = name.partition(".")
        if head == "hand_size":
            for turn in data["turns"]:
                if turn["year"] == int(tail):
                    turn["hand_size"] = value
        elif head == "deck_joins":
            for deck in data["plain_deck"]["years"]:
                if deck["year"] == int(tail):
                    deck["joins_on_turn"] = value
        elif head == "rp_by_ops":
            data["plain_deck"]["rp_by_ops"][tail] = value
        else:
            data[head][tail]["value"] = value
            if name == "victory.final_axis_at_least":  # every final total has one winner
                data["victory"]["final_allied_at_most"]["value"] = int(value) - 1
    tables = _validated(data, said)
    changed = replace(content, tables=tables)
    _check_set_ups(changed, said)
    _LOADED.setdefault(changed.digest, changed)
    return changed


def _validated(data: dict[str, Any], said: str) -> CombatTables:
    try:
        return CombatTables(TablesFileModel.model_validate(_keys_as_numbers(data)))
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(part) for part in error["loc"])
        message = " ".join(str(error["msg"]).removeprefix("Value error, ").split())
        raise ParameterError(f"North Africa with {said} does not hold together: "
                             f"{where + ': ' if where else ''}{message}") from None


def _keys_as_numbers(data: Any) -> Any:
    """The JSON dump's text keys ("2": OPS) back to the numbers the strict model keys by."""
    if isinstance(data, dict):
        return {int(k) if isinstance(k, str) and k.isdigit() else k: _keys_as_numbers(v)
                for k, v in data.items()}
    if isinstance(data, list):
        return [_keys_as_numbers(item) for item in data]
    return data


def _check_set_ups(content: NorthAfricaContent, said: str) -> None:
    from shifting_sands.paths import data_dir

    problems = stacking_problems(data_dir() / "north_africa", content.units, content.scenarios,
                                 {s.name for s in content.board.spaces if not s.box},
                                 content.tables.model.stacking.limit_points.value,
                                 content.stack_points)
    if problems:
        first = problems[0].split(": ", 1)[-1]
        raise ParameterError(f"North Africa with {said}: a set-up overstacks ({first})")


__all__ = ["parameters", "with_settings"]
