"""What the tests of the combat cards share: a battle set up (the Axis on Cairo, the Allies
on an Axis space), fought out, the cards offered and played, and the column shifts."""

from __future__ import annotations

from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.rules import combat

from .north_africa_builders import (
    ALLIED,
    AXIS,
    act,
    attack,
    cairo_front,
    empty_table,
    give_hand,
    place,
    roll,
    set_control,
)


# -- battles --------------------------------------------------------------------------
def axis_on_cairo(attackers=("de_21pz",), defenders=("uk_6",), flank=False, axis=(),
                  allied=(), rommel_in_play=True):
    """The Axis attacks Cairo from Alexandria; hands given before the attack."""
    state = empty_table(variant="campaign")
    state.flags["rommel"] = rommel_in_play
    cairo_front(state)
    for unit in attackers:
        place(state, unit, "Alexandria")
    for unit in defenders:
        place(state, unit, "Cairo")
    give_hand(state, AXIS, *axis)
    give_hand(state, ALLIED, *allied)
    attack(state, "Cairo", ["Alexandria"], flank=flank)
    return state


def allied_on(target, frm, attackers, defenders, axis=(), allied=(), torch=False):
    """The Allies attack `target` (Axis) from `frm` (Allied)."""
    state = empty_table(variant="campaign")
    state.flags["rommel"] = True
    state.flags["torch"] = torch
    set_control(state, ALLIED, frm)
    set_control(state, AXIS, target)
    for unit in attackers:
        place(state, unit, frm)
    for unit in defenders:
        place(state, unit, target)
    give_hand(state, AXIS, *axis)
    give_hand(state, ALLIED, *allied)
    attack(state, target, [frm], seat=ALLIED)
    return state


def fight_out(state, *dice):
    """Roll the dice; each side takes its losses on the first unit offered."""
    events = roll(state, *dice)
    while state.combat and state.combat["steps"] and state.combat["steps"][0].startswith("loss"):
        events += act(state, state.legal_actions()[0])
    return events


def offered(state):
    return [a.card for a in state.legal_actions() if isinstance(a, ev.PlayCombatCard)]


def play(state, card):
    return act(state, ev.PlayCombatCard(card))


def shifts(state, role):
    return dict(combat.fire_plan(state, role)["shifts"])
