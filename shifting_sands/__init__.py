"""Shifting Sands: a collection of desert-themed tabletop games."""

__version__ = "0.1.0"
