"""The screens around the games: launcher, setup, menus, rules, results."""
