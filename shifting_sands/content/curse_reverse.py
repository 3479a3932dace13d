"""Curse Reverse content: items, gods and goal cards, thieves, cartouches, events, trials,
the dice and the four board segments.

The rules text names the counts (30 items, 60 goal cards, 60 events, 25 trials, 30 curses,
15 cartouches) and a few examples; everything else in `data/curse_reverse/` is our design
(docs/rules/curse-reverse.md, "Our content"). The segments are Tiled maps in
`data/maps/curse_<god>.tmx` (docs/maps.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from shifting_sands.content.board_graph import Grid
from shifting_sands.content.errors import ContentError, LocatedValueError
from shifting_sands.content.identity import content_hash
from shifting_sands.content.load_once import remembered
from shifting_sands.content.map_xml import map_lines
from shifting_sands.content.maps import Vocabulary, load_map
from shifting_sands.content.models import StrictModel, check_variant_ids
from shifting_sands.content.yaml_loader import load_model

GODS = ("red", "blue", "green", "yellow")
"""The four temples, by colour; board quadrants in this order: NW, NE, SW, SE."""
THIEVES = (*GODS, "violet")
"""The violet thief joins only a five-player game (ruling C2)."""
CARTOUCHES = ("aker", "apep", "aten", "babi", "bast", "bennu", "khnum", "khonsu", "maat",
              "mafdet", "menhit", "nekhbet", "nut", "set", "wadjet")
"""The fifteen cartouches of the rules text, each implemented exactly (rules/cartouches)."""
TIMINGS = ("any", "move", "roll", "trial", "curse", "draw", "robbed")
"""When a cartouche may be played: `any` at any window and on its holder's own turn; the
others only in the window of that moment."""
EVENT_EFFECTS = ("trial", "bag_items", "cartouche", "curse_self", "curse_others",
                 "cleanse_self", "go_start", "rotate_here", "return_item", "free_move")
"""What an event card does (our design); `count` says how many where it matters."""
CELL_KINDS = frozenset({"blocked", "path", "temple", "item", "event", "safe", "start"})
SEGMENT_SIZE = 7
"""Each segment is 7x7 squares; the board is 14x14."""


class ItemModel(StrictModel):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    kind: Literal["offensive", "defensive"]
    """Red (an attack die in a robbery) or blue (a defence die)."""
    flavour: str = Field(min_length=1)


class GodModel(StrictModel):
    id: Literal["red", "blue", "green", "yellow"]
    name: str = Field(min_length=1)
    temple: str = Field(min_length=1)
    colour: str = Field(pattern=r"^#[0-9A-Fa-f]{6}$")


class GoalModel(StrictModel):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    god: Literal["red", "blue", "green", "yellow"]
    items: list[str] = Field(min_length=2, max_length=2)



class ThiefModel(StrictModel):
    id: Literal["red", "blue", "green", "yellow", "violet"]
    name: str = Field(min_length=1)
    title: str = Field(min_length=1)
    pack: int = Field(ge=3, le=9)
    """Pack spaces on the character card."""
    move_spaces: int = Field(ge=0, le=9)
    """How many of them show "1 Move" (tiles fill the others first, ruling C5)."""
    traits: list[str] = Field(min_length=3, max_length=6)
    blurb: str = Field(min_length=1)



class CartoucheModel(StrictModel):
    id: str
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)
    timing: Literal["any", "move", "roll", "trial", "curse", "draw", "robbed"]


class EventModel(StrictModel):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    title: str = Field(min_length=1)
    text: str = Field(min_length=1)
    effect: Literal["trial", "bag_items", "cartouche", "curse_self", "curse_others",
                    "cleanse_self", "go_start", "rotate_here", "return_item", "free_move"]
    count: int = Field(default=1, ge=1, le=3)


class TrialModel(StrictModel):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    title: str = Field(min_length=1)
    scenario: list[str] = Field(min_length=1, max_length=5)
    """The must-have story elements of the main scenario."""
    modifier_title: str = Field(min_length=1)
    modifier: str = Field(min_length=1)
    """The other end of the card: one rule added to someone else's scenario."""



class VariantModel(StrictModel):
    title: str = Field(min_length=1)
    description: str = Field(min_length=1)
    bot_trial_chance: float = Field(ge=0.0, le=1.0)
    """How likely a bot's trial (which no one judges) is to succeed."""
    table_judges_bots: bool
    """True: the people at the table vote on a bot's trial instead of the chance."""
    max_rounds: int = Field(default=40, ge=5, le=200)
    """Our addition (ruling C16): the dream ends after this many rounds; most goals wins."""


DieFace = Annotated[int, Field(ge=0, le=3)]
"""Swords or shields on one face of a die."""
MOST_CURSES_AT_ONCE = 12
"""An event curses every other thief with up to three tiles (EventModel.count): twelve at a
five-player table. A smaller pile runs dry on the first such event (ruling C7)."""


class ComponentsModel(StrictModel):
    curse_tiles: int = Field(ge=MOST_CURSES_AT_ONCE, le=60)
    """The pile (30 in the rules text); with none the curse rules could never give one."""
    attack_die: list[DieFace] = Field(min_length=6, max_length=6)
    """Swords on each face of a red die."""
    defence_die: list[DieFace] = Field(min_length=6, max_length=6)
    """Shields on each face of a blue die."""
    items_per_diamond: int = Field(ge=1, le=4)
    items_per_diamond_five: int = Field(ge=1, le=4)
    start_items: int = Field(ge=1, le=6)
    """Three in the rules text; with none the start rule would give nothing."""
    start_cartouches: int = Field(ge=1, le=3)
    """One in the rules text; with none the start rule would give nothing."""
    base_move: int = Field(ge=1, le=6)

    @model_validator(mode="after")
    def dice_count(self) -> ComponentsModel:
        for name in ("attack_die", "defence_die"):
            if not any(getattr(self, name)):
                raise LocatedValueError("every face is 0: a robbery would never roll a "
                                        "sword or a shield", (name,))
        return self



class CurseFileModel(StrictModel):
    """`data/curse_reverse/game.yaml`: everything but the segments, in one file."""

    variants: dict[str, VariantModel] = Field(min_length=1)
    components: ComponentsModel
    gods: list[GodModel]
    thieves: list[ThiefModel]
    items: list[ItemModel]
    cartouches: list[CartoucheModel]


    @model_validator(mode="after")
    def consistent(self) -> CurseFileModel:
        _check_file(self)
        return self


class CardsFileModel(StrictModel):
    """`data/curse_reverse/cards.yaml`: goal cards, events and trials."""

    goals: list[GoalModel]
    events: list[EventModel]
    trials: list[TrialModel]



@dataclass(frozen=True)
class CurseContent:
    """Everything one game of Curse Reverse is played with, validated and frozen."""

    variants: dict[str, VariantModel]
    components: ComponentsModel
    gods: dict[str, GodModel]
    thieves: dict[str, ThiefModel]
    items: dict[str, ItemModel]
    cartouches: dict[str, CartoucheModel]
    goals: dict[str, GoalModel]
    events: dict[str, EventModel]
    trials: dict[str, TrialModel]
    segments: dict[str, Grid]
    """Each god's segment as authored (orientation 0), `SEGMENT_SIZE` square."""

    def __hash__(self) -> int:
        return id(self)

    def goals_of(self, god: str) -> list[str]:
        return [g.id for g in self.goals.values() if g.god == god]


SEGMENT_VOCABULARY = Vocabulary(cell_kinds=CELL_KINDS)


def _check_file(data: CurseFileModel) -> None:
    check_variant_ids(data.variants)
    if [g.id for g in data.gods] != list(GODS):
        raise LocatedValueError(f"the gods must be {', '.join(GODS)}, in that order", ("gods",))
    if sorted(t.id for t in data.thieves) != sorted(THIEVES):
        raise LocatedValueError(f"the thieves must be {', '.join(THIEVES)}", ("thieves",))
    for index, thief in enumerate(data.thieves):
        if thief.move_spaces > thief.pack:
            raise LocatedValueError("move_spaces cannot exceed pack", ("thieves", index))
    if sorted(c.id for c in data.cartouches) != sorted(CARTOUCHES):
        raise LocatedValueError(f"the cartouches must be exactly {', '.join(CARTOUCHES)}",
                                ("cartouches",))
    ids = [item.id for item in data.items]
    if len(set(ids)) != len(ids):
        raise LocatedValueError("two items share an id", ("items",))


def load_segments(maps: Path) -> dict[str, Grid]:
    """The four segment grids from `maps`/curse_<god>.tmx (tile layer `board`)."""
    grids: dict[str, Grid] = {}
    problems: list[str] = []
    for god in GODS:
        path = maps / f"curse_{god}.tmx"
        if not path.is_file():
            problems.append(f"{path}:1: the {god} segment of Curse Reverse is missing")
            continue
        try:
            board = load_map(path, SEGMENT_VOCABULARY)
            grid = board.grid("board")
        except ContentError as exc:
            problems.extend(exc.problems)
            continue
        except KeyError:
            problems.append(f"{path}:1: no tile layer named 'board'")
            continue
        if (grid.width, grid.height) != (SEGMENT_SIZE, SEGMENT_SIZE):
            line = map_lines(path).layers.get("board", 1)
            problems.append(f"{path}:{line}: layer 'board' is {grid.width}x{grid.height}; a "
                            f"segment is {SEGMENT_SIZE}x{SEGMENT_SIZE}")
            continue
        grids[god] = grid
    if problems:
        raise ContentError(problems)
    return grids


@remembered
def load_curse_reverse(folder: Path) -> CurseContent:
    """The whole content of `folder` (game.yaml, cards.yaml) and of the segments in
    `folder`/../maps; ContentError names every problem as file:line."""
    data = load_model(folder / "game.yaml", CurseFileModel)
    cards = load_model(folder / "cards.yaml", CardsFileModel)
    segments = load_segments(folder.parent / "maps")
    content = CurseContent(
        variants=dict(data.variants), components=data.components,
        gods={g.id: g for g in data.gods}, thieves={t.id: t for t in data.thieves},
        items={i.id: i for i in data.items}, cartouches={c.id: c for c in data.cartouches},
        goals={g.id: g for g in cards.goals}, events={e.id: e for e in cards.events},
        trials={t.id: t for t in cards.trials}, segments=segments)
    from shifting_sands.content.curse_reverse_checks import content_problems

    problems = content_problems(folder, content)
    if problems:
        raise ContentError(problems)
    _LOADED[curse_hash(content)] = content
    return content


_LOADED: dict[str, CurseContent] = {}
"""Every content set loaded in this process, by hash: a state copied from a view or read from
a save finds the content its game was played with (validate-data plays a folder's own)."""


def remember(content: CurseContent) -> str:
    """Keep `content` (a variant with parameters changed, say) where states find it by hash."""
    digest = curse_hash(content)
    _LOADED.setdefault(digest, content)
    return digest


def content_by_hash(digest: str) -> CurseContent | None:
    """The loaded content with this hash (the shipped content is loaded to look), or None."""
    if digest not in _LOADED:
        default_curse_reverse()
    return _LOADED.get(digest)


@lru_cache(maxsize=8)
def curse_hash(content: CurseContent) -> str:
    """The identity of the content a game was played with (names and texts included: a
    renamed card changes what the log says)."""
    return content_hash({
        "variants": {k: v.model_dump() for k, v in content.variants.items()},
        "components": content.components.model_dump(),
        "items": [i.model_dump() for i in content.items.values()],
        "thieves": [t.model_dump() for t in content.thieves.values()],
        "goals": [g.model_dump() for g in content.goals.values()],
        "events": [e.model_dump() for e in content.events.values()],
        "trials": [t.model_dump() for t in content.trials.values()],
        "segments": {god: [[c.kind if c else None for c in row] for row in grid.rows]
                     for god, grid in content.segments.items()},
    })


@lru_cache(maxsize=1)
def default_curse_reverse() -> CurseContent:
    """The shipped content, loaded and validated once per process."""
    from shifting_sands.paths import data_dir

    return load_curse_reverse(data_dir() / "curse_reverse")
