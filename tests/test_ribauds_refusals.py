"""Les Ribauds: a card refused names its real reason (issue 26, review finding 2): the card stands in another
place of the hand, the truand cannot play, the target is out of the card's reach, the figure cannot get there.
« none in a turn spent placing a truand » is said only in a turn that places one.

The map is the ``carre`` layout drawn in ``ribauds_situations.py`` (square ``12 * row + col``; the Sergent starts
on 66, the Roi on 77, the Prévôt on 78; habitations on 41, 51, 54, 76...).
"""

from __future__ import annotations

import random

import pytest
from ribauds_situations import new_match, play, situation
from ribauds_situations import refused as refused_by

from gangs import IllegalAction
from gangs.kernel import CHANCE, Action
from gangs.ribauds.tell import of_player

GENERIC = "is not possible here"
"""The words of the refusal that names a rule's gloss rather than a reason (never said of a card now)."""


def refused(m, action: str, rule: str) -> str:
    """Play ``action``, which must be refused by ``rule`` and change nothing; its reason as the player who tried
    reads it (« your hand »)."""
    mover = m.to_move
    return refused_by(m, action, rule).told(mover)


def test_the_reviewers_hand_each_refusal_names_its_reason():
    """cards: « la 1ère, de sa main ne coûte rien, la 2ème 1 écu, la 3ème 2 écus »: a card is played from its
    place. The review's position (seed 1, 3 players, a normal turn): a Cavale named in place 3, an Aumône in place
    1, a Cavale to a square not next to the truand, the Prévôt sent where he cannot go."""
    import gangs
    m = gangs.new("ribauds", players=3, seed=1)
    play(m, "place 0", "end 3 1 2", "place 12", "end", "place 2", "end")
    assert m.state.hand(0) == ["prevot", "cavale", "aumone"] and m.state.truands[0] == 0 and m.state.played == 0
    said = {action: refused(m, action, rule) for action, rule in [
        ("card 3 cavale 1 1", "cards"), ("card 1 aumone", "cards"), ("card 2 cavale 1 50", "card-deck"),
        ("card 1 prevot 57", "card-deck")]}
    assert said["card 3 cavale 1 1"] == "the card in place 3 of your hand is Aumône; Cavale is in place 2"
    assert said["card 1 aumone"] == "the card in place 1 of your hand is Dénonciation; Aumône is in place 3"
    assert said["card 2 cavale 1 50"] == "square 50 is not next to your truand 1, on square 0"
    prevot = m.state.figures[2]
    assert said["card 1 prevot 57"] == f"the Prévôt cannot reach square 57: he moves 2 squares diagonally, from " \
                                       f"square {prevot}"
    assert not any("placing" in reason or GENERIC in reason for reason in said.values())
    m.lang = "fr"
    with pytest.raises(IllegalAction) as error:
        m.play("card 3 cavale 1 1")
    assert error.value.told(0) == "la carte en place 3 de votre main est Aumône\u00a0; la carte Cavale est en place 2"
    assert error.value.reason == ("la carte en place 3 de la main {} est Aumône\u00a0; la carte Cavale est en "
                                  "place 2".format(of_player(m.players[0])))


def test_a_card_in_another_place_or_a_dearer_copy_is_refused_with_where_it_stands():
    """cards: the place a play names must hold that card; of two copies, the cheaper is played (house rule
    « the hand is an ordered row »); a place the hand does not have is named as such."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale", "roi", "cavale"]})
    assert refused(m, "card 3 cavale 1 67", "cards") == ("of two copies of Cavale, the cheaper is played: the one "
                                                          "in place 1")
    assert refused(m, "card 2 cavale 1 67", "cards") == ("the card in place 2 of your hand is Faveur du Roi; "
                                                          "Cavale is in place 1")
    short = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone"]})
    assert refused(short, "card 3 aumone", "cards") == "your hand has no place 3; Aumône is in place 1"
    assert "not a card of your hand" in refused(short, "card 1 roi 79", "cards")
    assert "names its place in your hand and the card" in refused(short, "card 1", "cards")


@pytest.mark.parametrize("hand, action, words", [
    (["cavale"], "card 1 cavale 1 42", "square 42 is not next to your truand 1, on square 66"),
    (["planque"], "card 1 planque 1 67", "square 67 is not a habitation"),
    (["planque"], "card 1 planque 1 51", "habitation 51 is more than 2 steps from your truand 1, on square 66"),
    (["echange"], "card 1 echange 1 67", "no enemy truand stands on square 67"),
    (["pied-de-biche"], "card 1 pied-de-biche 56", "square 56 is not next to any of your truands"),
    (["coupe-bourse"], "card 1 coupe-bourse 2", "Bruno has no truand on or next to a square of your truands"),
    (["coupe-bourse"], "card 1 coupe-bourse 1", "1 is not the number of another player"),
    (["sergent"], "card 1 sergent 80", "the Sergent cannot reach square 80: he moves 2 squares orthogonally, "
                                       "from square 66"),
    (["prevot"], "card 1 prevot 79", "the Prévôt cannot reach square 79: he moves 2 squares diagonally, from "
                                     "square 78"),
    (["cour-des-miracles"], "card 1 cour-des-miracles", "the Sergent has taken none of your truands"),
])
def test_a_card_aimed_out_of_its_reach_says_what_it_reaches(hand, action, words):
    """card-deck: each card acts on what its text says (a neighbour square, a habitation 2 steps away, an enemy
    truand next door, a pavé next to one's truand, a rival near, the figure's 2 squares, a lost truand): a play
    aimed elsewhere is refused with what is wrong, Alice's truand 1 on 66 and Bruno's on 143."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": hand})
    assert refused(m, action, "card-deck") == words


def test_a_card_aimed_at_an_empty_pavé_a_penniless_or_a_shared_square_says_so():
    """card-deck: Pied-de-biche on a pavé left empty, Coupe-bourse on a player without écus, Échange where two
    players' truands stand without naming whose, or naming a player who has none there."""
    empty = situation(at={"A1": 57, "B1": 143}, purses={56: 0}, hands={"A": ["pied-de-biche"]})
    assert refused(empty, "card 1 pied-de-biche 56", "card-deck") == "there is no purse left on square 56"
    poor = situation(at={"A1": 66, "B1": 67}, ecus={"B": 0}, hands={"A": ["coupe-bourse"]})
    assert refused(poor, "card 1 coupe-bourse 2", "card-deck") == "Bruno has no écu to take"
    shared = situation(3, at={"A1": 66, "B1": 67, "C1": 67}, hands={"A": ["echange"]})
    assert refused(shared, "card 1 echange 1 67", "card-deck") == ("truands of several players stand on square 67: "
                                                                    "name whose truand you swap with (2 (Bruno) or "
                                                                    "3 (Claire))")
    alone = situation(3, at={"A1": 66, "B1": 67, "C1": 143}, hands={"A": ["echange"]})
    assert refused(alone, "card 1 echange 1 67 3", "card-deck") == "Claire has no truand on square 67 to swap with"


def test_a_card_for_a_truand_that_cannot_play_names_the_truand():
    """take / turn: « on ne peut jouer qu'un seul des truands en place à son tour »: after truand 2 stepped, a
    Cavale for truand 1 is refused naming truand 2; a Cavale for a truand still in the reserve says so."""
    m = situation(at={"A1": 66, "A2": 100, "B1": 143}, hands={"A": ["cavale", "aumone"]})
    assert refused(m, "card 1 cavale 3 67", "turn") == "your truand 3 is not in Paris"
    m.play("step 2 101")
    assert refused(m, "card 1 cavale 1 67", "take") == "one truand plays a turn, and this turn it is your truand 2"


def test_the_placing_clause_is_said_only_in_a_turn_that_places():
    """cards: « réorganiser sa main (même si l'on a choisi de juste placer un truand) »: a card refused in a turn
    that places a truand says so (after the placement, or with no truand in Paris to act with); in a normal turn
    the refusal says nothing of placing."""
    normal = situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale"]})
    assert "placing" not in refused(normal, "card 1 cavale 1 42", "card-deck")
    nobody = situation(at={"B1": 143}, hands={"A": ["aumone", "roi"]})
    assert {a.kind for a in nobody.legal_actions()} == {"place"}
    assert refused(nobody, "card 1 aumone", "cards") == ("you have no truand in Paris: this turn is placing one, and "
                                                          "a turn spent placing a truand plays no card")
    nobody.play("place 0")
    assert "placing a truand allows no card" in refused(nobody, "card 1 aumone", "cards")
    played = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone", "cavale"]})
    played.force("draw roi")
    played.play("card 1 aumone")
    assert refused(played, "card 1 cavale 1 67", "cards") == "one card a turn, and you have played yours"


def test_a_play_with_missing_words_lists_the_card_s_plays():
    """card-deck: a Cavale with no square is refused with the plays of that card, as the notation writes them."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale"]})
    reason = refused(m, "card 1 cavale 1", "card-deck")
    assert reason.startswith("card 1 cavale 1 is not a play of Cavale; it is played as card 1 cavale 1 54, ")
    assert reason.endswith(", …")


def test_a_figure_out_of_reach_says_how_it_moves():
    """figure: « gris le Sergent orthogonalement »: the Sergent's refusal says he moves orthogonally."""
    m = situation(at={"A1": 1, "B1": 143})
    play(m, "take 1", "run 50")
    assert refused(m, "figure 140", "figure") == ("the Sergent cannot reach square 140: he moves 2 squares "
                                                  "orthogonally, from square 66")


@pytest.mark.parametrize("players, seed", [(2, 4), (3, 5), (4, 6)])
def test_no_card_refusal_falls_back_on_the_rule_s_gloss(players, seed):
    """cards: in random games, every play of every card of the hand, from every place, with targets near and far,
    is either legal (the refusal check finds nothing) or refused with a reason of its own, never the gloss of
    [cards] with its placing clause."""
    m, rng = new_match(players, seed), random.Random(seed)
    squares = len(m.state.layout.squares)
    checked = 0
    while not m.is_over and checked < 1500:
        state, p = m.state, m.to_move
        if p != CHANCE and state.hands[p]:
            legal = {a.notation for a in state.legal_actions()}
            for place, key in enumerate(state.hands[p], 1):
                for words in ((), (1,), (rng.randrange(1, 4), rng.randrange(squares)), (rng.randrange(squares),),
                              (rng.randrange(1, players + 1),)):
                    action = Action("card", rng.choice((place, 1, 2, 3)), key, *words)
                    found = state.refusal(action)
                    assert (found is None) == (action.notation in legal), action
                    if found is not None:
                        error = state.why_illegal(action)
                        assert GENERIC not in error.reason and error.rule in {"cards", "card-deck", "turn", "take",
                                                                              "sergent", "hand", "run", "theft",
                                                                              "figure", "roi", "setup"}, error
                    checked += 1
        m.run(max_steps=1)
    assert checked > 100


def test_a_card_with_nothing_to_act_on_says_what_it_does():
    """card-deck: an Échange with no enemy truand anywhere near has no play; its refusal quotes the card."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["echange"]})
    assert refused(m, "card 1 echange 1", "card-deck") == ("Échange has nothing to act on now; the card says: Your "
                                                           "truand of this turn swaps places with an enemy truand "
                                                           "next to it.")
