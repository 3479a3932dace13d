"""The Allied political and intelligence events (rulings N50-N59), played through the public
contract on built positions."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import cards, combat, effects, operations
from shifting_sands.games.north_africa.rules.supply import Supply

from .north_africa_builders import (
    ALLIED,
    AXIS,
    act,
    attack,
    empty_table,
    events_of,
    give_hand,
    place,
    roll,
    set_control,
    start_ops,
)


def campaign(turn: int = 1):
    return empty_table(turn=turn, variant="campaign")


def allies_to_act(state) -> None:
    state.phase, state.active, state.current_player, state.op = "action", ALLIED, ALLIED, None


def play(state, card: str) -> list:
    """The Allies play `card` for its event in their action of this round."""
    allies_to_act(state)
    give_hand(state, ALLIED, card)
    return act(state, ev.PlayCard(card, "event"))


def offered(state, seat: int, card: str) -> bool:
    give_hand(state, seat, card)
    return ev.PlayCard(card, "event") in state.legal_actions()


def axis_skips_action(state) -> list:
    """The Axis takes the automatic operation and does nothing with it."""
    assert state.active == AXIS and state.phase == "action"
    events = act(state, ev.AutomaticOperation())
    while state.active == AXIS and state.phase in ("activate", "attack"):
        events += act(state, ev.EndActivation() if state.phase == "activate"
                      else ev.EndAttacks())
    return events


# -- Orders from Rome (N50) ---------------------------------------------------------------
def test_orders_from_rome_moves_the_vp_marker_when_the_axis_does_not_attack():
    state = campaign()
    before = state.vp()
    play(state, "al40_orders_from_rome")
    assert state.vp() == before and state.in_effect("orders_from_rome")
    events = axis_skips_action(state)
    assert state.vp() == before - 1
    assert not state.in_effect("orders_from_rome")
    assert events_of(events, ev.VictoryPointsGained)


def italians_attack_mersa_matruh(state, frm: str) -> None:
    place(state, "it_1lib", frm)
    place(state, "uk_6", "Mersa Matruh")
    set_control(state, AXIS, frm, "Bardia", "Sollum")
    act(state, ev.AutomaticOperation(), ev.Activate(frm, "attack"))
    assert state.phase == "attack"
    act(state, ev.Attack("Mersa Matruh", (frm,)))
    fight_out(state)


def fight_out(state) -> None:
    """Low dice and the last choice offered until the attacker's action is over."""
    while state.phase in ("combat", "attack") and state.active == AXIS:
        if state.current_player < 0:
            roll(state, 1)
        else:
            act(state, state.legal_actions()[-1])


def test_orders_from_rome_is_met_by_an_italian_attack_in_egypt():
    state = campaign()
    before = state.vp()
    play(state, "al40_orders_from_rome")
    italians_attack_mersa_matruh(state, "Sidi Barrani")
    assert state.active == ALLIED
    assert state.vp() == before
    assert not state.in_effect("orders_from_rome")


def test_n50_the_attacking_italian_unit_must_stand_in_egypt():
    state = campaign()
    place(state, "it_1lib", "Bardia")
    place(state, "uk_6", "Sollum")
    set_control(state, AXIS, "Bardia")
    before = state.vp()
    play(state, "al40_orders_from_rome")
    attack(state, "Sollum", ["Bardia"], points=1)  # from Libya into Egypt: not enough
    fight_out(state)
    assert state.active == ALLIED
    assert state.vp() == before - 1


# -- Poor Morale (N51) --------------------------------------------------------------------
def poor_morale_fight(state, *defenders: str) -> dict:
    for unit in defenders:
        place(state, unit, "Sidi Barrani")
    place(state, "uk_6", "Mersa Matruh")
    set_control(state, AXIS, "Sidi Barrani")
    attack(state, "Sidi Barrani", ["Mersa Matruh"], seat=ALLIED)
    return combat.fire_plan(state, "a")


def test_poor_morale_shifts_attacks_on_italian_stacks_one_column_right():
    state = campaign()
    play(state, "al40_poor_morale")
    assert state.effects["poor_morale"]["until"] == "turn"
    assert ("poor_morale", 1) in poor_morale_fight(state, "it_1lib")["shifts"]
    assert ("poor_morale", 0) not in combat.fire_plan(state, "d")["shifts"]
    assert not any(name == "poor_morale" for name, _ in combat.fire_plan(state, "d")["shifts"])


def test_n51_poor_morale_needs_a_stack_of_only_italians():
    state = campaign()
    play(state, "al40_poor_morale")
    shifts = poor_morale_fight(state, "it_1lib", "de_90lt")["shifts"]
    assert not any(name == "poor_morale" for name, _ in shifts)


def test_poor_morale_is_gone_without_the_card():
    state = campaign()
    shifts = poor_morale_fight(state, "it_1lib")["shifts"]
    assert not any(name == "poor_morale" for name, _ in shifts)


# -- LRDG (N52) ---------------------------------------------------------------------------
def lrdg_in_play(hand=("ax40_regia_marina_sortie", "ax40_graziani")):
    state = campaign()
    place(state, "lrdg", "Deep Desert")
    give_hand(state, AXIS, *hand)
    play(state, "al40_lrdg")
    assert state.in_effect("lrdg") and "al40_lrdg" in state.removed
    axis_skips_action(state)
    assert state.active == ALLIED and state.phase == "action"
    return state


def test_lrdg_looks_at_the_axis_hand_once_a_turn():
    state = lrdg_in_play()
    assert ev.LRDGMission("look") in state.legal_actions()
    events = act(state, ev.LRDGMission("look"))
    assert state.revealed[AXIS] == sorted(state.hands[AXIS])
    assert events_of(events, ev.HandShown) == [ev.HandShown(AXIS, 2)]
    assert state.view_for(ALLIED).seen_hand == tuple(state.hands[AXIS])
    assert state.view_for(AXIS).seen_hand is None
    assert not any(isinstance(a, ev.LRDGMission) for a in state.legal_actions())


def test_lrdg_raid_makes_the_axis_discard_at_random():
    state = lrdg_in_play()
    act(state, ev.LRDGMission("raid"))
    assert len(state.hands[AXIS]) == 1 and len(state.discards[AXIS]) == 1
    assert state.effects["lrdg"]["used"] == state.turn


def test_lrdg_needs_the_lrdg_in_the_deep_desert():
    state = lrdg_in_play()
    place(state, "lrdg", "Siwa")
    assert not any(isinstance(a, ev.LRDGMission) for a in state.legal_actions())


def test_n52_lrdg_mission_keeps_the_action_round_and_returns_next_turn():
    state = lrdg_in_play()
    round_now = state.round
    act(state, ev.LRDGMission("look"))
    assert (state.round, state.active, state.phase) == (round_now, ALLIED, "action")
    assert ev.AutomaticOperation() in state.legal_actions()
    state.turn += 1
    assert ev.LRDGMission("raid") in state.legal_actions()


# -- Wavell (N53) -------------------------------------------------------------------------
def wavell_front(state) -> None:
    """Two Egyptian spaces cut off from supply: each pays 1 per unit (2)."""
    place(state, "uk_6", "Sidi Barrani")
    place(state, "uk_50", "Sidi Barrani")
    place(state, "au_6", "Sollum")
    place(state, "in_4", "Sollum")
    place(state, "de_90lt", "Mersa Matruh")
    set_control(state, AXIS, "Mersa Matruh", "Sidi Suleiman", "Halfaya", "Bardia")
    set_control(state, ALLIED, "Sidi Barrani", "Sollum")


def test_wavell_makes_one_egyptian_activation_a_round_cost_one_less():
    state = campaign()
    wavell_front(state)
    assert state.supply_of("uk_6") is Supply.NONE
    start_ops(state, ALLIED, 6)
    assert operations.activation_cost(state, "Sidi Barrani", ALLIED, "move") == 2
    state.effects["wavell"] = {"until": "game", "seat": ALLIED}
    assert operations.activation_cost(state, "Sidi Barrani", ALLIED, "move") == 1
    act(state, ev.Activate("Sidi Barrani", "move"))
    assert state.op["points"] == 5
    assert operations.activation_cost(state, "Sollum", ALLIED, "move") == 2
    act(state, ev.Activate("Sollum", "move"))
    assert state.op["points"] == 3


def test_wavell_is_played_as_a_permanent_event_and_ends_when_popped():
    state = campaign()
    play(state, "al40_wavell")
    assert state.in_effect("wavell")
    wavell_front(state)
    start_ops(state, ALLIED, 6)
    assert operations.activation_cost(state, "Sollum", ALLIED, "move") == 1
    state.effects.pop("wavell")  # Auchinleck
    assert operations.activation_cost(state, "Sollum", ALLIED, "move") == 2


def test_n53_wavell_only_for_british_or_commonwealth_spaces():
    state = campaign()
    wavell_front(state)
    place(state, "ff_1bde", "Sollum")
    state.effects["wavell"] = {"until": "game", "seat": ALLIED}
    start_ops(state, ALLIED, 6)
    assert operations.activation_cost(state, "Sollum", ALLIED, "move") == 3
    assert operations.activation_cost(state, "Sidi Barrani", ALLIED, "move") == 1


# -- Taranto ----------------------------------------------------------------------------------
def test_taranto_costs_the_axis_1_rp_and_stays_in_effect():
    state = campaign()
    state.rp_halves = [5, 0]
    play(state, "al40_taranto")
    assert state.rp_halves[AXIS] == 3
    assert state.in_effect("taranto") and "al40_taranto" in state.removed
    state.rp_halves[AXIS] = 1
    from shifting_sands.games.north_africa.rules.events.allied_politics import lose_rp

    lose_rp(state, AXIS, 1, [])
    assert state.rp_halves[AXIS] == 0  # never below 0


# -- Free French in Chad (N54) ------------------------------------------------------------
def test_free_french_in_chad_lets_the_chad_units_out():
    state = campaign()
    place(state, "ff_leclerc", "Chad")
    start_ops(state, ALLIED, 3)
    assert not any(isinstance(a, ev.Activate) and a.space == "Chad"
                   for a in state.legal_actions())
    state.op = None
    play(state, "al40_free_french_in_chad")  # square OPS: its operation begins
    assert state.phase == "activate"
    assert ev.Activate("Chad", "move") in state.legal_actions()


def test_n54_the_plain_deck_keeps_chad_open():
    state = empty_table(variant="plain")
    place(state, "ff_leclerc", "Chad")
    start_ops(state, ALLIED, 3)
    assert ev.Activate("Chad", "move") in state.legal_actions()


# -- Exporter (N55) -----------------------------------------------------------------------
def test_exporter_opens_the_levant_and_ends_vichy_cooperation():
    state = campaign(turn=3)
    place(state, "vf_1", "Damascus")
    place(state, "au_7", "Haifa")
    set_control(state, ALLIED, "Haifa")
    start_ops(state, ALLIED, 3)
    assert ev.Activate("Haifa", "attack") not in state.legal_actions()
    state.effects["vichy_cooperation"] = {"until": "game", "seat": AXIS}
    state.op = None
    play(state, "al41_exporter")
    assert not state.in_effect("vichy_cooperation")
    assert "Damascus" in state.opened() and "Beirut" in state.opened()
    start_ops(state, ALLIED, 3)
    assert ev.Activate("Haifa", "attack") in state.legal_actions()


def test_n55_the_vichy_units_stay_out_of_axis_hands():
    state = campaign(turn=3)
    place(state, "vf_1", "Damascus")
    state.effects["exporter"] = {"until": "game", "seat": ALLIED}
    state.forget()
    assert state.inert("vf_1")
    start_ops(state, AXIS, 3)
    assert not any(isinstance(a, ev.Activate) and a.space == "Damascus"
                   for a in state.legal_actions())


# -- Barbarossa ---------------------------------------------------------------------------
def test_barbarossa_must_be_held_a_turn():
    state = campaign(turn=4)
    allies_to_act(state)
    state.held_since["al41_barbarossa"] = 4
    give_hand(state, ALLIED, "al41_barbarossa")
    state.held_since["al41_barbarossa"] = 4
    state.forget()  # a field changed in place: what was derived from the position goes
    assert ev.PlayCard("al41_barbarossa", "event") not in state.legal_actions()
    state.held_since["al41_barbarossa"] = 3
    state.forget()
    assert ev.PlayCard("al41_barbarossa", "event") in state.legal_actions()


def test_barbarossa_costs_2_rp_and_rommel_this_turn():
    state = campaign(turn=4)
    state.flags["rommel"] = True
    state.rp_halves = [6, 0]
    allies_to_act(state)
    give_hand(state, ALLIED, "al41_barbarossa")
    state.held_since["al41_barbarossa"] = 3
    act(state, ev.PlayCard("al41_barbarossa", "event"))
    assert state.rp_halves[AXIS] == 2
    place(state, "de_15pz", "Sollum")
    place(state, "uk_6", "Sidi Barrani")
    set_control(state, AXIS, "Sollum")
    start_ops(state, AXIS, 3)
    state.op["ready"]["de_15pz"] = "Sollum"
    assert not operations.can_rommel(state, "Sidi Barrani", ["de_15pz"])
    state.turn += 1
    assert operations.can_rommel(state, "Sidi Barrani", ["de_15pz"])


# -- Malta Convoy and Pedestal (N56) --------------------------------------------------------
def convoy(state, card="al41_malta_convoy") -> list:
    allies_to_act(state)
    give_hand(state, ALLIED, card)
    state.held_since[card] = state.turn - 1
    return act(state, ev.PlayCard(card, "event"))


def test_malta_convoy_moves_rp_and_ends_the_siege():
    state = campaign(turn=4)
    state.rp_halves = [4, 0]
    state.effects["siege_of_malta"] = {"until": "game", "seat": AXIS}
    convoy(state)
    assert state.rp_halves == [2, 2]
    assert not state.in_effect("siege_of_malta")


def test_malta_convoy_is_cancelled_by_sea_devils():
    state = campaign(turn=4)
    state.rp_halves = [4, 0]
    state.effects["sea_devils_and_e_boats"] = {"until": "turn", "waiting": 1}
    state.effects["siege_of_malta"] = {"until": "game", "seat": AXIS}
    convoy(state)
    assert state.rp_halves == [4, 0] and state.in_effect("siege_of_malta")
    assert not state.in_effect("sea_devils_and_e_boats")  # used up


def test_malta_convoy_not_offered_under_luftwaffe_in_sicily_or_after_malta_falls():
    state = campaign(turn=4)
    allies_to_act(state)
    give_hand(state, ALLIED, "al41_malta_convoy")
    state.held_since["al41_malta_convoy"] = 4
    state.forget()  # a field changed in place: what was derived from the position goes
    assert ev.PlayCard("al41_malta_convoy", "event") not in state.legal_actions()  # held
    state.held_since["al41_malta_convoy"] = 3
    state.forget()
    assert ev.PlayCard("al41_malta_convoy", "event") in state.legal_actions()
    state.effects["luftwaffe_in_sicily"] = {"until": "turn", "seat": AXIS}
    state.forget()
    assert ev.PlayCard("al41_malta_convoy", "event") not in state.legal_actions()
    del state.effects["luftwaffe_in_sicily"]
    state.effects["herkules"] = {"until": "game", "seat": AXIS, "malta_fallen": True}
    state.forget()
    assert ev.PlayCard("al41_malta_convoy", "event") not in state.legal_actions()
    state.effects["herkules"] = {"until": "game", "seat": AXIS}  # failed: Malta stands
    state.forget()
    assert ev.PlayCard("al41_malta_convoy", "event") in state.legal_actions()


def test_n56_kesselring_spares_the_axis_only_while_the_siege_is_on():
    state = campaign(turn=5)
    state.rp_halves = [4, 0]
    state.effects["kesselring"] = {"until": "game", "seat": AXIS}
    state.effects["siege_of_malta"] = {"until": "game", "seat": AXIS}
    convoy(state, "al42_malta_convoy")
    assert state.rp_halves == [4, 2]
    state.rp_halves = [4, 0]
    convoy(state, "al42_malta_convoy")  # the siege is over now: the Axis pays
    assert state.rp_halves == [2, 2]


def test_pedestal_gives_2_rp_ends_the_siege_and_bars_herkules_this_turn():
    state = campaign(turn=5)
    state.effects["siege_of_malta"] = {"until": "game", "seat": AXIS}
    play(state, "al42_pedestal")
    assert state.rp_halves[ALLIED] == 4
    assert not state.in_effect("siege_of_malta")
    assert state.effects["pedestal"]["until"] == "turn"


# -- Ultra ----------------------------------------------------------------------------------
def test_ultra_shows_the_axis_hand_and_the_axis_plays_combat_cards_first():
    state = campaign(turn=3)
    give_hand(state, AXIS, "ax40_graziani")
    place(state, "uk_6", "Mersa Matruh")
    events = play(state, "al41_ultra")
    assert state.phase == "activate"  # its square OPS: the Allies see the hand meanwhile
    assert state.revealed[AXIS] == ["ax40_graziani"]
    assert events_of(events, ev.HandShown) == [ev.HandShown(AXIS, 1)]
    assert state.effects["ultra"]["until"] == "turn"
    state.combat = {"seat": ALLIED}
    assert cards.card_steps(state) == ["card:d", "card:a"]
    state.combat["seat"] = AXIS
    assert cards.card_steps(state) == ["card:a", "card:d"]
    del state.effects["ultra"]
    state.combat["seat"] = ALLIED
    assert cards.card_steps(state) == ["card:a", "card:d"]


# -- Amba Alagi (N57) -----------------------------------------------------------------------
def test_amba_alagi_costs_italians_off_the_mountains_a_step():
    state = campaign(turn=3)
    set_control(state, ALLIED, "Addis Ababa")
    place(state, "it_1cc", "Jimma")
    place(state, "it_frontier", "Neghelli", reduced=True)
    place(state, "it_maletti", "Harar")
    place(state, "it_1lib", "Bardia")
    play(state, "al41_amba_alagi")
    assert "it_1cc" in state.reduced
    assert state.where["it_frontier"] != "Neghelli"
    assert "it_maletti" not in state.reduced and "it_1lib" not in state.reduced


def test_n57_amba_alagi_needs_allied_addis_ababa():
    state = campaign(turn=3)
    allies_to_act(state)
    assert not offered(state, ALLIED, "al41_amba_alagi")
    set_control(state, ALLIED, "Addis Ababa")
    assert offered(state, ALLIED, "al41_amba_alagi")


# -- Special Air Service --------------------------------------------------------------------
def test_special_air_service_raids_from_the_deep_desert():
    state = campaign(turn=3)
    state.rp_halves = [4, 0]
    give_hand(state, AXIS, "ax40_graziani", "ax40_regia_marina_sortie")
    allies_to_act(state)
    assert not offered(state, ALLIED, "al41_special_air_service")
    place(state, "lrdg", "Deep Desert")
    play(state, "al41_special_air_service")
    assert len(state.hands[AXIS]) == 1 and state.rp_halves[AXIS] == 2


# -- The Alamein Line (N58) -----------------------------------------------------------------
def test_the_alamein_line_keeps_el_alamein_a_fort_for_the_allies():
    state = campaign(turn=5)
    place(state, "uk_6", "El Alamein")
    play(state, "al42_the_alamein_line")
    assert state.in_effect("the_alamein_line")
    assert effects.is_fort(state, "El Alamein")
    place(state, "uk_6", "Reserve Box")
    place(state, "de_90lt", "El Alamein")
    assert not effects.is_fort(state, "El Alamein")  # no longer the Axis's


def test_n58_el_alamein_is_no_fort_for_the_axis_under_the_alamein_line():
    state = campaign(turn=5)
    place(state, "de_90lt", "El Alamein")
    set_control(state, AXIS, "El Alamein")
    assert effects.is_fort(state, "El Alamein")  # printed
    state.effects["the_alamein_line"] = {"until": "game", "seat": ALLIED}
    assert not effects.is_fort(state, "El Alamein")
    assert effects.is_fort(state, "Mersa Matruh")


# -- Tobruk Raid (N59) ----------------------------------------------------------------------
def test_tobruk_raid_costs_1_rp_and_cuts_tobruk_as_an_axis_source(monkeypatch):
    monkeypatch.setattr(effects, "SOURCES",
                        [*effects.SOURCES, lambda table, kind: ["Tobruk"]])
    state = campaign(turn=5)
    state.rp_halves = [4, 0]
    set_control(state, AXIS, "Tobruk")
    assert "Tobruk" in state.sources("axis")
    play(state, "al42_tobruk_raid")
    assert state.rp_halves[AXIS] == 2
    assert "Tobruk" not in state.sources("axis")
    assert state.effects["tobruk_raid"]["until"] == "turn"


def test_n59_tobruk_raid_on_allied_tobruk_only_costs_rp():
    state = campaign(turn=5)
    state.rp_halves = [4, 0]
    set_control(state, ALLIED, "Tobruk")
    play(state, "al42_tobruk_raid")
    assert state.rp_halves[AXIS] == 2
    assert not state.in_effect("tobruk_raid")
