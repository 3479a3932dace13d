"""The Stones table's animations: stones sliding and flipping, cards flying to the discard,
to a score pile or from the deck. A mixin of `StonesScene`; the events come from the rules."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from shifting_sands.core.canvas import Canvas
from shifting_sands.games.stones.rules.actions import (
    CardScored,
    StoneFlipped,
    StonesShifted,
    TurnEnded,
    TurnSkipped,
)
from shifting_sands.games.stones.rules.patterns import covered_positions
from shifting_sands.games.stones.rules.view import StonesView
from shifting_sands.games.stones.table.layout import (
    CARD_H,
    CARD_W,
    slot_rect,
)


@dataclass
class FlyingCard:
    card: str | None
    """None flies face down (another player's card)."""
    start: tuple[float, float, float, float]
    end: tuple[float, float, float, float]
    t: float = 0.0

    def rect(self) -> tuple[float, float, float, float]:
        return tuple(a + (b - a) * self.t for a, b in zip(self.start, self.end, strict=True))


SHADOW = (43, 29, 20, 60)


class StonesMotion:
    """Turns the rules' events into tweens (sounds included)."""

    # -- drawing what flies ----------------------------------------------------------------------
    def draw_flying(self, canvas: Canvas, flying: FlyingCard) -> None:
        """A card in flight changes size every frame: it is composed once (with its shadow)
        at the larger end of the flight and scaled down, never composed at each size (that
        was a card composed in a quarter of all frames, each size kept in the canvas's
        cache until it overflowed and everything was composed again)."""
        x, y, w, h = flying.rect()
        big = max(flying.start[2:], flying.end[2:])
        label = self.app.settings.colourblind_shapes

        def build(surface: pygame.Surface, scale: float) -> None:
            width, height = round(big[0] * scale), round(big[1] * scale)
            shadow = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(shadow, SHADOW, shadow.get_rect(), border_radius=round(8 * scale))
            surface.blit(shadow, (round(2 * scale), round(4 * scale)))
            if flying.card is None:
                face = canvas.assets.scaled("stones/card_back.png", (width, height))
            else:
                face = self.card_surface(canvas, flying.card, big)
            surface.blit(face, (0, 0))

        sprite = canvas.built(("flying", flying.card, label), (big[0] + 2, big[1] + 4), build)
        target = canvas.to_screen((x, y, w + 2 * w / big[0], h + 4 * h / big[1]))
        if sprite.get_size() != target.size:
            sprite = pygame.transform.smoothscale(sprite, target.size)
        canvas.blit(sprite, (x, y))
        if flying.card is not None and flying.t > 0.5:  # where it lands, before it lands
            self.card_surface(canvas, flying.card, flying.end[2:])

    # -- animation -----------------------------------------------------------------------------
    def animate(self, events: list[Any]) -> None:
        view = self.view()
        sounds = self.app.sounds
        for event in events:
            if isinstance(event, StonesShifted | StoneFlipped | CardScored):
                sounds.play({StonesShifted: "slide", StoneFlipped: "flip",
                             CardScored: "score"}[type(event)])
            elif isinstance(event, TurnEnded | TurnSkipped):
                sounds.play("turn")
            if isinstance(event, StonesShifted):
                self._animate_swap(view, event)
                self._fly_to_discard(event.seat, event.card)
            elif isinstance(event, StoneFlipped):
                self._animate_flip(view, event)
                self._fly_to_discard(event.seat, event.card)
            elif isinstance(event, CardScored):
                self._animate_score(event)
            elif isinstance(event, TurnEnded | TurnSkipped) and event.drew:
                self._fly_draws(event.seat, event.drew)

    def _animate_swap(self, view: StonesView, event: StonesShifted) -> None:
        a, b = event.first, event.second
        stone_a, stone_b = view.stone_ids[a], view.stone_ids[b]
        ax, ay, _, _ = slot_rect(a)
        bx, by, _, _ = slot_rect(b)
        start_a, start_b = (bx - ax, by - ay), (ax - bx, ay - by)

        def update(t: float) -> None:
            self.stone_offset[stone_a] = (start_a[0] * (1 - t), start_a[1] * (1 - t))
            self.stone_offset[stone_b] = (start_b[0] * (1 - t), start_b[1] * (1 - t))

        def done() -> None:
            self.stone_offset.pop(stone_a, None)
            self.stone_offset.pop(stone_b, None)

        self.tweens.add(0.38, update, on_done=done)

    def _animate_flip(self, view: StonesView, event: StoneFlipped) -> None:
        stone = view.stone_ids[event.position]

        def update(t: float) -> None:
            self.flipping[stone] = (t, event.old_symbol)

        self.tweens.add(0.45, update, ease=lambda t: t,
                        on_done=lambda: self.flipping.pop(stone, None))

    def _fly(self, card: str | None, start, end, duration: float = 0.45) -> None:
        flying = FlyingCard(card, start, end)
        self.flying.append(flying)

        def update(t: float) -> None:
            flying.t = t

        def done() -> None:
            if flying in self.flying:
                self.flying.remove(flying)

        self.tweens.add(duration, update, on_done=done)

    def _source_rect(self, seat: int, card: str) -> tuple[float, float, float, float]:
        if seat == self.viewer and card in self.hand_rects:
            return self.hand_rects[card]
        x, y = self.player_row(seat)[:2]
        return (x + 190, y + 10, CARD_W * 0.5, CARD_H * 0.5)

    def _fly_to_discard(self, seat: int, card: str) -> None:
        self._fly(card, self._source_rect(seat, card), self.discard_rect())

    def _animate_score(self, event: CardScored) -> None:
        card = self.content.cards[event.card]
        cells: list[int] = []
        for origin in event.windows:
            cells.extend(covered_positions(card, origin))
        self.glow = cells

        def update(t: float) -> None:
            self.glow_alpha = math.sin(math.pi * t)

        self.tweens.add(1.0, update, ease=lambda t: t, on_done=lambda: self.glow.clear())
        x, y, _, _ = self.player_row(event.seat)
        self._fly(event.card, self._source_rect(event.seat, event.card),
                  (x + 120, y + 30, CARD_W * 0.3, CARD_H * 0.3), 0.6)

    def _fly_draws(self, seat: int, count: int) -> None:
        x, y = self.player_row(seat)[:2]
        for i in range(count):
            start = self.deck_rect()
            end = (x + 200, y + 10, CARD_W * 0.4, CARD_H * 0.4)
            flying = FlyingCard(None, start, end)
            self.flying.append(flying)

            def update(t: float, flying: FlyingCard = flying) -> None:
                flying.t = t

            def done(flying: FlyingCard = flying) -> None:
                if flying in self.flying:
                    self.flying.remove(flying)

            self.tweens.add(0.35, update, on_done=done, delay=0.08 * i)
