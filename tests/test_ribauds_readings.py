"""Les Ribauds, the third reading of the rulebook (issue 26): the smaller points, each built as a situation.

The map is the ``carre`` layout drawn in ``ribauds_situations.py`` (square ``12 * row + col``; the Sergent starts
on 66, the Roi on 77, the Prévôt on 78).
"""

from __future__ import annotations

import random

import pytest
from ribauds_situations import figure_at, legal_of, loot_of, play, refused, rules, situation, targets, where

import gangs
from gangs.kernel.lang import language
from gangs.kernel.tell import label
from gangs.render import Text
from gangs.ribauds.pending import Figure, Finish
from gangs.ribauds.pieces import LOST, RESERVE


def test_echange_names_whose_truand_when_two_players_share_the_square():
    """cards (echange): « Votre truand de ce tour change de place avec un truand adverse voisin. » Where truands
    of two players stand, the player chooses which one he swaps with (``card 1 echange 1 67 3``: Claire's)."""
    m = situation(3, at={"A1": 66, "B1": 67, "C1": 67}, hands={"A": ["echange"]})
    assert legal_of(m, "card") == {"card 1 echange 1 67 2", "card 1 echange 1 67 3"}
    swap = next(a for a in m.legal_actions() if a.notation == "card 1 echange 1 67 3")
    assert label(m.state, swap, 0) == label(m.state, swap) == (
        "Échange (place 1, free): truand 1 swaps with Claire's truand on square 67")
    assert label(m.state, swap, 2).endswith("truand 1 swaps with your truand on square 67")
    with language("fr"):
        assert label(m.state, swap, 0).endswith("le truand 1 change de place avec le truand de Claire sur la case 67")
    m.force("draw aumone")
    events = m.play("card 1 echange 1 67 3")
    assert events[1].data == {"truand": 0, "other": 6}
    assert where(m, "A1", "B1", "C1") == [67, 67, 66]
    alone = situation(3, at={"A1": 66, "B1": 67}, hands={"A": ["echange"]})
    assert legal_of(alone, "card") == {"card 1 echange 1 67"}             # one rival: no player named


def test_sergent_card_on_ones_own_only_truand_the_placement_is_next_turn():
    """sergent: « au tour suivant, son propriétaire placera un nouveau pion »: Alice sends the Sergent onto her
    own only truand; she places a new one at her next turn, not in this one."""
    m = situation(at={"A1": 42, "B1": 143}, hands={"A": ["sergent"]})
    m.force("draw aumone")
    events = m.play("card sergent 42")
    assert "sergent" in rules(events) and where(m, "A1") == [LOST] and m.state.must_place == [1, 0]
    assert m.to_move == 1                                    # nothing left of Alice's turn: no placement now
    m.play("step 1 142")
    assert {a.kind for a in m.legal_actions()} == {"place"}  # her next turn is the placement, and nothing else
    m.play("place 0")
    assert m.state.must_place == [0, 0] and m.to_move == 1


def test_a_purse_stolen_after_a_one_square_step_moves_its_figure():
    """figure: « déplacer le pion personnage, de la même couleur »: a truand that stepped one square without a
    purse and robs one runs with that purse, and its figure moves."""
    m = situation(at={"A1": 66, "B1": 67}, loot={"B": (1, 0, 0)})
    play(m, "step 1 67", "rob 2 grey")
    m.play(f"run {min(targets(m, 'run'))}")
    assert m.state.pending == Figure(0, "sergent")
    before = figure_at(m, "sergent")
    m.play(f"figure {min(targets(m, 'figure'))}")
    assert figure_at(m, "sergent") != before


def test_the_run_after_a_theft_is_a_new_move_and_may_cross_the_first():
    """path / theft: « repart immédiatement du nombre de cases correspondant au jeton volé »: the run after a
    theft is a new move: its path may cross the squares of the first and end on the turn's starting square
    (house reading: the notation names where a run stops, not its path)."""
    m = situation(at={"A1": 100, "B1": 102}, loot={"B": (0, 0, 1)})
    play(m, "take 1", "run 102", "rob 2 brown")
    assert 100 in targets(m, "run") and 101 in targets(m, "run")


def test_the_sheet_takes_its_viewer_and_names_the_hand_to_its_holder_only():
    """hand: the sheet names a player's cards in order to him and the teacher, only how many to the others."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["roi", "aumone"], "B": ["cavale"]})
    assert m.state.sheet(0, 0)["cards"] == "Faveur du Roi, Aumône" == m.state.sheet(0)["cards"]
    assert m.state.sheet(0, 1)["cards"] == "2 cards in hand" and m.state.sheet(1, 0)["cards"] == "1 card in hand"


def test_the_hand_order_is_hidden_from_the_others_and_from_their_resamples():
    """hand: two positions that differ in the order of Bruno's hand only look the same to Alice and resample the
    same for her."""
    one = situation(at={"A1": 66, "B1": 143}, hands={"A": ["roi"], "B": ["cavale", "aumone", "planque"]})
    two = situation(at={"A1": 66, "B1": 143}, hands={"A": ["roi"], "B": ["planque", "cavale", "aumone"]})
    assert one.state.observation(0) == two.state.observation(0)
    assert one.state.observation(1) != two.state.observation(1)
    assert one.state.resample(0, random.Random(3)) == two.state.resample(0, random.Random(3))


@pytest.mark.parametrize("action, rule, words", [
    ("take 148", "take", "numbered 1 to 3"),
    ("take 2", "turn", "not in Paris"),
    ("step 1 140", "no-purse", "not next to"),
])
def test_a_refused_move_names_the_reason_a_player_can_act_on(action, rule, words):
    """A refusal names what is wrong with the move (a truand that is not in Paris, a square out of reach)."""
    m = situation(at={"A1": 66, "B1": 143})
    assert words in refused(m, action, rule).reason


def test_a_figure_or_a_run_out_of_reach_is_refused_with_its_reach():
    """figure / path: a figure or a runner sent to a square it cannot reach is told from where it moves."""
    m = situation(at={"A1": 1, "B1": 143})
    m.play("take 1")
    error = refused(m, "run 140", "path")
    assert "4 squares from square 1" in error.reason
    m.play("run 50")
    error = refused(m, "figure 140", "figure")
    assert "square 66" in error.reason


def test_prevot_and_theft_sentences_read_well_for_everyone():
    """The sentences of a theft and of the Prévôt's capture name the player without a gendered word, and read
    well for the player they name: the victim reads « you » (« qu'il vous a volée »), whatever his name."""
    m = situation(at={"A1": 100, "B1": 102}, loot={"B": (0, 0, 1)})
    theft = next(e for e in play(m, "take 1", "run 102", "rob 2 brown") if e.kind == "rob")
    assert theft.text == "Alice's truand 1 runs on with a brown purse stolen from Bruno."
    assert theft.told(1) == "Alice's truand 1 runs on with a brown purse stolen from you."
    assert theft.told(0) == "Your truand 1 runs on with a brown purse stolen from Bruno."
    with language("fr"):
        m.speak("fr")
        assert theft.told(1) == "Le truand 1 d'Alice repart avec une bourse marron qu'il vous a volée."
    m = situation(at={"A1": 14, "B1": 102}, loot={"B": (0, 0, 1)})
    m.speak("fr")
    events = play(m, "take 1", "run 0", "figure 102")
    said = " ".join(e.text for e in events)
    assert "la bande de Bruno est éliminée" in said and "éliminé " not in said + " "
    assert "Le Prévôt prend votre truand\u00a0: votre bande est éliminée." in [e.told(1) for e in events]


def test_a_run_with_no_open_path_says_so_plainly():
    """path: a truand whose run has no open path stays, told in plain words (no « ne mène nulle part »)."""
    from gangs.kernel import Event
    from gangs.kernel.tell import Mn_
    from gangs.ribauds.tell import NARRATOR

    stay = Event("stay", 0, Mn_("No path of {n} square is open: the truand stays where it is.",
                                "No path of {n} squares is open: the truand stays where it is."), "path",
                 {"truand": 0, "n": 4}, None, NARRATOR.voice(("Alice", "Bruno")))
    assert stay.text == "No path of 4 squares is open: the truand stays where it is."
    with language("fr"):
        told = stay.text
    assert "nulle part" not in told and "4 cases" in told


def test_the_cards_print_their_rule_in_english_in_english_and_the_squares_their_number():
    """The hand under the map prints each card's rule in the language in force, and its place's price; every
    square of the map shows its number."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale", "aumone"]})
    scene = gangs.GAMES["ribauds"].scene(m.state, 0)
    texts = [s.text for s in scene.shapes() if isinstance(s, Text)]
    assert "Receive 2 écus." in texts and "place 1 · free" in texts and "place 2 · 1 écu" in texts
    assert {str(square.id) for square in m.state.layout.squares if square.walkable} <= set(texts)
    with language("fr"):
        french = [s.text for s in gangs.GAMES["ribauds"].scene(m.state, 0).shapes() if isinstance(s, Text)]
    assert "Recevez 2 écus." in french


def test_an_old_record_loads_lenient_and_is_refused_clearly_as_printed():
    """An old record (the old reading: up to three cards a turn, no hand to order) loads with the reading
    ``lenient`` (house rule ``lenient``); read as printed it raises RecordError naming the step and the rule."""
    from gangs.kernel import Record, RecordError, replay

    steps = ["draw cavale", "draw roi", "draw aumone", "draw planque", "draw sergent", "draw echange", "place 1",
             "place 48"]
    record = Record(game="ribauds", players=["A", "B"], options={"layout": "carre"}, seed=7, steps=steps)
    assert replay(gangs.GAMES["ribauds"], record).state.options["reading"] == "lenient"
    printed = Record(game="ribauds", players=["A", "B"], options={"layout": "carre", "reading": "printed"}, seed=7,
                     steps=steps)
    with pytest.raises(RecordError) as error:
        replay(gangs.GAMES["ribauds"], printed)
    assert "place 48" in str(error.value) and "hand" in str(error.value)


def test_the_reserve_still_counts_after_a_placement_turn():
    """place: a placing turn puts a truand on the edge and ends with the hand (no card)."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone", "cavale"]})
    m.play("place 0")
    assert where(m, "A2", "A3") == [0, RESERVE] and m.state.pending == Finish(0) and not legal_of(m, "card")
    assert loot_of(m, "A") == (0, 0, 0)
