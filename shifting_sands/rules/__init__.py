"""Pure rules pieces shared by every game. Nothing here imports pygame."""
