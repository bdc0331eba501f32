"""How long a game of Vengeance à Chicago lasts, and how much the wheel matters.

    python benchmarks/chicago_length.py [--games 100] [--players random table greedy] [--variant]

Three kinds of players: random ones (every legal action alike), the computer players of gangs.agents
(``greedy``: GreedyAgent, one decision ahead on the game's evaluation, chance averaged), and a one-move-ahead
"table" player
that plays as a person at the table might: it looks at each legal action's position (chance not
yet resolved) and prefers its parrain further on his tour and never left alone out of reach of his
henchmen, more henchmen of its own and fewer of the others', and its parrain off Danger squares and
out of enemy hands. The table player estimates the length of a real game: rounds, gang turns, wheel
spins and sniper kills per game, and how the games end. (It is a measuring stick for the board's
design, not an opponent: the agents of gangs.agents are the opponents.) ``--variant`` adds the settings with
the reviewers' variant ``wounded_parrain=True`` (the snipers' first hit only wounds a parrain).
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics

import gangs
from gangs.agents import GreedyAgent
from gangs.chicago import FIGURES, GONE, HQ
from gangs.kernel import CHANCE

SNIPER_RULES = {"shot", "danger", "shield-hostage", "shield-parrain", "hostage-rescued", "victim-choice"}


def table_value(state, player: int) -> float:
    """How good ``state`` looks to ``player`` at the table."""
    if state.winners_ is not None:
        return 1e6 if player in state.winners_ else -1e6
    n, value = state.board.squares, 0.0
    for gang, owner in enumerate(state.owner):
        parrain = gang * FIGURES
        henchmen = range(parrain + 1, parrain + FIGURES)
        worth = 3 * state.tour(gang) + 4 * sum(1 for h in henchmen if state.at[h] >= HQ)
        at = state.at[parrain]
        if at >= 0:
            if state.alone(parrain):
                near = any(state.at[h] == HQ or (state.at[h] >= 0 and 0 < (at - state.at[h]) % n <= 12)
                           for h in henchmen)
                worth -= 10 if near else 40
            worth -= 15 if state.board.kinds[at] == "danger" else 0
            worth -= 30 if state.held_by[parrain] >= 0 else 0
        worth -= 500 if at == GONE else 0
        value += worth if owner == player else -0.3 * worth
    return value


def table_choice(state, legal, rng: random.Random):
    """The action whose position ``table_value`` likes best (ties broken at random)."""
    if len(legal) == 1:
        return legal[0]
    scored = []
    for action in legal:
        after = state.clone()
        after.apply(action)
        scored.append((table_value(after, state.to_move), action))
    top = max(score for score, _ in scored)
    return rng.choice([action for score, action in scored if score >= top - 1e-9])


def play(players: int, seed: int, player: str, **options) -> dict:
    """One game on a bare state, every seat played by ``player`` (random, table or greedy); its length, spins,
    sniper kills and how it ended."""
    state = gangs.new("chicago", players=players, seed=seed, **options).state.clone()
    rng = random.Random(seed)
    greedy = GreedyAgent(seed) if player == "greedy" else None
    decisions = spins = kills = wounds = 0
    ending = ""
    while not state.is_terminal:
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            legal = state.legal_actions()
            action = (greedy.choose(state, legal) if greedy is not None else
                      table_choice(state, legal, rng) if player == "table" else rng.choice(legal))
            decisions += 1
            spins += action.kind == "spin"
        for event in state.apply(action):
            kills += event.kind == "liquidate" and event.rule in SNIPER_RULES
            wounds += event.kind == "wounded"
            ending = event.rule if event.kind == "win" else ending
    return {"rounds": state.turn, "decisions": decisions, "spins": spins, "kills": kills, "wounds": wounds,
            "ending": ending}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per setting (seeds 0 to N-1)")
    parser.add_argument("--players", nargs="+", default=["random", "table"], choices=("random", "table", "greedy"),
                        help="the kinds of player, each setting played by each")
    parser.add_argument("--variant", action="store_true", help="also play each setting with wounded_parrain=True")
    parser.add_argument("--settings", nargs="+", type=int, default=[2, 3, 4, 22],
                        help="gangs in play: 2, 3, 4, or 22 (2 players, two_gangs=True)")
    args = parser.parse_args()
    print(f"{'players':<8} {'setting':<35} {'player':<7} {'rounds (median, p90)':>21} {'spins/game':>11} "
          f"{'sniper kills':>13} {'wounds':>7}  endings")
    settings = [(2, {"two_gangs": True}) if n == 22 else (n, {}) for n in args.settings]
    if args.variant:
        settings = [(n, dict(o, **extra)) for n, o in settings for extra in ({}, {"wounded_parrain": True})]
    for players, options in settings:
        for player in args.players:
            games = [play(players, seed, player, **options) for seed in range(args.games)]
            rounds = sorted(g["rounds"] for g in games)
            endings = collections.Counter(g["ending"] for g in games)
            label = " ".join(f"{k}={v}" for k, v in options.items()) or "-"
            print(f"{players:<8} {label:<35} {player:<7} "
                  f"{statistics.median(rounds):>13.0f}, {rounds[int(0.9 * (len(rounds) - 1))]:>5} "
                  f"{statistics.mean(g['spins'] for g in games):>11.1f} "
                  f"{statistics.mean(g['kills'] for g in games):>13.1f} "
                  f"{statistics.mean(g['wounds'] for g in games):>7.1f}  "
                  + ", ".join(f"{k} {v}" for k, v in endings.most_common()))


if __name__ == "__main__":
    main()
