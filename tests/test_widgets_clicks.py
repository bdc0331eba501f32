"""What a click that plays nothing says (``widgets.clicks``), read from the viewer's view (its refusal of what the
click meant: ``gangs.views.View.refusal``), his choices, the table's offer and the shape ids under the pointer: no
Table, no canvas. The Table's own answers are checked in
``tests/test_widgets_why.py`` and in a real browser in ``tests/test_browser_table.py``."""

from __future__ import annotations

import pytest

import gangs
from gangs.kernel import Action
from gangs.views import View

pytest.importorskip("ipywidgets")

from widgets.choices import offer  # noqa: E402
from widgets.clicks import kind, retarget, sentence, why_not  # noqa: E402


def test_a_shape_id_is_of_the_kind_of_its_first_word_numbers_blanked():
    assert kind("char-red.killer") == "char"
    assert kind("truand-0-1") == "truand"
    assert kind("s12") == kind("s40") == "s#"
    assert kind(None) == ""


@pytest.mark.parametrize(("action", "own", "other", "expected"), [
    (Action("move", "red.killer", "s24"), "s24", "s40", "move red.killer s40"),        # the id itself
    (Action("go", 24), "sq-24", "sq-40", "go 40"),                                      # one family: the number
    (Action("go", 24, 24), "sq-24", "sq-40", None),                                     # which 24: not said
    (Action("pick", "red.killer"), "char-red.killer", "char-blue.vamp", "pick blue.vamp"),  # a piece by its end
    (Action("roll"), "dice", "sq-3", None),                                             # no word to change
])
def test_an_action_is_retargeted_only_where_its_words_say_where_its_place_is(action, own, other, expected):
    found = retarget(action, own, other)
    assert (found.notation if found is not None else None) == expected


def test_a_click_on_a_square_where_nothing_can_be_done_says_whose_turn_it_is_and_what_is_awaited():
    """La Street at its first roll: a click on a square means no action; the answer names the player to move and
    his choices, the roll first."""
    match = gangs.new("street", players=2, seed=3)
    seen = View.of(match, match.to_move)
    legal = list(seen.actions)
    name = match.players[match.to_move]
    said = why_not(seen.refusal(None, ["sq-5"]), legal, offer(legal), ["sq-5"],
                   lambda wanted: f"{name} to move: {wanted}.")
    assert said.startswith("Nothing to do there.") and f"{name} to move: " in said


def test_a_click_that_meant_a_refused_action_tells_the_games_refusal_with_its_rule():
    """Vengeance à Chicago reads a figure taken to a square as a move by steps (``State.intent``): a click with
    the figure picked on a square it cannot reach is refused by the game, and the sentence names the rule."""
    match = gangs.new("chicago", players=2, seed=1)
    for _ in range(200):
        legal = match.legal_actions()
        shown = offer(legal)
        if match.to_move is not None and shown.pieces:
            break
        match.run(max_steps=1)
    piece = shown.pieces[0]
    picked = offer(legal, piece.id)
    targets = {t for a in picked.picked.actions for t in a.targets}
    squares = [s.id for s in gangs.GAMES["chicago"].scene(match.state).board
               if s.id and kind(s.id) == kind(next(iter(targets))) and s.id not in targets]
    seen = View.of(match, match.to_move)
    guesses = seen.meant(piece.id, squares[:1])
    assert guesses and all(g not in legal for g in guesses)
    refusal = seen.refusal(piece.id, squares[:1])
    said = why_not(refusal, legal, picked, squares[:1], lambda wanted: "")
    assert View.of(match, 1 - match.to_move).refusal(piece.id, squares[:1]) is None   # not his decision: silent
    assert said.startswith(f"{piece.name} cannot go there")
    assert refusal is not None and refusal.rule != "legal-actions"
    assert said == f"{piece.name} cannot go there: {sentence(refusal)}"
