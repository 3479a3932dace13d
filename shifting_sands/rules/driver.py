"""One driver steps every match: who acts now, chance, a bot's or a person's answer, apply.

The scene, `simulate`, `bench`, `screenshot` and the tests all step matches through it,
so the loop "prompt, chance or answer, apply, events" exists once. It is pure (no pygame,
no clock): the window asks it for a bot's question (`bot_request`), runs the bot in its
worker process, and hands the answer back through `submit`, exactly as a person's click.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from shifting_sands.rules.match import Match
from shifting_sands.rules.protocol import CHANCE, BotPolicy, Prompt
from shifting_sands.rules.rng import GameRng


class Waiting(Enum):
    """What the match waits for now."""

    CHANCE = "chance"
    BOT = "bot"
    PERSON = "person"
    OVER = "over"


@dataclass(frozen=True)
class Step:
    """One applied action: who took it (a seat, or CHANCE), what and what followed."""

    index: int
    """Its place in the match's action log."""
    seat: int
    action: Any
    events: list[Any]


@dataclass(frozen=True)
class BotRequest:
    """What a bot is asked: its policy, its seat's view and the legal answers."""

    seat: int
    policy: BotPolicy
    view: Any
    legal: list[Any]
    rng: GameRng

    def answer(self) -> Any:
        return self.policy.choose(self.view, self.legal, self.rng)


class Driver:
    """Steps one `Match`. Bots answer for the seats in `bots` (by default, every seat whose
    controller is a bot kind); `rng` is the bots' generator (never the game's)."""

    def __init__(self, match: Match, bots: Mapping[int, BotPolicy] | None = None,
                 rng: GameRng | None = None) -> None:
        self.match = match
        if bots is None:
            bots = {seat: match.spec.bot(s.controller) for seat, s in enumerate(match.seats)
                    if s.is_bot}
        self.bots = dict(bots)
        self.rng = rng if rng is not None else GameRng(match.seed ^ 0xB07)

    @property
    def state(self) -> Any:
        return self.match.state

    # -- who acts now ----------------------------------------------------------------
    def prompt(self) -> Prompt | None:
        """The seat that must act and why; None while chance acts or once the game is over."""
        return self.state.prompt()

    def waiting(self) -> Waiting:
        state = self.state
        if state.is_terminal():
            return Waiting.OVER
        seat = state.current_player
        if seat == CHANCE:
            return Waiting.CHANCE
        return Waiting.BOT if seat in self.bots else Waiting.PERSON

    # -- acting ------------------------------------------------------------------------
    def submit(self, action: Any) -> Step:
        """Apply the prompted seat's answer (a person's or a bot's). Raises
        `IllegalActionError` and changes nothing when it is not legal now."""
        seat = self.state.current_player
        index = len(self.match.log)
        events = self.match.apply(action)
        return Step(index, seat, action, events)

    def step_chance(self) -> Step:
        """Let chance act: the state's own generator draws, the draw is applied and logged."""
        index = len(self.match.log)
        action, events = self.match.apply_chance()
        return Step(index, CHANCE, action, events)

    def bot_request(self) -> BotRequest:
        """The question for the bot at the prompt (answer it here or in a worker process)."""
        seat = self.state.current_player
        if seat not in self.bots:
            raise ValueError(f"seat {seat} is not a bot's to answer")
        return BotRequest(seat, self.bots[seat], self.state.view_for(seat),
                          self.state.legal_actions(), self.rng)

    def step(self) -> Step:
        """One step that needs no person: chance, or a bot's answer found here and now."""
        waiting = self.waiting()
        if waiting is Waiting.CHANCE:
            return self.step_chance()
        if waiting is Waiting.BOT:
            return self.submit(self.bot_request().answer())
        raise ValueError(f"the match waits for {waiting.value}, not for a bot or chance")

    def play(self, max_actions: int | None = None) -> int:
        """Step until the game ends, a person must act or `max_actions` were applied;
        the number of actions applied."""
        done = 0
        while self.waiting() in (Waiting.CHANCE, Waiting.BOT):
            if max_actions is not None and done >= max_actions:
                break
            self.step()
            done += 1
        return done
