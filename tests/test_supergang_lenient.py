"""House rule ``lenient`` (option ``reading="lenient"``): the rules of the code before issue 26 (commit 24a9e53)
wherever they let other steps be played, so that the records of that code replay. Each test builds the situation
of one of those rules and plays it both ways: as printed (the default) and as the records of that code read it.

- the truce (« les gangs n'ont pas le droit de se nuire (ni duel ni vampage) ») did not cover purchases;
- a pair of cops brought out of the sewer moved again by its die, and a pair back in the centre was moved by whoever
  moved the cops (« c'est le joueur qui les a blessés ou tués qui les fait repartir du centre »: its owner too);
- the defending side's player aimed every dart of a settling (« Chaque joueur peut jouer avec son propre
  pistolet »: not yet each gang its own);
- a hold-up of one's own racket was owed like any act in a shop (« il doit obligatoirement y faire quelque chose »).
"""

from __future__ import annotations

import pytest
from supergang_situations import aimers, force, legal, play, refused, roll, rules, situation

RED = ("red.killer", "red.vamp", "red.trafficker")
GREEN = ("green.killer", "green.vamp", "green.trafficker")
FAR = {1: "s94", 2: "s93"}


def locked(*names: str) -> dict:
    """Gangsters serving a long sentence: they roll no die."""
    return {"status": {n: "prison" for n in names}, "sentence": {n: 9 for n in names}}


def test_a_new_match_reads_the_rules_as_printed():
    """The default reading is today's; a match names it in its options (and so in its record)."""
    m = situation()
    assert m.options["reading"] == "printed" and m.record.options["reading"] == "printed"


def test_lenient_the_truce_allows_a_purchase_that_takes_another_gangs_racket():
    """truce, read leniently: in round 2 red buys b5, which green rackets; green's R token leaves, as it did before
    issue 26 (as printed, the purchase is refused: ``tests/test_supergang_truce.py``)."""
    printed = situation(round=2, arrived={"red.killer": "b5"}, money={0: 50}, rackets={"b5": 1})
    assert refused(printed, "buy b5").rule == "truce"
    m = situation(round=2, arrived={"red.killer": "b5"}, money={0: 50}, rackets={"b5": 1}, pawns={11: 1},
                  reading="lenient")
    assert "buy b5" in legal(m)
    events = play(m, "buy b5")
    assert m.state.owner("b5") == 0 and m.state.racketeer("b5") is None and m.state.portion[11] == 0
    assert {"racket-buyable", "trafic-follows-owner"} <= set(rules(events))


@pytest.mark.parametrize("reading, rolled", [("printed", ["cops-2"]), ("lenient", ["cops-1", "cops-2"])])
def test_lenient_a_pair_out_of_the_sewer_moves_again_by_its_die(reading: str, rolled: list[str]):
    """cops-sewer: red pushed pair 1 in at s7; at red's next turn it brings it out at s52. As printed that is the
    pair's move; read leniently, red then rolls for both pairs and moves pair 1 again."""
    m = situation(round=5, cops={1: "s8", 2: "s94"}, reading=reading, ask_end=True, **locked(*RED, *GREEN))
    roll(m, 1, 1)
    play(m, "cop 1 s7 w", "cop 2 s79 n", "end")
    roll(m, 1)
    play(m, "cop 2 s73 n", "end")
    play(m, "resurface 1 s52")
    events = roll(m, 2, 2)
    assert [e.data["who"] for e in events if e.kind == "die"] == rolled
    assert {a.split()[1] for a in legal(m)} == {rolled[0][-1]}


@pytest.mark.parametrize("reading, owner_rolls", [("printed", ["cops-2"]), ("lenient", ["cops-1", "cops-2"])])
def test_lenient_the_owner_of_the_cops_moves_the_pair_back_in_the_centre(reading: str, owner_rolls: list[str]):
    """cops-restart: red knocked pair 1 out; green owns the cops. As printed, at red's turn green moves pair 2 and
    red rolls for pair 1; read leniently, green, the owner, rolls for both before red's turn and red rolls none."""
    m = situation(round=5, turn_of=1, cops={1: None, 2: "s94"}, cops_owner=1, reading=reading, ask_end=True,
                  **locked(*RED, *GREEN))
    m.state.cop_by[0] = 0                        # red knocked pair 1 out
    force(m, 1, 1)
    events = play(m, "roll", "end")              # green's turn: nobody free; then green moves the cops for red's
    assert m.state.current == 0 and m.to_move == 1
    assert [e.data["who"] for e in events if e.kind == "die"] == owner_rolls


@pytest.mark.parametrize("reading, expected", [("printed", [1, 2, 1, 2]), ("lenient", [1, 1, 1, 1])])
def test_lenient_the_defending_sides_player_aims_every_dart(reading: str, expected: list[int]):
    """dart-aim: red confronts the green vamp and the yellow vamp. As printed each gang aims its own vamp's darts;
    read leniently, green, the defending side's player, aims them all."""
    m = situation(gangs=3, round=5, arrived={"red.killer": "s12", "red.vamp": "s12"},
                  at={"green.vamp": "s12", "yellow.vamp": "s12"}, cops=FAR, reading=reading)
    force(m, 1, 1, 6, 6)                         # red 4 against 12: 8 darts, the defenders first
    play(m, "settle s12 red.killer+red.vamp green.vamp+yellow.vamp", aim=False)
    assert aimers(m, 4) == expected


def test_lenient_a_hold_up_of_ones_own_racket_is_owed():
    """shop-must-act, read leniently (before house rule ``own-racket``): red's killer, with no money, entered b6,
    which red rackets: the hold-up is the act owed, and the turn cannot end before it."""
    m = situation(round=5, arrived={"red.killer": "b6"}, rackets={"b6": 0}, cops=FAR, reading="lenient")
    assert legal(m) == ["holdup b6"]
    assert refused(m, "end").rule == "shop-must-act"
    printed = situation(round=5, arrived={"red.killer": "b6"}, rackets={"b6": 0}, cops=FAR)
    assert "end" in legal(printed)
