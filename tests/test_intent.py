"""What a click means (``State.intent``, gangs.kernel.intent): the legal actions that concern the clicked shape, or
the actions most likely meant there, which the game refuses with its own reason."""

from __future__ import annotations

from reference_game import match

from gangs.kernel import Action
from gangs.kernel.intent import is_piece, read_intent

KILLER = Action("move", "red.killer", "s12", targets=("s12",), piece="char-red.killer")
KILLER_FAR = Action("move", "red.killer", "s14", targets=("s14",), piece="char-red.killer")
VAMP = Action("move", "red.vamp", "s3", targets=("s3",), piece="char-red.vamp")
ROLL = Action("roll", targets=("dice",))
LEGAL = [KILLER, KILLER_FAR, VAMP, ROLL]


def test_a_click_on_a_place_of_legal_actions_means_them():
    assert read_intent(LEGAL, None, "s12") == [KILLER]
    assert read_intent(LEGAL, "char-red.killer", "s14") == [KILLER_FAR]
    assert read_intent(LEGAL, None, "dice") == [ROLL]


def test_a_click_where_no_legal_action_goes_means_the_picked_piece_taken_there_first():
    meant = read_intent(LEGAL, "char-red.vamp", "s40")
    assert meant[0] == Action("move", "red.vamp", "s40")
    assert Action("move", "red.killer", "s40") in meant and all(a not in LEGAL for a in meant)


def test_a_click_on_a_piece_that_cannot_move_means_its_moves():
    meant = read_intent(LEGAL, None, "char-green.vamp")
    assert Action("move", "green.vamp", "s3") in meant and all(a not in LEGAL for a in meant)
    assert is_piece(LEGAL, "char-green.vamp") and not is_piece(LEGAL, "s12") and not is_piece(LEGAL, None)


def test_a_click_on_nothing_the_game_knows_means_nothing():
    assert read_intent(LEGAL, None, "title") == []
    assert read_intent(LEGAL, None, None) == [] and read_intent(LEGAL, 3, "s12") == []
    assert read_intent([], None, "s12") == []


def test_a_state_says_what_a_click_means_and_why_it_plays_nothing():
    m = match(2, seed=0).force(6)
    m.play("roll")
    state = m.state
    assert [a.notation for a in state.intent(None, "sq-6")] == ["go"]
    assert [a.notation for a in state.intent(None, "sq-0")] == ["stop"]
    assert state.intent(None, "sq-9") == [] and state.intent(None, "die") == []
