"""North Africa 1940-43: the emblems of the strategy cards, one per kind of card, and the
mapping that gives each card its kind (written as `card_emblems.json`, card key -> kind).

The scene draws a card as its side's frame, the emblem of its kind in the frame's window and
its title, OPS, RP and marks as text at runtime (so 110 cards need 11 emblems, not 110
pictures). Emblems are ink drawings with one accent colour on a transparent ground, so they
read on the grey Axis frame and the sand Allied one alike."""

from __future__ import annotations

import json
import math

import pygame

from .north_africa_motifs import tank_silhouette
from .palette import BONE, GOLD, INK, darken, lighten, rgb
from .pen import Pen
from .surfaces import shadow, stack

SIZE = 80
RED = rgb("#B5362E")
SEA = rgb("#3F6F8F")
OLIVE = rgb("#5E5A3A")
STEEL = rgb("#6E7479")
KHAKI = rgb("#B99A5E")

KINDS = ("leader", "reinforcements", "navy", "air", "armour", "intelligence", "supply",
         "politics", "combat", "offensive", "fortification")
"""Every emblem drawn (`emblem_<kind>.png`)."""

CARD_KINDS: dict[str, str] = {
    # Axis
    "italian_reinforcements": "reinforcements", "graziani": "leader",
    "invasion_of_greece": "offensive", "code_book_stolen": "intelligence",
    "egyptian_uprising": "politics", "regia_marina_sortie": "navy",
    "conquest_of_british_somaliland": "offensive", "kassala_raid": "offensive",
    "regia_aeronautica": "air", "fortified_camps": "fortification",
    "supply_convoy_to_tripoli": "supply", "ascari_levies": "reinforcements",
    "rommel": "leader", "sonnenblume": "offensive", "unternehmen_irak": "air",
    "iraqi_revolt": "politics", "stukas_at_dawn": "air", "88mm_flak_guns": "combat",
    "kesselring": "leader", "sea_devils_and_e_boats": "navy", "greece_and_crete": "offensive",
    "disengage": "combat", "vichy_cooperation": "politics", "luftwaffe_in_sicily": "air",
    "panzer_counterattack": "armour", "dash_to_the_wire": "armour", "axis_convoy": "supply",
    "duke_of_aosta": "leader", "keren": "fortification", "hellfire_pass": "fortification",
    "fuel_dump_captured": "supply", "sandstorm": "combat", "venezia": "offensive",
    "herkules": "air", "siege_of_malta": "air", "gazala_line_outflanked": "armour",
    "tunisian_bridgehead": "reinforcements", "alam_halfa": "offensive",
    "kasserine": "armour", "devil_s_gardens": "fortification", "mareth_line": "fortification",
    "panzerarmee_afrika": "armour", "luftwaffe_reinforced": "air",
    "bersaglieri_counterattack": "combat", "tobruk_captured_stores": "supply",
    "fellers_intercepts": "intelligence",
    # Allied
    "compass": "offensive", "matildas": "armour", "minefields": "fortification",
    "orders_from_rome": "politics", "poor_morale": "politics",
    "the_ethiopian_campaign": "offensive", "reinforcements": "reinforcements",
    "lrdg": "intelligence", "wavell": "leader", "taranto": "navy",
    "royal_navy_bombardment": "navy", "free_french_in_chad": "reinforcements",
    "auchinleck": "leader", "exporter": "offensive", "barbarossa": "politics",
    "malta_convoy": "supply", "crusader": "offensive", "ultra": "intelligence",
    "tobruk_garrison": "fortification", "habbaniya": "air", "brevity": "offensive",
    "battleaxe": "armour", "desert_air_force": "air", "jock_columns": "combat",
    "amba_alagi": "fortification", "special_air_service": "intelligence",
    "tobruk_ferry": "navy", "montgomery": "leader", "torch": "navy", "patton": "leader",
    "vulcan": "offensive", "run_for_tunis": "offensive", "twelfth_air_force": "air",
    "lightfoot": "offensive", "supercharge": "armour", "pugilist": "offensive",
    "pedestal": "supply", "shermans": "armour", "bir_hakeim": "fortification",
    "the_alamein_line": "fortification", "tobruk_raid": "combat",
}
"""Card key (its id without side, year and copy number) -> the kind of its emblem. A card
missing here is drawn with `combat` if it is a combat card, `reinforcements` if it brings
units, else `politics` (the scene's fallback)."""


def finish(pen: Pen) -> pygame.Surface:
    pen.shade(0.08, 0.12)
    pen.outline(1.6, INK)
    art = pen.result()
    return stack((SIZE, SIZE), [shadow(art, (1.0, 1.4), 1.4, 110), art])


def star(c: tuple[float, float], r_out: float, r_in: float, n: int = 5,
         turn: float = -90) -> list[tuple[float, float]]:
    pts = []
    for k in range(2 * n):
        r = r_out if k % 2 == 0 else r_in
        a = math.radians(turn + k * 180 / n)
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    return pts


def leader() -> pygame.Surface:
    """A general's star in a gold wreath."""
    pen = Pen(SIZE, SIZE)
    for k in range(7):
        a = math.radians(112 + k * 21)
        cx, cy = 40 + 29 * math.cos(a), 40 + 29 * math.sin(a)
        for x in (cx, 80 - cx):
            pen.polygon((*OLIVE, 255), [(x - 3.4, cy), (x, cy - 6), (x + 3.4, cy), (x, cy + 6)])
    pen.circle((*GOLD, 255), (40, 40), 21)
    pen.circle((*darken(GOLD, 0.3), 255), (40, 40), 17.5)
    pen.polygon((*lighten(BONE, 0.2), 255), star((40, 41), 15, 6.2))
    return finish(pen)


def reinforcements() -> pygame.Surface:
    """An infantry unit symbol (a box with a cross) and an arrow bringing it in."""
    pen = Pen(SIZE, SIZE)
    pen.polygon((*KHAKI, 255), [(8, 34), (40, 34), (40, 24), (60, 44), (40, 64), (40, 54),
                                (8, 54)])
    pen.rrect((*INK, 255), (30, 12, 42, 28), 2)
    pen.rrect((*lighten(BONE, 0.2), 255), (33, 15, 36, 22), 1)
    pen.line((*INK, 255), (33, 15), (69, 37), 2.4)
    pen.line((*INK, 255), (69, 15), (33, 37), 2.4)
    return finish(pen)


def navy() -> pygame.Surface:
    """A warship side on, over waves."""
    pen = Pen(SIZE, SIZE)
    hull = [(6, 44), (74, 44), (66, 56), (14, 56)]
    pen.polygon((*STEEL, 255), hull)
    pen.rrect((*STEEL, 255), (26, 32, 26, 13), 1)
    pen.rrect((*darken(STEEL, 0.2), 255), (34, 22, 10, 11), 1)
    pen.line((*INK, 255), (39, 22), (39, 10), 1.6)
    pen.line((*STEEL, 255), (52, 37), (68, 33), 3, False)
    pen.line((*STEEL, 255), (26, 37), (12, 33), 3, False)
    for row, y in enumerate((62, 70)):
        pts = [(x, y + 2.5 * math.sin((x + row * 6) / 5)) for x in range(4, 77, 2)]
        pen.polyline((*SEA, 255), pts, 2.6)
    return finish(pen)


def air() -> pygame.Surface:
    """An aircraft from above, diving down-right."""
    pen = Pen(SIZE, SIZE)
    c, turn = (40, 40), 40.0

    def p(x: float, y: float) -> tuple[float, float]:
        a = math.radians(turn)
        return (c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a))

    body = [p(-30, -3.5), p(24, -4), p(32, 0), p(24, 4), p(-30, 3.5)]
    wing = [p(2, -34), p(10, -34), p(14, -3), p(14, 3), p(10, 34), p(2, 34), p(-4, 3), p(-4, -3)]
    tail = [p(-30, -12), p(-25, -12), p(-21, 0), p(-25, 12), p(-30, 12)]
    for shape in (wing, tail, body):
        pen.polygon((*STEEL, 255), shape)
    pen.circle((*lighten(SEA, 0.4), 255), p(20, 0), 3)
    return finish(pen)


def armour() -> pygame.Surface:
    """A tank side on."""
    tank = tank_silhouette(SIZE, SIZE, (36, 44), 0.62)
    return stack((SIZE, SIZE), [shadow(tank, (1.0, 1.4), 1.4, 110), tank])


def intelligence() -> pygame.Surface:
    """An eye over a radio's antenna waves: what the enemy holds, seen."""
    pen = Pen(SIZE, SIZE)
    upper = [(8 + k * 4, 40 - 22 * math.sin(k * math.pi / 16)) for k in range(17)]
    lower = [(72 - k * 4, 40 + 22 * math.sin(k * math.pi / 16)) for k in range(17)]
    pen.polygon((*lighten(BONE, 0.2), 255), upper + lower)
    pen.circle((*SEA, 255), (40, 40), 13)
    pen.circle((*INK, 255), (40, 40), 6)
    pen.circle((*WHITE_ISH, 255), (36, 36), 2.6)
    return finish(pen)


WHITE_ISH = (250, 248, 240)


def supply() -> pygame.Surface:
    """Two jerrycans and a crate: fuel and stores."""
    pen = Pen(SIZE, SIZE)
    pen.rrect((*KHAKI, 255), (8, 40, 30, 30), 2)
    pen.line((*darken(KHAKI, 0.4), 255), (8, 55), (38, 55), 2, False)
    pen.line((*darken(KHAKI, 0.4), 255), (23, 40), (23, 70), 2, False)
    for x0, col in ((36, rgb("#4F6B3A")), (52, rgb("#4F6B3A"))):
        pen.polygon((*col, 255), [(x0, 24), (x0 + 6, 18), (x0 + 22, 18), (x0 + 22, 70),
                                  (x0, 70)])
        pen.rrect((*darken(col, 0.4), 255), (x0 + 9, 13, 10, 5), 1)
        pen.line((*darken(col, 0.45), 255), (x0 + 4, 30), (x0 + 18, 62), 2)
        pen.line((*darken(col, 0.45), 255), (x0 + 18, 30), (x0 + 4, 62), 2)
    return finish(pen)


def politics() -> pygame.Surface:
    """A flag on a pole: a rising, a government, an order from the capital."""
    pen = Pen(SIZE, SIZE)
    pen.line((*darken(KHAKI, 0.5), 255), (20, 10), (20, 72), 3.2)
    wave = [(20 + k * 3, 14 + 3 * math.sin(k / 2.2)) for k in range(17)]
    low = [(x, y + 26) for x, y in wave[::-1]]
    pen.polygon((*RED, 255), wave + low)
    pen.polygon((*lighten(BONE, 0.1), 255),
                [(x, y + 9) for x, y in wave] + [(x, y - 17) for x, y in low])
    pen.rrect((*darken(KHAKI, 0.3), 255), (10, 70, 20, 5), 1)
    return finish(pen)


def combat() -> pygame.Surface:
    """Crossed swords over a burst: a card played in a battle."""
    pen = Pen(SIZE, SIZE)
    pen.polygon((*RED, 255), star((40, 40), 34, 20, 10, -90))
    pen.polygon((*lighten(RED, 0.3), 255), star((40, 40), 23, 14, 10, -72))
    swords = Pen(SIZE, SIZE)
    for sign in (-1, 1):
        a = math.radians(45 * sign)

        def p(x: float, y: float, a: float = a) -> tuple[float, float]:
            return (40 + x * math.cos(a) - y * math.sin(a), 40 + x * math.sin(a) + y * math.cos(a))

        swords.polygon((*lighten(BONE, 0.25), 255),
                       [p(-3, -30), p(0, -34), p(3, -30), p(3, 14), p(-3, 14)])
        swords.polygon((*GOLD, 255), [p(-10, 14), p(10, 14), p(10, 18), p(-10, 18)])
        swords.line((*darken(GOLD, 0.4), 255), p(0, 18), p(0, 27), 4)
    pen.paste(swords)
    return finish(pen)


def offensive() -> pygame.Surface:
    """A campaign arrow sweeping forward over a front line."""
    pen = Pen(SIZE, SIZE)
    front = [(50 + 6 * math.sin(y / 7), y) for y in range(6, 76, 3)]
    pen.polyline((*darken(KHAKI, 0.4), 255), front, 2.2)
    for x, y in front[::2]:
        pen.line((*darken(KHAKI, 0.4), 255), (x, y), (x + 5, y), 1.6)
    body = [(6, 58), (22, 44), (40, 36), (48, 34), (48, 24), (72, 40), (48, 56), (48, 46),
            (40, 47), (26, 53), (12, 66)]
    pen.polygon((*RED, 255), body)
    return finish(pen)


def fortification() -> pygame.Surface:
    """A line of wire and a bunker: a fortified line or a minefield."""
    pen = Pen(SIZE, SIZE)
    pen.polygon((*rgb("#8C8A80"), 255), [(12, 52), (20, 30), (60, 30), (68, 52)])
    pen.rrect((*INK, 255), (28, 38, 24, 5), 1)
    pen.rrect((*rgb("#A8A494"), 255), (8, 50, 64, 8), 2)
    for x in range(8, 74, 11):
        pen.line((*INK, 255), (x, 62), (x, 74), 2)
    pts = [(x, 66 + 3 * math.sin(x / 1.6)) for x in range(8, 73)]
    pen.polyline((*darken(STEEL, 0.3), 255), pts, 1.3)
    for x in range(12, 70, 12):
        pen.polygon((*RED, 255), star((x + 3, 18), 4.5, 2, 4, 0))
    return finish(pen)


DRAWERS = {"leader": leader, "reinforcements": reinforcements, "navy": navy, "air": air,
           "armour": armour, "intelligence": intelligence, "supply": supply,
           "politics": politics, "combat": combat, "offensive": offensive,
           "fortification": fortification}


def emblems() -> dict[str, pygame.Surface]:
    return {f"emblem_{kind}": DRAWERS[kind]() for kind in KINDS}


def mapping_json() -> str:
    """The card key -> kind mapping, sorted, so a run writes the same bytes."""
    return json.dumps(dict(sorted(CARD_KINDS.items())), indent=1, sort_keys=True) + "\n"


def build(written, folder: str) -> None:
    from .output import save

    for name, surf in emblems().items():
        save(surf, f"{folder}{name}.png", written)
    rel = f"{folder}card_emblems.json"
    path = written.root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(mapping_json(), encoding="utf-8")
    written.append((rel, "strategy card key -> emblem kind"))

