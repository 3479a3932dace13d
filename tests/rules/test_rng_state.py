"""GameRng keeps its state, once read, until it draws (issue 37): never a stale state."""

from __future__ import annotations

import copy
import pickle
import random

from shifting_sands.rules.rng import GameRng


def _plain_state(rng: GameRng) -> list:
    """What `to_json` must give: the generator's state read afresh, through a replay."""
    twin = GameRng.from_json(rng.to_json())
    version, internal, gauss = twin._random.getstate()
    return [version, list(internal), gauss]


def test_the_state_read_twice_is_the_same_and_moves_with_every_draw():
    rng = GameRng(11)
    first = rng.to_json()
    assert rng.to_json() == first
    plain = random.Random(11)
    for draw in (lambda r: r.random(), lambda r: r.randrange(7),
                 lambda r: r.choice([1, 2, 3]), lambda r: r.shuffle([1, 2, 3, 4]),
                 lambda r: r.sample([1, 2, 3], 2)):
        before = rng.to_json()
        draw(rng)
        draw(plain)
        after = rng.to_json()
        assert after != before
        version, internal, gauss = plain.getstate()
        assert after == [version, list(internal), gauss]


def test_a_copy_and_its_original_each_keep_their_own_state():
    rng = GameRng(5)
    rng.to_json()
    twin = rng.copy()
    assert twin.to_json() == rng.to_json()
    rng.random()
    assert twin.to_json() != rng.to_json()
    assert twin.to_json() == GameRng(5).to_json()
    twin.random()
    assert twin.to_json() == rng.to_json()


def test_set_state_pickle_and_deepcopy_read_the_state_afresh():
    rng = GameRng(3)
    old = rng.to_json()
    rng.random()
    rng.set_state(old)
    assert rng.to_json() == old == _plain_state(rng)
    rng.random()
    moved = rng.to_json()
    assert pickle.loads(pickle.dumps(rng)).to_json() == moved
    assert copy.deepcopy(rng).to_json() == moved


def test_the_state_given_is_a_fresh_list_each_time():
    rng = GameRng(8)
    given = rng.to_json()
    given[1][0] = -1
    assert rng.to_json()[1][0] != -1
