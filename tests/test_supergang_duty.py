"""Who does what in Super Gang's duels and with the cops (issue 26, point 16).

- A settling that confronts two gangs: each gang aims the darts of its own characters and of its shop's managers
  (house rule ``dart-aim``), not the first gang every dart of the side.
- « Les flics blessés ou morts sont retirés du jeu, c'est le joueur qui les a blessés ou tués qui les fait repartir
  du centre au hasard des dés » (``cops-restart``): the shooter rolls and moves them, even when another gang owns
  the cops.
- « Les flics tombés dans les égouts sont retirés du jeu, c'est le joueur qui les y a poussés qui les fait ressortir
  au tour suivant, de l'égout de son choix » (``cops-sewer``): coming out is the pair's move; no die moves it again
  that turn.
"""

from __future__ import annotations

from supergang_situations import aimers, force, legal, play, roll, rules, situation

RED = ("red.killer", "red.vamp", "red.trafficker")
GREEN = ("green.killer", "green.vamp", "green.trafficker")
FAR = {1: "s94", 2: "s93"}


def locked(*names: str) -> dict:
    """Gangsters serving a long sentence: they roll no die."""
    return {"status": {n: "prison" for n in names}, "sentence": {n: 9 for n in names}}


def test_dart_aim_each_gang_aims_its_own_characters_darts():
    """dart-aim: red's killer and vamp confront the green vamp and the yellow vamp; the defenders' darts are shot
    for the green vamp and the yellow vamp in turn, each aimed by her own gang."""
    m = situation(gangs=3, round=5, arrived={"red.killer": "s12", "red.vamp": "s12"},
                  at={"green.vamp": "s12", "yellow.vamp": "s12"}, cops=FAR)
    force(m, 1, 1, 6, 6)                         # red 1+2+1 = 4 against 6+6 = 12: 8 darts, the defenders first
    play(m, "settle s12 red.killer+red.vamp green.vamp+yellow.vamp", aim=False)
    assert aimers(m, 4) == [1, 2, 1, 2]
    assert {e.data["target"] for e in m.log[-8:] if e.kind == "aim"} == {"red.killer"}


def test_dart_aim_the_managers_darts_are_aimed_by_their_owner():
    """dart-aim with settling-managers: in yellow's shop its two managers fight on yellow's side; their darts are
    yellow's to aim, the green vamp's green's."""
    m = situation(gangs=3, round=5, arrived={"red.killer": "b3", "red.vamp": "b3"},
                  at={"green.vamp": "b3", "yellow.vamp": "b3"}, owners={"b3": 2}, cops=FAR)
    force(m, 1, 1, 6, 6, 6, 6)                   # 4 against 24: 20 darts (green vamp, yellow vamp, 2 managers)
    events = play(m, "settle s12 red.killer+red.vamp green.vamp+yellow.vamp".replace("s12", "b3"), aim=False)
    assert "settling-managers" in rules(events)
    assert aimers(m, 5) == [1, 2, 2, 2, 1]


def test_dart_aim_a_side_of_one_gang_aims_every_dart():
    """dart-aim: the attackers (one gang) aim all their darts."""
    m = situation(gangs=3, round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12", "yellow.vamp": "s12"},
                  cops=FAR)
    force(m, 6, 1, 1)                            # red 6+2 = 8 against 2: 6 darts for red
    play(m, "settle s12 green.vamp+yellow.vamp", aim=False)
    assert aimers(m, 3) == [0, 0, 0]


def test_cops_restart_the_shooter_moves_the_pair_even_when_another_gang_owns_the_cops():
    """cops-restart: red knocked out cop pair 1; green owns the cops. At red's turn green moves pair 2 before it,
    and red rolls for pair 1 with its own dice and moves it out of the centre."""
    m = situation(ask_end=True, round=5, turn_of=1, cops={1: None, 2: "s94"}, cops_owner=1, **locked(*RED, *GREEN))
    m.state.cop_by[0] = 0                        # red knocked pair 1 out
    m.force(1)                                   # the owner's die for pair 2, before red's turn
    events = play(m, "roll", "end")              # green's turn: nobody free
    assert m.state.current == 0 and m.state.cops[0]["position"] == "centre"
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-2"]
    assert m.to_move == 1 and all(a.startswith("cop 2 ") for a in legal(m))
    play(m, "cop 2 s79 n")
    assert m.to_move == 0 and legal(m) == ["roll"]
    events = roll(m, 1)                          # red rolls for pair 1, then moves it
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-1"]
    assert m.to_move == 0 and legal(m) and all(a.startswith("cop 1 ") for a in legal(m))
    play(m, legal(m)[0])
    assert m.state.cops[0]["position"] != "centre" and m.state.phase == "main"


def test_cops_restart_the_shooter_who_owns_the_cops_moves_both_before_his_turn():
    """cops-restart with buy-cops: the owner knocked the pair out himself; he moves both pairs before his turn."""
    m = situation(ask_end=True, round=5, turn_of=1, cops={1: None, 2: "s94"}, cops_owner=0, **locked(*RED, *GREEN))
    m.state.cop_by[0] = 0
    force(m, 1, 1)
    events = play(m, "roll", "end")
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-1", "cops-2"]
    assert m.to_move == 0 and m.state.phase == "cops"


def test_cops_sewer_the_pair_brought_out_moves_no_more_this_turn():
    """cops-sewer: red pushed pair 1 in at s7; at red's next turn it comes out at s52 and only pair 2 rolls."""
    m = situation(ask_end=True, round=5, cops={1: "s8", 2: "s94"}, **locked(*RED, *GREEN))
    roll(m, 1, 1)
    play(m, "cop 1 s7 w", "cop 2 s79 n", "end")
    roll(m, 1)
    play(m, "cop 2 s73 n", "end")
    play(m, "resurface 1 s52")
    events = roll(m, 2)
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-2"]
    assert all(a.startswith("cop 2 ") for a in legal(m))
    play(m, legal(m)[0])
    assert m.state.cops[0]["position"] == "s52" and m.state.phase == "main"


def test_every_sentence_of_the_log_starts_with_a_capital():
    """The story: a sentence about a gang's R token starts with its colour, in upper case, like every other."""
    m = situation(round=5, arrived={"red.killer": "b6"}, rackets={"b6": 1}, cops=FAR)
    force(m, 6, 1, "dead")                       # red.killer 6+2 against the manager's 1: 7 darts, the first kills
    events = play(m, "holdup b6")
    assert [e.text for e in events if e.kind == "racket-gone"] == ["Green's R token is taken out of Poissonnerie "
                                                                   "Marius."]
    assert all(e.text[:1] == e.text[:1].upper() for e in events)
