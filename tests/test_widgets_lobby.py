"""The Lobby: a game picked, made and shown with its table, records and scenario tools."""

import pytest

import gangs

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from widgets import Lobby, RecordInspector, ScenarioPanel, Table  # noqa: E402


def test_the_lobby_starts_a_game_with_its_table_records_and_scenarios():
    lobby = Lobby(game="supergang", players=3, humans=1, seed=5)
    match = lobby.table.match
    assert match.game is gangs.GAMES["supergang"] and match.players == ["You", "Bot 1", "Bot 2"]
    assert [seat.value for seat in lobby.table.seats] == ["human", "random", "random"]
    assert isinstance(lobby.inspector, RecordInspector) and isinstance(lobby.panel, ScenarioPanel)
    assert lobby.inspector.match is match and lobby.panel.match is match
    assert isinstance(lobby.game_box.children[0], Table)
    assert match.record.seed == 5
    assert match.state.to_dict() == gangs.new("supergang", players=match.players, seed=5).state.to_dict()
    assert lobby.seed.value == 6                      # the next game gets other dice
    assert lobby.table.svg_text == "" and not lobby.table.show_svg.value   # an app needs no SVG copy


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
    lobby.options.value = "max_turns=12, mode=fast"
    lobby.new_game()
    match = lobby.table.match
    assert lobby.table is not old and match.game is gangs.GAMES["street"]
    assert match.players == ["Player 1", "Player 2", "Bot 1", "Bot 2"]
    assert match.options["max_turns"] == 12 and match.options["mode"] == "fast"
    assert [seat.value for seat in lobby.table.seats] == ["human", "human", "random", "random"]


def test_a_game_that_cannot_be_made_keeps_the_one_in_progress():
    lobby = Lobby(game="street", players=2, seed=3)
    lobby.table.step()
    table, decisions, seed = lobby.table, lobby.table.match.decisions, lobby.seed.value
    lobby.options.value = "no_such_option=1"
    lobby.new_game()
    assert "Cannot start" in lobby.message.value and "no_such_option" in lobby.message.value
    assert lobby.table is table and table.match.decisions == decisions and lobby.seed.value == seed


def test_a_new_game_closes_the_old_one_and_its_widgets():
    lobby = Lobby(game="street", players=2)
    old, old_tabs = lobby.table, lobby.game_box.children[1]
    assert old.comm is not None and old.canvas.comm is not None and old_tabs.comm is not None
    lobby.new_game()
    assert old.comm is None and old.canvas.comm is None and old_tabs.comm is None
    assert lobby.table is not old and lobby.table.comm is not None


def test_the_app_refuses_a_board_file():
    lobby = Lobby(game="street", players=2)
    table = lobby.table
    lobby.options.value = "board=/etc/passwd"
    lobby.new_game()
    assert lobby.table is table and "board files are chosen in a notebook" in lobby.message.value
