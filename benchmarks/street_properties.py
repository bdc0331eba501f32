"""La Street: is any property a trap? The win rate of each property's owner over seeded random games.

Method. ``--games`` games (400 by default) of La Street on the standard board, normal mode, default
options, with 2, 3 and 4 players in turn (game ``i`` has ``2 + i % 3`` players and seed
``--seed + i``), every seat played by the kernel's ``RandomAgent`` (the default of ``Match.run``).
For each property (Maisons 1 to 6, the Terrain) two counts are kept:

- **owner at the end**: the player holding the property card when the game ends; did he win?
- **ever owned**: every player who held the card at some moment (bought on its square, from afar,
  or bought back), from the game's events; did he win?

A player wins when he is among ``m.winners`` (the boss, or the richest of a stopped game). The
baseline is the win rate of the players who owned nothing at the end. Because the tables mix 2, 3
and 4 players, each row also gives its *fair share*: the mean of ``1 / players`` over the same
player-games, what a property that neither helps nor hurts would win. A property is a trap when its
owners win less than the baseline and less than their fair share.

Who owns a property at the end is not chosen at random (on the old board, the Maisons of the first
squares were bought mostly by players who had been sent back to Parking: only they came past them
with 50 000 €). ``--controlled N`` adds a second table that removes that bias: for each property, N
seeded games in which one seat (it turns with the seed) starts owning it, against the same seeds in
which that seat starts with its price in cash instead (50 000 € for a Maison, the price on its
square; 120 000 € for the Terrain): does buying it pay?

    .venv/bin/python benchmarks/street_properties.py --games 400
"""

from __future__ import annotations

import argparse
import time

import gangs

PROPERTIES = [f"house {h}" for h in range(1, 7)] + ["terrain"]


def play(seed: int, players: int) -> tuple[list[int], dict[str, int | None], dict[str, set[int]], bool]:
    """One random game: its winners, each property's owner at the end, every player who ever owned it,
    and whether it ended at the finish (a boss) rather than by agreement or a round limit."""
    m = gangs.new("street", players=players, seed=seed).run()
    ever: dict[str, set[int]] = {name: set() for name in PROPERTIES}
    for event in m.log:
        if event.kind == "buy" and event.data.get("property") in ever:
            ever[event.data["property"]].add(event.player)
        elif event.rule == "terrain-buyback":
            ever["terrain"].add(event.player)
    owners = {name: m.state.owner(name) for name in PROPERTIES}
    return m.winners, owners, ever, m.state.boss is not None


def table(games: int, first_seed: int) -> list[tuple[str, int, float, float, int, float]]:
    """Rows: property, owner-games at the end, their win rate, their fair share, ever-owner-games, their
    win rate; then the baseline row (players owning nothing)."""
    stats = {name: [0, 0, 0.0, 0, 0] for name in PROPERTIES + ["nothing"]}
    finished = 0
    for i in range(games):
        players = 2 + i % 3
        winners, owners, ever, boss = play(first_seed + i, players)
        finished += boss
        owning = {owner for owner in owners.values() if owner is not None}
        for name in PROPERTIES:
            owner = owners[name]
            if owner is not None:
                row = stats[name]
                row[0] += 1
                row[1] += owner in winners
                row[2] += 1 / players
            for player in ever[name]:
                stats[name][3] += 1
                stats[name][4] += player in winners
        for player in range(players):
            if player not in owning:
                row = stats["nothing"]
                row[0] += 1
                row[1] += player in winners
                row[2] += 1 / players
    rows = []
    for name, (owned, won, fair, ever_owned, ever_won) in stats.items():
        rows.append((name, owned, won / owned if owned else float("nan"), fair / owned if owned else float("nan"),
                     ever_owned, ever_won / ever_owned if ever_owned else float("nan")))
    print(f"{finished} of {games} games reached the finish (the others were stopped by agreement).")
    return rows


PRICES = {**{f"house {h}": "house_on_square" for h in range(1, 7)}, "terrain": "terrain"}


def controlled(games: int, first_seed: int) -> list[tuple[str, float, float, float]]:
    """Rows: property, the win rate of a seat that starts owning it, of the same seat starting with its
    price in cash (same seeds), and the fair share."""
    prices = gangs.GAMES["street"].board.prices
    rows = []
    for name in PROPERTIES:
        wins = {True: 0, False: 0}
        fair = 0.0
        for i in range(games):
            players, seed = 2 + i % 3, first_seed + i
            seat = (i // 3) % players
            fair += 1 / players
            for owns in (True, False):
                m = gangs.new("street", players=players, seed=seed)
                state = m.state                       # the position before anything is played
                if not owns:
                    state.money_[seat] = prices[PRICES[name]]
                elif name == "terrain":
                    state.terrain_owner = seat
                else:
                    state.house_owner[int(name.split()[1])] = seat
                wins[owns] += seat in m.run().winners
        rows.append((name, wins[True] / games, wins[False] / games, fair / games))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--controlled", type=int, default=0, metavar="N",
                        help="also N games per property: starting with it, or with its price in cash")
    args = parser.parse_args()
    board = gangs.GAMES["street"].board
    names = {f"house {h}": f"Maison {h} ({board.squares[sq].name}, square {sq})"
             for h, sq in board.house_squares.items()}
    names["terrain"] = f"Terrain (squares {', '.join(map(str, board.terrain_squares))})"
    names["nothing"] = "no property (baseline)"
    start = time.perf_counter()
    rows = table(args.games, args.seed)
    print(f"{args.games} random games, 2-4 players, seeds {args.seed}..{args.seed + args.games - 1}, "
          f"{time.perf_counter() - start:.1f} s\n")
    print(f"| {'property':<36} | owner at end | owner wins | fair share | ever owned | ever-owner wins |")
    print(f"|{'-' * 38}|-------------:|-----------:|-----------:|-----------:|----------------:|")
    for name, owned, rate, fair, ever_owned, ever_rate in rows:
        ever = f"{ever_rate:>14.1%}" if ever_owned else f"{'—':>14}"
        print(f"| {names[name]:<36} | {owned:>12} | {rate:>9.1%} | {fair:>9.1%} | {ever_owned:>10} | {ever} |")
    if args.controlled:
        print(f"\nControlled: {args.controlled} games per property, one seat starting with it or with its price\n")
        print(f"| {'property':<36} | starts owning it | starts with its price | fair share |")
        print(f"|{'-' * 38}|-----------------:|----------------------:|-----------:|")
        for name, owning, cash, fair in controlled(args.controlled, args.seed + 100_000):
            print(f"| {names[name]:<36} | {owning:>15.1%} | {cash:>20.1%} | {fair:>9.1%} |")


if __name__ == "__main__":
    main()
