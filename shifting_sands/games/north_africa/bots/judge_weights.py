"""Weights of the judge (judge.py), written by scripts/fit_judge.py: do not edit
by hand."""

# sonnenblume: from 300 greedy games (seeds 1000-1299)
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

# campaign: from 120 greedy games (seeds 1000-1119)
CAMPAIGN_WEIGHTS: list[float] = [
    -4.509911,  # bias
    0.773672,  # vp_margin
    1.955168,  # left
    4.391736,  # decided
    2.064973,  # automatic_near
    -0.812026,  # west_held
    1.298939,  # axis_front
    -0.093365,  # allied_front
    -0.829647,  # allied_elsewhere
    4.174474,  # allies_to_tripoli
    0.000000,  # axis_to_alexandria
]
