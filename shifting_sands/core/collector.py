"""The garbage collector at the start of a match.

A full collection walks every object the collector tracks. With a game's content, fonts,
pictures and caches loaded that is tens of thousands of objects, and one such collection
in the bench's frames of a game took 34.6 ms: two dropped frames, at a moment nobody
chose. Nearly everything alive when a match starts lives as long as the match, so it is
taken out of the collector's sight then (`gc.freeze`), and a full collection later walks
only what the match itself made.
"""

from __future__ import annotations

import gc


def settle_for_match() -> None:
    """Thaw what the last match froze, collect what the screens before left (a finished
    game's scene refers to itself, so only a collection frees it), and freeze the rest."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


__all__ = ["settle_for_match"]
