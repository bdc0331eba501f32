"""Each game's own columns in gangs.analysis.simulate's rows (State.summary_row), on built positions, and the
columns every row has (a share of the win per seat)."""

from __future__ import annotations

import pytest

import gangs
from gangs.analysis.simulate import make_agent, seat_rng, simulate
from gangs.chicago import FIGURES, HQ
from gangs.ribauds.pieces import COLOURS, LOST, RESERVE, TRUANDS


def test_la_street_counts_each_players_properties_and_kept_cards():
    state = gangs.new("street", players=3, seed=0).state.clone()
    state.house_owner[2] = state.house_owner[5] = 1
    state.terrain_owner = 1
    state.house_owner[3] = 2
    state.hands[0] = ["avocat"]
    row = state.summary_row()
    assert [row[f"properties Player {p}"] for p in (1, 2, 3)] == [0, 3, 1]
    assert [row[f"cards Player {p}"] for p in (1, 2, 3)] == [1, 0, 0]


def test_chicago_counts_tour_henchmen_losses_recruits_and_hostages_by_colour():
    state = gangs.new("chicago", players=2, seed=0).state.clone()
    first, second = state.colours
    door = state.doors[0]
    state.at[0] = (door + 4) % state.board.squares               # the first parrain 5 squares on his tour
    state.at[1] = state.at[2] = -2                                  # two henchmen liquidated
    state.losses[0], state.recruits[0] = 2, 1
    state.at[FIGURES + 1] = state.at[3]                             # a henchman of the second gang ...
    state.held_by[FIGURES + 1] = 3                                  # ... held by the first gang's third henchman
    row = state.summary_row()
    assert row[f"tour {first}"] == 5 and row[f"tour {second}"] == 0 and state.at[FIGURES] == HQ
    assert row[f"henchmen {first}"] == 6 and row[f"henchmen {second}"] == 8
    assert (row[f"losses {first}"], row[f"recruits {first}"]) == (2, 1)
    assert row[f"hostages held {first}"] == 1 and row[f"hostages held {second}"] == 0


def test_les_ribauds_counts_loot_ecus_losses_eliminations_and_purses_left():
    state = gangs.new("ribauds", players=2, seed=0).state.clone()
    state.loot[0:3] = [1, 0, 2]                                     # a grey purse and two brown ones
    state.ecus[0], state.ecus[1] = 0, 3
    state.truands[TRUANDS:2 * TRUANDS] = [LOST, RESERVE, RESERVE]
    state.out[1] = True
    row = state.summary_row()
    value = state.board.value
    assert row["loot Player 1"] == value["grey"] + 2 * value["brown"] and row["loot Player 2"] == 0
    assert (row["écus Player 1"], row["écus Player 2"]) == (0, 3)
    assert (row["truands lost Player 1"], row["truands lost Player 2"]) == (0, 1)
    assert (row["eliminated Player 1"], row["eliminated Player 2"]) == (False, True)
    squares = state.layout.squares
    for colour in COLOURS:
        assert row[f"purses left {colour}"] == sum(n for s, n in enumerate(state.purses) if squares[s].colour == colour)


@pytest.mark.parametrize("game", sorted(gangs.GAMES))
def test_every_row_shares_the_win_and_holds_the_games_columns(game):
    frame = simulate(game, 3, players=2, seed=5, progress=False)
    names = ["Player 1", "Player 2"]
    for _, row in frame.iterrows():
        winners = row["winners"].split(", ") if row["winners"] else []
        for name in names:
            assert row[f"won {name}"] == (1 / len(winners) if name in winners else 0.0)
    agents = [make_agent("random", seat_rng(5, seat)) for seat in range(2)]
    final = gangs.new(game, players=2, seed=5).run(agents=agents).state
    own = getattr(final, "summary_row", None)
    if own is not None:
        assert set(own()) <= set(frame.columns)
        assert frame.iloc[0][list(own())].tolist() == list(own().values())
