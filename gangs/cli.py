"""The `gangs` command: play a random game in the terminal, tell a saved record, or simulate many games.

``gangs play GAME --lang fr`` and ``gangs replay FILE --lang fr`` tell the game in French (``en``, English, by
default; a record holds no language, so any record is told in either); ``gangs simulate GAME --lang fr`` prints
its summary in French, and ``--lang fr`` anywhere on the line gives the help (``--help``) in French.

``gangs play GAME --help`` lists that game's options (name, default, what is allowed, what it
does); ``-o KEY=VALUE`` sets one, checked by the game (``Game.check_options``). ``gangs simulate GAME
-n 1000 --agents mcts,random --workers 2 --out runs.parquet`` plays a thousand games on two processes
(``gangs.analysis.simulate``), one row per game, written as CSV or Parquet by the file's suffix. ``gangs stats
GAME`` prints the game's vital statistics (``gangs.analysis.vitals``) as a Markdown table, and ``gangs manual GAME
--lang fr --out FILE.html`` writes its rules as implemented (``gangs.manual``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from . import GAMES, load, new
from .analysis.vitals import AGENTS
from .kernel import Game, Match, RecordError
from .kernel.lang import DEFAULT, LANGUAGES, N_, game_text, language, plural_translator, translator
from .kernel.limits import shown

_ = translator("kernel")
n_ = plural_translator("kernel")

DESCRIPTION = N_("The `gangs` command: play a random game in the terminal, tell a saved record, or simulate many "
                 "games.")
"""What ``gangs --help`` says first (the module's first sentence, in the language asked for)."""

WORDS = {"None": None, "none": None, "True": True, "False": False}
"""Option values written as in Python (``--help`` says ``None or ...``), besides JSON's ``null``..."""


def _tell(match: Match, out, seat: int | None = None) -> None:
    """Print ``match``'s log as ``seat`` reads it (« you » for himself, only the events he may read; None: the
    teacher's, every event and every name), then the winners."""
    players = len(match.players)
    for event in match.log:
        if event.readable_by(seat, players):
            print(event.told(seat), file=out)
    if match.is_over:
        with language(match.lang):
            names = ", ".join(match.players[p] for p in match.winners) or _("nobody")
            line = n_("Winner: {names}. Scores: {scores}", "Winners: {names}. Scores: {scores}", len(match.winners))
            print("\n" + line.format(names=names, scores=dict(zip(match.players, match.scores))), file=out)


def parse_options(pairs: list[str]) -> dict:
    """``["police_player=true", "mode=fast", "max_turns=None"]`` -> ``{"police_player": True, "mode":
    "fast", "max_turns": None}``: each value read as JSON, or as Python's None, True and False, or else
    kept as text. Nothing is checked here: that is the game's ``check_options``."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(_("an option is written KEY=VALUE, not {pair}").format(pair=repr(pair)))
        if value in WORDS:
            options[key] = WORDS[value]
            continue
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    return options


def options_help(game: Game) -> str:
    """The game's options, one paragraph each: name, default, what is allowed, and the doc line (in the language
    in force)."""
    if not game.options:
        return _("{title} has no options.").format(title=game.title)
    lines = [_("options of {title} (set with -o KEY=VALUE):").format(title=game.title)]
    for name, option in game.options.items():
        lines.append(_("  {name}  (default {default}; {allowed})\n      {doc}").format(
            name=name, default=repr(option.default), allowed=option.allowed(), doc=game_text(game, option.doc)))
    return "\n".join(lines)


class _Formatter(argparse.HelpFormatter):
    """argparse's help, its "usage:" in the language in force."""

    def add_usage(self, usage, actions, groups, prefix=None) -> None:
        """The usage line, headed by "usage: " in the language in force."""
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class _RawFormatter(_Formatter, argparse.RawDescriptionHelpFormatter):
    """As ``_Formatter``, the description and the epilog (a game's options) kept as written."""


def _speaking(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """``parser`` with argparse's own words (its groups' titles, ``--help``'s help) in the language in force."""
    parser._positionals.title = _("positional arguments")
    parser._optionals.title = _("options")
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            action.help = _("show this help message and exit")
    return parser


def argv_language(argv: list[str]) -> str:
    """The language ``--lang`` asks for on the command line (``--lang fr`` or ``--lang=fr``), so that even the
    help is in it; English when none (or none there is) is asked for."""
    for index, word in enumerate(argv):
        lang = argv[index + 1] if word == "--lang" and index + 1 < len(argv) else word.removeprefix("--lang=") \
            if word.startswith("--lang=") else None
        if lang in LANGUAGES:
            return lang
    return DEFAULT


def _language_argument(parser: argparse.ArgumentParser, help: str | None = None) -> None:
    languages = ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
    parser.add_argument("--lang", choices=list(LANGUAGES), default=DEFAULT, help=(
        help or _("the language the game is told in: {languages} (default %(default)s)")).format(languages=languages))


def _game_parsers(command: argparse.ArgumentParser, description: str):
    """One sub-parser of ``command`` per game, with its options listed below its help: (game, parser) pairs."""
    games = command.add_subparsers(dest="game", required=True, metavar="GAME")
    for key, game in GAMES.items():
        yield game, _speaking(games.add_parser(key, help=game.title, description=description.format(title=game.title),
                                               epilog=options_help(game), formatter_class=_RawFormatter))


def _option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--option", "-o", action="append", default=[], metavar="KEY=VALUE",
                        help=_("an option of the game (listed below); values read as JSON or as None/True/False"))


def _parser() -> argparse.ArgumentParser:
    """The command line's parser, its help in the language in force."""
    parser = _speaking(argparse.ArgumentParser(prog="gangs", description=_(DESCRIPTION), formatter_class=_Formatter))
    commands = parser.add_subparsers(dest="command", required=True)
    play = _speaking(commands.add_parser(
        "play", help=_("play a game with random players and print it"), formatter_class=_Formatter,
        description=_("Play a game with random players and print it; gangs play GAME --help lists the game's "
                      "options.")))
    for game, one in _game_parsers(play, _("Play {title} with random players.")):
        one.add_argument("--players", type=int, default=min(max(3, game.min_players), game.max_players),
                         help=_("how many players, {low} to {high} (default %(default)s)").format(
                             low=game.min_players, high=game.max_players))
        one.add_argument("--seed", type=int, default=None)
        one.add_argument("--save", help=_("write the record to this JSON file"))
        _option_argument(one)
        _language_argument(one)
    replay = _speaking(commands.add_parser("replay", help=_("replay a record and print what happened"),
                                           formatter_class=_Formatter))
    replay.add_argument("record")
    replay.add_argument("--as", dest="seat", type=int, default=None, metavar="SEAT",
                        help=_("tell the game as this seat reads it (0 for the first player): « you » for him, and "
                               "only what he may read"))
    _language_argument(replay)
    simulate = _speaking(commands.add_parser(
        "simulate", help=_("play many games with computer players, one row per game"), formatter_class=_Formatter,
        description=_("Play many games with computer players (gangs.analysis.simulate); gangs simulate GAME --help "
                      "lists the game's options.")))
    for game, one in _game_parsers(simulate, _("Play many games of {title}.")):
        one.add_argument("-n", "--runs", type=int, default=100, help=_("how many games (default %(default)s)"))
        one.add_argument("--players", default=str(min(max(3, game.min_players), game.max_players)),
                         help=_("how many players, {low} to {high}, or their names separated by commas (default "
                                "%(default)s)").format(low=game.min_players, high=game.max_players))
        one.add_argument("--agents", default="random",
                         help=_("the computer player of each seat, separated by commas: random, greedy, mcts, "
                                "mcts:N (N playouts a decision), mcts:Ts (T seconds); one name serves every seat "
                                "(default %(default)s)"))
        one.add_argument("--seed", type=int, default=0, help=_("game i is played with seed SEED + i (default 0)"))
        one.add_argument("--workers", type=int, default=1,
                         help=_("processes to play on (default 1: in this process)"))
        one.add_argument("--chunk", type=int, default=None,
                         help=_("games per task sent to a worker (default: about n / (4 x workers))"))
        _option_argument(one)
        one.add_argument("--out", help=_("write one row per game to this file: .csv, or .parquet (needs pyarrow)"))
        one.add_argument("--quiet", action="store_true", help=_("no progress bar"))
        _language_argument(one, _("the language of the summary line and of the players' default names: "
                                  "{languages} (default %(default)s)"))
    stats = _speaking(commands.add_parser(
        "stats", help=_("a game's vital statistics, from games of computer players"), formatter_class=_Formatter,
        description=_("A game's vital statistics for each player count (gangs.analysis.vitals): its length, the "
                      "first seat's win rate, its balance, how often the rules end it, its branching factor and "
                      "the decisions played a second, each with its 95 % interval, as a Markdown table.")))
    for game, one in _game_parsers(stats, _("The vital statistics of {title}.")):
        one.add_argument("--players", default=None,
                         help=_("the player counts, separated by commas, {low} to {high} (default: all)").format(
                             low=game.min_players, high=game.max_players))
        one.add_argument("--agents", default=",".join(f"{agent}={runs}" for agent, runs in AGENTS.items()),
                         help=_("each computer player and its games at each count, AGENT=GAMES separated by commas "
                                "(default %(default)s)"))
        one.add_argument("--seed", type=int, default=0, help=_("game i is played with seed SEED + i (default 0)"))
        one.add_argument("--workers", type=int, default=1,
                         help=_("processes to play on (default 1: in this process)"))
        _option_argument(one)
        one.add_argument("--plot", help=_("draw the figures in this image file (.png, .svg, .pdf)"))
        one.add_argument("--readme", action="store_true",
                         help=_("write the table into the game's README, between its vital statistics marks"))
        one.add_argument("--quiet", action="store_true", help=_("no progress lines"))
    manual = _speaking(commands.add_parser(
        "manual", help=_("write a game's rules as implemented, one HTML page that prints well"),
        formatter_class=_Formatter,
        description=_("Write a game's rules as implemented (gangs.manual): every rule numbered and anchored by its "
                      "key, the rulebook's sentence as printed, its meaning, and each house rule's reason; a "
                      "one-page reference first and a picture of the board; A4 when printed.")))
    manual.add_argument("game", choices=list(GAMES), metavar="GAME")
    manual.add_argument("--out", help=_("the HTML file to write (default: printed)"))
    _language_argument(manual, _("the language of the meanings and of the page: {languages} (default "
                                 "%(default)s); the rulebook's sentences stay in French"))
    serve = _speaking(commands.add_parser(
        "serve", help=_("serve rooms to players at separate screens (needs gangs[server])"), formatter_class=_Formatter,
        description=_("Serve rooms to players at separate screens: each seat sees only its own view. Rooms are kept "
                      "in the database; a server started again finds every room where it was.")))
    serve.add_argument("--host", default="127.0.0.1",
                       help=_("the address to listen on: 127.0.0.1, this machine only (default); 0.0.0.0, every "
                              "network it is on"))
    serve.add_argument("--port", type=int, default=8765, help=_("the port (default %(default)s)"))
    serve.add_argument("--db", default="rooms.sqlite", help=_("the rooms' SQLite database (default %(default)s)"))
    serve.add_argument("--pace", type=float, default=0.8,
                       help=_("seconds between two decisions of computer players (default %(default)s)"))
    _language_argument(serve, _("the language of what the server prints: {languages} (default %(default)s)"))
    room = _speaking(commands.add_parser(
        "room", help=_("make a room on a table server and print its links"), formatter_class=_Formatter))
    room.add_argument("game", choices=list(GAMES), metavar="GAME")
    room.add_argument("--seats", default="human,human",
                      help=_("one seat per player, separated by commas: human, random or greedy (default "
                             "%(default)s)"))
    room.add_argument("--server", default="ws://127.0.0.1:8765", help=_("the table server (default %(default)s)"))
    room.add_argument("--grace", type=float, default=30.0,
                      help=_("seconds a player may be gone before a computer plays for him (default %(default)s)"))
    _option_argument(room)
    _language_argument(room)
    return parser


MAX_WORKERS = 64
"""The most processes ``--workers`` starts (a pool starts them all at once)."""


def check_workers(workers: int) -> None:
    """ValueError unless ``workers`` is from 1 to ``MAX_WORKERS``."""
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(_("--workers is from 1 to {limit}, not {workers}").format(limit=MAX_WORKERS,
                                                                                 workers=shown(workers)))


def parse_agents(text: str) -> dict[str, int]:
    """``"random=200,greedy=40"`` -> ``{"random": 200, "greedy": 40}``: each computer player, once, and its number of
    games (ASCII digits); ValueError naming what cannot be read."""
    if len(text) > 1000:
        raise ValueError(_("--agents holds at most {limit} characters").format(limit=1000))
    agents: dict[str, int] = {}
    for part in text.split(","):
        agent, sep, runs = part.strip().partition("=")
        agent, runs = agent.strip(), runs.strip()
        if not sep or not agent or not runs.isascii() or not runs.isdigit() or len(runs) > 7:
            raise ValueError(_("--agents is AGENT=GAMES separated by commas, not {part}").format(part=repr(part)))
        if agent in agents:
            raise ValueError(_("--agents names {agent} twice").format(agent=repr(agent)))
        agents[agent] = int(runs)
    return agents


README_MARKS = ("<!-- vital statistics: made by `gangs stats GAME --readme` -->", "<!-- end of vital statistics -->")
"""The lines of a game's README between which ``gangs stats GAME --readme`` writes its table."""


def stats_block(key: str, agents: dict[str, int], seed: int, table: str) -> str:
    """What ``--readme`` writes between the marks: how the table was made, then the table."""
    games = ", ".join(f"{runs} games of {agent} players" for agent, runs in agents.items())
    return (f"`gangs stats {key}` ({games} at each count, every seat the same computer player, seeds from {seed}; "
            "the decisions a second are of the machine that made the table):\n\n" + table)


def write_readme_stats(path: Path, block: str) -> None:
    """Put ``block`` between the ``README_MARKS`` of the README at ``path``; ValueError if it has no marks."""
    text = path.read_text(encoding="utf-8")
    start, end = README_MARKS
    if text.count(start) != 1 or text.count(end) != 1 or text.index(start) > text.index(end):
        raise ValueError(_("{path} has no vital statistics marks: {marks}").format(path=path, marks=" ... ".join(
            README_MARKS)))
    head, rest = text.split(start)
    _old, tail = rest.split(end)
    path.write_text(f"{head}{start}\n{block}\n{end}{tail}", encoding="utf-8")


def _stats(args: argparse.Namespace) -> int:
    """``gangs stats GAME``: the game's vital statistics as a Markdown table."""
    from concurrent.futures import ProcessPoolExecutor

    from .analysis.simulate import SimulationError
    from .analysis.vitals import markdown, plot, vital_statistics

    try:
        agents = parse_agents(args.agents)
        counts = None
        if args.players is not None:
            if not all(part.strip().isascii() and part.strip().isdigit() and len(part.strip()) < 4
                       for part in args.players.split(",")):
                raise ValueError(_("--players is counts separated by commas, not {text}").format(
                    text=repr(args.players)))
            counts = [int(part) for part in args.players.split(",")]
        check_workers(args.workers)
        settings = dict(players=counts, agents=agents, seed=args.seed, options=parse_options(args.option),
                        progress=not args.quiet)
        if args.workers == 1:
            frame = vital_statistics(args.game, **settings)
        else:
            with ProcessPoolExecutor(args.workers) as pool:
                frame = vital_statistics(args.game, executor=pool, **settings)
    except ValueError as error:
        print(f"gangs: {error}", file=sys.stderr)
        return 2
    except SimulationError as error:
        print(f"gangs: {error}", file=sys.stderr)
        return 1
    table = markdown(frame)
    print(table)
    if args.plot:
        plot(frame, GAMES[args.game].title).savefig(args.plot)
    if args.readme:
        try:
            write_readme_stats(Path(__file__).parent / args.game / "README.md",
                               stats_block(args.game, agents, args.seed, table))
        except (ValueError, OSError) as error:
            print(f"gangs: {error}", file=sys.stderr)
            return 1
    return 0


def _manual(args: argparse.Namespace) -> int:
    """``gangs manual GAME``: the game's rules as implemented, as one HTML page."""
    from .manual import manual

    page = manual(args.game, args.lang)
    if not args.out:
        print(page)
        return 0
    try:
        Path(args.out).write_text(page, encoding="utf-8")
    except OSError as error:
        print(f"gangs: {error}", file=sys.stderr)
        return 1
    print(_("The rules of {title} written to {path}.").format(title=GAMES[args.game].title, path=args.out))
    return 0


def _serve(args: argparse.Namespace) -> int:
    """``gangs serve``: the table server, until stopped (Ctrl-C)."""
    try:
        from .net.server import serve_forever
    except ImportError:
        print("gangs: " + _("the table server needs websockets: pip install 'gangs[server]'"), file=sys.stderr)
        return 2
    import asyncio

    print(_("Serving rooms on ws://{host}:{port} (rooms kept in {db}); Ctrl-C stops.").format(
        host=args.host, port=args.port, db=args.db), flush=True)
    try:
        asyncio.run(serve_forever(args.host, args.port, args.db, args.pace))
    except KeyboardInterrupt:
        pass
    return 0


def _room(args: argparse.Namespace) -> int:
    """``gangs room GAME``: a new room on a table server, its links printed."""
    from .net import RemoteError, create_room

    try:
        options = GAMES[args.game].check_options(parse_options(args.option))
        links = create_room(args.server, args.game, args.seats.split(","), options=options, grace=args.grace)
    except (ValueError, RemoteError, OSError, TimeoutError) as error:
        print(f"gangs: {error}", file=sys.stderr)
        return 2
    for seat, link in links["seats"].items():
        print(_("Seat {seat}: {link}").format(seat=seat + 1, link=link))
    print(_("Spectators: {link}").format(link=links["spectator"]))
    print(_("Teacher (everything): {link}").format(link=links["everyone"]))
    return 0


def _write(frame, path: str) -> None:
    if Path(path).suffix == ".parquet":
        frame.to_parquet(path, index=False)
    else:
        frame.to_csv(path, index=False)


def _check_out(path: str | None) -> None:
    """ValueError when the rows could not be written to ``path``: checked before any game is played."""
    if path is None:
        return
    suffix = Path(path).suffix
    if suffix not in (".csv", ".parquet"):
        raise ValueError(_("--out is a .csv or .parquet file, not {path}").format(path=repr(path)))
    if suffix == ".parquet":
        try:
            import pyarrow  # noqa: F401
        except ImportError:
            raise ValueError(_("writing .parquet needs pyarrow: pip install 'gangs[parquet]'")) from None


def summary_line(frame, title: str, seconds: float) -> str:
    """One line, in the language in force: how many games, how long, the wins of each seat (with its agent), and
    how the games ended."""
    players = [column.removeprefix("score ") for column in frame.columns if column.startswith("score ")]
    winners = [set(text.split(", ")) for text in frame["winners"]] if len(frame) else []
    wins = ", ".join(f"{name} ({frame[f'agent {name}'].iloc[0] if len(frame) else '-'}) "
                     f"{sum(name in won for won in winners)}" for name in players)
    rules = int((frame["ended"] == "rules").sum()) if len(frame) else 0
    rate = _(" ({rate} games/s)").format(rate=_decimal(len(frame) / seconds)) if seconds > 0 else ""
    # Translators: the English says "games" whatever the count; say it as your language counts
    games = n_("{count} games of {title}", "{count} games of {title}", len(frame)).format(count=len(frame),
                                                                                          title=title)
    return _("{games} in {seconds} s{rate}; wins: {wins}; ended by the rules {rules}, at the round cap {cap}").format(
        games=games, seconds=_decimal(seconds), rate=rate, wins=wins or _("none"), rules=rules,
        cap=len(frame) - rules)


def _decimal(number: float) -> str:
    """``number`` with one decimal, written as the language in force writes it (``1.5``, « 1,5 »)."""
    units, _point, tenths = f"{number:.1f}".partition(".")
    # Translators: a number with one decimal (1.5): its units, the decimal mark, its tenths
    return _("{units}.{tenths}").format(units=units, tenths=tenths)


def _simulate(args) -> int:
    from concurrent.futures import ProcessPoolExecutor

    from .analysis import SimulationError, simulate

    game = GAMES[args.game]
    players = int(args.players) if args.players.strip().isdigit() else [p.strip() for p in args.players.split(",")]
    if isinstance(players, int) and args.lang != DEFAULT:
        # the default names, as a match in that language names its players
        players = [_("Player {number}").format(number=p + 1) for p in range(players)] if players > 0 else players
    started = time.perf_counter()
    try:
        _check_out(args.out)
        check_workers(args.workers)
        settings = dict(players=players, agents=args.agents, seed=args.seed, options=parse_options(args.option),
                        chunk=args.chunk, progress=not args.quiet)
        if args.workers == 1:
            frame = simulate(args.game, args.runs, **settings)
        else:
            with ProcessPoolExecutor(args.workers) as pool:
                frame = simulate(args.game, args.runs, executor=pool, **settings)
    except ValueError as error:
        print(f"gangs: {error}", file=sys.stderr)
        return 2
    except SimulationError as error:
        print(f"gangs: {error}", file=sys.stderr)
        if args.out and error.rows:
            _write(error.frame, args.out)
            print(n_("The {count} game that finished was written to {path}.",
                     "The {count} games that finished were written to {path}.", len(error.rows)).format(
                count=len(error.rows), path=args.out), file=sys.stderr)
        return 1
    if args.out:
        _write(frame, args.out)
    print(summary_line(frame, game.title, time.perf_counter() - started))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``gangs play GAME [--players N] [--seed S] [--save FILE] [-o KEY=VALUE]...``,
    ``gangs replay FILE`` or ``gangs simulate GAME [-n RUNS] [--agents A,B...] [--workers W] [--out FILE]...``."""
    with language(argv_language(sys.argv[1:] if argv is None else argv)):
        args = _parser().parse_args(argv)
    if args.command == "serve":
        with language(args.lang):
            return _serve(args)
    if args.command == "room":
        with language(args.lang):
            return _room(args)
    if args.command == "simulate":
        with language(args.lang):
            return _simulate(args)
    if args.command == "stats":
        return _stats(args)
    if args.command == "manual":
        with language(args.lang):
            return _manual(args)
    if args.command == "play":
        try:
            with language(args.lang):
                options = GAMES[args.game].check_options(parse_options(args.option))
            match = new(args.game, players=args.players, seed=args.seed, lang=args.lang, **options)
        except ValueError as error:
            print(f"gangs: {error}", file=sys.stderr)
            return 2
        match.run()
        _tell(match, sys.stdout)
        if args.save:
            match.record.save(args.save)
            with language(args.lang):
                print(_("Record saved to {path} (seed {seed}).").format(path=args.save, seed=match.seed))
        return 0
    try:
        match = load(args.record, lang=args.lang)
    except RecordError as error:
        print(f"gangs: {error}", file=sys.stderr)
        return 1
    if args.seat is not None and not 0 <= args.seat < len(match.players):
        with language(args.lang):
            print("gangs: " + _("--as: a seat from 0 to {last}").format(last=len(match.players) - 1), file=sys.stderr)
        return 2
    _tell(match, sys.stdout, args.seat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
