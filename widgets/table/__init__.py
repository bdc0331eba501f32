"""Table: a match on an ipycanvas board, with its legal actions, controls, seats and event log.

The package: ``session`` (``TableSession``, plain Python: the match and its branches, the seats and agents, the
picked piece and the offer, every decision of the controls, the messages, what the screen shows), ``autoplay``
(the computer seats playing on their own, plain Python too), ``board`` (the canvas and the SVG snapshot), ``panel``
(the side panel and the log), ``controls`` (the rows under the board), and ``widget`` (``Table``, which composes
them). ``import widgets.table.session`` imports no widget library: the names that need one (``Table``,
``close_tree``, ``MultiCanvas``, ``hold_canvas``) are loaded when first read.

Everything shown comes from the match: the drawing from ``Game.scene(state)``, the choices from
the legal actions' ``label`` and ``targets``, the story from the events' ``text``. The table holds
no game state of its own: after any change it redraws from ``match.state``, so a cell that plays
on the same match (``m.run(max_steps=5)``) only needs a ``table.refresh()``.

Decisions made here, for the user to know:

- Play as on a table (``widgets.choices``): an action that moves a piece is offered through its piece.
  Click a piece (or its card in the side panel), and its places are outlined: click one. The actions
  of no piece (roll, buy, end the turn...) are buttons and, where they concern a place, clickable
  there. A click that means several actions (one square, two headings) offers just those. A lone
  movable piece is picked already.
- A click goes to the topmost shape under the pointer that a click may concern now (a pawn standing
  on a square does not hide the square). The line saying what a click would do has a fixed height
  and sits over the board, under the status line (whose turn it is), where the player pointing at the board
  reads them both, even when the side panel (the last decision's events, the actions) wraps under the board;
  the board never stretches to the side panel: nothing the pointer does moves the board.
- While a computer seat is to move, nothing is offered to the human: the status says "Bot 2 to
  move: Step to let it play"; Step (or Auto-play) plays its agent.
- A message shows beside the control that caused it (the board and actions, the Step/Undo row,
  the dice box, the notation box), and only the latest one; a board click's is said on the hover line too.
- The replay slider *undoes or redoes* to the chosen decision (it moves the match itself, like
  Undo and Redo, so the board is always ``match.state``); playing from an earlier decision then
  forgets the later ones, as after Undo. Branch starts a new match from the decision shown and keeps
  the old one (the "Match" drop-down goes back to it).
- Auto-play plays the computer seats one decision at a time from an asyncio task (never a
  blocking loop; a greedy or MCTS seat thinks in a worker thread, the MCTS seat some
  ``MCTS_SECONDS``) and waits when a human seat is to move; it stops when the game ends. While it
  runs, a click for a computer seat's decision, Step, End turn, Undo, Redo, Branch and the slider
  are refused with a message.
- Step and End turn play the seat's agent; a human seat gets the random agent for them.
- The viewpoint (the "Viewpoint" drop-down; ``table.viewer`` in code): the board, the log and the sheets of a
  followed ``RecordInspector`` show what that viewer may see (``Game.scene(state, viewer)``,
  ``Event.readable_by``, ``State.sheet(player, viewer)``). Everyone (the teacher's view: every hand face up),
  one player (his hand only), the spectator (``SPECTATOR``: what every player knows, no hand), or "Follows
  the player to move" (``FOLLOW``): the human seat to move, so that players sharing one screen (hot seat) each
  see their own hand on their turn, and nobody's (the spectator's view) while a computer seat plays or once the
  game is over. By default it follows the seats given: several human seats, the player to move; one human seat,
  his; none, everyone. A Table made without ``seats`` (a teacher driving every seat) shows everyone.
- The table acts only for the seat it is viewed from (everyone's view acts for whoever is to move). Through the
  eyes of a player who is not to move, or the spectator's, it offers nothing (it shows his hand, or none, not
  the mover's): no outline, no button, and a click, whatever is typed in the notation box, Step and End turn for
  a human seat get one refusal, the same whatever the hidden cards are (nothing is read, nothing is asked of
  the rules): "You are looking through Bot 1's eyes: choose your own viewpoint (or Everyone) to play."
- In a game with secrets, "Load the dice" is offered to everyone's view only: a loaded card that cannot come
  tells what the pile holds, which no player may know.
- A fair table (``fair=True``, the app's): while a human seat plays a game with secrets, each human sees through
  his own eyes only. The viewpoint is his seat's (several human seats: ``FOLLOW``, the hot seat), and neither
  the Viewpoint drop-down nor a seat's kind to or from human may change until the game is over (else a
  human could read a hand, or sit down at a game whose hands he has seen); then every view is open.
- Every bad input shows a message and changes nothing: the game's refusal of a typed notation names its rule,
  and whatever else reading a typed text raises (a number Python will not read) is told as a text that cannot
  be read; no message repeats more than a short start of what was typed (``gangs.kernel.limits.SHOWN``).
- A click where nothing can be done says why, naming the rule: the action the click would have been (the
  picked piece's move to that place, another piece's move, an action there) is asked of the game
  (``State.why_illegal``), e.g. "That piece cannot move now: red.vamp is in prison and does not move (rule
  exact-move)."; on the bare board, whose turn it is and what is awaited (``widgets.clicks``). The sentence is
  the game's own refusal: as precise as its ``why_illegal``.
- The table speaks its match's language (``match.lang``; the "Language" drop-down, ``table.speak("fr")`` in
  code): switching it tells the match again in that language (``Match.speak``: log, labels, board), with every
  branch, and the table's own words; the rulebook's French sentences are shown as printed in both. Whoever
  wraps the table (a ``Lobby``) hears of the switch through ``on_speak`` and speaks the same language.
"""


from __future__ import annotations

import importlib
from typing import Any

from ..canvas import draw_shapes, redraw_boxes
from ..seating import BY_SEATS, FOLLOW, HUMAN, RANDOM, keeps_secrets
from .autoplay import Chosen
from .session import END_TURN_LIMIT, GREEDY, MCTS, MCTS_SECONDS, SEAT_WORDS, TableSession, dice_hint

_WIDGETS = {"Table": ".widget", "close_tree": ".board", "MultiCanvas": ".board", "hold_canvas": ".board"}

__all__ = ["BY_SEATS", "END_TURN_LIMIT", "FOLLOW", "GREEDY", "HUMAN", "MCTS", "MCTS_SECONDS", "RANDOM", "SEAT_WORDS",
           "Chosen", "MultiCanvas", "Table", "TableSession", "close_tree", "dice_hint", "draw_shapes", "hold_canvas",
           "keeps_secrets", "redraw_boxes"]


def __getattr__(name: str) -> Any:
    """The names that need ipywidgets (``Table``...), imported when first read."""
    if name not in _WIDGETS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_WIDGETS[name], __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WIDGETS))
