"""The bots of Land the Mothership: heuristics and search hooks. They read the rules (never the
table) and never import pygame."""
