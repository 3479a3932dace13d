"""How the Curse Reverse table moves: pawns glide, segments turn as one piece, the robbery
dice tumble before they settle, tiles fly between packs and squares, and event cards and
verdicts show for a moment. A mixin of `CurseScene`: it only turns the events of the last
step into tweens (a click skips them), and never changes what the view says.
"""

from __future__ import annotations

import math
from typing import Any

from shifting_sands.core.canvas import Canvas
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.rules.board import Board
from shifting_sands.games.curse_reverse.rules.view import UNKNOWN, event_for
from shifting_sands.games.curse_reverse.table.labels import cartouche_name
from shifting_sands.games.curse_reverse.table.layout import OTHERS
from shifting_sands.games.curse_reverse.table.overlays import DiceShow, Flash
from shifting_sands.games.curse_reverse.table.panels import pack_slot

GLIDE, SPIN, TUMBLE = 0.4, 0.7, 0.8
VERDICT_PAUSE = 1.4
"""Seconds a trial's verdict or a robbery's result stays before the table moves on."""
SOUNDS = {a.TurnBegan: "turn", a.ItemReturned: "score", a.EventDrawn: "card",
          a.SegmentTurned: "slide", a.Moved: "slide", a.GameWon: "win", a.TurnCut: "fail"}


def center_of(rect: tuple[float, float, float, float]) -> tuple[float, float]:
    return (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)


class Motion:
    """The animation half of the Curse Reverse scene (see the module doc)."""

    flights: list[list[Any]]

    def animate(self, events: list[Any]) -> None:
        board = self.board()
        view = self.view()
        known = set(view.knows)
        for raw in events:
            self.show_seen(raw)  # the peeker's own card, from the peeker's own view
            # as the seat shown may see it: a cartouche it has not seen flies face down
            event = event_for(raw, view.seat, known)
            sound = SOUNDS.get(type(event))
            if sound:
                self.app.sounds.play(sound)
            if isinstance(event, a.TurnBegan):
                self.dice_show = None
            if isinstance(event, a.Moved) and event.path[0] != event.path[-1]:
                self.glide(board, event.seat, event.path[0], event.path[-1])
            elif isinstance(event, a.SegmentTurned):
                self.spin(event.god)
            elif isinstance(event, a.TileMoved):
                self.fly(board, event)
            elif isinstance(event, a.RobberyBegan):
                self.dice_show = DiceShow(event.robber, event.victim, {},
                                          {"attack": event.attack, "defence": event.defence},
                                          {})
            elif isinstance(event, a.Rolled) and self.dice_show is not None:
                self.roll(event)
            elif isinstance(event, a.RobberyEnded) and self.dice_show is not None:
                words = {"won": "The robbery succeeds!", "held": "The victim holds on.",
                         "blanks": "All blanks: the robber's turn ends."}
                self.dice_show.result = (f"Swords {event.swords}, shields {event.shields}. "
                                         f"{words[event.result]}")
                self.dice_show.linger = 2.2 * max(0.3, self.tweens.speed)
                self.tweens.wait(VERDICT_PAUSE, lambda: None)
            elif isinstance(event, a.EventDrawn):
                card = self.state.content.events[event.card]
                # the drawer reads it and closes it before play (and the computer) moves on
                self.flash = Flash("event_front.png", card.title, card.text, 3.0,
                                   held=self.reads_cards(event.seat),
                                   heading=f"Event for {self.name(event.seat)}")
            elif isinstance(event, a.TrialJudged):
                verdict = "passes" if event.passed else "fails"
                tally = (f" ({event.votes_for} for, {event.votes_against} against)"
                         if event.how == "vote" else "")
                # the teller, or the last judge at the keyboard, closes it before a hand-off
                held = self.reads_cards(event.seat) or (
                    event.how == "vote" and self.reads_cards(self.keyboard
                                                             if self.keyboard is not None
                                                             else -1))
                self.flash = Flash("trial_back.png", "The verdict",
                                   f"{self.name(event.seat)} {verdict} the trial{tally}.", 3.0,
                                   banner=True, held=held)
                self.tweens.wait(VERDICT_PAUSE, lambda: None)  # seen before any hand-off
                self.app.sounds.play("score" if event.passed else "fail")
            elif isinstance(event, a.CartouchePlayed):
                model = self.state.content.cartouches[event.cartouche]
                self.toast = (f"{self.name(event.seat)} plays "
                              f"{cartouche_name(self.state.content, event.cartouche)}: "
                              f"{model.text}")
                self.toast_time = 3.0

    def show_seen(self, event: Any) -> None:
        """A peek or a look, for the peeker at the keyboard: the cartouches seen, by name
        and text, on a card only they see (it is closed before the computer moves on)."""
        if isinstance(event, a.Peeked):
            seat, owner, seen = event.seat, event.owner, [event.cartouche]
            title = f"You peeked at {self.name(owner)}'s cartouche"
        elif isinstance(event, a.LookedAt):
            seat, owner = event.seat, event.owner
            pack = self.state.view_for(seat).packs[owner] if self.reads_cards(seat) else ()
            seen = [t[10:] for t in pack if t.startswith("cartouche:") and t != UNKNOWN]
            title = f"{self.name(owner)}'s hidden cartouches"
        else:
            return
        content = self.state.content
        seen = [c for c in seen if c in content.cartouches]
        if not seen or not self.reads_cards(seat):
            return
        self.flash = Flash("", title, "Only you see this. It stays true while it stays "
                           "face down: hover it to read it again.", 3.0, held=True,
                           seen=tuple((f"cartouche:{c}", content.cartouches[c].name,
                                       content.cartouches[c].text) for c in seen))

    def glide(self, board: Board, seat: int, start: str, end: str) -> None:
        a_pt, b_pt = self.place_point(board, start), self.place_point(board, end)
        self.glides[seat] = (a_pt, b_pt, 0.0)

        def update(t: float) -> None:
            if seat in self.glides:
                self.glides[seat] = (a_pt, b_pt, t)

        self.tweens.add(GLIDE, update, on_done=lambda: self.glides.pop(seat, None))

    def holder_point(self, board: Board, holder: str) -> tuple[float, float] | None:
        """Where a tile holder is on screen: a pack on the card or in its row, a square or
        a temple on the board (the bag and the pile are off the table: no flight)."""
        view = self.view()
        if holder.startswith("seat:"):
            seat = int(holder[5:])
            if seat == self.focus_seat():
                return center_of(pack_slot(max(0, len(view.packs[seat]) - 1)))
            others = [s for s in range(view.players) if s != self.focus_seat()]
            row = others.index(seat)
            return (OTHERS[0] + 60 + len(view.packs[seat]) * 22, OTHERS[1] + 66 + row * 46)
        if holder.startswith("ground:"):
            return self.place_point(board, holder[7:])
        if holder.startswith("temple:"):
            return self.place_point(board, holder)
        return None

    def fly(self, board: Board, event: a.TileMoved) -> None:
        """A tile glides from where it was to where it went (when both are on screen)."""
        start, end = self.holder_point(board, event.source), self.holder_point(board, event.target)
        if start is None or end is None or start == end:
            return
        tile = f"cartouche:{event.cartouche}" if event.tile == "cartouche" else event.tile
        flight = [tile, start, end, 0.0]
        self.flights.append(flight)

        def update(t: float) -> None:
            flight[3] = t

        self.tweens.add(GLIDE, update, on_done=lambda: self.flights.remove(flight)
                        if flight in self.flights else None)

    def draw_flights(self, canvas: Canvas) -> None:
        for tile, start, end, t in self.flights:
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * 30
            self.draw_tile(canvas, tile, (x - 15, y - 15, 30, 30))

    def spin(self, god: str) -> None:
        self.spins[god] = 0.0

        def update(t: float) -> None:
            self.spins[god] = t

        self.tweens.add(SPIN, update, on_done=lambda: self.spins.pop(god, None))

    def roll(self, event: a.Rolled) -> None:
        show = self.dice_show
        show.faces[event.side] = event.faces
        show.tumble[event.side] = 0.0

        def update(t: float) -> None:
            show.tumble[event.side] = t

        self.tweens.add(TUMBLE, update)
