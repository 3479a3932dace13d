"""The palette and type sizes every screen shares (the desert palette of assets/ART.md)."""

SAND = (232, 194, 122)
LIGHT_SAND = (243, 222, 176)
DUNE_SHADOW = (201, 154, 82)
TERRACOTTA = (181, 86, 46)
DEEP_CLAY = (122, 59, 34)
INK = (43, 29, 20)
BONE = (247, 238, 220)
INDIGO = (36, 59, 85)
TEAL = (47, 140, 140)
GOLD = (227, 167, 47)
MUTED = (120, 96, 72)
PANEL = (247, 238, 220, 236)
PANEL_EDGE = (201, 154, 82)
DIALOG = (247, 238, 220)
"""Dialogs are opaque: text beneath must never show through their text."""
DIM = (20, 12, 6, 190)
"""The veil over whatever lies beneath a dialog."""
SHADOW = (43, 29, 20, 70)
HIGHLIGHT = (255, 214, 102)
DANGER = (176, 50, 58)
GOOD = (78, 138, 58)

SEAT_COLOURS = [(181, 86, 46), (47, 140, 140), (227, 167, 47), (36, 59, 85), (78, 138, 58)]
SEAT_SHAPES = ["circle", "triangle", "square", "diamond", "hexagon"]
