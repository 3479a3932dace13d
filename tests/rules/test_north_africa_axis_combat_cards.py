"""The Axis combat cards (events/combat_cards.py): who is offered each card in a battle and
what it changes, and ruling N70's one card a side, the attacker first. The Allied cards and
the other rulings are in `test_north_africa_combat_cards`. Battles on the real map, dice
fixed."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import combat, effects

from .north_africa_builders import (
    ALLIED,
    AXIS,
    CHANCE,
    act,
    attack,
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


# -- N70: one card a side, the attacker first -------------------------------------------
def test_n70_one_card_a_side_attacker_first():
    state = axis_on_cairo(axis=("ax40_regia_aeronautica", "ax42_luftwaffe_reinforced"),
                          allied=("al41_desert_air_force",))
    assert state.current_player == AXIS  # the attacker is asked first
    assert offered(state) == ["ax40_regia_aeronautica", "ax42_luftwaffe_reinforced"]
    events = play(state, "ax40_regia_aeronautica")
    assert events_of(events, ev.CombatCardPlayed) == [
        ev.CombatCardPlayed(AXIS, "ax40_regia_aeronautica", "Regia Aeronautica")]
    assert state.current_player == ALLIED and offered(state) == ["al41_desert_air_force"]
    play(state, "al41_desert_air_force")
    assert state.current_player == CHANCE  # the Axis is not asked for a second card
    assert state.combat["cards"] == {"a": ["ax40_regia_aeronautica"],
                                     "d": ["al41_desert_air_force"]}
    assert "ax42_luftwaffe_reinforced" in state.hands[AXIS]
    assert shifts(state, "a")["Regia Aeronautica"] == 1
    assert shifts(state, "d")["Desert Air Force"] == 1


# -- the Axis cards ---------------------------------------------------------------------
def test_regia_aeronautica_shifts_the_axis_fire_in_egypt():
    plain = axis_on_cairo()
    state = axis_on_cairo(axis=("ax40_regia_aeronautica",))
    play(state, "ax40_regia_aeronautica")
    assert combat.fire_plan(state, "a")["shift"] == combat.fire_plan(plain, "a")["shift"] + 1
    shot = next(e for e in roll(state, 3, 3) if isinstance(e, ev.Fired) and e.side == AXIS)
    assert shot.shift == combat.fire_plan(plain, "a")["shift"] + 1


def test_regia_aeronautica_not_offered_outside_libya_and_egypt():
    state = allied_on("Keren", "Kassala", ["in_4"], ["it_pavia"],
                      axis=("ax40_regia_aeronautica", "ax42_luftwaffe_reinforced"))
    assert state.current_player == AXIS  # the Allied attacker had nothing: the defender
    assert offered(state) == ["ax42_luftwaffe_reinforced"]


def test_luftwaffe_reinforced_shifts_an_axis_defender_fire():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"],
                      axis=("ax42_luftwaffe_reinforced",))
    assert state.current_player == AXIS and offered(state) == ["ax42_luftwaffe_reinforced"]
    assert "Luftwaffe Reinforced" not in shifts(state, "d")
    play(state, "ax42_luftwaffe_reinforced")
    assert shifts(state, "d")["Luftwaffe Reinforced"] == 1
    assert "Luftwaffe Reinforced" not in shifts(state, "a")


def test_fortified_camps_shifts_the_attacker_and_stops_the_overrun():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_7armd"], ["it_pavia", "it_bologna"],
                      axis=("ax40_fortified_camps",))
    assert not effects.no_overrun(state)
    play(state, "ax40_fortified_camps")
    assert shifts(state, "a")["Fortified Camps"] == -1
    assert effects.no_overrun(state)


def test_stukas_at_dawn_the_fort_gives_nothing():
    def tobruk(cards=()):
        state = empty_table(variant="campaign")
        set_control(state, ALLIED, "Tobruk")
        place(state, "de_21pz", "El Adem")
        place(state, "uk_6", "Tobruk")
        give_hand(state, AXIS, *cards)
        attack(state, "Tobruk", ["El Adem"])
        return state

    plain = tobruk()
    assert combat.fire_plan(plain, "d")["strength"] == 4 + 2  # the fort's bonus
    state = tobruk(("ax41_stukas_at_dawn",))
    play(state, "ax41_stukas_at_dawn")
    assert combat.fire_plan(state, "d")["strength"] == 4
    assert not effects.is_fort(state, "Tobruk")
    roll(state, 6, 1)  # a win: the fort does not hold, the garrison retreats
    assert state.where["uk_6"] != "Tobruk"


def test_stukas_at_dawn_not_offered_against_an_open_space():
    state = axis_on_cairo(axis=("ax41_stukas_at_dawn",))
    assert state.current_player == CHANCE  # nothing to offer: the fire begins


def test_88mm_flak_guns_the_axis_defender_fires_first():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["de_90lt"],
                      axis=("ax41_88mm_flak_guns",))
    play(state, "ax41_88mm_flak_guns")
    assert state.combat["steps"][:2] == ["fire:d", "loss:a"]
    events = roll(state, 6)
    assert [e.side for e in events_of(events, ev.Fired)] == [AXIS]


def test_88mm_flak_guns_needs_a_german_defender_and_rommel():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"],
                      axis=("ax41_88mm_flak_guns",))
    assert state.current_player == CHANCE
    state = empty_table(variant="campaign")
    set_control(state, ALLIED, "Halfaya")
    place(state, "uk_6", "Halfaya")
    place(state, "de_90lt", "Sidi Azeiz")
    give_hand(state, AXIS, "ax41_88mm_flak_guns")
    attack(state, "Sidi Azeiz", ["Halfaya"], seat=ALLIED)  # no Rommel card yet
    assert state.current_player == CHANCE


def test_disengage_no_flank_roll_and_two_spaces_back():
    state = axis_on_cairo(("de_21pz", "it_pavia"), flank=True, allied=("al40_disengage",))
    assert state.current_player == ALLIED and offered(state) == ["al40_disengage"]
    play(state, "al40_disengage")
    assert state.combat["steps"][:2] == ["fire:a", "fire:d"]  # both at once
    events = roll(state, 1, 4)  # 2 against 2: the attacker has not won, the defender goes
    assert not events_of(events, ev.FlankRolled)
    assert not events_of(events, ev.CombatEnded)[0].attacker_won
    options = sorted(a.to for a in state.legal_actions())
    assert options == ["Aqaba", "Gaza", "Port Said", "Wadi Halfa"]
    assert not set(options) & {"Cairo", *state.board.neighbours("Cairo")}
    act(state, ev.Retreat(options[0]))
    assert state.where["uk_6"] == options[0]
    assert state.combat is None  # the attacker lost: no advance


def test_disengage_only_against_a_flank_attack():
    state = axis_on_cairo(("de_21pz", "it_pavia"), allied=("al40_disengage",))
    assert state.current_player == CHANCE


def test_panzer_counterattack_shift_and_german_armour_goes_further():
    state = axis_on_cairo(("de_21pz", "it_ariete"), ("uk_matruh",),
                          axis=("ax41_panzer_counterattack",))
    play(state, "ax41_panzer_counterattack")
    assert shifts(state, "a")["Panzer Counterattack"] == 1
    roll(state, 6, 1)
    assert state.combat["steps"][0] == "advance"
    german = combat.advance_options(state, "de_21pz")
    italian = combat.advance_options(state, "it_ariete")
    assert "Gaza" in german and "Gaza" not in italian  # Cairo, Ismailia, Gaza
    assert "Ismailia" in italian


def test_panzer_counterattack_needs_german_armour():
    state = axis_on_cairo(("it_ariete", "de_90lt"), axis=("ax41_panzer_counterattack",))
    assert state.current_player == CHANCE


def cyrene(cards=()):
    """Three Allied divisions from Derna against two Italian ones in the Cyrene hills."""
    state = empty_table(variant="campaign")
    set_control(state, ALLIED, "Derna")
    for unit in ("uk_6", "au_9", "in_4"):
        place(state, unit, "Derna")
    place(state, "it_pavia", "Cyrene")
    place(state, "it_bologna", "Cyrene")
    give_hand(state, AXIS, *cards)
    attack(state, "Cyrene", ["Derna"], seat=ALLIED)
    for card in cards:
        play(state, card)
    return state


def test_keren_shift_and_holds_unless_beaten_by_two():
    state = cyrene(("ax41_keren",))
    assert shifts(state, "a")["Keren"] == -1
    ended = events_of(fight_out(state, 4, 3), ev.CombatEnded)[0]
    assert (ended.attacker_won, ended.attacker_result - ended.defender_result) == (True, 1)
    assert state.where["it_pavia"] == state.where["it_bologna"] == "Cyrene"
    state = cyrene()
    fight_out(state, 4, 3)  # without the card the same win drives them out
    assert state.where["it_pavia"] == "Barce"
    state = cyrene(("ax41_keren",))
    ended = events_of(fight_out(state, 4, 1), ev.CombatEnded)[0]
    assert ended.attacker_result - ended.defender_result == 2
    assert state.where["it_pavia"] == "Barce"  # beaten by 2: they go


def test_keren_only_in_a_mountain_space():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"], axis=("ax41_keren",))
    assert state.current_player == CHANCE


def test_hellfire_pass_two_columns_left_in_a_fort():
    state = allied_on("Bardia", "Sollum", ["uk_6"], ["it_pavia"], axis=("ax41_hellfire_pass",))
    play(state, "ax41_hellfire_pass")
    assert shifts(state, "a")["Hellfire Pass"] == -2
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_6"], ["it_pavia"],
                      axis=("ax41_hellfire_pass",))
    assert state.current_player == CHANCE  # a clear space, no fort


def test_devil_s_gardens_the_clear_space_counts_as_marsh():
    state = allied_on("Sidi Azeiz", "Halfaya", ["uk_7armd"], ["it_pavia"],
                      axis=("ax42_devil_s_gardens",))
    assert "armour_vs_infantry" in shifts(state, "a")
    play(state, "ax42_devil_s_gardens")
    assert shifts(state, "a") == {"marsh_or_minefields": -1}  # no armour shift in a marsh
    assert effects.no_overrun(state)
