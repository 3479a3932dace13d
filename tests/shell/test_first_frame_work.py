"""What the launcher's first frame no longer waits for (issue 37, the evening's round): the
window's own icon before pygame's, the garbage collector, the labels' font. Nothing timed."""

from __future__ import annotations

import gc

import pygame
import pytest

from shifting_sands import cli_window
from shifting_sands.app import STARTUP_PROBE_ENV, App
from shifting_sands.settings import Settings
from shifting_sands.shell.launcher_faces import CardFaces, _width_in


def test_the_window_is_given_its_icon_before_it_opens(monkeypatch):
    calls = []
    set_icon, set_mode = pygame.display.set_icon, pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon",
                        lambda surface: calls.append("icon") or set_icon(surface))
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda *args, **kw: calls.append("mode") or set_mode(*args, **kw))
    App(settings=Settings(), size=(1280, 720))
    assert calls == ["icon", "mode"]


def _launcher_frame() -> tuple[App, bytes]:
    app = App(settings=Settings(), size=(1280, 720))
    app.open_launcher()
    app.frame(1 / 60, [])
    return app, pygame.image.tobytes(app.screen, "RGBA")


def test_the_buttons_labels_are_kept_and_the_next_first_frame_opens_no_font(user_home):
    first, drawn = _launcher_frame()  # nothing kept: every label rendered, then kept
    assert first.assets._fonts
    kept = sorted(path.name for path in first.assets.decoded.glob("text-*.px"))
    assert len(kept) == 4 and all(_width_in(name) for name in kept)
    again, read = _launcher_frame()  # the next start
    assert not again.assets._fonts  # neither the labels nor the settings' width measured
    assert read == drawn
    launcher = again.scenes.top
    settings = next(b for b in launcher.widgets.widgets if b.label == "Settings")
    width = again.canvas.text_width("Settings", settings.size, "bold")
    again.canvas._widths.clear()
    assert again.canvas.text_width("Settings", settings.size, "bold") == width  # as measured


def test_a_kept_label_whose_file_or_name_is_damaged_is_rendered_again(user_home):
    first, drawn = _launcher_frame()
    for path in first.assets.decoded.glob("text-*.px"):
        if "98" not in path.name:
            path.write_bytes(b"not a bitmap")
    again, read = _launcher_frame()
    assert read == drawn and again.assets._fonts
    assert _width_in("text-1234abcd-98.px") == 98
    assert _width_in("text-1234abcd-x.px") is None and _width_in("face-1234abcd.px") is None
    assert _width_in(None) is None


def test_labels_without_a_folder_are_rendered_and_the_same(user_home):
    app = App(settings=Settings(), headless=True, size=(1280, 720))
    faces = CardFaces(None, app.assets.root)
    style = ("Quit", 20, (43, 29, 20), "bold")
    rendered = app.canvas.text_surface(*style[:3], style[3])
    app.canvas._text.clear()
    faces.texts(app.canvas, [style])
    assert pygame.image.tobytes(app.canvas.text_surface("Quit", 20, (43, 29, 20), "bold"),
                                "RGBA") == pygame.image.tobytes(rendered, "RGBA")


def test_the_collector_waits_for_the_first_frame_and_runs_again(monkeypatch, capsys):
    monkeypatch.setenv(STARTUP_PROBE_ENV, "1")
    seen = []
    hooked = App.run

    def run(self) -> None:
        seen.append(("before the first frame", gc.isenabled()))
        hook = self.after_first_frame
        self.after_first_frame = lambda: (hook(), seen.append(("after it", gc.isenabled())))
        hooked(self)

    monkeypatch.setattr(App, "run", run)
    assert gc.isenabled()
    assert cli_window.run_window(lambda app: app.open_launcher()) == 0
    assert "first-frame" in capsys.readouterr().out
    assert seen == [("before the first frame", False), ("after it", True)]
    assert gc.isenabled()


@pytest.mark.parametrize("how", ["crash", "no display"])
def test_the_collector_runs_again_when_there_is_no_first_frame(monkeypatch, capsys, how):
    if how == "crash":
        def broken(self) -> None:
            raise RuntimeError("a bug")
        monkeypatch.setattr(App, "run", broken)
        expected = 2
    else:
        monkeypatch.setattr("shifting_sands.app.display_problem", lambda: "no display here")
        expected = 1
    assert cli_window.run_window(lambda app: app.open_launcher()) == expected
    assert gc.isenabled()
    capsys.readouterr()


class _Clock:
    """Records what the loop asks of its clock, and closes the window at the third frame."""

    def __init__(self, app: App) -> None:
        self.app, self.calls = app, []

    def tick(self, *limit: int) -> int:
        self.calls.append(limit)
        if len(self.calls) == 3:
            self.app.stop_requested = True
        return 3


def test_the_first_frame_does_not_wait_for_the_clock_and_the_next_ones_do(user_home):
    _launcher_frame()  # the art kept: the start below reads it over its files
    pygame.display.quit()
    app = App(settings=Settings(), size=(1280, 720))
    app.open_launcher()
    clock = app.clock = _Clock(app)
    app.run()
    assert clock.calls == [(), (60,), (60,)]  # tick(60) slept out the first 1/60 s
    assert app.frames == 2 and "ui/background.png" in app.assets._images
    assert app.assets._mapped == []  # the kept art copied off its files after the first frame
