"""One test (or a few) per ruling O1..O23 of docs/rules/ouroboros.md (O12 and O17, pursuit,
in test_ouroboros_pursuit.py); the rules the text states plainly are in
test_ouroboros_rules.py. Maps: see ouroboros_builders."""

from __future__ import annotations

import pytest

from shifting_sands.games.ouroboros.rules.actions import (
    DIAGONALS,
    Blocked,
    BreakWall,
    CardDrawn,
    DeckReshuffled,
    Died,
    EndTurn,
    Fight,
    HazardIgnored,
    HoldBack,
    Incapacitated,
    LedgeJump,
    LedgePlaced,
    Move,
    Revive,
    Stay,
    TilesVanished,
    TremorShift,
    Ushered,
)
from shifting_sands.games.ouroboros.rules.pieces import Status, Tile
from shifting_sands.games.ouroboros.rules.state import Phase
from shifting_sands.games.ouroboros.spec import OuroborosSpec
from shifting_sands.rules.protocol import Options

from .ouroboros_builders import act, build, draw_map, of_type, seat, set_turn, who

SPEC = OuroborosSpec()
ALL_HOME = {"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0), "archaeologist": (0, 0)}


def home(**moved):
    return {**ALL_HOME, **moved}


def moves(state):
    return {a.direction for a in state.legal_actions() if isinstance(a, Move)}


# -- O1 seats, roles, turn order ------------------------------------------------------------
def test_o1_roles_chosen_at_setup_sit_where_asked_and_the_guide_s_seat_starts():
    roles = ["archaeologist", "medic", "mercenary", "guide"]
    state = SPEC.new_game(1, 4, Options(settings={"roles": roles}))
    assert [e.role for e in state.explorers] == roles
    assert state.current_player == 3 and state.first_seat == 3
    with pytest.raises(ValueError, match="always has 4 explorers"):
        SPEC.new_game(1, 3)


def test_o1_fallen_and_dead_are_skipped_and_a_round_ends_at_the_guide_s_seat():
    # seats: 0 medic, 1 archaeologist, 2 guide (down), 3 mercenary (dead): order 2, 3, 0, 1
    state = build([".."], roles=["medic", "archaeologist", "guide", "mercenary"],
                  explorers=home(guide=((1, 0), "down"), mercenary=((0, 0), "dead")),
                  current="medic", round=4)
    act(state, Stay(), EndTurn())
    assert (state.current_player, state.round) == (1, 4)
    act(state, Stay(), EndTurn())  # past the fallen Guide's and the dead seat: a new round
    assert (state.current_player, state.round) == (0, 5)


# -- O2 a turn ---------------------------------------------------------------------------------
def test_o2_a_turn_is_stay_move_fight_or_revive():
    state = build([".."], explorers=home(medic=((0, 0), "down"), guide=(1, 0)),
                  monsters=[("mummy", (0, 0))], current="mercenary", tiles=["empty"] * 3)
    legal = state.legal_actions()
    assert Stay() in legal and Fight(1) in legal and Revive(seat(state, "medic")) in legal
    assert moves(state) == {"up", "down", "left", "right"}


def test_o2_a_pursued_explorer_with_nowhere_to_go_may_only_stay_and_is_cornered():
    state = build([". ."], explorers=home(medic=(0, 0), guide=(2, 0), mercenary=(2, 0),
                                          archaeologist=(2, 0)),
                  monsters=[("scarab", (0, 0), "medic")], current="medic")
    assert state.legal_actions() == [Stay()]  # every way is dark and the tile deck is empty
    events = act(state, Stay())
    assert Incapacitated(seat(state, "medic"), "cornered") in events


# -- O3 the tile deck runs out ----------------------------------------------------------------
def test_o3_no_move_into_the_dark_with_an_empty_tile_deck():
    state = build([".."], explorers=home())
    assert moves(state) == {"right"}
    assert "tile deck is empty" in state.explain_illegal(Move("up"))


def test_o3_a_fall_with_no_tile_to_lay_treats_the_dark_as_walls():
    state = build([".L"], explorers=home(), current="mercenary")
    events = act(state, Move("right"))
    assert who(state, "mercenary").pos == (1, 0)
    assert Blocked(seat(state, "mercenary"), (1, 0), (2, 0)) in events


def test_o3_a_lost_step_into_the_dark_with_no_tile_is_a_wall_and_catches_the_pursued():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")], tiles=["eye"],
                  cards=["lost_ne"], current="medic")
    act(state, Move("right"))  # the last tile: an Eye at (1, 0), then lost into the dark
    medic = who(state, "medic")
    assert medic.pos == (1, 0) and medic.status is Status.DOWN


# -- O4 the draw deck runs out ----------------------------------------------------------------
def test_o4_an_empty_draw_deck_is_refilled_from_the_discards():
    state = build(explorers=home(), tiles=["eye"], discard=["darkness"], current="mercenary")
    events = act(state, Move("right"))
    assert DeckReshuffled(1) in events
    assert CardDrawn(seat(state, "mercenary"), "darkness") in events
    assert state.discard == ["darkness"] and state.draw_deck == []  # resolved, discarded


def test_o4_with_no_discards_either_the_eye_gives_nothing():
    state = build(explorers=home(), tiles=["eye"], current="mercenary")
    events = act(state, Move("right"))
    assert who(state, "mercenary").pos == (1, 0)
    assert of_type(events, CardDrawn) == [] and state.current_player != seat(state,
                                                                             "mercenary")


def test_o4_hazards_and_lost_monsters_go_to_the_discards():
    state = build(explorers=home(), tiles=["eye"], cards=["tremor", "mummy"],
                  current="mercenary")
    act(state, Move("up"))
    assert state.discard == ["tremor"]


# -- O5 entering a place that holds a tile ------------------------------------------------------
def test_o5_rubble_is_entered_and_an_eye_on_the_table_gives_no_card():
    state = build(["re"], explorers=home(), cards=["relic_head"], current="mercenary")
    act(state, Move("right"))
    assert who(state, "mercenary").pos == (1, 0) and state.draw_deck == ["relic_head"]
    assert state.phase is Phase.CONFIRM  # nothing revealed: the move could be taken back


def test_o5_a_wall_on_the_table_is_no_way_for_an_unpursued_explorer():
    state = build([".#"], explorers=home(), current="medic")
    assert "right" not in moves(state)
    assert state.explain_illegal(Move("right")) == "A wall blocks the way."


def test_o5_a_ledge_acts_before_the_monster_waiting_on_it():
    state = build([".L"], explorers=home(), monsters=[("scarab", (1, 0))], tiles=["empty"],
                  current="medic")
    act(state, Move("right"))
    assert who(state, "medic").pos == (3, 0)
    assert state.monsters[1].quarry is None and state.monsters[1].pos == (1, 0)


# -- O6 Ledge Fall ---------------------------------------------------------------------------
def test_o6_a_pursuing_monster_follows_the_fall_and_the_ledge_it_leaves_crumbles():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")],
                  tiles=["eye", "empty"], cards=["ledge_fall"], current="medic")
    act(state, Move("right"))
    assert who(state, "medic").pos == (3, 0) and who(state, "medic").standing
    assert state.monsters[1].pos == (3, 0) and state.monsters[1].quarry == seat(state, "medic")
    assert (1, 0) not in state.tiles  # the monster left it and nobody else was on it


def test_o6_a_landing_on_the_table_is_not_laid_again():
    # the Guide at (3, 1) keeps (3, 0) on the table: the Medic lands on it
    state = build([".L .", "   ."], explorers=home(guide=(3, 1)), current="medic",
                  tiles=["wall"])
    act(state, Move("right"))
    assert who(state, "medic").pos == (3, 0) and state.tile_deck == ["wall"]


# -- O7 a ledge throws once per action ----------------------------------------------------------
def test_o7_a_ledge_throws_once_per_action():
    # thrown from (1, 0) to a fresh Eye at (3, 0): Lost up-left to a fresh Eye at (2, -1),
    # Lost down-left back onto the ledge: it does not throw the Mercenary again
    state = build([".L"], explorers=home(), tiles=["eye", "eye"],
                  cards=["lost_nw", "lost_sw"], current="mercenary")
    events = act(state, Move("right"))
    assert who(state, "mercenary").pos == (1, 0)
    assert len(of_type(events, LedgeJump)) == 1


# -- O8 the Guide ushers ------------------------------------------------------------------------
def test_o8_the_ushered_stop_and_the_monster_lands_on_a_tile_and_waits():
    state = build([".L..."], explorers=home(guide=(1, 0), archaeologist=(4, 0)),
                  monsters=[("scarab", (0, 0), "medic")], current="medic")
    events = act(state, Move("right"))
    assert who(state, "medic").pos == (1, 0)
    assert Ushered(seat(state, "medic"), seat(state, "guide"), (1, 0)) in events
    assert state.monsters[1].pos == (3, 0) and state.monsters[1].quarry is None


def test_o8_a_monster_landing_on_a_wall_is_gone():
    state = build([".L.#."], explorers=home(guide=(1, 0), archaeologist=(4, 0)),
                  monsters=[("scarab", (0, 0), "medic")], current="medic")
    act(state, Move("right"))
    assert state.monsters == {} and state.discard == ["scarab"]


# -- O9 Lost ----------------------------------------------------------------------------------
def test_o9_lost_arrows_are_read_on_the_screen():
    assert DIAGONALS == {"ne": (1, -1), "nw": (-1, -1), "se": (1, 1), "sw": (-1, 1)}


def test_o9_a_pursued_explorer_lost_into_a_wall_is_caught():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")],
                  tiles=["eye", "wall"], cards=["lost_se"], current="medic")
    events = act(state, Move("right"))
    assert Incapacitated(seat(state, "medic"), "caught against a wall") in events
    assert who(state, "medic").pos == (1, 0)


# -- O10 tiles that vanish -------------------------------------------------------------------
def test_o10_vanished_tiles_go_under_the_deck_row_by_row_left_to_right():
    rows = [" . ",
            "#.e",
            "e e",
            "..#"]
    state = build(rows, origin=(0, -1), explorers=home(guide=(1, -1), mercenary=(1, 2),
                                                       medic=(1, 2), archaeologist=(1, 2)),
                  tiles=["eye"], cards=["darkness"], current="mercenary")
    events = act(state, Move("up"))  # to a fresh Eye at (1, 1): darkness around it
    order = ((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))
    assert of_type(events, TilesVanished) == [TilesVanished(order, "darkness")]
    bottom = ("wall", "empty", "eye", "eye", "eye", "empty", "wall")
    assert tuple(state.tile_deck) == bottom
    assert state.view_for(None).tile_deck_bottom == bottom


def test_o10_a_vanished_ledge_comes_back_without_its_token_and_monsters_on_it_are_gone():
    state = build(["L.  ."], explorers=home(guide=(1, 0), mercenary=(4, 0), medic=(4, 0),
                                            archaeologist=(4, 0)),
                  monsters=[("mummy", (0, 0))], tiles=["empty"])
    act(state, Move("right"))
    assert state.tile_deck == ["empty"] and state.known_bottom == 1
    assert state.monsters == {} and state.discard == ["mummy"]
    set_turn(state, "guide")
    act(state, Move("left"), EndTurn())
    set_turn(state, "guide")
    act(state, Move("left"))
    assert state.tiles[(0, 0)] == Tile("empty")  # no token
    assert state.tile_deck == ["empty"]  # (2, 0), out of sight now


def test_o10_the_view_shows_only_the_bottom_everyone_saw_go():
    state = build(["#.  ."], explorers=home(guide=(1, 0), mercenary=(4, 0), medic=(4, 0),
                                            archaeologist=(4, 0)),
                  tiles=["eye", "empty", "wall"], cards=["tremor"])
    act(state, Move("right"))
    view = state.view_for(1)
    assert view.tile_deck_size == 3 and view.tile_deck_bottom == ("wall",)


# -- O11 Tremor ------------------------------------------------------------------------------
def test_o11_a_tremor_after_a_lost_step_keeps_the_turn_s_direction():
    # Mercenary moves up to a fresh Eye at (0, -1), Lost up-right to a fresh Eye at (1, -2),
    # Tremor: column 1 slides up (the turn's move), not diagonally
    state = build([".."], explorers=home(guide=(1, 0)), tiles=["eye", "eye"],
                  cards=["lost_ne", "tremor"], current="mercenary")
    events = act(state, Move("up"))
    assert TremorShift("column", 1, 0, -1) in events
    assert who(state, "mercenary").pos == (1, -3)
    assert who(state, "guide").pos == (1, -1)
    assert state.tiles[(1, -1)] == Tile("empty")  # the Guide's tile slid with him


def test_o11_tiles_sliding_out_of_sight_vanish():
    # the Guide at (-3, -1) sees (-2, 0); the row slides it to (-1, 0), out of his sight
    rows = [".   ",
            " . ."]
    state = build(rows, origin=(-3, -1), explorers=home(guide=(-3, -1)),
                  tiles=["eye"], cards=["tremor"], current="mercenary")
    events = act(state, Move("right"))  # to a fresh Eye at (1, 0): row 0 slides right
    assert who(state, "mercenary").pos == (2, 0)
    assert {who(state, r).pos for r in ("medic", "archaeologist")} == {(1, 0)}
    assert TilesVanished(((-1, 0),), "out of sight") in events
    assert draw_map(state, (-3, -1), (6, 2)) == [".     ", "    .e"]


# -- O13 the next victim ----------------------------------------------------------------------
def test_o13_the_next_victim_must_be_orthogonally_adjacent_not_diagonal():
    # the Medic (seat 2) falls at (0, -1); the Archaeologist (seat 3, next) is diagonal
    state = build(["...", " . "], origin=(-1, 0), explorers=home(archaeologist=(1, 0)),
                  monsters=[("mummy", (0, 0), "medic")], tiles=["eye"], cards=["scarab"],
                  current="medic")
    act(state, Move("up"))
    assert state.monsters[2].pos == (0, 0) and state.monsters[2].quarry == seat(state, "guide")


def test_o13_with_nobody_beside_the_monster_waits():
    state = build([".  ."], explorers=home(medic=(3, 0)),
                  monsters=[("mummy", (3, 0), "medic")], tiles=["wall"], current="medic")
    act(state, Move("right"))  # a wall at (4, 0): the Medic is caught; nobody beside
    assert who(state, "medic").status is Status.DOWN
    assert state.monsters[1].pos == (3, 0) and state.monsters[1].quarry is None


def test_o13_the_new_victim_faces_it_alone():
    # caught Medic (seat 2) at (0, 0); the Archaeologist is next but the Mercenary would
    # be strong enough with him: alone, the Archaeologist is pursued
    state = build([". ."], explorers=home(archaeologist=(0, 0), mercenary=(0, 0),
                                          guide=(2, 0)),
                  monsters=[("mummy", (0, 0), "medic")], tiles=["wall"], current="medic")
    act(state, Move("up"))
    assert state.monsters[1].quarry == seat(state, "archaeologist")


# -- O14 the Medic ---------------------------------------------------------------------------
def test_o14_whoever_falls_on_the_medic_s_tile_is_revived_at_once():
    # the pursued Archaeologist is caught on the Medic's tile; the Mummy turns on the Medic
    # (next in turn order on that tile), who revives the Archaeologist at once
    state = build([". ", " ."], explorers=home(medic=(1, 1), archaeologist=(1, 1)),
                  monsters=[("mummy", (1, 1), "archaeologist")], tiles=["wall"],
                  current="archaeologist")
    state.tiles[(1, 0)] = Tile("wall")
    act(state, Move("up"), HoldBack())
    assert who(state, "archaeologist").standing
    assert state.monsters[1].quarry == seat(state, "medic")


def test_o14_anyone_else_spends_a_turn_to_revive():
    state = build(explorers=home(guide=((0, 0), "down"), medic=((0, 0), "dead")),
                  current="archaeologist")
    assert Revive(seat(state, "guide")) in state.legal_actions()
    act(state, Stay(), EndTurn())
    assert who(state, "guide").status is Status.DOWN  # staying revives nobody


# -- O15 death -------------------------------------------------------------------------------
def test_o15_a_fallen_explorer_is_lost_when_the_nearest_standing_is_four_places_away():
    state = build([".  .  ."], explorers=home(guide=((0, 0), "down"), mercenary=(3, 0),
                                              medic=(6, 0), archaeologist=(6, 0)),
                  tiles=["empty"], current="mercenary")
    events = act(state, Move("right"))
    assert Died(seat(state, "guide"), (), seat(state, "mercenary"), 4, False) in events
    assert who(state, "guide").status is Status.DEAD


def test_o15_a_fallen_explorer_three_places_away_lives():
    state = build([".  .  ."], explorers=home(guide=((0, 0), "down"), mercenary=(3, 0),
                                              medic=(6, 0), archaeologist=(6, 0)),
                  tiles=["empty"], current="mercenary")
    act(state, Stay(), EndTurn())
    assert who(state, "guide").status is Status.DOWN


def test_o15_the_last_two_drifting_apart_both_die_and_the_team_loses():
    state = build([".   ."], explorers=home(guide=(4, 0), medic=((0, 0), "dead"),
                                            archaeologist=((0, 0), "dead")),
                  tiles=["empty"])
    events = act(state, Move("right"))
    assert {e.seat for e in of_type(events, Died)} == {seat(state, "guide"),
                                                       seat(state, "mercenary")}
    assert state.is_terminal() and max(state.outcome().returns) < 1


# -- O16 a dead explorer's halves -------------------------------------------------------------
def test_o16_a_dead_explorer_s_halves_go_back_into_the_draw_deck():
    state = build([".   ."], explorers=home(guide=(4, 0)), tiles=["empty"],
                  relics={"guide": ["relic_head"]}, cards=["tremor", "darkness", "mummy"])
    events = act(state, Move("right"))
    assert [(d.seat, d.relics) for d in of_type(events, Died)] == [
        (seat(state, "guide"), ("relic_head",))]
    assert sorted(state.draw_deck) == ["darkness", "mummy", "relic_head", "tremor"]
    assert who(state, "guide").relics == ()


# -- O18 the Archaeologist's wall --------------------------------------------------------------
def test_o18_the_archaeologist_breaks_a_fresh_wall_and_enters():
    state = build(explorers=home(), tiles=["wall"], current="archaeologist")
    act(state, Move("right"))
    assert state.phase is Phase.WALL and state.legal_actions() == [BreakWall(), HoldBack()]
    act(state, BreakWall())
    assert who(state, "archaeologist").pos == (1, 0)
    assert state.tiles[(1, 0)] == Tile("wall", broken=True)
    assert state.current_player != seat(state, "archaeologist")


def test_o18_rubble_goes_back_to_the_deck_as_a_wall():
    state = build(["r.  ."], explorers=home(guide=(1, 0), mercenary=(4, 0), medic=(4, 0),
                                            archaeologist=(4, 0)), tiles=["empty"])
    act(state, Move("right"))
    assert state.tile_deck == ["wall"]


def test_o18_holding_back_keeps_him_in_place():
    state = build([".#"], explorers=home(), current="archaeologist")
    assert "right" in moves(state)
    act(state, Move("right"), HoldBack())
    assert who(state, "archaeologist").pos == (0, 0) and state.tiles[(1, 0)] == Tile("wall")


def test_o18_a_pursued_archaeologist_holding_back_is_caught():
    state = build([".#", "."], explorers=home(archaeologist=(0, 0), guide=(0, 1),
                                              mercenary=(0, 1), medic=(0, 1)),
                  monsters=[("mummy", (0, 0), "archaeologist")], current="archaeologist")
    act(state, Move("right"), HoldBack())
    assert who(state, "archaeologist").status is Status.DOWN


def test_o18_no_choice_during_a_hazard_s_move():
    state = build(explorers=home(), tiles=["eye", "wall"], cards=["lost_ne"],
                  current="archaeologist")
    act(state, Move("right"))
    assert state.phase is Phase.TURN and state.current_player == seat(state, "guide")
    assert who(state, "archaeologist").pos == (1, 0)
    assert state.tiles[(2, -1)] == Tile("wall")


# -- O19 the Guide --------------------------------------------------------------------------
def test_o19_a_ledge_fall_drawn_by_the_guide_still_places_its_token():
    state = build(explorers=home(), tiles=["eye"], cards=["ledge_fall"])
    events = act(state, Move("right"))
    assert state.tiles[(1, 0)] == Tile("eye", ledge=True) and who(state, "guide").pos == (1, 0)
    assert LedgePlaced((1, 0)) in events and HazardIgnored(0, "ledge_fall") in events


def test_o19_monsters_affect_the_guide_like_anyone():
    state = build(explorers=home(), tiles=["eye"], cards=["mummy"])
    act(state, Move("right"))
    assert state.monsters[1].quarry == seat(state, "guide")


def test_o19_the_guide_walks_over_a_ledge_unharmed():
    state = build([".L"], explorers=home())
    act(state, Move("right"))
    assert who(state, "guide").pos == (1, 0)


# -- O20 monster tokens ----------------------------------------------------------------------
def test_o20_a_third_mummy_with_two_scarabs_out_comes_as_an_anubis():
    state = build(["..."], origin=(-1, 0), explorers=home(),
                  monsters=[("mummy", (-1, 0)), ("mummy", (1, 0)), ("scarab", (-1, 0)),
                            ("scarab", (1, 0))], tiles=["eye"], cards=["mummy"],
                  current="mercenary")
    act(state, Move("up"))
    assert (state.monsters[5].kind, state.monsters[5].card) == ("anubis", "mummy")


def test_o20_a_third_scarab_with_two_anubis_out_fells_the_drawer():
    state = build(["..."], origin=(-1, 0), explorers=home(),
                  monsters=[("scarab", (-1, 0)), ("scarab", (1, 0)), ("anubis", (-1, 0)),
                            ("anubis", (1, 0))], tiles=["eye"], cards=["scarab"],
                  current="mercenary")
    events = act(state, Move("up"))
    assert Incapacitated(seat(state, "mercenary"), "a third Anubis") in events
    assert len(state.monsters) == 4 and state.discard == ["scarab"]


def test_o20_the_card_drawn_stays_with_an_upgraded_monster():
    state = build(explorers=home(), monsters=[("scarab", (0, 0), None, "mummy")],
                  current="mercenary")
    act(state, Fight(1))  # Mercenary 2 + three others = 5 > 2
    assert state.discard == ["mummy"]


# -- O21 winning ----------------------------------------------------------------------------
def test_o21_fallen_explorers_count_and_the_others_go_to_them():
    state = build(["..."], explorers=home(guide=((2, 0), "down"), mercenary=(1, 0)),
                  relics={"mercenary": ["relic_head", "relic_tail"]}, current="medic")
    act(state, Stay(), EndTurn())
    assert not state.is_terminal()  # the Guide lies two places from three of them
    set_turn(state, "archaeologist")
    act(state, Move("right"), EndTurn())
    assert not state.is_terminal()  # the Medic is still two places from the Guide
    set_turn(state, "medic")
    act(state, Move("right"))
    assert who(state, "guide").status is Status.DOWN
    assert state.is_terminal() and min(state.outcome().returns) >= 1


def test_o21_halves_held_by_the_dead_do_not_count():
    state = build([".."], explorers=home(guide=((1, 0), "dead")),
                  relics={"guide": ["relic_head"], "mercenary": ["relic_tail"]})
    set_turn(state, "mercenary")
    act(state, Stay())
    assert not state.is_terminal()


# -- O22 losing -----------------------------------------------------------------------------
def test_o22_the_lantern_burns_out_after_the_difficulty_s_rounds():
    state = build(explorers=home(), lantern_rounds=3, round=3, current="archaeologist")
    act(state, Stay(), EndTurn())
    assert state.is_terminal() and "lantern" in state.outcome().reason
    assert max(state.outcome().returns) < 1


def test_o22_the_lantern_still_burns_in_the_last_round():
    state = build(explorers=home(), lantern_rounds=3, round=3, current="medic")
    act(state, Stay(), EndTurn())
    assert not state.is_terminal() and state.current_player == seat(state, "archaeologist")


# -- O23 undo -------------------------------------------------------------------------------
def test_o23_a_turn_that_revealed_nothing_can_be_taken_back_until_ended():
    state = build([".."], explorers=home())
    act(state, Move("right"))
    assert state.phase is Phase.CONFIRM and state.can_undo()
    state.undo()
    assert who(state, "guide").pos == (0, 0) and state.phase is Phase.TURN
    act(state, Move("right"), EndTurn())
    assert not state.can_undo() and state.current_player == seat(state, "mercenary")


def test_o23_a_turn_that_laid_a_tile_or_drew_a_card_ends_at_once():
    state = build(explorers=home(), tiles=["empty"])
    assert not state.is_undoable(Move("right"))
    act(state, Move("right"))
    assert not state.can_undo() and state.current_player == seat(state, "mercenary")
