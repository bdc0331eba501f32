"""The law: offences, witnesses, criminal records and sentences."""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel.lang import formatter, translator
from .common import counted
from .words import OFFENCE_WORDS

_ = translator("supergang")
f_ = formatter("supergang")


@dataclass(frozen=True)
class Offence:
    """One offence as the table knows it: when (``turn``), what (``kind``: mugging, racket, trafic,
    holdup, shooting, rebellion), where (``place``, a node id), who did it (``authors``, character
    ids), who saw it (``witnesses``: ``"cops 1"``, ``"cops 2"``, ``"managers of b7"``) and the prison
    turns it costs each author (``sentence``)."""

    number: int
    turn: int
    kind: str
    place: str
    authors: tuple[str, ...]
    witnesses: tuple[str, ...]
    sentence: int

    @property
    def witnessed(self) -> bool:
        """True once somebody has testified: only then is it a cross on the record."""
        return bool(self.witnesses)


@dataclass(frozen=True)
class RecordLine:
    """One line of a gangster's criminal record: the offence, its accomplices (the other authors),
    and whether its sentence has been served (or is being served)."""

    turn: int
    kind: str
    place: str
    accomplices: tuple[str, ...]
    witnesses: tuple[str, ...]
    sentence: int
    served: bool

    def __str__(self) -> str:
        seen = ", ".join(self.witnesses) if self.witnesses else _("nobody")
        with_ = f_(" with {accomplices}")(accomplices=", ".join(self.accomplices)) if self.accomplices else ""
        state = _("served") if self.served else _("not served")
        turns = counted(self.sentence, "turn")
        return f_("turn {turn}: {kind} at {place}{with_}; seen by {seen}; {turns}, {state}")(
            turn=self.turn, kind=_(OFFENCE_WORDS.get(self.kind, self.kind)), place=self.place, with_=with_, seen=seen,
            turns=turns, state=state)
