"""A replay invites no action: in the replay viewer no click reaches the rules, so no game's
table may draw its live prompts ("Click to hurry the animation", "your turn", a window's
"play a cartouche, or pass") or offer a legal action, whoever's eyes it is seen through; it
says instead which step of how many it shows and what that step wrote in the log."""

from __future__ import annotations

import pytest

from shifting_sands.games import get_spec
from shifting_sands.rules.match import Seat
from shifting_sands.rules.protocol import PromptKind
from shifting_sands.shell.replay_scene import Replayable, ReplayScene
from tests.scenes.helpers import drawn_texts, make_app, run
from tests.scenes.test_replay_scene import finished

GAMES = ["stones", "mothership", "ouroboros", "curse_reverse", "north_africa"]
LIVE_WORDS = ("click", "hurry", "your turn", "your move", "to act", "is deciding",
              "are deciding", "is playing", "watch the", "press ", "(enter)", "is thinking")
"""Words of the tables' live prompts (lower case); none belongs in a replay."""


def sample_steps(scene: ReplayScene, count: int = 14) -> list[int]:
    """Steps spread over the game, and every step where a seat other than the turn's owner
    is asked (a window, a vote, a defence): the prompts most easily shown by mistake."""
    length = scene.tape.length
    spread = {round(i * length / count) for i in range(count + 1)}
    asked = [i for i, (_seat, kind) in enumerate(scene.tape.actors)
             if kind not in (None, PromptKind.TURN)][:8]
    return sorted(spread | set(asked))


@pytest.mark.parametrize("game", GAMES)
def test_no_live_prompt_is_drawn_or_offered_in_a_replay(game: str) -> None:
    spec = get_spec(game)
    count = max(2, spec.min_players)
    match = finished(game, [Seat(f"Bot {i}", "greedy") for i in range(count)], seed=7)
    app = make_app()
    app.open_launcher()
    scene = ReplayScene(app, Replayable.of_match(match), step=0)
    app.push(scene)
    run(app, 1)
    table = scene.table
    checked = 0
    for step in sample_steps(scene):
        scene.go(step)
        state = scene.tape.state_at(step)
        prompt = state.prompt()
        live = [prompt.text] if prompt is not None else []
        if hasattr(table, "prompt_words"):  # Curse Reverse names thieves by seat
            live.append(table.prompt_words())
        for seen_by in [None, *range(count)]:  # every bot game may be seen by any seat
            scene.seen_by = seen_by
            scene._show()
            assert table.viewer == seen_by
            assert not table.my_turn and table.legal() == []
            offered = [w for w in table.widgets.widgets if w.visible and w.enabled
                       and getattr(w, "on_click", None) is not None]
            assert offered == [], (step, seen_by, [getattr(w, "label", w) for w in offered])
            texts = drawn_texts(app, scene)
            for text in texts:
                lowered = text.lower()
                assert not any(word in lowered for word in LIVE_WORDS), (step, seen_by, text)
                wordy = len(text.split()) >= 4  # a line of a wrapped prompt, not a name
                assert not (wordy and any(text.strip() in p for p in live if p)), (
                    step, seen_by, text)
            note = table.replay_note
            assert note is not None and note.step == step
            assert note.heading in texts and f"Step {step} of {scene.tape.length}" in \
                scene.status()
            checked += 1
    assert checked >= 3 * 10
