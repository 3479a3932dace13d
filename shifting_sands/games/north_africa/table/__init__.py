"""The table of North Africa 1940-43: the scene and everything it draws. It reads the rules
through their public names only (the view, the actions, explain) and never decides a rule."""
