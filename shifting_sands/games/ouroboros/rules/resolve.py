"""What a move sets off: laying tiles, hazards, monsters, falls, revivals, vanishing tiles.

A `Resolver` carries one action through to its end on a state's fields and collects the
events. Every ruling it applies is numbered in docs/rules/ouroboros.md (O1, O2...) and
named here where it is applied. The turn order, phases and the end of the game are the
state's (rules.py); this module only changes the ruin.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from shifting_sands.content.ouroboros import MONSTERS, RELICS, PursuitRule
from shifting_sands.games.ouroboros.rules import actions as ev
from shifting_sands.games.ouroboros.rules.actions import DIAGONALS, Pos
from shifting_sands.games.ouroboros.rules.pieces import (
    NEIGHBOURS_4,
    SEATS,
    TOKENS_PER_KIND,
    UPGRADE,
    Explorer,
    Monster,
    Status,
    Tile,
    around,
    place_order,
    step,
    unseen_gap,
)


class Resolver:
    """One action's consequences on `state`; `events` in the order they happened and
    `revealed` once a tile was laid or a card drawn (nothing after that can be undone)."""

    def __init__(self, state: Any) -> None:
        """`state`: an OuroborosState (not imported: rules.py imports this module)."""
        self.s = state
        self.events: list[Any] = []
        self.revealed = False
        self.fired: set[Pos] = set()
        """Ledges that threw someone during this action: a ledge throws once (O7)."""

    # -- facts -------------------------------------------------------------------
    def explorer(self, seat: int) -> Explorer:
        return self.s.explorers[seat]

    def set_explorer(self, seat: int, **changes: Any) -> None:
        self.s.explorers[seat] = replace(self.s.explorers[seat], **changes)

    def pursuers(self, seat: int) -> list[Monster]:
        return [m for m in self.s.monsters.values() if m.quarry == seat]

    def lurkers(self, pos: Pos) -> list[Monster]:
        return [m for m in self.s.monsters.values() if m.pos == pos and m.quarry is None]

    def occupied(self, pos: Pos) -> bool:
        return any(e.alive and e.pos == pos for e in self.s.explorers)

    def tile_power(self, pos: Pos) -> int:
        """The combined power of the explorers standing on `pos`."""
        return sum(e.power for e in self.s.explorers if e.standing and e.pos == pos)

    # -- tiles -------------------------------------------------------------------
    def lay(self, pos: Pos) -> bool:
        """Draw the top tile and lay it at `pos`; False when the deck is empty (O3)."""
        deck = self.s.tile_deck
        if not deck:
            return False
        kind = deck.pop(0)
        self.s.known_bottom = min(self.s.known_bottom, len(deck))
        self.s.tiles[pos] = Tile(kind)
        self.events.append(ev.TileLaid(pos[0], pos[1], kind))
        self.revealed = True
        return True

    def remove_tiles(self, cells: list[Pos], cause: str) -> None:
        """Tiles leave the table for the bottom of the tile deck (in place order, so a
        replay agrees), with their ledge tokens; monsters on them are gone (O10)."""
        cells = sorted((pos for pos in set(cells) if pos in self.s.tiles), key=place_order)
        if not cells:
            return
        for pos in cells:
            self.s.tile_deck.append(self.s.tiles.pop(pos).kind)
        self.s.known_bottom += len(cells)
        self.events.append(ev.TilesVanished(tuple(cells), cause))
        for monster in [m for m in self.s.monsters.values() if m.pos in cells]:
            self.monster_gone(monster)

    def monster_gone(self, monster: Monster) -> None:
        del self.s.monsters[monster.id]
        self.s.discard.append(monster.card)
        self.events.append(ev.MonsterGone(monster.id, monster.kind, monster.pos))

    def crumble(self, pos: Pos) -> None:
        """A monster left `pos`: the tile falls unless an explorer is still on it."""
        if pos in self.s.tiles and not self.occupied(pos):
            self.remove_tiles([pos], "crumbled")

    # -- moving ------------------------------------------------------------------
    def walk(self, seat: int, direction: Pos) -> str | None:
        """A turn's move one tile in `direction`. Returns "wall" when the Archaeologist
        meets a wall and must choose whether to break it (the state then asks him)."""
        mover = self.explorer(seat)
        target = step(mover.pos, direction)
        fresh = target not in self.s.tiles
        if fresh and not self.lay(target):
            return None  # not legal: the state never offers it (O3)
        if self.s.tiles[target].blocks:
            if mover.role == "archaeologist":
                return "wall"
            self.hit_wall(seat, target)
            return None
        self.enter(seat, target, direction, "walk", fresh)
        return None

    def hit_wall(self, seat: int, wall: Pos) -> None:
        """A wall stops an explorer; one pursued by a monster is caught against it."""
        if self.pursuers(seat):
            self.incapacitate(seat, "caught against a wall")
        else:
            self.events.append(ev.Blocked(seat, self.explorer(seat).pos, wall))

    def break_wall(self, seat: int, direction: Pos) -> None:
        target = step(self.explorer(seat).pos, direction)
        self.s.tiles[target] = replace(self.s.tiles[target], broken=True)
        self.events.append(ev.WallBroken(seat, target))
        self.enter(seat, target, direction, "walk", False)

    def move_explorer(self, seat: int, dst: Pos, how: str) -> None:
        """Put an explorer on `dst`; monsters pursuing them follow at once, and the tile
        each monster leaves crumbles unless someone else is on it."""
        src = self.explorer(seat).pos
        self.set_explorer(seat, pos=dst)
        self.events.append(ev.Stepped(seat, src, dst, how))
        if src == dst:
            return
        for monster in self.pursuers(seat):
            self.s.monsters[monster.id] = replace(monster, pos=dst)
            self.events.append(ev.MonsterMoved(monster.id, src, dst))
        if self.pursuers(seat):
            self.crumble(src)

    def enter(self, seat: int, pos: Pos, direction: Pos, how: str, fresh: bool) -> None:
        """Step onto `pos` and resolve what is there: a ledge, a freshly laid Eye of
        Horus, a lurking monster (O5: in that order)."""
        self.move_explorer(seat, pos, how)
        tile = self.s.tiles.get(pos)
        if tile is None:
            return
        mover = self.explorer(seat)
        if tile.ledge and mover.role != "guide" and pos not in self.fired:
            guide = self.guide_on(pos, seat)
            if guide is None:
                self.fired.add(pos)
                self.ledge_jump(seat, pos, direction)
                return
            self.events.append(ev.Ushered(seat, guide, pos))
            for monster in self.pursuers(seat):
                self.monster_ledge_jump(monster, pos, direction)
        if fresh and tile.kind == "eye":
            self.draw_card(seat, direction)
            return
        self.encounter(seat)

    def guide_on(self, pos: Pos, besides: int) -> int | None:
        for e in self.s.explorers:
            if e.role == "guide" and e.standing and e.pos == pos and e.seat != besides:
                return e.seat
        return None

    def ledge_jump(self, seat: int, ledge: Pos, direction: Pos) -> None:
        """Thrown two tiles on, over one unseen place; a wall there sends the explorer one
        back onto the place jumped over; a wall there too, back onto the ledge (O6)."""
        landing = step(ledge, direction, 2)
        fresh = landing not in self.s.tiles
        if (not fresh or self.lay(landing)) and not self.s.tiles[landing].blocks:
            self.events.append(ev.LedgeJump(seat, -1, ledge, landing))
            self.enter(seat, landing, direction, "jump", fresh)
            return
        middle = step(ledge, direction)
        fresh = middle not in self.s.tiles
        if (not fresh or self.lay(middle)) and not self.s.tiles[middle].blocks:
            self.enter(seat, middle, direction, "bounce", fresh)
            return
        self.events.append(ev.Blocked(seat, ledge, middle))

    def monster_ledge_jump(self, monster: Monster, ledge: Pos, direction: Pos) -> None:
        """The Guide ushers the pursued across; the monster still falls two tiles on and
        is gone if it lands out of sight (the text), else it lurks there (O8)."""
        landing = step(ledge, direction, 2)
        self.events.append(ev.LedgeJump(-1, monster.id, ledge, landing))
        moved = replace(monster, pos=landing, quarry=None)
        self.s.monsters[monster.id] = moved
        tile = self.s.tiles.get(landing)
        if tile is None or tile.blocks:
            self.monster_gone(moved)

    # -- cards -------------------------------------------------------------------
    def draw_card(self, seat: int, direction: Pos) -> None:
        deck = self.s.draw_deck
        if not deck and self.s.discard:  # O4: the discards make a new deck
            deck.extend(self.s.discard)
            self.s.discard.clear()
            self.s.rng.shuffle(deck)
            self.events.append(ev.DeckReshuffled(len(deck)))
        if not deck:
            return
        card = deck.pop(0)
        self.revealed = True
        self.events.append(ev.CardDrawn(seat, card))
        if card in RELICS:
            self.set_explorer(seat, relics=(*self.explorer(seat).relics, card))
            self.events.append(ev.RelicFound(seat, card))
        elif card in MONSTERS:
            self.reveal_monster(seat, card)
        else:
            self.s.discard.append(card)
            self.hazard(seat, card, direction)

    def hazard(self, seat: int, card: str, direction: Pos) -> None:
        here = self.explorer(seat).pos
        if card == "ledge_fall":
            self.s.tiles[here] = replace(self.s.tiles[here], ledge=True)
            self.events.append(ev.LedgePlaced(here))
        if self.explorer(seat).role == "guide":
            self.events.append(ev.HazardIgnored(seat, card))
            return
        if card == "ledge_fall":
            self.fired.add(here)
            self.ledge_jump(seat, here, direction)
        elif card.startswith("lost_"):
            self.lost(seat, DIAGONALS[card[len("lost_"):]], direction)
        elif card == "tremor":
            self.tremor(here, direction)
        elif card == "cave_in":
            self.incapacitate(seat, "a cave-in")
        elif card == "darkness":
            dark = [pos for pos in around(here) if pos in self.s.tiles and not self.occupied(pos)]
            self.remove_tiles(dark, "darkness")

    def lost(self, seat: int, diagonal: Pos, direction: Pos) -> None:
        """One tile diagonally as the card shows; a wall keeps the explorer where they are
        (O9), and so does the dark with no tile left to lay (O3: it is a wall then)."""
        here = self.explorer(seat).pos
        target = step(here, diagonal)
        fresh = target not in self.s.tiles
        if (fresh and not self.lay(target)) or self.s.tiles[target].blocks:
            self.hit_wall(seat, target)
            return
        self.enter(seat, target, direction, "lost", fresh)

    def tremor(self, here: Pos, direction: Pos) -> None:
        """The explorer's row (moving left or right) or column (moving up or down) slides
        one tile the way they moved, with everyone and everything on it (O11)."""
        dx, dy = direction
        on_line = (lambda p: p[1] == here[1]) if dy == 0 else (lambda p: p[0] == here[0])
        moved = {pos: tile for pos, tile in self.s.tiles.items() if on_line(pos)}
        for pos in moved:
            del self.s.tiles[pos]
        for pos, tile in moved.items():
            self.s.tiles[step(pos, direction)] = tile
        for e in self.s.explorers:
            if e.alive and on_line(e.pos):
                self.set_explorer(e.seat, pos=step(e.pos, direction))
        for m in list(self.s.monsters.values()):
            if on_line(m.pos):
                self.s.monsters[m.id] = replace(m, pos=step(m.pos, direction))
        axis = "row" if dy == 0 else "column"
        self.events.append(ev.TremorShift(axis, here[1] if dy == 0 else here[0], dx, dy))

    # -- monsters ----------------------------------------------------------------
    def reveal_monster(self, seat: int, card: str) -> None:
        """A third token of a kind upgrades; a third Anubis fells the drawer (the text)."""
        kind = card
        while sum(m.kind == kind for m in self.s.monsters.values()) >= TOKENS_PER_KIND:
            if kind not in UPGRADE:
                self.s.discard.append(card)
                self.incapacitate(seat, "a third Anubis")
                return
            kind = UPGRADE[kind]
        here = self.explorer(seat).pos
        monster = Monster(self.s.next_monster, kind, card, here,
                          strength=self.s.rules.strength(kind))
        self.s.next_monster += 1
        self.s.monsters[monster.id] = monster
        self.events.append(ev.MonsterAppeared(monster.id, kind, here, card))
        self.confront(seat, monster, alone=True)

    def confront(self, seat: int, monster: Monster, alone: bool) -> None:
        """`monster` meets the explorer of `seat`: one already pursued is caught by this
        second monster; one too weak gets pursued; otherwise it waits to be fought.
        `alone`: only the explorer's own power counts (a revealed or attacking monster,
        the text's "alone"); else the whole tile's (walking onto a lurking one, O12)."""
        if any(m.id != monster.id for m in self.pursuers(seat)):
            self.incapacitate(seat, "a second monster", attackers=[monster])
            return
        power = self.explorer(seat).power if alone else self.tile_power(monster.pos)
        if power > monster.power:
            return
        self.s.monsters[monster.id] = replace(monster, quarry=seat)
        self.events.append(ev.MonsterPursues(monster.id, monster.kind, seat))

    def encounter(self, seat: int) -> None:
        """Walking onto lurking monsters. A monster pursuing someone else ignores a free
        newcomer; a pursued one meets it, and falls (O12: "encounters another Monster"),
        unless the lenient reading is played (then it is passed by)."""
        here = self.explorer(seat).pos
        lurking = sorted(self.lurkers(here), key=lambda m: m.id)
        busy = [m for m in self.s.monsters.values()
                if m.pos == here and m.quarry is not None and m.quarry != seat]
        if (not lurking and busy and self.pursuers(seat)
                and self.s.rules.pursuit is PursuitRule.STRICT):
            self.incapacitate(seat, "a second monster", attackers=[])  # it keeps its quarry
            return
        for monster in lurking:
            if not self.explorer(seat).standing:
                return
            self.confront(seat, self.s.monsters[monster.id], alone=False)

    def incapacitate(self, seat: int, cause: str,
                     attackers: list[Monster] | None = None) -> None:
        """The explorer falls. Monsters pursuing them stop; the one that caused the fall
        (the new one, when a second monster did; `attackers`, their pursuers when None)
        attacks the next explorer on or beside the tile (O13); tiles only they saw vanish
        when the state next looks around."""
        if not self.explorer(seat).standing:
            return
        self.set_explorer(seat, status=Status.DOWN)
        self.events.append(ev.Incapacitated(seat, cause))
        chasers = self.pursuers(seat)
        for monster in chasers:
            self.s.monsters[monster.id] = replace(monster, quarry=None)
        for monster in chasers if attackers is None else attackers:
            if monster.id in self.s.monsters:
                self.attack_next(self.s.monsters[monster.id], seat)

    def attack_next(self, monster: Monster, fallen: int) -> None:
        where = self.explorer(fallen).pos
        near = [step(where, d) for d in NEIGHBOURS_4] + [where]
        for k in range(1, SEATS):
            target = self.explorer((fallen + k) % SEATS)
            if target.standing and target.pos in near:
                break
        else:
            self.s.monsters[monster.id] = replace(monster, quarry=None)
            return
        self.s.monsters[monster.id] = replace(monster, pos=target.pos, quarry=None)
        self.events.append(ev.MonsterMoved(monster.id, monster.pos, target.pos))
        self.crumble(monster.pos)
        self.confront(target.seat, self.s.monsters[monster.id], alone=True)

    def defeat(self, seat: int, monster_id: int) -> None:
        monster = self.s.monsters.pop(monster_id)
        self.s.discard.append(monster.card)
        self.events.append(ev.MonsterDefeated(monster.id, monster.kind, seat))

    # -- after every action ------------------------------------------------------
    def settle(self) -> None:
        """The Medic revives whoever lies on his tile (O14); explorers too far from
        everyone die (O15); tiles no standing explorer sees vanish (the text)."""
        medic = next((e for e in self.s.explorers if e.role == "medic" and e.standing), None)
        if medic is not None:
            for e in self.s.explorers:
                if e.status is Status.DOWN and e.pos == medic.pos:
                    self.set_explorer(e.seat, status=Status.STANDING)
                    self.events.append(ev.Revived(e.seat, medic.seat))
        living = [e for e in self.s.explorers if e.alive]
        doomed = [e for e in living
                  if len(living) > 1 and all(unseen_gap(e, o) >= 2 for o in living if o is not e)]
        for e in doomed:
            self.die(e)
        self.look_around()

    def die(self, explorer: Explorer) -> None:
        """A dead explorer's relic halves go back into the draw deck, shuffled in (O16)."""
        for monster in self.pursuers(explorer.seat):
            self.s.monsters[monster.id] = replace(monster, quarry=None)
        self.set_explorer(explorer.seat, status=Status.DEAD, relics=())
        for half in explorer.relics:
            self.s.draw_deck.insert(self.s.rng.randrange(len(self.s.draw_deck) + 1), half)
        self.events.append(ev.Died(explorer.seat, explorer.relics))

    def look_around(self) -> None:
        seen: set[Pos] = set()
        for e in self.s.explorers:
            if e.alive:
                seen.add(e.pos)
            if e.standing:
                seen.update(around(e.pos))
        self.remove_tiles([pos for pos in self.s.tiles if pos not in seen], "out of sight")
