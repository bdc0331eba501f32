"""Lobby: pick a game, the players and the seats, and play it at a Table, with its records and
scenario tools. It is the whole app of ``notebooks/play.ipynb`` (and its Voilà page)."""

from __future__ import annotations

import asyncio
import random
from html import escape
from typing import Any, Callable, Sequence

import ipywidgets

import gangs
from gangs.kernel import IllegalAction
from gangs.kernel.lang import DEFAULT, LANGUAGES, N_, check_language, language, translator
from gangs.lessons import first_lesson

from .inspector import RecordInspector
from .lesson import LessonTable
from .options import OptionControls
from .remote import RemoteTable
from .rooms import Rooms
from .scenario import ScenarioPanel
from .table import GREEDY, HUMAN, MCTS, RANDOM, Table, close_tree, keeps_secrets

_ = translator("widgets")

_WHOLE = {"description_width": "initial"}
"""A control's style whose description is as wide as its words (never cut off in French)."""

NAME_LENGTH = 24
"""The longest name a player may give himself (what is typed beyond it is dropped)."""

HOW_TO_PLAY = N_(
    "<p><b>Your move, as on a table:</b> click one of your pieces on the board (or its card beside it): the places "
    "it can go are outlined; click one. What is not a piece's move (roll the dice, buy, end the turn) is a button, "
    "and a place on the board where it concerns one. The line over the board says what a click under the pointer "
    "would do, or why it would do nothing there (naming the rule).</p>"
    "<p><b>The computer's seats</b> play on their own (<i>Auto-play</i>; the <i>delay</i> slider sets their pace); "
    "what they did since your last move stays beside the board until you move. <b>Step</b> makes one of their "
    "decisions, <b>End turn</b> plays to the next seat. <b>Bots play</b> chooses how the computer plays: at random, "
    "greedy (the best move one step ahead) or MCTS (it tries many futures, about a second a move).</p>"
    "<p><b>Changed your mind?</b> <i>Undo</i>, <i>Redo</i>, or drag the <i>decision</i> slider. Under the board: "
    "the story of the game, newest turn first (hover a line to read the rule behind it), every player's sheet, and "
    "a tab to download the game's record, play a record you upload, or rerun the game with other dice. "
    "<i>Projector</i> draws the table large for a class.</p>")
"""The instructions, one click away under the game bar (in the app's language)."""

SECRET_SEED_BITS = 53
"""The size of a seed drawn in secret: the Seed box is a number of the browser, whose whole numbers are exact up to
2**53 only (a 63-bit seed, told once the game is over, showed its last digits rounded off)."""


class Lobby(ipywidgets.VBox):
    """A game picker over ``gangs.GAMES`` (``game``: the key first shown, by default the first one)
    and the game itself, started at once and again at each press of "New game".

    The first ``humans`` seats are played by clicks ("Player 1", "Player 2"...: each reads « you » for himself at
    a table seated for him), the others by the computer ("Bot 1"...), as ``bots`` says: ``"random"``, ``"greedy"``
    (one decision ahead) or ``"mcts"`` (a tree search of about a second a decision); each seat can
    still be changed at the table, but for a game with secrets (hands, a pile: ``keeps_secrets``), never to or
    from human while the game is on.

    The app plays fair (``Table(fair=True)``): a human sees through his own seat's eyes. While a human plays a
    game with secrets, the Viewpoint is his seat, locked until the game is over; with several humans sharing the
    screen (hot seat) it follows the human to move (``FOLLOW``) and no other view may be chosen, so each reads
    his own hand on his turn and nobody's while a computer plays; "Load the dice" is not offered (a card refused
    would tell the pile). Everyone's and the spectator's views are open when no human plays (the bots play
    among themselves) and once the game is over. The record holds every card drawn: in such a game its download
    is offered once the game is over (``ScenarioPanel(download="over")``). ``options`` has a control per declared
    option of the chosen game (an ``OptionControls``, rebuilt when the game changes), but none for
    an option that reads a file (a board file is an option of a notebook, not of the app, whose
    visitors may not read the server's files; for the same reason its ``ScenarioPanel`` downloads and
    uploads records through the browser, ``files="browser"``). The values are checked by
    ``Game.check_options``: a game that cannot be made (a bad value) shows why and keeps the game in
    progress. The Seed box shows the seed of the game being played: "New game" plays the seed typed
    there, or, when it was left unchanged, the next one (other dice); a loaded record shows its own.
    ``table``, ``inspector`` and ``panel`` are the current game's widgets; a new game closes the
    old ones (and stops their auto-play). ``secret_seeds``: where the seed of a game with secrets and a human seat
    is drawn, kept secret until that game is over (by default the system's random source, which nobody can replay;
    a seeded ``random.Random`` for a test that must know the deal). ``lang``: the language of the lobby and its
    games (the "Language" drop-down, ``speak`` in code: the game in progress is told again in the new one); the
    whole app speaks one language, so the table's own "Language" drop-down switches the lobby too
    (``Table.on_speak``). "First lesson" (``first_lesson``) shows the chosen game's first lesson (``gangs.lessons``)
    in place of the game: a few minutes where the lesson says what to look at and waits for the learner's move.
    """

    def __init__(self, game: str | None = None, players: int = 3, humans: int = 1, seed: int = 1,
                 bots: str = RANDOM, lang: str = DEFAULT, secret_seeds: random.Random | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._secret_seeds = random.SystemRandom() if secret_seeds is None else secret_seeds
        self.add_class("gangs-lobby")
        game = next(iter(gangs.GAMES)) if game is None else game
        if game not in gangs.GAMES:
            raise ValueError(f"game: one of {sorted(gangs.GAMES)}")
        self._lang = check_language(lang)
        self._worded: list[tuple[Any, dict[str, str]]] = []
        self.game = ipywidgets.Dropdown(options=[(spec.title, key) for key, spec in gangs.GAMES.items()],
                                        value=game, style=_WHOLE, layout=ipywidgets.Layout(width="auto"))
        self.game.add_class("gangs-game")
        self.players = ipywidgets.BoundedIntText(value=players, style=_WHOLE, layout=ipywidgets.Layout(width="auto"))
        self.humans = ipywidgets.BoundedIntText(value=humans, min=0, style=_WHOLE,
                                                layout=ipywidgets.Layout(width="auto"))
        self.seed = ipywidgets.IntText(value=seed, style=_WHOLE, layout=ipywidgets.Layout(width="auto"))
        self.bots = ipywidgets.Dropdown(options=self._bot_options(), value=bots, style=_WHOLE,
                                        layout=ipywidgets.Layout(width="auto"))
        self.bots.add_class("gangs-bots")
        self.language = ipywidgets.Dropdown(options=[(name, code) for code, name in LANGUAGES.items()],
                                            value=self._lang, style=_WHOLE, layout=ipywidgets.Layout(width="auto"))
        self.language.add_class("gangs-language")
        self.language.observe(lambda change: self.speak(change["new"]), "value")
        self.options = OptionControls(gangs.GAMES[game], lang=self._lang)
        self._options_box = ipywidgets.VBox([self.options])
        self.new_button = ipywidgets.Button(icon="play", button_style="primary")
        self.lesson_button = ipywidgets.Button(icon="graduation-cap", layout=ipywidgets.Layout(width="auto"))
        self.lesson_button.add_class("gangs-first-lesson")
        self._words = {self.game: {"description": N_("Game")}, self.players: {"description": N_("Players")},
                       self.humans: {"description": N_("By hand")}, self.seed: {"description": N_("Seed")},
                       self.bots: {"description": N_("Bots play")}, self.language: {"description": N_("Language")},
                       self.new_button: {"description": N_("New game")},
                       self.lesson_button: {"description": N_("First lesson"),
                                            "tooltip": N_("learn the game: a few minutes where you make the moves a "
                                                          "lesson asks for")}}
        with language(self._lang):
            self._say_words()
        self.new_button.add_class("gangs-new-game")
        self.message = ipywidgets.HTML().add_class("gangs-lobby-message")
        self.table: Table | None = None
        self.lesson: LessonTable | None = None      # the game's first lesson, when it is shown in place of a game
        self._tabs: ipywidgets.Tab | None = None
        self.inspector: RecordInspector | None = None
        self.panel: ScenarioPanel | None = None
        self._playing: int | None = None          # the seed of the game shown (None before the first)
        self._hidden_seed, self._revealed = False, True     # a seed kept secret while a human plays a game with secrets
        self._said: Callable[[], str] | None = None     # what the message says of the game shown, in any language
        self.game_box = ipywidgets.VBox().add_class("gangs-game-box")
        self.names: list[ipywidgets.Text] = []
        self.how_to_play = ipywidgets.HTML().add_class("gangs-how-to-play")
        self.options_fold = ipywidgets.VBox([self._options_box, ipywidgets.HBox([self.seed, self.language])])
        self.options_fold.add_class("gangs-options-fold")
        self.rooms = Rooms(self._room_asked, self._joined, self._lang)
        self.remote: RemoteTable | None = None          # a seat of a room joined, shown in place of the table
        self.folds = {"options": self.options_fold, "how": self.how_to_play, "rooms": self.rooms.box}
        self.fold_buttons = {name: ipywidgets.ToggleButton(layout=ipywidgets.Layout(width="auto"))
                             for name in self.folds}
        for name, fold in self.folds.items():
            fold.layout.display = "none"
            button = self.fold_buttons[name]
            button.add_class(f"gangs-fold-{name}")
            button.observe(lambda change, name=name: self.unfold(name, change["new"]), "value")
        self.game.observe(lambda _change: self._game_changed(), "value")
        self.players.observe(lambda _change: self._bound_players(), "value")
        self.humans.observe(lambda _change: self._renamed(), "value")
        self.new_button.on_click(lambda _click: self.new_game())
        self.lesson_button.on_click(lambda _click: self.first_lesson())
        self._bound_players()
        with language(self._lang):
            self._name_boxes()
            self._say_folds()
        # The bar to start a game, one line (the name boxes in it); the options and the instructions folded away,
        # a button each at the bar's end; then the game itself.
        self.bar = ipywidgets.HBox(layout=ipywidgets.Layout(flex_flow="row wrap", align_items="center"))
        self.bar.add_class("gangs-lobby-bar")
        self._fill_bar()
        self.children = [self.bar, self.options_fold, self.how_to_play, self.rooms.box, self.message, self.game_box]
        self.new_game()

    def __repr__(self) -> str:
        if self.remote is not None:
            return f"<Lobby: room {self.remote.seat.link.room}>"
        if self.lesson is not None:
            return f"<Lobby: the first lesson of {self.lesson.session.lesson.record.game}>"
        return f"<Lobby: {self.table.match!r}>" if self.table else "<Lobby: no game yet>"

    @property
    def lang(self) -> str:
        """The language of the lobby and of the games it starts (``"en"``, ``"fr"``); ``speak`` changes it."""
        return self._lang

    def speak(self, lang: str) -> "Lobby":
        """Speak ``lang``: the lobby's words, the game being played (told again, ``Table.speak``) and the games
        started from now on (a ValueError naming the languages for one there is not)."""
        self._lang = check_language(lang)
        if self.language.value != lang:
            self.language.value = lang                  # comes back here once, with nothing left to change
            return self
        self.options.speak(lang)
        self.rooms.speak(lang)
        with language(lang):
            self._say_words()
            self._say_folds()
            self._name_boxes()
            if self._tabs is not None:
                self._tabs.set_title(0, _("Players and records"))
                self._tabs.set_title(1, _("Save, load, rerun"))
            if self._said is not None:
                self.message.value = f"<span style='color:#555555'>{escape(self._said())}</span>"
        for table in (self.table, self.remote):
            if table is not None and table.lang != lang:
                table.speak(lang)
        if self.lesson is not None and self.lesson.session.note_lang != lang:
            self.lesson.speak(lang)
        return self

    def _table_spoke(self, lang: str) -> None:
        """The table's own "Language" drop-down was changed: the whole app speaks that language."""
        if lang != self._lang:
            self.speak(lang)

    def _say_words(self) -> None:
        for widget, words in self._words.items():
            for name, message in words.items():
                setattr(widget, name, _(message))
        bots = self.bots.value
        self.bots.options = self._bot_options()
        self.bots.value = bots

    @staticmethod
    def _bot_options() -> list[tuple[str, str]]:
        return [(_("at random"), RANDOM), (_("greedy: one move ahead"), GREEDY), (_("MCTS: thinks a second"), MCTS)]

    def _say_folds(self) -> None:
        """The fold buttons and the instructions, in the language in force."""
        self.fold_buttons["options"].description = _("Options")
        self.fold_buttons["how"].description = _("How to play")
        self.fold_buttons["rooms"].description = _("Rooms")
        self.how_to_play.value = _(HOW_TO_PLAY)

    def _room_asked(self) -> dict[str, Any]:
        """What the bar asks of a room: its game, seats (``HUMAN`` or the bots' kind), players' names and options
        (ValueError for options the game refuses)."""
        key, count, humans = self.game.value, self.players.value, min(self.humans.value, self.players.value)
        bots = [_("Bot {number}").format(number=b + 1) for b in range(count - humans)]
        return {"game": key, "seats": [HUMAN] * humans + [self.bots.value] * (count - humans),
                "players": self.human_names(bots)[:humans] + bots,
                "options": gangs.GAMES[key].check_options(self.options.values())}

    def _leave_room(self) -> None:
        if self.remote is not None:
            self.remote.close()
            self.remote = None

    def _clear_game_box(self) -> None:
        """Close what the game box shows (a table and its auto-play, its tabs; a room's seat; a lesson)."""
        self._leave_room()
        for widget in self.game_box.children:
            close_tree(widget)
        self.lesson = None

    def _joined(self, table: RemoteTable) -> None:
        """Show a seat of a room joined in place of the game shown."""
        self._clear_game_box()
        self.table, self.remote = None, table
        table.on_speak(self._table_spoke)
        self.inspector = RecordInspector(table.match)       # the seat's sheets, as its view holds them
        table.follow(self.inspector)
        self.game_box.children = [table, self.inspector]
        self.message.value = ""

    def unfold(self, name: str, shown: bool = True) -> "Lobby":
        """Show (``shown``) or fold away the options (``"options"``), the instructions (``"how"``) or the rooms
        (``"rooms"``)."""
        self.folds[name].layout.display = "" if shown else "none"
        self.fold_buttons[name].value = shown
        return self

    def _fill_bar(self) -> None:
        self.bar.children = [self.game, self.players, self.humans, *self.names, self.bots, self.new_button,
                             self.lesson_button, *self.fold_buttons.values()]

    def _name_boxes(self) -> None:
        """One name box for each human seat ("Your name" for one), keeping the names typed."""
        count = max(0, min(self.humans.value, self.players.value))
        typed = [box.value for box in self.names]
        for box in self.names[count:]:
            box.close()
        self.names = self.names[:count]
        while len(self.names) < count:
            box = ipywidgets.Text(layout=ipywidgets.Layout(width="auto"), style=_WHOLE)
            box.add_class("gangs-player-name")
            self.names.append(box)
        for k, box in enumerate(self.names):
            box.value = typed[k] if k < len(typed) else ""
            box.placeholder = _("Player {number}").format(number=k + 1)
            box.description = _("Your name") if count == 1 else _("Player {number}'s name").format(number=k + 1)
        if hasattr(self, "bar"):
            self._fill_bar()

    def _renamed(self) -> None:
        with language(self._lang):
            self._name_boxes()

    def human_names(self, taken: Sequence[str] = ()) -> list[str]:
        """The names of the human seats as typed (each cut to ``NAME_LENGTH``, spaces trimmed; "Player k" for one
        left empty, and a number added to a name given twice or already ``taken``: the bots')."""
        names: list[str] = []
        taken = list(taken)
        for k, box in enumerate(self.names):
            name = " ".join(str(box.value).split())[:NAME_LENGTH] or _("Player {number}").format(number=k + 1)
            base, n = name, 2
            while name in names or name in taken:
                name, n = f"{base[:NAME_LENGTH - 3]} {n}", n + 1
            names.append(name)
        return names

    def _bound_players(self) -> None:
        spec = gangs.GAMES[self.game.value]
        self.players.min, self.players.max = spec.min_players, spec.max_players
        self.humans.max = self.players.value

    def _game_changed(self) -> None:
        self._bound_players()
        old, self.options = self.options, OptionControls(gangs.GAMES[self.game.value], lang=self._lang)
        self._options_box.children = [self.options]
        close_tree(old)

    def new_game(self) -> "Lobby":
        """Start a game as the controls say, in place of the one shown (kept if the new one is refused)."""
        with language(self._lang):
            return self._new_game()

    def _new_game(self) -> "Lobby":
        key, count, humans = self.game.value, self.players.value, min(self.humans.value, self.players.value)
        bots = [_("Bot {number}").format(number=b + 1) for b in range(count - humans)]
        names = self.human_names(bots)[:humans] + bots
        seed = self.seed.value + 1 if self.seed.value == self._playing else self.seed.value
        try:
            options = gangs.GAMES[key].check_options(self.options.values())
            match = gangs.new(key, players=names, seed=seed, lang=self._lang, **options)
            hidden = bool(humans) and keeps_secrets(match)
            if hidden:                      # a seed the visitor knows would tell him every hand: draw one he does not
                seed = self._secret_seeds.getrandbits(SECRET_SEED_BITS)
                match = gangs.new(key, players=names, seed=seed, lang=self._lang, **options)
        except (ValueError, IllegalAction) as error:
            self._said = None
            self.message.value = ("<span style='color:#b00020'>"
                                  + escape(_("Cannot start: {error}").format(error=error)) + "</span>")
            return self
        self._clear_game_box()
        # The table's viewpoint follows its seats: one human against bots sees what he may see (his hand, not
        # theirs); several humans sharing the screen each see their own side when it is their turn.
        self.table = Table(match, seats=[HUMAN] * humans + [self.bots.value] * (count - humans), svg_copy=False,
                           fair=True)
        self.table.show_svg.layout.display = "none"     # an app is no saved notebook: no snapshot to offer
        self.table.on_speak(self._table_spoke)
        self.table.on_play_again(self.new_game)          # the same seats; the next seed, or a secret one
        self.inspector = RecordInspector(match)
        self.panel = ScenarioPanel(match, files="browser", download="over" if hidden else "always")
        self.panel.on_match(self._loaded)
        self.table.follow(self.inspector, self.panel, _SeedReveal(self))
        self._tabs = tabs = ipywidgets.Tab([self.inspector, self.panel])
        tabs.set_title(0, _("Players and records"))
        tabs.set_title(1, _("Save, load, rerun"))
        self.game_box.children = [self.table, tabs]
        if humans < count and _loop_running():      # the computer seats play on their own, at a pace one can follow
            self.table.autoplay.value = True
        chosen = [f"{name}={value!r}" for name, value in options.items() if value != gangs.GAMES[key].defaults[name]]

        def said() -> str:
            if hidden and not self._revealed:
                text = _("{game}: {players}. The seed is drawn at random and kept secret until the game is "
                         "over: whoever knew it could work out every hand.").format(
                    game=gangs.GAMES[key].title, players=", ".join(names))
            else:
                text = _("{game}, seed {seed}: {players}.").format(game=gangs.GAMES[key].title, seed=seed,
                                                                    players=", ".join(names))
            return text + (" " + _("Options: {options}.").format(options=", ".join(chosen)) if chosen else "")

        self._show_seed(seed, said, hidden)
        return self

    def first_lesson(self) -> "Lobby":
        """Show the chosen game's first lesson (``gangs.lessons``, in a ``LessonTable``) in place of the game shown;
        New game plays a game again."""
        key = self.game.value
        self._clear_game_box()
        self.table = self.inspector = self.panel = self._tabs = None
        self.lesson = LessonTable(first_lesson(key), lang=self._lang)
        self.lesson.table.on_speak(self._table_spoke)
        self.game_box.children = [self.lesson]
        self._hidden_seed, self._revealed, self.seed.disabled = False, True, False   # no game with a secret now
        with language(self._lang):
            self._said = lambda: _("{game}: its first lesson. New game plays a game of your own.").format(
                game=gangs.GAMES[key].title)
            self.message.value = f"<span style='color:#555555'>{escape(self._said())}</span>"
        return self

    def _loaded(self, match: gangs.Match) -> None:
        """A record was loaded in the panel: say which game is now being played, and its seed (the loaded match
        speaks the lobby's language)."""
        match.speak(self._lang)
        with language(self._lang):
            self._show_seed(match.seed, lambda: _("Loaded a record: {game}, seed {seed}: {players}.").format(
                game=match.game.title, seed=match.seed, players=", ".join(match.players)))

    def _show_seed(self, seed: int, said: Callable[[], str], hidden: bool = False) -> None:
        """Show the seed played and what ``said()`` tells of the game (told again when the lobby speaks another
        language); a ``hidden`` seed (a game with secrets and a human seat) is shown only once the game is over, the
        Seed box keeping what was typed, unused, until then."""
        self._playing = seed
        self._hidden_seed, self._revealed = hidden, not hidden
        self.seed.disabled = hidden
        if not hidden:
            self.seed.value = seed
        self._said = said
        self.message.value = f"<span style='color:#555555'>{escape(said())}</span>"

    def _reveal_seed(self, match: gangs.Match) -> None:
        """The game with a hidden seed is over: show its seed (it hides nothing now)."""
        if self._hidden_seed and not self._revealed and match.is_over and match.seed == self._playing:
            self._revealed = True
            self.seed.disabled = False
            self.seed.value = match.seed
            if self._said is not None:
                with language(self._lang):
                    self.message.value = f"<span style='color:#555555'>{escape(self._said())}</span>"


def _loop_running() -> bool:
    """Whether an event loop runs here (a kernel's), on which auto-play can play."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


class _SeedReveal:
    """A follower of the Lobby's table (``Table.follow``): refreshed after every step, it shows a hidden seed once
    the game is over."""

    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self.match: gangs.Match | None = None

    def refresh(self) -> None:
        """Show the seed if the game is over (``Lobby._reveal_seed``)."""
        if self.match is not None:
            self.lobby._reveal_seed(self.match)
