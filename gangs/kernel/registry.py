"""The registry of games: every playable game by key, and how to start or load a match of one.

The kernel knows no game: ``gangs/__init__.py`` registers each game's ``Game`` here, and everything
else (``gangs.new``, ``gangs.load``, the agents, the analysis) finds games through ``GAMES``.
"""

from __future__ import annotations

from os import PathLike
from typing import Any, Sequence

from .errors import RecordError
from .game import Game
from .lang import DEFAULT, language, translator
from .limits import check_names, is_seed, seed_refusal, shown
from .match import Match, replay
from .record import Record, is_json_text

_ = translator("kernel")

GAMES: dict[str, Game] = {}
"""Every playable game, by key."""


def register(game: Game) -> Game:
    """Add ``game`` to ``GAMES`` under its ``name``; ValueError if the key is taken."""
    if not game.name or game.name in GAMES:
        raise ValueError(f"a game needs a name of its own: {game.name!r} is empty or taken")
    GAMES[game.name] = game
    return game


def new(game: str, players: int | Sequence[str] = 2, seed: int | None = None, *, lang: str = DEFAULT,
        **options: Any) -> Match:
    """Start a match of ``game`` (a key of GAMES).

    ``players``: how many, or their names (by default "Player 1", "Player 2"... in the match's language).
    ``seed`` fixes the dice (a random one is chosen and recorded when omitted). ``lang``: the language the
    match speaks (``"en"``, ``"fr"``; see ``Match.lang``). ``options`` are the game's own (see
    ``GAMES[game].options``); a bad one raises ValueError naming it and what it allows.
    """
    with language(lang):
        return _new(game, players, seed, lang, options)


def _new(game: str, players: int | Sequence[str], seed: int | None, lang: str, options: dict[str, Any]) -> Match:
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"no game {shown(game)}; the games are {', '.join(GAMES)}")
    rules = GAMES[game]
    if isinstance(players, bool) or not isinstance(players, (int, list, tuple)):
        raise ValueError(f"players is a number of players or a list of names, not {shown(players)}")
    if isinstance(players, int):
        if not rules.min_players <= players <= rules.max_players:
            raise ValueError(_("{game} is for {low} to {high} players, not {count}").format(
                game=rules.title, low=rules.min_players, high=rules.max_players, count=shown(players)))
        players = [_("Player {number}").format(number=i + 1) for i in range(players)]
    names = check_names(players, rules.min_players, rules.max_players, rules.title)
    if seed is not None and not is_seed(seed):
        raise ValueError(seed_refusal(seed))
    return Match(rules, names, rules.check_options(options), seed, lang=lang)


def load(record: Record | dict | str | PathLike, lang: str = DEFAULT, read_files: bool = True) -> Match:
    """The match a record describes, replayed step by step, told in ``lang`` (records hold no language).

    ``record``: a Record, its dict, its JSON text or the path of its JSON file. Raises
    RecordError naming the index of the first bad step in ``record.steps`` (from 0), or no
    step when the record as a whole is unreadable. ``read_files=False``, for a record that a visitor sent (a public
    page): no file is read, neither a path given as ``record`` nor one an option of the record names (a board file):
    either is refused with a RecordError that says so.
    """
    with language(lang):
        if not read_files and not (isinstance(record, (Record, dict)) or is_json_text(record)):
            raise RecordError(_("a record sent here is its JSON text, not the path of a file"))
        parsed = Record.read(record)
        if parsed.game not in GAMES:
            raise RecordError(_("unknown game {game}; the games are {games}").format(game=shown(parsed.game),
                                                                                     games=", ".join(GAMES)))
    return replay(GAMES[parsed.game], parsed, lang=lang, read_files=read_files)
