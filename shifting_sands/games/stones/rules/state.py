"""Shifting Stones rules: the state, its legal actions and what each action does."""

from __future__ import annotations

from collections import Counter
from typing import Any

from shifting_sands.content.stones import CONTENTS, StonesContent, default_stones
from shifting_sands.games.stones.rules.actions import (
    ACTION_CODEC,
    BonusAwarded,
    CardScored,
    DeckReshuffled,
    EndTriggered,
    EndTurn,
    FlipStone,
    GameOver,
    ScoreCard,
    ShiftStones,
    SkipTurn,
    StoneFlipped,
    StonesShifted,
    StrikeTaken,
    TurnEnded,
    TurnSkipped,
)
from shifting_sands.games.stones.rules.patterns import ADJACENT_PAIRS, ADJACENT_SET, match_windows
from shifting_sands.games.stones.rules.view import StonesView
from shifting_sands.rules.protocol import TERMINAL, GameState, Outcome
from shifting_sands.rules.rng import GameRng

_END_TURN = EndTurn()
_SKIP = SkipTurn()
_MOVES: dict[str, tuple[Any, ...]] = {}
"""Each card's 12 shifts and 9 flips, made once: the actions are frozen values, and making
21 of them for every card in hand was most of the time `legal_actions` took."""


def _moves(card: str) -> tuple[Any, ...]:
    moves = _MOVES.get(card)
    if moves is None:
        moves = (*(ShiftStones(card, a, b) for a, b in ADJACENT_PAIRS),
                 *(FlipStone(card, pos) for pos in range(9)))
        _MOVES[card] = moves
    return moves


class StonesState(GameState):
    """A game of Shifting Stones in progress (multiplayer or solo)."""

    codec = ACTION_CODEC

    def __init__(self, content: StonesContent, players: int, solo: bool, rng: GameRng) -> None:
        super().__init__()
        self.content = content
        self.players = players
        self.solo = solo
        self.rng = rng
        self.grid: list[int] = list(range(9))
        self.faces: list[int] = [0] * 9
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.scored: list[list[str]] = [[] for _ in range(players)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.current_player = 0
        self.turn = 1
        self.acted_this_turn = False
        self.scored_this_turn = False
        self.skipped_last: list[bool] = [False] * players
        self.strikes = 0
        self.end_triggered = False
        self.solo_deck_points: list[int] = []
        self._outcome: Outcome | None = None

    # -- reading the table --------------------------------------------------
    def symbol_at(self, position: int) -> str:
        stone = self.grid[position]
        return self.content.stone_faces[stone][self.faces[stone]]

    def symbols(self) -> tuple[str, ...]:
        return tuple(self.symbol_at(pos) for pos in range(9))

    def points(self, card_id: str) -> int:
        return self.content.cards[card_id].points

    def scoreable(self, card_id: str) -> list[int]:
        """Where `card_id` matches the grid now (empty when it does not)."""
        return match_windows(self.content.cards[card_id], self.symbols())

    @property
    def end_trigger(self) -> int:
        if self.solo:
            return len(self.solo_deck_points)
        return self.content.end_trigger[self.players]

    # -- legality ---------------------------------------------------------------
    def _legal(self) -> list[Any]:
        if self.current_player == TERMINAL:
            return []
        hand = self.hands[self.current_player]
        symbols = self.symbols()
        actions: list[Any] = []
        for card in hand:
            if match_windows(self.content.cards[card], symbols):
                actions.append(ScoreCard(card))
        for card in hand:
            actions.extend(_MOVES.get(card) or _moves(card))
        actions.append(_END_TURN)
        if self._may_skip():
            actions.append(_SKIP)
        return actions

    def _may_skip(self) -> bool:
        return not self.acted_this_turn and not self.skipped_last[self.current_player]

    def _is_legal(self, action: Any) -> bool:
        if self.current_player == TERMINAL:
            return False
        hand = self.hands[self.current_player]
        if isinstance(action, EndTurn):
            return True
        if isinstance(action, SkipTurn):
            return self._may_skip()
        if isinstance(action, ShiftStones):
            return (action.card in hand and type(action.first) is int
                    and type(action.second) is int
                    and (action.first, action.second) in ADJACENT_SET)
        if isinstance(action, FlipStone):
            return (action.card in hand and type(action.position) is int
                    and 0 <= action.position < 9)
        if isinstance(action, ScoreCard):
            return action.card in hand and bool(self.scoreable(action.card))
        return False

    def _explain_illegal(self, action: Any) -> str | None:
        """Why `action` is not legal now, in a sentence for the player (None if it is)."""
        if self.is_legal(action):
            return None
        if self.current_player == TERMINAL:
            return "The game is over."
        hand = self.hands[self.current_player]
        if isinstance(action, ShiftStones) and (
                (min(action.first, action.second), max(action.first, action.second))
                not in ADJACENT_SET):
            return "Stones swap only with an orthogonal neighbour."
        if isinstance(action, FlipStone) and not (
                type(action.position) is int and 0 <= action.position < 9):
            return "There is no stone there to flip."
        if isinstance(action, ShiftStones | FlipStone | ScoreCard) and action.card not in hand:
            return "That card is not in your hand."
        if isinstance(action, ScoreCard):
            return "This pattern is not on the grid now. Pick a stone first to spend it."
        if isinstance(action, SkipTurn):
            if self.acted_this_turn:
                return "You may skip only before you shift, flip or score this turn."
            return "You skipped your last turn: you may not skip twice in a row."
        return "That move is not allowed now."

    def is_undoable(self, action: Any) -> bool:
        # Shift, flip and score reveal only the actor's own card and draw nothing,
        # so taking them back within the turn gives nobody new knowledge.
        return isinstance(action, (ShiftStones, FlipStone, ScoreCard))

    # -- effects ----------------------------------------------------------------
    def _apply(self, action: Any) -> list[Any]:
        seat = self.current_player
        if isinstance(action, ShiftStones):
            return [self._shift(seat, action)]
        if isinstance(action, FlipStone):
            return [self._flip(seat, action)]
        if isinstance(action, ScoreCard):
            return self._score(seat, action.card)
        if isinstance(action, SkipTurn):
            return self._skip(seat)
        return self._end_turn(seat)

    def _discard_from_hand(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.acted_this_turn = True

    def _shift(self, seat: int, action: ShiftStones) -> StonesShifted:
        first_symbol, second_symbol = self.symbol_at(action.first), self.symbol_at(action.second)
        self._discard_from_hand(seat, action.card)
        grid = self.grid
        grid[action.first], grid[action.second] = grid[action.second], grid[action.first]
        return StonesShifted(seat, action.card, self.points(action.card), action.first,
                             action.second, first_symbol, second_symbol)

    def _flip(self, seat: int, action: FlipStone) -> StoneFlipped:
        old_symbol = self.symbol_at(action.position)
        self._discard_from_hand(seat, action.card)
        stone = self.grid[action.position]
        self.faces[stone] ^= 1
        return StoneFlipped(seat, action.card, self.points(action.card), action.position,
                            old_symbol, self.symbol_at(action.position))

    def _score(self, seat: int, card: str) -> list[Any]:
        windows = tuple(self.scoreable(card))
        self.hands[seat].remove(card)
        self.scored[seat].append(card)
        self.acted_this_turn = True
        self.scored_this_turn = True
        events: list[Any] = [CardScored(seat, card, self.points(card), windows)]
        if self.solo and len(self.scored[seat]) == self.end_trigger:
            events.append(self._finish("solo_complete"))
        return events

    def _draw(self, seat: int, count: int) -> tuple[int, list[Any]]:
        events: list[Any] = []
        drawn = 0
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                events.append(DeckReshuffled(len(self.deck)))
            self.hands[seat].append(self.deck.pop())
            drawn += 1
        return drawn, events

    def _skip(self, seat: int) -> list[Any]:
        drawn, events = self._draw(seat, self.content.skip_draw)
        events.insert(0, TurnSkipped(seat, drawn))
        self.skipped_last[seat] = True
        if self.solo:
            events.extend(self._strike(seat))
        return events + self._pass_turn(seat)

    def _end_turn(self, seat: int) -> list[Any]:
        missing = max(0, self.content.hand_size - len(self.hands[seat]))
        drawn, events = self._draw(seat, missing)
        events.insert(0, TurnEnded(seat, drawn))
        self.skipped_last[seat] = False
        if self.solo and not self.scored_this_turn:
            events.extend(self._strike(seat))
        return events + self._pass_turn(seat)

    def _strike(self, seat: int) -> list[Any]:
        self.strikes += 1
        events: list[Any] = [StrikeTaken(seat, self.strikes, self.content.solo_strikes)]
        if self.strikes >= self.content.solo_strikes:
            events.append(self._finish("solo_strikes"))
        return events

    def _pass_turn(self, seat: int) -> list[Any]:
        if self.current_player == TERMINAL:
            return []
        events: list[Any] = []
        if (not self.solo and not self.end_triggered
                and len(self.scored[seat]) >= self.end_trigger):
            self.end_triggered = True
            events.append(EndTriggered(seat, len(self.scored[seat])))
        next_seat = (seat + 1) % self.players
        self.acted_this_turn = False
        self.scored_this_turn = False
        if self.end_triggered and next_seat == 0:
            events.extend(self._final_scoring())
            return events
        self.current_player = next_seat
        self.turn += 1
        return events

    # -- the end ----------------------------------------------------------------
    def card_points(self, seat: int) -> int:
        return sum(self.points(card) for card in self.scored[seat])

    def one_point_counts(self) -> list[int]:
        return [sum(1 for card in cards if self.points(card) == 1) for cards in self.scored]

    def bonus_seats(self) -> tuple[int, ...]:
        """Every seat tied for the most 1-point cards; none when nobody has one."""
        ones = self.one_point_counts()
        best = max(ones)
        return tuple(seat for seat, count in enumerate(ones) if count == best) if best else ()

    def final_scores(self) -> list[int]:
        bonus = set(self.bonus_seats())
        return [
            self.card_points(seat) + (self.content.one_point_bonus if seat in bonus else 0)
            for seat in range(self.players)
        ]

    def _final_scoring(self) -> list[Any]:
        bonus = self.bonus_seats()
        events: list[Any] = []
        if bonus:
            ones = self.one_point_counts()[bonus[0]]
            events.append(BonusAwarded(bonus, ones, self.content.one_point_bonus))
        events.append(self._finish("end_trigger"))
        return events

    def _finish(self, reason: str) -> GameOver:
        if self.solo:
            won = reason == "solo_complete"
            scores = (self.card_points(0),)
            winners: tuple[int, ...] = (0,) if won else ()
        else:
            scores = tuple(self.final_scores())
            best = max(scores)
            winners = tuple(seat for seat, score in enumerate(scores) if score == best)
        self._outcome = Outcome(winners, tuple(float(s) for s in scores), reason)
        self.current_player = TERMINAL
        return GameOver(winners, scores, reason)

    def outcome(self) -> Outcome | None:
        return self._outcome

    # -- views and secrets ------------------------------------------------------
    def view_for(self, seat: int | None) -> StonesView:
        own = seat is not None and 0 <= seat < self.players
        return StonesView(
            viewer=seat,
            players=self.players,
            solo=self.solo,
            current_player=self.current_player,
            turn=self.turn,
            symbols=self.symbols(),
            stone_ids=tuple(self.grid),
            stone_faces=self.content.stone_faces,
            hand=tuple(self.hands[seat]) if own else None,
            hand_sizes=tuple(len(hand) for hand in self.hands),
            scored=tuple(tuple(cards) for cards in self.scored),
            deck_size=len(self.deck),
            discard=tuple(self.discard),
            acted_this_turn=self.acted_this_turn,
            scored_this_turn=self.scored_this_turn,
            skipped_last=tuple(self.skipped_last),
            strikes=self.strikes,
            strikes_to_lose=self.content.solo_strikes,
            end_trigger=self.end_trigger,
            end_triggered=self.end_triggered,
            solo_deck_points=tuple(self.solo_deck_points),
            outcome=self._outcome,
            hand_limit=self.content.hand_size,
        )

    def secret_tokens(self, seat: int) -> set[str]:
        return set(self.hands[seat])

    # -- copies and JSON --------------------------------------------------------
    def _copy(self) -> StonesState:
        twin = StonesState.__new__(StonesState)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.copy()
        twin.grid = list(self.grid)
        twin.faces = list(self.faces)
        twin.hands = [list(hand) for hand in self.hands]
        twin.scored = [list(cards) for cards in self.scored]
        twin.deck = list(self.deck)
        twin.discard = list(self.discard)
        twin.skipped_last = list(self.skipped_last)
        twin.solo_deck_points = list(self.solo_deck_points)
        return twin

    def _fields_to_dict(self) -> dict[str, Any]:
        return {
            "content": CONTENTS.ref(self.content),
            "players": self.players,
            "solo": self.solo,
            "rng": self.rng.to_json(),
            "grid": list(self.grid),
            "faces": list(self.faces),
            "hands": [list(hand) for hand in self.hands],
            "scored": [list(cards) for cards in self.scored],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "current_player": self.current_player,
            "turn": self.turn,
            "acted_this_turn": self.acted_this_turn,
            "scored_this_turn": self.scored_this_turn,
            "skipped_last": list(self.skipped_last),
            "strikes": self.strikes,
            "end_triggered": self.end_triggered,
            "solo_deck_points": list(self.solo_deck_points),
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    @classmethod
    def _from_fields(cls, data: dict[str, Any]) -> StonesState:
        # By reference; snapshots made before content ids hold none: the shipped content.
        ref = data.get("content")
        content = default_stones() if ref is None else CONTENTS.resolve(ref)
        state = cls(content, int(data["players"]), bool(data["solo"]),
                    GameRng.from_json(data["rng"]))
        state.grid = [int(x) for x in data["grid"]]
        state.faces = [int(x) for x in data["faces"]]
        state.hands = [[str(c) for c in hand] for hand in data["hands"]]
        state.scored = [[str(c) for c in cards] for cards in data["scored"]]
        state.deck = [str(c) for c in data["deck"]]
        state.discard = [str(c) for c in data["discard"]]
        state.current_player = int(data["current_player"])
        state.turn = int(data["turn"])
        state.acted_this_turn = bool(data["acted_this_turn"])
        state.scored_this_turn = bool(data["scored_this_turn"])
        state.skipped_last = [bool(x) for x in data["skipped_last"]]
        state.strikes = int(data["strikes"])
        state.end_triggered = bool(data["end_triggered"])
        state.solo_deck_points = [int(x) for x in data["solo_deck_points"]]
        outcome = data.get("outcome")
        if outcome:
            state._outcome = Outcome.from_dict(outcome)
        state._check_cards()
        return state

    def _check_cards(self) -> None:
        """Every card of the deck in play sits in exactly one place (catches edited saves)."""
        places = self.deck + self.discard + [c for h in self.hands for c in h]
        places += [c for cards in self.scored for c in cards]
        unknown = [card for card in places if card not in self.content.cards]
        if unknown:
            raise ValueError(f"unknown cards {unknown[:3]}")
        if len(places) != len(set(places)):
            duplicates = [card for card, n in Counter(places).items() if n > 1]
            raise ValueError(f"cards in two places at once: {duplicates[:3]}")
        if sorted(self.grid) != list(range(9)) or any(f not in (0, 1) for f in self.faces):
            raise ValueError("the grid must hold each of the 9 stones once")
