"""Rulings O12 (meeting monsters) and O17 (fighting) of docs/rules/ouroboros.md, as the text
has them and as the `*_lenient` difficulties keep our earlier readings
(`build(..., pursuit="lenient")`). Maps: see ouroboros_builders."""

from __future__ import annotations

from shifting_sands.games.ouroboros.rules.actions import Fight, Incapacitated, Move, Stay
from shifting_sands.games.ouroboros.rules.explain import pursuit_hint

from .ouroboros_builders import act, build, seat, who

ALL_HOME = {"guide": (0, 0), "mercenary": (0, 0), "medic": (0, 0), "archaeologist": (0, 0)}


def home(**moved):
    return {**ALL_HOME, **moved}


# -- O12 meeting monsters --------------------------------------------------------------------
def test_o12_walking_onto_a_waiting_monster_counts_the_whole_tile():
    state = build([".."], explorers=home(mercenary=(1, 0)), monsters=[("scarab", (1, 0))],
                  current="medic")
    act(state, Move("right"))  # 2 + 1 > 2: it keeps waiting
    assert state.monsters[1].quarry is None
    weak = build([".."], explorers=home(guide=(1, 0)), monsters=[("scarab", (1, 0))],
                 current="medic")
    act(weak, Move("right"))  # 1 + 1 = 2: it pursues the newcomer
    assert weak.monsters[1].quarry == seat(weak, "medic")


def test_o12_a_monster_pursuing_someone_else_ignores_newcomers():
    state = build([".."], explorers=home(guide=(1, 0)),
                  monsters=[("mummy", (1, 0), "guide")], current="medic")
    act(state, Move("right"))
    assert state.monsters[1].quarry == seat(state, "guide") and who(state, "medic").standing


def test_o12_a_pursued_explorer_meeting_a_monster_pursuing_someone_else_falls():
    # the text: "encounters another Monster"; the Scarab keeps after the Guide, the
    # Medic's Mummy stops and waits on the tile
    state = build([".."], explorers=home(guide=(1, 0)),
                  monsters=[("mummy", (0, 0), "medic"), ("scarab", (1, 0), "guide")],
                  current="medic")
    events = act(state, Move("right"))
    assert Incapacitated(seat(state, "medic"), "a second monster") in events
    assert who(state, "guide").standing
    assert [(m.pos, m.quarry) for m in state.monsters.values()] == [
        ((1, 0), None), ((1, 0), seat(state, "guide"))]


def test_o12_lenient_a_pursued_explorer_passes_a_monster_pursuing_someone_else():
    state = build([".."], explorers=home(guide=(1, 0)),
                  monsters=[("mummy", (0, 0), "medic"), ("scarab", (1, 0), "guide")],
                  current="medic", pursuit="lenient")
    act(state, Move("right"))
    assert who(state, "medic").standing and who(state, "guide").standing
    assert [m.quarry for m in state.monsters.values()] == [seat(state, "medic"),
                                                           seat(state, "guide")]


def test_o12_a_free_explorer_still_passes_a_monster_pursuing_someone_else():
    for pursuit in ("strict", "lenient"):
        state = build([".."], explorers=home(guide=(1, 0)),
                      monsters=[("scarab", (1, 0), "guide")], current="medic",
                      pursuit=pursuit)
        act(state, Move("right"))
        assert who(state, "medic").standing and state.monsters[1].quarry == seat(state,
                                                                                  "guide")


def test_o12_a_pursued_explorer_walking_onto_another_monster_is_incapacitated():
    state = build([".."], explorers=home(), monsters=[("mummy", (0, 0), "medic"),
                                                      ("mummy", (1, 0))], current="medic")
    events = act(state, Move("right"))
    assert Incapacitated(seat(state, "medic"), "a second monster") in events


def test_o12_a_pursuer_follows_a_lost_step_and_the_tile_it_left_crumbles():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")],
                  tiles=["eye", "empty"], cards=["lost_se"], current="medic")
    act(state, Move("right"))  # to a fresh Eye at (1, 0), then Lost down-right to (2, 1)
    assert who(state, "medic").pos == (2, 1) and state.monsters[1].pos == (2, 1)
    assert (1, 0) not in state.tiles and (0, 0) in state.tiles  # the others hold (0, 0)


def test_o12_a_revealed_monster_weighs_the_drawer_alone():
    # the others stand right beside him, but the Medic alone is not stronger than a Mummy
    state = build(explorers=home(), tiles=["eye"], cards=["mummy"], current="medic")
    act(state, Move("right"))
    assert state.monsters[1].quarry == seat(state, "medic")



# -- O17 fighting ---------------------------------------------------------------------------
def test_o17_a_pursued_explorer_must_move_and_may_not_fight():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")], current="medic",
                  tiles=["empty"])
    legal = state.legal_actions()
    assert not any(isinstance(a, Fight | Stay) for a in legal) and Move("right") in legal
    assert "must move" in state.explain_illegal(Fight(1))
    assert "must move" in pursuit_hint(state.rules, "the Mummy")
    lenient = build(explorers=home(), pursuit="lenient")
    assert "fight it" in pursuit_hint(lenient.rules, "the Mummy")


def test_o17_a_teammate_on_the_tile_fights_the_pursuer_on_their_own_turn():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")],
                  current="archaeologist", tiles=["empty"])
    assert Fight(1) in state.legal_actions()
    act(state, Fight(1))
    assert state.monsters == {} and who(state, "medic").pos == (0, 0)


def test_o17_lenient_a_pursued_explorer_may_fight_instead_of_moving():
    state = build(explorers=home(), monsters=[("mummy", (0, 0), "medic")], current="medic",
                  tiles=["empty"], pursuit="lenient")
    assert Fight(1) in state.legal_actions() and Stay() not in state.legal_actions()
    act(state, Fight(1))
    assert state.monsters == {} and who(state, "medic").pos == (0, 0)


def test_o17_fallen_explorers_do_not_add_their_power():
    state = build(explorers=home(mercenary=((0, 0), "down"), medic=((0, 0), "dead")),
                  monsters=[("scarab", (0, 0))], current="archaeologist")
    # Guide 1 + Archaeologist 1 = 2, not greater than 2; the fallen Mercenary adds nothing
    assert not any(isinstance(a, Fight) for a in state.legal_actions())


def test_the_pursuit_hint_says_what_each_rule_set_allows():
    """The action panel's line comes from the rules (O17): strict pursuit never offers a
    fight, the lenient reading does."""
    from types import SimpleNamespace

    from shifting_sands.content.ouroboros import PursuitRule
    from shifting_sands.games.ouroboros.rules.explain import pursuit_hint

    strict = pursuit_hint(SimpleNamespace(pursuit=PursuitRule.STRICT), "the Mummy")
    lenient = pursuit_hint(SimpleNamespace(pursuit=PursuitRule.LENIENT), "the Mummy")
    assert strict.startswith("The Mummy pursues you: you must move")
    assert "fight it" not in strict
    assert "fight it with enough help" in lenient
