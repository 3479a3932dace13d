"""The Ouroboros log and the lantern's count: every move can be followed in the log (bots'
included), a tremor says which way it slid, the Lost card and a death read apart, and the
lantern's end shows the last round played, not one past it."""

from __future__ import annotations

from shifting_sands.games.ouroboros.rules.actions import (
    Died,
    EndTurn,
    Move,
    Stay,
    Stepped,
    TremorShift,
)
from shifting_sands.games.ouroboros.rules.log import describe
from shifting_sands.games.ouroboros.rules.results import ouroboros_table

from .ouroboros_builders import act, build, seat

NAMES = ["Ann", "Bo", "Cy", "Di"]
HOME = {"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0), "archaeologist": (0, 0)}


def sentences(events) -> list[str]:
    return [text for text in (describe(event, NAMES) for event in events) if text]


def test_a_move_onto_a_tile_on_the_table_is_logged_with_its_direction():
    state = build([".."], explorers=HOME)
    events = act(state, Move("right"))
    assert Stepped(seat(state, "guide"), (0, 0), (1, 0), "walk") in events
    assert sentences(events) == ["Ann moves right."]


def test_a_move_into_the_dark_says_what_was_laid_and_where_the_explorer_went():
    state = build(explorers=HOME, tiles=["empty"])
    assert sentences(act(state, Move("up")))[:2] == ["A tile is laid: an Empty tile.",
                                                     "Ann moves up."]


def test_a_tremor_says_which_way_it_slid():
    assert describe(TremorShift("row", 0, 1, 0), NAMES) == \
        "A tremor slides the whole row one tile to the right."
    assert describe(TremorShift("column", 2, 0, -1), NAMES) == \
        "A tremor slides the whole column one tile up."
    state = build([".."], explorers={**HOME, "guide": (1, 0)}, tiles=["eye", "eye"],
                  cards=["lost_ne", "tremor"], current="mercenary")
    assert "A tremor slides the whole column one tile up." in sentences(act(state,
                                                                            Move("up")))


def test_the_lost_card_and_a_death_do_not_share_a_word():
    state = build([".."], explorers={**HOME, "guide": (1, 0)}, tiles=["eye", "eye"],
                  cards=["lost_ne"], current="mercenary")
    said = sentences(act(state, Move("up")))
    assert "Bo draws Lost (up-right)." in said and "Bo stumbles one tile up-right." in said
    death = describe(Died(0, ("relic_head",)), NAMES)
    assert "lost" not in death.lower() and "gone for good" in death


def test_the_lantern_s_end_shows_the_last_round_played():
    state = build(explorers=HOME, lantern_rounds=3, round=3, current="archaeologist")
    act(state, Stay(), EndTurn())
    assert state.is_terminal()
    view = state.view_for(0)
    assert view.round == 3 and view.lantern_left == 0 and view.lantern_out
    assert "Rounds played: 3 of 3." in ouroboros_table(state, NAMES).notes[0]
    live = build(explorers=HOME, lantern_rounds=3, round=3, current="guide").view_for(0)
    assert live.round == 3 and live.lantern_left == 1 and not live.lantern_out


def test_a_death_says_why_with_the_distance_to_the_nearest_teammate():
    fallen = describe(Died(0, (), 1, 4, False), NAMES)
    assert fallen == (f"{NAMES[0]}, lying fallen, is 4 places from {NAMES[1]}, the nearest "
                      "teammate: out of everyone's sight, gone for good.")
    assert describe(Died(2, (), 3, 5, True), NAMES).startswith(f"{NAMES[2]} is 5 places from")
