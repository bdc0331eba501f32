"""Who sits at a table and through whose eyes it is seen (``widgets.seating``), without a widget: the default
viewpoint, the hot seat's following, a fair table's lock, and what the table says when it acts for nobody. The
Table's drop-downs are checked in ``tests/test_widgets_viewpoint.py`` and ``tests/test_widgets_seat_secrets.py``."""

from __future__ import annotations

import pytest

import gangs
from gangs.kernel import SPECTATOR

pytest.importorskip("ipywidgets")

from widgets.seating import BY_SEATS, FOLLOW, HUMAN, RANDOM, Seating, default_viewpoint, keeps_secrets  # noqa: E402


@pytest.mark.parametrize(("viewer", "seats", "expected"), [
    (BY_SEATS, None, None), (BY_SEATS, [RANDOM, RANDOM], None), (BY_SEATS, [RANDOM, HUMAN], 1),
    (BY_SEATS, [HUMAN, HUMAN], FOLLOW), (SPECTATOR, [HUMAN, HUMAN], SPECTATOR), (0, None, 0)])
def test_the_default_viewpoint_follows_the_seats_given(viewer, seats, expected):
    assert default_viewpoint(viewer, seats) == expected


def test_following_the_player_to_move_shows_the_human_to_move_and_the_spectator_while_a_computer_plays():
    match = gangs.new("ribauds", players=2, seed=1)
    seating = Seating(match, [HUMAN, RANDOM], FOLLOW, fair=False, agents={})
    while match.to_move != 0:
        match.run(max_steps=1)
    assert seating.viewer == 0 and not seating.computer_to_move()
    while match.to_move != 1:
        match.run(max_steps=1)
    assert seating.viewer == SPECTATOR and seating.computer_to_move()


def test_a_fair_table_of_a_game_with_secrets_keeps_each_humans_eyes_and_seats_until_the_end():
    match = gangs.new("ribauds", players=2, seed=1)
    assert keeps_secrets(match)
    seating = Seating(match, [HUMAN, RANDOM], None, fair=True, agents={})
    assert seating.locked and seating.viewpoint == 0          # chosen: everyone; in force: the human's own
    with pytest.raises(ValueError, match="fair table"):
        seating.choose(None)
    assert not seating.may_change(RANDOM, HUMAN) and not seating.may_change(HUMAN, RANDOM)
    assert seating.may_change(RANDOM, "greedy")
    match.run()
    assert not seating.locked and seating.may_change(RANDOM, HUMAN)
    seating.choose(None)
    assert seating.viewpoint is None


def test_a_game_without_secrets_is_never_locked():
    match = gangs.new("chicago", players=2, seed=1)
    seating = Seating(match, [HUMAN, RANDOM], None, fair=True, agents={})
    assert not keeps_secrets(match) and not seating.locked and seating.viewpoint is None


@pytest.mark.parametrize("value", [True, 2, -2, "0", 1.0, "everyone"])
def test_a_viewpoint_that_is_no_seat_is_refused_and_changes_nothing(value):
    seating = Seating(gangs.new("street", players=2, seed=1), [HUMAN, HUMAN], FOLLOW, fair=False, agents={})
    with pytest.raises(ValueError, match="viewer"):
        seating.choose(value)
    assert seating.chosen == FOLLOW


def test_seats_of_unknown_kinds_or_number_are_refused():
    match = gangs.new("street", players=2, seed=1)
    with pytest.raises(ValueError, match="seats"):
        Seating(match, [HUMAN], None, fair=False, agents={})
    with pytest.raises(ValueError, match="seats"):
        Seating(match, [HUMAN, "wizard"], None, fair=False, agents={})


def test_through_another_players_eyes_the_table_says_whose_turn_it_is_and_acts_for_nobody():
    match = gangs.new("street", players=2, seed=1)
    seating = Seating(match, [HUMAN, HUMAN], 1 - match.to_move, fair=False, agents={})
    said = seating.looking_elsewhere(lambda p: match.players[p])
    assert match.players[match.to_move] in said and match.players[1 - match.to_move] in said
    seating.choose(match.to_move)
    assert seating.looking_elsewhere(lambda p: match.players[p]) == ""
    seating.choose(SPECTATOR)
    assert "spectator" in seating.looking_elsewhere(lambda p: match.players[p])
