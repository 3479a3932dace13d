"""The Axis political events (events/axis_politics.py) and rulings N40-N49, each on the real
map with the campaign deck."""

from __future__ import annotations

import pytest

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import cards, combat, effects, sequence
from shifting_sands.games.north_africa.rules.events import axis_politics as ax
from shifting_sands.games.north_africa.rules.events import malta
from shifting_sands.games.north_africa.rules.events.registry import EVENTS, Event
from shifting_sands.games.north_africa.rules.movement import move_costs
from shifting_sands.games.north_africa.rules.supply import Supply
from shifting_sands.games.north_africa.rules.tabletop import ELIMINATED, GREECE, RESERVE
from shifting_sands.rules.rng import GameRng
from tests.rules.north_africa_builders import (
    ALLIED,
    AXIS,
    REPLACEMENT,
    act,
    attack,
    empty_table,
    events_of,
    finish_turn,
    give_hand,
    place,
    redeploys_of,
    set_control,
    start_rd,
)


def table(turn: int = 1):
    return empty_table(turn=turn, variant="campaign")


def play(state, card, seat=AXIS):
    state.phase, state.active, state.current_player = "action", seat, seat
    give_hand(state, seat, card)
    return act(state, ev.PlayCard(card, "event"))


def offered(state, card, seat=AXIS):
    state.phase, state.active, state.current_player = "action", seat, seat
    give_hand(state, seat, card)
    return ev.PlayCard(card, "event") in state.legal_actions()


@pytest.fixture
def die(monkeypatch):
    """Fix the die rolled inside an event: `die(5)`."""
    def fix(value: int) -> None:
        monkeypatch.setattr(GameRng, "randrange", lambda self, stop: value - 1)

    return fix


def fight(state, target, spaces, seat):
    attackers = [u for s in spaces for u in state.units_at(s)]
    state.combat = {"target": target, "spaces": list(spaces), "attackers": attackers,
                    "defenders": state.units_at(target), "seat": seat, "flank": False,
                    "rommel": False, "cards": {}}


def shifts(state, role="a"):
    return combat.fire_plan(state, role)["shifts"]


# -- Invasion of Greece, Greece and Crete (N40) ----------------------------------------
def test_invasion_of_greece_sends_a_division_or_concedes_a_vp():
    state = table()
    place(state, "uk_6", "Cairo")
    place(state, "in_4", "Alexandria", reduced=True)  # not full: not offered
    place(state, "uk_10armd", "Jerusalem")  # not in Egypt
    play(state, "ax40_invasion_of_greece")
    assert state.current_player == ALLIED
    assert state.legal_actions() == [ev.Choose("uk_6"), ev.Choose("none")]
    vp = state.vp()
    act(state, ev.Choose("uk_6"))
    assert state.where["uk_6"] == GREECE and state.vp() == vp
    assert state.effects["invasion_of_greece"]["greece"] == ["uk_6"]
    other = table()
    place(other, "uk_6", "Cairo")
    play(other, "ax40_invasion_of_greece")
    vp = other.vp()
    act(other, ev.Choose("none"))
    assert other.vp() == vp + 1 and other.where["uk_6"] == "Cairo"


def test_invasion_of_greece_without_a_division_gives_the_vp_at_once():
    state = table()
    vp = state.vp()
    play(state, "ax40_invasion_of_greece")
    assert state.vp() == vp + 1 and state.pending is None


def test_n40_greece_division_returns_reduced_to_alexandria_in_1942():
    state = table(turn=6)
    place(state, "uk_6", GREECE)
    state.effects["invasion_of_greece"] = {"until": "game", "greece": ["uk_6"]}
    events: list = []
    state.turn = 6
    sequence.begin_turn(state, events)
    assert state.where["uk_6"] == GREECE  # not yet in 1941
    state.turn = 7
    sequence.begin_turn(state, events)
    assert state.where["uk_6"] == "Alexandria" and "uk_6" in state.reduced
    # Alexandria lost: the nearest Allied space with room instead
    state = table(turn=7)
    place(state, "uk_6", GREECE)
    place(state, "de_21pz", "Alexandria")
    set_control(state, AXIS, "Alexandria")
    sequence.begin_turn(state, [])
    assert state.where["uk_6"] in state.board.neighbours("Alexandria")
    assert state.control[state.where["uk_6"]] == "allied"
    # sent in 1942 or later: back at the start of the next turn
    state = table(turn=9)
    place(state, "uk_6", GREECE)
    sequence.begin_turn(state, [])
    assert state.where["uk_6"] == "Alexandria"


def test_greece_and_crete_eliminates_the_division_and_scores():
    state = table(turn=3)
    assert not offered(state, "ax41_greece_and_crete")  # Invasion of Greece first
    state.played.append("ax40_invasion_of_greece")
    place(state, "uk_6", GREECE)
    state.rp_halves[ALLIED] = 5
    vp = state.vp()
    play(state, "ax41_greece_and_crete")
    assert state.where["uk_6"] == ELIMINATED
    assert state.vp() == vp + 1 and state.rp_halves[ALLIED] == 3
    # nobody in Greece: no VP, the RP still go (never below 0)
    state = table(turn=3)
    state.played.append("ax40_invasion_of_greece")
    state.rp_halves[ALLIED] = 1
    vp = state.vp()
    play(state, "ax41_greece_and_crete")
    assert state.vp() == vp and state.rp_halves[ALLIED] == 0


# -- intelligence (N41) ----------------------------------------------------------------
def test_code_book_stolen_shows_the_hand_and_the_allies_play_cards_first():
    state = table()
    give_hand(state, ALLIED, "al40_taranto", "al40_wavell")
    state.combat = {"seat": AXIS}
    assert cards.card_steps(state) == ["card:a", "card:d"]
    events = play(state, "ax40_code_book_stolen")
    assert state.revealed[ALLIED] == ["al40_taranto", "al40_wavell"]
    assert events_of(events, ev.HandShown) == [ev.HandShown(ALLIED, 2)]
    state.combat = {"seat": AXIS}
    assert cards.card_steps(state) == ["card:d", "card:a"]
    state.combat = {"seat": ALLIED}
    assert cards.card_steps(state) == ["card:a", "card:d"]
    sequence.expire(state, "turn")
    state.combat = {"seat": AXIS}
    assert cards.card_steps(state) == ["card:a", "card:d"]


def test_fellers_intercepts_cancels_the_named_event():
    state = table()
    give_hand(state, ALLIED, "al40_reinforcements_2", "al40_taranto")
    events = play(state, "ax42_fellers_intercepts")
    assert events_of(events, ev.HandShown) == [ev.HandShown(ALLIED, 2)]
    assert state.current_player == AXIS
    assert ev.Choose("al40_reinforcements_2") in state.legal_actions()
    act(state, ev.Choose("al40_reinforcements_2"))
    assert state.active == ALLIED
    events = act(state, ev.PlayCard("al40_reinforcements_2", "event"))
    assert state.where["au_6"] == "Allied Reinforcements"  # the event did nothing
    assert any("cancelled" in e.text for e in events_of(events, ev.EventEffect))
    assert "al40_reinforcements_2" in state.discards[ALLIED]
    assert "fellers_intercepts" not in state.effects


def test_n41_fellers_names_a_card_only_for_its_event_this_turn():
    state = table()
    give_hand(state, ALLIED, "al40_reinforcements_2")
    play(state, "ax42_fellers_intercepts")
    act(state, ev.Choose("al40_reinforcements_2"))
    assert state.effects["fellers_intercepts"] == {"until": "turn",
                                                   "card": "al40_reinforcements_2"}
    sequence.expire(state, "turn")
    state.phase, state.active, state.current_player = "action", ALLIED, ALLIED
    act(state, ev.PlayCard("al40_reinforcements_2", "event"))
    assert state.where["au_6"] == "Suez"  # a later turn: the event works
    empty = table()
    play(empty, "ax42_fellers_intercepts")  # no Allied cards: nothing to name
    assert empty.pending is None and "fellers_intercepts" not in empty.effects


# -- Egyptian Uprising (N42) -----------------------------------------------------------
def test_egyptian_uprising_is_offered_only_with_its_condition():
    state = table()
    place(state, "uk_6", "Cairo")
    assert not offered(state, "ax40_egyptian_uprising")
    set_control(state, AXIS, "Khartoum")
    assert offered(state, "ax40_egyptian_uprising")
    state = table()
    assert offered(state, "ax40_egyptian_uprising")


def test_n42_egyptian_uprising_takes_the_empty_cities_and_shuns_allied_ones():
    state = table()
    play(state, "ax40_egyptian_uprising")
    assert state.where["eg_1"] == "Cairo" and state.where["eg_2"] == "Alexandria"
    assert state.control["Cairo"] == "axis" and state.control["Alexandria"] == "axis"
    state = table()
    set_control(state, AXIS, "Khartoum")
    place(state, "uk_6", "Cairo")
    place(state, "in_4", "Alexandria")
    place(state, "de_21pz", "Sidi Barrani")
    set_control(state, AXIS, "Sidi Barrani", "Mersa Matruh")
    play(state, "ax40_egyptian_uprising")
    assert state.control["Cairo"] == "allied"
    assert state.where["eg_2"] == "Mersa Matruh"  # the nearest Axis space to Alexandria
    assert state.where["eg_1"] == "Mersa Matruh"  # Cairo's nearest too (room for both)


# -- the fleet and the convoys (N43) ---------------------------------------------------
def test_regia_marina_sortie_success_and_failure(die):
    state = table()
    state.rp_halves = [6, 6]
    die(4)
    play(state, "ax40_regia_marina_sortie")
    assert state.rp_halves == [6, 2]
    state = table()
    state.rp_halves = [6, 3]
    die(4)
    play(state, "ax40_regia_marina_sortie")
    assert state.rp_halves == [6, 0]  # never below 0


def test_n43_sortie_failure_grows_by_year_and_taranto_needs_5(die):
    for turn, lost in ((1, 2), (3, 4), (7, 6), (11, 6)):
        state = table(turn=turn)
        state.rp_halves = [8, 8]
        die(3)
        play(state, "ax42_regia_marina_sortie" if turn >= 7 else "ax40_regia_marina_sortie")
        assert state.rp_halves == [8 - lost, 8], turn
    state = table()
    state.rp_halves = [8, 8]
    state.effects["taranto"] = {"until": "game"}
    die(4)
    play(state, "ax40_regia_marina_sortie")
    assert state.rp_halves == [6, 8]
    die(5)
    play(state, "ax42_regia_marina_sortie")
    assert state.rp_halves == [6, 4]


def test_axis_convoy_gains_2_rp():
    state = table(turn=3)
    events = play(state, "ax41_axis_convoy")
    assert state.rp_halves[AXIS] == 4
    assert events_of(events, ev.ReplacementPoints)[-1] == ev.ReplacementPoints(AXIS, 4, 4)


def test_supply_convoy_to_tripoli_rp_and_full_supply_in_libya():
    state = table()
    place(state, "de_21pz", "Bardia")
    place(state, "it_pavia", "Sollum")
    set_control(state, AXIS, "Sollum")
    assert state.supply_of("de_21pz") is Supply.LIMITED
    assert state.supply_of("it_pavia") is Supply.LIMITED
    play(state, "ax40_supply_convoy_to_tripoli")
    assert state.rp_halves[AXIS] == 4
    assert state.supply_of("de_21pz") is Supply.FULL
    assert state.supply_of("it_pavia") is Supply.LIMITED  # Egypt, not Libya
    sequence.expire(state, "turn")
    state.forget()
    assert state.supply_of("de_21pz") is Supply.LIMITED


def test_fuel_dump_captured_one_space_full_and_1_rp():
    state = table(turn=3)
    place(state, "de_21pz", "Bardia")
    place(state, "it_pavia", "Agedabia")
    play(state, "ax41_fuel_dump_captured")
    assert state.rp_halves[AXIS] == 2
    assert state.legal_actions() == [ev.Choose("Agedabia"), ev.Choose("Bardia")]
    act(state, ev.Choose("Bardia"))
    assert state.supply_of("de_21pz") is Supply.FULL
    assert state.supply_of("it_pavia") is Supply.LIMITED
    assert state.phase == "activate" and state.op["points"] == 3  # then its square OPS


def test_tobruk_captured_stores_only_with_tobruk_and_a_source():
    state = table(turn=7)
    set_control(state, ALLIED, "Tobruk")
    assert not offered(state, "ax42_tobruk_captured_stores")
    state = table(turn=7)
    place(state, "de_21pz", "Bardia")
    assert state.supply_of("de_21pz") is Supply.LIMITED
    play(state, "ax42_tobruk_captured_stores")
    assert state.rp_halves[AXIS] == 4
    assert "Tobruk" in state.sources("axis")
    assert state.supply_of("de_21pz") is Supply.FULL
    sequence.expire(state, "turn")
    assert "Tobruk" not in state.sources("axis")


# -- Malta (N44) -----------------------------------------------------------------------
def replacement_change(state, seat):
    return 2 * effects.replacement_rp(state, seat)


def test_siege_of_malta_costs_the_allies_each_replacement_phase():
    state = table(turn=7)
    play(state, "ax42_siege_of_malta")
    assert replacement_change(state, ALLIED) == -2
    state.rp_halves[ALLIED] = 1
    finish_turn(state)
    assert state.rp_halves[ALLIED] == 0


def test_kesselring_gives_1_rp_each_phase_and_frees_the_malta_convoy():
    state = table(turn=3)
    assert malta.malta_convoy_costs_axis(state)
    play(state, "ax41_kesselring")
    assert replacement_change(state, AXIS) == 2
    assert malta.malta_convoy_costs_axis(state)  # no siege yet
    state.effects["siege_of_malta"] = {"until": "game"}
    assert not malta.malta_convoy_costs_axis(state)


def fake_convoy(monkeypatch, ran):
    """Malta Convoy's event as another module may write it: it records that it ran."""
    monkeypatch.setitem(EVENTS, "malta_convoy",
                        Event(lambda table, seat, card, events: ran.append(card)))


def allied_event(state, card):
    state.phase, state.active, state.current_player = "action", ALLIED, ALLIED
    state.held_since[card] = 1
    give_hand(state, ALLIED, card)
    return act(state, ev.PlayCard(card, "event"))


def test_sea_devils_cancel_the_next_malta_convoy(monkeypatch):
    ran: list[str] = []
    fake_convoy(monkeypatch, ran)
    state = table(turn=3)
    play(state, "ax41_sea_devils_and_e_boats")
    state.op = None
    allied_event(state, "al41_malta_convoy")
    assert ran == []
    assert replacement_change(state, ALLIED) == 0  # used up: no RP lost
    allied_event(state, "al42_malta_convoy")
    assert ran == ["al42_malta_convoy"]  # only the next one


def test_n44_sea_devils_without_a_convoy_cost_1_rp_at_the_turn_end():
    state = table(turn=3)
    play(state, "ax41_sea_devils_and_e_boats")
    assert replacement_change(state, ALLIED) == -2
    state.op = None
    play(state, "ax42_sea_devils_and_e_boats")
    assert replacement_change(state, ALLIED) == -4  # two copies, two convoys or 2 RP
    sequence.expire(state, "turn")
    assert replacement_change(state, ALLIED) == 0


def test_luftwaffe_in_sicily_rp_and_no_malta_convoy():
    state = table(turn=3)
    state.rp_halves[ALLIED] = 4
    assert not malta.malta_convoy_blocked(state)
    play(state, "ax41_luftwaffe_in_sicily")
    assert state.rp_halves[ALLIED] == 2
    assert malta.malta_convoy_blocked(state)
    sequence.expire(state, "turn")
    assert not malta.malta_convoy_blocked(state)


def test_herkules_needs_the_siege_and_takes_malta_on_5_6(die, monkeypatch):
    state = table(turn=7)
    assert not offered(state, "ax42_herkules")
    state.played.append("ax42_siege_of_malta")
    state.effects["siege_of_malta"] = {"until": "game"}
    vp = state.vp()
    die(5)
    play(state, "ax42_herkules")
    assert state.vp() == vp + 1 and state.effects["herkules"]["malta_fallen"]
    ran: list[str] = []
    fake_convoy(monkeypatch, ran)
    allied_event(state, "al42_malta_convoy")
    allied_event(state, "al41_malta_convoy")
    assert ran == []  # no effect for the rest of the game


def test_herkules_failure_costs_2_rp(die):
    state = table(turn=7)
    state.played.append("ax42_siege_of_malta")
    state.rp_halves[AXIS] = 6
    vp = state.vp()
    die(4)
    play(state, "ax42_herkules")
    assert state.rp_halves[AXIS] == 2 and state.vp() == vp
    assert "herkules" not in state.effects


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
