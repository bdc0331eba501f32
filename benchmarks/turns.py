"""How a game flows for its players: how many decisions a player makes in a turn (and how many of them were a real
choice), how games end, and how long they last, with random or greedy players.

    python benchmarks/turns.py [--games 200] [--agent greedy|random] [--players 2 3 4] [--only GAME ...]
                               [--seed 0]

A player's turn here is a round in which he made at least one decision; "decisions a turn" is the mean number of
his decisions in those rounds, "choices a turn" the mean number of them that had more than one legal action (a
screen asks both: a decision with one action is still a click). "kinds" lists the action kinds of his decisions,
most asked first, with their share. Endings: "rules" when the game's rules ended it, "cap" when ``max_turns`` did
(``gangs.analysis.ending``). Lengths are rounds and decisions per game: the mean and the 10th, 50th and 90th
percentiles. Seeds 0 to N-1 (shifted by ``--seed``), the agents seeded by the game, so a run is exact.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

import gangs
from gangs.agents import GreedyAgent, RandomAgent
from gangs.analysis.ending import ending


def play(game: str, players: int, agent: str, seed: int):
    """One finished match of ``players`` seats, every seat played by ``agent`` seeded by ``seed``."""
    match = gangs.new(game, players=players, seed=seed)
    make = GreedyAgent if agent == "greedy" else RandomAgent
    return match.run([make(seed * 31 + seat) for seat in range(players)])


def flow(match) -> dict:
    """What one finished match says: decisions and choices by (round, seat), the kinds asked, its ending and
    length."""
    state = match.game.initial_state(match.players, match.options)
    per_turn: Counter = Counter()
    choices: Counter = Counter()
    kinds: Counter = Counter()
    turns = match.decision_turns
    decision = 0
    for action in match.steps:
        if state.to_move is None:
            break
        seat = state.to_move
        if seat >= 0:
            decision += 1
            legal = state.legal_actions()
            key = (turns[decision], seat)
            per_turn[key] += 1
            choices[key] += len(legal) > 1
            kinds[action.kind] += 1
        state._apply(action)  # the recorded steps, chance outcomes included, as Match.state_at replays them
    return {"per_turn": per_turn, "choices": choices, "kinds": kinds, "ending": ending(match),
            "rounds": match.state.turn, "decisions": match.decisions}


def percentiles(values: list[float]) -> str:
    """Mean, then the 10th, 50th and 90th percentiles."""
    if len(values) < 2:
        return f"{values[0]:.1f}" if values else "-"
    deciles = statistics.quantiles(values, n=10)
    return f"{statistics.fmean(values):.1f} ({deciles[0]:.0f} / {statistics.median(values):.0f} / {deciles[8]:.0f})"


def report(game: str, players: int, agent: str, games: int, seed: int) -> None:
    """Print one line of flow, ending and length for ``games`` matches."""
    decisions, choices, kinds, endings, rounds, lengths = [], [], Counter(), Counter(), [], []
    for k in range(games):
        facts = flow(play(game, players, agent, seed + k))
        decisions.extend(facts["per_turn"].values())
        choices.extend(facts["choices"].values())
        kinds.update(facts["kinds"])
        endings[facts["ending"]] += 1
        rounds.append(facts["rounds"])
        lengths.append(facts["decisions"])
    total = sum(kinds.values()) or 1
    asked = ", ".join(f"{kind} {count / total:.0%}" for kind, count in kinds.most_common(4))
    print(f"{game:10} {players}p {agent:6} decisions a turn {statistics.fmean(decisions):5.2f}, choices a turn "
          f"{statistics.fmean(choices):5.2f} | ended by rules {endings['rules']}/{games}, by cap {endings['cap']} "
          f"| rounds {percentiles(rounds)} | decisions {percentiles(lengths)} | kinds: {asked}")


def main() -> None:
    """Parse the command line and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--agent", choices=("greedy", "random"), default="greedy")
    parser.add_argument("--players", type=int, nargs="+", default=None)
    parser.add_argument("--only", nargs="+", default=None)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for name in args.only or [g for g in gangs.GAMES if g != "reference"]:
        game = gangs.GAMES[name]
        counts = args.players or sorted({game.min_players, min(game.max_players, 4)})
        for players in counts:
            if game.min_players <= players <= game.max_players:
                report(name, players, args.agent, args.games, args.seed)


if __name__ == "__main__":
    main()
