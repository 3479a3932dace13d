"""The cards whose events start or change an operation (rulings N60-N69): one scenario test
per card on the real map, and the rulings' tests. Dice are fixed; the public contract is
used throughout."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import cards, effects, operations
from shifting_sands.games.north_africa.rules.combat import fire_plan
from shifting_sands.games.north_africa.rules.events import registry
from shifting_sands.games.north_africa.rules.events.registry import key_of
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import RESERVE

from .north_africa_builders import (
    ALLIED,
    AXIS,
    CHANCE,
    act,
    attack,
    content,
    empty_table,
    events_of,
    give_hand,
    moves_of,
    place,
    redeploys_of,
    roll,
    set_control,
    start_ops,
    start_rd,
)


def card(key: str) -> str:
    return sorted(c for c in content().deck if key_of(c) == key)[0]


def table(**flags: bool) -> Any:
    state = empty_table(variant="campaign", turn=5)
    state.flags.update(flags)
    return state


def offered(state: Any, seat: int, key: str) -> bool:
    """Whether `seat` may play the card's event now (it is put in the hand)."""
    give_hand(state, seat, card(key))
    state.phase, state.active, state.current_player = "action", seat, seat
    state.op = state.combat = None
    return ev.PlayCard(card(key), "event") in state.legal_actions()


def play(state: Any, seat: int, key: str) -> list[Any]:
    assert offered(state, seat, key), key
    return act(state, ev.PlayCard(card(key), "event"))


def end_activation(state: Any) -> None:
    """End the activations (settling ends them by itself when no point is left)."""
    if state.phase == "activate":
        act(state, ev.EndActivation())


def cost(events: list[Any]) -> int:
    return events_of(events, ev.Activated)[-1].cost


def fight_out(state: Any, *dice: int, advance: bool = False) -> list[Any]:
    """Play the fight at hand to its end: the given dice, then 1s; no card, no reroll, the
    first loss offered; no advance (or stop where one is offered)."""
    events: list[Any] = []
    dice_left = list(dice)
    while state.phase == "combat":
        if state.current_player == CHANCE:
            events += roll(state, dice_left.pop(0) if dice_left else 1)
            continue
        legal = state.legal_actions()
        if advance and any(isinstance(a, ev.Advance) for a in legal):
            return events
        pick = next((a for a in legal if isinstance(a, ev.NoCombatCard | ev.KeepRoll
                                                    | ev.EndAdvance | ev.TakeLoss
                                                    | ev.Retreat | ev.Displace)), legal[0])
        events += act(state, pick)
    return events


# -- Axis ------------------------------------------------------------------------------
def test_kassala_raid_one_italian_space_free_and_its_units_move_then_attack():
    state = table()
    place(state, "it_keren1", "Asmara")
    place(state, "it_gondar", "Gondar")
    place(state, "uk_kassala", "Kassala")
    play(state, AXIS, "kassala_raid")
    assert state.phase == "activate" and state.op["points"] == 3  # the square OPS follow
    assert cost(act(state, ev.Activate("Asmara", "move"))) == 0
    assert cost(act(state, ev.Activate("Gondar", "move"))) == 1  # one space only
    act(state, ev.Move("it_keren1", "Keren"), ev.EndMoves())
    assert ev.Attack("Kassala", ("Keren",)) in state.legal_actions()


def test_conquest_of_british_somaliland_attacks_berbera_only_and_gains_rp():
    state = table()
    place(state, "it_jijiga", "Jijiga")
    place(state, "it_amhara", "Jijiga")
    assert not offered(state, AXIS, "conquest_of_british_somaliland")  # Berbera empty
    place(state, "uk_somaliland", "Berbera")
    set_control(state, ALLIED, "Harar")
    place(state, "uk_pal", "Harar")
    play(state, AXIS, "conquest_of_british_somaliland")
    attacks = [a for a in state.legal_actions() if isinstance(a, ev.Attack)]
    assert attacks and {a.target for a in attacks} == {"Berbera"}
    rp = state.rp_halves[AXIS]
    act(state, ev.Attack("Berbera", ("Jijiga",)))
    events = fight_out(state, 6, 1, advance=True)
    assert events_of(events, ev.CombatEnded)[0].attacker_won
    assert state.rp_halves[AXIS] == rp
    events += act(state, ev.Advance("it_jijiga", "Berbera"))
    events += fight_out(state)
    assert state.rp_halves[AXIS] == rp + 2
    assert events_of(events, ev.ReplacementPoints)


def test_sonnenblume_libya_spaces_cost_one_whatever_the_nationalities():
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "it_ariete", "Agedabia")
    start_ops(state, AXIS, 5)
    assert operations.activation_cost(state, "Agedabia", AXIS, "move") == 2
    play(state, AXIS, "sonnenblume")
    assert state.op["points"] == 5  # N60: the card's OPS
    assert cost(act(state, ev.Activate("Agedabia", "move"))) == 1


def test_sonnenblume_needs_rommel():
    state = table()
    place(state, "de_21pz", "Agedabia")
    assert not offered(state, AXIS, "sonnenblume")


def test_dash_to_the_wire_german_armour_free_and_two_spaces_further():
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "de_288", "Agedabia")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Agedabia", "move"))
    end_activation(state)
    plain_armour, plain_infantry = moves_of(state, "de_21pz"), moves_of(state, "de_288")
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "de_288", "Agedabia")
    play(state, AXIS, "dash_to_the_wire")
    assert cost(act(state, ev.Activate("Agedabia", "move"))) == 0
    end_activation(state)
    assert set(moves_of(state, "de_21pz")) > set(plain_armour)
    assert moves_of(state, "de_288") == plain_infantry  # armour only


def test_venezia_rommel_shift_in_two_attacks():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_15pz", "Bardia")
    place(state, "uk_pal", "Halfaya")
    place(state, "uk_gideon", "Sollum")
    play(state, AXIS, "venezia")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 1
    act(state, ev.Activate("Bardia", "attack"))
    end_activation(state)
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",), rommel=True))
    fight_out(state)
    assert ev.Attack("Sollum", ("Bardia",), rommel=True) in state.legal_actions()


def test_n63_one_rommel_shift_without_venezia():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_15pz", "Bardia")
    place(state, "uk_pal", "Halfaya")
    place(state, "uk_gideon", "Sollum")
    start_ops(state, AXIS, 2)
    act(state, ev.Activate("Sidi Azeiz", "attack"), ev.Activate("Bardia", "attack"))
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",), rommel=True))
    fight_out(state)
    assert ev.Attack("Sollum", ("Bardia",), rommel=True) not in state.legal_actions()
    assert ev.Attack("Sollum", ("Bardia",)) in state.legal_actions()


def test_gazala_line_outflanked_flank_attempt_gains_one():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_15pz", "Sidi Azeiz")
    place(state, "uk_pal", "Halfaya")
    play(state, AXIS, "gazala_line_outflanked")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 0
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",), flank=True))
    flank = events_of(roll(state, 3), ev.FlankRolled)[0]
    assert flank.needed == 3 and flank.success  # 4 without the card


def test_tunisian_bridgehead_sea_moves_to_tunis_cost_less():
    state = table(torch=True)
    set_control(state, AXIS, "Tunis", "Tripoli")
    place(state, "de_10pz", RESERVE)
    assert offered(state, AXIS, "tunisian_bridgehead")
    play(state, AXIS, "tunisian_bridgehead")
    assert state.active == ALLIED  # the event is the whole action
    start_rd(state, AXIS, 2)
    assert "Tunis" in redeploys_of(state, "de_10pz")  # 2 points for a division
    act(state, ev.Redeploy("de_10pz", "Tunis"))


def test_tunisian_bridgehead_not_without_tunis_nor_torch():
    state = table(torch=True)
    assert not offered(state, AXIS, "tunisian_bridgehead")  # Tunis is Vichy
    state = table()
    set_control(state, AXIS, "Tunis")
    assert not offered(state, AXIS, "tunisian_bridgehead")
    start_rd(state, AXIS, 2)
    place(state, "de_10pz", RESERVE)
    assert "Tunis" not in redeploys_of(state, "de_10pz")


def test_alam_halfa_german_armour_alone_and_a_win_is_a_vp():
    state = table(rommel=True)
    place(state, "de_21pz", "Sidi Azeiz")
    place(state, "de_90lt", "Sidi Azeiz")
    place(state, "uk_gideon", "Halfaya")
    play(state, AXIS, "alam_halfa")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 0
    events = act(state, ev.EndActivation()) if state.phase == "activate" else []
    events = act(state, ev.Attack("Halfaya", ("Sidi Azeiz",)))
    assert events_of(events, ev.AttackDeclared)[0].attackers == ("de_21pz",)
    bonus = state.vp_bonus
    events = fight_out(state, 6, 1)
    assert events_of(events, ev.CombatEnded)[0].attacker_won
    assert state.vp_bonus == bonus + 1
    assert events_of(events, ev.VictoryPointsGained)


def kasserine_front(state: Any, defender: str) -> None:
    set_control(state, AXIS, "Kasserine", "Gafsa")
    set_control(state, ALLIED, "Tebessa", "Bone")
    place(state, "de_10pz", "Kasserine")
    place(state, defender, "Tebessa")


def test_kasserine_attacks_on_us_units_shift_right():
    state = table(torch=True)
    kasserine_front(state, "us_1")
    play(state, AXIS, "kasserine")
    assert cost(act(state, ev.Activate("Kasserine", "attack"))) == 0
    act(state, ev.Attack("Tebessa", ("Kasserine",)))
    assert ("event", 1) in fire_plan(state, "a")["shifts"]
    state = table(torch=True)
    kasserine_front(state, "uk_78")
    play(state, AXIS, "kasserine")
    act(state, ev.Activate("Kasserine", "attack"))
    act(state, ev.Attack("Tebessa", ("Kasserine",)))
    assert ("event", 1) not in fire_plan(state, "a")["shifts"]  # British: no shift


def test_bersaglieri_counterattack_no_infantry_against_armour_shift():
    state = table()
    place(state, "it_10bers", "Sidi Azeiz")
    place(state, "uk_1armbde", "Halfaya")
    play(state, AXIS, "bersaglieri_counterattack")
    assert cost(act(state, ev.Activate("Sidi Azeiz", "attack"))) == 0
    act(state, ev.Attack("Halfaya", ("Sidi Azeiz",)))
    shifts = fire_plan(state, "a")["shifts"]
    assert ("infantry_vs_armour", -1) in shifts and ("bersaglieri", 1) in shifts


def test_n64_panzerarmee_afrika_german_and_italian_cost_one_together():
    state = table(rommel=True)
    place(state, "de_21pz", "Agedabia")
    place(state, "it_ariete", "Agedabia")
    place(state, "it_1lib", "Sirte")
    play(state, AXIS, "panzerarmee_afrika")
    assert "panzerarmee_afrika" in state.effects and card("panzerarmee_afrika") in state.removed
    start_ops(state, AXIS, 3)
    assert cost(act(state, ev.Activate("Agedabia", "move"))) == 1
    assert cost(act(state, ev.Activate("Sirte", "move"))) == 1


def test_panzerarmee_afrika_needs_rommel():
    state = table()
    assert not offered(state, AXIS, "panzerarmee_afrika")


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
