"""Every count in every game's content has a stated range, and a count that would make a rule
meaningless (no curse tiles, no start items, a die of blank faces) is refused at its line."""

from __future__ import annotations

import importlib
import pkgutil
import re
import typing

import annotated_types
import pytest
from pydantic import BaseModel
from pydantic.fields import FieldInfo

import shifting_sands.content as content_package
from shifting_sands.content.validate import validate_folder
from tests.content.test_bad_content import copy_data, edit, line_of


def content_models() -> list[type[BaseModel]]:
    for module in pkgutil.iter_modules(content_package.__path__):
        importlib.import_module(f"{content_package.__name__}.{module.name}")
    found, todo = [], list(BaseModel.__subclasses__())
    while todo:
        model = todo.pop()
        todo.extend(model.__subclasses__())
        if model.__module__.startswith(content_package.__name__):
            found.append(model)
    return found


def unbounded(annotation: object, metadata: list, where: str) -> list[str]:
    """Every int or float inside `annotation` (dict values and keys, list items, optional
    values) without both a lower and an upper bound."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        inner, *extra = typing.get_args(annotation)
        more = [m for item in extra
                for m in (item.metadata if isinstance(item, FieldInfo) else [item])]
        return unbounded(inner, [*metadata, *more], where)
    if annotation in (int, float):
        low = any(isinstance(m, annotated_types.Ge | annotated_types.Gt) for m in metadata)
        high = any(isinstance(m, annotated_types.Le | annotated_types.Lt) for m in metadata)
        return [] if low and high else [where]
    if origin is typing.Literal:
        return []
    union = origin is typing.Union or type(annotation).__name__ == "UnionType"
    return [found for n, arg in enumerate(typing.get_args(annotation))
            for found in unbounded(arg, metadata if union else [],
                                   where if union else f"{where}[{n}]")]


def test_the_models_are_found():
    names = {model.__name__ for model in content_models()}
    assert {"ComponentsModel", "SoloModel", "StonesRulesModel", "VariantModel"} <= names


def test_every_count_has_a_stated_range():
    missing = [found for model in content_models()
               for name, field in model.model_fields.items()
               for found in unbounded(field.annotation, list(field.metadata),
                                      f"{model.__module__}.{model.__name__}.{name}")]
    assert missing == []


def test_a_number_without_a_range_is_found():
    class Loose(BaseModel):
        fine: typing.Annotated[int, annotated_types.Ge(0), annotated_types.Le(3)]
        open_top: int = 0
        inside: dict[str, int] = {}

    found = [hit for name, field in Loose.model_fields.items()
             for hit in unbounded(field.annotation, list(field.metadata), name)]
    assert found == ["open_top", "inside[1]"]


MEANINGLESS = [
    ("curse_reverse/game.yaml", "  curse_tiles: 30", "  curse_tiles: 0", "curse_tiles"),
    ("curse_reverse/game.yaml", "  start_items: 3", "  start_items: 0", "start_items"),
    ("curse_reverse/game.yaml", "  start_cartouches: 1", "  start_cartouches: 0",
     "start_cartouches"),
    ("curse_reverse/game.yaml", "  attack_die: [0, 0, 1, 1, 1, 2]",
     "  attack_die: [0, 0, 0, 0, 0, 0]", "attack_die"),
    ("stones/stones.yaml", "one_point_bonus: 3", "one_point_bonus: 0", "one_point_bonus"),
]


@pytest.mark.parametrize(("file", "old", "new", "key"), MEANINGLESS,
                         ids=[case[3] for case in MEANINGLESS])
def test_a_count_that_makes_a_rule_meaningless_is_refused_at_its_line(tmp_path, file, old,
                                                                       new, key):
    root = copy_data(tmp_path)
    path = root / file
    edit(path, old, new)
    problems = validate_folder(root)
    line = line_of(path, new.strip())
    assert any(re.match(rf"^{re.escape(str(path))}:{line}: .*{key}", problem)
               for problem in problems), problems
