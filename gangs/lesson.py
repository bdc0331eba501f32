"""Lessons: annotated games that a learner plays through, as Board Game Arena's tutorials are. A lesson is a record
(``gangs.kernel.Record``) and notes at chosen decisions: what to look at (a text in English and French, and a place
of the board to point at), and, where the learner must find the move himself, what to say if he plays another and
what to say once he has found it. ``widgets.LessonTable`` plays one in the Table.

>>> import gangs
>>> from gangs.lesson import Lesson
>>> match = gangs.new("street", players=["Ana", "Ben"], seed=3)
>>> _ = match.run(max_steps=4)
>>> lesson = Lesson.from_match(match, "The roll", fr="Le lancer")
>>> lesson.note(0, "Ana rolls first.", fr="Ana lance en premier.")
>>> lesson.ask(2, "Roll the die.", fr="Lancez le dé.", wrong="Roll first.", then="Your pawn moves.")
>>> Lesson.from_json(lesson.to_json()) == lesson
True
>>> lesson.notes[1].said("then", "fr")          # no French given: the English
'Your pawn moves.'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Any, Mapping

from .kernel import Match, RecordError, replay
from .kernel.lang import DEFAULT, LANGUAGES, translator
from .kernel.limits import shown, writable
from .kernel.record import BOM, Record
from .kernel.registry import GAMES

_ = translator("kernel")

FORMAT = 1
"""The lesson format this version writes and reads."""

KIND = "gangs-lesson"
"""What a lesson file says it is (a record says nothing of the kind)."""

MAX_NOTES = 200
"""The notes a lesson may hold at most."""

MAX_TEXT = 4000
"""The characters a note's text may hold at most, in one language."""

MAX_FILE = 2_000_000
"""The characters a lesson's JSON may hold at most."""

TEXTS = ("text", "wrong", "then")
"""A note's texts: what it says, what it says to a move that is not the one asked, and what it says once found."""


class LessonError(RecordError):
    """A lesson that cannot be read: its message names the note that is wrong (``note``: its number, from 0; None
    for the lesson as a whole). A record inside it that does not replay raises its own RecordError, naming the
    step."""

    def __init__(self, message: str, note: int | None = None) -> None:
        ValueError.__init__(self, message)
        self.step, self.note, self.reason = None, note, message


def _words(value: Any, what: str, note: int | None) -> dict[str, str]:
    """``value`` as a text by language ({"en": ..., "fr": ...}); LessonError naming ``what`` otherwise."""
    if value is None:
        return {}
    if isinstance(value, str):
        value = {DEFAULT: value}
    if not isinstance(value, Mapping) or not all(isinstance(k, str) and k in LANGUAGES for k in value) or not all(
            isinstance(v, str) and len(v) <= MAX_TEXT and writable(v) for v in value.values()):
        raise LessonError(_("{what} is a text, or texts by language ({languages}) of at most {limit} characters "
                            "that UTF-8 can write, not {value}").format(
            what=what, languages=", ".join(LANGUAGES), limit=MAX_TEXT, value=shown(value)), note)
    return {lang: text for lang, text in value.items() if text}


@dataclass(frozen=True)
class Note:
    """What a lesson says at a decision (``decision``: the decisions made before it, 0 at the start): its ``text``
    (by language), the shape id to point at (``point``, or None), and whether the learner must find the next move
    himself (``ask``; then ``wrong`` is said to another move and ``then`` once he has found it)."""

    decision: int
    text: dict[str, str]
    point: str | None = None
    ask: bool = False
    wrong: dict[str, str] = field(default_factory=dict)
    then: dict[str, str] = field(default_factory=dict)

    def said(self, which: str, lang: str = DEFAULT) -> str:
        """The note's ``which`` text (``"text"``, ``"wrong"`` or ``"then"``) in ``lang``, else in English, else
        ""."""
        texts = getattr(self, which)
        return texts.get(lang) or texts.get(DEFAULT) or next(iter(texts.values()), "")

    def to_dict(self) -> dict[str, Any]:
        """The note as plain JSON-able data."""
        data: dict[str, Any] = {"decision": self.decision, "text": dict(self.text)}
        if self.point is not None:
            data["point"] = self.point
        if self.ask:
            data.update(ask=True, wrong=dict(self.wrong), then=dict(self.then))
        return data


@dataclass
class Lesson:
    """A record (``record``) and its ``notes``, in the order of their decisions; ``title`` by language. See the
    module's docstring."""

    record: Record
    title: dict[str, str]
    notes: list[Note] = field(default_factory=list)

    @classmethod
    def from_match(cls, match: Match, title: str, fr: str = "") -> "Lesson":
        """A lesson of ``match``'s game as it was played (its record), titled ``title`` (``fr``: in French), with no
        note yet."""
        if not isinstance(match, Match):
            raise TypeError(_("a lesson is made from a Match, not {type}").format(type=type(match).__name__))
        return cls(match.record, _words({"en": title, "fr": fr}, "title", None))

    # -- writing the notes -----------------------------------------------------------------------------------
    def match(self, lang: str = DEFAULT) -> Match:
        """The lesson's game, played to its end, in ``lang`` (an option that reads a file is refused: a lesson is
        a file shared, maybe uploaded by a visitor)."""
        return replay(GAMES[self.record.game], self.record, lang=lang, read_files=False)

    def note(self, decision: int, text: str, fr: str = "", point: str | None = None) -> None:
        """Say ``text`` (``fr``: in French) at ``decision`` (the decisions made before it), pointing at the shape
        ``point`` of the board (None: nowhere); the lesson then goes on when the learner asks."""
        self._add(Note(decision, _words({"en": text, "fr": fr}, "text", len(self.notes)), point))

    def ask(self, decision: int, text: str, fr: str = "", point: str | None = None, wrong: str = "",
            wrong_fr: str = "", then: str = "", then_fr: str = "") -> None:
        """As ``note``, and the learner must find the move the record made at ``decision``: ``wrong`` (``wrong_fr``)
        is said to another move, with the rule of the one asked; ``then`` (``then_fr``) once he has found it."""
        count = len(self.notes)
        self._add(Note(decision, _words({"en": text, "fr": fr}, "text", count), point, True,
                       _words({"en": wrong, "fr": wrong_fr}, "wrong", count),
                       _words({"en": then, "fr": then_fr}, "then", count)))

    def _add(self, note: Note) -> None:
        decisions = self.record_decisions()
        self._check([note], decisions)                      # its decision a number before the notes are sorted
        kept = sorted([n for n in self.notes if n.decision != note.decision] + [note], key=lambda n: n.decision)
        self._check(kept, decisions)
        self.notes = kept

    def record_decisions(self) -> int:
        """How many decisions the record made."""
        return self.match().decisions

    def _check(self, notes: list[Note], decisions: int) -> None:
        if len(notes) > MAX_NOTES:
            raise LessonError(_("a lesson holds at most {limit} notes").format(limit=MAX_NOTES), len(notes) - 1)
        seen: set[int] = set()
        for number, note in enumerate(notes):
            decision = note.decision
            if isinstance(decision, bool) or not isinstance(decision, int) or not 0 <= decision <= decisions - (
                    1 if note.ask else 0):
                raise LessonError(_("note {number}: its decision is a whole number from 0 to {last}, not "
                                    "{decision}").format(number=number, last=decisions - (1 if note.ask else 0),
                                                         decision=shown(decision)), number)
            if decision in seen:
                raise LessonError(_("note {number}: a second note at decision {decision}").format(
                    number=number, decision=decision), number)
            seen.add(decision)
            if not note.text:
                raise LessonError(_("note {number} says nothing").format(number=number), number)
            if note.point is not None and (not isinstance(note.point, str) or not 0 < len(note.point) <= 100
                                           or not writable(note.point)):
                raise LessonError(_("note {number}: the place to point at is a shape's id, not {point}").format(
                    number=number, point=shown(note.point)), number)

    # -- files -----------------------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The lesson as plain JSON-able data."""
        return {"format": FORMAT, "kind": KIND, "title": dict(self.title), "record": self.record.to_dict(),
                "notes": [note.to_dict() for note in self.notes]}

    def to_json(self) -> str:
        """The lesson as JSON text (the same lesson gives the same text)."""
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    def save(self, path: str | PathLike) -> Path:
        """Write the lesson as JSON to ``path``; the path."""
        path = Path(path)
        path.write_text(self.to_json() + "\n", encoding="utf-8")
        return path

    @classmethod
    def from_dict(cls, data: Any) -> "Lesson":
        """Read a lesson from its dict: LessonError (a RecordError) naming the note, or the record's step, that is
        wrong."""
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise LessonError(_("a lesson is a JSON object whose kind is {kind}").format(kind=repr(KIND)))
        if type(data.get("format")) is not int or data["format"] != FORMAT:
            raise LessonError(_("unknown lesson format {format} (this version reads {known})").format(
                format=shown(data.get("format")), known=FORMAT))
        record = Record.from_dict(data.get("record"))
        if record.game not in GAMES:
            raise LessonError(_("no game {game}; the games are {games}").format(game=shown(record.game),
                                                                                games=", ".join(GAMES)))
        lesson = cls(record, _words(data.get("title"), "title", None))
        decisions = lesson.record_decisions()                # a record that does not replay raises its RecordError
        notes = data.get("notes")
        if not isinstance(notes, list) or len(notes) > MAX_NOTES:
            raise LessonError(_("'notes' is a list of at most {limit} notes").format(limit=MAX_NOTES))
        read = []
        for number, note in enumerate(notes):
            if not isinstance(note, dict) or set(note) - {"decision", "text", "point", "ask", "wrong", "then"}:
                raise LessonError(_("note {number} is not a note: {note}").format(number=number, note=shown(note)),
                                  number)
            ask = note.get("ask", False)
            if not isinstance(ask, bool):
                raise LessonError(_("note {number}: 'ask' is true or false").format(number=number), number)
            read.append(Note(note.get("decision"), _words(note.get("text"), "text", number), note.get("point"), ask,
                             _words(note.get("wrong"), "wrong", number), _words(note.get("then"), "then", number)))
        lesson._check(read, decisions)
        if [n.decision for n in read] != sorted(n.decision for n in read):
            raise LessonError(_("the notes are in the order of their decisions"))
        lesson.notes = read
        return lesson

    @classmethod
    def from_json(cls, text: Any) -> "Lesson":
        """Read a lesson from JSON text (see ``from_dict``)."""
        if not isinstance(text, str):
            raise LessonError(_("a lesson's JSON is a text, not {text}").format(text=shown(text)))
        if len(text) > MAX_FILE:
            raise LessonError(_("a lesson's JSON holds at most {limit} characters").format(limit=MAX_FILE))
        try:
            data = json.loads(text.removeprefix(BOM))
        except (ValueError, RecursionError) as error:       # ValueError: bad JSON, or a number of too many digits
            raise LessonError(_("not valid JSON: {error}").format(error=shown(str(error)))) from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | PathLike) -> "Lesson":
        """Read a lesson from the JSON file at ``path``."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, TypeError, ValueError) as error:
            raise LessonError(_("cannot read a lesson from {path}: {why}").format(
                path=shown(path), why=shown(str(error)))) from None
        return cls.from_json(text)
