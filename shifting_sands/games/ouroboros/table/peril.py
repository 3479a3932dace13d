"""What the team plans with on the board: the death radius of the explorer about to move
(O15), the steps that fell (O12), each monster's power against the power standing on its
tile, and the question asked before a step that would kill or fell someone.

A mixin of `OuroborosScene`. Every answer comes from `rules.reach` on the view (nothing
hidden is read); this module only draws it and words the question.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.games.ouroboros.rules.actions import DIRECTIONS, Fight, Move, Pos
from shifting_sands.games.ouroboros.rules.pieces import MONSTER_TITLES, step
from shifting_sands.games.ouroboros.rules.reach import (
    arrival,
    death_radius,
    fells_words,
    fight_shortfall,
    step_warning,
    tile_power,
    together_hint,
)
from shifting_sands.games.ouroboros.rules.state import Phase
from shifting_sands.games.ouroboros.table.layout import Camera
from shifting_sands.games.ouroboros.table.memo import Memo
from shifting_sands.games.ouroboros.table.motion import Frame, still
from shifting_sands.games.ouroboros.table.world import world_of

AHEAD = 6
"""Places of the death radius a moving frame works out ahead (0.1-0.3 ms)."""
KEPT_RADII = 8
"""Death radii kept (by explorers and seat): the table's, and those worked out ahead."""
SHADE = (196, 40, 32, 78)
SHADE_EDGE = (232, 78, 60)
FELL = (214, 58, 48)


class PerilPainter:
    """The planning half of the Ouroboros board (see the module doc)."""

    # -- what the rules say --------------------------------------------------------------
    def peril_seat(self) -> int | None:
        """The explorer about to move at the keyboard, while the table stands still."""
        view = self.view()
        if not self.my_turn or self.timeline is not None or view.phase is not Phase.TURN:
            return None
        return view.current_player

    def names(self) -> list[str]:
        return [self.name(seat) for seat in range(len(self.view().explorers))]

    def danger_places(self, camera: Camera | None = None) -> set[Pos]:
        """The places on the board where the explorer about to move, standing, would leave
        themselves or a teammate out of reach (O15), from `reach.death_radius`."""
        seat = self.peril_seat()
        if seat is None:
            return set()
        places = (camera or self.camera).visible_places()
        memo = self._peril_memo()
        shown = memo.for_key((self.version, seat)).get("shown")
        if shown is None or shown[0] != (places[0], places[-1]):
            known = self._peril_known(seat, places)
            shown = (places[0], places[-1]), {place for place in places if known[place]}
            memo.values["shown"] = shown
        return shown[1]

    def _peril_memo(self) -> Memo:
        return self.__dict__.setdefault("_peril", Memo())

    def _peril_known(self, seat: int, places: list[Pos], most: int | None = None,
                     view: Any = None) -> dict:
        """Place -> whether it is in the death radius, for the explorers as they stand and
        this seat: each place worked out once (at most `most` of the missing ones now), so
        a gliding camera asks only for the places it brings into view. Kept by what the
        radius reads (the explorers, `reach.stand_perils`), not the table's version: a
        move that moves nobody (staying, ending a turn) finds it known."""
        view = view if view is not None else self.view()
        known = self._peril_places(seat, view.explorers)
        missing = [place for place in places if place not in known][:most]
        if missing:
            shaded = death_radius(view, seat, missing)
            known.update((place, place in shaded) for place in missing)
        return known

    def _peril_places(self, seat: int, explorers: tuple) -> dict:
        """The places known for `seat` among `explorers`, of the last KEPT_RADII kept."""
        # a memo shows a still frame its key alone (memo.py)
        kept = self.__dict__.setdefault("_peril_store", Memo()).values
        known = kept.get((seat, explorers))
        if known is None:
            if len(kept) >= KEPT_RADII:
                kept.pop(next(iter(kept)))
            known = kept[(seat, explorers)] = {}
        return known

    def peril_ahead(self) -> None:
        """While the table moves, work out a few places of the death radius the still
        table will show when it is the keyboard's turn next: the frame the table stops
        in worked out all of them at once (1-1.5 ms of it)."""
        seat = self.state.current_player
        if seat < 0 or seat != self.viewer or self.match.seats[seat].is_bot \
                or self.replaying or self.state.is_terminal():
            return  # `my_turn` as it will read once the table stops
        view = self.view()
        if view.phase is not Phase.TURN:
            return
        places = self.cached("peril-places", lambda: self.target_camera(
            still(world_of(view))).visible_places())
        self._peril_known(view.current_player, places, most=AHEAD)

    def felling_steps(self) -> dict[Pos, str]:
        """Legal steps that fell the explorer (a wall or a second monster while pursued):
        place -> what happens, for the board and the tooltip."""
        seat = self.peril_seat()
        if seat is None:
            return {}
        # once a version: each composed frame of a turn asked the rules again (1-2 ms)
        return self.cached(f"felling-{seat}", lambda: self._felling_steps(seat))

    def _felling_steps(self, seat: int) -> dict[Pos, str]:
        view = self.view()
        me = view.explorers[seat]
        out = {}
        for action in self.legal():
            if isinstance(action, Move):
                words = fells_words(view, seat, action.direction)
                if words:
                    out[step(me.pos, DIRECTIONS[action.direction])] = words
        return out

    def step_question(self, direction: str) -> str | None:
        """Why a step must be asked about first (who it kills or fells), or None."""
        seat = self.peril_seat()
        if seat is None or not self.state.is_legal(Move(direction)):
            return None
        return step_warning(self.view(), seat, direction, self.names())

    def ask_before_step(self, direction: str) -> bool:
        """A step that would kill or fell anyone asks first (True: asked, not taken);
        the safe answer, on Enter and Esc, keeps the explorer where they are."""
        words = self.step_question(direction)
        if words is None:
            return False
        seat = self.peril_seat()
        where = arrival(self.view(), seat, direction)
        title = f"Step {direction}?" if where is None or not where.fells else \
            f"Step {direction} and fall?"
        self.app.push(self.app.factories.confirm(
            self.app, title, words, "Step anyway",
            lambda: self.submit(Move(direction)), "Don't step"))
        return True

    def fight_words(self, view: Any) -> tuple[int | None, str]:
        """The monster on the mover's tile and why it cannot be fought now ("" if it can)."""
        seat = view.current_player
        if seat < 0:
            return None, ""
        here = view.monsters_at(view.explorers[seat].pos)
        if not here:
            return None, ""
        for monster in here:
            if self.state.is_legal(Fight(monster.id)):
                return monster.id, ""
        first = here[0]
        return first.id, self.state.explain_illegal(Fight(first.id)) or ""

    def together_line(self, view: Any) -> str:
        """What is left once both halves are held (O21), for everyone to read."""
        if view.outcome is not None:
            return ""
        return together_hint(view, self.names())

    # -- drawing -------------------------------------------------------------------------
    def draw_danger(self, canvas: Canvas, camera: Camera) -> None:
        """A red wash over the death radius, edged where it meets the safe places."""
        shaded = self.danger_places(camera)
        size = camera.drawn_tile
        for pos in shaded:
            x, y, _s, _ = camera.tile_rect(pos)
            canvas.rect(SHADE, (x, y, size, size))
        for pos in shaded:
            x, y, _s, _ = camera.tile_rect(pos)
            for (dx, dy), a, b in (((0, -1), (x, y), (x + size, y)),
                                   ((0, 1), (x, y + size), (x + size, y + size)),
                                   ((-1, 0), (x, y), (x, y + size)),
                                   ((1, 0), (x + size, y), (x + size, y + size))):
                if (pos[0] + dx, pos[1] + dy) not in shaded:
                    canvas.line(SHADE_EDGE, a, b, 3)

    def draw_felling(self, canvas: Canvas, camera: Camera, place: Pos, hover: bool) -> None:
        """A step that fells: a red cross, never the gold of an ordinary target."""
        x, y, size, _ = camera.tile_rect(place)
        inset = size * 0.22
        width = 5 if hover else 4
        canvas.rect((*FELL, 255 if hover else 190), (x + 3, y + 3, size - 6, size - 6), 8,
                    width=width)
        canvas.line(FELL, (x + inset, y + inset), (x + size - inset, y + size - inset), width)
        canvas.line(FELL, (x + size - inset, y + inset), (x + inset, y + size - inset), width)

    def draw_powers(self, canvas: Canvas, frame: Frame, camera: Camera) -> None:
        """Each monster's power on its token and, on a still table, the power standing on
        its tile against it ("2 vs 3": green when the tile would win a fight)."""
        world = self.displayed_world()
        tile = camera.drawn_tile
        for sprite in frame.pieces:
            if sprite.key[0] != "beast" or sprite.alpha < 0.5:
                continue
            beast = world.beasts.get(sprite.key[1])
            if beast is None:
                continue
            x, y = camera.to_screen(sprite.pos)
            r = max(9.0, sprite.size * tile * 0.2)
            half = sprite.size * tile * 0.38
            cx, cy = x + half, y - sprite.lift * tile - half
            canvas.circle((43, 29, 20), (cx, cy), r + 2)
            canvas.circle(FELL, (cx, cy), r)
            canvas.text(str(beast.power), (cx, cy), max(12, int(r * 1.3)), theme.BONE,
                        "title_bold", anchor="center")
        if self.timeline is not None:
            return
        view = self.view()
        places = sorted({m.pos for m in view.monsters})
        for place in places:
            power = tile_power(view, place)
            against = max(m.power for m in view.monsters_at(place))
            text = f"{power} vs {against}"
            x, y, size, _ = camera.tile_rect(place)
            width = canvas.text_width(text, 14, "bold") + 14
            colour = theme.GOOD if power > against else FELL
            # on the tile's lower edge, clear of the tokens standing on it
            canvas.rect((43, 29, 20, 225), (x + size / 2 - width / 2, y + size - 10, width, 19),
                        8)
            canvas.text(text, (x + size / 2, y + size - 0.5), 14, colour if power > against
                        else (255, 150, 130), "bold", anchor="center")

    def power_words(self, view: Any, place: Pos) -> list[str]:
        """The tooltip's count for a tile holding monsters."""
        here = view.monsters_at(place)
        if not here:
            return []
        power = tile_power(view, place)
        seat = next((e.seat for e in view.explorers_at(place) if e.standing), None)
        lines = [f"Power standing here: {power}"]
        for monster in here:
            short = fight_shortfall(view, seat, monster.id) if seat is not None else ""
            title = MONSTER_TITLES[monster.kind]
            lines.append(short or f"{power} beats the {title}'s {monster.power}: it can be "
                                  "fought here")
        return lines
