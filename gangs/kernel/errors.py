"""The two errors of the kernel contract: an illegal action and a broken record."""

from __future__ import annotations

from contextlib import nullcontext
from typing import Any, Mapping, NamedTuple

from . import lang as _lang
from .tell import Reading

_EMPTY: Mapping[str, Any] = {}


class IllegalAction(ValueError):
    """An action the rules forbid in this state.

    ``rule`` is the key of the rule that forbids it (see ``Game.rules``), so a teacher can always answer "why
    can't I?". Raising it never changes the state. Like an ``Event``, it holds no words: its ``message`` (the id of
    its reason in the game's catalogue, a phrase with a field for each fact), its ``facts`` (player indices,
    squares, amounts) and the ``voice`` of its position (``State.voice``: the narrator and the players' names) that
    words it when read, for the one who reads (``told``: the player who tried reads « you » for himself). A refusal
    with no voice (the kernel's own) is its message as written, already in words.
    """

    def __init__(self, message: str, rule: str = "legal-actions", facts: Mapping[str, Any] | None = None,
                 voice: Any = None) -> None:
        super().__init__(message, rule)
        self.message, self.rule, self.voice = message, rule, voice
        self.facts = _EMPTY if facts is None else facts

    def told(self, viewer: int | None = None, lang: str | None = None) -> str:
        """The reason in words as ``viewer`` reads it (the player who tried reads « you » for himself; None, the
        teacher, and ``SPECTATOR`` read every name), in ``lang``: by default its match's language (the language in
        force for a position of no match)."""
        voice = self.voice
        if voice is None:
            return self.message.format_map(self.facts) if self.facts else self.message
        lang = lang or voice.lang
        reading = Reading(voice.names, viewer, voice.context)
        with nullcontext() if lang is None or lang == _lang.current() else _lang.language(lang):
            return voice.narrator.refusal(self.message, self.facts, reading)

    @property
    def reason(self) -> str:
        """The reason in words for the teacher (every player by his name), read now."""
        return self.told(None)

    def __str__(self) -> str:
        return f"{self.reason} [rule: {self.rule}]"

    def __reduce__(self):
        return (IllegalAction, (self.message, self.rule, dict(self.facts), self.voice))


class RecordError(ValueError):
    """A record that cannot be replayed.

    ``step`` is the index in ``record.steps`` (from 0) of the first step that fails, or ``None``
    when the record as a whole is unreadable (not JSON, unknown game, unknown format).
    """

    def __init__(self, message: str, step: int | None = None) -> None:
        where = f"step {step}: " if step is not None else ""
        super().__init__(where + message)
        self.step = step
        self.reason = message


class Refusal(NamedTuple):
    """Why an action is not legal now: the key of the ``rule`` that forbids it and the ``reason``, a message.

    A game's legality check returns ``None`` (allowed) or a Refusal, and the same check serves both the
    listing of legal actions and ``why_illegal``. ``reason`` is the id of a message of the game's catalogue
    (marked ``M_``) whose ``{fields}`` are facts of the position, worded only when the refusal is read
    (``error``, then ``IllegalAction.told``): listing never pays for words.
    """

    rule: str
    reason: str

    def error(self, facts: Mapping[str, Any] | None = None, voice: Any = None) -> IllegalAction:
        """The IllegalAction that tells this refusal with its ``facts``, worded by ``voice`` when read (a
        position's ``voice``); with no voice, its reason filled in from ``facts`` now."""
        if voice is None:
            return IllegalAction(self.reason.format_map(facts) if facts is not None else self.reason, self.rule)
        return IllegalAction(self.reason, self.rule, facts, voice)
