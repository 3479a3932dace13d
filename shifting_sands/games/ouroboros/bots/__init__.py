"""The bots of The Ouroboros: heuristics and search hooks. They read the rules (never the table)
and never import pygame."""
