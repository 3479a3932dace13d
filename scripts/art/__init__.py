"""The art of Shifting Sands, drawn with pygame-ce and the standard library only.

Shared primitives (`palette`, `geometry`, `surfaces`, `gradients`, `noise`, `pen`) and shared
looks (`materials`, `desert`, `covers`, `glyph`) first; then one module per part (`ui`,
`stones`, `mothership`, and one per game still to come), each with `build(written)` that
draws and saves only its own files. `scripts/make_assets.py` runs them.
"""

import os

# Before any module of the package imports pygame: no window, no sound, no banner.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
