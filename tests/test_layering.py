"""Layering, read from the source (ARCHITECTURE.md, Layers and Layout): core and rules stay
below the shell, saves, the window and the tools; nothing below the games package imports it;
every game keeps its three rooms (rules/, bots/, table/) apart; no module anywhere (package,
tests, scripts) imports itself in a circle or grows past 600 lines. Every import counts:
inside functions and under TYPE_CHECKING as well."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from shifting_sands.games import REGISTRY

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "shifting_sands"
GAMES = PACKAGE / "games"

LOWER_LAYERS = ("shifting_sands.core", "shifting_sands.rules")
UPPER_LAYERS = ("shifting_sands.shell", "shifting_sands.persist", "shifting_sands.app",
                "shifting_sands.bench", "shifting_sands.cli")
BELOW_THE_GAMES = ("shifting_sands.core", "shifting_sands.rules", "shifting_sands.content",
                   "shifting_sands.bots", "shifting_sands.persist", "shifting_sands.shell")
"""They find a game through `shifting_sands.rules.registry`, never by importing the games."""

ROOMS = ("rules", "bots", "table")
"""A game package holds these three sub-packages, its spec.py and __init__.py, nothing else."""

SOURCE_TREES = {"shifting_sands": PACKAGE, "tests": ROOT / "tests", "art": ROOT / "scripts" / "art"}
"""Every tree of modules that import each other by package name (scripts/art is `art` to
scripts/make_assets.py, which puts scripts/ on the path)."""

ALLOWED_CYCLES: dict[frozenset[str], str] = {}
"""Import circles we accept, each with its reason. None today."""


def module_files(trees: dict[str, Path]) -> dict[str, Path]:
    """Dotted module name -> file, for every module of `trees` (package name -> folder)."""
    modules = {}
    for name, folder in trees.items():
        for path in sorted(folder.rglob("*.py")):
            parts = [name, *path.relative_to(folder).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path
    return modules


MODULES = module_files({"shifting_sands": PACKAGE})
EVERY_MODULE = module_files(SOURCE_TREES)


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


def owning_module(name: str, modules: dict[str, Path] = MODULES) -> str | None:
    """The module a dotted name lives in (`a.b.Class` -> `a.b`), if any."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def import_graph(modules: dict[str, Path] = MODULES) -> dict[str, dict[str, int]]:
    """module -> {module it imports: first line}, within `modules` (the package's is read
    once for all the tests that ask)."""
    if modules is MODULES:
        return package_graph()
    return build_graph(modules)


@cache
def package_graph() -> dict[str, dict[str, int]]:
    return build_graph(MODULES)


def build_graph(modules: dict[str, Path]) -> dict[str, dict[str, int]]:
    graph: dict[str, dict[str, int]] = {}
    for module, path in modules.items():
        edges = graph.setdefault(module, {})
        for name, line in imported_names(module, path):
            target = owning_module(name, modules)
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
    assert "shifting_sands.app" in graph["shifting_sands.cli_window"]  # inside run_window
    assert "shifting_sands.core.scene" in graph["shifting_sands.core.game_scene"]


@pytest.mark.parametrize("module", sorted(m for m in MODULES if in_layer(m, LOWER_LAYERS)))
def test_core_and_rules_never_import_the_layers_above(module: str) -> None:
    wrong = [f"{MODULES[module].relative_to(ROOT)}:{line} imports {target}"
             for target, line in import_graph()[module].items()
             if in_layer(target, UPPER_LAYERS)]
    assert not wrong, "\n".join(wrong)


def test_no_import_circles_anywhere() -> None:
    graph = import_graph(EVERY_MODULE)
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


MAX_LINES = 600
"""ARCHITECTURE.md: modules stay readable, 600 lines at most, split by concern."""


def test_no_module_grows_past_600_lines() -> None:
    long = {str(path.relative_to(ROOT)): count for path in EVERY_MODULE.values()
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"split these by concern: {long}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if in_layer(m, BELOW_THE_GAMES)))
def test_nothing_below_the_games_imports_them(module: str) -> None:
    wrong = [f"{MODULES[module].relative_to(ROOT)}:{line} imports {target} (ask "
             "shifting_sands.rules.registry for a game instead)"
             for target, line in import_graph()[module].items()
             if in_layer(target, ("shifting_sands.games",))]
    assert not wrong, "\n".join(wrong)


# -- each game's three rooms ---------------------------------------------------------------
def room_of(module: str, package: str) -> tuple[str, str] | None:
    """(game, room) of a module inside a games package `package`, e.g. ("stones", "table")."""
    prefix = package + "."
    if not module.startswith(prefix):
        return None
    parts = module[len(prefix):].split(".")
    return (parts[0], parts[1]) if len(parts) >= 2 and parts[1] in ROOMS else None


def forbidden(room: str, target: str, package: str, private_names: list[str]) -> str | None:
    """Why `room` may not import `target` (a dotted name), or None when it may."""
    if target == "pygame" or target.startswith("pygame."):
        return "pygame" if room in ("rules", "bots") else None
    if room in ("rules", "bots") and in_layer(target, (
            "shifting_sands.core", "shifting_sands.shell", "shifting_sands.persist",
            "shifting_sands.app")):
        return "a layer above the rules"
    other = room_of(target, package)
    if other is None:
        return None
    if room == "rules" and other[1] in ("bots", "table"):
        return f"a game's {other[1]}/ (rules import neither bots nor table)"
    if room == "bots" and other[1] == "table":
        return "a game's table/ (bots never see the scene)"
    if room == "table" and other[1] == "bots":
        return "a game's bots/ (the table submits what a person chose; bots run elsewhere)"
    if room == "table" and other[1] == "rules" and private_names:
        return f"the rules' private {', '.join(private_names)} (use its public names)"
    return None


def room_violations(folder: Path, package: str) -> list[str]:
    """Every import in the games folder `folder` (the package `package`) that crosses a room
    the wrong way, as `file:line imports X: why`; also stray modules beside the rooms."""
    found = []
    modules = module_files({package: folder})
    for game in sorted(p for p in folder.iterdir() if p.is_dir() and p.name != "__pycache__"):
        stray = sorted(p.name for p in game.iterdir() if p.name not in (
            *ROOMS, "spec.py", "__init__.py", "__pycache__"))
        found += [f"{game.relative_to(folder.parent)}/{name}: not in rules/, bots/ or table/"
                  for name in stray]
    for module, path in modules.items():
        place = room_of(module, package)
        if place is None:
            continue
        for target, line, names in imports_with_names(module, path):
            why = forbidden(place[1], target, package, [n for n in names if n.startswith("_")])
            if why:
                found.append(f"{path.relative_to(folder.parent)}:{line} imports {target}: {why}")
    return found


def imports_with_names(module: str, path: Path) -> list[tuple[str, int, list[str]]]:
    """(module imported, line, names taken from it) for every import of `module`."""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package[:len(package) - (node.level - 1)]
                base = ".".join([*parent, base] if base else parent)
            found.append((base, node.lineno, [alias.name for alias in node.names]))
    return found


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_game_has_its_three_rooms(game: str) -> None:
    folder = GAMES / game
    assert all((folder / room / "__init__.py").is_file() for room in ROOMS), \
        f"{folder.relative_to(ROOT)} needs rules/, bots/ and table/"
    assert type(REGISTRY[game]).__module__ == f"shifting_sands.games.{game}.spec"


@cache
def shipped_room_violations() -> tuple[str, ...]:
    return tuple(room_violations(GAMES, "shifting_sands.games"))


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_each_room_imports_only_what_it_may(game: str) -> None:
    wrong = [line for line in shipped_room_violations() if line.startswith(f"games/{game}/")]
    assert not wrong, "\n".join(wrong)


def plant(folder: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_planted_violation_of_each_kind_is_named(tmp_path: Path) -> None:
    games = tmp_path / "games"
    rooms = {f"toy/{room}/__init__.py": "" for room in ROOMS}
    plant(games, {**rooms, "toy/__init__.py": "", "toy/spec.py": "", "toy/stray.py": "",
                  "toy/rules/state.py": "import pygame\n\ndef _helper():\n    pass\n",
                  "toy/rules/view.py": "from games.toy.table import scene\n",
                  "toy/bots/greedy.py": "from ..table.scene import draw\n",
                  "toy/bots/fine.py": "from games.toy.rules import state\n",
                  "toy/table/scene.py": "import pygame\nfrom games.toy.rules.state import _helper\n"
                                        "def draw():\n    pass\n",
                  "toy/table/panels.py": "from games.toy.rules.state import helper\n"})
    found = room_violations(games, "games")
    assert found == [
        "games/toy/stray.py: not in rules/, bots/ or table/",
        "games/toy/bots/greedy.py:1 imports games.toy.table.scene: a game's table/ (bots never "
        "see the scene)",
        "games/toy/rules/state.py:1 imports pygame: pygame",
        "games/toy/rules/view.py:1 imports games.toy.table: a game's table/ (rules import "
        "neither bots nor table)",
        "games/toy/table/scene.py:2 imports games.toy.rules.state: the rules' private _helper "
        "(use its public names)",
    ]


def test_a_planted_import_from_below_the_games_is_named(tmp_path: Path) -> None:
    plant(tmp_path, {"low/__init__.py": "", "low/saves.py": "from top.games import get_spec\n",
                     "top/__init__.py": "", "top/games.py": ""})
    modules = module_files({"low": tmp_path / "low", "top": tmp_path / "top"})
    assert import_graph(modules)["low.saves"] == {"top.games": 1}


def test_a_planted_circle_through_scripts_is_found(tmp_path: Path) -> None:
    plant(tmp_path, {"art/__init__.py": "", "art/a.py": "def f():\n    from .b import g\n",
                     "art/b.py": "from .a import f\n"})
    graph = import_graph(module_files({"art": tmp_path / "art"}))
    assert strongly_connected(graph) == [["art.a", "art.b"]]
