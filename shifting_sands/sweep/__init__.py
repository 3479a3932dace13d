"""Variant sweeps: many cells (variant x settings x players x bots), each of many games.

A sweep file names what to play (`definition`), each game is a plain task whose result
depends on its seed alone (`tasks`), finished games go to an append-only journal so an
interrupted sweep resumes without counting a game twice (`journal`), the games run on
local processes or on Ray (`backends`), and the results become one table with a summary
per cell (`report`). Nothing here imports pygame except the chart, drawn by `lab_chart`.
"""
