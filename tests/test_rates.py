"""Win rates and their intervals (gangs.analysis.rates), on rows built by hand and on simulate's rows."""

from __future__ import annotations

import pandas as pd
import pytest

from gangs.analysis import simulate, wilson, win_rates


def test_the_wilson_interval_holds_the_rate_and_narrows_with_more_games():
    low, high = wilson(7, 10)
    assert 0.39 < low < 0.40 and 0.89 < high < 0.90            # the textbook figures for 7 of 10
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    wide, narrow = wilson(50, 100), wilson(500, 1000)
    assert wide[0] < narrow[0] < 0.5 < narrow[1] < wide[1]
    assert wilson(0, 0) == (0.0, 1.0)


def rows():
    """Four games of two seats: A won two, B one, and one win was shared."""
    return pd.DataFrame({"agent A": ["greedy", "random", "greedy", "random"],
                         "agent B": ["random", "greedy", "random", "greedy"],
                         "won A": [1.0, 0.0, 1.0, 0.5], "won B": [0.0, 1.0, 0.0, 0.5]})


def test_win_rates_by_seat_count_shared_wins_as_halves():
    table = win_rates(rows())
    assert table.loc["A", "games"] == 4 and table.loc["A", "wins"] == 2.5 and table.loc["A", "win rate"] == 0.625
    assert table.loc["B", "wins"] == 1.5
    assert (table["low"] <= table["win rate"]).all() and (table["win rate"] <= table["high"]).all()


def test_win_rates_by_agent_gather_the_seats_each_agent_held():
    table = win_rates(rows(), by="agent")
    assert table.loc["greedy", "games"] == 4 and table.loc["greedy", "wins"] == 3.5
    assert table.loc["random", "wins"] == 0.5
    assert table.index.name == "agent"


def test_win_rates_refuse_what_they_cannot_read():
    with pytest.raises(ValueError, match="'seat' or 'agent'"):
        win_rates(rows(), by="colour")
    with pytest.raises(ValueError, match="won <player>"):
        win_rates(pd.DataFrame({"winners": ["A"]}))


def test_win_rates_of_simulated_games_add_up_to_the_games():
    games = simulate("street", 6, players=3, seed=11, progress=False)
    table = win_rates(games)
    assert table["wins"].sum() == pytest.approx(sum(1 for w in games["winners"] if w))


@pytest.mark.parametrize("games", [1, 6, 7, 40, 1000])
def test_the_wilson_interval_holds_the_rate_even_at_0_and_1(games):
    """Rounding gave 6 wins of 6 an upper bound of 1 - 1e-16, below the rate: a plot's error bar went negative."""
    for wins in (0, games):
        low, high = wilson(wins, games)
        assert 0 <= low <= wins / games <= high <= 1
