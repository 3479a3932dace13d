"""rules/reach.py: who a step would leave out of reach (O15), which steps fell (O12), the
fight's count and what is left once both halves are found (O21), on built positions, and
the step predictions checked against the rules themselves over real games."""

from __future__ import annotations

import random

from shifting_sands.games.ouroboros.rules.actions import Died, Incapacitated, Move
from shifting_sands.games.ouroboros.rules.pieces import chebyshev
from shifting_sands.games.ouroboros.rules.reach import (
    arrival,
    death_radius,
    fight_shortfall,
    step_perils,
    step_warning,
    strandings,
    together_hint,
)
from shifting_sands.games.ouroboros.rules.state import Phase
from shifting_sands.games.ouroboros.spec import OuroborosSpec
from shifting_sands.rules.protocol import Options

from .ouroboros_builders import build, of_type, seat

NAMES = ["Guy", "Mira", "Meda", "Archie"]
"""Seat names in the builder's default seating: Guide, Mercenary, Medic, Archaeologist."""


def watched_guide():
    """The Guide lies fallen at (0, 0), watched only by the Mercenary at (3, 0), whose turn
    it is; the Medic and the Archaeologist stand together at (6, 0)."""
    return build([". ... ."],
                 explorers={"guide": ((0, 0), "down"), "mercenary": (3, 0),
                            "medic": (6, 0), "archaeologist": (6, 0)},
                 tiles=["empty"] * 3, current="mercenary")


def test_the_death_radius_is_where_the_fallen_guide_would_be_left_alone():
    state = watched_guide()
    window = [(x, y) for x in range(-6, 12) for y in range(-6, 7)]
    shaded = death_radius(state.view_for(0), seat(state, "mercenary"), window)
    # the fallen Guide sees nothing: the Mercenary four places off leaves him out of reach
    assert shaded == {p for p in window if chebyshev(p, (0, 0)) >= 4}
    assert (4, 0) in shaded and (3, 0) not in shaded


def test_a_step_that_strands_a_fallen_teammate_is_named_with_the_distance():
    state = watched_guide()
    merc = seat(state, "mercenary")
    where, perils = step_perils(state.view_for(0), merc, "right")
    assert where is not None and where.place == (4, 0) and where.certain
    assert [(p.seat, p.nearest, p.apart, p.standing) for p in perils] == [
        (seat(state, "guide"), merc, 4, False)]
    words = step_warning(state.view_for(0), merc, "right", NAMES)
    assert words == ("Guy, lying fallen, would be 4 places from Mira, the nearest teammate: "
                     "out of everyone's sight, gone for good.")
    assert step_warning(state.view_for(0), merc, "left", NAMES) is None


def test_the_warning_comes_true():
    state = watched_guide()
    events = state.apply(Move("right"))
    assert [d.seat for d in of_type(events, Died)] == [seat(state, "guide")]


def test_a_wall_fells_a_pursued_explorer_and_the_warning_says_so():
    state = build(["..#"], explorers={"guide": (1, 0), "mercenary": (0, 0), "medic": (0, 0),
                                      "archaeologist": (0, 0)},
                  monsters=[("anubis", (1, 0), "guide")])
    view = state.view_for(0)
    assert arrival(view, 0, "right").fells == "caught against a wall"
    assert arrival(view, 0, "left").fells == ""
    assert step_warning(view, 0, "right", NAMES).startswith("Guy falls: caught against a wall.")


def test_a_pursued_explorer_meets_a_second_monster():
    state = build(["..."], explorers={"guide": (1, 0), "mercenary": (1, 0), "medic": (1, 0),
                                      "archaeologist": (1, 0)},
                  monsters=[("anubis", (1, 0), "guide"), ("mummy", (2, 0))])
    assert arrival(state.view_for(0), 0, "right").fells == "meets a second monster"
    assert arrival(state.view_for(0), 0, "left").fells == ""


def test_the_dark_is_a_guess_and_a_ledge_throws_two_on():
    state = build([".L.."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (1, 0),
                                       "archaeologist": (3, 0)}, current="mercenary")
    view = state.view_for(0)
    merc = seat(state, "mercenary")
    assert arrival(view, merc, "up").certain is False
    ledge = arrival(view, merc, "right")
    assert ledge.place == (3, 0) and ledge.certain


def test_the_fight_is_counted_for_the_player():
    state = build(["."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                                    "archaeologist": ((0, 0), "down")},
                  monsters=[("anubis", (0, 0))])
    assert fight_shortfall(state.view_for(0), 0, 1) == ""  # 1 + 2 + 1 = 4 beats 3
    state = build(["."], explorers={"guide": (0, 0), "mercenary": ((0, 0), "down"),
                                    "medic": (0, 0), "archaeologist": ((0, 0), "down")},
                  monsters=[("anubis", (0, 0))])
    assert fight_shortfall(state.view_for(0), 0, 1) == (
        "2 against the Anubis's 3: bring two more power (the Mercenary counts two)")
    state = build(["."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": ((0, 0), "down"),
                                    "archaeologist": ((0, 0), "down")},
                  monsters=[("anubis", (0, 0))])
    assert fight_shortfall(state.view_for(0), 0, 1) == (
        "3 against the Anubis's 3: bring one more (a tie does not win)")


def test_the_refusal_of_a_fight_counts_too():
    from shifting_sands.games.ouroboros.rules.actions import Fight

    state = build(["."], explorers={"guide": (0, 0), "mercenary": ((0, 0), "down"),
                                    "medic": ((0, 0), "down"), "archaeologist": ((0, 0), "down")},
                  monsters=[("anubis", (0, 0))])
    assert state.explain_illegal(Fight(1)) == (
        "1 against the Anubis's 3: bring three more power (the Mercenary counts two).")


def test_what_is_left_once_both_halves_are_held():
    state = build([".  ."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (3, 0),
                                       "archaeologist": (3, 0)},
                  relics={"guide": ["relic_head"]})
    assert together_hint(state.view_for(0), NAMES) == ""
    state = build([".  ."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (3, 0),
                                       "archaeologist": (3, 0)},
                  relics={"guide": ["relic_head"], "medic": ["relic_tail"]})
    assert together_hint(state.view_for(0), NAMES).startswith(
        "Bring everyone together: Guy is 3 places from Meda")


def test_the_predictions_match_the_rules_in_real_games():
    """Every step onto a tile on the table, in 12 games of random play: the explorers the
    helper says would die die, and a predicted fall happens."""
    spec = OuroborosSpec()
    checked = 0
    for seed in range(12):
        state = spec.new_game(seed, 4, Options(variant="standard"))
        pick = random.Random(seed)
        for _ in range(160):
            if state.is_terminal():
                break
            if state.phase is Phase.TURN and state.current_player >= 0:
                for action in state.legal_actions():
                    if not isinstance(action, Move):
                        continue
                    where, perils = step_perils(state, state.current_player, action.direction)
                    if where is None or not where.certain:
                        continue
                    trial = state.clone()
                    events = trial.apply(action)
                    died = {d.seat for d in of_type(events, Died)}
                    assert died == {p.seat for p in perils}, (seed, action)
                    fell = any(e.seat == state.current_player
                               for e in of_type(events, Incapacitated))
                    assert fell == bool(where.fells), (seed, action)
                    checked += 1
            legal = state.legal_actions()
            state.apply(state.draw_chance() if state.current_player < 0 else pick.choice(legal))
    assert checked > 200


def test_strandings_need_two_living():
    state = build(["."], explorers={"guide": (0, 0), "mercenary": ((0, 0), "dead"),
                                    "medic": ((0, 0), "dead"), "archaeologist": ((0, 0), "dead")})
    assert strandings(state.explorers) == []


def test_a_step_into_the_dark_is_warned_as_a_guess():
    state = build([".   ."], explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                                        "archaeologist": (4, 0)},
                  tiles=["empty"], current="archaeologist")
    words = step_warning(state.view_for(0), seat(state, "archaeologist"), "right", NAMES)
    assert words == ("If the new tile lets Archie in: Archie would be 5 places from Guy, the "
                     "nearest teammate: out of everyone's sight, gone for good.")


def test_the_last_two_drifting_apart_are_warned_that_the_team_loses():
    state = build([".   ."], explorers={"guide": (4, 0), "mercenary": (0, 0),
                                        "medic": ((0, 0), "dead"),
                                        "archaeologist": ((0, 0), "dead")},
                  tiles=["empty"])
    words = step_warning(state.view_for(0), 0, "right", NAMES)
    assert words.endswith("gone for good. Nobody would be left: the team loses.")
    assert "Guy would be 5 places from Mira" in words and "Mira would be 5 places" in words
