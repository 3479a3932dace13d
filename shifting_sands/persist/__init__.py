"""Saves, autosaves and other user files, written so that a crash or a bad file loses nothing.

Pure Python: nothing here imports pygame, so the CLI and tests can use it headless.
"""
