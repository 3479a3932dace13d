"""The Allied combat cards (events/combat_cards.py) and rulings N70-N79: who is offered each
card in a battle, and what it changes (fire columns, the fort, the marsh, the fire order, the
retreat, the advance, the garrison's supply). The Axis cards are in
`test_north_africa_axis_combat_cards`. Battles on the real map, dice fixed."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import combat, effects
from shifting_sands.games.north_africa.rules.supply import Supply

from .north_africa_builders import (
    ALLIED,
    AXIS,
    CHANCE,
    act,
    attack,
    cairo_front,
    empty_table,
    events_of,
    give_hand,
    place,
    roll,
    set_control,
)
from .north_africa_combat_card_helpers import (
    allied_on,
    axis_on_cairo,
    fight_out,
    offered,
    play,
    shifts,
)


# -- the Allied cards -------------------------------------------------------------------
def test_matildas_the_fort_gives_nothing():
    state = allied_on("Bardia", "Sollum", ["uk_7armd"], ["it_pavia"],
                      allied=("al40_matildas",))
    assert combat.fire_plan(state, "d")["strength"] == 2 + 2
    play(state, "al40_matildas")
    assert combat.fire_plan(state, "d")["strength"] == 2
    assert not effects.is_fort(state, "Bardia")


def test_matildas_needs_british_armour():
    state = allied_on("Bardia", "Sollum", ["uk_6"], ["it_pavia"], allied=("al40_matildas",))
    assert state.current_player == CHANCE


def test_minefields_marsh_shift_no_overrun_and_the_flank_still_rolls():
    state = axis_on_cairo(("de_21pz", "it_pavia"), flank=True, allied=("al40_minefields",))
    play(state, "al40_minefields")
    assert shifts(state, "a")["marsh_or_minefields"] == -1
    assert effects.no_overrun(state)
    assert state.combat["steps"] == ["flank"]
    assert events_of(roll(state, 6), ev.FlankRolled)


def test_minefields_not_offered_outside_a_clear_space():
    state = empty_table(variant="campaign")
    place(state, "de_21pz", "Alexandria")
    set_control(state, AXIS, "Alexandria")
    place(state, "uk_6", "Tanta")  # marsh already
    give_hand(state, ALLIED, "al40_minefields")
    attack(state, "Tanta", ["Alexandria"])
    assert state.current_player == CHANCE


def test_royal_navy_bombardment_against_a_port():
    state = allied_on("Bardia", "Sollum", ["uk_6"], ["it_pavia"],
                      allied=("al40_royal_navy_bombardment",))
    play(state, "al40_royal_navy_bombardment")
    assert shifts(state, "a")["Royal Navy Bombardment"] == 1
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"],
                      allied=("al40_royal_navy_bombardment",))
    assert state.current_player == CHANCE


def tobruk_besieged(cards=()):
    """The Allied garrison of Tobruk, its side without a source (out of supply)."""
    state = empty_table(variant="campaign")
    set_control(state, ALLIED, "Tobruk")
    set_control(state, AXIS, "Port Said", "Suez")
    place(state, "de_21pz", "El Adem")
    place(state, "uk_6", "Tobruk")
    give_hand(state, ALLIED, *cards)
    attack(state, "Tobruk", ["El Adem"])
    return state


def test_tobruk_garrison_shift_and_full_supply():
    state = tobruk_besieged(("al41_tobruk_garrison",))
    assert state.supply_of("uk_6") is Supply.NONE
    assert "out_of_supply" in shifts(state, "d")
    play(state, "al41_tobruk_garrison")
    assert state.supply_of("uk_6") is Supply.FULL
    assert "out_of_supply" not in shifts(state, "d")
    assert shifts(state, "a")["Tobruk Garrison"] == -1


def test_tobruk_garrison_only_in_tobruk():
    state = axis_on_cairo(allied=("al41_tobruk_garrison",))
    assert state.current_player == CHANCE


def test_desert_air_force_shifts_the_allied_fire():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"],
                      allied=("al41_desert_air_force",))
    play(state, "al41_desert_air_force")
    assert shifts(state, "a")["Desert Air Force"] == 1
    assert "Desert Air Force" not in shifts(state, "d")


def test_twelfth_air_force_needs_a_us_unit():
    state = allied_on("Sidi Azeiz", "Halfaya", ["us_1"], ["it_pavia"], torch=True,
                      allied=("al42_twelfth_air_force",))
    play(state, "al42_twelfth_air_force")
    assert shifts(state, "a")["Twelfth Air Force"] == 1
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"], torch=True,
                      allied=("al42_twelfth_air_force",))
    assert state.current_player == CHANCE


def test_shermans_one_column_two_against_armour():
    state = allied_on("Sidi Azeiz", "Halfaya", ["us_1armd"], ["it_pavia"],
                      allied=("al42_shermans",))
    play(state, "al42_shermans")
    assert shifts(state, "a")["Shermans"] == 1
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_7armd"], ["it_ariete"],
                      allied=("al42_shermans",))
    play(state, "al42_shermans")
    assert shifts(state, "a")["Shermans"] == 2
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_ariete"],
                      allied=("al42_shermans",))
    assert state.current_player == CHANCE  # no armour of theirs


def test_bir_hakeim_shift_and_no_retreat_when_losing_by_one():
    def battle(cards=()):
        state = axis_on_cairo(("de_21pz", "de_15pz"), ("uk_6", "uk_matruh"), allied=cards)
        for card in cards:
            play(state, card)
        return state

    state = battle(("al42_bir_hakeim",))
    assert shifts(state, "a")["Bir Hakeim"] == -1
    ended = events_of(fight_out(state, 2, 2), ev.CombatEnded)[0]
    assert (ended.attacker_won, ended.attacker_result - ended.defender_result) == (True, 1)
    assert state.where["uk_6"] == "Cairo" and state.combat is None
    state = battle()
    fight_out(state, 2, 2)
    assert state.combat["steps"][0] == "retreat" or state.where["uk_6"] != "Cairo"


# -- rulings N71-N79 --------------------------------------------------------------------
def test_n71_italian_defenders_all_italian_a_german_unit_at_least_one():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia", "de_90lt"],
                      axis=("ax40_fortified_camps", "ax41_88mm_flak_guns"))
    assert offered(state) == ["ax41_88mm_flak_guns"]  # one German is enough; not all Italian
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia", "it_bologna"],
                      axis=("ax40_fortified_camps", "ax41_88mm_flak_guns"))
    assert offered(state) == ["ax40_fortified_camps"]


def test_n72_a_coastal_space_is_a_port():
    assert state_offers_bombardment("Derna", "Mechili")  # a port
    assert not state_offers_bombardment("Gazala", "Mechili")  # on the coast road, no port


def state_offers_bombardment(target, frm):
    state = allied_on(target, frm, ["uk_6"], ["it_pavia"],
                      allied=("al40_royal_navy_bombardment",))
    return offered(state) == ["al40_royal_navy_bombardment"]


def test_n73_offered_only_where_it_can_act():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"],
                      axis=("ax42_devil_s_gardens",))
    assert offered(state) == ["ax42_devil_s_gardens"]
    state = empty_table(variant="campaign")
    state.effects["lightfoot"] = {"until": "round", "seat": ALLIED}
    set_control(state, ALLIED, "Halfaya")
    place(state, "uk_6", "Halfaya")
    place(state, "it_pavia", "Sidi Azeiz")
    give_hand(state, AXIS, "ax42_devil_s_gardens")
    attack(state, "Sidi Azeiz", ["Halfaya"], seat=ALLIED)
    assert state.current_player == CHANCE  # Lightfoot: the gardens would do nothing
    state = allied_on("Cyrene", "Derna", ["uk_6"], ["it_pavia"],
                      axis=("ax42_devil_s_gardens",))
    assert state.current_player == CHANCE  # not a clear space


def test_n74_an_out_of_supply_side_gains_nothing_from_its_card():
    state = empty_table(variant="campaign")
    cairo_front(state)
    set_control(state, AXIS, "Port Said", "Suez")  # the Allies hold no source
    place(state, "de_21pz", "Alexandria")
    place(state, "uk_6", "Cairo")
    give_hand(state, ALLIED, "al41_desert_air_force", "al40_minefields")
    attack(state, "Cairo", ["Alexandria"])
    assert state.supply_of("uk_6") is Supply.NONE
    play(state, "al41_desert_air_force")
    assert "Desert Air Force" not in shifts(state, "d")
    assert shifts(state, "d") == {"out_of_supply": -1}


def test_n75_a_cancelled_fort_allows_the_armour_shift_and_the_overrun_not_the_flank():
    state = allied_on("Bardia", "Sollum", ["uk_7armd", "uk_6"], ["it_pavia"],
                      allied=("al40_matildas",))
    assert state.combat["flank"] is False  # declared with a flank attempt: not allowed
    assert "armour_vs_infantry" not in shifts(state, "a")
    play(state, "al40_matildas")
    assert shifts(state, "a")["armour_vs_infantry"] == 1
    assert not effects.no_overrun(state)
    assert not combat.shuts_armour(state, "Bardia")


def test_n76_lightfoot_silences_the_devil_s_gardens():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_7armd"], ["it_pavia"],
                      axis=("ax42_devil_s_gardens",))
    play(state, "ax42_devil_s_gardens")
    assert "marsh_or_minefields" in shifts(state, "a")
    state.effects["lightfoot"] = {"until": "round", "seat": ALLIED}
    state.forget()
    assert "marsh_or_minefields" not in shifts(state, "a")
    assert not effects.no_overrun(state)
    del state.effects["lightfoot"]
    state.op["lightfoot"] = True  # the operation's mark does the same
    assert "marsh_or_minefields" not in shifts(state, "a")


def test_n77_the_garrison_s_supply_lasts_the_battle():
    state = tobruk_besieged(("al41_tobruk_garrison",))
    play(state, "al41_tobruk_garrison")
    assert state.supply_of("uk_6") is Supply.FULL
    decided = state._copy()
    decided.combat["steps"] = ["retreat", "advance"]  # the battle decided: a retreat ranks
    assert decided.supply_of("uk_6") is Supply.NONE  # places by the real supply
    fight_out(state, 1, 1)
    assert state.combat is None and state.where["uk_6"] == "Tobruk"
    assert state.supply_of("uk_6") is Supply.NONE


def test_n78_disengage_after_a_win_the_attacker_advances():
    state = axis_on_cairo(("de_21pz", "it_pavia"), flank=True, allied=("al40_disengage",))
    play(state, "al40_disengage")
    ended = events_of(fight_out(state, 5, 1), ev.CombatEnded)[0]
    assert ended.attacker_won and not ended.overrun  # the same dice overrun without it
    act(state, ev.Retreat("Port Said"))
    assert state.where["uk_6"] == "Port Said"
    assert ev.Advance("de_21pz", "Cairo") in state.legal_actions()


def test_n78_disengage_without_a_space_two_away_falls_back_to_the_rules():
    def blocked():
        state = empty_table(variant="campaign")
        state.flags["rommel"] = True
        cairo_front(state)
        for unit, where in (("it_1cc", "Wadi Halfa"), ("it_babini", "Gaza"),
                            ("it_1tank", "Port Said"), ("it_2tank", "Aqaba")):
            place(state, unit, where)
        place(state, "de_21pz", "Alexandria")
        place(state, "it_pavia", "Alexandria")
        place(state, "uk_6", "Cairo")
        give_hand(state, ALLIED, "al40_disengage")
        attack(state, "Cairo", ["Alexandria"], flank=True)
        play(state, "al40_disengage")
        assert combat.disengage_options(state) == []
        return state

    state = blocked()
    fight_out(state, 1, 4)  # a tie: no space two away, so the defender stays
    assert state.where["uk_6"] == "Cairo" and state.combat is None
    state = blocked()
    fight_out(state, 4, 1)  # a win: the ordinary one-space retreat
    options = sorted(a.to for a in state.legal_actions() if isinstance(a, ev.Retreat))
    assert options == ["Asyut", "Ismailia", "Suez", "Tanta"]


def test_n79_the_advance_bonus_reaches_further_and_zero_changes_nothing(monkeypatch):
    def won():
        state = axis_on_cairo(("de_21pz",), ("uk_matruh",))
        fight_out(state, 6, 1)
        assert state.combat["steps"][0] == "advance"
        return state

    state = won()
    assert combat.advance_options(state, "de_21pz") == sorted(
        ["Cairo", "Asyut", "Ismailia", "Suez", "Tanta"])  # part one: one space further
    monkeypatch.setattr(effects, "ADVANCE", [lambda table: 1])
    state = won()
    reach = combat.advance_options(state, "de_21pz")
    assert {"Wadi Halfa", "Gaza", "Port Said", "Aqaba"} <= set(reach)


def test_combat_cards_in_the_log_and_on_the_combat_panel():
    from shifting_sands.games.north_africa.rules.log import describe
    from shifting_sands.games.north_africa.table import combat_panel

    played = ev.CombatCardPlayed(ALLIED, "al40_disengage", "Disengage")
    assert describe(played, ("Ann", "Bob")) == (
        "Bob (Allies) plays the combat card Disengage in the battle.")
    state = axis_on_cairo(("de_21pz", "it_pavia"), flank=True, allied=("al40_disengage",))
    declared = ev.AttackDeclared(AXIS, "Cairo", ("Alexandria",), ("de_21pz", "it_pavia"),
                                 ("uk_6",), True, False)
    show = combat_panel.record(None, declared, state.content)
    for event in play(state, "al40_disengage"):
        show = combat_panel.record(show, event, state.content)
    assert show.cards == {"d": ["al40_disengage"]} and show.flank is False


def test_n25_the_winner_keeps_its_card_for_the_turn():
    from shifting_sands.games.north_africa.rules import sequence
    from shifting_sands.games.north_africa.rules.events.combat_cards import KEPT

    state = axis_on_cairo(("it_pavia",), ("uk_6",), axis=("ax40_regia_aeronautica",),
                          allied=("al41_desert_air_force",))
    play(state, "ax40_regia_aeronautica")
    play(state, "al41_desert_air_force")
    ended = events_of(fight_out(state, 1, 6), ev.CombatEnded)[0]
    assert ended.defender_result > ended.attacker_result  # the defender won
    assert state.effects[KEPT]["cards"] == [[], ["al41_desert_air_force"]]
    place(state, "de_21pz", "Alexandria")
    attack(state, "Cairo", ["Alexandria"])  # a later battle: no card in the Allied hand
    assert state.current_player == CHANCE
    assert shifts(state, "d")["Desert Air Force"] == 1
    assert "Regia Aeronautica" not in shifts(state, "a")  # the loser's is gone
    sequence.expire(state, "turn")
    assert "Desert Air Force" not in shifts(state, "d")


def test_n25_nothing_kept_on_a_tie_and_disengage_never():
    from shifting_sands.games.north_africa.rules.events.combat_cards import KEPT

    state = axis_on_cairo(("de_21pz", "it_pavia"), flank=True, allied=("al40_disengage",))
    play(state, "al40_disengage")
    fight_out(state, 1, 4)  # a tie
    assert KEPT not in state.effects
    state = axis_on_cairo(("de_21pz", "it_pavia"), flank=True, allied=("al40_disengage",))
    play(state, "al40_disengage")
    ended = events_of(fight_out(state, 1, 6), ev.CombatEnded)[0]
    assert ended.defender_result > ended.attacker_result
    assert KEPT not in state.effects


def test_n25_a_tie_keeps_nothing():
    from shifting_sands.games.north_africa.rules.events.combat_cards import KEPT

    state = axis_on_cairo(("it_pavia",), ("uk_6",), allied=("al41_desert_air_force",))
    play(state, "al41_desert_air_force")
    ended = events_of(fight_out(state, 2, 1), ev.CombatEnded)[0]
    assert ended.attacker_result == ended.defender_result
    assert KEPT not in state.effects


def test_n70_a_kept_card_acts_where_its_battle_allows_and_once_a_title():
    from shifting_sands.games.north_africa.rules.events.combat_cards import KEPT

    def keeping(target, frm, cards, **hands):
        state = empty_table(variant="campaign")
        state.effects[KEPT] = {"until": "turn", "cards": cards}
        set_control(state, ALLIED, frm)
        set_control(state, AXIS, target)
        place(state, "in_4", frm)
        place(state, "it_pavia", target)
        give_hand(state, ALLIED, *hands.get("allied", ()))
        attack(state, target, [frm], seat=ALLIED)
        return state

    state = keeping("Sidi Azeiz", "Halfaya", [["ax40_regia_aeronautica"], []])
    assert shifts(state, "d")["Regia Aeronautica"] == 1
    state = keeping("Keren", "Kassala", [["ax40_regia_aeronautica"], []])
    assert "Regia Aeronautica" not in shifts(state, "d")  # not in Libya or Egypt
    state = keeping("Sidi Azeiz", "Halfaya", [[], ["al41_desert_air_force"]],
                    allied=("al42_desert_air_force",))
    before = combat.fire_plan(state, "a")["shift"]
    play(state, "al42_desert_air_force")  # a second copy adds nothing
    assert combat.fire_plan(state, "a")["shift"] == before
    assert shifts(state, "a")["Desert Air Force"] == 1
