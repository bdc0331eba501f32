"""La Street's words, made when they are read (``gangs/street/tell.py``): the rules hold facts, the narrator words
them for the one who reads, in the language in force (issue 27, "Facts, not sentences, in the rules")."""

from __future__ import annotations

import pytest
from street_situations import roll, situation

import gangs
from gangs.kernel.lang import language, missing_translations
from gangs.kernel.tell import label
from gangs.street.tell import NARRATOR, euros

NAMES = ["Ana", "Bruno", "Cléo"]


def _played(seed: int, steps: int = 400):
    match = gangs.new("street", players=NAMES, seed=seed)
    match.run(max_steps=steps)
    return match


@pytest.mark.parametrize("seed", range(3))
def test_every_event_of_a_game_reads_in_both_languages_for_every_reader(seed):
    """Every event reads, in English and in French, for the teacher and for each seat, with no field left unfilled
    and no message missing from the catalogue (its "you" forms included); a seat reads « you », never his name, in
    the events he does."""
    match = _played(seed)
    assert match.log
    for lang in ("en", "fr"):
        with language(lang), missing_translations() as missing:
            for event in match.log:
                for viewer in (None, 0, 1, 2):
                    text = event.told(viewer)
                    assert text and "{" not in text and "}" not in text, (event, text)
                    if viewer is not None and event.facts.get("player") == viewer:
                        assert NAMES[viewer] not in text, (event, text)
        assert missing == set(), lang


@pytest.mark.parametrize("seed", range(3))
def test_the_rules_hold_facts_not_words(seed):
    """An event's facts are plain values (player indices, squares, amounts, keys), never a worded sentence, and its
    message is the catalogue's id: the same events whatever the language of the match."""
    english, french = gangs.new("street", NAMES, seed=seed), gangs.new("street", NAMES, seed=seed, lang="fr")
    english.run(max_steps=300)
    french.run(max_steps=300)
    assert english.log == french.log
    board = english.state.board
    keys = {card.key for card in board.cards} | set(board.places) | {"terrain"} | {
        f"house-{h}" for h in board.house_squares}
    for event in english.log:
        for name, value in event.facts.items():
            assert value is None or isinstance(value, (int, list, tuple)) or value in keys, (event, name)


def test_a_language_switch_rewords_the_log_at_once():
    """« Changing a language re-words the log at once, without a replay »: the same events, read in French."""
    match = _played(1, 60)
    events = list(match.log)
    english = [event.told(0) for event in events]
    match.speak("fr")
    assert all(a is b for a, b in zip(events, match.log)) and len(match.log) == len(events)
    french = [event.told(0) for event in match.log]
    assert french != english and any(text.startswith("Vous ") for text in french)
    match.speak("en")
    assert [event.told(0) for event in match.log] == english


def test_the_reader_reads_you_in_french():
    m = situation(["Ana", "Bob"], at={0: 54})
    events = roll(m, 4)
    m.speak("fr")
    with language("fr"):
        assert events[0].told(0) == ("Vous faites un 4 et atteignez l'arrivée. Vous repartez en arrière jusqu'à la "
                                     "case 52 (Villa).")
        assert events[0].told(1).startswith("Ana fait un 4 et atteint l'arrivée.")


def test_a_reader_among_several_winners_reads_the_plural_you():
    """stopped-game: « le joueur qui possède le plus d'argent gagne la partie arrêtée », all of them on a tie (here at
    the round limit, house rule max-turns); the
    reader among them reads « Bob et vous gagnez » (the "you" form of a list of players)."""
    tie = situation(["Ana", "Bob", "Cléo"], at={2: 30}, money={0: 9, 1: 9, 2: 1}, turn_of=2, round=2, max_turns=2)
    stopped = roll(tie, 1)[-1]
    assert stopped.rule == "max-turns" and stopped.facts["winners"] == [0, 1]
    assert stopped.text == "The game is stopped after 2 rounds: Ana and Bob win with 9 €, but nobody is the boss."
    assert stopped.told(2) == stopped.text
    tie.speak("fr")
    with language("fr"):
        assert stopped.told(1) == ("La partie est arrêtée après 2 tours : Ana et vous gagnez avec 9 €, mais personne "
                                   "n'est le boss.")
        assert stopped.told(2) == ("La partie est arrêtée après 2 tours : Ana et Bob gagnent avec 9 €, mais personne "
                                   "n'est le boss.")


def test_a_payment_to_the_reader_reads_you():
    """terrain-tax: « chaque joueur qui tombe sur l'une des 3 cases Terrain doit payer au propriétaire la taxe »:
    the owner reads that it is paid to him."""
    m = situation(["Ana", "Bob"], terrain=1, at={0: 11}, money={0: 10**6})
    roll(m, 3)
    paid = m.play("pay")[0]
    tax = euros(m.state.board.prices["terrain_tax"])
    assert paid.told(1) == f"Ana pays the Terrain tax, {tax}, to you."
    assert paid.told(0) == f"You pay the Terrain tax, {tax}, to Bob."
    m.speak("fr")
    with language("fr"):
        assert paid.told(1) == f"Ana vous paie la taxe du Terrain, {tax}."


def test_the_labels_are_worded_when_read_in_the_language_in_force():
    m = gangs.new("street", NAMES, seed=0)
    roll_the_die = m.legal_actions()[0]
    assert label(m.state, roll_the_die, 0) == NARRATOR.label(m.state, roll_the_die, 0) == "Roll the die"
    with language("fr"):
        assert label(m.state, roll_the_die, 0) == "Lancer le dé"
    assert not hasattr(roll_the_die, "label")                   # no words given to the action


def test_the_actions_are_shared_by_every_table_of_one_size_in_any_language():
    """The actions hold no words: one set per board and number of players, whatever the names and the language."""
    english = gangs.new("street", ["A", "B", "C"], seed=0).state.cache
    assert gangs.new("street", ["X", "Y", "Z"], seed=1, lang="fr").state.cache is english
    assert gangs.new("street", ["A", "B"], seed=0).state.cache is not english
    assert "lang" not in english
