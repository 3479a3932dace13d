"""What a game tells the program about itself: `GameSpec`, the one base every game's spec
inherits (see the architecture page).

Everything a game may provide is declared here, the optional hooks with the default a game
gets without them, so nobody probes a spec for what it has. Members that only point at a
function or class in the game's own modules are named by a `hook("module:attribute")`
string, imported on first use: listing the games at start-up imports none of their rules,
bots, tables or content.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, overload

from shifting_sands.rules.codec import DataclassCodec
from shifting_sands.rules.protocol import BotPolicy, GameState, Options, Variant
from shifting_sands.rules.rng import GameRng

if TYPE_CHECKING:
    from shifting_sands.rules.params import Parameter
    from shifting_sands.rules.score_table import ScoreTable

T = TypeVar("T")

_UNRESOLVED: Any = object()


class hook(Generic[T]):
    """A spec member named "package.module:attribute" and imported on first access.

    A function comes back as it is (not bound to the spec), so `describe =
    hook("...rules.log:describe")` is called as `spec.describe(event, names)`; a class
    comes back as the class (`state_class`), or is called to make one (`seat_setting`).
    Resolved once per spec class and kept; read on the class it is the hook itself, which
    names its `target`.
    """

    def __init__(self, target: str) -> None:
        module, colon, attribute = target.partition(":")
        if not (colon and module and attribute) or ":" in attribute:
            raise ValueError(f"a hook names 'package.module:attribute', not {target!r}")
        self.target = target
        self._where = target
        self._value: T = _UNRESOLVED

    def __set_name__(self, owner: type, name: str) -> None:
        self._where = f"{owner.__name__}.{name}"

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> hook[T]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object | None, owner: type | None = None) -> T | hook[T]:
        if instance is None:
            return self
        return self.resolve()

    @property
    def resolved(self) -> bool:
        """Whether the target has been imported (tests check start-up stays lazy)."""
        return self._value is not _UNRESOLVED

    def resolve(self) -> T:
        """The named object, imported now if it has not been yet."""
        if self._value is _UNRESOLVED:
            module_name, _, attribute = self.target.partition(":")
            try:
                module = importlib.import_module(module_name)
            except ImportError as exc:
                raise ImportError(f"{self._where} names {self.target!r}, but its module does "
                                  f"not import: {exc}", name=module_name) from exc
            try:
                self._value = getattr(module, attribute)
            except AttributeError:
                raise ImportError(f"{self._where} names {self.target!r}, but {module_name} has "
                                  f"no {attribute!r}", name=module_name) from None
        return self._value


class SeatSetting(Protocol):
    """A game's choice made seat by seat at setup (the Ouroboros' roles): one more column."""

    key: str
    """Where `settle`'s answer goes in `Options.settings`."""
    title: str
    options: Sequence[str]
    labels: Sequence[str]

    def settle(self, picked: Sequence[str]) -> Any:
        """The setting's value for the seats' picks, None to leave it out, or ValueError
        with a sentence for the player."""
        ...


DEFAULT_SEAT_MARK = "ui/seat_{seat}.png"
"""The common seat tokens, for a game without pieces of its own on shared screens."""


class GameSpec:
    """What the registry knows of a game. Required members first (every game gives them);
    then the optional hooks, each with what a game that leaves it out gets."""

    # -- required ------------------------------------------------------------------------
    id: ClassVar[str]
    title: ClassVar[str]
    blurb: ClassVar[str]
    """A sentence or two for the launcher."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    scene_path: ClassVar[str]
    """`module:Class` of the game's scene, imported only by the window."""
    state_class: type[GameState]
    """The game's state (a hook: `hook("...rules.state:StonesState")`)."""
    event_codec: DataclassCodec
    """Encodes the game's events (a hook)."""
    describe: Callable[[Any, Sequence[str]], str | None]
    """`describe(event, names)`: the log's sentence for an event, None to leave it out."""
    determinize: Callable[[Any, GameRng], GameState]
    """`determinize(view, rng)`: a full state consistent with what a seat may see."""

    def new_game(self, seed: int, players: int, options: Options | None = None) -> GameState:
        raise NotImplementedError(f"{type(self).__name__} does not start games")

    def variants(self) -> Mapping[str, Variant]:
        raise NotImplementedError(f"{type(self).__name__} lists no variants")

    def default_variant(self, players: int) -> str:
        raise NotImplementedError(f"{type(self).__name__} has no default variant")

    def bot_kinds(self) -> Sequence[str]:
        """The bots offered at setup, weakest to strongest as the game sees it."""
        raise NotImplementedError(f"{type(self).__name__} lists no bots")

    def bot(self, kind: str) -> BotPolicy:
        raise NotImplementedError(f"{type(self).__name__} makes no bots")

    # -- optional: what the screens show ---------------------------------------------------
    cooperative: ClassVar[bool] = False
    """The seats win or lose together (teammates keep no secrets from each other)."""
    bot_notes: ClassVar[Mapping[str, str]] = MappingProxyType({})
    """Setup's line for each bot kind only this game has (the common kinds have theirs)."""
    first_game_tip: ClassVar[str] = ""
    """A line under the variant at setup for newcomers; "" shows none."""

    def seat_mark(self, seat: int) -> str:
        """The image (an assets path) that marks `seat` on shared screens (hand-off,
        results, setup): the common seat tokens unless the game has its own pieces."""
        return DEFAULT_SEAT_MARK.format(seat=seat)

    def seat_setting(self) -> SeatSetting | None:
        """A choice made seat by seat at setup; None: no extra column."""
        return None

    def seat_options(self, options: Options, seats: Sequence[Any]) -> Options:
        """The options a match starts with once its seats are known (who is a person);
        unchanged unless the game needs to know."""
        return options

    def score_table(self, state: Any, names: Sequence[str]) -> ScoreTable:
        """The results screen's breakdown of a finished game, best first; by default read
        from the outcome (winners, points, or the team's result)."""
        from shifting_sands.rules.score_table import outcome_table

        return outcome_table(state, names)

    # -- optional: the designer's own variants (content/own_variants.py) -------------------
    def variant_kind(self) -> Any:
        """How the game's variant file is read and written (a `VariantKind`), so that
        `<home>/variants/<id>.yaml` may hold the designer's own; None: the game has no
        such file, and no own variants."""
        return None

    # -- optional: content identity in saves ---------------------------------------------
    def content_id(self) -> str | None:
        """The name saves record of the content a match plays with; None: the game names
        no content, and its saves carry no content record."""
        return None

    def content_hash(self, variant: str) -> str:
        """The hash of `variant`'s content as shipped (asked only of a game with a
        `content_id`)."""
        raise NotImplementedError(f"{type(self).__name__} names no content")

    def content_source(self, variant: str) -> str:
        """Where that content lives, for the line that refuses a save made with other."""
        return "its content"

    def migrate_content(self, data: dict[str, Any]) -> dict[str, Any] | None:
        """A save made with older content carried over to today's, or None: it cannot be."""
        return None

    def upgrade_save(self, data: dict[str, Any]) -> dict[str, Any]:
        """A save from before a rules change, given what it needs to replay under the rule
        it was played with; others as they are."""
        return data

    # -- optional: the designer's parameters (shifting_sands.rules.params) -----------------
    def parameters(self, variant: str) -> Sequence[Parameter]:
        """The numbers of `variant` a designer may change, each with its type, range and
        meaning, defaulting to the variant's own; a match sets one through
        `Options.settings[name]`, and `new_game` refuses a value out of its range. ():
        nothing to tune."""
        return ()

    def variant_entry(self, variant: str, settings: Mapping[str, Any]) -> dict[str, Any]:
        """`variant` played with `settings`, as an entry of a variants file (what the tuner
        writes): by default the variant it starts from and the parameters changed."""
        from shifting_sands.rules.params import changed

        rules = self.variants()[variant]
        return {"title": rules.title, "description": rules.description, "base": variant,
                "settings": changed(self.parameters(variant), settings)}

    # -- optional: the generic search (shifting_sands.bots.ismcts) ---------------------------
    evaluate: Callable[[Any, int], float] | None = None
    """`evaluate(state, seat)` in [0, 1], where a rollout stops; None: rollouts play to
    the end of the game."""
    search_actions: Callable[[Any], Sequence[Any]] | None = None
    """`search_actions(state)`: the actions worth searching, best first; None: all legal."""
    rollout_action: Callable[[Any, GameRng], Any] | None = None
    """`rollout_action(state, rng)`: a cheap playout move; None: a random legal one."""
    rollout_actions: ClassVar[int | None] = None
    """With `evaluate`, the actions a rollout plays before it is judged; None: the
    search's own cap."""
    search_default_first: ClassVar[bool] = False
    """The first of `search_actions` is the game's heuristic's choice, kept until the
    search has evidence against it."""

    # -- optional: the lab's design metrics (shifting_sands.lab_metrics) -------------------
    def leader_signal(self, state: Any) -> Sequence[float] | None:
        """Who leads now: one number per seat, higher is further ahead (a score, progress,
        a position judge), read once a turn for the lab's lead changes, drama and
        decisiveness; None: the game gives no signal and those metrics are left out."""
        return None

    def ended_by_clock(self, reason: str) -> bool:
        """Whether an outcome's `reason` means the round limit (the game's clock) ended
        it, for the lab's share of games ended by the round limit; by default none."""
        return False


__all__ = ["DEFAULT_SEAT_MARK", "GameSpec", "SeatSetting", "hook"]
