"""The Lobby: a game picked, made and shown with its table, records and scenario tools."""

import pytest
import traitlets

import gangs
from gangs import SPECTATOR

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from widgets import Lobby, RecordInspector, ScenarioPanel, Table  # noqa: E402
from widgets.options import label  # noqa: E402
from widgets.table import FOLLOW  # noqa: E402


def test_the_lobby_starts_a_game_with_its_table_records_and_scenarios():
    lobby = Lobby(game="supergang", players=3, humans=1, seed=5)
    match = lobby.table.match
    assert match.game is gangs.GAMES["supergang"] and match.players == ["Player 1", "Bot 1", "Bot 2"]
    assert [seat.value for seat in lobby.table.seats] == ["human", "random", "random"]
    assert isinstance(lobby.inspector, RecordInspector) and isinstance(lobby.panel, ScenarioPanel)
    assert lobby.inspector.match is match and lobby.panel.match is match
    assert lobby.panel.files == "browser" and lobby.panel.path is None     # records go through the browser
    assert lobby.panel.download is not None and lobby.panel.upload is not None
    assert isinstance(lobby.game_box.children[0], Table)
    assert match.record.seed == 5
    assert match.state.to_dict() == gangs.new("supergang", players=match.players, seed=5).state.to_dict()
    assert lobby.seed.value == 5 and "seed 5:" in lobby.message.value
    assert lobby.table.svg_text == "" and not lobby.table.show_svg.value   # an app needs no SVG copy
    assert lobby.table.show_svg.layout.display == "none"                     # nor a box offering one


def test_the_lobby_shows_the_first_game_by_default_and_refuses_an_unknown_one():
    assert Lobby().table.match.game is next(iter(gangs.GAMES.values()))
    with pytest.raises(ValueError):
        Lobby(game="monopoly")


def test_the_lobby_bounds_the_players_by_the_game():
    lobby = Lobby(game="street", players=2)
    lobby.game.value = "supergang"
    assert (lobby.players.min, lobby.players.max) == (gangs.GAMES["supergang"].min_players,
                                                      gangs.GAMES["supergang"].max_players)
    lobby.players.value = 2
    assert lobby.humans.max == 2


def test_a_new_game_takes_the_controls_and_options():
    lobby = Lobby()
    old = lobby.table
    lobby.game.value, lobby.players.value, lobby.humans.value = "street", 4, 2
    lobby.options.controls["mode"].value = "fast"
    lobby.options.nones["max_turns"].value = False
    lobby.options.controls["max_turns"].value = 12
    lobby.new_game()
    match = lobby.table.match
    assert lobby.table is not old and match.game is gangs.GAMES["street"]
    assert match.players == ["Player 1", "Player 2", "Bot 1", "Bot 2"]
    assert match.options["max_turns"] == 12 and match.options["mode"] == "fast"
    assert "Options: mode=&#x27;fast&#x27;, max_turns=12." in lobby.message.value
    assert [seat.value for seat in lobby.table.seats] == ["human", "human", "random", "random"]


def test_one_control_per_declared_option_of_its_kind():
    lobby = Lobby(game="supergang", players=3)
    game = gangs.GAMES["supergang"]
    controls = lobby.options.controls
    assert list(controls) == [name for name, option in game.options.items() if not option.reads_file]
    assert isinstance(controls["police_player"], ipywidgets.Checkbox)
    dart = controls["dart_hit"]
    bounds = game.options["dart_hit"]
    assert isinstance(dart, ipywidgets.BoundedFloatText) and (dart.min, dart.max) == (bounds.minimum, bounds.maximum)
    turns = controls["max_turns"]
    assert isinstance(turns, ipywidgets.BoundedIntText) and turns.min == 1 and "max_turns" not in lobby.options.nones
    assert turns.max == game.options["max_turns"].maximum and "killer_bonus" in lobby.options.nones
    assert lobby.options.values() == {name: game.defaults[name] for name in controls}
    docs = str([row.children[-1].value for row in lobby.options.children])
    for name, control in controls.items():               # labelled in words, the doc line in the tooltip
        assert control.description == label(name) and "_" not in control.description
        assert "None" not in control.tooltip and control.tooltip.replace("'", "&#x27;") in docs
    assert "None" not in docs and "« as printed » for the board&#x27;s value" in docs
    assert lobby.options.nones["killer_bonus"].description == "as printed"


def test_the_controls_are_rebuilt_when_the_game_changes():
    lobby = Lobby(game="supergang", players=3)
    old = lobby.options
    lobby.game.value = "street"
    assert lobby.options is not old and old.comm is None and lobby._options_box.children == (lobby.options,)
    mode = lobby.options.controls["mode"]
    assert isinstance(mode, ipywidgets.Dropdown)
    assert list(mode.options) == [("normal", "normal"), ("fast (RIP costs a turn)", "fast")]
    assert set(lobby.options.controls) == {"mode", "max_turns", "karma_return", "balance_question", "stop_from",
                                           "flow"}


def test_an_optional_number_says_none_with_a_check_box():
    lobby = Lobby(game="street", players=2)
    none, turns = lobby.options.nones["max_turns"], lobby.options.controls["max_turns"]
    assert none.value and turns.disabled and lobby.options.values()["max_turns"] is None    # La Street: no limit
    none.value = False
    assert not turns.disabled
    turns.value = 7
    lobby.new_game()
    assert lobby.table.match.options["max_turns"] == 7
    none.value = True
    lobby.new_game()
    assert lobby.table.match.options["max_turns"] is None


def test_a_value_the_game_refuses_shows_why_and_keeps_the_game_in_progress():
    lobby = Lobby(game="supergang", players=3, seed=3)
    lobby.table.step()
    table, decisions, seed = lobby.table, lobby.table.match.decisions, lobby.seed.value
    lobby.players.value = 5                             # in the box's bounds, but five seats need a police seat
    lobby.new_game()
    assert "Cannot start" in lobby.message.value and "5 seats" in lobby.message.value
    assert lobby.table is table and table.match.decisions == decisions and lobby.seed.value == seed == 3


def test_a_new_game_closes_the_old_one_and_its_widgets():
    lobby = Lobby(game="street", players=2)
    old, old_tabs = lobby.table, lobby.game_box.children[1]
    assert old.comm is not None and old.canvas.comm is not None and old_tabs.comm is not None
    lobby.new_game()
    assert old.comm is None and old.canvas.comm is None and old_tabs.comm is None
    assert lobby.table is not old and lobby.table.comm is not None


def test_the_app_never_offers_an_option_that_reads_a_file():
    for key, game in gangs.GAMES.items():
        lobby = Lobby(game=key, players=game.min_players)
        files = [name for name, option in game.options.items() if option.reads_file]
        assert files and not set(files) & set(lobby.options.controls)
        assert all(lobby.table.match.options[name] == game.options[name].default for name in files)
        with pytest.raises(ValueError):
            lobby.options.set(board="/etc/passwd")


def test_the_seed_box_and_the_message_always_name_the_game_being_played():
    lobby = Lobby(game="chicago", players=2, seed=1)
    assert lobby.table.match.seed == lobby.seed.value == 1 and "seed 1:" in lobby.message.value
    lobby.new_game()                                  # the box left as it was: the next seed, other dice
    assert lobby.table.match.seed == lobby.seed.value == 2 and "seed 2:" in lobby.message.value
    lobby.seed.value = 40                             # a seed typed: that one
    lobby.new_game()
    assert lobby.table.match.seed == lobby.seed.value == 40 and "seed 40:" in lobby.message.value
    lobby.new_game()
    assert lobby.table.match.seed == lobby.seed.value == 41


def test_a_record_uploaded_in_the_app_is_played_at_the_table_with_its_seed():
    lobby = Lobby(game="chicago", players=2, seed=1)
    other = gangs.new("supergang", players=["Ann", "Bob", "Cy"], seed=77).run(max_steps=12)
    content = other.record.to_json().encode("utf-8")
    lobby.panel.upload.set_state({"value": [{"name": "mine.record.json", "type": "application/json",
                                             "size": len(content), "content": memoryview(content),
                                             "last_modified": 1_764_530_000_000}]})
    assert lobby.table.match is lobby.panel.match and lobby.table.match.steps == other.steps
    assert lobby.seed.value == 77 and "Loaded a record: Super Gang, seed 77: Ann, Bob, Cy." in lobby.message.value
    lobby.new_game()                                  # then a new game of the lobby's own choice, next seed
    assert lobby.table.match.game is gangs.GAMES["chicago"] and lobby.table.match.seed == 78


@pytest.mark.parametrize("key", ["ribauds", "street"])
def test_a_game_with_secrets_and_a_human_seat_keeps_its_seed_secret_until_it_is_over(key):
    """Whoever knows the seed can deal the hands again at home: while a human plays a game with secrets, the seed is
    drawn at random, shown nowhere (the Seed box, the message, the panel) and told once the game is over; the reruns,
    which would play from the hidden hands, wait until then too."""
    lobby = Lobby(game=key, players=2, humans=1, seed=5)
    match = lobby.table.match
    assert match.seed != 5 and lobby.seed.disabled and lobby.seed.value == 5
    hidden = str(match.seed)
    assert hidden not in lobby.message.value and "kept secret" in lobby.message.value
    assert lobby.panel.rerun() == [] and "once the game is over" in lobby.panel.message.value
    assert lobby.panel.rerun_button.disabled
    again = Lobby(game=key, players=2, humans=1, seed=5)
    assert again.table.match.seed != match.seed, "the same typed seed gave the same secret seed"
    match.run()
    lobby.table.refresh()
    assert match.is_over and lobby.seed.value == match.seed and not lobby.seed.disabled
    assert match.seed < 2**53                         # the browser's number box shows it to the last digit
    assert f"seed {hidden}:" in lobby.message.value and not lobby.panel.rerun_button.disabled


def test_a_game_with_secrets_among_bots_alone_shows_its_seed():
    lobby = Lobby(game="ribauds", players=2, humans=0, seed=5)
    assert lobby.table.match.seed == lobby.seed.value == 5 and "seed 5:" in lobby.message.value


def test_one_human_against_bots_sees_his_own_hand_and_several_humans_take_turns():
    """A lone human at the app's table is its viewer (the bots' hands stay face down, their draws unread);
    with two humans sharing the screen the table's viewpoint follows the human to move (hot seat)."""
    lobby = Lobby()
    lobby.game.value = "ribauds"
    lobby.players.value, lobby.humans.value = 3, 1
    lobby.new_game()
    assert lobby.table.viewer == 0
    lobby.humans.value = 2
    lobby.new_game()
    assert lobby.table.viewpoint == FOLLOW
    assert lobby.table.viewer in (0, 1, SPECTATOR)
    assert lobby.table.viewer == (lobby.table.match.to_move if lobby.table.match.to_move in (0, 1) else SPECTATOR)


def test_the_bots_play_as_the_lobby_says():
    """« Bots play »: at random, greedy or MCTS; each computer seat of the new game is of that kind, and a bad
    kind is refused."""
    lobby = Lobby(game="ribauds", players=3, humans=1, seed=2, bots="greedy")
    assert [seat.value for seat in lobby.table.seats] == ["human", "greedy", "greedy"]
    lobby.bots.value = "mcts"
    lobby.new_game()
    assert [seat.value for seat in lobby.table.seats] == ["human", "mcts", "mcts"]
    assert lobby.table.agents["mcts"].seconds <= 1
    with pytest.raises(traitlets.TraitError):
        Lobby(bots="cheater")


def test_the_lobby_opens_on_the_game_with_a_short_bar_and_folds_the_options_and_the_instructions():
    """The app opens on the board: one bar (game, players, by hand, bots, New game), a name box for each human, the
    options (and the seed, the language) and the instructions folded away, one click each."""
    lobby = Lobby(game="street", players=3, humans=2)
    bar = lobby.children[0]
    assert list(bar.children) == [lobby.game, lobby.players, lobby.humans, *lobby.names, lobby.bots,
                                  lobby.new_button, lobby.lesson_button, lobby.fold_buttons["options"],
                                  lobby.fold_buttons["how"],
                                  lobby.fold_buttons["rooms"]]
    assert [box.description for box in lobby.names] == ["Player 1's name", "Player 2's name"]
    assert [button.description for button in lobby.fold_buttons.values()] == ["Options", "How to play", "Rooms"]
    assert lobby.options in lobby.options_fold.children[0].children and "Undo" in lobby.how_to_play.value
    assert lobby.options_fold.layout.display == lobby.how_to_play.layout.display == "none"     # folded away
    lobby.fold_buttons["options"].value = True
    assert lobby.options_fold.layout.display == "" and lobby.how_to_play.layout.display == "none"
    lobby.unfold("options", False)
    assert lobby.options_fold.layout.display == "none" and not lobby.fold_buttons["options"].value
    assert lobby.children[-1] is lobby.game_box and isinstance(lobby.game_box.children[0], Table)
    lobby.humans.value = 1
    assert [box.description for box in lobby.names] == ["Your name"] and lobby.names[0] in bar.children


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_first_lesson_shows_the_game_s_first_lesson_in_place_of_the_game_and_new_game_plays_again(key):
    from gangs.lessons import first_lesson
    from widgets.lesson import LessonTable

    lobby = Lobby(game=key, players=2, humans=1)
    old = lobby.table
    lobby.lesson_button.click()
    assert isinstance(lobby.lesson, LessonTable) and list(lobby.game_box.children) == [lobby.lesson]
    assert lobby.lesson.session.lesson == first_lesson(key) and lobby.table is None and old.comm is None   # closed
    assert "first lesson" in lobby.message.value and repr(lobby) == f"<Lobby: the first lesson of {key}>"
    lobby.speak("fr")
    assert lobby.lesson.next_button.description == "Suivant" and "première leçon" in lobby.message.value
    assert lobby.lesson.session.match.lang == "fr" and lobby.lesson_button.description == "Première leçon"
    lobby.lesson.table.speak("en")                          # the lesson's table speaks for the whole app
    assert lobby.lang == "en" and lobby.new_button.description == "New game"
    lesson = lobby.lesson
    lobby.new_button.click()
    assert lobby.lesson is None and isinstance(lobby.game_box.children[0], Table) and lesson.comm is None
    assert lobby.table.match.game.name == key


def test_each_human_plays_under_the_name_he_typed_cut_trimmed_and_never_twice():
    lobby = Lobby(game="supergang", players=4, humans=3)
    lobby.names[0].value = "  Zoé   la\tgrande  " + "x" * 200
    lobby.names[1].value = "Bot 1"                  # a bot's name: numbered
    lobby.new_game()
    players = lobby.table.match.players
    assert players[0] == "Zoé la grande " + "x" * 10 and len(players[0]) == 24
    assert players[1] == "Bot 1 2" and players[2] == "Player 3" and players[3] == "Bot 1"
    assert len(set(players)) == 4


def test_the_french_lobby_words_its_bar_its_folds_and_its_name_boxes():
    lobby = Lobby(game="ribauds", players=2, humans=1, lang="fr")
    assert lobby.names[0].description == "Votre nom" and lobby.names[0].placeholder == "Joueur 1"
    assert [button.description for button in lobby.fold_buttons.values()] == ["Options", "Comment jouer", "Salles"]
    assert "Votre coup" in lobby.how_to_play.value
    lobby.speak("en")
    assert lobby.names[0].description == "Your name" and "Your move" in lobby.how_to_play.value


def test_in_a_kernel_the_computer_seats_play_on_their_own_at_a_pace_one_can_follow():
    """Where an event loop runs (a kernel, the app), a game with computer seats starts with Auto-play on, 0.9 s a
    decision; a game of humans only does not."""
    import asyncio

    async def started() -> tuple[bool, int, bool]:
        lobby = Lobby(game="street", players=3, humans=1)
        playing, delay = lobby.table.autoplay.value, lobby.table.delay.value
        lobby.humans.value = 3
        lobby.new_game()
        alone = lobby.table.autoplay.value
        lobby.table.close()
        return playing, delay, alone

    playing, delay, alone = asyncio.run(started())
    assert playing and delay == 900 and not alone
    assert not Lobby(game="street", players=3, humans=1).table.autoplay.value      # no loop: Step plays them


def test_the_french_options_are_worded_without_code_names_or_none():
    """« Vitesse de jeu », « rapide (RIP coûte un tour) », « sans limite »: no option's code name, no None, no
    quoted code left in a French doc line."""
    lobby = Lobby(game="street", players=3, lang="fr")
    controls, docs = lobby.options.controls, [lobby.options.docs[name].value for name in lobby.options.controls]
    assert controls["mode"].description == "Vitesse de jeu"
    assert ("rapide (RIP coûte un tour)", "fast") in list(controls["mode"].options)
    assert lobby.options.nones["max_turns"].description == "sans limite"
    assert all("None" not in doc and "&#x27;fast&#x27;" not in doc for doc in docs)
    assert all("_" not in control.description for control in controls.values())
