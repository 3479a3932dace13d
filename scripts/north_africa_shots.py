"""Render the North Africa table at six moments into docs/shots (or a given folder):
the map, a fanned pile, a fight with its dice, the supply overlay, a hand of strategy cards
with one selected (shown in full, with its plays), and a battle where the attacker has played
a combat card and the defender chooses one on the battle panel.

    .venv/bin/python scripts/north_africa_shots.py [FOLDER] [--size WxH]

Headless; the game is played by the greedy general up to each moment, then shown to the
seat at the keyboard, as `shifting-sands screenshot` does.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.rules.driver import Driver
from shifting_sands.rules.match import HUMAN, Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match


def table(size: tuple[int, int], stop, seed: int = 7, limit: int = 400):
    """A scene whose match the bots played until `stop(state)` holds."""
    spec = get_spec("north_africa")
    seats = [Seat("Amira", HUMAN), Seat("Tariq", HUMAN)]
    match = Match(spec, seed, seats, Options("campaign"))
    bot = spec.bot("greedy")
    driver = Driver(match, {0: bot, 1: bot}, GameRng(seed))
    for _ in range(limit):
        if stop(match.state) or match.state.is_terminal():
            break
        driver.play(1)
    app = App(settings=Settings(animation_speed="off"), headless=True, size=size)
    start_match(app, match, autosave=False)
    scene = app.scenes.scenes[0]
    seat = match.state.current_player
    scene.viewer = seat if seat in (0, 1) else 0
    for _ in range(3):
        app.frame(1 / 60, [])
    return app, scene


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.frame(1 / 60, [])


def hover(app, pos) -> None:
    import pygame

    screen = app.canvas.point_to_screen(pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=screen, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    frames(app, 2)


def hand_shot(size: tuple[int, int], path: Path) -> None:
    """A hand of strategy cards, one selected (lifted, in full over the map, its plays as
    buttons): an event-ready card if there is one."""
    from shifting_sands.games.north_africa.rules import actions as a
    from shifting_sands.games.north_africa.table.layout import card_rect

    def event_ready(state) -> bool:
        return state.phase == "action" and state.current_player in (0, 1) and any(
            isinstance(x, a.PlayCard) and x.use == "event" for x in state.legal_actions())

    app, scene = table(size, lambda s: event_ready(s) or s.turn >= 3)
    view = scene.view()
    ready = scene.event_ready()
    pick = next((c for c in view.hand if c in ready), None) or next(
        (c for c in view.hand if not scene.content.deck[c].combat), view.hand[0])
    assert any(isinstance(x, a.PlayCard) for x in scene.my_legal())
    rect = card_rect(view.hand.index(pick), len(view.hand))
    hover(app, (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2))
    scene.click_card(pick)
    frames(app)
    app.save_screenshot(path)


def give(state, seat: int, card: str) -> None:
    """Put `card` in `seat`'s hand from wherever it is (a made-up moment for the shot)."""
    for pile in (*state.decks, *state.discards, *state.hands):
        if card in pile:
            pile.remove(card)
    state.hands[seat].append(card)


def combat_cards_shot(size: tuple[int, int], path: Path) -> None:
    """A bot game up to an Axis attack; the Axis holds Stukas at Dawn and the Allies Desert
    Air Force. The Axis plays its card; the Allies choose theirs on the battle panel."""
    from shifting_sands.games.north_africa.rules import actions as a
    from shifting_sands.games.north_africa.rules.events.registry import COMBAT, combat_card

    for key, role in (("stukas_at_dawn", "a"), ("desert_air_force", "d")):
        if key not in COMBAT:  # a build without this card's battle rule: let it be played
            combat_card(key, lambda _table, r, role=role: r == role)

    def attacking(state) -> bool:
        return state.phase == "attack" and state.active == 0 and state.current_player == 0 \
            and any(isinstance(x, a.Attack) for x in state.legal_actions())

    app, scene = table(size, attacking, seed=7, limit=1500)
    state = scene.match.state
    give(state, 0, "ax41_stukas_at_dawn")
    give(state, 1, "al41_desert_air_force")
    state.forget()
    scene.version += 1
    attack = next(x for x in state.legal_actions() if isinstance(x, a.Attack))
    scene.submit(attack)
    if a.PlayCombatCard("ax41_stukas_at_dawn") in state.legal_actions():
        scene.submit(a.PlayCombatCard("ax41_stukas_at_dawn"))
    scene.viewer = 1
    scene.on_viewer_changed()
    hover(app, (1000, 700))
    frames(app)
    app.save_screenshot(path)


def main(argv: list[str]) -> int:
    size = (1280, 720)
    if "--size" in argv:
        at = argv.index("--size")
        width, height = argv[at + 1].split("x")
        size = (int(width), int(height))
        del argv[at:at + 2]
    out = Path(argv[0]) if argv else Path("docs/shots")
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if size == (1280, 720) else f"-{size[0]}x{size[1]}"

    app, scene = table(size, lambda s: s.turn == 2 and s.phase == "action" and s.round >= 2)
    app.save_screenshot(out / f"north-africa-map{suffix}.png")

    units = scene.units_at()
    busy = max((p for p in units if not scene.spaces[p].box and len(units[p]) > 1
                and p not in ("Axis Reinforcements", "Allied Reinforcements")),
               key=lambda p: (len(units[p]), scene.spaces[p].x))
    space = scene.spaces[busy]
    scene.camera.centre = (space.x + 150, space.y - 60)
    scene.camera.clamp()
    frames(app)
    x, y = scene.camera.to_screen((space.x, space.y))
    hover(app, (x, y - 10))
    app.save_screenshot(out / f"north-africa-stack{suffix}.png")

    scene.fanned = None
    hover(app, (1000, 700))
    scene.toggle_supply()
    scene.camera.level = 2
    scene.camera.clamp()
    frames(app)
    app.save_screenshot(out / f"north-africa-supply{suffix}.png")

    def fighting(state) -> bool:
        fight = state.combat
        return bool(fight and fight["steps"] and fight["steps"][0].startswith("loss:")
                    and fight.get("results", {}).get("a", {}).get("die"))

    app, scene = table(size, fighting, seed=7, limit=1200)
    scene.combat_show = None
    from shifting_sands.rules.match import replay

    def keep(_index, events) -> None:
        scene.animate(events)

    replay(scene.spec, scene.match.seed, 2, scene.match.options, scene.match.log, keep)
    frames(app)
    app.save_screenshot(out / f"north-africa-combat{suffix}.png")

    hand_shot(size, out / f"north-africa-hand{suffix}.png")
    combat_cards_shot(size, out / f"north-africa-combat-cards{suffix}.png")
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
