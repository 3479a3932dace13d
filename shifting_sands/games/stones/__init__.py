"""Shifting Stones: rearrange a 3x3 grid of double-sided stones to score pattern cards."""
