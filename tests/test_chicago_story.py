"""The story of a game of Vengeance à Chicago (its log), told in order and in good French (issue 26, point 11).

Each test builds the situation with ``situation(...)``, loads the dice and the wheel, and reads the events:
a release is told after the move that causes it, a hostage who dies on a Danger square is not freed first, a
rescue says the hostage goes free once, a game that stops says why, and the French elides and spaces as French
does. Landmarks: see ``chicago_situations``.
"""

from __future__ import annotations

from chicago_situations import roll, rules, situation, spin

import gangs
from gangs.kernel.lang import language

HENCHMEN = [f"orange.{k}" for k in range(1, 9)]
NBSP = "\u00a0"


def dead(*codes: str) -> dict[str, str]:
    """``at`` entries putting each named figure among the liquidated."""
    return {code: "dead" for code in codes}


def test_a_release_is_told_after_the_kidnappers_move():
    """hostage-held: « Si le kidnappeur quitte la case, l'otage est libéré. » The kidnapper moves first, then the
    hostage is free: the story follows the order of the table."""
    m = situation(at={"orange.1": 13, "yellow.1": 13}, held={"yellow.1": "orange.1"})
    roll(m, 2, 5)
    events = m.play("move orange.1 5")
    assert [e.kind for e in events] == ["move", "free"]
    assert events[0].text == "Player 1's orange henchman 1 moves 5 to square 18 (Sécurité)."
    assert events[1].text == "Player 2's yellow henchman 1 is free again."


def test_a_hostage_shot_on_a_danger_square_is_not_freed_first():
    """danger: « Tous les truands (y compris le parrain) se trouvant sur une case DANGER sont liquidés »: the
    kidnapper and his hostage, both enemies of the hiring gang, die; the hostage is never told free in between."""
    m = situation(3, at={"yellow.1": 4, "blue.1": 4, "orange.1": 0}, held={"blue.1": "yellow.1"})
    roll(m, 2, 5)
    m.play("move orange.1 2")                               # 1 + ... : square 2, Tir
    events = spin(m, 4)                                     # squares 4 and 28
    told = [e for e in events if e.kind in ("liquidate", "free")]
    assert [e.kind for e in told] == ["liquidate", "liquidate"]
    assert not any("free" in e.text for e in events)


def test_a_rescue_tells_the_release_once():
    """hostage-rescued: « c'est le kidnappeur qui est liquidé. L'otage est libéré. » — said once."""
    m = situation(at={"orange.1": 3, "yellow.1": 3, "orange.2": 0}, held={"orange.1": "yellow.1"})
    roll(m, 2, 5)
    m.play("move orange.2 2")                               # square 2: Tir
    events = spin(m, 3)
    assert rules(events)[2:4] == ["hostage-rescued", "hostage-rescued"]
    assert events[2].text == "Player 2's yellow henchman 1, the kidnapper, is shot dead on square 3 (Rien à signaler)."
    assert events[3].text == "Player 1's orange henchman 1 is free again."
    assert sum("free" in e.text for e in events) == 1


def test_french_elides_de_before_a_vowel_and_spaces_before_colon_and_bang():
    """no-blunder, told in French: « les hommes d'Alice », with a no-break space before « : » and « ! »."""
    m = situation(at={"orange.1": 3, "orange.2": 0}, names=["Alice", "Bruno"], lang="fr")
    roll(m, 2, 5)
    m.play("move orange.2 2")                               # 1 + 2 - 1... square 2: Tir
    events = spin(m, 3)
    assert events[2].text == (f"Sur la case 3 (Rien à signaler), il n'y a que les hommes d'Alice{NBSP}: pas de "
                              f"bavure{NBSP}!")
    bruno = situation(at={"yellow.1": 27, "yellow.2": 24}, names=["Alice", "Bruno"], lang="fr", current="yellow")
    roll(bruno, 2, 5)
    bruno.play("move yellow.2 2")                           # 26: Tir
    assert "les hommes de Bruno" in spin(bruno, 3)[3].text


def test_french_says_tournee_for_the_parrains_tour_and_tour_de_jeu_for_the_round():
    """The parrain's « tournée d'inspection » and the round (« tour de jeu ») are two words in French."""
    m = situation(at={"orange.parrain": 5, "orange.1": 5}, names=["Alice", "Bruno"], lang="fr", round=3)
    with language("fr"):
        sheet = m.state.sheet(0)
        scene = m.game.scene(m.state)
    assert sheet["tournée"] == "6 cases sur 48"
    texts = [getattr(s, "text", "") for s in scene.pieces + scene.board]
    assert "Tour de jeu 3 sur 200" in texts and "Tournée" in texts and "Tour" not in texts


def test_a_game_stopped_by_the_round_cap_says_so():
    """stopped-game (house): the last line tells that the round cap stopped the game and who was furthest."""
    m = situation(at={"orange.parrain": 6, "orange.1": 6, "yellow.parrain": 30, "yellow.1": 30}, max_turns=1)
    roll(m, 1, 3)
    m.play("move orange.1 4")                               # both dice
    roll(m, 1, 3)
    events = m.play("move yellow.1 4")
    assert events[-1].text == ("Round 1 was the last one: the game stops, and Player 1 and Player 2 win, "
                               "their parrains furthest on their tours (7 of 48 squares).")
    m = situation(at={"orange.parrain": 6, "orange.1": 6, "yellow.parrain": 30, "yellow.1": 30}, max_turns=1)
    roll(m, 1, 4)
    m.play("move orange.parrain 1")
    m.play("move orange.1 4")
    roll(m, 1, 3)
    events = m.play("move yellow.1 4")
    assert events[-1].text == ("Round 1 was the last one: the game stops, and Player 1 wins with the "
                               "parrain furthest on his tour (8 of 48 squares).")


def test_a_deadlocked_game_says_so():
    """deadlock (house): the last line tells that nobody could move any more."""
    m = situation(at={"orange.parrain": 10, **dead(*HENCHMEN), "yellow.parrain": 30,
                      **{f"yellow.{k}": "dead" for k in range(1, 9)}})
    events = roll(m, 2, 5)
    assert events[-1].text == ("No gang can move any figure any more, whatever the dice: the game stops, and "
                               "Player 1 wins with the parrain furthest on his tour (11 of 48 squares).")


def test_the_winners_tour_reads_whole_after_he_went_home():
    """win-home: the sheet and the table show the winner's whole tour, not 0 of 48."""
    m = situation(at={"orange.parrain": 45, "orange.1": 45})
    roll(m, 3, 5)
    m.play("move orange.parrain 3")
    assert m.state.sheet(0)["tour"] == "home: the whole tour of 48 squares"
    rows = m.state.tables()["Gang by gang"][1]
    assert rows[0][3] == 48 and rows[1][3] == 0
    assert m.state.tour(0) == 48


def test_with_three_players_square_36_is_no_hq_door():
    """The drawing: with 3 gangs the green HQ is not in play, so square 36 is no door (no « Porte du QG »)."""
    m = gangs.new("chicago", players=3, seed=0)
    titles = {s.id: s.title for s in m.game.scene(m.state).board if getattr(s, "id", None)}
    assert "Porte du QG" not in titles["sq-36"] and "HQ" not in titles["sq-36"]
    assert "Porte du QG" in titles["sq-24"] and "yellow HQ's door" in titles["sq-24"]
    assert "hq-green" not in titles


def test_a_wounded_parrain_is_shown_wounded():
    """wounded-parrain (option): the gang's card and the parrain's hover text say he is wounded."""
    m = situation(at={"orange.parrain": 3, "orange.1": 20}, current="yellow", wounded_parrain=True)
    roll(m, 3, 1)
    m.play("move yellow.1 3")                               # 26: Tir
    spin(m, 3)                                              # square 3: the parrain, alone, is hit
    scene = m.game.scene(m.state)
    texts = [getattr(s, "text", "") for s in scene.pieces + scene.board]
    assert any(t.startswith("Parrain wounded on 3") for t in texts)
    titles = {getattr(s, "id", None): getattr(s, "title", None) for s in scene.pieces}
    assert titles["fig-orange-p"].endswith("wounded")


def test_the_status_line_offers_no_keeping_of_the_other_die():
    """second-die (house): after one die, the drawing's status line asks for another figure, and offers keeping
    the die only with the reading ``lenient``."""
    from gangs.kernel.tell import awaited

    m = situation(at={"orange.1": 10})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    assert awaited(m.state) == "Orange (Player 1): move another figure (5)"
    lenient = situation(at={"orange.1": 10}, reading="lenient")
    roll(lenient, 3, 5)
    lenient.play("move orange.1 3")
    assert awaited(lenient.state).endswith("or keep it")
