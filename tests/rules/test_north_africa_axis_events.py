"""The Axis political events (events/axis_politics.py) and rulings N45-N49, each on the real
map with the campaign deck: Iraq and the Levant, the Ascari levies, the Duke of Aosta and the
Mareth Line, the sandstorm and Graziani, and the hooks the Allied cards use. N40-N44 are in
`test_north_africa_axis_events_n40_n44`."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import cards, combat, effects
from shifting_sands.games.north_africa.rules.events import axis_politics as ax
from shifting_sands.games.north_africa.rules.movement import move_costs
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import RESERVE
from tests.rules.north_africa_axis_event_helpers import offered, play, table
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    REPLACEMENT,
    act,
    attack,
    empty_table,
    give_hand,
    place,
    redeploys_of,
    set_control,
    start_rd,
)


def fight(state, target, spaces, seat):
    attackers = [u for s in spaces for u in state.units_at(s)]
    state.combat = {"target": target, "spaces": list(spaces), "attackers": attackers,
                    "defenders": state.units_at(target), "seat": seat, "flank": False,
                    "rommel": False, "cards": {}}


def shifts(state, role="a"):
    return combat.fire_plan(state, role)["shifts"]


# -- Iraq and the Levant (N45) ---------------------------------------------------------
def test_iraqi_revolt_iraq_turns_axis_and_its_army_enters():
    state = table(turn=3)
    play(state, "ax41_iraqi_revolt")
    assert all(state.control[s] == "axis" for s in ax.iraq_spaces(state))
    assert all(state.where[u] == "Baghdad" for u in ("iq_1", "iq_2", "iq_3"))
    assert not state.inert("iq_1")
    assert state.supply_of("iq_1") is Supply.FULL
    reach = move_costs(state.board, "Amman", 4, "allied", state.control,
                       state.occupied_by(AXIS), state.opened())
    assert "Rutbah" in reach  # open to the Allies too


def test_n45_iraqi_revolt_allied_units_keep_their_spaces_and_iraqis_need_baghdad():
    state = table(turn=3)
    place(state, "in_10", "Basra")
    play(state, "ax41_iraqi_revolt")
    assert state.control["Basra"] == "allied" and state.control["Baghdad"] == "axis"
    place(state, "iq_1", "Mosul")
    assert state.supply_of("iq_1") is Supply.FULL  # Baghdad, 2 connections
    place(state, "in_8", "Baghdad")
    set_control(state, ALLIED, "Baghdad")
    assert state.supply_of("iq_1") is Supply.NONE  # Baghdad lost: no source


def test_unternehmen_irak_needs_the_revolt_and_brings_sources():
    state = table(turn=3)
    assert not offered(state, "ax41_unternehmen_irak")
    play(state, "ax41_iraqi_revolt")
    state.op = None
    play(state, "ax41_unternehmen_irak")
    assert state.where["de_5geb"] == "Baghdad"
    assert "Baghdad" in state.sources("axis")
    assert state.supply_of("de_5geb") is Supply.FULL
    set_control(state, AXIS, "Beirut")
    assert "Beirut" in state.sources("axis")


def test_vichy_cooperation_supply_and_redeployment_through_the_levant():
    state = table(turn=3)
    play(state, "ax41_iraqi_revolt")
    state.op = None
    play(state, "ax41_unternehmen_irak")
    place(state, "in_10", "Kirkuk")
    set_control(state, ALLIED, "Kirkuk")
    place(state, "de_21pz", "Mosul")
    assert state.supply_of("de_21pz") is Supply.NONE  # cut off from Baghdad
    start_rd(state, AXIS, 6)
    assert "Habbaniya" not in redeploys_of(state, "de_21pz")
    state.op = None
    play(state, "ax41_vichy_cooperation")
    assert ax.levant_closed_to_allies(state)
    # Beirut (Vichy, an Axis source by Unternehmen Irak) 3 connections away via Aleppo
    assert state.supply_of("de_21pz") is Supply.FULL
    start_rd(state, AXIS, 6)
    reach = redeploys_of(state, "de_21pz")
    assert "Habbaniya" in reach and "Rutbah" in reach  # Baghdad is full
    assert "Aleppo" not in reach  # through the Levant, never into it
    state.effects.pop("vichy_cooperation")  # Exporter
    state.forget()
    assert state.supply_of("de_21pz") is Supply.NONE


# -- Ascari Levies (N46) ---------------------------------------------------------------
def test_ascari_levies_recreates_a_colonial_battlegroup():
    state = table()
    assert not offered(state, "ax40_ascari_levies")
    place(state, "it_gondar", REPLACEMENT, reduced=True)
    place(state, "it_aoi_bs", REPLACEMENT)  # Blackshirts: not colonial
    place(state, "uk_6", "Gondar")
    assert offered(state, "ax40_ascari_levies")
    state.hands[AXIS].clear()
    play(state, "ax40_ascari_levies")
    # Gondar holds an Allied unit: one answer, taken at once (N28)
    assert state.where["it_gondar"] == "Addis Ababa" and "it_gondar" not in state.reduced
    assert state.where["it_aoi_bs"] == REPLACEMENT


def test_n46_ascari_levies_full_strength_then_its_ops():
    state = table()
    place(state, "it_keren1", REPLACEMENT, reduced=True)
    place(state, "it_gondar", REPLACEMENT)
    play(state, "ax40_ascari_levies")
    assert ev.Choose("it_keren1@Gondar") in state.legal_actions()
    act(state, ev.Choose("it_keren1@Gondar"))
    assert state.where["it_keren1"] == "Gondar" and "it_keren1" not in state.reduced
    assert state.where["it_gondar"] == REPLACEMENT
    assert state.phase == "activate" and state.op["points"] == 2
    set_control(state, ALLIED, "Addis Ababa", "Gondar")
    assert not ax.levies_playable(state, AXIS, "ax40_ascari_levies")


# -- Duke of Aosta, Mareth Line (N47) --------------------------------------------------
def aosta_attack(state):
    place(state, "it_gondar", "Gondar")
    place(state, "in_5", "Gallabat")
    attack(state, "Gondar", ["Gallabat"], seat=ALLIED)
    return state.combat["steps"][0]


def test_duke_of_aosta_italians_fire_first_in_east_african_mountains():
    assert aosta_attack(table(turn=3)) == "fire:a"
    state = table(turn=3)
    play(state, "ax41_duke_of_aosta")
    state.op = None
    assert aosta_attack(state) == "fire:d"


def test_duke_of_aosta_only_in_mountains_and_only_italians():
    state = table(turn=3)
    play(state, "ax41_duke_of_aosta")
    state.op = None
    place(state, "it_keren1", "Asmara")  # clear
    place(state, "in_5", "Gondar")
    set_control(state, ALLIED, "Gondar")
    attack(state, "Asmara", ["Gondar"], seat=ALLIED)
    assert state.combat["steps"][0] == "fire:a"
    state = table(turn=3)
    play(state, "ax41_duke_of_aosta")
    state.op = None
    place(state, "de_21pz", "Gondar")  # a German with the Italians
    assert aosta_attack(state) == "fire:a"


def test_n47_duke_of_aosta_ends_when_addis_ababa_falls():
    state = table(turn=3)
    play(state, "ax41_duke_of_aosta")
    state.op = None
    set_control(state, ALLIED, "Addis Ababa")
    assert aosta_attack(state) == "fire:a"
    assert "duke_of_aosta" not in state.effects
    set_control(state, AXIS, "Addis Ababa")  # retaken: the Duke is gone for good
    state.combat = None
    assert aosta_attack(state) == "fire:a"


def test_mareth_line_needs_torch_and_makes_an_axis_fort():
    state = table(turn=10)
    assert not offered(state, "ax42_mareth_line")
    state.flags["torch"] = True
    set_control(state, AXIS, "Mareth")
    assert not effects.is_fort(state, "Mareth")
    play(state, "ax42_mareth_line")
    assert effects.is_fort(state, "Mareth")
    set_control(state, ALLIED, "Mareth")
    assert not effects.is_fort(state, "Mareth")


def test_n47_mareth_is_a_printed_fort_only_with_the_plain_deck():
    plain = empty_table()
    assert effects.is_fort(plain, "Mareth")
    state = table(turn=10)
    state.effects["mareth_line"] = {"until": "game"}
    place(state, "de_21pz", "Mareth")
    place(state, "uk_7armd", "Medenine")
    fight(state, "Mareth", ["Medenine"], ALLIED)
    assert effects.is_fort(state, "Mareth")
    place(state, "uk_6", "Mareth")
    place(state, "de_21pz", "Medenine")
    fight(state, "Mareth", ["Medenine"], AXIS)
    assert not effects.is_fort(state, "Mareth")


# -- Sandstorm, Graziani (N48) ---------------------------------------------------------
def test_sandstorm_shifts_allied_attacks_left():
    state = table(turn=3)
    play(state, "ax41_sandstorm")
    assert state.active == ALLIED  # its square OPS had nothing to do
    place(state, "uk_6", "Sollum")
    place(state, "it_pavia", "Bardia")
    fight(state, "Bardia", ["Sollum"], ALLIED)
    assert ("sandstorm", -1) in shifts(state)
    fight(state, "Sollum", ["Bardia"], AXIS)
    assert ("sandstorm", -1) not in shifts(state)
    state.effects.clear()
    fight(state, "Bardia", ["Sollum"], ALLIED)
    assert ("sandstorm", -1) not in shifts(state)


def test_n48_sandstorm_ends_with_the_next_allied_action():
    state = table(turn=3)
    play(state, "ax41_sandstorm")
    assert state.active == ALLIED and state.round == 1
    act(state, ev.AutomaticOperation())
    while state.active == ALLIED and state.round == 1:
        act(state, state.legal_actions()[-1])
    assert state.round == 2 and "sandstorm" not in state.effects


def test_graziani_shifts_one_italian_attack_a_round():
    state = table()
    place(state, "it_pavia", "Bardia")
    place(state, "it_brescia", "Sidi Azeiz")
    place(state, "uk_6", "Sollum")
    place(state, "in_4", "Sidi Suleiman")
    fight(state, "Sollum", ["Bardia"], AXIS)
    assert ("graziani", 1) not in shifts(state)
    state.combat = None
    play(state, "ax40_graziani")
    fight(state, "Sollum", ["Bardia"], AXIS)
    assert ("graziani", 1) in shifts(state)
    assert ("graziani", 1) in shifts(state)  # the same fight asked again
    target = state.where["in_4"]
    fight(state, target, ["Sidi Azeiz"], AXIS)
    assert ("graziani", 1) not in shifts(state)  # once per action round
    state.round += 1
    assert ("graziani", 1) in shifts(state)


def test_n48_graziani_only_all_italian_attacks_and_rommel_ends_it():
    state = table()
    state.effects["graziani"] = {"until": "game"}
    place(state, "it_pavia", "Bardia")
    place(state, "de_21pz", "Bardia")
    place(state, "uk_6", "Sollum")
    fight(state, "Sollum", ["Bardia"], AXIS)
    assert ("graziani", 1) not in shifts(state)  # a German unit attacks too
    place(state, "de_21pz", RESERVE)
    fight(state, "Sollum", ["Bardia"], AXIS)
    assert ("graziani", 1) in shifts(state)
    state.combat = None
    for target, spaces in (("Ben Gardane", ["Zuara"]), ("Zuara", ["Ben Gardane"])):
        place(state, "it_pavia", spaces[0])
        place(state, "uk_6", target)
        state.round += 1  # a fresh action round each time
        fight(state, target, spaces, AXIS)
        assert ("graziani", 1) not in shifts(state), target  # Tunisia is not Libya or Egypt
    place(state, "it_pavia", "Bardia")
    place(state, "uk_6", "Sollum")
    state.combat = None
    play(state, "ax41_rommel")
    fight(state, "Sollum", ["Bardia"], AXIS)
    state.round += 1
    assert ("graziani", 1) not in shifts(state)


# -- the hooks the Allied cards use (N49) ----------------------------------------------
def test_n49_a_cancelled_permanent_event_leaves_no_effect_nor_prerequisite(monkeypatch):
    monkeypatch.setattr(cards, "CANCELLED", [*cards.CANCELLED,
                                             lambda table, card: card == "ax41_iraqi_revolt"])
    state = table(turn=3)
    play(state, "ax41_iraqi_revolt")
    assert "iraqi_revolt" not in state.effects
    assert "ax41_iraqi_revolt" in state.removed and "ax41_iraqi_revolt" not in state.played
    assert state.where["iq_1"] == "Axis Reinforcements"
    assert not offered(state, "ax41_unternehmen_irak")
    square = table()
    place(square, "de_21pz", "Bardia")
    monkeypatch.setattr(cards, "CANCELLED", [lambda table, card: True])
    give_hand(square, ALLIED, "al40_taranto")
    play(square, "ax40_code_book_stolen")
    assert square.revealed[ALLIED] is None and "code_book_stolen" not in square.effects
    assert square.phase == "activate" and square.op["points"] == 2  # its square OPS stay
