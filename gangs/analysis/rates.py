"""Win rates with their uncertainty: how often a seat or an agent won in ``simulate``'s rows, and the 95 %
interval that the number of games allows.

>>> from gangs.analysis import simulate, win_rates
>>> games = simulate("street", 20, players=2, agents="greedy,random", seed=3, progress=False)
>>> table = win_rates(games, by="agent")
>>> list(table.columns)
['games', 'wins', 'win rate', 'low', 'high']
>>> bool(table.loc["greedy", "low"] <= table.loc["greedy", "win rate"] <= table.loc["greedy", "high"])
True
"""

from __future__ import annotations

import math

from ..kernel.lang import translator

_ = translator("kernel")


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % with the default ``z``): ``wins`` out of ``games`` (a
    shared win may count a fraction). Unlike "rate ± 2 standard errors", it stays within 0 and 1 and is right
    for few games and for rates near 0 or 1. No games: (0, 1), nothing is known."""
    if games <= 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(max(rate * (1 - rate), 0.0) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    # the interval holds the rate itself, which rounding alone could leave out at 0 or 1 (6 wins of 6: 1 - 1e-16)
    return max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half))


def win_rates(frame, by: str = "seat"):
    """How often each seat (``by="seat"``) or each agent (``by="agent"``) won in ``frame``, one of
    ``simulate``'s DataFrames (or several concatenated): a DataFrame indexed by player name or agent, with
    ``games`` (played by that seat or agent), ``wins`` (the sum of its shares: a win shared by two counts a
    half), ``win rate`` and its 95 % Wilson interval ``low`` to ``high``. By agent, an agent that held two
    seats of one game counts two games."""
    import pandas

    if by not in ("seat", "agent"):
        raise ValueError(_("by is 'seat' or 'agent', not {by}").format(by=repr(by)))
    names = [column[len("won "):] for column in frame.columns if column.startswith("won ")]
    if not names:
        raise ValueError(_("these rows have no 'won <player>' columns: pass rows of gangs.analysis.simulate"))
    tally: dict[str, list[float]] = {}
    for name in names:
        if by == "seat":
            tally[name] = [len(frame), float(frame[f"won {name}"].sum())]
            continue
        for agent, won in frame.groupby(f"agent {name}")[f"won {name}"]:
            games, wins = tally.setdefault(agent, [0, 0.0])
            tally[agent] = [games + len(won), wins + float(won.sum())]
    rows = {}
    for key, (games, wins) in tally.items():
        low, high = wilson(wins, games)
        rows[key] = {"games": games, "wins": wins, "win rate": wins / games if games else 0.0, "low": low,
                     "high": high}
    table = pandas.DataFrame.from_dict(rows, orient="index")
    table.index.name = "player" if by == "seat" else "agent"
    return table
