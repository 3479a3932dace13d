"""The rules the Ouroboros text states plainly, one scenario each (the rulings that fill its
gaps are tested in test_ouroboros_rulings.py). Maps: see ouroboros_builders."""

from __future__ import annotations

from collections import Counter

import pytest

from shifting_sands.games.ouroboros.rules.actions import (
    Blocked,
    CardDrawn,
    Died,
    EndTurn,
    Fight,
    HazardIgnored,
    Incapacitated,
    LedgeJump,
    Move,
    Revive,
    Stay,
    TileLaid,
    TilesVanished,
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
    """Everyone on (0, 0) but the roles given (role=place or role=(place, status))."""
    return {**ALL_HOME, **moved}


# -- setup ------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_setup_one_empty_tile_in_the_centre_with_all_four_on_it(seed):
    state = SPEC.new_game(seed, 4)
    assert state.tiles == {(0, 0): Tile("empty")}
    assert [e.pos for e in state.explorers] == [(0, 0)] * 4
    assert all(e.status is Status.STANDING and e.relics == () for e in state.explorers)
    assert sorted(e.role for e in state.explorers) == sorted(
        ["guide", "mercenary", "medic", "archaeologist"])
    assert state.monsters == {}
    # the start tile came out of the tile deck; the decks hold everything else
    assert Counter(state.tile_deck) + Counter(["empty"]) == Counter(state.rules.tile_list())
    assert Counter(state.draw_deck) == Counter(state.rules.card_list())


def test_setup_shuffles_both_decks_and_deals_the_roles():
    games = [SPEC.new_game(seed, 4) for seed in range(8)]
    assert len({tuple(g.tile_deck) for g in games}) > 1
    assert len({tuple(g.draw_deck) for g in games}) > 1
    assert len({tuple(e.role for e in g.explorers) for g in games}) > 1
    assert all(g.tile_deck != g.rules.tile_list()[1:] for g in games)


def test_the_guide_plays_first_then_clockwise():
    roles = ["medic", "archaeologist", "guide", "mercenary"]
    state = SPEC.new_game(3, 4, Options(settings={"roles": roles}))
    assert state.current_player == 2
    order = []
    for _ in range(5):
        order.append(state.current_player)
        act(state, Stay(), EndTurn())
    assert order == [2, 3, 0, 1, 2]


# -- a turn: stay or move; the three tiles ------------------------------------------------------
def test_staying_keeps_the_explorer_in_place():
    state = build(explorers=ALL_HOME)
    events = act(state, Stay(), EndTurn())
    assert who(state, "guide").pos == (0, 0) and state.tiles == {(0, 0): Tile("empty")}
    assert state.current_player == seat(state, "mercenary")
    assert of_type(events, TileLaid) == []


@pytest.mark.parametrize("direction,target", [("up", (0, -1)), ("down", (0, 1)),
                                              ("left", (-1, 0)), ("right", (1, 0))])
def test_moving_into_the_dark_lays_the_top_tile_there(direction, target):
    state = build(explorers=ALL_HOME, tiles=["empty", "wall"])
    assert {m.direction for m in state.legal_actions() if isinstance(m, Move)} == {
        "up", "down", "left", "right"}
    events = act(state, Move(direction))
    assert of_type(events, TileLaid) == [TileLaid(target[0], target[1], "empty")]
    assert state.tiles[target] == Tile("empty")
    assert state.tile_deck == ["wall"]


def test_an_empty_tile_is_entered():
    state = build(explorers=ALL_HOME, tiles=["empty"])
    act(state, Move("right"))
    assert who(state, "guide").pos == (1, 0)
    assert state.current_player == seat(state, "mercenary")  # a laid tile ends the turn


def test_a_wall_stops_the_explorer_who_stays_put():
    state = build(explorers=ALL_HOME, tiles=["wall"])
    events = act(state, Move("up"))
    assert who(state, "guide").pos == (0, 0)
    assert state.tiles[(0, -1)] == Tile("wall")
    assert of_type(events, Blocked) == [Blocked(seat(state, "guide"), (0, 0), (0, -1))]
    assert who(state, "guide").standing


def test_an_eye_of_horus_is_entered_and_a_card_drawn():
    state = build(explorers=ALL_HOME, tiles=["eye"], cards=["relic_head", "tremor"],
                  current="mercenary")
    events = act(state, Move("down"))
    assert who(state, "mercenary").pos == (0, 1)
    assert of_type(events, CardDrawn) == [CardDrawn(seat(state, "mercenary"), "relic_head")]
    assert who(state, "mercenary").relics == ("relic_head",)
    assert state.draw_deck == ["tremor"]


# -- visibility -------------------------------------------------------------------------------
VISTA = ["#.  ",
         "e.  .",
         "..  "]
"""The Guide at (1, 1) alone sees columns 0-2; the others at (4, 1) see columns 3-5."""


def vista_state():
    return build(VISTA, explorers=home(guide=(1, 1), mercenary=(4, 1), medic=(4, 1),
                                       archaeologist=(4, 1)), tiles=["empty", "eye"])


def test_tiles_beside_an_explorer_diagonals_included_stay_on_the_table():
    state = vista_state()
    act(state, Move("right"))  # the Guide to (2, 1)
    for place in [(1, 0), (1, 2), (1, 1), (2, 1)]:
        assert place in state.tiles, place


def test_tiles_out_of_everyone_s_sight_go_to_the_bottom_of_the_tile_deck():
    state = vista_state()
    events = act(state, Move("right"))
    assert [(x, y) for x, y in [(0, 0), (0, 1), (0, 2)] if (x, y) in state.tiles] == []
    assert of_type(events, TilesVanished) == [TilesVanished(((0, 0), (0, 1), (0, 2)),
                                                            "out of sight")]
    assert state.tile_deck == ["eye", "wall", "eye", "empty"]
    assert state.view_for(0).tile_deck_bottom == ("wall", "eye", "empty")


def test_a_returning_explorer_finds_new_tiles():
    # "Just because you left an area doesn't mean it will have the same things"
    state = build(["#.  ."], explorers=home(guide=(1, 0), mercenary=(4, 0), medic=(4, 0),
                                            archaeologist=(4, 0)),
                  tiles=["empty", "empty"])
    act(state, Move("right"))             # Guide to (2, 0): the wall at (0, 0) vanishes
    assert (0, 0) not in state.tiles
    set_turn(state, "guide")
    act(state, Move("left"), EndTurn())    # back to (1, 0): (0, 0) is dark again
    set_turn(state, "guide")
    act(state, Move("left"))               # into the dark: a new tile, no wall now
    assert state.tiles[(0, 0)] == Tile("empty") and who(state, "guide").pos == (0, 0)
    assert state.tile_deck == ["wall", "empty"]  # (2, 0) went out of sight in its turn


# -- hazards: Ledge Fall ----------------------------------------------------------------------
def ledge_state(tiles, cards=("ledge_fall",), **moved):
    """The Mercenary on (0, 0) is about to step right onto a fresh Eye at (1, 0)."""
    return build(explorers=home(**moved), tiles=["eye", *tiles], cards=list(cards),
                 current="mercenary")


def test_ledge_fall_places_a_token_and_throws_two_places_on():
    state = ledge_state(["empty"])
    events = act(state, Move("right"))
    merc = seat(state, "mercenary")
    assert state.tiles[(1, 0)] == Tile("eye", ledge=True)
    assert who(state, "mercenary").pos == (3, 0)
    assert (2, 0) not in state.tiles  # one unseen place between ledge and landing
    assert state.tiles[(3, 0)] == Tile("empty")
    assert LedgeJump(merc, -1, (1, 0), (3, 0)) in events


def test_ledge_fall_landing_on_an_eye_resolves_it():
    state = ledge_state(["eye"], cards=["ledge_fall", "relic_tail"])
    act(state, Move("right"))
    assert who(state, "mercenary").pos == (3, 0)
    assert who(state, "mercenary").relics == ("relic_tail",)


def test_ledge_fall_onto_a_wall_bounces_back_onto_the_place_jumped_over():
    state = ledge_state(["wall", "empty"])
    act(state, Move("right"))
    assert who(state, "mercenary").pos == (2, 0)
    assert draw_map(state, (0, 0), (4, 1)) == [".l.#"]


def test_ledge_fall_with_a_second_wall_goes_back_to_the_ledge_and_stops():
    state = ledge_state(["wall", "wall"])
    events = act(state, Move("right"))
    assert who(state, "mercenary").pos == (1, 0)
    assert draw_map(state, (0, 0), (4, 1)) == [".l# "]  # the far wall is out of sight
    assert state.tile_deck == ["wall"]
    assert who(state, "mercenary").standing
    assert Blocked(seat(state, "mercenary"), (1, 0), (2, 0)) in events


def test_the_ledge_fall_token_stays_after_it_threw_its_player():
    state = ledge_state(["empty"])
    act(state, Move("right"))
    assert state.tiles[(1, 0)].ledge  # the others at (0, 0) still see it
    # and it throws the next explorer who walks onto it
    set_turn(state, "medic")
    state.tile_deck = ["empty"]
    act(state, Move("right"))
    assert who(state, "medic").pos == (3, 0)


def test_the_guide_on_the_ledge_ushers_others_across_safely():
    state = build([".L"], explorers=home(guide=(1, 0)), current="medic")
    events = act(state, Move("right"))
    assert who(state, "medic").pos == (1, 0)
    assert of_type(events, Ushered) == [Ushered(seat(state, "medic"), seat(state, "guide"),
                                                (1, 0))]
    assert of_type(events, LedgeJump) == []


def test_a_monster_chasing_through_an_ushered_ledge_still_jumps_and_vanishes_in_the_dark():
    state = build([".L"], explorers=home(guide=(1, 0)),
                  monsters=[("scarab", (0, 0), "medic")], current="medic")
    events = act(state, Move("right"))
    assert who(state, "medic").pos == (1, 0) and who(state, "medic").standing
    assert state.monsters == {}
    assert LedgeJump(-1, 1, (1, 0), (3, 0)) in events
    assert "scarab" in state.discard


# -- hazards: Lost, Tremor, Cave-In, Darkness ----------------------------------------------------
@pytest.mark.parametrize("card,target", [("lost_ne", (2, -1)), ("lost_nw", (0, -1)),
                                         ("lost_se", (2, 1)), ("lost_sw", (0, 1))])
def test_lost_moves_one_place_diagonally_and_lays_a_tile(card, target):
    state = ledge_state(["empty"], cards=[card])
    events = act(state, Move("right"))
    assert who(state, "mercenary").pos == target
    assert TileLaid(target[0], target[1], "empty") in events


def test_lost_into_a_wall_means_no_movement():
    state = ledge_state(["wall"], cards=["lost_se"])
    act(state, Move("right"))
    assert who(state, "mercenary").pos == (1, 0)
    assert state.tiles[(2, 1)] == Tile("wall")


def test_tremor_slides_the_row_with_explorers_monsters_and_tokens():
    rows = ["...",
            "L. "]
    state = build(rows, origin=(-1, -1),
                  explorers=home(mercenary=(0, 0), guide=(0, -1)),
                  monsters=[("mummy", (-1, 0))], tiles=["eye"], cards=["tremor"],
                  current="mercenary")
    act(state, Move("right"))  # onto a fresh Eye at (1, 0), moving right: row 0 slides right
    assert who(state, "mercenary").pos == (2, 0)
    assert [who(state, r).pos for r in ("medic", "archaeologist")] == [(1, 0), (1, 0)]
    assert who(state, "guide").pos == (0, -1)  # another row: unmoved
    assert state.monsters[1].pos == (0, 0)
    assert draw_map(state, (-1, -1), (4, 2)) == ["... ",
                                                 " L.e"]


def test_tremor_moving_up_slides_the_column():
    state = build([".", "."], origin=(0, 0), explorers=home(guide=(0, 1)),
                  tiles=["eye"], cards=["tremor"], current="mercenary", check_sight=True)
    act(state, Move("up"))  # Mercenary to a fresh Eye at (0, -1); column 0 slides up
    assert who(state, "mercenary").pos == (0, -2)
    assert who(state, "guide").pos == (0, 0)
    assert [who(state, r).pos for r in ("medic", "archaeologist")] == [(0, -1), (0, -1)]
    assert state.tiles[(0, -2)] == Tile("eye") and (0, 1) not in state.tiles


def test_cave_in_incapacitates_and_tiles_only_they_saw_vanish():
    rows = [" ..",
            "...",
            " ..", ]
    state = build(rows, origin=(-1, -1), explorers=home(mercenary=(1, 0), guide=(-1, 0),
                                                        medic=(-1, 0), archaeologist=(-1, 0)),
                  tiles=["eye"], cards=["cave_in"], current="mercenary", check_sight=False)
    events = act(state, Move("right"))  # to a fresh Eye at (2, 0)
    merc = who(state, "mercenary")
    assert merc.status is Status.DOWN and merc.pos == (2, 0)
    assert Incapacitated(merc.seat, "a cave-in") in events
    # column 1 was seen by him alone; column 0 is beside the others; his own tile stays
    assert sorted(state.tiles) == [(-1, 0), (0, -1), (0, 0), (0, 1), (2, 0)]


def test_darkness_removes_the_unoccupied_tiles_around_the_explorer():
    rows = ["..",
            ". ",
            ".#"]
    state = build(rows, origin=(0, -1), explorers=home(), tiles=["eye"], cards=["darkness"],
                  current="mercenary")
    events = act(state, Move("right"))  # to a fresh Eye at (1, 0)
    assert sorted(state.tiles) == [(0, 0), (1, 0)]  # (0, 0) is occupied
    assert of_type(events, TilesVanished)[0].cause == "darkness"


@pytest.mark.parametrize("card", ["cave_in", "darkness", "tremor", "lost_ne", "ledge_fall"])
def test_the_guide_is_not_affected_by_hazards(card):
    state = build(explorers=home(), tiles=["eye", "empty"], cards=[card])
    events = act(state, Move("right"))
    assert who(state, "guide").pos == (1, 0) and who(state, "guide").standing
    assert HazardIgnored(seat(state, "guide"), card) in events
    assert state.tiles[(0, 0)] == Tile("empty") and (1, 0) in state.tiles


# -- monsters -------------------------------------------------------------------------------
@pytest.mark.parametrize("card,role,pursues", [
    ("mummy", "medic", True), ("mummy", "mercenary", False), ("scarab", "mercenary", True),
    ("anubis", "mercenary", True), ("mummy", "archaeologist", True)])
def test_monster_powers_against_the_drawer_alone(card, role, pursues):
    state = build(explorers=home(), tiles=["eye"], cards=[card], current=role)
    act(state, Move("right"))
    (monster,) = state.monsters.values()
    assert monster.kind == card and monster.pos == (1, 0)
    assert monster.quarry == (seat(state, role) if pursues else None)


def test_defeat_needs_combined_power_greater_and_spends_a_turn():
    state = build([".."], explorers=home(medic=(1, 0), guide=(1, 0)),
                  monsters=[("scarab", (1, 0))], current="medic")
    # Medic 1 + Guide 1 = 2: not greater than a Scarab's 2
    assert not any(isinstance(a, Fight) for a in state.legal_actions())
    set_turn(state, "mercenary")
    act(state, Move("right"), EndTurn())  # Mercenary joins: 1 + 1 + 2 = 4 > 2
    set_turn(state, "medic")
    assert Fight(1) in state.legal_actions()
    act(state, Fight(1))
    assert state.monsters == {}
    assert state.legal_actions() == [EndTurn()]  # the turn is spent: no move after it
    assert "scarab" in state.discard


def test_a_lone_mercenary_defeats_a_mummy():
    state = build(explorers=home(), monsters=[("mummy", (0, 0))], current="mercenary")
    act(state, Fight(1))
    assert state.monsters == {}


def test_a_pursued_explorer_must_move():
    state = build(["...", "..."], explorers=home(medic=(1, 0), guide=(1, 0),
                                                  mercenary=(0, 1), archaeologist=(1, 1)),
                  monsters=[("mummy", (1, 1), "archaeologist")], current="archaeologist",
                  tiles=["empty"])
    legal = state.legal_actions()
    assert Stay() not in legal and "must move" in state.explain_illegal(Stay())
    assert {a.direction for a in legal if isinstance(a, Move)} == {"up", "left", "right", "down"}


def test_a_pursued_non_medic_cannot_revive():
    state = build([".."], explorers=home(guide=((1, 0), "down"), archaeologist=(1, 0)),
                  monsters=[("scarab", (1, 0), "archaeologist")], current="archaeologist")
    assert not any(isinstance(a, Revive) for a in state.legal_actions())
    set_turn(state, "mercenary")
    act(state, Move("right"), EndTurn())
    set_turn(state, "mercenary")
    assert Revive(seat(state, "guide")) in state.legal_actions()  # unpursued: may revive


def test_a_pursued_medic_revives_on_entry():
    state = build([".."], explorers=home(guide=((1, 0), "down")),
                  monsters=[("scarab", (0, 0), "medic")], current="medic")
    act(state, Move("right"))
    assert who(state, "guide").standing and who(state, "medic").pos == (1, 0)


def test_the_tile_a_monster_leaves_crumbles():
    state = build(["..."], explorers=home(medic=(1, 0)),
                  monsters=[("scarab", (1, 0), "medic")], current="medic")
    events = act(state, Move("right"))
    assert who(state, "medic").pos == (2, 0) and state.monsters[1].pos == (2, 0)
    assert (1, 0) not in state.tiles
    assert TilesVanished(((1, 0),), "crumbled") in events


def test_the_tile_a_monster_leaves_stays_while_someone_else_is_on_it():
    state = build(["..."], explorers=home(medic=(1, 0), guide=(1, 0)),
                  monsters=[("scarab", (1, 0), "medic")], current="medic")
    act(state, Move("right"))
    assert (1, 0) in state.tiles and state.monsters[1].pos == (2, 0)


def test_a_monster_out_of_everyone_s_sight_is_gone():
    state = build(["..."], explorers=home(), monsters=[("mummy", (-1, 0))],
                  origin=(-1, 0), tiles=["empty"] * 8)
    for role in ("guide", "mercenary", "medic", "archaeologist"):
        set_turn(state, role)
        act(state, Move("right"), EndTurn())
    assert who(state, "archaeologist").pos == (1, 0)
    assert state.monsters == {} and "mummy" in state.discard


def test_a_wall_while_pursued_incapacitates():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")],
                  tiles=["wall"], current="medic")
    events = act(state, Move("up"))
    assert who(state, "medic").status is Status.DOWN
    assert Incapacitated(seat(state, "medic"), "caught against a wall") in events


def test_a_second_monster_while_pursued_incapacitates():
    state = build(explorers=home(medic=(0, 0)), monsters=[("mummy", (0, 0), "medic")],
                  tiles=["eye"], cards=["mummy"], current="medic")
    act(state, Move("left"))
    assert who(state, "medic").status is Status.DOWN


def test_the_monster_then_attacks_the_adjacent_explorer_next_in_turn_order():
    # the Medic (seat 2) is caught at (0, 0); the Guide (seat 0) and the Archaeologist
    # (seat 3) stand beside him: the Archaeologist plays next after the Medic
    state = build([".  ", "...", ". "], origin=(-1, -1),
                  explorers=home(guide=(-1, 0), archaeologist=(1, 0), mercenary=(-1, 1)),
                  monsters=[("scarab", (0, 0), "medic")], tiles=["wall"], current="medic")
    act(state, Move("up"))
    assert who(state, "medic").status is Status.DOWN
    assert state.monsters[1].pos == (1, 0)
    assert state.monsters[1].quarry == seat(state, "archaeologist")


def test_with_two_monsters_the_new_one_attacks():
    state = build(["...", " . "], origin=(-1, 0), explorers=home(),
                  monsters=[("mummy", (0, 0), "medic")], tiles=["eye"], cards=["scarab"],
                  current="medic")
    act(state, Move("up"))  # the Medic (and his mummy) onto a fresh Eye: a Scarab
    medic = who(state, "medic")
    assert medic.status is Status.DOWN and medic.pos == (0, -1)
    mummy, scarab = state.monsters[1], state.monsters[2]
    assert (mummy.pos, mummy.quarry) == ((0, -1), None)
    # the next explorer beside (0, -1) in turn order after the Medic: the others on (0, 0)
    assert (scarab.pos, scarab.quarry) == ((0, 0), seat(state, "archaeologist"))


# -- token limits ---------------------------------------------------------------------------
def test_a_third_monster_of_a_kind_is_upgraded():
    state = build(["..."], origin=(-1, 0), explorers=home(),
                  monsters=[("mummy", (-1, 0)), ("mummy", (1, 0))], tiles=["eye"],
                  cards=["mummy"], current="mercenary")
    act(state, Move("up"))
    new = state.monsters[3]
    assert (new.kind, new.card, new.pos) == ("scarab", "mummy", (0, -1))
    assert new.quarry == seat(state, "mercenary")  # a Scarab is too strong for him alone


def test_a_third_anubis_incapacitates_the_drawer():
    state = build(["..."], origin=(-1, 0), explorers=home(),
                  monsters=[("anubis", (-1, 0)), ("anubis", (1, 0))], tiles=["eye"],
                  cards=["anubis"], current="mercenary")
    events = act(state, Move("up"))
    assert who(state, "mercenary").status is Status.DOWN
    assert len(state.monsters) == 2 and "anubis" in state.discard
    assert Incapacitated(seat(state, "mercenary"), "a third Anubis") in events


# -- incapacitation, revival, death ------------------------------------------------------------
def test_revival_costs_the_reviver_s_turn():
    state = build(explorers=home(guide=((0, 0), "down")), current="mercenary")
    act(state, Revive(seat(state, "guide")))
    assert who(state, "guide").standing
    assert state.legal_actions() == [EndTurn()]


def test_the_medic_revives_on_entry_without_spending_his_turn():
    state = build([".."], explorers=home(guide=((1, 0), "down")), current="medic",
                  tiles=["empty"])
    events = act(state, Move("right"))
    assert who(state, "guide").standing
    assert state.phase is Phase.CONFIRM and state.legal_actions() == [EndTurn()]
    assert [type(e).__name__ for e in events].count("Revived") == 1


def test_an_incapacitated_explorer_cannot_act_and_is_skipped():
    state = build([".."], explorers=home(mercenary=((1, 0), "down")))
    assert not state.is_legal(Revive(seat(state, "mercenary")))
    act(state, Stay(), EndTurn())
    assert state.current_player == seat(state, "medic")


def test_an_explorer_two_unseen_tile_lengths_from_everyone_dies():
    state = build([".   ."], explorers=home(guide=(4, 0)), tiles=["empty"])
    events = act(state, Move("right"))  # the Guide from 4 to 5 places away: he dies
    assert who(state, "guide").status is Status.DEAD
    assert Died(seat(state, "guide"), (), seat(state, "mercenary"), 5, True) in events
    assert sorted(state.tiles) == [(0, 0)]  # what only he saw is gone with him


def test_four_places_apart_both_standing_is_still_alive():
    state = build([".", "   ."], explorers=home(guide=(3, 1)), tiles=["empty"])
    act(state, Move("right"))  # to (4, 1): four places from (0, 0)
    assert who(state, "guide").standing


# -- the end -----------------------------------------------------------------------------------
def test_the_game_is_lost_when_every_explorer_is_incapacitated():
    state = build(explorers=home(guide=((0, 0), "down"), medic=((0, 0), "down"),
                                 archaeologist=((0, 0), "down")),
                  tiles=["eye"], cards=["cave_in"], current="mercenary")
    act(state, Move("right"))
    outcome = state.outcome()
    assert state.is_terminal() and outcome is not None and outcome.cooperative
    assert max(outcome.returns) < 1 and "down" in outcome.reason


def test_the_game_is_lost_when_every_standing_explorer_is_pursued():
    state = build(explorers=home(guide=((0, 0), "down"), medic=((0, 0), "dead"),
                                 mercenary=((0, 0), "down")),
                  tiles=["eye"], cards=["scarab"], current="archaeologist")
    act(state, Move("right"))
    assert state.is_terminal() and "pursued" in state.outcome().reason
    assert max(state.outcome().returns) < 1


def test_the_game_is_won_with_both_halves_held_and_everyone_in_sight():
    state = build(["..."], explorers=home(mercenary=(2, 0)),
                  relics={"guide": ["relic_head"], "mercenary": ["relic_tail"]},
                  current="mercenary")
    act(state, Move("left"))
    outcome = state.outcome()
    assert state.is_terminal() and outcome is not None
    assert min(outcome.returns) >= 1


def test_no_win_while_someone_is_out_of_sight():
    state = build(["...."], explorers=home(mercenary=(3, 0)),
                  relics={"guide": ["relic_head", "relic_tail"]}, current="mercenary")
    act(state, Move("left"), EndTurn())
    assert not state.is_terminal()
    set_turn(state, "mercenary")
    act(state, Move("left"))
    assert state.is_terminal() and min(state.outcome().returns) >= 1
