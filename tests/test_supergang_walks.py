"""The walk tables kept on Super Gang's board (``movement.known_walks``: what is left of a walk at each place, walked
afresh only near the gang's own shops) give exactly what the rule function ``movement.walks`` finds step by step,
with its rulebook sentences: « Il peut et doit avancer du nombre de cases indiqué par son dé. », « Un personnage
n'a pas le droit de faire demi-tour dans la rue », « Un personnage s'arrête dans une boutique au dernier chiffre
de son coup de dé. », « en aucun cas il ne peut utiliser deux fois le même passage dans un même tour », « un
personnage ne peut utiliser que deux cases-égouts dans son tour »."""

from __future__ import annotations

import random

import pytest

import gangs
from gangs.supergang.movement import known_walks, walks


@pytest.fixture(scope="module")
def board():
    game = gangs.GAMES["supergang"]
    return game.initial_state(["Rouge", "Vert"], game.check_options({})).board


@pytest.mark.parametrize("seed", range(4))
def test_the_walk_tables_find_the_ends_and_asked_shops_of_the_rule(board, seed):
    rng = random.Random(seed)
    shops = [node for node in range(board.squares, board.squares + 60) if board.is_shop(node)]
    starts = sorted(board.onward)
    for start, heading in rng.sample(starts, 120):
        owned = tuple(sorted(rng.sample(shops, rng.choice((0, 1, 3, 8)))))
        for die in range(1, 7):
            ends, asked = walks(board, start, heading, die, owned.__contains__)
            fast_ends, fast_asked = known_walks(board, start, heading, die, owned)
            assert fast_ends == tuple(sorted(ends)), (start, heading, die, owned)
            assert fast_asked == asked, (start, heading, die, owned)
