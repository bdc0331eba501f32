"""Saved random games, to check that a change made for speed changes no game: the same steps and the same events.

    python benchmarks/playouts.py            # compare this code with the saved digests
    python benchmarks/playouts.py --save     # save this code's digests (after a change of the rules, on purpose)

Every game of ``gangs.GAMES`` for 2 and 4 players is played ``GAMES_EACH`` times at the State level,
exactly as ``benchmarks/engine.py`` plays it (game k: dice ``Random(k)``, the kernel's random agent
``Random("agents/k")``, default options), and each step is written down: the action's notation, then every event it
made (kind, player, message, rule, readers and facts). A setting's digest is the SHA-256 of those lines, saved with
their count in ``tests/data/playout-digests.json``; ``tests/test_playout_pins.py`` plays the same games and compares.
A digest that differs names the setting, and ``--diff`` prints the first step where the games part.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Iterator

import gangs
from gangs.kernel.agent import RandomAgent
from gangs.kernel.match import draw_outcome
from gangs.kernel.state import CHANCE

DIGESTS = Path(__file__).resolve().parent.parent / "tests" / "data" / "playout-digests.json"
GAMES_EACH = 12
"""Random games a setting (a game and a player count)."""


def settings() -> list[tuple[str, int]]:
    """Every game for 2 and 4 players, as ``benchmarks/engine.py`` measures it (clipped to what it allows)."""
    return [(key, players) for key, game in gangs.GAMES.items()
            for players in sorted({min(max(p, game.min_players), game.max_players) for p in (2, 4)})]


def lines(key: str, players: int, seed: int) -> Iterator[str]:
    """Game ``seed`` of ``key`` for ``players``, a line a step and a line an event."""
    game = gangs.GAMES[key]
    state = game.initial_state([f"P{p + 1}" for p in range(players)], game.check_options({}))
    dice, agent = random.Random(seed), RandomAgent(random.Random(f"agents/{seed}"))
    decisions = 0
    while state.to_move is not None and decisions < game.max_decisions:
        if state.to_move == CHANCE:
            action = draw_outcome(state.chance_outcomes(), dice.random())
        else:
            action = agent.choose(state, state.legal_actions())
            decisions += 1
        yield f"{state.to_move} {action}"
        for event in state._apply(action):
            facts = json.dumps(dict(event.facts), sort_keys=True, default=repr)
            yield f"  {event.kind} {event.player} {event.message!r} {event.rule} {event.readers} {facts}"


def digest(key: str, players: int, games: int = GAMES_EACH) -> dict:
    """The SHA-256 of a setting's games, and how many lines it covers."""
    sha, count = hashlib.sha256(), 0
    for seed in range(games):
        for line in lines(key, players, seed):
            sha.update(line.encode() + b"\n")
            count += 1
    return {"sha256": sha.hexdigest(), "lines": count}


def first_difference(key: str, players: int, saved: list[str]) -> str:
    """Where this code's games first part from ``saved`` lines (``--diff``)."""
    mine = [line for seed in range(GAMES_EACH) for line in lines(key, players, seed)]
    for k, (old, new) in enumerate(zip(saved, mine)):
        if old != new:
            return f"line {k}:\n  saved: {old}\n  now:   {new}"
    return f"the same first {min(len(saved), len(mine))} lines; {len(saved)} saved, {len(mine)} now"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", action="store_true", help="save this code's digests")
    parser.add_argument("--dump", metavar="FILE", help="write every line of every setting to FILE (to diff later)")
    parser.add_argument("--diff", metavar="FILE", help="the first difference with the lines of a --dump")
    args = parser.parse_args()
    found = {f"{key}/{players}": digest(key, players) for key, players in settings()}
    if args.dump:
        Path(args.dump).write_text(json.dumps({f"{key}/{players}": [
            line for seed in range(GAMES_EACH) for line in lines(key, players, seed)]
            for key, players in settings()}))
    if args.save:
        DIGESTS.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
        print(f"saved {len(found)} settings in {DIGESTS}")
        return 0
    saved = json.loads(DIGESTS.read_text())
    dumped = json.loads(Path(args.diff).read_text()) if args.diff else {}
    differ = 0
    for name, now in found.items():
        same = saved.get(name) == now
        differ += not same
        print(f"{name:<14} {now['lines']:>7} lines  {'same' if same else 'DIFFERENT'}")
        if not same and name in dumped:
            key, players = name.split("/")
            print(first_difference(key, int(players), dumped[name]))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
