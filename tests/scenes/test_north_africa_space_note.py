"""The hover note of a North Africa space (issue 33: an empty space told nothing): its text
for a few spaces, built from the view (terrain, fort, port, VP, supply source, control,
stacking room, connections), and the scene showing it when the pointer is on a space's
circle, on its name, or on the name row of its fanned pile, but not on a counter."""

from __future__ import annotations

from shifting_sands.games.north_africa.table.space_note import space_lines
from tests.rules.north_africa_builders import ALLIED, empty_table, new_game, place, set_control
from tests.scenes.helpers import center
from tests.scenes.na_clicks import hover, place_point, settle, start
from tests.scenes.test_north_africa_polish import texts_of_frame
from tests.scenes.test_north_africa_window import drawn_texts


def note(state, name, seat=0):
    return space_lines(state.view_for(seat), state.content, name)


def test_benghazi_at_the_campaigns_start():
    assert note(new_game(1, "campaign"), "Benghazi") == [
        "Benghazi (Libya)",
        "Clear ground",
        "Port; 1 VP",
        "Supply source: allied after Montgomery (not now)",
        "Held by the Axis",
        "Stacking: 3 of 6 points used (2 units), 3 free",
        "Primary, 1 MF: Agedabia, Barce",
        "Secondary, 2 MF: Msus",
        "Sea lane, RD between ports: Tobruk, Tripoli",
    ]


def test_the_notes_follow_the_table():
    state = empty_table(variant="campaign")
    set_control(state, ALLIED, "Benghazi")
    state.flags["montgomery"] = True
    place(state, "au_9", "Benghazi")
    place(state, "uk_22gds", "Benghazi")
    state.forget()
    lines = note(state, "Benghazi", ALLIED)
    assert "Supply source for the Allies now (allied after Montgomery)" in lines
    assert "Held by the Allies" in lines
    assert "Stacking: 3 of 6 points used (2 units), 3 free" in lines
    assert "Stacking: 0 of 6 points used, 6 free" in note(state, "Msus")


def test_terrain_forts_sources_closed_countries_boxes_and_objectives():
    state = new_game(1, "campaign")
    tripoli, tobruk = note(state, "Tripoli"), note(state, "Tobruk")
    assert "Supply source for the Axis now (axis; allied if allied-held)" in tripoli
    assert "Stacking: 6 of 6 points used (3 units), 0 free" in tripoli
    assert tobruk[1] == ("Clear ground; fort: defenders +2, hold when beaten; no flank, "
                         "armour shift or overrun")
    assert note(state, "Barce")[1] == ("Mountain: attacks shift 1 column left; no flank, "
                                       "armour shift or overrun")
    assert note(state, "Qattara")[1].startswith("Marsh: attacks shift 1 column left")
    assert "Neutral (Iraq): closed until an event opens it" in note(state, "Baghdad")
    assert note(state, "Reserve Box") == [
        "Reserve Box", "A box: holds any number of units",
        "No connections: units enter and leave by redeployment or by card"]
    assert "+1 VP a turn to the Axis holding it or next to it" in note(state, "El Alamein")
    assert "Port; 1 VP; objective: 2 points" in note(new_game(1, "sonnenblume"), "Benghazi")


def test_the_scene_shows_the_note_of_an_empty_space_a_name_and_a_fanned_pile():
    app, scene, _match = start(seed=833305, variant="sonnenblume")
    settle(app, scene)
    hover(app, place_point(app, scene, "Msus"))
    texts = texts_of_frame(app)
    assert "Msus (Libya)" in texts and "Held by the Allies" in texts, texts
    point = place_point(app, scene, "Tobruk")  # a counter stands on it: its name tells
    plate = scene.label_spots["Tobruk"].rect
    hover(app, center(plate))
    assert "Tobruk (Libya)" in texts_of_frame(app)
    hover(app, point)  # on the counter: the unit's note, not the space's
    texts = texts_of_frame(app)
    assert "Tobruk (Libya)" not in texts
    assert any(t.startswith("16th Australian Brigade") for t in texts), texts
    point = place_point(app, scene, "El Agheila")
    hover(app, (point[0], point[1] - 5))
    assert scene.fanned == "El Agheila" and scene.fan_title is not None
    x, y, w, h = scene.fan_title
    hover(app, (x + w - 10, y + h / 2))
    assert "El Agheila (Libya)" in texts_of_frame(app)
    drawn = drawn_texts(app, lambda canvas: scene.draw_space_note(canvas, "El Agheila"))
    fan_top, fan_bottom = scene.fan_rect[1], scene.fan_rect[1] + scene.fan_rect[3]
    assert all(y >= fan_bottom or y + 16 <= fan_top for _t, _x, y, _s in drawn), (
        drawn, scene.fan_rect)  # the note keeps the fanned counters in sight
