"""The law: offences, witnesses, criminal records and sentences."""

from __future__ import annotations

from dataclasses import dataclass

from .common import counted


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
        seen = ", ".join(self.witnesses) if self.witnesses else "nobody"
        with_ = f" with {', '.join(self.accomplices)}" if self.accomplices else ""
        state = "served" if self.served else "not served"
        turns = counted(self.sentence, "turn")
        return f"turn {self.turn}: {self.kind} at {self.place}{with_}; seen by {seen}; {turns}, {state}"
