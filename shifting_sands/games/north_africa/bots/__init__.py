"""The bots of North Africa 1940-43: heuristics and search hooks. They read the rules (never the
table) and never import pygame."""
