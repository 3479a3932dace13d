"""Build Curse Reverse scenarios for the rules tests.

    state = table(3, pos={0: "red:2,3", 1: "red:2,3"},
                  packs={0: ["item:sharp_feather", "cartouche:apep"], 1: []},
                  ground={}, current=0)

`table` starts a real game (`new_curse_game`) and then sets what the test names: places
(`pos`), packs (tiles "item:<id>", "curse", "cartouche:<id>"; each holder `learn`s its own
cartouches), the ground (empty unless given), goals, orientation, who is to play.
It then makes the rest of the table agree: the bag holds every item nobody holds or sees,
the cartouche pile every cartouche not in play, the curse pile 30 less the curses carried,
and the goal decks every card not dealt. The data in data/curse_reverse is a placeholder,
so goal cards are chosen by the items they show (`goal_showing`), never by id.

`roll`, `draw`, `chance` force what chance does; `pass_windows` lets every response
window go by; `act` applies legal actions and returns their events.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from shifting_sands.content.curse_reverse import GODS, default_curse_reverse
from shifting_sands.games.curse_reverse.rules.actions import (
    DrawEvent,
    DrawItem,
    DrawTrial,
    Judged,
    Pass,
    Roll,
)
from shifting_sands.games.curse_reverse.rules.setup import new_curse_game
from shifting_sands.games.curse_reverse.rules.state import CurseState
from shifting_sands.rules.protocol import CHANCE

CONTENT = default_curse_reverse()

# Places of the shipped segments (orientation 0); see scripts/make_curse_maps.py.
RED_START = "red:2,3"
RED_SAFE = "red:2,4"
RED_ITEM = "red:5,3"
RED_EVENT = "red:4,1"
RED_TEMPLE = "temple:red"
BLUE_START = "blue:3,3"
BLUE_TEMPLE = "temple:blue"


def items_of_kind(kind: str) -> list[str]:
    return sorted(i for i, item in CONTENT.items.items() if item.kind == kind)


OFFENSIVE = items_of_kind("offensive")
DEFENSIVE = items_of_kind("defensive")


def item(ident: str) -> str:
    return f"item:{ident}"


def cart(ident: str) -> str:
    return f"cartouche:{ident}"


def goal_showing(god: str, wanted: str, avoid: Iterable[str] = ()) -> str:
    """A goal card of `god` that shows the item `wanted` (and none of `avoid`)."""
    avoid = set(avoid)
    for goal in sorted(CONTENT.goals):
        card = CONTENT.goals[goal]
        if card.god == god and wanted in card.items and not avoid & set(card.items):
            return goal
    raise LookupError(f"no {god} goal card shows {wanted}")


def goal_avoiding(god: str, avoid: Iterable[str] = ()) -> str:
    """A goal card of `god` showing none of the items `avoid`."""
    avoid = set(avoid)
    for goal in sorted(CONTENT.goals):
        card = CONTENT.goals[goal]
        if card.god == god and not avoid & set(card.items):
            return goal
    raise LookupError(f"every {god} goal card shows one of {sorted(avoid)}")


def goal_items(goal: str) -> list[str]:
    return list(CONTENT.goals[goal].items)


def event_with(effect: str, count: int | None = None) -> str:
    """An event card whose effect is `effect` (and count, when given)."""
    for card in sorted(CONTENT.events):
        event = CONTENT.events[card]
        if event.effect == effect and (count is None or event.count == count):
            return card
    raise LookupError(f"no event does {effect} x{count}")


def a_trial(index: int = 0) -> str:
    return sorted(CONTENT.trials)[index]


def game(players: int = 4, seed: int = 1, **settings: Any) -> CurseState:
    return new_curse_game(CONTENT, settings.pop("variant", "standard"), seed, players, settings)


def table(
    players: int = 4,
    *,
    pos: Mapping[int, str] | None = None,
    packs: Mapping[int, Sequence[str]] | None = None,
    ground: Mapping[str, Sequence[str]] | None = None,
    goals: Mapping[int, Sequence[str]] | None = None,
    offerings: Mapping[str, Sequence[tuple[str, int]]] | None = None,
    done: Mapping[int, Sequence[str]] | None = None,
    orientation: Sequence[int] | None = None,
    current: int = 0,
    people: Sequence[bool] | None = None,
    ask: Sequence[str] | None = None,
    variant: str = "standard",
    seed: int = 1,
    empty_packs: bool = True,
) -> CurseState:
    """A game with exactly this table (see the module docstring). Seats not in `packs` carry
    nothing when `empty_packs` (the default), else what they were dealt."""
    settings: dict[str, Any] = {}
    if people is not None:
        settings["people"] = list(people)
    if ask is not None:
        settings["ask"] = list(ask)
    state = new_curse_game(CONTENT, variant, seed, players, settings)
    if orientation is not None:
        state.orientation = list(orientation)
    for seat, node in (pos or {}).items():
        state.pos[seat] = node
    if empty_packs:
        state.packs = [[] for _ in range(players)]
    for seat, tiles in (packs or {}).items():
        state.packs[seat] = list(tiles)
    state.ground = {node: list(tiles) for node, tiles in (ground or {}).items() if tiles}
    for seat, cards in (goals or {}).items():
        state.goals[seat] = list(cards)
    for seat, cards in (done or {}).items():
        state.done[seat] = list(cards)
    if offerings is not None:
        state.offerings = {god: [[i, by] for i, by in offerings.get(god, ())] for god in GODS}
    tidy(state)
    set_turn(state, current)
    return state


def tidy(state: CurseState) -> CurseState:
    """Make the bag, the piles, the goal decks and what each seat knows agree with the
    packs, the ground and the temples (every tile exists once)."""
    in_play = [t for pack in state.packs for t in pack]
    in_play += [t for tiles in state.ground.values() for t in tiles]
    items = [t[5:] for t in in_play if t.startswith("item:")]
    items += [i for offered in state.offerings.values() for i, _ in offered]
    if len(items) != len(set(items)):
        raise ValueError(f"an item is in two places: {sorted(items)}")
    state.bag = sorted(set(CONTENT.items) - set(items))
    cartouches = [t[10:] for t in in_play if t.startswith("cartouche:")]
    if len(cartouches) != len(set(cartouches)):
        raise ValueError("a cartouche is in two places")
    state.pile = [c for c in sorted(CONTENT.cartouches)
                  if c not in cartouches and c not in state.used]
    state.curses = CONTENT.components.curse_tiles - in_play.count("curse")
    dealt = {g for cards in state.goals for g in cards}
    state.goal_box = {god: sorted(g for g in CONTENT.goals_of(god) if g not in dealt)
                      for god in GODS}
    state.knows = [[] for _ in range(state.players)]
    for seat in range(state.players):
        for cartouche in state.cartouches_of(seat):
            state.learn(seat, cartouche)
    return state


def set_turn(state: CurseState, seat: int) -> CurseState:
    """A fresh turn for `seat`: nothing done yet, nothing on the stack."""
    state.stack = []
    state.turn_seat = seat
    state.current_player = seat
    state.new_turn_state()
    return state


# -- acting ----------------------------------------------------------------------------
def act(state: CurseState, *actions: Any) -> list[Any]:
    """Apply `actions` in turn (each must be legal); all their events."""
    events: list[Any] = []
    for action in actions:
        events += state.apply(action)
    return events


def top(state: CurseState) -> dict[str, Any] | None:
    return state.stack[-1] if state.stack else None


def top_kind(state: CurseState) -> str | None:
    frame = top(state)
    return None if frame is None else frame["k"]


def in_window(state: CurseState, moment: str | None = None) -> bool:
    frame = top(state)
    return (frame is not None and frame["k"] == "window"
            and (moment is None or frame["moment"] == moment))


def pass_windows(state: CurseState) -> list[Any]:
    """Pass for everyone asked while the top frame is a response window."""
    events: list[Any] = []
    while in_window(state):
        events += state.apply(Pass())
    return events


def chance(state: CurseState, action: Any) -> list[Any]:
    """Make chance do `action` (one of its legal outcomes)."""
    assert state.current_player == CHANCE, f"not a chance node: {top(state)}"
    assert action in state.legal_actions(), f"{action!r} cannot happen now"
    return state.apply(action)


def roll(state: CurseState, side: str, *faces: int) -> list[Any]:
    return chance(state, Roll(side, tuple(sorted(faces))))


def robbery_dice(state: CurseState, attack: Sequence[int], defence: Sequence[int]) -> list[Any]:
    """Roll the attack and defence dice of a robbery just begun."""
    return roll(state, "attack", *attack) + roll(state, "defence", *defence)


def draw_item(state: CurseState, ident: str) -> list[Any]:
    return chance(state, DrawItem(ident))


def draw_event(state: CurseState, card: str) -> list[Any]:
    return chance(state, DrawEvent(card))


def draw_trial(state: CurseState, card: str) -> list[Any]:
    return chance(state, DrawTrial(card))


def judged(state: CurseState, passed: bool) -> list[Any]:
    return chance(state, Judged(passed))


def refill_all(state: CurseState) -> list[Any]:
    """Answer every refill draw with the first item left in the bag."""
    events: list[Any] = []
    while (state.current_player == CHANCE and top(state)["what"] == "refill"):
        events += chance(state, DrawItem(sorted(state.bag)[0]))
    return events


def of_type(events: Iterable[Any], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def legal_of(state: CurseState, kind: type) -> list[Any]:
    return [a for a in state.legal_actions() if isinstance(a, kind)]
