"""North Africa 1940-43 (being built: issue "part one"; not yet in the registry)."""
