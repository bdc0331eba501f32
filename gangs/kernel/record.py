"""Records: a whole match as versioned JSON, enough to replay it exactly without its seed."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Any

from .errors import RecordError
from .lang import translator

_ = translator("kernel")

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
        """Write the record as JSON to ``path``; return the path."""
        path = Path(path)
        path.write_text(self.to_json() + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_dict(cls, data: Any) -> "Record":
        """Read a record from its dict; RecordError if a field is missing or of the wrong kind."""
        if not isinstance(data, dict):
            raise RecordError(_("a record is a JSON object"))
        if type(data.get("format")) is not int or data["format"] != FORMAT:
            raise RecordError(_("unknown record format {format} (this version reads {known})").format(
                format=repr(data.get("format")), known=FORMAT))
        try:
            game, players, steps = data["game"], data["players"], data["steps"]
        except KeyError as missing:
            raise RecordError(_("the record has no {field} field").format(field=repr(missing.args[0]))) from None
        options, reseeds = data.get("options", {}), data.get("reseeds", [])
        if not isinstance(game, str):
            raise RecordError(_("'game' must be a game's key"))
        if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
            raise RecordError(_("'players' must be a list of names"))
        if not isinstance(options, dict):
            raise RecordError(_("'options' must be an object"))
        if not isinstance(steps, list):
            raise RecordError(_("'steps' must be a list of notations"))
        for index, step in enumerate(steps):
            if not isinstance(step, str):
                raise RecordError(_("{step} is not a notation").format(step=repr(step)), index)
        if not (isinstance(reseeds, list) and all(
                isinstance(r, list) and len(r) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in r)
                for r in reseeds)):
            raise RecordError(_("'reseeds' must be a list of [step, seed] pairs"))
        seed = data.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise RecordError(_("'seed' must be an integer or null"))
        return cls(game=game, players=players, options=options, seed=seed, steps=list(steps),
                   reseeds=[list(r) for r in reseeds], result=data.get("result"))

    @classmethod
    def from_json(cls, text: str) -> "Record":
        """Read a record from JSON text; RecordError if it is not a whole, valid record."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(_("not valid JSON ({error} at line {line}, column {column}): truncated or damaged "
                                "file").format(error=error.msg, line=error.lineno, column=error.colno)) from None
        return cls.from_dict(data)

    @classmethod
    def read(cls, source: "Record | dict | str | PathLike") -> "Record":
        """A Record from a Record, its dict, its JSON text, or the path of its JSON file."""
        if isinstance(source, Record):
            return source
        if isinstance(source, dict):
            return cls.from_dict(source)
        if isinstance(source, str) and source.lstrip().startswith("{"):
            return cls.from_json(source)
        try:
            path = Path(source)
        except TypeError:
            raise RecordError(_("a record is a Record, a dict, JSON text or a path, not {source}").format(
                source=repr(source))) from None
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise RecordError(_("no such file: {path}").format(path=path)) from None
        except IsADirectoryError:
            raise RecordError(_("a folder, not a record file: {path}").format(path=path)) from None
        except UnicodeDecodeError:
            raise RecordError(_("not a text file (not UTF-8): {path}").format(path=path)) from None
        except (OSError, ValueError) as error:
            why = getattr(error, "strerror", None) or error
            raise RecordError(_("cannot read a record from {path}: {why}").format(path=path, why=why)) from None
        return cls.from_json(text)
