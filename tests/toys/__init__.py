"""Toy games that exercise contract v2 (co-op returns, chance, prompts, phases) in tests.

They are registered only for the tests (`TOYS`, and the `contract_registry` fixture),
never in the shipped REGISTRY.
"""

from tests.toys.coop_toy import CoopToySpec
from tests.toys.dice_toy import DiceToySpec

TOYS = {"coop_toy": CoopToySpec(), "dice_toy": DiceToySpec()}
