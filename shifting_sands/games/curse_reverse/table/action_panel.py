"""The Curse Reverse action panel: its title, a few lines, and a button for each legal action
(labelled by `labels.py`), or one Close while a card waits to be read.

A mixin of `CurseScene`. A label too long for one button takes two or three columns, never
an ellipsis; when words need more lines the buttons begin a row lower. The Enter button
(End turn, Pass, Done turning, Close) keeps the grid's last place. A cartouche chosen in the
pack shows its text, its ways to play, and why it cannot be played or dropped now, in the
rules' own words (`explain_illegal`). Prompts name thieves as the whole table does: by the
seat's name, never by colour.
"""

from __future__ import annotations

from typing import Any

from shifting_sands.core.widgets import Button
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.table.labels import (
    TURN_BUTTONS,
    cartouche_name,
    icon_of,
    label,
)
from shifting_sands.games.curse_reverse.table.layout import (
    ACTIONS,
    BUTTON_COLUMNS,
    BUTTON_GAP,
    BUTTON_ROWS,
    BUTTON_W,
    button_pages,
    cell_rect,
)

ButtonSpec = tuple[Any, ...]
"""(text, on_click, icon or None, primary[, pinned]): pinned keeps the last place."""
ENTER_ACTIONS = (a.EndTurn, a.DoneTurning, a.Pass)
"""What Enter does; its button keeps one place, the panel's last (bottom right)."""
CHOSEN_IN_PACK = ("make_room", "return_item")
WORDS_TOP, WORDS_LINE, WORDS_SIZE = 38.0, 17.0, 14
"""Where the panel's lines begin under its title, their spacing and type size."""
LABEL_SIZES = (16, 15, 14, 13)


class ActionPanel:
    """The action-panel half of the Curse Reverse scene (see the module doc)."""

    action_buttons: list[Button]
    selected_cartouche: str | None
    selected_tile: int | None

    # -- what the panel says ------------------------------------------------------------
    def prompt_words(self) -> str:
        """The open prompt, with thieves named by seat."""
        prompt = self.state.prompt()
        return self.named(prompt.text) if prompt is not None else ""

    def named(self, text: str) -> str:
        """The rules speak of thieves by colour ("the Red thief"); the table by seat name."""
        for seat, thief in enumerate(self.state.thieves):
            colour = thief.capitalize()
            text = text.replace(f"The {colour} thief's", f"{self.name(seat)}'s")
            text = text.replace(f"the {colour} thief's", f"{self.name(seat)}'s")
            text = text.replace(f"The {colour} thief", self.name(seat))
            text = text.replace(f"the {colour} thief", self.name(seat))
        return text

    def panel_content(self) -> tuple[str, list[str], list[ButtonSpec]]:
        """The action panel: a title, a line or two, and the buttons of the legal actions."""
        view = self.view()
        state = self.state
        if self.replay_note is not None:  # a replay invites no action: where it stands
            return (self.replay_note.heading, self.replay_note.body, [])
        if self.holding():
            return self.card_panel()
        if state.is_terminal():
            outcome = state.outcome()
            return ("The game is over", [outcome.reason if outcome else ""], [])
        if not self.mine():
            seat = state.current_player
            who = "The dice and cards" if seat < 0 else self.seat_label(seat)
            return (f"{who}{' are' if seat < 0 else ' is'} deciding",
                    [self.prompt_words()], [])
        legal = self.my_legal()
        top = view.frame()
        names = self.match.names
        content = state.content

        def button(action: Any, primary: bool = False, text: str | None = None) -> ButtonSpec:
            return (text or label(content, action, view, names), lambda: self.act(action),
                    icon_of(action), primary, isinstance(action, ENTER_ACTIONS))

        if self.selected_cartouche is not None:
            return self.cartouche_panel(legal, button)
        if top is None:
            buttons = [button(x, isinstance(x, a.EndTurn)) for kind in TURN_BUTTONS
                       for x in legal if type(x) is kind]
            if self.match.can_undo():
                buttons.append(("Undo", self.undo, None, False))
            acts = dict(view.ts).get("actions", 0)
            lines = [f"Turn actions left: {acts}. Click a lit square to move, a tile in your "
                     "pack to drop or play it, a tile on your square to pick it up."]
            return (f"{self.seat_label(view.current_player)}, your turn", lines, buttons)
        if top.kind == "move":
            buttons = [button(a.Stay())]
            if self.match.can_undo():
                buttons.append(("Undo", self.undo, None, False))
            return ("Choose where the move ends", ["Click a lit square."], buttons)
        prompt = self.prompt_words()
        if top.kind == "window":
            plays = [x for x in legal if isinstance(x, a.Play)]
            kinds = list(dict.fromkeys(x.cartouche for x in plays))
            buttons = [(f"Play {cartouche_name(content, c)}\u2026",
                        lambda c=c: self.choose_cartouche(c), None, False) for c in kinds]
            buttons.append(button(a.Pass(), True))
            words = prompt.replace(", or pass.", "").replace(": play a cartouche", "")
            return (f"{words}: play a cartouche or pass",
                    ["Your cartouches that fit this moment are listed; choose one to see "
                     "how it can be played."], buttons)
        if top.kind == "vote":
            return ("Judge the story", [prompt],
                    [button(a.Vote(True), True), button(a.Vote(False))])
        if top.kind == "choice" and top.get("what") == "story":
            if self.timer is None:
                return ("Your trial: tell the story", [
                    "Read the cards over the board, then turn the sand: one minute."],
                    [("Start the sand", self.start_story, None, True)])
            return ("Tell the story!", ["Story told when you finish in time."],
                    [("Story told", lambda: self.story_done(True), None, True),
                     ("Out of time", lambda: self.story_done(False), None, False)])
        lines = []
        what = top.get("what")
        if what in ("steal", "peek"):
            lines = ["Click a tile of their pack over the board, or choose below."]
        elif what == "rotate":
            lines = ["Click a segment of the board to turn it a quarter clockwise."]
        elif what in CHOSEN_IN_PACK:
            lines = ["Click the item in your pack, or choose below."]
        primary = (a.DoneTurning, a.Pass)
        return (prompt, lines, [button(x, isinstance(x, primary)) for x in legal])

    def card_panel(self) -> tuple[str, list[str], list[ButtonSpec]]:
        """A card waits over the board: play goes on once its reader closes it."""
        flash = self.flash
        if flash.seen:
            lines = ["Only you see this. It stays readable while it is true: hover the "
                     "cartouche where it lies."]
        else:
            lines = ["Read it, then close it: the game goes on (and the computer may be "
                     "passed on) only after that."]
        return (flash.title if not flash.banner else "The trial is judged", lines,
                [("Close", self.close_card, None, True, True)])

    def cartouche_panel(self, legal: list[Any], button) -> tuple[str, list[str],
                                                                  list[ButtonSpec]]:
        content = self.state.content
        cartouche = self.selected_cartouche
        model = content.cartouches.get(cartouche)
        plays = [x for x in legal if isinstance(x, a.Play) and x.cartouche == cartouche]
        buttons = [button(x, text=label(content, x, self.view(), self.match.names)
                          .split(": ", 1)[-1]) for x in plays]
        lines = [model.text if model else ""]
        if not plays:
            lines.append(self.state.explain_illegal(a.Play(cartouche))
                         or "It cannot be played now.")
        tile = self.selected_tile
        if tile is not None and a.Drop(tile) in legal:
            buttons.append(button(a.Drop(tile), text="Drop it here"))
        elif tile is not None and self.top() is None:  # on one's own turn: say why not
            lines.append(self.state.explain_illegal(a.Drop(tile)) or "")
        buttons.append(("Back", lambda: self.choose_cartouche(None), None, False))
        return (model.name if model else cartouche_name(content, cartouche), lines, buttons)

    # -- the buttons ---------------------------------------------------------------------------
    def words_rows(self, lines: list[str]) -> int:
        """How many lines the panel's words take, wrapped as they are drawn."""
        width = ACTIONS[2] - 28
        return sum(len(self.app.canvas.wrap(line, width, WORDS_SIZE)) for line in lines)

    def sync_buttons(self) -> None:
        key = (self.version, self.page, self.selected_cartouche, self.timer is not None,
               self.mine(), self.holding())
        if key == self._button_key:
            return
        self._button_key = key
        for old in self.action_buttons:
            if old in self.widgets.widgets:
                self.widgets.widgets.remove(old)
        _title, lines, specs = self.panel_content()
        first_row = 1 if self.words_rows(lines) > 2 else 0
        pinned = [s for s in specs if s[4:5] == (True,)][:1]
        specs = [s for s in specs if s not in pinned]
        fitted = [self.fit_label(s[0], s[2] is not None) for s in specs]
        pages = button_pages([span for span, _text, _size in fitted], first_row, bool(pinned))
        self.page %= len(pages)
        more = (f"More ({self.page + 1}/{len(pages)})", self.next_page, None, False)
        placed = [(specs[i], fitted[i] if fitted[i][0] <= span else
                   self.fit_label(specs[i][0], specs[i][2] is not None, most=span), row, column)
                  if i >= 0 else (more, (1, "", 0), row, column)
                  for i, row, column, span in pages[self.page]]
        placed += [(spec, self.fit_label(spec[0], spec[2] is not None, most=1),
                    BUTTON_ROWS - 1, BUTTON_COLUMNS - 1) for spec in pinned]
        self.action_buttons = []
        for (text, on_click, icon, primary, *_pin), (span, shown, size), row, column in placed:
            shown, size = (shown, size) if shown else self.fit_label(text, False, most=1)[1:]
            widget = Button(cell_rect(row, column, span), label=shown, on_click=on_click,
                            tooltip=text if shown != text else "",
                            icon=f"curse_reverse/{icon}" if icon else None,
                            primary=primary, size=size)
            self.action_buttons.append(widget)
            self.widgets.add(widget)

    def fit_label(self, text: str, icon: bool, most: int = BUTTON_COLUMNS
                  ) -> tuple[int, str, int]:
        """The fewest columns (then the largest type) that hold the whole label: (span,
        label, size); only a label wider than `most` columns is shortened."""
        canvas = self.app.canvas
        for span in range(1, most + 1):
            room = span * BUTTON_W + (span - 1) * BUTTON_GAP - 20 - (32 if icon else 0)
            for size in LABEL_SIZES:
                if canvas.text_width(text, size, "bold") <= room:
                    return span, text, size
        while len(text) > 4 and canvas.text_width(text + "\u2026", 12, "bold") > room:
            text = text[:-1]
        return most, text.rstrip() + "\u2026", 12
