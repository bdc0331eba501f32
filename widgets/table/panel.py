"""The side panel of a Table, beside its board: the last decision's events, the table's message, what may be done
(the movable pieces' cards, the picked piece's moves, the actions of no piece, or a pending choice), and the
notation box; and the event log under the table (``widgets.event_log``).

It shows what it is given (an ``Offer``, sentences, the log's groups) and calls back the Table's commands.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Mapping, Sequence

import ipywidgets

from gangs.kernel import Action, Game
from gangs.kernel.house import house_reasons
from gangs.kernel.lang import N_, plural_translator, translator

from ..action_list import ActionList
from ..choices import Offer, Piece
from ..event_log import EventLog
from ..words import Shown
from .controls import Wording

_ = translator("widgets")
n_ = plural_translator("widgets")


def card(piece: Piece) -> Action:
    """A piece's card as a button's action: its label is the card's text, its ``piece`` the piece."""
    return Shown.of(Action("pick", piece.id, piece=piece.id), piece.card, piece.name)


class Panel:
    """The side panel (``box``) and the event log (``event_log``). ``play(action)`` plays an action's button,
    ``pick(piece)`` a card's piece, ``unpick()`` is Back, ``cancel()`` is Cancel, ``typed()`` is the notation's
    Play; ``max_buttons`` actions of a list are buttons, the rest a drop-down."""

    def __init__(self, wording: Wording, play: Callable[[Action], Any], pick: Callable[[str], Any],
                 unpick: Callable[[], Any], cancel: Callable[[], Any], typed: Callable[[], Any],
                 max_buttons: int = 12) -> None:
        word, button = wording.word, wording.button
        self.last_events = ipywidgets.HTML().add_class("gangs-last-events")
        self.message = ipywidgets.HTML().add_class("gangs-message")
        self.pieces = ActionList(lambda shown: pick(shown.piece), max_buttons=max_buttons, css="gangs-piece")
        self.moves = ActionList(play, max_buttons=max_buttons, css="gangs-action", noun="moves")
        self.others = ActionList(play, max_buttons=max_buttons, css="gangs-action")
        self.picked_info = ipywidgets.HTML()
        self.back_button = button(N_("Back"), N_("pick another piece"), unpick)
        self.picked_row = ipywidgets.HBox([self.picked_info], layout=ipywidgets.Layout(align_items="center"))
        self.cancel_button = button(N_("Cancel"), N_("show every legal action again"), cancel)
        self.actions = ipywidgets.VBox().add_class("gangs-actions")
        self.notation = word(ipywidgets.Text(continuous_update=False, layout=ipywidgets.Layout(width="220px")),
                             placeholder=N_("or type a notation"))
        self.notation_button = word(ipywidgets.Button(layout=ipywidgets.Layout(width="60px")), description=N_("Play"))
        self.notation_button.on_click(lambda _click: typed())
        self.notation_message = ipywidgets.HTML().add_class("gangs-notation-message")
        self.box = ipywidgets.VBox([self.last_events, self.message, self.actions,
                                    ipywidgets.HBox([self.notation, self.notation_button]), self.notation_message],
                                   layout=ipywidgets.Layout(flex="1 1 260px", min_width="260px", max_width="640px"))
        self.box.add_class("gangs-side")
        self.event_log = EventLog()

    def lists(self) -> tuple[ActionList, ActionList, ActionList]:
        """The three lists of buttons: the pieces' cards, the picked piece's moves, the actions of no piece."""
        return self.pieces, self.moves, self.others

    def show_last_events(self, groups: Sequence[tuple[str, Sequence[str]]]) -> None:
        """What happened since the viewer last decided: each seat's name (as he reads it) over the events of its
        decisions, oldest first; the newest line in view (the box scrolls when there are many)."""
        parts = []
        for heading, lines in groups:
            items = "".join(f"<li>{escape(line)}</li>" for line in lines)
            head = f"<div class='gangs-last-seat'><b>{escape(heading)}</b></div>" if heading else ""
            parts.append(f"{head}<ul style='margin:2px 0'>{items}</ul>")
        # a column laid out from its end starts scrolled to its end: the newest lines are the ones in view
        self.last_events.value = ("<div style='max-height:14em;overflow-y:auto;display:flex;"
                                  f"flex-direction:column-reverse'><div>{''.join(parts)}</div></div>"
                                  if parts else "")

    def show_log(self, groups: Sequence[tuple[str, Sequence[Mapping[str, Any]]]], game: Game,
                 viewer: int | None) -> None:
        """The log's groups (heading, the viewer's log entries newest first: ``View.log``) of ``game``."""
        self.event_log.show(groups, game.rules, house_reasons(game), viewer, game.name)

    def show_actions(self, shown: Offer, choosing: bool) -> None:
        """What may be done: a pending choice (``choosing``: the offer is that choice); or the movable pieces' cards,
        the picked piece's moves, and the actions of no piece."""
        if choosing:
            self.picked_info.value = "<i>" + escape(_("Choose:")) + "</i>"
            self.moves.show(())
            self.pieces.show(())
            self.others.show(shown.others)
            rows: list[Any] = [self.picked_info, self.others, self.cancel_button]
        else:
            self.pieces.show([card(piece) for piece in shown.pieces] if len(shown.pieces) > 1 else ())
            for button in self.pieces.buttons.children:
                picked = shown.picked is not None and button.action.piece == shown.picked.id
                button.button_style = "info" if picked else ""
            self.moves.show(shown.picked.actions if shown.picked else ())
            self.others.show(shown.others)
            self.picked_info.value = self._picked_words(shown)
            row = [self.picked_info, self.back_button] if shown.picked and len(shown.pieces) > 1 else [self.picked_info]
            if list(self.picked_row.children) != row:
                self.picked_row.children = row
            rows = [self.pieces, self.picked_row if self.picked_info.value else None, self.moves, self.others]
        rows = [row for row in rows if row is not None and not (isinstance(row, ipywidgets.HTML) and not row.value)]
        if list(self.actions.children) != rows:
            self.actions.children = rows

    @staticmethod
    def _picked_words(shown: Offer) -> str:
        """What the line over the moves says: how to move the picked piece, or to pick one."""
        if shown.picked is None:
            return ("<i>" + escape(_("Pick a piece (on the board or below), then where it goes.")) + "</i>"
                    if shown.pieces else "")
        count = len({t for action in shown.picked.actions for t in action.targets})
        if len(shown.picked.actions) > 1:
            told = n_("{piece}: click its outlined place on the board, or a move below.",
                      "{piece}: click one of its {count} outlined places on the board, or a move below.", count)
        else:
            told = n_("{piece}: click its outlined place on the board.",
                      "{piece}: click one of its {count} outlined places on the board.", count)
        return escape(told).format(piece=f"<b>{escape(shown.picked.name)}</b>", count=count) + "&nbsp;"
