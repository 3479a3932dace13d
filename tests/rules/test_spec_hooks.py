"""The spec base: every game inherits it, its hooks import on first use and only once, a hook
that names nothing says so, and no code in the package probes a spec with getattr/hasattr."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from shifting_sands.games import REGISTRY
from shifting_sands.rules.spec import GameSpec, hook
from tests.toys import TOYS

PACKAGE = Path(__file__).resolve().parents[2] / "shifting_sands"


@pytest.mark.parametrize("game", sorted({**REGISTRY, **TOYS}))
def test_every_spec_inherits_the_base(game: str) -> None:
    assert isinstance({**REGISTRY, **TOYS}[game], GameSpec)


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_hook_of_a_game_names_something(game: str) -> None:
    """A misspelt target would otherwise fail only when a screen or a bot first asks."""
    spec = REGISTRY[game]
    hooks = {name: member for klass in type(spec).__mro__
             for name, member in vars(klass).items() if isinstance(member, hook)}
    assert hooks
    for name in hooks:
        assert getattr(spec, name) is not None


def test_a_hook_imports_on_first_use_and_keeps_what_it_found(tmp_path: Path,
                                                            monkeypatch) -> None:
    (tmp_path / "hooked_module.py").write_text("def answer(x):\n    return x + 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "hooked_module", raising=False)

    class Spec(GameSpec):
        answer = hook("hooked_module:answer")

    assert isinstance(Spec.answer, hook) and not Spec.answer.resolved
    assert "hooked_module" not in sys.modules  # defining the spec imported nothing
    spec = Spec()
    assert spec.answer(41) == 42  # a plain function, not bound to the spec
    found = spec.answer
    del sys.modules["hooked_module"]
    assert Spec().answer is found  # kept: not imported again
    assert "hooked_module" not in sys.modules


def test_a_hook_that_names_nothing_says_which() -> None:
    class Spec(GameSpec):
        describe = hook("shifting_sands.no_such_module:describe")
        evaluate = hook("shifting_sands.rules.spec:no_such_function")

    with pytest.raises(ImportError, match=r"Spec\.describe names "
                                          r"'shifting_sands\.no_such_module:describe'"):
        Spec().describe  # noqa: B018 - the access is the test
    with pytest.raises(ImportError, match=r"Spec\.evaluate names .*no_such_function"):
        Spec().evaluate  # noqa: B018
    with pytest.raises(ValueError, match="module:attribute'"):
        hook("shifting_sands.rules.spec")


def test_without_a_hook_a_game_gets_the_declared_default() -> None:
    bare = GameSpec()
    assert bare.evaluate is None and bare.search_actions is None
    assert bare.rollout_action is None and bare.rollout_actions is None
    assert not bare.search_default_first and not bare.cooperative
    assert bare.content_id() is None and bare.content_source("standard") == "its content"
    assert bare.seat_setting() is None and bare.first_game_tip == "" and not bare.bot_notes
    assert bare.seat_mark(2) == "ui/seat_2.png"
    data = {"seed": 1}
    assert bare.upgrade_save(data) is data and bare.migrate_content(data) is None


def test_listing_the_games_imports_none_of_their_rules_bots_tables_or_content() -> None:
    probe = ("import sys, shifting_sands.games; "
             "print('\\n'.join(m for m in sys.modules if m.startswith('shifting_sands')))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=True).stdout.split()
    heavy = [name for name in loaded if name.startswith("shifting_sands.content")
             or (name.startswith("shifting_sands.games.")
                 and name.split(".")[-1] not in ("spec", *REGISTRY))]
    assert "shifting_sands.games.stones.spec" in loaded
    assert not heavy, heavy


def spec_probes(tree: ast.AST) -> list[int]:
    """Lines of `getattr(x, ...)`/`hasattr(x, ...)` whose first argument names a spec."""
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr") and node.args
                and "spec" in ast.unparse(node.args[0]).lower()):
            found.append(node.lineno)
    return found


def test_nothing_probes_a_spec_for_what_it_has() -> None:
    """The base declares every hook with its default: ask the spec, do not probe it."""
    probes = [f"{path.relative_to(PACKAGE.parent)}:{line}"
              for path in sorted(PACKAGE.rglob("*.py"))
              for line in spec_probes(ast.parse(path.read_text(encoding="utf-8")))]
    assert not probes, probes


def test_the_scan_finds_a_planted_probe() -> None:
    planted = "def f(spec, self):\n    return getattr(spec, 'x', None) or hasattr(self.spec, 'y')\n"
    assert spec_probes(ast.parse(planted)) == [2, 2]
