"""Vengeance à Chicago's words are made when they are read (``gangs/chicago/tell.py``, issue 27 point 1): an event
holds facts, each reader reads « you » for himself and « your » for his own figures whatever his name, the
buttons and the figures' names are the narrator's, and a change of language re-words the log at once."""

from __future__ import annotations

from chicago_situations import roll, situation, spin

import gangs
from gangs.chicago import tell
from gangs.chicago.tell import NARRATOR
from gangs.kernel.event import SPECTATOR
from gangs.kernel.lang import language
from gangs.kernel.tell import Said, action_words, label
from gangs.render import Text

NBSP = "\u00a0"


def _plain(value) -> bool:
    if value is None or isinstance(value, (bool, int, float, Said)):
        return True
    if isinstance(value, str):
        return " " not in value
    if isinstance(value, (tuple, list)):
        return all(_plain(v) for v in value)
    return False


def test_an_event_is_facts_worded_for_each_reader():
    """The move of a henchman out of his HQ: the teacher and the other player read his owner's name, his owner
    reads « your », in English and in French; the facts are numbers (what the animation reads)."""
    m = situation(names=["Alice", "Bruno"])
    events = roll(m, 2, 5) + m.play("move orange.1 7")
    die, move = events[1], events[-1]
    assert die.facts == {"dice": (2, 5), "player": 0, "first": 2, "second": 5}
    assert move.facts == {"figure": 1, "frm": -1, "to": 6, "steps": 7, "square": 6}
    assert all(_plain(v) for e in m.log for v in e.facts.values())
    assert die.text == "Alice rolls 2 and 5." and die.told(1) == die.text and die.told(SPECTATOR) == die.text
    assert die.told(0) == "You roll 2 and 5."
    assert move.text == "Alice's orange henchman 1 leaves the HQ and moves 7 to square 6 (Sécurité)."
    assert move.told(0) == "Your orange henchman 1 leaves the HQ and moves 7 to square 6 (Sécurité)."
    m.lang = "fr"                                   # a match's events read in its language
    assert die.told(0) == "Vous obtenez 2 et 5." and die.told(1) == "Alice obtient 2 et 5."
    assert move.told(0) == "Votre homme de main orange 1 sort du QG et avance de 7 jusqu'à la case 6 (Sécurité)."
    assert move.told(1) == ("L'homme de main orange 1 d'Alice sort du QG et avance de 7 jusqu'à la case 6 "
                            "(Sécurité).")


def test_a_player_named_you_is_no_special_case():
    """A player called "You" reads « you » because he reads, not because of his name: the other player reads his
    name with a verb in the third person."""
    m = situation(names=["You", "Bruno"])
    first = m.play("roll")[0]
    assert first.told(1) == "You (orange) rolls the dice." == first.text
    assert first.told(0) == "You (orange) roll the dice."


def test_the_winners_read_their_own_victory():
    """stopped-game with a tie: each winner reads « you » among the winners, with the verb of the list (French:
    « Alice et vous gagnez »); a lone winner reads « You win »."""
    m = situation(at={"orange.parrain": 6, "orange.1": 6, "yellow.parrain": 30, "yellow.1": 30}, max_turns=1,
                  names=["Alice", "Bruno"])
    roll(m, 1, 3)
    m.play("move orange.1 4")
    roll(m, 1, 3)
    won = m.play("move yellow.1 4")[-1]
    assert won.facts["players"] == (0, 1) and won.facts["n"] == 2
    assert won.told(1) == ("Round 1 was the last one: the game stops, and Alice and you win, your parrains "
                           "furthest on your tours (7 of 48 squares).")
    m.lang = "fr"
    assert won.told(0) == (f"Le tour de jeu 1 était le dernier{NBSP}: la partie s'arrête, et vous et Bruno "
                           "gagnez, vos parrains les plus avancés dans leur tournée (7 cases sur 48).")
    alone = situation(at={"orange.parrain": 45, "orange.1": 45}, names=["Alice", "Bruno"])
    roll(alone, 3, 5)
    home = alone.play("move orange.parrain 3")[-1]
    assert home.text == "Alice wins the game!" and home.told(0) == "You win the game!"
    alone.lang = "fr"
    assert home.told(0) == f"Vous gagnez la partie{NBSP}!" and home.told(1) == f"Alice gagne la partie{NBSP}!"


def test_only_your_own_men_spare_a_blunder():
    """no-blunder: the hiring player reads « your own men » (French « vos hommes »), the other « les hommes
    d'Alice »."""
    m = situation(at={"orange.1": 3, "orange.2": 0}, names=["Alice", "Bruno"])
    roll(m, 2, 5)
    m.play("move orange.2 2")
    miss = spin(m, 3)[2]
    assert miss.told(0) == "Only your own men stand on square 3 (Rien à signaler): no blunder."
    m.lang = "fr"
    assert miss.told(0) == f"Sur la case 3 (Rien à signaler), il n'y a que vos hommes{NBSP}: pas de bavure{NBSP}!"
    assert miss.told(1) == (f"Sur la case 3 (Rien à signaler), il n'y a que les hommes d'Alice{NBSP}: pas de "
                            f"bavure{NBSP}!")


def test_the_buttons_and_pieces_are_the_narrators():
    """An action holds no words: its button and its piece's name are the narrator's, in the language in force."""
    m = situation(at={"orange.1": 10})
    assert label(m.state, m.legal_actions()[0]) == "Roll the dice"
    roll(m, 3, 5)
    move = next(a for a in m.legal_actions() if a.notation == "move orange.1 8")
    assert move.piece == "fig-orange-1" and move.targets == ("sq-18",)
    assert action_words(m.state, move, 0) == ("Orange henchman 1 → square 18, Sécurité (both dice, 8)",
                                              "Orange henchman 1")
    with language("fr"):
        assert action_words(m.state, move, 0) == ("Homme de main orange 1 → case 18, Sécurité (les deux dés, 8)",
                                                  "Homme de main orange 1")
        assert NARRATOR.piece_name(m.state, "fig-orange-p") == "Parrain orange"
    m.play("move orange.1 3")
    single = next(a for a in m.legal_actions() if a.notation == "move orange.2 5")
    assert label(m.state, single) == "Orange henchman 2 → square 4, Danger (a 5)"


def test_a_change_of_language_rewords_the_log_without_a_replay():
    """The log holds facts: a match switched to French reads every event in French at once."""
    m = gangs.new("chicago", players=["Alice", "Bruno"], seed=4).run(max_steps=30)
    english = [e.text for e in m.log]
    m.lang = "fr"
    french = [e.text for e in m.log]
    assert french[0] == "Alice (orange) lance les dés." and english[0] == "Alice (orange) rolls the dice."
    assert len(french) == len(english) and all(f != e for f, e in zip(french, english) if "lance" in f)


def test_the_viewers_own_card_says_you_once():
    """The scene for a seat: his gang's card says « You » (once, whatever his name: no « You (you) »), the status
    line « Orange (you) », his figures' hover texts « Your orange henchman 1 »; the teacher reads the names."""
    m = situation(at={"orange.1": 10}, names=["You", "Bruno"])
    game = gangs.GAMES["chicago"]
    for viewer, own in ((0, "You"), (None, "You")):
        texts = [s.text for s in game.scene(m.state, viewer).pieces if isinstance(s, Text)]
        assert texts.count(own) == 1 and "You (you)" not in texts
    titles = {s.id: s.title for s in game.scene(m.state, 0).pieces if getattr(s, "id", None)}
    assert titles["fig-orange-1"].startswith("Your orange henchman 1: on square 10")
    assert tell.reading_of(m.state, 0).viewer == 0
    from gangs.kernel.tell import awaited

    assert awaited(m.state, 0) == "Orange (you): roll the dice"
    assert awaited(m.state, 1) == "Orange (You): roll the dice"
    alice = situation(names=["Alice", "Bruno"])
    with language("fr"):
        texts = [s.text for s in game.scene(alice.state, 0).pieces if isinstance(s, Text)]
        assert "Vous" in texts and "Alice" not in texts and "Bruno" in texts
