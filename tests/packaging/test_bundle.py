"""Build the one-folder bundle into a temporary folder and run it as a player would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shifting_sands.paths import resource_root

pytest.importorskip("PyInstaller")
ROOT = resource_root()


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bundle")
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(out / "dist"), "--workpath", str(out / "build"),
         str(ROOT / "packaging" / "shifting-sands.spec")],
        capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert result.returncode == 0, result.stderr[-2000:]
    exe = out / "dist" / "shifting-sands" / ("shifting-sands.exe" if os.name == "nt"
                                             else "shifting-sands")
    assert exe.exists()
    return exe


def run(exe: Path, *args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SHIFTING_SANDS_HOME=str(home))
    return subprocess.run([str(exe), *args], capture_output=True, text=True, env=env,
                          timeout=300, cwd=home.parent)


@pytest.mark.slow
def test_frozen_simulate(bundle, user_home):
    result = run(bundle, "simulate", "stones", "--games", "3", "--json", home=user_home)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["finished"] == 3


@pytest.mark.slow
def test_frozen_screenshot(bundle, user_home, tmp_path):
    out = tmp_path / "frozen.png"
    result = run(bundle, "screenshot", "stones", "--out", str(out), "--moves", "4",
                 home=user_home)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.slow
def test_frozen_rules_reader_parses_the_markdown(bundle, user_home, tmp_path):
    """The reader needs markdown-it-py and docs/rules inside the bundle."""
    out = tmp_path / "rulings.png"
    result = run(bundle, "screenshot", "north_africa", "--screen", "rulings", "--out", str(out),
                 home=user_home)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.slow
def test_frozen_validate_data_and_inspect_save(bundle, user_home, tmp_path):
    result = run(bundle, "validate-data", home=user_home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "_internal" in result.stdout or "data" in result.stdout
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = run(bundle, "inspect-save", str(bad), home=user_home)
    assert result.returncode == 1 and "Traceback" not in result.stderr


@pytest.mark.slow
def test_frozen_bundle_writes_nothing_next_to_itself(bundle, user_home):
    before = sorted(p.name for p in bundle.parent.iterdir())
    run(bundle, "simulate", "stones", "--games", "1", home=user_home)
    assert sorted(p.name for p in bundle.parent.iterdir()) == before


@pytest.mark.slow
def test_frozen_windows_open_and_resume_explains_missing_saves(bundle, user_home):
    env_probe = {"SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME": "1"}
    for args in ((), ("play", "stones", "--seats", "human,bot:greedy", "--seed", "3")):
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   SHIFTING_SANDS_HOME=str(user_home), **env_probe)
        result = subprocess.run([str(bundle), *args], capture_output=True, text=True, env=env,
                                timeout=120)
        assert result.returncode == 0, result.stderr
        assert "first-frame" in result.stdout
    result = run(bundle, "resume", home=user_home)
    assert result.returncode == 1 and "No unfinished game to resume" in result.stderr


@pytest.mark.slow
def test_frozen_program_reads_own_variants(bundle, user_home):
    """The designer's own variants, from her folder, in the packaged program too."""
    from tests.content.test_own_variants import GOOD

    folder = user_home / "variants"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mothership.yaml").write_text(GOOD, encoding="utf-8")
    listed = run(bundle, "variant", "list", "mothership", home=user_home)
    assert listed.returncode == 0, listed.stderr
    assert "my_three         My three  (your own)" in listed.stdout
    played = run(bundle, "simulate", "mothership", "--variant", "my_three", "--games", "2",
                 "--json", home=user_home)
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["variant"] == "my_three"
    made = run(bundle, "variant", "new", "mothership", "--from", "my_three", "--id", "again",
               home=user_home)
    assert made.returncode == 0, made.stderr
    assert "again:" in (folder / "mothership.yaml").read_text(encoding="utf-8")
    # a game whose own variants are a shipped base and settings (content/own_overlays.py)
    (folder / "stones.yaml").write_text(
        "variants:\n  big_hands:\n    title: Big hands\n    base: standard\n"
        "    settings: {hand_size: 6}\n", encoding="utf-8")
    listed = run(bundle, "variant", "list", "stones", home=user_home)
    assert listed.returncode == 0 and "big_hands" in listed.stdout, listed.stderr
    played = run(bundle, "simulate", "stones", "--variant", "big_hands", "--games", "2",
                 "--json", home=user_home)
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["variant"] == "big_hands"
