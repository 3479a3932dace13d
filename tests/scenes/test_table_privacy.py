"""No secret on a frame the whole table may see, in every game.

Two people and a bot share the computer (the Ouroboros: two people holding explorers beside
two bot teammates; North Africa, a game of two: a person against a bot, and two people). A
script plays the people's decisions (the greedy bot chooses them) and passes the computer at
every hand-off, through many bot turns. Whenever the seat to act is not the person who took
the last hand-off (a bot's turn, the next person's turn while the last move animates, the
results), every frame must draw the public view and nothing of any seat's secrets
(`state.secret_tokens`): not in a view it draws from, not in a text, image or sprite it puts
on the canvas, not in a cached layer painted for an earlier table (`privacy_watch.py`).
With one person at the table, the frames may show that person's own secrets, never another
seat's.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import pygame
import pytest

from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.rules.match import Match, Seat
from shifting_sands.rules.protocol import Options
from shifting_sands.rules.rng import GameRng
from shifting_sands.shell.confirm import ConfirmScene
from shifting_sands.shell.results import ResultsScene
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, click, key, make_app, run
from tests.scenes.privacy_watch import PrivacyWatch

TWO_AND_A_BOT = [Seat("Amira"), Seat("Tariq"), Seat("Layla", "greedy")]
CASES = {
    "stones": (TWO_AND_A_BOT, 11),
    "mothership": (TWO_AND_A_BOT, 7),
    "curse_reverse": (TWO_AND_A_BOT, 6),
    "ouroboros": ([Seat("Amira"), Seat("Tariq"), Seat("Layla", "greedy"),
                   Seat("Omar", "greedy")], 5),
    "north_africa": ([Seat("Amira"), Seat("Layla", "greedy")], 3),
    "north_africa-people": ([Seat("Amira"), Seat("Tariq")], 3),
}
OPTIONS = {"ouroboros": Options("standard", {"roles": ["guide", "mercenary", "medic",
                                                         "archaeologist"]})}
DT = 1 / 30
HANDOFFS = ("stones", "curse_reverse", "mothership")
AVOIDED = {"mothership": "Land"}
"""What the people's script never does where it could do something else (in Mothership a
landing would soon end the game the bot is to play on in)."""


class Table:
    """Who sits at the keyboard, as the script knows it: the person named by the last
    hand-off it passed, or of the last seat it played for (where nothing secret would show,
    the table passes between people without a hand-off)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.people = {s.player for s in match.seats if not s.is_bot}
        self.person = next(iter(self.people)) if len(self.people) == 1 else None
        self.handoffs = 0
        self.actor: int | None = None

    def _actor(self) -> int | None:
        if self.match.state.current_player >= 0:
            self.actor = self.match.state.current_player  # chance acts on the table as it was
        return self.actor

    def shared(self) -> bool:
        actor, seats = self._actor(), self.match.seats
        if len(self.people) <= 1:
            return False
        if self.match.state.is_terminal() or self.person is None or actor is None:
            return True
        return seats[actor].is_bot or seats[actor].player != self.person

    def public(self) -> bool:
        """A bot acts or the game is over, and more than one person sits at the table."""
        actor = self._actor()
        return len(self.people) > 1 and (self.match.state.is_terminal() or actor is None
                                         or self.match.seats[actor].is_bot)

    def secret_seats(self) -> set[int]:
        seats = range(len(self.match.seats))
        if self.shared():
            return set(seats)
        return {s for s in seats if self.match.seats[s].player != self.person}


@dataclass
class Played:
    """What the script saw over one or more games."""

    problems: list[str] = field(default_factory=list)
    frames: int = 0
    shared: int = 0
    """Frames the table shared (a bot acting, another person's turn, the results)."""
    handoffs: int = 0
    bot_moves: int = 0
    people: int = 0


def play_watched(game: str, bot_moves: int = 24, handoffs: int = 2,
                 max_frames: int = 6000) -> Played:
    """Play seeded games of `game` until the bots made `bot_moves` moves and the computer
    was handed over `handoffs` times (a game that ends sooner is followed by the next seed)."""
    seats, seed = CASES[game]
    played = Played(people=len({s.player for s in seats if not s.is_bot}))
    for next_seed in range(seed, seed + 4):
        play_one(game, next_seed, played, bot_moves, handoffs, max_frames)
        if played.bot_moves >= bot_moves and played.handoffs >= handoffs:
            break
    return played


def play_one(game: str, seed: int, played: Played, bot_moves: int, handoffs: int,
             max_frames: int) -> None:
    spec = get_spec(game.split("-")[0])
    app = make_app("fast")
    match = Match(spec, seed, CASES[game][0], OPTIONS.get(spec.id))
    start_match(app, match, autosave=False)
    scene = app.scenes.scenes[0]
    table = Table(match)
    watch = PrivacyWatch(app, scene, table.secret_seats, table.shared, table.public)
    brain, rng = spec.bot("greedy"), GameRng(seed)
    for _ in range(max_frames):
        top = app.scenes.top
        if isinstance(top, ResultsScene) or (played.bot_moves >= bot_moves
                                             and played.handoffs >= handoffs):
            break
        if isinstance(top, HandoffScene):
            run(app, 12, DT)  # the hand-off takes no click in its first moments
            table.person, played.handoffs = top.name, played.handoffs + 1
            click(app, (640, 360))
            continue
        if isinstance(top, ConfirmScene):
            click(app, center(top.confirm_button.rect))
            continue
        if top is scene and scene.holding() and scene.input_wait <= 0:
            key(app, pygame.K_RETURN)  # a card its reader closes (Curse Reverse's events)
            continue
        state = match.state
        if top is scene and scene.my_turn:
            seat = state.current_player
            table.person = match.seats[seat].player
            legal = state.legal_actions()
            legal = [x for x in legal if type(x).__name__ != AVOIDED.get(spec.id)] or legal
            scene.submit(brain.choose(state.view_for(seat), legal, rng))
        seat, before = state.current_player, len(match.log)
        run(app, 1, DT)
        if seat >= 0 and match.seats[seat].is_bot:
            played.bot_moves += len(match.log) - before
        if scene.bot_runner.thinking:
            time.sleep(0.002)  # the bot decides in its own process
    played.problems += watch.problems()
    played.frames += watch.frames_checked
    played.shared += watch.shared_frames


@pytest.mark.parametrize("game", ["stones", "curse_reverse", "mothership", "ouroboros",
                                  "north_africa"])
def test_while_a_bot_plays_the_table_shows_nobodys_secrets(game):
    # one person alone at the table (North Africa against a bot) takes no hand-off, nor do
    # people who hide nothing from each other (the Ouroboros)
    played = play_watched(game, handoffs=2 if game in HANDOFFS else 0)
    assert played.bot_moves >= 20, "the bots played too little to tell"
    if played.people > 1:
        assert played.shared >= 60
    assert played.frames > played.shared
    assert played.problems == []


def test_two_generals_share_nothing_while_the_computer_changes_hands():
    played = play_watched("north_africa-people", bot_moves=0, handoffs=12)
    assert played.handoffs >= 12 and played.shared > 0
    assert played.problems == []


def test_a_cartouche_flies_face_down_past_those_who_have_not_seen_it():
    from shifting_sands.games.curse_reverse.rules.actions import TileMoved

    app = make_app("fast")
    spec = get_spec("curse_reverse")
    match = Match(spec, 6, TWO_AND_A_BOT, spec.seat_options(Options("standard", {}),
                                                              TWO_AND_A_BOT))
    start_match(app, match, autosave=False)
    run(app, 2)
    scene = app.scenes.scenes[0]
    mine = match.state.cartouches_of(0)[0]  # Amira's: nobody else has seen it
    stolen = TileMoved("cartouche", "seat:0", "seat:2", "stolen", mine)
    assert isinstance(app.scenes.top, HandoffScene) and scene.viewer is None
    scene.animate([stolen])  # everyone may be watching: face down
    assert [tile for tile, *_rest in scene.flights] == ["cartouche:"]
    scene.flights.clear()
    scene.viewer = 0  # Amira at the keyboard on her turn sees her own cartouche go
    scene.animate([stolen])
    assert [tile for tile, *_rest in scene.flights] == [f"cartouche:{mine}"]
