"""RecordInspector: every player's sheet (a card each) and, where the game keeps them, every
criminal record (a table), following the match step by step."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

from gangs.kernel import Match

from .player_sheets import PlayerSheets

_STYLE = """<style>
.gangs-records table {border-collapse: collapse; margin: 4px 0 10px; font-size: 12px;}
.gangs-records th, .gangs-records td {border: 1px solid #d8d2c4; padding: 2px 6px; text-align: left;
  vertical-align: top;}
.gangs-records th {background: #f3eee2;}
.gangs-records .served {color: #7a7a7a;}
.gangs-records .wanted {color: #b3261e; font-weight: 600;}
</style>"""

RECORD_COLUMNS = ("gangster", "turn", "offence", "place", "accomplices", "witnesses", "sentence", "served")
"""The columns of the criminal records table, one row per line of a record."""


class RecordInspector(ipywidgets.VBox):
    """Each player's sheet (``state.sheet(player)``, as cards: a ``PlayerSheets``) and every criminal
    record (``state.records()``, as a table) of ``match``; call ``refresh()`` after play (a
    ``widgets.Table`` calls it for you when it is given the inspector). ``rows`` holds the records
    table as plain tuples, in the order shown."""

    def __init__(self, match: Match, **kwargs: Any) -> None:
        self.match = match
        self.sheets = PlayerSheets()
        self.records = ipywidgets.HTML().add_class("gangs-records")
        self.rows: list[tuple] = []
        super().__init__([self.sheets, self.records], **kwargs)
        self.add_class("gangs-inspector")
        self.refresh()

    def __repr__(self) -> str:
        return f"<RecordInspector: {self.match!r}>"

    def refresh(self) -> "RecordInspector":
        """Read the match's current state again."""
        state = self.match.state
        self.sheets.show(self.match)
        self.rows = [(gangster, line.turn, line.kind, line.place, ", ".join(line.accomplices) or "—",
                      ", ".join(line.witnesses) or "—", line.sentence, "yes" if line.served else "no")
                     for gangster, lines in state.records().items() for line in lines]
        if not state.records():
            self.records.value = ""
            return self
        if not self.rows:
            self.records.value = f"{_STYLE}<b>Criminal records</b><p>Every record is clean.</p>"
            return self
        head = "".join(f"<th>{column}</th>" for column in RECORD_COLUMNS)
        body = "".join(f"<tr class=\"{'served' if row[-1] == 'yes' else 'wanted'}\">"
                       + "".join(f"<td>{escape(str(cell))}</td>" for cell in row) + "</tr>" for row in self.rows)
        self.records.value = f"{_STYLE}<b>Criminal records</b><table><tr>{head}</tr>{body}</table>"
        return self
