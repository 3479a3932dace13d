"""`screenshot`: a screen the game never shows is refused, the hand-off says what the game
hides, and a one-frame picture starts no bot worker (one ending while its worker started
printed a forkserver traceback, or hung)."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec

from .test_no_display import launch
from .test_ouroboros_cli import one_line_error


def test_a_handoff_screenshot_of_a_game_without_secrets_is_refused(tmp_path, user_home):
    out = tmp_path / "handoff.png"
    result = launch("screenshot", "ouroboros", "--screen", "handoff", "--out", str(out),
                    home=user_home, SDL_VIDEODRIVER="dummy")
    assert result.returncode == 2
    one_line_error(result, "--screen handoff", "The Ouroboros", "no hand-off screen")
    assert not out.exists()


def test_a_handoff_screenshot_says_what_the_game_hides(tmp_path, monkeypatch):
    """Land the Mothership hides agents, not cards: the picture shows the game's own words."""
    from shifting_sands.core import handoff
    from shifting_sands.screenshot import take_screenshot

    reasons = []
    real = handoff.HandoffScene.__init__

    def spy(self, *args, **kwargs) -> None:
        real(self, *args, **kwargs)
        reasons.append(self.reason)

    monkeypatch.setattr(handoff.HandoffScene, "__init__", spy)
    take_screenshot(get_spec("mothership"), tmp_path / "h.png", screen="handoff",
                    size=(640, 360))
    assert reasons and "agent" in reasons[0] and "cards" not in reasons[0]


def test_a_screenshot_starts_no_bot_worker(tmp_path, monkeypatch):
    """A one-frame picture that started the bots' worker process and ended while it was
    starting printed a forkserver traceback, or hung joining it."""
    from shifting_sands.core import bot_runner, game_scene
    from shifting_sands.screenshot import demo_match, take_screenshot

    spec = get_spec("stones")
    moves = next(n for n in range(1, 40)  # a moment at which a bot moves next
                 if demo_match(spec, 3, n, None, 0).state.current_player == 1)
    started = []
    monkeypatch.setattr(game_scene, "warm_up", lambda policies: started.append("warm-up"))
    monkeypatch.setattr(bot_runner.BotRunner, "start",
                        lambda self, *request: started.append("decision"))
    take_screenshot(spec, tmp_path / "x.png", seed=3, moves=moves, size=(640, 360))
    assert started == []


@pytest.mark.parametrize("game", ["curse_reverse", "north_africa"])
def test_a_screenshot_with_bots_prints_nothing_on_stderr(game, tmp_path, user_home):
    out = tmp_path / "x.png"
    result = launch("screenshot", game, "--seed", "3", "--moves", "40", "--size", "960x540",
                    "--out", str(out), home=user_home, SDL_VIDEODRIVER="dummy")
    assert result.returncode == 0
    assert result.stderr == ""
    assert result.stdout == f"{out}\n"


def test_a_key_pressed_before_the_picture_reaches_the_table(tmp_path):
    """`--press right` on an Ouroboros position where that step strands the mover: the
    picture shows the question the step asks (seed 3, 50 moves: docs/shots)."""
    from shifting_sands.app import App
    from shifting_sands.screenshot import take_screenshot
    from shifting_sands.shell.confirm import ConfirmScene

    seen = []
    real = App.save_screenshot

    def spy(self, out):
        seen.append(self.scenes.top)
        real(self, out)

    import unittest.mock

    with unittest.mock.patch.object(App, "save_screenshot", spy):
        take_screenshot(get_spec("ouroboros"), tmp_path / "w.png", seed=3, moves=50,
                        size=(640, 360), press=("right",))
    assert isinstance(seen[0], ConfirmScene) and "gone for good" in seen[0].text


def test_a_replay_screenshot_shows_the_finished_demo_game_at_the_step_asked(tmp_path,
                                                                             monkeypatch):
    from shifting_sands.screenshot import take_screenshot
    from shifting_sands.shell import replay_scene

    shown = []
    real = replay_scene.ReplayScene.draw

    def spy(self, canvas) -> None:
        real(self, canvas)
        shown.append((self.step, self.tape.length, self.status()))

    monkeypatch.setattr(replay_scene.ReplayScene, "draw", spy)
    out = tmp_path / "replay.png"
    take_screenshot(get_spec("mothership"), out, seed=5, moves=7, screen="replay",
                    size=(640, 360))
    step, length, status = shown[-1]
    assert out.exists() and step == 7 and length > 7
    assert status.startswith(f"Step 7 of {length}: ")
