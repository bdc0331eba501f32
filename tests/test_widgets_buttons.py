"""The Table's Undo and Redo buttons are enabled exactly when there is a decision to take back or one to make
again (``Match.decisions``, ``Match.can_redo``), read from the widgets themselves after each click."""

import pytest

import gangs

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from widgets import Table  # noqa: E402


def enabled(table: Table) -> tuple[bool, bool]:
    """Whether Undo and Redo can be clicked now."""
    return not table.undo_button.disabled, not table.redo_button.disabled


@pytest.mark.parametrize("game", ["street", "supergang"])
def test_undo_and_redo_are_enabled_only_when_there_is_a_decision_to_take_back_or_to_make_again(game):
    match = gangs.new(game, players=["Alice", "Bruno"], seed=4)
    table = Table(match)
    assert enabled(table) == (False, False)               # the start: nothing made, nothing undone
    table.step_button.click()
    assert match.decisions == 1 and enabled(table) == (True, False)
    table.step_button.click()
    table.undo_button.click()
    assert (match.decisions, match.can_redo) == (1, 1) and enabled(table) == (True, True)
    table.undo_button.click()
    assert (match.decisions, match.can_redo) == (0, 2) and enabled(table) == (False, True)
    table.redo_button.click()
    assert (match.decisions, match.can_redo) == (1, 1) and enabled(table) == (True, True)
    table.redo_button.click()
    assert (match.decisions, match.can_redo) == (2, 0) and enabled(table) == (True, False)
    table.undo_button.click()
    table.step_button.click()                              # a new decision forgets the undone one
    assert (match.decisions, match.can_redo) == (2, 0) and enabled(table) == (True, False)


def test_the_buttons_follow_a_match_changed_outside_the_table_once_it_is_refreshed():
    match = gangs.new("street", players=["Alice", "Bruno"], seed=4)
    table = Table(match)
    match.run(max_steps=3)
    match.undo(3)
    table.refresh()
    assert enabled(table) == (False, True)
    match.redo(3)
    table.refresh()
    assert enabled(table) == (True, False)
