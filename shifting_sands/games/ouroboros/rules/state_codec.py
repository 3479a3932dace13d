"""The Ouroboros state as JSON-ready data and back (saves, undo snapshots)."""

from __future__ import annotations

from typing import Any

from shifting_sands.content.ouroboros import RULE_SETS, OuroborosRules
from shifting_sands.games.ouroboros.rules.pieces import Explorer, Monster, Status, Tile
from shifting_sands.rules.protocol import Outcome
from shifting_sands.rules.rng import GameRng


def fields_to_dict(state: Any) -> dict[str, Any]:
    return {
        "rules": RULE_SETS.ref(state.rules),
        "rng": state.rng.to_json(),
        "tiles": [[x, y, t.kind, t.broken, t.ledge] for (x, y), t in sorted(state.tiles.items())],
        "explorers": [[e.seat, e.role, e.pos[0], e.pos[1], e.status.value, list(e.relics)]
                      + ([e.strength] if e.strength else []) for e in state.explorers],
        "monsters": [[m.id, m.kind, m.card, m.pos[0], m.pos[1], m.quarry]
                     + ([m.strength] if m.strength else []) for m in state.monsters.values()],
        "tile_deck": list(state.tile_deck),
        "known_bottom": state.known_bottom,
        "draw_deck": list(state.draw_deck),
        "discard": list(state.discard),
        "next_monster": state.next_monster,
        "first_seat": state.first_seat,
        "current_player": state.current_player,
        "phase": state.phase.value,
        "turn": state.turn,
        "round": state.round,
        "pending": list(state.pending) if state.pending else None,
        "turn_revealed": state.turn_revealed,
        "outcome": state._outcome.to_dict() if state._outcome else None,
    }


def state_from_fields(cls: Any, data: dict[str, Any]) -> Any:
    from shifting_sands.games.ouroboros.rules.view import Phase

    explorers = [Explorer(int(seat), str(role), (int(x), int(y)), Status(status),
                          tuple(str(r) for r in relics), int(strength[0]) if strength else 0)
                 for seat, role, x, y, status, relics, *strength in data["explorers"]]
    raw = data["rules"]
    rules = RULE_SETS.resolve(raw) if isinstance(raw, str) else OuroborosRules.from_dict(raw)
    state = cls(rules, GameRng.from_json(data["rng"]),
                [e.role for e in explorers])
    state.explorers = explorers
    state.tiles = {(int(x), int(y)): Tile(str(kind), bool(broken), bool(ledge))
                   for x, y, kind, broken, ledge in data["tiles"]}
    state.monsters = {int(i): Monster(int(i), str(kind), str(card), (int(x), int(y)),
                                      None if quarry is None else int(quarry),
                                      int(strength[0]) if strength else 0)
                      for i, kind, card, x, y, quarry, *strength in data["monsters"]}
    state.tile_deck = [str(k) for k in data["tile_deck"]]
    state.known_bottom = int(data["known_bottom"])
    state.draw_deck = [str(k) for k in data["draw_deck"]]
    state.discard = [str(k) for k in data["discard"]]
    for name in ("next_monster", "first_seat", "current_player", "turn", "round"):
        setattr(state, name, int(data[name]))
    state.phase = Phase(data["phase"])
    pending = data["pending"]
    state.pending = (int(pending[0]), int(pending[1])) if pending else None
    state.turn_revealed = bool(data["turn_revealed"])
    if data.get("outcome"):
        state._outcome = Outcome.from_dict(data["outcome"])
    return state
