"""Kept pictures read as raw pixels (issue 37): read back the same, and anything that is not
exactly what was written (damaged, cut short, another size or pixel order, an old BMP) is
drawn or decoded anew, never a crash."""

from __future__ import annotations

import pygame
import pytest

from shifting_sands.app import App
from shifting_sands.core.assets import AssetCache, displayable
from shifting_sands.core.kept_pixels import display_order, read_pixels, write_pixels
from shifting_sands.settings import Settings


@pytest.fixture
def window():
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.display.quit()


def _picture() -> pygame.Surface:
    surface = pygame.Surface((7, 5), pygame.SRCALPHA).convert_alpha()
    for x in range(7):
        for y in range(5):
            surface.set_at((x, y), (x * 30, y * 50, 200 - x * 20, 40 + x * y * 5))
    return surface


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_kept_picture_reads_back_the_same_in_the_window_format(tmp_path, window):
    picture = _picture()
    write_pixels(picture, tmp_path / "p.px")
    read = read_pixels(tmp_path / "p.px", (7, 5))
    assert read is not None and _pixels(read) == _pixels(picture)
    assert displayable(read) is read  # nothing to convert
    assert [p.name for p in tmp_path.iterdir()] == ["p.px"]  # no temporary file left


def _damaged(tmp_path, data: bytes):
    (tmp_path / "p.px").write_bytes(data)
    return read_pixels(tmp_path / "p.px")


def test_anything_but_what_was_written_reads_as_nothing(tmp_path, window):
    write_pixels(_picture(), tmp_path / "p.px")
    whole = (tmp_path / "p.px").read_bytes()
    assert read_pixels(tmp_path / "absent.px") is None
    assert read_pixels(tmp_path / "p.px", (5, 7)) is None  # another size than asked
    other = "RGBA" if display_order() != "RGBA" else "BGRA"
    assert read_pixels(tmp_path / "p.px", order=other) is None  # written for another order
    assert _damaged(tmp_path, whole[:-1]) is None  # cut short
    assert _damaged(tmp_path, whole + b"\0") is None  # longer
    assert _damaged(tmp_path, b"") is None
    assert _damaged(tmp_path, b"\x89PNG" + whole) is None  # another kind of file
    assert _damaged(tmp_path, whole.replace(b" 7 5\n", b" 9 3\n", 1)) is None  # size lies
    assert _damaged(tmp_path, whole.replace(b" 7 5\n", b" 0 0\n", 1)) is None
    assert _damaged(tmp_path, whole.replace(b" 7 5\n", b" -7 5\n", 1)) is None
    assert _damaged(tmp_path, whole.replace(display_order().encode(), b"XXXX", 1)) is None
    assert _damaged(tmp_path, b"SSPX1" + b"9" * 200) is None  # no header's end
    pygame.image.save(_picture(), str(tmp_path / "p.px"))
    assert read_pixels(tmp_path / "p.px") is None  # a BMP of an earlier version


@pytest.mark.parametrize("damage", ["truncate", "garbage", "size", "order"])
def test_a_damaged_copy_of_the_art_is_decoded_again_and_kept_anew(tmp_path, window, damage):
    decoded = tmp_path / "art"
    first = AssetCache(decoded=decoded).image("games/stones.png")
    kept = next(decoded.glob("games~stones.png.*.px"))
    whole = kept.read_bytes()
    header, _, body = whole.partition(b"\n")
    width, height = first.get_size()
    broken = {"truncate": whole[: len(whole) // 2], "garbage": b"\xff" * 40,
              "size": header.replace(b" %d %d" % (width, height),
                                     b" %d %d" % (height, width)) + b"\n" + body[:-4],
              "order": header.replace(display_order().encode(), b"RGBX") + b"\n" + body}
    kept.write_bytes(broken[damage])
    again = AssetCache(decoded=decoded).image("games/stones.png")
    assert _pixels(again) == _pixels(first)
    assert kept.read_bytes() == whole  # written anew


def _launcher_frame() -> tuple[App, bytes]:
    app = App(settings=Settings(), size=(1280, 720))
    app.open_launcher()
    app.frame(1 / 60, [])
    return app, pygame.image.tobytes(app.screen, "RGBA")


@pytest.mark.parametrize("damage", ["truncate", "size", "order", "bmp"])
def test_damaged_kept_faces_are_drawn_again_the_same(user_home, damage):
    first, drawn = _launcher_frame()
    faces = sorted(first.assets.decoded.glob("face-*.px"))
    assert len(faces) == 6  # five cards and the heading
    kept = {path: path.read_bytes() for path in faces}
    for path in faces:
        whole = path.read_bytes()
        header, _, body = whole.partition(b"\n")
        magic, order, width, height = header.split(b" ")
        if damage == "truncate":
            path.write_bytes(whole[:-5])
        elif damage == "size":  # the same number of pixels, another shape
            path.write_bytes(b" ".join([magic, order, height, width]) + b"\n" + body)
        elif damage == "order":
            path.write_bytes(b" ".join([magic, b"ARGB" if order != b"ARGB" else b"RGBA",
                                        width, height]) + b"\n" + body)
        else:
            pygame.image.save(pygame.image.frombytes(body, (int(width), int(height)),
                                                     order.decode()), str(path))
    pygame.display.quit()
    _, read = _launcher_frame()
    assert read == drawn
    assert {path: path.read_bytes() for path in faces} == kept  # drawn again, and kept anew


def test_a_mapped_picture_reads_the_same_and_keeps_its_bytes_when_the_file_is_replaced(
        tmp_path, window):
    picture = _picture()
    write_pixels(picture, tmp_path / "p.px")
    mapped = read_pixels(tmp_path / "p.px", mapped=True)
    assert mapped is not None and _pixels(mapped) == _pixels(picture)
    other = _picture()
    other.fill((1, 2, 3, 4))
    write_pixels(other, tmp_path / "p.px")  # as the writers do: a new file renamed over it
    assert _pixels(mapped) == _pixels(picture)
    assert _damaged(tmp_path, b"") is None and read_pixels(tmp_path / "p.px", mapped=True) \
        is None  # an empty file: nothing to map


def test_the_art_read_over_its_files_is_copied_once_the_first_frame_is_shown(user_home):
    _launcher_frame()  # the art decoded and kept
    pygame.display.quit()
    app = App(settings=Settings(), size=(1280, 720))
    app.open_launcher()
    app.frame(1 / 60, [])
    drawn = pygame.image.tobytes(app.screen, "RGBA")
    assert "ui/background.png" in app.assets._mapped
    mapped = app.assets.image("ui/background.png")
    app.assets.settle()
    assert app.assets._mapped == []
    copy = app.assets.image("ui/background.png")
    assert copy is not mapped and _pixels(copy) == _pixels(mapped)
    assert mapped not in app.assets._scaled.values()
    app.frame(1 / 60, [])
    assert pygame.image.tobytes(app.screen, "RGBA") == drawn
