"""The game log in sentences with place names: one per event, or None for a quiet one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shifting_sands.games.north_africa.rules import actions as ev

SIDE_NAMES = ("The Axis", "The Allies")
USES = {"ops": "for {ops} OPS", "rd": "for {ops} RD points", "rp": "for replacements"}


def card_title(card_id: str) -> str:
    """A strategy card's title, or "a 3-OPS card" for the plain deck's."""
    from shifting_sands.content.north_africa_game import default_north_africa

    content = default_north_africa()
    card = content.deck.get(card_id)
    return card.title if card is not None else f"a {content.cards.get(card_id, '?')}-OPS card"


def named(card_id: str) -> str:
    """A card as a sentence names it: "Rommel", or "a 3-OPS card"."""
    return card_title(card_id)


def unit_name(unit_id: str) -> str:
    from shifting_sands.content.north_africa_game import default_north_africa

    unit = default_north_africa().units.get(unit_id)
    return unit.name if unit else unit_id


def names_of(units: Sequence[str]) -> str:
    named = [unit_name(u) for u in units]
    if len(named) <= 1:
        return "".join(named)
    return ", ".join(named[:-1]) + " and " + named[-1]


def lead(text: str) -> str:
    """A sentence's first words: "The 4th Indian ..." where a unit's name starts with a
    number."""
    return f"The {text}" if text[:1].isdigit() else text


def who(seat: int, names: Sequence[str]) -> str:
    side = ("Axis", "Allies")[seat] if seat in (0, 1) else "?"
    name = names[seat] if 0 <= seat < len(names) else side
    return f"{name} ({side})"


def describe(event: Any, names: Sequence[str]) -> str | None:
    match event:
        case ev.TurnBegan(turn, name):
            return f"Turn {turn} begins: {name}."
        case ev.YearDeckJoined(year, cards):
            return f"The {year} cards join both decks ({cards} each)."
        case ev.Discarded():
            return None
        case ev.Drew(seat, count):
            return f"{who(seat, names)} draws {count} card{'s' if count != 1 else ''}."
        case ev.HistoryEvent(name):
            return {"Rommel": "Rommel takes command in Africa.",
                    "Montgomery": "Montgomery takes command: Benghazi and Tobruk now supply "
                                  "the Allies.",
                    "Torch": "Operation Torch: the Allies land in Algeria and the Axis "
                             "pours into Tunisia."}.get(name, f"{name}.")
        case ev.Arrived(unit, where):
            return f"{lead(unit_name(unit))} arrives at {where}."
        case ev.RoundBegan(number):
            return f"Action round {number}."
        case ev.CardPlayed(seat, card, ops, use):
            if use == "event":
                return None  # EventPlayed says it, with the title
            return (f"{who(seat, names)} plays {named(card)} "
                    f"{USES[use].format(ops=ops)}.")
        case ev.EventPlayed(seat, card, title):
            return f"{who(seat, names)} plays {title or card_title(card)} for its event."
        case ev.CombatCardPlayed(seat, card, title):
            return (f"{who(seat, names)} plays the combat card {title or card_title(card)} "
                    "in the battle.")
        case ev.EventEffect(_seat, text):
            text = text.strip()
            return text if text.endswith((".", "!", "?")) else text + "."
        case ev.HandShown(seat, count):
            shows = "shows its" if seat == 0 else "show their"
            return (f"{SIDE_NAMES[seat]} {shows} hand ({count} card{'s' if count != 1 else ''}) "
                    f"to {SIDE_NAMES[1 - seat].replace('The ', 'the ')}.")
        case ev.AutomaticOperationTaken(seat):
            return f"{who(seat, names)} takes the automatic operation (1 OPS)."
        case ev.Activated(_, space, mode, cost):
            return f"{space} is activated to {mode} ({cost} OPS)."
        case ev.Moved(unit, frm, to) | ev.Redeployed(unit, frm, to):
            verb = "moves" if isinstance(event, ev.Moved) else "redeploys"
            return f"{lead(unit_name(unit))} {verb} from {frm} to {to}."
        case ev.ControlChanged(space, owner):
            return f"{space} is now {'Axis' if owner == 'axis' else 'Allied'}."
        case ev.AttackDeclared(seat, target, spaces, attackers, _, flank, rommel):
            extra = (" with a flank attack" if flank else "") + (
                " and Rommel" if rommel else "")
            return (f"{who(seat, names)} attacks {target} from {', '.join(spaces)} "
                    f"with {names_of(attackers)}{extra}.")
        case ev.FlankRolled(die, needed, success):
            outcome = ("it works, the attacker fires first" if success
                       else "it fails, the defender fires first")
            return f"Flank attack: a {die} (needs {needed}): {outcome}."
        case ev.Fired(seat, table, strength, shift, column, die, loss, bold):
            shifted = f", {abs(shift)} column{'s' if abs(shift) != 1 else ''} " \
                      f"{'right' if shift > 0 else 'left'}" if shift else ""
            return (f"{('The Axis', 'The Allies')[seat]} fire{'s' if seat == 0 else ''} with "
                    f"{strength} on the {table.capitalize()} table (column {column}{shifted}): "
                    f"a {die}, {loss} loss point{'s' if loss != 1 else ''}"
                    f"{' (bold)' if bold else ''}.")
        case ev.StepLost(unit, eliminated, permanent):
            if not eliminated:
                return f"{lead(unit_name(unit))} is reduced."
            return f"{lead(unit_name(unit))} is eliminated{' for good' if permanent else ''}."
        case ev.NoStepLost(seat, points, smallest):
            return (f"{SIDE_NAMES[seat]} lose{'s' if seat == 0 else ''} no step: "
                    f"{points} loss point{'s' if points != 1 else ''} cannot flip a unit "
                    f"(the smallest step takes {smallest}).")
        case ev.CombatEnded(target, a, d, won, overrun):
            if overrun:
                return f"Overrun at {target}!"
            if won:
                return f"The attack on {target} succeeds ({a} against {d})."
            # nobody moves (N12), though the defenders may all be gone: not "held"
            outcome = "ends in a tie" if a == d else "falls short"
            return f"The attack on {target} {outcome} ({a} against {d}): nobody advances."
        case ev.Retreated(units, frm, to):
            verb = "retreats" if len(units) == 1 else "retreat"
            return f"{lead(names_of(units))} {verb} from {frm} to {to}."
        case ev.Displaced(units, frm, to):
            verb = "is" if len(units) == 1 else "are"
            return f"{lead(names_of(units))} {verb} displaced from {frm} to {to}."
        case ev.Advanced(unit, frm, to):
            return f"{lead(unit_name(unit))} advances from {frm} to {to}."
        case ev.ReplacementPoints(seat, halves, total) if halves == 0:
            return f"{who(seat, names)} keeps {total / 2:g} replacement points (none to lose)."
        case ev.ReplacementPoints(seat, halves, total):
            verb = "gains" if halves > 0 else "loses"
            return (f"{who(seat, names)} {verb} {abs(halves) / 2:g} replacement point"
                    f"{'s' if abs(halves) != 2 else ''} ({total / 2:g} in all).")
        case ev.Replaced(unit):
            return f"{lead(unit_name(unit))} is brought back to full strength."
        case ev.Rebuilt(unit, where):
            return f"{lead(unit_name(unit))} is rebuilt at {where}."
        case ev.AttritionLoss(unit, permanent):
            return (f"{lead(unit_name(unit))} is out of supply and lost"
                    f"{' for good' if permanent else ''}.")
        case ev.OverstackLoss(unit, permanent):
            return (f"{lead(unit_name(unit))} is lost to overstacking"
                    f"{' for good' if permanent else ''}.")
        case ev.VictoryPointsGained(reason, points, total):
            return f"The Axis gains {points} VP for {reason} (now {total})."
        case ev.GameWon(seat, reason, _):
            return f"{SIDE_NAMES[seat]} win{'s' if seat == 0 else ''}: {reason}."
    return None
