"""The window: display mode, clock, the fixed-step loop and the scene stack.

This is the only module that calls `pygame.display.set_mode`. Tests and the
`screenshot` command drive the same App headless with the dummy video driver.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from shifting_sands.core.assets import AssetCache
from shifting_sands.core.canvas import BACKGROUND, Canvas
from shifting_sands.core.input import Intent, ToggleFullscreen, to_intents
from shifting_sands.core.scene import Scene, SceneFactories, SceneStack
from shifting_sands.core.sound import Sounds
from shifting_sands.paths import cache_dir
from shifting_sands.settings import Settings
from shifting_sands.shell.factories import SHELL_FACTORIES

STEP = 1 / 120
"""Fixed update step in seconds; drawing happens once per frame."""
STARTUP_PROBE_ENV = "SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME"
"""Set to 1 (by `bench` and the tests) to print the time of the first frame and stop."""


def prepare_environment(headless: bool) -> None:
    """Set SDL variables before pygame starts (PITFALLS: dummy audio avoids ALSA noise)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"


WINDOWLESS_DRIVERS = ("dummy", "offscreen")
"""SDL drivers that draw into memory only: fine when asked for (tests, `screenshot`,
`bench`), but what SDL falls back to with no display, where a game would run unseen."""


def display_problem() -> str | None:
    """Why no window can be shown here, or None. With no display SDL may start without an
    error on a windowless driver (PITFALLS), and `play` then ran unseen until killed and left
    an autosave: such a driver is refused unless SDL_VIDEODRIVER names it."""
    prepare_environment(headless=False)
    asked = [name.strip().lower() for name in os.environ.get("SDL_VIDEODRIVER", "").split(",")]
    try:
        with _quiet_stderr():
            pygame.display.init()
    except pygame.error as exc:
        said = " ".join(str(exc).split()) or "no reason given"
        return f"the display cannot be opened ({said})"
    driver = pygame.display.get_driver()
    if driver in WINDOWLESS_DRIVERS and driver not in asked:
        pygame.display.quit()
        return (f"there is no display to open a window on (SDL fell back to its windowless "
                f"{driver!r} driver); run it on a desktop, or set SDL_VIDEODRIVER={driver} "
                "to play unseen")
    return None


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence the C-level stderr while SDL probes its drivers: with no display, libwayland
    prints "XDG_RUNTIME_DIR is invalid" itself, and the command must fail in one line."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):  # no stderr at all (a windowed build)
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class App:
    def __init__(self, settings: Settings | None = None, headless: bool = False,
                 size: tuple[int, int] | None = None,
                 factories: SceneFactories = SHELL_FACTORIES, still: bool = False) -> None:
        prepare_environment(headless)
        self.still = still
        """A picture of one moment (`screenshot`): game scenes neither start the bots' worker
        process nor let a bot move, so the command cannot end while a worker is starting."""
        # Only what we use: initialising the mixer on a machine without sound hardware
        # prints ALSA errors, and no scene plays sound yet.
        pygame.display.init()
        pygame.font.init()
        self.settings = settings or Settings.load()
        self.headless = headless
        self.fullscreen = False if headless else self.settings.fullscreen
        self.windowed_size = size or self._fit_display(
            (self.settings.window_width, self.settings.window_height))
        pygame.display.set_caption("Shifting Sands")
        self.assets = AssetCache(decoded=None if headless else cache_dir() / "art")
        self._set_icon()  # before the window: else set_mode loads pygame's own icon first
        self.screen = self._set_mode()
        self.canvas = Canvas(self.screen, self.assets)
        self.sounds = Sounds(self.settings.volume)
        self.scenes = SceneStack()
        self.factories = factories
        """The shell's screens (launcher, pause, results, rules) for scenes in core to open."""
        self.clock = pygame.time.Clock()
        self.running = True
        self.stop_requested = False
        """Set by a stop signal (stop_signals.py): the loop closes the window at its next frame."""
        self._accumulator = 0.0
        self.frames = 0
        self.after_first_frame: Callable[[], None] | None = None
        """Called once, when `run` has put the first frame on screen."""
        self._kept: tuple | None = None
        """The still keys of the frame on screen (`still_keys`), or None to draw the next."""
        self.kept_frames = 0
        """How many frames kept the one on screen (tests and probes count them)."""
        self.composed = False
        """Whether the last `draw` composed a new frame (else the one on screen was kept)."""
        self.partial: pygame.Rect | None = None
        """Where the last composed frame was drawn again, when only its pulses moved (the
        rest of the window kept); None when it was composed whole."""
        self.pulsed_frames = 0
        """How many frames were drawn again inside their pulses only (probes count them)."""

    # -- window -------------------------------------------------------------------
    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _fit_display(self, size: tuple[int, int]) -> tuple[int, int]:
        """A saved window size, no larger than the display (the settings bound it too)."""
        with contextlib.suppress(pygame.error):
            desktops = pygame.display.get_desktop_sizes()
            if desktops and not self.headless:
                width, height = desktops[0]
                return min(size[0], max(640, width)), min(size[1], max(360, height))
        return size

    def _set_icon(self) -> None:
        """Set before the window opens: a window opened without an icon is given pygame's
        own, read through importlib.resources (5 ms of the launcher's start-up), and ours
        replaced it at once. (Read before the window, the icon is not converted to its
        format: it is not drawn on the window, only handed to it.)"""
        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(self.assets.image("ui/app_icon.png"))

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        self.fullscreen = not self.fullscreen
        self.screen = self._set_mode()
        self.canvas.resize(self.screen)
        self.settings.fullscreen = self.fullscreen
        self.settings.save()

    def on_resize(self, size: tuple[int, int]) -> None:
        if self.fullscreen:
            return
        self.windowed_size = (max(640, size[0]), max(360, size[1]))
        self.screen = pygame.display.get_surface()
        self.canvas.resize(self.screen)
        self.settings.window_width, self.settings.window_height = self.windowed_size
        self.settings.save()

    # -- scenes ---------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)

    def pop(self) -> None:
        self.scenes.pop()
        if not self.scenes.scenes:
            self.open_launcher()

    def open_launcher(self) -> None:
        self.scenes.reset(self.factories.launcher(self))

    def request_stop(self) -> None:
        """Close as soon as the loop comes round (safe to call from a signal handler)."""
        self.stop_requested = True

    def quit(self) -> None:
        """Stop after this frame; every open scene first keeps what it must (a game autosaves)."""
        if self.running:
            for scene in list(self.scenes.scenes):
                scene.on_quit()
        self.running = False

    # -- loop -------------------------------------------------------------------------
    def dispatch(self, intent: Intent) -> None:
        if isinstance(intent, ToggleFullscreen):
            self.toggle_fullscreen()
            return
        if self.scenes.top:
            self.scenes.top.handle(intent)

    def process_events(self, events: list[pygame.event.Event]) -> None:
        if events:
            self._kept = None  # whatever came in, the next frame is composed afresh
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.VIDEORESIZE:
                self.on_resize(event.size)
            for intent in to_intents(event, self.canvas.to_logical):
                self.dispatch(intent)

    def update(self, dt: float) -> None:
        self._accumulator += min(dt, 0.25)
        while self._accumulator >= STEP:
            self._accumulator -= STEP
            for scene in list(self.scenes.scenes):
                scene.update(STEP)

    def still_keys(self) -> tuple | None:
        """What the visible scenes show, as a value (core/still.py), or None when one of
        them moves or cannot say."""
        keys: list[Any] = [self.screen.get_size(), self.canvas.scale]
        for scene in self.scenes.visible():
            key = scene.still_key()
            if key is None:
                return None
            keys.append((id(scene), key))
        return tuple(keys)

    def compose_next(self) -> None:
        """Have the next frame composed even if nothing it shows changed (a test that
        watches what a frame draws)."""
        self._kept = None

    def pulse_region(self) -> pygame.Rect | None:
        """The window pixels the visible scenes' pulses were last drawn in (one rectangle
        round them all, two pixels wider each way for rounding), or None when nothing pulses.

        It starts at even pixels: the canvas rounds half to even, and drawn in a region at
        an odd offset a point half a pixel off rounded the other way (a panel a pixel off
        where a region cut it, issue 37). And at a column two past a multiple of four (but
        at the window's edge): a copy into a region starting on a 16-byte boundary takes
        SDL's aligned copy, which here cost 0.14 ms for the 194x292 pixels of the
        Ouroboros's pulses from the backdrop, and as much again from its kept floor, where
        two columns on, its plain row copy takes 0.02 ms."""
        rects = [self.canvas.to_screen(rect) for scene in self.scenes.visible()
                 for rect in scene.pulse_rects()]
        if not rects:
            return None
        region = rects[0].unionall(rects[1:]).inflate(4, 4)
        left, top = region.x - (region.x - 2) % 4, region.y - region.y % 2
        region = pygame.Rect(left, top, region.right - left, region.bottom - top)
        region = region.clip(self.screen.get_rect())
        return region if region.w > 0 and region.h > 0 else None

    def draw(self, full: bool = False) -> None:
        """Compose the frame, unless the one on screen shows the same (a still table): it
        is kept, or, when its scenes drew pulses, drawn again inside them alone (the rest
        is what a whole frame would draw there, since nothing the key sees changed). The
        key is taken before drawing: a drawing that changes what its key sees (a layout
        kept on the scene) has the next frame composed again, from the new key, until the
        key before a drawing is the one before the last (then so is the picture); taking
        it after drawing as well cost a second key on every composed frame."""
        before = None if full else self.still_keys()
        self.frames += 1
        self.partial = None
        self.composed = not (before is not None and before == self._kept)
        if not self.composed:
            self.partial = self.pulse_region()
            if self.partial is None:
                self.kept_frames += 1
                if self.scenes.top is not None:  # none once the last screen has closed
                    self.scenes.top.work_ahead(self.canvas)
                return
            self.composed = True
            self.pulsed_frames += 1
            with self.canvas.region(self.partial):
                self._compose()
            after = self.pulse_region()  # fewer pulses (a fade ended) keep the frame
            if after is not None and not self.partial.contains(after):
                self._kept = None  # a pulse strayed: the next is whole
            return
        self._compose()
        self._kept = before

    def _compose(self) -> None:
        self.canvas.clear((20, 14, 10), image=BACKGROUND)
        for scene in self.scenes.visible():
            scene.draw(self.canvas)

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, fixed-step updates, drawing. Tests call this directly."""
        self.process_events(pygame.event.get() if events is None else events)
        self.update(dt)
        self.draw()

    def run(self) -> None:
        probe = os.environ.get(STARTUP_PROBE_ENV) == "1"
        while self.running and self.scenes.top is not None:
            # The first frame waits for nothing: tick(60) slept out the rest of the 1/60 s
            # since the clock was made (12-15 ms of the start-up, in wall time). It still
            # moves the scenes on by the 17 ms that tick(60) returned then.
            dt = (self.clock.tick(60) if self.frames else max(self.clock.tick(), 17)) / 1000
            if self.stop_requested:
                self.quit()
                break
            self.frame(dt)
            self.present()
            if self.frames > 1:  # the kept art read over its files, copied after the first
                self.assets.settle()  # frame (which it would have cost 2 ms); then nothing
            if self.after_first_frame is not None:
                done, self.after_first_frame = self.after_first_frame, None
                done()
            if probe:  # `bench` measures start-up up to this first frame
                print(f"first-frame {time.time():.6f}", flush=True)
                break
        pygame.quit()

    def present(self) -> None:
        """Show the frame: a kept one is on the window already (an expose or any other event
        has the next frame composed and shown again); one drawn again inside its pulses
        is shown there alone."""
        if self.partial is not None:
            pygame.display.update(self.partial)
        elif self.composed:
            pygame.display.flip()

    def save_screenshot(self, path: Path) -> None:
        self.draw(full=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))

