"""The two errors of the kernel contract: an illegal action and a broken record."""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple


class IllegalAction(ValueError):
    """An action the rules forbid in this state.

    ``rule`` is the key of the rule that forbids it (see ``Game.rules``), so a teacher can
    always answer "why can't I?". Raising it never changes the state.
    """

    def __init__(self, message: str, rule: str = "legal-actions") -> None:
        super().__init__(f"{message} [rule: {rule}]")
        self.rule = rule
        self.reason = message


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
    """Why an action is not legal now: the key of the ``rule`` that forbids it and the ``reason`` in words.

    A game's legality check returns ``None`` (allowed) or a Refusal, and the same check serves both the
    listing of legal actions and ``why_illegal``. ``reason`` may be a template whose ``{names}`` are facts
    of the position, filled in only when the refusal is told (``error``): listing never pays for words.
    """

    rule: str
    reason: str

    def error(self, facts: Mapping[str, Any] | None = None) -> IllegalAction:
        """The IllegalAction that tells this refusal, its reason filled in from ``facts``."""
        return IllegalAction(self.reason.format_map(facts) if facts is not None else self.reason, self.rule)
