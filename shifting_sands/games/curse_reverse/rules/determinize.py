"""A full Curse Reverse state consistent with a view: the table as seen, and the cartouches
the seat has not seen dealt anew among the places it cannot see into (the pile, others'
face-down tiles, face-down tiles on the ground). Everything else is public or drawn at
random when it happens."""

from __future__ import annotations

import copy
from typing import Any

from shifting_sands.games.curse_reverse.rules.view import UNKNOWN, CurseView
from shifting_sands.rules.rng import GameRng


def thaw(value: Any) -> Any:
    """A frozen view value back to the JSON shape of the state (tuples of pairs -> dicts)."""
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str)
                         for v in value):
            return {k: thaw(v) for k, v in value}
        return [thaw(v) for v in value]
    return value


def determinize(view: CurseView, rng: GameRng) -> Any:
    from shifting_sands.content.curse_reverse import content_by_hash, default_curse_reverse
    from shifting_sands.games.curse_reverse.rules.state import CurseState

    content = content_by_hash(view.content) or default_curse_reverse()
    state = CurseState(content, view.variant, GameRng(rng.randrange(2**31)),
                       list(view.thieves), list(view.people), list(view.ask))
    unseen = list(view.unseen_cartouches)
    rng.shuffle(unseen)

    def deal(tile: str) -> str:
        return f"cartouche:{unseen.pop()}" if tile == UNKNOWN else tile

    state.orientation = list(view.orientation)
    state.home, state.pos = list(view.home), list(view.pos)
    state.packs = [[deal(t) for t in pack] for pack in view.packs]
    state.ground = {node: [deal(t) for t in tiles] for node, tiles in view.ground}
    state.pile = [f"{c}" for c in unseen]
    state.offerings = {god: [[item, by] for item, by in items] for god, items in view.offerings}
    state.goals = [list(g) for g in view.goals]
    state.done = [list(d) for d in view.done]
    state.goal_box = {god: list(box) for god, box in view.goal_box}
    seat = view.seat if view.seat is not None else -1
    state.knows = [list(view.knows) if s == seat else [] for s in range(view.players)]
    for s, pack in enumerate(state.packs):  # a holder knows its own tiles
        for tile in pack:
            if tile.startswith("cartouche:"):
                state.learn(s, tile[10:])
    state.bag = list(view.bag)
    state.curses, state.used = view.curses, list(view.used)
    state.events_left, state.events_used = list(view.events_left), list(view.events_used)
    state.trials_left, state.trials_used = list(view.trials_left), list(view.trials_used)
    state.declined = [list(view.declined) if s == seat else [] for s in range(view.players)]
    state.aker, state.menhit = list(view.aker), list(view.menhit)
    state.ts = dict(view.ts)
    state.stack = [frame_back(frame, seat) for frame in view.stack]
    state.turn_seat, state.current_player = view.turn_seat, view.current_player
    state.turn, state.round = view.turn, view.round
    return state


def frame_back(frame: Any, seat: int) -> dict[str, Any]:
    """A frame as the state holds it; the other judges' hidden votes are sampled."""
    data = {"k": frame.kind, **{k: copy.deepcopy(thaw(v)) for k, v in frame.data}}
    if frame.kind == "vote":
        data["votes"] = [[s, v if v is not None else True] for s, v in data["votes"]]
    if data.get("ctx") == []:
        data["ctx"] = {}
    return data
