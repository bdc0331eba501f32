"""Two faults a newcomer met in the app (a fresh clone, a real browser at 1024 px), checked without a browser.

- Every row of controls has a layout of its own: hiding the "Load the dice" row (a game with secrets, seen by a
  player) once hid Step, End turn, Auto-play, Undo, the replay slider, Branch, the viewpoint and the seats with it,
  as they shared one ``Layout``, and a game against the computer could not go on.
- A message is said to the eyes it was said to: at a hot seat, « Played End your turn, hand kept: Cavale, … »
  stayed under the board for the next player, naming the hand (and its order) of the one before.
"""

from __future__ import annotations

from collections import Counter

import pytest

import gangs

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from widgets import Lobby, Table  # noqa: E402


def layouts(widget) -> list:
    """The layout of every widget in the tree under ``widget``."""
    found = [widget.layout] if getattr(widget, "layout", None) is not None else []
    for child in getattr(widget, "children", ()):
        found += layouts(child)
    return found


@pytest.mark.parametrize("game", sorted(gangs.GAMES))
def test_no_two_widgets_of_a_table_share_a_layout_and_the_controls_stay_shown(game):
    """In the app's table (one human seat, a fair table), no layout is shared; the Step row, the replay row and
    the viewpoint row are shown while the dice row is hidden from a player's eyes in a game with secrets."""
    lobby = Lobby(game=game, players=2, humans=1, seed=3)
    table = lobby.table
    shared = [layout for layout, count in Counter(map(id, layouts(table))).items() if count > 1]
    assert shared == []
    rows = [row for row in table.children if isinstance(row, type(table.dice_row)) and row is not table.dice_row]
    for widget in (table.step_button, table.replay, table.viewpoint_picker):
        row = next(r for r in rows if widget in r.children)
        assert row.layout.display != "none"
    hidden = table.dice_row.layout.display == "none"
    assert hidden == (table.viewer is not None and game in ("ribauds", "street"))
    table.step()                                    # a computer seat's turn goes on
    assert table.step_button.layout.display != "none"


def test_at_a_hot_seat_the_next_player_does_not_read_the_message_of_the_one_before():
    """Les Ribauds, two human seats at one screen (the viewpoint follows the player to move): once Alice ends her
    turn with her hand's order, the message naming her cards is gone when the board shows Bruno's eyes."""
    match = gangs.new("ribauds", players=["Alice", "Bruno"], seed=2)
    table = Table(match, seats=["human", "human"])
    for _ in range(400):
        if match.to_move == 0 and any(a.kind == "end" for a in match.legal_actions()):
            break
        table.play(match.legal_actions()[0].notation) if match.to_move is not None else table.step()
    else:
        pytest.fail("Alice never ended a turn")
    cards = [match.state.board.card_names[key] for key in match.state.hands[0]]
    assert cards
    ending = next(a for a in match.legal_actions() if a.kind == "end")
    assert table.play(ending)
    assert table.viewer != 0
    shown = " ".join(widget.value for widget in table._messages().values()) + table.hover_info.value
    assert not any(card in shown for card in cards)


def test_a_message_stays_for_the_eyes_it_was_said_to():
    """Seen by one player all along, the message of his move stays after it."""
    match = gangs.new("street", players=2, seed=1)
    table = Table(match, seats=["human", "random"])
    while match.to_move != 0:
        table.step()
    assert table.play(match.legal_actions()[0])
    assert table.viewer == 0 and "Played" in table.message.value
