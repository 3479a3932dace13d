"""Weights of the search thieves' judge, in the order of judge.NAMES: written by
`python scripts/fit_curse_judge.py --games 300 --seed 5000 --check 100` (greedy games)."""

WEIGHTS = (5.0241, 1.7857, 1.5295, 1.8333, 0.1080, 0.1080, 0.0072, 0.0681, 0.0060, -0.1893, 0.7719)
