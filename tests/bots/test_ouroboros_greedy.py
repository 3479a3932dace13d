"""The greedy Ouroboros teammates walk real ways: round a wall to a fallen teammate, to the
meeting place once both halves are held, and never idle while a teammate lies within reach.
Maps: see tests/rules/ouroboros_builders.py (`#` a wall, `.` an empty tile, space dark)."""

from __future__ import annotations

from shifting_sands.games.ouroboros.bots.bots import plan, search_actions
from shifting_sands.games.ouroboros.bots.goals import goal_of, meeting_place
from shifting_sands.games.ouroboros.bots.paths import DARK_STEP, FAR, distances
from shifting_sands.games.ouroboros.rules.actions import (
    BreakWall,
    EndTurn,
    Fight,
    HoldBack,
    Move,
    Stay,
)
from shifting_sands.rules.rng import GameRng
from tests.rules.ouroboros_builders import act, build, set_turn, who

HALVES = {"guide": ["relic_head", "relic_tail"]}


def choices(state, times: int = 50) -> set:
    """Every action greedy picks in this position over `times` random tie-breaks."""
    view = state.view_for(state.current_player)
    legal = state.legal_actions()
    return {plan(view, legal, GameRng(seed)) for seed in range(times)}


def detour_table(relics=None):
    """The Guide lies at (0, 0); a wall at (1, 0) stands between him and the Medic at (2, 0);
    the row above is on the table: up, left, left, down is the way round (the straight
    distance of that first step is 3, against 2 for staying)."""
    return build(["...",
                  ".#."],
                 origin=(0, -1),
                 explorers={"guide": ((0, 0), "down"), "medic": (2, 0),
                            "mercenary": (0, -1), "archaeologist": (2, -1)},
                 relics=relics, tiles=["empty"] * 6, current="medic")


def test_the_medic_walks_round_the_wall_to_a_fallen_teammate():
    state = detour_table()
    assert choices(state) == {Move("up")}


def test_the_way_round_costs_what_its_steps_cost():
    state = detour_table()
    field = distances(state, (0, 0), who(state, "medic"))
    assert field[(2, 0)] == 4 and field[(2, -1)] == 3  # up, left, left, down
    assert field[(2, 1)] == 5  # below is dark: round by the table, not through the dark
    assert distances(state, (0, 0), who(state, "archaeologist"))[(2, 0)] == 3  # he breaks it


def test_the_dark_is_taken_when_the_table_offers_no_way():
    def table(tiles):
        return build([". ."], explorers={"guide": ((0, 0), "down"), "medic": (2, 0),
                                         "mercenary": (2, 0), "archaeologist": (2, 0)},
                     tiles=tiles, current="medic")

    state = table(["empty"] * 4)
    field = distances(state, (0, 0), who(state, "medic"))
    assert field[(2, 0)] == DARK_STEP + 1  # through the dark place between
    assert choices(state) == {Move("left")}
    no_tiles = table([])  # nothing left to lay: the dark is no way at all
    assert distances(no_tiles, (0, 0), who(no_tiles, "medic")).get((2, 0), FAR) >= FAR


def test_the_medic_revives_after_walking_round():
    state = detour_table()
    for _ in range(4):
        set_turn(state, "medic")
        action = plan(state.view_for(state.current_player), state.legal_actions(), GameRng(1))
        act(state, action)
        if state.legal_actions() == [EndTurn()]:
            act(state, EndTurn())
    assert who(state, "medic").pos == (0, 0) and who(state, "guide").standing


def test_both_halves_held_the_team_meets_round_the_wall_and_wins():
    state = build(["...",
                   ".#."],
                  origin=(0, -1),
                  explorers={"guide": (0, 0), "mercenary": (0, 0), "archaeologist": (0, 0),
                             "medic": (2, 0)},
                  relics=HALVES, tiles=["empty"] * 6, current="medic")
    assert meeting_place(state) == (0, 0)
    assert choices(state) == {Move("up")}
    act(state, Move("up"), EndTurn())
    set_turn(state, "medic")
    assert choices(state) == {Move("left")}  # one place from everyone: the team wins
    act(state, Move("left"))
    assert state.is_terminal() and min(state.outcome().returns) == 1.0


def test_the_meeting_place_is_a_fallen_teammate_who_cannot_move():
    state = build(["...."],
                  explorers={"guide": (0, 0), "mercenary": (0, 0), "archaeologist": (1, 0),
                             "medic": ((3, 0), "down")},
                  relics=HALVES, tiles=["empty"] * 6, current="guide")
    assert meeting_place(state) == (3, 0)
    assert goal_of(state, who(state, "guide")) == (3, 0)
    assert choices(state) == {Move("right")}


def test_the_relic_holder_waits_on_the_meeting_place():
    state = build(["...."],
                  explorers={"guide": (0, 0), "mercenary": (0, 0), "archaeologist": (0, 0),
                             "medic": (3, 0)},
                  relics=HALVES, tiles=["empty"] * 6, current="guide")
    assert meeting_place(state) == (0, 0)
    assert choices(state) == {Stay()}


def test_no_idling_while_a_teammate_lies_within_reach():
    # the Archaeologist is not the nearest to the fallen Guide (the Mercenary is), so he
    # would explore; with no tile left to lay and a ledge as his only way, exploring says
    # stay. A teammate lies within reach: he goes (over the ledge) instead
    state = build(["..L.#"],
                  explorers={"guide": ((0, 0), "down"), "mercenary": (1, 0),
                             "medic": ((3, 0), "dead"), "archaeologist": (3, 0)},
                  current="archaeologist")
    assert goal_of(state, who(state, "archaeologist")) is None
    assert choices(state) == {Move("left")}


def test_a_free_explorer_holds_the_tile_a_pursued_teammate_runs_to():
    state = build(["...."],
                  explorers={"guide": (0, 0), "mercenary": (2, 0), "medic": (2, 0),
                             "archaeologist": (3, 0)},
                  monsters=[("mummy", (0, 0), "guide")], tiles=["empty"] * 8,
                  current="mercenary")
    assert goal_of(state, who(state, "mercenary")) == (2, 0)
    assert choices(state) == {Stay()}


def test_a_teammate_fights_the_monster_brought_to_its_tile():
    state = build(["..."],
                  explorers={"guide": (1, 0), "mercenary": (1, 0), "medic": (2, 0),
                             "archaeologist": (2, 0)},
                  monsters=[("mummy", (1, 0), "guide")], tiles=["empty"] * 8,
                  current="mercenary")
    assert choices(state) == {Fight(1)}


def test_the_pursued_keep_off_a_tile_where_a_monster_chases_someone_else():
    state = build(["...", "..."],
                  explorers={"guide": (0, 0), "mercenary": (1, 0), "medic": (2, 1),
                             "archaeologist": (2, 1)},
                  monsters=[("mummy", (0, 0), "guide"), ("scarab", (1, 0), "mercenary")],
                  tiles=["empty"] * 8, current="guide")
    assert Move("right") not in choices(state)


def test_the_way_round_monsters_nobody_can_face_goes_through_the_dark():
    # the last explorer standing: the fallen Guide lies beyond a tile where an Anubis and a
    # Mummy wait over the Medic and the Mercenary; walking in would fell him, so he goes
    # round through the dark rather than wait for the lantern
    state = build(["..."],
                  explorers={"guide": ((0, 0), "down"), "medic": ((1, 0), "down"),
                             "mercenary": ((1, 0), "down"), "archaeologist": (2, 0)},
                  monsters=[("anubis", (1, 0)), ("mummy", (1, 0))],
                  tiles=["empty"] * 8, current="archaeologist")
    assert choices(state) <= {Move("up"), Move("down")}


def test_as_many_go_to_a_guarded_teammate_as_it_takes_to_beat_the_guard():
    # a Scarab (2) waits on the fallen Guide: the Archaeologist, nearest, is not enough on
    # his own, so the Mercenary, next nearest, goes too; the Medic goes to any fallen
    state = build(["....."],
                  explorers={"guide": ((0, 0), "down"), "archaeologist": (1, 0),
                             "mercenary": (3, 0), "medic": (4, 0)},
                  monsters=[("scarab", (0, 0))], tiles=["empty"] * 8, current="mercenary")
    assert goal_of(state, who(state, "archaeologist")) == (0, 0)
    assert goal_of(state, who(state, "mercenary")) == (0, 0)
    assert choices(state) == {Move("left")}


def test_the_search_weighs_greedy_s_choice_first_and_only_close_alternatives():
    state = detour_table()
    # greedy's way round the wall; the dark below and staying rate more than a step worse
    assert search_actions(state) == [Move("up")]
    state.tile_deck.clear()  # no dark way either: still only the way round
    assert search_actions(state) == [Move("up")]
    open_ = build(["..."], explorers={"guide": (1, 0), "mercenary": (1, 0), "medic": (1, 0),
                                      "archaeologist": (1, 0)}, current="guide")
    shortlist = search_actions(open_)  # nothing to head for: every choice a close call
    assert set(shortlist) == {Move("left"), Move("right"), Stay()} and len(shortlist) == 3
    fight = build(explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                             "archaeologist": (0, 0)},
                  monsters=[("mummy", (0, 0))], tiles=["empty"] * 4, current="mercenary")
    assert search_actions(fight) == [Fight(1)]


def test_the_search_never_holds_back_from_a_wall():
    state = build(explorers={"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0),
                             "archaeologist": (0, 0)},
                  tiles=["wall"], current="archaeologist")
    act(state, Move("up"))
    assert state.legal_actions() == [BreakWall(), HoldBack()]
    assert search_actions(state) == [BreakWall()]
