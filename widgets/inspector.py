"""RecordInspector: every player's sheet (a card each) and whatever tables the state gives
(``State.tables()``: what else lies on the table, whatever the game), following the match step by step, as a
viewer sees them (a player's secrets named on his sheet only; the tables hold public facts only)."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

from gangs.kernel import Match
from gangs.kernel.lang import own_language, translator
from gangs.views import View

from .player_sheets import PlayerSheets

_STYLE = """<style>
.gangs-tables table {border-collapse: collapse; margin: 4px 0 10px; font-size: 12px;}
.gangs-tables th, .gangs-tables td {border: 1px solid #d8d2c4; padding: 2px 6px; text-align: left;
  vertical-align: top;}
.gangs-tables th {background: #f3eee2;}
.gangs-tables .empty {color: #7a7a7a; margin: 2px 0 10px;}
</style>"""

_ = translator("widgets")

Tables = dict[str, tuple[tuple[str, ...], list[tuple]]]
"""``State.tables()``: title -> (columns, rows), each row a tuple of plain values."""


def tables_html(tables: Tables) -> str:
    """The tables as HTML: a title and a table for each, in their order; an empty one says so. Titles, headings
    and cells are the game's words."""
    parts = []
    for title, (columns, rows) in tables.items():
        parts.append(f"<b>{escape(title)}</b>")
        if not rows:
            parts.append("<p class='empty'>" + escape(_("None so far.")) + "</p>")
            continue
        head = "".join(f"<th>{escape(str(column))}</th>" for column in columns)
        body = "".join("<tr>" + "".join(f"<td>{escape('' if cell is None else str(cell))}</td>" for cell in row)
                       + "</tr>" for row in rows)
        parts.append(f"<table><tr>{head}</tr>{body}</table>")
    return _STYLE + "".join(parts) if parts else ""


class RecordInspector(ipywidgets.VBox):
    """Each player's sheet (``state.sheet(player)``, as cards: a ``PlayerSheets``) and every table of
    ``state.tables()`` of ``match`` (one HTML table per title, in order); call ``refresh()`` after play
    (a ``widgets.Table`` calls it for you when it is given the inspector). It knows no column of any
    game. ``tables`` holds what is shown as plain data (``{title: (columns, rows)}``), ``rows`` every
    row of every table, in the order shown. ``viewer``: whose eyes the sheets are seen through (a player,
    ``SPECTATOR``; None: the teacher, everything); a ``widgets.Table`` that follows the inspector sets it to its
    own. ``State.tables()`` is the same for every viewer: what lies face up on the table. Everything is told in
    the match's language (``match.lang``). A room's table (``widgets.table.room``) is followed too: its sheets and
    tables are those of the view the server sent its seat (``follows_rooms``)."""

    follows_rooms = True

    def __init__(self, match: Match | Any, viewer: int | None = None, **kwargs: Any) -> None:
        self.match = match
        self.viewer = viewer
        self.sheets = PlayerSheets()
        self.tables_view = ipywidgets.HTML().add_class("gangs-tables")
        self.tables: Tables = {}
        self.rows: list[tuple] = []
        super().__init__([self.sheets, self.tables_view], **kwargs)
        self.add_class("gangs-inspector")
        self.refresh()

    def __repr__(self) -> str:
        return f"<RecordInspector: {self.match!r}>"

    @property
    def lang(self) -> str:
        """The language the inspector speaks: its match's."""
        return self.match.lang

    @own_language
    def refresh(self) -> "RecordInspector":
        """Read the match's current state again."""
        match = self.match
        seen = View.of(match, self.viewer) if isinstance(match, Match) else match.seen     # a room's: its view
        self.sheets.show(seen)
        self.tables = {title: (tuple(table["columns"]), [tuple(row) for row in table["rows"]])
                       for title, table in seen.tables.items()}
        self.rows = [row for _, rows in self.tables.values() for row in rows]
        self.tables_view.value = tables_html(self.tables)
        return self
