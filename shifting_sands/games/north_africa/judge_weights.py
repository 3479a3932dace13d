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
    -1.165295,  # bias
    -0.906106,  # vp_margin
    2.195075,  # left
    3.755827,  # decided
    2.518609,  # automatic_near
    -2.347376,  # west_held
    0.542517,  # axis_front
    0.243459,  # allied_front
    -0.188273,  # allied_elsewhere
    2.549934,  # allies_to_tripoli
    -0.408446,  # axis_to_alexandria
]
