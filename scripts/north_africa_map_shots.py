"""Render what a wargamer reads on the North Africa map into docs/shots (or a given folder):
the map key, the Home view of both scenarios with every name clear, a space's note read
from its name, the Egyptian battlegroups in Axis grey, and a battle on a fort
(the Afrika Korps' armour at El Adem against the garrison of Tobruk) with its panel
itemising the fort's bonus and the armour shift the fort withholds.

    .venv/bin/python scripts/north_africa_map_shots.py [FOLDER]

Headless, 1280x720. The Home views are what `shifting-sands screenshot north_africa
[--variant sonnenblume]` shows; the battle is set up with the tests' position builders.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shifting_sands.games import get_spec
from shifting_sands.screenshot import take_screenshot


def key_shot(path: Path) -> None:
    from tests.scenes.helpers import run
    from tests.scenes.na_clicks import settle, start

    app, scene, _match = start(seed=1, variant="sonnenblume")
    settle(app, scene)
    scene.toggle_key()
    run(app, 3)
    app.save_screenshot(path)


def tooltip_shot(path: Path) -> None:
    """Tobruk's note in Sonnenblume, read from its name beside the Australian brigade."""
    from tests.scenes.helpers import center, run
    from tests.scenes.na_clicks import hover, settle, start

    app, scene, _match = start(seed=833305, variant="sonnenblume")
    settle(app, scene)
    scene.reset_view()
    run(app, 2)
    hover(app, center(scene.label_spots["Tobruk"].rect))
    run(app, 3)
    app.save_screenshot(path)


def egyptian_shot(path: Path) -> None:
    """After Egyptian Uprising: the Egyptian battlegroups in Cairo and Alexandria (Axis grey)
    beside a British division at El Alamein."""
    from tests.rules.north_africa_builders import AXIS, empty_table, place, set_control
    from tests.scenes.helpers import run
    from tests.scenes.na_clicks import settle, start

    state = empty_table(turn=3, variant="campaign")
    set_control(state, AXIS, "Cairo", "Alexandria")
    for unit, where in (("eg_1", "Cairo"), ("eg_2", "Alexandria"), ("uk_6", "El Alamein"),
                        ("de_21pz", "Mersa Matruh")):
        place(state, unit, where)
    app, scene, _match = start(state=state)
    settle(app, scene)
    scene.reset_view()
    run(app, 3)
    app.save_screenshot(path)


def battle_shot(path: Path) -> None:
    from shifting_sands.games.north_africa.rules import actions as a
    from tests.rules.north_africa_builders import AXIS, start_ops
    from tests.scenes.helpers import run
    from tests.scenes.na_clicks import do, settle, start
    from tests.scenes.test_north_africa_battle_panel import tobruk_attack

    state = tobruk_attack()
    start_ops(state, AXIS, 6)
    app, scene, _match = start(state=state)
    settle(app, scene)
    do(app, scene, a.Activate("El Adem", "attack"))
    if scene.state.phase == "activate":
        do(app, scene, a.EndActivation())
    do(app, scene, a.Attack("Tobruk", ("El Adem",)))
    run(app, 30)
    settle(app, scene)  # the fight over, the turn passed: the panel stays until closed
    run(app, 3)
    app.save_screenshot(path)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("docs/shots")
    out.mkdir(parents=True, exist_ok=True)
    spec = get_spec("north_africa")
    for variant in ("campaign", "sonnenblume"):
        take_screenshot(spec, out / f"north-africa-home-{variant}.png", variant=variant)
    key_shot(out / "north-africa-key.png")
    tooltip_shot(out / "north-africa-space-tooltip.png")
    battle_shot(out / "north-africa-battle-fort.png")
    egyptian_shot(out / "north-africa-egyptian-counters.png")
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
