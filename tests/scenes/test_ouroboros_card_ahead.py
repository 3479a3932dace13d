"""A card drawn after a step is shown large growing through a dozen title sizes; the frames
of the step before it set its title at those sizes ahead (issue 37), so the frames of its
growing render no text of their own, and every size it grows through was set ahead."""

from __future__ import annotations

from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.table.board import CARD_NAMES, title_sizes
from tests.scenes.helpers import count_renders, run
from tests.scenes.test_ouroboros_floor_beats import people_table


def test_the_title_of_a_card_is_set_ahead_of_its_growing(monkeypatch):
    app, scene = people_table()
    view = scene.view()
    me = view.explorers[view.current_player]
    step = next((me.pos[0] + dx, me.pos[1]) for dx in (1, -1)
                if (me.pos[0] + dx, me.pos[1]) in view.tiles)
    rendered = count_renders(monkeypatch)
    scene.animate([ev.Stepped(seat=me.seat, src=me.pos, dst=step, how="walk"),
                   ev.TileLaid(x=step[0], y=step[1] + 1, kind="eye"),
                   ev.CardDrawn(seat=me.seat, card="anubis")])
    title = CARD_NAMES["anubis"]
    in_card: list[str] = []
    while scene.timeline is not None:
        before = len(rendered)
        run(app)
        beat, _p, _world = scene.timeline.at() if scene.timeline else (None, 0, None)
        if beat is not None and isinstance(beat.event, ev.CardDrawn):
            in_card += rendered[before:]
    assert rendered.count(title) >= len(title_sizes(title)) - 1  # set ahead, size by size
    assert title not in in_card  # its growing frames render no title
