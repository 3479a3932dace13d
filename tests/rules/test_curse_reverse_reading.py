"""What a Curse Reverse thief reads, on the rules' side: a peek stays known exactly as long
as it is true and only to the peeker (ruling C37); refusals give their reason (a cartouche
out of its moment or changing nothing, a cartouche dropped in a temple); the log keeps the
names' capitals; the results say what "Items in temples" counts."""

from __future__ import annotations

from shifting_sands.games.curse_reverse.rules.actions import (
    Drop,
    LookAt,
    Peek,
    PerformTrial,
    PickUp,
    Play,
    Rob,
    Steal,
    TileMoved,
)
from shifting_sands.games.curse_reverse.rules.determinize import determinize
from shifting_sands.games.curse_reverse.rules.log import describe
from shifting_sands.games.curse_reverse.rules.results import OFFERINGS, curse_table
from shifting_sands.games.curse_reverse.rules.view import UNKNOWN, event_for
from shifting_sands.rules.rng import GameRng

from .curse_builders import (
    CONTENT,
    DEFENSIVE,
    OFFENSIVE,
    RED_START,
    RED_TEMPLE,
    a_trial,
    act,
    cart,
    draw_trial,
    goal_showing,
    item,
    judged,
    of_type,
    pass_windows,
    robbery_dice,
    set_turn,
    table,
)

NAMES = ["Amira", "Tariq", "Layla", "Omar"]


def peeked_table():
    """Amira (0) robbed Tariq (1) and peeked at his Apep; Layla (2) stands by."""
    state = table(3, pos={0: RED_START, 1: RED_START, 2: RED_START},
                  packs={1: [cart("apep"), item(DEFENSIVE[0])], 2: [item(OFFENSIVE[1])]})
    act(state, Rob(1))
    robbery_dice(state, [2], [0, 0])
    pass_windows(state)
    events = act(state, Steal(-1), Peek(0))
    pass_windows(state)
    return state, events


# -- C37: what a peek shows stays true, and is the peeker's alone -------------------------
def test_c37_the_peeker_reads_the_cartouche_by_name_and_nobody_else_does():
    state, events = peeked_table()
    assert state.view_for(0).packs[1] == (cart("apep"), item(DEFENSIVE[0]))
    assert state.view_for(2).packs[1] == (UNKNOWN, item(DEFENSIVE[0]))
    assert state.view_for(None).packs[1] == (UNKNOWN, item(DEFENSIVE[0]))
    (peeked,) = [e for e in events if type(e).__name__ == "Peeked"]
    assert event_for(peeked, 0, set(state.knows[0])).cartouche == "apep"
    assert event_for(peeked, 2, set(state.knows[2])).cartouche == ""
    assert event_for(peeked, None, set()).cartouche == ""
    # the log is the table's: it says a peek happened, never what was seen
    assert describe(peeked, NAMES) == "Amira peeks at a cartouche of Tariq."


def test_c37_a_cartouche_gained_after_the_peek_stays_hidden_from_the_peeker():
    state, _events = peeked_table()
    set_turn(state, 1)
    state.ground[RED_START] = [cart("set")]
    state.pile.remove("set")
    act(state, PickUp(0))  # a face-down cartouche: its new holder alone looks at it
    assert state.view_for(0).packs[1] == (cart("apep"), item(DEFENSIVE[0]), UNKNOWN)
    assert state.secret_tokens(1) == {cart("set")}  # Apep is no longer his secret alone


def test_c37_a_peeked_cartouche_is_followed_wherever_it_goes_in_the_open():
    state, _events = peeked_table()
    set_turn(state, 2)
    act(state, Rob(1))
    robbery_dice(state, [2, 2], [0, 0])  # Layla's offensive item adds an attack die
    pass_windows(state)
    events = act(state, Steal(0))
    (moved,) = of_type(events, TileMoved)
    assert event_for(moved, 0, set(state.knows[0])).cartouche == "apep"  # she saw it go
    assert state.view_for(0).packs[2] == (item(OFFENSIVE[1]), cart("apep"))
    assert state.view_for(1).packs[2] == (item(OFFENSIVE[1]), cart("apep"))  # his own
    assert state.view_for(None).packs[2] == (item(OFFENSIVE[1]), UNKNOWN)


def test_c37_the_knowledge_ends_when_the_cartouche_is_played_for_all_to_see():
    state, _events = peeked_table()
    set_turn(state, 1)
    act(state, Play("apep", 1))
    assert "apep" in state.used
    assert all(cart("apep") not in state.view_for(s).packs[1] for s in (None, 0, 1, 2))


def test_c37_the_peeker_s_samples_keep_what_it_saw_where_it_saw_it():
    state, _events = peeked_table()
    for seed in range(8):
        twin = determinize(state.view_for(0), GameRng(seed))
        assert twin.packs[1][0] == cart("apep")
    others = {determinize(state.view_for(2), GameRng(s)).packs[1][0] for s in range(24)}
    assert len(others) > 1  # to Layla it may be any cartouche she has not seen


def test_c37_a_look_shows_every_hidden_cartouche_of_one_thief_at_that_moment():
    state = table(3, pos={0: RED_TEMPLE}, packs={1: [cart("apep"), cart("set")]})
    act(state, PerformTrial())
    draw_trial(state, a_trial(0))
    draw_trial(state, a_trial(1))
    pass_windows(state)
    judged(state, True)
    act(state, LookAt(1))
    assert state.view_for(0).packs[1] == (cart("apep"), cart("set"))
    assert state.view_for(2).packs[1] == (UNKNOWN, UNKNOWN)


# -- reasons ------------------------------------------------------------------------------
def test_a_cartouche_out_of_its_moment_says_when_it_may_be_played():
    state = table(2, pos={0: RED_START}, packs={0: [cart("khnum")]})
    reason = state.explain_illegal(Play("khnum", 0))
    assert reason == "The Cartouche of Khnum is played only before a trial's sand is turned."


def test_a_cartouche_that_would_change_nothing_says_why():
    state = table(2, pos={0: RED_START}, packs={0: [cart("aten")]})
    assert state.explain_illegal(Play("aten", 1)) == (
        "The Cartouche of Aten would change nothing now: nobody carries a curse to remove.")
    assert state.explain_illegal(Play("set", 1)) == "You do not hold the Cartouche of Set."


def test_a_cartouche_cannot_be_dropped_in_a_temple_and_says_so():
    goal = goal_showing("red", OFFENSIVE[0])
    state = table(2, pos={0: RED_TEMPLE}, packs={0: [cart("khnum"), item(OFFENSIVE[0])]},
                  goals={0: [goal]})
    assert Drop(0) not in state.legal_actions() and Drop(1) in state.legal_actions()
    assert "A cartouche cannot be dropped inside a temple" in state.explain_illegal(Drop(0))
    state = table(2, pos={0: RED_START}, packs={0: ["curse"]})
    assert state.explain_illegal(Drop(0)).startswith("Curses cannot be dropped")


# -- words --------------------------------------------------------------------------------
def test_the_log_keeps_the_capitals_of_names():
    refill = TileMoved("item:broken_khopesh", "bag", "ground:red:5,3", "refilled")
    assert describe(refill, NAMES) == "The Broken Khopesh appears on an item space."
    dropped = TileMoved("item:lucky_coin", "seat:1", "ground:red:2,3", "dropped")
    assert describe(dropped, NAMES) == "Tariq drops the Lucky Coin."
    assert CONTENT.items["lucky_coin"].name == "Lucky Coin"


def test_the_results_explain_the_items_in_temples():
    state = table(2, offerings={"red": [(OFFENSIVE[0], 1)], "blue": [(OFFENSIVE[1], 1)]})
    score = curse_table(state, NAMES[:2])
    column = score.columns.index(OFFERINGS)
    assert [row[column] for row in score.rows] == ["0", "2"]
    assert any(note.startswith(f"{OFFERINGS}: ") for note in score.notes)
