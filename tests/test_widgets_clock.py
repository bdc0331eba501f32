"""The turn clock (``widgets.clock``, issue 26 point 17): it counts a human seat's time only while the game names
that seat's clock (``State.clock_seat``), starts a full quota each new turn, and the Table plays ``TIMEOUT`` once
the time is spent; a computer seat and a game with no quota get no clock."""

from __future__ import annotations

import html
from types import SimpleNamespace

import pytest

import gangs
from gangs.kernel import TIMEOUT
from widgets.clock import TurnClock
from widgets.table import Table


class Now:
    """A clock a test moves by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def fake(seat, turn=1, quota=60, over=False):
    """A match as the clock reads it: its options, round, clock seat and players."""
    return SimpleNamespace(options={"time_quota": quota}, is_over=over, players=["Ann", "Bob"],
                           state=SimpleNamespace(clock_seat=seat, turn=turn))


def test_the_clock_counts_only_while_its_seat_decides_and_restarts_each_turn():
    now = Now()
    clock = TurnClock(now)
    match = fake(0)
    clock.follow(match, lambda seat: True)
    assert clock.running and clock.left == 60
    now.t += 20
    clock.show(match)
    assert clock.left == 40 and "Ann: 0:40 left" in clock.widget.value
    match.state.clock_seat = None                       # another seat answers: the clock waits
    clock.follow(match, lambda seat: True)
    now.t += 500
    assert not clock.running and clock.left is None and clock.widget.layout.display == "none"
    match.state.clock_seat = 0                          # back to Ann, the same turn: her 40 seconds are left
    clock.follow(match, lambda seat: True)
    assert clock.left == 40
    now.t += 40
    assert clock.spent
    clock.follow(fake(1, turn=1), lambda seat: True)   # Bob's turn: a full quota
    assert clock.left == 60 and not clock.spent and clock.seat == 1


def test_no_clock_for_a_computer_seat_a_game_without_quota_or_a_game_over():
    clock = TurnClock(Now())
    clock.follow(fake(0), lambda seat: False)
    assert not clock.running
    clock.follow(fake(0, quota=None), lambda seat: True)
    assert not clock.running and clock.quota is None
    clock.follow(fake(0, over=True), lambda seat: True)
    assert not clock.running


def test_a_table_plays_timeout_for_a_human_seat_whose_time_is_spent(monkeypatch):
    now = Now()
    monkeypatch.setattr("gangs.kernel.clock.time", SimpleNamespace(monotonic=now))
    match = gangs.new("supergang", players=["Ann", "Bob"], seed=3, time_quota=60)
    table = Table(match, seats=["human", "random"])
    assert match.state.clock_seat == 0 and table.clock.running
    now.t += 59.5
    assert not table.tick_clock() and "0:01" in table.clock.widget.value
    decisions = match.decisions
    now.t += 1
    assert table.tick_clock()
    assert [step.notation for step in match.steps].count(TIMEOUT) == 1
    assert match.decisions > decisions
    assert any(event.kind == "timeout" for event in match.log)
    assert "Ann's time is up." in html.unescape(table.controls_message.value)


def test_a_table_of_a_game_with_no_quota_shows_no_clock():
    table = Table(gangs.new("supergang", players=2, seed=3), seats=["human", "random"])
    assert not table.clock.running and table.clock.widget.layout.display == "none"
    assert not table.tick_clock()


@pytest.mark.parametrize("key", [k for k in gangs.GAMES if k != "supergang"])
def test_games_without_a_clock_name_no_clock_seat(key):
    assert gangs.new(key, players=2, seed=1).state.clock_seat is None
