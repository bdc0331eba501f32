"""La Street: does being punished ever pay? Win rates of a player sent to Prison or not, owner of a property or not.

    .venv/bin/python benchmarks/street_prison.py [--games 800] [--squares 10 30] [--agent greedy|random]

Issue 26 (point 13) found that the owner of the Penthouse (Maison 6, square 53) sent to Prison won 93.6 % of 800
two-player games, against 66–67 % for the same player left on square 10 or 30: his way out of Prison (« il place
son pion sur sa Maison, puis avance du nombre indiqué par le dé ») put him two squares from the finish, so that
denouncing his heist made him win. House rule ``exit-never-ahead`` now keeps every way out of Prison at or behind
the square of the arrest. This benchmark shows it, cell by cell.

Method. Each cell is ``--games`` two-player games, normal mode, default options. The measured player sits in seat
``k % 2`` of game ``k`` (so the first seat's advantage cancels out) and moves first, on square S (10 or 30) with
0 €, owning nothing, the Penthouse (square 53), the Studio (square 48) or the Terrain (squares 14, 25, 29); the other
player stands on Parking — Départ with 0 €. Three ways to start:

- ``free``: he is on square S, to roll;
- ``Prison``: he was sent to Prison from square S by the rules (``send_to_place``, as a Descente de police, a
  Perquisition or a Balance would), and rolls for a 2, 4 or 6;
- ``Prison, old rule``: the same, with no square of arrest kept, so that he leaves from his property wherever it
  is (the rule before issue 26).

Both players are ``--agent`` players seeded by the game. Columns: the measured player's win rate (a shared win
counts half) and its 95 % Wilson interval (``gangs.analysis.wilson``).
"""

from __future__ import annotations

import argparse

import gangs
from gangs.agents import GreedyAgent, RandomAgent
from gangs.analysis import wilson

OWNERS = {"nothing": {}, "Penthouse (53)": {"houses": (6,)}, "Studio (48)": {"houses": (1,)},
          "Terrain": {"terrain": True}}
"""What the measured player owns, by row."""
STARTS = ("free", "Prison", "Prison, old rule")
"""How he starts, by column group."""


def play(owner: str, square: int, start: str, seed: int, agent: str) -> float:
    """Game ``seed``: the measured player's share of the win."""
    me = seed % 2
    match = gangs.new("street", players=2, seed=seed)
    state = match.state
    owns = OWNERS[owner]
    for house in owns.get("houses", ()):
        state.house_owner[house] = me
    if owns.get("terrain"):
        state.terrain_owner = me
    state.pos[me], state.current = square, me
    if start != "free":
        state.send_to_place(me, "prison", [], "square-prison")
        if start == "Prison, old rule":
            state.arrested[me] = -1
    make = GreedyAgent if agent == "greedy" else RandomAgent
    match.run(agents=[make(seed * 31 + seat) for seat in range(2)])
    return 1 / len(match.winners) if me in match.winners else 0.0


def rate(owner: str, square: int, start: str, games: int, agent: str) -> tuple[float, float, float]:
    """The win rate over ``games`` games and its 95 % interval."""
    wins = sum(play(owner, square, start, seed, agent) for seed in range(games))
    low, high = wilson(wins, games)
    return wins / games, low, high


def main() -> None:
    """Print the table, one row per owner, a column per square and start."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--squares", type=int, nargs="+", default=[10, 30])
    parser.add_argument("--agent", choices=("greedy", "random"), default="greedy")
    args = parser.parse_args()
    columns = [(square, start) for square in args.squares for start in STARTS]
    print(f"La Street, 2 players, {args.games} games a cell, {args.agent} players, the measured player's win rate")
    print("| owns | " + " | ".join(f"square {square}, {start}" for square, start in columns) + " |")
    print("|---|" + "---:|" * len(columns))
    for owner in OWNERS:
        cells = []
        for square, start in columns:
            value, low, high = rate(owner, square, start, args.games, args.agent)
            cells.append(f"{value:.1%} ({low:.0%}–{high:.0%})")
        print(f"| {owner} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
