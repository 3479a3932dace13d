"""The Allied cards whose events start or change an operation: one scenario test per card on
the real map, and the tests of rulings N60-N69. The Axis cards are in
`test_north_africa_axis_operation_events`, the helpers both use in
`north_africa_operation_helpers`. Dice are fixed; the public contract is used throughout."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import cards, effects, operations
from shifting_sands.games.north_africa.rules.combat import fire_plan
from shifting_sands.games.north_africa.rules.events import registry
from shifting_sands.games.north_africa.rules.supply import Supply

from .north_africa_builders import (
    ALLIED,
    AXIS,
    CHANCE,
    act,
    attack,
    events_of,
    give_hand,
    moves_of,
    place,
    redeploys_of,
    roll,
    set_control,
    start_ops,
)
from .north_africa_operation_helpers import (
    card,
    cost,
    end_activation,
    fight_out,
    offered,
    play,
    table,
)


# -- Allied ------------------------------------------------------------------------------
def egypt_front(state: Any) -> None:
    set_control(state, AXIS, "Sollum")
    place(state, "it_1lib", "Sollum")


def test_compass_three_spaces_free_and_british_attacks_shift_right():
    state = table()
    egypt_front(state)
    for unit, space in (("uk_7armd", "Sidi Barrani"), ("ff_1bde", "Halfaya"),
                        ("in_4", "Mersa Matruh"), ("uk_50", "El Alamein")):
        place(state, unit, space)
    play(state, ALLIED, "compass")
    for space in ("Sidi Barrani", "Halfaya", "Mersa Matruh"):
        assert cost(act(state, ev.Activate(space, "attack" if space != "Mersa Matruh"
                                            else "move"))) == 0
    assert not any(isinstance(a, ev.Activate) for a in state.legal_actions())  # three
    end_activation(state)
    act(state, ev.EndMoves())
    act(state, ev.Attack("Sollum", ("Sidi Barrani",)))
    assert ("event", 1) in fire_plan(state, "a")["shifts"]
    fight_out(state, 1, 6)  # Sollum holds
    act(state, ev.Attack("Sollum", ("Halfaya",)))
    assert ("event", 1) not in fire_plan(state, "a")["shifts"]  # Free French


def test_the_ethiopian_campaign_east_african_spaces_cost_one():
    state = table()
    place(state, "uk_kassala", "Kassala")
    place(state, "lrdg", "Kassala")
    place(state, "uk_50", "Cairo")
    place(state, "lrdg", "Kassala")
    start_ops(state, ALLIED, 4)
    assert operations.activation_cost(state, "Kassala", ALLIED, "move") == 2
    play(state, ALLIED, "the_ethiopian_campaign")
    assert state.op["points"] == 4
    assert cost(act(state, ev.Activate("Kassala", "move"))) == 1


def test_crusader_four_spaces_free_in_egypt_or_libya_only():
    state = table()
    for unit, space in (("uk_7armd", "Sidi Barrani"), ("in_4", "Mersa Matruh"),
                        ("uk_50", "El Alamein"), ("uk_4", "Alexandria"),
                        ("uk_44", "Cairo"), ("uk_kassala", "Kassala")):
        place(state, unit, space)
    play(state, ALLIED, "crusader")
    spaces = {a.space for a in state.legal_actions() if isinstance(a, ev.Activate)}
    assert "Kassala" not in spaces and "Cairo" in spaces
    for space in ("Sidi Barrani", "Mersa Matruh", "El Alamein", "Alexandria"):
        assert cost(act(state, ev.Activate(space, "move"))) == 0
    assert not any(isinstance(a, ev.Activate) for a in state.legal_actions())


def test_habbaniya_opens_iraq_and_activates_the_unit_chosen():
    state = table()
    state.played.append(card("iraqi_revolt"))
    place(state, "uk_hab", "Habbaniya")
    place(state, "uk_4", "Habbaniya")
    place(state, "in_18bde", "Basra")
    place(state, "iq_1", "Baghdad")
    play(state, ALLIED, "habbaniya")
    assert state.phase == "event"
    act(state, ev.Choose("uk_hab"))
    assert cost(act(state, ev.Activate("Habbaniya", "attack"))) == 0
    assert state.op["ready"] == {"uk_hab": "Habbaniya"}  # one unit only
    assert ev.Attack("Baghdad", ("Habbaniya",)) in state.legal_actions()


def test_habbaniya_needs_the_iraqi_revolt():
    state = table()
    place(state, "uk_hab", "Habbaniya")
    assert not offered(state, ALLIED, "habbaniya")


def test_brevity_one_egyptian_space_free_for_an_attack():
    state = table()
    egypt_front(state)
    place(state, "in_4", "Sidi Barrani")
    play(state, ALLIED, "brevity")
    assert state.op["points"] == 2
    assert operations.event_cost(state, "Sidi Barrani", ALLIED, "attack") == 0
    assert operations.event_cost(state, "Sidi Barrani", ALLIED, "move") == 1


def test_battleaxe_spaces_with_british_armour_only():
    state = table()
    place(state, "uk_7armd", "Sidi Barrani")
    place(state, "uk_1armbde", "Sollum")
    place(state, "uk_4", "Mersa Matruh")  # British, not armour
    place(state, "uk_6armd", "Cairo")
    play(state, ALLIED, "battleaxe")
    spaces = {a.space for a in state.legal_actions() if isinstance(a, ev.Activate)}
    assert spaces == {"Sidi Barrani", "Sollum", "Cairo"}
    act(state, ev.Activate("Sidi Barrani", "move"), ev.Activate("Sollum", "move"))
    assert not any(isinstance(a, ev.Activate) for a in state.legal_actions())  # two


def jock_ground(state: Any) -> None:
    set_control(state, AXIS, "Sollum", "Halfaya", "Sidi Suleiman")
    place(state, "uk_matruh", "Sidi Barrani")
    place(state, "uk_4", "Sidi Barrani")


def test_jock_columns_battlegroups_move_free_through_empty_enemy_spaces():
    state = table()
    jock_ground(state)
    start_ops(state, ALLIED, 1)
    act(state, ev.Activate("Sidi Barrani", "move"))
    end_activation(state)
    assert "Halfaya" not in moves_of(state, "uk_matruh")  # stops at Sollum
    state = table()
    jock_ground(state)
    play(state, ALLIED, "jock_columns")
    assert cost(act(state, ev.Activate("Sidi Barrani", "move"))) == 0
    assert state.op["points"] == 2
    end_activation(state)
    assert "Halfaya" in moves_of(state, "uk_matruh")
    assert state.op["movers"] == ["uk_matruh"]  # the division stays


def test_tobruk_ferry_full_supply_and_one_free_battlegroup_by_sea():
    state = table()
    set_control(state, ALLIED, "Tobruk")
    place(state, "au_18bde", "Tobruk")
    place(state, "au_16bde", "Tobruk")
    place(state, "de_21pz", "El Adem")
    place(state, "de_15pz", "Bardia")
    place(state, "it_ariete", "Gazala")
    before = state.supply_of("au_18bde")
    play(state, ALLIED, "tobruk_ferry")
    assert state.supply_of("au_18bde") is Supply.FULL and before is not Supply.FULL
    assert state.phase == "redeploy" and state.op["points"] == 0
    assert "Alexandria" in redeploys_of(state, "au_18bde")
    act(state, ev.Redeploy("au_18bde", "Alexandria"))
    assert state.where["au_18bde"] == "Alexandria"
    assert state.phase == "action"  # the one free move spent, the action is over
    assert state.supply_of("au_16bde") is Supply.FULL


def us_front(state: Any) -> None:
    set_control(state, AXIS, "Kasserine", "Medjez el Bab")
    set_control(state, ALLIED, "Tebessa", "Bone")
    place(state, "it_centauro", "Kasserine")
    place(state, "it_superga", "Medjez el Bab")
    place(state, "us_1armd", "Tebessa")
    place(state, "us_1", "Bone")


def test_patton_first_us_attack_of_the_round_shifts_and_advances_further():
    state = table(torch=True)
    us_front(state)
    play(state, ALLIED, "patton")
    assert "patton" in state.effects
    start_ops(state, ALLIED, 3)
    act(state, ev.Activate("Tebessa", "attack"), ev.Activate("Bone", "attack"))
    act(state, ev.Attack("Kasserine", ("Tebessa",)))
    assert ("patton", 1) in fire_plan(state, "a")["shifts"]
    assert effects.advance_bonus(state) == 1  # the hook combat.advance reads (N66)
    fight_out(state)
    act(state, ev.Attack("Medjez el Bab", ("Bone",)))
    assert ("patton", 1) not in fire_plan(state, "a")["shifts"]  # once a round


def test_vulcan_tunisian_and_algerian_spaces_cost_one():
    state = table(torch=True)
    set_control(state, ALLIED, "Tebessa", "Bone")
    place(state, "us_1", "Tebessa")
    place(state, "lrdg", "Tebessa")
    start_ops(state, ALLIED, 5)
    assert operations.activation_cost(state, "Tebessa", ALLIED, "move") == 2
    play(state, ALLIED, "vulcan")
    assert state.op["points"] == 5
    assert cost(act(state, ev.Activate("Tebessa", "move"))) == 1


def test_vulcan_needs_torch():
    state = table()
    set_control(state, ALLIED, "Tebessa")
    place(state, "us_1", "Tebessa")
    assert not offered(state, ALLIED, "vulcan")


def tunisia_open(state: Any) -> None:
    tunisia = [s.name for s in state.board.spaces if s.region in ("Tunisia", "Algeria")]
    set_control(state, ALLIED, *tunisia)
    place(state, "us_1", "Bone")


def test_run_for_tunis_algerian_spaces_free_and_one_space_further():
    state = table(torch=True)
    tunisia_open(state)
    start_ops(state, ALLIED, 1)
    act(state, ev.Activate("Bone", "move"))
    end_activation(state)
    plain = set(moves_of(state, "us_1"))
    state = table(torch=True)
    tunisia_open(state)
    play(state, ALLIED, "run_for_tunis")
    assert cost(act(state, ev.Activate("Bone", "move"))) == 0
    end_activation(state)
    assert set(moves_of(state, "us_1")) > plain


def lightfoot_ground(state: Any) -> None:
    set_control(state, AXIS, "El Alamein")
    place(state, "de_90lt", "El Alamein")
    for unit, space in (("uk_7armd", "Alexandria"), ("in_4", "Mersa Matruh"),
                        ("nz_2", "Qattara"), ("uk_50", "Cairo")):
        place(state, unit, space)


def test_lightfoot_spaces_next_to_el_alamein_free_and_no_minefields(monkeypatch):
    monkeypatch.setitem(registry.COMBAT, "devil_s_gardens",
                        registry.CombatCard(lambda table, role: role == "d"))
    state = table(montgomery=True)
    lightfoot_ground(state)
    give_hand(state, AXIS, card("devil_s_gardens"))
    attack(state, "El Alamein", ["Alexandria"], seat=ALLIED)
    assert cards.combat_cards_for(state, "d") == [card("devil_s_gardens")]
    state = table(montgomery=True)
    lightfoot_ground(state)
    play(state, ALLIED, "lightfoot")
    assert {a.space for a in state.legal_actions() if isinstance(a, ev.Activate)} == {
        "Alexandria", "Mersa Matruh", "Qattara"}  # Cairo is not next to it, 0 AP
    act(state, ev.Activate("Alexandria", "attack"))
    give_hand(state, AXIS, card("devil_s_gardens"))
    act(state, ev.Activate("Mersa Matruh", "attack"), ev.Activate("Qattara", "attack"))
    act(state, ev.Attack("El Alamein", ("Alexandria",)))
    assert cards.combat_cards_for(state, "d") == []


def test_supercharge_armour_space_attack_shifts_and_advances_further():
    state = table(montgomery=True)
    egypt_front(state)
    place(state, "uk_7armd", "Sidi Barrani")
    place(state, "in_4", "Halfaya")
    play(state, ALLIED, "supercharge")
    assert {a.space for a in state.legal_actions() if isinstance(a, ev.Activate)} == {
        "Sidi Barrani"}
    act(state, ev.Activate("Sidi Barrani", "attack"))
    act(state, ev.Attack("Sollum", ("Sidi Barrani",)))
    assert ("event", 1) in fire_plan(state, "a")["shifts"]
    assert effects.advance_bonus(state) == 1


def test_pugilist_spaces_near_mareth_free_and_mareth_no_fort():
    state = table(montgomery=True)
    set_control(state, ALLIED, "Medenine", "Gabes", "Ben Gardane")
    set_control(state, AXIS, "Mareth")
    place(state, "de_164lt", "Mareth")
    place(state, "nz_2", "Medenine")
    place(state, "uk_51", "Gabes")
    place(state, "uk_50", "Ben Gardane")
    state.effects["mareth_line"] = {"until": "game", "seat": AXIS}  # a fort by its card (N47)
    assert effects.is_fort(state, "Mareth")
    play(state, ALLIED, "pugilist")
    assert not effects.is_fort(state, "Mareth")
    for space in ("Medenine", "Gabes"):
        assert cost(act(state, ev.Activate(space, "attack"))) == 0
    assert not any(isinstance(a, ev.Activate) for a in state.legal_actions())  # two


def test_pugilist_needs_montgomery():
    state = table()
    set_control(state, ALLIED, "Medenine")
    place(state, "nz_2", "Medenine")
    assert not offered(state, ALLIED, "pugilist")


def auchinleck_front(state: Any) -> None:
    egypt_front(state)
    place(state, "uk_7armd", "Sidi Barrani")
    place(state, "in_4", "Halfaya")
    state.effects["wavell"] = {"until": "game", "seat": ALLIED}


def test_auchinleck_reroll_is_the_allied_players_choice_once_a_round():
    state = table()
    auchinleck_front(state)
    play(state, ALLIED, "auchinleck")
    assert "wavell" not in state.effects and "auchinleck" in state.effects
    start_ops(state, ALLIED, 2)
    act(state, ev.Activate("Sidi Barrani", "attack"), ev.Activate("Halfaya", "attack"))
    act(state, ev.Attack("Sollum", ("Sidi Barrani",)))
    first = events_of(roll(state, 1), ev.Fired)[0]
    assert state.current_player == ALLIED
    assert set(state.legal_actions()) == {ev.Reroll(), ev.KeepRoll()}
    act(state, ev.Reroll())
    second = events_of(roll(state, 2), ev.Fired)[0]
    assert (first.die, second.die) == (1, 2) and state.combat["results"]["a"]["die"] == 2
    assert state.current_player == CHANCE  # no third roll: the defender fires
    fight_out(state, 6)  # Sollum holds
    act(state, ev.Attack("Sollum", ("Halfaya",)))
    roll(state, 1)
    assert ev.Reroll() not in state.legal_actions()  # once an action round


# -- the rulings -------------------------------------------------------------------------
def test_n60_flat_events_give_the_cards_ops_and_free_events_need_a_space():
    state = table(rommel=True)
    place(state, "de_21pz", "Cairo")  # no Axis unit in Libya
    assert not offered(state, AXIS, "sonnenblume")
    assert offered(state, AXIS, "dash_to_the_wire")  # German armour anywhere
    assert not offered(state, AXIS, "kasserine")  # Torch not played
    state = table()
    assert not offered(state, ALLIED, "crusader")  # no Allied unit in Egypt or Libya


def test_n61_move_and_attack_units_attack_from_where_they_end():
    state = table()
    place(state, "it_keren1", "Asmara")
    place(state, "uk_kassala", "Kassala")
    start_ops(state, AXIS, 1)
    act(state, ev.Activate("Asmara", "move"))
    end_activation(state)
    act(state, ev.Move("it_keren1", "Keren"))
    assert not any(isinstance(a, ev.Attack) for a in state.legal_actions())


def test_n62_brevity_is_free_for_attack_only_and_berbera_aims_one_target():
    state = table()
    egypt_front(state)
    place(state, "in_4", "Sidi Barrani")
    play(state, ALLIED, "brevity")
    act(state, ev.Activate("Sidi Barrani", "move"))
    assert state.op["points"] == 1  # a Move activation pays


def test_n65_run_for_tunis_one_movement_point_more():
    state = table(torch=True)
    tunisia_open(state)
    play(state, ALLIED, "run_for_tunis")
    act(state, ev.Activate("Bone", "move"))
    assert effects.extra_movement(state, "us_1") == 1


def test_n66_jock_columns_count_battlegroups_not_spaces():
    state = table()
    for unit in ("uk_matruh", "uk_suez", "uk_pal"):
        place(state, unit, "Sidi Barrani")
    play(state, ALLIED, "jock_columns")
    assert operations.event_cost(state, "Sidi Barrani", ALLIED, "move") == 1  # three BGs


def test_n67_tunisian_bridgehead_from_a_port_and_habbaniya_opens_iraq():
    state = table(torch=True)
    set_control(state, AXIS, "Tunis")
    state.effects["tunisian_bridgehead"] = {"until": "turn"}
    place(state, "de_288", "Benghazi")
    place(state, "de_605at", "Agedabia")
    assert operations.sea_moves(state, "de_288") == {"Tunis": 1}
    assert operations.sea_moves(state, "de_605at") == {}  # not a port
    assert "Baghdad" not in state.opened()
    state.effects["habbaniya"] = {"until": "game", "seat": ALLIED}
    state.forget()
    assert "Baghdad" in state.opened()


def test_n68_tobruk_ferry_lasts_through_the_attrition_phase():
    state = table()
    assert not offered(state, ALLIED, "tobruk_ferry")  # Tobruk is the Axis'
    set_control(state, ALLIED, "Tobruk")
    place(state, "au_18bde", "Tobruk")
    play(state, ALLIED, "tobruk_ferry")
    assert state.effects["tobruk_ferry"]["until"] == "attrition"


def test_n69_no_reroll_for_the_axis_or_outside_libya_and_egypt():
    state = table(torch=True)
    state.effects["auchinleck"] = {"until": "game", "seat": ALLIED}
    us_front(state)
    start_ops(state, ALLIED, 1)
    act(state, ev.Activate("Tebessa", "attack"))
    act(state, ev.Attack("Kasserine", ("Tebessa",)))
    roll(state, 1)
    assert ev.Reroll() not in state.legal_actions()  # Tunisia
    state = table()
    state.effects["auchinleck"] = {"until": "game", "seat": ALLIED}
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "uk_pal", "Halfaya")
    attack(state, "Halfaya", ["Sidi Azeiz"], seat=AXIS)
    while state.current_player != CHANCE:
        act(state, ev.NoCombatCard())
    roll(state, 1)
    assert ev.Reroll() not in state.legal_actions()


def test_auchinleck_greedy_bot_rerolls_a_low_die_and_keeps_a_high_one():
    from shifting_sands.games.north_africa.bots.bots import GreedyNorthAfricaBot
    from shifting_sands.rules.rng import GameRng

    for die, answer in ((1, ev.Reroll()), (5, ev.KeepRoll())):
        state = table()
        auchinleck_front(state)
        state.effects["auchinleck"] = {"until": "game", "seat": ALLIED}
        attack(state, "Sollum", ["Sidi Barrani"], seat=ALLIED)
        roll(state, die)
        legal = state.legal_actions()
        view = state.view_for(ALLIED)
        assert GreedyNorthAfricaBot().choose(view, legal, GameRng(3)) == answer


def test_jock_columns_event_operation_survives_a_save_and_load():
    import json

    state = table()
    jock_ground(state)
    play(state, ALLIED, "jock_columns")
    act(state, ev.Activate("Sidi Barrani", "move"))
    loaded = type(state).from_dict(json.loads(json.dumps(state.to_dict())))
    assert loaded.legal_actions() == state.legal_actions()
    end_activation(loaded)
    assert "Halfaya" in moves_of(loaded, "uk_matruh")
