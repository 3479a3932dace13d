"""The fight, step by step, laid over the map: who attacks whom from where, each side's
strength, table, column and every shift by name, the flank attempt, the dice (tumbling with
the die faces, then settling), the loss points, the steps lost and the result.

`CombatShow` is filled from the events the rules emit (what happened) and drawn beside the
view's fight in hand (`combat_data`) and its fire plans (what is about to happen), so the
panel follows the fight whether it was a person's, a bot's or chance's step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.widgets import panel
from shifting_sands.games.north_africa.rules import actions as ev
from shifting_sands.games.north_africa.table.counters import draw_counter
from shifting_sands.games.north_africa.table.labels import SHIFT_WORDS, STEP_WORDS, unit_name
from shifting_sands.games.north_africa.table.layout import (
    COMBAT_RECT,
    LIT,
    RESULT_RECT,
    art,
    close_rect,
    open_rect,
    quick_rect,
)

ROLL_SECONDS = 0.7
LINE_STEP = 16
"""Logical pixels from one line of a side's numbers to the next."""
LOST_STEP = 14
SIDE_WORDS = ("Axis", "Allies")
PANEL_FONTS = (("title_bold", 22), ("italic", 14), ("bold", 16), ("title_bold", 17),
               ("body", 13), ("bold", 14), ("body", 14), ("body", 12), ("bold", 17),
               ("italic", 13), ("bold", 12), *(("title_bold", n) for n in range(14, 19)))
"""The (role, size) of every font the panel and its strip draw with: warmed ahead of the
first battle (core/font_warm.py), whose frame would otherwise draw each glyph afresh."""


@dataclass
class Die:
    value: int
    tumble: float = 0.0
    """1 while the die tumbles, down to 0 when it lies still."""
    face: int = 1


@dataclass
class CombatShow:
    """One fight as the events told it."""

    target: str
    seat: int
    spaces: tuple[str, ...]
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    flank: bool
    rommel: bool
    flank_roll: tuple[int, int, bool] | None = None
    fired: dict[str, Any] = field(default_factory=dict)
    dice: dict[str, Die] = field(default_factory=dict)
    lost: list[tuple[str, bool]] = field(default_factory=list)
    no_step: dict[str, int] = field(default_factory=dict)
    """Role -> the loss points too few to flip any of its units (N11)."""
    ended: Any = None
    after: list[str] = field(default_factory=list)
    closed: bool = False
    folded: bool = False
    """Shown as the strip once: it stays one for the rest of this fight (an advance that
    takes the space to click from under the panel does not open it again)."""
    opened: bool = False
    """The player opened the strip again: the panel stays open until closed."""
    plans: dict[str, dict[str, Any]] = field(default_factory=dict)
    """The last fire plans seen before each side rolled: their shifts, named."""
    cards: dict[str, list[str]] = field(default_factory=dict)
    """The combat cards played in this fight, by role ("a", "d")."""


def record(show: CombatShow | None, event: Any, content: Any,
           rolling: bool = True) -> CombatShow | None:
    """Fold one event into the fight on show; an attack declared starts a new one."""
    if isinstance(event, ev.AttackDeclared):
        return CombatShow(event.target, event.side, tuple(event.spaces),
                          tuple(event.attackers), tuple(event.defenders), event.flank,
                          event.rommel)
    if show is None:
        return None
    match event:
        case ev.CombatCardPlayed(seat, card, _title):
            role = "a" if seat == show.seat else "d"
            show.cards.setdefault(role, []).append(card)
            if card[5:].startswith("disengage"):
                show.flank = False  # no flank roll (Disengage)
        case ev.FlankRolled(die, needed, success):
            show.flank_roll = (die, needed, success)
            show.dice["flank"] = Die(die, 1.0 if rolling else 0.0,
                                     random.randint(1, 6) if rolling else die)
        case ev.Fired(side, table, strength, shift, column, die, loss, bold):
            role = "a" if side == show.seat else "d"
            show.fired[role] = {"table": table, "strength": strength, "shift": shift,
                                "column": column, "die": die, "loss": loss, "bold": bold}
            if die:
                show.dice[role] = Die(die, 1.0 if rolling else 0.0,
                                      random.randint(1, 6) if rolling else die)
        case ev.StepLost(unit, eliminated, _permanent):
            show.lost.append((unit, eliminated))
        case ev.NoStepLost(seat, points, _smallest):
            show.no_step["a" if seat == show.seat else "d"] = points
        case ev.CombatEnded():
            show.ended = event
        case ev.Retreated(_units, _frm, to):
            show.after.append(f"Retreated to {to}.")
        case ev.Displaced(_units, _frm, to):
            show.after.append(f"Displaced to {to}.")
        case ev.Advanced(unit, _frm, to):
            show.after.append(f"{unit_name(content, unit)} advanced into {to}.")
    return show


def show_content() -> Any:
    from shifting_sands.content.north_africa_game import default_north_africa

    return default_north_africa()


def tumble(show: CombatShow | None, dt: float) -> None:
    if show is None:
        return
    for die in show.dice.values():
        if die.tumble > 0:
            die.tumble = max(0.0, die.tumble - dt / ROLL_SECONDS)
            die.face = random.randint(1, 6) if die.tumble > 0 else die.value


def draw_die(canvas: Canvas, value: int, rect: tuple[float, float, float, float]) -> None:
    face = art(f"die_{value}.png")
    if face:
        canvas.image(face, rect)
        return
    x, y, w, h = rect
    canvas.rect(theme.BONE, rect, 8)
    canvas.rect(theme.INK, rect, 8, 2)
    pips = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
            4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
            6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}[value]
    for px, py in pips:
        canvas.circle(theme.INK, (x + w * (0.25 + 0.25 * px), y + h * (0.25 + 0.25 * py)),
                      w * 0.08)


def draw_combat(canvas: Canvas, show: CombatShow, view: Any, content: Any,
                plans: dict[str, dict[str, Any]], factors: Any,
                lit: set[str] = frozenset(), quick: bool = False) -> list[tuple[str, Any]]:
    """The panel: two columns (attacker, defender) over the steps; returns the counters
    drawn on it with their rectangles (a click on one takes its loss)."""
    x, y, w, h = COMBAT_RECT
    panel(canvas, COMBAT_RECT)
    fight = view.combat_data()
    step = fight["steps"][0] if fight and fight["steps"] else ""
    title = f"{SIDE_WORDS[show.seat]} attack {show.target}"
    canvas.text(title, (x + w / 2, y + 10), 22, theme.DEEP_CLAY, "title_bold", anchor="midtop")
    sub = "From " + ", ".join(show.spaces)
    extras = [t for t, on in (("flank attack", show.flank), ("Rommel", show.rommel)) if on]
    if extras:
        sub += " - " + ", ".join(extras)
    canvas.text(sub, (x + w / 2, y + 40), 14, theme.MUTED, "italic", anchor="midtop")
    half = (w - 36) / 2
    drawn: list[tuple[str, Any]] = []
    for index, role in enumerate(("a", "d")):
        left = x + 12 + index * (half + 12)
        drawn += _side(canvas, show, role, (left, y + 96, half, 262), view, content,
                       plans.get(role), factors, lit)
    _flank(canvas, show, (x + 12, y + 62, w - 24, 30))
    cards = (fight or {}).get("cards") or show.cards
    _cards(canvas, content, cards, (x + 12, y + 364, w - 24, 36), show.seat)
    if not step.startswith("card:"):
        _result(canvas, show, (x + 12, y + 404, w - 24, 30))
    if step and show.ended is None:  # after the fight the right panel says what is next
        canvas.text(f"Now: {STEP_WORDS.get(step, step)}", (x + w / 2, y + h - 30), 16,
                    theme.INK, "bold", anchor="midtop")
    if show.ended is not None:
        _ended(canvas, show, (x + 12, y + 404, w - 24, 36), quick)
        return []  # the fight is over: its counters take no more clicks
    return drawn


def _ended(canvas: Canvas, show: CombatShow, rect, quick: bool) -> None:
    """The verdict and the losses, the Close button and the quick battles switch."""
    x, y, w, _h = rect
    ended = show.ended
    canvas.text(verdict_of(show), (x + w, y + 4), 17, theme.DEEP_CLAY, "title_bold",
                anchor="topright")
    loss = (f"Loss points taken: attacker {ended.defender_result}, "
            f"defender {ended.attacker_result}")
    if show.after:
        loss += " - " + show.after[-1]
    canvas.text(loss, (x + w, y + 26), 13, theme.INK, anchor="topright")
    for button, words, primary in ((close_rect(), "Close (Enter)", True),
                                   (quick_rect(), f"Quick battles: {'on' if quick else 'off'}",
                                    False)):
        canvas.rect(theme.DEEP_CLAY if primary else theme.BONE, button, 8)
        canvas.rect(theme.DEEP_CLAY, button, 8, 2)
        canvas.text(words, (button[0] + button[2] / 2, button[1] + button[3] / 2), 14,
                    theme.BONE if primary else theme.DEEP_CLAY, "bold", anchor="center")


def draw_result(canvas: Canvas, show: CombatShow, content: Any = None) -> None:
    """The fight over, as a strip: where, the dice and the verdict; Open shows the whole
    panel again, a click elsewhere on it closes it."""
    x, y, w, _h = RESULT_RECT
    panel(canvas, RESULT_RECT, 10)
    ended = show.ended
    verdict = verdict_of(show)
    played = [t for role in ("a", "d") for t in show.cards.get(role, [])]
    title = f"{SIDE_WORDS[show.seat]} attack on {show.target}: {verdict}"
    size = 18  # the longer verdicts shrink to keep clear of the dice
    while size > 14 and canvas.text_width(title, size, "title_bold") > w - 120:
        size -= 1
    canvas.text(title, (x + 14, y + 8), size, theme.DEEP_CLAY, "title_bold")
    loss = (f"Losses: attacker {ended.defender_result}, defender {ended.attacker_result}"
            + (" - no step lost" if show.no_step and not show.lost else "")  # too small (N11)
            + (f" - {show.after[-1]}" if show.after else ""))
    if played:
        from shifting_sands.games.north_africa.table.card_faces import title_of

        loss += " - cards: " + ", ".join(title_of(content or show_content(), c) for c in played)
    while len(loss) > 8 and canvas.text_width(loss, 14) > w - 196:
        loss = loss[:-2].rstrip() + "…"
    canvas.text(loss, (x + 14, y + 36), 14, theme.INK)
    button = open_rect()
    canvas.rect(theme.BONE, button, 8)
    canvas.rect(theme.DEEP_CLAY, button, 8, 2)
    canvas.text("Open", (button[0] + button[2] / 2, button[1] + button[3] / 2), 14,
                theme.DEEP_CLAY, "bold", anchor="center")
    for index, role in enumerate(("a", "d")):
        die = show.dice.get(role)
        if die is not None:
            draw_die(canvas, die.face, (x + w - 100 + index * 46, y + 12, 40, 40))


def verdict_of(show: CombatShow) -> str:
    """The fight's outcome in words, from what the events said: the rules decide the win
    (a tie or a defender's win moves nobody, N12); the words also say when no defender is
    left to hold the space."""
    ended = show.ended
    if ended.overrun:
        return "Overrun!"
    if ended.attacker_won:
        return "Attacker wins"
    eliminated = {unit for unit, gone in show.lost if gone}
    wiped = bool(show.defenders) and set(show.defenders) <= eliminated
    tie = ended.attacker_result == ended.defender_result
    if wiped:
        return "Defenders wiped out, " + ("a tie: no advance" if tie else "no advance")
    return "A tie: defenders hold" if tie else "Defenders hold"


def _side(canvas: Canvas, show: CombatShow, role: str, rect, view: Any, content: Any,
          plan: dict[str, Any] | None, factors: Any, lit: set[str]) -> list[tuple[str, Any]]:
    x, y, w, h = rect
    drawn: list[tuple[str, Any]] = []
    canvas.rect((255, 250, 238), rect, 10)
    seat = show.seat if role == "a" else 1 - show.seat
    word = "Attacker" if role == "a" else "Defender"
    canvas.text(f"{word}: {SIDE_WORDS[seat]}", (x + 10, y + 6), 16, theme.INK, "bold")
    units = show.attackers if role == "a" else show.defenders
    places = dict(view.where)
    reduced = set(view.reduced)
    size = 36.0
    per_row = max(1, int((w - 16) // (size + 4)))
    for i, unit in enumerate(units[: per_row * 2]):
        cx = x + 8 + (i % per_row) * (size + 4)
        cy = y + 30 + (i // per_row) * (size + 4)
        if unit in lit:
            canvas.rect(LIT, (cx - 3, cy - 3, size + 6, size + 6), 6)
        gone = places.get(unit) not in ((show.target,) if role == "d" else show.spaces)
        draw_counter(canvas, content.units[unit], factors(unit), unit in reduced,
                     (cx, cy, size, size))
        drawn.append((unit, (cx, cy, size, size)))
        if gone:
            canvas.line(theme.DANGER, (cx + 3, cy + 3), (cx + size - 3, cy + size - 3), 3)
    rows = max(1, -(-min(len(units), per_row * 2) // per_row))
    top = y + 30 + rows * (size + 4) + 4
    fired = show.fired.get(role)
    named = (show.plans.get(role) or plan) if fired is not None else plan
    lines = strength_lines(canvas, content, fired, named, w - 20)
    # the losses taken sit between the lines and the loss words at the foot: the shifts
    # named last give way when a tall pile and a long list of losses leave too little room
    lost = [(u, e) for u, e in show.lost if u in units]
    lost_text = "Steps lost: " + ", ".join(unit_name(content, u) + (" (eliminated)" if e else "")
                                     for u, e in lost) if lost else ""
    if not lost and role in show.no_step:
        points = show.no_step[role]
        lost_text = f"No step lost: {points} point{'s' if points != 1 else ''} flip no unit"
    lost_lines = canvas.wrap(lost_text, w - 80, 12) if lost_text else []
    if len(lost_lines) > 2:
        last = lost_lines[1]
        while len(last) > 4 and canvas.text_width(last + "…", 12) > w - 80:
            last = last[:-1]
        lost_lines = [lost_lines[0], last.rstrip(" ,") + "…"]
    foot = y + h - 46
    room = int((foot - top - len(lost_lines) * LOST_STEP) // LINE_STEP)
    shown = lines[:max(0, room)]
    for i, (text, colour) in enumerate(shown):
        canvas.text(text, (x + 10, top + i * LINE_STEP), 14 if i == 0 else 13, colour,
                    "italic" if colour == WITHHELD else "body")
    for i, text in enumerate(lost_lines):
        canvas.text(text, (x + 10, top + len(shown) * LINE_STEP + i * LOST_STEP), 12,
                    theme.DANGER)
    die = show.dice.get(role)
    if die is not None:
        draw_die(canvas, die.face, (x + w - 58, y + h - 62, 48, 48))
    if fired is not None and (die is None or die.tumble <= 0):
        loss = fired["loss"]
        colour = theme.DANGER if loss else theme.MUTED
        words = f"{loss} loss point{'s' if loss != 1 else ''}" if fired["die"] else "No fire"
        canvas.text(words, (x + 10, y + h - 44), 17, colour, "bold")
        if fired.get("bold"):
            canvas.text("bold result", (x + 10, y + h - 22), 13, theme.DEEP_CLAY, "italic")
    return drawn


WITHHELD = (150, 112, 84)
WHY_WITHHELD = {"fort": "off against a fort", "mountain": "off in mountains",
                "marsh": "off in a marsh"}


def strength_lines(canvas: Canvas, content: Any, fired: dict[str, Any] | None,
                   plan: dict[str, Any] | None, width: float
                   ) -> list[tuple[str, tuple[int, int, int]]]:
    """A side's strength with every term (each unit's factor, a fort's bonus), its column
    and every shift, a withheld one with why: all from the rules' `fire_plan`."""
    figures = fired or plan
    if figures is None:
        return []
    lines = [(f"Strength {figures['strength']} - {figures['table']} table", theme.INK)]
    terms = (plan or {}).get("terms") or []
    if terms:
        words = " + ".join(f"fort {n}" if name == "fort" else f"{unit_name(content, name)} {n}"
                           for name, n in terms)
        lines += [(line, theme.MUTED) for line in canvas.wrap("= " + words, width, 13)]
    if fired is not None:
        lines.append((f"Column {fired['column']} (shift {fired['shift']:+d})", theme.INK))
    else:
        lines.append((f"Shift {figures['shift']:+d}", theme.INK))
    shifts = (plan or {}).get("shifts") or []
    for name, n in shifts:
        lines.append((f"  {SHIFT_WORDS.get(name, name)} {n:+d}", theme.MUTED))
    for name, n, why in (plan or {}).get("withheld") or []:
        text = f"{SHIFT_WORDS.get(name, name)} {n:+d}: {WHY_WITHHELD.get(why, why)}"
        lines += [("  " + line, WITHHELD) for line in canvas.wrap(text, width - 12, 13)]
    if plan is not None and not shifts and not (plan.get("withheld") or []):
        lines.append(("  no column shift", theme.MUTED))
    return lines


def _flank(canvas: Canvas, show: CombatShow, rect) -> None:
    """The flank attempt's line under the title: its die and what it decided."""
    x, y, w, _h = rect
    if not show.flank:
        return
    icon = art("flank.png")
    if icon:
        canvas.image(icon, (x, y, 24, 24))
    die = show.dice.get("flank")
    if show.flank_roll is None:
        text = "Flank attempt: about to roll"
    elif die is not None and die.tumble > 0:
        text = "Flank attempt: rolling..."
    else:
        rolled, needed, success = show.flank_roll
        outcome = "success, the attacker fires first" if success else (
            "failed, the defender fires first")
        text = f"Flank attempt: {rolled} (needs {needed}): {outcome}"
    canvas.text(text, (x + 30, y + 4), 14, theme.INK)
    if die is not None:
        draw_die(canvas, die.face, (x + w - 28, y - 2, 28, 28))


def _cards(canvas: Canvas, content: Any, cards: dict[str, list[str]], rect, seat: int
           ) -> None:
    """The combat cards played in this fight: a small face and the title, each side under
    its column."""
    from shifting_sands.games.north_africa.table.card_faces import draw_face

    x, y, w, _h = rect
    half = (w - 12) / 2
    for index, role in enumerate(("a", "d")):
        left = x + index * (half + 12)
        played = cards.get(role) or []
        side = seat if role == "a" else 1 - seat
        if not played:
            continue
        card_id = played[-1]
        card = content.deck.get(card_id)
        draw_face(canvas, card, side, content.cards.get(card_id, 0), (left, y - 2, 28, 39.2))
        title = card.title if card is not None else card_id
        canvas.text("Combat card", (left + 32, y + 1), 12, theme.MUTED, "bold")
        shown = title
        while len(shown) > 4 and canvas.text_width(shown, 14, "bold") > half - 36:
            shown = shown[:-2].rstrip() + "…"
        canvas.text(shown, (left + 32, y + 16), 14, theme.DEEP_CLAY, "bold")


def _result(canvas: Canvas, show: CombatShow, rect) -> None:
    x, y, _w, _h = rect
    if show.rommel and art("rommel.png"):
        canvas.image(art("rommel.png") or "", (x, y, 28, 28))
        canvas.text("Rommel leads the attack", (x + 34, y + 6), 14, theme.INK, "italic")
