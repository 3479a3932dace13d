"""North Africa 1940-43: the painted theatre under the spaces (`map.png`, 0.75 of the TMX
canvas, and `map.json`). Sea with water-lining, sand with soft dunes in the sand seas, the Nile
valley and Delta, hachured ranges, the Qattara salt marsh, frontiers, the two insets in framed
panels, the title cartouche, a compass rose and a legend. No spaces, roads or names: the scene
draws those on top, so they stay crisp at any zoom.

The spaces and the bending of geography to them are in `north_africa_places`, the terrain's
painter in `north_africa_terrain`, the panels, cartouche, compass rose and key in
`north_africa_map_ornaments`; this module lays out the three theatres and puts them together."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pygame

from . import north_africa_geography as geo
from .geometry import Point
from .north_africa_map_ornaments import (
    banner,
    border,
    cartouche,
    compass,
    holding_panel,
    legend,
    panel,
    panel_rect,
)
from .north_africa_places import Place, bend, fit_coast, places, projected
from .north_africa_terrain import HIGHLAND, SCALE, SIZE, Painter
from .output import Written, save
from .surfaces import stack


# =============================================================================================
# The three theatres
# =============================================================================================
def main_theatre(spots: Sequence[Place]) -> pygame.Surface:
    mine = [s for s in spots if s.theatre == "main"]
    paint = Painter((0, 0, *SIZE), "na-map-main")
    coast = bend(projected("main", geo.MAIN_COAST), mine)
    coast = fit_coast(coast, mine, main_sea(coast))
    sea_poly = main_sea(coast)
    suez = bend(projected("main", geo.GULF_OF_SUEZ), mine)
    suez = fit_coast(suez, mine, suez)
    canal = bend(projected("main", geo.SUEZ_CANAL), mine)
    nile = bend(projected("main", geo.NILE_MAIN), mine)
    rosetta = bend(projected("main", geo.NILE_ROSETTA), mine)
    damietta = bend(projected("main", geo.NILE_DAMIETTA), mine)
    delta = bend(projected("main", geo.DELTA), mine)
    lakes = [(bend([geo.project("main", *c)], mine)[0], rx, ry) for c, rx, ry in geo.LAKES_MAIN]
    faiyum = bend([geo.project("main", *geo.FAIYUM)], mine)[0]
    layers: list = [paint.land()]
    layers += paint.dunes(geo.SAND_SEAS_MAIN)
    layers += paint.marshes(geo.MARSHES_MAIN)
    layers.append(paint.greens([nile, rosetta, damietta], [delta],
                               [*geo.OASES_MAIN, (faiyum, 26)]))
    layers += paint.ranges(geo.RIDGES_MAIN, geo.ESCARPMENTS_MAIN)
    layers.append(paint.frontiers(geo.BORDERS_MAIN))
    layers.append(paint.rivers([nile], [rosetta, damietta]))
    layers += paint.sea([sea_poly, suez], lakes, [coast, suez[1:-1]], [canal])
    return stack(SIZE, layers)


def main_sea(coast: Sequence[Point]) -> list[Point]:
    return [(-40, coast[0][1]), *coast, (3300, coast[-1][1]), (3300, -40), (-40, -40)]


def near_east(spots: Sequence[Place]) -> pygame.Surface:
    mine = [s for s in spots if s.theatre == "near_east"]
    paint = Painter(panel_rect(geo.NEAR_EAST_PANEL), "na-map-near-east")
    coast = bend(projected("near_east", geo.NE_COAST), mine)

    def levant_sea(c: Sequence[Point]) -> list[Point]:
        return [*c, (c[-1][0] - 300, -60), (c[0][0] - 400, c[0][1] + 40)]

    coast = fit_coast(coast, mine, levant_sea(coast))
    sea_poly = levant_sea(coast)
    aqaba = bend(projected("near_east", geo.NE_AQABA), mine)
    gulf = projected("near_east", geo.NE_GULF)
    euphrates = bend(projected("near_east", geo.EUPHRATES), mine)
    tigris = bend(projected("near_east", geo.TIGRIS), mine)
    borders = [bend(projected("near_east", b), mine) for b in geo.BORDERS_NE]
    layers: list = [paint.land()]
    layers.append(paint.greens([euphrates, tigris, geo.JORDAN], [], [((2390, 270), 22)], 11))
    layers += paint.ranges(geo.RIDGES_NE, [])
    layers.append(paint.frontiers(borders))
    layers.append(paint.rivers([euphrates, tigris], [geo.JORDAN]))
    layers += paint.sea([sea_poly, aqaba, gulf], geo.LAKES_NE, [coast, aqaba, gulf])
    return stack(paint_size(paint), layers)


def east_africa(spots: Sequence[Place]) -> pygame.Surface:
    mine = [s for s in spots if s.theatre == "east_africa"]
    paint = Painter(panel_rect(geo.EAST_AFRICA_PANEL), "na-map-east-africa")
    west = bend(projected("east_africa", geo.RED_SEA_WEST), mine)
    somali = bend(projected("east_africa", geo.SOMALI_COAST), mine)
    arabia = bend(projected("east_africa", geo.ARABIA), mine)
    far = (3400, 1900)

    def oceans(w: Sequence[Point], so: Sequence[Point], ar: Sequence[Point]) -> list[Point]:
        return [*w, *so[1:], (so[-1][0], far[1]), far, (far[0], ar[-1][1]), *ar[::-1]]

    sea0 = oceans(west, somali, arabia)
    west, somali = (fit_coast(c, mine, sea0) for c in (west, somali))  # Arabia has no spaces
    sea_poly = oceans(west, somali, arabia)
    layers: list = [paint.land()]
    layers.append(paint.tint_blob(geo.PLATEAU_EA, HIGHLAND, 130, 10))
    layers += paint.dunes(geo.SAND_SEAS_EA)
    layers += paint.marshes(geo.MARSHES_EA)
    layers.append(paint.greens([geo.NILE_EA, geo.WHITE_NILE, geo.BLUE_NILE], [], [], 13))
    layers += paint.ranges(geo.RIDGES_EA, [])
    layers.append(paint.rivers([geo.NILE_EA, geo.WHITE_NILE, geo.BLUE_NILE],
                               [geo.ATBARA_RIVER]))
    layers += paint.sea([sea_poly], geo.LAKES_EA, [west, somali, arabia[:-1]])
    return stack(paint_size(paint), layers)


def paint_size(paint: Painter) -> tuple[int, int]:
    return (paint.w, paint.h)


def north_africa_map() -> pygame.Surface:
    spots = places()
    layers: list = [main_theatre(spots), *holding_panel()]
    layers += panel(near_east(spots), geo.NEAR_EAST_PANEL)
    layers += panel(east_africa(spots), geo.EAST_AFRICA_PANEL)
    s = SCALE
    layers += banner("The Near East", (2620 * s, 70 * s), 26)
    layers += banner("East Africa", (2990 * s, 1196 * s), 26)
    layers += cartouche((1150 * s, 190 * s))
    layers += compass((1660 * s, 330 * s), 74)
    layers += legend((1410 * s, 1474 * s, 480 * s, 296 * s))
    layers.append(border())
    art = stack(SIZE, layers)
    out = pygame.Surface(SIZE)
    out.blit(art, (0, 0))
    return out


def build(written: Written, folder: str) -> None:
    save(north_africa_map(), f"{folder}map.png", written)
    path = written.root / f"{folder}map.json"
    path.write_text(json.dumps({"scale": SCALE, "width": SIZE[0], "height": SIZE[1]}) + "\n",
                    encoding="utf-8")
    written.append((f"{folder}map.json", "the map's scale and size"))
