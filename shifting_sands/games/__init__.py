"""The explicit registry of games. No folder scanning: a game is listed here or not at all.

Importing this module imports rules only; each game's scene is named by a
`module:Class` string and imported by the window when it is needed.
"""

from __future__ import annotations

from shifting_sands.games.curse_reverse.spec import CurseReverseSpec
from shifting_sands.games.mothership.spec import MothershipSpec
from shifting_sands.games.north_africa.spec import NorthAfricaSpec
from shifting_sands.games.ouroboros.spec import OuroborosSpec
from shifting_sands.games.stones.spec import StonesSpec
from shifting_sands.rules import registry
from shifting_sands.rules.spec import GameSpec

REGISTRY: dict[str, GameSpec] = {
    spec.id: spec
    for spec in (StonesSpec(), MothershipSpec(), OuroborosSpec(), CurseReverseSpec(),
                 NorthAfricaSpec())
}


registry.register(REGISTRY.values())
get_spec = registry.get_spec
