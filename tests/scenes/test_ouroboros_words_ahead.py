"""The words a move's frame shows first are rendered ahead (issue 37): in frames that draw
nothing new, the Ouroboros tries each legal action on a table made from the view
(`determinize`) and renders the log lines, the supplies' figures, the top bar and the action
panel's title it would show, so the frame the move arrives in finds them in the canvas's
caches. What it draws is the same, pixel for pixel, as with every cache empty; and what only
the hidden decks decide (the card a step draws) is never made ahead: the scene does not look
at them."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands import bench
from shifting_sands.app import App
from shifting_sands.core.game_scene import GameScene
from shifting_sands.games import get_spec
from shifting_sands.games.ouroboros.table.panels import supply_texts
from shifting_sands.games.ouroboros.table.scene import OuroborosScene
from shifting_sands.rules.rng import GameRng
from shifting_sands.screenshot import demo_match
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import count_renders, run


def table():
    """The bench's mid-game table, bots held still (`App.still`), animations off."""
    spec = get_spec("ouroboros")
    seed, moves = bench.mid_game(spec)
    match = demo_match(spec, seed=seed, moves=moves, players=None, seat=0)
    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720),
              still=True)
    start_match(app, match, autosave=False)
    scene = app.scenes.top
    for _ in range(40):  # frames that draw nothing new: one action made ahead each
        run(app)
        ahead = scene._outcomes_ahead
        if ahead is not None and not ahead[1] and scene._log_ready is not None:
            break
    return app, scene, match


def new_words(app, scene, before: int) -> set[str]:
    """The words the move added: its log lines, the supplies, the top bar."""
    canvas = app.canvas
    sentences = [s for _i, s in scene.log[before:]]
    words = set(supply_texts(scene.view())) | {scene.status_line()}
    words = {w if isinstance(w, str) else w[0] for w in words}
    for i, sentence in enumerate(sentences):
        role = "bold" if i == len(sentences) - 1 else "body"
        words |= set(canvas.wrap(sentence, scene.log_rect[2] - 40, scene.LOG_SIZE, role))
    return words


def sentences_of(scene, state, action) -> list[str]:
    return [s for s in (scene.spec.describe(e, scene.match.names) for e in state.apply(action))
            if s]


def hidden_lines(app, scene, action) -> set[str]:
    """The log lines of `action`'s outcome that only the hidden decks decide: those of the
    real outcome (a test may look) that a table made from the view does not give."""
    real = sentences_of(scene, scene.state.clone(), action)
    guess = sentences_of(scene, scene.spec.determinize(scene.view(), GameRng(scene.version)),
                         action)
    width = scene.log_rect[2] - 40
    return {line for sentence in set(real) - set(guess) for role in ("body", "bold")
            for line in app.canvas.wrap(sentence, width, scene.LOG_SIZE, role)}


def rendered_by_the_move(monkeypatch, index: int) -> tuple[set[str], set[str], set[str]]:
    """What the frame of the table's legal action `index` rendered, its new words, and
    the lines of them only the hidden decks decided."""
    app, scene, match = table()
    legal = match.state.legal_actions()
    if index >= len(legal):
        pytest.skip("fewer legal actions")
    hidden = hidden_lines(app, scene, legal[index])
    rendered = count_renders(monkeypatch)
    before = len(scene.log)
    assert scene.submit(legal[index])
    run(app)
    return set(rendered), new_words(app, scene, before), hidden


@pytest.mark.parametrize("index", [0, 1])
def test_the_frame_of_a_move_renders_none_of_its_foreseeable_words(monkeypatch, index):
    rendered, words, hidden = rendered_by_the_move(monkeypatch, index)
    assert words - hidden and not rendered & (words - hidden)


def test_a_card_the_hidden_deck_gives_is_not_made_ahead(monkeypatch):
    # the bench's table: its action 1 (a step up) draws a card from the hidden deck
    rendered, words, hidden = rendered_by_the_move(monkeypatch, 1)
    assert hidden & words, "the step draws a card the view cannot tell"
    assert hidden & words <= rendered, "the real card's words were ready: the scene looked"


def test_without_rendering_ahead_the_frame_renders_them(monkeypatch):
    monkeypatch.setattr(OuroborosScene, "prepare_log", GameScene.prepare_log)
    rendered, words, _hidden = rendered_by_the_move(monkeypatch, 0)
    assert rendered & words


def test_the_frame_after_a_move_looks_as_with_every_cache_empty():
    app, scene, match = table()
    assert scene.submit(match.state.legal_actions()[0])
    run(app)
    made_ahead = pygame.image.tobytes(app.screen, "RGB")
    canvas = app.canvas
    for cache in (canvas._text, canvas._wrapped, canvas._widths):
        cache.clear()
    app.draw(full=True)
    assert pygame.image.tobytes(app.screen, "RGB") == made_ahead
