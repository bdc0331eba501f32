"""Records: a whole match as versioned JSON, enough to replay it exactly without its seed."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Any

from .errors import RecordError
from .lang import translator
from .limits import check_name, is_seed, shown

_ = translator("kernel")

BOM = "\ufeff"
"""The byte order mark some editors put before UTF-8 text: a record may start with it."""

MAX_PLAYERS = 16
"""More players than any game seats: a record naming more is refused before any game is asked."""

FORMAT = 1
"""The record format this version writes and reads."""


@dataclass
class Record:
    """Everything needed to replay a match: the game, its options, the players, the seed and
    every step in order (each player's action and each chance outcome, as notations).

    ``reseeds`` lists ``[step, seed]`` pairs: from that step on the dice came from a new seed
    (``Match.reseed``); replaying does not need them, continuing a loaded match does.
    ``result`` (winners and scores) is written for readers and ignored on load.
    """

    game: str
    players: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    steps: list[str] = field(default_factory=list)
    reseeds: list[list[int]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    format: int = FORMAT

    def to_dict(self) -> dict[str, Any]:
        """The record as plain JSON-able data."""
        data = {"format": self.format, "game": self.game, "players": list(self.players),
                "options": dict(self.options), "seed": self.seed,
                "reseeds": [list(pair) for pair in self.reseeds], "steps": list(self.steps)}
        if self.result is not None:
            data["result"] = self.result
        return data

    def to_json(self, indent: int | None = 1) -> str:
        """The record as JSON text (stable: the same match gives the same text)."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def save(self, path: str | PathLike) -> Path:
        """Write the record as JSON to ``path``; return the path.

        The text is made whole first (ValueError, and nothing written, if it cannot be: a name with a lone
        surrogate, in a Record built by hand), then written to a temporary file beside ``path`` and renamed over
        it, so a save that fails leaves the old file as it was."""
        path = Path(path)
        try:
            data = (self.to_json() + "\n").encode("utf-8")
        except (UnicodeEncodeError, ValueError) as error:
            raise ValueError(_("this record cannot be written as JSON text: {error}").format(
                error=shown(str(error)))) from None
        folder = path.parent
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name[:40]}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as file:
                file.write(data)
            os.replace(temporary, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        return path

    @classmethod
    def from_dict(cls, data: Any) -> "Record":
        """Read a record from its dict; RecordError if a field is missing or of the wrong kind."""
        if not isinstance(data, dict):
            raise RecordError(_("a record is a JSON object"))
        if type(data.get("format")) is not int or data["format"] != FORMAT:
            raise RecordError(_("unknown record format {format} (this version reads {known})").format(
                format=shown(data.get("format")), known=FORMAT))
        try:
            game, players, steps = data["game"], data["players"], data["steps"]
        except KeyError as missing:
            raise RecordError(_("the record has no {field} field").format(field=repr(missing.args[0]))) from None
        options, reseeds = data.get("options", {}), data.get("reseeds", [])
        if not isinstance(game, str):
            raise RecordError(_("'game' must be a game's key"))
        if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
            raise RecordError(_("'players' must be a list of names"))
        if len(players) > MAX_PLAYERS:
            raise RecordError(_("'players' names {count} players: no game has more than {limit}").format(
                count=len(players), limit=MAX_PLAYERS))
        for name in players:
            try:
                check_name(name)
            except ValueError as error:
                raise RecordError(str(error)) from None
        if not isinstance(options, dict):
            raise RecordError(_("'options' must be an object"))
        if not isinstance(steps, list):
            raise RecordError(_("'steps' must be a list of notations"))
        for index, step in enumerate(steps):
            if not isinstance(step, str):
                raise RecordError(_("{step} is not a notation").format(step=shown(step)), index)
        if not (isinstance(reseeds, list) and all(
                isinstance(r, list) and len(r) == 2 and is_seed(r[1]) and is_seed(r[0]) and 0 <= r[0] <= len(steps)
                for r in reseeds)):
            raise RecordError(_("'reseeds' must be a list of [step, seed] pairs (a step of the record, a seed of at "
                                "most 20 digits)"))
        seed = data.get("seed")
        if seed is not None and not is_seed(seed):
            raise RecordError(_("'seed' must be null or a whole number of at most 20 digits"))
        return cls(game=game, players=players, options=options, seed=seed, steps=list(steps),
                   reseeds=[list(r) for r in reseeds], result=data.get("result"))

    @classmethod
    def from_json(cls, text: str) -> "Record":
        """Read a record from JSON text; RecordError if it is not a whole, valid record."""
        if not isinstance(text, str):
            raise RecordError(_("a record's JSON is a text, not {text}").format(text=shown(text)))
        try:
            data = json.loads(text.removeprefix(BOM))
        except json.JSONDecodeError as error:
            raise RecordError(_("not valid JSON ({error} at line {line}, column {column}): truncated or damaged "
                                "file").format(error=error.msg, line=error.lineno, column=error.colno)) from None
        except RecursionError:
            raise RecordError(_("not a record: its JSON is nested too deeply")) from None
        except ValueError:                   # Python reads no whole number of more than 4 300 digits
            raise RecordError(_("not a record: a number in it has more than 4300 digits")) from None
        return cls.from_dict(data)

    @classmethod
    def read(cls, source: "Record | dict | str | PathLike") -> "Record":
        """A Record from a Record, its dict, its JSON text, or the path of its JSON file."""
        if isinstance(source, Record):
            return source
        if isinstance(source, dict):
            return cls.from_dict(source)
        if is_json_text(source):
            return cls.from_json(source)
        try:
            path = Path(source)
        except TypeError:
            raise RecordError(_("a record is a Record, a dict, JSON text or a path, not {source}").format(
                source=shown(source))) from None
        named = shown(str(path))
        try:
            text = path.read_text(encoding="utf-8-sig")
        except FileNotFoundError:
            raise RecordError(_("no such file: {path}").format(path=named)) from None
        except IsADirectoryError:
            raise RecordError(_("a folder, not a record file: {path}").format(path=named)) from None
        except UnicodeDecodeError:
            raise RecordError(_("not a text file (not UTF-8): {path}").format(path=named)) from None
        except (OSError, ValueError) as error:
            why = getattr(error, "strerror", None) or error
            raise RecordError(_("cannot read a record from {path}: {why}").format(path=named, why=shown(str(why))))\
                from None
        return cls.from_json(text)


def is_json_text(source: Any) -> bool:
    """Whether ``source`` is a text that means to be JSON (it starts with ``{`` or ``[``, after a BOM and blanks),
    rather than the path of a file."""
    return isinstance(source, str) and source.removeprefix(BOM).lstrip()[:1] in ("{", "[")
