"""A refusal is worded when read, for the one who reads (issue 27): the player who tried reads « you » for himself,
the teacher (None) and the other players read his name, in the language asked or the match's, even after it was
raised; it still pickles (a refusal crosses processes with multiprocessing)."""

from __future__ import annotations

import pickle

import pytest
from ribauds_situations import refused as refused_by
from ribauds_situations import situation

import gangs
from gangs.kernel import IllegalAction, Refusal

NBSP = "\u00a0"


def refused(m, action: str, rule: str) -> IllegalAction:
    """Play ``action`` in match ``m``; it must be refused by ``rule``."""
    with pytest.raises(IllegalAction) as error:
        m.play(action)
    assert error.value.rule == rule, error.value
    return error.value


def readings(error: IllegalAction, mover: int, other: int) -> dict[str, str]:
    """The refusal as its mover, another player and the teacher read it, in English and in French."""
    return {"mover": error.told(mover, "en"), "other": error.told(other, "en"), "teacher": error.told(None, "en"),
            "mover fr": error.told(mover, "fr"), "teacher fr": error.told(None, "fr")}


# -- Super Gang --------------------------------------------------------------------------------------------
def supergang():
    m = gangs.new("supergang", players=["Alice", "Bruno"], seed=26)
    m.play("roll")
    return m


def test_supergang_acts_on_arrival_names_the_gang_that_tried():
    """acts-on-arrival: « Il n'opère que sur son lieu d'arrivée »: the gang that tried is « you » for itself."""
    error = refused(supergang(), "mug s12", "acts-on-arrival")
    assert readings(error, 0, 1) == {
        "mover": "none of your characters has stopped at square 12 this turn",
        "other": "no character of Alice (red) has stopped at square 12 this turn",
        "teacher": "no character of Alice (red) has stopped at square 12 this turn",
        "mover fr": "aucun de vos personnages ne s'est arrêté à la case 12 ce tour-ci",
        "teacher fr": "aucun personnage d'Alice (rouge) ne s'est arrêté à la case 12 ce tour-ci"}
    assert error.reason == error.told(None) and str(error) == f"{error.reason} [rule: acts-on-arrival]"


def test_supergang_another_gang_s_character_is_not_the_mover_s():
    """legal-actions: a gang moves its own characters; the one who tried reads « not one of yours »."""
    error = refused(supergang(), "move green.killer s3", "legal-actions")
    assert readings(error, 0, 1) == {
        "mover": "the green killer is not one of yours",
        "other": "the green killer is not played by Alice (red)",
        "teacher": "the green killer is not played by Alice (red)",
        "mover fr": "le tueur vert n'est pas joué par vous",
        "teacher fr": "le tueur vert n'est pas joué par Alice (rouge)"}


# -- Les Ribauds ---------------------------------------------------------------------------------------------
def test_ribauds_a_card_not_in_hand_is_your_hand_only_for_its_owner():
    """cards: only the cards of one's hand are played; the hand is « yours » for its owner, Alice's for others."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale"]})
    error = refused_by(m, "card aumone", "cards")
    assert readings(error, 0, 1) == {
        "mover": "'aumone' is not a card of your hand",
        "other": "'aumone' is not a card of Alice's hand",
        "teacher": "'aumone' is not a card of Alice's hand",
        "mover fr": "'aumone' n'est pas une carte de votre main",
        "teacher fr": "'aumone' n'est pas une carte de la main d'Alice"}


def test_ribauds_a_truand_not_in_paris_is_your_truand_only_for_its_owner():
    """turn: a truand still in the reserve cannot play: « your truand 3 » for his player."""
    m = situation(at={"A1": 66, "A2": 100, "B1": 143}, hands={"A": ["cavale", "aumone"]})
    error = refused_by(m, "card 1 cavale 3 67", "turn")
    assert readings(error, 0, 1) == {
        "mover": "your truand 3 is not in Paris",
        "other": "Alice's truand 3 is not in Paris",
        "teacher": "Alice's truand 3 is not in Paris",
        "mover fr": "votre truand 3 n'est pas dans Paris",
        "teacher fr": "le truand 3 d'Alice n'est pas dans Paris"}


def test_ribauds_a_refusal_naming_a_victim_reads_you_for_each_of_the_two():
    """card-deck: Coupe-bourse on a rival too far: the mover's truands are « yours » to him, the victim is « you » to
    the victim."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["coupe-bourse"]})
    error = refused_by(m, "card 1 coupe-bourse 2", "card-deck")
    assert error.told(0) == "Bruno has no truand on or next to a square of your truands"
    assert error.told(1) == "you have no truand on or next to a square of Alice's truands"
    assert error.reason == "Bruno has no truand on or next to a square of Alice's truands"
    assert error.told(1, "fr") == "vous n'avez aucun truand sur la case d'un des truands d'Alice ni à côté"


# -- La Street ------------------------------------------------------------------------------------------------
def street():
    return gangs.new("street", players=["Alice", "Bruno"], seed=3)


def test_street_a_gift_beyond_one_s_money_names_the_giver():
    """no-debt: « on ne donne que ce qu'on a »: the giver reads what he has."""
    error = refused(street(), "give 1 99999999", "no-debt")
    money = street().state.money_[0]
    amount = f"{money:,}".replace(",", "\u202f") + " €"
    assert readings(error, 0, 1) == {
        "mover": f"you have only {amount}", "other": f"Alice has only {amount}", "teacher": f"Alice has only {amount}",
        "mover fr": f"vous n'avez que {amount}", "teacher fr": f"Alice n'a que {amount}"}


def test_street_an_action_not_asked_names_whose_choices_they_are():
    """roll-and-move: at the start of a turn the die is rolled; the reason inside « … is not legal » reads « your
    choices » for the player to move."""
    error = refused(street(), "pass", "roll-and-move")
    assert readings(error, 0, 1) == {
        "mover": "pass is not legal: it is not among your choices now (legal: roll)",
        "other": "pass is not legal: it is not among Alice's choices now (legal: roll)",
        "teacher": "pass is not legal: it is not among Alice's choices now (legal: roll)",
        "mover fr": "pass n'est pas permis : vous ne pouvez pas faire cela maintenant (permis : roll)",
        "teacher fr": "pass n'est pas permis : Alice ne peut pas faire cela maintenant (permis : roll)"}


# -- Vengeance à Chicago ------------------------------------------------------------------------------------
def chicago():
    m = gangs.new("chicago", players=["Alice", "Bruno"], seed=3)
    m.play("roll")
    assert m.state.colours == ("orange", "yellow") and m.to_move == 0
    return m


def test_chicago_a_figure_alike_another_is_your_figure_for_its_player():
    """notation: of two alike henchmen on a square, the lowest number is written; the figures are « yours » to
    their player, Alice's to the others."""
    error = refused(chicago(), "move orange.3 40", "notation")
    assert readings(error, 0, 1) == {
        "mover": "your orange henchman 3 stands with your orange henchman 1, alike: write the lowest number "
                 "(orange.1)",
        "other": "Alice's orange henchman 3 stands with Alice's orange henchman 1, alike: write the lowest "
                 "number (orange.1)",
        "teacher": "Alice's orange henchman 3 stands with Alice's orange henchman 1, alike: write the lowest "
                   "number (orange.1)",
        "mover fr": f"votre homme de main orange 3 est avec votre homme de main orange 1, son semblable{NBSP}: "
                    "écrivez le plus petit numéro (orange.1)",
        "teacher fr": f"l'homme de main orange 3 d'Alice est avec l'homme de main orange 1 d'Alice, son "
                      f"semblable{NBSP}: écrivez le plus petit numéro (orange.1)"}


def test_chicago_the_gang_whose_turn_it_is_names_its_player():
    """turn-order: the gang whose turn it is moves; its player reads « your orange gang »."""
    error = refused(chicago(), "move yellow.1 2", "turn-order")
    assert readings(error, 0, 1) == {
        "mover": "it is the turn of your orange gang: move one of its figures",
        "other": "it is the turn of the orange gang, played by Alice: move one of its figures",
        "teacher": "it is the turn of the orange gang, played by Alice: move one of its figures",
        "mover fr": f"c'est au tour de votre gang orange{NBSP}: avancez l'un de ses truands",
        "teacher fr": f"c'est au tour du gang orange, joué par Alice{NBSP}: avancez l'un de ses truands"}


# -- read again, in another language; pickled ---------------------------------------------------------------
def test_a_refusal_is_worded_again_in_the_match_s_new_language():
    """Nothing is worded before it is read: a refusal raised in English reads in French once the match speaks it."""
    m = supergang()
    error = refused(m, "mug s12", "acts-on-arrival")
    assert error.reason.startswith("no character of Alice (red)")
    m.lang = "fr"
    assert error.reason == "aucun personnage d'Alice (rouge) ne s'est arrêté à la case 12 ce tour-ci"
    assert error.told(0) == "aucun de vos personnages ne s'est arrêté à la case 12 ce tour-ci"
    assert error.told(0, "en") == "none of your characters has stopped at square 12 this turn"


def ribauds():
    return situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale"]})


@pytest.mark.parametrize("make, action, rule", [
    (supergang, "move green.killer s3", "legal-actions"), (street, "give 1 99999999", "no-debt"),
    (chicago, "move yellow.1 2", "turn-order"), (ribauds, "card aumone", "cards")])
def test_a_refusal_pickles_with_its_facts_and_voice(make, action, rule):
    """A refusal crosses processes (multiprocessing pickles it) and is read there as here."""
    error = refused(make(), action, rule)
    back = pickle.loads(pickle.dumps(error))
    assert isinstance(back, IllegalAction) and back.rule == error.rule
    assert [back.told(v) for v in (0, 1, None)] == [error.told(v) for v in (0, 1, None)]
    assert back.told(0, "fr") == error.told(0, "fr") and str(back) == str(error)


def test_a_refusal_of_no_voice_is_its_words_as_written():
    """The kernel's own refusals, and a Refusal told without a voice, are plain sentences read as they are."""
    error = Refusal("game-over", "the game is over at round {round}").error({"round": 3})
    assert (error.reason, error.told(0), error.rule) == ("the game is over at round 3",) * 2 + ("game-over",)
    assert str(error) == "the game is over at round 3 [rule: game-over]"
    back = pickle.loads(pickle.dumps(IllegalAction("the game is over", "game-over")))
    assert (back.reason, back.rule) == ("the game is over", "game-over")
