"""The `gangs` command: play a random game in the terminal, or tell a saved record."""

from __future__ import annotations

import argparse
import json
import sys

from . import GAMES, load, new
from .kernel import Match, RecordError


def _tell(match: Match, out) -> None:
    for event in match.log:
        print(event.text, file=out)
    if match.is_over:
        names = ", ".join(match.players[p] for p in match.winners)
        print(f"\nWinner: {names}. Scores: {dict(zip(match.players, match.scores))}", file=out)


def parse_options(pairs: list[str]) -> dict:
    """``["police_player=true", "mode=fast"]`` -> ``{"police_player": True, "mode": "fast"}``."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"an option is written KEY=VALUE, not {pair!r}")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``gangs play GAME [--players N] [--seed S] [--save FILE] [-o KEY=VALUE]...`` or
    ``gangs replay FILE``."""
    parser = argparse.ArgumentParser(prog="gangs", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a game with random players and print it")
    play.add_argument("game", choices=sorted(GAMES))
    play.add_argument("--players", type=int, default=3)
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--save", help="write the record to this JSON file")
    play.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                      help="a game option, e.g. -o police_player=true -o max_turns=40 (values read as JSON)")
    replay = commands.add_parser("replay", help="replay a record and print what happened")
    replay.add_argument("record")
    args = parser.parse_args(argv)
    if args.command == "play":
        try:
            match = new(args.game, players=args.players, seed=args.seed, **parse_options(args.option))
        except ValueError as error:
            print(f"gangs: {error}", file=sys.stderr)
            return 2
        match.run()
        _tell(match, sys.stdout)
        if args.save:
            match.record.save(args.save)
            print(f"Record saved to {args.save} (seed {match.seed}).")
        return 0
    try:
        match = load(args.record)
    except RecordError as error:
        print(f"gangs: {error}", file=sys.stderr)
        return 1
    _tell(match, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
