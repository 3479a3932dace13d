"""The rules of Land the Mothership: pure Python (no pygame, no bots, no scene). The state, its
actions, views, log sentences and everything the rules contract needs."""
