"""LessonTable: a lesson (``gangs.lesson.Lesson``) played in the Table, as Board Game Arena's tutorials are: the
lesson's game moves as it was recorded, one note at a time (Next); at a note that asks, the learner makes the move
himself on the board or with its button: another move is not played and he is told « not quite », with the rule of
the move asked; the right one is played (with the dice the record rolled), and the note says what happened.

``LessonSession`` holds the lesson's decisions in plain Python (no widget), as ``TableSession`` does a match's;
``LessonTable`` shows it: the note over the Table, Next and Start again, the place a note points at outlined.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

from gangs.kernel import Action
from gangs.kernel.lang import DEFAULT, check_language, language, own_language, translator
from gangs.lesson import Lesson, Note

from .table import Table
from .table.session import TableSession

_ = translator("widgets")


class LessonSession(TableSession):
    """The decisions of a lesson played in a Table (see the module's docstring). ``lang``: the language of the
    notes and of the game. The match shown is the lesson's game taken back to its start: each step on is the
    record's (``Match.redo``), the dice as they fell."""

    def __init__(self, lesson: Lesson, lang: str = DEFAULT, log_turns: int = 8) -> None:
        if not isinstance(lesson, Lesson):
            raise TypeError(f"LessonSession: a gangs.lesson.Lesson, not {type(lesson).__name__}")
        self.lesson, self.note_lang = lesson, check_language(lang)
        self.full = lesson.match(self.note_lang)
        match = lesson.match(self.note_lang)
        match.undo(match.decisions)
        super().__init__(match, None, None, None, False, log_turns)
        self.answered = False
        self.read: set[int] = set()
        self.shown_note: Note | None = None
        self.finished = False
        self.feedback = ""
        self._show_note_or_go_on()

    # -- where the lesson is -------------------------------------------------------------------------------
    @property
    def position(self) -> int:
        """The decisions made so far in the lesson's game."""
        return self.match.decisions

    def note_at(self, decision: int) -> Note | None:
        """The lesson's note at ``decision``, if it has one."""
        return next((note for note in self.lesson.notes if note.decision == decision), None)

    def asking(self) -> bool:
        """Whether the learner is to find the next move himself now."""
        note = self.shown_note
        return note is not None and note.ask and not self.answered and note.decision == self.position

    def expected(self) -> Action:
        """The move the record made next (the one a note that asks wants found)."""
        return self.full.decision_action(self.position + 1)

    def rule_of_expected(self) -> str:
        """The key of the rule the move asked for plays (the first rule its events name)."""
        events = self.full.events_by_decision()[self.position + 1]
        return next((event.rule for event in events if event.rule in self.match.game.rules), "")

    def text(self) -> str:
        """What the lesson says now: the note shown, or what it says once the move asked is found; "" when the
        lesson has ended."""
        note = self.shown_note
        if note is None:
            return ""
        if self.answered:
            return note.said("then", self.note_lang) or _("That is the move.")
        return note.said("text", self.note_lang)

    def progress(self) -> tuple[int, int]:
        """The number of the note shown (from 1; 0 before the first) and the lesson's notes."""
        notes = self.lesson.notes
        number = notes.index(self.shown_note) + 1 if self.shown_note in notes else len(notes) * self.finished
        return number, len(notes)

    # -- moving on -----------------------------------------------------------------------------------------
    @own_language
    def next(self) -> bool:
        """Go on: to the next note, the record playing the decisions up to it; False (and why, said) while a note
        waits for the learner's move, or once the lesson has ended."""
        if self.asking():
            self.say(_("Find the move first: the note says what to look at."), error=True, near="controls")
            return False
        if self.finished:
            self.say(_("The lesson is over: Start again to play it once more."), near="controls")
            return False
        if self.shown_note is not None:             # this note is read: on to the next
            self.read.add(self.shown_note.decision)
        self.answered, self.feedback, self.shown_note = False, "", None
        self.say("")
        self._show_note_or_go_on()
        self.on_change()
        return True

    def _show_note_or_go_on(self) -> None:
        here = self.note_at(self.position)
        if here is not None and here.decision not in self.read:
            self.shown_note = here
            return
        later = [note for note in self.lesson.notes if note.decision > self.position]
        if not later:
            self.shown_note, self.finished = None, True
            return
        self._move_to(later[0].decision)
        self.shown_note = later[0]

    @own_language
    def start_again(self) -> None:
        """Back to the lesson's start: its game made again from the lesson's record."""
        self._rebuild(0)
        self.answered, self.finished, self.shown_note, self.feedback = False, False, None, ""
        self.read = set()
        self.say("")
        self._show_note_or_go_on()
        self.on_change()

    def _move_to(self, decision: int) -> None:
        """Play the lesson's game on to ``decision`` with the record's own steps, dice included (made again from the
        record if its match was moved off it)."""
        match = self.match
        if match.decisions <= decision <= match.decisions + match.can_redo:
            match.redo(decision - match.decisions)
            if match.steps == self.full.steps[:len(match.steps)]:
                return
        self._rebuild(decision)

    def _rebuild(self, position: int) -> None:
        """Show the lesson's game at ``position`` made again from the record (its undone decisions the record's)."""
        match = self.lesson.match(self.note_lang)
        match.undo(match.decisions - position)
        self.branches = [match]
        self.take(match)

    def speak(self, lang: str) -> None:
        """Go on in ``lang``: the notes, the game's words and the lesson's own."""
        self.note_lang = check_language(lang)
        self.full.speak(self.note_lang)
        super().speak(self.note_lang)
        if self.feedback:
            with language(self.note_lang):
                self.feedback = self._not_quite()

    # -- the learner's move ----------------------------------------------------------------------------------
    @own_language
    def play(self, action: Action | str, near: str = "board") -> bool:
        """The learner's move: the one asked is played (as the record played it) and the note says what happened;
        another is not played, and he is told « not quite » with the rule of the move asked."""
        if not self.asking():
            self.say(self.looking_elsewhere(), error=True, near=near)
            return False
        notation = action.strip() if isinstance(action, str) else getattr(action, "notation", None)
        expected = self.expected()
        if notation != expected.notation:
            self.feedback = self._not_quite()
            self.say(self.feedback, error=True, near=near)
            self.on_change()
            return False
        self._move_to(self.position + 1)
        self.answered, self.feedback, self.choices, self.picked = True, "", None, None
        self.say(_("Well played."), near=near)
        self.on_change()
        return True

    def _not_quite(self) -> str:
        wrong = self.shown_note.said("wrong", self.note_lang) if self.shown_note else ""
        key = self.rule_of_expected()
        rule = self.match.game.rules.get(key)
        told = _("Not quite.") + (" " + wrong if wrong else "")
        if rule is not None:
            told += " " + _("The rule: {gloss} (« {french} », rule {rule}).").format(
                gloss=rule.gloss, french=rule.french, rule=key)
        return told

    def looking_elsewhere(self, *_args: Any) -> str:
        """Why the table plays nothing for the learner now ("" while a note asks for his move)."""
        if self.asking():
            return ""
        return _("The lesson plays this game: read the note, then press Next.")

    def last_move(self) -> frozenset[str]:
        """The place the note points at, outlined (else the last move, as a Table outlines it)."""
        note = self.shown_note
        if note is not None and note.point and not self.answered:
            return frozenset({note.point})
        return super().last_move()

    # -- what a lesson does not do --------------------------------------------------------------------------
    def may_load(self) -> bool:
        """Nobody loads the dice of a lesson: they fall as the record says."""
        return False

    def _not_in_a_lesson(self, *_args: Any) -> bool:
        self.say(_("In a lesson, Next moves the game on."), error=True, near="controls")
        self.on_change()
        return False

    step = end_turn = undo = redo = branch = load_dice = change_seat = choose_viewpoint = _not_in_a_lesson
    replay_to = take_branch = take_loaded = _not_in_a_lesson

    def time_up(self, seat: int | None) -> bool:
        """A lesson is not timed: no seat's time is ever up."""
        return False

    def start_autoplay(self, task: Any) -> Any:
        """Nobody plays a lesson's game but its record: auto-play stays off."""
        self.autoplay = False
        self._not_in_a_lesson()
        return task


class _LessonBoard(Table):
    """The Table of a lesson: no clock (a lesson is not timed), and no ending panel (the note tells the end;
    Play again and Replay start the lesson again)."""

    def refresh(self) -> "Table":
        """Redraw as a Table does, the clock and the ending panel left out."""
        super().refresh()
        self.clock.widget.layout.display = "none"
        self.ending.box.layout.display = "none"
        return self

    def _follow_clock(self) -> None:
        """No clock runs in a lesson."""

    def play_again(self) -> "Table":
        """Start the lesson again."""
        self.session.start_again()
        return self

    replay_game = play_again


class LessonTable(ipywidgets.VBox):
    """A lesson to play in a notebook: its title, the note of now with Next and Start again, and the Table of its
    game (see the module's docstring). ``lesson``: a ``gangs.lesson.Lesson`` (``Lesson.load(path)`` reads a file);
    ``lang``: ``"en"`` or ``"fr"``."""

    def __init__(self, lesson: Lesson, lang: str = DEFAULT, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.session = session = LessonSession(lesson, lang)
        self.add_class("gangs-lesson")
        with language(session.note_lang):
            self.title = ipywidgets.HTML(f"<h3 style='margin:4px 0'>{escape(self._title())}</h3>")
            self.note = ipywidgets.HTML().add_class("gangs-lesson-note")
            self.progress = ipywidgets.HTML().add_class("gangs-lesson-progress")
            self.next_button = ipywidgets.Button(description=_("Next"), button_style="primary")
            self.next_button.add_class("gangs-lesson-next")
            self.again_button = ipywidgets.Button(description=_("Start again"))
            self.again_button.add_class("gangs-lesson-again")
        self.table = _LessonBoard(session)
        self.table.on_speak(self._speak)
        self.next_button.on_click(lambda _button: self.next())
        self.again_button.on_click(lambda _button: self.start_again())
        controls = self.table.controls
        for row in (controls.play_row, controls.dice_row, controls.replay_row, controls.settings_row):
            row.layout.display = "none"
        redraw = session.on_change
        session.on_change = lambda: (redraw(), self._show_note())
        box = ipywidgets.VBox([self.note, ipywidgets.HBox([self.next_button, self.again_button, self.progress])],
                              layout=ipywidgets.Layout(border="2px solid #b08d3c", padding="6px 10px",
                                                       margin="0 0 6px 0"))
        self.children = [self.title, box, self.table]
        self._show_note()

    def next(self) -> bool:
        """Press Next (``LessonSession.next``)."""
        return self.session.next()

    def start_again(self) -> None:
        """Press Start again."""
        self.session.start_again()

    def play(self, action: Action | str) -> bool:
        """Make the learner's move, as a click or its button does."""
        return self.table.play(action)

    def speak(self, lang: str) -> "LessonTable":
        """Go on in ``lang`` (``"en"`` or ``"fr"``): the notes, the buttons, the title and the Table."""
        self.table.speak(lang)
        return self

    def _speak(self, lang: str) -> None:
        with language(lang):
            self.title.value = f"<h3 style='margin:4px 0'>{escape(self._title())}</h3>"
            self.next_button.description = _("Next")
            self.again_button.description = _("Start again")
        self._show_note()

    def _title(self) -> str:
        title = self.session.lesson.title
        return title.get(self.session.note_lang) or title.get(DEFAULT, "")

    def _show_note(self) -> None:
        session = self.session
        with language(session.note_lang):
            if session.finished:
                text = "<b>" + escape(_("The lesson is over.")) + "</b> " + escape(
                    _("Start again to play it once more, or play a game of your own."))
            else:
                text = escape(session.text())
                if session.asking():
                    text += "<br><i>" + escape(_("Your move: make it on the board.")) + "</i>"
                if session.feedback:
                    text += f"<br><span style='color:#b00020'>{escape(session.feedback)}</span>"
            number, count = session.progress()
            self.next_button.disabled = session.asking() or session.finished     # before the note that asks shows
            self.note.value = f"<div style='font-size:15px;line-height:1.4'>{text}</div>"
            self.progress.value = ("<span style='color:#555;margin-left:8px'>" + escape(
                _("note {number} of {count}").format(number=number, count=count)) + "</span>")
