"""The Lobby's rooms (issue 29): "Create a room" on a table server with the bar's game and seats gives a link per
human seat, the spectators' and the teacher's; "Join a room" plays a pasted link's seat in a RemoteTable, in place
of the game shown; the app follows links only to the servers it allows (``GANGS_SERVERS``). The server is started
by the tests on loopback."""

from __future__ import annotations

import pytest

pytest.importorskip("ipycanvas")
pytest.importorskip("websockets")

from net_support import table_server  # noqa: E402

from widgets import Lobby, RemoteTable  # noqa: E402
from widgets.rooms import SERVERS, allowed_servers  # noqa: E402


@pytest.fixture()
def server(tmp_path, monkeypatch):
    with table_server(tmp_path / "rooms.sqlite") as running:
        monkeypatch.setenv("GANGS_SERVERS", running.url)
        yield running


def test_the_servers_allowed_are_this_machine_s_unless_said(monkeypatch):
    monkeypatch.delenv("GANGS_SERVERS", raising=False)
    assert allowed_servers() == SERVERS == ("ws://127.0.0.1:8765", "ws://localhost:8765")
    monkeypatch.setenv("GANGS_SERVERS", " ws://a:1/, ws://b:2 ")
    assert allowed_servers() == ("ws://a:1", "ws://b:2")


def test_a_room_made_from_the_bar_gives_its_links_and_a_link_joins_its_seat(server):
    lobby = Lobby(game="ribauds", players=3, humans=2)
    lobby.names[0].value, lobby.names[1].value = "Ann", "Bob"
    lobby.unfold("rooms")
    assert lobby.rooms.box.layout.display == "" and lobby.rooms.server.value == server.url
    made = lobby.rooms.create()
    assert sorted(made["seats"]) == [0, 1] and made["spectator"] and made["everyone"]
    shown = lobby.rooms.links.value
    assert "Ann&#x27;s seat" in shown and "Bob&#x27;s seat" in shown and made["seats"][1] in shown
    assert made["everyone"] in shown and "Spectators" in shown
    room = server.run(lambda: server.tables.rooms[made["room"]])
    assert room.seats == ["human", "human", "random"] and room.match.players == ["Ann", "Bob", "Bot 1"]
    lobby.rooms.link.value = made["seats"][1]
    table = lobby.rooms.join()
    try:
        assert isinstance(table, RemoteTable) and lobby.remote is table and lobby.table is None
        assert lobby.game_box.children == (table, lobby.inspector) and table.seat.viewer == 1
        assert "Bob" in lobby.inspector.sheets.text and lobby.inspector.match is table.match
        assert "Bob (you)" in table.seats_line.value
        lobby.speak("fr")                                     # the app's language: the room's table speaks it too
        assert table.lang == "fr" and table.view["lang"] == "fr" and "Bob (vous)" in table.seats_line.value
        table.speak("en")                                     # and the table's own drop-down speaks for the app
        assert lobby.lang == "en" and table.view["lang"] == "en"
        lobby.new_game()                                      # a game here again: the room left
        assert lobby.remote is None and lobby.table is not None and table.seat._closing
    finally:
        table.close()


@pytest.mark.parametrize("link", ["", "nonsense", "ws://10.0.0.1:8765/room/abc#def", "http://127.0.0.1/room/a#b",
                                  "ws://127.0.0.1:1/room/abc#def"])
def test_a_link_not_to_an_allowed_server_is_refused_and_nothing_is_opened(server, link):
    lobby = Lobby(game="street", players=2, humans=1)
    lobby.rooms.link.value = link
    assert lobby.rooms.join() is None and lobby.remote is None and lobby.table is not None
    assert "color:#b00020" in lobby.rooms.message.value


def test_a_forged_token_is_refused(server):
    lobby = Lobby(game="street", players=2, humans=2)
    made = lobby.rooms.create()
    lobby.rooms.link.value = made["seats"][0][:-3] + "xyz"
    assert lobby.rooms.join() is None and "color:#b00020" in lobby.rooms.message.value


def test_a_room_s_bots_are_random_or_greedy(server):
    lobby = Lobby(game="street", players=2, humans=1, bots="mcts")
    assert lobby.rooms.create() is None and "random or greedy" in lobby.rooms.message.value


def test_the_rooms_speak_french(server):
    lobby = Lobby(game="street", players=2, humans=1, lang="fr")
    assert lobby.fold_buttons["rooms"].description == "Salles"
    assert lobby.rooms.create_button.description == "Créer une salle"
    assert lobby.rooms.join_button.description == "Rejoindre une salle"
