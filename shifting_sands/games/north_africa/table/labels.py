"""Words for the buttons and the hover notes: each legal action said in a few words, with
place and unit names (the rules' own sentences are `rules.prompt_text` and `log.describe`)."""

from __future__ import annotations

from typing import Any

from shifting_sands.games.north_africa.rules import actions as a

SIDE_NAMES = ("Axis", "Allies")
USE_WORDS = {"ops": "OPS", "rd": "Redeploy (RD)", "rp": "Replacements (RP)"}
STEP_WORDS = {
    "flank": "Flank attempt", "fire:a": "Attacker fires", "fire:d": "Defender fires",
    "loss:a": "Attacker takes losses", "loss:d": "Defender takes losses",
    "resolve": "Result", "retreat": "Defenders retreat", "displace": "Overrun: displacement",
    "advance": "Advance", "card:a": "Attacker's combat card",
    "card:d": "Defender's combat card", "order": "Fire order",
}
SHIFT_WORDS = {
    "out_of_supply": "out of supply", "armour_vs_infantry": "armour against infantry",
    "infantry_vs_armour": "infantry against armour", "rommel": "Rommel",
    "marsh_or_minefields": "marsh or minefields", "mountain": "mountain",
}


def unit_name(content: Any, unit_id: str) -> str:
    unit = content.units.get(unit_id)
    return unit.name if unit else unit_id


def unit_title(content: Any, unit_id: str, factors: str = "") -> str:
    """"1st Libyan (Italian infantry division) 2-2-3"."""
    unit = content.units.get(unit_id)
    if unit is None:
        return unit_id
    size = "division" if unit.size == "division" else "battlegroup"
    return f"{unit.name} ({unit.nationality} {unit.arm} {size}) {factors}".rstrip()


def stands_for(content: Any, unit_id: str, turn: int) -> str:
    """"the 5th Light Division until Fall 1941" while a renamed formation's counter stands
    for its earlier self (`formerly` in units.yaml), else ""."""
    unit = content.units.get(unit_id)
    formerly = unit.formerly if unit is not None else None
    if not formerly or turn > formerly[1]:
        return ""
    name, last = formerly
    turns = content.tables.model.turns
    later = f" until {content.tables.turn_name(last + 1)}" if last < len(turns) else ""
    return f"the {name}{later}"


def card_title(content: Any, card: str) -> str:
    """A strategy card's title, or "3-OPS card" for the plain deck's."""
    found = getattr(content, "deck", {}).get(card)
    return found.title if found is not None else f"{content.cards.get(card, '?')}-OPS card"


def option_words(content: Any, option: str) -> str:
    """An event's option as shown: a unit's name, a card's title, a space as it is named."""
    if option in content.units:
        return unit_name(content, option)
    if option in getattr(content, "deck", {}):
        return content.deck[option].title
    return option[:1].upper() + option[1:]


def generic_words(action: Any) -> str:
    """Any other action from its class name and fields ("LRDG Mission: raid")."""
    import dataclasses
    import re

    name = re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ",
                  type(action).__name__)
    values = [str(getattr(action, f.name)) for f in dataclasses.fields(action)] if (
        dataclasses.is_dataclass(action)) else []
    return f"{name}: {', '.join(values)}" if values else name


def card_words(content: Any, card: str, use: str) -> str:
    ops = content.cards.get(card, 0)
    if use == "event":
        return "Play the event"
    if use == "ops":
        return f"Play for {ops} OPS"
    if use == "rd":
        return f"Play for {ops} RD points"
    return "Play for replacements"


def attack_words(action: a.Attack) -> str:
    """The extras lead, so that a button cut short still tells its attack from the next."""
    spaces = " + ".join(action.spaces)
    extras = [w for w, on in (("Rommel", action.rommel), ("flank", action.flank)) if on]
    if not extras:
        return f"From {spaces}"
    return f"{', '.join(extras).capitalize().replace('rommel', 'Rommel')}: {spaces}"


def attack_order(action: a.Attack) -> tuple[int, bool, bool]:
    """The buttons' order: the most spaces first, then with Rommel, then with a flank try,
    so the first (primary) button is the whole weight of the attack."""
    return (-len(action.spaces), not action.rommel, not action.flank)


def activate_words(mode: str, cost: int) -> str:
    """An activation button: the mode and its price, since attacking with units in limited
    supply can cost a whole card's OPS where moving the same pile costs one."""
    price = "free" if cost == 0 else f"{cost} OPS"
    return f"Activate to {'move' if mode == 'move' else 'attack'} ({price})"


def label(content: Any, action: Any) -> str:
    """A legal action in a few words, for a button."""
    match action:
        case a.Draw():
            return "Draw cards"
        case a.Discard(card):
            return f"Discard {card_title(content, card)}"
        case a.PlayCard(card, use):
            return card_words(content, card, use)
        case a.AutomaticOperation():
            return "Automatic operation (1 OPS)"
        case a.Activate(space, mode):
            return f"{space}: {'Move' if mode == 'move' else 'Attack'}"
        case a.EndActivation():
            return "Done activating"
        case a.Move(unit, to):
            return f"{unit_name(content, unit)} to {to}"
        case a.EndMoves():
            return "Done moving"
        case a.Attack():
            return attack_words(action)
        case a.EndAttacks():
            return "End the action"
        case a.TakeLoss(unit):
            return f"Lose a step: {unit_name(content, unit)}"
        case a.Retreat(to):
            return f"Retreat to {to}"
        case a.Displace(to):
            return f"Displace to {to}"
        case a.Advance(unit, to):
            return f"{unit_name(content, unit)} advances"
        case a.EndAdvance():
            return "Do not advance"
        case a.Redeploy(unit, to):
            return f"{unit_name(content, unit)} to {to}"
        case a.EndRedeploy():
            return "Done redeploying"
        case a.Replace(unit):
            return f"Replace {unit_name(content, unit)}"
        case a.Rebuild(unit, where):
            return f"Rebuild at {where}"
        case a.EndReplacements():
            return "Done with replacements"
        case a.Roll(die):
            return f"Roll {die}"
        case a.Reroll():
            return "Roll again (Auchinleck)"
        case a.KeepRoll():
            return "Keep the roll"
        case a.LRDGMission(mode):
            return "LRDG: look at the Axis hand" if mode == "look" else "LRDG: raid (Axis discards)"
        case a.Choose(option):
            return option_words(content, option)
        case a.PlayCombatCard(card):
            return f"Play {card_title(content, card)}"
        case a.NoCombatCard():
            return "No card"
    return generic_words(action)


def card_note(content: Any, event: Any) -> str | None:
    """The status panel's short line for a card played ("Axis played Tobruk for OPS"), or
    None for any other event. Built from events, so a resumed game (whose log is replayed)
    shows the same line as a live one."""
    match event:
        case a.CardPlayed(side, card, _ops, use) if use != "event":
            found = getattr(content, "deck", {}).get(card)
            title = found.title if found is not None else (
                f"a {content.cards.get(card, '?')}-OPS card")
            return f"{SIDE_NAMES[side]} played {title} for {use.upper()}"
        case a.EventPlayed(seat, _card, title):
            return f"{SIDE_NAMES[seat]} played {title}: event"
        case a.CombatCardPlayed(seat, _card, title):
            return f"{SIDE_NAMES[seat]} played {title} in battle"
        case a.AutomaticOperationTaken(side):
            return f"{SIDE_NAMES[side]} took the automatic operation"
    return None


DICE = (a.Roll, a.Reroll, a.KeepRoll)
ACTION_STARTS = (a.PlayCard, a.AutomaticOperation, a.LRDGMission)


def undo_refusal_words(log: list[Any], phase: str) -> str:
    """Why nothing can be undone, from what barred it within the action in hand: dice, an
    event, an attack declared; between actions, the other side's moves and the draws."""
    if phase in ("action", "discard"):
        return "Nothing to undo: the other side's moves and the cards drawn cannot be taken back."
    for action in reversed(log):
        if isinstance(action, DICE):
            return "Nothing to undo: dice have been rolled, and a roll cannot be taken back."
        if (isinstance(action, a.PlayCard) and action.use == "event") or isinstance(
                action, a.LRDGMission):
            return "Nothing to undo: an event, once played, cannot be taken back."
        if isinstance(action, a.Attack):
            return "Nothing to undo: an attack, once declared, cannot be taken back."
        if isinstance(action, ACTION_STARTS):
            break
    return "Nothing to undo: the other side's moves and the cards drawn cannot be taken back."
