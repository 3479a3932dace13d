"""Layering, read from the source (ARCHITECTURE.md, Layers): core and rules stay below the
shell, saves, the window and the tools, and no module of the package imports itself in a
circle. Every import counts: inside functions and under TYPE_CHECKING as well."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "shifting_sands"

LOWER_LAYERS = ("shifting_sands.core", "shifting_sands.rules")
UPPER_LAYERS = ("shifting_sands.shell", "shifting_sands.persist", "shifting_sands.app",
                "shifting_sands.bench", "shifting_sands.cli")

ALLOWED_CYCLES: dict[frozenset[str], str] = {}
"""Import circles we accept, each with its reason. None today."""


def module_files() -> dict[str, Path]:
    modules = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


MODULES = module_files()


def imported_names(module: str, path: Path) -> list[tuple[str, int]]:
    """Every absolute name `module` imports (with its line): `import a.b` gives a.b, `from a
    import b` gives a and a.b, relative imports resolved against the module's package."""
    names = []
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package[:len(package) - (node.level - 1)]
                base = ".".join([*parent, base] if base else parent)
            names.append((base, node.lineno))
            names += [(f"{base}.{alias.name}", node.lineno) for alias in node.names]
    return names


def owning_module(name: str) -> str | None:
    """The package module a dotted name lives in (`a.b.Class` -> `a.b`), if any."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def import_graph() -> dict[str, dict[str, int]]:
    """module -> {module it imports: first line}, within the package."""
    graph: dict[str, dict[str, int]] = {}
    for module, path in MODULES.items():
        edges = graph.setdefault(module, {})
        for name, line in imported_names(module, path):
            target = owning_module(name) if name.startswith("shifting_sands") else None
            if target and target != module:
                edges.setdefault(target, line)
    return graph


def in_layer(module: str, layers: tuple[str, ...]) -> bool:
    return any(module == layer or module.startswith(layer + ".") for layer in layers)


def strongly_connected(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """Tarjan's algorithm, iterative; only components of two or more modules."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph.get(child, {}))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_graph_sees_imports_inside_functions() -> None:
    graph = import_graph()
    assert "shifting_sands.app" in graph["shifting_sands.cli"]  # imported inside run_window
    assert "shifting_sands.core.scene" in graph["shifting_sands.core.game_scene"]


@pytest.mark.parametrize("module", sorted(m for m in MODULES if in_layer(m, LOWER_LAYERS)))
def test_core_and_rules_never_import_the_layers_above(module: str) -> None:
    wrong = [f"{MODULES[module].relative_to(ROOT)}:{line} imports {target}"
             for target, line in import_graph()[module].items()
             if in_layer(target, UPPER_LAYERS)]
    assert not wrong, "\n".join(wrong)


def test_no_import_circles() -> None:
    graph = import_graph()
    circles = [component for component in strongly_connected(graph)
               if frozenset(component) not in ALLOWED_CYCLES]
    described = []
    for component in circles:
        described.append("circle: " + ", ".join(
            f"{m} -> {sorted(t for t in graph[m] if t in component)}" for m in component))
    assert not circles, "\n".join(described)


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}
    assert strongly_connected(graph) == [["a", "b", "c"]]


MAX_LINES = 650
"""ARCHITECTURE.md: modules stay readable, about 600 lines at most, split by concern."""


def test_no_module_grows_past_about_600_lines() -> None:
    long = {module: count for module, path in MODULES.items()
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"split these by concern: {long}"
