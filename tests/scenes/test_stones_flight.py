"""A card in flight is composed once, not at every size it passes through (issue 37)."""

from __future__ import annotations

import shifting_sands.games.stones.table.scene as stones_scene
from shifting_sands.app import App
from shifting_sands.games import get_spec
from shifting_sands.games.stones.rules.actions import FlipStone, ShiftStones
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match


def test_a_card_flying_to_the_discard_is_composed_at_most_twice(monkeypatch):
    app = App(settings=Settings(animation_speed="normal"), headless=True, size=(1280, 720),
              still=True)
    match = demo_match(get_spec("stones"), seed=7, moves=3, players=2, seat=0)
    start_match(app, match, autosave=False)
    scene = app.scenes.top
    for _ in range(5):
        app.frame(1 / 60, [])
    sizes: list[tuple[int, int]] = []
    real = stones_scene.draw_card

    def counting(surface, *args, **kwargs):
        sizes.append(surface.get_size())
        real(surface, *args, **kwargs)

    monkeypatch.setattr(stones_scene, "draw_card", counting)
    move = next(a for a in match.state.legal_actions() if isinstance(a, ShiftStones | FlipStone))
    scene.submit(move)
    assert scene.flying, "the card should be in flight"
    flight_frames = 0
    while scene.flying:
        app.frame(1 / 60, [])
        flight_frames += 1
    app.frame(1 / 60, [])
    assert flight_frames > 10
    assert len(sizes) <= 2, sizes  # where it lands; its hand size was composed already
