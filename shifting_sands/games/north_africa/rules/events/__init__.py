"""Every strategy card's event and every combat card, registered by card key on import
(`registry.py`); `effects.py` holds the hooks they answer."""

from shifting_sands.games.north_africa.rules.events import (  # noqa: F401 (each module registers)
    allied_politics,
    axis_politics,
    combat_cards,
    malta,
    operation_events,
    reinforcements,
)
