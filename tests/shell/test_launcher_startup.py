"""What the launcher does before its first frame (issue 37), held without timing anything."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from shifting_sands.core.assets import AssetCache, displayable, is_startup_art
from shifting_sands.core.kept_pixels import read_pixels
from shifting_sands.paths import assets_dir
from shifting_sands.rules.registry import registered
from shifting_sands.shell.launcher_cards import CARDS_FILE, Card, KeptCards, card_of, load_specs


def _first_frame_modules(home: Path) -> list[str]:
    probe = ("import sys; from shifting_sands.cli import main; main([]); "
             "print('modules', ' '.join(sorted(sys.modules)))")
    env = dict(os.environ, SHIFTING_SANDS_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", SHIFTING_SANDS_EXIT_AFTER_FIRST_FRAME="1")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "first-frame " in result.stdout
    return next(line for line in result.stdout.splitlines()
                if line.startswith("modules ")).split()[1:]


def test_the_launcher_reaches_its_first_frame_without_the_heavy_modules(user_home):
    for start in range(2):  # the first start fills the caches, the second reads them
        loaded = _first_frame_modules(user_home)
        registry = [name for name in loaded
                    if name.startswith(("shifting_sands.games", "shifting_sands.rules"))]
        if start == 0:  # nothing kept yet: the cards are read from the registry
            assert "shifting_sands.games.stones.spec" in loaded
        else:  # the kept cards: the registry is imported after the first frame
            assert not registry, registry
        heavy = [name for name in loaded
                 if name in ("multiprocessing", "concurrent.futures", "hmac", "unicodedata",
                             "shifting_sands.core.bot_runner", "argparse",
                             "importlib.readers")  # (pygame's own icon, read by set_mode)
                 or name.startswith(("shifting_sands.content", "shifting_sands.rules.driver",
                                     "shifting_sands.persist", "shifting_sands.bots"))
                 or (name.startswith("shifting_sands.games.")
                     and name.rsplit(".", 1)[-1] not in ("spec", "games")
                     and name.count(".") > 2)]
        assert "shifting_sands.shell.launcher" in loaded
        assert not heavy, heavy
    art = user_home / "cache" / "art"
    assert (art / "launcher-faces.json").exists()
    kept_faces = json.loads((art / "launcher-faces.json").read_text()).values()
    assert len(kept_faces) == 10  # 5 cards, the heading, 4 buttons' labels (no Continue)
    assert len([name for name in kept_faces if name.startswith("text-")]) == 4
    kept = json.loads((art / CARDS_FILE).read_text())
    assert [card[0] for card in kept["cards"]] == list(registered())
    assert any(path.endswith("stones/spec.py") for path, _ in kept["sources"])


def test_the_launcher_art_is_named_and_nothing_else():
    assert is_startup_art("ui/background.png") and is_startup_art("games/stones.png")
    assert is_startup_art("ui/icons/settings.png")
    assert not is_startup_art("games/stones/cards/sun.png")
    assert not is_startup_art("ui/seat_1.png")


@pytest.fixture
def window():
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.display.quit()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_decoded_copy_gives_the_same_pixels_and_follows_its_source(tmp_path, window):
    root = tmp_path / "assets"
    (root / "games").mkdir(parents=True)
    source = root / "games" / "stones.png"
    source.write_bytes((assets_dir() / "games" / "stones.png").read_bytes())
    decoded = tmp_path / "art"
    first = AssetCache(root, decoded).image("games/stones.png")
    kept = list(decoded.glob("games~stones.png.*.px"))
    assert len(kept) == 1
    second = AssetCache(root, decoded).image("games/stones.png")  # read from the copy
    assert _pixels(second) == _pixels(first)
    # a changed source is decoded anew and replaces its copy
    changed = pygame.Surface((8, 8), pygame.SRCALPHA)
    changed.fill((10, 200, 30, 255))
    pygame.image.save(changed, str(source))
    os.utime(source, ns=(1, 1))
    third = AssetCache(root, decoded).image("games/stones.png")
    assert third.get_size() == (8, 8) and third.get_at((3, 3)) == (10, 200, 30, 255)
    assert [p.name for p in decoded.glob("games~stones.png.*.px")] != [kept[0].name]
    assert len(list(decoded.glob("games~stones.png.*.px"))) == 1


def test_a_decoded_copy_is_read_in_the_window_format_and_not_converted_again(tmp_path, window):
    decoded = tmp_path / "art"
    first = AssetCache(decoded=decoded).image("games/stones.png")
    read = read_pixels(next(decoded.glob("games~stones.png.*.px")))
    assert displayable(read) is read
    assert _pixels(read) == _pixels(first)
    opaque = pygame.Surface((4, 4))  # another format: converted, with alpha
    assert displayable(opaque) is not opaque
    assert displayable(opaque).get_flags() & pygame.SRCALPHA


def test_other_images_are_not_kept(tmp_path, window):
    decoded = tmp_path / "art"
    AssetCache(decoded=decoded).image("ui/seat_1.png")
    assert not decoded.exists() or not list(decoded.iterdir())


def test_a_card_face_is_kept_and_read_back_the_same(tmp_path):
    from shifting_sands.app import App
    from shifting_sands.settings import Settings
    from shifting_sands.shell.launcher_faces import CardFaces

    app = App(settings=Settings(), headless=True, size=(1280, 720))
    drawn = []

    def painter(canvas):
        drawn.append(1)
        canvas.text("A blurb of the desert", (20, 20), 15, (70, 52, 36))

    faces = CardFaces(tmp_path / "art", app.assets.root)
    first = faces.face(app.canvas, (10, 10, 200, 60), ("blurb",), "games/stones.png", painter)
    again = faces.face(app.canvas, (10, 10, 200, 60), ("blurb",), "games/stones.png", painter)
    assert again is first and drawn == [1]
    fresh = CardFaces(tmp_path / "art", app.assets.root)  # the next start
    read = fresh.face(app.canvas, (10, 10, 200, 60), ("blurb",), "games/stones.png", painter)
    assert drawn == [1] and _pixels(read) == _pixels(first)
    fresh.face(app.canvas, (10, 10, 200, 60), ("another blurb",), "games/stones.png", painter)
    assert drawn == [1, 1]  # other texts: drawn again
    fresh.face(app.canvas, (10, 10, 210, 60), ("blurb",), "games/stones.png", painter)
    assert drawn == [1, 1, 1]  # another size: drawn again


def test_faces_in_an_unwritable_folder_are_drawn_each_time(tmp_path):
    from shifting_sands.app import App
    from shifting_sands.settings import Settings
    from shifting_sands.shell.launcher_faces import CardFaces

    app = App(settings=Settings(), headless=True, size=(1280, 720))
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    faces = CardFaces(blocker / "art", app.assets.root)
    surface = faces.face(app.canvas, (0, 0, 50, 50), ("x",), None,
                         lambda canvas: canvas.text("x", (5, 5), 15))
    assert surface.get_size() == (50, 50)


def test_continue_is_offered_from_the_second_frame(user_home):
    from shifting_sands.app import App
    from shifting_sands.games import get_spec
    from shifting_sands.persist.saves import autosave
    from shifting_sands.rules.match import Match, Seat
    from shifting_sands.settings import Settings

    match = Match(get_spec("stones"), 3, [Seat("Amira"), Seat("Tariq")])
    match.apply(match.state.legal_actions()[0])
    autosave(match)
    app = App(settings=Settings(), headless=True, size=(1280, 720))
    app.open_launcher()
    launcher = app.scenes.top
    app.frame(1 / 60, [])
    assert not launcher.continue_button.visible  # the first frame does not wait for saves
    app.frame(1 / 60, [])
    assert launcher.continue_button.visible


def test_continue_before_any_frame_still_finds_the_save(user_home):
    from shifting_sands.app import App
    from shifting_sands.games import get_spec
    from shifting_sands.persist.saves import autosave
    from shifting_sands.rules.match import Match, Seat
    from shifting_sands.settings import Settings

    match = Match(get_spec("stones"), 3, [Seat("Amira"), Seat("Tariq")])
    match.apply(match.state.legal_actions()[0])
    autosave(match)
    app = App(settings=Settings(), headless=True, size=(1280, 720))
    app.open_launcher()
    app.scenes.top.resume_latest()
    assert app.scenes.top is not None and app.scenes.top.match.log == match.log


def test_a_damaged_decoded_copy_is_decoded_again_and_replaced(tmp_path, window):
    decoded = tmp_path / "art"
    first = AssetCache(decoded=decoded).image("games/stones.png")
    kept = next(decoded.glob("games~stones.png.*.px"))
    kept.write_bytes(b"not a bitmap")
    again = AssetCache(decoded=decoded).image("games/stones.png")
    assert _pixels(again) == _pixels(first)
    assert _pixels(read_pixels(kept)) == _pixels(first)  # written anew


# -- the cards' facts, kept so the registry is imported after the first frame ---------------
def test_kept_cards_are_read_back_while_their_modules_are_unchanged(tmp_path):
    specs, files = load_specs()
    cards = [card_of(spec) for spec in specs]
    kept = KeptCards(tmp_path / "art")
    assert kept.read() is None  # nothing kept yet
    kept.write(cards, files)
    assert kept.read() == cards
    assert [card.blurb for card in kept.read()] == [spec.blurb for spec in specs]
    source = tmp_path / "spec.py"  # a module of the registry that changes
    source.write_text("title = 'A'\n")
    kept.write(cards, [*files, str(source)])
    assert kept.read() == cards
    source.write_text("title = 'Another'\n")
    assert kept.read() is None
    kept.write(cards, [*files, str(tmp_path / "gone.py")])  # a module without a file
    assert kept.read() is None
    assert KeptCards(None).read() is None


def test_kept_cards_of_another_version_or_damaged_are_not_read(tmp_path):
    specs, files = load_specs()
    kept = KeptCards(tmp_path)
    kept.write([card_of(spec) for spec in specs], files)
    saved = json.loads((tmp_path / CARDS_FILE).read_text())
    for damaged in ({**saved, "version": [0, "0"]}, {**saved, "cards": [["x"]]},
                    {"version": saved["version"]}, ["not", "a", "dict"]):
        (tmp_path / CARDS_FILE).write_text(json.dumps(damaged))
        assert kept.read() is None
    (tmp_path / CARDS_FILE).write_text("{not json")
    assert kept.read() is None
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    KeptCards(blocker / "art").write([card_of(specs[0])], files)  # cannot keep: no error


def test_the_launcher_draws_kept_cards_and_follows_the_registry_after_its_first_frame(
        user_home, monkeypatch):
    from shifting_sands.app import App
    from shifting_sands.settings import Settings
    from shifting_sands.shell import launcher as launcher_module

    specs, files = load_specs()
    stale = [card_of(spec) for spec in specs]
    stale[0] = Card(stale[0].id, stale[0].title, 1, 5, "An older blurb")
    app = App(settings=Settings(), size=(1280, 720))
    KeptCards(app.assets.decoded).write(stale, files)
    loads = []
    monkeypatch.setattr(launcher_module, "load_specs", lambda: loads.append(1) or load_specs())
    app.open_launcher()
    launcher = app.scenes.top
    assert launcher.cards == stale and loads == []  # the first frame needs no registry
    app.frame(1 / 60, [])
    assert loads == []
    for _ in range(3):
        app.frame(1 / 60, [])
    assert loads == [1] and launcher.cards == [card_of(spec) for spec in specs]
    assert KeptCards(app.assets.decoded).read() == launcher.cards  # kept anew
    assert launcher.specs == specs and loads == [1]
    app.open_launcher()  # the next launcher of this run: kept cards, no import before its frame
    again = app.scenes.top
    assert again.cards == launcher.cards
    assert again.specs[0] is specs[0]  # asked before the first frame: imported then


def test_a_headless_launcher_reads_the_registry_at_once():
    from shifting_sands.app import App
    from shifting_sands.settings import Settings

    app = App(settings=Settings(), headless=True, size=(1280, 720))
    app.open_launcher()
    assert app.scenes.top.cards == [card_of(spec) for spec in registered().values()]
