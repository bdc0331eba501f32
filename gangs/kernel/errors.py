"""The two errors of the kernel contract: an illegal action and a broken record."""

from __future__ import annotations


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
