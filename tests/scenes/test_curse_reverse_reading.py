"""What a Curse Reverse thief must read, on the screen: every tile names itself on hover
(offensive or defensive; a face-down cartouche only what is public), all four traits on the
card and on the trial, a peek read by name by the peeker alone, an event card or a verdict
its reader closes before play and the hand-off go on, whole button labels, refusals with
their reason, and thieves named by seat everywhere."""

from __future__ import annotations

import pygame

from shifting_sands.app import App
from shifting_sands.core.handoff import HandoffScene
from shifting_sands.games import get_spec
from shifting_sands.games.curse_reverse.rules import actions as a
from shifting_sands.games.curse_reverse.table.layout import button_pages
from shifting_sands.games.curse_reverse.table.notes import tile_tip
from shifting_sands.games.curse_reverse.table.panels import (
    goal_item_rect,
    goal_rect,
    other_tile_rect,
    pack_slot,
)
from shifting_sands.rules.match import Match, Seat
from shifting_sands.settings import Settings
from shifting_sands.shell.start import start_match
from tests.scenes.helpers import center, drawn_texts, end_turn_anyway, run
from tests.scenes.test_curse_reverse_scene import (
    FakeClock,
    labels,
    press,
    settle,
    staged_state,
    start,
    to_story,
    trial_state,
    wait_for_handoff,
)


def hover(app, scene, pos):
    screen = app.canvas.point_to_screen(pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=screen, rel=(0, 0),
                                          buttons=(0, 0, 0))])
    return scene.note_under_pointer(scene.view(), scene.focus_seat())


def free_item(state, item: str) -> str:
    """Take `item` out of the bag, the packs and the ground, to be put where a test wants."""
    if item in state.bag:
        state.bag.remove(item)
    for holder in [*state.packs, *state.ground.values()]:
        while f"item:{item}" in holder:
            holder.remove(f"item:{item}")
    return f"item:{item}"


# -- pure: the notes and the button grid ----------------------------------------------------
def test_a_tile_note_says_what_it_does_in_a_robbery_and_hides_what_is_not_seen():
    state, _options = staged_state()
    content = state.content
    hook = tile_tip(content, "item:fishing_hook", "In Tariq's pack")
    assert hook.title == "Barbed Fishing Hook"
    assert hook.lines[0] == "In Tariq's pack" and hook.lines[1].startswith("Offensive")
    assert tile_tip(content, "item:lucky_coin").title == "Lucky Coin"
    assert tile_tip(content, "item:lucky_coin").lines[0].startswith("Defensive")
    hidden = tile_tip(content, "cartouche:?", "In Tariq's pack")
    assert hidden.title == "A face-down cartouche"
    assert not any(c.name in " ".join(hidden.lines) for c in content.cartouches.values())
    seen = tile_tip(content, "cartouche:bennu", "In Tariq's pack", seen_by_you=True)
    assert seen.title == "Cartouche of Bennu" and content.cartouches["bennu"].text in seen.lines


def test_long_buttons_take_more_columns_and_the_enter_place_stays_free():
    pages = button_pages([1, 2, 3, 1], pinned=True)
    assert pages == [[(0, 0, 0, 1), (1, 0, 1, 2), (2, 1, 0, 3), (3, 2, 0, 1)]]
    many = button_pages([1] * 11, pinned=True)
    assert all((2, 2) not in [(row, col) for _i, row, col, _s in page] for page in many)
    assert [i for page in many for i, *_ in page if i >= 0] == list(range(11))
    assert all(page[-1][0] == -1 for page in many[:-1])  # More ends each page but the last


# -- hover ---------------------------------------------------------------------------------------
def test_every_tile_names_itself_on_hover_and_hidden_ones_only_what_is_public():
    state, options = staged_state()
    state.ground["red:5,3"] = [free_item(state, "fishing_hook")]  # on Ra's item space
    free_item(state, "honey_jar")
    state.offerings["blue"] = [["honey_jar", 1]]
    app, scene, match = start(state, options)
    settle(app, scene)
    assert scene.viewer == 0
    board = scene.board()
    spots = {tile: rect for rect, tile, _h in scene.ground_spots(board, scene.view())}
    note = hover(app, scene, center(spots["item:fishing_hook"]))
    assert note.title == "Barbed Fishing Hook"
    assert note.lines[:2] == ("On an item space",
                              "Offensive: one more attack die when its holder robs.")
    note = hover(app, scene, center(spots["item:honey_jar"]))
    assert note.title == "Jar of Honey"
    assert note.lines[0] == "Returned to the Temple of Hapi by Tariq"
    assert note.lines[1].startswith("Defensive")
    view = scene.view()
    tariq = view.packs[1]
    hidden = tariq.index("cartouche:?")
    note = hover(app, scene, center(other_tile_rect(0, 2, hidden)))
    assert note.title == "A face-down cartouche" and note.lines[0] == "In Tariq's pack"
    secret = match.state.cartouches_of(1)[0]
    shown = note.title + " ".join(note.lines)
    assert state.content.cartouches[secret].name not in shown
    first_item = next(i for i, t in enumerate(tariq) if t.startswith("item:"))
    note = hover(app, scene, center(other_tile_rect(0, 2, first_item)))
    assert note.title == state.content.items[tariq[first_item][5:]].name
    note = hover(app, scene, center(pack_slot(0)))
    assert note.lines[0] == "In your pack"
    note = hover(app, scene, center(goal_item_rect(0, 1)))
    assert note.lines[0].startswith("Wanted by")
    run(app, 2)  # the note draws


def test_the_goal_card_wants_either_item():
    app, scene, match = start(seats=[Seat("Amira"), Seat("Layla", "greedy")])
    goal = match.state.content.goals[match.state.goals[0][0]]
    x, y, w, _h = goal_rect(0)
    assert hover(app, scene, (x + w / 2, y + 8)) is None
    first, second = (match.state.content.items[i].name for i in goal.items)
    assert scene.goal_hover_text(scene.view()).endswith(
        f"wants either the {first} or the {second}")


# -- traits ---------------------------------------------------------------------------------------
def test_all_four_traits_show_on_the_card_and_on_the_trial():
    state, options, seats = trial_state()
    app, scene, match = start(state, options, seats)
    to_story(app, scene)
    traits = match.state.thief(1).traits
    assert len(traits) == 4
    scene.version += 1  # the card's layer is painted afresh
    texts = drawn_texts(app)
    trial = [t for t in texts if t.startswith("\u2022 ")]
    assert trial == [f"\u2022 {trait}" for trait in traits]
    card = " \u00b7 ".join(t for t in texts if "\u00b7" in t or t in traits)
    assert all(trait in card for trait in traits)


# -- a peek --------------------------------------------------------------------------------------
def test_a_peek_is_read_by_name_by_the_peeker_and_only_by_the_peeker():
    state, options = staged_state()
    app, scene, match = start(state, options)
    settle(app, scene)
    press(app, scene, "Rob Tariq")
    settle(app, scene)
    press(app, scene, "Pass")
    settle(app, scene)
    press(app, scene, "Take nothing")
    settle(app, scene)
    slot = next(i for i, t in enumerate(match.state.packs[1]) if t.startswith("cartouche:"))
    secret = match.state.packs[1][slot][10:]
    model = match.state.content.cartouches[secret]
    press(app, scene, f"Peek at cartouche {slot + 1}")
    assert scene.holding() and scene.flash.seen == ((f"cartouche:{secret}", model.name,
                                                      model.text),)
    assert match.log[-1] == a.Peek(slot)
    texts = drawn_texts(app)
    assert model.name in texts  # by name and text, on her screen
    press(app, scene, "Close")
    settle(app, scene)
    note = hover(app, scene, center(other_tile_rect(0, 2, slot)))
    assert note.title == model.name and model.text in note.lines
    # the same peek, animated while Tariq sits at the keyboard, shows him nothing
    scene.close_card()
    scene.viewer = 1
    scene.animate([a.Peeked(0, 1, secret)])
    assert scene.flash is None


# -- cards the drawer closes ---------------------------------------------------------------------
def test_the_thief_who_draws_an_event_closes_it_before_the_hand_off():
    state, options = staged_state()
    state.pos[0] = "red:4,1"  # a "?" square
    state.ts["moves"] = 1
    card = "ev_home"  # Back Where You Began
    state.events_left = [card]
    app, scene, match = start(state, options)
    settle(app, scene)
    press(app, scene, "End turn")
    end_turn_anyway(app)  # she moved before the table was set: the scene asks first
    run(app, 5)
    assert scene.holding() and scene.flash.title == "Back Where You Began"
    assert labels(scene) == ["Close"]
    assert scene.status_line() == "Amira: close the card to go on"
    logged = len(match.log)
    run(app, 90)
    assert not isinstance(app.scenes.top, HandoffScene) and len(match.log) == logged
    assert match.state.pos[0] == match.state.home[0]  # the event was done, and seen
    press(app, scene, "Close")
    assert wait_for_handoff(app)  # then, and only then, the computer goes to Tariq


def test_when_the_sand_runs_out_the_teller_sees_the_verdict_before_the_hand_off():
    state, options, seats = trial_state(people=3)  # Layla, a person, plays next
    app, scene, match = start(state, options, seats)
    to_story(app, scene)
    press(app, scene, "Start the sand")
    scene.clock.now += 61
    run(app, 3)
    assert a.StoryFailed() in match.log and scene.holding() and scene.flash.banner
    logged = len(match.log)
    run(app, 90)
    assert len(match.log) == logged and not isinstance(app.scenes.top, HandoffScene)
    pygame_enter(app)
    assert not scene.holding() and wait_for_handoff(app)


def pygame_enter(app) -> None:
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                          unicode="\r")])
    run(app, 2)


# -- buttons and reasons -------------------------------------------------------------------------
def test_no_button_label_is_cut_short():
    state, options = staged_state()
    long_names = ["bronze_mirror", "rusty_nails", "reed_mat"]
    state.ground[state.pos[0]] = [free_item(state, item) for item in long_names]
    state.packs[0] = state.packs[0][:3]
    app, scene, _match = start(state, options)
    settle(app, scene)
    shown = labels(scene)
    more = next(text for text in shown if text.startswith("More"))
    press(app, scene, more)
    shown += labels(scene)
    for name in ("Polished Bronze Mirror", "Pouch of Rusty Nails", "Woven Reed Mat"):
        assert f"Pick up {name}" in shown
    assert not any(text.endswith("\u2026") for text in shown)
    wide = next(b for b in scene.action_buttons if b.label.startswith("Pick up"))
    assert wide.rect[2] > 188 and not wide.tooltip  # two columns, the whole name


def test_a_cartouche_in_a_temple_says_why_it_cannot_be_dropped_or_played():
    state, options, seats = trial_state()
    app, scene, match = start(state, options, seats)
    settle(app, scene)
    slot = next(i for i, t in enumerate(match.state.packs[1]) if t.startswith("cartouche:"))
    match.state.packs[1][slot] = "cartouche:khnum"
    match.state.knows[1] = sorted({*match.state.knows[1], "khnum"})
    scene.version += 1
    scene.choose_cartouche("khnum", slot)
    title, lines, _buttons = scene.panel_content()
    assert title == "Cartouche of Khnum"
    assert "The Cartouche of Khnum is played only before a trial's sand is turned." in lines
    assert any(line.startswith("A cartouche cannot be dropped inside a temple")
               for line in lines)
    assert "Drop it here" not in labels(scene)


def test_undoing_a_cleanse_says_what_was_taken_back():
    state, options, seats = trial_state()
    state.packs[1] = [*state.packs[1][:3], "curse"]
    state.curses -= 1
    app, scene, _match = start(state, options, seats)
    settle(app, scene)
    press(app, scene, "Cleanse curses")
    press(app, scene, "Undo")
    assert scene.log[-1][1] == "Tariq takes back the cleansing."


def test_a_bot_answering_a_move_is_named_by_seat_not_by_colour():
    seats = [Seat("Amira"), Seat("Layla", "greedy")]
    app = App(settings=Settings(animation_speed="off"), headless=True, size=(1280, 720),
              still=True)  # the bot does not answer: its prompt stays on the panel
    match = Match(get_spec("curse_reverse"), 6, seats)
    match.apply(a.StartMove())
    app.clock_seconds = FakeClock()
    start_match(app, match, autosave=False)
    scene = app.scenes.scenes[0]
    run(app, 2)
    assert match.state.current_player == 1
    title, lines, _buttons = scene.panel_content()
    assert title == "Layla (bot) is deciding"
    assert lines == ["Amira is about to move: play a cartouche, or pass."]
    assert "thief" not in scene.status_line()

