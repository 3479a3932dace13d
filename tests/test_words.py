"""The one helper every sentence uses for counted nouns."""

from shifting_sands.words import count_range, noun, ordinal, plural


def test_plural_agrees_with_the_count():
    assert plural(1, "card") == "1 card"
    assert plural(0, "card") == "0 cards"
    assert plural(2, "card") == "2 cards"
    assert plural(1, "point") == "1 point"
    assert plural(3.0, "point") == "3 points"
    assert plural(1.0, "point") == "1 point"
    assert plural(2, "strike") == "2 strikes"
    assert plural(1, "bonus point") == "1 bonus point"
    assert plural(2, "box") == "2 boxes"
    assert noun(1, "stone") == "stone" and noun(2, "stone") == "stones"
    assert noun(2, "this") == "these"


def test_ranges_and_ordinals():
    assert count_range(2, 5, "player") == "2-5 players"
    assert count_range(1, 1, "player") == "1 player"
    assert count_range(2, 2, "player") == "2 players"
    assert ordinal(4) == "fourth"
    assert ordinal(11) == "11th" and ordinal(22) == "22nd" and ordinal(23) == "23rd"


def test_no_one_with_a_plural_noun_in_the_stones_sentences():
    from shifting_sands.games.stones.rules import log
    from shifting_sands.games.stones.rules.actions import BonusAwarded, TurnEnded

    assert "1 card." in log.describe(TurnEnded(0, 1), ["Amira", "Tariq"])
    sentence = log.describe(BonusAwarded((0,), 1, 3), ["Amira", "Tariq"])
    assert "3 bonus points" in sentence


def test_a_game_for_one_says_one_player():
    import pytest

    from shifting_sands.games import get_spec
    from shifting_sands.rules.protocol import Options

    with pytest.raises(ValueError) as error:
        get_spec("stones").new_game(1, 2, Options(variant="solo"))
    assert "takes 1 player," in str(error.value)
