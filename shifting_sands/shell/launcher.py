"""The launcher: every registered game with its cover, blurb and player counts."""

from __future__ import annotations

from shifting_sands.core import theme
from shifting_sands.core.canvas import Canvas
from shifting_sands.core.input import Intent, Menu, PointerDown, PointerMove
from shifting_sands.core.scene import Scene
from shifting_sands.core.widgets import Button, WidgetGroup, panel
from shifting_sands.shell.launcher_cards import Card, KeptCards, card_of, load_specs
from shifting_sands.shell.launcher_faces import CardFaces
from shifting_sands.words import count_range

CARD_W, CARD_H = 360, 344
"""The widest a game's card gets, and every card's height."""
ROW_W = 1232
"""The row of cards spans at most the window's width less its margins (five games fit)."""
TITLE = "Shifting Sands"
SUBTITLE = "Tabletop games of the desert - pass and play, or take on the bots"
INVITE = "Click a game to set up a table"
HEADING = (0.0, 40.0, 1280.0, 166.0)
"""Where the title, the subtitle and the invitation stand (their face is kept drawn)."""
COMING = ("Land the Mothership", "The Ouroboros", "Curse Reverse", "North Africa 1940-43")


class LauncherScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.kept_cards = KeptCards(app.assets.decoded)
        self._specs: list | None = None
        self.cards: list[Card] = self.kept_cards.read() or []
        """What the cards say: kept from the last start (launcher_cards.py), so the games'
        registry is imported after the first frame; read from the registry when not kept."""
        if not self.cards:
            self._load_specs()
        self.hovered: int | None = None
        self.widgets = WidgetGroup()
        self.continue_button = Button((880, 620, 180, 48), label="Continue", primary=True,
                                      on_click=self.resume_latest)
        self.widgets.add(self.continue_button)
        self.widgets.add(Button((1076, 620, 180, 48), label="Load game", on_click=self.load))
        self.widgets.add(Button((24, 620, 160, 48), label="Settings", on_click=self.settings,
                                icon="ui/icons/settings.png"))
        self.widgets.add(Button((196, 620, 120, 48), label="Quit", on_click=self.app.quit))
        self.widgets.add(Button((328, 620, 200, 48), label="Designer's lab",
                                on_click=self.lab))
        self._latest = None
        self.faces = CardFaces(app.assets.decoded, app.assets.root)
        self.message = ""
        self.saving_problem: str | None = None
        self.continue_button.visible = False
        self._drawn = False
        self._saves_pending = True

    def on_enter(self) -> None:
        """Whether a game can be continued is looked up once the first frame is on screen:
        reading the saves' headers, with the modules that read them, held the launcher's
        first frame back by a tenth of its start-up. Continue appears a frame later."""
        self._saves_pending = True
        if self._drawn:
            self.check_saves()

    def update(self, dt: float) -> None:
        if self._saves_pending and self._drawn:
            self.check_saves()
        elif self._specs is None and self._drawn:  # a frame after the saves: the games
            self._load_specs()

    @property
    def specs(self) -> list:
        """The registered games, in the cards' order (imported on first use)."""
        if self._specs is None:
            self._load_specs()
        assert self._specs is not None
        return self._specs

    def _load_specs(self) -> None:
        """Import the registry; cards that differ from it are drawn anew, and kept."""
        self._specs, files = load_specs()
        cards = [card_of(spec) for spec in self._specs]
        if cards != self.cards:
            self.cards = cards
            self.kept_cards.write(cards, files)

    def check_saves(self) -> None:
        """Offer Continue for the newest unfinished match; say why not when the saves
        folder cannot be read or written."""
        from shifting_sands.paths import saving_problem
        from shifting_sands.persist.catalog import latest_save
        from shifting_sands.persist.saves import SaveError

        self._saves_pending = False
        self.message = ""
        try:
            self._latest = latest_save(remembered=True)
        except SaveError as exc:  # the saves folder cannot be read: no Continue, and why
            self._latest = None
            self.message = str(exc)
        self.saving_problem = saving_problem()
        self.continue_button.visible = self._latest is not None

    def card_rect(self, index: int) -> tuple[float, float, float, float]:
        """Cards share one row: as wide as CARD_W while they fit, narrower when they don't."""
        count = len(self.cards)
        gap = 30 if count <= 3 else 16
        width = min(CARD_W, (ROW_W - (count - 1) * gap) / count)
        total = count * width + (count - 1) * gap
        left = 640 - total / 2
        return (left + index * (width + gap), 210, width, CARD_H)

    def resume_latest(self) -> None:
        from shifting_sands.persist.saves import SaveError, load_match
        from shifting_sands.shell.start import start_match

        if self._saves_pending:
            self.check_saves()
        if self._latest is None:
            return
        try:
            start_match(self.app, load_match(self._latest), source=self._latest)
        except SaveError as exc:
            self.continue_button.visible = False
            self.message = str(exc)

    def load(self) -> None:
        from shifting_sands.shell.load_scene import LoadScene

        self.app.push(LoadScene(self.app))

    def lab(self) -> None:
        """Compare variants with bots, edit her own (shell/lab_scene.py)."""
        from shifting_sands.shell.lab_scene import LabScene

        self.app.push(LabScene(self.app))

    def settings(self) -> None:
        from shifting_sands.shell.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def open_setup(self, index: int) -> None:
        from shifting_sands.shell.setup import SetupScene

        self.app.push(SetupScene(self.app, self.specs[index]))

    def handle(self, intent: Intent) -> None:
        if isinstance(intent, Menu):
            return
        if self.widgets.handle(intent):
            return
        if isinstance(intent, PointerMove | PointerDown):
            self.hovered = None
            for i in range(len(self.cards)):
                x, y, w, h = self.card_rect(i)
                if x <= intent.pos[0] < x + w and y <= intent.pos[1] < y + h:
                    self.hovered = i
            if isinstance(intent, PointerDown) and self.hovered is not None:
                self.open_setup(self.hovered)

    def draw(self, canvas: Canvas) -> None:
        canvas.cover("ui/background.png")
        canvas.blit(self.faces.face(canvas, HEADING, (TITLE, SUBTITLE, INVITE), None,
                                    self._draw_heading), HEADING[:2])
        for i, card in enumerate(self.cards):
            self._draw_card(canvas, i, card)
        coming = [title for title in COMING if title not in {c.title for c in self.cards}]
        if coming:
            canvas.text("Coming to the collection: " + ", ".join(coming), (640, 580), 17,
                        (80, 46, 28), "italic", anchor="center")
        if self.saving_problem:
            canvas.text(f"Games cannot be saved: {self.saving_problem}"[:120], (640, 700), 14,
                        theme.DEEP_CLAY, "bold", anchor="center")
        if self.message:  # a save or the saves folder that could not be read
            canvas.text(self.message[:140], (640, 678), 14, theme.DEEP_CLAY, "bold",
                        anchor="center")
        self.faces.texts(canvas, [widget.label_style() for widget in self.widgets.widgets
                                  if isinstance(widget, Button) and widget.visible
                                  and widget.label])  # kept drawn, as the faces are
        self.widgets.draw(canvas)
        self._drawn = True

    @staticmethod
    def _draw_heading(canvas: Canvas) -> None:
        """The title and the lines under it: drawn once (launcher_faces.py), then blitted."""
        canvas.text(TITLE, (640, 92), 76, (60, 30, 16), "title_bold", anchor="center")
        canvas.text(SUBTITLE, (640, 150), 22, (90, 50, 30), "italic", anchor="center")
        canvas.text(INVITE, (640, 190), 16, (90, 50, 30), anchor="center")

    def _draw_card(self, canvas: Canvas, index: int, spec: Card) -> None:
        x, y, w, h = self.card_rect(index)
        lift = -6 if self.hovered == index else 0
        panel(canvas, (x, y + lift, w, h), radius=16,
              edge=theme.TERRACOTTA if self.hovered == index else theme.PANEL_EDGE)
        players = count_range(spec.min_players, spec.max_players, "player")
        if spec.id == "stones":
            players = "1-5 players, solo included"
        cover = f"games/{spec.id}.png"
        face = self.faces.face(canvas, (x, y, w, h), (spec.id, spec.title, players, spec.blurb),
                               cover, lambda drawn: self._draw_face(drawn, (x, y, w, h),
                                                                    spec, players, cover))
        canvas.blit(face, (x, y + lift))

    @staticmethod
    def _draw_face(canvas: Canvas, rect: tuple[float, float, float, float], spec,
                   players: str, cover: str) -> None:
        """What a card shows over its panel: drawn once (launcher_faces.py), then blitted."""
        x, y, w, h = rect
        cover_h = min(190.0, (w - 24) * 0.6)  # the covers are 400x240
        canvas.image(cover, (x + 12, y + 12, w - 24, cover_h))
        top = y + 24 + cover_h
        title_size = 26 if w >= 300 else 20
        canvas.text(spec.title, (x + 14, top), title_size, theme.DEEP_CLAY, "title_bold")
        canvas.text(players, (x + 14, top + title_size + 8), 15, theme.TERRACOTTA, "bold")
        blurb_top = top + title_size + 32
        canvas.paragraph(spec.blurb, (x + 14, blurb_top, w - 28, y + h - 10 - blurb_top),
                         15 if w >= 300 else 14, (70, 52, 36))
