"""What the Curse Reverse scene lays over its board for a moment: the trial (scenario card,
every modifier and Ma'at's items, shown to everyone, with the sand timer), the robbed pack a
winner picks from, the robbery dice tumbling, and an event card or a verdict as it comes.

A mixin of `CurseScene`; it draws what the view says and the animation state the scene
keeps, and reports where its clickable tiles lie (`loot_rects`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.games.curse_reverse.table.layout import OVERLAY, art, rotated_art

SAND_COLOUR = (222, 170, 84)


def dialog(canvas: Canvas, rect: tuple[float, float, float, float]) -> None:
    """An opaque card over the board: the squares beneath must not show through words."""
    x, y, w, h = rect
    canvas.rect((20, 12, 6, 110), (x + 3, y + 6, w, h), 14)
    canvas.rect(theme.DIALOG, rect, 14)
    canvas.rect(theme.PANEL_EDGE, rect, 14, width=2)


@dataclass
class Flash:
    """A card shown over the board (an event drawn, a trial's verdict, what a peek saw)."""

    image: str
    title: str
    text: str
    time: float
    banner: bool = False
    """A verdict is one sentence: a strip, not a whole card."""
    held: bool = False
    """Stays until the person at the keyboard closes it: chance, the bots and the hand-off
    wait, so the thief who drew an event (or heard a verdict) reads it on their own screen."""
    heading: str = ""
    """A line above an event card: whose event it is."""
    seen: tuple[tuple[str, str, str], ...] = ()
    """A peek's cartouches, (tile, name, text): a card for the peeker's eyes only."""


CLOSE_HINT = "Click, or press Enter, to close"
LOOT_SIZE = 60.0
MAAT_SIZE = 34.0


def loot_box() -> tuple[float, float, float, float]:
    x, y, w, _h = OVERLAY
    return (x + 40, y + 330, w - 80, 220)


def loot_tile_rect(index: int, count: int) -> tuple[float, float, float, float]:
    """The `index`th of `count` tiles of a robbed pack laid out in the loot dialog."""
    box = loot_box()
    total = count * (LOOT_SIZE + 10) - 10
    left = box[0] + box[2] / 2 - total / 2
    return (left + index * (LOOT_SIZE + 10), box[1] + 64, LOOT_SIZE, LOOT_SIZE)


def maat_rect(index: int) -> tuple[float, float, float, float]:
    """The `index`th item Ma'at named, under the trial's modifiers."""
    x, y, _w, _h = OVERLAY
    return (x + 236 + index * (MAAT_SIZE + 4), y + 336, MAAT_SIZE, MAAT_SIZE)


@dataclass
class DiceShow:
    """The robbery's dice as they fall: faces per side, and how far the tumble has gone."""

    robber: int
    victim: int
    faces: dict[str, tuple[int, ...]]
    counts: dict[str, int]
    tumble: dict[str, float]
    result: str = ""
    linger: float = 0.0


def draw_sand_timer(canvas: Canvas, rect: tuple[float, float, float, float], left: float,
                    running: bool) -> None:
    """The hourglass with sand: `left` (1 to 0) in the upper bulb, the rest heaped below.
    The sand goes in first, inside the bulbs of ART.md (top (24, 20, 48, 60), bottom
    (24, 80, 48, 60), neck at (48, 80) of 96x160), so the glass shine stays on top."""
    x, y, w, h = rect
    sx, sy = w / 96, h / 160
    cx, neck = x + 48 * sx, y + 80 * sy
    top, bottom, half = y + 24 * sy, y + 136 * sy, 20 * sx
    if left > 0.005:
        level = neck - (neck - top) * left ** 0.6
        width = half * min(1.0, (neck - level) / (neck - top) * 1.4)
        canvas.polygon(SAND_COLOUR, [(cx - width, level), (cx + width, level),
                                     (cx + 2 * sx, neck - 3 * sy), (cx - 2 * sx, neck - 3 * sy)])
    fallen = 1 - left
    if fallen > 0.005:
        peak = bottom - (bottom - neck) * 0.8 * fallen ** 0.6
        canvas.polygon(SAND_COLOUR, [(cx - half, bottom), (cx + half, bottom),
                                     (cx + half * 0.5, peak + (bottom - peak) * 0.3),
                                     (cx, peak), (cx - half * 0.5, peak + (bottom - peak) * 0.3)])
    if running and left > 0.005:
        canvas.line(SAND_COLOUR, (cx, neck - 2), (cx, bottom - 2), 2)
    art(canvas, "sand_timer.png", rect, 255, "", (120, 84, 52))


def area_text(canvas: Canvas, card: tuple[float, float, float, float],
              area: tuple[float, float, float, float], title: str, lines: list[str],
              size: int = 14) -> None:
    """Words inside a card's text area given in the art's 200x280 pixels (ART.md)."""
    x, y, w, _h = card
    scale = w / 200
    ax, ay, aw, ah = (x + area[0] * scale, y + area[1] * scale, area[2] * scale,
                      area[3] * scale)
    top = ay + 4
    if title:
        canvas.text(title, (ax + aw / 2, top + size * 0.7), size + 2, theme.INK, "title_bold",
                    anchor="center")
        top += size + 10
    for line in lines:
        for part in canvas.wrap(line, aw - 12, size):
            if top + size > ay + ah:
                return
            canvas.text(part, (ax + 6, top), size, theme.INK)
            top += size + 4


class OverlayPainter:
    """The overlay half of the Curse Reverse scene (see the module doc)."""

    flash: Flash | None
    dice_show: DiceShow | None

    # -- the trial ---------------------------------------------------------------------------
    def draw_trial(self, canvas: Canvas, view: Any, trial: Any) -> None:
        content = self.state.content
        x, y, w, h = OVERLAY
        dialog(canvas, (x, y, w, h))
        teller = trial.get("seat")
        canvas.text(f"The trial of {self.name(teller)}", (x + w / 2, y + 22), 24,
                    theme.DEEP_CLAY, "title_bold", anchor="center")
        scenario = content.trials.get(trial.get("scenario") or "")
        if scenario is not None:
            card = (x + 20, y + 52, 200, 280)
            art(canvas, "trial_front.png", card, 255, "", (196, 150, 88))
            area_text(canvas, card, (14, 14, 172, 154), scenario.title,
                      list(scenario.scenario))
        mods = list(trial.get("modifiers") or ())
        width = 160 if len(mods) <= 2 else 118
        for i, mod in enumerate(mods):
            model = content.trials.get(mod)
            if model is None:
                continue
            rect = (x + 236 + i * (width + 10), y + 72, width, width * 1.4)
            rotated_art(canvas, "trial_front.png", rect)  # the modifier band on top
            # the title in the band; the rule on the card's face below the emblem (the
            # scenario area of ART.md, turned with the card)
            area_text(canvas, rect, (14, 34, 172, 50), model.modifier_title, [], 13)
            area_text(canvas, rect, (14, 112, 172, 154), "", [model.modifier], 13)
        maat = list(trial.get("maat") or ())
        if maat:
            canvas.text("Ma'at: the story must use", (x + 236, y + 316), 14, theme.DEEP_CLAY,
                        "bold")
            for i, item in enumerate(maat):
                self.draw_tile(canvas, f"item:{item}", maat_rect(i))
        self.draw_trial_state(canvas, view, trial, (x + 20, y + 352, w - 40, h - 372))
        self.draw_teller_traits(canvas, view, teller, (x + 136, y + h - 20))

    def draw_teller_traits(self, canvas: Canvas, view: Any, teller: int,
                           where: tuple[float, float]) -> None:
        """The teller's four traits, which scenarios ask the story to use, at the foot of the
        trial: one to a line, under whose they are."""
        left, bottom = where
        thief = self.state.content.thieves[view.thieves[teller]]
        traits = list(thief.traits)
        top = bottom - 22 - 19 * len(traits)
        canvas.text(f"{self.name(teller)}'s traits ({thief.name})", (left, top), 16,
                    theme.DEEP_CLAY, "bold")
        for i, trait in enumerate(traits):
            canvas.text(f"\u2022 {trait}", (left + 4, top + 22 + 19 * i), 15, theme.INK)

    def draw_trial_state(self, canvas: Canvas, view: Any, trial: Any,
                         rect: tuple[float, float, float, float]) -> None:
        x, y, w, _h = rect
        frame = view.frame()
        timer = self.timer
        left = timer.fraction_left() if timer is not None else 1.0
        if frame is not None and frame.kind == "vote":
            left = 0.0 if trial.get("told") is False else self.last_sand
        draw_sand_timer(canvas, (x, y + 6, 96, 160), left, bool(timer and timer.running))
        teller = trial.get("seat")
        lines = self.trial_lines(view, frame, teller)
        top = y + 16
        for i, line in enumerate(lines):
            colour = theme.INK if i else theme.DEEP_CLAY
            for part in canvas.wrap(line, w - 120, 17 if i == 0 else 15, "bold" if i == 0
                                    else "body"):
                canvas.text(part, (x + 116, top), 17 if i == 0 else 15, colour,
                            "bold" if i == 0 else "body")
                top += 22 if i == 0 else 19
            top += 6
        if timer is not None:
            canvas.text(f"{max(0, round(timer.remaining()))} s", (x + 48, y + 182), 20,
                        theme.DEEP_CLAY, "bold", anchor="center")

    def trial_lines(self, view: Any, frame: Any, teller: int) -> list[str]:
        name = self.name(teller)
        if frame is None:
            return [f"{name}'s trial"]
        if frame.kind == "window":
            return ["Before the sand turns", "Anyone may play the Cartouche of Khnum (one more "
                    "modifier) or of Ma'at (an item the story must use)."]
        if frame.kind == "choice" and frame.get("what") == "story":
            if self.timer is None:
                return [f"{name}, tell a story that keeps every rule",
                        "Press Start to turn the sand timer: one minute. Then say Story told, "
                        "or Out of time."]
            return [f"{name} is telling the story",
                    "Story told when it is done; the sand running out fails the trial."]
        if frame.kind == "vote":
            votes = frame.get("votes") or ()
            mine = next((v for s, v in votes if s == self.viewer and v is not None), None)
            cast = sum(1 for _s, v in votes) if votes else 0
            lines = [f"Judge {name}'s story",
                     f"Votes cast: {cast} of {len(frame.get('voters') or ())}. Nobody sees "
                     "another judge's vote until all are in."]
            if mine is not None:
                lines.append(f"Your vote: {'pass' if mine else 'fail'}.")
            return lines
        return [f"{name}'s trial"]

    # -- a robbed pack ------------------------------------------------------------------------
    def draw_loot(self, canvas: Canvas, view: Any, frame: Any) -> None:
        """The robbed thief's pack, tiles to click: take one, or peek at a cartouche."""
        victim = frame.get("victim")
        what = frame.get("what")
        pack = view.packs[victim]
        box = loot_box()
        dialog(canvas, box)
        title = (f"You robbed {self.name(victim)}: take one tile" if what == "steal"
                 else f"Peek at one of {self.name(victim)}'s cartouches")
        canvas.text(title, (box[0] + box[2] / 2, box[1] + 26), 22, theme.DEEP_CLAY,
                    "title_bold", anchor="center")
        self.loot_rects = []
        size = LOOT_SIZE
        for i, tile in enumerate(pack):
            rect = loot_tile_rect(i, len(pack))
            usable = (tile != "curse") if what == "steal" else tile.startswith("cartouche:")
            canvas.rect((226, 208, 176), (rect[0] - 4, rect[1] - 4, size + 8, size + 8), 8)
            self.draw_tile(canvas, tile, rect, 255 if usable else 90)
            if usable:
                self.loot_rects.append((rect, i))
                if self.hover_loot == i:
                    canvas.rect(theme.HIGHLIGHT, (rect[0] - 4, rect[1] - 4, size + 8,
                                                  size + 8), 8, width=3)
        note = ("Curses cannot be taken. Face-down cartouches are a gamble."
                if what == "steal" else "Only you will see it.")
        canvas.text(note, (box[0] + box[2] / 2, box[1] + 160), 15, theme.MUTED, "italic",
                    anchor="center")

    # -- dice and cards -----------------------------------------------------------------------
    def draw_dice(self, canvas: Canvas) -> None:
        show = self.dice_show
        if show is None:
            return
        x, y, w, _h = OVERLAY
        box = (x + w / 2 - 170, y + 40, 340, 200)
        dialog(canvas, box)
        canvas.text(f"{self.name(show.robber)} robs {self.name(show.victim)}",
                    (box[0] + 170, box[1] + 22), 20, theme.DEEP_CLAY, "title_bold",
                    anchor="center")
        self.keep_moving()  # the dice tumble by the clock
        spin = random.Random(int(self.anim_clock * 14))
        for row, side in enumerate(("attack", "defence")):
            top = box[1] + 48 + row * 62
            word = "Attack" if side == "attack" else "Defence"
            canvas.text(word, (box[0] + 16, top + 24), 15, theme.INK, "bold", anchor="midleft")
            faces = show.faces.get(side)
            count = len(faces) if faces else show.counts.get(side, 1)
            tumbling = show.tumble.get(side, 1.0) < 1.0 or faces is None
            for i in range(count):
                face = spin.choice((0, 1, 2)) if tumbling or faces is None else faces[i]
                rect = (box[0] + 96 + i * 54, top, 48, 48)
                art(canvas, f"die_{side}_{face}.png", rect, 255 if faces else 150, str(face),
                    theme.TERRACOTTA if side == "attack" else theme.INDIGO)
        if show.result:
            canvas.text(show.result, (box[0] + 170, box[1] + 180), 16, theme.INK, "bold",
                        anchor="center")

    def draw_flash(self, canvas: Canvas) -> None:
        flash = self.flash
        if flash is None:
            return
        if flash.seen:
            self.draw_seen(canvas, flash)
            return
        x, y, w, _h = OVERLAY
        alpha = 255 if flash.held else int(255 * min(1.0, flash.time / 0.4))
        if flash.banner:
            tall = 112 if flash.held else 84
            box = (x + w / 2 - 220, y + 250, 440, tall)
            canvas.rect((20, 12, 6, min(alpha, 110)), (box[0] + 3, box[1] + 6, 440, tall), 14)
            canvas.rect((*theme.DIALOG, alpha), box, 14)
            canvas.rect((*theme.GOLD, alpha), box, 14, width=3)
            canvas.text(flash.title, (box[0] + 220, box[1] + 24), 20, theme.DEEP_CLAY,
                        "title_bold", anchor="center", alpha=alpha)
            canvas.text(flash.text, (box[0] + 220, box[1] + 56), 17, theme.INK, "bold",
                        anchor="center", alpha=alpha)
            if flash.held:
                canvas.text(CLOSE_HINT, (box[0] + 220, box[1] + 88), 14, theme.MUTED,
                            "italic", anchor="center")
            return
        rect = (x + w / 2 - 110, y + 130, 220, 308)
        if flash.held:
            back = (rect[0] - 30, rect[1] - 50, 280, 410)
            dialog(canvas, back)
            canvas.text(flash.heading, (back[0] + 140, back[1] + 24), 18, theme.DEEP_CLAY,
                        "title_bold", anchor="center")
            canvas.text(CLOSE_HINT, (back[0] + 140, back[1] + 388), 14, theme.MUTED,
                        "italic", anchor="center")
        else:
            canvas.rect((20, 12, 6, min(alpha, 120)), (rect[0] - 8, rect[1] - 8, 236, 324), 16)
        art(canvas, flash.image, rect, alpha, "", (196, 150, 88))
        area_text(canvas, rect, (18, 98, 164, 162), flash.title, [flash.text], 15)

    def draw_seen(self, canvas: Canvas, flash: Flash) -> None:
        """What a peek or a look showed, by name and text, for the peeker alone."""
        x, y, w, _h = OVERLAY
        width = w - 60
        rows = []
        for _tile, _name, text in flash.seen:
            rows.append(canvas.wrap(text, width - 110, 15))
        tall = 128 + sum(max(84, 30 + 19 * len(lines)) + 10 for lines in rows)
        box = (x + 30, y + max(20, (560 - tall) / 2), width, tall)
        dialog(canvas, box)
        canvas.text(flash.title, (box[0] + width / 2, box[1] + 26), 22, theme.DEEP_CLAY,
                    "title_bold", anchor="center")
        canvas.text(flash.text, (box[0] + width / 2, box[1] + 54), 15, theme.MUTED, "italic",
                    anchor="center")
        top = box[1] + 78
        for (tile, name, _text), lines in zip(flash.seen, rows, strict=True):
            self.draw_tile(canvas, tile, (box[0] + 24, top, 56, 84))
            canvas.text(name, (box[0] + 96, top + 4), 18, theme.INK, "title_bold")
            for i, line in enumerate(lines):
                canvas.text(line, (box[0] + 96, top + 30 + 19 * i), 15, theme.INK)
            top += max(84, 30 + 19 * len(lines)) + 10
        canvas.text(CLOSE_HINT, (box[0] + width / 2, box[1] + tall - 24), 14, theme.MUTED,
                    "italic", anchor="center")
