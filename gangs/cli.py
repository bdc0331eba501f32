"""The `gangs` command: play a random game in the terminal, or tell a saved record.

``gangs play GAME --help`` lists that game's options (name, default, what is allowed, what it
does); ``-o KEY=VALUE`` sets one, checked by the game (``Game.check_options``).
"""

from __future__ import annotations

import argparse
import json
import sys

from . import GAMES, load, new
from .kernel import Game, Match, RecordError

WORDS = {"None": None, "none": None, "True": True, "False": False}
"""Option values written as in Python (``--help`` says ``None or ...``), besides JSON's ``null``..."""


def _tell(match: Match, out) -> None:
    for event in match.log:
        print(event.text, file=out)
    if match.is_over:
        names = ", ".join(match.players[p] for p in match.winners) or "nobody"
        heading = "Winners" if len(match.winners) > 1 else "Winner"
        print(f"\n{heading}: {names}. Scores: {dict(zip(match.players, match.scores))}", file=out)


def parse_options(pairs: list[str]) -> dict:
    """``["police_player=true", "mode=fast", "max_turns=None"]`` -> ``{"police_player": True, "mode":
    "fast", "max_turns": None}``: each value read as JSON, or as Python's None, True and False, or else
    kept as text. Nothing is checked here: that is the game's ``check_options``."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"an option is written KEY=VALUE, not {pair!r}")
        if value in WORDS:
            options[key] = WORDS[value]
            continue
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def options_help(game: Game) -> str:
    """The game's options, one paragraph each: name, default, what is allowed, and the doc line."""
    if not game.options:
        return f"{game.title} has no options."
    lines = [f"options of {game.title} (set with -o KEY=VALUE):"]
    for name, option in game.options.items():
        lines.append(f"  {name}  (default {option.default!r}; {option.allowed()})\n      {option.doc}")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gangs", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a game with random players and print it",
                               description="Play a game with random players and print it; "
                                           "gangs play GAME --help lists the game's options.")
    games = play.add_subparsers(dest="game", required=True, metavar="GAME")
    for key, game in GAMES.items():
        one = games.add_parser(key, help=game.title, description=f"Play {game.title} with random players.",
                               epilog=options_help(game), formatter_class=argparse.RawDescriptionHelpFormatter)
        one.add_argument("--players", type=int, default=min(max(3, game.min_players), game.max_players),
                         help=f"how many players, {game.min_players} to {game.max_players} (default %(default)s)")
        one.add_argument("--seed", type=int, default=None)
        one.add_argument("--save", help="write the record to this JSON file")
        one.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                         help="an option of the game (listed below); values read as JSON or as None/True/False")
    replay = commands.add_parser("replay", help="replay a record and print what happened")
    replay.add_argument("record")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``gangs play GAME [--players N] [--seed S] [--save FILE] [-o KEY=VALUE]...`` or
    ``gangs replay FILE``."""
    args = _parser().parse_args(argv)
    if args.command == "play":
        try:
            options = GAMES[args.game].check_options(parse_options(args.option))
            match = new(args.game, players=args.players, seed=args.seed, **options)
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
