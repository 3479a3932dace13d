"""Weights of the Sonnenblume judge (judge.py), written by scripts/fit_judge.py from
300 greedy games (seeds 1000-1299): do not edit by hand."""

WEIGHTS: list[float] = [
    -0.003141,  # bias
    3.284522,  # held
    4.105060,  # left
    -8.836963,  # held_left
    -8.115673,  # axis_near
    -1.346317,  # allied_near
    -0.232927,  # axis_strength
    -0.849582,  # allied_strength
    2.097809,  # axis_in
    0.015287,  # allied_in
    1.248140,  # objective 1
    1.743385,  # objective 2
    -0.421067,  # objective 3
    -1.369340,  # objective 4
    -1.204259,  # objective 5
]
