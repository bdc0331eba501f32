"""Declared options: what a game lets its players choose before a match, checked in one place."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from .lang import translator
from .limits import shown
from .rules import index_by

_ = translator("kernel")

class _New:
    """The type of ``NEW``: one value, printed by its name."""

    def __repr__(self) -> str:
        return "NEW"


NEW: Any = _New()
"""``Option.before`` of an option that every record names."""


@dataclass(frozen=True)
class Option:
    """One option of a game: its name, its default, what values it allows, and one line of doc.

    What is allowed is said by ``choices`` (a tuple of the only values), or by ``type`` (``bool``,
    ``int``, ``float`` or ``str``) with optional bounds ``minimum`` and ``maximum`` (inclusive). A game's
    numeric option declares both, chosen so that every value between keeps a game finite (the conformance
    suite plays random games at both). ``optional``: ``None`` is allowed too (``max_turns=None``: no limit,
    only in a game that ends by its own rules whatever its players do). ``reads_file``: the value
    is the path of a file on the machine that runs the kernel (a teacher's board): a public page
    must never offer it. ``check``: a last check of a value already of the right type, returning
    the value to keep or raising ``ValueError`` (a board file that does not read as a board).
    ``before``: for an option added after matches were recorded, the value those records played with (a
    record's options list every option of its day, so a record without this one is older than it); ``NEW``
    (the default) for an option every record names. ``none_before``: for an option that allowed ``None`` before
    it was bounded, the value a record's ``None`` (written then) is read as: ``max_turns``, which allowed no limit
    before every game had to end, reads it as its largest number of rounds. ``earlier``: for an option added
    without a mark that tells the records of its day from older ones (a game's rules changed while its options
    stayed the same), the other values a record that does not name it may have been played with, tried in order
    after ``before`` when the record does not replay with it (``gangs.kernel.match.replay``).
    """

    name: str
    default: Any
    doc: str
    choices: tuple | None = None
    type: type | None = None
    minimum: float | None = None
    maximum: float | None = None
    optional: bool = False
    reads_file: bool = False
    check: Callable[[Any], Any] | None = None
    before: Any = NEW
    none_before: Any = NEW
    earlier: tuple = ()

    def __post_init__(self) -> None:
        if (self.choices is None) == (self.type is None):
            raise TypeError(f"option {self.name}: give either choices or a type")
        if self.earlier and self.before is NEW:
            raise TypeError(f"option {self.name}: earlier values need a value before")

    def allowed(self) -> str:
        """What the option allows, in words (for errors and ``--help``)."""
        low, high = (f"{bound:g}" if bound is not None else "" for bound in (self.minimum, self.maximum))
        if self.choices is not None:
            text = _(" or ").join(repr(c) for c in self.choices)
        elif self.type is bool:
            text = _("True or False")
        elif self.type is str:
            text = _("a file path") if self.reads_file else _("a text")
        elif self.type is int:
            text = (_("a whole number from {low} to {high}") if low and high else _("a whole number of at least {low}")
                    if low else _("a whole number of at most {high}") if high else _("a whole number"))
        else:
            text = (_("a number from {low} to {high}") if low and high else _("a number of at least {low}")
                    if low else _("a number of at most {high}") if high else _("a number"))
        text = text.format(low=low, high=high)
        return _("None or {allowed}").format(allowed=text) if self.optional else text

    def validate(self, value: Any) -> Any:
        """The value to keep for ``value``; ValueError naming the option and what it allows."""
        if value is None:
            if self.optional:
                return None
            raise self._refuse(value)
        if self.choices is not None:
            for choice in self.choices:
                if type(choice) is type(value) and choice == value:
                    return choice
            raise self._refuse(value)
        if self.type is bool:
            if not isinstance(value, bool):
                raise self._refuse(value)
        elif self.type in (int, float):
            if isinstance(value, bool) or not isinstance(value, (int, float) if self.type is float else int):
                raise self._refuse(value)
            if value != value or (self.minimum is not None and value < self.minimum) or (
                    self.maximum is not None and value > self.maximum):
                raise self._refuse(value)
            value = self.type(value)
        elif self.type is str:
            if not isinstance(value, str):
                raise self._refuse(value)
        return self.check(value) if self.check is not None else value

    def samples(self) -> list[Any]:
        """The values worth testing: every choice, both booleans, or the default and the extremes, that is each
        bound (or, when a ``check`` refuses the bound itself, the nearest value inside it that is allowed) and
        ``None`` when the option is optional."""
        if self.choices is not None:
            return list(self.choices)
        if self.type is bool:
            return [False, True]
        if self.reads_file:
            return [self.default]
        values = [self.default]
        for bound, upwards in ((self.minimum, True), (self.maximum, False)):
            extreme = None if bound is None else self._nearest_allowed(bound, upwards)
            if extreme is not None and extreme not in values:
                values.append(extreme)
        if self.optional and None not in values:
            values.append(None)
        return values

    def _nearest_allowed(self, bound: float, upwards: bool) -> Any:
        """``bound`` if it is allowed, else the nearest allowed whole number or float inside it (a ``check`` may
        refuse a bound: ``chance > 0`` with ``minimum=0``); None if a few steps inward find none."""
        if self.type is int:
            value: Any = math.ceil(bound) if upwards else math.floor(bound)
        else:
            value = float(bound)
        for _step in range(3):
            try:
                return self.validate(value)
            except ValueError:
                if self.type is int:
                    value += 1 if upwards else -1
                else:
                    value = math.nextafter(value, math.inf if upwards else -math.inf)
        return None

    def _refuse(self, value: Any) -> ValueError:
        return ValueError(_("option {name} must be {allowed}, not {value}").format(
            name=self.name, allowed=self.allowed(), value=shown(value)))

    def __str__(self) -> str:
        return f"{self.name} (default {self.default!r}; {self.allowed()}): {self.doc}"


def option_index(*options: Option) -> dict[str, Option]:
    """A game's options, name -> Option, refusing two options with one name."""
    return index_by(options, lambda option: option.name, "options")


BOARD_ERROR = 400
"""How much of a board file's fault its refusal repeats (a teacher's file: the whole reason, but not the whole file)."""


def _named(path: str) -> str:
    """A board file's path as its refusal names it: whole (a teacher must find his file), unless absurdly long."""
    return repr(path) if len(path) <= BOARD_ERROR else shown(path)


def board_option(load: Callable[[str], Any], doc: str = "None for the standard board, or the path of a "
                 "board file (an edited copy of board.toml)") -> Option:
    """The ``board`` option a game offers: None, or the path of a board file that ``load`` reads without
    error (a teacher's edited copy). The path is written in records, so the file must stay there."""

    def readable(path: str) -> str:
        try:
            load(path)
        except OSError as error:
            raise ValueError(_("option board: cannot read the board file {path}: {error}").format(
                path=_named(path), error=str(error.strerror or error)[:BOARD_ERROR])) from None
        except (KeyError, TypeError, ValueError) as error:       # a TOML syntax error is a ValueError too
            raise ValueError(_("option board: the file {path} is not a board: {error}").format(
                path=_named(path), error=repr(error)[:BOARD_ERROR])) from None
        return path

    return Option("board", None, doc, type=str, optional=True, reads_file=True, check=readable)


def max_turns_option(default: int | None, doc: str, maximum: int | None = None, optional: bool = True) -> Option:
    """The ``max_turns`` option: a number of rounds, from 1 to ``maximum``, after which the game is stopped; or
    ``None``, no limit, when ``optional`` (a game that its players could keep going for ever refuses ``None``)."""
    return Option("max_turns", default, doc, type=int, minimum=1, maximum=maximum, optional=optional,
                  none_before=NEW if optional else maximum)
