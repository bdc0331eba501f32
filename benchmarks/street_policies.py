"""La Street: how often can any player beat the random player? Fixed policies, greedy and random, duel by duel.

    .venv/bin/python benchmarks/street_policies.py [--games 4000] [--duels best:random best:greedy ...]

Issue 14 asks MCTS for 90 % wins against the random player in every game. In La Street the dice decide most
of a game: a player chooses only whether to attempt a heist, to denounce one, to buy, to pay the Terrain tax,
to play an Avocat or to stop the game, a few times a game. This benchmark plays the simple fixed policies
below against the kernel's ``RandomAgent`` (and BEST against ``GreedyAgent``) to show how high the ceiling is:

- ``random``: the kernel's random player (the baseline: it wins half its games against itself);
- ``no-gift``: the same random player, who never gives money away;
- ``first``: always the first option the game lists (``roll``, ``end``, ``heist``...), never a gift;
- ``best``: the best fixed policy the study found (``Best``: never gives, always attempts a heist, always
  denounces one, pays the Terrain tax, buys a Maison on its square, never buys from afar or at Chez Momo,
  always plays an Avocat, frees nobody, proposes or accepts to stop only when it is the richest);
- ``greedy``: ``gangs.agents.GreedyAgent`` (one decision ahead, chance averaged).

Method. Each duel is ``--games`` two-player games, normal mode, default options, the game of seed ``k``
played by ``gangs.new("street", players=2, seed=k).run(agents=...)``: the measured player sits in seat
``k % 2`` (so the first player's advantage cancels out), seeded by ``k``, its opponent by ``k + 10 000``.
A game won by both counts half; a game still running after ``MAX_DECISIONS`` decisions counts half too.

Columns: ``duel`` (the measured player v its opponent), ``games``, ``wins`` (the measured player's, a
shared win counting half), ``rate`` (wins / games) with its 95 % Wilson interval
(``gangs.analysis.wilson``), ``unfinished`` (games stopped at ``MAX_DECISIONS``), ``s/game``.

Why 90 % is out of reach: the table this benchmark prints. The simple policies, BEST and the greedy player all
win about seven games in ten against random, and BEST and greedy are even against each other; what they gain
over random is mostly random's own mistakes (its gifts, its coin-flip heists). A one-step rollout improvement of
BEST that knows its opponent exactly (too slow to include: about a second a game) did only a couple of points
better in the study made with this benchmark (issue 14's closing note of 2026-12-01). No player, MCTS
included, can be expected far above 75 %.
"""

from __future__ import annotations

import argparse
import time

import gangs
from gangs.agents import GreedyAgent, RandomAgent
from gangs.analysis import wilson
from gangs.kernel import Action, State

MAX_DECISIONS = 20_000
"""A game still running after this many decisions is stopped and counts half (a random player's game ends
in about 150)."""


def is_richest(state: State, player: int) -> bool:
    """Whether ``player`` has more money than every other player: « le joueur qui possède le plus d'argent
    gagne la partie arrêtée »."""
    return all(state.money(player) > state.money(other) for other in range(state.players) if other != player)


class NoGiftRandom:
    """The kernel's random player (``RandomAgent``: a kind of action at random, then one of that kind), gifts
    of money aside."""

    def __init__(self, seed: int | None = None) -> None:
        self.random = RandomAgent(seed)

    def choose(self, state: State, legal: list[Action]) -> Action:
        """A legal action at random, never a gift."""
        return self.random.choose(state, state.considered(legal))


class FirstListed:
    """Always the first option the game lists, gifts aside: ``roll`` before anything else at the start of a
    turn, ``end`` after it, ``heist``, ``buy``, ``pay``, ``agree``... (``seed`` is taken for a uniform
    signature; the policy draws nothing)."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, state: State, legal: list[Action]) -> Action:
        """The first legal action that is not a gift."""
        return state.considered(legal)[0]


class Best:
    """The best fixed policy the study found against the random player. Decision by decision (``state.phase``):

    - ``heist``: attempt it. « Quand un joueur tombe sur une case Sac d'argent, il peut décider de faire un
      braquage. [...] S'il fait 2, 4 ou 6, le braquage réussit : il gagne 50 000 € »; a failure only costs
      a turn (house rule ``heist-failure``).
    - ``balance``: denounce. « Si un joueur possède ou active une Balance au bon moment, il peut dénoncer le
      braquage. Dans ce cas, [...] le joueur qui tentait le braquage va directement en Prison. »
    - ``terrain``: pay the tax, rather than « Si le joueur ne veut pas payer [...] il retourne directement
      sur la case Parking — Départ » or buying it back.
    - ``buy_house``: buy: « si un joueur tombe directement sur la case Maison, il peut l'acheter pour
      50 000 € », and « Si le joueur possède une Maison, il ne repart pas du Parking — Départ quand il sort
      de prison. »
    - ``momo``: pass (a Karma card bought « à la boutique Chez Momo » is as often bad as good).
    - ``evasion``: free nobody (house rule ``square-evasion``: freeing the other player only helps him).
    - ``exit``: leave Prison from the exit furthest along the street (« il place son pion sur sa Maison,
      puis avance du nombre indiqué par le dé »; « il peut aussi sortir de prison depuis l'une de ses 3
      cases Terrain, au choix »), never buying from afar.
    - ``agree``: accept to stop only when the richest: « le joueur qui possède le plus d'argent gagne la
      partie arrêtée ».
    - ``turn``: propose to stop when the richest (« les joueurs peuvent décider ensemble d'arrêter la
      partie »), else play an Avocat when held (house rule ``lawyer``), else roll: never buy the Terrain
      (« à n'importe quel moment de son tour ») nor a Maison from afar (« pour 200 000 € »), never give.
    - with every decision, its standing options (a gift, the Terrain or a Maison from afar): never.

    Where it prefers nothing (whom to target when there are several players) it asks a ``RandomAgent``
    seeded with ``seed``.
    """

    ANSWER = {"heist": "heist", "balance": "denounce", "terrain": "pay", "buy_house": "buy", "momo": "pass",
              "evasion": "pass"}
    """The kind of action played in the phases where the answer is always the same."""

    def __init__(self, seed: int | None = None) -> None:
        self.random = RandomAgent(seed)

    def choose(self, state: State, legal: list[Action]) -> Action:
        """BEST's action among ``legal``."""
        options = [action for action in state.considered(legal) if not state.is_trade(action)] or legal
        if len(options) == 1:
            return options[0]
        return self.preferred(state, options) or self.random.choose(state, options)

    def preferred(self, state: State, options: list[Action]) -> Action | None:
        """The action the policy prefers among ``options`` (no gift among them), or None when it has no
        preference."""
        phase, me = state.phase, state.to_move
        kinds = {}
        for action in options:
            kinds.setdefault(action.kind, action)
        if phase in self.ANSWER:
            return kinds.get(self.ANSWER[phase])
        if phase == "agree":
            return kinds["agree"] if is_richest(state, me) else kinds["decline"]
        if phase == "exit":
            exits = [action for action in options if action.kind == "exit"]
            return max(exits, key=lambda action: action.args[0]) if exits else None
        if phase == "turn":
            if "stop" in kinds and is_richest(state, me):
                return kinds["stop"]
            return kinds.get("lawyer") or kinds.get("roll")
        return None


PLAYERS = {"random": RandomAgent, "no-gift": NoGiftRandom, "first": FirstListed, "best": Best,
           "greedy": GreedyAgent}
"""The players a duel may name, each built from a seed."""

DUELS = ["random:random", "no-gift:random", "first:random", "best:random", "greedy:random", "best:greedy"]
"""The duels played by default, as MEASURED:OPPONENT."""


def play(player: str, opponent: str, seed: int) -> tuple[float, bool]:
    """The game of ``seed``, ``player`` in seat ``seed % 2`` against ``opponent``: the measured player's share
    of the win (a shared win or an unfinished game counts half), and whether the game finished."""
    me = seed % 2
    mine, theirs = PLAYERS[player](seed), PLAYERS[opponent](seed + 10_000)
    seats = [mine, theirs] if me == 0 else [theirs, mine]
    match = gangs.new("street", players=2, seed=seed).run(agents=seats, max_steps=MAX_DECISIONS)
    if not match.is_over or not match.winners:
        return 0.5, match.is_over
    return (1 / len(match.winners) if me in match.winners else 0.0), True


def duel(player: str, opponent: str, games: int) -> dict:
    """``games`` games of ``player`` against ``opponent`` (seeds 0 to games - 1): wins, rate, its 95 %
    interval, unfinished games, seconds a game."""
    start = time.perf_counter()
    results = [play(player, opponent, seed) for seed in range(games)]
    wins = sum(share for share, _ in results)
    low, high = wilson(wins, games)
    return {"duel": f"{player} v {opponent}", "games": games, "wins": wins, "rate": wins / games, "low": low,
            "high": high, "unfinished": sum(not finished for _, finished in results),
            "s_per_game": (time.perf_counter() - start) / games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4000, help="games per duel (default 4000)")
    parser.add_argument("--duels", nargs="*", default=DUELS, metavar="PLAYER:OPPONENT",
                        help=f"duels among {', '.join(PLAYERS)} (default: {' '.join(DUELS)})")
    args = parser.parse_args()
    for pair in args.duels:
        if pair.count(":") != 1 or not set(pair.split(":")) <= set(PLAYERS):
            parser.error(f"bad duel {pair!r}: name two of {', '.join(PLAYERS)} as PLAYER:OPPONENT")
    print(f"La Street, 2 players, {args.games} games a duel, seats alternated")
    print(f"{'duel':<18} {'games':>5} {'wins':>7} {'rate':>6} {'95 % interval':>15} {'unfinished':>10} "
          f"{'s/game':>7}")
    for pair in args.duels:
        r = duel(*pair.split(":"), args.games)
        print(f"{r['duel']:<18} {r['games']:>5} {r['wins']:>7.1f} {r['rate']:>6.1%} {r['low']:>6.1%} – "
              f"{r['high']:<6.1%} {r['unfinished']:>10} {r['s_per_game']:>7.3f}", flush=True)


if __name__ == "__main__":
    main()
