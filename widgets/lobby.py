"""Lobby: pick a game, the players and the seats, and play it at a Table, with its records and
scenario tools. It is the whole app of ``notebooks/play.ipynb`` (and its Voilà page)."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

import gangs
from gangs.kernel import IllegalAction

from .inspector import RecordInspector
from .options import OptionControls
from .scenario import ScenarioPanel
from .table import GREEDY, HUMAN, MCTS, RANDOM, Table, close_tree


class Lobby(ipywidgets.VBox):
    """A game picker over ``gangs.GAMES`` (``game``: the key first shown, by default the first one)
    and the game itself, started at once and again at each press of "New game".

    The first ``humans`` seats are played by clicks ("You" when there is one, else "Player 1",
    "Player 2"...), the others by the computer ("Bot 1"...), as ``bots`` says: ``"random"``, ``"greedy"``
    (one decision ahead) or ``"mcts"`` (a tree search of about a second a decision); each seat can
    still be changed at the table. ``options`` has a control per declared
    option of the chosen game (an ``OptionControls``, rebuilt when the game changes), but none for
    an option that reads a file (a board file is an option of a notebook, not of the app, whose
    visitors may not read the server's files; for the same reason its ``ScenarioPanel`` downloads and
    uploads records through the browser, ``files="browser"``). The values are checked by
    ``Game.check_options``: a game that cannot be made (a bad value) shows why and keeps the game in
    progress. The Seed box shows the seed of the game being played: "New game" plays the seed typed
    there, or, when it was left unchanged, the next one (other dice); a loaded record shows its own.
    ``table``, ``inspector`` and ``panel`` are the current game's widgets; a new game closes the
    old ones (and stops their auto-play).
    """

    def __init__(self, game: str | None = None, players: int = 3, humans: int = 1, seed: int = 1,
                 bots: str = RANDOM, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gangs-lobby")
        game = next(iter(gangs.GAMES)) if game is None else game
        if game not in gangs.GAMES:
            raise ValueError(f"game: one of {sorted(gangs.GAMES)}")
        self.game = ipywidgets.Dropdown(options=[(spec.title, key) for key, spec in gangs.GAMES.items()],
                                        value=game, description="Game")
        self.game.add_class("gangs-game")
        self.players = ipywidgets.BoundedIntText(value=players, description="Players",
                                                 layout=ipywidgets.Layout(width="160px"))
        self.humans = ipywidgets.BoundedIntText(value=humans, min=0, description="By hand",
                                                layout=ipywidgets.Layout(width="160px"))
        self.seed = ipywidgets.IntText(value=seed, description="Seed", layout=ipywidgets.Layout(width="160px"))
        self.bots = ipywidgets.Dropdown(options=[("at random", RANDOM), ("greedy: one move ahead", GREEDY),
                                                 ("MCTS: thinks a second", MCTS)], value=bots,
                                        description="Bots play", layout=ipywidgets.Layout(width="300px"))
        self.bots.add_class("gangs-bots")
        self.options = OptionControls(gangs.GAMES[game])
        self._options_box = ipywidgets.VBox([self.options])
        self.new_button = ipywidgets.Button(description="New game", icon="play", button_style="primary")
        self.new_button.add_class("gangs-new-game")
        self.message = ipywidgets.HTML().add_class("gangs-lobby-message")
        self.table: Table | None = None
        self.inspector: RecordInspector | None = None
        self.panel: ScenarioPanel | None = None
        self._playing: int | None = None          # the seed of the game shown (None before the first)
        self.game_box = ipywidgets.VBox()
        self.game.observe(lambda _: self._game_changed(), "value")
        self.players.observe(lambda _: self._bound_players(), "value")
        self.new_button.on_click(lambda _: self.new_game())
        self._bound_players()
        self.children = [ipywidgets.HBox([self.game, self.players, self.humans, self.seed, self.bots],
                                         layout=ipywidgets.Layout(flex_flow="row wrap")),
                         self._options_box, self.new_button, self.message, self.game_box]
        self.new_game()

    def __repr__(self) -> str:
        return f"<Lobby: {self.table.match!r}>" if self.table else "<Lobby: no game yet>"

    def _bound_players(self) -> None:
        spec = gangs.GAMES[self.game.value]
        self.players.min, self.players.max = spec.min_players, spec.max_players
        self.humans.max = self.players.value

    def _game_changed(self) -> None:
        self._bound_players()
        old, self.options = self.options, OptionControls(gangs.GAMES[self.game.value])
        self._options_box.children = [self.options]
        close_tree(old)

    def new_game(self) -> "Lobby":
        """Start a game as the controls say, in place of the one shown (kept if the new one is refused)."""
        key, count, humans = self.game.value, self.players.value, min(self.humans.value, self.players.value)
        names = ["You" if humans == 1 else f"Player {p + 1}" for p in range(humans)]
        names += [f"Bot {b + 1}" for b in range(count - humans)]
        seed = self.seed.value + 1 if self.seed.value == self._playing else self.seed.value
        try:
            options = gangs.GAMES[key].check_options(self.options.values())
            match = gangs.new(key, players=names, seed=seed, **options)
        except (ValueError, IllegalAction) as error:
            self.message.value = f"<span style='color:#b00020'>Cannot start: {escape(str(error))}</span>"
            return self
        for widget in self.game_box.children:       # the table (its auto-play stops), the tabs
            close_tree(widget)
        # The table's viewpoint follows its seats: one human against bots sees what he may see (his hand, not
        # theirs); several humans sharing the screen each see their own side when it is their turn.
        self.table = Table(match, seats=[HUMAN] * humans + [self.bots.value] * (count - humans), svg_copy=False)
        self.table.show_svg.layout.display = "none"     # an app is no saved notebook: no snapshot to offer
        self.inspector = RecordInspector(match)
        self.panel = ScenarioPanel(match, files="browser")
        self.panel.on_match(self._loaded)
        self.table.follow(self.inspector, self.panel)
        tabs = ipywidgets.Tab([self.inspector, self.panel])
        tabs.set_title(0, "Players and records")
        tabs.set_title(1, "Save, load, rerun")
        self.game_box.children = [self.table, tabs]
        chosen = [f"{name}={value!r}" for name, value in options.items() if value != gangs.GAMES[key].defaults[name]]
        self._show_seed(seed, f"{gangs.GAMES[key].title}, seed {seed}: {', '.join(names)}."
                        f"{' Options: ' + ', '.join(chosen) + '.' if chosen else ''}")
        return self

    def _loaded(self, match: gangs.Match) -> None:
        """A record was loaded in the panel: say which game is now being played, and its seed."""
        self._show_seed(match.seed, f"Loaded a record: {match.game.title}, seed {match.seed}: "
                        f"{', '.join(match.players)}.")

    def _show_seed(self, seed: int, text: str) -> None:
        self._playing = seed
        self.seed.value = seed
        self.message.value = f"<span style='color:#555555'>{escape(text)}</span>"
