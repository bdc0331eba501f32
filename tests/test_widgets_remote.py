"""The RemoteTable (issue 29): a seat of a room on a table server, in a notebook, shown only what the server sends
it: its board drawn from the view (the same shapes as the view's scene), whose turn it is, who sits where, its own
actions as buttons and as places to click, Undo by the room's rule, and refusals said, not raised. The server is
started by the test on loopback."""

from __future__ import annotations

import pytest

pytest.importorskip("ipycanvas")
pytest.importorskip("websockets")

from net_support import table_server  # noqa: E402

from gangs.net import connect, create_room  # noqa: E402
from gangs.views import scene_of  # noqa: E402
from widgets import RemoteTable  # noqa: E402


def synced(table, other, decision):
    """Both seats hold the view after ``decision`` decisions, and the table shows it."""
    for seat in (table.seat, other):
        seat.wait(lambda m: m["type"] == "view" and m["decision"] >= decision, timeout=10)
    table.refresh()


def test_a_remote_table_shows_its_seat_s_view_and_plays_by_buttons_and_clicks(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "street", ["human", "human"], players=["Ann", "Bob"])
        table = RemoteTable(links["seats"][0])
        bob = connect(links["seats"][1])
        try:
            synced(table, bob, 0)
            assert "Ann (you)" in table.seats_line.value and "Bob" in table.seats_line.value
            assert table.board.drawn[1] == scene_of(table.view["scene"]).pieces    # the pieces as the server drew
            assert table.board.board == scene_of(table.view["scene"]).board
            mine, other = (table.seat, bob) if table.view["to_move"] == 0 else (bob, table.seat)
            if mine is bob:                                   # Bob first: he plays, then it is Ann's turn
                bob.act(bob.view["actions"][0]["notation"])
                synced(table, bob, 1)
            assert table.view["to_move"] == 0 and table.view["mine"]
            labels = [a["label"] for a in table.view["actions"]]
            assert [b.description for b in table.actions.children] == labels
            decision = table.seat.message["decision"]
            table.actions.children[0].click()                 # a button: sent, played on the server
            synced(table, bob, decision + 1)
            assert table.seat.message["decision"] > decision and table.message.value == ""
            # a click on a place: the one action it concerns is played
            while not table.view["over"] and table.view["to_move"] != 0:
                bob.act(bob.view["actions"][0]["notation"])
                synced(table, bob, bob.message["decision"])
            targeted = [a for a in table.view["actions"] if a["targets"]]
            assert targeted, "no action of Ann's has a place to click"
            scene = scene_of(table.view["scene"])
            place = next(s for s in scene.shapes() if s.id in targeted[0]["targets"])
            left, top, right, bottom = place.extent()
            point = next((x, y) for x in range(int(left), int(right) + 1) for y in range(int(top), int(bottom) + 1)
                         if targeted[0] in table._meant(x, y)[1])
            meant = table._meant(*point)[1]
            before = table.seat.message["decision"]
            table._click(*point)                  # one action there: played; several: each a button, to choose
            if len(meant) > 1:
                assert [b.description for b in table.actions.children] == [a["label"] for a in meant]
                table.actions.children[0].click()
            synced(table, bob, before + 1)
            assert table.seat.message["decision"] > before, table.message.value
        finally:
            table.close()
            bob.close()


def test_a_refusal_is_said_in_the_message_line_and_changes_nothing(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "ribauds", ["human", "human"], players=["Ann", "Bob"])
        table = RemoteTable(links["seats"][0])
        bob = connect(links["seats"][1])
        try:
            synced(table, bob, 0)
            decision = table.seat.message["decision"]
            table.play("fly to the moon")
            assert "color:#b00020" in table.message.value and table.seat.message["decision"] == decision
            table.undo()                                      # nothing of Ann's to take back
            assert "Only your own last decision can be taken back" in table.message.value
            assert table.undo_button.disabled
        finally:
            table.close()
            bob.close()


def test_a_spectator_s_table_offers_nothing_to_play(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "ribauds", ["human", "human"])
        table = RemoteTable(links["spectator"])
        try:
            assert table.seat.viewer == -1 and table.actions.children == () and table.undo_button.disabled
            table._click(10, 10)
            assert table.seat.message["decision"] == 0
        finally:
            table.close()


def test_a_french_remote_table_speaks_french(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "street", ["human", "human"], players=["Ann", "Bob"])
        table = RemoteTable(links["seats"][0], lang="fr")
        try:
            assert "Ann (vous)" in table.seats_line.value and "(pas encore là)" in table.seats_line.value
            assert table.view["lang"] == "fr" and table.undo_button.description == "Annuler"
            assert "dé" in table.status.value
            table.undo()                                      # the server's refusal, said in French
            assert "Seule votre dernière décision" in table.message.value
        finally:
            table.close()
