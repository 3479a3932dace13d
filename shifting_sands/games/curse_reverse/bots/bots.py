"""Curse Reverse bots: the greedy thief, and the hooks the search levels use.

The greedy thief heads for what its goals need: carrying a goal item, to that god's temple;
else to the nearest needed item on the ground, in a rival's pack (to rob) or on a temple
(to steal). It robs when its dice are not worse, passes its curses on, cleanses when two or
more weigh it down, and answers windows only when a cartouche plainly helps it. It plays from
a state sampled from its view (`determinize`), so it sees nothing its seat cannot.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.board import temple_node
from shifting_sands.rules.rng import GameRng

FAR = 99


def needed(state: Any, seat: int) -> dict[str, str]:
    """Item -> the god of an unfinished goal card of `seat` that shows it."""
    goals = state.content.goals
    want: dict[str, str] = {}
    for goal in state.goals[seat]:
        if goal not in state.done[seat]:
            for item in goals[goal].items:
                want.setdefault(item, goals[goal].god)
    return want


def item_places(state: Any, seat: int, want: dict[str, str]) -> list[str]:
    """Where an item the thief needs lies: on the ground, in a rival's pack (the rival's
    square), or offered on a temple by another thief."""
    places = [node for node, tiles in state.ground.items()
              if any(t.startswith("item:") and t[5:] in want for t in tiles)]
    places += [state.pos[s] for s in range(state.players)
               if s != seat and not state.in_temple(s)
               and any(item in want for item in state.items_of(s))]
    places += [temple_node(god) for god, offered in state.offerings.items()
               if any(item in want and by != seat for item, by in offered)]
    return places


def targets(state: Any, seat: int) -> list[str]:
    """Where the thief wants to be, best first."""
    want = needed(state, seat)
    carried = [want[item] for item in state.items_of(seat) if item in want]
    if carried:
        return [temple_node(god) for god in carried]
    places = item_places(state, seat, want)
    if places:
        return places
    # Nothing needed in sight (it is in the bag): empty the item spaces so they refill
    full = state.free_space(seat) <= 0
    stocked = [node for node in state.board.places("item")
               if any(t.startswith("item:") for t in state.ground.get(node, []))
               and not (full and node == state.pos[seat])]
    return stocked or [temple_node(god) for god in state.offerings]


def in_sight(state: Any, seat: int) -> bool:
    """Whether some needed item is on the board, in a pack or on a temple."""
    want = needed(state, seat)
    return any(item in want for item in visible_items(state, seat))


def visible_items(state: Any, seat: int) -> list[str]:
    items = [t[5:] for tiles in state.ground.values() for t in tiles if t.startswith("item:")]
    items += [item for s in range(state.players) for item in state.items_of(s)]
    items += [item for offered in state.offerings.values() for item, by in offered if by != seat]
    return items


def distance_to(state: Any, node: str, goals: list[str]) -> int:
    dist = state.board.distances(node)
    return min((dist.get(goal, FAR) for goal in goals), default=FAR)


def useless(state: Any, seat: int) -> list[int]:
    """Pack indexes of items no goal of the seat needs, defensive ones first."""
    want = needed(state, seat)
    kinds = state.content.items
    spare = [(kinds[t[5:]].kind == "offensive", i) for i, t in enumerate(state.packs[seat])
             if t.startswith("item:") and t[5:] not in want]
    return [i for _, i in sorted(spare)]


def plan(state: Any, legal: list[Any], rng: GameRng) -> Any:
    """The greedy choice among `legal` on a full state."""
    if len(legal) == 1:
        return legal[0]
    seat = state.current_player
    frame = state.stack[-1] if state.stack else None
    if frame is None:
        return plan_turn(state, seat, legal)
    kind = frame["k"]
    if kind == "move":
        return plan_move(state, frame["seat"], legal)
    if kind == "window":
        return plan_window(state, seat, frame, legal)
    if kind == "choice":
        return plan_choice(state, seat, frame, legal)
    if kind == "vote":
        return a.Vote(True)
    return legal[0]


def plan_turn(state: Any, seat: int, legal: list[Any]) -> Any:
    want = needed(state, seat)
    by_type: dict[type, list[Any]] = {}
    for action in legal:
        by_type.setdefault(type(action), []).append(action)
    turn_ins = by_type.get(a.TurnIn, [])
    if turn_ins:
        take = state.free_space(seat) >= 2
        return next((t for t in turn_ins if t.cartouche == take), turn_ins[0])
    if a.Cleanse in by_type and state.curses_of(seat) >= 2:
        return a.Cleanse()
    ground = state.ground.get(state.pos[seat], [])
    for action in by_type.get(a.PickUp, []):
        tile = ground[action.index]
        if tile.startswith("item:") and tile[5:] in want:
            return action
    for action in by_type.get(a.StealOffering, []):
        if action.item in want:
            return action
    for action in by_type.get(a.Rob, []):
        victim = action.victim
        if (any(item in want for item in state.items_of(victim))
                and state.dice(seat, "offensive") >= state.dice(victim, "defensive")):
            return action
    if not in_sight(state, seat):
        if by_type.get(a.PickUp) and state.board.kind_of[state.pos[seat]] == "item":
            return by_type[a.PickUp][0]
        if a.PerformTrial in by_type:
            return a.PerformTrial()
    play = own_play(state, seat, by_type.get(a.Play, []))
    if play is not None:
        return play
    wanted_here = any(t.startswith("item:") and t[5:] in want for t in ground)
    if (state.free_space(seat) <= 1 and not state.in_temple(seat)
            and (wanted_here or state.board.kind_of[state.pos[seat]] != "item")):
        spare = useless(state, seat)
        if spare and a.Drop(spare[0]) in legal:
            return a.Drop(spare[0])
    if a.StartMove in by_type:
        goals = targets(state, seat)
        if distance_to(state, state.pos[seat], goals) > 0:
            return a.StartMove()
    return a.EndTurn()


def own_play(state: Any, seat: int, plays: list[Any]) -> Any | None:
    """The cartouches the greedy thief uses on its own turn: Aten on itself when cursed,
    Apep at once (an extra action costs nothing), Menhit or Aker on itself when its target
    is out of reach."""
    far = distance_to(state, state.pos[seat], targets(state, seat)) > state.speed(seat)
    for play in plays:
        if play.target != seat and play.cartouche != "apep":
            continue
        if play.cartouche == "aten" and state.curses_of(seat) >= 2:
            return play
        if play.cartouche == "apep" and state.ts["moves"] == 0:
            return play
        if play.cartouche in ("menhit", "aker") and far and state.ts["moves"] == 0:
            return play
    return None


def plan_move(state: Any, seat: int, legal: list[Any]) -> Any:
    goals = targets(state, seat)
    best, best_key = legal[0], (FAR, 0)
    for action in legal:
        node = action.to if isinstance(action, a.Move) else state.pos[seat]
        key = (distance_to(state, node, goals),
               1 if state.board.kind_of[node] == "event" else 0)
        if key < best_key:
            best, best_key = action, key
    return best


def plan_window(state: Any, seat: int, frame: dict[str, Any], legal: list[Any]) -> Any:
    plays = [p for p in legal if isinstance(p, a.Play)]
    moment = frame["moment"]
    if moment == "roll":
        robbery = next(f for f in reversed(state.stack) if f["k"] == "robbery")
        swords, shields = sum(robbery["attack"]), sum(robbery["defence"])
        for play in plays:
            if play.cartouche != "mafdet":
                continue
            if seat == robbery["robber"] and swords <= shields and play.choice == ("attack",):
                return play
            if seat == robbery["victim"] and swords > shields and play.choice == ("defence",):
                return play
    if moment == "curse" and frame["ctx"].get("seat") == seat:
        leader = max((s for s in range(state.players) if s != seat),
                     key=lambda s: len(state.done[s]))
        for play in plays:
            if play.cartouche == "wadjet" and play.target == leader:
                return play
    if moment == "draw" and frame["ctx"].get("seat") == seat:
        for play in plays:
            if play.cartouche == "khonsu":
                return play
    return a.Pass()


def plan_choice(state: Any, seat: int, frame: dict[str, Any], legal: list[Any]) -> Any:
    what = frame["what"]
    want = needed(state, seat)
    if what == "steal":
        pack = state.packs[frame["victim"]]

        def worth(action: Any) -> int:
            if action.index < 0:
                return 0
            tile = pack[action.index]
            if tile.startswith("item:") and tile[5:] in want:
                return 3
            return 2 if tile.startswith("cartouche:") else 1
        return max(legal, key=worth)
    if what == "pass_curses":
        return a.PassCurses(True)
    if what in ("make_room", "return_item"):
        spare = useless(state, seat)
        return a.ReturnItem(spare[0]) if spare and a.ReturnItem(spare[0]) in legal else legal[0]
    if what in ("babi", "khonsu"):
        for action in legal:
            if isinstance(action, a.Take) and action.item in want:
                return action
        return legal[-1] if what == "babi" else legal[0]
    if what == "look":
        return max(legal, key=lambda x: len(state.cartouches_of(x.seat)) if x.seat >= 0 else 0)
    if what == "reward":
        kinds = {r.kind for r in legal}
        leader = max((s for s in range(state.players) if s != seat),
                     key=lambda s: len(state.done[s]))
        if "curse" in kinds and len(state.done[leader]) >= 2:
            return a.Reward("curse", leader)
        if "item" in kinds and state.free_space(seat) >= 2:
            return a.Reward("item")
        if "cartouche" in kinds and state.free_space(seat) >= 2:
            return a.Reward("cartouche")
        return a.Reward("free_move", seat)
    if what == "rotate":
        return a.DoneTurning()
    if what == "peek":
        return legal[-1]
    return legal[0]


def game_moves(legal: list[Any]) -> list[Any]:
    """The legal actions without a person's change of how they are asked (a setting, not a
    move: a bot playing a person's seat leaves it as it is)."""
    return [x for x in legal if not isinstance(x, a.SetAsking)]


class GreedyCurseBot:
    name = "greedy"

    def choose(self, view: Any, legal: list[Any], rng: GameRng) -> Any:
        legal = game_moves(legal)
        if len(legal) == 1:
            return legal[0]
        from shifting_sands.games.curse_reverse.rules.determinize import determinize

        return plan(determinize(view, rng), legal, rng)


# -- search hooks ------------------------------------------------------------------------
def progress(state: Any, seat: int) -> float:
    """Goals done, goal items carried, and nearness to what is wanted, for one thief."""
    done = len(state.done[seat])
    want = needed(state, seat)
    carried = len({want[item] for item in state.items_of(seat) if item in want})
    near = distance_to(state, state.pos[seat], targets(state, seat))
    return done + 0.45 * carried + 0.25 * (1 - min(near, 20) / 20)


def evaluate(state: Any, seat: int) -> float:
    """The seat's prospects in [0, 1]: its progress against its best rival's."""
    if state.is_terminal():
        return state.outcome().returns[seat]
    mine = progress(state, seat)
    best = max(progress(state, s) for s in range(state.players) if s != seat)
    return max(0.0, min(1.0, 0.5 + (mine - best) / 2))


def search_actions(state: Any) -> list[Any]:
    """The search's choices, the greedy one first (it is expanded first): on the turn, the
    turn actions and moves, and ending the turn, a drop or a play only when the greedy
    thief would; a move's ends cut to the five nearest the thief's targets besides the
    greedy one. Windows and choices are searched whole (when to play a cartouche)."""
    legal = game_moves(state.legal_actions())
    if len(legal) <= 2:
        return legal
    first = plan(state, legal, GameRng(0))
    frame = state.stack[-1] if state.stack else None
    if frame is None:  # ending the turn, drops and plays only where the greedy thief would
        rest = [x for x in legal if x != first
                and not isinstance(x, (a.Drop, a.Play, a.EndTurn))]
    elif frame["k"] == "move":
        goals = targets(state, frame["seat"])
        moves = sorted((x for x in legal if isinstance(x, a.Move) and x != first),
                       key=lambda x: distance_to(state, x.to, goals))
        rest = moves[:5]
    else:
        rest = [x for x in legal if x != first]
    return [first, *rest]


def rollout_action(state: Any, rng: GameRng) -> Any:
    """The greedy choice on the full state (a playout's state is already determinized);
    a window is passed without listing it (the greedy thief rarely answers one)."""
    if state.stack and state.stack[-1]["k"] == "window":
        return a.Pass()
    return plan(state, game_moves(state.legal_actions()), rng)
